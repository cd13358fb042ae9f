"""Chuvash Rooster's exact endgame (koloda.games.rooster.ai_end): its values agree with a full
search of the rules engine itself, it only runs when every unseen card is in the one other hand,
and it stops at its node cap and at its deadline (nodes counted, never timed)."""

from __future__ import annotations

import math
import random

from koloda.ai.policy import Budget, view_from_observation
from koloda.games.rooster.ai import RoosterAI
from koloda.games.rooster.ai_end import Solver, action_move, after, endgame_choice, position
from koloda.games.rooster.rules import RoosterState
from koloda.rules import new_game


def _endgame(seed: int, players: int, max_cards: int) -> RoosterState | None:
    """A random game's first real choice with the stock empty, two players left and at most
    ``max_cards`` in their hands."""
    rng = random.Random(seed)
    state = new_game("rooster", players=players, seed=seed)
    assert isinstance(state, RoosterState)
    while not state.is_terminal():
        legal = state.legal_actions()
        active = players - len(state.finished)
        held = sum(h.bit_count() for h in state.hands)
        if len(legal) > 1 and not state.stock and active == 2 and held <= max_cards:
            return state
        state.apply(legal[rng.randrange(len(legal))])
    return None


class _TooBig(Exception):
    pass


def _engine_value(state: RoosterState, me: int, left: list[int]) -> float:
    """Minimax over the engine's own states to the end of the game (CR-12): 1 when ``me`` is
    not the rooster, 0.5 for a draw, 0 when it is; raises _TooBig past ``left`` nodes."""
    if state.is_terminal():
        return state.returns()[me]
    left[0] -= 1
    if left[0] < 0:
        raise _TooBig
    values = []
    for a in state.legal_actions():
        child = state.clone()
        child.apply(a)
        values.append(_engine_value(child, me, left))
    return max(values) if state.to_move == me else min(values)


def test_values_agree_with_a_full_search_of_the_engine() -> None:
    """Every legal action's value, at every phase of a bout, two players and three with one out."""
    checked = 0
    for seed in range(60):
        players = 2 + seed % 2
        state = _endgame(seed, players, 6)
        if state is None:
            continue
        me = state.to_move
        assert me is not None
        p = position(view_from_observation(state.observation(me)))
        assert p is not None
        for a in state.legal_actions():
            child = state.clone()
            child.apply(a)
            try:
                expected = _engine_value(child, me, [3000])
            except _TooBig:
                continue
            assert Solver(Budget(10**7)).value(after(p, action_move(a))) == expected, (seed, a)
            checked += 1
    assert checked >= 40


def test_no_endgame_while_the_stock_holds_cards_or_three_players_are_left() -> None:
    state = new_game("rooster", players=2, seed=3)
    assert state.to_move is not None
    assert position(view_from_observation(state.observation(state.to_move))) is None
    three = _endgame(5, 3, 36)
    assert three is not None and three.to_move is not None
    three.finished, three.out = [], 0  # pretend the player out is still in: three left
    assert position(view_from_observation(three.observation(three.to_move))) is None
    late = _endgame(3, 2, 36)
    assert late is not None and late.to_move is not None
    assert position(view_from_observation(late.observation(late.to_move))) is not None


def _big_endgame() -> RoosterState:
    """A two-player endgame with many cards left, which no small budget can prove."""
    for seed in range(100):
        state = _endgame(seed, 2, 36)
        if state is not None and sum(h.bit_count() for h in state.hands) >= 14:
            view = view_from_observation(state.observation(state.to_move or 0))
            if not endgame_choice(view, view.legal[0], 2000).proven:
                return state
    raise AssertionError("no big endgame found")


def test_the_search_stops_at_its_node_cap_and_at_its_deadline() -> None:
    state = _big_endgame()
    view = view_from_observation(state.observation(state.to_move or 0))
    capped = endgame_choice(view, view.legal[0], 500)
    assert not capped.proven and capped.nodes == 500
    late = endgame_choice(view, view.legal[0], 10**9, deadline=0.0)  # long past
    assert not late.proven and late.nodes == Budget.CHECK_EVERY
    assert endgame_choice(view, view.legal[0], 5000, deadline=math.inf).nodes > 2000


def test_hard_leaves_an_endgame_it_cannot_prove_by_its_deadline_to_the_search() -> None:
    state = _big_endgame()
    view = view_from_observation(state.observation(state.to_move or 0))
    assert RoosterAI().settled(view, deadline=0.0) is None
