"""The table's cloth: a woven felt (or linen, or wooden boards, ``surfaces.py``) in the table
colour under a soft lamp, drawn once per size.

A small seamless tile of fibres and specks (neutral light and dark strokes, so any table colour
shows through) is made once per device pixel ratio; the whole felt (a lamp-lit gradient, the
tile over it, a vignette at the edges) is made once per size, colour and surface and only
blitted after.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from PySide6.QtCore import QLineF, QPointF, QRectF, QSize
from PySide6.QtGui import QBrush, QColor, QImage, QPainter, QPen, QPixmap, QRadialGradient

from koloda.app.table.surfaces import WOOD_BASE, linen_tile, wood_tile

TILE_PX = 160  # the texture tile in device pixels (the weave's fineness is physical)
FIBRES = 1400
LIGHT, DARK = 32, 40  # of 256: the shares of light and dark specks
SEED = 14  # the same cloth every run
SURFACES = ("felt", "linen", "wood")  # the tables to choose (koloda.store.settings holds one)


def _wraps(v: float) -> tuple[float, ...]:
    """Offsets to draw a stroke at: near an edge of the tile also one tile over."""
    if v < 5:
        return (0.0, float(TILE_PX))
    if v > TILE_PX - 5:
        return (0.0, -float(TILE_PX))
    return (0.0,)


def _specks(rng: random.Random) -> QImage:
    """Single-pixel light and dark specks: random bytes mapped to shades at C speed."""
    n = TILE_PX * TILE_PX
    noise = rng.randbytes(n)
    # a byte below LIGHT is a light speck, above 255 - DARK a dark one, else clear cloth
    shade = bytes(10 if v < LIGHT else 0 for v in range(256))  # premultiplied white: a, a, a
    alpha = bytes(10 if v < LIGHT else 16 if v > 255 - DARK else 0 for v in range(256))
    colour, opacity = noise.translate(shade), noise.translate(alpha)
    pixels = bytearray(4 * n)  # ARGB32 premultiplied is B, G, R, A in memory
    pixels[0::4] = pixels[1::4] = pixels[2::4] = colour
    pixels[3::4] = opacity
    image = QImage(bytes(pixels), TILE_PX, TILE_PX, QImage.Format.Format_ARGB32_Premultiplied)
    return image.copy()  # owns its pixels


def felt_tile() -> QPixmap:
    """A seamless square of specks and short crossing fibres, transparent between them."""
    rng = random.Random(SEED)
    image = _specks(rng)
    fibres: dict[tuple[bool, int], list[QLineF]] = {}  # grouped by shade: one call per pen
    for _ in range(FIBRES):
        # two weave directions, each fibre a little off them, as in a real cloth
        angle = (math.pi / 4 if rng.random() < 0.5 else -math.pi / 4) + rng.gauss(0, 0.18)
        length = rng.uniform(1.5, 4.5)
        x, y = rng.uniform(0, TILE_PX), rng.uniform(0, TILE_PX)
        dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
        lines = fibres.setdefault((rng.random() < 0.5, rng.choice((6, 9))), [])
        for ox in _wraps(x):  # a fibre across an edge is drawn on the other side too
            for oy in _wraps(y):
                lines.append(QLineF(x - dx + ox, y - dy + oy, x + dx + ox, y + dy + oy))
    p = QPainter(image)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for (light, alpha), lines in fibres.items():
        colour = QColor(255, 255, 255, alpha) if light else QColor(0, 0, 0, alpha + 4)
        p.setPen(QPen(colour, 1.0))
        p.drawLines(lines)
    p.end()
    return QPixmap.fromImage(image)


def ground(colour: QColor, surface: str, textured: bool) -> QColor:
    """A table's own colour under what lies on it: the wooden boards' mean, or the cloth's
    colour under the felt and the linen (and high contrast's plain felt)."""
    return QColor(WOOD_BASE) if surface == "wood" and textured else QColor(colour)


class Felt:
    """The cloth's cached images: ``pixmap(size, dpr, colour, surface=...)`` is drawn once per
    size."""

    def __init__(self) -> None:
        self._tiles: dict[str, QPixmap] = {}
        self._key: tuple[int, int, float, str, bool, str] | None = None
        self._felt = QPixmap()
        self.renders = 0  # how many felts were drawn (for tests)

    def pixmap(
        self,
        size: QSize,
        dpr: float,
        colour: QColor,
        textured: bool = True,
        surface: str = "felt",
    ) -> QPixmap:
        """The table at ``size``: the ``surface`` (felt, linen or wood; wood has its own
        colour) under the lamp; ``textured`` False: one plain colour (high contrast)."""
        surface = surface if surface in SURFACES else "felt"
        key = (size.width(), size.height(), round(dpr, 3), colour.name(), textured, surface)
        if key != self._key:
            self._felt = (
                self._draw(size, dpr, colour, surface)
                if textured
                else self._plain(size, dpr, colour)
            )
            self._key = key
        return self._felt

    def _tile(self, surface: str) -> QPixmap:
        tile = self._tiles.get(surface)
        if tile is None:
            makers: dict[str, Callable[[], QPixmap]] = {
                "felt": felt_tile,
                "linen": linen_tile,
                "wood": wood_tile,
            }
            tile = self._tiles[surface] = makers[surface]()
        return tile

    def _plain(self, size: QSize, dpr: float, colour: QColor) -> QPixmap:
        self.renders += 1
        pm = QPixmap(max(1, round(size.width() * dpr)), max(1, round(size.height() * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(colour)
        return pm

    def _draw(self, size: QSize, dpr: float, colour: QColor, surface: str) -> QPixmap:
        self.renders += 1
        tile = self._tile(surface)
        if surface == "wood":
            colour = QColor(WOOD_BASE)
        w, h = max(1, size.width()), max(1, size.height())
        pm = QPixmap(max(1, round(w * dpr)), max(1, round(h * dpr)))
        pm.setDevicePixelRatio(dpr)
        p = QPainter(pm)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, w, h)
        centre = QPointF(w / 2, h * 0.42)  # the lamp hangs a little above the middle
        radius = math.hypot(w, h) * 0.62
        lamp = QRadialGradient(centre, radius)
        lamp.setColorAt(0.0, colour.lighter(122))
        lamp.setColorAt(0.45, colour)
        lamp.setColorAt(1.0, colour.darker(150))
        if surface == "wood":  # boards of their own tones, lit and shaded by the lamp
            p.drawTiledPixmap(rect, tile)
            lamp.setColorAt(0.0, QColor(255, 236, 200, 40))
            lamp.setColorAt(0.45, QColor(0, 0, 0, 0))
            lamp.setColorAt(1.0, QColor(0, 0, 0, 60))
        p.fillRect(rect, QBrush(lamp))
        if surface != "wood":
            p.save()
            p.scale(1 / dpr, 1 / dpr)  # the weave in device pixels: as fine on every screen
            p.drawTiledPixmap(QRectF(0, 0, pm.width(), pm.height()), tile)
            p.restore()
        edge = QRadialGradient(centre, radius)
        edge.setColorAt(0.55, QColor(0, 0, 0, 0))
        edge.setColorAt(1.0, QColor(0, 0, 0, 95))
        p.fillRect(rect, QBrush(edge))
        p.end()
        return pm
