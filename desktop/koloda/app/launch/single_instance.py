"""One Koloda window per user and data folder: a second ``koloda`` brings the first forward
(and hands it the saved game it was given: ``koloda FILE.koloda``).

``claim()`` takes a ``QLockFile`` in the data folder for the app's whole life (a lock left by
a killed instance is stale once its process is gone, and is taken over). A later instance finds
the lock held, leaves a request file (``instance.raise``) beside it and waits for the first to
take it away: the first watches the folder (``QFileSystemWatcher``, and a slow timer where
watching does not work, e.g. on some network shares), reads and removes the request, emits
``activated`` (and ``documentRequested`` with the file's absolute path when the request names
one) and the window comes forward; the second exits 0.

The request is the second instance's pid on the first line and, when it forwards a file, the
path as a JSON string on the second (any file name survives: newlines, undecodable bytes). It
is written whole under a temporary name and hard-linked into place, which fails while another
request is waiting, so two instances started together never overwrite each other's file.

``KOLODA_HOME`` moves the data folder, so separate homes run side by side; the folder is the
user's, so other users cannot ask. The demo and the headless commands never claim.

(Only QtCore: the frozen app leaves QtNetwork out, so QLocalServer is not used.)
"""

from __future__ import annotations

import contextlib
import json
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
    documentRequested = Signal(str)  # the absolute path a later ``koloda FILE`` forwarded

    def __init__(self, data_folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(data_folder)
        self.request = self.folder / REQUEST_NAME
        self.lock: QLockFile | None = None
        self._watcher: QFileSystemWatcher | None = None
        self._timer: QTimer | None = None

    def claim(self, wait_s: float = ANSWER_WAIT_S, document: str | None = None) -> Claim:
        """Become the instance for this folder, or ask the running one to come forward (and
        to open ``document``, an absolute path)."""
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
        return self._ask_forward(wait_s, document)

    def _listen(self) -> None:
        # A request already there is either left by a second instance that was killed (its
        # process is gone: drop it) or made by one started at the same moment, which waits
        # for an answer: the first check (the timer's, or the watcher's) answers it.
        if self._stale_request():
            with contextlib.suppress(OSError):
                self.request.unlink()
        for temp in self.folder.glob(f"{REQUEST_NAME}.*.tmp"):  # left by a killed second one
            pid = temp.name[len(REQUEST_NAME) + 1 : -len(".tmp")]
            if not pid.isdigit() or not process_alive(int(pid)):
                with contextlib.suppress(OSError):
                    temp.unlink()
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._check)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._check)
        self._timer.start(POLL_MS)

    def _stale_request(self) -> bool:
        """Whether the request file was left by a process that is gone (or is unreadable)."""
        try:
            text = self.request.read_text("utf-8").split("\n", 1)[0].strip()
        except FileNotFoundError:
            return False
        except (OSError, UnicodeDecodeError):
            return True
        if not text.isdigit():
            return True
        return not process_alive(int(text))

    def _check(self) -> None:
        try:
            text = self.request.read_text("utf-8")
        except FileNotFoundError:
            return  # no request (or another check took it a moment ago)
        except (OSError, UnicodeDecodeError):
            text = ""  # unreadable: still a request to come forward
        try:
            self.request.unlink()
        except OSError:
            return  # another check took it a moment ago
        self.activated.emit()
        document = request_document(text)
        if document:
            self.documentRequested.emit(document)

    def _ask_forward(self, wait_s: float, document: str | None = None) -> Claim:
        text = str(os.getpid())
        if document:  # ASCII JSON: any file name, even one that is not valid UTF-8
            text += "\n" + json.dumps(document) + "\n"
        deadline = time.monotonic() + wait_s
        temp = self.folder / f"{REQUEST_NAME}.{os.getpid()}.tmp"
        try:
            temp.write_text(text, "ascii")
            linked = self._post(temp, deadline)
            if linked is None:
                return Claim.UNREACHABLE  # another request waited there all along
            while time.monotonic() < deadline:
                if not self._ours(temp, linked):
                    return Claim.FORWARDED  # taken: the window is coming forward
                time.sleep(_STEP_S)
            if self._ours(temp, linked):
                self.request.unlink()
            return Claim.UNREACHABLE
        except OSError:
            return Claim.UNREACHABLE
        finally:
            with contextlib.suppress(OSError):
                temp.unlink()

    def _post(self, temp: Path, deadline: float) -> bool | None:
        """Put the request in place: hard-linked (True) once no other request waits there, or
        None if one still waits at the deadline; on a file system without hard links (FAT, some
        network shares) written over whatever is there (False)."""
        while True:
            try:
                os.link(temp, self.request)
                return True
            except FileExistsError:
                if time.monotonic() >= deadline:
                    return None
                time.sleep(_STEP_S)
            except OSError:
                self.request.write_bytes(temp.read_bytes())
                return False

    def _ours(self, temp: Path, linked: bool) -> bool:
        """Whether our request still waits at ``instance.raise`` (not yet taken)."""
        try:
            if linked:
                return os.path.samefile(temp, self.request)
            return self.request.read_bytes() == temp.read_bytes()
        except OSError:
            return False

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


def request_document(text: str) -> str:
    """The file a request names (its second line, a JSON string), or "" when it names none."""
    lines = text.split("\n")
    if len(lines) < 2 or not lines[1].strip():
        return ""
    try:
        document = json.loads(lines[1])
    except ValueError:
        return ""
    return document if isinstance(document, str) and os.path.isabs(document) else ""


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
