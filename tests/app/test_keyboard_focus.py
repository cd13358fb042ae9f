"""Keys work wherever the focus was left (issue 34): a dialog that opens takes the keyboard
(Escape closes it, nothing reaches the table beneath), and when it closes the window has the
keyboard again, so its shortcuts work with no click first, as on a desktop without a window
manager, or offscreen."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from koloda.app.window.keyboard import KeyboardDialog
from koloda.app.window.main_window import MainWindow
from koloda.app.window.settings_dialog import SettingsDialog


def _key(key: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    target = QApplication.focusWidget() or QApplication.activeWindow()
    assert target is not None, "no widget and no window has the keyboard"
    QTest.keyClick(target, key, mods)


def _tab_to(target: QWidget) -> None:
    """Tab from wherever the focus is, as a person does, until ``target`` has it."""
    for _ in range(30):
        if target.hasFocus():
            return
        _key(Qt.Key.Key_Tab)
    assert target.hasFocus(), QApplication.focusWidget()


def _statistics_by_keys(qtbot: Any, window: MainWindow) -> None:
    """Ctrl+T opens the Statistics window, which takes the keyboard; Escape closes it."""
    _key(Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(
        lambda: window.scorebook.window is not None and window.scorebook.window.isVisible(),
        timeout=5000,
    )
    stats = window.scorebook.window
    qtbot.waitUntil(lambda: QApplication.activeWindow() is stats, timeout=2000)
    _key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not stats.isVisible(), timeout=2000)


def test_after_settings_close_the_windows_shortcuts_work_without_a_click(
    qtbot: Any, active_window: MainWindow
) -> None:
    window = active_window
    _key(Qt.Key.Key_Comma, Qt.KeyboardModifier.ControlModifier)  # Settings
    qtbot.waitUntil(lambda: window.findChild(SettingsDialog) is not None, timeout=2000)
    dialog = window.findChild(SettingsDialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    _key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=2000)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    _statistics_by_keys(qtbot, window)


def test_the_keyboard_help_closes_with_escape(qtbot: Any, active_window: MainWindow) -> None:
    window = active_window
    _key(Qt.Key.Key_F1, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.findChild(KeyboardDialog) is not None, timeout=2000)
    dialog = window.findChild(KeyboardDialog)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    _key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.findChild(KeyboardDialog) is None or not dialog.isVisible())
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)


def test_h_in_a_lesson_says_the_table_shows_the_move(qtbot: Any, active_window: MainWindow) -> None:
    """H in a lesson answers in the lesson's terms, not "No move on that key now" (Hint is
    off in a lesson, issue 41: the table answers the key)."""
    window = active_window
    window.commands.learn["ditch"].trigger()
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    window.table.access.hand().setFocus()
    window.statusBar().clearMessage()
    _key(Qt.Key.Key_H)
    qtbot.waitUntil(lambda: bool(window.statusBar().currentMessage()), timeout=2000)
    assert not window.commands.hint.isEnabled()
    assert window.statusBar().currentMessage() == "The move to make glows on the table."


def test_kdes_card_game_keys_are_there_and_listed_in_help_keyboard(
    qtbot: Any, active_window: MainWindow
) -> None:
    """Save Ctrl+S, Restart F5 and Demo D as in KDE's card games (KStandardGameAction), with
    Play the Hint, on the keyboard page; D from the hand lets the computer play (issue 34)."""
    from koloda.match import MatchConfig

    window = active_window
    _key(Qt.Key.Key_F1, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: window.findChild(KeyboardDialog) is not None, timeout=2000)
    dialog = window.findChild(KeyboardDialog)
    table = dialog.table
    keys = {table.item(r, 1).text() for r in range(table.rowCount())}
    assert {"Ctrl+S", "F5", "D", "Shift+H"} <= {k for cell in keys for k in cell.split(", ")}
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    _key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.start_match(MatchConfig("ditch", 2, levels=["normal", "easy"], seed=3))
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    window.table.access.hand().setFocus()
    _key(Qt.Key.Key_D)
    qtbot.waitUntil(lambda: window.controller.autoplay, timeout=2000)
    window.controller.shutdown()


def test_a_long_message_ends_on_a_whole_word_in_the_status_bar(
    qtbot: Any, active_window: MainWindow
) -> None:
    """A hint longer than the status line was cut mid-word into the turn's words (issue 34):
    it ends on a whole word and "…", the whole sentence in the tooltip."""
    window = active_window
    window.resize(700, 500)
    qtbot.wait(20)
    words = "Hint: you play the nine of spades, which keeps the last heart " * 4
    window.say(words.strip())
    shown = window.statusBar().currentMessage()
    kept = shown[:-1]
    assert shown.endswith("…") and words.startswith(kept)
    assert words[len(kept)] in " ,;:"  # the cut falls between words
    assert window.statusBar().fontMetrics().horizontalAdvance(shown) < window.statusBar().width()
    assert window.statusBar().toolTip() == words.strip()
    # the turn's words that come after it take their room: the message is cut again
    bar = window.statusBar()
    turn = "Your turn to attack: lead one or more cards of one suit."
    metrics = bar.fontMetrics()
    hint = "Hint: you lead the seven and the ace of clubs"
    while metrics.horizontalAdvance(hint) < bar.width() - metrics.horizontalAdvance(turn):
        hint += ", and keep a card"  # fits alone on the line, not beside the turn's words
    window.turn_label.setText("")
    window.say(hint)
    assert bar.currentMessage() == hint
    window.turn_label.setText(turn)
    qtbot.wait(20)
    shown = bar.currentMessage()
    assert shown.endswith("…")
    width = bar.fontMetrics().horizontalAdvance(shown) + window.turn_label.width()
    assert width < bar.width()


@pytest.mark.parametrize("width", [1272, 700])
def test_a_long_message_beside_a_long_turn_text_stops_before_it(
    qtbot: Any, active_window: MainWindow, width: int
) -> None:
    """A Ukrainian hint beside the defender's turn text, both longer than the line: the hint
    was given 40% of the line while the turn's words took their 60% and the size grip too, so
    the hint ran under them, cut mid-word ("… (CR-1); у ваВи відбиваєтеся"). It now ends on a
    whole word and "…" before the turn's words begin."""
    window = active_window
    window.resize(width, 600)
    window.show()
    qtbot.waitExposed(window)
    bar = window.statusBar()
    turn = (
        "Ви відбиваєтеся: побʼйте кожну карту старшою картою тієї ж масті або рівною чи "
        "старшою картою старшої масті — або візьміть."
    ) * 2
    window.turn_label.setText(turn)
    hint = (
        "Підказка: Ви бʼєте K♣ картою A♥ — вона бʼє K♣: старша масть (CR-1); у вас лишається "
        "ще 1 ♥. Цей хід рятує вас від ролі півня приблизно у двох випадках із трьох."
    )
    window.say(hint)
    qtbot.wait(50)  # the turn label laid out at its width
    shown = bar.currentMessage()
    assert shown.endswith("…") and hint.startswith(shown[:-1])
    ends = bar.mapTo(window, bar.contentsRect().topLeft()).x() + 8  # the message's margin
    ends += bar.fontMetrics().horizontalAdvance(shown)
    begins = window.turn_label.mapTo(window, window.turn_label.contentsRect().topLeft()).x()
    assert ends < begins, (shown, ends, begins)


def test_an_illegal_drop_is_said_on_the_table(qtbot: Any, make_table: Any, positions: Any) -> None:
    """A refused drag was told only in the status bar's small print (issue 34): the reason
    is a caption over the table too."""
    from koloda.rules import read_observation

    t = make_table("ryadky", 2)
    with qtbot.waitSignal(t.animationsFinished, timeout=10_000):
        t.show_observation(read_observation(positions.ryadky_after_lead().observation(0)), [])
    said: list[str] = []
    t.message.connect(said.append)
    assert not t.input.try_play(["2H"], "pile")  # RY-3: a spade or a king answers K♠
    assert said and t.banner is not None and t.banner.text == said[-1]


def test_the_last_hint_in_the_log_follows_a_change_of_language(
    qtbot: Any, active_window: MainWindow
) -> None:
    """A hint given in Russian stayed Russian in the log after a switch to Ukrainian (issue
    34): its line is said again in the new language, like the moves."""
    from dataclasses import replace

    from koloda.app.i18n import install_language
    from koloda.match import MatchConfig

    window = active_window
    try:
        window.player.apply(replace(window.settings, language="ru"))
        window.start_match(MatchConfig("ditch", 2, levels=["normal", "easy"], seed=3))
        qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
        window.turns.hint()
        qtbot.waitUntil(lambda: bool(window.game_page.hint_text), timeout=30_000)
        log = window.game_page.log_panel.list
        assert log.item(log.count() - 1).text().startswith("Подсказка: ")
        window.player.apply(replace(window.settings, language="uk"))
        qtbot.waitUntil(lambda: log.item(log.count() - 1).text().startswith("Підказка: "))
    finally:
        window.controller.shutdown()
        install_language("en")  # the QApplication is shared by every test


def test_a_passing_message_does_not_stay_in_the_old_language(
    qtbot: Any, active_window: MainWindow
) -> None:
    """A status message said in English stayed on after a switch to Ukrainian (found by
    koloda bench --session, issue 34): the window's passing words go with the old language."""
    from dataclasses import replace

    from koloda.app.i18n import install_language
    from koloda.match import MatchConfig

    window = active_window
    try:
        window.start_match(MatchConfig("ditch", 2, levels=["normal", "easy"], seed=3))
        qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
        window.say("In a lesson the table shows the move to make.")
        window.player.apply(replace(window.settings, language="uk"))
        qtbot.wait(20)
        assert window.statusBar().currentMessage() == ""
    finally:
        window.controller.shutdown()
        install_language("en")  # the QApplication is shared by every test


def _on_the_result_screen(qtbot: Any, window: MainWindow, play_to_the_end: Any) -> None:
    """A one-hand Ditch Rummy match played to its result, the focus where the result screen
    leaves it (its buttons)."""
    from koloda.match import MatchConfig

    window.start_match(MatchConfig("ditch", 2, seed=5, options={"hands": 1}))
    play_to_the_end(window)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_screen, timeout=10_000)
    qtbot.waitUntil(
        lambda: window.result_screen.isAncestorOf(QApplication.focusWidget()), timeout=2000
    )


def test_the_windows_keys_work_on_the_result_screen(
    qtbot: Any, active_window: MainWindow, play_to_the_end: Any
) -> None:
    """Issue 34: Ctrl+T on the result screen did nothing (the menu item worked). With the
    focus where the result screen leaves it (its buttons), the window's keys work."""
    window = active_window
    _on_the_result_screen(qtbot, window, play_to_the_end)
    _statistics_by_keys(qtbot, window)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    _key(Qt.Key.Key_F1, Qt.KeyboardModifier.ControlModifier)  # keyboard help
    qtbot.waitUntil(lambda: isinstance(QApplication.activeWindow(), KeyboardDialog), timeout=2000)
    _key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    window.controller.shutdown()


def test_review_last_round_on_the_result_screen_shows_the_table_then_the_result_again(
    qtbot: Any, active_window: MainWindow, play_to_the_end: Any
) -> None:
    """Seen: on the result screen Game > Review Last Round (Ctrl+Shift+R) was enabled and did
    nothing. It now shows the finished table under the review, and closing the review (Escape)
    brings the result back."""
    window = active_window
    _on_the_result_screen(qtbot, window, play_to_the_end)
    assert window.commands.review_last.isEnabled()
    shift_ctrl = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    _key(Qt.Key.Key_R, shift_ctrl)
    qtbot.waitUntil(lambda: window.reviews.dialog is not None, timeout=5000)
    dialog = window.reviews.dialog
    assert window.stack.currentWidget() is window.game_page
    qtbot.waitUntil(lambda: QApplication.activeWindow() is dialog, timeout=2000)
    _key(Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_screen, timeout=2000)
    assert window.reviews.dialog is None
    # the review asked for again while one is open: the table stays under the new one
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    _key(Qt.Key.Key_R, shift_ctrl)
    qtbot.waitUntil(lambda: window.reviews.dialog is not None, timeout=5000)
    first = window.reviews.dialog
    window.review_last_round()  # Game > Review Last Round once more, from the table
    qtbot.waitUntil(lambda: window.reviews.dialog not in (None, first), timeout=5000)
    qtbot.wait(100)  # the first review's end is handled after the events of its close
    assert window.stack.currentWidget() is window.game_page
    window.stack.setCurrentWidget(window.start_screen)  # Main menu: no round to review there
    assert not window.commands.review_last.isEnabled()
    window.controller.shutdown()


def test_a_message_beside_a_turn_text_longer_than_the_line_is_still_said(
    qtbot: Any, active_window: MainWindow
) -> None:
    """Found by koloda bench --session (seed 587823382): in Ukrainian the turn's words were
    wider than the status line, no room was left and H's answer in a lesson showed as ""."""
    window = active_window
    bar = window.statusBar()
    window.turn_label.setText("Ваш хід: " + "покрийте кожну карту старшою картою тієї ж масті " * 8)
    window.say("В уроці стіл сам показує потрібний хід.")
    shown = bar.currentMessage()
    assert shown.startswith("В уроці стіл"), shown


def test_main_menu_is_off_where_the_start_screen_is_already_shown(
    qtbot: Any, active_window: MainWindow
) -> None:
    """Seen: Game > Main menu (Ctrl+M) enabled on the start screen, doing nothing."""
    from koloda.app.play.controller import MatchConfig

    window = active_window
    assert window.stack.currentWidget() is window.start_screen
    assert not window.commands.main_menu.isEnabled()
    window.start_match(MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=3))
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.game_page, timeout=5000)
    assert window.commands.main_menu.isEnabled()
    _key(Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # a game in progress: asked, Yes
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_screen, timeout=5000)
    assert not window.commands.main_menu.isEnabled()
    window.controller.shutdown()


def test_tab_to_a_play_button_on_the_start_screen_marks_it_plainly(
    qtbot: Any, active_window: MainWindow
) -> None:
    """The start screen's Play buttons are styled green, and a styled button draws no focus
    frame: Tab's only mark on one was a faint lighter rectangle. A focused Play now has the
    gold ring the table gives the seat to move."""
    from PySide6.QtGui import QColor
    from PySide6.QtWidgets import QPushButton

    from koloda.app.table.theme import STANDARD

    window = active_window
    assert window.stack.currentWidget() is window.start_screen
    play = window.start_screen.findChild(QPushButton, "play_ryadky")
    other = window.start_screen.findChild(QPushButton, "play_rooster")
    _tab_to(play)

    def edge(button: QPushButton) -> QColor:
        image = button.grab().toImage()
        return QColor(image.pixel(1, image.height() // 2))

    gold, green = QColor(STANDARD.active_border), QColor("#1a5233")

    def near(a: QColor, b: QColor) -> bool:
        pairs = ((a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue()))
        return max(abs(x - y) for x, y in pairs) < 40

    assert near(edge(play), gold), edge(play).name()
    assert near(edge(other), green), edge(other).name()  # the others keep their dark edge
    _key(Qt.Key.Key_Tab)
    qtbot.waitUntil(lambda: not play.hasFocus(), timeout=2000)
    assert near(edge(play), green), edge(play).name()


def test_enter_presses_the_focused_button_of_the_start_and_result_screens(
    qtbot: Any, active_window: MainWindow, play_to_the_end: Any
) -> None:
    """Tab to Play on the start screen, then Enter: nothing happened (a button takes Enter by
    itself only in a dialog; Space worked). Enter now presses it there, and on the result
    screen, where the keys wait on Play again."""
    from PySide6.QtWidgets import QPushButton

    from koloda.app.window.dialogs import NewGameDialog

    window = active_window
    play = window.start_screen.findChild(QPushButton, "play_ryadky")
    _tab_to(play)
    _key(Qt.Key.Key_Return)
    asked = QApplication.activeModalWidget
    qtbot.waitUntil(lambda: isinstance(asked(), NewGameDialog), timeout=2000)
    QTest.keyClick(asked(), Qt.Key.Key_Escape)  # the dialog has the keys (offscreen too)
    qtbot.waitUntil(lambda: asked() is None, timeout=2000)
    _on_the_result_screen(qtbot, window, play_to_the_end)
    again = window.result_screen.findChild(QPushButton, "playAgain")
    # the keys come to Play again by themselves (they were on Main menu, first in the Tab
    # order, and Enter left for the start screen)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is again, timeout=2000)
    played = len(window.controller.match.actions)
    assert played > 0
    _key(Qt.Key.Key_Enter)  # the keypad's Enter as well as Return
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.game_page, timeout=5000)
    qtbot.waitUntil(lambda: len(window.controller.match.actions) < played, timeout=5000)
    window.controller.shutdown()


def test_the_start_screen_has_its_keys_on_play_of_the_game_last_started(
    qtbot: Any, make_active_window: Any
) -> None:
    """The first window had its keys on Ryadky's Rules, the first button in the Tab order, so
    Enter there opened the rules. They are on Play now: Ryadky's at the very first start, then
    the game last started, after Main menu and after Koloda is started again."""
    from PySide6.QtWidgets import QPushButton

    from koloda.app.window.dialogs import NewGameDialog

    window = make_active_window()
    screen = window.start_screen
    ryadky, ditch = (screen.findChild(QPushButton, f"play_{g}") for g in ("ryadky", "ditch"))
    qtbot.waitUntil(lambda: QApplication.focusWidget() is ryadky, timeout=2000)
    asked = QApplication.activeModalWidget
    _key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(asked(), NewGameDialog), timeout=2000)
    assert asked().game_box.currentData() == "ryadky"
    QTest.keyClick(asked(), Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: asked() is None, timeout=2000)
    _tab_to(ditch)
    _key(Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: isinstance(asked(), NewGameDialog), timeout=2000)
    QTest.keyClick(asked(), Qt.Key.Key_Return)  # its Play: a Ditch Rummy match starts
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.game_page, timeout=5000)
    window.controller.shutdown()
    _key(Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)  # Main menu
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.start_screen, timeout=5000)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is ditch, timeout=2000)
    window.close()
    again = make_active_window()  # Koloda started again: the settings keep the game
    play = again.start_screen.findChild(QPushButton, "play_ditch")
    qtbot.waitUntil(lambda: QApplication.focusWidget() is play, timeout=2000)
