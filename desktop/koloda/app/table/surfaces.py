"""The tables besides the felt: a linen weave and wooden boards, made by our own code.

Each is a seamless tile in device pixels, made once per kind (the felt's lamp and vignette are
laid over it by :class:`koloda.app.table.felt.Felt`). The linen, like the felt's weave, is
light and dark threads over the table colour; the wood has its own colours (a dark walnut, so
that the captions' light text stays readable on it).
"""

from __future__ import annotations

import itertools
import math
import random
from functools import cache

from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPen, QPixmap

SEED = 43  # the same boards and cloth every run

# linen: a plain weave, one thread every THREAD_PX device pixels, over and under in turn
LINEN_PX = 192  # the tile (a multiple of 2 * THREAD_PX, so the weave meets itself)
THREAD_PX = 4

# wood: PLANKS boards across a WOOD_W x WOOD_H tile, in these walnut tones
WOOD_W, WOOD_H = 1200, 600
PLANKS = 5
WOOD_TONES = ("#4a2f1d", "#55361f", "#4f3220", "#5b3b22", "#472c1b")
GRAIN_LINES = 34  # per board
BANDS = 7
WOOD_BASE = "#50331f"  # the colour under the lamp: the mean of the tones


@cache
def linen_tile() -> QPixmap:
    """A seamless square of woven threads, light where a thread rises, dark between them,
    transparent at the mean: the table colour shows through."""
    rng = random.Random(SEED)
    n = LINEN_PX // THREAD_PX
    # each thread a little lighter or darker, and thicker in places (slubs), as in homespun
    warp = [rng.gauss(0, 1) for _ in range(n)]
    weft = [rng.gauss(0, 1) for _ in range(n)]
    slub = [[rng.random() < 0.08 for _ in range(n)] for _ in range(n)]
    pixels = bytearray(4 * LINEN_PX * LINEN_PX)
    # across one thread: bright along its middle, dark in the gaps beside it
    profile = [-1.0, 0.35, 0.8, 0.35][:THREAD_PX]
    for y in range(LINEN_PX):
        j, dy = divmod(y, THREAD_PX)
        for x in range(LINEN_PX):
            i, dx = divmod(x, THREAD_PX)
            over = (i + j) % 2 == 0  # the warp (vertical) thread is on top here
            if over:
                v = profile[dx] + 0.28 * warp[i] + (0.5 if slub[i][j] else 0.0)
            else:
                v = profile[dy] + 0.28 * weft[j] + (0.5 if slub[j][i] else 0.0)
            k = 4 * (y * LINEN_PX + x)
            if v >= 0:  # premultiplied white: a, a, a, a
                a = min(255, int(v * 30))
                pixels[k : k + 4] = bytes((a, a, a, a))
            else:
                a = min(255, int(-v * 44))
                pixels[k : k + 4] = bytes((0, 0, 0, a))
    image = QImage(bytes(pixels), LINEN_PX, LINEN_PX, QImage.Format.Format_ARGB32_Premultiplied)
    return QPixmap.fromImage(image.copy())


def _grain(rng: random.Random, top: float, height: float) -> list[QPointF]:
    """One line of grain along a board: waves whose periods divide the tile's width, so the
    line meets itself at the tile's edges."""
    y0 = top + rng.uniform(0.04, 0.96) * height
    waves = [
        (rng.uniform(1.0, height * 0.10), rng.randint(1, 3), rng.uniform(0, math.tau)),
        (rng.uniform(0.3, 2.0), rng.randint(4, 11), rng.uniform(0, math.tau)),
    ]
    steps = WOOD_W // 12
    return [
        QPointF(x, y0 + sum(a * math.sin(k * math.tau * x / WOOD_W + p) for a, k, p in waves))
        for x in (s * WOOD_W / steps for s in range(steps + 1))
    ]


def _segments(points: list[QPointF]) -> list[QLineF]:
    """A line as its segments: antialiased, they draw ~8x faster than a polyline."""
    return [QLineF(a, b) for a, b in itertools.pairwise(points)]


@cache
def wood_tile() -> QPixmap:
    """A seamless piece of a floor of walnut boards: each board its own tone with its grain,
    a dark seam between boards and a butt joint somewhere along each."""
    rng = random.Random(SEED)
    pm = QPixmap(WOOD_W, WOOD_H)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    board = WOOD_H / PLANKS
    for b in range(PLANKS):
        top = b * board
        rect = QRectF(0, top, WOOD_W, board)
        p.fillRect(rect, QColor(WOOD_TONES[b % len(WOOD_TONES)]))
        p.save()
        p.setClipRect(rect)
        for _ in range(BANDS):  # broad soft streaks of heart and sap wood
            light = rng.random() < 0.4
            colour = QColor(255, 220, 170, rng.randint(6, 14)) if light else QColor(20, 8, 0, 18)
            p.setPen(QPen(colour, rng.uniform(5.0, 16.0)))
            p.setRenderHint(QPainter.RenderHint.Antialiasing, False)  # soft already: faster
            p.drawPolyline(_grain(rng, top, board))
            p.setRenderHint(QPainter.RenderHint.Antialiasing)
        for _ in range(GRAIN_LINES):  # the fine grain: mostly dark, a few lit lines
            light = rng.random() < 0.15
            alpha = rng.randint(12, 26) if light else rng.randint(24, 60)
            colour = QColor(255, 222, 180, alpha) if light else QColor(24, 10, 0, alpha)
            pen = QPen(colour, rng.uniform(0.7, 2.2))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # no darker dot where segments meet
            p.setPen(pen)
            p.drawLines(_segments(_grain(rng, top, board)))
        # a knot now and then: rings round a dark heart
        if rng.random() < 0.6:
            c = QPointF(rng.uniform(0, WOOD_W), top + rng.uniform(0.3, 0.7) * board)
            for r in range(7, 0, -1):
                p.setPen(QPen(QColor(25, 10, 0, 22 + 6 * (7 - r)), 1.2))
                p.drawEllipse(c, r * 3.2, r * 1.3)
        joint = rng.uniform(0.1, 0.9) * WOOD_W
        p.setPen(QPen(QColor(15, 6, 0, 150), 1.5))
        p.drawLine(QPointF(joint, top), QPointF(joint, top + board))
        p.restore()
        p.setPen(QPen(QColor(12, 5, 0, 170), 2.0))  # the seam under the board
        p.drawLine(QPointF(0, top + board - 1), QPointF(WOOD_W, top + board - 1))
        p.setPen(QPen(QColor(255, 230, 200, 26), 1.0))  # its lit edge
        p.drawLine(QPointF(0, top + 1), QPointF(WOOD_W, top + 1))
    p.end()
    return pm
