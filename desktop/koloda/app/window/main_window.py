"""The main window: start screen, the table with its game log, menus, status bar, results.

It talks to the game only through the controller's methods and signals. Its screens are a
``ScreenStack``, the table and log of the match the ``GamePage`` (a match put there by
``Deals``), the player's games on disk a ``SavedGames``, the statistics a ``Scorebook``, the
settings ``Preferences``, the menus ``WindowActions`` (Undo, Redo, Hint and Demo done by
``TurnCommands``), Help's dialogs ``HelpDialogs`` and the review of a round ``RoundReviews``;
what each game looks like comes from its table kit (koloda.app.games).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QShowEvent, QWindowStateChangeEvent
from PySide6.QtWidgets import QDialog, QMainWindow, QMessageBox, QWidget

from koloda.app.games import kit, kits
from koloda.app.i18n import current_language, install_language
from koloda.app.play.controller import GameController
from koloda.app.sound import SoundEngine
from koloda.app.table.timing import OPPONENT_MS
from koloda.app.window.deals import Deals
from koloda.app.window.help import HelpDialogs
from koloda.app.window.icon import app_icon
from koloda.app.window.keyboard_focus import KeyboardKeeper
from koloda.app.window.lessons import Lessons
from koloda.app.window.menus import WindowActions
from koloda.app.window.panels import Panels
from koloda.app.window.placement import WindowPlace
from koloda.app.window.player_settings import PlayerSettings
from koloda.app.window.preferences import Preferences
from koloda.app.window.reviews import RoundReviews
from koloda.app.window.saved_games import SavedGames
from koloda.app.window.scorebook import Scorebook
from koloda.app.window.screen_stack import ScreenStack
from koloda.app.window.screens import StartScreen
from koloda.app.window.status_line import StatusLine
from koloda.app.window.turn_commands import TurnCommands
from koloda.match import Match, MatchConfig, MatchResult, RoundSummary
from koloda.store.jsonio import Message
from koloda.store.settings import Settings
from koloda.store.stats import Statistics

if TYPE_CHECKING:  # the dialogs are imported when first opened: the first window needs none
    from koloda.app.table.widget import TableWidget
    from koloda.app.window.dialogs import NewGameDialog, RulesDialog
    from koloda.app.window.game_log import GameLogPanel
    from koloda.app.window.game_page import GamePage, TableFactory
    from koloda.app.window.result_screen import ResultScreen
    from koloda.app.window.review_dialog import ReviewDialog

__all__ = ["MainWindow", "app_icon"]


class MainWindow(QMainWindow):
    """Koloda's main window; ``demo`` plays every seat by AI."""

    roundCount = Signal(int)
    gamePageMade = Signal(object)  # the GamePage, once made (when the first game starts)

    def __init__(
        self,
        table_factory: TableFactory | None = None,
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
        self.preferences = Preferences(persist=self.persist)
        statistics = Statistics()
        self.notices: list[Message] = []  # shown once, by show_notices()
        if self.persist:
            notice = self.preferences.load()
            self.notices += [m for m in (notice, statistics.load()) if m is not None]
        # before any text: the settings' language, a demo's the system's (Preferences)
        if (self.persist or demo) and self.settings.language != current_language():
            install_language(self.settings.language)
        self.last_message = ""  # the last warning or notice shown in a message box
        self.rounds_seen = 0
        self.help = HelpDialogs(self)
        self.controller = controller or GameController(
            self, ai_pause_ms=0 if demo else OPPONENT_MS, budget_scale=0.25 if demo else 1.0
        )
        self.controller.setParent(self)
        self.controller.auto_continue = demo
        self.saved_games = SavedGames(self.controller, self, self, persist=self.persist)
        self.lessons = Lessons(self.controller, lambda: self.game_page)
        self.scorebook = Scorebook(statistics, self.controller, persist=self.persist and not demo)
        self.scorebook.export_folder = self.saved_games.start_folder  # where Open starts
        self.reviews = RoundReviews(self.controller, self.scorebook, self.say)

        self.placement = WindowPlace(self)  # its size and place on the screen (issue 41)
        # the sounds: files read and the device opened on a thread of their own, a moment after
        # the window is first shown (showEvent): the first window never waits for audio
        self.sounds = SoundEngine(self)
        self.stack = ScreenStack(self)
        # the table is made when a game first needs it: the first window is the start screen
        self._game_page: GamePage | None = None
        self._table_factory = table_factory
        self.player = PlayerSettings(self)  # what the settings do to this window
        self.player.set_speed(speed or self.settings.animation_speed)
        self.stack.set_look(self.settings)  # the start screen on the table's cloth
        self.setCentralWidget(self.stack)

        self.status = StatusLine(self)
        self.setStatusBar(self.status)
        self.turn_label, self.save_problem = self.status.turn_label, self.status.save_problem
        self.commands = WindowActions(self, self._command_slots())
        self.commands.set_recent(self.settings.recent_files)
        self.panels = Panels(self)  # the toolbar and the game log as they were left
        self.player.apply_sound()
        self.turns = TurnCommands(
            self.controller, self.commands, self.status, self.stack, self.preferences, demo=demo
        )
        page = lambda: self.game_page  # noqa: E731  (made when a game first needs it)
        self.deals = Deals(
            self.controller, self.lessons, self.reviews, page, self.stack, self.status
        )
        self.saved_games.folder = self.settings.last_folder

        self._connect()
        self.keyboard = KeyboardKeeper(self)  # dialogs take the keyboard and give it back
        self.show_start()
        self._built = True

    def _command_slots(self) -> dict[str, Callable[..., Any]]:
        """What each command of the menus and the toolbar does (menus.WindowActions)."""
        return {
            "open": self.open_game,
            "saveAs": self.save_game_as,
            "quit": self.close,
            "new": lambda: self.new_game_dialog(self._current_game()),
            "restart": self.request_restart,
            "mainMenu": self.request_main_menu,
            "hostNetwork": self.host_network_game,
            "joinNetwork": self.join_network_game,
            "undo": lambda: self.turns.undo(),
            "redo": lambda: self.turns.redo(),
            "hint": lambda: self.turns.hint(),
            "playHint": self.controller.play_hint,
            "reviewLast": self.review_last_round,
            "demo": lambda on: self.turns.set_demo(on),
            "statistics": self.show_statistics,
            "settings": lambda: self.player.show_dialog(),
            "sound": lambda on: self.player.set_sound(on),
            "about": self.show_about,
            "rules": self.show_rules,
            "learn": self.start_lesson,
            "rulesHere": lambda: self.show_rules(self._current_game()),
            "keys": self.show_keys,
            "fullScreen": self.set_full_screen,
            "showLog": lambda on: self.panels.show_log(on),
            "recent": self.open_game,
        }

    def _connect(self) -> None:
        """The window follows the controller, the lessons and the saved games."""
        c = self.controller
        # a message about a move is stale once the next move is made
        c.changed.connect(lambda *_: self.statusBar().clearMessage())
        c.roundEnded.connect(self._on_round_ended)
        c.gameOver.connect(self._on_game_over)
        c.error.connect(self._on_error)
        self.lessons.problem.connect(lambda text: self.inform(self.tr("Lesson"), text))
        self.lessons.finished.connect(self._lesson_finished)
        self.saved_games.problem.connect(self.status.show_save_problem)
        self.saved_games.fileUsed.connect(lambda path: self.player.remember_file(path))
        self.saved_games.keptAside.connect(lambda path: self.player.remember_kept(path))
        self.stack.playRequested.connect(self.new_game_dialog)
        self.stack.rulesRequested.connect(self.show_rules)
        self.stack.playAgain.connect(self.play_again)
        self.stack.newGame.connect(lambda: self.new_game_dialog(self._current_game()))
        self.stack.mainMenu.connect(self.show_start)
        self.deals.dealt.connect(self._on_dealt)
        self.deals.resumed.connect(self._on_resumed)
        self.deals.nothingDealt.connect(self.show_start)

    @property
    def game_page(self) -> GamePage:
        """The table and the game log, made on first use (a game started or resumed)."""
        if self._game_page is None:
            from koloda.app.window.game_page import GamePage

            page = GamePage(self.controller, self._table_factory, self, summaries=not self.demo)
            page.table.setAccessibleName(self.tr("Card table"))
            self._game_page = page
            self.player.set_speed(self.player.speed)
            self.player.apply_appearance()
            page.turnText.connect(self.turn_label.setText)
            # what to do now, by the table's buttons too: not only at the window's bottom edge
            self.turn_label.said.connect(page.table.set_guidance)
            page.table.set_guidance(self.turn_label.text())
            page.message.connect(self.say)
            page.shown.connect(self._autosave)
            page.newGame.connect(self._update_title)
            page.summaryClosed.connect(self._autosave)  # the summary was seen: resume goes on
            page.lesson_bar.leaveRequested.connect(self._leave_lesson)
            page.reviewRequested.connect(self.review_last_round)
            page.sound.connect(self.sounds.play)
            self.stack.add_game_page(page)
            self.gamePageMade.emit(page)
        return self._game_page

    @property
    def start_screen(self) -> StartScreen:
        return self.stack.start_screen

    @property
    def result_screen(self) -> ResultScreen:
        """The final standings of a match, made when first shown."""
        return self.stack.result_screen

    @property
    def settings(self) -> Settings:
        """The settings in use (koloda.store.settings)."""
        return self.preferences.settings

    @property
    def table(self) -> TableWidget:
        """The card table (koloda.app.table.widget.TableWidget unless a test gave another)."""
        return self.game_page.table

    @property
    def log_panel(self) -> GameLogPanel:
        return self.game_page.log_panel

    # ------------------------------------------------------------------ messages

    def say(self, text: str, ms: int = 6000) -> None:
        """A line in the status bar (``ms`` 0: until the next one)."""
        self.status.say(text, ms)

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

    def show_notices(self) -> None:
        """The messages of the start-up (a settings or statistics file that was bad), once."""
        if self.notices:
            text = "\n\n".join(m.translated() for m in self.notices)
            self.notices = []
            self.inform(self.tr("Koloda"), text)

    def _on_error(self, message: str) -> None:
        self.say(message, 8000)

    def _current_game(self) -> str:
        """The game of the match on the table, else the one last started, else the first."""
        config = self.controller.config
        return config.game if config is not None else self.settings.last_game or kits()[0].game

    # ------------------------------------------------------------------ screens

    def show_start(self) -> None:
        self.close_review()
        self.controller.shutdown()
        if self._game_page is not None:  # the game left takes its hint with it
            self._game_page.clear_hint()
        self.setWindowTitle("Koloda")
        self.stack.setCurrentWidget(self.start_screen)
        self.start_screen.focus_play(self._current_game())
        self.turn_label.setText("")
        self.say(self.tr("Choose a game to play."), 0)
        self.turns.update()
        self.commands.restart.setEnabled(False)

    def may_abandon(self) -> bool:
        """Ask before leaving an unfinished game the person has played in (when the settings
        say so)."""
        if not self.turns.worth_keeping() or not self.settings.confirm_abandon:
            return True
        config = self.controller.config
        title = kit(config.game).title() if config is not None else ""
        return self.ask(
            self.tr("Abandon the game?"),
            self.tr("Your game of %s is not finished. Abandon it?") % title,
        )

    def request_main_menu(self) -> None:
        if self.may_abandon():
            if self.turns.in_progress():
                self.saved_games.forget()  # the player left this game for good
            self.show_start()

    def request_restart(self) -> None:
        if self.may_abandon():
            self.restart()

    def new_game_dialog(self, game: str | None = None) -> NewGameDialog | None:
        """The New Game dialog (non-blocking): Play starts the match it describes (its choices
        are remembered), Learn to Play the game's guided first game (offered while new); either
        asks then, not before, whether to leave a game on the table (``may_abandon``)."""
        from koloda.app.window.dialogs import NewGameDialog

        offered = self.settings.lessons_offered
        dialog = NewGameDialog(
            game,
            self,
            default_levels=self.settings.opponent_levels,
            player_name=self.player_name(),
            new_to=tuple(k.game for k in kits() if k.game not in offered),
            remembered=self.settings.new_game,
        )
        dialog.accepted.connect(lambda: self._play_chosen(dialog.config()))
        dialog.lessonRequested.connect(lambda chosen: self._lesson_chosen(dialog, chosen))
        # offered once: the game it opens on, and each it showed the note for
        dialog.finished.connect(lambda _result: self.player.offered(*dialog.offered_here))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        self.player.offered(dialog.game())
        return dialog

    def _play_chosen(self, c: MatchConfig) -> None:
        if not self.demo:  # issue 34: the next New Game opens on these choices
            self.player.store(
                self.settings.with_choice(
                    c.game, c.players, c.options, c.match_games, levels=c.levels[1:]
                )
            )
        if self.may_abandon():  # No: the game on the table goes on, the choices kept
            self.start_match(c)

    def host_network_game(self) -> QDialog | None:
        """Game > Host a Network Game (issue 42): the table's dialog (or the table left
        unfinished here, reopened), then its own window; a game on this table waits, and
        is back when the table's window closes (NetworkPlay.set_aside)."""
        from koloda.app.net.launch import NetworkPlay

        return NetworkPlay.of(self).host_dialog()

    def join_network_game(self) -> QDialog | None:
        """Game > Join a Network Game (issue 42): the tables heard, then the table's window
        (a game on this table waits, as for Host)."""
        from koloda.app.net.launch import NetworkPlay

        return NetworkPlay.of(self).join_dialog()

    def _lesson_chosen(self, dialog: QDialog, game: str) -> None:
        dialog.reject()
        self.start_lesson(game)

    def _autosave(self) -> None:
        self.saved_games.autosave(self.turns.in_progress())

    def start_match(self, config: MatchConfig) -> None:
        self.rounds_seen = 0
        self.deals.match(config)

    def start_lesson(self, game: str) -> None:
        """Help > Learn to Play: the guided first game of ``game`` (issue 27)."""
        if self.may_abandon():
            self._begin_lesson(game)

    def _begin_lesson(self, game: str) -> None:
        self.player.offered(game)  # the New Game dialog no longer offers it
        self.rounds_seen = 0
        self.deals.lesson(game, self.player_name())

    def _leave_lesson(self) -> None:
        """Leave the Lesson: the guided game is dropped (it can be started again)."""
        self.lessons.stop()
        self.saved_games.forget()
        self.show_start()

    def _lesson_finished(self, game: str, words: str) -> None:
        """The guided game is over: its last words stay on the result screen, above the
        standings they explain (a message box over them hid them), and it is counted."""
        message = self.scorebook.lesson_done(game)
        title = self.tr("Lesson finished: %s") % kit(game).title()
        self.result_screen.show_note(title, words)
        self.say(title, 8000)
        if message:  # the statistics could not be saved: said apart, as a warning
            self.inform(title, message)
        self.last_message = f"{words}\n\n{message}" if message else words

    def resume_match(self, match: Match, *, back: bool = False) -> None:
        """Go on with a loaded (checked) match where it was (``back``: a kept one, said so)."""
        if back:  # or more, said on resuming
            self.say(self.tr("Your game is back where you left it."))
        self.deals.resume(match)

    def _on_dealt(self) -> None:
        self.turns.update()
        self.turns.focus_table()

    def _on_resumed(self) -> None:
        self._update_title()
        self._autosave()
        self.turns.update()
        self.turns.focus_table()

    def play_again(self) -> None:
        """The result screen's Play again: the same match on a new deal (Deals.new_deal; it dealt
        the very same cards again, issue 34), a lesson from its first step."""
        config = self.deals.new_deal()
        self.start_match(config) if config is not None else self.restart()

    def restart(self) -> None:
        config = self.controller.config
        if config is not None and config.lesson:  # a lesson again, from its first step
            self._begin_lesson(config.lesson)
        elif config is not None:
            self.start_match(config)

    def show_rules(self, game: str | None = None) -> RulesDialog:
        return self.help.rules(game or self._current_game())

    def show_about(self) -> None:
        self.help.about()

    # ------------------------------------------------------------------ the player's things

    def player_name(self) -> str:
        """The human's name on the table: the setting, or the translated word for "You"."""
        return self.preferences.player_name()

    def save_game_as(self, path: Any = None) -> bool:
        """Save the match to a .koloda file (asks for the name when none is given)."""
        return self.saved_games.save_as(path)

    def open_game(self, path: Any = None) -> bool:
        """Open a .koloda file; a bad file says why and leaves the current game as it was."""
        if not self.may_abandon():
            return False
        match = self.saved_games.open(path)
        if match is not None:
            self.resume_match(match)
        return match is not None

    def offer_resume(self, document: bool = False) -> bool:
        """At start: offer the autosaved match; True if it was resumed. With a ``document`` to
        open (a file opened with Koloda) nothing is asked: the autosaved match is kept in File
        > Open Recent, as declining the offer keeps it."""
        match = self.saved_games.resumable(ask=not document)
        if match is None:
            return False
        self.resume_match(match, back=True)
        return True

    def set_full_screen(self, on: bool) -> None:
        self.showFullScreen() if on else self.showNormal()

    def place_on_screen(self) -> None:
        """Before the first show: the size and place the window had when last closed, else
        the screen's available area's room for it, frame included (issue 41: the first window
        was 1280x800 inside its frame on a 1280x800 screen, the status line below the edge)."""
        self.placement.place(self.settings.window_geometry if self.persist else "")

    def showEvent(self, event: QShowEvent) -> None:
        self.sounds.start()  # once; LOAD_DELAY_MS after the first paint
        super().showEvent(event)
        self.placement.shown()  # the frame within the screen once the window manager drew it

    def show_keys(self) -> QDialog:
        """Help > Keyboard: every key of the window and the table."""
        return self.help.keys(self.commands.all())

    def review_last_round(self) -> ReviewDialog | None:
        """The review of the last finished round (issue 27): the person's decisions judged in
        the background, the flagged ones shown one by one on the table."""
        if not self.turns.can_review():
            return None
        page = self.game_page
        if not self.turns.persons_result_shown():
            return self.reviews.open(page, self.geometry())
        self.stack.setCurrentWidget(page)  # the review shows its decisions on the table
        return self.reviews.open(page, self.geometry(), then=lambda: self._back_to_result(page))

    def _back_to_result(self, page: GamePage) -> None:
        """The review opened from the result screen is over: the result again, if the match
        on the table is still that finished one and no other review was opened meanwhile."""
        shown, over = self.stack.currentWidget() is page, self.controller.is_finished()
        if shown and over and self.reviews.dialog is None:
            self._show_result(page)

    def close_review(self) -> None:
        """Close the review of a round (a new game, a resume, the start screen)."""
        self.reviews.close()

    def show_statistics(self) -> QWidget:
        """The Statistics window with the current match's progression."""
        return self.scorebook.show(self)

    def _record_games(self) -> None:
        message = self.scorebook.record()
        if message:
            self.say(message, 8000)

    # ------------------------------------------------------------------ controller -> window

    def _update_title(self) -> None:
        """'Koloda — Chuvash Rooster, game 2 of 5' (CR-13: a match is a series of games)."""
        config = self.controller.config
        if config is None:
            self.setWindowTitle("Koloda")
            return
        title = kit(config.game).title()
        if config.games_in_match() > 1:
            from koloda.app.window.summary import game_in_play  # with the game page, not before

            number = game_in_play(self.controller)
            title = self.tr("%s, game %d of %d") % (title, number, config.games_in_match())
        self.setWindowTitle(f"Koloda — {title}")

    def _on_round_ended(self, summary: RoundSummary) -> None:
        self.rounds_seen += 1
        self.turns.update()  # a finished round can be reviewed
        self._record_games()  # the match's last round: it counts before the summary is seen
        self._autosave()  # with the game counted, a resumed match does not count it twice
        self.roundCount.emit(self.rounds_seen)

    def _on_game_over(self, result: MatchResult) -> None:
        self.turn_label.setText("")
        self._record_games()
        if not self.demo:
            self.saved_games.forget()  # nothing left to resume
        self.turns.update()
        self.result_screen.show_result(result)
        if not self.demo:  # after the won match's flourish on the table (issue 43)
            page = self.game_page
            page.celebrate_match(result.winners, lambda: self._show_result(page))
        else:
            self.game_page.celebrate_match(result.winners, lambda: None)

    def _show_result(self, page: GamePage) -> None:
        """The result page (a new game dealt meanwhile has cancelled it on the table)."""
        if self._game_page is page:
            self.stack.setCurrentWidget(self.result_screen)

    # ------------------------------------------------------------------ language and quitting

    def changeEvent(self, event: QEvent) -> None:
        # (a language installed while __init__ runs arrives before there is anything to redo)
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
        elif isinstance(event, QWindowStateChangeEvent) and self._built:
            self.placement.state_changed(event.oldState())
        super().changeEvent(event)

    def retranslate(self) -> None:
        """Rebuild the visible texts after the language changed (menus, screens, status)."""
        self.commands.translate()
        if self._game_page is not None:
            self._game_page.table.setAccessibleName(self.tr("Card table"))
        self.stack.remake(self.controller.result())
        on_start = self.stack.currentWidget() is self.start_screen  # else the old words go
        self.say(self.tr("Choose a game to play.") if on_start else "", 0)
        if on_start:  # a new screen, its keys on Play as the old one's were
            self.start_screen.focus_play(self._current_game())
        self.help.forget_rules()
        self._update_title()
        self.turns.update()
        if self.turns.in_progress():
            self.turn_label.setText(self.game_page.whose_turn())
        self.lessons.refresh()  # the lesson's words in the new language

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.turns.worth_keeping() and self.settings.confirm_abandon:
            question = (
                self.tr("Quit Koloda? Your game is kept and offered when you start again.")
                if self.persist
                else self.tr("Quit Koloda? This game will be lost.")
            )
            if not self.ask(self.tr("Quit"), question):
                event.ignore()
                return
        self._autosave()  # closing mid-game keeps the game for the next start
        if self.persist and not self.demo:  # the next start opens it as it is now
            place = self.placement.saved()
            self.player.store(replace(self.settings, window_geometry=place, **self.panels.kept()))
        self.close_review()
        self.controller.shutdown()
        self.scorebook.close()
        self.sounds.close()
        super().closeEvent(event)
