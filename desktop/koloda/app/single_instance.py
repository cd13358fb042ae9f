"""One Koloda window per user and data folder: a second ``koloda`` brings the first forward.

``claim()`` takes a ``QLockFile`` in the data folder for the app's whole life (a lock left by
a killed instance is stale once its process is gone, and is taken over), then listens on a
``QLocalServer`` whose name is derived from the user and the data folder. A later instance
finds the lock held, connects, sends ``raise`` and exits 0; the first emits ``activated`` and
the window comes forward. ``KOLODA_HOME`` moves the data folder, so separate homes run side by
side. The demo and the headless commands never claim.
"""

from __future__ import annotations

import getpass
import hashlib
import os
import time
from enum import Enum
from pathlib import Path

from PySide6.QtCore import QLockFile, QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "instance.lock"
REQUEST = b"raise\n"
ANSWER = b"ok\n"
CONNECT_WAIT_S = 5.0  # a first instance still starting up gets this long to start listening
_STEP_MS = 200


class Claim(Enum):
    FIRST = "first"  # this process is the instance (or cannot tell: it runs anyway)
    FORWARDED = "forwarded"  # another instance was asked to come forward: exit 0
    UNREACHABLE = "unreachable"  # another instance holds the lock but does not answer


def server_name(data_folder: Path) -> str:
    """The local server's name: the same for one user and one data folder, and short (a Unix
    socket path has about 100 bytes)."""
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name in the environment or the password database
        user = str(getattr(os, "getuid", lambda: "")())
    folder = os.path.normcase(os.path.realpath(data_folder))
    digest = hashlib.sha256(f"{user}\0{folder}".encode()).hexdigest()[:24]
    return f"koloda-{digest}"


class SingleInstance(QObject):
    """The claim on a data folder; ``activated`` when a later ``koloda`` asks to come forward."""

    activated = Signal()

    def __init__(self, data_folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(data_folder)
        self.name = server_name(self.folder)
        self.lock: QLockFile | None = None
        self.server: QLocalServer | None = None

    def claim(self, wait_s: float = CONNECT_WAIT_S) -> Claim:
        """Become the instance for this folder, or ask the running one to come forward."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return Claim.FIRST  # no folder to lock in: nothing to share with another instance
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # stale only when its process is gone, never by age
        deadline = time.monotonic() + wait_s
        while True:
            if lock.tryLock(0):
                self.lock = lock
                self._listen()
                return Claim.FIRST
            if lock.error() != QLockFile.LockError.LockFailedError:
                return Claim.FIRST  # cannot write the lock (read-only folder...): run anyway
            if self._ask_forward():
                return Claim.FORWARDED
            if time.monotonic() > deadline:
                return Claim.UNREACHABLE
            time.sleep(_STEP_MS / 1000)

    def _listen(self) -> None:
        QLocalServer.removeServer(self.name)  # a socket left by a killed instance
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        server.newConnection.connect(self._on_connection)
        if server.listen(self.name):
            self.server = server

    def _on_connection(self) -> None:
        assert self.server is not None
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._on_request(s))
            socket.disconnected.connect(socket.deleteLater)

    def _on_request(self, socket: QLocalSocket) -> None:
        if bytes(socket.readAll().data()).startswith(REQUEST.strip()):
            socket.write(ANSWER)
            socket.flush()
            self.activated.emit()
        socket.disconnectFromServer()

    def _ask_forward(self) -> bool:
        socket = QLocalSocket()
        socket.connectToServer(self.name)
        if not socket.waitForConnected(_STEP_MS * 5):
            return False
        socket.write(REQUEST)
        socket.flush()
        answered = socket.waitForReadyRead(2000) and bytes(socket.readAll().data()) == ANSWER
        socket.disconnectFromServer()
        return answered

    def release(self) -> None:
        """Stop listening and unlock (the app quitting; a killed app's lock goes stale)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None
