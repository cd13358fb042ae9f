"""The real app opening saved games handed from outside (issue 29): ``koloda FILE.koloda`` at
start, and a second ``koloda FILE.koloda`` handing its file to the running window through the
single-instance channel, which opens it and comes forward; a foreign file changes nothing."""

from __future__ import annotations

import json
import signal
import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from koloda.app.play.controller import GameController
from koloda.match import MatchConfig
from koloda.store import saves

Child = Callable[..., subprocess.Popen[str]]
ReadUntil = Callable[[subprocess.Popen[str], str, float], list[str]]
START_S = 120.0
KOLODA = "from koloda.cli import main; raise SystemExit(main())"


@pytest.fixture
def saved_game(qapp: Any, tmp_path: Path) -> Path:
    """A real Ditch Rummy match saved to a .koloda file outside the data folder."""
    c = GameController(ai_process=False)
    c.new_match(MatchConfig(game="ditch", players=2, seed=11))
    path = tmp_path / "files" / "ditch game.koloda"
    path.parent.mkdir()
    saves.save_game(path, c.to_json())
    c.shutdown()
    return path


def koloda(python_child: Child, home: Path, *args: str) -> subprocess.Popen[str]:
    return python_child(KOLODA, *args, env={"KOLODA_HOME": str(home), "KOLODA_ANNOUNCE": "1"})


def autosaved_game(home: Path) -> dict[str, Any]:
    match = saves.load_game(saves.autosave_path(home / "data"))
    return dict(match["config"])


def test_koloda_file_opens_the_game_at_start(
    python_child: Child, read_until: ReadUntil, koloda_home: Path, saved_game: Path
) -> None:
    app = koloda(python_child, koloda_home, str(saved_game))
    read_until(app, f"koloda: opened {saved_game}", START_S)
    config = autosaved_game(koloda_home)  # the opened match is the one in play (autosaved)
    assert (config["game"], config["seed"]) == ("ditch", 11)
    app.send_signal(signal.SIGTERM)
    _, err = app.communicate(timeout=60)
    assert app.returncode == 143 and "Traceback" not in err


def test_a_second_koloda_file_opens_in_the_running_window_and_brings_it_forward(
    python_child: Child,
    read_until: ReadUntil,
    koloda_home: Path,
    saved_game: Path,
    tmp_path: Path,
) -> None:
    first = koloda(python_child, koloda_home)
    read_until(first, "koloda: ready", START_S)
    # a foreign file first: the window says why (File > Open's message) and nothing changes
    foreign = tmp_path / "files" / "photo.koloda"
    foreign.write_text(json.dumps({"format": "something-else", "version": 1}), "utf-8")
    second = koloda(python_child, koloda_home, str(foreign))
    out, err = second.communicate(timeout=60)
    assert second.returncode == 0 and "koloda: forwarded" in out, err
    read_until(first, "koloda: brought forward", 60)
    read_until(first, f"koloda: not opened {foreign}", 60)
    assert not saves.autosave_path(koloda_home / "data").exists()  # no game was started
    # then the saved game, by a relative path from another folder
    third = python_child(
        "import os, sys; os.chdir(sys.argv[1]); "
        "from koloda.cli import main; raise SystemExit(main([sys.argv[2]]))",
        str(saved_game.parent),
        saved_game.name,
        env={"KOLODA_HOME": str(koloda_home), "KOLODA_ANNOUNCE": "1"},
    )
    out, err = third.communicate(timeout=60)
    assert third.returncode == 0 and "koloda: forwarded" in out, err
    read_until(first, "koloda: brought forward", 60)
    read_until(first, f"koloda: opened {saved_game}", 60)
    config = autosaved_game(koloda_home)
    assert (config["game"], config["seed"]) == ("ditch", 11)
    first.send_signal(signal.SIGINT)
    _, err = first.communicate(timeout=60)
    assert first.returncode == 130 and "Traceback" not in err
