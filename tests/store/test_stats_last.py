"""Every seat's line of the last match of each game (the Statistics window's "Last match" plot
after a restart): kept beside the history, merged with another process's, forgotten by a
reset; a file without them (every earlier version's) loads as before, damaged ones set the
file aside."""

import json
from datetime import UTC, datetime, timedelta

import pytest

import koloda.store.stats as stats_module
from koloda.store.stats import MatchLines, Statistics

DITCH = {"You": [144, 128], "Olena": [109, 77]}


@pytest.fixture
def clock(monkeypatch):
    """Each record a second after the one before (a file keeps times to the second)."""
    start = datetime(2026, 12, 7, 1, 0, tzinfo=UTC)
    ticks = iter(range(1000))

    class Clock(datetime):
        @classmethod
        def now(cls, tz=None):
            return start + timedelta(seconds=next(ticks))

    monkeypatch.setattr(stats_module, "datetime", Clock)


def record(stats, game, lines=None, scores=(10, 20)):
    return stats.record_result(game, ["hard"], True, sum(scores), None, False, list(scores), lines)


def test_every_seat_s_line_is_kept_for_each_game_merged_and_forgotten_by_a_reset(tmp_path, clock):
    first, second = Statistics(tmp_path), Statistics(tmp_path)
    assert first.load() is None and second.load() is None
    record(first, "ditch", DITCH, (144, 128))
    record(second, "ryadky", {"You": [3, 2], "Taras": [1, 4], "Olena": [2, 2]})  # another window
    again = Statistics(tmp_path)
    assert again.load() is None
    ditch = again.last_match("ditch")
    assert ditch is not None
    assert (ditch.names, ditch.lines) == (("You", "Olena"), ((144, 128), (109, 77)))
    newest = again.last_match()  # of any game: the newest
    assert newest is not None and newest.game == "ryadky" and newest.names[1] == "Taras"
    assert again.last_match("rooster") is None
    record(again, "ditch", {"You": [5], "Olena": [9]}, (5,))
    latest = Statistics(tmp_path)
    assert latest.load() is None
    assert latest.last_match("ditch") == again.last_match("ditch")
    assert latest.last_match("ditch").lines == ((5,), (9,))
    latest.reset()
    assert Statistics(tmp_path).last == {} and '"last"' not in latest.path.read_text()


def test_a_match_recorded_by_an_earlier_koloda_leaves_only_the_person_s_line(tmp_path, clock):
    stats = Statistics(tmp_path)
    record(stats, "ditch")  # no lines: as an earlier version records
    assert "last" not in json.loads(stats.path.read_text())
    assert stats.last_match("ditch") is None
    record(stats, "ditch", DITCH)
    assert stats.last_match("ditch") is not None
    record(stats, "ditch")  # a newer match without lines: the kept ones are not its
    again = Statistics(tmp_path)
    assert again.load() is None and again.last_match("ditch") is None
    assert again.last["ditch"].lines == ((144, 128), (109, 77))  # kept, not shown


def test_lines_a_file_cannot_keep_lose_the_plot_not_the_match(tmp_path):
    stats = Statistics(tmp_path)
    record(stats, "ditch", {"You": [1], "Ol\x1bena": [2]})
    assert stats.summary("ditch").games == 1 and stats.last_match("ditch") is None
    long = {"You": list(range(300)), "Olena": [1]}  # the newest 200 rounds are kept
    record(stats, "ryadky", long)
    assert stats.last_match("ryadky").lines[0] == tuple(range(100, 300))


GOOD = {"when": "2026-12-07T01:00:00+00:00", "game": "ditch", "names": ["You"], "lines": [[1]]}


@pytest.mark.parametrize(
    "last",
    [
        [],
        {"ditch": {**GOOD, "extra": 1}},
        {"ditch": {**GOOD, "names": ["You", "You"], "lines": [[1], [2]]}},
        {"ditch": {**GOOD, "lines": [[1], [2]]}},
        {"ryadky": GOOD},  # kept under another game
        {"ditch": {**GOOD, "game": "poker"}},  # under another game's name
        {"poker": {**GOOD, "game": "x" * 41}},
        {"ditch": {**GOOD, "names": ["a\x1bb"]}},
        {"ditch": {**GOOD, "names": [f"P{i}" for i in range(9)], "lines": [[1]] * 9}},
        {"ditch": {**GOOD, "lines": [[10**10]]}},
        {"ditch": {**GOOD, "lines": [[True]]}},
        {"ditch": {**GOOD, "lines": [list(range(201))]}},
    ],
    ids=str,
)
def test_damaged_last_matches_set_the_file_aside(tmp_path, last):
    stats = Statistics(tmp_path)
    record(stats, "ditch", DITCH)
    data = json.loads(stats.path.read_text())
    assert MatchLines.from_json(data["last"]["ditch"]) == stats.last["ditch"]
    data["last"] = last
    stats.path.write_text(json.dumps(data))
    again = Statistics(tmp_path)
    assert again.load() is not None  # a message: the file was kept aside as .bad
    assert again.last == {} and (tmp_path / "statistics.json.bad").exists()


def test_the_last_match_of_a_game_of_another_version_is_kept_and_written_back(tmp_path):
    stats = Statistics(tmp_path)
    record(stats, "ditch", DITCH)
    data = json.loads(stats.path.read_text())
    data["last"]["durak"] = {**GOOD, "game": "durak"}  # a later Koloda's game
    stats.path.write_text(json.dumps(data))
    again = Statistics(tmp_path)
    assert again.load() is None and again.last_match("ditch") is not None
    record(again, "ryadky", {"You": [1], "Olena": [2]})
    assert json.loads(again.path.read_text())["last"]["durak"] == {**GOOD, "game": "durak"}
