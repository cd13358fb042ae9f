"""A table kit's first part: what the table asks of a game. How its public state (the typed
``Observation`` and its game's ``TableView``, koloda.rules.observation) is laid out (centre
zones, seat lines, stacks, hand order), where cards may be dropped and what a drop or a click
means, its buttons, why a drop is refused, where a hint's cards go, and its centre zones as a
screen reader reads them. Legality stays with ``koloda.rules``: a kit only turns gestures into
the rules' ``Action`` values, which the table looks up in the observation's ``legal``; why a
move is refused comes from the rules too (each game's ``refuse``), and a kit only puts that
reason into words.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, ClassVar

from PySide6.QtCore import QCoreApplication

from koloda.app.table.game import Area, ButtonSpec, PopupSpec, stock_area
from koloda.app.table.layout import Layout, SeatFacts, Seats, TableBuilder, TableFacts, start_layout
from koloda.app.table.names import card_key, pretty_card
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.rules import Action, Observation, Refusal, games
from koloda.rules.cards import card_name

if TYPE_CHECKING:
    from PySide6.QtCore import QSizeF


COMMON_POPUPS = {
    "score": PopupSpec("{v:+d}", "#ffe066", signed=True),
    "game_end": PopupSpec(QT_TRANSLATE_NOOP("Table", "Game over"), "#ffffff"),
}


class KitTable(ABC):
    """The layout and input of one game's table (the first part of its ``TableKit``)."""

    game: ClassVar[str]  # the rules registry's name, whose ``refuse`` says why a move is refused
    multi_select: ClassVar[bool] = False  # a move may use several cards of the hand
    pass_ends_turn: ClassVar[bool] = False  # its "pass" is said "end the turn" (Ditch, DR-4)
    popups: ClassVar[dict[str, PopupSpec]] = COMMON_POPUPS  # event kind -> label over the table

    # ------------------------------------------------------------------ what the table shows

    def layout(
        self, obs: Observation, size: QSizeF, seats: Seats, card_scale: float = 1.0
    ) -> Layout:
        """The layout of ``obs`` in a view of ``size``: the seat panels and hands from what
        this game says of them (hand order, plate lines, stacks), then its own zones."""
        plates = []
        for seat in range(obs.players):
            markers: list[tuple[str, str]] = []
            lines = self.seat_lines(obs, seat, markers)
            plates.append(SeatFacts(lines, markers, self.stack_count(obs, seat)))
        facts = TableFacts(self.sort_hand(list(obs.hand)), plates)
        b = start_layout(obs, size, seats, facts, card_scale)
        self.lay_centre(b)
        return b.finish()

    def sort_hand(self, hand: list[str]) -> list[str]:
        """The viewer's hand in display order (default: as the engine sorts it, C-2)."""
        return list(hand)

    def stack_count(self, obs: Observation, seat: int) -> int | None:
        """The size of a seat's face-down stack beside its name plate; None: no stacks."""
        return None

    @abstractmethod
    def seat_lines(self, obs: Observation, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        """A seat plate's counts after "N cards"; appends (text, colour) marker pills."""

    @abstractmethod
    def lay_centre(self, b: TableBuilder) -> None:
        """Lay the game's zones in the centre of the table (stock, piles, melds) and the
        action bar's info line."""

    # ------------------------------------------------------------------ input

    @abstractmethod
    def targets(self, obs: Observation) -> list[str]:
        """Every drop target id the table offers now (``pile``, ``attack:7S``, ``meld:2``)."""

    @abstractmethod
    def candidates(self, cards: list[str], target: str, legal: list[Action]) -> list[Action]:
        """The actions a drop of ``cards`` (sorted, C-2) on ``target`` could mean, most
        specific first; the table plays the first one that is legal."""

    def buttons(self, legal: list[Action]) -> list[ButtonSpec]:
        """Buttons for the legal actions that carry no card."""
        return []

    def explain(self, obs: Observation, cards: list[str], target: str) -> str:
        """One short sentence on why a drop is not a legal move: the rules' reason for the move
        the drop meant (the first meaning of a kind the seat may play now, else the first), in
        this kit's words. A drop that means no move of the game at all is said by
        ``off_target``."""
        meant = self.candidates(sorted(cards, key=card_key), target, list(obs.legal))
        if not meant:
            return self.off_target(obs, cards, target)
        kinds = {a.kind for a in obs.legal}
        action = next((a for a in meant if a.kind in kinds), meant[0])
        return self.refusal_words(games()[self.game].state_class.refuse(obs, action), obs)

    def refusal_words(self, refusal: Refusal, obs: Observation) -> str:
        """The rules' reason for refusing a move (``refusal.code``, ``refusal.rule``), as one
        short sentence for the player; a kit words its game's codes, and these words say the
        codes every game shares."""
        if refusal.code == "not_held" and refusal.cards:  # a move uses the player's own cards
            return QCoreApplication.translate("Table", "You do not hold {c}.").format(
                c=pretty_card(card_name(refusal.cards[0]))
            )
        return QCoreApplication.translate("Table", "That move is not allowed.")

    def off_target(self, obs: Observation, cards: list[str], target: str) -> str:
        """What to say of a drop that means no move at all (the cards dropped where no move
        puts them): where such cards go, which is the kit's own layout, not a rule."""
        return QCoreApplication.translate("Table", "That move is not allowed.")

    def click(self, target: str, obs: Observation) -> tuple[Action | None, str]:
        """A place clicked without cards: the action it stands for (None) and what to say."""
        return None, ""

    @abstractmethod
    def hint_place(self, action: Action) -> tuple[list[str], str]:
        """The hand cards a suggested action uses and the target it goes to."""

    # ------------------------------------------------------------------ the screen reader's table

    def centre_areas(self, obs: Observation, names: list[str], viewer: int | None) -> list[Area]:
        """The game's centre zones as a screen reader reads them, in Tab order (issue 28):
        every game has a stock; a kit adds its own piles, bouts and melds."""
        return [stock_area(obs)]
