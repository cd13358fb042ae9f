"""A network table's statistics: each game finished at the table counted once under "At network
tables" (apart from the games against the computer, koloda.store.stats), and Game > Statistics
(Ctrl+T) at the table: the Statistics window open on that level and this game, its match plot
the table's match as it goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from koloda.app.net.remote import RemoteTable
from koloda.store.jsonio import StoreError
from koloda.store.stats import NETWORK, Statistics

if TYPE_CHECKING:
    from koloda.app.window.stats_window import StatisticsWindow


class TableScorebook:
    """Records one table window's finished games and shows the statistics over it."""

    def __init__(self, statistics: Statistics | None, controller: RemoteTable) -> None:
        self.statistics = statistics  # None: nothing is counted or shown (a test's window)
        self.controller = controller
        self.window: StatisticsWindow | None = None

    def record(self) -> str:
        """Count the games finished at this table not counted yet; a message if one could not
        be saved ("" when all is well)."""
        c, config = self.controller, self.controller.config
        finished = c.unrecorded_network_games()
        if self.statistics is None or config is None or c.seat is None:
            return ""
        message = ""
        for result, scores, assisted in finished:
            try:
                self.statistics.record_network_game(config.game, result, c.seat, assisted, scores)
            except (StoreError, ValueError) as e:
                message = str(e)
        self.refresh()
        return message

    def show(self, parent: QWidget) -> StatisticsWindow | None:
        """The Statistics window over the table: this game at network tables, and the
        table's match so far (None when this window keeps no statistics)."""
        if self.statistics is None:
            return None
        from koloda.app.window.stats_window import StatisticsWindow  # pyqtgraph: only when asked

        if self.window is None:
            self.window = StatisticsWindow(self.statistics, parent)
        config = self.controller.config
        if config is not None:
            self.window.select(config.game, NETWORK)
        self.refresh()
        self.window.show()
        self.window.raise_()
        return self.window

    def refresh(self) -> None:
        """The open Statistics window shows the latest games and the table's match."""
        if self.window is None:
            return
        config = self.controller.config
        title = QCoreApplication.translate("Network", "This table's match")
        game = config.game if config is not None else None
        self.window.set_match_progress(self.controller.progress(), title, game)
        self.window.refresh()

    def close(self) -> None:
        if self.window is not None:
            self.window.close()
