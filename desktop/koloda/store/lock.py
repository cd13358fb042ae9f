"""An inter-process lock for read-merge-write updates of a store file (no Qt here).

``with file_lock(path): ...`` holds an exclusive OS lock on ``<path>.lock``: ``fcntl.flock`` on
POSIX, ``msvcrt.locking`` on Windows. The operating system drops the lock when its holder
exits, however it died, so a kill -9 never leaves a stale lock; the lock file itself stays
(deleting it would let two processes lock two different files).
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
from collections.abc import Iterator
from pathlib import Path

from koloda.store.jsonio import M_WRITE_FAILED, Message, StoreError

LOCK_SUFFIX = ".lock"
LOCK_TIMEOUT_S = 10.0  # a writer holds the lock for milliseconds; this long means it hangs
_RETRY_S = 0.02

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)  # one byte at offset 0: the whole protocol
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            return False
        return True

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def lock_path(path: Path) -> Path:
    """The lock file that guards ``path``: ``<name>.lock`` beside it."""
    return path.with_name(path.name + LOCK_SUFFIX)


@contextlib.contextmanager
def file_lock(path: Path, timeout_s: float = LOCK_TIMEOUT_S) -> Iterator[None]:
    """Hold the lock of ``path`` for the ``with`` block; StoreError (saying the file could not
    be saved) if the lock file cannot be made or another process holds it for ``timeout_s``."""
    target = lock_path(path)
    flags = os.O_RDWR | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(target, flags, 0o644)
    except OSError as e:
        raise _failed(path, e.strerror or str(e)) from None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):  # a FIFO or device planted as the lock
            raise _failed(path, f"{target.name} is not a regular file")
        deadline = time.monotonic() + timeout_s
        while not _try_lock(fd):
            if time.monotonic() > deadline:
                raise _failed(path, "another Koloda kept it locked")
            time.sleep(_RETRY_S)
        try:
            yield
        finally:
            with contextlib.suppress(OSError):
                _unlock(fd)
    finally:
        os.close(fd)


def _failed(path: Path, detail: str) -> StoreError:
    return StoreError(Message(M_WRITE_FAILED, name=path.name, detail=detail))
