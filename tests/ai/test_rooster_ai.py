"""Chuvash Rooster AI: normal's exact endgame (CR-10, CR-12) and its honest preconditions, and
the stalled-game rule that keeps three or more computer players from circling for ever."""

from __future__ import annotations

import random

from koloda.ai import choose_action
from koloda.ai.policy import Budget, OutOfBudget, best, view_from_observation
from koloda.ai.search import GREEDY
from koloda.games.rooster.ai import RoosterAI, rooster_scores
from koloda.games.rooster.ai_end import Solver, action_move, after, position
from koloda.games.rooster.cards import BEATEN_BY
from koloda.games.rooster.rules import DEFEND, LEAD, RoosterState
from koloda.rules import GameState, new_game
from koloda.rules.cards import cards_of


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


def _values(state: GameState, seat: int) -> dict[str, float]:
    """Every legal action's exact value (koloda.games.rooster.ai_end, itself checked against a full
    search of the engine); raises OutOfBudget when the endgame is too big to check here."""
    p = position(view_from_observation(state.observation(seat)))
    assert p is not None
    solver = Solver(Budget(50_000))
    return {str(a): solver.value(after(p, action_move(a))) for a in state.legal_actions()}


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
        try:
            values = _values(state, seat)
        except OutOfBudget:
            continue  # too big to check exactly here
        action = choose_action(state.observation(seat), "normal", 0)
        assert values[str(action)] == max(values.values()), (seed, str(action))
        checked += 1
    assert checked >= 10


def test_exact_endgame_needs_an_empty_stock() -> None:
    """While the stock holds cards the unseen cards are not all in one hand: no exact search."""
    state = new_game("rooster", players=2, seed=3)
    seat = state.to_move
    assert seat is not None
    assert position(view_from_observation(state.observation(seat))) is None
    late = _endgame(3, 12)
    assert late is not None and late.to_move is not None
    assert position(view_from_observation(late.observation(late.to_move))) is not None


def _self_play(seed: int, players: int, levels: list[str], cap: int) -> tuple[GameState, int]:
    state = new_game("rooster", players=players, seed=seed * 7919 + players)
    moves = 0
    while not state.is_terminal() and moves < cap:
        seat = state.to_move
        assert seat is not None
        level = levels[seat]
        iterations = 30 if level == "hard" else None
        obs = state.observation(seat)
        state.apply(choose_action(obs, level, seed * 1000 + moves, iterations=iterations))
        moves += 1
    return state, moves


def test_three_normal_players_never_go_round_in_circles() -> None:
    """Regression: three normals with six cards or more each (nobody draws) passed the same
    cards round for ever (a lead too long to cover, a take, the next lead): these games of
    the first 60 never ended. Now every one ends within 1,000 actions."""
    for seed in (5, 14, 28, 36, 40, 48):
        state, moves = _self_play(seed, 3, ["normal"] * 3, 1000)
        assert state.is_terminal(), (seed, moves, state.observation(0)["stalled"])


def test_every_level_mix_ends_its_games() -> None:
    """Each player count with easy, normal and hard (bounded) seated in turn."""
    mix = ["hard", "normal", "easy"]
    for players in range(2, 7):
        for seed in range(3):
            levels = [mix[(seed + p) % 3] for p in range(players)]
            state, moves = _self_play(seed, players, levels, 1000)
            assert state.is_terminal(), (players, seed, levels, moves)


def _stalled_lead(stalled: int) -> GameState:
    """Three players, nobody to draw: seat 0 to lead against seat 1 (six cards)."""
    data = {
        "game": "rooster",
        "version": 1,
        "players": 3,
        "seed": 0,
        "dealer": 0,
        "decks": [],
        "options": {"previous_loser": None},
        "hands": [
            ["6S", "7S", "8S", "9S", "TS", "JS", "QH"],
            ["6H", "7H", "9C", "TH", "JC", "AD"],
            ["8H", "9H", "JH", "KC", "KD", "AS"],
        ],
        "stock": [],
        "discard": [
            "6C",
            "6D",
            "7C",
            "7D",
            "8C",
            "8D",
            "9D",
            "TC",
            "TD",
            "JD",
            "QC",
            "QD",
            "QS",
            "KH",
            "KS",
            "AC",
            "AH",
        ],
        "table": [],
        "attacker": 0,
        "defender": 1,
        "taking": False,
        "finished": [],
        "phase": "lead",
        "priority": None,
        "known": [[], [], []],
        "void": [[], [], []],
        "stalled": stalled,
    }
    return RoosterState.from_json(data)  # type: ignore[arg-type]


def test_a_stalled_game_makes_normal_and_hard_lead_one_card_the_defender_can_beat() -> None:
    """Before the count reaches two bouts per active player normal leads its long low run (the
    defender cannot cover six spades and must take); from there it leads one weak card that the
    defender may beat, and hard plays normal's move instead of its search."""
    fresh = _stalled_lead(0)
    run = choose_action(fresh.observation(0), "normal", 1)
    assert run.kind == "lead" and len(run.cards) > 1
    stuck = _stalled_lead(6)
    obs = stuck.observation(0)
    lone = choose_action(obs, "normal", 1)
    assert lone.kind == "lead" and len(lone.cards) == 1
    assert choose_action(obs, "hard", 5, iterations=50) == lone
    assert choose_action(_stalled_lead(5).observation(0), "normal", 1) == run


def test_playout_defence_and_throw_ins_are_the_scored_choice_on_the_sampled_deal() -> None:
    """Hard's playouts build covers, takes and throw-ins from the hand masks (no legal list);
    each must be the move rooster_scores rates best on the same state, where the defender's
    cards are known, at every player count."""
    ai = RoosterAI()
    checked = {"defend": 0, "throw": 0}
    for players in range(2, 7):
        for seed in range(12):
            rng = random.Random(seed)
            state = new_game("rooster", players=players, seed=seed)
            while not state.is_terminal():
                st = state
                assert isinstance(st, RoosterState)
                legal = state.legal_actions()
                if st.phase != LEAD and len(legal) > 1:
                    dmask = st.hands[st.defender]
                    if st.phase == DEFEND:
                        unc = [a for a, c in zip(st.attacks, st.covers, strict=True) if c < 0]
                        hand = cards_of(dmask)
                    else:
                        unc, hand = [], []
                    scores = rooster_scores(
                        legal,
                        hand,
                        unc,
                        len(st.stock),
                        bool(st.taking),
                        lambda c, d=dmask: 1.0 if d & BEATEN_BY[c] else 0.0,
                    )
                    assert ai.playout_action(state, GREEDY) == best(legal, scores)
                    checked["defend" if st.phase == DEFEND else "throw"] += 1
                state.apply(legal[rng.randrange(len(legal))])
    assert min(checked.values()) > 500, checked
