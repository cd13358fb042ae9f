"""Ryadky's exact endgame (koloda.games.ryadky.ai_end): its values agree with a full search of the
rules engine itself, normal and hard play the best move, and it only runs when the observation
really says where every card is (stock empty, two holders, no face-down card, RY-6a)."""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations

import pytest

from koloda.ai import choose_action
from koloda.ai.policy import Budget, View, view_from_observation
from koloda.games.ryadky.ai import RyadkyAI
from koloda.games.ryadky.ai_end import WIN, endgame_choice, endgame_value, exact_endgame
from koloda.games.ryadky.rules import HIDDEN, RyadkyState, fits_voids
from koloda.rules import new_game


def _late(seed: int, players: int, deals: int, cards: int) -> RyadkyState | None:
    """A random game's first real choice with the stock empty and at most ``cards`` in hands."""
    rng = random.Random(seed)
    state = new_game("ryadky", players=players, seed=seed, options={"deals": deals})
    assert isinstance(state, RyadkyState)
    while not state.is_terminal():
        legal = state.legal_actions()
        if len(legal) > 1 and not state.stock and sum(map(len, state.hands)) <= cards:
            return state
        state.apply(legal[rng.randrange(len(legal))])
    return None


def _brute(state: RyadkyState, me: int) -> float:
    """Minimax over the engine's own states to the end of the deal: my total minus the best
    other total after RY-9, and in the last deal winning first (RY-10)."""
    deal = state.deal
    if state.is_terminal() or state.deal != deal:
        raise AssertionError("called on a finished deal")
    values = []
    for a in state.legal_actions():
        child = state.clone()
        child.apply(a)
        if child.is_terminal() or child.deal != deal:
            t = child.totals
            other = max(x for i, x in enumerate(t) if i != me)
            v = float(t[me] - other)
            if child.is_terminal():
                v += WIN if t[me] > other else WIN / 2 if t[me] == other else -WIN
            values.append(v)
        else:
            values.append(_brute(child, me))
    return max(values) if state.to_move == me else min(values)


def test_values_agree_with_a_full_search_of_the_engine() -> None:
    """Every legal play's value equals the engine-driven minimax, two and three players, middle
    and last deals (the third player holds no cards but their stack still counts in RY-9)."""
    checked = 0
    for seed in range(120):
        players = 2 + seed % 2
        deals = 1 + seed % 3  # 1: the deal decides the game
        state = _late(seed, players, deals, 7)
        if state is None:
            continue
        me = state.to_move
        assert me is not None
        view = view_from_observation(state.observation(me))
        if exact_endgame(view) is None:
            continue
        values = endgame_value(view, 1_000_000)
        assert values is not None
        for a, v in values.items():
            child = state.clone()
            child.apply(a)
            if child.deal != state.deal or child.is_terminal():
                continue  # the deal ended at once: nothing to search
            assert v == _brute(child, me), (seed, str(a))
            checked += 1
    assert checked >= 30


def test_normal_and_hard_play_a_best_endgame_move() -> None:
    checked = 0
    for seed in range(200, 260):
        state = _late(seed, 2, 2, 8)
        if state is None:
            continue
        me = state.to_move
        assert me is not None
        obs = state.observation(me)
        values = endgame_value(view_from_observation(obs), 1_000_000)
        if values is None:
            continue
        top = max(values.values())
        for level in ("normal", "hard"):
            action = choose_action(obs, level, 0, iterations=50)
            assert values[action] == top, (seed, level, str(action))
        checked += 1
    assert checked >= 10


def test_exact_only_when_the_observation_places_every_card() -> None:
    state = new_game("ryadky", players=2, seed=5)
    assert isinstance(state, RyadkyState)
    me = state.to_move
    assert me is not None
    assert exact_endgame(view_from_observation(state.observation(me))) is None  # stock full
    late = _late(7, 2, 1, 10)
    assert late is not None and late.to_move is not None
    me = late.to_move
    assert exact_endgame(view_from_observation(late.observation(me))) is not None
    # A face-down bonus card (RY-6a) in a stack could be any unseen card: not exact.
    other = 1 - me
    assert len(late.hands[other]) >= 2
    hidden = late.clone()
    hidden.stacks[other].append(hidden.hands[other].pop() | HIDDEN)
    assert exact_endgame(view_from_observation(hidden.observation(me))) is None
    # Three players still holding cards: an unseen card could be in either other hand.
    late4 = (_late(seed, 4, 1, 14) for seed in range(20))
    many = next((s for s in late4 if s is not None and sum(map(bool, s.hands)) > 2), None)
    assert many is not None and many.to_move is not None
    assert exact_endgame(view_from_observation(many.observation(many.to_move))) is None


def _worlds_of(state: RyadkyState, me: int) -> list[RyadkyState]:
    """Every true state the seat cannot tell apart from ``state``: the other hand and the
    face-down cards (RY-6a) dealt from the unseen cards in every way the voids allow."""
    other = next(s for s in range(state.players) if s != me and state.hands[s])
    pool = sorted(state.hands[other] + [x & 63 for st in state.stacks for x in st if x & HIDDEN])
    pool += sorted(x & 63 for x in state.out if x & HIDDEN)
    out = []
    for pick in combinations(sorted(pool), len(state.hands[other])):
        if not fits_voids(list(pick), state.voids[other]):
            continue
        rest = iter(c for c in sorted(pool) if c not in pick)
        w = state.clone()
        w.hands[other] = list(pick)
        w.stacks = [[next(rest) | HIDDEN if x & HIDDEN else x for x in st] for st in w.stacks]
        w.out = [next(rest) | HIDDEN if x & HIDDEN else x for x in w.out]
        out.append(w)
    return out


def test_face_down_cards_make_worlds_valued_by_their_average() -> None:
    """With face-down bonus cards about, a play's value is its engine-searched value averaged
    over every hidden-card split that fits the public voids (RY-4, RY-6a)."""
    checked = 0
    for seed in range(300, 420):
        state = _late(seed, 2, 1 + seed % 2, 7)
        if state is None or state.to_move is None:
            continue
        me = state.to_move
        view = view_from_observation(state.observation(me))
        if exact_endgame(view) is not None:
            continue
        values = endgame_value(view, 1_000_000)
        if values is None:
            continue
        worlds = _worlds_of(state, me)
        assert len(worlds) >= 2
        for a, v in values.items():
            total = 0.0
            for w in worlds:
                child = w.clone()
                child.apply(a)
                if child.deal != w.deal or child.is_terminal():
                    t = child.totals
                    other = max(x for i, x in enumerate(t) if i != me)
                    end = float(t[me] - other)
                    if child.is_terminal():
                        end += WIN if t[me] > other else WIN / 2 if t[me] == other else -WIN
                    total += end
                else:
                    total += _brute(child, me)
            assert v == pytest.approx(total / len(worlds)), (seed, str(a))
        checked += 1
    assert checked >= 5


def test_the_search_stops_at_its_node_cap_and_at_its_deadline() -> None:
    """Counted in nodes, never timed: a cap stops the search exactly there, a deadline already
    past at the first look at the clock, and hard then leaves the decision to its sampling."""

    def views() -> Iterator[View]:
        for seed in range(60):
            s = _late(seed, 2, 1, 12)
            if s is not None and s.to_move is not None:
                yield view_from_observation(s.observation(s.to_move))

    # An endgame that 300 nodes cannot prove.
    view = next(v for v in views() if endgame_choice(v, v.legal[0], 300).nodes == 300)
    capped = endgame_choice(view, view.legal[0], 40)
    assert not capped.proven and capped.nodes == 40
    late = endgame_choice(view, view.legal[0], 10**9, deadline=0.0)
    assert not late.proven and late.nodes == Budget.CHECK_EVERY
    assert RyadkyAI().settled(view, deadline=0.0) is None
