"""The player's things on the main window: settings (applied at once), the autosave after every
action and the offer to resume it, Save As/Open, statistics, undo and hints (koloda.store, issue 7).

``PlayerSessionMixin`` is mixed into ``koloda.app.window.main_window.MainWindow``, which owns
the parts it declares for type checkers. Its strings keep the "MainWindow" translation context
on purpose (written ``QCoreApplication.translate("MainWindow", ...)``): lupdate would file
``self.tr`` under the mixin's name, while Qt looks them up under the window's.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from koloda.app.games import kit
from koloda.app.i18n import current_language, install_language
from koloda.app.play.controller import GameController
from koloda.app.play.match import MatchError, plays_series
from koloda.app.window.settings_dialog import SettingsDialog
from koloda.store import saves
from koloda.store.jsonio import StoreError
from koloda.store.settings import Settings

if TYPE_CHECKING:
    from collections.abc import Callable

    from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox

    from koloda.app.play.match import MatchConfig
    from koloda.app.window.game_log import GameLogPanel
    from koloda.store.jsonio import Message
    from koloda.store.settings import SettingsStore
    from koloda.store.stats import Statistics

    _WindowBase = QMainWindow  # type checkers see the window these methods run on
else:
    _WindowBase = object


class PlayerSessionMixin(_WindowBase):
    """Settings, autosave/resume, Save As/Open, statistics, undo and hints of MainWindow."""

    if TYPE_CHECKING:  # MainWindow's parts and steps that these work with
        controller: GameController
        settings: Settings
        settings_store: SettingsStore
        statistics: Statistics
        persist: bool
        demo: bool
        table: Any
        log_panel: GameLogPanel
        turn_label: QLabel
        stats_window: Any
        notices: list[Message]
        hint_shown: str | None
        _store_warned: bool
        ask: Callable[[str, str], bool]

        def inform(self, title: str, text: str, warning: bool = True) -> QMessageBox: ...
        def in_progress(self) -> bool: ...
        def may_abandon(self) -> bool: ...
        def resume_match(self, data: dict[str, Any]) -> None: ...
        def _show(self, obs: dict[str, Any], events: list[dict[str, Any]]) -> None: ...
        def _levels(self, config: MatchConfig) -> list[str]: ...
        def _focus_table(self) -> None: ...
        def _close_summary(self) -> None: ...
        def _update_actions(self) -> None: ...
        def turn_hint(self) -> str: ...

    def player_name(self) -> str:
        """The human's name on the table: the setting, or the translated word for "You"."""
        return self.settings.player_name or QCoreApplication.translate("MainWindow", "You")

    def _apply_appearance(self) -> None:
        s = self.settings
        self.table.set_appearance(s.four_colour, s.card_back, s.table_colour)

    def show_notices(self) -> None:
        """The messages of the start-up (a settings or statistics file that was bad), once."""
        if self.notices:
            text = "\n\n".join(m.translated() for m in self.notices)
            self.notices = []
            self.inform(QCoreApplication.translate("MainWindow", "Koloda"), text)

    def show_settings(self) -> SettingsDialog:
        """The Settings dialog (non-blocking); OK saves and applies at once."""
        dialog = SettingsDialog(self.settings, self)
        dialog.accepted.connect(lambda: self.apply_settings(dialog.settings()))
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def apply_settings(self, new: Settings) -> None:
        """Save ``new`` and apply it now: speed, look, language, name, undo and hints."""
        old, self.settings = self.settings, new
        if self.persist:
            try:
                self.settings_store.save(new)
            except (StoreError, ValueError) as e:
                text = e.translated() if isinstance(e, StoreError) else str(e)
                self.inform(QCoreApplication.translate("MainWindow", "Settings"), text)
        self.table.set_speed(new.animation_speed)
        if (new.card_style, new.card_back, new.table_colour) != (
            old.card_style,
            old.card_back,
            old.table_colour,
        ):
            self._apply_appearance()
        if new.player_name != old.player_name:
            self._rename_human()
        if not new.hints_allowed and self.hint_shown is not None:
            self.hint_shown = None
            self.table.highlight_action(None)
        if new.language != current_language():
            install_language(new.language)  # every widget gets LanguageChange: retranslate()
        self._update_actions()

    def _rename_human(self) -> None:
        """The new player name shows at once on the table of the game in progress."""
        c = self.controller
        config = c.config
        if config is None or config.human_seat is None or not self.in_progress():
            return
        config.names[config.human_seat] = self.player_name()
        self.log_panel.describer.names = list(config.names)
        self.table.start_game(
            kit(config.game), config.players, config.human_seat, config.names, self._levels(config)
        )
        self._show(c.observation(), [])
        self._autosave()

    def _autosave(self) -> None:
        """Save the match in progress to the autosave slot (after every action)."""
        c = self.controller
        if not self.persist or not self.in_progress():
            return
        try:
            saves.autosave(c.to_json())
        except (StoreError, MatchError, TypeError, ValueError) as e:
            if not self._store_warned:  # say it once, not after every card
                self._store_warned = True
                text = e.translated() if isinstance(e, StoreError) else str(e)
                self.statusBar().showMessage(
                    QCoreApplication.translate("MainWindow", "The game could not be saved: %s")
                    % text
                )

    def offer_resume(self) -> bool:
        """At start: offer the autosaved match; True if it was resumed."""
        if not self.persist:
            return False
        probe = GameController(ai_process=False)  # checks the file, changes nothing here
        try:
            match, notice = saves.load_autosave(validate=probe.from_json)
            config = probe.config
        finally:
            probe.shutdown()
            probe.deleteLater()
        if notice is not None:
            self.inform(QCoreApplication.translate("MainWindow", "Resume"), notice.translated())
        if match is None or config is None:
            return False
        question = (
            QCoreApplication.translate("MainWindow", "Resume your %s game?")
            % kit(config.game).title()
        )
        if not self.ask(QCoreApplication.translate("MainWindow", "Resume"), question):
            saves.clear_autosave()
            return False
        try:
            self.resume_match(match)
        except MatchError as e:  # validated just now, but never crash on a file
            self.inform(QCoreApplication.translate("MainWindow", "Resume"), str(e))
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Your game is back where you left it."), 6000
        )
        return True

    def save_game_as(self, path: str | Path | None = None) -> bool:
        """Save the match to a .koloda file (asks for the name when none is given)."""
        c = self.controller
        if c.state is None or c.config is None:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "There is no game to save."), 6000
            )
            return False
        if path is None:
            suggested = str(Path.home() / f"{c.config.game}.koloda")
            path, _ = QFileDialog.getSaveFileName(
                self,
                QCoreApplication.translate("MainWindow", "Save game"),
                suggested,
                QCoreApplication.translate("MainWindow", "Koloda games (*.koloda)"),
            )
            if not path:
                return False
        target = saves.with_suffix(path)
        try:
            saves.save_game(target, c.to_json())
        except (StoreError, MatchError, TypeError) as e:
            text = e.translated() if isinstance(e, StoreError) else str(e)
            self.inform(QCoreApplication.translate("MainWindow", "Save game"), text)
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Game saved to %s") % target.name, 6000
        )
        return True

    def open_game(self, path: str | Path | None = None) -> bool:
        """Open a .koloda file; a bad file says why and leaves the current game as it was."""
        if not self.may_abandon():
            return False
        if path is None:
            path, _ = QFileDialog.getOpenFileName(
                self,
                QCoreApplication.translate("MainWindow", "Open game"),
                str(Path.home()),
                QCoreApplication.translate("MainWindow", "Koloda games (*.koloda)"),
            )
            if not path:
                return False
        probe = GameController(ai_process=False)  # validate without touching the game on show
        try:
            match = saves.load_game(path, validate=probe.from_json)
        except StoreError as e:
            self.inform(QCoreApplication.translate("MainWindow", "Open game"), e.translated())
            return False
        except Exception as e:  # a hostile file must never take the app down
            self.inform(
                QCoreApplication.translate("MainWindow", "Open game"),
                QCoreApplication.translate("MainWindow", "This file cannot be opened: %s") % e,
            )
            return False
        finally:
            probe.shutdown()
            probe.deleteLater()
        try:
            self.resume_match(match)
        except MatchError as e:
            self.inform(QCoreApplication.translate("MainWindow", "Open game"), str(e))
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Opened %s") % Path(path).name, 6000
        )
        return True

    def undo(self) -> bool:
        """Take back the human's last move (and the opponents' replies)."""
        if not self.settings.undo_allowed:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Undo is turned off in the settings."),
                6000,
            )
            return False
        if not self.in_progress():
            return False
        self._close_summary()
        if not self.controller.undo():
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Your last move was taken back."), 6000
        )
        if self.controller.is_human_turn():  # no one is thinking any more: it is your turn
            self.turn_label.setText(self.turn_hint())
        self._focus_table()
        return True

    def request_hint(self) -> bool:
        """Ask the hard AI for a suggestion; it is highlighted when it comes (_on_hint)."""
        if not self.settings.hints_allowed:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "Hints are turned off in the settings."),
                6000,
            )
            return False
        if not self.in_progress() or not self.controller.request_hint():
            return False
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Looking for a good move…")
        )
        return True

    def _on_hint(self, action: str) -> None:
        c = self.controller
        if not action or c.config is None:
            self.statusBar().showMessage(
                QCoreApplication.translate("MainWindow", "No hint this time."), 6000
            )
            return
        self.hint_shown = action
        self.table.highlight_action(action)
        public = c.observation().get("public")
        sentence = self.log_panel.describer.action(c.config.human_seat or 0, action, public)
        self.statusBar().showMessage(
            QCoreApplication.translate("MainWindow", "Hint: %s") % sentence, 15000
        )

    def match_progress(self) -> dict[str, list[int]]:
        """Each player's points per deal, hand or Rooster game of the match so far."""
        c = self.controller
        config = c.config
        if config is None:
            return {}
        progress: dict[str, list[int]] = {}
        for seat, name in enumerate(config.names):
            points = [h.get("points", []) for h in c.history()]
            progress[name] = [int(p[seat]) for p in points if seat < len(p)]
        return progress if any(progress.values()) else {}

    def _progress_title(self) -> str:
        config = self.controller.config
        if config is not None:
            return kit(config.game).progress_title()
        return QCoreApplication.translate("MainWindow", "Current match")

    def show_statistics(self) -> QWidget:
        """The Statistics window with the current match's progression."""
        from koloda.app.window.stats_window import StatisticsWindow  # pyqtgraph: only when asked

        if self.stats_window is None:
            self.stats_window = StatisticsWindow(self.statistics, self)
        window = self.stats_window
        config = self.controller.config
        if config is not None and config.human_seat is not None:
            window.select(config.game)
        window.set_match_progress(self.match_progress(), self._progress_title())
        window.refresh()
        window.show()
        window.raise_()
        return window

    def record_statistics(self) -> None:
        """Count the finished games of the match (each Rooster game; a Ryadky or Ditch match
        once), marking those where a hint or undo was used."""
        c = self.controller
        config, state = c.config, c.state
        if not self.persist or self.demo or config is None or state is None:
            return
        human = config.human_seat
        if human is None:
            return
        levels = [lv for seat, lv in enumerate(config.levels) if seat != human]
        history = c.history()
        scores = [int(h["points"][human]) for h in history if human < len(h.get("points", []))]
        try:
            if plays_series(config.game):  # each game of a series counts (CR-13)
                while c.recorded < len(history):
                    summary = history[c.recorded]
                    c.recorded += 1
                    self.statistics.record_game(
                        config.game,
                        {"loser": summary.get("loser")},
                        human,
                        levels,
                        c.assisted,
                        scores[: c.recorded],
                    )
                    c.assisted = False  # the next game starts unassisted
            elif c.recorded == 0 and state.is_terminal():
                c.recorded = 1
                self.statistics.record_game(
                    config.game, state.result(), human, levels, c.assisted, scores
                )
        except StoreError as e:  # counted in memory; saved with the next game
            self.statusBar().showMessage(e.translated(), 8000)
        except ValueError as e:
            self.statusBar().showMessage(str(e), 8000)
        if self.stats_window is not None:
            self.stats_window.refresh()
