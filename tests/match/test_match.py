"""koloda.match without Qt: a match's rounds and series, undo by replay, and saved files checked
by the match alone."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from typing import Any

import pytest
from playing import play_out

from koloda.match import Match, MatchConfig, MatchError


def test_importing_the_match_loads_no_qt() -> None:
    code = "import sys, koloda.match; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_a_rooster_series_deals_each_game_to_the_last_loser_and_the_fewest_win() -> None:
    match = Match(MatchConfig("rooster", 3, seed=11, match_games=3))
    summaries, dealers = [], [match.dealer]
    for _ in range(3):  # a game, then the next one dealt (CR-13)
        summaries += play_out(match, stop=lambda m: m.next_game_due())
        if match.next_game_due():
            match.start_next_game()
            dealers.append(match.dealer)
    losers = [s.loser for s in summaries]
    assert None not in losers  # this seed has a rooster in every game (no draw)
    assert dealers[1:] == losers[:2]  # the rooster deals the next game
    assert [s.kind for s in summaries] == ["game"] * 3
    assert [s.number for s in summaries] == [1, 2, 3]
    assert [s.of for s in summaries] == [3, 3, 3]
    times = [0, 0, 0]
    for s in summaries:
        times = [t + p for t, p in zip(times, s.points, strict=True)]
        assert s.totals == times  # CR-12: one point per game as the rooster
    result = match.result()
    assert result.totals == times and result.fewest_wins
    assert result.winners == [s for s in range(3) if times[s] == min(times)]


def test_a_ryadky_deal_summary_counts_the_points_of_that_deal() -> None:
    match = Match(MatchConfig("ryadky", 3, options={"deals": 2}, seed=4))
    summaries = play_out(match)
    assert [(s.kind, s.number, s.of) for s in summaries] == [
        ("deal", 1, 2),
        ("deal", 2, 2),
    ]
    # RY-9: each deal's points add up to the final totals
    sums = [sum(s.points[seat] for s in summaries) for seat in range(3)]
    assert sums == match.result().totals == summaries[-1].totals
    assert summaries[-1].final and not summaries[0].final


@pytest.mark.parametrize(
    ("game", "options"), [("ryadky", {"deals": 2}), ("ditch", {"hands": 2})], ids=["RY-10", "DR-7"]
)
def test_the_table_kept_under_a_summary_says_the_matchs_own_length(
    game: str, options: dict[str, Any]
) -> None:
    """The next round is dealt in the same action, so the table as the round ended is that
    action played as the match's last round; it still carries the match's options (the table
    once read "Deal 1 of 1" under a 2-deal match's first summary)."""
    match = Match(MatchConfig(game, 2, options=options, seed=3))
    play_out(match, stop=lambda m: m.pending is not None)  # to the first round's summary
    first = match.pending
    assert first is not None and first.table is not None and not first.final
    assert dict(first.table.options) == match.observation(0)["options"]
    ((length, rounds),) = options.items()  # the view the action bar reads says it too
    assert getattr(first.table.view, length) == rounds == 2
    assert (
        first.table.legal == ()
        and first.table.to_json()["options"] == match.observation(0)["options"]
    )


@pytest.mark.parametrize(
    ("game", "options", "once"),
    [("ryadky", {"deals": 2}, {"deals": 1}), ("ditch", {"hands": 2}, {"hands": 1})],
    ids=["RY-10", "DR-7"],
)
def test_a_table_saved_under_a_summary_with_the_last_rounds_options_loads_with_the_matchs(
    game: str, options: dict[str, Any], once: dict[str, Any]
) -> None:
    """Saves made before that fix keep the last round's options in the pending table; loading
    them gives the table the match's own (else it reads "Deal 1 of 1" until the summary is
    closed)."""
    match = Match(MatchConfig(game, 2, options=options, seed=3))
    play_out(match, stop=lambda m: m.pending is not None)
    saved = match.to_json()
    table = saved["match"]["pending_round"]["table"]
    table["options"] = {**table["options"], **once}  # as the code before the fix wrote it
    loaded = Match.from_json(json.loads(json.dumps(saved)))
    assert loaded.pending is not None and loaded.pending.table is not None
    assert dict(loaded.pending.table.options) == match.observation(0)["options"]
    ((length, rounds),) = options.items()  # the view the action bar reads says it too
    assert getattr(loaded.pending.table.view, length) == rounds == 2
    assert loaded.pending.table.to_json()["options"] == match.observation(0)["options"]
    assert loaded.pending.table.legal == ()


def test_a_ditch_team_hand_names_both_partners() -> None:
    match = Match(MatchConfig("ditch", 4, options={"hands": 1, "teams": True}, seed=2))
    (summary,) = play_out(match)
    assert [row.seats for row in summary.team_rows] == [(0, 2), (1, 3)]  # DR-8
    assert summary.winners in ([0, 2], [1, 3], [0, 1, 2, 3])


def test_a_ditch_team_result_sums_each_sides_totals_and_keeps_todays_json_keys() -> None:
    match = Match(MatchConfig("ditch", 4, options={"hands": 2, "teams": True}, seed=2))
    play_out(match)
    result = match.result()
    assert result.teams and [t.seats for t in result.team_rows] == [(0, 2), (1, 3)]  # DR-8
    assert [t.total for t in result.team_rows] == [
        result.totals[0] + result.totals[2],
        result.totals[1] + result.totals[3],
    ]
    assert result.progress[-1] == result.totals and result.rounds == len(result.progress) == 2
    data = result.to_json()
    assert list(data) == [
        "game",
        "names",
        "totals",
        "team_rows",
        "winners",
        "human_seat",
        "fewest_wins",
        "rounds",
        "teams",
        "progress",
    ]
    assert data["team_rows"][0] == {
        "seats": [0, 2],
        "names": " + ".join([result.names[0], result.names[2]]),
        "points": 0,
        "total": result.totals[0] + result.totals[2],
    }


def test_undo_replays_to_before_the_humans_last_move() -> None:
    match = Match(MatchConfig("ryadky", 2, options={"deals": 1}, seed=5))
    play_out(match, stop=lambda m: sum(seat == 0 for seat, _ in m.actions) >= 3)
    last = max(i for i, (seat, _) in enumerate(match.actions) if seat == 0)
    before = Match.replay(match.config, list(match.actions[:last]))
    undone = match.undone()
    assert undone.state.to_json() == before.state.to_json()
    assert undone.assisted and not match.assisted  # the original is left as it was
    assert undone.to_move() == 0


def test_redo_plays_again_what_undo_took_back_until_a_new_move() -> None:
    match = Match(MatchConfig("rooster", 2, seed=8, match_games=1))
    play_out(match, stop=lambda m: sum(seat == 0 for seat, _ in m.actions) >= 4)
    seen = match.to_json()["state"]
    back = match.undone().undone()
    assert back.can_redo() and not match.can_redo()
    forward = back.redone().redone()
    assert forward.state.to_json() == seen and not forward.can_redo()
    once = back.redone()
    assert once.can_redo()
    seat = once.to_move()
    assert seat == 0
    once.apply(0, once.state.legal_strings()[-1])  # a move of one's own: no more redo
    assert not once.can_redo()


def test_a_saved_match_round_trips_and_a_damaged_one_is_refused() -> None:
    match = Match(MatchConfig("rooster", 2, seed=3, match_games=2))
    play_out(match, stop=lambda m: m.game_no == 1 and len(m.actions) > m.game_start + 3)
    saved = match.to_json()
    loaded = Match.from_json(saved)
    assert loaded.to_json() == saved
    assert loaded.history == match.history and loaded.series_totals == match.series_totals
    forged = {**saved, "match": {**saved["match"], "actions": saved["match"]["actions"][:-1]}}
    with pytest.raises(MatchError, match="does not lead"):
        Match.from_json(forged)
    bad_scores = {**saved, "match": {**saved["match"], "roosters": [9, 0]}}
    with pytest.raises(MatchError, match="damaged"):
        Match.from_json(bad_scores)
    with pytest.raises(MatchError, match="newer"):
        Match.from_json({**saved, "version": 99})


def test_a_move_out_of_turn_or_not_legal_changes_nothing() -> None:
    match = Match(MatchConfig("ditch", 2, seed=1))
    saved = match.to_json()
    seat = match.to_move()
    assert seat is not None
    with pytest.raises(MatchError):
        match.apply(1 - seat, match.state.legal_strings()[0])
    with pytest.raises(MatchError):
        match.apply(seat, "meld 2C 3C 4C")
    assert match.to_json() == saved


def _ended_table(before: Any, action: str, viewer: int) -> dict[str, Any]:
    """The table as a round ended, made as the match made it before issue 37: a copy of the
    state before every move, the ending action played on it as the match's last round."""
    last = before.as_last_round()
    last.apply_text(action)
    table = dict(last.observation(viewer))
    return {k: v for k, v in table.items() if k not in ("legal", "options")}


@pytest.mark.parametrize(
    ("game", "options"), [("ryadky", {"deals": 3}), ("ditch", {"hands": 3})], ids=["RY-10", "DR-7"]
)
def test_the_table_under_each_summary_is_the_round_as_it_ended_after_a_load_and_an_undo(
    game: str, options: dict[str, Any]
) -> None:
    """The match copies the state once a round, not before every move: the table under every
    summary is still exactly the round as it ended, also for a round resumed from a save in
    its middle and for one where a move was taken back."""
    rng = random.Random(5)
    match = Match(MatchConfig(game, 2, options=options, seed=11))
    checked, loaded, undone = 0, False, False
    while not match.is_over():
        if match.pending is not None:
            match.round_seen()
            continue
        if len(match.actions) == 7 and not loaded:  # the rest is played on a loaded match
            match, loaded = Match.from_json(json.loads(json.dumps(match.to_json()))), True
        if len(match.actions) == 12 and match.can_undo() and not undone:
            match, undone = match.undone(), True
        seat = match.to_move()
        assert seat is not None
        action = rng.choice(match.state.legal_strings())
        before = match.state.clone()
        played = match.apply(seat, action)
        if played.summary is not None and not match.state.is_terminal():
            assert match.pending is not None and match.pending.table is not None
            shown = dict(match.pending.table.to_json())
            expected = _ended_table(before, action, match.viewer_seat())
            if game == "ditch":  # the plates say the hand's points as the summary does (DR-6)
                expected["public"]["scores"] = played.summary.points
            assert {k: v for k, v in shown.items() if k in expected} == expected
            checked += 1
    assert loaded and undone
    assert checked == 2  # every round but the last ended in an action that dealt the next


@pytest.mark.parametrize(
    ("game", "options"), [("ryadky", {"deals": 2}), ("ditch", {"hands": 2})], ids=["deal", "hand"]
)
def test_undo_takes_back_no_move_of_a_finished_round(game: str, options: dict[str, Any]) -> None:
    """Issue 41: Ctrl+Z after a hand's summary went back into the finished hand. A round's end
    is final: undo waits for the person's first move of the next round, and goes back no
    further than it; a saved match keeps where its round began."""
    match = Match(MatchConfig(game, 2, options=options, seed=4))
    play_out(match, stop=lambda m: m.pending is not None)
    assert len(match.history) == 1
    match.round_seen()
    play_out(match, stop=lambda m: m.to_move() == 0)
    assert not match.can_undo()
    with pytest.raises(MatchError):
        match.undone()
    assert not Match.from_json(match.to_json()).can_undo()
    match.apply(0, match.state.legal_strings()[0])
    play_out(match, stop=lambda m: m.to_move() == 0 or m.pending is not None)
    assert match.pending is None  # the person's next turn in the same round (this seed)
    back = match.undone()
    assert len(back.history) == 1 and not back.can_undo()
    assert Match.from_json(match.to_json()).can_undo()
