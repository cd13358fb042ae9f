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

Anything else found there is ignored with a notice on stderr, never a crash or a wait (issue
36): a request or temp file whose pid line is not a pid, and anything that is not a regular file
(a named pipe or a device is never opened, and is left where it is).

(Only QtCore: the frozen app leaves QtNetwork out, so QLocalServer is not used.)
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import sys
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QFileSystemWatcher, QLockFile, QObject, QTimer, Signal

from koloda.store.jsonio import file_kind

LOCK_NAME = "instance.lock"
REQUEST_NAME = "instance.raise"
ANSWER_WAIT_S = (
    30.0  # a first instance still starting up (a slow or busy machine) may take this long
)
POLL_MS = 1000  # the first instance's fallback check for a request
_STEP_S = 0.05
# A request is a pid and a file name as ASCII JSON (at most 6 characters for each of a path's
# bytes, and paths stay under 4096 bytes): anything longer is not a request of ours.
MAX_REQUEST_BYTES = 64 * 1024
_PID = re.compile(r"[0-9]{1,10}")  # ASCII digits only: "²" passes str.isdigit() but not int()
_READ_FLAGS = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0)
_READ_FLAGS |= getattr(os, "O_NOCTTY", 0) | getattr(os, "O_CLOEXEC", 0) | getattr(os, "O_BINARY", 0)


class NotARequest(Exception):
    """What is at the request's place is not a request of ours; the message says what it is."""


def read_request(path: Path) -> str:
    """The text of the request file at ``path``: FileNotFoundError when there is none, and
    NotARequest for anything but a small regular file of text. The type is checked before
    opening (a named pipe or device is never opened, a link never followed), then again on the
    descriptor, opened non-blocking in case something else was put there in between."""
    mode = os.lstat(path).st_mode
    if not stat.S_ISREG(mode):
        raise NotARequest(f"it is {file_kind(mode)}, not a regular file")
    try:
        fd = os.open(path, _READ_FLAGS)
    except FileNotFoundError:
        raise
    except OSError as e:
        raise NotARequest(f"it cannot be read ({e.strerror or e})") from None
    try:
        mode = os.fstat(fd).st_mode
        if not stat.S_ISREG(mode):
            raise NotARequest(f"it is {file_kind(mode)}, not a regular file")
        data = os.read(fd, MAX_REQUEST_BYTES + 1)
    except OSError as e:
        raise NotARequest(f"it cannot be read ({e.strerror or e})") from None
    finally:
        os.close(fd)
    if len(data) > MAX_REQUEST_BYTES:
        raise NotARequest("it is too long to be a request")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise NotARequest("it is not text") from None


def parse_pid(text: str) -> int | None:
    """The pid a request's first line names, or None when it is not a pid of a process."""
    if not _PID.fullmatch(text):
        return None
    pid = int(text)
    return pid if 0 < pid < 2**31 else None


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
        self._noticed: set[str] = set()

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
            self._drop_stale_temp(temp)
        self._watcher = QFileSystemWatcher([str(self.folder)], self)
        self._watcher.directoryChanged.connect(self._check)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._check)
        self._timer.start(POLL_MS)

    def _notice(self, path: Path, why: str) -> None:
        """Say once on stderr that a file of the channel is ignored (the poll sees it again
        every second)."""
        text = f"koloda: ignoring {path}: {why}"
        if text not in self._noticed:
            self._noticed.add(text)
            with contextlib.suppress(OSError):  # no stderr (a GUI start on Windows)
                print(text, file=sys.stderr, flush=True)

    def _drop_stale_temp(self, temp: Path) -> None:
        """Remove a second instance's temp request whose process is gone; leave anything that
        is not a regular file (never opened, moved or removed) or is not ours, with a notice."""
        try:
            mode = os.lstat(temp).st_mode
        except OSError:
            return
        if not stat.S_ISREG(mode):
            self._notice(temp, f"it is {file_kind(mode)}, not a regular file")
            return
        pid = parse_pid(temp.name[len(REQUEST_NAME) + 1 : -len(".tmp")])
        if pid is None:
            self._notice(temp, "its name holds no process id (removed)")
        elif process_alive(pid):
            return
        with contextlib.suppress(OSError):
            temp.unlink()

    def _stale_request(self) -> bool:
        """Whether the request file was left by a process that is gone or is damaged (a regular
        file that is no request of a live koloda): it is then removed. Anything that is not a
        regular file is left alone with a notice."""
        try:
            text = read_request(self.request)
        except FileNotFoundError:
            return False
        except NotARequest as e:
            if not _is_regular(self.request):
                self._notice(self.request, str(e))
                return False
            self._notice(self.request, f"{e} (removed)")
            return True
        except OSError:
            return False
        pid = parse_pid(text.split("\n", 1)[0].strip())
        if pid is None:
            self._notice(self.request, "its first line is not a process id (removed)")
            return True
        return not process_alive(pid)

    def _check(self) -> None:
        try:
            text = read_request(self.request)
        except FileNotFoundError:
            return  # no request (or another check took it a moment ago)
        except NotARequest as e:
            if not _is_regular(self.request):
                self._notice(self.request, str(e))
                return  # a pipe, device or folder there is no request: never opened or removed
            self._drop_foreign(str(e))
            return
        except OSError:
            return
        if parse_pid(text.split("\n", 1)[0].strip()) is None:
            self._drop_foreign("its first line is not a process id")
            return
        try:
            self.request.unlink()
        except OSError:
            return  # another check took it a moment ago
        self.activated.emit()
        document = request_document(text)
        if document:
            self.documentRequested.emit(document)

    def _drop_foreign(self, why: str) -> None:
        """Remove a regular file at the request's place that no koloda wrote, with a notice,
        bringing nothing forward."""
        with contextlib.suppress(OSError):
            self.request.unlink()
            self._notice(self.request, f"{why} (removed)")

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
        None if one still waits at the deadline (or something that is no request file stands
        there); on a file system without hard links (FAT, some network shares) written over
        whatever regular file is there (False)."""
        while True:
            try:
                os.link(temp, self.request)
                return True
            except FileExistsError:
                if not _is_regular(self.request):
                    self._notice(self.request, "it is not a regular file: cannot ask")
                    return None
                if time.monotonic() >= deadline:
                    return None
                time.sleep(_STEP_S)
            except OSError:
                if os.path.lexists(self.request) and not _is_regular(self.request):
                    self._notice(self.request, "it is not a regular file: cannot ask")
                    return None
                self.request.write_bytes(temp.read_bytes())
                return False

    def _ours(self, temp: Path, linked: bool) -> bool:
        """Whether our request still waits at ``instance.raise`` (not yet taken)."""
        try:
            if linked:
                return os.path.samefile(temp, self.request)
            return read_request(self.request).encode("utf-8") == temp.read_bytes()
        except (OSError, NotARequest):
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


def _is_regular(path: Path) -> bool:
    """Whether ``path`` is a regular file itself (not a link to one)."""
    try:
        return stat.S_ISREG(os.lstat(path).st_mode)
    except OSError:
        return False


def process_alive(pid: int) -> bool:
    """Whether a process ``pid`` exists (on Windows, os.kill with signal 0 would end it)."""
    if not 0 < pid < 2**31:
        return False  # no such pid anywhere (os.kill would raise OverflowError)
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
