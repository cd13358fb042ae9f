"""High card's pool players: the highest card or the lowest, nothing more.

- random: plays a random legal card.
- low: plays its lowest card.
- greedy: plays its highest card.
- hoarder: keeps its highest card and plays its lowest.
- steady: plays its highest card.
"""

from __future__ import annotations

import random

from koloda.ai.pool.common import Observation, PoolGame, player_table
from koloda.rules import Action


def _highest(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    return max(legal, key=lambda a: a.cards[0])


def _lowest(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    return min(legal, key=lambda a: a.cards[0])


_PLAYERS = player_table(low=_lowest, greedy=_highest, hoarder=_lowest, steady=_highest)
POOL = PoolGame(_PLAYERS, {style: f"{style} at high card" for style in _PLAYERS})
