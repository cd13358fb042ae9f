"""The person's hand on the table (KDE lskat's mouse input): what a drag, a click, a key or a
button of the action bar means. The scene, the keys and the accessible areas ask it; it looks
the gesture up in the observation's legal actions (table/gestures.py) and hands a legal one on
with ``actionChosen``, or says why not. The table widget tells it what is on the table and
listens to its signals; it never calls the widget back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal, Slot
from PySide6.QtWidgets import QLabel

from koloda.app.table import gestures as acts
from koloda.app.table.action_bar import ActionBar
from koloda.app.table.names import pretty_card
from koloda.app.table.scene import CardScene
from koloda.rules import Action, Observation

if TYPE_CHECKING:
    from koloda.app.table.game import TableGame
    from koloda.app.table.keys import KeyboardPlay

__all__ = ["GestureInput"]


class GestureInput(QObject):
    """The gestures of one table turned into legal actions (or a sentence why not)."""

    actionChosen = Signal(object)  # a legal Action the person made
    message = Signal(str)  # a sentence for the person (the window says it)
    explained = Signal(str)  # why a drop is no move: shown on the table too, to be read

    def __init__(self, bar: ActionBar, info: QLabel, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene: CardScene  # set by the table once its scene is made with this input
        self.keys: KeyboardPlay  # likewise
        self.bar = bar
        self.info = info  # the action bar's line (the R key reads it)
        # what is on the table now: the table widget keeps these up to date
        self.kit: TableGame | None = None
        self.obs: Observation | None = None
        self.human_seat: int | None = None
        self.names: list[str] = []
        # a veto on the person's moves (a lesson's): why one is not taken, "" when it is
        self.gate: Callable[[Action], str] | None = None
        # the move glowing on the table (a hint, or a lesson's step), None when none does
        self.glowing: str | None = None
        bar.pressed.connect(self.button)

    def legal_targets_for(self, cards: list[str]) -> list[str]:
        if not self.scene.interactive or self.kit is None or self.obs is None:
            return []
        return acts.legal_targets(self.kit, self.obs, list(cards))

    def try_play(self, cards: list[str], target: str) -> bool:
        if self.kit is None:
            return False
        obs = self.obs if self.scene.interactive else None
        action = acts.compose(self.kit, cards, target, acts.legal_of(obs))
        if action is None:  # said where the eye is, on the table, and in the status bar
            why = acts.explain(self.kit, obs, cards, target)
            self.explained.emit(why)
            self.say(why)
            return False
        return self._choose(action)

    def target_clicked(self, target: str) -> bool:
        """A place clicked without cards: the game may make that a move (the Ditch stock
        draws) or say what to do there; False when the place does neither."""
        if self.kit is None or self.obs is None or not self.scene.interactive:
            return False
        action, message = self.kit.click(target, self.obs)
        if action is not None and action in acts.legal_of(self.obs):
            self._choose(action)
        elif message:
            self.say(message)
        return bool(message) or action is not None

    def play_obvious(self, cards: list[str]) -> bool:
        if self.kit is None or self.obs is None:
            return False
        action, count = acts.obvious_action(self.kit, self.obs, cards)
        if action is None:
            if count > 1 and self.keys.pressing:
                self.say(self.tr("More than one move uses that: choose where with Up or Down."))
            elif count > 1:
                self.say(self.tr("More than one move uses that: drag it where you want it."))
            else:
                self.say(self.tr("That cannot be played now."))
            return False
        return self._choose(action)

    @Slot(list)
    def selection_said(self, cards: list[str]) -> None:
        """What the chosen cards can do now, in a few words; none chosen (a card clicked again,
        Escape), the standing guidance again, and the status line's words about the card put
        back gone ("" is said to no screen reader)."""
        if not self.scene.interactive:
            return
        if not cards:
            self.say("")
            self.bar.new_position()
            return
        names = ", ".join(pretty_card(c) for c in cards)
        if self.legal_targets_for(cards) and self.keys.pressing:
            kit, obs = self.kit, self.obs
            one = kit is None or obs is None or acts.obvious_action(kit, obs, cards)[0] is not None
            # Enter alone plays only a move that goes one place; else it asked where first
            # ("Enter plays it", then "More than one move uses that" on Enter)
            text = (
                self.tr("{c}: Enter plays it, Up and Down choose where.")
                if one
                else self.tr("{c}: choose where with Up or Down, then Enter plays it.")
            )
            self.say(text.format(c=names))
        elif self.legal_targets_for(cards):
            self.say(self.tr("{c}: click a highlighted place, or drag.").format(c=names))
        elif self.scene.multi_select:
            self.say(self.tr("{c} selected: select more cards, or another card.").format(c=names))
        else:
            self.say(self.tr("{c} cannot be played now.").format(c=names))

    @Slot(object)
    def button(self, action: Action) -> None:
        """An action bar's button (a move without cards) was pressed."""
        if self.scene.interactive and self.obs is not None and action in self.obs.legal:
            if self._refused(action):
                return
            self.scene.interactive = False
            self.bar.set_buttons([])
            self.actionChosen.emit(action)

    def say(self, text: str) -> None:
        self.message.emit(text)

    def mine(self) -> bool:
        """The person may act on the table now."""
        return acts.mine(self.obs, self.human_seat) and self.scene.interactive

    def _choose(self, action: Action) -> bool:
        """Hand a legal action over (``actionChosen``), unless the gate refuses it."""
        if self._refused(action):
            return False
        self.scene.interactive = False  # one action per turn; the next observation re-enables
        self.actionChosen.emit(action)
        return True

    def _refused(self, action: Action) -> bool:
        """The gate (a lesson) does not take ``action``: why is said, and the cards go home
        like any move that is not taken."""
        reason = self.gate(action) if self.gate is not None else ""
        if reason:
            self.say(reason)
        return bool(reason)
