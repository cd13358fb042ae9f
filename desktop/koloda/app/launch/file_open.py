"""macOS's open-document event as a signal: a double-click on a ``.koloda`` file in Finder, or a
file dropped on Koloda's Dock icon, reaches the QApplication as a ``QFileOpenEvent`` (at start
too, once the event loop runs); the filter turns it into ``fileOpened(path)`` for the window."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QFileOpenEvent


class FileOpenFilter(QObject):
    """Installed on the QApplication; emits ``fileOpened`` for each file the system sends."""

    fileOpened = Signal(str)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.FileOpen and isinstance(event, QFileOpenEvent):
            path = event.file()
            if path:
                self.fileOpened.emit(path)
                return True
        return super().eventFilter(watched, event)
