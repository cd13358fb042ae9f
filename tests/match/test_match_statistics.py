"""A finished match as the statistics count it (issue 41): one unit for every game, a series
of Chuvash Rooster games as much as a Ryadky ryadok, and won exactly when the match's result
(the result page's) names the person among its winners."""

from __future__ import annotations

from playing import play_out

from koloda.match import Match, MatchConfig
from koloda.store.stats import Statistics


def _rooster_series(seed: int) -> Match:
    return Match(MatchConfig("rooster", 4, seed=seed, levels=["easy"] * 4, match_games=2))


def _counted_before_the_end(match: Match) -> bool:
    assert match.is_over() or match.unrecorded_match() is None
    return False


def test_a_rooster_series_is_one_match_and_is_won_only_when_its_result_says_so() -> None:
    escaped_a_game_but_lost = 0
    for seed in range(12):
        match = _rooster_series(seed)
        # nothing is counted while the series goes on
        on_the_way = play_out(match, seed, stop=_counted_before_the_end)
        assert len(on_the_way) == 2
        finished = match.unrecorded_match()
        assert finished is not None and match.is_over()
        result = match.result()
        assert finished.won == (0 in result.winners)
        assert finished.score is None
        assert finished.scores == [h.points[0] for h in match.history]
        assert len(finished.scores) == 2  # both games are in the one match
        # the match's loser: the most times the rooster, and not a winner
        worst = max(result.totals)
        assert finished.loser == (not finished.won and result.totals[0] == worst)
        if not finished.won and 0 in finished.scores:
            escaped_a_game_but_lost += 1  # a game won on the way is not a match won
        match.mark_recorded()
        assert match.unrecorded_match() is None  # counted once
    assert escaped_a_game_but_lost  # the case of the issue was among them


def test_a_ryadky_match_counts_its_winners_and_the_persons_total() -> None:
    match = Match(MatchConfig("ryadky", 3, options={"deals": 2}, seed=4, levels=["easy"] * 3))
    play_out(match, 4)
    finished = match.unrecorded_match()
    assert finished is not None
    result = match.result()
    assert (finished.won, finished.score, finished.loser) == (
        0 in result.winners,
        result.totals[0],
        None,
    )
    assert len(finished.scores) == 2


def test_a_hint_in_the_first_game_of_a_series_marks_the_whole_match_assisted() -> None:
    match = _rooster_series(3)
    match.mark_assisted()
    play_out(match, 3)
    finished = match.unrecorded_match()
    assert finished is not None and finished.assisted


def test_a_lesson_and_a_match_without_a_person_count_nothing() -> None:
    nobody = Match(MatchConfig("rooster", 3, seed=2, human_seat=None, match_games=1))
    play_out(nobody, 2)
    assert nobody.is_over() and nobody.unrecorded_match() is None


def test_a_save_whose_series_games_were_counted_one_by_one_is_not_counted_again() -> None:
    match = _rooster_series(5)
    play_out(match, 5, stop=lambda m: bool(m.history))
    saved = match.to_json()
    saved["match"]["recorded"] = 1  # the first game counted on its own, as before issue 41
    again = Match.from_json(saved)
    play_out(again, 5)
    assert again.is_over() and again.unrecorded_match() is None


def test_statistics_of_a_series_count_one_match_per_series(tmp_path: object) -> None:
    stats = Statistics(tmp_path)  # type: ignore[arg-type]
    for seed in range(3):
        match = _rooster_series(seed)
        play_out(match, seed)
        finished = match.unrecorded_match()
        assert finished is not None
        stats.record_result(
            "rooster", ["easy"] * 3, finished.won, None, finished.loser, False, finished.scores
        )
        match.mark_recorded()
    assert stats.summary("rooster").games == 3
    assert len(stats.games_in("rooster")) == 3
