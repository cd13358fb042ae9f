"""The window as a person handles it in the session driver (issues 34 and 41): a frame dragged
to a size as a window manager allows it, F11 looked at once the window manager has done it, a
round's review to its end (from the summary or the result screen), and the blocking questions
and file dialogs answered from the keyboard."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QMessageBox

from koloda.app.window.placement import frame_margins, off_screen

__all__ = [
    "ModalAnswers",
    "drag_frame",
    "finish_review",
    "full_screen",
    "network_visit",
    "review_from_result",
]

GIVE_UP = 60  # turns of the watcher (50 ms each) a file dialog is answered before Escape


def drag_frame(window: Any, w: int, h: int) -> str:
    """The frame dragged to ``w`` x ``h``, as a window manager allows it: within the screen's
    available area, the window then dragged back into it if it was partly out."""
    if window.isFullScreen():  # no frame to drag
        return "full screen: as it is"
    screen = window.screen() or QApplication.primaryScreen()
    room, m = screen.availableGeometry(), frame_margins(window)
    w = min(w, room.width() - m.left() - m.right())
    h = min(h, room.height() - m.top() - m.bottom())
    window.resize(w, h)
    frame = window.frameGeometry()
    x = min(max(frame.x(), room.left()), room.right() + 1 - frame.width())
    y = min(max(frame.y(), room.top()), room.bottom() + 1 - frame.height())
    window.move(max(room.left(), x), max(room.top(), y))
    return f"{window.width()}x{window.height()}"


def full_screen(evening: Any) -> str:
    """F11 (``evening``: the session's ``Evening``), and a look once the window manager has
    done it: full screen, or back with the frame within the screen (the window manager tells
    the frame late, and the window's own checks follow it)."""
    window = evening.window
    evening.focus_somewhere()
    on = not window.isFullScreen()
    if on:  # back from full screen, a window manager frames the window again (late)
        window.setProperty("framedBeforeFullScreen", not frame_margins(window).isNull())
    framed = bool(window.property("framedBeforeFullScreen"))

    def done() -> bool:
        reframed = on or not framed or not frame_margins(window).isNull()
        return window.isFullScreen() == on and reframed and not off_screen(window)

    evening.press("F11")
    where = "full screen" if on else "back from full screen, framed again,"
    evening.wait_for(done, f"the window {where} within the screen", 3000)
    return "on" if on else "off"


def game_log(evening: Any) -> str:
    """Ctrl+L from wherever the focus was left: the game log hidden, or shown again, as View >
    Show Game Log then says (a log shown again after the table was remade, its width lost)."""
    window = evening.window
    evening.focus_somewhere()
    on = not window.commands.show_log.isChecked()
    evening.press("Ctrl+L")

    def done() -> bool:
        page = window._game_page
        shown = page is None or (page.log_panel.isVisibleTo(page) and page.sizes()[1] > 0)
        return window.commands.show_log.isChecked() == on and (page is None or shown == on)

    evening.wait_for(done, "the game log " + ("shown" if on else "hidden"), 3000)
    return "shown" if on else "hidden"


def finish_review(evening: Any) -> str:
    """The review open now waited for to its end, counted (``evening.reviewed``: the rounds
    whose accuracy the statistics keep), and closed with its Close button."""
    reviews = evening.window.reviews
    review = reviews.dialog
    evening.wait_for(lambda: not review.cancel_button.isEnabled(), "the review to finish", 120_000)
    if review.accuracy_value is not None:
        match, config = evening.controller.match, evening.controller.config
        evening.reviewed.add((config.seed, config.game, len(match.actions)))
    evening.click(review.close_button)
    evening.wait_for(lambda: reviews.dialog is None, "the review to close", 5000)
    return "to its end"


def review_from_result(evening: Any) -> str:
    """Ctrl+Shift+R on the result screen (Game > Review Last Round, enabled there and once
    doing nothing): the finished table under the review, then the result again once the
    review is closed; after a lesson (no review: it showed every move), nothing."""
    window = evening.window
    result = window.stack.currentWidget()
    evening.press("Ctrl+Shift+R")
    if evening.controller.in_lesson():  # the lesson showed every move: nothing to review
        evening.wait(50)
        if window.reviews.dialog is not None or window.stack.currentWidget() is not result:
            evening.fail("Ctrl+Shift+R on a lesson's result left it or opened a review")
        return "none after a lesson, the result kept"
    evening.wait_for(lambda: window.reviews.dialog is not None, "the review on the result", 5000)
    if window.stack.currentWidget() is not window.game_page:
        evening.fail("the review from the result screen does not show the finished table")
    said = finish_review(evening)
    evening.wait_for(lambda: window.stack.currentWidget() is result, "the result again", 5000)
    return f"{said}, the result again"


def network_visit(evening: Any) -> str:
    """Game > Host a Network Game by the mouse, from wherever the evening is: the Host
    dialog cancelled, or the table opened on the loopback address (nothing announced) and its
    lobby left by Ctrl+M or Close the table; the main window comes back in front, with the
    game it had on its table as it was (it came back to the start screen, the game only
    offered at the next start)."""
    from koloda.app.net.dialogs import HostDialog
    from koloda.app.net.launch import NetworkPlay

    window, rng = evening.window, evening.rng
    play = NetworkPlay.of(window)
    play.bind, play.port, play.announce = "127.0.0.1", 0, False  # this machine only
    kept = window.controller.to_json() if window.turns.in_progress() else None
    evening._menu(window.commands.game_menu, window.commands.host_network)
    evening.wait_for(lambda: bool(evening.dialogs(HostDialog)), "the Host dialog", 5000)
    dialog = evening.dialogs(HostDialog)[0]
    if not dialog.host_name():
        QTest.keyClicks(dialog.name_edit, "Anna")
    if rng.random() < 0.25:
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
        said = "cancelled"
    else:
        QTest.keyClick(dialog.ok_button, Qt.Key.Key_Space)
        evening.wait_for(lambda: play.table is not None, "the table's window", 5000)
        table = play.table
        assert table is not None  # waited for just above
        evening.wait_for(lambda: table.isVisible() and not window.isVisible(), "the table", 5000)
        QTest.qWaitForWindowExposed(table)
        evening.wait(50)  # a person looks at the lobby before leaving it
        if rng.random() < 0.5:
            QTest.keyClick(table, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
            said = "left by Ctrl+M"
        else:
            evening.click(table.lobby.leave_button)
            said = "closed by its button"
        evening.wait_for(lambda: play.table is None and window.isVisible(), "the window", 5000)
    evening.wait_for(lambda: not evening.dialogs(HostDialog), "the Host dialog to close", 5000)
    back = window.controller.to_json() if window.turns.in_progress() else None
    if back != kept:
        evening.fail(f"the game left for a network table ({said}) is not back as it was")
    return said + (", the game on the table as it was" if kept is not None else "")


class ModalAnswers:
    """Answers what blocks the window: a question with Enter (Yes, or OK), a file dialog with
    the path it is to take and Enter; a file dialog still open after GIVE_UP turns is left
    with Escape, so the step that opened it fails with its steps instead of hanging."""

    def __init__(self) -> None:
        self.file: Path | None = None  # what the next file dialog is answered with
        self.answered: list[str] = []  # the questions answered with Enter
        self.given_up: list[str] = []  # the file dialogs left with Escape (their titles)
        self._dialog: Any = None
        self._turns = 0

    def answer(self) -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QMessageBox) and modal.isVisible():
            self.answered.append(modal.text())
            QTest.keyClick(modal, Qt.Key.Key_Return)  # Yes, or OK
        elif isinstance(modal, QFileDialog) and modal.isVisible():
            edit = modal.findChild(QLineEdit, "fileNameEdit")
            if edit is None:
                return
            self._turns = self._turns + 1 if modal is self._dialog else 0
            self._dialog = modal
            if self._turns > GIVE_UP:
                self.given_up.append(f"{modal.windowTitle()}: {edit.text()}")
                QTest.keyClick(modal, Qt.Key.Key_Escape)
                return
            # the path is typed until the dialog takes it: on a busy machine the completer's
            # list (filled by a thread of its own) may come up late and take an Enter for its
            # suggestion, leaving the line holding something else, or nothing (seed 1 hung so)
            if self.file is not None and edit.text() != str(self.file):
                edit.setFocus()
                edit.selectAll()
                QTest.keyClicks(edit, str(self.file))
            completer = edit.completer()
            popup = completer.popup() if completer is not None else None
            if popup is not None and popup.isVisible():
                QTest.keyClick(popup, Qt.Key.Key_Escape)  # the suggestions put away
            QTest.keyClick(edit, Qt.Key.Key_Return)
