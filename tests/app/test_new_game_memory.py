"""The New Game dialog remembers what the player chose (issue 34: it forgot the player count
and the deck, so every new game began with setting them again). Driven with keys, as a
person does: Ctrl+N, the fields typed into, Enter."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.play.controller import GameController
from koloda.app.tools.session_hands import choose
from koloda.app.window.dialogs import NewGameDialog
from koloda.app.window.main_window import MainWindow
from koloda.games.ditch.kit_options import DitchOptions
from koloda.store.settings import Settings


def _dialog(qtbot: Any, window: MainWindow) -> NewGameDialog:
    """Ctrl+N pressed on the table, as after a move: the dialog that opens."""
    QTest.keyClick(
        QApplication.focusWidget() or window, Qt.Key.Key_N, Qt.KeyboardModifier.ControlModifier
    )
    qtbot.waitUntil(
        lambda: isinstance(QApplication.activeModalWidget(), NewGameDialog), timeout=3000
    )
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, NewGameDialog)
    return dialog


def _type_into(widget: Any, text: str) -> None:
    widget.setFocus()
    QTest.keyClick(widget, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClicks(widget, text)


def _second_window(qtbot: Any) -> MainWindow:
    """Koloda started again on the same settings file."""
    window = MainWindow(
        speed="off", controller=GameController(ai_pause_ms=0, ai_process=False), persist=True
    )
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    return window


def test_the_new_game_dialog_opens_on_the_last_choices(
    qtbot: Any, active_window: MainWindow
) -> None:
    window = active_window
    dialog = _dialog(qtbot, window)
    choose(dialog.game_box, "ryadky")
    _type_into(dialog.players, "4")
    ryadky = dialog.options_box("ryadky")
    choose(ryadky.deck_size, 36)  # type: ignore[attr-defined]  # RY-1
    _type_into(ryadky.deals, "3")  # type: ignore[attr-defined]  # RY-10
    QTest.keyClick(dialog.ok_button, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.controller.config is not None, timeout=5000)
    config = window.controller.config
    assert config is not None and config.players == 4 and config.options["deck_size"] == 36

    # another game chosen later keeps its own choices; Ryadky's are kept beside them
    window.ask = lambda title, text: True  # leaving the deal on the table: yes
    dialog = _dialog(qtbot, window)
    assert (dialog.game(), dialog.players.value()) == ("ryadky", 4)
    assert ryadky is not dialog.options_box("ryadky")  # a new dialog, filled from the settings
    assert dialog.options_box("ryadky").deck_size.currentData() == 36  # type: ignore[attr-defined]
    assert dialog.options_box("ryadky").deals.value() == 3  # type: ignore[attr-defined]
    choose(dialog.game_box, "ditch")
    _type_into(dialog.players, "4")
    ditch = dialog.options_box("ditch")
    assert isinstance(ditch, DitchOptions)
    ditch.fixed_hands.setFocus()
    QTest.keyClick(ditch.fixed_hands, Qt.Key.Key_Space)  # DR-7: a fixed number of hands
    _type_into(ditch.hands, "2")
    QTest.keyClick(ditch.teams, Qt.Key.Key_Space)  # DR-8
    QTest.keyClick(dialog.ok_button, Qt.Key.Key_Return)
    qtbot.waitUntil(
        lambda: window.controller.config is not None and window.controller.config.game == "ditch",
        timeout=5000,
    )

    # Koloda started again: the last game started, with its choices; Ryadky's still there
    again = _second_window(qtbot)
    dialog = _dialog(qtbot, again)
    ditch = dialog.options_box("ditch")
    assert isinstance(ditch, DitchOptions)
    assert (dialog.game(), dialog.players.value()) == ("ditch", 4)
    assert ditch.fixed_hands.isChecked() and ditch.hands.value() == 2 and ditch.teams.isChecked()
    choose(dialog.game_box, "ryadky")
    assert dialog.players.value() == 4
    choose(dialog.game_box, "rooster")  # never started: the usual three players
    assert dialog.players.value() == 3
    dialog.reject()
    again.controller.shutdown()
    window.controller.shutdown()


def test_bad_remembered_choices_are_dropped_with_the_rest_kept() -> None:
    """A damaged settings file loses only the damaged field (the store's promise)."""
    good = {"ryadky": {"players": 4, "options": {"deck_size": 36, "deals": 3}, "match_games": 1}}
    settings, rejected = Settings.from_json({"new_game": good, "last_game": "ryadky"})
    assert (settings.new_game, settings.last_game, rejected) == (good, "ryadky", [])
    for bad in (
        {"chess": good["ryadky"]},
        {"ryadky": {"players": 40, "options": {}, "match_games": 1}},
        {"ryadky": {"players": 4, "options": {"deck_size": [36]}, "match_games": 1}},
        {"ryadky": {"players": True, "options": {}, "match_games": 1}},
        [good],
    ):
        settings, rejected = Settings.from_json({"new_game": bad, "language": "uk"})
        assert (settings.new_game, settings.language, rejected) == ({}, "uk", ["new_game"])
    assert Settings.from_json({"last_game": "poker"})[1] == ["last_game"]
