"""The Settings dialog shows, edits and returns Settings; it follows the installed language."""

from dataclasses import replace

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QApplication, QColorDialog, QDialogButtonBox
from screen_sizes import run_on_screen

from koloda.app import i18n
from koloda.app.window.settings_dialog import SettingsDialog
from koloda.store.settings import TABLE_COLOURS, Settings

EDITED = Settings(
    animation_speed="fast",
    card_deck="atlas",
    card_style="four",
    card_back="green",
    table_colour=TABLE_COLOURS["blue"],
    opponent_levels={"ryadky": "hard", "rooster": "easy", "ditch": "normal"},
    player_name="Мирослава",
    language="uk",
    confirm_abandon=False,
    hints_allowed=False,
    undo_allowed=True,
)


@pytest.fixture
def dialog(qtbot):
    d = SettingsDialog(Settings())
    qtbot.addWidget(d)
    return d


def pick(combo, value):
    combo.setCurrentIndex(combo.findData(value))


def test_unchanged_dialog_returns_the_same_settings(qtbot):
    d = SettingsDialog(EDITED)
    qtbot.addWidget(d)
    assert d.settings() == EDITED


def test_editing_every_widget_changes_every_setting(dialog):
    dialog.name_edit.setText("  Мирослава ")
    pick(dialog.language_combo, "uk")
    for game, level in EDITED.opponent_levels.items():
        pick(dialog.level_combos[game], level)
    pick(dialog.speed_combo, "fast")
    pick(dialog.deck_combo, "atlas")
    dialog.four_check.setChecked(True)
    pick(dialog.back_combo, "green")
    pick(dialog.colour_combo, TABLE_COLOURS["blue"])
    dialog.confirm_check.setChecked(False)
    dialog.hints_check.setChecked(False)
    assert dialog.settings() == EDITED
    dialog.settings().validate()


def test_restore_defaults_button_resets_the_widgets(qtbot):
    d = SettingsDialog(EDITED)
    qtbot.addWidget(d)
    d.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults).click()
    assert d.settings() == Settings()


def test_custom_table_colour_is_offered_and_kept(qtbot, monkeypatch):
    d = SettingsDialog(replace(Settings(), table_colour="#ABCDEF"))
    qtbot.addWidget(d)
    assert d.settings().table_colour == "#abcdef"
    assert "#abcdef" in d.colour_combo.currentText()
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a: QColor("#102030"))
    d.colour_button.click()
    assert d.settings().table_colour == "#102030"


def test_blank_name_means_not_set(dialog):
    dialog.name_edit.setText("   ")
    assert dialog.settings().player_name == Settings().player_name


def test_edit_returns_none_when_cancelled_and_settings_when_accepted(qtbot):
    def answer(accept):
        def run():
            shown = [
                w
                for w in QApplication.topLevelWidgets()
                if isinstance(w, SettingsDialog) and w.isVisible()
            ]
            if not shown:  # exec() has not shown it yet
                QTimer.singleShot(10, run)
                return
            shown[0].hints_check.setChecked(False)
            shown[0].accept() if accept else shown[0].reject()

        QTimer.singleShot(0, run)

    answer(False)
    assert SettingsDialog.edit(Settings()) is None
    answer(True)
    assert SettingsDialog.edit(Settings()) == replace(Settings(), hints_allowed=False)


def test_widgets_have_accessible_names(dialog):
    assert dialog.name_edit.accessibleName() == "Your name"
    assert dialog.colour_combo.accessibleName() == "Table colour"


def test_switching_the_language_changes_the_visible_strings(dialog):
    dialog.show()
    english = (dialog.windowTitle(), dialog.hints_check.text(), dialog.speed_combo.currentText())
    assert english == ("Settings", "Allow hints", "Normal")
    try:
        assert i18n.install_language("ru")
        assert dialog.windowTitle() == "Настройки"
        assert dialog.hints_check.text() == "Разрешить подсказки"
        assert dialog.speed_combo.currentText() == "Обычно"  # "Normal" as a speed
        assert dialog.level_combos["ditch"].currentText() == "Средний"  # "Normal" as a level
        assert dialog.labels["rooster"].text() == "Соперники в «Чувашском &петухе»:"
        assert i18n.install_language("uk")
        assert dialog.windowTitle() == "Налаштування"
        assert dialog.play_group.title() == "Гра"
        ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Cancel).text()
        assert ok == "Скасувати"  # Qt's own strings follow too
        assert dialog.settings() == Settings()  # retranslating never changes a value
    finally:
        i18n.install_language("en")
    assert dialog.windowTitle() == "Settings"
    assert dialog.language_combo.currentText() == "English"


def test_deck_choice_shows_a_preview_and_names_the_back_it_comes_with(dialog):
    assert [dialog.deck_combo.itemData(i) for i in range(dialog.deck_combo.count())] == [
        "koloda",
        "english",
        "atlas",
    ]
    assert dialog.settings().card_deck == "english" and dialog.settings().card_back == "deck"
    assert dialog.back_combo.currentText() == "The deck's own back"
    english = dialog.preview.pixmap().toImage()
    pick(dialog.deck_combo, "koloda")
    assert dialog.back_combo.currentText() == "The deck's own (blue lattice)"
    assert dialog.preview.pixmap().toImage() != english  # the preview follows the deck
    drawn = dialog.preview.pixmap().toImage()
    dialog.four_check.setChecked(True)
    assert dialog.preview.pixmap().toImage() != drawn  # and the four colours (Q♣, J♦)
    assert dialog.settings().card_style == "four" and dialog.settings().card_deck == "koloda"
    assert dialog.preview.toolTip() == ""  # no deck problem to report


ON_A_SCREEN = """
import json, sys
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QDialogButtonBox
app = QApplication([])
import os
from koloda.app import i18n
i18n.install_language(os.environ["SETTINGS_LANGUAGE"])
from koloda.app.window.main_window import MainWindow
window = MainWindow(persist=False)
window.show()
app.processEvents()
dialog = window.player.show_dialog()
for _ in range(20):
    app.processEvents()
room = dialog.screen().availableGeometry()
buttons = [dialog.buttons.button(b) for b in (QDialogButtonBox.StandardButton.Ok,
                                               QDialogButtonBox.StandardButton.Cancel)]
dialog.name_edit.setFocus()
for _ in range(40):  # Tab, as a person does, from the name to the last choice
    if dialog.undo_check.hasFocus():
        break
    QTest.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    app.processEvents()
scroller = getattr(dialog, "scroller", None)  # (the dialog before it scrolled had none)
viewport = scroller.viewport() if scroller is not None else dialog
last = QRect(dialog.undo_check.mapTo(viewport, QPoint(0, 0)), dialog.undo_check.size())
print(json.dumps({
    "within": room.contains(dialog.frameGeometry()),
    "buttons": all(b.isVisible() and room.contains(QRect(b.mapToGlobal(QPoint(0, 0)), b.size()))
                   for b in buttons),
    "scrolls": scroller is not None and scroller.verticalScrollBar().maximum() > 0,
    "height": dialog.frameGeometry().height(),
    "tab_reaches_last": dialog.undo_check.hasFocus() and viewport.rect().contains(last),
    "two_columns": dialog.two_columns,
}))
"""


@pytest.mark.parametrize(
    ("width", "height", "language", "two_columns"),
    [
        (1366, 768, "en", True),
        (1280, 800, "en", True),
        (1024, 600, "en", True),
        (800, 600, "en", False),
        (1024, 600, "ru", False),  # its longer words need 1,050 pixels for two columns
        (1366, 768, "uk", True),
    ],
)
def test_settings_fit_the_screen_with_ok_and_cancel_on_it(
    tmp_path, monkeypatch, width, height, language, two_columns
):
    """Settings was one column about 800 pixels tall: on a laptop's 1366x768 screen OK and
    Cancel were below its edge. Where the screen is wide enough for them (in the language
    shown) its groups stand in two columns, no taller than half such a screen; else in one
    that scrolls, the buttons on the screen. Tab reaches every choice, the last of the Play
    group scrolled into view. A real Qt screen of each size (the offscreen platform's own
    configuration), in a process of its own."""
    monkeypatch.setenv("SETTINGS_LANGUAGE", language)
    seen = run_on_screen(ON_A_SCREEN, width, height, tmp_path)
    assert seen["within"] and seen["buttons"], seen
    assert seen["two_columns"] is two_columns, seen
    assert seen["tab_reaches_last"], seen
    if two_columns:
        assert not seen["scrolls"] and seen["height"] <= 0.8 * height, seen
