"""Playing the table with the keyboard: the same gestures as the mouse, mapped to the same
legal-action lookup (nothing here decides legality).

Left/Right move a cursor over the hand, Space selects the card under it, Up/Down cycle the
legal targets of the selection, Enter plays (onto the chosen target, or the only possible
move), Escape clears.
"""

from __future__ import annotations

from typing import Protocol

from PySide6.QtCore import QCoreApplication, QPointF, Qt
from PySide6.QtGui import QColor

from koloda.app.table.names import pretty_card
from koloda.app.table.scene import CardItem, CardScene
from koloda.app.tr import QT_TRANSLATE_NOOP

# What each key does on the table, for the Help > Keyboard page (the "Keyboard" context).
TABLE_KEYS: tuple[tuple[str, str], ...] = (
    ("Left / Right", QT_TRANSLATE_NOOP("Keyboard", "Move the cursor along your hand")),
    ("Home / End", QT_TRANSLATE_NOOP("Keyboard", "Move the cursor to the first or last card")),
    ("Space", QT_TRANSLATE_NOOP("Keyboard", "Select the card under the cursor (or unselect it)")),
    ("Up / Down", QT_TRANSLATE_NOOP("Keyboard", "Choose where the selected cards go")),
    ("Enter", QT_TRANSLATE_NOOP("Keyboard", "Play the selected cards there, or where they fit")),
    ("Esc", QT_TRANSLATE_NOOP("Keyboard", "Clear the selection")),
    (
        "Tab / Shift+Tab",
        QT_TRANSLATE_NOOP(
            "Keyboard",
            "Go to the next or previous place: your hand, the table, each player, the buttons",
        ),
    ),
    (
        "Enter",
        QT_TRANSLATE_NOOP(
            "Keyboard", "On a place of the table: play the selected cards there (the stock draws)"
        ),
    ),
    ("R", QT_TRANSLATE_NOOP("Keyboard", "Read the table aloud: whose turn, your hand, each place")),
    ("L", QT_TRANSLATE_NOOP("Keyboard", "Read your legal moves aloud")),
)


class KeyTable(Protocol):
    """What the keys ask of the table (its ``GestureInput``)."""

    scene: CardScene

    def legal_targets_for(self, cards: list[str]) -> list[str]: ...
    def try_play(self, cards: list[str], target: str) -> bool: ...
    def play_obvious(self, cards: list[str]) -> bool: ...
    def say(self, text: str) -> None: ...


class KeyboardPlay:
    """The keyboard cursor and chosen target of one table."""

    def __init__(self, table: KeyTable) -> None:
        self.table = table
        self.focus = -1
        self.target: str | None = None
        self.pressing = False  # a key of the table is being handled (its words are for keys)
        self.shown = False  # the cursor is marked on the table: the keys act on its card

    def reset(self) -> None:
        self.target = None
        self._mark(None)

    def _hand(self) -> list[CardItem]:
        return self.table.scene.hand_items()

    def _cards(self) -> list[str]:
        scene = self.table.scene
        if scene.selection:
            return [c.card or "" for c in sorted(scene.selection, key=lambda c: c.x())]
        hand = self._hand()
        if 0 <= self.focus < len(hand):
            return [hand[self.focus].card or ""]
        return []

    def _mark(self, item: CardItem | None) -> None:
        self.shown = item is not None
        cursor = QColor(self.table.scene.theme.cursor)
        for c in self._hand():
            if c.glow == cursor and c is not item:
                c.glow = None
                c.update()
        if item is not None and item.glow is None:
            item.glow = cursor
            item.update()

    def show_cursor(self) -> None:
        """The cursor shown on a card of the hand (the first, before any arrow): the keyboard
        came to the hand with Tab (issue 41: no mark showed where it was until an arrow)."""
        hand = self._hand()
        if not hand:
            return
        self.focus = min(max(self.focus, 0), len(hand) - 1)
        self._mark(hand[self.focus])

    def handle(self, key: int) -> bool:
        """React to one key; False when the key is not the table's."""
        self.pressing = True
        try:
            return self._handle(key)
        finally:
            self.pressing = False

    def _handle(self, key: int) -> bool:
        scene = self.table.scene
        hand = self._hand()
        if key == Qt.Key.Key_Escape:
            scene.set_selection([])
            self.target = None
            return True
        if key not in (
            Qt.Key.Key_Left,
            Qt.Key.Key_Right,
            Qt.Key.Key_Home,
            Qt.Key.Key_End,
            Qt.Key.Key_Space,
            Qt.Key.Key_Up,
            Qt.Key.Key_Down,
            Qt.Key.Key_Return,
            Qt.Key.Key_Enter,
        ):
            return False
        if not scene.interactive:
            self.table.say(QCoreApplication.translate("Table", "Wait for your turn."))
            return True
        if not hand:
            self.table.say(
                QCoreApplication.translate(
                    "Table", "Your hand is empty. Press L for the legal moves."
                )
            )
            return True
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Home, Qt.Key.Key_End):
            step = -1 if key == Qt.Key.Key_Left else 1
            if key in (Qt.Key.Key_Home, Qt.Key.Key_End):
                self.focus = 0 if key == Qt.Key.Key_Home else len(hand) - 1
            elif self.focus < 0:  # the first press shows the cursor at that end of the hand
                self.focus = 0 if step > 0 else len(hand) - 1
            else:
                self.focus = (min(self.focus, len(hand) - 1) + step) % len(hand)
            self.target = None
            self._mark(hand[self.focus])
            return True
        self.focus = min(max(self.focus, 0), len(hand) - 1)
        if not self.shown and not scene.selection:
            # Space, Up/Down or Enter with no card chosen and none marked: Enter played the
            # hand's first card, unseen. The key shows the cursor; the next one acts on it.
            self._mark(hand[self.focus])
            self.table.say(
                QCoreApplication.translate(
                    "Table",
                    "The cursor is on {card}: Left and Right move it, Space selects, Enter plays.",
                ).format(card=pretty_card(hand[self.focus].card or ""))
            )
            return True
        if key == Qt.Key.Key_Space:
            scene.click(QPointF(), hand[self.focus])
            self.target = None
        elif key in (Qt.Key.Key_Up, Qt.Key.Key_Down):
            targets = self.table.legal_targets_for(self._cards())
            if not targets:
                self.table.say(QCoreApplication.translate("Table", "That cannot be played now."))
            else:
                i = targets.index(self.target) if self.target in targets else -1
                i = (i + (1 if key == Qt.Key.Key_Up else -1)) % len(targets)
                self.target = targets[i]
                scene.show_targets(self._cards(), self.target)
        else:  # Enter
            cards = self._cards()
            played = (
                self.table.try_play(cards, self.target)
                if self.target is not None
                else self.table.play_obvious(cards)
            )
            if played:
                scene.set_selection([])
                self.target = None
        if scene.interactive:
            hand = self._hand()
            self._mark(hand[self.focus] if 0 <= self.focus < len(hand) else None)
        return True
