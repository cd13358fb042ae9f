"""Putting a match on the main window's game page: dealt fresh, as a lesson, or resumed where a
saved game left it. The page shows, the log begins, and ``dealt`` or ``resumed`` tell the
window it is there (``nothingDealt`` when a lesson could not be dealt)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, QSignalBlocker, Signal

from koloda.app.games import kit
from koloda.app.play.controller import GameController
from koloda.app.window.lessons import Lessons
from koloda.app.window.reviews import RoundReviews
from koloda.app.window.screen_stack import ScreenStack
from koloda.app.window.status_line import StatusLine
from koloda.match import Match, MatchConfig

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage

__all__ = ["Deals", "rules_changed_notice"]


def rules_changed_notice() -> str:
    """What a player is told of a game whose saved moves today's rules replay to the same
    position but not the same bookkeeping (koloda.match.resume): it goes on as it was left."""
    return QCoreApplication.translate(
        "MainWindow",
        "This game was saved by an earlier version of Koloda. "
        "It goes on from where you left it; nothing is lost.",
    )


class Deals(QObject):
    """Deals or resumes the matches of one window's controller on its game page."""

    dealt = Signal()  # a new match (or lesson) is on the table
    resumed = Signal()  # a loaded match is on the table where it was (and shown)
    nothingDealt = Signal()  # the lesson asked for could not be dealt

    def __init__(
        self,
        controller: GameController,
        lessons: Lessons,
        reviews: RoundReviews,
        page: Callable[[], GamePage],
        stack: ScreenStack,
        status: StatusLine,
    ) -> None:
        super().__init__(controller)
        self.controller = controller
        self.lessons = lessons
        self.reviews = reviews
        self.page = page  # the game page, made on first use
        self.stack = stack
        self.status = status

    def match(self, config: MatchConfig) -> None:
        """A new match as ``config`` describes it."""
        self._deal(config.game, lambda: self.controller.new_match(config) or True)

    def new_deal(self) -> MatchConfig | None:
        """The match just played, its players and options, on a new deal; None for a lesson
        (its deal is made by hand) or when there is no match."""
        config = self.controller.config
        if config is None or config.lesson:
            return None
        seed = random.randrange(2**31)
        return replace(config, seed=seed if seed != config.seed else seed + 1)

    def lesson(self, game: str, player_name: str) -> None:
        """The guided first game of ``game`` (issue 27), from its first step."""
        self._deal(game, lambda: self.lessons.start(game, player_name), lesson=True)

    def _deal(self, game: str, deal: Callable[[], bool], lesson: bool = False) -> None:
        """Show the table and deal a new match there (``deal`` False: nothing was dealt)."""
        self.reviews.close()
        page = self.page()
        page.close_summary()
        if not lesson:
            self.lessons.stop()
        # the table is set up when the controller shows the deal (a fresh game, seat -1)
        self.stack.setCurrentWidget(page)
        self.status.clearMessage()
        if not deal():
            self.nothingDealt.emit()
            return
        # the log's first line, in the language of the moment (it is retold after a switch)
        page.start(
            lambda: (
                (
                    QCoreApplication.translate("MainWindow", "Lesson: %s")
                    if lesson
                    else QCoreApplication.translate("MainWindow", "New game of %s")
                )
                % kit(game).title()
            )
        )
        self.dealt.emit()

    def resume(self, match: Match) -> None:
        """Go on with a loaded (checked) match where it was."""
        page = self.page()
        self.reviews.close()
        page.close_summary()
        with QSignalBlocker(self.controller):  # the table is set up below, before it shows
            if not self.lessons.resume(match):  # a lesson goes on with its script
                self.controller.resume(match)
        game = match.config.game
        page.start(
            lambda: QCoreApplication.translate("MainWindow", "New game of %s") % kit(game).title()
        )
        page.retell()  # the log of the moves made before
        page.log_panel.add(lambda: QCoreApplication.translate("MainWindow", "Game resumed"))
        if match.rules_changed_since_save:  # said in the log and on the status line (issue 37)
            page.log_panel.add(rules_changed_notice)
            self.status.say(rules_changed_notice(), 15_000)
        page.seat_players()
        self.stack.setCurrentWidget(page)
        page.show_now()
        self.lessons.refresh()
        self.resumed.emit()
