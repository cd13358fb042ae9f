"""The table and the window's dialogs as a second evening found them (issue 41): Ditch Rummy's
rules page names the Draw buttons that draw (a click on the stock draws only one card); Tab
into the hand marks a card at once; a hint leaves the table with its position; Ctrl+Z after a
hand's summary stays in the new hand; No to "Resume your game?" keeps the game findable and
says where; the opponents' levels are kept per game; the New Game dialog fits the game chosen."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.games import kit
from koloda.app.i18n import install_language
from koloda.app.play.controller import GameController
from koloda.app.table import gestures as acts
from koloda.app.window.dialogs import NewGameDialog, rules_html
from koloda.app.window.main_window import MainWindow
from koloda.match import Match, MatchConfig
from koloda.rules import new_game
from koloda.store import saves


@pytest.mark.parametrize("language", ["en", "ru", "uk"])
def test_the_ditch_rules_page_names_the_draw_buttons_of_the_table(
    qapp: Any, positions: Any, language: str
) -> None:
    """DR-2's 1 to 3 cards are drawn with the buttons; the page said "click the stock to draw",
    which draws nothing when there is a choice."""
    install_language(language)
    s = new_game("ditch", 2, decks=[positions.deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
    obs = s.observe(0)
    ditch = kit("ditch")
    action, said = ditch.click("stock", obs)
    assert action is None and said  # a choice: the stock click draws nothing, and says so
    last = rules_html("ditch", language).split("<h2>")[-1]  # "Playing in Koloda"
    koloda = " ".join(re.sub(r"<[^>]+>", "", last).split())
    labels = [b.label for b in acts.buttons(ditch, list(obs.legal))]
    assert len(labels) == 3
    for label in labels:
        assert label in koloda, (label, language)


def test_tab_into_the_hand_marks_a_card_at_once(qtbot: Any, active_window: MainWindow) -> None:
    window = active_window
    window.start_match(MatchConfig("ryadky", 2, levels=["normal", "easy"], seed=3))
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    table = window.table
    qtbot.waitUntil(lambda: table.scene.interactive, timeout=5000)
    cursor = QColor(table.scene.theme.cursor)
    assert not [c for c in table.scene.hand_items() if c.glow == cursor]
    after_hand = table.access.lists["pile"]
    after_hand.setFocus(Qt.FocusReason.MouseFocusReason)
    QTest.keyClick(after_hand, Qt.Key.Key_Backtab)  # Shift+Tab: back into the hand
    hand = table.access.lists["hand"]
    qtbot.waitUntil(hand.hasFocus, timeout=2000)
    marked = [c.card for c in table.scene.hand_items() if c.glow == cursor]
    assert marked == [table.scene.hand_items()[0].card]
    assert hand.currentRow() == 0  # a screen reader reads the card the mark is on
    window.controller.shutdown()


def test_a_hint_leaves_the_table_with_its_position(qtbot: Any, active_window: MainWindow) -> None:
    window = active_window
    window.start_match(MatchConfig("ryadky", 2, levels=["normal", "easy"], seed=3))
    page, table, controller = window.game_page, window.table, window.controller
    qtbot.waitUntil(lambda: bool(page.table_legal()), timeout=10_000)
    qtbot.waitUntil(window.commands.hint.isEnabled, timeout=5000)
    QTest.keyClick(table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(page.hint_text), timeout=30_000)
    banner = table.banner
    assert banner is not None and page.hint_text.endswith(banner.text)
    hinted = banner.text
    before = len(controller.actions())
    QTest.keyClick(table.view, Qt.Key.Key_H, Qt.KeyboardModifier.ShiftModifier)  # Play the Hint
    qtbot.waitUntil(lambda: len(controller.actions()) > before, timeout=10_000)
    assert table.banner is None or table.banner.text != hinted
    assert page.hint_shown is None
    controller.shutdown()


def _hinted_ryadky(qtbot: Any, window: MainWindow) -> tuple[Any, Any]:
    """A Ryadky deal at the person's turn with its hint glowing (H pressed); questions such
    as "Abandon the game?" answered Yes."""
    window.ask = lambda title, text: True
    window.start_match(MatchConfig("ryadky", 2, levels=["normal", "easy"], seed=3))
    page, table = window.game_page, window.table
    qtbot.waitUntil(lambda: bool(page.table_legal()), timeout=10_000)
    qtbot.waitUntil(window.commands.hint.isEnabled, timeout=5000)
    QTest.keyClick(table.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: page.hint_shown is not None, timeout=30_000)
    return page, table


def test_a_hint_goes_with_the_game_left_for_the_start_screen(
    qtbot: Any, active_window: MainWindow
) -> None:
    """Found by koloda bench --session (seed 1905554591): a hint's glow stayed on the table of
    a game left with Ctrl+M, for whatever game came next on that table."""
    window = active_window
    page, table = _hinted_ryadky(qtbot, window)
    QTest.keyClick(table.view, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    assert window.stack.currentWidget() is window.start_screen
    assert page.hint_shown is None


def test_a_hint_goes_when_a_saved_game_is_opened(
    qtbot: Any, active_window: MainWindow, tmp_path: Any
) -> None:
    """Found by koloda bench --session (seed 1779041883): H, then Save As and Open of the same
    game; the hint's glow stayed on the table of the game opened."""
    window = active_window
    page, _table = _hinted_ryadky(qtbot, window)
    path = tmp_path / "hinted.koloda"
    assert window.save_game_as(path)
    assert window.open_game(path)
    assert page.hint_shown is None and not window.controller.hinted()


def test_ctrl_z_after_a_hands_summary_stays_in_the_new_hand(
    qtbot: Any, active_window: MainWindow
) -> None:
    window = active_window
    controller = window.controller
    window.start_match(
        MatchConfig("ditch", 2, levels=["normal", "easy"], seed=4, options={"hands": 2})
    )
    page = window.game_page
    while page.summary_dialog is None:
        qtbot.waitUntil(
            lambda: page.summary_dialog is not None or bool(page.table_legal()), timeout=20_000
        )
        if page.summary_dialog is None:
            window.table.actionChosen.emit(page.table_legal()[0])
            qtbot.wait(5)
    assert len(controller.history()) == 1
    QTest.keyClick(page.summary_dialog, Qt.Key.Key_Return)  # the summary read and closed
    qtbot.waitUntil(lambda: page.summary_dialog is None, timeout=5000)
    qtbot.waitUntil(lambda: bool(page.table_legal()), timeout=20_000)
    assert not window.commands.undo.isEnabled()
    moves = len(controller.actions())
    QTest.keyClick(window.table.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    qtbot.wait(50)
    assert len(controller.history()) == 1 and len(controller.actions()) == moves
    controller.shutdown()


def test_no_to_resume_keeps_the_game_in_open_recent_and_says_so(
    qtbot: Any, _isolated_home: Path
) -> None:
    match = Match(MatchConfig("rooster", 2, seed=2))
    seat = match.to_move()
    assert seat is not None
    match.apply(seat, match.state.legal_strings()[0])
    saves.autosave(match.to_json())
    controller = GameController(ai_pause_ms=0, ai_process=False)
    window = MainWindow(speed="off", controller=controller, persist=True)
    qtbot.addWidget(window)
    window.show()
    asked: list[str] = []
    window.ask = lambda title, text: bool(asked.append(text))  # No
    assert not window.offer_resume()
    assert "File > Open Recent" in asked[0]
    assert not saves.autosave_path().exists()
    kept = Path(window.settings.recent_files[0])
    assert kept.is_file() and kept.parent.name == "kept"
    assert kept.name in window.statusBar().currentMessage()
    assert window.open_game(str(kept))  # the game not resumed, opened from there
    assert controller.actions() == [list(a) for a in match.actions]
    controller.shutdown()


def test_the_opponents_levels_are_kept_for_the_next_game(
    qtbot: Any, active_window: MainWindow
) -> None:
    window = active_window
    window.controller.shutdown()
    dialog = window.new_game_dialog("ryadky")
    assert dialog is not None
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    spin = dialog.players
    spin.setFocus()
    QTest.keyClick(spin, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(spin, "3")
    chosen = ["hard", "easy"]
    for box, level in zip(dialog.level_boxes, chosen, strict=True):
        box.setFocus()
        QTest.keyClick(box, Qt.Key.Key_Home)
        while box.currentData() != level:
            QTest.keyClick(box, Qt.Key.Key_Down)
    assert "Settings" in dialog.levels_note.text()  # where the first levels come from
    QTest.keyClick(dialog.ok_button, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: window.controller.config is not None, timeout=5000)
    assert window.controller.config.levels[1:] == chosen
    window.controller.shutdown()
    again = window.new_game_dialog("ryadky")
    assert again is not None
    assert [b.currentData() for b in again.level_boxes] == chosen
    assert "Settings" in again.levels_note.text()
    again.reject()


def test_the_new_game_dialog_fits_the_game_chosen(qtbot: Any, active_window: MainWindow) -> None:
    window = active_window
    dialog = window.new_game_dialog("ditch")
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitUntil(dialog.isVisible, timeout=2000)
    heights = {}
    for game in ("ditch", "ryadky", "rooster", "ditch"):
        combo = dialog.game_box
        combo.setFocus()
        while dialog.game() != game:
            QTest.keyClick(combo, Qt.Key.Key_Down)
            if combo.currentIndex() == combo.count() - 1 and dialog.game() != game:
                QTest.keyClick(combo, Qt.Key.Key_Home)
        qtbot.wait(30)
        QApplication.processEvents()
        heights[game] = dialog.height()
        assert dialog.height() <= dialog.sizeHint().height() + 2, game
    assert len(set(heights.values())) > 1, heights  # each game as tall as its rows
    dialog.reject()
