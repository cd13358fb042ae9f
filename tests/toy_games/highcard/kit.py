"""High card's table kit: its trick in the centre, each seat's tricks on its plate."""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QLabel, QWidget

from koloda.app.games.base import OptionsBox, TableKit, Voice
from koloda.app.table.layout import TableBuilder
from koloda.rules import Action, Observation, TableView
from koloda.rules.cards import card_names, parse_card
from toy_games.highcard.rules import TRICK
from toy_games.highcard.view import HighCardView


def view_of(obs: Observation) -> HighCardView:
    assert isinstance(obs.view, HighCardView)
    return obs.view


class HighCardOptions(OptionsBox):
    """The toy's New Game box: it has no choice to offer, so a match is its default rounds."""

    def __init__(self, parent: QWidget) -> None:
        self.widget = QLabel("Two rounds of two tricks.", parent)

    def options(self, players: int) -> dict[str, Any]:
        return {"rounds": 2}


class HighCardKit(TableKit):
    """How the toy looks and reads."""

    game: ClassVar[str] = "highcard"
    order: ClassVar[int] = 90

    def title(self) -> str:
        return "Highcard"

    def blurb(self) -> str:
        return "Everyone plays a card face down; the highest takes the trick."

    def opponents_label(self) -> str:
        return "&Highcard opponents:"

    def seat_lines(self, obs: Observation, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        tricks = view_of(obs).tricks
        return [f"{tricks[seat] if seat < len(tricks) else 0} tricks"]

    def lay_centre(self, b: TableBuilder) -> None:
        trick = view_of(b.obs).trick
        left, top = b.centre.center().x() - b.cw * len(trick) / 2, b.centre.top()
        for i, (_, card) in enumerate(trick):
            b.add(TRICK, card, card is not None, QPointF(left + i * b.cw, top), b.cw, 20 + i)
        b.info(f"{len(trick)} in the trick")

    def targets(self, obs: Observation) -> list[str]:
        return [TRICK] if obs.legal else []

    def candidates(self, cards: list[str], target: str, legal: list[Action]) -> list[Action]:
        return (
            [Action("play", (parse_card(cards[0]),))] if target == TRICK and len(cards) == 1 else []
        )

    def explain(self, obs: Observation, cards: list[str], target: str) -> str:
        return "Play one card into the trick."

    def hint_place(self, action: Action) -> tuple[list[str], str]:
        return card_names(action.cards), TRICK

    def turn_hint(self, obs: Observation) -> str:
        return "Your turn: play a card"

    def action_sentence(
        self,
        d: Voice,
        seat: int,
        kind: str,
        cards: list[str],
        n: int | None,
        public: TableView | None,
    ) -> str | None:
        return None if kind != "play" else f"{d.who(seat)} plays a card face down"

    def options_box(self, parent: QWidget) -> OptionsBox:
        return HighCardOptions(parent)

    def round_title(self) -> str:
        return "Trick round %s"

    def next_round(self) -> str:
        return "Next trick round"


KIT = HighCardKit()
