"""Statistics keep the games played at network tables apart from the games against the
computer (issue 42), and a statistics file of the format before network play still loads."""

import json
import shutil
from pathlib import Path

import pytest

from koloda.store.stats import NETWORK, Statistics

BEFORE = Path(__file__).parent / "data" / "statistics-before-network.json"


def old_file(tmp_path: Path) -> Statistics:
    shutil.copy(BEFORE, tmp_path / "statistics.json")
    stats = Statistics(tmp_path)
    assert stats.load() is None
    return stats


def test_a_file_from_before_network_play_loads_as_it_was(tmp_path):
    stats = old_file(tmp_path)
    assert stats.summary().games == 3
    assert stats.summary("ryadky", "normal").wins == 1
    assert stats.summary("rooster").games == 1
    assert list(stats.lessons) == ["ditch"]
    assert len(stats.accuracy) == 1
    assert stats.network_summary().games == 0
    assert stats.network_history == []


def test_a_network_game_is_counted_apart_and_the_old_counts_stay(tmp_path):
    stats = old_file(tmp_path)
    result = {"totals": [35, 10], "winners": [0], "points": [35, 10]}
    stats.record_network_game("ryadky", result, 0, False, [35])
    stats.record_network_game("rooster", {"loser": 1}, 0, True, [0])
    assert stats.summary().games == 3  # the games against the computer are as they were
    assert stats.games_in() == stats.history and all(r.level != NETWORK for r in stats.history)
    assert (stats.network_summary().games, stats.network_summary().wins) == (2, 2)
    assert stats.network_summary("ryadky").best_score == 35
    assert stats.network_summary("rooster").assisted == 1

    again = Statistics(tmp_path)
    assert again.load() is None
    assert again.network_summary().games == 2
    assert again.summary().games == 3
    body = json.loads((tmp_path / "statistics.json").read_text("utf-8"))
    assert set(body["network"]) == {"totals", "history"}
    assert set(body["network"]["totals"]) == {"all/network", "ryadky/network", "rooster/network"}
    # what a Koloda from before network play reads of the file is untouched by it
    assert body["totals"] == json.loads(BEFORE.read_text("utf-8"))["totals"]


def test_a_lost_network_game_breaks_the_network_streak_only(tmp_path):
    stats = Statistics(tmp_path)
    stats.record_network_game("ryadky", {"totals": [5, 40], "winners": [1]}, 0, False, [5])
    assert (stats.network_summary().losses, stats.summary().games) == (1, 0)


@pytest.mark.parametrize(
    "network",
    [
        [],
        {"totals": {"ryadky/hard": {}}, "history": []},
        {"totals": {}, "history": [{"level": "hard"}]},
        {"totals": {}},
    ],
)
def test_a_damaged_network_section_is_a_damaged_file(tmp_path, network):
    body = json.loads(BEFORE.read_text("utf-8"))
    body["network"] = network
    (tmp_path / "statistics.json").write_text(json.dumps(body), "utf-8")
    stats = Statistics(tmp_path)
    assert stats.load() is not None  # said, and the file kept aside as .bad
    assert stats.network_summary().games == 0 and stats.summary().games == 0


def test_a_network_game_among_the_computer_games_is_refused(tmp_path):
    stats = Statistics(tmp_path)
    stats.record_network_game("ryadky", {"totals": [35, 10], "winners": [0]}, 0, False, [35])
    body = json.loads((tmp_path / "statistics.json").read_text("utf-8"))
    body["history"] = body["network"]["history"]
    (tmp_path / "statistics.json").write_text(json.dumps(body), "utf-8")
    assert Statistics(tmp_path).load() is not None
