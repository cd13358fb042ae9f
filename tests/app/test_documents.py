"""Saved games handed to Koloda from outside (issue 29): ``koloda FILE.koloda`` on the command
line, a file forwarded by a second ``koloda`` through the single-instance channel, and macOS's
QFileOpenEvent. A path is told from a sub-command; a missing file, a folder or a FIFO is said in
one sentence with exit 2; a bad file gets File > Open's message and changes nothing."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFileOpenEvent

from koloda import cli
from koloda.app import main as app_main
from koloda.app.launch.documents import document_problem
from koloda.app.launch.file_open import FileOpenFilter
from koloda.app.launch.single_instance import REQUEST_NAME, Claim, SingleInstance
from koloda.app.play.controller import GameController
from koloda.app.window.main_window import MainWindow
from koloda.match import MatchConfig
from koloda.store import saves

ROOSTER = MatchConfig("rooster", 3, seed=7)


@pytest.fixture
def saved_game(tmp_path: Path, qapp: Any) -> Path:
    """A real saved Chuvash Rooster match, as File > Save As writes it."""
    c = GameController(ai_process=False)
    c.new_match(ROOSTER)
    path = tmp_path / "my game.koloda"
    saves.save_game(path, c.to_json())
    c.shutdown()
    return path


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str | None, str | None]]:
    """Calls of run_app (speed, document) instead of a real start; Qt counts as available."""
    calls: list[tuple[str | None, str | None]] = []
    monkeypatch.setattr(app_main, "_qt_problem_said", lambda: False)
    monkeypatch.setattr(
        app_main, "run_app", lambda speed=None, document=None: calls.append((speed, document)) or 0
    )
    return calls


# ------------------------------------------------------------------ the command line


def test_a_saved_game_on_the_command_line_starts_the_app_with_its_absolute_path(
    saved_game: Path, started: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(saved_game.parent)
    assert cli.main([saved_game.name]) == 0
    assert started == [(None, str(saved_game))]


def test_a_file_named_like_a_sub_command_is_opened_when_written_as_a_path(
    tmp_path: Path, started: list[Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "bench").write_text("{}")
    monkeypatch.chdir(tmp_path)
    ran: list[list[str]] = []
    monkeypatch.setattr(cli, "_bench", lambda argv: ran.append(argv) or 0)
    assert cli.main(["bench", "--game", "ditch"]) == 0  # the exact name is the command
    assert ran == [["--game", "ditch"]] and started == []
    assert cli.main(["./bench"]) == 0  # a path is a file for the app
    assert started == [(None, str(tmp_path / "bench"))]


@pytest.mark.parametrize(
    ("make", "said"),
    [
        ("missing", "there is no file"),
        ("folder", "is a folder, not a saved game"),
        ("fifo", "is not a regular file"),
    ],
)
def test_a_path_that_is_not_a_readable_file_is_said_plainly_with_exit_two(
    tmp_path: Path, started: list[Any], capsys: Any, make: str, said: str
) -> None:
    path = tmp_path / f"{make}.koloda"
    if make == "folder":
        path.mkdir()
    elif make == "fifo":
        os.mkfifo(path)  # never opened: reading it would wait for a writer forever
    assert cli.main([str(path)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("koloda: ") and said in err and str(path) in err
    assert "Traceback" not in err
    assert started == []  # nothing started, nothing handed to a running Koloda


def test_a_mistyped_command_is_answered_with_the_commands(started: list[Any], capsys: Any) -> None:
    assert cli.main(["benhc"]) == 2
    assert "the commands are engine, arena, bench, games, host and join" in capsys.readouterr().err


def test_a_saved_game_does_not_go_with_the_demo(saved_game: Path, capsys: Any) -> None:
    assert cli.main(["--demo", str(saved_game)]) == 2
    assert "without --demo" in capsys.readouterr().err


def test_help_names_the_file_argument_and_the_exit_codes(capsys: Any) -> None:
    assert cli.main(["--help"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "FILE" in out and "Exit codes: 0" in out and "2 a bad option" in out


@pytest.mark.skipif(os.geteuid() == 0, reason="root reads every file")
def test_an_unreadable_file_is_said(tmp_path: Path) -> None:
    path = tmp_path / "locked.koloda"
    path.write_text("{}")
    path.chmod(0)
    assert "permission denied" in (document_problem(str(path)) or "")


# ------------------------------------------------------------------ the single-instance channel

SECOND = (
    "import sys; from pathlib import Path; "
    "from koloda.app.launch.single_instance import SingleInstance; "
    "print(SingleInstance(Path(sys.argv[1])).claim(wait_s=20, document=sys.argv[2]).value)"
)


def _second(folder: Path, document: str) -> subprocess.Popen[str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    return subprocess.Popen(
        [sys.executable, "-c", SECOND, str(folder), document],
        stdout=subprocess.PIPE,
        text=True,
        env=env,
    )


def test_a_second_koloda_hands_its_file_to_the_first(qtbot: Any, tmp_path: Path) -> None:
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST
    got: list[str] = []
    first.documentRequested.connect(got.append)
    # any file name survives the trip: spaces, a newline, Cyrillic
    document = str(tmp_path / "партия\nдва.koloda")
    second = _second(tmp_path, document)
    with qtbot.waitSignal(first.activated, timeout=20_000):
        pass
    qtbot.waitUntil(lambda: got == [document], timeout=5_000)
    out, _ = second.communicate(timeout=30)
    assert out.strip() == Claim.FORWARDED.value and second.returncode == 0
    assert not (tmp_path / REQUEST_NAME).exists()
    assert not list(tmp_path.glob(f"{REQUEST_NAME}.*"))  # no temporary request left behind
    first.release()


def test_two_files_forwarded_at_once_both_arrive(qtbot: Any, tmp_path: Path) -> None:
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST
    got: list[str] = []
    first.documentRequested.connect(got.append)
    documents = [str(tmp_path / "a.koloda"), str(tmp_path / "b.koloda")]
    seconds = [_second(tmp_path, d) for d in documents]
    qtbot.waitUntil(lambda: sorted(got) == documents, timeout=25_000)
    for second in seconds:
        out, _ = second.communicate(timeout=30)
        assert out.strip() == Claim.FORWARDED.value
    first.release()


def test_a_request_without_a_file_only_brings_the_window_forward(
    qtbot: Any, tmp_path: Path
) -> None:
    first = SingleInstance(tmp_path)
    assert first.claim() is Claim.FIRST
    got: list[str] = []
    first.documentRequested.connect(got.append)
    with qtbot.waitSignal(first.activated, timeout=5_000):
        (tmp_path / REQUEST_NAME).write_text(str(os.getpid()), "ascii")  # an older koloda's
    qtbot.wait(100)
    assert got == []
    first.release()


# ------------------------------------------------------------------ the window opens it


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> MainWindow:
    w = MainWindow(
        stand_in_table,
        controller=GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False),
        persist=True,
    )
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


def test_a_forwarded_file_opens_in_the_running_window(window: MainWindow, saved_game: Path) -> None:
    assert app_main.open_document(window, str(saved_game))
    config = window.controller.config
    assert config is not None and config.game == "rooster" and config.seed == 7
    assert window.settings.recent_files[0] == str(saved_game)  # as File > Open remembers it


def test_a_foreign_file_gets_the_message_of_file_open_and_changes_nothing(
    qtbot: Any, window: MainWindow, saved_game: Path, tmp_path: Path
) -> None:
    assert app_main.open_document(window, str(saved_game))
    before = window.controller.to_json()
    foreign = tmp_path / "notes.koloda"
    foreign.write_text('{"format": "something-else", "version": 1}\n', "utf-8")
    assert not app_main.open_document(window, str(foreign))
    from_command_line = window.last_message
    assert "notes.koloda" in from_command_line
    window.last_message = ""
    assert not window.open_game(str(foreign))  # File > Open with the same file
    assert window.last_message == from_command_line
    assert window.controller.to_json() == before  # the game on the table is untouched


def test_a_file_waits_while_a_question_is_open(
    qtbot: Any, window: MainWindow, saved_game: Path
) -> None:
    # the app's loop runs a question's loop (a modal box, a file chooser): a file arriving then
    # is opened after the answer, never under the question
    from PySide6.QtCore import QEventLoop, QTimer

    app_loop, question = QEventLoop(), QEventLoop()
    opened: list[bool] = []
    at_answer: list[object] = []

    def answer() -> None:
        at_answer.append(window.controller.config)
        question.quit()

    def ask() -> None:
        QTimer.singleShot(0, lambda: opened.append(app_main.open_document(window, str(saved_game))))
        QTimer.singleShot(400, answer)
        question.exec()
        QTimer.singleShot(3000, app_loop.quit)

    QTimer.singleShot(0, ask)
    app_loop.exec()
    assert opened == [False] and at_answer == [None]  # not opened while the question was up
    config = window.controller.config
    assert config is not None and config.game == "rooster"  # but right after it


def test_macos_file_open_event_reaches_the_window(
    qtbot: Any, window: MainWindow, saved_game: Path
) -> None:
    app = QCoreApplication.instance()
    assert app is not None
    events = FileOpenFilter()
    events.fileOpened.connect(lambda path: app_main.open_document(window, path))
    app.installEventFilter(events)
    try:
        QCoreApplication.sendEvent(app, QFileOpenEvent(str(saved_game)))
    finally:
        app.removeEventFilter(events)
    config = window.controller.config
    assert config is not None and config.game == "rooster"


def test_a_file_opened_with_koloda_is_opened_unasked_and_the_autosave_kept(
    window: MainWindow, saved_game: Path, qapp: Any
) -> None:
    """A file opened with Koloda while another game waits in the autosave: the file opens, no
    "Resume your Ryadky game?" comes before it (a question about another game), and the
    waiting game is kept in File > Open Recent as a No keeps it, and said."""
    c = GameController(ai_process=False)
    c.new_match(MatchConfig("ryadky", 2, seed=3))
    saves.autosave(c.to_json())
    c.shutdown()
    asked: list[str] = []
    window.ask = lambda title, text: asked.append(text) or True  # type: ignore[method-assign]
    app_main.start_with(window, str(saved_game))
    assert asked == []
    config = window.controller.config
    assert config is not None and config.game == "rooster" and config.seed == 7
    kept = Path(window.settings.recent_files[1])  # the file opened first, the kept game next
    assert kept.name.startswith("ryadky-") and kept.exists()
    assert saves.load_game(kept)["config"]["game"] == "ryadky"  # type: ignore[index]
    assert "Your Ryadky game was kept as " in window.status.currentMessage()
