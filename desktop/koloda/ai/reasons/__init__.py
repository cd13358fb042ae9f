"""What a move does under the rules, as plain facts for a hint's sentence (``facts``).

The facts come from the rules engine: the observation is determinized, the move applied to it
and its events read, keeping only what the observation alone decides (a re-deal of the hidden
cards gives the same facts; tests check it). Nothing here is worded: the app turns each kind
and its fields into a sentence in its languages; ``rules`` names the rule ids behind it.

The registry mirrors the rules' (``koloda.rules.games()``) as the AI's and the pool's do: for
each game, ``koloda.games.<name>.reasons`` defines its facts record and registers the function
that reads them (``register_facts``) when imported. A game with none plays on with
``MoveFacts``: its action's kind and cards.
"""

from __future__ import annotations

import dataclasses
import importlib
import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from koloda.ai.policy import observation_rng
from koloda.rules import Action, Event, GameState, games
from koloda.rules.cards import card_name

__all__ = [
    "Facts",
    "FactsOf",
    "MoveFacts",
    "facts",
    "facts_json",
    "facts_of",
    "register_facts",
    "unregister_facts",
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


_FACTS: dict[str, FactsOf] = {}


def register_facts(game: str, read: FactsOf) -> None:
    """Called by ``koloda.games.<game>.reasons`` when imported (or by a test's own game)."""
    _FACTS[game] = read


def unregister_facts(game: str) -> None:
    """Forget a game's facts (a test's own game, once the test is over)."""
    _FACTS.pop(game, None)


def facts_of(game: str) -> FactsOf | None:
    """The function that reads ``game``'s facts, None for a game that has none (its moves
    get ``MoveFacts``); ValueError for a game the rules' registry does not know."""
    found = _FACTS.get(game)
    if found is None:
        if game not in games():
            raise ValueError(f"unknown game {game!r} (known games: {', '.join(sorted(games()))})")
        module = f"koloda.games.{game}.reasons"
        try:  # the game's own facts module registers them (a frozen app has no files to look at)
            importlib.import_module(module)
        except ModuleNotFoundError as e:
            if e.name not in (module, module.rsplit(".", 1)[0]):
                raise  # the module is there but something it imports is not
            return None
        found = _FACTS.get(game)
    return found


def facts_json(found: Facts) -> dict[str, Any]:
    """One fact record as JSON (the engine protocol's form): the game, then its fields."""
    out = {"game": found.game, **dataclasses.asdict(found)}
    out["rules"] = list(found.rules)
    if "cards" in out:
        out["cards"] = list(out["cards"])
    return out


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
