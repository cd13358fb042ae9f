"""A lesson that speaks of its moment (issue 41): a step's words and any refusal go as soon as
the step's move is made (they stayed up while the opponent played on); no hint control is on
in a lesson, where it did nothing; a refusal says what the lesson wants (dragging 9♦ alone
was told "A lead is one suit"); Ryadky's lesson says the lost cards leave play, as RY-6b does;
and the right place stays marked after a refused drop."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

# the lessons and the window of test_lesson_window.py (this file's tests are about the same)
from test_lesson_window import LESSONS, _window

from koloda.app.play.controller import Change, GameController
from koloda.app.table.names import pretty_card
from koloda.app.window.main_window import MainWindow
from koloda.match import MatchConfig
from koloda.match.lesson import load_lesson
from koloda.rules import Action
from koloda.rules.cards import card_name


def _lesson_at(qtbot: Any, make: Any, game: str, action: str) -> tuple[MainWindow, GameController]:
    """The lesson of ``game`` started and played (the lesson's own moves) up to the person's
    step ``action``, its table offering it (in a window of conftest's ``make_active_window``)."""
    window, controller = _window(make)
    window.start_lesson(game)
    run = window.lessons.run
    assert run is not None
    while True:
        qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
        qtbot.waitUntil(lambda: window.table.scene.interactive, timeout=5000)
        if run.expected() == action:
            return window, controller
        before = len(controller.actions())
        window.table.actionChosen.emit(Action.parse(run.expected()))
        qtbot.waitUntil(lambda n=before: len(controller.actions()) > n, timeout=5000)


def test_the_steps_words_and_refusal_go_when_its_move_is_made(
    qtbot: Any, make_active_window: Any
) -> None:
    window, controller = _lesson_at(qtbot, make_active_window, "ryadky", "play TD")
    bar = window.game_page.lesson_bar
    assert "play 10♦ on 10♥" in bar.caption.text()
    wrong = next(c for c in controller.observation().hand if f"play {c}" != "play TD")
    controller.human.choose(Action.parse(f"play {wrong}"))  # refused by the lesson
    assert bar.refusal.isVisible()
    seen: list[tuple[str, bool]] = []  # the bar as the person's move reaches the table

    def on_changed(change: Change) -> None:
        if change.seat == 0 and change.kind == "move":
            seen.append((bar.caption.text(), bar.refusal.isVisible()))

    controller.changed.connect(on_changed)
    window.table.actionChosen.emit(Action.parse("play TD"))
    qtbot.waitUntil(lambda: bool(seen), timeout=5000)
    caption, refusal = seen[0]
    assert "10♦ on 10♥" not in caption and not refusal
    assert "Olena" in caption  # whose move comes now
    controller.shutdown()


def test_no_hint_control_is_on_in_a_lesson(qtbot: Any, make_active_window: Any) -> None:
    window, controller = _lesson_at(qtbot, make_active_window, "ryadky", "play AH")
    commands = window.commands
    assert controller.is_human_turn()
    tool = commands.toolbar.widgetForAction(commands.hint)
    assert tool is not None
    assert not commands.hint.isEnabled()
    assert not commands.play_hint.isEnabled()
    assert not tool.isEnabled()
    QTest.keyClick(window.table.view, Qt.Key.Key_H)  # H does not ask for a hint
    qtbot.wait(50)
    assert window.game_page.hint_shown is None and controller.hinted() == ""
    # on the person's turn of a match that is no lesson, they are on
    window.start_match(MatchConfig("ryadky", 2, levels=["normal", "easy"], seed=3))
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    qtbot.waitUntil(commands.hint.isEnabled, timeout=5000)
    assert commands.play_hint.isEnabled() and tool.isEnabled()
    controller.shutdown()


def test_dragging_one_diamond_is_refused_with_what_the_lesson_wants(
    qtbot: Any, make_active_window: Any, mouse: Any
) -> None:
    window, controller = _lesson_at(qtbot, make_active_window, "rooster", "lead 6D 7D 9D")
    table = window.table
    said: list[str] = []
    table.message.connect(said.append)
    before = len(controller.actions())
    mouse.drag(table, "9D", table.drop_point("table"))
    qtbot.waitUntil(lambda: bool(said), timeout=2000)
    assert len(controller.actions()) == before
    assert all(card in said[-1] for card in ("6♦", "7♦", "9♦")), said
    assert not said[-1].startswith("A lead is one suit")
    controller.shutdown()


@pytest.mark.parametrize("game", LESSONS)
def test_every_refusal_of_a_lesson_names_the_cards_it_wants(game: str) -> None:
    """A step's refusal is said for any other move: it names every card of the step's move,
    in every language, so it says what the lesson wants whatever was tried."""
    lesson = load_lesson(game)
    for step in lesson.steps:
        if step.seat != lesson.human_seat:
            continue
        cards = [pretty_card(card_name(c)) for c in Action.parse(step.action).cards]
        assert step.why is not None
        for language, text in step.why.items():
            missing = [c for c in cards if c not in text]
            assert not missing, (step.action, language, text)


def test_the_ryadky_lesson_says_lost_cards_leave_play() -> None:
    """RY-6b: the card a seven costs leaves play; nobody takes it."""
    lesson = load_lesson("ryadky")
    texts = json.dumps([(s.say, s.why) for s in lesson.steps], ensure_ascii=False)
    for wrong in (
        "take Olena's top card",
        "took your top card",
        "заберите верхнюю карту",
        "забрала вашу верхнюю",
        "заберіть верхню карту",
        "забрала вашу верхню",
    ):
        assert wrong not in texts
    seven = next(s for s in lesson.steps if s.action == "play 7C")
    assert seven.say is not None
    assert "leaves play" in seven.say["en"]
    assert "уходит из игры" in seven.say["ru"]
    assert "виходить із гри" in seven.say["uk"]


def test_the_right_place_stays_marked_after_a_refused_drop(
    qtbot: Any, make_active_window: Any, mouse: Any
) -> None:
    window, controller = _lesson_at(qtbot, make_active_window, "rooster", "lead 6C 9C")
    table = window.table
    qtbot.waitUntil(lambda: "table" in table.scene.highlighted_targets(), timeout=3000)
    before = len(controller.actions())
    wrong = next(c for c in controller.observation().hand if c not in ("6C", "9C"))
    said: list[str] = []
    table.message.connect(said.append)
    mouse.drag(table, wrong, table.drop_point("table"))  # a legal lead, not the lesson's
    qtbot.waitUntil(lambda: bool(said), timeout=2000)
    assert len(controller.actions()) == before
    assert "table" in table.scene.highlighted_targets()
    controller.shutdown()


def test_the_move_to_make_still_glows_after_a_change_of_language(
    qtbot: Any, make_active_window: Any
) -> None:
    """Settings, Language, mid-lesson: the step's words came back in the new language, but
    the move they ask for no longer glowed (the table was seated anew after the lesson had
    marked it), so "play A♥" stood over a table showing nothing. The same for a hint."""
    from dataclasses import replace

    from koloda.app import i18n

    window, controller = _window(make_active_window)
    window.start_lesson("ryadky")
    run, table = window.lessons.run, window.table
    assert run is not None
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    expected = run.expected()
    cards, target = table.kit.hint_place(Action.parse(expected))

    def glowing() -> bool:
        lit = [c.card for c in table.scene.hand_items() if c.glow is not None]
        return lit == list(cards) and target in table.scene.highlighted_targets()

    qtbot.waitUntil(glowing, timeout=3000)
    try:
        window.player.apply(replace(window.settings, language="uk"))
        qtbot.waitUntil(lambda: window.lessons.run is not None, timeout=1000)
        qtbot.wait(200)  # every widget has had the change of language
        assert window.game_page.lesson_bar.isVisible()
        assert glowing(), [c.card for c in table.scene.hand_items() if c.glow is not None]
        assert table.input.glowing == expected
    finally:
        i18n.install_language("en")
        controller.shutdown()
