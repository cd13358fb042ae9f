"""Where the keyboard goes when a window comes and goes (issue 34). A window manager gives the
keyboard to a dialog that opens and back to the main window when it closes; without one
(a bare X server, a kiosk, the offscreen tests) no window had it after any dialog closed, so
every shortcut was dead and Escape did not close the next dialog. The keeper does what a window
manager does, which changes nothing where one already has."""

from __future__ import annotations

import time

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

__all__ = ["KeyboardKeeper"]

# windows that never take the keyboard: menus, tooltips, splash screens, drag pixmaps
_PASSIVE = (
    Qt.WindowType.Popup,
    Qt.WindowType.ToolTip,
    Qt.WindowType.SplashScreen,
    Qt.WindowType.Drawer,
)


def _takes_keyboard(widget: QWidget) -> bool:
    if not widget.isWindow() or widget.windowType() in _PASSIVE:
        return False
    return not widget.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)


class KeyboardKeeper(QObject):
    """Gives the keyboard to a window that opens, and to ``main`` when no window has it."""

    def __init__(self, main: QMainWindow) -> None:
        super().__init__(main)
        self.main = main
        self._closed_at = -10.0  # when a window of Koloda's last closed (time.monotonic)
        app = QApplication.instance()
        assert app is not None
        app.installEventFilter(self)
        main.destroyed.connect(lambda: app.removeEventFilter(self))
        # a closing window hands the keyboard on after its Hide: when no window has it, then
        app.focusWindowChanged.connect(self._focus_window_changed)  # type: ignore[attr-defined]

    def _focus_window_changed(self, window: object) -> None:
        # only just after one of Koloda's windows closed: the keyboard going to another
        # program is that program's business
        if window is None and time.monotonic() < self._closed_at + 1.0:
            QTimer.singleShot(0, self, self._back_to_main)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if (
            kind in (QEvent.Type.Show, QEvent.Type.Hide)
            and isinstance(watched, QWidget)
            and watched is not self.main
            and _takes_keyboard(watched)
        ):
            if kind == QEvent.Type.Show:
                QTimer.singleShot(0, watched, lambda w=watched: self._activate(w))
            else:
                self._closed_at = time.monotonic()
                QTimer.singleShot(0, self, self._back_to_main)
        return False

    def _activate(self, window: QWidget) -> None:
        if window.isVisible() and QApplication.activeModalWidget() in (None, window):
            window.activateWindow()

    def _back_to_main(self) -> None:
        """No window has the keyboard: the topmost open dialog takes it, else the main window."""
        active = QApplication.activeWindow()
        # a window just hidden can still be the active one for a moment (offscreen it stays
        # so): it has the keyboard no more
        if (active is not None and active.isVisible()) or not self.main.isVisible():
            return
        modal = QApplication.activeModalWidget()
        if modal is not None:
            modal.activateWindow()
            return
        self.main.activateWindow()
