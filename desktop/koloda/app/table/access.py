"""The table as a screen reader and the keyboard alone see it (issue 28).

The cards are graphics items, which the accessibility tree does not reach, so each area of the
table (your hand, the game's centre zones, each opponent) also has an accessible proxy: a list
widget lying under the card view, where the card view hides it, with the area's name as its
accessible name and one item per card (or pair, meld, count). Tab and Shift+Tab move between
the areas; in the hand the arrows move the keyboard cursor (``KeyboardPlay``), elsewhere they
move over the area's items, and Enter plays the selected cards onto the item or area. A screen
reader reads the focused area and item by itself; what a key does besides moving the focus is
said through the table's ``say`` (the window announces it). The game's words come from its kit
(``centre_areas``, ``seat_lines``, ``legal_words``) in the installed language.
"""

from __future__ import annotations

import weakref
from dataclasses import replace
from typing import TYPE_CHECKING, Protocol

import shiboken6
from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFocusEvent, QKeyEvent, QPen
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFrame,
    QGraphicsRectItem,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QWidget,
)

from koloda.app.table.game import Area, AreaItem
from koloda.app.table.names import cards_text, plurals, pretty_card
from koloda.rules import Observation
from koloda.rules.cards import card_name

if TYPE_CHECKING:
    from koloda.app.table.game import TableGame
    from koloda.app.table.keys import KeyboardPlay
    from koloda.app.table.layout import Layout
    from koloda.app.table.scene import CardScene

READ_KEYS = (Qt.Key.Key_R, Qt.Key.Key_L)  # read the situation; read the legal moves
MAX_READ_MOVES = 12  # "L" reads this many legal moves, then how many more there are
HAND = "hand"
MODIFIER_KEYS = {  # pressed alone on the way to a shortcut: nothing to say
    Qt.Key.Key_Shift,
    Qt.Key.Key_Control,
    Qt.Key.Key_Alt,
    Qt.Key.Key_AltGr,
    Qt.Key.Key_Meta,
    Qt.Key.Key_Super_L,
    Qt.Key.Key_Super_R,
    Qt.Key.Key_CapsLock,
    Qt.Key.Key_NumLock,
}


def playable_cards(obs: Observation) -> set[str]:
    """The hand's cards that some legal action uses now (the cards of the rules' actions)."""
    hand = set(obs.hand)
    return {n for a in obs.legal for n in map(card_name, a.cards) if n in hand}


def hand_area(obs: Observation, layout: Layout, mine: bool) -> Area:
    """ "Your hand, 6 cards: 2♥ 6♥ …" (and the viewer's own counts: stack, total), each card
    an item in the order it lies, ", playable" on those a legal move uses."""
    slots = [s for s in layout.slots if s.in_hand]
    slots.sort(key=lambda s: s.pos.x())
    cards = [s.card or "" for s in slots]
    playable = playable_cards(obs) if mine else set()
    shown = [pretty_card(card) for card in cards]
    items = []
    for card, text in zip(cards, shown, strict=True):
        if card in playable:
            text = QCoreApplication.translate("Access", "{card}, playable").format(card=text)
        items.append(AreaItem(text))
    if cards:
        name = QCoreApplication.translate("Access", "Your hand, {n}: {cards}").format(
            n=cards_text(len(cards)), cards=", ".join(shown)
        )
    else:
        name = QCoreApplication.translate("Access", "Your hand, empty")
    viewer = next((p for p in layout.panels if p.seat == obs.seat), None)
    if viewer is not None:
        extra = viewer.lines[1:] + [text for text, _ in viewer.markers]
        if extra:
            name = f"{name}; {', '.join(extra)}"
    return Area(HAND, name, tuple(items), zone=HAND)


def seat_areas(obs: Observation, layout: Layout) -> list[Area]:
    """Each other seat's plate: "Taras, hard: 5 cards, stack 4, total 2; attacks; to play"."""
    out = []
    to_play = QCoreApplication.translate("Access", "to play")
    for panel in sorted(layout.panels, key=lambda p: p.seat):
        if panel.seat == obs.seat:
            continue
        lines = list(panel.lines) + [text for text, _ in panel.markers]
        if panel.active:
            lines.append(to_play)
        who = f"{panel.name}, {panel.level}" if panel.level else panel.name
        name = f"{who}: {', '.join(lines)}"
        items = tuple(AreaItem(line) for line in lines)
        out.append(Area(f"seat:{panel.seat}", name, items, zone=f"seat:{panel.seat}"))
    # the seats after the viewer's, in playing order (the one who plays next first)
    me = obs.seat or 0
    n = max(1, len(layout.panels))
    return sorted(out, key=lambda a: (int(a.key[5:]) - me) % n)


def turn_words(obs: Observation, names: list[str], mine: bool) -> str:
    """Whose turn it is, in a few words ("your turn", "Taras to play"), or ""."""
    if mine:
        return QCoreApplication.translate("Access", "your turn")
    seat = obs.to_move
    if seat is not None and 0 <= seat < len(names) and obs.result is None:
        return QCoreApplication.translate("Access", "{who} to play").format(who=names[seat])
    return ""


def table_areas(
    kit: TableGame, obs: Observation, layout: Layout, names: list[str], mine: bool
) -> list[Area]:
    """Every area in Tab order: the hand, the game's centre (the first one says whose turn it
    is), then the other seats in playing order."""
    centre = kit.centre_areas(obs, names, obs.seat)
    turn = turn_words(obs, names, mine)
    if centre and turn:
        first = centre[0]
        centre[0] = replace(first, name=f"{first.name}; {turn}")
    return [hand_area(obs, layout, mine), *centre, *seat_areas(obs, layout)]


def read_situation(
    kit: TableGame | None,
    obs: Observation | None,
    names: list[str],
    info: str,
    layer: AccessLayer,
    mine: bool,
) -> str:
    """The table read aloud (the R key): the deal, whose turn and what to do, then every area
    as the accessibility tree names it."""
    if kit is None or obs is None:
        return QCoreApplication.translate("Access", "No game on the table.")
    turn = kit.turn_hint(obs) if mine else turn_words(obs, names, False)
    parts = [info, turn, *(a.name for a in layer.areas)]
    return ". ".join(p.rstrip(".") for p in parts if p) + "."


def read_legal(kit: TableGame | None, obs: Observation | None, names: list[str], mine: bool) -> str:
    """The legal moves read aloud (the L key), or whose turn it is when none is the player's."""
    if kit is None or obs is None:
        return QCoreApplication.translate("Access", "No game on the table.")
    if not mine:
        turn = turn_words(obs, names, False)
        if turn:
            return QCoreApplication.translate("Access", "No moves for you now: {turn}.").format(
                turn=turn
            )
        return QCoreApplication.translate("Access", "No moves for you now.")
    words = kit.legal_words(obs, names, obs.seat)
    text = f"{plurals().legal_moves(len(words))}: {'; '.join(words[:MAX_READ_MOVES])}"
    if len(words) > MAX_READ_MOVES:
        more = QCoreApplication.translate("Access", "; and {n} more")
        text += more.format(n=len(words) - MAX_READ_MOVES)
    return text + "."


def fan_edges(layout: Layout) -> list[float]:
    """Where each card of the viewer's hand begins on the table (scene x), then where the last
    one ends: the part of each card that shows in the fan lies between two edges."""
    fan = sorted((s for s in layout.slots if s.in_hand), key=lambda s: s.pos.x())
    if not fan:
        return []
    return [s.pos.x() for s in fan] + [fan[-1].pos.x() + fan[-1].width]


def area_rect(area: Area, layout: Layout) -> QRectF:
    """Where an area lies on the table (scene coordinates): its drop target, its cards, its
    seat plate, or the centre. The hand's is its fan of cards (its items lie on them)."""
    if area.zone == HAND:
        rect, edges = QRectF(layout.hand_rect), fan_edges(layout)
        if edges:
            rect.setLeft(edges[0])
            rect.setRight(edges[-1])
        return rect
    if area.zone is not None and area.zone.startswith("seat:"):
        seat = int(area.zone[5:])
        for panel in layout.panels:
            if panel.seat == seat:
                return QRectF(panel.rect)
    if area.zone is not None and area.zone in layout.targets:
        return QRectF(layout.targets[area.zone])
    rect = QRectF()
    for slot in layout.slots:
        if slot.zone == area.zone:
            rect = rect.united(QRectF(slot.pos.x(), slot.pos.y(), slot.width, slot.width * 1.4))
    return rect if not rect.isEmpty() else QRectF(layout.centre)


class AccessTable(Protocol):
    """What the accessible areas ask of the table they mirror (its ``GestureInput``)."""

    scene: CardScene
    keys: KeyboardPlay
    kit: TableGame | None
    obs: Observation | None
    names: list[str]
    info: QLabel
    glowing: str | None  # the move a hint or a lesson shows

    def try_play(self, cards: list[str], target: str) -> bool: ...
    def target_clicked(self, target: str) -> bool: ...
    def say(self, text: str) -> None: ...
    def mine(self) -> bool: ...


class AreaList(QListWidget):
    """One area's accessible proxy: a list named after the area, one item per thing in it.

    It lies under the card view (the view paints over it), takes no mouse and draws nothing
    a sighted player sees; the keyboard focus and a screen reader find it all the same."""

    def __init__(self, parent: QWidget, layer: AccessLayer) -> None:
        super().__init__(parent)
        # the layer weakly: a list outliving it (a closing window) only stops answering
        self._layer = weakref.ref(layer)
        self.area = Area("", "")
        self.setObjectName("tableArea")
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        self.setFlow(QListWidget.Flow.LeftToRight)
        self.setWrapping(False)
        self.setSpacing(0)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        # only the hand's items are chosen for a move (set by sync_hand); elsewhere nothing is
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setTabKeyNavigation(False)

    def show_area(self, area: Area) -> None:
        """Name it after ``area`` and give it ``area``'s items; the current item stays where
        it was when the items stay the same in number."""
        self.area = area
        if self.accessibleName() != area.name:
            self.setAccessibleName(area.name)
        names = [i.name for i in area.items]
        if [self.item(r).text() for r in range(self.count())] == names:
            return
        if self.count() == len(names):  # the same places, new words (a card became playable)
            for r, text in enumerate(names):
                self.item(r).setText(text)
            return
        row = self.currentRow()
        self.blockSignals(True)
        self.clear()
        for text in names:
            QListWidgetItem(text, self)
        self.blockSignals(False)
        if names:
            flag = self.selectionModel().SelectionFlag.NoUpdate
            self.setCurrentRow(min(max(row, 0), len(names) - 1), flag)

    def lay_items(self, edges: list[float], height: int) -> None:
        """Each item as wide as the part of its card that shows (``edges``: fan_edges), so
        that an item's place on the screen is its card's."""
        if len(edges) != self.count() + 1:
            return
        left = edges[0]
        for r in range(self.count()):
            width = round(edges[r + 1] - left) - round(edges[r] - left)
            size = QSize(max(1, width), height)
            if self.item(r).sizeHint() != size:
                self.item(r).setSizeHint(size)

    def current_target(self) -> str | None:
        """The target of the current item, else the area's own."""
        row = self.currentRow()
        item = self.area.items[row] if 0 <= row < len(self.area.items) else None
        return item.target if item is not None and item.target else self.area.target

    def keyPressEvent(self, event: QKeyEvent) -> None:
        layer = self._layer()
        if layer is None or not layer.key(self, event):
            super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        layer = self._layer()
        if layer is not None:
            keyboard = (Qt.FocusReason.TabFocusReason, Qt.FocusReason.BacktabFocusReason)
            if self.area.key == HAND and event.reason() in keyboard:
                layer.show_hand_cursor()
            layer.place_ring()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        super().focusOutEvent(event)
        layer = self._layer()
        if layer is not None:
            layer.place_ring()


class AccessLayer:
    """The accessible areas of one table, kept in step with its layout and its hand."""

    def __init__(self, table: AccessTable, parent: QWidget, viewport: QWidget) -> None:
        self.table = table
        self.host = parent
        self.view = viewport  # the card view's viewport: one pixel per scene unit
        self.lists: dict[str, AreaList] = {}
        self.areas: list[Area] = []
        self.ring = QGraphicsRectItem()  # where the keyboard is, when it is not in the hand
        self.ring.setZValue(900)
        self.ring.setVisible(False)

    # ------------------------------------------------------------------ building

    def update(self, areas: list[Area], layout: Layout, after: list[QWidget]) -> None:
        """Show ``areas`` (Tab order) over ``layout``: lists made, renamed or removed; Tab
        goes on from the last area to the widgets ``after`` (the action bar's buttons)."""
        self.areas = list(areas)
        focused = self.focused()
        keys = [a.key for a in areas]
        for key in [k for k in self.lists if k not in keys]:
            gone = self.lists.pop(key)
            gone.hide()
            gone.deleteLater()
        previous: QWidget | None = None
        for area in areas:
            lst = self.lists.get(area.key)
            if lst is None:
                lst = self._new_list(area.key)
            lst.show_area(area)
            rect = area_rect(area, layout)
            top_left = self.view.mapTo(self.host, rect.topLeft().toPoint())
            lst.setGeometry(top_left.x(), top_left.y(), int(rect.width()), int(rect.height()))
            if area.key == HAND:
                lst.lay_items(fan_edges(layout), int(rect.height()))
            if previous is not None:
                QWidget.setTabOrder(previous, lst)
            previous = lst
        for widget in after:
            if previous is not None:
                QWidget.setTabOrder(previous, widget)
            previous = widget
        if focused is not None and focused.area.key not in self.lists:
            self.hand().setFocus()  # the area went (a meld row, a seat): back to the hand
        self.sync_hand()
        self.place_ring()

    def _new_list(self, key: str) -> AreaList:
        lst = AreaList(self.host, self)
        if key == HAND:  # its selected items are the cards chosen for a move
            lst.setSelectionMode(QAbstractItemView.SelectionMode.MultiSelection)
        self.lists[key] = lst
        lst.show()
        lst.lower()  # under the card view, which paints over it
        return lst

    def hand(self) -> AreaList:
        lst = self.lists.get(HAND)
        if lst is None:  # before the first layout: an empty hand
            lst = self._new_list(HAND)
            lst.show_area(Area(HAND, QCoreApplication.translate("Access", "Your hand")))
        return lst

    def focused(self) -> AreaList | None:
        return next((lst for lst in self.lists.values() if lst.hasFocus()), None)

    def target_label(self, target: str) -> str:
        """A drop target as the areas name it: an item ("8♣, not covered") or an area's
        short label ("pile")."""
        for area in self.areas:
            for item in area.items:
                if item.target == target and item.target != area.target:
                    return item.name
        for area in self.areas:
            if area.target == target:
                return area.label or area.name
        return target

    def sync_hand(self) -> None:
        """The hand list follows the keyboard cursor (its current item) and the cards chosen
        for a move (its selected items)."""
        scene = self.table.scene
        hand = scene.hand_items()
        cursor = self.table.keys.focus
        selected = [i for i, c in enumerate(hand) if c in scene.selection]
        lst = self.hand()
        model = lst.selectionModel()
        for r in range(lst.count()):
            item = lst.item(r)
            if item.isSelected() != (r in selected):
                item.setSelected(r in selected)
        if cursor >= lst.count():
            cursor = lst.count() - 1
        if lst.currentRow() != cursor:  # -1 before the first arrow: no card is the cursor's
            lst.setCurrentRow(cursor, model.SelectionFlag.NoUpdate)

    def show_hand_cursor(self) -> None:
        """The keyboard's cursor on a card of the hand, the hand's list following it."""
        self.table.keys.show_cursor()
        self.sync_hand()

    def place_ring(self) -> None:
        """A dashed ring around the focused area (not the hand: its cursor card glows), so a
        sighted keyboard player sees where Tab went."""
        scene = self.table.scene
        if not shiboken6.isValid(scene):  # the window is closing
            return
        if not shiboken6.isValid(self.ring) or self.ring.scene() is not scene:
            self.ring = QGraphicsRectItem()  # the scene deletes its items when it goes
            self.ring.setZValue(900)
            scene.addItem(self.ring)
        lst = self.focused()
        if lst is None or lst.area.key == HAND:
            self.ring.setVisible(False)
            return
        top_left = self.view.mapFrom(self.host, lst.geometry().topLeft())
        self.ring.setRect(QRectF(top_left.toPointF(), lst.geometry().size().toSizeF()))
        pen = QPen(QColor(scene.theme.cursor), 3, Qt.PenStyle.DashLine)
        self.ring.setPen(pen)
        self.ring.setVisible(True)

    # ------------------------------------------------------------------ keys

    def key(self, lst: AreaList, event: QKeyEvent) -> bool:
        """One key on an area; False leaves it to the list (Tab, or a key with Ctrl)."""
        key = event.key()
        if event.modifiers() & ~(
            Qt.KeyboardModifier.KeypadModifier | Qt.KeyboardModifier.ShiftModifier
        ):
            return False
        if key in (Qt.Key.Key_Tab, Qt.Key.Key_Backtab):
            return False
        if event.modifiers() & Qt.KeyboardModifier.ShiftModifier:
            return False  # Shift+H and the window's other shortcuts
        t = self.table
        if key == Qt.Key.Key_R:
            t.say(read_situation(t.kit, t.obs, t.names, t.info.text(), self, t.mine()))
            return True
        if key == Qt.Key.Key_L:
            t.say(read_legal(t.kit, t.obs, t.names, t.mine()))
            return True
        handled = self._hand_key(key) if lst.area.key == HAND else self._area_key(lst, key)
        if not handled and key == Qt.Key.Key_H and t.glowing:  # Hint is off: a lesson's step
            t.say(QCoreApplication.translate("Access", "The move to make glows on the table."))
            return True
        if not handled and key not in MODIFIER_KEYS:  # a key that is none of the table's
            self.table.say(
                QCoreApplication.translate(
                    "Access", "No move on that key now. Press L for the legal moves."
                )
            )
            return True
        return handled

    def _hand_key(self, key: int) -> bool:
        """The hand's keys are the table's keyboard play; what they change besides the focus
        is said (the cursor's card is read by the screen reader as the focus moves)."""
        keys, scene = self.table.keys, self.table.scene
        chosen, target = list(scene.selection), keys.target
        if not keys.handle(key):
            return False
        if key == Qt.Key.Key_Escape:
            self.table.say(QCoreApplication.translate("Access", "Selection cleared."))
        elif key == Qt.Key.Key_Space and scene.interactive:
            dropped = [c for c in chosen if c not in scene.selection]
            if dropped:
                self.table.say(
                    QCoreApplication.translate("Access", "{card} unselected.").format(
                        card=pretty_card(dropped[0].card or "")
                    )
                )
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and keys.target and keys.target != target:
            self.table.say(
                QCoreApplication.translate("Access", "Target: {place}").format(
                    place=self.target_label(keys.target)
                )
            )
        self.sync_hand()
        return True

    def _area_key(self, lst: AreaList, key: int) -> bool:
        step = {
            Qt.Key.Key_Left: -1,
            Qt.Key.Key_Up: -1,
            Qt.Key.Key_Right: 1,
            Qt.Key.Key_Down: 1,
        }.get(Qt.Key(key))
        if step is not None:
            if lst.count() == 0:
                self.table.say(lst.area.name)  # nothing to move over: read the area again
            else:
                row = (max(lst.currentRow(), 0) + step) % lst.count()
                lst.setCurrentRow(row, lst.selectionModel().SelectionFlag.NoUpdate)
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
            self._play_here(lst)
            return True
        if key == Qt.Key.Key_Escape:
            self.table.scene.set_selection([])
            self.table.say(QCoreApplication.translate("Access", "Selection cleared."))
            return True
        return False

    def _play_here(self, lst: AreaList) -> None:
        """Enter on an area: the selected cards go there; with none, the place itself acts
        (the Ditch stock draws) or says what it is."""
        target = lst.current_target()
        scene = self.table.scene
        cards = [c.card or "" for c in sorted(scene.selection, key=lambda c: c.x())]
        if target is None:
            self.table.say(
                QCoreApplication.translate("Access", "Nothing can be played here. {area}").format(
                    area=lst.area.name
                )
            )
        elif cards:
            if self.table.try_play(cards, target):
                scene.set_selection([])
        elif not scene.interactive:
            self.table.say(QCoreApplication.translate("Table", "Wait for your turn."))
        elif not self.table.target_clicked(target):  # the place does nothing by itself
            self.table.say(
                QCoreApplication.translate(
                    "Access", "Select cards in your hand first (Space), then come back here."
                )
            )
