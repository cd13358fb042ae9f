"""What every pool player shares: parsed legal actions, an honest generator and tie-broken picks,
and the pool's registry.

A pool player is a function of one seat's observation (and a generator built from it), never
of the state, and imports only ``koloda.rules``: it is a stranger at the table, not the AI.
The registry mirrors the rules' (``koloda.rules.games()``) as the AI's does
(``koloda.ai.policy``): for each game, ``koloda.games.<name>.pool`` registers its players
when imported.
"""

from __future__ import annotations

import hashlib
import importlib
import json
import math
import random
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from koloda.rules import Action, games
from koloda.rules.cards import Card, parse_card

Observation = dict[str, Any]
# A player: (observation, its legal actions parsed, a generator seeded from the observation).
Player = Callable[[Observation, list[Action], random.Random], Action]

POOL_STYLES = ("random", "low", "greedy", "hoarder", "steady")  # weakest first, roughly


def seat_rng(obs: Observation, seed: int, style: str) -> random.Random:
    """A generator built only from the seed, the style and what the seat knows, so the same
    information gives the same decision whatever the hidden cards are."""
    text = json.dumps(obs, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(f"pool:{style}:{seed}:{text}".encode()).digest()
    return random.Random(digest)


def legal_of(obs: Observation) -> list[Action]:
    """The observation's legal actions, parsed (the engine writes only canonical ones)."""
    return [Action.parse(text) for text in obs["legal"]]


def cards(names: Iterable[str | None]) -> list[Card]:
    """Card names to cards, skipping the nulls of face-down cards."""
    return [parse_card(n) for n in names if n is not None]


def best(actions: list[Action], score: Callable[[Action], float], rng: random.Random) -> Action:
    """The highest-scoring action; equal scores are broken at random (from the seat's rng)."""
    scored = [(score(a), a) for a in actions]
    top = max(s for s, _ in scored)
    tied = [a for s, a in scored if s >= top - 1e-9]
    return tied[rng.randrange(len(tied))] if len(tied) > 1 else tied[0]


def chance_none(pool: int, good: int, drawn: int) -> float:
    """Probability that ``drawn`` cards taken from ``pool`` unseen cards hold none of ``good``
    particular ones (hypergeometric); what a card counter estimates for a hidden hand."""
    good = min(good, pool)
    if drawn <= 0 or good <= 0:
        return 1.0
    if pool - good < drawn:
        return 0.0
    return math.comb(pool - good, drawn) / math.comb(pool, drawn)


def play_random(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    """The ``random`` style of every game: any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


def player_table(
    *, low: Player, greedy: Player, hoarder: Player, steady: Player
) -> dict[str, Player]:
    """A game's players by style name, ``random`` being the same in every game."""
    return {
        "random": play_random,
        "low": low,
        "greedy": greedy,
        "hoarder": hoarder,
        "steady": steady,
    }


class PoolGame(NamedTuple):
    """One game's pool: a player per style, and what each style does there in one sentence."""

    players: dict[str, Player]
    descriptions: dict[str, str]


_POOLS: dict[str, PoolGame] = {}


def register(game: str, players: dict[str, Player], descriptions: dict[str, str]) -> None:
    """Called by ``koloda.games.<game>.pool`` when imported (or by a test's own game):
    every style of POOL_STYLES, each with a player and a description."""
    if set(players) != set(POOL_STYLES) or set(descriptions) != set(POOL_STYLES):
        raise ValueError(f"the pool of {game!r} must have every style: {', '.join(POOL_STYLES)}")
    _POOLS[game] = PoolGame(dict(players), dict(descriptions))


def unregister(game: str) -> None:
    """Forget a game's pool (a test's own game, once the test is over)."""
    _POOLS.pop(game, None)


def game_pool(game: str) -> PoolGame:
    """The pool of one game of the rules' registry; ValueError for a game it does not know."""
    found = _POOLS.get(game)
    if found is None:
        if game not in games():
            raise ValueError(f"the pool has no players for game {game!r}")
        importlib.import_module(f"koloda.games.{game}.pool")
        found = _POOLS[game]
    return found
