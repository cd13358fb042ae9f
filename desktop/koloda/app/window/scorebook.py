"""The player's statistics on the window: each finished match counted once, as one unit for
every game (a series of Rooster games as much as a Ryadky ryadok), won when the result page
says so, marked when a hint or an undo was used, and the Statistics window with the current
match's progression (koloda.store.stats)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from koloda.app.play.controller import GameController
from koloda.match import MatchConfig
from koloda.store.jsonio import StoreError
from koloda.store.stats import ALL, Statistics

if TYPE_CHECKING:
    from koloda.app.window.stats_window import StatisticsWindow


class Progressing(Protocol):
    """A window's match as its Statistics window plots it (a local or a network table)."""

    @property
    def config(self) -> MatchConfig | None: ...

    def progress(self) -> dict[str, list[int]]: ...


class StatisticsView:
    """The Statistics window over one window's play, opened on its game (at ``level``) with
    its match plotted as it goes (``title``), kept up to date while open."""

    level = ALL  # the level the window opens on

    def __init__(self, statistics: Statistics | None, controller: Progressing) -> None:
        self.statistics = statistics  # None: nothing is shown (a network test's window)
        self.controller = controller
        self.window: StatisticsWindow | None = None
        self.export_folder: Callable[[], Path] = Path.home  # where Export CSV starts

    def progress_title(self) -> str:
        return QCoreApplication.translate("MainWindow", "Current match")

    def game_to_open(self) -> str | None:
        """The game the window opens on: the match's (None: what it showed last)."""
        config = self.controller.config
        return config.game if config is not None else None

    def show(self, parent: QWidget) -> StatisticsWindow | None:
        """The Statistics window with the match's progression (None without statistics)."""
        if self.statistics is None:
            return None
        from koloda.app.window.stats_window import StatisticsWindow  # pyqtgraph: only when asked

        if self.window is None:
            self.window = StatisticsWindow(self.statistics, parent)
            self.window.export_folder = self.export_folder
        if (game := self.game_to_open()) is not None:
            self.window.select(game, self.level)
        self.refresh()
        self.window.show()
        self.window.raise_()
        return self.window

    def refresh(self) -> None:
        """The open Statistics window shows the latest games and the match's progression."""
        if self.window is not None:
            config = self.controller.config
            game = config.game if config is not None else None
            progress = self.controller.progress()
            self.window.set_match_progress(progress, self.progress_title(), game)
            self.window.refresh()

    def close(self) -> None:
        if self.window is not None:
            self.window.close()


class Scorebook(StatisticsView):
    """Records one window's finished games and shows the statistics."""

    statistics: Statistics
    controller: GameController

    def __init__(
        self, statistics: Statistics, controller: GameController, *, persist: bool
    ) -> None:
        super().__init__(statistics, controller)
        self.persist = persist  # a demo counts nothing

    def progress_title(self) -> str:
        if self.controller.is_finished():  # its result page: the title a restart shows
            return QCoreApplication.translate("MainWindow", "Last match")
        return super().progress_title()

    def record(self) -> str:
        """Count the match once it is over (one unit for every game, its winners the result
        page's); a message if it could not be saved ("" when all is well: a match counted in
        memory is saved with the next one)."""
        config = self.controller.config
        if not self.persist or config is None or config.human_seat is None:
            return ""
        finished = self.controller.unrecorded_match()
        if finished is None:
            return ""
        self.controller.match_recorded()
        human = config.human_seat
        levels = [lv for seat, lv in enumerate(config.levels) if seat != human]
        message = ""
        try:
            self.statistics.record_result(
                config.game,
                levels,
                finished.won,
                finished.score,
                finished.loser,
                finished.assisted,
                finished.scores,
                finished.lines or None,
            )
        except StoreError as e:
            message = e.translated()
        except ValueError as e:
            message = str(e)
        self.refresh()
        return message

    def lesson_done(self, game: str) -> str:
        """Count a guided first game played to its end; a message if it could not be saved."""
        if not self.persist:
            return ""
        try:
            self.statistics.record_lesson(game)
        except StoreError as e:
            return e.translated()
        self.refresh()
        return ""

    def round_reviewed(self, game: str, accuracy: float, decisions: int, round_id: str) -> str:
        """Keep a reviewed round's accuracy, once for each ``round_id``; a message if it could
        not be saved."""
        if not self.persist:
            return ""
        try:
            self.statistics.record_accuracy(game, accuracy, decisions, round_id)
        except StoreError as e:
            return e.translated()
        except ValueError as e:
            return str(e)
        self.refresh()
        return ""

    def game_to_open(self) -> str | None:
        config = self.controller.config  # a demo's (no seat of the person's) opens on all
        return config.game if config is not None and config.human_seat is not None else None

    def show(self, parent: QWidget) -> StatisticsWindow:
        shown = super().show(parent)
        assert shown is not None  # the main window always keeps statistics
        return shown
