"""Ctrl+C, SIGTERM and SIGHUP quit the app the way Game > Quit does (issue 15).

While Qt's event loop runs, no Python code runs, so Python never gets to handle a signal: Ctrl+C
in the terminal did nothing. ``SignalQuitter`` installs Python handlers and points
``signal.set_wakeup_fd`` at a socket pair watched by a ``QSocketNotifier`` (a periodic no-op
timer where that cannot be set up): the C-level handler writes a byte, the notifier wakes the
loop, Python runs the handler, and ``quitRequested`` is emitted from the event loop (never from
inside whatever Python code the signal interrupted).

Exit codes follow the shell's convention for a process ended by a signal, 128 + its number
(130 for SIGINT, 143 for SIGTERM, 129 for SIGHUP), so a script can tell an interrupted run
from a normal quit; the game is saved either way.
"""

from __future__ import annotations

import contextlib
import signal
import socket
from types import FrameType

from PySide6.QtCore import QObject, QSocketNotifier, QTimer, Signal

WAKE_POLL_MS = 250  # the fallback timer's period, when no wakeup socket can be had


def quit_signals() -> list[signal.Signals]:
    """The signals that mean "quit" on this platform."""
    names = ("SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK")  # SIGBREAK: Ctrl+Break on Windows
    return [getattr(signal, n) for n in names if hasattr(signal, n)]


def exit_code(signum: int) -> int:
    """128 + the signal number, the shell's code for a process ended by that signal."""
    return 128 + int(signum)


class SignalQuitter(QObject):
    """Turns the quit signals into ``quitRequested(signum)``, emitted once from the event loop."""

    quitRequested = Signal(int)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.received: int | None = None
        self._previous: dict[int, object] = {}
        self._old_wakeup_fd = -1
        self._sockets: tuple[socket.socket, socket.socket] | None = None
        self._notifier: QSocketNotifier | None = None
        self._timer: QTimer | None = None
        for signum in quit_signals():
            with contextlib.suppress(OSError, ValueError):  # not the main thread, or refused
                self._previous[signum] = signal.signal(signum, self._handle)
        self._watch()

    def _watch(self) -> None:
        try:
            reader, writer = socket.socketpair()
            reader.setblocking(False)
            writer.setblocking(False)
            self._old_wakeup_fd = signal.set_wakeup_fd(writer.fileno(), warn_on_full_buffer=False)
        except (OSError, ValueError):
            self._timer = QTimer(self)  # lets Python run its handlers every WAKE_POLL_MS
            self._timer.timeout.connect(lambda: None)
            self._timer.start(WAKE_POLL_MS)
            return
        self._sockets = (reader, writer)
        self._notifier = QSocketNotifier(reader.fileno(), QSocketNotifier.Type.Read, self)
        self._notifier.activated.connect(self._drain)

    def _drain(self) -> None:
        # by now Python has run _handle; the bytes only woke the loop
        if self._sockets is not None:
            with contextlib.suppress(OSError):
                while self._sockets[0].recv(64):
                    pass

    def _handle(self, signum: int, frame: FrameType | None) -> None:
        if self.received is not None:
            return  # already quitting
        self.received = signum
        QTimer.singleShot(0, lambda: self.quitRequested.emit(signum))

    def uninstall(self) -> None:
        """Put the previous handlers and wakeup fd back (tests; the app just exits)."""
        for signum, handler in self._previous.items():
            with contextlib.suppress(OSError, ValueError, TypeError):
                signal.signal(signum, handler)  # type: ignore[arg-type]
        self._previous = {}
        if self._sockets is not None:
            with contextlib.suppress(OSError, ValueError):
                signal.set_wakeup_fd(self._old_wakeup_fd)
            if self._notifier is not None:
                self._notifier.setEnabled(False)
            for s in self._sockets:
                s.close()
            self._sockets = None
        if self._timer is not None:
            self._timer.stop()
