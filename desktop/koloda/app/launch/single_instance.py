"""One Koloda window per user and data folder: a second ``koloda`` brings the first forward.

``claim()`` takes a ``QLockFile`` in the data folder for the app's whole life (a lock left by
a killed instance is stale once its process is gone, and is taken over). A later instance finds
the lock held, leaves a request file (``instance.raise``) beside it and waits for the first to
take it away: the first watches the folder (``QFileSystemWatcher``, and a slow timer where
watching does not work, e.g. on some network shares), removes the request, emits ``activated``
and the window comes forward; the second exits 0. ``KOLODA_HOME`` moves the data folder, so
separate homes run side by side; the folder is the user's, so other users cannot ask. The demo
and the headless commands never claim.

(Only QtCore: the frozen app leaves QtNetwork out, so QLocalServer is not used.)
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

LOCK_NAME = "instance.lock"
REQUEST_NAME = "instance.raise"
ANSWER_WAIT_S = (
    30.0  # a first instance still starting up (a slow or busy machine) may take this long
)
POLL_MS = 1000  # the first instance's fallback check for a request
_STEP_S = 0.05


class Claim(Enum):
    FIRST = "first"  # this process is the instance (or cannot tell: it runs anyway)
    FORWARDED = "forwarded"  # the running instance was asked to come forward and did: exit 0
    UNREACHABLE = "unreachable"  # another instance holds the lock but does not answer


class SingleInstance(QObject):
    """The claim on a data folder; ``activated`` when a later ``koloda`` asks to come forward."""

    activated = Signal()

    def __init__(self, data_folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(data_folder)
        self.request = self.folder / REQUEST_NAME
        self.lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None
        self._timer: QTimer | None = None

    def claim(self, wait_s: float = ANSWER_WAIT_S) -> Claim:
        """Become the instance for this folder, or ask the running one to come forward."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Claim.FIRST  # no folder to lock in: nothing to share with another instance
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        if lock.tryLock(0):
            self.lock = lock
            self._listen()
            return Claim.FIRST
        if lock.error() != QLockFile.LockError.LockFailedError:
            return Claim.FIRST  # cannot write the lock (a read-only folder...): run anyway
        return self._ask_forward(wait_s)

    def _listen(self) -> None:
        # A request already there is either left by a second instance that was killed (its
        # process is gone: drop it) or made by one started at the same moment, which waits
        # for an answer: the first check (the timer's, or the watcher's) answers it.
        if self._stale_request():
            with contextlib.suppress(OSError):
                self.request.unlink()
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._check)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._check)
        self._timer.start(POLL_MS)

    def _stale_request(self) -> bool:
        """Whether the request file was left by a process that is gone (or is unreadable)."""
        try:
            text = self.request.read_text("ascii").strip()
        except FileNotFoundError:
            return False
        except (OSError, UnicodeDecodeError):
            return True
        if not text.isdigit():
            return True
        return not process_alive(int(text))

    def _check(self) -> None:
        try:
            self.request.unlink()
        except OSError:
            return  # no request (or another check took it a moment ago)
        self.activated.emit()

    def _ask_forward(self, wait_s: float) -> Claim:
        try:
            self.request.write_text(str(os.getpid()), "ascii")
        except OSError:
            return Claim.UNREACHABLE
        deadline = time.monotonic() + wait_s
        while time.monotonic() < deadline:
            if not self.request.exists():
                return Claim.FORWARDED  # taken: the window is coming forward
            time.sleep(_STEP_S)
        with contextlib.suppress(OSError):
            self.request.unlink()
        return Claim.UNREACHABLE

    def release(self) -> None:
        """Stop watching and unlock (the app quitting; a killed app's lock goes stale)."""
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
        if self._watcher is not None:
            self._watcher.removePath(str(self.folder))
            self._watcher = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (on Windows, os.kill with signal 0 would end it)."""
    if pid <= 0:
        return False
    if sys.platform == "win32":
        import ctypes

        handle = ctypes.windll.kernel32.OpenProcess(0x1000, False, pid)  # QUERY_LIMITED_INFO
        if not handle:
            return False
        ctypes.windll.kernel32.CloseHandle(handle)
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # it exists but is another user's
    return True
