"""A caption across the top of the table's centre: one or two short sentences that explain
what just happened by itself ("Taras has no 4 and no ♦: the pile goes to you"), shown for a
few seconds and then faded out."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, QSizeF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from koloda.app.table.layout import CARD_RATIO, Layout, Slot
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
        w, h = self.size_for(text, width, self.font_)
        self.rect = QRectF(-w / 2, 0, w, h)
        self.setPos(centre)
        self.setZValue(BANNER_Z)
        # drawn once: cards flying under it and its fade only blend the cached image
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @staticmethod
    def size_for(text: str, width: float, font: QFont | None = None) -> tuple[float, float]:
        """The caption's width and height for ``text`` wrapped within ``width``."""
        if font is None:
            font = QFont()
            font.setPixelSize(PIXELS)
            font.setBold(True)
        room = max(120.0, width - 24)
        flags = int(Qt.TextFlag.TextWordWrap)
        bound = QFontMetricsF(font).boundingRect(QRectF(0, 0, room, 400), flags, text)
        return bound.width() + 32, bound.height() + 10

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
        painter.drawText(self.rect.adjusted(16, 5, -16, -5), flags, self.text)


def caption_place(layout: Layout, text: str) -> tuple[QPointF, float]:
    """Where a caption of ``text`` goes (its top centre) and how wide it may be: as wide as
    the centre or as the table, at the height that hides least, a card's face counting most:
    in the free band between the centre's cards and the hand when it has room (issue 34:
    always at the centre's top, it hid the ranks of the cards on the table)."""
    centre, size = layout.centre, layout.size

    def rect(s: Slot) -> QRectF:
        return QRectF(s.pos, QSizeF(s.width, s.width * CARD_RATIO))

    faces = [rect(s) for s in layout.slots if s.face_up]
    others = [rect(s) for s in layout.slots if not s.face_up]
    others += [p.rect for p in layout.panels] + [r for r, _ in layout.captions] + layout.outlines
    hand = [rect(s).top() for s in layout.slots if s.in_hand]  # as they lie, not lifted
    floor = min(hand) if hand else centre.bottom()

    def hidden(place: QRectF) -> float:
        def area(rects: list[QRectF]) -> float:
            cut = [place.intersected(r) for r in rects]
            return sum(c.width() * c.height() for c in cut if not c.isEmpty())

        return 4 * area(faces) + area(others)

    best: tuple[float, float, QPointF] | None = None
    x = centre.center().x()
    for width in (centre.width(), size.width() - 24):
        w, h = Banner.size_for(text, width)
        y = max(4.0, centre.top() - 60)
        while y + h <= floor - 6:
            cost = hidden(QRectF(x - w / 2, y, w, h))
            # the lowest of the places that hide least: near the hand, where the eye is
            if best is None or cost < best[0] or (cost == best[0] and width == best[1]):
                best = (cost, width, QPointF(x, y))
            y += 4
    if best is None:
        return QPointF(x, centre.top() + 4), centre.width()
    return best[2], best[1]


class BannerSlot(QObject):
    """The one caption a table shows at a time: shown for a while, then faded out and gone."""

    def __init__(self, scene: QGraphicsScene) -> None:
        super().__init__(scene)
        self.scene = scene
        self.banner: Banner | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._fade)

    def show(self, text: str, top: QPointF, width: float, ms: int) -> None:
        self.remove()
        self.banner = Banner(text, top, width)
        self.scene.addItem(self.banner)
        self._timer.start(ms)

    def _fade(self) -> None:
        banner = self.banner
        if banner is None:
            return
        fade = QVariantAnimation(self)
        fade.setStartValue(1.0)
        fade.setEndValue(0.0)
        fade.setDuration(400)
        fade.valueChanged.connect(lambda v: banner.setOpacity(float(v)))
        fade.finished.connect(lambda: self.remove(banner))
        fade.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def remove(self, only: Banner | None = None) -> None:
        """Take the banner off the table now (only ``only``, when given: a fade that ends
        after a newer banner came leaves the newer one)."""
        if self.banner is not None and (only is None or only is self.banner):
            if self.banner.scene() is self.scene:
                self.scene.removeItem(self.banner)
            self.banner = None
            self._timer.stop()
