"""The Game menu's commands on the moves of the match in progress (Undo, Redo, Hint, Demo),
each allowed by the settings, and which of the window's commands make sense now: it follows
the controller's signals and asks nothing of the window."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSignalBlocker

from koloda.app.play.controller import GameController
from koloda.app.window.menus import WindowActions
from koloda.app.window.preferences import Preferences
from koloda.app.window.screen_stack import ScreenStack
from koloda.app.window.status_line import StatusLine

__all__ = ["TurnCommands"]


class TurnCommands:
    """Undo, Redo, Hint and Demo on one window's controller, and the commands' enabled state."""

    def __init__(
        self,
        controller: GameController,
        actions: WindowActions,
        status: StatusLine,
        stack: ScreenStack,
        preferences: Preferences,
        *,
        demo: bool,
    ) -> None:
        self.controller = controller
        self.actions = actions
        self.status = status
        self.stack = stack
        self.preferences = preferences
        self.demo = demo
        controller.stateChanged.connect(self.update)
        controller.hintReady.connect(lambda _action, _why: self.update())
        stack.currentChanged.connect(lambda _index: self.update())  # the table, or not

    def _persons_match(self) -> bool:
        """A match with a person's seat (not a demo's) has a table."""
        config = self.controller.config
        return (
            not self.demo
            and config is not None
            and config.human_seat is not None
            and self.stack.game_page is not None
        )

    def persons_match_shown(self) -> bool:
        """A match with a person's seat is on the table (not a demo's)."""
        return self._persons_match() and self.stack.currentWidget() is self.stack.game_page

    def in_progress(self) -> bool:
        """A person's match is on the table and not over."""
        return self.persons_match_shown() and not self.controller.is_finished()

    def worth_keeping(self) -> bool:
        """A person's match in progress with something of theirs in it to lose: a move at
        their seat or a round over ("Abandon it?" came for a deal not yet touched)."""
        c = self.controller
        config = c.config
        if not self.in_progress() or config is None:
            return False
        return bool(c.history()) or any(seat == config.human_seat for seat, _ in c.actions())

    def can_review(self) -> bool:
        """A round of the person's match on the table is finished, or the match is and its
        result is shown (Game > Review Last Round goes back to the table for it)."""
        c = self.controller
        shown = self.persons_match_shown() or self.persons_result_shown()
        return shown and not c.in_lesson() and bool(c.history())

    def persons_result_shown(self) -> bool:
        """The result screen shows the end of the person's match, its table kept behind."""
        shown = self.stack.currentWidget() is self.stack.shown_result()
        return self._persons_match() and self.controller.is_finished() and shown

    def update(self) -> None:
        """Enable what makes sense now (settings may turn undo and hints off)."""
        c, a, settings = self.controller, self.actions, self.preferences.settings
        playing = self.in_progress()
        a.restart.setEnabled(c.config is not None and not self.demo)
        # nothing to go back to from the start screen itself
        a.main_menu.setEnabled(self.stack.currentWidget() is not self.stack.start_screen)
        a.save.setEnabled(playing)
        a.undo.setEnabled(playing and settings.undo_allowed and c.can_undo())
        a.redo.setEnabled(playing and settings.undo_allowed and c.can_redo())
        lesson = c.in_lesson()  # the lesson shows the move to make, and plays no demo
        # off in a lesson: the lesson's bar and the glow show the move, and a hint would do
        # nothing there (issue 41: H, Hint and Play the Hint were on and did nothing at all)
        a.hint.setEnabled(playing and settings.hints_allowed and c.is_human_turn() and not lesson)
        a.play_hint.setEnabled(a.hint.isEnabled())  # with no hint yet, it asks for one
        a.demo.setEnabled(playing and not lesson)
        a.review_last.setEnabled(self.can_review())
        with QSignalBlocker(a.demo):
            a.demo.setChecked(playing and c.autoplay)

    def focus_table(self) -> None:
        """The keyboard to the table while the person's match is on it."""
        page = self.stack.game_page
        if page is not None:
            page.focus_table()

    def undo(self) -> bool:
        """Take back the human's last move (and the opponents' replies)."""
        if not self.preferences.settings.undo_allowed:
            self.status.say(
                QCoreApplication.translate("MainWindow", "Undo is turned off in the settings.")
            )
            return False
        page = self.stack.game_page
        if not self.in_progress() or page is None:
            return False
        page.close_summary()
        if not self.controller.undo():
            return False
        self.status.say(QCoreApplication.translate("MainWindow", "Your last move was taken back."))
        if self.controller.is_human_turn():  # no one is thinking any more: it is your turn
            self.status.turn_label.setText(page.turn_hint())
        self.focus_table()
        return True

    def redo(self) -> bool:
        """Play again the move taken back (and the opponents' replies that followed it)."""
        page = self.stack.game_page
        if not self.preferences.settings.undo_allowed or not self.in_progress() or page is None:
            return False
        page.close_summary()
        if not self.controller.redo():
            return False
        self.status.say(QCoreApplication.translate("MainWindow", "Your move was played again."))
        self.focus_table()
        return True

    def hint(self) -> bool:
        """Ask the hard AI for a suggestion; the game page highlights it when it comes."""
        if not self.preferences.settings.hints_allowed:
            self.status.say(
                QCoreApplication.translate("MainWindow", "Hints are turned off in the settings.")
            )
            return False
        if not self.in_progress() or not self.controller.request_hint():
            return False
        self.status.say(QCoreApplication.translate("MainWindow", "Looking for a good move…"), 0)
        return True

    def set_demo(self, on: bool) -> None:
        """Demo: the computer plays your hand until you turn it off (the game counts as
        assisted)."""
        if on and not self.in_progress():
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
