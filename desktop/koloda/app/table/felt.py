"""The table's felt: a woven cloth in the table colour under a soft lamp, drawn once per size.

A small seamless tile of fibres and specks (neutral light and dark strokes, so any table colour
shows through) is made once per device pixel ratio; the whole felt (a lamp-lit gradient, the
tile over it, a vignette at the edges) is made once per size and colour and only blitted after.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen, QPixmap, QRadialGradient

TILE_PX = 192  # the texture tile in device pixels (the weave's fineness is physical)
FIBRES = 2600
SPECKS = 7000
SEED = 14  # the same cloth every run


def _tile() -> QPixmap:
    """A seamless square of short crossing fibres and specks, transparent between them."""
    rng = random.Random(SEED)
    tile = QPixmap(TILE_PX, TILE_PX)
    tile.fill(Qt.GlobalColor.transparent)
    p = QPainter(tile)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for _ in range(FIBRES):
        # two weave directions, each fibre a little off them, as in a real cloth
        angle = (math.pi / 4 if rng.random() < 0.5 else -math.pi / 4) + rng.gauss(0, 0.18)
        length = rng.uniform(1.5, 4.5)
        x, y = rng.uniform(0, TILE_PX), rng.uniform(0, TILE_PX)
        dx, dy = math.cos(angle) * length / 2, math.sin(angle) * length / 2
        light = rng.random() < 0.5
        alpha = rng.randint(5, 11)
        colour = QColor(255, 255, 255, alpha) if light else QColor(0, 0, 0, alpha + 4)
        p.setPen(QPen(colour, rng.uniform(0.7, 1.2)))
        for ox in (-TILE_PX, 0, TILE_PX):  # drawn again across each edge: the tile is seamless
            for oy in (-TILE_PX, 0, TILE_PX):
                p.drawLine(QPointF(x - dx + ox, y - dy + oy), QPointF(x + dx + ox, y + dy + oy))
    p.setPen(Qt.PenStyle.NoPen)
    for _ in range(SPECKS):
        light = rng.random() < 0.45
        p.setBrush(QColor(255, 255, 255, 10) if light else QColor(0, 0, 0, 16))
        p.drawRect(QRectF(int(rng.uniform(0, TILE_PX)), int(rng.uniform(0, TILE_PX)), 1, 1))
    p.end()
    return tile


class Felt:
    """The felt's cached images: ``pixmap(size, dpr, colour)`` is drawn once per size."""

    def __init__(self) -> None:
        self._tile: QPixmap | None = None
        self._key: tuple[int, int, float, str] | None = None
        self._felt = QPixmap()
        self.renders = 0  # how many felts were drawn (for tests)

    def pixmap(self, size: QSize, dpr: float, colour: QColor) -> QPixmap:
        key = (size.width(), size.height(), round(dpr, 3), colour.name())
        if key != self._key:
            self._felt = self._draw(size, dpr, colour)
            self._key = key
        return self._felt

    def _draw(self, size: QSize, dpr: float, colour: QColor) -> QPixmap:
        self.renders += 1
        if self._tile is None:
            self._tile = _tile()
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
        p.fillRect(rect, QBrush(lamp))
        p.save()
        p.scale(1 / dpr, 1 / dpr)  # the weave in device pixels: as fine on every screen
        p.drawTiledPixmap(QRectF(0, 0, pm.width(), pm.height()), self._tile)
        p.restore()
        edge = QRadialGradient(centre, radius)
        edge.setColorAt(0.55, QColor(0, 0, 0, 0))
        edge.setColorAt(1.0, QColor(0, 0, 0, 95))
        p.fillRect(rect, QBrush(edge))
        p.end()
        return pm
