"""``koloda bench --soak N``: rounds on the real window and store, then every file and process
checked (issue 15). The full run is 1,000 rounds by hand; the suite plays a few."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from koloda.app.tools.soak import PLAN, check_home
from koloda.rules import games, new_game


def test_a_short_soak_across_the_games_leaves_only_valid_files_and_no_process() -> None:
    run = subprocess.run(
        [sys.executable, "-m", "koloda", "bench", "--soak", "6", "--seed", "2"],
        capture_output=True,
        text=True,
        timeout=900,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
        check=False,
    )
    print(run.stdout)
    assert run.returncode == 0, run.stdout + run.stderr[-3000:]
    assert "soak: OK" in run.stdout
    assert "soak: 6 rounds, " in run.stdout
    assert "alive after exit: 0" in run.stdout
    assert "data/statistics.json" in run.stdout  # games were recorded and checked


def test_the_plan_covers_every_game_at_every_player_count() -> None:
    infos = games()
    assert {(g, n) for g, n, _ in PLAN} == {
        (name, n)
        for name, info in infos.items()
        for n in range(info.min_players, info.max_players + 1)
    }
    assert [g for g, _, _ in PLAN[: len(infos)]] == list(infos)  # a short soak mixes
    for game, players, options in PLAN:  # short matches, as each game declares its rounds
        assert options == infos[game].short_options(2)
        rounds = new_game(game, players, options=options).round().of
        assert rounds == (2 if infos[game].rounds_option else 1)  # a series: one game a state


def test_the_soak_check_reports_what_a_player_would_lose(tmp_path: Path, qapp: Any) -> None:
    data = tmp_path / "data"
    data.mkdir()
    (data / "statistics.json").write_text('{"format": "koloda-stats", "version": 1, "tot')
    (data / "autosave.koloda.bad").write_text("set aside")
    (data / ".autosave.koloda.x1.tmp").write_text("{")
    (tmp_path / "config").mkdir()
    (tmp_path / "config" / "settings.json").write_text(json.dumps({"format": "koloda-settings"}))
    problems, checked, games = check_home(tmp_path)
    text = "\n".join(problems)
    assert "data/statistics.json: Your statistics could not be read" in text
    assert "data/autosave.koloda.bad: not a file Koloda should leave" in text
    assert "data/.autosave.koloda.x1.tmp: not a file Koloda should leave" in text
    assert "config/settings.json: Your settings could not be read" in text
    assert games == 0 and "data/statistics.json" in checked
