"""The card scene: card items, target highlights and mouse input (seat plates, captions and
the other marks are in marks.py).

Like KPatience's KCardScene it knows nothing of any game's rules. Dragging uses the scene's own
mouse events (it starts after QApplication.startDragDistance pixels), never QDrag; what a
gesture means is asked of the ``TableInput`` (the table's ``GestureInput``), which asks the
legal actions. What the scene has to tell the table (the chosen cards, cards to send home) goes
out by its signals.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QObject, QPointF, QRect, QRectF, QSizeF, Qt, QTimer, Signal
from PySide6.QtGui import (
    QColor,
    QPainter,
    QPainterPath,
    QPen,
)
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsScene,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from koloda.app.table.card_art import CARD_RATIO, CardRenderer
from koloda.app.table.felt import Felt, ground
from koloda.app.table.layout import (
    LIFT,
    Slot,
    card_width_for,
)
from koloda.app.table.marks import TargetMark
from koloda.app.table.theme import STANDARD, TableTheme

if TYPE_CHECKING:
    from koloda.app.table.timing import AnimationTracker

DRAG_Z = 5000.0  # a dragged card: above every card, below marks.POPUP_Z
WARM_DELAY_MS = 400  # after the first paint: loading a deck takes 60-100 ms
WARM_STEP_MS = 5  # one SVG card per step (10-40 ms each), so input stays responsive
TABLE_COLOURS = {
    "green": "#1e6b3c",
    "blue": "#1d4f73",
    "red": "#742a31",
    "grey": "#3d4348",
    "brown": "#5b4330",
}


class TableInput(Protocol):
    """What the scene asks of the table about a gesture (all legality comes from there)."""

    def legal_targets_for(self, cards: list[str]) -> list[str]: ...
    def try_play(self, cards: list[str], target: str) -> bool: ...
    def play_obvious(self, cards: list[str]) -> bool: ...
    def target_clicked(self, target: str) -> bool: ...
    def say(self, text: str) -> None: ...


# A card lies on its place from a millisecond before its track ends: the ease-out has it within
# a billionth of a pixel of it some hundredths of a millisecond early already (where QPointF
# calls it there), and a frame that shows it there must count it there (tally.count_at).
LANDED_MS = 1.0


@dataclass
class Keyframe:
    t: float  # ms from the animation's start
    pos: QPointF
    width: float
    face_up: bool
    opacity: float = 1.0


class CardItem(QGraphicsObject):
    """One card on the table, drawn from the renderer's cached pixmaps."""

    def __init__(self, card: str | None, face_up: bool, width: float) -> None:
        super().__init__()
        self.card = card
        self.face_up = face_up and card is not None
        self.width = width
        self.zone = ""
        self.in_hand = False
        self.home = QPointF()
        self.home_z = 0.0
        self.flip_scale = 1.0
        self.render_w: float | None = None  # while resizing in flight: draw the final size's image
        self.glow: QColor | None = None
        self.track: list[Keyframe] = []
        self.vanish = False  # removed from the scene when its animation ends
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # the scene handles the mouse
        # moving a card then costs a blit: paint runs again only when its look changes
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_cached(self, on: bool) -> None:
        mode = (
            QGraphicsItem.CacheMode.DeviceCoordinateCache if on else QGraphicsItem.CacheMode.NoCache
        )
        if self.cacheMode() != mode:
            self.setCacheMode(mode)

    def height(self) -> float:
        return self.width * CARD_RATIO

    def boundingRect(self) -> QRectF:
        return QRectF(-3, -3, self.width + 7, self.height() + 8)

    def card_rect(self) -> QRectF:
        """The card's own rectangle in scene coordinates (without shadow)."""
        return QRectF(self.pos(), QPointF(self.x() + self.width, self.y() + self.height()))

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        scene = self.scene()
        if not isinstance(scene, CardScene):
            return
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        w, h = self.width, self.height()
        painter.save()
        if self.flip_scale < 0.999:
            painter.translate(w / 2, 0)
            painter.scale(max(0.02, self.flip_scale), 1.0)
            painter.translate(-w / 2, 0)
        box, radius = scene.renderer.face_box(w)  # an SVG deck keeps its own proportions
        shadow = QPainterPath()
        shadow.addRoundedRect(box.translated(1.5, 2.5), radius, radius)
        painter.fillPath(shadow, QColor(0, 0, 0, 70))
        pm = scene.renderer.pixmap(
            self.card if self.face_up else None,
            round(self.render_w or w),
            dpr,
            scene.four_colour,
            scene.back,
        )
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(QRectF(0, 0, w, h), pm, QRectF(0, 0, pm.width(), pm.height()))
        edge = scene.theme.card_edge
        if edge is not None:  # high contrast: a strong edge parts overlapping cards
            painter.setPen(QPen(QColor(edge), max(1.5, w * 0.02)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(0.5, 0.5, -0.5, -0.5), radius, radius)
        if self.glow is not None:
            painter.setPen(QPen(self.glow, max(2.0, w * 0.04)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(box.adjusted(1, 1, -1, -1), radius, radius)
        painter.restore()

    def set_state(self, pos: QPointF, width: float, face_up: bool) -> None:
        if width != self.width:
            self.prepareGeometryChange()
            self.width = width
            self.update()
        self.setPos(pos)
        if face_up != self.face_up:
            self.face_up = face_up and self.card is not None
            self.update()

    def apply_time(self, t: float) -> bool:
        """Place the card at time ``t`` of its track (eased moves, flips at mid-segment);
        whether it looks different than before (moved, resized, turned or faded)."""
        track = self.track
        if not track:
            return False
        before = (self.pos(), self.width, self.face_up, self.flip_scale, self.opacity())
        end = track[-1].t - LANDED_MS  # on its place from here on (the counts agree)
        if t <= track[0].t:
            k0 = k1 = track[0]
        elif t >= end:
            k0 = k1 = track[-1]
        else:
            i = next(i for i in range(1, len(track)) if track[i].t >= t)
            k0, k1 = track[i - 1], track[i]
        span = k1.t - k0.t
        u = 1.0 if span <= 0 else (t - k0.t) / span
        e = 1 - (1 - u) ** 3
        pos = QPointF(
            k0.pos.x() + (k1.pos.x() - k0.pos.x()) * e, k0.pos.y() + (k1.pos.y() - k0.pos.y()) * e
        )
        width = k0.width + (k1.width - k0.width) * e
        old_flip = self.flip_scale
        if k0.face_up != k1.face_up and span > 0:
            self.flip_scale = abs(1 - 2 * u)
            face = k0.face_up if u < 0.5 else k1.face_up
        else:
            self.flip_scale = 1.0
            face = k1.face_up
        if self.flip_scale != old_flip:
            self.update()
        # one cached image per final size, scaled in flight, instead of one per frame
        self.render_w = track[-1].width if t < end else None
        # a card that grows or turns is drawn afresh each frame: caching that image too would
        # only add a copy; a card that only moves is a blit of its cache
        changing = span > 0 and (k0.width != k1.width or k0.face_up != k1.face_up)
        self.set_cached(not changing)
        self.set_state(pos, width, face)
        self.setOpacity(k0.opacity + (k1.opacity - k0.opacity) * u)
        moving = track[0].t < t < end and track[0].pos != track[-1].pos
        self.setZValue(DRAG_Z - 1000 + self.home_z if moving else self.home_z)
        return before != (self.pos(), self.width, self.face_up, self.flip_scale, self.opacity())


class CardScene(QGraphicsScene):
    """Holds the items and turns mouse gestures on the human's hand into play requests."""

    selectionChanged = Signal(list)  # the names of the cards chosen for a move
    sentHome = Signal(list)  # CardItems dropped where they make no move: back to the hand
    pickedUp = Signal()  # the person took cards up: a drag began, or a card was chosen

    def __init__(self, table: TableInput) -> None:
        super().__init__()
        self.table = table
        self.animations: AnimationTracker | None = None  # the table's, if any: warm when idle
        self.card_scale = 1.0  # the table's card size (large cards): what to render ahead
        self.renderer = CardRenderer()
        # a deck that fails to load says so once, after the paint that found out
        self.renderer.on_problem = lambda text: QTimer.singleShot(0, self, lambda: self._tell(text))
        self.four_colour = False
        self.back = "deck"
        self.felt = QColor(TABLE_COLOURS["green"])
        self.theme: TableTheme = STANDARD  # the colours of plates, captions, marks, felt
        self.cloth = Felt()
        self.surface = "felt"  # felt, linen or wood (felt.SURFACES)
        self._warm = QTimer(self)
        self._warm.setSingleShot(True)
        self._warm.timeout.connect(self._warm_step)
        self.cards: list[CardItem] = []
        self.targets: dict[str, QRectF] = {}
        self.interactive = False
        self.multi_select = False
        self.selection: list[CardItem] = []
        self._marks: list[TargetMark] = []
        # the cards and the place of a hint or a lesson's step: marked whenever no gesture
        # marks others (issue 41: a refused drop put the lesson's target out)
        self.standing: tuple[list[str], str] | None = None
        self._press: tuple[QPointF, CardItem | None] | None = None
        self._dragging: list[CardItem] = []
        self._drag_from = QPointF()
        self._skip_release = False
        self.lift = 0.0

    def ground(self) -> QColor:
        """The table's own colour under its items: the wooden boards' mean, or the felt's
        colour under the felt and the linen (and high contrast's plain felt)."""
        return ground(self.felt, self.surface, self.theme.textured)

    def _tell(self, text: str) -> None:
        """Tell the table what the card art found wrong, unless the table closed first (a deck
        that fails while a window closes: the table's half may be gone before the scene's)."""
        if isinstance(self.table, QObject) and not shiboken6.isValid(self.table):
            return
        self.table.say(text)

    # ------------------------------------------------------------ drawing

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        # Qt passes a QRectF; the stubs also allow a QRect (converted implicitly for callers)
        if isinstance(rect, QRect):
            rect = QRectF(rect)
        # the view's rectangle (the scene's own grows with its items' bounds)
        views = self.views()
        r = views[0].sceneRect() if views else self.sceneRect()
        dpr = painter.device().devicePixelRatioF() if painter.device() else 1.0
        size = r.size().toSize()
        felt = self.cloth.pixmap(size, dpr, self.felt, self.theme.textured, self.surface)
        area = rect.intersected(r)
        if area != rect:  # beyond the scene rectangle (never, while the view fits it)
            painter.fillRect(rect, self.felt.darker(150))
        source = QRectF(
            (area.x() - r.x()) * dpr,
            (area.y() - r.y()) * dpr,
            area.width() * dpr,
            area.height() * dpr,
        )
        painter.drawPixmap(area, felt, source)

    def prepare_images(self, slots: list[Slot]) -> None:
        """Make the images of a layout about to be shown: a card first seen (an SVG render,
        10-40 ms) costs one pause before the animation instead of stutters during it."""
        views = self.views()
        dpr = views[0].viewport().devicePixelRatioF() if views else 1.0
        for slot in slots:
            card = slot.card if slot.face_up else None
            self.renderer.pixmap(card, round(slot.width), dpr, self.four_colour, self.back)

    def set_deck(self, name: str) -> None:
        """Show the deck ``name``; its cards are rendered ahead in idle moments."""
        self.renderer.set_deck(name)
        self.warm_soon()

    def warm_soon(self) -> None:
        """Render the deck's cards ahead in idle moments, from a little while on (a deck was
        chosen, or the table is shown again)."""
        self._warm.start(WARM_DELAY_MS)

    def _warm_step(self) -> None:
        views = [v for v in self.views() if v.isVisible()]
        if not views:
            return  # a table no one sees (closed, not shown yet) waits until its view is shown
        if self.animations is not None and self.animations.running() > 0:
            self._warm.start(WARM_DELAY_MS)  # the cards an animation needs come first: after it
            return
        # the human's cards at the view's size on its screen (cards in use may be larger)
        view = views[0].viewport()
        widths = [c.width for c in self.cards]
        px = round(
            max([card_width_for(QSizeF(view.size()), self.card_scale), *widths])
            * view.devicePixelRatioF()
        )
        if self.renderer.warm(self.four_colour, px):
            self._warm.start(WARM_STEP_MS)
        else:
            self._warm.stop()

    # ------------------------------------------------------------ queries

    def hand_items(self) -> list[CardItem]:
        """The cards of the viewer's hand, left to right."""
        hand = [c for c in self.cards if c.in_hand and not c.vanish]
        hand.sort(key=QGraphicsItem.x)  # Qt's own x(): no Python call per card
        return hand

    def card_at(self, pos: QPointF) -> CardItem | None:
        for item in self.items(
            pos, Qt.ItemSelectionMode.IntersectsItemShape, Qt.SortOrder.DescendingOrder
        ):
            if isinstance(item, CardItem) and not item.vanish and item.card_rect().contains(pos):
                return item
        return None

    def target_at(self, pos: QPointF) -> str | None:
        """The most specific target under ``pos`` (an attack card or a meld before an area)."""
        hits = [t for t, r in self.targets.items() if r.contains(pos)]
        if not hits:
            return None
        return min(hits, key=lambda t: self.targets[t].width() * self.targets[t].height())

    def _drop_target(self, pos: QPointF, cards: list[CardItem]) -> str | None:
        hit = self.target_at(pos)
        if hit is not None:
            return hit
        if not cards:
            return None
        rect = cards[0].card_rect()
        best, area = None, 0.0
        for t, r in self.targets.items():
            inter = r.intersected(rect)
            a = inter.width() * inter.height()
            if a > area:
                best, area = t, a
        return best

    # ------------------------------------------------------------ selection and highlights

    def set_selection(self, items: list[CardItem]) -> None:
        told = bool(self.selection) or bool(items)  # nothing chosen before or now: no news
        before = self.selection
        self.selection = [c for c in items if c.in_hand]
        if any(c not in before for c in self.selection):
            self.pickedUp.emit()  # a card lifted out of the hand
        for c in self.hand_items():
            lifted = c in self.selection
            y = c.home.y() - (c.height() * LIFT if lifted else 0.0)
            if not c.track:
                c.setPos(c.home.x(), y)
        if told:
            self.selectionChanged.emit([c.card or "" for c in self.selection])
        self.show_targets([c.card or "" for c in self.selection] if self.selection else [])

    def show_targets(self, cards: list[str], hot: str | None = None) -> None:
        """Mark the places ``cards`` may go (``hot`` the one under them); with no cards, the
        standing hint's places."""
        for m in self._marks:
            if m.scene() is self:  # a new game's table took every item off already
                self.removeItem(m)
        self._marks = []
        if not cards and self.standing is not None:
            cards, hot = self.standing
        if not cards:
            return
        for t in self.table.legal_targets_for(cards):
            rect = self.targets.get(t)
            if rect is not None:
                mark = TargetMark(rect, t == hot)
                self.addItem(mark)
                self._marks.append(mark)

    def highlighted_targets(self) -> list[str]:
        return [t for t, r in self.targets.items() if any(m.rect == r for m in self._marks)]

    # ------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self._skip_release = False
        if event.button() != Qt.MouseButton.LeftButton:
            return
        self._press = (event.scenePos(), self.card_at(event.scenePos()))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        if self._dragging:
            delta = event.scenePos() - self._drag_from
            self._drag_from = event.scenePos()
            for c in self._dragging:
                c.setPos(c.pos() + delta)
            cards = [c.card or "" for c in self._dragging]
            self.show_targets(cards, self._drop_target(event.scenePos(), self._dragging))
            return
        if self._press is None or not (event.buttons() & Qt.MouseButton.LeftButton):
            hover = self.card_at(event.scenePos()) if self.interactive else None
            self._set_cursor(
                Qt.CursorShape.OpenHandCursor
                if hover is not None and hover.in_hand
                else Qt.CursorShape.ArrowCursor
            )
            return
        start, item = self._press
        if item is None or not item.in_hand or not self.interactive:
            return
        if (event.scenePos() - start).manhattanLength() < QApplication.startDragDistance():
            return
        # KPatience style: the drag starts only after a few pixels of movement
        group = self.selection if item in self.selection else [item]
        self._dragging = sorted(group, key=lambda c: c.x())
        self._drag_from = start
        self._set_cursor(Qt.CursorShape.ClosedHandCursor)
        for i, c in enumerate(self._dragging):
            c.setZValue(DRAG_Z + i)
        if group is not self.selection:  # a chosen card was heard when it was chosen
            self.pickedUp.emit()
        self.mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        press, self._press = self._press, None
        if self._dragging:
            dragged, self._dragging = self._dragging, []
            self._set_cursor(Qt.CursorShape.ArrowCursor)
            self.show_targets([])
            target = self._drop_target(event.scenePos(), dragged)
            cards = [c.card or "" for c in dragged]
            if target is None or not self.table.try_play(cards, target):
                if target is None:
                    self.table.say(
                        QApplication.translate("Table", "Drop the card on a highlighted place.")
                    )
                self.send_home(dragged)
            return
        if self._skip_release:
            self._skip_release = False
            return
        if press is None:
            return
        self.click(event.scenePos(), press[1])

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()
        self._press = None
        self._skip_release = True
        item = self.card_at(event.scenePos())
        if item is None or not item.in_hand:
            return
        if not self.interactive:
            self.table.say(QApplication.translate("Table", "Wait for your turn."))
            return
        group = self.selection if item in self.selection and len(self.selection) > 1 else [item]
        cards = [c.card or "" for c in sorted(group, key=lambda c: c.x())]
        if self.table.play_obvious(cards):
            self.set_selection([])

    def click(self, pos: QPointF, item: CardItem | None) -> None:
        if item is not None and item.in_hand:
            if not self.interactive:
                self.table.say(QApplication.translate("Table", "Wait for your turn."))
                return
            if item in self.selection:
                self.set_selection([c for c in self.selection if c is not item])
            elif self.multi_select:
                self.set_selection([*self.selection, item])
            else:
                self.set_selection([item])
            return
        target = self.target_at(pos)
        if target is not None and self.selection:
            cards = [c.card or "" for c in sorted(self.selection, key=lambda c: c.x())]
            if self.table.try_play(cards, target):
                self.set_selection([])
            return
        if self.selection:
            self.set_selection([])
        elif target is not None:
            self.table.target_clicked(target)  # a place clicked on its own (the Ditch stock)

    def _set_cursor(self, shape: Qt.CursorShape) -> None:
        for view in self.views():
            if view.viewport().cursor().shape() != shape:
                view.viewport().setCursor(shape)

    def cancel_gesture(self) -> None:
        """Forget a press or drag in progress (the table is about to change under it)."""
        self._press, self._dragging = None, []
        self._set_cursor(Qt.CursorShape.ArrowCursor)

    def send_home(self, items: list[CardItem]) -> None:
        """Cards back to their places in the hand (after an illegal drop): the table animates
        them there (``sentHome``)."""
        self.sentHome.emit(items)
