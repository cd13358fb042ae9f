"""Chuvash Rooster AI: normal's exact endgame (CR-10, CR-12) and its honest preconditions."""

from __future__ import annotations

import random

from koloda.ai import choose_action
from koloda.ai.policy import view_from_observation
from koloda.ai.rooster import _OutOfNodes, _solve, exact_endgame
from koloda.rules import GameState, new_game


def _endgame(seed: int, max_cards: int) -> GameState | None:
    """A two-player position with the stock empty and few cards left, at a real choice."""
    rng = random.Random(seed)
    state = new_game("rooster", players=2, seed=seed)
    while not state.is_terminal():
        legal = state.legal_actions()
        pub = state.public()
        if (
            len(legal) > 1 and pub["stock"] == 0 and sum(pub["hands"]) <= max_cards  # type: ignore[arg-type]
        ):
            return state
        state.apply(legal[rng.randrange(len(legal))])
    return None


def _value(state: GameState, seat: int) -> float:
    return _solve(state, seat, -1.0, 2.0, [50_000])


def test_normal_keeps_the_best_result_of_a_small_exact_endgame() -> None:
    """With the stock empty and two players, normal's move keeps the game-theoretic value of
    the position (CR-12), found by a full search of the true state."""
    checked = 0
    for seed in range(40):
        state = _endgame(seed, 5)
        if state is None:
            continue
        seat = state.to_move
        assert seat is not None
        values = []
        try:
            for a in state.legal_actions():
                child = state.clone()
                child.apply(a)
                values.append(_value(child, seat))
        except _OutOfNodes:
            continue  # too big to check exactly here
        action = choose_action(state.observation(seat), "normal", 0)
        child = state.clone()
        child.apply(action)
        assert _value(child, seat) == max(values), (seed, str(action))
        checked += 1
    assert checked >= 10


def test_exact_endgame_needs_an_empty_stock() -> None:
    """While the stock holds cards the unseen cards are not all in one hand: no exact search."""
    state = new_game("rooster", players=2, seed=3)
    seat = state.to_move
    assert seat is not None
    assert not exact_endgame(view_from_observation(state.observation(seat)))
    late = _endgame(3, 12)
    assert late is not None and late.to_move is not None
    assert exact_endgame(view_from_observation(late.observation(late.to_move)))
