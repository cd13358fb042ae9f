"""The real app under signals and a second start (issue 15): Ctrl+C, SIGTERM and SIGHUP quit
like Game > Quit with the game kept and no traceback; a second ``koloda`` on the same data
folder brings the first forward and exits 0; a kill -9 leaves no lock that blocks the next."""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from koloda.app.play.controller import GameController
from koloda.match import MatchConfig
from koloda.store import saves

Start = Callable[..., subprocess.Popen[str]]
ReadUntil = Callable[[subprocess.Popen[str], str, float], list[str]]
START_S = 120.0  # generous: a loaded 2-core machine starts the app in seconds


def finish(proc: subprocess.Popen[str]) -> tuple[int, str]:
    _, err = proc.communicate(timeout=60)
    return proc.returncode, err


def no_traceback(stderr: str) -> None:
    assert "Traceback" not in stderr, stderr
    assert not re.search(r"^\w*(Error|Exception|Interrupt)\b", stderr, re.MULTILINE), stderr


def valid_files(home: Path) -> list[Path]:
    """Every settings/save/statistics file under ``home`` is versioned Koloda JSON."""
    found = []
    for path in home.rglob("*"):
        if path.is_file() and path.suffix in (".json", ".koloda"):
            body = json.loads(path.read_text("utf-8"))
            assert body["format"].startswith("koloda-") and isinstance(body["version"], int)
            found.append(path)
    return found


@pytest.fixture
def an_autosave(qapp: Any, koloda_home: Path) -> bytes:
    """A real match autosaved in the data folder (the app offers to resume it at start)."""
    c = GameController(ai_process=False)
    c.new_match(MatchConfig(game="ryadky", players=3, seed=4))
    saves.autosave(c.to_json(), koloda_home / "data")
    c.shutdown()
    return saves.autosave_path(koloda_home / "data").read_bytes()


def test_ctrl_c_at_the_resume_question_quits_and_keeps_the_game(
    start_app: Start, read_until: ReadUntil, an_autosave: bytes, koloda_home: Path
) -> None:
    app = start_app()
    read_until(app, "koloda: ready", START_S)  # the "Resume your game?" question is up
    app.send_signal(signal.SIGINT)
    code, err = finish(app)
    assert code == 130
    no_traceback(err)
    # a "No" to the question would have forgotten the game: it is there, unchanged
    assert saves.autosave_path(koloda_home / "data").read_bytes() == an_autosave
    assert saves.load_game(saves.autosave_path(koloda_home / "data"))["config"]["game"] == "ryadky"
    valid_files(koloda_home)


@pytest.mark.parametrize(("how", "code"), [(signal.SIGTERM, 143), (signal.SIGHUP, 129)])
def test_sigterm_and_sighup_quit_cleanly_from_the_start_screen(
    start_app: Start, read_until: ReadUntil, koloda_home: Path, how: int, code: int
) -> None:
    app = start_app()
    read_until(app, "koloda: ready", START_S)
    app.send_signal(how)
    read_until(app, f"koloda: quitting on signal {int(how)}", 60)
    returncode, err = finish(app)
    assert returncode == code
    no_traceback(err)
    valid_files(koloda_home)
    assert not (koloda_home / "data" / "instance.lock").exists()  # released on the way out


def test_a_second_koloda_brings_the_first_forward_and_exits_zero(
    start_app: Start, read_until: ReadUntil, tmp_path: Path
) -> None:
    first = start_app()
    read_until(first, "koloda: ready", START_S)
    second = start_app()
    assert finish(second)[0] == 0
    read_until(first, "koloda: brought forward", 60)
    other_home = start_app(tmp_path / "another-home")  # another data folder: its own window
    read_until(other_home, "koloda: ready", START_S)
    for proc in (first, other_home):
        proc.send_signal(signal.SIGINT)
        assert finish(proc)[0] == 130


def test_after_a_kill_9_the_next_koloda_starts_as_the_instance(
    start_app: Start,
    read_until: ReadUntil,
    koloda_home: Path,
    wait_group_gone: Callable[[int, float], list[int]],
) -> None:
    first = start_app()
    read_until(first, "koloda: ready", START_S)
    os.kill(first.pid, signal.SIGKILL)
    first.wait(timeout=30)
    assert wait_group_gone(first.pid, 20.0) == []
    assert (koloda_home / "data" / "instance.lock").exists()  # left behind by the kill
    again = start_app()
    read_until(again, "koloda: ready", START_S)  # the stale lock was taken over
    again.send_signal(signal.SIGTERM)
    assert finish(again)[0] == 143


def test_a_signal_quits_through_the_window_close_path_and_flushes_the_game(
    qtbot: Any, koloda_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from PySide6.QtWidgets import QApplication

    from koloda.app import main
    from koloda.app.window.main_window import MainWindow

    exits: list[int] = []
    monkeypatch.setattr(QApplication, "exit", lambda *args: exits.append(args[-1]))
    monkeypatch.setattr(MainWindow, "_ask_user", lambda self, title, text: False)
    window = MainWindow(controller=GameController(ai_process=False))
    qtbot.addWidget(window)
    window.show()
    window.start_match(MatchConfig(game="ditch", players=2, seed=9))
    path = saves.autosave_path(koloda_home / "data")
    qtbot.waitUntil(path.exists, timeout=20_000)
    path.unlink()  # the last autosave is gone: only the close path can bring it back
    main.quit_on_signal(window, signal.SIGINT)
    assert exits == [130]
    assert not window.isVisible()  # closed although "Quit Koloda?" would have said No
    assert saves.load_game(path)["config"]["game"] == "ditch"


def test_two_kolodas_started_at_once_make_one_window(
    start_app: Start, read_until: ReadUntil
) -> None:
    apps = [start_app(), start_app()]
    end_codes: list[int] = []
    waiting = list(apps)
    deadline = time.monotonic() + START_S
    while len(end_codes) < 1 and time.monotonic() < deadline:
        for proc in waiting:
            if proc.poll() is not None:
                end_codes.append(proc.returncode)
                waiting.remove(proc)
        time.sleep(0.1)
    assert end_codes == [0]  # one forwarded to the other and left
    [running] = waiting
    read_until(running, "koloda: brought forward", 60)  # the one left is the instance
    running.send_signal(signal.SIGINT)
    assert finish(running)[0] == 130
