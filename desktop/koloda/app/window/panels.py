"""View > Show Toolbar and View > Show Game Log: the two panels of the main window a player may
hide, and the game log's width as the player dragged it, kept in the settings for the next
start. (Both came back at every start, and a log dragged shut had no command to open it.)"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject

from koloda.store.settings import MAX_LOG_WIDTH, MIN_LOG_WIDTH

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage
    from koloda.app.window.main_window import MainWindow

__all__ = ["Panels"]


class Panels(QObject):
    """The toolbar and the game log shown or hidden as View says, as the settings kept them."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        settings = window.settings
        self.width = settings.game_log_width  # 0: never dragged, the window's own share
        commands = window.commands
        commands.toolbar.setVisible(settings.show_toolbar)  # its View action follows
        commands.show_log.blockSignals(True)  # no table yet: the page takes it when made
        commands.show_log.setChecked(settings.show_game_log)
        commands.show_log.blockSignals(False)
        window.gamePageMade.connect(self._made)

    def _page(self) -> GamePage | None:
        return self.window._game_page

    def _made(self, page: GamePage) -> None:
        page.logDragged.connect(self._dragged)
        if self.width:  # as wide as it was dragged, from its first showing
            page.size_log(self.width)
        page.show_log(self.window.commands.show_log.isChecked(), self.width)

    def show_log(self, on: bool) -> None:
        """View > Show Game Log (Ctrl+L): a log dragged shut opens at its last width."""
        page = self._page()
        if page is not None:  # else the next table made takes the command's state
            page.show_log(on, self.width)

    def _dragged(self, width: int) -> None:
        """The player dragged the log's edge: shut is the command unchecked, else its width."""
        if width == 0:
            self.window.commands.show_log.setChecked(False)
        else:
            self.width = max(MIN_LOG_WIDTH, min(MAX_LOG_WIDTH, width))

    def kept(self) -> dict[str, Any]:
        """The settings' fields of the panels as they are now (the window closing keeps them)."""
        commands = self.window.commands
        return {
            "show_toolbar": commands.show_toolbar.isChecked(),
            "show_game_log": commands.show_log.isChecked(),
            "game_log_width": self.width,
        }
