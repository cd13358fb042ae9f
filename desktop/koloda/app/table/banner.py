"""A caption across the top of the table's centre: one or two short sentences that explain
what just happened by itself ("Taras has no 4 and no ♦: the pile goes to you"), shown for a
few seconds and then faded out."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from koloda.app.table.marks import theme_of

BANNER_Z = 6000.0  # above the cards, even those in flight
READ_MS = 3200  # how long a caption stays at normal speed, fading at the end
PIXELS = 15


class Banner(QGraphicsObject):
    """The table's caption, centred on ``centre`` and no wider than ``width``."""

    def __init__(self, text: str, centre: QPointF, width: float) -> None:
        super().__init__()
        self.text = text
        self.font_ = QFont()
        self.font_.setPixelSize(PIXELS)
        self.font_.setBold(True)
        metrics = QFontMetricsF(self.font_)
        room = max(120.0, width - 24)
        flags = int(Qt.TextFlag.TextWordWrap)
        bound = metrics.boundingRect(QRectF(0, 0, room, 400), flags, text)
        w, h = bound.width() + 32, bound.height() + 16
        self.rect = QRectF(-w / 2, 0, w, h)
        self.setPos(centre)
        self.setZValue(BANNER_Z)
        # drawn once: cards flying under it and its fade only blend the cached image
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = theme_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QColor(theme.banner_border))
        painter.setBrush(QColor(theme.banner_bg))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.setFont(self.font_)
        painter.setPen(QColor(theme.banner_text))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(self.rect.adjusted(16, 8, -16, -8), flags, self.text)
