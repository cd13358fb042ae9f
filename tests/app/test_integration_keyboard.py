"""A whole match without the mouse: the start screen's key, the New Game dialog's Enter, then the
table's keys (arrows, Enter, letters for the buttons) and Enter on every round summary."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.play.controller import GameController
from koloda.app.window.dialogs import NewGameDialog
from koloda.app.window.main_window import MainWindow


def _press(widget: Any, key: Qt.Key | str) -> None:
    """One key; a letter or digit as its Qt.Key (QTest.keyClicks would send text, which
    does not trigger shortcuts)."""
    if isinstance(key, str):
        key = Qt.Key(ord(key.upper()))
    QTest.keyClick(widget, key)


@pytest.mark.parametrize(("key", "game"), [("1", "ryadky"), ("2", "rooster")])
def test_a_whole_match_played_with_the_keyboard_only(qtbot: Any, key: str, game: str) -> None:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    window = MainWindow(speed="off", controller=controller, persist=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    window.activateWindow()  # shortcuts work in the active window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)

    _press(window, key)  # the start screen's Play key (1 Ryadky, 2 Rooster, 3 Ditch)
    # a button's shortcut clicks it the way animateClick() does: ~100 ms later
    qtbot.waitUntil(lambda: window.findChild(NewGameDialog) is not None, timeout=2000)
    dialog = window.findChild(NewGameDialog)
    assert dialog.game() == game
    dialog.players.setValue(2)  # two players keep the test short
    if game == "ryadky":
        box = dialog.options_box("ryadky")
        box.deck_size.setCurrentIndex(box.deck_size.findData(36))
        box.deals.setValue(1)
    else:
        dialog.options_box("rooster").games.setValue(1)
    _press(dialog, Qt.Key.Key_Return)  # Play
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.game_page, timeout=5000)
    # keyboard play goes to the table at once: to the hand's accessible list (issue 28), which
    # the card view hands its focus to
    view = window.table.access.hand()
    qtbot.waitUntil(lambda: window.focusWidget() is view, timeout=2000)

    moves = 0
    while not controller.is_finished():

        def ready() -> bool:
            return (
                bool(window.game_page.table_legal())
                or window.game_page.summary_dialog is not None
                or controller.is_finished()
            )

        qtbot.waitUntil(ready, timeout=60_000)
        if controller.is_finished():
            break
        if window.game_page.summary_dialog is not None:
            _press(
                window.game_page.summary_dialog, Qt.Key.Key_Return
            )  # "Next deal" / "See the result"
            qtbot.wait(10)
            continue
        before = len(controller.actions())
        hand = len(controller.observation().hand)
        for _ in range(hand):  # Right to the next card, Enter plays it where it obviously goes
            _press(view, Qt.Key.Key_Right)
            _press(view, Qt.Key.Key_Return)
            if len(controller.actions()) > before:
                break
        if len(controller.actions()) == before:  # no card move: the action bar's letter keys
            letters = [b.shortcut().toString() for b in window.table.buttons.values()]
            # offscreen, closing a dialog leaves no active window (a desktop hands it back)
            window.activateWindow()
            qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
            button = next(iter(window.table.buttons.values()))
            qtbot.waitUntil(button.isVisible, timeout=2000)  # a new button shows a turn later
            _press(view, letters[0])
            qtbot.waitUntil(lambda n=before: len(controller.actions()) > n, timeout=2000)
        assert len(controller.actions()) > before, controller.observation().legal
        moves += 1
        assert moves < 400

    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_screen, timeout=10_000)
    assert moves > 0
    controller.shutdown()
