"""Statistics: recording, totals per game and strongest level, streaks, history, CSV, reset."""

import csv
import io
import json
from pathlib import Path

import pytest

from koloda.store.stats import HISTORY_CAP, Statistics, strongest_level


def test_strongest_opponent_level_is_the_one_counted():
    assert strongest_level(["easy", "hard", "normal"]) == "hard"
    assert strongest_level(["easy", "easy"]) == "easy"
    with pytest.raises(ValueError, match="opponent levels"):
        strongest_level([])
    with pytest.raises(ValueError, match="opponent levels"):
        strongest_level(["godlike"])


def play(stats, game, levels, won, score=None, loser=None, assist=False, scores=()):
    return stats.record_result(game, levels, won, score, loser, assist, list(scores))


def test_totals_per_game_and_level_with_streaks(tmp_path):
    stats = Statistics(tmp_path)
    assert stats.load() is None
    for won, score in [(True, 120), (True, 80), (False, 30), (True, 200), (True, 150), (True, 90)]:
        play(stats, "ryadky", ["easy", "normal"], won, score, scores=[10, score])
    t = stats.summary("ryadky", "normal")
    assert (t.games, t.wins, t.losses) == (6, 5, 1)
    assert (t.current_streak, t.longest_streak) == (3, 3)
    assert t.best_score == 200
    assert t.average_score == pytest.approx(670 / 6)
    assert stats.summary("ryadky", "easy").games == 0  # counted under the strongest level only
    play(stats, "ryadky", ["hard"], False, 10)
    assert stats.summary("ryadky").games == 7
    assert stats.summary("ryadky").current_streak == 0
    assert stats.summary("ryadky").longest_streak == 3
    assert stats.summary("ryadky", "hard").games == 1


def test_rooster_games_count_roosters_and_have_no_score(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "rooster", ["normal"] * 3, False, loser=True)  # CR-12: the last holder
    play(stats, "rooster", ["normal"] * 3, True, loser=False)
    t = stats.summary("rooster", "normal")
    assert (t.games, t.losers, t.scored_games, t.average_score, t.best_score) == (
        2,
        1,
        0,
        None,
        None,
    )
    assert stats.scores("rooster") == []


def test_assisted_games_are_marked(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ditch", ["hard"], True, 500, assist=True)
    play(stats, "ditch", ["hard"], False, 200)
    assert stats.summary("ditch").assisted == 1
    assert [r.assisted for r in stats.games_in("ditch")] == [True, False]


def test_statistics_persist_across_restarts(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ditch", ["easy"], True, 310, scores=[40, 95, 175])
    play(stats, "rooster", ["hard", "easy"], False, loser=True, assist=True)
    again = Statistics(tmp_path)
    assert again.load() is None
    assert again.totals == stats.totals
    assert again.history == stats.history
    assert again.history[0].match_scores == (40, 95, 175)
    assert again.summary().games == 2 and again.summary("all", "hard").games == 1


def test_history_is_capped_but_totals_are_not(tmp_path):
    stats = Statistics(tmp_path)
    stats._merge_and_save = lambda: None  # keep the test fast: one write at the end
    for n in range(HISTORY_CAP + 25):
        play(stats, "ditch", ["normal"], n % 2 == 0, n)
    Statistics.save(stats)
    again = Statistics(tmp_path)
    again.load()
    assert len(again.history) == HISTORY_CAP
    assert again.history[0].score == 25
    assert again.summary("ditch").games == HISTORY_CAP + 25


def test_series_for_the_plots(tmp_path):
    stats = Statistics(tmp_path)
    for won, score in [(True, 10), (False, 20), (True, 30), (True, 40)]:
        play(stats, "ditch", ["normal"], won, score)
    play(stats, "ryadky", ["normal"], False, 5)
    assert stats.win_rate_series("ditch") == pytest.approx([1, 0.5, 2 / 3, 0.75])
    assert stats.win_rate_series() == pytest.approx([1, 0.5, 2 / 3, 0.75, 0.6])
    assert stats.scores("ditch", "normal") == [10, 20, 30, 40]
    assert stats.scores("ditch", "hard") == []


def test_csv_export_has_one_row_per_game(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ditch", ["normal", "hard"], True, 310, scores=[40, 95, 175])
    play(stats, "rooster", ["easy"], False, loser=True, assist=True)
    out = tmp_path / "stats.csv"
    stats.export_csv(out)
    rows = list(csv.DictReader(io.StringIO(out.read_text("utf-8-sig"))))
    assert [(r["game"], r["opponent_level"], r["result"], r["score"]) for r in rows] == [
        ("ditch", "hard", "won", "310"),
        ("rooster", "easy", "lost", ""),
    ]
    assert rows[0]["match_scores"] == "40 95 175"
    assert (rows[1]["rooster"], rows[1]["hint_or_undo_used"]) == ("yes", "yes")


def test_reset_forgets_everything_on_disk_too(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ditch", ["normal"], True, 10)
    stats.reset()
    again = Statistics(tmp_path)
    assert again.load() is None
    assert again.history == [] and again.summary().games == 0


def test_bad_arguments_are_refused_before_counting(tmp_path):
    stats = Statistics(tmp_path)
    with pytest.raises(ValueError):
        play(stats, "poker", ["normal"], True, 1)
    with pytest.raises(ValueError):
        play(stats, "ditch", ["normal"], True, 10**30)
    with pytest.raises(ValueError):
        play(stats, "ditch", [], True, 1)
    assert stats.summary().games == 0


@pytest.mark.parametrize(
    "body",
    [
        "",
        '{"format": "koloda-stats", "version": 1, "totals": {}, "history": [',
        '{"format": "koloda-stats", "version": 1}',
        '{"format": "koloda-stats", "version": 2, "totals": {}, "history": []}',
        '{"format": "koloda-stats", "version": 1, "totals": {"poker/all": {}}, "history": []}',
        '{"format": "koloda-stats", "version": 1, "totals": {}, "history": [{"game": "ditch"}]}',
        '{"format": "koloda-stats", "version": 1, "totals": {}, "history": [],'
        ' "x": ' + "1" * 500 + "}",
    ],
)
def test_bad_statistics_file_starts_empty_and_is_kept(tmp_path, body):
    (tmp_path / "statistics.json").write_text(body, "utf-8")
    stats = Statistics(tmp_path)
    notice = stats.load()
    assert "statistics.json.bad" in str(notice) and "start empty" in str(notice)
    assert (tmp_path / "statistics.json.bad").read_text("utf-8") == body
    assert stats.summary().games == 0


def test_a_record_with_a_wrong_type_is_refused(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ditch", ["normal"], True, 10)
    data = json.loads(stats.path.read_text("utf-8"))
    data["history"][0]["won"] = "yes"
    stats.path.write_text(json.dumps(data), "utf-8")
    assert "invalid value" in str(Statistics(tmp_path).load())


def finish(game, players, seed, options=None):
    """Play a whole game with a fixed deck order (seeded) and random legal moves."""
    import random

    from koloda.rules import new_game

    state = new_game(game, players, seed=seed, options=options)
    rng = random.Random(seed)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    return state.result()


@pytest.mark.parametrize(
    ("game", "players", "options"), [("ryadky", 3, None), ("ditch", 2, {"target": 100})]
)
def test_games_played_to_the_end_are_recorded_for_the_human_seat(tmp_path, game, players, options):
    result = finish(game, players, 5, options)
    stats = Statistics(tmp_path)
    records = [
        stats.record_game(game, result, seat, ["normal"], False, []) for seat in range(players)
    ]
    # RY-10 / DR-7: winners win, each seat's total is its score
    assert [r.won for r in records] == [s in result["winners"] for s in range(players)]
    assert [r.score for r in records] == result["totals"]
    assert stats.summary(game, "normal").games == players


def test_a_rooster_game_played_to_the_end_is_recorded_for_the_human_seat(tmp_path):
    result = finish("rooster", 3, 5, None)
    stats = Statistics(tmp_path)
    records = [stats.record_game("rooster", result, s, ["normal"], False, []) for s in range(3)]
    # CR-12: exactly the loser is the rooster
    assert [r.loser for r in records] == [s == result["loser"] for s in range(3)]
    assert [r.won for r in records] == [s != result["loser"] for s in range(3)]
    assert stats.summary("rooster", "normal").games == 3


def test_outcome_of_a_rooster_draw_and_bad_results():
    from koloda.store.stats import outcome

    assert outcome("rooster", {"loser": None}, 0) == (False, None, False)
    assert outcome("ditch", {"totals": [10, 20], "winners": [0, 1]}, 0) == (True, 10, None)
    for game, result in [
        ("ditch", {"totals": "x", "winners": []}),
        ("ryadky", {"totals": [1], "winners": []}),
        ("rooster", {"loser": "me"}),
        ("poker", {}),
        ("ditch", None),
    ]:
        with pytest.raises(ValueError):
            outcome(game, result, 1)


FORMAT_1 = Path(__file__).parent / "data" / "statistics-format1.json"


def test_a_file_of_format_1_with_rooster_keys_loads_keeps_its_counts_and_is_written_back_alike(
    tmp_path,
):
    """statistics-format1.json was written by Koloda before the loser flag was generic (issue
    26): three Rooster games (two as the rooster, CR-12), a Ryadky and a Ditch game. It loads
    with every count, and what is written back keeps the "rooster" keys of that format."""
    (tmp_path / "statistics.json").write_bytes(FORMAT_1.read_bytes())
    stats = Statistics(tmp_path)
    assert stats.load() is None
    assert not (tmp_path / "statistics.json.bad").exists()
    rooster = stats.summary("rooster")
    assert (rooster.games, rooster.wins, rooster.losses, rooster.losers) == (3, 1, 2, 2)
    assert stats.summary("rooster", "hard").losers == 1
    assert stats.summary().losers == 2 and stats.summary().games == 5
    assert [r.loser for r in stats.history] == [True, False, True, None, None]
    assert [r.score for r in stats.history] == [None, None, None, 42, -6]
    assert stats.summary("ryadky").best_score == 42 and stats.summary("ditch").losers == 0

    stats.save()
    assert json.loads((tmp_path / "statistics.json").read_text("utf-8")) == json.loads(
        FORMAT_1.read_text("utf-8")
    )
    play(stats, "rooster", ["normal"], False, loser=True)
    written = json.loads((tmp_path / "statistics.json").read_text("utf-8"))
    assert written["version"] == 1
    assert written["totals"]["rooster/all"]["rooster"] == 3 and "losers" not in str(written)
    assert written["history"][-1]["rooster"] is True
    assert "loser" not in written["history"][-1]


def test_a_record_with_the_flag_under_its_name_in_code_is_refused(tmp_path):
    """On disk the flag is only ever "rooster": a "loser" key is not a file Koloda wrote."""
    data = json.loads(FORMAT_1.read_text("utf-8"))
    data["history"][0]["loser"] = data["history"][0].pop("rooster")
    (tmp_path / "statistics.json").write_text(json.dumps(data), "utf-8")
    assert "wrong fields" in str(Statistics(tmp_path).load())


def test_a_finished_lesson_is_kept_once_and_merged_with_another_processes(tmp_path):
    first, second = Statistics(tmp_path), Statistics(tmp_path)
    assert first.load() is None and second.load() is None
    first.record_lesson("ryadky")
    when = first.lessons["ryadky"]
    second.record_lesson("ditch")  # another window finished another lesson meanwhile
    first.record_lesson("ryadky")  # played again: the first time stays
    again = Statistics(tmp_path)
    assert again.load() is None
    assert again.lessons == {"ryadky": when, "ditch": second.lessons["ditch"]}
    again.reset()
    assert Statistics(tmp_path).lessons == {}


def test_a_file_without_lessons_is_written_back_without_them(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ryadky", ["easy"], True, 10)
    assert "lessons" not in json.loads(stats.path.read_text())


@pytest.mark.parametrize("lessons", [[], {"ryadky": 3}, {"": "2026-12-03"}, {"x" * 41: "2026"}])
def test_damaged_lessons_set_the_file_aside(tmp_path, lessons):
    stats = Statistics(tmp_path)
    play(stats, "ryadky", ["easy"], True, 10)
    data = json.loads(stats.path.read_text())
    data["lessons"] = lessons
    stats.path.write_text(json.dumps(data))
    again = Statistics(tmp_path)
    assert again.load() is not None  # a message: the file was kept aside as .bad
    assert again.lessons == {} and (tmp_path / "statistics.json.bad").exists()


def test_the_accuracy_of_reviewed_rounds_is_kept_merged_and_capped(tmp_path, monkeypatch):
    """Issue 27: {when, game, accuracy, decisions} per reviewed round, merged under the lock
    with another process's, the newest ACCURACY_CAP kept, and forgotten by a reset."""
    import koloda.store.stats as stats_module

    first, second = Statistics(tmp_path), Statistics(tmp_path)
    assert first.load() is None and second.load() is None
    first.record_accuracy("ryadky", 0.75, 8)
    second.record_accuracy("ditch", 1.0, 3)  # another window reviewed a round meanwhile
    again = Statistics(tmp_path)
    assert again.load() is None
    assert [(r.game, r.accuracy, r.decisions) for r in again.accuracy] == [
        ("ryadky", 0.75, 8),
        ("ditch", 1.0, 3),
    ]
    assert [r.game for r in again.accuracy_of("ditch")] == ["ditch"]
    written = json.loads(again.path.read_text())["accuracy"]
    assert set(written[0]) == {"when", "game", "accuracy", "decisions"}
    monkeypatch.setattr(stats_module, "ACCURACY_CAP", 3)
    for k in range(4):
        again.record_accuracy("rooster", k / 4, 5)
    latest = Statistics(tmp_path)
    assert latest.load() is None
    assert [r.accuracy for r in latest.accuracy] == [0.25, 0.5, 0.75]
    with pytest.raises(ValueError, match="invalid"):
        latest.record_accuracy("ryadky", 1.5, 3)
    latest.reset()
    assert Statistics(tmp_path).accuracy == [] and "accuracy" not in latest.path.read_text()


def test_a_round_reviewed_again_after_a_restart_counts_once(tmp_path):
    """Seen: a Chuvash Rooster game reviewed, Koloda restarted and the game resumed, the same
    game reviewed again: the Statistics window plotted two reviews where one round was
    reviewed. Each round's accuracy is kept once, by its id, across restarts; a file of an
    earlier Koloda (no ids) loads as before, and a damaged list of ids is said, not used."""
    first = Statistics(tmp_path)
    assert first.load() is None
    assert first.record_accuracy("rooster", 0.85, 13, "rooster/77/0/41") is not None
    again = Statistics(tmp_path)  # the next start
    assert again.load() is None
    assert again.record_accuracy("rooster", 0.85, 13, "rooster/77/0/41") is None
    assert again.record_accuracy("rooster", 0.5, 10, "rooster/77/1/80") is not None
    latest = Statistics(tmp_path)
    assert latest.load() is None
    assert [(r.accuracy, r.decisions) for r in latest.accuracy] == [(0.85, 13), (0.5, 10)]
    body = json.loads(latest.path.read_text())
    assert body["reviewed"] == ["rooster/77/0/41", "rooster/77/1/80"]
    with pytest.raises(ValueError, match="round"):
        latest.record_accuracy("rooster", 0.5, 10, "x" * 500)
    del body["reviewed"]  # as an earlier Koloda wrote it
    latest.path.write_text(json.dumps(body))
    assert Statistics(tmp_path).load() is None
    body["reviewed"] = [3]
    latest.path.write_text(json.dumps(body))
    damaged = Statistics(tmp_path)
    message = damaged.load()
    assert message is not None and "reviewed rounds" in str(message.params)
    assert (tmp_path / "statistics.json.bad").exists()


def test_a_file_without_reviews_loads_and_is_written_back_without_them(tmp_path):
    stats = Statistics(tmp_path)
    play(stats, "ryadky", ["easy"], True, 10)
    assert "accuracy" not in json.loads(stats.path.read_text())
    again = Statistics(tmp_path)
    assert again.load() is None and again.accuracy == []


@pytest.mark.parametrize(
    "accuracy",
    [
        {},
        [{"when": "2026-12-03", "game": "ryadky", "accuracy": 1.2, "decisions": 3}],
        [{"when": "2026-12-03", "game": "ryadky", "accuracy": 0.5, "decisions": 0}],
        [{"when": "2026-12-03", "game": "ryadky", "accuracy": True, "decisions": 3}],
        [{"when": "2026-12-03", "game": "ryadky", "accuracy": 0.5}],
    ],
)
def test_damaged_reviews_set_the_file_aside(tmp_path, accuracy):
    stats = Statistics(tmp_path)
    play(stats, "ryadky", ["easy"], True, 10)
    data = json.loads(stats.path.read_text())
    data["accuracy"] = accuracy
    stats.path.write_text(json.dumps(data))
    again = Statistics(tmp_path)
    assert again.load() is not None  # a message: the file was kept aside as .bad
    assert again.accuracy == [] and (tmp_path / "statistics.json.bad").exists()
