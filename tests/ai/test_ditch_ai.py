"""Ditch Rummy hard level: whole-turn plans by flat Monte Carlo with common random numbers
(koloda.games.ditch.ai_plan), on explicit deck orders (top card first, C-5)."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from koloda.ai import choose_action, game_ai
from koloda.ai.policy import View
from koloda.games.ditch.ai import DitchAI
from koloda.games.ditch.ai_plan import (
    DRAW_SEARCH_STOCK,
    WIN_BONUS,
    _outcome,
    _shortlist,
    _value,
    enumerate_plans,
    match_value,
    normal_plan,
    plan_search,
)
from koloda.games.ditch.rules import DitchState
from koloda.rules import Action, new_game
from koloda.rules.cards import card_names, full_deck


def _deck(*top: str) -> list[str]:
    rest = [c for c in card_names(full_deck(52)) if c not in top]
    return [*top, *rest]


def _play_step(*top: str, players: int = 2, **options: Any) -> DitchState:
    """Seat 1 (after dealer 0, DR-1) has drawn the top three cards and is to play (DR-3)."""
    s = new_game("ditch", players=players, decks=[_deck(*top)], dealer=0, options=options)
    assert isinstance(s, DitchState)
    s.apply_text("draw 3")
    assert s.seat == 1 and not s.draw_phase
    return s


class _Ditcher(DitchAI):
    """A deliberately bad normal strategy: always throw the whole hand away."""

    def scores(self, view: View) -> list[float]:
        return [len(a.cards) if a.kind == "discard" else -1.0 for a in view.legal]


def test_turn_plans_list_each_distinct_outcome_once() -> None:
    """5H 6C KD: the 2-card blind run (DR-3b) then discard KD or pass, or any discard (DR-4)
    or pass without melding: 7 discards + pass + 2 after the meld."""
    s = _play_step("5H", "6C", "KD")
    plans = enumerate_plans(s)
    texts = [" / ".join(map(str, p)) for p in plans]
    assert len(plans) == 10, texts
    assert "meld 5H 6C / discard KD" in texts
    assert "meld 5H 6C / pass" in texts
    assert "discard 5H 6C KD" in texts
    assert len({_outcome(s, p) for p in plans}) == len(plans)
    for plan in plans:  # every plan is legal step by step and ends the turn
        t = s.clone()
        for a in plan:
            assert a in t.legal_actions()
            t.apply(a)
        assert t.seat == 0 or t.hand_no == 1


def test_normal_plan_is_the_normal_levels_whole_turn() -> None:
    s = _play_step("5H", "6C", "KD")
    plan = normal_plan(s, game_ai("ditch"))
    assert plan[0] == Action.parse("meld 5H 6C")
    assert plan[-1].kind in ("discard", "pass")
    assert choose_action(s.observation(1), "normal", seed=0) == plan[0]


def test_hard_overrules_a_plainly_worse_normal_plan_on_clear_evidence() -> None:
    """With a normal strategy that ditches everything, the plan search finds the 25-point run."""
    s = _play_step("5H", "6C", "KD")
    obs = s.observation(1)
    ai = _Ditcher()
    assert normal_plan(s, ai)[0] == Action.parse("discard 5H 6C KD")
    found = plan_search(obs, ai, random.Random(1), budget_ms=None, iterations=300)
    assert found is not None
    assert found[0] == Action.parse("meld 5H 6C")


def test_hard_keeps_the_normal_plan_when_the_evidence_is_thin() -> None:
    """Two samples per plan are never significant: the normal level's move stands."""
    s = _play_step("5H", "6C", "KD")
    obs = s.observation(1)
    ai = _Ditcher()
    found = plan_search(obs, ai, random.Random(1), budget_ms=None, iterations=20)
    assert found is not None
    assert found[0] == Action.parse("discard 5H 6C KD")
    assert found[1] <= 20


def test_early_draws_are_to_three_without_a_search() -> None:
    """DR-2: with a full stock hard draws to 3 like normal, and the plan search declines."""
    s = new_game("ditch", players=2, decks=[_deck()], dealer=0)
    obs = s.observation(1)
    assert obs["public"]["phase"] == "draw"
    assert (
        plan_search(obs, game_ai("ditch"), random.Random(0), budget_ms=None, iterations=50) is None
    )
    assert choose_action(obs, "hard", seed=0, iterations=50) == Action("draw", (), 3)


def _late_draw(seed: int) -> DitchState:
    """The first draw step of a normal-vs-normal hand with at most DRAW_SEARCH_STOCK cards in
    the stock and more than one draw size (DR-2)."""
    s = new_game("ditch", players=2, seed=seed, dealer=0, options={"hands": 1})
    assert isinstance(s, DitchState)
    step = 0
    while not s.is_terminal():
        if s.draw_phase and len(s.stock) <= DRAW_SEARCH_STOCK and len(s.legal_actions()) > 1:
            return s
        s.apply(choose_action(s.observation(s.seat), "normal", seed=step))
        step += 1
    raise AssertionError(f"seed {seed}: no late draw with a choice")


def test_hard_weighs_every_draw_size_when_the_stock_runs_low() -> None:
    """DR-5b: near the end the draw size decides who takes the last stock card, so each legal
    size is played out, and the answer is the same whatever the hidden cards are."""
    s = _late_draw(11)
    obs = s.observation(s.seat)
    found = plan_search(obs, game_ai("ditch"), random.Random(2), budget_ms=None, iterations=90)
    assert found is not None
    action, spent, visits = found
    assert set(visits) == set(obs["legal"]) and all(n > 0 for n in visits.values())
    assert spent <= 90 and action in s.legal_actions()
    other = DitchState.determinize(obs, random.Random(4))
    assert other.to_json()["stock"] != s.to_json()["stock"]
    assert choose_action(obs, "hard", seed=3, iterations=90) == choose_action(
        other.observation(s.seat), "hard", seed=3, iterations=90
    )


def test_hard_decision_depends_only_on_the_observation_and_seed() -> None:
    """Honesty and determinism: a re-deal of the unseen cards (other hand, stock) gives the same
    plan-search answer with an iteration bound."""
    s = _play_step("9H", "TC", "2D", "3S", "4H", "8D")
    s.apply_text("pass")
    s.apply_text("draw 3")  # seat 0 holds 3S 4H 8D
    s.apply_text("meld 3S 4H")
    s.apply_text("discard 8D")
    assert s.seat == 1 and not s.draw_phase  # seat 1 still holds 9H TC 2D: no draw (DR-2)
    obs = s.observation(1)
    other = DitchState.determinize(obs, random.Random(5))
    assert other.to_json()["stock"] != s.to_json()["stock"]
    assert other.observation(1) == obs
    a = choose_action(obs, "hard", seed=3, iterations=120)
    b = choose_action(other.observation(1), "hard", seed=3, iterations=120)
    assert a == b
    assert a in s.legal_actions()


def test_rollout_value_counts_held_cards_against_their_holder() -> None:
    """DR-6: my 25-point run against the opponent's held ace (-10) is a 35-point lead."""
    s = _play_step("5H", "6C", "AD", "AC")
    base = [0, 0]
    s.apply_text("meld 5H 6C")
    s.apply_text("pass")
    s.apply_text("draw 1")  # seat 0 holds AC
    # me: 25 - 10 (AD held); seat 0: -10 (AC held)
    assert _value(s, base, 1) == 25.0
    assert _value(s, base, 0) == -25.0


def test_a_hand_ending_run_is_always_sampled_and_normals_plan_kept() -> None:
    """DR-5a: J-Q-K ends the hand; that plan and normal's survive the static shortlist."""
    s = _play_step("JH", "QC", "KD")
    plans = enumerate_plans(s)
    normal = normal_plan(s, game_ai("ditch"))
    normal_i = next(i for i, p in enumerate(plans) if _outcome(s, p) == _outcome(s, normal))
    short, short_normal = _shortlist(s, plans, normal_i, s.observation(1), 1)
    assert len(short) < len(plans)
    assert _outcome(s, short[short_normal]) == _outcome(s, normal)
    assert any(p[0] == Action.parse("meld JH QC KD") for p in short)


def test_cancel_already_set_answers_normals_move_at_once() -> None:
    s = _play_step("5H", "6C", "KD")
    cancel = threading.Event()
    cancel.set()
    found = plan_search(
        s.observation(1),
        _Ditcher(),
        random.Random(0),
        budget_ms=60_000,
        iterations=None,
        cancel=cancel,
    )
    assert found is not None
    assert found[0] == Action.parse("discard 5H 6C KD")
    assert found[1] <= 10


def test_a_rollout_that_ends_the_match_counts_the_win() -> None:
    """DR-7 with one hand: ending it with J-Q-K while ahead wins the match, worth the bonus."""
    s = _play_step("JH", "QC", "KD", hands=1)
    base = [0, 0]
    s.apply_text("meld JH QC KD")
    s.apply_text("pass")
    assert s.is_terminal() and s.winners == [1]
    assert _value(s, base, 1) == 25.0 + WIN_BONUS
    assert _value(s, base, 0) == -25.0


def test_a_match_ended_by_the_plan_is_exact_and_one_ended_by_a_rollout_is_smoothed() -> None:
    """Issue 44, DR-7: a won or lost match is worth exactly 1 or 0 when the plan itself ended
    it; after a rollout of normal's turns the margin is smoothed (SMOOTH_PER_TURN), so a near
    miss is worth more than a clear loss, and the longer the rollout the nearer to even."""
    s = _play_step("JH", "QC", "KD", hands=1)
    s.apply_text("meld JH QC KD")
    s.apply_text("pass")
    assert s.is_terminal() and s.winners == [1]
    assert (match_value(s, 1), match_value(s, 0)) == (1.0, 0.0)
    won = match_value(s, 1, turns=4)
    assert 0.5 < won < 1.0
    assert match_value(s, 0, turns=4) == pytest.approx(1.0 - won)
    assert match_value(s, 1, turns=16) < won
    near = s.clone()
    near.totals = [20, 25]  # the same end, 5 ahead instead of 25
    assert 0.5 < match_value(near, 1, turns=4) < won
    assert match_value(near, 0, turns=4) > match_value(s, 0, turns=4)


def _position(hand: list[str], melds: list[tuple[int, list[str]]], **options: Any) -> DitchState:
    """Seat 1 of two, in its play step holding ``hand``, with ``melds`` (owner, cards) on the
    table; every other card is in the stock."""
    placed = set(hand) | {c for _, cards in melds for c in cards}
    data = {
        "game": "ditch",
        "version": 1,
        "players": 2,
        "seed": 1,
        "decks": [],
        "options": {"target": 500, "hands": None, "teams": False, **options},
        "hand_no": 0,
        "dealer": 0,
        "seat": 1,
        "phase": "play",
        "stock": [c for c in card_names(full_deck(52)) if c not in placed],
        "hands": [[], hand],
        "discard": [],
        "melds": [{"owner": o, "cards": cards} for o, cards in melds],
        "singles": [],
        "totals": [0, 0],
        "acted": True,
        "top_run": False,
        "quiet": 0,
        "over": False,
    }
    return DitchState.from_json(data)


def _normal_turn(s: DitchState) -> list[str]:
    """The actions normal plays for the seat to move until its turn ends."""
    seat = s.seat
    done = []
    while not s.is_terminal() and s.seat == seat and not s.draw_phase:
        action = choose_action(s.observation(seat), "normal", seed=0)
        done.append(str(action))
        s.apply(action)
        if action.kind in ("discard", "pass"):
            break
    return done


def test_normal_draws_to_three() -> None:
    s = new_game("ditch", players=2, seed=4, dealer=0)
    assert str(choose_action(s.observation(1), "normal", seed=0)) == "draw 3"


def test_normal_draws_the_last_stock_cards_to_take_the_hands_last_turn() -> None:
    """DR-5b: drawing the stock out ends the hand after this turn, so whatever normal draws
    it can still meld or discard, while leaving one card gives the other seat the last turn
    (ahead or behind, normal empties the stock)."""
    for owner in (0, 1):  # behind by a 25-point run, then ahead by it
        data = _position([], [(owner, ["3C", "4D"])], hands=1).to_json()
        stock = data["stock"]
        data.update(phase="draw", acted=False, stock=stock[-2:], discard=stock[:-2])
        s = DitchState.from_json(data)
        assert s.scores[owner] == 25
        assert s.legal_actions() == [Action("draw", (), 1), Action("draw", (), 2)]
        assert choose_action(s.observation(1), "normal", seed=0) == Action("draw", (), 2)


def test_normal_melds_a_run_and_dumps_an_ace_it_cannot_use() -> None:
    """DR-2/DR-6: a kept ace costs 10 if the hand ends and takes a fresh card's slot."""
    assert _normal_turn(_position(["5H", "6C", "AD"], [])) == ["meld 5H 6C", "discard AD"]


def test_normal_keeps_one_middle_card_with_live_neighbours_and_dumps_a_two() -> None:
    """Every 8 and T unseen: the 9 is better than a fresh card; a 2 has one neighbour rank."""
    assert _normal_turn(_position(["5H", "6C", "9D"], [])) == ["meld 5H 6C", "pass"]
    assert _normal_turn(_position(["2C", "5H", "6C"], [])) == ["meld 5H 6C", "discard 2C"]


def test_normal_ends_the_last_hand_with_a_top_run_only_when_it_leaves_it_ahead() -> None:
    """DR-5a in a one-hand match: J-Q-K wins it from 5 points behind; from 50 behind it would
    lose, so normal melds Q-K for the same 25 points and plays the J onto it (DR-3c)."""
    ahead = _position(["JH", "QC", "KD"], [(0, ["3C", "3D"])], hands=1)
    assert _normal_turn(ahead)[0] == "meld JH QC KD"
    assert ahead.is_terminal() and ahead.result() == {"totals": [5, 25], "winners": [1]}
    behind = _position(["JH", "QC", "KD"], [(0, ["3C", "4D"]), (0, ["7C", "8D"])], hands=1)
    played = _normal_turn(behind)
    assert "meld JH QC KD" not in played and not behind.is_terminal()
    assert played[0] in ("meld QC KD", "meld JH QC")
