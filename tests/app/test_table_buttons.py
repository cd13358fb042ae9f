"""The action bar's buttons and their letter shortcuts are there as soon as show_observation
returns with the human to move (a layout would show a new button only on the next pass)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.rules import Action, Event, new_game, read_observation
from koloda.rules.cards import parse_card


def _active(qtbot: Any, t: Any) -> None:
    """Shortcuts work in the active window; make sure the application knows it is, before."""
    t.activateWindow()
    qtbot.waitActive(t)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is t, timeout=3000)


def test_a_draw_shortcut_works_right_after_show_observation(
    qtbot: Any, make_table: Any, positions: Any
) -> None:
    s = new_game("ditch", 2, decks=[positions.deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
    obs = s.observation(0)
    assert obs["legal"] == ["draw 1", "draw 2", "draw 3"]  # DR-2: seat 0 starts by drawing
    t = make_table("ditch", 2)
    _active(qtbot, t)
    chosen: list[str] = []
    t.actionChosen.connect(lambda a: chosen.append(str(a)))
    t.show_observation(read_observation(obs), [])  # no waiting for the event loop after this
    assert all(b.isVisible() and b.isEnabled() for b in t.buttons.values())
    QTest.keyClick(t.view, Qt.Key.Key_2)
    qtbot.waitUntil(lambda: chosen == ["draw 2"], timeout=3000)


def test_take_shortcut_works_right_after_show_observation(
    qtbot: Any, make_table: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 6C")  # CR-3: seat 0 leads its lowest card; seat 1 defends
    obs = s.observation(1)
    assert "take" in obs["legal"]
    t = make_table("rooster", 2, human=1)
    _active(qtbot, t)
    chosen: list[str] = []
    t.actionChosen.connect(lambda a: chosen.append(str(a)))
    t.show_observation(read_observation(obs), [])
    QTest.keyClick(t.view, Qt.Key.Key_T)
    qtbot.waitUntil(lambda: chosen == ["take"], timeout=3000)


def test_buttons_wait_disabled_while_the_cards_move(
    qtbot: Any, make_table: Any, positions: Any
) -> None:
    s = new_game("ditch", 2, decks=[positions.deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
    t = make_table("ditch", 2)
    t.set_speed("slow")
    deal = [Event("move", 0, (parse_card("5S"),), "stock", "hand:0")]
    with qtbot.waitSignal(t.animationsFinished, timeout=10_000):
        t.show_observation(s.observe(0), deal)
        assert t.is_animating()
        assert set(t.buttons) == {"draw 1", "draw 2", "draw 3"}
        assert not any(b.isEnabled() for b in t.buttons.values())
    assert all(b.isVisible() and b.isEnabled() for b in t.buttons.values())


def test_a_shortcut_stays_unambiguous_when_the_buttons_are_rebuilt(
    qtbot: Any, make_table: Any, positions: Any
) -> None:
    s = new_game("ditch", 2, decks=[positions.deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
    obs = s.observation(0)
    t = make_table("ditch", 2)
    _active(qtbot, t)
    chosen: list[str] = []
    t.actionChosen.connect(lambda a: chosen.append(str(a)))
    t.show_observation(read_observation(obs), [])
    t.show_observation(
        read_observation(obs), []
    )  # the first buttons are still alive (deleteLater) here
    QTest.keyClick(t.view, Qt.Key.Key_3)
    qtbot.waitUntil(lambda: chosen == ["draw 3"], timeout=3000)


def test_buttons_set_anew_while_one_shows_leave_only_the_newer_set(
    qtbot: Any, make_table: Any
) -> None:
    """Showing a button can lay the table out again, which sets the buttons from inside
    set_buttons (seen opening a saved Ditch game: "End turn, End turn", issue 34): the newer
    set is the bar's, once, and nothing of the older one shows."""
    from PySide6.QtCore import QEvent, QObject
    from PySide6.QtWidgets import QPushButton

    from koloda.app.table.game import ButtonSpec

    t = make_table("ditch", 2)
    bar = t.bar
    draws = [ButtonSpec(Action("draw", (), n), f"Draw {n}", "", str(n)) for n in (1, 2, 3)]
    end = [ButtonSpec(Action("pass"), "End turn", "", "E")]

    class Relayout(QObject):
        fired = False

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            shown = event.type() == QEvent.Type.Show and isinstance(watched, QPushButton)
            if shown and not self.fired:
                self.fired = True
                bar.set_buttons(end)  # what a relayout's _enable_input does
            return False

    spy = Relayout()
    QApplication.instance().installEventFilter(spy)
    try:
        bar.set_buttons(draws)
    finally:
        QApplication.instance().removeEventFilter(spy)
    assert spy.fired
    shown = [b.text() for b in bar.findChildren(QPushButton) if b.isVisible()]
    assert shown == ["End turn  (E)"]
    assert list(bar.buttons) == ["pass"]


def test_a_lessons_highlighted_button_does_not_follow_into_the_next_game(
    qtbot: Any, make_table: Any, positions: Any, show: Any
) -> None:
    """A Ditch lesson's step ("draw 2") was still the table's hint when a Ryadky game was
    dealt, whose kit then read "draw 2" as cards and raised IndexError (issue 34)."""
    from koloda.app.games import kit

    t = make_table("ditch", 2)
    show(t, positions.ditch_seat0_to_play().observation(0))
    t.highlight_action("draw 2")
    t.start_game(kit("ryadky"), 2, 0, ["You", "Olena"], ["", "easy"])
    show(t, positions.ryadky_after_lead().observation(0))
    assert t.glowing is None
    assert not any(c.glow for c in t.scene.cards)
