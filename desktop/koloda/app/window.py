"""The main window: start screen, the table with its game log, menus, status bar, results."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

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
from koloda.app.controller import GameController, MatchConfig
from koloda.app.dialogs import ABOUT_HTML, NewGameDialog, RoundSummaryDialog, RulesDialog
from koloda.app.log import GameLogPanel, pretty_card
from koloda.app.resources import resource_path
from koloda.app.start import GAME_ORDER, ResultScreen, StartScreen, game_title

VIEW_WATCHDOG_MS = 15000  # if the table never reports its animations done, go on anyway


class TableLike(Protocol):
    """What the window needs of koloda.app.table.TableWidget (the table engineer's)."""

    actionChosen: Any
    animationsFinished: Any
    message: Any

    def start_game(
        self, game: str, players: int, human_seat: int | None, names: list[str], levels: list[str]
    ) -> None: ...
    def show_observation(self, obs: dict[str, Any], events: list[dict[str, Any]]) -> None: ...
    def set_speed(self, speed: str) -> None: ...
    def is_animating(self) -> bool: ...
    def set_thinking(self, seat: int | None) -> None: ...


def default_table_factory(parent: QWidget) -> QWidget:
    from koloda.app.table import TableWidget

    return TableWidget(parent)


def app_icon() -> QIcon:
    png = resource_path("icons", "koloda.png")
    svg = resource_path("icons", "koloda.svg")
    icon = QIcon()
    for path in (svg, png):
        if path.is_file():
            icon.addFile(str(path))
    return icon


def turn_hint(obs: dict[str, Any]) -> str:
    """What the human may do now, in one sentence, from the legal actions' kinds."""
    legal = list(obs.get("legal") or [])
    kinds = {a.split()[0] for a in legal if a}
    public = obs.get("public") or {}
    game = obs.get("game")
    if game == "ryadky":
        pile = list(public.get("pile") or [])
        if not pile:
            return QCoreApplication.translate(
                "Status", "Your turn: lead any card to start a new pile."
            )
        return QCoreApplication.translate(
            "Status", "Your turn: play a card of the same rank or suit as %s."
        ) % pretty_card(pile[-1])
    if game == "rooster":
        if "lead" in kinds:
            return QCoreApplication.translate(
                "Status", "Your turn to attack: lead one or more cards of one suit."
            )
        if "cover" in kinds:
            return QCoreApplication.translate(
                "Status",
                "You defend: cover each card with a higher one of its suit or an equal or "
                "higher one of a higher suit, or take.",
            )
        if "take" in kinds:
            return QCoreApplication.translate("Status", "You cannot cover: take the cards.")
        if "throw" in kinds:
            return QCoreApplication.translate(
                "Status", "You may throw in a card of a rank on the table, or pass."
            )
    if game == "ditch":
        if "draw" in kinds:
            most = max((int(a.split()[1]) for a in legal if a.startswith("draw ")), default=1)
            return (
                QCoreApplication.translate(
                    "Status", "Your turn: draw 1 to %d cards from the stock."
                )
                % most
            )
        if kinds & {"meld", "single"}:
            return QCoreApplication.translate(
                "Status", "Meld sets or blind runs, play singles, then discard or pass."
            )
        if kinds:
            return QCoreApplication.translate("Status", "End your turn: discard cards or pass.")
    return QCoreApplication.translate("Status", "Your turn.")


class MainWindow(QMainWindow):
    """Koloda's main window; ``demo`` plays every seat by AI."""

    roundCount = Signal(int)

    def __init__(
        self,
        table_factory: Callable[[QWidget], QWidget] | None = None,
        *,
        demo: bool = False,
        speed: str = "normal",
        controller: GameController | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("mainWindow")
        self.setWindowTitle("Koloda")
        self.setWindowIcon(app_icon())
        self.demo = demo
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
        self.table.set_speed(speed)
        self.log_panel = GameLogPanel()
        self.game_page = QSplitter(Qt.Orientation.Horizontal)
        self.game_page.addWidget(self.table)
        self.game_page.addWidget(self.log_panel)
        self.game_page.setStretchFactor(0, 5)
        self.game_page.setStretchFactor(1, 1)
        self.game_page.setCollapsible(0, False)
        self.game_page.setSizes([1000, 260])
        self.result_screen = ResultScreen()
        self.result_screen.playAgain.connect(self.restart)
        self.result_screen.newGame.connect(lambda: self.new_game_dialog(self._game_or("ryadky")))
        self.result_screen.mainMenu.connect(self.show_start)
        for page in (self.start_screen, self.game_page, self.result_screen):
            self.stack.addWidget(page)
        self.setCentralWidget(self.stack)

        self.turn_label = QLabel()
        self.turn_label.setObjectName("turnLabel")
        self.statusBar().addPermanentWidget(self.turn_label)
        self._build_menus()

        c = self.controller
        c.actionApplied.connect(self._on_action_applied)
        c.turnStarted.connect(self._on_turn_started)
        c.thinkingChanged.connect(self._on_thinking)
        c.roundEnded.connect(self._on_round_ended)
        c.gameOver.connect(self._on_game_over)
        c.error.connect(self._on_error)
        self.table.actionChosen.connect(c.submit)
        self.table.animationsFinished.connect(self._on_animations_finished)
        self.table.message.connect(lambda text: self.statusBar().showMessage(text, 6000))
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_animations_finished)
        self.show_start()

    # ------------------------------------------------------------------ menus

    def _build_menus(self) -> None:
        game = self.menuBar().addMenu(self.tr("&Game"))
        self.new_action = QAction(self.tr("&New…"), self)
        self.new_action.setShortcut(QKeySequence.StandardKey.New)
        self.new_action.triggered.connect(lambda: self.new_game_dialog(self._game_or("ryadky")))
        self.restart_action = QAction(self.tr("&Restart"), self)
        self.restart_action.setShortcut(QKeySequence("Ctrl+R"))
        self.restart_action.triggered.connect(self.restart)
        self.menu_action = QAction(self.tr("&Main menu"), self)
        self.menu_action.triggered.connect(self.show_start)
        quit_action = QAction(self.tr("&Quit"), self)
        quit_action.setShortcut(QKeySequence.StandardKey.Quit)
        quit_action.triggered.connect(self.close)
        for a in (self.new_action, self.restart_action, self.menu_action):
            game.addAction(a)
        game.addSeparator()
        game.addAction(quit_action)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        for g in GAME_ORDER:
            action = QAction(self.tr("Rules of %s") % game_title(g), self)
            action.triggered.connect(lambda _=False, g=g: self.show_rules(g))
            help_menu.addAction(action)
        help_menu.addSeparator()
        about = QAction(self.tr("&About Koloda"), self)
        about.triggered.connect(self.show_about)
        help_menu.addAction(about)

    def _game_or(self, fallback: str) -> str:
        config = self.controller.config
        return config.game if config is not None else fallback

    # ------------------------------------------------------------------ screens

    def show_start(self) -> None:
        self.controller.shutdown()
        self.setWindowTitle("Koloda")
        self.stack.setCurrentWidget(self.start_screen)
        self.restart_action.setEnabled(False)
        self.turn_label.setText("")
        self.statusBar().showMessage(self.tr("Choose a game to play."))

    def new_game_dialog(self, game: str = "ryadky") -> NewGameDialog:
        """Open the New Game dialog (non-blocking); Play starts the match it describes."""
        dialog = NewGameDialog(game, self)
        dialog.rulesRequested.connect(self.show_rules)
        dialog.accepted.connect(lambda: self.start_match(dialog.config()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def start_match(self, config: MatchConfig) -> None:
        self.rounds_seen = 0
        self._close_summary()
        self.log_panel.start(
            config.names, config.human_seat, self.tr("New game of %s") % game_title(config.game)
        )
        # the table is set up when the controller shows the deal (_on_action_applied, seat -1)
        self.stack.setCurrentWidget(self.game_page)
        self.restart_action.setEnabled(True)
        self.statusBar().clearMessage()
        self.controller.new_match(config)

    def resume_match(self, data: dict[str, Any]) -> None:
        """Show a match loaded with controller.from_json (raises MatchError on bad data)."""
        c = self.controller
        self._close_summary()
        with QSignalBlocker(c):  # the table is set up below, before it shows anything
            c.from_json(data)
        config = c.config
        assert config is not None
        self.log_panel.start(config.names, config.human_seat, self.tr("Game resumed"))
        self.table.start_game(
            config.game, config.players, config.human_seat, config.names, self._levels(config)
        )
        self.stack.setCurrentWidget(self.game_page)
        self._show(c.observation(), [])

    @staticmethod
    def _levels(config: MatchConfig) -> list[str]:
        """Each seat's level for the table; none for the human, who is no AI."""
        return ["" if s == config.human_seat else lv for s, lv in enumerate(config.levels)]

    def restart(self) -> None:
        config = self.controller.config
        if config is not None:
            self.start_match(config)

    def show_rules(self, game: str = "ryadky") -> RulesDialog:
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
                config.game, config.players, config.human_seat, config.names, self._levels(config)
            )
        self.log_panel.record(seat, action, events, obs.get("public"))
        self._show(obs, events)

    def _update_title(self) -> None:
        """'Koloda — Chuvash Rooster, game 2 of 5' (CR-13: a match is a series of games)."""
        config = self.controller.config
        if config is None:
            self.setWindowTitle("Koloda")
            return
        title = game_title(config.game)
        if config.game == "rooster" and config.match_games > 1:
            number = len(self.controller.history()) + 1
            title = self.tr("%s, game %d of %d") % (title, number, config.match_games)
        self.setWindowTitle(f"Koloda — {title}")

    def _on_turn_started(self, seat: int, human: bool) -> None:
        config = self.controller.config
        if config is None:
            return
        if human:
            obs = self.controller.observation()
            if not self._shown_legal:  # e.g. after a round summary: let the table take input
                self._show(obs, [])
            self.turn_label.setText(turn_hint(obs))
        else:
            self.turn_label.setText(self.tr("%s's turn") % config.names[seat])

    def _on_thinking(self, seat: int) -> None:
        self.table.set_thinking(None if seat < 0 else seat)
        config = self.controller.config
        if seat >= 0 and config is not None:
            self.turn_label.setText(self.tr("%s is thinking…") % config.names[seat])

    def _on_round_ended(self, summary: dict[str, Any]) -> None:
        self.rounds_seen += 1
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
        from koloda.app.dialogs import summary_headline

        return summary_headline(summary)

    def _summary_closed(self) -> None:
        self.summary_dialog = None
        self.controller.continue_match()

    def _close_summary(self) -> None:
        if self.summary_dialog is not None:
            dialog, self.summary_dialog = self.summary_dialog, None
            dialog.finished.disconnect(self._summary_closed)
            dialog.close()
            dialog.deleteLater()

    def _on_game_over(self, result: dict[str, Any]) -> None:
        self.turn_label.setText("")
        self.result_screen.show_result(result)
        if not self.demo:
            self.stack.setCurrentWidget(self.result_screen)

    def _on_error(self, message: str) -> None:
        self.statusBar().showMessage(message, 8000)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rebuild the visible texts after the language changed (menus, screens, status)."""
        self.menuBar().clear()
        self._build_menus()
        self.restart_action.setEnabled(self.controller.config is not None)
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
        if self.rules_dialog is not None:
            self.rules_dialog.close()
            self.rules_dialog.deleteLater()
            self.rules_dialog = None
        self._update_title()
        c = self.controller
        if c.is_human_turn():
            self.turn_label.setText(turn_hint(c.observation()))

    def closeEvent(self, event: QCloseEvent) -> None:
        self.controller.shutdown()
        super().closeEvent(event)
