"""The review of the last finished round on one window (issue 27): the dialog that judges the
person's decisions in the background and shows the flagged ones on the table, and each
reviewed round's accuracy counted once in the statistics."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRect, Qt, QTimer

from koloda.app.games.voice import Voice
from koloda.app.i18n import display_name
from koloda.app.play.controller import GameController
from koloda.app.window.icon import app_icon
from koloda.app.window.scorebook import Scorebook

if TYPE_CHECKING:
    from koloda.app.window.game_page import GamePage
    from koloda.app.window.review_dialog import ReviewDialog

__all__ = ["RoundReviews"]


class RoundReviews:
    """Opens the review of the last round and hands its accuracy to the statistics (which
    count each round once)."""

    def __init__(
        self,
        controller: GameController,
        scorebook: Scorebook,
        say: Callable[[str, int], None],
    ) -> None:
        self.controller = controller
        self.scorebook = scorebook
        self.say = say  # a line in the window's status bar
        self.dialog: ReviewDialog | None = None  # the review open now

    def open(
        self, page: GamePage, frame: QRect, then: Callable[[], None] | None = None
    ) -> ReviewDialog | None:
        """Review the match's last finished round on ``page``'s table, the dialog placed at
        the left of the window's ``frame``; None if the round's moves were not kept. ``then``
        is called once the review is over (closed, or not opened), after the events of now
        (a review opened meanwhile is then in ``dialog``)."""
        match = self.controller.match
        if match is None:
            return None
        from koloda.app.play import review as reviews
        from koloda.app.window.review_dialog import ReviewDialog
        from koloda.match import MatchError
        from koloda.match.review import last_round_replay

        try:
            replay = last_round_replay(match)
        except MatchError:
            self.say(
                QCoreApplication.translate(
                    "MainWindow", "This round's moves were not kept, so it cannot be reviewed."
                ),
                6000,
            )
            if then is not None:
                QTimer.singleShot(0, page, then)
            return None
        self.close()
        review = reviews.RoundReview(replay.decisions, reviews.REVIEW_ITERATIONS)
        # a window of its own, not the main window's child: the round summary is window-modal
        # and would block its siblings; closed with the main window (closeEvent)
        config = match.config
        names = Voice([display_name(n) for n in config.names], config.human_seat)
        dialog = ReviewDialog(replay, review, page.table, page.show_now, names=names)
        dialog.setWindowIcon(app_icon())
        review.setParent(dialog)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        # the round's id: its accuracy is counted once, however often it is reviewed
        key = f"{config.game}/{config.seed}/{replay.round_index}/{len(match.actions)}"
        dialog.accuracyKnown.connect(
            lambda share, judged: self._round_reviewed(key, config.game, share, judged)
        )
        dialog.closed.connect(lambda: self._closed(dialog))
        if then is not None:
            dialog.closed.connect(lambda: QTimer.singleShot(0, page, then))
        self.dialog = dialog
        dialog.show()
        # at the window's left, clear of the round summary that sits over the game log on the
        # right; the table's centre left in view
        dialog.move(frame.left() + 16, frame.top() + 60)
        review.start()
        return dialog

    def close(self) -> None:
        """Close the review open now (a new game, a resume, the start screen)."""
        if self.dialog is not None:
            dialog, self.dialog = self.dialog, None
            dialog.close()

    def _round_reviewed(self, key: str, game: str, share: float, judged: int) -> None:
        message = self.scorebook.round_reviewed(game, share, judged, key)
        if message:
            self.say(message, 8000)

    def _closed(self, dialog: ReviewDialog) -> None:
        if self.dialog is dialog:
            self.dialog = None
