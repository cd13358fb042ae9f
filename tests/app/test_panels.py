"""View > Show Toolbar and View > Show Game Log, and the game log's width, as a player leaves
them: by the menu, by Ctrl+L and by dragging the log's edge, kept for the next start."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from koloda.app.play.controller import MatchConfig
from koloda.app.window.game_page import LOG_WIDTH
from koloda.app.window.main_window import MainWindow
from koloda.store.settings import SettingsStore

RYADKY = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=5)


def _drag_log_edge(qtbot: Any, window: MainWindow, to_x: int) -> None:
    """Drag the handle between the table and the log to ``to_x`` in the page, by the mouse."""
    page = window.game_page
    handle = page.handle(1)
    start = QPoint(handle.width() // 2, handle.height() // 2)
    QTest.mousePress(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, start)
    end = handle.mapFromGlobal(page.mapToGlobal(QPoint(to_x, handle.height() // 2)))
    QTest.mouseMove(handle, end)
    QTest.mouseRelease(handle, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, end)
    qtbot.wait(50)


def test_the_game_log_hidden_by_ctrl_l_stays_hidden_at_the_next_start(
    qtbot: Any, make_active_window: Any
) -> None:
    first = make_active_window()
    first.start_match(RYADKY)
    page = first.game_page
    assert page.log_panel.isVisible() and first.commands.show_log.isChecked()
    QTest.keyClick(first, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert not page.log_panel.isVisible() and not first.commands.show_log.isChecked()
    qtbot.waitUntil(lambda: page.table.width() > page.width() - 20, timeout=2000)  # its room
    first.commands.show_toolbar.trigger()  # View > Show Toolbar, unchecked
    assert not first.commands.toolbar.isVisible()
    first.close()
    kept = SettingsStore().load()[0]
    assert (kept.show_game_log, kept.show_toolbar) == (False, False)

    second = make_active_window()
    assert not second.commands.toolbar.isVisible()
    assert not second.commands.show_toolbar.isChecked()
    second.start_match(RYADKY)
    qtbot.waitUntil(lambda: second.game_page.isVisible(), timeout=2000)
    assert not second.game_page.log_panel.isVisible()
    assert not second.commands.show_log.isChecked()
    QTest.keyClick(second, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert second.game_page.log_panel.isVisible()
    assert second.game_page.log_panel.width() > 100


def test_the_game_log_dragged_wider_or_shut_is_kept_and_opens_again(
    qtbot: Any, make_active_window: Any
) -> None:
    first = make_active_window()
    first.start_match(RYADKY)
    page = first.game_page
    qtbot.waitUntil(lambda: page.log_panel.width() > 0, timeout=2000)
    _drag_log_edge(qtbot, first, page.width() - 300)  # wider: about 300 pixels
    wide = page.sizes()[1]
    assert 290 <= wide <= 310
    first.close()
    assert SettingsStore().load()[0].game_log_width == wide

    second = make_active_window()
    second.start_match(RYADKY)
    page = second.game_page
    qtbot.waitUntil(lambda: page.isVisible(), timeout=2000)
    assert abs(page.sizes()[1] - wide) <= 2  # as wide as it was left
    _drag_log_edge(qtbot, second, page.width())  # dragged shut against the window's edge
    assert page.sizes()[1] == 0
    assert not second.commands.show_log.isChecked()  # View says so
    second.commands.show_log.trigger()  # and opens it again, at the width it had
    assert second.game_page.log_panel.isVisible()
    assert abs(page.sizes()[1] - wide) <= 2
    assert wide != LOG_WIDTH


def test_the_session_hides_and_shows_the_game_log_by_its_key(
    active_window: MainWindow, _isolated_home: Any
) -> None:
    """`koloda bench --session` presses Ctrl+L from wherever the focus was left, and checks
    the log and View's command agree (the step the evening takes among the others)."""
    from koloda.app.tools.session import Evening
    from koloda.app.tools.session_window import game_log

    window = active_window
    window.start_match(RYADKY)
    try:
        with Evening(window, 3, _isolated_home) as evening:
            assert game_log(evening) == "hidden"
            assert not window.game_page.log_panel.isVisible()
            assert game_log(evening) == "shown"
            assert window.game_page.log_panel.isVisible()
            evening.check()
    finally:
        window.controller.shutdown()


def test_the_game_log_keeps_its_newest_line_in_view_as_it_is_resized(qtbot: Any) -> None:
    """Seen: a window made narrower (1280 to 800 px) left the log on its first lines, the
    newest out of view, as its long lines wrapped anew. A log at its end stays there; one the
    person scrolled back in stays where they read."""
    from koloda.app.window.game_log import GameLogPanel

    log = GameLogPanel()
    qtbot.addWidget(log)
    log.resize(320, 300)
    log.show()
    qtbot.waitExposed(log)
    for k in range(60):
        log.add(f"Line {k}: Oksana has no 10 and no ♣, so the pile of {k} cards goes to Mykola")
    lst = log.list

    def newest_in_view() -> bool:
        rect = lst.visualItemRect(lst.item(lst.count() - 1))
        return rect.isValid() and lst.viewport().rect().contains(rect)

    qtbot.waitUntil(newest_in_view, timeout=2000)
    for width in (160, 260, 140):
        log.resize(width, 300)
        qtbot.waitUntil(newest_in_view, timeout=2000)
    bar = lst.verticalScrollBar()
    bar.setValue(bar.minimum())  # the person scrolls back to the start
    log.resize(300, 300)
    QTest.qWait(50)
    assert not newest_in_view()
    assert lst.indexAt(QPoint(4, 4)).row() == 0  # still reading the first line
