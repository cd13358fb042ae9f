"""python -m koloda.ai.split_decisions: the decisions where hard and hard-round differ, judged
one by one (issue 44; docs/strength.md, "Whole matches")."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.ai.split_decisions import Difference, find_differences, judge, main

ONE_HAND = {"hands": 1}  # every hand the match's last: the match value always at stake


@pytest.fixture(scope="module")
def found() -> list[Difference]:
    differences, played, asked = find_differences("ditch", 2, ONE_HAND, "t", 2, 100, 20)
    assert played <= 20 and asked >= len(differences)
    return differences


def test_it_finds_decisions_where_the_two_hards_choose_differently(
    found: list[Difference],
) -> None:
    assert len(found) == 2
    for d in found:
        assert d.match_value != d.round_points
        assert len(d.obs["legal"]) > 1
        assert str(d.match_value[0]) in d.obs["legal"]  # the mover's own choice, now
        assert str(d.round_points[0]) in d.obs["legal"]


def test_a_choice_judged_against_itself_is_even_on_the_same_deals(
    found: list[Difference],
) -> None:
    """Common random numbers: either choice meets the same deals and seeds, so the difference
    is the choice's alone (a choice against itself: exactly even)."""
    d = found[0]
    same = Difference(d.obs, d.match_value, d.match_value)
    verdict = judge(same, 12, "s")
    assert verdict.rollouts == 12
    assert verdict.match_value == verdict.round_points
    assert 0.0 <= verdict.match_value <= 1.0


def test_a_verdict_is_the_same_for_the_same_seed(found: list[Difference]) -> None:
    assert judge(found[1], 8, "x") == judge(found[1], 8, "x")


def test_bad_options_are_refused_in_words(capsys: Any) -> None:
    assert main(["--game", "ditch", "--options", "[1, 2]"]) == 2
    assert "--options must be a JSON object" in capsys.readouterr().err
    assert main(["--game", "ditch", "--options", '{"hands": -3}', "--positions", "1"]) == 2
    assert "cannot play that game" in capsys.readouterr().err
