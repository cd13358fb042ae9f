"""The window of a network table: its lobby, then the same game page as a game against the
computer (table, drag and keys, action bar, the log in words, hints from our own observation)
following a ``RemoteTable``, then the result. No undo, demo or saving: the host keeps the
match. The main window opens it (Game > Host / Join a Network Game) and shows again when it
closes."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QApplication, QDialog, QMainWindow, QMessageBox, QStackedWidget

from koloda.app.games import kit
from koloda.app.net.hosting import HostedTable
from koloda.app.net.lobby import LobbyPage, shown_name, table_title
from koloda.app.net.menus import NetMenus
from koloda.app.net.remote import RemoteTable, Told
from koloda.app.net.sentences import (
    gone_sentence,
    joining_heading,
    leave_question,
    notice_sentence,
    plate_note,
    refusal_sentence,
)
from koloda.app.net.table_stats import TableScorebook
from koloda.app.net.turn_clock import TurnClock
from koloda.app.table.timing import OPPONENT_MS
from koloda.app.window.icon import app_icon
from koloda.app.window.status_line import StatusLine
from koloda.match import MatchResult, RoundSummary
from koloda.net.seats import TableSpec, Timing
from koloda.store.settings import Settings
from koloda.store.stats import Statistics

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage, TableFactory
    from koloda.app.window.result_screen import ResultScreen

TURN_MARK = "▶ "  # before the title while the table waits for us and the window is behind
# (the window's keys and menus: koloda.app.net.menus; each key has one owner there, the
# table's own keys are the table's)


class NetWindow(QMainWindow):
    """One seat at a network table, hosted here or joined."""

    closed = Signal()
    quitRequested = Signal()  # Game > Quit: the whole application, once the table is left
    sound = Signal(str)  # a sound the table asks for (heard through the main window's sounds)
    retryRequested = Signal(str)  # a failed join: join again, the field at fault ("" none)
    againRequested = Signal()  # the match over: another at this table (Play again)
    _unlisted = Signal(str)  # the hosted table could not be announced (why)
    soundChosen = Signal(bool)  # Game > Sound (M): the sounds on or off, as in the main window
    settingsRequested = Signal()  # Game > Settings: the main window's, applied here too

    def __init__(
        self,
        settings: Settings,
        *,
        table_factory: TableFactory | None = None,
        statistics: Statistics | None = None,
        ai_pause_ms: int = OPPONENT_MS,
        speed: str | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("netWindow")
        self.setWindowIcon(app_icon())
        self.settings = settings
        self.controller = RemoteTable(self, ai_pause_ms=ai_pause_ms)
        self.scorebook = TableScorebook(statistics, self.controller)  # None: nothing counted
        self.hosted: HostedTable | None = None
        self.title = ""  # the table's title once known: "Ryadky at a network table"
        self.gone_text = ""  # the one sentence said when the table ended for us
        # closed on the way elsewhere (Quit, Play again, Try Again): the main window's game
        # left for this table is not put back as it closes (NetworkPlay.bring_back)
        self.passing = False
        self.joining_at = ""  # "address:port" of the table joined by hand
        # what the friend's lobby says before the host's welcome, and why the table ended for
        # us, each in the language of the moment (a language chosen later says them again)
        self._heading: Callable[[], str] | None = None
        self._why_gone: Callable[[], str] | None = None
        self._fault = ""  # a failed join's field at fault: "address", "code", "name" or ""
        self.last_message = ""
        self._speed = speed or settings.animation_speed
        self._table_factory = table_factory
        self._page: GamePage | None = None
        self._result_screen: ResultScreen | None = None
        self.stack = QStackedWidget(self)
        self.lobby = LobbyPage(self.stack)
        self.lobby.set_look(settings)  # on the table's cloth, as the table will be
        self.stack.addWidget(self.lobby)
        self.setCentralWidget(self.stack)
        self.status = StatusLine(self)
        self.setStatusBar(self.status)
        self.actions_by_name = self._make_menus()
        self.lobby.startRequested.connect(self.start_match)
        self.lobby.leaveRequested.connect(self.close)
        self.lobby.retryRequested.connect(lambda: self.retryRequested.emit(self._fault))
        c = self.controller
        c.welcomed.connect(self._on_welcomed)
        c.seatsChanged.connect(self._on_seats)
        c.started.connect(self._on_started)
        c.retell.connect(self._on_retell)
        c.notice.connect(
            lambda kind, seat, name: self._on_notice(kind, seat, shown_name(name, seat, "friend"))
        )
        c.joinRefused.connect(self._on_join_refused)
        c.hostGone.connect(self._on_gone)
        self._unlisted.connect(self._on_unlisted)
        c.refused.connect(
            lambda _r, text: self.say(
                QCoreApplication.translate("Network", "The host refused the move: %s") % text
            )
        )
        c.error.connect(lambda text: self.say(text, 8000))
        c.turnStarted.connect(self._on_turn)
        c.roundEnded.connect(self._on_round_ended)
        c.gameOver.connect(self._on_game_over)
        c.stateChanged.connect(self._update_actions)
        self.clock = TurnClock(c.is_human_turn, self)  # a move about to be made for us
        self.clock.warn.connect(self._tell)
        self.resize(1280, 820)
        self._set_title()
        self._update_actions()

    def _make_menus(self) -> dict[str, QAction]:
        slots = {
            "hint": self.hint,
            "playHint": lambda: self.controller.play_hint(),
            "leave": self.leave,
            "quit": self.quit_app,
            "rules": self.show_rules,
            "fullScreen": lambda: (
                self.showNormal() if self.isFullScreen() else self.showFullScreen()
            ),
            "showLog": self._show_log,
            "sound": lambda: self.soundChosen.emit(self.actions_by_name["sound"].isChecked()),
            "settings": self.settingsRequested.emit,
            "statistics": lambda: self.scorebook.show(self),
            # Help > Keyboard: this window's keys and the table's (the main window's page,
            # hidden while the table is open, lists the main window's own)
            "keyboard": self.show_keys,
        }
        self.menus = NetMenus(self.menuBar(), self, slots)
        made = self.menus.actions
        made["showLog"].setChecked(self.settings.show_game_log)  # as the main window left it
        made["sound"].setChecked(self.settings.sound_on)
        made["statistics"].setEnabled(self.scorebook.statistics is not None)
        return made

    def _show_log(self) -> None:
        """View > Show Game Log (Ctrl+L): the log beside the table, or the table alone."""
        if self._page is not None:
            self._page.show_log(self.actions_by_name["showLog"].isChecked())

    def _log_dragged(self, width: int) -> None:
        """The log dragged shut: View's command says so, and Ctrl+L opens it again."""
        if width == 0:
            self.actions_by_name["showLog"].setChecked(False)
            self._show_log()

    def show_keys(self) -> QDialog:
        """Help > Keyboard: every key of this window and of the table."""
        from koloda.app.window.keyboard import KeyboardDialog

        dialog = KeyboardDialog(list(self.actions_by_name.values()), self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    # ------------------------------------------------------------------ hosting and joining

    def host(
        self,
        spec: TableSpec,
        name: str,
        *,
        bind: str = "0.0.0.0",
        port: int | None = None,
        timing: Timing | None = None,
        advertise: bool = True,
        autosave: Path | None = None,
        resume: bool = False,
        code: str = "",
    ) -> None:
        """Open a table of ``spec`` here (``resume``: the one ``autosave`` holds, its match
        where it was; ``code``: its join code, "" for a new one) and sit at its first seat as
        ``name``; RuntimeError, or ValueError for an autosave that is no table, when it cannot
        be opened."""
        from koloda.net.protocol import DEFAULT_PORT

        table_name = QCoreApplication.translate("Network", "%s's table") % name
        hosted = HostedTable(
            spec,
            table_name,
            bind=bind,
            port=DEFAULT_PORT if port is None else port,
            timing=timing,
            advertise=advertise,
            autosave=autosave,
            resume=resume,
            own_name=name,
            code=code,
        )
        spec = hosted.spec
        hosted.unlisted = self._unlisted.emit  # from the announcing thread: queued to the window
        hosted.open()
        self.hosted = hosted
        self._show_hosted(hosted)
        self.stack.setCurrentWidget(self.lobby)
        self._name_table(spec.game)  # the host knows its game before its own seat is welcomed
        self.controller.join("127.0.0.1", hosted.port, hosted.code, name)

    def _show_hosted(self, hosted: HostedTable) -> None:
        """The host's lobby: the table, where friends join, and the code."""
        spec = hosted.spec
        title = table_title(spec.game, spec.players, spec.options)
        address, code = hosted.address(), hosted.code
        length = kit(spec.game).match_length(spec.options, spec.match_games)
        self.lobby.show_table(title, address, code, True, hosted.listed(), length)

    def _on_unlisted(self, problem: str) -> None:
        """The table could not be announced: friends must type its address."""
        hosted = self.hosted
        if hosted is None:
            return
        self._show_hosted(hosted)
        self.say(
            QCoreApplication.translate(
                "Network", "This table could not be announced on the network: %s"
            )
            % problem[:120],
            10_000,
        )

    def join(self, address: str, port: int, code: str, name: str, *, wait_s: float = 0) -> None:
        """Join the table at ``address:port`` with its ``code``, as ``name``; ``wait_s``: the
        host's next table, waited for that long while none answers there (Play again)."""
        self.joining_at = f"{address}:{port}"
        self._head_lobby(lambda: joining_heading(self.joining_at, waiting=wait_s > 0))
        self.stack.setCurrentWidget(self.lobby)
        self.controller.join(address, port, code, name, wait_s=wait_s)

    def start_match(self) -> None:
        """The host's Start: the match begins with whoever has joined."""
        if self.hosted is not None:
            self.lobby.start_button.setEnabled(False)
            self.hosted.start()

    # ------------------------------------------------------------------ the host's news

    def _on_welcomed(self) -> None:
        config = self.controller.config
        assert config is not None
        title = table_title(config.game, config.players, config.options)
        if self.hosted is None:
            length = kit(config.game).match_length(config.options, config.match_games)
            self.lobby.show_table(title, "", "", hosting=False, length=length)
        self._name_table(config.game)
        self._on_seats()

    def _name_table(self, game: str) -> None:
        self.menus.know_game()
        self.title = (
            QCoreApplication.translate("Network", "%s at a network table") % kit(game).title()
        )
        self._set_title()

    def _on_seats(self) -> None:
        c = self.controller
        self.lobby.show_seats(c.seats, c.seat)
        if self.hosted is not None:
            self.hosted.set_free(sum(s.kind == "friend" and not s.connected for s in c.seats))
        if self._page is not None and c.is_started():
            self._page.plate_notes = self.plate_notes()
            self._page.rename_players()

    def plate_notes(self) -> dict[int, str]:
        """Under each name on the table: a computer's level, or who plays a friend's seat."""
        return {s.number: plate_note(s, self.controller.seat) for s in self.controller.seats}

    @property
    def page(self) -> GamePage:
        if self._page is None:
            from koloda.app.window.game_page import GamePage

            page = GamePage(self.controller, self._table_factory, self.stack, summaries=True)
            page.table.setAccessibleName(QCoreApplication.translate("Network", "Card table"))
            page.table.set_speed(self._speed)
            page.set_look(self.settings)
            page.turnText.connect(self.status.turn_label.setText)
            # whose turn, by the table's buttons too (as at a table alone): a new position
            # shows it over the last gesture's words (issue 42)
            self.status.turn_label.said.connect(page.table.set_guidance)
            page.message.connect(self.say)
            page.sound.connect(self.sound)  # it was silent: the main window heard its own only
            page.reviews = False  # a review replays the match, which only the host has
            page.log_panel.setVisible(self.actions_by_name["showLog"].isChecked())
            page.logDragged.connect(self._log_dragged)
            self.stack.addWidget(page)
            self._page = page
        return self._page

    @property
    def result_screen(self) -> ResultScreen:
        if self._result_screen is None:
            from koloda.app.net.result_page import table_result_screen

            screen = table_result_screen(self.stack, hosting=self.hosted is not None)
            screen.playAgain.connect(self.againRequested)
            screen.mainMenu.connect(self.close)
            self.stack.addWidget(screen)
            self._result_screen = screen
        return self._result_screen

    def _remake_result(self) -> None:
        """The result screen anew in the language just installed (its words and buttons were
        made in the one it was first shown in), still showing if it was."""
        old, result = self._result_screen, self.controller.result()
        if old is None or result is None:
            return
        showing = self.stack.currentWidget() is old
        self._result_screen = None
        self.stack.removeWidget(old)
        old.deleteLater()
        self.result_screen.show_result(result)
        if showing:
            self.stack.setCurrentWidget(self.result_screen)

    def _on_started(self) -> None:
        config = self.controller.config
        assert config is not None
        page = self.page
        page.plate_notes = self.plate_notes()
        game = config.game
        page.start(
            lambda: QCoreApplication.translate("Network", "Network game of %s") % kit(game).title()
        )
        self.stack.setCurrentWidget(page)
        page.focus_table()
        # the lobby's last news ("Dara has joined the table.") is over (issue 42)
        self.say(
            QCoreApplication.translate("Network", "You are at the table again.")
            if self.controller.rejoined
            else QCoreApplication.translate("Network", "The match has begun.")
        )

    def _on_retell(self, told: list[Told]) -> None:
        page = self.page
        mine = self.controller.seat
        for seat, action, events, by_computer in told:
            page.log_panel.record(seat, action, events, None)
            if by_computer and seat == mine and action is not None:  # not "You play" alone
                page.log_panel.add(
                    lambda: QCoreApplication.translate(
                        "Network", "The computer chose that move for you."
                    )
                )
        if self.controller.rejoined:
            page.log_panel.add(
                lambda: QCoreApplication.translate("Network", "You are at the table again.")
            )
        else:  # a friend's seat the computer played until now
            page.log_panel.add(
                lambda: QCoreApplication.translate("Network", "You take a seat in a match in play.")
            )

    def _on_notice(self, kind: str, seat: int, name: str) -> None:
        own = seat == self.controller.seat
        sentence = notice_sentence(kind, name, own=own)
        if not sentence:
            return
        if self._page is not None:
            self._page.log_panel.add(lambda: notice_sentence(kind, name, own=own))
        self._tell(sentence)

    def _tell(self, sentence: str) -> None:
        """News for the person: the status line, the screen reader, and the taskbar."""
        if self._page is not None:
            self._page.announcer.say(sentence)
        self.say(sentence, 10_000)
        if not self.isActiveWindow():
            QApplication.alert(self, 0)

    def _head_lobby(self, heading: Callable[[], str]) -> None:
        """The friend's lobby before the host's welcome: its heading (where it joins)."""
        self._heading = heading
        self.lobby.show_table(heading(), "", "", False)

    def _on_join_refused(self, reason: str, text: str) -> None:
        sentence = refusal_sentence(reason, text)
        self._why_gone = lambda: refusal_sentence(reason, text)
        self.gone_text = sentence
        self._fault = {"bad_code": "code", "bad_name": "name"}.get(reason, "")
        # the heading said "Joining the table at …", as if still on the way
        self._head_lobby(
            lambda: QCoreApplication.translate("Network", "Not joined: %s") % self.joining_at
        )
        self.lobby.offer_retry()
        self.lobby.note.setText(sentence)
        self.stack.setCurrentWidget(self.lobby)
        self.say(sentence, 0)  # kept in the status line, as a table not reached is
        self.inform(sentence)

    def _on_gone(self, why: str) -> None:
        sentence = gone_sentence(why, self.joining_at)
        if not sentence or self.gone_text:
            return
        self.gone_text = sentence
        self._why_gone = lambda: gone_sentence(why, self.joining_at)
        if why == "unreachable":  # the heading said "Joining the table at …"
            self._head_lobby(
                lambda: QCoreApplication.translate("Network", "No table at %s") % self.joining_at
            )
            self._fault = "address"
            self.lobby.offer_retry()
        self.say(sentence, 0)
        self.status.turn_label.setText("")
        self.lobby.note.setText(sentence)
        if self._page is not None:
            self._page.log_panel.add(lambda: gone_sentence(why))
            self._page.announcer.say(sentence)
        self.inform(sentence)
        self._update_actions()

    def _on_turn(self, seat: int, human: bool) -> None:
        if human:  # the host's time for this move runs: said shortly before it is up
            self.clock.start(self.controller.turn_limit)
        else:
            self.clock.stop()
        if human and not self.isActiveWindow():
            QApplication.alert(self, 0)
            self._set_title(mark=True)

    def _on_round_ended(self, summary: RoundSummary) -> None:
        self._record()

    def _on_game_over(self, result: MatchResult) -> None:
        self.status.clearMessage()  # a card's keys ("A♣: Enter plays it") are for the table
        self._record()
        self.status.turn_label.setText("")
        screen = self.result_screen
        screen.show_result(result)
        self.stack.setCurrentWidget(screen)

    def _record(self) -> None:
        """Count the games finished at this table, apart from games against the computer."""
        if problem := self.scorebook.record():
            self.say(problem, 8000)

    # ------------------------------------------------------------------ commands

    def hint(self) -> None:
        if not self.settings.hints_allowed:
            self.say(QCoreApplication.translate("Network", "Hints are turned off in the settings."))
            return
        if self.controller.request_hint():
            self.say(QCoreApplication.translate("Network", "Thinking of a hint…"))

    def show_rules(self) -> None:
        from koloda.app.window.dialogs import RulesDialog

        config, hosted = self.controller.config, self.hosted
        game = config.game if config is not None else hosted.spec.game if hosted else None
        dialog = RulesDialog(game, self)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.open()

    def _update_actions(self) -> None:
        mine = self.controller.is_human_turn()
        for name in ("hint", "playHint"):
            self.actions_by_name[name].setEnabled(mine and self.settings.hints_allowed)

    def say(self, text: str, ms: int = 6000) -> None:
        self.status.say(text, ms)

    def apply_settings(self, settings: Settings, speed: str) -> None:
        """The settings changed (Game > Settings here, or M): the table's look, its speed,
        the hints and the sound as they now say. The name at the table stays the one the
        friends know (the host's list has it)."""
        self.settings = settings
        self._speed = speed
        self.lobby.set_look(settings)
        if self._page is not None:
            self._page.table.set_speed(speed)
            self._page.set_look(settings)
            if not settings.hints_allowed:
                self._page.clear_hint()
        self.show_sound(settings.sound_on)
        self._update_actions()

    def name_here(self) -> str:
        """The name the friends at this table know the person by ("" before the welcome)."""
        seat, seats = self.controller.seat, self.controller.seats
        return seats[seat].name if seat is not None and 0 <= seat < len(seats) else ""

    def show_sound(self, on: bool) -> None:
        """Game > Sound checked as the setting is (changed here or before the table opened)."""
        action = self.actions_by_name["sound"]
        action.blockSignals(True)
        action.setChecked(on)
        action.blockSignals(False)

    def inform(self, text: str) -> None:
        """A message box that does not block (kept in ``last_message``)."""
        self.last_message = text
        box = QMessageBox(QMessageBox.Icon.Information, "Koloda", text, parent=self)
        box.setObjectName("netMessage")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        box.open()

    def _set_title(self, mark: bool = False) -> None:
        """'Koloda — Ryadky at a network table' ('Koloda' alone until the game is known)."""
        named = f"Koloda — {self.title}" if self.title else "Koloda"
        self.setWindowTitle((TURN_MARK if mark else "") + named)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow():
            self._set_title()  # the person is here: the turn's mark goes
        if event.type() == QEvent.Type.LanguageChange:  # Settings at the table (Ctrl+,)
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """The window's words in the language just installed: its menus, the host's lobby and
        title, and once the host has welcomed it the title, the lobby and the seats' notes (the
        page, the table and the status line retranslate themselves)."""
        self.menus.translate()
        if self.playing():  # whose turn, in the new language (it stayed in the old one)
            self.status.turn_label.setText(self.page.whose_turn())
        hosted = self.hosted
        if hosted is not None:  # the host's lobby: where friends join, and the code
            self._show_hosted(hosted)
            self._name_table(hosted.spec.game)  # welcomed or not yet
        if self.controller.config is not None:
            self._on_welcomed()
        elif self._heading is not None:
            self._head_lobby(self._heading)
        if self._why_gone is not None:  # the welcome's lobby said "The host starts the match."
            said = self.status.currentMessage() == self.gone_text
            self.gone_text = self._why_gone()
            self.lobby.note.setText(self.gone_text)
            if said:
                self.say(self.gone_text, 0)
        self._remake_result()

    def leave(self) -> None:
        """Game > Leave the Table (Ctrl+M): asked first while the match is on (one key ended
        it for every friend at the table)."""
        if self.playing() and not self.sure_to_leave():
            return
        self.close()

    def quit_app(self) -> None:
        """Game > Quit (Ctrl+Q): leave the table (asked while the match is on), then quit."""
        if self.playing() and not self.sure_to_leave():
            return
        self.passing = True  # the game left in the main window stays in its autosave
        self.close()
        self.quitRequested.emit()

    def playing(self) -> bool:
        """The match is on at this table: its cards shown, no end told."""
        return (
            self._page is not None
            and self.stack.currentWidget() is self._page
            and (not self.gone_text)
        )

    def sure_to_leave(self) -> bool:
        """Whether the person wants to leave the match in play (the host's table can be
        opened again for the same friends; a friend's seat is played by the computer)."""
        text = leave_question(hosting=self.hosted is not None)
        return self.ask(QCoreApplication.translate("Network", "Leave the table"), text)

    def ask(self, title: str, text: str) -> bool:
        """A yes-or-no question (tests answer it themselves)."""
        yes, no = QMessageBox.StandardButton.Yes, QMessageBox.StandardButton.No
        return QMessageBox.question(self, title, text, yes | no, no) == yes

    def closeEvent(self, event: QCloseEvent) -> None:
        if event.spontaneous() and self.playing() and not self.sure_to_leave():
            event.ignore()  # the window's own close button, as Leave the Table
            return
        self.controller.shutdown()
        self.scorebook.close()
        if self.hosted is not None:
            hosted, self.hosted = self.hosted, None
            hosted.close()
        self.closed.emit()
        super().closeEvent(event)


__all__ = ["NetWindow"]
