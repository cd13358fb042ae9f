"""From the main window to a network table: Game > Host a Network Game and Game > Join a
Network Game open their dialog, then the table's own window (``NetWindow``); the main window
steps aside while it is open and comes back, its statistics fresh, when it closes, with the
game that was on its table as it was left (``set_aside``)."""

from __future__ import annotations

import ipaddress
import os
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtWidgets import QBoxLayout, QDialog, QLabel

from koloda.app.games import kit
from koloda.app.net.dialogs import HostDialog, JoinDialog, JoinRequest
from koloda.app.net.hosting import unfinished_table
from koloda.app.net.window import NetWindow
from koloda.match.match import Match
from koloda.net.seats import TableSpec
from koloda.store.jsonio import keep_bad
from koloda.store.paths import data_dir
from koloda.store.settings import Settings, clean_name, clean_typed
from koloda.store.stats import Statistics

TABLE_FILE = "network-table.json"  # the hosted table's autosave (koloda.net.saved)
# KOLODA_NET_BIND=127.0.0.1: tables hosted here listen on that address alone, and with a
# loopback address nothing is announced or listened for on the network (the real-window test
# of four windows on one machine, tests/access/test_net_windows.py, keeps to loopback)
BIND_ENV = "KOLODA_NET_BIND"
# a friend's Play again joins the host's next table at once, and waits this long for it to
# open (the host chooses its match first, in the Host dialog)
AGAIN_WAIT_S = 180.0


def bind_from_env(default: str = "0.0.0.0") -> tuple[str, bool]:
    """The address hosted tables listen on, and whether tables are announced and listened
    for (not on a loopback address); a value that is no address is ignored."""
    text = os.environ.get(BIND_ENV, "").strip()
    try:
        address = ipaddress.ip_address(text)
    except ValueError:
        return default, True
    return str(address), not address.is_loopback


if TYPE_CHECKING:
    from koloda.app.window.main_window import MainWindow


class NetworkPlay(QObject):
    """The main window's way to network tables (one table window at a time)."""

    # where a hosted table listens and whether it is announced, and whether the Join dialog
    # listens for tables (a test keeps to the loopback address and no multicast)
    bind = "0.0.0.0"
    port: int | None = None  # None: the protocol's port (another when it is taken)
    announce = True

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.setObjectName("networkPlay")
        if os.environ.get(BIND_ENV):
            self.bind, self.announce = bind_from_env(self.bind)
        self.main = window
        self.table: NetWindow | None = None
        # the address and the code of the last join, as typed (kept in the settings: after a
        # crash or a quit mid-match, Join and Enter take the friend back to their seat)
        self.typed = (window.settings.join_address, window.settings.join_code)
        # the port and the join code of the table last hosted here: a table hosted again in
        # this session keeps them, so the friends' Join dialogs (which keep theirs) need only
        # Enter (a port taken meanwhile gives way to a free one, as the default port does)
        self.hosted_port, self.hosted_code = 0, ""
        self.joined: JoinRequest | None = None  # the last table joined from here
        # the match on the main window's table when a network table opened (a copy, as the
        # autosave keeps it too): it waits, and is put back when the person returns
        self.set_aside: Match | None = None

    @classmethod
    def of(cls, window: MainWindow) -> NetworkPlay:
        found = window.findChild(NetworkPlay, "networkPlay")
        return found if isinstance(found, NetworkPlay) else cls(window)

    def table_file(self) -> Path | None:
        """Where a hosted table is autosaved (None for a window that keeps nothing)."""
        return data_dir() / TABLE_FILE if self.main.persist else None

    def offer_resume(self) -> bool:
        """A table hosted here whose match was cut short (the app quit or the computer
        died): reopened for the same friends if the person wants it; True if it was."""
        path = self.table_file()
        try:
            spec = unfinished_table(path) if path is not None else None
        except ValueError:  # damaged, or of another version: kept, said, and not written over
            self._unreadable(path)
            return False
        if path is None or spec is None:
            return False
        question = QCoreApplication.translate(
            "Network",
            "The table of %s you were hosting did not finish. Open it again for the same "
            "friends, with the same join code?",
        )
        if not self.main.ask(
            QCoreApplication.translate("Network", "Network game"), question % kit(spec.game).title()
        ):
            return False
        from koloda.net import saved

        name = saved.load(path).friends[0][0]
        self._open_table(spec, name, resume=True)
        return True

    def _unreadable(self, path: Path | None) -> None:
        """The hosted table's autosave could not be read: it was written over by the next
        table without a word; it is set aside (``.bad``) and the person told."""
        if path is None:
            return
        kept = keep_bad(path)
        text = QCoreApplication.translate(
            "Network",
            "The table you were hosting could not be read, so it cannot be opened again. The "
            "file was kept as %s.",
        )
        title = QCoreApplication.translate("Network", "Network game")
        self.main.inform(title, text % (kept or path).name)

    def host_dialog(self) -> HostDialog | None:
        if self.offer_resume():
            return None
        main = self.main
        settings = main.settings
        dialog = HostDialog(
            main._current_game(),
            main,
            default_levels=settings.opponent_levels,
            player_name=settings.player_name,
            remembered=settings.new_game,
        )
        dialog.accepted.connect(lambda: self.host(dialog))
        dialog.rejected.connect(self.bring_back)  # after Play again: the game left waits
        dialog.finished.connect(dialog.deleteLater)
        self._note_waiting(dialog)
        dialog.open()
        return dialog

    def join_dialog(self, fault: str = "") -> JoinDialog:
        """Game > Join a Network Game: the dialog, with the address and the code of the last
        join (after a failed one, ``fault``: the field to type again, ready)."""
        dialog = JoinDialog(
            self.main,
            name=self.main.settings.player_name,
            listen=self.announce,
            typed=self.typed,
            fault=fault,
        )
        dialog.accepted.connect(lambda: self.join(dialog))
        dialog.rejected.connect(self.bring_back)
        dialog.finished.connect(dialog.deleteLater)
        self._note_waiting(dialog)
        dialog.open()
        return dialog

    def _note_waiting(self, dialog: QDialog) -> None:
        """The game on the main window's table (or set aside for the last table) waits while
        the person is at a network table: the dialog says so above its buttons (Host and Join
        asked "Abandon it?" of it, and kept it all the same)."""
        main = self.main
        waiting = main.controller.config if main.turns.in_progress() else None
        if waiting is None and self.set_aside is not None:
            waiting = self.set_aside.config
        layout = dialog.layout()
        if waiting is None or not isinstance(layout, QBoxLayout):
            return
        text = QCoreApplication.translate(
            "Network", "Your game of %s waits here: it is back when you leave the table."
        )
        note = QLabel(text % kit(waiting.game).title())
        note.setObjectName("gameWaits")
        note.setWordWrap(True)
        layout.insertWidget(layout.count() - 1, note)

    def _window(self) -> NetWindow:
        main = self.main
        statistics = main.scorebook.statistics if main.persist else None
        # the window's animation speed (``koloda --speed``, or the settings') holds at the table
        table = NetWindow(main.settings, statistics=statistics, speed=main.player.speed)
        table.setGeometry(main.geometry())
        table.closed.connect(self._closed)
        table.retryRequested.connect(lambda fault: self._retry(table, fault))
        table.againRequested.connect(lambda: self._again(table))
        table.quitRequested.connect(self.main.close)
        # the table's sounds are the main window's, on or off (M) as its settings say
        table.sound.connect(main.sounds.play)
        table.soundChosen.connect(lambda on: main.player.set_sound(on, say=table.say))
        table.soundChosen.connect(lambda _on: table.show_sound(main.settings.sound_on))
        # Game > Settings: the main window's dialog over the table, applied to both
        table.settingsRequested.connect(
            lambda: main.player.show_dialog(
                table,
                lambda: table.apply_settings(main.settings, main.player.speed),
                table.name_here(),
            )
        )
        self.table = table
        return table

    def host(self, dialog: HostDialog) -> None:
        spec = dialog.spec()
        settings = self.main.settings
        # as the dialog says, its choices are kept for the next game (issue 34), and the name
        # the host sat at the table with: the game, players and options, as New Game keeps
        # them; the seats of a local game keep their own levels (a friend is no level)
        levels = (settings.new_game.get(spec.game) or {}).get("levels")
        chosen = settings.with_choice(
            spec.game, spec.players, spec.options, spec.match_games, levels=levels
        )
        self._remember(replace(chosen, player_name=clean_name(dialog.host_name())))
        self._open_table(spec, dialog.host_name())

    def _remember(self, settings: Settings) -> None:
        if not self.main.demo:
            self.main.player.store(settings)

    def _open_table(self, spec: TableSpec, name: str, *, resume: bool = False) -> None:
        main = self.main
        table = self._window()
        try:
            table.host(
                spec,
                name,
                bind=self.bind,
                port=self.hosted_port or self.port,
                advertise=self.announce,
                autosave=self.table_file(),
                resume=resume,
                code="" if resume else self.hosted_code,
            )
        except (RuntimeError, ValueError) as e:
            table.deleteLater()
            self.table = None
            text = QCoreApplication.translate("Network", "The table could not be opened: %s")
            main.inform(QCoreApplication.translate("Network", "Network game"), text % e)
            self.bring_back()
            return
        if table.hosted is not None:
            self.hosted_port, self.hosted_code = table.hosted.port, table.hosted.code
        self._step_aside(table)

    def join(self, dialog: JoinDialog) -> None:
        request = dialog.request()
        if request is None:
            self.bring_back()
            return
        self.typed = (dialog.address.text().strip(), dialog.code.text().strip())
        self._remember(
            replace(
                self.main.settings,
                player_name=clean_name(request.name),
                join_address=clean_typed(self.typed[0]),
                join_code=clean_typed(self.typed[1]),
            )
        )
        self._seat(request)

    def _seat(self, request: JoinRequest, wait_s: float = 0) -> None:
        """The table's window, joining (``wait_s``: NetWindow.join)."""
        self.joined = request
        table = self._window()
        table.join(request.address, request.port, request.code, request.name, wait_s=wait_s)
        self._step_aside(table)

    def _retry(self, table: NetWindow, fault: str) -> None:
        """A failed join's Try Again: back from the table's window to the Join dialog."""
        table.passing = True
        table.close()
        self.join_dialog(fault)

    def _again(self, table: NetWindow) -> None:
        """Play again after a match at a network table: the host's Host dialog (the table
        opens with the same code), a friend's seat at the host's next table (the same address,
        code and name), joined as soon as it opens; the friend who pressed it first was told
        "No table answers" and had to press Join again after the host."""
        hosting = table.hosted is not None
        table.passing = True  # the game left here comes back if the dialog is cancelled
        table.close()
        if hosting:
            self.host_dialog()
        elif self.joined is not None:
            self._seat(self.joined, AGAIN_WAIT_S)
        else:
            self.join_dialog()

    def _step_aside(self, table: NetWindow) -> None:
        main = self.main
        if main.turns.in_progress():  # the game left here waits (and is in the autosave)
            self.set_aside = Match.from_json(main.controller.to_json())
            main.saved_games.autosave(True)
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
        if not table or not table.passing:  # Quit and Play again leave it in the autosave
            self.bring_back()

    def bring_back(self) -> None:
        """The game the main window's table had when a network table opened, where it was
        left (Host and Join asked "Abandon it?", kept it all the same, and offered it only at
        the next start; the window came back to its start screen)."""
        match, self.set_aside = self.set_aside, None
        main = self.main
        if match is None or self.table is not None or main.turns.in_progress():
            return
        main.resume_match(match, back=True)


__all__ = ["NetworkPlay"]
