"""A caption across the top of the table's centre: one or two short sentences that explain
what just happened by itself ("Taras has no 4 and no ♦: the pile goes to you"), shown for a
few seconds and then faded out."""

from __future__ import annotations

from PySide6.QtCore import QObject, QPointF, QRectF, Qt, QTimer, QVariantAnimation
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QStyleOptionGraphicsItem,
    QWidget,
)

from koloda.app.table.layout import CARD_RATIO, Layout
from koloda.app.table.marks import ground_of, theme_of
from koloda.app.table.theme import banner_background

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
        painter.setBrush(banner_background(theme, ground_of(self)))
        painter.drawRoundedRect(self.rect, 10, 10)
        painter.setFont(self.font_)
        painter.setPen(QColor(theme.banner_text))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(self.rect.adjusted(16, 5, -16, -5), flags, self.text)


Box = tuple[float, float, float, float]  # left, right, top, bottom (scene coordinates)


def _box(rect: QRectF) -> Box:
    return rect.left(), rect.right(), rect.top(), rect.bottom()


def _hidden_along(boxes: list[Box], left: float, right: float) -> list[tuple[float, float, float]]:
    """The boxes a caption between ``left`` and ``right`` can cover: (top, bottom, overlap's
    width), in their order; a box of no width or height covers nothing."""
    return [
        (t, b, min(right, r) - max(left, x))
        for x, r, t, b in boxes
        if x < r and t < b and x < right and left < r
    ]


def caption_places(layout: Layout, text: str) -> list[tuple[float, float, QPointF]]:
    """Every place a caption of ``text`` may take, every 4 pixels down the table to the hand,
    as wide as the centre and as the table: (what it hides, a card's face counting 4 times;
    its width; its top centre). Each is weighed in one loop over plain numbers."""
    centre, size = layout.centre, layout.size
    faces: list[Box] = []
    others: list[Box] = []
    for s in layout.slots:
        x, y, w = s.pos.x(), s.pos.y(), s.width
        (faces if s.face_up else others).append((x, x + w, y, y + w * CARD_RATIO))
    others += [_box(p.rect) for p in layout.panels]
    others += [_box(r) for r, _ in layout.captions] + [_box(r) for r in layout.outlines]
    hand = [s.pos.y() for s in layout.slots if s.in_hand]  # as they lie, not lifted
    floor = min(hand) if hand else centre.bottom()
    places: list[tuple[float, float, QPointF]] = []
    x = centre.center().x()
    for width in (centre.width(), size.width() - 24):
        w, h = Banner.size_for(text, width)
        left = x - w / 2
        on_faces = _hidden_along(faces, left, left + w)
        on_others = _hidden_along(others, left, left + w)
        y = max(4.0, centre.top() - 60)
        while y + h <= floor - 6:
            bottom, face, other = y + h, 0.0, 0.0
            for t, b, across in on_faces:
                if t < bottom and y < b:
                    face += across * (min(bottom, b) - max(y, t))
            for t, b, across in on_others:
                if t < bottom and y < b:
                    other += across * (min(bottom, b) - max(y, t))
            places.append((4 * face + other, width, QPointF(x, y)))
            y += 4
    return places


def caption_place(layout: Layout, text: str) -> tuple[QPointF, float]:
    """Where a caption of ``text`` goes (its top centre) and how wide it may be: as wide as
    the centre or as the table, at the height that hides least, a card's face counting most:
    in the free band between the centre's cards and the hand when it has room (issue 34:
    always at the centre's top, it hid the ranks of the cards on the table)."""
    best: tuple[float, float, QPointF] | None = None
    for cost, width, top in caption_places(layout, text):
        # the lowest of the places that hide least: near the hand, where the eye is
        if best is None or cost < best[0] or (cost == best[0] and width == best[1]):
            best = (cost, width, top)
    if best is None:
        centre = layout.centre
        return QPointF(centre.center().x(), centre.top() + 4), centre.width()
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
