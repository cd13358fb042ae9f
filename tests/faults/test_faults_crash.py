"""An unexpected exception in a menu action is logged under the data folder and shown in a
dialog, never lost on stderr; a failing dialog never recurses (issue 15)."""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QAction

from koloda.app.launch.crash import CrashHandler, crash_dir, write_crash_log


@pytest.fixture
def handler_with(qapp: Any) -> Any:
    made: list[CrashHandler] = []

    def make(show: Any, folder: Path | None = None) -> CrashHandler:
        handler = CrashHandler(folder=folder, show=show)
        handler.install()
        made.append(handler)
        return handler

    yield make
    for handler in made:
        handler.uninstall()


def test_an_exception_in_a_menu_action_is_logged_and_shown_not_printed(
    qtbot: Any, capfd: Any, handler_with: Any, koloda_home: Path
) -> None:
    shown: list[tuple[str, Path | None]] = []
    handler = handler_with(lambda message, path: shown.append((message, path)))
    action = QAction("Statistics")

    def broken_slot() -> None:
        raise RuntimeError("the statistics window fell over")

    action.triggered.connect(broken_slot)
    action.trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    [(message, path)] = shown
    assert path is not None and path.parent == crash_dir() == koloda_home / "data" / "crashes"
    log = path.read_text("utf-8")
    assert "Traceback (most recent call last)" in log
    assert "RuntimeError: the statistics window fell over" in log and "broken_slot" in log
    assert message == f"Something went wrong in Koloda; the details were saved in {path}."
    assert handler.logs == [path]
    err = capfd.readouterr().err
    assert "Traceback" not in err and "fell over" not in err
    assert f"details in {path}" in err


def test_a_dialog_that_fails_is_logged_once_and_never_recurses(
    qtbot: Any, handler_with: Any, tmp_path: Path
) -> None:
    calls: list[str] = []

    def failing_dialog(message: str, path: Path | None) -> None:
        calls.append(message)
        raise OSError("no display for the dialog")

    handler = handler_with(failing_dialog, tmp_path)
    action = QAction("Open")
    action.triggered.connect(lambda: 1 / 0)
    action.trigger()
    qtbot.waitUntil(lambda: len(list(tmp_path.glob("crash-*.log"))) == 2, timeout=10_000)
    qtbot.wait(100)  # had it recursed, more dialogs and logs would follow now
    assert len(calls) == 1
    logs = sorted(p.read_text("utf-8") for p in tmp_path.glob("crash-*.log"))
    assert any("ZeroDivisionError" in t for t in logs)
    assert any("OSError: no display for the dialog" in t for t in logs)
    assert len(handler.logs) == 1


def test_an_exception_in_a_python_thread_is_logged_too(
    qtbot: Any, handler_with: Any, tmp_path: Path
) -> None:
    shown: list[Any] = []
    handler_with(lambda message, path: shown.append(path), tmp_path)

    def crash() -> None:
        raise ValueError("warm-up failed")

    thread = threading.Thread(target=crash, name="koloda-test-thread")
    thread.start()
    thread.join()
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)  # shown from the GUI thread
    text = shown[0].read_text("utf-8")
    assert "ValueError: warm-up failed" in text and "koloda-test-thread" in text


def test_crash_logs_are_pruned_to_the_newest(tmp_path: Path) -> None:
    paths = [write_crash_log(f"crash {n}\n", tmp_path, keep=5) for n in range(8)]
    assert all(p is not None for p in paths)
    kept = sorted(tmp_path.glob("crash-*.log"))
    assert [p.read_text() for p in kept] == [f"crash {n}\n" for n in range(3, 8)]


def test_a_crash_log_that_cannot_be_written_still_gives_a_message(
    qtbot: Any, handler_with: Any, tmp_path: Path
) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the crash folder should be")
    shown: list[tuple[str, Any]] = []
    handler_with(lambda message, path: shown.append((message, path)), blocked)
    action = QAction("Save")
    action.triggered.connect(lambda: [][1])
    action.trigger()
    qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
    assert shown == [
        (
            "Something went wrong in Koloda (IndexError: list index out of range), and no "
            "crash log could be written.",
            None,
        )
    ]
