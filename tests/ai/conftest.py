"""Shared helpers of the AI tests: reachable positions and re-deals of the hidden cards."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from koloda.rules import GameState, games, new_game

# Short games: one round (a Ryadky deal, a Ditch Rummy hand; a Rooster game is one game).
SHORT = {name: info.short_options(1) for name, info in games().items()}


def _positions(game: str, players: int, seed: int, every: int, limit: int) -> list[GameState]:
    """Copies of the first ``limit`` positions of one short random game met every ``every``
    real choices (early ones: the stock still hides cards)."""
    rng = random.Random(seed)
    state = new_game(game, players=players, seed=seed, options=SHORT[game])
    found: list[GameState] = []
    choices = 0
    while not state.is_terminal() and len(found) < limit:
        legal = state.legal_actions()
        if len(legal) > 1:
            choices += 1
            if choices % every == 0:
                found.append(state.clone())
        state.apply(legal[rng.randrange(len(legal))])
    return found


@pytest.fixture
def positions() -> Callable[[str, int, int, int, int], list[GameState]]:
    """``positions(game, players, seed, every, limit)``: up to ``limit`` real choices (2+
    legal actions) met in a short game of random play, one in every ``every``."""
    return _positions


def _redeal(state: GameState, rng: random.Random) -> GameState:
    """A re-deal of everything the seat to move cannot see that really moves a hidden card."""
    seat = state.to_move
    assert seat is not None
    obs = state.observation(seat)
    cls = games()[state.game].state_class
    for _ in range(20):
        other = cls.determinize(obs, rng)
        hands = any(other.hand(p) != state.hand(p) for p in range(state.players) if p != seat)
        if hands or other.to_json()["stock"] != state.to_json()["stock"]:
            return other
    raise AssertionError("no re-deal moved a hidden card")


@pytest.fixture
def redeal() -> Callable[[GameState, random.Random], GameState]:
    """``redeal(state, rng)``: the engine's own determinization of the hidden cards, checked
    to differ from the real deal."""
    return _redeal
