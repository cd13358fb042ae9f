"""High card's facts: the card played and whether it completes the trick, so that the trick is
turned and its highest card takes it (C-2). Both are decided by the observation alone (the
trick's other cards may lie face down), as a game's facts must be (koloda.ai.reasons)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from koloda.ai.reasons import FactsOf
from koloda.rules import Action, Event, GameState
from koloda.rules.cards import card_name


@dataclass(frozen=True)
class TrickFacts:
    """The card played, and whether it turns the trick (the last seat to play to it)."""

    game: ClassVar[str] = "highcard"

    card: str
    turns: bool
    rules: tuple[str, ...] = ("C-2",)


def trick_facts(
    obs: dict[str, Any], before: GameState, action: Action, events: list[Event]
) -> TrickFacts:
    turns = any(e.kind == "trick" for e in events)
    return TrickFacts(card_name(action.cards[0]), turns)


FACTS: FactsOf = trick_facts
