"""The Game menu's commands on the moves of the match in progress (Undo, Redo, Hint, Demo),
each allowed by the settings, and which of the window's commands make sense now."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QSignalBlocker

from koloda.app.play.controller import GameController
from koloda.app.window.menus import WindowActions
from koloda.app.window.status_line import StatusLine
from koloda.store.settings import Settings

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage

__all__ = ["TurnCommands"]


class Host(Protocol):
    """What the commands ask of the window: its settings, its game page and its state."""

    demo: bool

    @property
    def settings(self) -> Settings: ...
    @property
    def game_page(self) -> GamePage: ...
    def in_progress(self) -> bool: ...
    def can_review(self) -> bool: ...
    def focus_table(self) -> None: ...


class TurnCommands:
    """Undo, Redo, Hint and Demo on one window's controller, and the commands' enabled state."""

    def __init__(
        self, controller: GameController, actions: WindowActions, status: StatusLine, host: Host
    ) -> None:
        self.controller = controller
        self.actions = actions
        self.status = status
        self.host = host

    def update(self) -> None:
        """Enable what makes sense now (settings may turn undo and hints off)."""
        c, a, settings = self.controller, self.actions, self.host.settings
        playing = self.host.in_progress()
        a.restart.setEnabled(c.config is not None and not self.host.demo)
        a.save.setEnabled(playing)
        a.undo.setEnabled(playing and settings.undo_allowed and c.can_undo())
        a.redo.setEnabled(playing and settings.undo_allowed and c.can_redo())
        lesson = c.in_lesson()  # the lesson shows the move to make, and plays no demo
        # in a lesson H stays on to say that the table shows the move (the controller's words)
        a.hint.setEnabled(playing and settings.hints_allowed and c.is_human_turn())
        a.play_hint.setEnabled(a.hint.isEnabled())  # with no hint yet, it asks for one
        a.demo.setEnabled(playing and not lesson)
        a.review_last.setEnabled(self.host.can_review())
        with QSignalBlocker(a.demo):
            a.demo.setChecked(playing and c.autoplay)

    def undo(self) -> bool:
        """Take back the human's last move (and the opponents' replies)."""
        if not self.host.settings.undo_allowed:
            self.status.say(
                QCoreApplication.translate("MainWindow", "Undo is turned off in the settings.")
            )
            return False
        if not self.host.in_progress():
            return False
        page = self.host.game_page
        page.close_summary()
        if not self.controller.undo():
            return False
        self.status.say(QCoreApplication.translate("MainWindow", "Your last move was taken back."))
        if self.controller.is_human_turn():  # no one is thinking any more: it is your turn
            self.status.turn_label.setText(page.turn_hint())
        self.host.focus_table()
        return True

    def redo(self) -> bool:
        """Play again the move taken back (and the opponents' replies that followed it)."""
        if not self.host.settings.undo_allowed or not self.host.in_progress():
            return False
        self.host.game_page.close_summary()
        if not self.controller.redo():
            return False
        self.status.say(QCoreApplication.translate("MainWindow", "Your move was played again."))
        self.host.focus_table()
        return True

    def hint(self) -> bool:
        """Ask the hard AI for a suggestion; the game page highlights it when it comes."""
        if not self.host.settings.hints_allowed:
            self.status.say(
                QCoreApplication.translate("MainWindow", "Hints are turned off in the settings.")
            )
            return False
        if not self.host.in_progress() or not self.controller.request_hint():
            return False
        self.status.say(QCoreApplication.translate("MainWindow", "Looking for a good move…"), 0)
        return True

    def set_demo(self, on: bool) -> None:
        """Demo: the computer plays your hand until you turn it off (the game counts as
        assisted)."""
        if on and not self.host.in_progress():
            self.actions.demo.setChecked(False)
            return
        self.controller.set_autoplay(on)
        if on:
            self.status.say(
                QCoreApplication.translate(
                    "MainWindow", "The computer plays your hand. Turn Demo off to play again."
                ),
                0,
            )
        else:
            self.status.clearMessage()
