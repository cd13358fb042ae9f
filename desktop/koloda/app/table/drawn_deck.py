"""Koloda's own drawn deck (QPainter, no image files): faces, pips, court cards, patterned backs.

``draw_card`` paints one card into a rectangle; ``card_art.CardRenderer`` caches the images.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QRadialGradient,
    QTransform,
)

SUITS = "CDHS"
BACKS = ("blue", "red", "green")  # patterned backs offered to the settings
PAPER = QColor("#fdfcf7")

_FONT_FAMILY = "DejaVu Sans"
INDEX_SIZE = 0.175  # the corner index's pixel size as a share of the card's width
INDEX_LARGE = 0.2  # in the high-contrast theme
_INK = QColor("#1b1b1f")
_RED = QColor("#c4122f")
_GOLD = QColor("#d9a521")
# Four-colour decks: clubs green, diamonds blue, hearts red, spades black.
_FOUR = {"C": QColor("#17803a"), "D": QColor("#1b5fc2"), "H": _RED, "S": _INK}
_BACK_COLOURS = {
    "blue": (QColor("#1f3f8f"), QColor("#6f93e6")),
    "red": (QColor("#8c1c24"), QColor("#e57a6f")),
    "green": (QColor("#1d5e3a"), QColor("#e8d9a8")),
}

# Classic pip positions for 2-10: (column, row) with columns -1, 0, 1 and rows 0..1.
_PIPS: dict[str, list[tuple[float, float]]] = {
    "2": [(0, 0), (0, 1)],
    "3": [(0, 0), (0, 0.5), (0, 1)],
    "4": [(-1, 0), (1, 0), (-1, 1), (1, 1)],
    "5": [(-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)],
    "6": [(-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "7": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)],
    "8": [(-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)],
    "9": [
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ],
    "T": [
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ],
}


def suit_path(suit: str) -> QPainterPath:
    """The suit symbol as a vector path in the unit box [-0.5, 0.5]^2 (no font glyphs)."""
    p = QPainterPath()
    if suit == "H":
        p.moveTo(0, 0.48)
        p.cubicTo(-0.12, 0.32, -0.5, 0.1, -0.5, -0.16)
        p.cubicTo(-0.5, -0.44, -0.12, -0.52, 0, -0.26)
        p.cubicTo(0.12, -0.52, 0.5, -0.44, 0.5, -0.16)
        p.cubicTo(0.5, 0.1, 0.12, 0.32, 0, 0.48)
    elif suit == "D":
        p.moveTo(0, -0.5)
        p.quadTo(0.16, -0.2, 0.4, 0)
        p.quadTo(0.16, 0.2, 0, 0.5)
        p.quadTo(-0.16, 0.2, -0.4, 0)
        p.quadTo(-0.16, -0.2, 0, -0.5)
    elif suit == "S":
        p.moveTo(0, -0.5)
        p.cubicTo(0.12, -0.32, 0.5, -0.12, 0.5, 0.12)
        p.cubicTo(0.5, 0.36, 0.2, 0.42, 0.05, 0.24)
        p.quadTo(0.08, 0.42, 0.22, 0.5)
        p.lineTo(-0.22, 0.5)
        p.quadTo(-0.08, 0.42, -0.05, 0.24)
        p.cubicTo(-0.2, 0.42, -0.5, 0.36, -0.5, 0.12)
        p.cubicTo(-0.5, -0.12, -0.12, -0.32, 0, -0.5)
    else:  # clubs: three lobes and a flared stem
        p.setFillRule(Qt.FillRule.WindingFill)
        r = 0.215
        for cx, cy in ((0.0, -0.25), (-0.26, 0.06), (0.26, 0.06)):
            p.addEllipse(QPointF(cx, cy), r, r)
        p.addEllipse(QPointF(0, -0.02), 0.12, 0.12)
        stem = QPainterPath()
        stem.moveTo(-0.04, 0.0)
        stem.quadTo(-0.04, 0.38, -0.2, 0.5)
        stem.lineTo(0.2, 0.5)
        stem.quadTo(0.04, 0.38, 0.04, 0.0)
        stem.closeSubpath()
        p.addPath(stem)
    return p


_SUIT_PATHS = {s: suit_path(s) for s in SUITS}


def suit_colour(suit: str, four_colour: bool) -> QColor:
    if four_colour:
        return _FOUR[suit]
    return _RED if suit in "DH" else _INK


def rank_text(rank: str) -> str:
    return "10" if rank == "T" else rank


def _draw_suit(p: QPainter, suit: str, centre: QPointF, size: float, colour: QColor) -> None:
    t = QTransform()
    t.translate(centre.x(), centre.y())
    t.scale(size, size)
    p.fillPath(t.map(_SUIT_PATHS[suit]), colour)


def draw_card(
    p: QPainter,
    rect: QRectF,
    radius: float,
    card: str | None,
    four: bool,
    back: str,
    large_indices: bool = False,
) -> None:
    """One card of the drawn deck (``card`` None: the ``back`` pattern) filling ``rect``;
    ``large_indices``: the corner indices bigger and heavier (the high-contrast theme)."""
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    outline = QPainterPath()
    outline.addRoundedRect(rect, radius, radius)
    p.fillPath(outline, PAPER)
    if card is None:
        _ART.draw_back(p, rect, radius, back if back in _BACK_COLOURS else BACKS[0])
    else:
        _ART.draw_face(p, rect, card[0], card[1], four, large_indices)
    p.setPen(QPen(QColor(0, 0, 0, 110), 1.0))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawPath(outline)


class _DrawnArt:
    """The drawing of faces and backs (methods only; no state)."""

    def draw_face(
        self, p: QPainter, r: QRectF, rank: str, suit: str, four: bool, large: bool = False
    ) -> None:
        w, h = r.width(), r.height()
        colour = suit_colour(suit, four)
        self._draw_indices(p, r, rank, suit, colour, large)
        if rank in _PIPS:
            self._draw_pips(p, r, rank, suit, colour)
        elif rank == "A":
            c = r.center()
            if suit == "S":  # a little flourish on the ace of spades, as decks traditionally do
                p.setPen(QPen(colour, max(1.0, w * 0.012)))
                p.setBrush(Qt.BrushStyle.NoBrush)
                p.drawEllipse(c, w * 0.33, w * 0.33)
                p.drawEllipse(c, w * 0.3, w * 0.3)
            _draw_suit(p, suit, c, w * (0.46 if suit != "S" else 0.4), colour)
        else:
            self._draw_court(p, r, rank, suit, colour)
        del h

    def _draw_indices(
        self, p: QPainter, r: QRectF, rank: str, suit: str, colour: QColor, large: bool = False
    ) -> None:
        w = r.width()
        font = QFont(_FONT_FAMILY)
        font.setWeight(QFont.Weight.Black if large else QFont.Weight.Bold)
        font.setPixelSize(max(6, round(w * (INDEX_LARGE if large else INDEX_SIZE))))
        if rank == "T":
            font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 80 if large else 88)
        p.setFont(font)
        box_w = w * (0.24 if large else 0.19)  # wide enough for a large "10", never clipped
        for flip in (False, True):
            p.save()
            if flip:
                p.translate(r.right() + r.left(), r.bottom() + r.top())
                p.rotate(180)
            p.setPen(colour)
            left = r.left() + w * (0.0 if large else 0.01)
            text_rect = QRectF(left, r.top() + w * 0.035, box_w, w * 0.2)
            p.drawText(text_rect, Qt.AlignmentFlag.AlignCenter, rank_text(rank))
            pip = w * (0.14 if large else 0.12)
            _draw_suit(p, suit, QPointF(text_rect.center().x(), r.top() + w * 0.32), pip, colour)
            p.restore()

    def _draw_pips(self, p: QPainter, r: QRectF, rank: str, suit: str, colour: QColor) -> None:
        w, h = r.width(), r.height()
        size = w * (0.19 if rank in "23456" else 0.165)
        x0, x1 = r.left() + w * 0.5, w * 0.185
        top, bottom = r.top() + h * 0.2, r.top() + h * 0.8
        for col, row in _PIPS[rank]:
            centre = QPointF(x0 + col * x1, top + row * (bottom - top))
            if row > 0.5:  # pips in the lower half are upside down, as on a classic card
                p.save()
                p.translate(centre)
                p.rotate(180)
                _draw_suit(p, suit, QPointF(0, 0), size, colour)
                p.restore()
            else:
                _draw_suit(p, suit, centre, size, colour)

    def _draw_court(self, p: QPainter, r: QRectF, rank: str, suit: str, colour: QColor) -> None:
        """A framed two-headed panel: a drawn headpiece per rank, a large letter, suit pips."""
        w, h = r.width(), r.height()
        panel = QRectF(r.left() + w * 0.22, r.top() + h * 0.1, w * 0.56, h * 0.8)
        tint = QColor(colour)
        tint.setAlpha(28)
        grad = QLinearGradient(panel.topLeft(), panel.bottomRight())
        grad.setColorAt(0.0, QColor("#fff8e4"))
        grad.setColorAt(1.0, QColor("#f3e6c4"))
        p.fillRect(panel, QBrush(grad))
        p.save()
        p.setClipRect(panel)
        p.setPen(QPen(tint, max(1.0, w * 0.012)))
        step = w * 0.07
        x = panel.left() - panel.height()
        while x < panel.right():  # a light diagonal hatch, so the panel reads as cloth
            p.drawLine(QPointF(x, panel.bottom()), QPointF(x + panel.height(), panel.top()))
            x += step
        p.restore()
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, max(1.0, w * 0.018)))
        p.drawRect(panel)
        inner = panel.adjusted(w * 0.025, w * 0.025, -w * 0.025, -w * 0.025)
        p.setPen(QPen(_GOLD, max(1.0, w * 0.01)))
        p.drawRect(inner)
        for flip in (False, True):
            p.save()
            if flip:
                p.translate(r.right() + r.left(), r.bottom() + r.top())
                p.rotate(180)
            half = QRectF(panel.left(), panel.top(), panel.width(), panel.height() / 2)
            self._draw_headpiece(p, half, rank, colour)
            corner = w * 0.075
            _draw_suit(
                p, suit, QPointF(half.left() + corner, half.top() + corner), w * 0.08, colour
            )
            _draw_suit(
                p, suit, QPointF(half.right() - corner, half.top() + corner), w * 0.08, colour
            )
            font = QFont("DejaVu Serif")
            font.setBold(True)
            font.setPixelSize(max(6, round(w * 0.24)))
            p.setFont(font)
            p.setPen(colour)
            hh = half.height()
            letter = QRectF(half.left(), half.top() + hh * 0.5, half.width(), hh * 0.4)
            p.drawText(letter, Qt.AlignmentFlag.AlignCenter, rank)
            p.restore()
        # a divider with a central suit medallion joins the two halves
        c = panel.center()
        p.setPen(QPen(_GOLD, max(1.0, w * 0.012)))
        p.drawLine(QPointF(panel.left() + w * 0.03, c.y()), QPointF(c.x() - w * 0.05, c.y()))
        p.drawLine(QPointF(c.x() + w * 0.05, c.y()), QPointF(panel.right() - w * 0.03, c.y()))
        p.setBrush(QColor("#fffaf0"))
        p.drawEllipse(c, w * 0.05, w * 0.05)
        _draw_suit(p, suit, c, w * 0.06, colour)

    def _draw_headpiece(self, p: QPainter, half: QRectF, rank: str, colour: QColor) -> None:
        """King: a five-pointed crown; Queen: an arched coronet; Jack: a plumed cap."""
        w = half.width()
        cx = half.center().x()
        base = half.top() + half.height() * 0.5
        top = half.top() + half.height() * 0.14
        pen = QPen(QColor("#6b4a08"), max(0.8, w * 0.015))
        p.setPen(pen)
        path = QPainterPath()
        if rank == "K":
            span = w * 0.34
            path.moveTo(cx - span, base)
            xs = [cx - span + i * span / 2 for i in range(5)]
            path.lineTo(xs[0], top + (base - top) * 0.3)
            for i in range(4):
                mid = (xs[i] + xs[i + 1]) / 2
                path.lineTo(mid, base - (base - top) * 0.42)
                path.lineTo(xs[i + 1], top + (base - top) * (0.0 if i == 1 else 0.3))
            path.lineTo(cx + span, base)
            path.closeSubpath()
            p.setBrush(_GOLD)
            p.drawPath(path)
            p.setBrush(colour)
            for x in xs:
                p.drawEllipse(QPointF(x, top + (base - top) * 0.24), w * 0.028, w * 0.028)
            band = QRectF(cx - span, base - w * 0.06, 2 * span, w * 0.06)
            p.setBrush(QColor("#b98a16"))
            p.drawRect(band)
        elif rank == "Q":
            span = w * 0.3
            path.moveTo(cx - span, base)
            path.cubicTo(cx - span, top, cx - span * 0.1, top, cx, base - (base - top) * 0.35)
            path.cubicTo(cx + span * 0.1, top, cx + span, top, cx + span, base)
            path.closeSubpath()
            p.setBrush(_GOLD)
            p.drawPath(path)
            p.setBrush(colour)
            fl = QPointF(cx, top + (base - top) * 0.12)
            for k in range(5):  # a five-petal flower on top
                a = k * 2 * math.pi / 5 - math.pi / 2
                p.drawEllipse(
                    QPointF(fl.x() + math.cos(a) * w * 0.04, fl.y() + math.sin(a) * w * 0.04),
                    w * 0.03,
                    w * 0.03,
                )
            p.setBrush(_GOLD)
            p.drawEllipse(fl, w * 0.025, w * 0.025)
            p.setBrush(QColor("#fffaf0"))
            for dx in (-0.18, 0.0, 0.18):
                p.drawEllipse(QPointF(cx + dx * w, base - w * 0.05), w * 0.022, w * 0.022)
        else:  # jack
            span = w * 0.3
            path.moveTo(cx - span, base)
            path.quadTo(cx - span * 0.9, top + (base - top) * 0.35, cx, top + (base - top) * 0.3)
            path.quadTo(cx + span * 0.9, top + (base - top) * 0.35, cx + span, base)
            path.closeSubpath()
            p.setBrush(colour)
            p.drawPath(path)
            plume = QPainterPath()
            plume.moveTo(cx + span * 0.3, top + (base - top) * 0.35)
            plume.cubicTo(
                cx + span * 0.9,
                top - (base - top) * 0.1,
                cx + span * 1.25,
                top + (base - top) * 0.2,
                cx + span * 1.1,
                top + (base - top) * 0.55,
            )
            plume.cubicTo(
                cx + span * 0.9,
                top + (base - top) * 0.25,
                cx + span * 0.6,
                top + (base - top) * 0.3,
                cx + span * 0.3,
                top + (base - top) * 0.35,
            )
            p.setBrush(_GOLD)
            p.drawPath(plume)
            p.setBrush(_GOLD)
            p.drawRect(QRectF(cx - span, base - w * 0.055, 2 * span, w * 0.055))

    def draw_back(self, p: QPainter, r: QRectF, radius: float, back: str) -> None:
        dark, light = _BACK_COLOURS[back]
        inset = r.width() * 0.06
        panel = r.adjusted(inset, inset, -inset, -inset)
        path = QPainterPath()
        path.addRoundedRect(panel, radius * 0.6, radius * 0.6)
        p.fillPath(path, dark)
        p.save()
        p.setClipPath(path)
        w = r.width()
        if back == "blue":  # a diamond lattice with dots at the crossings
            p.setPen(QPen(light, max(0.8, w * 0.012)))
            step = w * 0.11
            n = int((panel.width() + panel.height()) / step) + 2
            for i in range(-n, n):
                x = panel.left() + i * step
                p.drawLine(QPointF(x, panel.top()), QPointF(x + panel.height(), panel.bottom()))
                p.drawLine(QPointF(x, panel.bottom()), QPointF(x + panel.height(), panel.top()))
        elif back == "red":  # a rosette of rotated ellipses, like a guilloche
            p.setPen(QPen(light, max(0.6, w * 0.008)))
            p.setBrush(Qt.BrushStyle.NoBrush)
            c = panel.center()
            for k in range(24):
                p.save()
                p.translate(c)
                p.rotate(k * 7.5)
                p.drawEllipse(QPointF(0, 0), panel.width() * 0.62, panel.height() * 0.2)
                p.restore()
        else:  # green: a cross-stitch border and rhombus motif, in the manner of embroidery
            stitch = w * 0.045
            p.setPen(QPen(light, max(0.6, w * 0.01)))
            y = panel.top() + stitch
            row = 0
            while y < panel.bottom():
                x = panel.left() + stitch * (row % 2)
                while x < panel.right():
                    if (int((x - panel.left()) / stitch) + row) % 4 == 0:
                        p.drawLine(QPointF(x, y), QPointF(x + stitch * 0.7, y + stitch * 0.7))
                        p.drawLine(QPointF(x + stitch * 0.7, y), QPointF(x, y + stitch * 0.7))
                    x += stitch
                y += stitch
                row += 1
            c = panel.center()
            rh = QPainterPath()
            rh.moveTo(c.x(), c.y() - w * 0.3)
            rh.lineTo(c.x() + w * 0.22, c.y())
            rh.lineTo(c.x(), c.y() + w * 0.3)
            rh.lineTo(c.x() - w * 0.22, c.y())
            rh.closeSubpath()
            p.fillPath(rh, QColor("#b3262d"))
            p.setPen(QPen(light, max(0.8, w * 0.02)))
            p.drawPath(rh)
        # a central medallion shared by every back
        c = panel.center()
        glow = QRadialGradient(c, w * 0.16)
        glow.setColorAt(0.0, light)
        glow.setColorAt(1.0, dark)
        p.setPen(QPen(light, max(0.8, w * 0.015)))
        p.setBrush(QBrush(glow))
        p.drawEllipse(c, w * 0.13, w * 0.13)
        p.restore()
        p.setPen(QPen(light, max(0.8, w * 0.012)))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPath(path)


_ART = _DrawnArt()
