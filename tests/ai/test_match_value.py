"""The match value (issue 44, koloda.ai.match): exact in the last round, a measured lead model
before it."""

from __future__ import annotations

import itertools
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
from koloda.rules import new_game

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


def test_the_fit_command_fits_a_table_of_three_players_and_of_teams(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Each side's total (a player, or a team by DR-8) and seat 0's share: the pace is a
    side's points a hand, about two thirds of two players' with three, a team's with teams. A
    match to a target needs the target (without it every round end counted as the last)."""
    three = ["--game", "ditch", "--players", "3", "--matches", "12"]
    assert main([*three, "--options", '{"target": 500}']) == 0
    said = capsys.readouterr().out
    assert "players 3" in said and "fitted spread" in said
    assert main([*three]) == 2
    assert "needs its target" in capsys.readouterr().err
    teams = '{"target": 500, "teams": true}'
    assert main(["--game", "ditch", "--players", "4", "--options", teams, "--matches", "12"]) == 0
    together = capsys.readouterr().out
    pace = {k: float(t.split("pace ")[1].split()[0]) for k, t in (("3", said), ("t", together))}
    assert pace["3"] < 110 < pace["t"]  # two players score about 127 a hand (docs/strength.md)


def _ditch_table(players: int, totals: list[int], **options: object) -> object:
    """A Ditch Rummy match to 500 at the start of its third hand with these ``totals``."""
    from koloda.games.ditch.rules import DitchState

    s = new_game("ditch", players=players, seed=1, options=options)
    assert isinstance(s, DitchState)
    s.totals, s.hand_no = list(totals), 2
    return s


def test_ditchs_match_value_comes_on_by_the_hands_left_at_the_tables_own_pace() -> None:
    """Seen: three players to 500, hand 3 at 73, 53 and 25, and the hint spoke of the match
    ("wins you the match about one time in ten") with some five hands to come: the hands left
    were counted at two players' pace (126.5 a seat). At the measured pace of three (84.4) and
    of a team (123.6, not twice 126.5) the match is not yet at stake there; near the end it is."""
    from koloda.games.ditch.ai_plan import hands_left, match_at_stake

    three = _ditch_table(3, [73, 53, 25])
    assert hands_left(three, [73, 53, 25]) == pytest.approx((500 - 73) / 84.4)
    assert not match_at_stake(three)
    assert match_at_stake(_ditch_table(3, [300, 260, 200]))
    teams = _ditch_table(4, [50, 40, 50, 40], teams=True)  # 100 against 80 (DR-8)
    assert hands_left(teams, [100, 80]) == pytest.approx(400 / 123.6)
    assert not match_at_stake(teams)
    assert match_at_stake(_ditch_table(2, [380, 300]))


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


def test_ryadkys_value_at_a_table_of_more_than_two_is_said_as_the_chance_it_became() -> None:
    """At three players and more hard ranks its plays by the chance against the best other
    seat alone, 0.5 at a level start where each of three wins one time in three: it is said
    through what that value turned into in play (AGAINST_BEST_WON), never falling, and with
    two players as it is."""
    from koloda.games.ryadky.ai_play import AGAINST_BEST_WON, ryadok_chance

    steps = [i / 200 for i in range(201)]
    for players in (2, 3, 4, 5, 6):
        said = [ryadok_chance(v, players) for v in steps]
        assert said[0] == 0.0 and said[-1] == 1.0
        assert all(a <= b for a, b in itertools.pairwise(said)), players
    assert [ryadok_chance(v, 2) for v in steps] == steps
    for players, table in AGAINST_BEST_WON.items():  # the measured points themselves
        for value, won in table:
            assert ryadok_chance(value, players) >= won - 1e-9
        assert ryadok_chance(0.5, players) < 0.45  # the start's 0.5 is no even chance


def test_the_hint_at_a_ryadky_start_of_three_or_more_is_no_even_chance() -> None:
    """The hint said "The odds that this wins you the match are about even" at the first play
    of a ryadok of three, of six, where each player wins one time in three, in six; hard's
    choice is the analysis' best as before (the values are read, not re-ranked)."""
    from koloda.ai import analyse, choose_action

    for players, below in ((3, 0.42), (4, 0.38), (6, 0.32)):
        for seed in (3, 4):
            state = new_game("ryadky", players, seed=seed)
            obs = state.observation(state.to_move)
            found = analyse(obs, seed=5, iterations=240)
            assert found.unit == "chance" and found.best.value is not None
            assert found.best.value < below, (players, found.best.value)
            assert choose_action(obs, "hard", seed=5, iterations=240) == found.best.action
    two = new_game("ryadky", 2, seed=3)
    level = analyse(two.observation(two.to_move), seed=5, iterations=240)
    assert level.best.value is not None and 0.4 < level.best.value < 0.6  # even, as it is
