"""Hard's fast Ryadky playouts (koloda.games.ryadky.ai_play) play and value exactly what the same
playouts through the rules engine do, so they change nothing but the speed."""

from __future__ import annotations

import random

import pytest

from koloda.ai import choose_action
from koloda.ai.search import rules_playout
from koloda.games.ryadky.ai import RyadkyAI
from koloda.games.ryadky.ai_play import playout_values
from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import new_game

AI = RyadkyAI()


def positions(players: int, deck_size: int, deals: int, games: int, seed: int) -> list[RyadkyState]:
    """Positions met in random play: every few actions of a few games, all deals."""
    rng = random.Random(seed)
    out: list[RyadkyState] = []
    for g in range(games):
        options = {"deck_size": deck_size, "deals": deals}
        st = new_game("ryadky", players=players, seed=seed * 1000 + g, options=options)
        assert isinstance(st, RyadkyState)
        while not st.is_terminal():
            if rng.random() < 0.2:
                out.append(st.clone())
            legal = st.legal_actions()
            st.apply(legal[rng.randrange(len(legal))])
    return out


@pytest.mark.parametrize(
    ("players", "deck_size", "deals"), [(2, 52, 1), (2, 36, 3), (3, 52, 2), (4, 52, 1), (6, 36, 2)]
)
def test_fast_playouts_play_and_value_what_the_rules_engine_playouts_do(
    players: int, deck_size: int, deals: int
) -> None:
    checked = 0
    ended = 0
    for st in positions(players, deck_size, deals, games=6, seed=players * 10 + deals):
        saved = st.to_json()
        for k, depth in ((1, 16), (2, 16), (3, 400)):  # 400: always to the deal's end
            fast = playout_values(st, AI.playout_greed, depth, random.Random(k))
            assert st.to_json() == saved  # the position is left as it was
            slow_state = st.clone()
            AI.playout_depth = depth
            try:
                slow = rules_playout(slow_state, AI, random.Random(k), [])
            finally:
                AI.playout_depth = RyadkyAI.playout_depth
            assert fast == slow, (st.to_json(), k, depth)
            checked += 1
            ended += slow_state.is_terminal() or slow_state.deal != st.deal
    assert checked > 100
    assert ended > 10  # deal ends (and game ends) were among the compared playouts


def test_hard_decides_the_same_with_the_fast_playouts_as_through_the_rules_engine(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    decisions = []
    for st in positions(2, 52, 1, games=4, seed=7):
        if len(st.legal_actions()) > 1 and st.stock and len(decisions) < 12:
            seat = st.to_move
            assert seat is not None
            decisions.append((st.observation(seat), seat))
    assert len(decisions) == 12
    fast = [str(choose_action(obs, "hard", 5, iterations=120)) for obs, _ in decisions]
    monkeypatch.setattr(RyadkyAI, "fast_playout", lambda self, state, rng, base: None)
    slow = [str(choose_action(obs, "hard", 5, iterations=120)) for obs, _ in decisions]
    assert fast == slow
