"""The guided first games of one window (issue 27): started from Help > Learn to Play or
offered the first time a game is chosen, shown with the coach's bar over the table, resumed
like any game, and counted in the statistics when finished."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from koloda.app.play.controller import Change, GameController
from koloda.app.play.lesson import LessonRun
from koloda.match import Match, MatchError, default_names
from koloda.match.lesson import load_lesson

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage

__all__ = ["Lessons"]


class Lessons(QObject):
    """Which lesson runs on the window's controller, and its bar and gate on the table."""

    problem = Signal(str)  # a lesson that cannot be played, and why
    finished = Signal(str, str)  # the game of a lesson finished: its name, the last words

    def __init__(self, controller: GameController, page: Callable[[], GamePage]) -> None:
        super().__init__(controller)
        self.controller = controller
        self.page = page  # the game page, made on first use
        self.run: LessonRun | None = None

    def start(self, game: str, player_name: str) -> bool:
        """Deal the guided first game of ``game``; False (and ``problem``) if it cannot be."""
        try:
            lesson = load_lesson(game)
        except MatchError as e:
            self.problem.emit(str(e))
            return False
        run = self._attach(LessonRun(lesson, self.controller))
        names = default_names(lesson.players, lesson.human_seat)
        names[lesson.human_seat] = player_name
        run.start(names)
        return True

    def resume(self, match: Match) -> bool:
        """Go on with ``match`` through its lesson if it is one (True), else leave it be."""
        self.stop()
        if not match.config.lesson:
            return False
        try:
            lesson = load_lesson(match.config.lesson)
        except MatchError as e:
            self.problem.emit(str(e))
            return False
        self._attach(LessonRun(lesson, self.controller)).resume(match)
        return True

    def _attach(self, run: LessonRun) -> LessonRun:
        self.stop()
        self.run = run
        page = self.page()
        bar = page.lesson_bar
        run.stepShown.connect(bar.show_step)
        run.refused.connect(bar.show_refusal)
        run.finished.connect(lambda words: self.finished.emit(run.lesson.game, words))
        self.controller.changed.connect(self._highlight)
        page.table.input.gate = run.refuses
        return run

    def stop(self) -> None:
        """No lesson any more (another game starts, or the person leaves it)."""
        run, self.run = self.run, None
        if run is None:
            return
        run.stop()
        self.controller.changed.disconnect(self._highlight)
        page = self.page()
        page.table.input.gate = None
        page.lesson_bar.hide()

    def refresh(self) -> None:
        """Show the lesson's step again (a resumed lesson, a new language)."""
        if self.run is not None:
            self.run.show()
            self._highlight(None)

    def _highlight(self, change: Change | None) -> None:
        """The cards (or the button) of the move the lesson waits for glow on the table."""
        if self.run is not None:
            self.page().table.highlight_action(self.run.expected() or None)
