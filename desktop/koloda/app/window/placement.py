"""Where the main window stands on the screen (issue 41): at its first start as large as Koloda
likes within the screen's available area, its frame and the desktop's panels counted; after
that where and as large as it was when last closed; and never, after it shows, with a part of
its frame beyond the available area (a window manager tells the frame's size only once the
window is shown, so the fit is checked again then)."""

from __future__ import annotations

import time

from PySide6.QtCore import QByteArray, QEvent, QMargins, QObject, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

__all__ = [
    "FRAME_GUESS",
    "PREFERRED",
    "WindowPlace",
    "frame_margins",
    "off_screen",
    "room_for",
    "sized_for_screen",
]

PREFERRED = QSize(1280, 800)  # the size the table is drawn for, when the screen has room
# a title bar and borders, until the window manager says what they are (after the show)
FRAME_GUESS = QMargins(4, 32, 4, 4)
# after the first show: again when the window manager has framed it (it says so late)
CHECKS_MS = (0, 150, 500, 1200)
# and for this long after a show or a change of state every move or resize is checked too: a
# busy window manager may frame the window again later than the last of CHECKS_MS
WATCH_S = 4.0


def screen_of(window: QWidget) -> QScreen | None:
    return window.screen() or QGuiApplication.primaryScreen()


def room_for(near: QWidget | None) -> QRect:
    """The available area of the screen ``near`` is on (the primary screen's without it)."""
    screen = screen_of(near) if near is not None else QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1920, 1080)


def sized_for_screen(wanted: QSize, near: QWidget | None) -> QSize:
    """``wanted``, no larger than the screen ``near`` is on leaves a window inside a frame
    (FRAME_GUESS): a dialog of a fixed size was taller than a small screen, its buttons below
    the edge."""
    room = room_for(near).size()
    frame = QSize(
        FRAME_GUESS.left() + FRAME_GUESS.right(), FRAME_GUESS.top() + FRAME_GUESS.bottom()
    )
    return wanted.boundedTo(room - frame)


def frame_margins(window: QWidget) -> QMargins:
    """The frame around ``window``'s contents: a title bar and borders (none without a window
    manager, or before one has framed it)."""
    frame, inner = window.frameGeometry(), window.geometry()
    return QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def off_screen(window: QWidget) -> str:
    """What of ``window``'s frame is beyond its screen's available area, in words ("" when
    none is; a full-screen window covers the whole screen)."""
    screen = screen_of(window)
    if screen is None or not window.isVisible():
        return ""
    room = screen.geometry() if window.isFullScreen() else screen.availableGeometry()
    frame = window.frameGeometry()
    if room.contains(frame):
        return ""
    return (
        f"the window's frame {_rect(frame)} is not within the screen's available area {_rect(room)}"
    )


def _rect(r: QRect) -> str:
    return f"{r.width()}x{r.height()}+{r.x()}+{r.y()}"


class WindowPlace(QObject):
    """The size and place of one main window: fitted, restored, kept on the screen."""

    def __init__(self, window: QWidget) -> None:
        super().__init__(window)
        self.window = window
        self._checked = False  # the checks after the first show were started
        self._watch_until = 0.0  # until then (time.monotonic) a move or resize is checked
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A move or resize of the window while it is watched: its frame checked after it."""
        moved = event.type() in (QEvent.Type.Move, QEvent.Type.Resize)
        if watched is self.window and moved and time.monotonic() < self._watch_until:
            QTimer.singleShot(0, self, self.keep_on_screen)
        return False

    def place(self, saved: str) -> None:
        """Before the first show: where the window was (``saved``, from ``saved()``), else
        the preferred size within the available area, centred."""
        if saved and self.window.restoreGeometry(QByteArray.fromBase64(saved.encode("ascii"))):
            return
        self.fit()

    def saved(self) -> str:
        """The window's size and place to keep (in base64, for the settings)."""
        return bytes(self.window.saveGeometry().toBase64().data()).decode("ascii")

    def fit(self) -> None:
        """The preferred size, or less, with the frame within the screen's available area,
        centred on it."""
        screen = screen_of(self.window)
        if screen is None:
            self.window.resize(PREFERRED)
            return
        room = screen.availableGeometry()
        margins = self._margins()
        extra = QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
        size = PREFERRED.boundedTo(room.size() - extra)
        self.window.resize(size)
        size = self.window.size()  # not less than the window's minimum
        x = room.left() + max(0, (room.width() - size.width() - extra.width()) // 2)
        y = room.top() + max(0, (room.height() - size.height() - extra.height()) // 2)
        self.window.move(x, y)  # a top-level window's position is its frame's

    def _margins(self) -> QMargins:
        known = frame_margins(self.window)
        return known if self.window.isVisible() and not known.isNull() else FRAME_GUESS

    def shown(self) -> None:
        """The window was shown: once the window manager has framed it, the frame is kept
        within the available area (checked a few times: it says the frame's size late)."""
        if self._checked:
            return
        self._checked = True
        self.check_soon()

    def state_changed(self, old: Qt.WindowState) -> None:
        """The window's state changed from ``old``: back from full screen or maximised, the
        window manager gives it back the size it had before, which may reach beyond the
        available area (the checks after the first show skip a full-screen window: one made
        full screen at once kept a frame too large for the screen when it came back)."""
        big = Qt.WindowState.WindowFullScreen | Qt.WindowState.WindowMaximized
        if self._checked and old & big and not self.window.windowState() & big:
            self.check_soon()

    def check_soon(self) -> None:
        """The frame kept within the available area, checked a few times and after every move
        or resize for WATCH_S (the window manager says the frame's size late)."""
        self._watch_until = time.monotonic() + WATCH_S
        for ms in CHECKS_MS:
            QTimer.singleShot(ms, self, self.keep_on_screen)

    def keep_on_screen(self) -> None:
        """Smaller and moved if the frame reaches beyond the available area (a maximised or
        full-screen window is the window manager's)."""
        w = self.window
        state = w.windowState()
        if not w.isVisible() or state & (
            Qt.WindowState.WindowMaximized
            | Qt.WindowState.WindowFullScreen
            | Qt.WindowState.WindowMinimized
        ):
            return
        screen = screen_of(w)
        if screen is None or not off_screen(w):
            return
        room = screen.availableGeometry()
        margins = frame_margins(w)
        extra = QSize(margins.left() + margins.right(), margins.top() + margins.bottom())
        w.resize(w.size().boundedTo(room.size() - extra))
        outer = w.size() + extra
        frame = w.frameGeometry()
        x = min(max(frame.x(), room.left()), room.left() + max(0, room.width() - outer.width()))
        y = min(max(frame.y(), room.top()), room.top() + max(0, room.height() - outer.height()))
        w.move(x, y)
