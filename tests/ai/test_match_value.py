"""The match value (issue 44, koloda.ai.match): exact in the last round, a measured lead model
before it."""

from __future__ import annotations

import math

import pytest

from koloda.ai.match import (
    LeadModel,
    exact_shares,
    match_chances,
    phi,
    rounds_to_target,
    scale_words,
)
from koloda.ai.match_fit import Point, fit_spread, main

MODEL = LeadModel(spread=50.0, pace=125.0)


def test_the_last_round_is_exact_the_highest_total_wins_and_equal_ones_share() -> None:
    assert match_chances([120, 119], 0, MODEL) == [1.0, 0.0]
    assert match_chances([100, 140, 140], 0, MODEL) == [0.0, 0.5, 0.5]
    assert exact_shares([7, 7]) == [0.5, 0.5]


def test_a_lead_is_worth_less_the_more_rounds_are_left() -> None:
    near = match_chances([150, 100], 1, MODEL)[0]
    far = match_chances([150, 100], 6, MODEL)[0]
    assert near == pytest.approx(phi(1.0))
    assert 0.5 < far < near < 1.0
    assert match_chances([100, 100], 3, MODEL) == pytest.approx([0.5, 0.5])


def test_chances_of_several_sides_sum_to_one_and_follow_the_totals() -> None:
    chances = match_chances([200, 150, 100], 2, MODEL)
    assert sum(chances) == pytest.approx(1.0)
    assert chances[0] > chances[1] > chances[2] > 0.0


def test_rounds_to_a_target_come_from_the_leaders_distance_at_the_pace() -> None:
    assert rounds_to_target([250, 100], 500, MODEL) == pytest.approx(2.0)
    assert rounds_to_target([490, 100], 500, MODEL) == 1.0


def test_the_fit_recovers_the_spread_that_made_the_outcomes() -> None:
    """Outcomes drawn exactly as a spread of 40 predicts are fitted back to about 40."""
    points = []
    for lead in range(-120, 121, 6):
        for k in (1, 2, 3):
            share = phi(lead / (40.0 * k**0.5))
            points.append(Point((lead, 0), k, share))
    spread, loss = fit_spread(points, 0.0, None)
    assert spread == pytest.approx(40.0, abs=0.5)
    assert 0.0 < loss < 0.6931


def test_the_fit_command_prints_the_numbers_and_the_calibration(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--game", "ditch", "--options", '{"hands": 2}', "--matches", "6"]) == 0
    out = capsys.readouterr().out
    assert "fitted spread" in out and "pace" in out and "predicted" in out


def test_ryadkys_hard_values_a_lead_by_the_measured_model() -> None:
    """A lead of banked cards with deals left is worth Phi(lead / (spread * sqrt(left))) with
    Ryadky's measured spread; before issue 44 (ROUND_ONLY) it was a logistic of a guessed scale."""
    from koloda.ai.match import ROUND_ONLY
    from koloda.games.ryadky.ai_play import DEAL_SCALE, MATCH_MODEL, standing

    value = standing([0, 0], [30, 10], 2)
    assert value[0] == pytest.approx(phi(20 / (MATCH_MODEL.spread * 2**0.5)))
    assert value[0] + value[1] == pytest.approx(1.0)
    token = ROUND_ONLY.set(True)
    try:
        before = standing([0, 0], [30, 10], 2)
    finally:
        ROUND_ONLY.reset(token)
    assert before[0] == pytest.approx(1 / (1 + math.exp(-20 / (DEAL_SCALE * 2**0.5))))


def test_a_shared_match_is_never_said_as_a_win() -> None:
    """How a value between a seat's worst and best share of the match is said: with two
    results, the chance of the better one, named for what it is (a share is not a win); with
    three, the expected share."""
    assert scale_words([0.0, 1.0, 0.0]) == "win"
    assert scale_words([0.0, 0.5, 0.5]) == "share"  # one rooster behind: a share at best
    assert scale_words([0.0, 1 / 3]) == "share"
    assert scale_words([0.5, 1.0, 1.0]) == "alone"  # a rooster ahead: shared at worst
    assert scale_words([1 / 3, 0.5]) == "more"
    assert scale_words([0.0, 0.5, 1.0]) == "part"  # level in the last game: lost, shared, won
    assert scale_words([0.0, 1 / 3, 0.5]) == "parts"  # a share at best: of two or of three
