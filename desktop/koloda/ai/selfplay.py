"""What ``koloda arena`` and ``python -m koloda.ai.match_fit`` share to play whole matches: the
seeds of their decks and decisions, the next game of a series (CR-13) and one AI decision."""

from __future__ import annotations

import hashlib
from typing import Any

from koloda.ai import choose_action
from koloda.rules import GameState, new_game


def seed_of(*parts: object) -> int:
    """A seed (31 bits) made from ``parts``: the same parts always give the same seed."""
    digest = hashlib.sha256(":".join(map(str, parts)).encode()).digest()
    return int.from_bytes(digest[:4], "big") & 0x7FFFFFFF


def next_in_series(state: GameState, game: str, seed: int, options: dict[str, Any]) -> GameState:
    """The game after the finished ``state`` in its series (CR-13): dealt from ``seed`` by the
    dealer the series names, with ``options`` and the series so far."""
    step = state.series_step()
    if step is None:
        raise ValueError(f"{game}: the game is not over, or it is not played as a series")
    return new_game(
        game,
        players=state.players,
        seed=seed,
        dealer=step.dealer,
        options={**options, **step.options},
    )


def play_one(state: GameState, level: str, seed: int) -> None:
    """The seat to move plays the action ``level`` chooses (``seed`` fixes its choice)."""
    seat = state.to_move
    if seat is None:
        raise ValueError("nobody is to move")
    state.apply(choose_action(state.observation(seat), level, seed=seed))
