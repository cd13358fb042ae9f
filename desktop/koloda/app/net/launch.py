"""From the main window to a network table: Game > Host a Network Game and Game > Join a
Network Game open their dialog, then the table's own window (``NetWindow``); the main window
steps aside while it is open and comes back, its statistics fresh, when it closes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject

from koloda.app.net.dialogs import HostDialog, JoinDialog
from koloda.app.net.window import NetWindow
from koloda.store.stats import Statistics

if TYPE_CHECKING:
    from koloda.app.window.main_window import MainWindow


class NetworkPlay(QObject):
    """The main window's way to network tables (one table window at a time)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("networkPlay")
        self.main = window
        self.table: NetWindow | None = None

    @classmethod
    def of(cls, window: MainWindow) -> NetworkPlay:
        found = window.findChild(NetworkPlay, "networkPlay")
        return found if isinstance(found, NetworkPlay) else cls(window)

    def host_dialog(self) -> HostDialog:
        main = self.main
        settings = main.settings
        dialog = HostDialog(
            main._current_game(),
            main,
            default_levels=settings.opponent_levels,
            player_name=main.player_name(),
            remembered=settings.new_game,
        )
        dialog.accepted.connect(lambda: self.host(dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def join_dialog(self) -> JoinDialog:
        dialog = JoinDialog(self.main, name=self.main.player_name())
        dialog.accepted.connect(lambda: self.join(dialog))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _window(self) -> NetWindow:
        main = self.main
        statistics = main.scorebook.statistics if main.persist else None
        table = NetWindow(main.settings, statistics=statistics)
        table.setGeometry(main.geometry())
        table.closed.connect(self._closed)
        self.table = table
        return table

    def host(self, dialog: HostDialog) -> None:
        main = self.main
        spec = dialog.spec()
        table = self._window()
        try:
            table.host(spec, main.player_name())
        except RuntimeError as e:
            table.deleteLater()
            self.table = None
            text = QCoreApplication.translate("Network", "The table could not be opened: %s")
            main.inform(QCoreApplication.translate("Network", "Network game"), text % e)
            return
        self._step_aside(table)

    def join(self, dialog: JoinDialog) -> None:
        request = dialog.request()
        if request is None:
            return
        table = self._window()
        table.join(request.address, request.port, request.code, request.name)
        self._step_aside(table)

    def _step_aside(self, table: NetWindow) -> None:
        main = self.main
        main.saved_games.autosave(main.turns.in_progress())  # the game left here is kept
        main.show_start()
        table.show()
        table.raise_()
        table.activateWindow()
        main.hide()

    def _closed(self) -> None:
        table, self.table = self.table, None
        if table is not None:
            table.deleteLater()
        main = self.main
        if main.persist:
            stats: Statistics = main.scorebook.statistics
            stats.load()
            main.scorebook.refresh()
        main.show()
        main.raise_()


__all__ = ["NetworkPlay"]
