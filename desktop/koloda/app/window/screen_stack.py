"""The main window's screens, one shown at a time: the start screen, the game page (the table
and its log, added when the first game needs it) and a match's final standings (made when
first shown). After a language change the start and result screens are made anew; what the
player asks on them comes out of the stack's signals whichever copy is showing."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QStackedWidget, QWidget

from koloda.app.window.screens import StartScreen

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage
    from koloda.app.window.result_screen import ResultScreen
    from koloda.match import MatchResult
    from koloda.store.settings import Settings

__all__ = ["ScreenStack"]


class ScreenStack(QStackedWidget):
    """The start screen, the game page and the result screen of one window."""

    playRequested = Signal(str)  # the start screen's Play of a game
    rulesRequested = Signal(str)  # the start screen's Rules of a game
    playAgain = Signal()  # the result screen's buttons
    newGame = Signal()
    mainMenu = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.look: Settings | None = None  # the table's cloth the screens are drawn on
        self.start_screen = self._new_start_screen()
        self._result_screen: ResultScreen | None = None  # made at the first match's end
        self.game_page: GamePage | None = None  # added when the first game needs it
        self.addWidget(self.start_screen)

    def set_look(self, settings: Settings) -> None:
        """The start and result screens on the table's cloth as ``settings`` choose it (and
        those made later, after a language change or at a match's end)."""
        self.look = settings
        for screen in (self.start_screen, self._result_screen):
            if screen is not None:
                screen.set_look(settings)

    def _new_start_screen(self) -> StartScreen:
        screen = StartScreen()
        screen.playRequested.connect(self.playRequested)
        screen.rulesRequested.connect(self.rulesRequested)
        if self.look is not None:
            screen.set_look(self.look)
        return screen

    @property
    def result_screen(self) -> ResultScreen:
        """The final standings of a match, made when first shown."""
        if self._result_screen is None:
            from koloda.app.window.result_screen import ResultScreen

            screen = self._result_screen = ResultScreen()
            screen.playAgain.connect(self.playAgain)
            screen.newGame.connect(self.newGame)
            screen.mainMenu.connect(self.mainMenu)
            if self.look is not None:
                screen.set_look(self.look)
            self.addWidget(screen)
        return self._result_screen

    def shown_result(self) -> ResultScreen | None:
        """The result screen if it was made (it is made when first shown), else None."""
        return self._result_screen

    def add_game_page(self, page: GamePage) -> None:
        """The game page, just after the start screen."""
        self.game_page = page
        self.insertWidget(self.indexOf(self.start_screen) + 1, page)

    def remake(self, result: MatchResult | None) -> None:
        """Make the start and result screens anew in the language of now, the one showing
        still showing; ``result`` is the match's standings, if it is over."""
        current = self.currentWidget()
        old_start, old_result = self.start_screen, self._result_screen
        self.start_screen, self._result_screen = self._new_start_screen(), None
        self.insertWidget(self.indexOf(old_start), self.start_screen)
        for old in (old_start, old_result):
            if old is not None:
                self.removeWidget(old)
                old.deleteLater()
        if current is old_start:
            self.setCurrentWidget(self.start_screen)
        if result is not None and old_result is not None:  # the standings, in the new language
            self.result_screen.show_result(result)
        if current is old_result:
            self.setCurrentWidget(self.result_screen)
