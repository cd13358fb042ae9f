"""What every pool player shares: parsed legal actions, an honest generator and tie-broken picks,
and each game's pool as its package declares it.

A pool player is a function of one seat's observation (and a generator built from it), never
of the state, and imports only ``koloda.rules``: it is a stranger at the table, not the AI.
A game's players are the ``pool`` part its package declares (a ``PoolGame``), read through
the rules' registry as the AI's are (``koloda.ai.policy``).
"""

from __future__ import annotations

import hashlib
import json
import math
import random
from collections.abc import Callable, Iterable
from typing import Any, NamedTuple

from koloda.rules import Action, declaration
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
    """One game's pool, the ``pool`` part its package declares: a player per style of
    POOL_STYLES, and what each style does there in one sentence."""

    players: dict[str, Player]
    descriptions: dict[str, str]


def game_pool(game: str) -> PoolGame:
    """The pool of one declared game; ValueError for a game without one, or one missing a
    style."""
    try:
        found = declaration(game).load("pool")
    except ValueError:
        found = None  # no such game
    if found is None:
        raise ValueError(f"the pool has no players for game {game!r}")
    if not isinstance(found, PoolGame):
        raise TypeError(f"the pool {game} declares is not a PoolGame: {type(found).__name__}")
    if set(found.players) != set(POOL_STYLES) or set(found.descriptions) != set(POOL_STYLES):
        raise ValueError(f"the pool of {game!r} must have every style: {', '.join(POOL_STYLES)}")
    return found
