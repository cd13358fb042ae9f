"""What the table shows besides cards: seat plates, captions, slot outlines, target marks and
score popups (scene items drawn in code, no image files)."""

from __future__ import annotations

from typing import Any, NamedTuple

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QFontMetricsF,
    QLinearGradient,
    QPainter,
    QPen,
    QTransform,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from koloda.app.table.card_art import CardRenderer, suit_path
from koloda.app.table.layout import SeatPanel, caption_font, plate_line
from koloda.app.table.theme import STANDARD, TableTheme, over


def theme_of(item: QGraphicsItem) -> TableTheme:
    """The theme of the scene ``item`` is in (the standard one outside a card scene)."""
    theme = getattr(item.scene(), "theme", None)
    return theme if isinstance(theme, TableTheme) else STANDARD


def ground_of(item: QGraphicsItem) -> QColor:
    """The table's own colour under ``item`` (scene.CardScene.ground: the wooden boards' or
    the felt's), or an invalid colour outside a card scene."""
    ground = getattr(item.scene(), "ground", None)
    return QColor(ground()) if callable(ground) else QColor()


POPUP_Z = 5100.0  # above a dragged card (the scene's DRAG_Z)
PLATE_Z = 2.0  # a seat plate's own place: above the cards at rest, under those in flight


def plate_font(pixels: int, bold: bool = True) -> QFont:
    """A plate's font: 14 px bold its name, 11 px bold its pills, 11 px its level."""
    font = QFont()
    font.setPixelSize(pixels)
    font.setBold(bold)
    return font


class PlateHead(NamedTuple):
    """A plate's first line as drawn: the name as shown, the pills right of it, and where the
    level stands: "beside" the name, on the "line" of counts (leading it), or "none" (given
    up for the thinking cue while the seat thinks)."""

    name: str
    markers: list[tuple[str, str]]
    level: str


def plate_head(panel: SeatPanel, thinking: tuple[int, str] | None = None) -> PlateHead:
    """A plate's first line (``thinking``: the thinking cue's dots, 0 to 3, and colour).

    The level stands beside the name where the role's pills leave it room, else it leads the
    counts. The cue never moves it there (it hopped to the counts' line at every turn, and
    pushed the total out of it): it says "thinking..." where that leaves the name and the
    level as they are, else only its dots, and where even the dots leave no room the level
    beside the name gives way to them while the seat thinks. The name is cut short only where
    its role's pills leave no room ("O..." for "Oksana" while she thought, six players at
    1024 by 600)."""
    names, pill = QFontMetricsF(plate_font(14)), QFontMetricsF(plate_font(11))
    width, markers = panel.rect.width(), list(panel.markers)

    def pills(shown: list[tuple[str, str]]) -> float:
        return sum(pill.horizontalAdvance(t) + 16 for t, _c in shown)

    name_w = names.horizontalAdvance(panel.name)
    level_w = QFontMetricsF(plate_font(11, bold=False)).horizontalAdvance(panel.level) + 4
    with_level = name_w + level_w + 20  # 8 + 6 before the level, 6 after it
    level = (
        "none" if not panel.level else "beside" if with_level < width - pills(markers) else "line"
    )
    if thinking is not None:
        dots, colour = thinking
        word = QApplication.translate("Table", "thinking") + "." * dots + " " * (3 - dots)
        short = "\u2022" * dots + "\u00b7" * (3 - dots)  # •·· ••· ••• ···
        used = with_level if level == "beside" else name_w + 24
        for cue in (word, short):
            if used <= width - pills([*markers, (cue, colour)]):
                break
        else:
            level = "none" if level == "beside" else level  # the dots take the level's room
        markers = [*markers, (cue, colour)]
    room = max(30.0, width - 24 - pills(markers))
    return PlateHead(
        names.elidedText(panel.name, Qt.TextElideMode.ElideRight, room), markers, level
    )


class SeatPlate(QGraphicsObject):
    """A player's name plate: name, level, counts and scores, markers, a thinking cue."""

    def __init__(self, panel: SeatPanel) -> None:
        super().__init__()
        self.seat_panel = panel
        self.thinking = False
        self.dots = 0
        self.hint = False
        self.setZValue(PLATE_Z)
        # its text is drawn once per change, not again under every card flying over it
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self._timer = QTimer(self)
        self._timer.setInterval(350)
        self._timer.timeout.connect(self._tick)

    def set_panel(self, panel: SeatPanel) -> None:
        self.prepareGeometryChange()
        self.seat_panel = panel
        self.update()

    def set_thinking(self, on: bool) -> None:
        self.thinking = on
        if on:
            self._timer.start()
        else:
            self._timer.stop()
        self.update()

    def _tick(self) -> None:
        self.dots = (self.dots + 1) % 4
        self.update()

    def boundingRect(self) -> QRectF:
        return self.seat_panel.rect.adjusted(-4, -4, 4, 4)

    def lifted(self) -> bool:
        """Lifted above a showpiece (a flourish's cards fly behind it): then its background
        is opaque, the colour it has over the table, so no card shows through its words."""
        return self.zValue() > PLATE_Z

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:
        if change == QGraphicsItem.GraphicsItemChange.ItemZValueHasChanged:
            self.update()  # opaque or not: its cached picture is drawn again
        return super().itemChange(change, value)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        r = self.seat_panel.rect
        theme = theme_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        background = QColor(theme.plate_bg)
        ground = ground_of(self)
        if self.lifted() and ground.isValid():
            background = over(background, ground)
        painter.setBrush(background)
        hot = self.seat_panel.active or self.thinking
        border = QColor(theme.active_border if hot else theme.plate_border)
        painter.setPen(QPen(border, 2.5 if self.seat_panel.active else 1.0))
        painter.drawRoundedRect(r, 8, 8)
        painter.setFont(plate_font(14))
        painter.setPen(QColor(theme.plate_name))
        name_rect = QRectF(r.left() + 8, r.top() + 4, r.width() - 16, 18)
        # a pill with animated dots while the seat thinks; the counts stay readable
        thinking = (self.dots, theme.thinking_pill) if self.thinking else None
        name, markers, where = plate_head(self.seat_panel, thinking)
        pill_font = plate_font(11)
        pill_metrics = QFontMetricsF(pill_font)
        painter.drawText(
            name_rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, name
        )
        name_w = painter.fontMetrics().horizontalAdvance(name)
        painter.setFont(plate_font(11, bold=False))
        painter.setPen(QColor(theme.plate_level))
        level = self.seat_panel.level
        level_w = painter.fontMetrics().horizontalAdvance(level) + 4
        if where == "beside":
            painter.drawText(
                QRectF(name_rect.left() + name_w + 6, name_rect.top(), level_w, 18),
                Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
                level,
            )
        painter.setPen(QColor(theme.plate_counts))
        line, px = plate_line(self.seat_panel.lines, r.width() - 16, self.seat_panel.step)
        if where == "line":  # the role's pill took its room: it leads the counts
            # (at a network table "computer plays" must show while a friend is away)
            line = f"{level} · {line}" if line else level
        painter.setFont(caption_font(px))  # the layout sized the side plates with it
        line = painter.fontMetrics().elidedText(
            line, Qt.TextElideMode.ElideRight, int(r.width() - 16)
        )
        painter.drawText(
            QRectF(r.left() + 8, r.top() + 23, r.width() - 16, 18),
            Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter,
            line,
        )
        x = r.right() - 6
        painter.setFont(pill_font)
        for text, colour in reversed(markers):
            tw = pill_metrics.horizontalAdvance(text) + 12
            pill = QRectF(x - tw, r.top() + 5, tw, 16)
            if theme.pill_fill is None:  # the pill in its own colour
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(QColor(colour))
            else:  # high contrast: solid dark, ringed in its colour
                painter.setPen(QPen(QColor(colour), 2.0))
                painter.setBrush(QColor(theme.pill_fill))
            painter.drawRoundedRect(pill, 8, 8)
            painter.setPen(QColor(theme.pill_text))
            painter.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)
            x -= tw + 4


class Caption(QGraphicsObject):
    """A small centred text on the felt (stock count, "pile", a row owner's name)."""

    def __init__(self, rect: QRectF, text: str) -> None:
        super().__init__()
        self.rect, self.text = rect, text
        self.setZValue(1)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # as SeatPlate

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = theme_of(self)
        painter.setFont(caption_font())  # the font the layout sized this caption for
        if theme.caption_bg is not None and self.text:  # high contrast: on a solid plate
            width = painter.fontMetrics().horizontalAdvance(self.text) + 8
            back = QRectF(0, 0, min(width, self.rect.width()), self.rect.height())
            back.moveCenter(self.rect.center())
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(theme.caption_bg))
            painter.drawRoundedRect(back, 4, 4)
        painter.setPen(QColor(theme.caption_text))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


class Outline(QGraphicsObject):
    """An empty place that may hold cards (a stock, stack, pile or discard): a card-shaped
    frame sunk into the felt, an inner rule and the four suits as a small rosette."""

    def __init__(self, rect: QRectF) -> None:
        super().__init__()
        self.rect = rect
        self.setZValue(0.5)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)  # drawn once per size

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-2, -2, 2, 2)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        renderer = getattr(self.scene(), "renderer", None)  # the card scene's
        w = self.rect.width()
        if isinstance(renderer, CardRenderer):  # the shape of the chosen deck's cards
            box, radius = renderer.face_box(w)
            box = box.translated(self.rect.topLeft())
        else:
            box, radius = self.rect, w * 0.07
        theme = theme_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(theme.outline), 1.5 if theme.textured else 2.0))
        painter.setBrush(QColor(theme.outline_fill))
        painter.drawRoundedRect(box, radius, radius)
        sheen = QLinearGradient(box.topLeft(), box.bottomLeft())  # a glassy light from above
        sheen.setColorAt(0.0, QColor(255, 255, 255, 34))
        sheen.setColorAt(0.45, QColor(255, 255, 255, 0))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(sheen))
        painter.drawRoundedRect(box, radius, radius)
        inset = box.width() * 0.08
        inner = box.adjusted(inset, inset, -inset, -inset)
        painter.setPen(QPen(QColor(255, 255, 255, 38), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(inner, radius * 0.6, radius * 0.6)
        c = box.center()
        size = box.width() * 0.15
        step = size * 0.78  # the four suits apart, touching only at their tips
        ink = QColor(theme.outline_ink)
        for suit, dx, dy in (("S", 0, -1), ("H", 1, 0), ("C", 0, 1), ("D", -1, 0)):
            t = QTransform()
            t.translate(c.x() + dx * step, c.y() + dy * step)
            t.scale(size, size)
            painter.fillPath(t.map(suit_path(suit)), ink)


class TargetMark(QGraphicsObject):
    """A glow around a legal drop target; brighter when the dragged cards are over it."""

    def __init__(self, rect: QRectF, hot: bool) -> None:
        super().__init__()
        self.rect, self.hot = rect, hot
        self.setZValue(3)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = theme_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(theme.target_hot if self.hot else theme.target)
        fill = QColor(colour)
        fill.setAlpha(70 if self.hot else 34)
        painter.setBrush(fill)
        # a dashed frame, solid under the dragged cards (always solid in high contrast)
        dashed = not self.hot and theme.textured
        painter.setPen(
            QPen(
                colour,
                theme.target_width + (1 if self.hot else 0),
                Qt.PenStyle.DashLine if dashed else Qt.PenStyle.SolidLine,
            )
        )
        painter.drawRoundedRect(self.rect, 10, 10)


class Popup(QGraphicsObject):
    """A floating label ("+2", "-4", "Destroyed!") that rises and fades."""

    def __init__(self, centre: QPointF, text: str, colour: str) -> None:
        super().__init__()
        self.text, self.colour = text, QColor(colour)
        font = QFont()
        font.setPixelSize(18)
        font.setBold(True)
        self.font_ = font
        width = max(40.0, QFontMetricsF(font).horizontalAdvance(text) + 24)
        self.rect = QRectF(-width / 2, -15, width, 30)
        self.setPos(centre)
        self.setZValue(POPUP_Z)
        self.setOpacity(0.0)
        # rising and fading only move and blend the cached image
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        theme = theme_of(self)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(theme.popup_bg))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setFont(self.font_)
        painter.setPen(self.colour if theme.popup_text is None else QColor(theme.popup_text))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)
