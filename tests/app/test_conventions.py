"""Desktop conventions of the main window: undo and redo, Demo, F1 for the rules of the game on
the table, full screen, the keyboard page, Open Recent and the remembered folder."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from koloda.app.play.controller import GameController
from koloda.app.window.keyboard import key_rows
from koloda.app.window.main_window import MainWindow
from koloda.match import MatchConfig
from koloda.store.settings import SettingsStore

RYADKY = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=5, first_dealer=1)


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> MainWindow:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    w = MainWindow(stand_in_table, controller=controller, persist=True)
    qtbot.addWidget(w)
    w.resize(1100, 700)
    w.show()
    yield w
    w.controller.shutdown()


def _my_turn(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(window.controller.is_human_turn, timeout=30_000)


def _play(qtbot: Any, window: MainWindow) -> None:
    moves = len(window.controller.actions())
    window.table.actionChosen.emit(window.controller.observation().legal[0])
    qtbot.waitUntil(lambda: len(window.controller.actions()) > moves, timeout=10_000)
    _my_turn(qtbot, window)


def test_redo_plays_again_what_undo_took_back(qtbot: Any, window: MainWindow) -> None:
    window.start_match(RYADKY)
    _my_turn(qtbot, window)
    _play(qtbot, window)
    _play(qtbot, window)
    after = window.controller.state.to_json()
    assert not window.commands.redo.isEnabled()
    assert window.turns.undo()
    assert window.commands.redo.isEnabled()
    window.commands.redo.trigger()
    assert window.controller.state.to_json() == after
    assert not window.commands.redo.isEnabled()
    assert window.controller.assisted  # undo and redo are help: the game is marked


def test_demo_lets_the_computer_play_the_humans_hand(qtbot: Any, window: MainWindow) -> None:
    assert not window.commands.demo.isEnabled()  # nothing to play yet
    window.start_match(RYADKY)
    _my_turn(qtbot, window)
    mine = sum(seat == 0 for seat, _ in window.controller.actions())
    window.commands.demo.setChecked(True)
    qtbot.waitUntil(
        lambda: sum(seat == 0 for seat, _ in window.controller.actions()) >= mine + 2,
        timeout=30_000,
    )
    assert window.controller.assisted
    window.commands.demo.setChecked(False)
    _my_turn(qtbot, window)  # the seat is the human's again
    assert not window.controller.autoplay


def test_f1_opens_the_rules_of_the_game_on_the_table(qtbot: Any, window: MainWindow) -> None:
    window.start_match(MatchConfig("rooster", 3, seed=2, match_games=1))
    window.commands.rules_here.trigger()
    dialog = window.help.rules_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentWidget() is dialog.browsers["rooster"]
    assert window.commands.rules_here.shortcuts()[0] == QKeySequence("F1")


def test_f11_puts_the_window_in_full_screen_and_back(qtbot: Any, window: MainWindow) -> None:
    window.commands.full_screen.setChecked(True)
    qtbot.waitUntil(lambda: bool(window.windowState() & Qt.WindowState.WindowFullScreen))
    window.commands.full_screen.setChecked(False)
    qtbot.waitUntil(lambda: not window.windowState() & Qt.WindowState.WindowFullScreen)


def test_the_keyboard_page_lists_every_command_and_the_tables_keys(
    qtbot: Any, window: MainWindow
) -> None:
    dialog = window.show_keys()
    qtbot.addWidget(dialog)
    shown = {dialog.table.item(r, 1).text() for r in range(dialog.table.rowCount())}
    for action in window.commands.all():
        native = QKeySequence.SequenceFormat.NativeText
        assert ", ".join(k.toString(native) for k in action.shortcuts()) in shown
    rows = key_rows(window.commands.all())
    assert {"Left / Right", "Space", "Up / Down", "Enter", "Esc"} <= shown
    buttons = {(where, keys) for where, keys, _ in rows}
    assert {("Chuvash Rooster", "T"), ("Chuvash Rooster", "P"), ("Ditch Rummy", "E")} <= buttons
    assert {("Ditch Rummy", n) for n in "123"} <= buttons
    assert {("Start screen", n) for n in "123"} <= buttons


def test_a_saved_game_is_offered_under_open_recent_and_its_folder_remembered(
    qtbot: Any, window: MainWindow, tmp_path: Path, stand_in_table: Any
) -> None:
    window.start_match(RYADKY)
    _my_turn(qtbot, window)
    folder = tmp_path / "games"
    folder.mkdir()
    assert window.save_game_as(folder / "mine")
    recent = [a.data() for a in window.commands.recent_menu.actions()]
    assert recent == [str(folder / "mine.koloda")]
    shown = window.commands.recent_menu.actions()[0]
    assert (shown.text(), shown.toolTip()) == (f"&1 mine.koloda  [{folder}]", recent[0])
    stored, _ = SettingsStore().load()
    assert stored.recent_files == recent and stored.last_folder == str(folder)
    before = window.controller.state.to_json()
    _play(qtbot, window)
    window.commands.recent_menu.actions()[0].trigger()  # back to the saved position
    assert window.controller.state.to_json() == before
    again = MainWindow(stand_in_table, controller=GameController(ai_process=False), persist=True)
    qtbot.addWidget(again)
    assert [a.data() for a in again.commands.recent_menu.actions()] == recent
    assert again.saved_games.start_folder() == folder  # Open and Save As start there


def test_open_recent_names_a_file_by_its_name_and_folder_under_home_as_tilde(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The whole path ran the menu half across the screen, and an "&" in a file's name was
    taken for a mnemonic (it showed "ab.koloda" with "b" underlined)."""
    from koloda.app.window.menus import recent_label

    monkeypatch.setenv("HOME", str(tmp_path))
    assert recent_label(str(tmp_path / "Games" / "a&b.koloda")) == "a&&b.koloda  [~/Games]"
    assert recent_label(str(tmp_path / "x.koloda")) == "x.koloda  [~]"
    assert recent_label("/srv/cards/y.koloda") == "y.koloda  [/srv/cards]"
