"""What a move does under the rules, as plain facts for a hint's sentence (``facts``).

The facts come from the rules engine: the observation is determinized, the move applied to it
and its events read, keeping only what the observation alone decides (a re-deal of the hidden
cards gives the same facts; tests check it). Nothing here is worded: the app turns each kind
and its fields into a sentence in its languages; ``rules`` names the rule ids behind it.

Each game's package declares its facts as its ``reasons`` part, as it does its AI and its pool:
``koloda.games.<name>.reasons`` defines its facts record and the function that reads them. A
game with none plays on with ``MoveFacts``: its action's kind and cards.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, cast

from koloda.ai.policy import observation_rng
from koloda.rules import Action, Event, GameState, declaration, games
from koloda.rules.cards import card_name

__all__ = [
    "Facts",
    "FactsOf",
    "MoveFacts",
    "facts",
    "facts_json",
    "facts_of",
]


class Facts(Protocol):
    """One action's facts: a frozen dataclass that knows its ``game`` (a class attribute of a
    game's own record) and the rule ids behind it, ``rules``."""

    __dataclass_fields__: ClassVar[dict[str, Any]]

    @property
    def game(self) -> str: ...

    @property
    def rules(self) -> tuple[str, ...]: ...


# A game's facts: (the observation, the state before the action, the action, its events).
FactsOf = Callable[[dict[str, Any], GameState, Action, list[Event]], Facts]


@dataclass(frozen=True)
class MoveFacts:
    """A move of a game without facts of its own (a game added later): its action's kind
    and cards, no rule ids."""

    game: str
    kind: str
    cards: tuple[str, ...]
    rules: tuple[str, ...] = ()


def facts_of(game: str) -> FactsOf | None:
    """The function that reads ``game``'s facts (the ``reasons`` part its package declares),
    None for a game that has none (its moves get ``MoveFacts``); ValueError for a game the
    rules' registry does not know."""
    found = declaration(game).load("reasons")
    if found is not None and not callable(found):
        raise TypeError(f"the facts {game} declares are not a function: {type(found).__name__}")
    return cast(FactsOf | None, found)


def facts_json(found: Facts) -> dict[str, Any]:
    """One fact record as JSON (the engine protocol's form): the game, then its fields."""
    out = {"game": found.game, **dataclasses.asdict(found)}
    # tuples (cards, rules, Rooster's series_with) as JSON lists, as they come back from JSON
    return {k: list(v) if isinstance(v, tuple) else v for k, v in out.items()}


def facts(
    obs: dict[str, Any],
    plan: Action | str | tuple[Action, ...],
    rng: random.Random | None = None,
) -> tuple[Facts, ...]:
    """The facts of each action of ``plan`` (one action, or a Ditch Rummy turn's actions in
    order) played from the observation ``obs`` (whose seat must be to move). ``rng`` deals the
    hidden cards the engine needs to play it; no fact depends on them (tests vary it)."""
    actions = _actions(plan)
    game = str(obs["game"])
    read = facts_of(game)
    deal = rng if rng is not None else observation_rng(obs, 0, "facts")
    state = games()[game].state_class.determinize(obs, deal)
    out: list[Facts] = []
    for a in actions:
        before = state.clone()
        events = state.apply(a)
        if read is None:
            out.append(MoveFacts(game, a.kind, tuple(card_name(c) for c in a.cards)))
        else:
            out.append(read(obs, before, a, events))
    return tuple(out)


def _actions(plan: Action | str | tuple[Action, ...]) -> tuple[Action, ...]:
    if isinstance(plan, str):
        return (Action.parse(plan),)
    if isinstance(plan, Action):
        return (plan,)
    return tuple(plan)
