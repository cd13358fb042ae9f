"""Unexpected exceptions: written to a crash log under the data folder and shown in a dialog,
never lost on stderr (issue 15).

PySide6 hands an exception raised in a slot (a menu action, a timer, a signal handler) to
``sys.excepthook``; Python threads use ``threading.excepthook``. ``CrashHandler.install()``
takes both: the traceback goes to ``<data folder>/crashes/crash-<UTC time>.log`` (atomic; the
newest KEEP_LOGS are kept), and a one-sentence message naming the log is shown in the GUI thread.
A failure while reporting is only logged, never reported again (no recursion).
"""

from __future__ import annotations

import contextlib
import os
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, Signal

from koloda.store.jsonio import write_bytes_atomic
from koloda.store.paths import data_dir

CRASH_DIR = "crashes"
KEEP_LOGS = 20  # older crash logs are deleted: they are diagnostics, not the player's data

Show = Callable[[str, Path | None], None]


def crash_dir() -> Path:
    """Where crash logs go: ``<data folder>/crashes``."""
    return data_dir() / CRASH_DIR


def write_crash_log(text: str, folder: Path | None = None, keep: int = KEEP_LOGS) -> Path | None:
    """Write one crash log (a unique timestamped name) and prune to the ``keep`` newest; the
    path, or None if it could not be written. Never raises."""
    try:
        from datetime import UTC, datetime  # here: only a crash needs it (~10 ms of every start)

        target = folder if folder is not None else crash_dir()
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S-%f")
        path = target / f"crash-{stamp}.log"
        n = 1
        while path.exists():
            n += 1
            path = target / f"crash-{stamp}-{n}.log"
        write_bytes_atomic(path, text.encode("utf-8", "backslashreplace"))
        logs = sorted(target.glob("crash-*.log"))
        for old in logs[: max(0, len(logs) - keep)]:
            with contextlib.suppress(OSError):
                old.unlink()
    except Exception:  # a crash report must never crash
        return None
    return path


def crash_report(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> str:
    """The log's text: when, which versions, and the traceback."""
    import platform
    from datetime import UTC, datetime

    from koloda import __version__

    try:
        from PySide6 import __version__ as pyside
    except ImportError:  # pragma: no cover - PySide6 is a dependency
        pyside = "?"
    lines = [
        f"Koloda {__version__} crash report, {datetime.now(UTC).isoformat(timespec='seconds')}",
        f"Python {platform.python_version()}, PySide6 {pyside}, {platform.platform()}",
        f"Thread: {threading.current_thread().name}",
        "",
        *traceback.format_exception(kind, value, tb),
    ]
    return "\n".join(line.rstrip("\n") for line in lines) + "\n"


def show_crash_dialog(message: str, path: Path | None) -> None:
    """The app's dialog: one sentence and where the details are."""
    from PySide6.QtWidgets import QApplication, QMessageBox

    parent = QApplication.activeWindow()
    title = QCoreApplication.translate("Crash", "Koloda")
    QMessageBox.critical(parent, title, message)


class CrashHandler(QObject):
    """Logs every unexpected exception and shows it; ``show`` is injectable (tests, headless)."""

    _report = Signal(str, str)  # the message and the log path ("" if none), to the GUI thread

    def __init__(
        self,
        folder: Path | None = None,
        show: Show | None = show_crash_dialog,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.folder = folder
        self.show = show
        self.logs: list[Path] = []
        self._showing = False
        self._previous: tuple[Any, Any] | None = None
        self._report.connect(self._show, Qt.ConnectionType.QueuedConnection)

    def install(self) -> None:
        self._previous = (sys.excepthook, threading.excepthook)
        sys.excepthook = self.handle
        threading.excepthook = self._handle_thread

    def uninstall(self) -> None:
        if self._previous is not None:
            sys.excepthook, threading.excepthook = self._previous
            self._previous = None

    def _handle_thread(self, args: threading.ExceptHookArgs) -> None:
        if args.exc_value is not None:
            self.handle(args.exc_type, args.exc_value, args.exc_traceback)

    def handle(
        self, kind: type[BaseException], value: BaseException, tb: TracebackType | None
    ) -> None:
        """The excepthook: write the log, then have the dialog shown from the event loop."""
        if issubclass(kind, KeyboardInterrupt | SystemExit):
            return  # Ctrl+C is quit_signals' business; SystemExit is a deliberate exit
        path = write_crash_log(crash_report(kind, value, tb), self.folder)
        if path is not None:
            self.logs.append(path)
        with contextlib.suppress(Exception):  # a pointer for whoever watches the terminal
            where = f"details in {path}" if path is not None else "no crash log could be written"
            print(f"koloda: unexpected {kind.__name__}; {where}", file=sys.stderr, flush=True)
        if self._showing:
            return  # the dialog itself failed: logged, not shown again
        if path is None:
            message = (
                QCoreApplication.translate(
                    "Crash",
                    "Something went wrong in Koloda (%s), and no crash log could be written.",
                )
                % f"{kind.__name__}: {value}"
            )
        else:
            message = QCoreApplication.translate(
                "Crash", "Something went wrong in Koloda; the details were saved in %s."
            ) % os.fspath(path)
        self._report.emit(message, os.fspath(path) if path is not None else "")

    def _show(self, message: str, path: str) -> None:
        if self._showing or self.show is None:
            return
        self._showing = True
        try:
            self.show(message, Path(path) if path else None)
        except Exception:
            kind, value, tb = sys.exc_info()
            if kind is not None and value is not None:
                write_crash_log(crash_report(kind, value, tb), self.folder)
        finally:
            self._showing = False
