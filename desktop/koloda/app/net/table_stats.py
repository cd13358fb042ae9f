"""A network table's statistics: each game finished at the table counted once under "At network
tables" (apart from the games against the computer, koloda.store.stats), and Game > Statistics
(Ctrl+T) at the table: the Statistics window open on that level and this game, its match plot
the table's match as it goes."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from koloda.app.net.remote import RemoteTable
from koloda.app.window.scorebook import StatisticsView
from koloda.store.jsonio import StoreError
from koloda.store.stats import NETWORK, Statistics


class TableScorebook(StatisticsView):
    """Records one table window's finished games and shows the statistics over it."""

    level = NETWORK
    controller: RemoteTable

    def __init__(self, statistics: Statistics | None, controller: RemoteTable) -> None:
        super().__init__(statistics, controller)  # None: nothing is counted or shown

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
            except StoreError as e:
                message = e.translated()
            except ValueError as e:
                message = str(e)
        self.refresh()
        return message

    def progress_title(self) -> str:
        return QCoreApplication.translate("Network", "This table's match")
