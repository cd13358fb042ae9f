"""A small line chart of the match totals, round by round, for the final result screen: one line
per player (the human's drawn thicker), whole-number axes, a legend."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPainterPath, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

COLOURS = ("#1f6feb", "#d1495b", "#2a9d8f", "#e9a03b", "#7b5ea7", "#6c757d")


DASHES = (
    Qt.PenStyle.SolidLine,
    Qt.PenStyle.DashLine,
    Qt.PenStyle.DotLine,
    Qt.PenStyle.DashDotLine,
)


def series_pen(seat: int, count: int, human: bool) -> QPen:
    """The line of ``seat`` of ``count``: its colour and dash, the earlier seats wider and under
    the later, so that equal totals show as a band of both colours (issue 41: Olena's line was
    hidden under Taras's); the person's a little wider still."""
    width = 1.8 + 1.6 * (count - 1 - seat) + (1.4 if human else 0.0)
    pen = QPen(QColor(COLOURS[seat % len(COLOURS)]), width)
    pen.setStyle(DASHES[seat % len(DASHES)])
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    return pen


def nice_ticks(low: int, high: int, most: int = 6) -> list[int]:
    """Whole-number ticks from ``low`` to ``high`` (at most ``most``), on a 1-2-5 step."""
    if high <= low:
        return [low]
    raw = (high - low) / max(1, most - 1)
    magnitude = 10 ** math.floor(math.log10(raw)) if raw >= 1 else 1
    step = next((m * magnitude for m in (1, 2, 5, 10) if m * magnitude >= raw), 10 * magnitude)
    step = max(1, int(step))
    start = math.floor(low / step) * step
    return list(range(start, high + step, step))


class MatchChart(QWidget):
    """Totals after each round of the match, by player."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("matchChart")
        self.names: list[str] = []
        self.rows: list[list[int]] = []  # totals after each round, a list per round
        self.human: int | None = None
        self.title = ""
        self.setMinimumHeight(180)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def sizeHint(self) -> QSize:
        return QSize(520, 220)

    def set_series(
        self, names: list[str], rows: list[list[int]], human: int | None, title: str
    ) -> None:
        """Show ``rows`` (the totals after each round) for ``names``."""
        self.names = list(names)
        self.rows = [list(r) for r in rows if len(r) == len(names)]
        self.human, self.title = human, title
        self.setVisible(len(self.rows) > 1)  # one round has no line to draw
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        if len(self.rows) < 2:
            return
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        small = QFont(self.font())
        small.setPixelSize(11)
        p.setFont(small)
        metrics = p.fontMetrics()
        values = [v for row in self.rows for v in row] + [0]
        ticks = nice_ticks(min(values), max(values))
        low, high = ticks[0], max(ticks[-1], ticks[0] + 1)
        left = 12 + max(metrics.horizontalAdvance(str(t)) for t in ticks)
        legend_w = 16 + max(metrics.horizontalAdvance(n) for n in self.names) + 24
        plot = QRectF(left + 6, 22, self.width() - left - legend_w - 18, self.height() - 50)
        p.fillRect(self.rect(), QColor(255, 255, 255, 235))
        p.setPen(QColor("#1f2a22"))
        p.drawText(QRectF(0, 2, self.width(), 18), Qt.AlignmentFlag.AlignCenter, self.title)

        def at(round_no: int, value: float) -> QPointF:
            x = plot.left() + plot.width() * round_no / (len(self.rows) - 1)
            y = plot.bottom() - plot.height() * (value - low) / (high - low)
            return QPointF(x, y)

        grid = QPen(QColor(0, 0, 0, 40), 1)
        for t in ticks:
            y = at(0, t).y()
            p.setPen(grid)
            p.drawLine(QPointF(plot.left(), y), QPointF(plot.right(), y))
            p.setPen(QColor("#3b4a41"))
            p.drawText(
                QRectF(0, y - 8, left, 16),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(t),
            )
        for k in range(len(self.rows)):  # rounds 1, 2, ... under the axis
            x = at(k, low).x()
            p.drawText(
                QRectF(x - 15, plot.bottom() + 4, 30, 16), Qt.AlignmentFlag.AlignCenter, str(k + 1)
            )
        for seat, name in enumerate(self.names):
            colour = QColor(COLOURS[seat % len(COLOURS)])
            path = QPainterPath(at(0, self.rows[0][seat]))
            for k in range(1, len(self.rows)):
                path.lineTo(at(k, self.rows[k][seat]))
            pen = series_pen(seat, len(self.names), seat == self.human)
            width = pen.widthF()
            p.setPen(pen)
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawPath(path)
            p.setPen(QPen(colour, 1))
            p.setBrush(colour)
            for k in range(len(self.rows)):
                p.drawEllipse(at(k, self.rows[k][seat]), width * 0.8, width * 0.8)
            p.setPen(pen)
            y = plot.top() + 4 + seat * 18
            p.drawLine(QPointF(plot.right() + 14, y + 7), QPointF(plot.right() + 30, y + 7))
            p.setPen(QColor("#1f2a22"))
            p.drawText(QPointF(plot.right() + 36, y + 11), name)
        p.end()
