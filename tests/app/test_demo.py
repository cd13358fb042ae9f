"""Demo mode as the packaging smoke test runs it: a subprocess, offscreen, exit code 0."""

from __future__ import annotations

import time
from typing import Any

import pytest

from koloda.app.table.timing import speed_factor
from koloda.app.tools.demo import demo_config


@pytest.mark.parametrize(
    ("game", "speed"),
    [("ryadky", "off"), ("rooster", "fast"), ("ditch", "off")],
)
def test_demo_quits_after_one_round_with_exit_code_zero(
    game: str, speed: str, run_koloda: Any
) -> None:
    start = time.perf_counter()
    r = run_koloda(
        "--demo",
        "--game",
        game,
        "--players",
        "2",
        "--quit-after",
        "1",
        "--seed",
        "3",
        "--speed",
        speed,
    )
    took = time.perf_counter() - start
    print(f"demo {game} at speed {speed}: {took:.1f} s")
    assert r.returncode == 0, r.stderr[-2000:]
    assert f"demo: {game}, 2 players" in r.stdout
    assert "demo: round 1 done" in r.stdout
    assert "round 2 done" not in r.stdout


def test_demo_with_an_unknown_game_exits_non_zero_with_a_message(run_koloda: Any) -> None:
    r = run_koloda("--demo", "--game", "poker", "--quit-after", "1", timeout=60)
    assert r.returncode != 0
    assert "poker" in r.stderr


def test_demo_with_players_out_of_range_exits_non_zero_with_a_message(
    run_koloda: Any,
) -> None:
    r = run_koloda("--demo", "--game", "ditch", "--players", "6", "--quit-after", "1", timeout=60)
    assert r.returncode == 2
    assert "2-4 players" in r.stderr


def test_demo_config_plays_every_seat_by_ai_at_normal_level() -> None:
    config = demo_config("rooster", 4, seed=1, rounds=3)
    config.validate()
    assert config.human_seat is None
    assert config.levels == ["normal"] * 4
    assert config.match_games == 3  # a Rooster match long enough for the rounds asked
    assert "You" not in config.names


def test_demo_checks_a_deck_a_language_and_the_statistics_plots(run_koloda: Any) -> None:
    # what the smoke test asks of a frozen build: an SVG deck, a translation, pyqtgraph's plots
    r = run_koloda(
        "--demo", "--game", "rooster", "--players", "2", "--quit-after", "1", "--seed", "3",
        "--speed", "off", "--deck", "atlas", "--language", "uk", "--statistics",
    )  # fmt: skip
    assert r.returncode == 0, r.stderr[-2000:]
    lines = r.stdout.splitlines()
    assert "demo: deck atlas: SVG loaded, QS drawn 120x180" in lines
    assert "demo: language uk: Оберіть гру. 2 карти" in lines  # a plural form too
    # the match, the win rate, the scores and the reviewed rounds' accuracy
    assert any(line.startswith("demo: statistics: 4 plots drawn") for line in lines)


def test_the_demo_checks_go_with_the_demo_only(run_koloda: Any) -> None:
    r = run_koloda("--deck", "atlas", "--statistics", timeout=60)
    assert r.returncode == 2 and "go with --demo" in r.stderr


@pytest.mark.parametrize("speed", ["off", "slow"])
def test_the_demo_plays_at_the_speed_asked_for_not_the_saved_one(qtbot: Any, speed: str) -> None:
    """``--speed off`` played at the saved speed (normal by default): the settings applied for
    ``--deck`` and ``--language``, as run_demo always applies them, set it back, and a round the
    smoke test meant to be quick took about a minute of animations."""
    from PySide6.QtWidgets import QApplication

    from koloda.app.tools.demo import Demo

    app = QApplication.instance()
    assert isinstance(app, QApplication)
    demo = Demo(app, "ryadky", 2, 1, seed=3, speed=speed)
    try:
        demo.use_look(None, None)
        demo.start()
        table = demo.window.game_page.table
        assert (demo.window.player.speed, table.speed) == (speed, speed)
        assert demo.window.controller.pace == speed_factor(speed)
    finally:
        demo.window.controller.shutdown()
        demo.window.close()


def test_the_demo_speaks_the_systems_language(run_koloda: Any, tmp_path: Any) -> None:
    """A demo keeps no settings, and so spoke English on any desktop; it now speaks the
    system's language where Koloda has it, as a first start does (the window's title says)."""
    import os

    def demo_title(locale: str) -> str:
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", LC_ALL=locale)
        env["KOLODA_HOME"] = str(tmp_path / locale)
        args = ("--demo", "--game", "ryadky", "--players", "2", "--quit-after", "1")
        r = run_koloda(*args, "--speed", "off", "--seed", "3", env=env)
        assert r.returncode == 0, r.stderr[-2000:]
        started = [line for line in r.stdout.splitlines() if line.startswith("demo: ryadky")]
        assert len(started) == 1, r.stdout
        return started[0].split(": ", 2)[2]

    assert demo_title("uk_UA.UTF-8") == "Koloda — Рядки"
    assert demo_title("C.UTF-8") == "Koloda — Ryadky"
    assert not (tmp_path / "uk_UA.UTF-8").exists()  # and still leaves no trace
