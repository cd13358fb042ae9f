"""The main window: start screen, the table with its game log, menus, status bar, results.

The player's things (settings, autosave and resume, Save As/Open, statistics, undo and hints)
are in koloda.app.window.session, mixed in; the turn's status sentence is koloda.app.window.status.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSignalBlocker, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QIcon, QKeySequence
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMessageBox,
    QSplitter,
    QStackedWidget,
    QWidget,
)

from koloda import __version__ as VERSION
from koloda.app.games import kit, kits
from koloda.app.i18n import current_language, install_language
from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.play.match import plays_series
from koloda.app.resources import resource_path
from koloda.app.window.dialogs import ABOUT_HTML, NewGameDialog, RulesDialog
from koloda.app.window.game_log import GameLogPanel
from koloda.app.window.screens import ResultScreen, StartScreen
from koloda.app.window.session import PlayerSessionMixin
from koloda.app.window.summary import RoundSummaryDialog, summary_headline
from koloda.store import saves
from koloda.store.jsonio import Message
from koloda.store.settings import Settings, SettingsStore
from koloda.store.stats import Statistics

__all__ = ["VIEW_WATCHDOG_MS", "MainWindow", "app_icon"]

VIEW_WATCHDOG_MS = 15000  # if the table never reports its animations done, go on anyway


def default_table_factory(parent: QWidget) -> QWidget:
    from koloda.app.table.widget import TableWidget

    return TableWidget(parent)


def app_icon() -> QIcon:
    png = resource_path("icons", "koloda.png")
    svg = resource_path("icons", "koloda.svg")
    icon = QIcon()
    for path in (svg, png):
        if path.is_file():
            icon.addFile(str(path))
    return icon


class MainWindow(PlayerSessionMixin, QMainWindow):
    """Koloda's main window; ``demo`` plays every seat by AI."""

    roundCount = Signal(int)

    def __init__(
        self,
        table_factory: Callable[[QWidget], QWidget] | None = None,
        *,
        demo: bool = False,
        speed: str | None = None,
        controller: GameController | None = None,
        persist: bool | None = None,
    ) -> None:
        super().__init__()
        self._built = False
        self.setObjectName("mainWindow")
        self.setWindowTitle("Koloda")
        self.setWindowIcon(app_icon())
        self.demo = demo
        # settings, autosave and statistics live on disk (KOLODA_HOME or platformdirs); a demo
        # plays with the defaults and leaves no trace
        self.persist = (not demo) if persist is None else persist
        self.ask: Callable[[str, str], bool] = self._ask_user  # a Yes/No question (tests swap it)
        self.settings_store = SettingsStore()
        self.statistics = Statistics()
        self.notices: list[Message] = []  # shown once, by show_notices()
        self.settings = Settings()
        if self.persist:
            self.settings, notice = self.settings_store.load()
            self.notices += [m for m in (notice, self.statistics.load()) if m is not None]
            if self.settings.language != current_language():
                install_language(self.settings.language)  # before any text is made
        self.stats_window: Any = None
        self.last_message = ""  # the last warning or notice shown in a message box
        self.hint_shown: str | None = None
        self._store_warned = False
        self.rounds_seen = 0
        self._shown_legal = False
        self._table_legal: list[str] = []
        self.summary_dialog: RoundSummaryDialog | None = None
        self.rules_dialog: RulesDialog | None = None
        self.controller = controller or GameController(
            self, ai_pause_ms=0 if demo else 450, budget_scale=0.25 if demo else 1.0
        )
        self.controller.setParent(self)
        self.controller.auto_continue = demo

        self.stack = QStackedWidget(self)
        self.start_screen = StartScreen()
        self.start_screen.playRequested.connect(self.new_game_dialog)
        self.start_screen.rulesRequested.connect(self.show_rules)
        self.table: Any = (table_factory or default_table_factory)(self)
        self.table.setObjectName("table")
        self.table.setAccessibleName(self.tr("Card table"))
        self.table.set_speed(speed or self.settings.animation_speed)
        self._apply_appearance()
        self.log_panel = GameLogPanel()
        self.game_page = QSplitter(Qt.Orientation.Horizontal)
        self.game_page.addWidget(self.table)
        self.game_page.addWidget(self.log_panel)
        self.game_page.setStretchFactor(0, 5)
        self.game_page.setStretchFactor(1, 1)
        self.game_page.setCollapsible(0, False)
        self.game_page.setSizes([1000, 260])
        self.result_screen = ResultScreen()
        self._connect_result_screen()
        for page in (self.start_screen, self.game_page, self.result_screen):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)

        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.turn_label.setAccessibleName(self.tr("Whose turn"))
        self.statusBar().addPermanentWidget(self.turn_label)
        self._build_menus()

        c = self.controller
        c.actionApplied.connect(self._on_action_applied)
        c.turnStarted.connect(self._on_turn_started)
        c.thinkingChanged.connect(self._on_thinking)
        c.roundEnded.connect(self._on_round_ended)
        c.gameOver.connect(self._on_game_over)
        c.error.connect(self._on_error)
        c.hintReady.connect(self._on_hint)
        c.stateChanged.connect(self._update_actions)
        self.table.actionChosen.connect(c.submit)
        self.table.animationsFinished.connect(self._on_animations_finished)
        self.table.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_animations_finished)
        self.show_start()
        self._built = True

    # ------------------------------------------------------------------ menus

    def _build_menus(self) -> None:
        """Every action once, with its shortcut; texts and tooltips in _translate_menus."""

        def action(name: str, shortcut: QKeySequence | str, slot: Callable[[], Any]) -> QAction:
            a = QAction(self)
            a.setObjectName(name)
            a.setShortcut(QKeySequence(shortcut))
            a.triggered.connect(lambda _=False: slot())
            return a

        self.open_action = action("open", "Ctrl+O", self.open_game)
        self.save_action = action("saveAs", "Ctrl+Shift+S", self.save_game_as)
        self.quit_action = action("quit", "Ctrl+Q", self.close)
        self.new_action = action(
            "new", "Ctrl+N", lambda: self.new_game_dialog(self._game_or(kits()[0].game))
        )
        self.restart_action = action("restart", "Ctrl+R", self.request_restart)
        self.menu_action = action("mainMenu", "Ctrl+M", self.request_main_menu)
        self.undo_action = action("undo", "Ctrl+Z", self.undo)
        self.hint_action = action("hint", "H", self.request_hint)
        self.stats_action = action("statistics", "Ctrl+T", self.show_statistics)
        self.settings_action = action("settings", "Ctrl+,", self.show_settings)
        self.rules_actions = {
            k.game: action(f"rules_{k.game}", f"F{n}", lambda g=k.game: self.show_rules(g))
            for n, k in enumerate(kits(), start=1)
        }
        self.about_action = action("about", "Shift+F1", self.show_about)
        self.file_menu = self.menuBar().addMenu("")
        self.game_menu = self.menuBar().addMenu("")
        self.help_menu = self.menuBar().addMenu("")
        for a in (self.open_action, self.save_action, None, self.quit_action):
            self.file_menu.addAction(a) if a else self.file_menu.addSeparator()
        for a in (
            self.new_action,
            self.restart_action,
            self.menu_action,
            None,
            self.undo_action,
            self.hint_action,
            None,
            self.stats_action,
            self.settings_action,
        ):
            self.game_menu.addAction(a) if a else self.game_menu.addSeparator()
        for a in self.rules_actions.values():
            self.help_menu.addAction(a)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        for menu in (self.file_menu, self.game_menu, self.help_menu):
            menu.setToolTipsVisible(True)
        self._translate_menus()

    def _translate_menus(self) -> None:
        self.file_menu.setTitle(self.tr("&File"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.help_menu.setTitle(self.tr("&Help"))
        texts = {
            self.open_action: (self.tr("&Open…"), self.tr("Open a saved game")),
            self.save_action: (self.tr("Save &As…"), self.tr("Save this game to a file")),
            self.quit_action: (self.tr("&Quit"), self.tr("Close Koloda (your game is kept)")),
            self.new_action: (self.tr("&New…"), self.tr("Choose a game and opponents")),
            self.restart_action: (self.tr("&Restart"), self.tr("Play this match again")),
            self.menu_action: (self.tr("&Main menu"), self.tr("Back to the three games")),
            self.undo_action: (self.tr("&Undo"), self.tr("Take back your last move")),
            self.hint_action: (self.tr("&Hint"), self.tr("Show what the strongest AI would do")),
            self.stats_action: (self.tr("S&tatistics…"), self.tr("Your results and plots")),
            self.settings_action: (self.tr("&Settings…"), self.tr("Change how Koloda looks")),
            self.about_action: (self.tr("&About Koloda"), self.tr("Version and licence")),
        }
        for g, a in self.rules_actions.items():
            texts[a] = (
                self.tr("Rules of %s") % kit(g).title(),
                self.tr("How to play %s") % kit(g).title(),
            )
        for a, (text, tip) in texts.items():
            a.setText(text)
            keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({keys})" if keys else tip)
            a.setStatusTip(tip)

    def _update_actions(self) -> None:
        """Enable what makes sense now (settings may turn undo and hints off)."""
        c = self.controller
        playing = self.in_progress()
        self.restart_action.setEnabled(c.config is not None and not self.demo)
        self.save_action.setEnabled(playing)
        self.undo_action.setEnabled(playing and self.settings.undo_allowed and c.can_undo())
        self.hint_action.setEnabled(playing and self.settings.hints_allowed and c.is_human_turn())

    def _game_or(self, fallback: str) -> str:
        config = self.controller.config
        return config.game if config is not None else fallback

    # ------------------------------------------------------------------ screens

    def show_start(self) -> None:
        self.controller.shutdown()
        self.setWindowTitle("Koloda")
        self.stack.setCurrentWidget(self.start_screen)
        self.turn_label.setText("")
        self.statusBar().showMessage(self.tr("Choose a game to play."))
        self._update_actions()
        self.restart_action.setEnabled(False)

    def in_progress(self) -> bool:
        """A human's match is on the table and not over."""
        c = self.controller
        return (
            not self.demo
            and c.state is not None
            and c.config is not None
            and c.config.human_seat is not None
            and not c.is_finished()
            and self.stack.currentWidget() is self.game_page
        )

    def may_abandon(self) -> bool:
        """Ask before leaving an unfinished game (when the settings say so)."""
        if not self.in_progress() or not self.settings.confirm_abandon:
            return True
        config = self.controller.config
        title = kit(config.game).title() if config is not None else ""
        return self.ask(
            self.tr("Abandon the game?"),
            self.tr("Your game of %s is not finished. Abandon it?") % title,
        )

    def _ask_user(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str, warning: bool = True) -> QMessageBox:
        """A message box that does not block (the text is also kept in last_message)."""
        self.last_message = text
        icon = QMessageBox.Icon.Warning if warning else QMessageBox.Icon.Information
        box = QMessageBox(icon, title, text, QMessageBox.StandardButton.Ok, self)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box

    def request_main_menu(self) -> None:
        if self.may_abandon():
            if self.in_progress() and self.persist:
                saves.clear_autosave()  # the player left this game for good
            self.show_start()

    def request_restart(self) -> None:
        if self.may_abandon():
            self.restart()

    def new_game_dialog(self, game: str | None = None) -> NewGameDialog | None:
        """Open the New Game dialog (non-blocking); Play starts the match it describes."""
        if not self.may_abandon():
            return None
        dialog = NewGameDialog(
            game, self, default_levels=self.settings.opponent_levels, player_name=self.player_name()
        )
        dialog.rulesRequested.connect(self.show_rules)
        dialog.accepted.connect(lambda: self.start_match(dialog.config()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def _focus_table(self) -> None:
        """Keyboard play goes to the table's card view once a game is on (again once the
        event loop turns: a closing dialog hands the focus back to where it was)."""
        view = getattr(self.table, "view", None)
        target = view if isinstance(view, QWidget) else self.table
        target.setFocus()
        QTimer.singleShot(0, lambda: target.setFocus() if self.in_progress() else None)

    def start_match(self, config: MatchConfig) -> None:
        self.rounds_seen = 0
        self._close_summary()
        game = kit(config.game)
        self.log_panel.start(
            config.names, config.human_seat, self.tr("New game of %s") % game.title(), game
        )
        # the table is set up when the controller shows the deal (_on_action_applied, seat -1)
        self.stack.setCurrentWidget(self.game_page)
        self.statusBar().clearMessage()
        self.controller.new_match(config)
        self._update_actions()
        self._focus_table()

    def resume_match(self, data: dict[str, Any]) -> None:
        """Show a match loaded with controller.from_json (raises MatchError on bad data)."""
        c = self.controller
        self._close_summary()
        with QSignalBlocker(c):  # the table is set up below, before it shows anything
            c.from_json(data)
        config = c.config
        assert config is not None
        game = kit(config.game)
        self.log_panel.start(config.names, config.human_seat, self.tr("Game resumed"), game)
        self.table.start_game(
            game, config.players, config.human_seat, config.names, self._levels(config)
        )
        self.stack.setCurrentWidget(self.game_page)
        self._update_title()
        self._show(c.observation(), [])
        self._autosave()
        self._update_actions()
        self._focus_table()

    def _levels(self, config: MatchConfig) -> list[str]:
        """Each seat's level as the table shows it (translated); none for the human."""
        names = {"easy": self.tr("easy"), "normal": self.tr("normal"), "hard": self.tr("hard")}
        return [
            "" if s == config.human_seat else names.get(lv, lv)
            for s, lv in enumerate(config.levels)
        ]

    def restart(self) -> None:
        config = self.controller.config
        if config is not None:
            self.start_match(config)

    def show_rules(self, game: str | None = None) -> RulesDialog:
        game = game or self._game_or(kits()[0].game)
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(game, self)
        self.rules_dialog.show_game(game)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        return self.rules_dialog

    def show_about(self) -> None:
        text = QCoreApplication.translate("About", ABOUT_HTML).format(version=VERSION)
        QMessageBox.about(self, self.tr("About Koloda"), text)

    # ------------------------------------------------------------------ controller -> view

    def table_legal(self) -> list[str]:
        """The legal actions the table was last shown (empty when it is not the human's turn)."""
        return list(self._table_legal)

    def _show(self, obs: dict[str, Any], events: list[dict[str, Any]]) -> None:
        self._table_legal = list(obs.get("legal") or [])
        self._shown_legal = bool(self._table_legal)
        self.table.show_observation(obs, events)
        self._watchdog.start(VIEW_WATCHDOG_MS)
        # a table with nothing to animate may never signal: check once the event loop turns
        QTimer.singleShot(0, self._check_idle)

    def _check_idle(self) -> None:
        if not self.table.is_animating():
            self._on_animations_finished()

    def _on_animations_finished(self) -> None:
        self._watchdog.stop()
        self.controller.view_ready()

    def _on_action_applied(self, seat: int, action: str, events: list[dict[str, Any]]) -> None:
        obs = self.controller.observation()
        config = self.controller.config
        if seat < 0 and config is not None:  # a fresh game (the next Rooster game): clear the table
            self._update_title()
            self.table.start_game(
                kit(config.game),
                config.players,
                config.human_seat,
                config.names,
                self._levels(config),
            )
        if self.hint_shown is not None:
            self.hint_shown = None
            self.table.highlight_action(None)
        if action == "undo":
            self.log_panel.add(self.tr("You took back your move."))
        else:
            self.log_panel.record(seat, action, events, obs.get("public"))
        self._show(obs, events)
        self._autosave()

    def _update_title(self) -> None:
        """'Koloda — Chuvash Rooster, game 2 of 5' (CR-13: a match is a series of games)."""
        config = self.controller.config
        if config is None:
            self.setWindowTitle("Koloda")
            return
        title = kit(config.game).title()
        if plays_series(config.game) and config.match_games > 1:  # a series of games (CR-13)
            number = len(self.controller.history()) + 1
            title = self.tr("%s, game %d of %d") % (title, number, config.match_games)
        self.setWindowTitle(f"Koloda — {title}")

    def _on_turn_started(self, seat: int, human: bool) -> None:
        config = self.controller.config
        self._update_actions()
        if config is None:
            return
        if human:
            obs = self.controller.observation()
            if not self._shown_legal:  # e.g. after a round summary: let the table take input
                self._show(obs, [])
            self.turn_label.setText(self.turn_hint())
        else:
            self.turn_label.setText(self.tr("%s's turn") % config.names[seat])

    def turn_hint(self) -> str:
        """The status line's sentence for the human's turn, from the game's kit."""
        c = self.controller
        return kit(c.config.game).turn_hint(c.observation()) if c.config is not None else ""

    def _on_thinking(self, seat: int) -> None:
        self.table.set_thinking(None if seat < 0 else seat)
        config = self.controller.config
        if seat >= 0 and config is not None:
            self.turn_label.setText(self.tr("%s is thinking…") % config.names[seat])

    def _on_round_ended(self, summary: dict[str, Any]) -> None:
        self.rounds_seen += 1
        if summary.get("kind") == "game":  # a game of a series counts (CR-12, CR-13)
            self.record_statistics()
            self._autosave()  # with the game counted, a resumed match does not count it again
        if self.stats_window is not None:
            self.stats_window.set_match_progress(self.match_progress(), self._progress_title())
        self.log_panel.add(self._summary_line(summary))
        self.roundCount.emit(self.rounds_seen)
        if self.demo:
            return
        self._close_summary()
        dialog = RoundSummaryDialog(summary, self)
        dialog.finished.connect(self._summary_closed)
        self.summary_dialog = dialog
        dialog.open()

    def _summary_line(self, summary: dict[str, Any]) -> str:
        return summary_headline(summary)

    def _summary_closed(self) -> None:
        self.summary_dialog = None
        self.controller.continue_match()
        self._autosave()  # the summary was seen: a resumed game goes straight on

    def _close_summary(self) -> None:
        if self.summary_dialog is not None:
            dialog, self.summary_dialog = self.summary_dialog, None
            dialog.finished.disconnect(self._summary_closed)
            dialog.close()
            dialog.deleteLater()

    def _on_game_over(self, result: dict[str, Any]) -> None:
        self.turn_label.setText("")
        self.record_statistics()
        if self.persist and not self.demo:
            saves.clear_autosave()  # nothing left to resume
        self._update_actions()
        if self.stats_window is not None:
            self.stats_window.set_match_progress(self.match_progress(), self._progress_title())
        self.result_screen.show_result(result)
        if not self.demo:
            self.stack.setCurrentWidget(self.result_screen)

    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    def changeEvent(self, event: QEvent) -> None:
        # (a language installed while __init__ runs arrives before there is anything to redo)
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rebuild the visible texts after the language changed (menus, screens, status)."""
        self._translate_menus()
        self.table.setAccessibleName(self.tr("Card table"))
        self.turn_label.setAccessibleName(self.tr("Whose turn"))
        showing_start = self.stack.currentWidget() is self.start_screen
        old = self.start_screen
        self.start_screen = StartScreen()
        self.start_screen.playRequested.connect(self.new_game_dialog)
        self.start_screen.rulesRequested.connect(self.show_rules)
        self.stack.insertWidget(self.stack.indexOf(old), self.start_screen)
        self.stack.removeWidget(old)
        old.deleteLater()
        if showing_start:
            self.stack.setCurrentWidget(self.start_screen)
            self.statusBar().showMessage(self.tr("Choose a game to play."))
        showing_result = self.stack.currentWidget() is self.result_screen
        old_result = self.result_screen
        self.result_screen = ResultScreen()
        self._connect_result_screen()
        self.stack.insertWidget(self.stack.indexOf(old_result), self.result_screen)
        self.stack.removeWidget(old_result)
        old_result.deleteLater()
        result = self.controller._result
        if result is not None:
            self.result_screen.show_result(result)
        if showing_result:
            self.stack.setCurrentWidget(self.result_screen)
        if self.rules_dialog is not None:
            self.rules_dialog.close()
            self.rules_dialog.deleteLater()
            self.rules_dialog = None
        self._update_title()
        self._update_actions()
        c = self.controller
        if c.is_human_turn():
            self.turn_label.setText(self.turn_hint())
        elif self.in_progress() and c.config is not None and c.state is not None:
            seat = c.state.to_move
            self.turn_label.setText(self.tr("%s's turn") % c.config.names[seat or 0])

    def _connect_result_screen(self) -> None:
        self.result_screen.playAgain.connect(self.restart)
        self.result_screen.newGame.connect(
            lambda: self.new_game_dialog(self._game_or(kits()[0].game))
        )
        self.result_screen.mainMenu.connect(self.show_start)

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.in_progress() and self.settings.confirm_abandon:
            question = (
                self.tr("Quit Koloda? Your game is kept and offered when you start again.")
                if self.persist
                else self.tr("Quit Koloda? This game will be lost.")
            )
            if not self.ask(self.tr("Quit"), question):
                event.ignore()
                return
        self._autosave()  # closing mid-game keeps the game for the next start
        self.controller.shutdown()
        if self.stats_window is not None:
            self.stats_window.close()
        super().closeEvent(event)
