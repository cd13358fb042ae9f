"""The guided first game on the real window (issue 27): started from Help > Learn to Play,
played start to end with the keyboard alone, every other move refused with the rule it breaks,
left and resumed half-way, and offered in the New Game dialog while a game is new."""

from __future__ import annotations

import json
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from koloda.app.play.controller import GameController
from koloda.app.window.main_window import MainWindow
from koloda.match.lesson import load_lesson
from koloda.rules import Action, declaration, games

LESSONS = sorted(name for name in games() if declaration(name).lesson is not None)


def _window(make: Any) -> tuple[MainWindow, GameController]:
    """A real window that has the keyboard (conftest's ``make_active_window``) and its
    controller."""
    window = make()
    return window, window.controller


def _play_step_by_keys(qtbot: Any, window: MainWindow, controller: GameController) -> list[str]:
    """The person's move of this step with the table's keys alone, read from the move the
    lesson waits for. First a card that is not the move's, with Enter: the lesson (or the
    table) refuses it and nothing is played. Then the move: a move without a card of the hand
    (take, pass, draw...) by its button's letter; else each of its cards under the cursor
    (Left/Right) selected with Space, its place chosen with Up/Down when it has one (a cover
    goes on one attack card), and Enter. The messages said, in order."""
    table, view, keys = window.table, window.table.view, window.table.keys
    run = window.lessons.run
    assert run is not None and table.kit is not None
    action = run.expected()
    assert action, "the lesson waits for no move of the person's now"
    cards, target = table.kit.hint_place(Action.parse(action))
    before = len(controller.actions())
    said: list[str] = []
    table.message.connect(said.append)

    def cursor_to(card: str | None) -> None:
        hand = table.scene.hand_items()
        for _ in range(len(hand) + 1):
            if keys.shown and 0 <= keys.focus < len(hand) and hand[keys.focus].card == card:
                return
            QTest.keyClick(view, Qt.Key.Key_Right)
        raise AssertionError(f"{card} is not in the hand")

    other = next((c.card for c in table.scene.hand_items() if c.card not in cards), None)
    if other is not None:  # another move first: refused, nothing played
        cursor_to(other)
        QTest.keyClick(view, Qt.Key.Key_Return)
        QTest.keyClick(view, Qt.Key.Key_Escape)
        assert len(controller.actions()) == before, action
    button = table.buttons.get(action)
    if button is not None:
        QTest.keySequence(view, button.shortcut())  # it animates a click: a moment later
        qtbot.waitUntil(lambda: len(controller.actions()) > before, timeout=2000)
    else:
        for card in cards:
            cursor_to(card)
            QTest.keyClick(view, Qt.Key.Key_Space)
        places = table.input.legal_targets_for(cards)
        for _ in places if target in places else []:
            if keys.target == target:
                break
            QTest.keyClick(view, Qt.Key.Key_Up)
        QTest.keyClick(view, Qt.Key.Key_Return)
    table.message.disconnect(said.append)
    assert len(controller.actions()) > before, (action, said, controller.observation().legal)
    return said


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_is_played_start_to_end_with_the_keyboard(
    qtbot: Any, make_active_window: Any, game: str
) -> None:
    window, controller = _window(make_active_window)
    lesson = load_lesson(game)
    window.commands.learn[game].trigger()  # Help > Learn to Play
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.game_page, timeout=5000)
    bar = window.game_page.lesson_bar
    assert bar.isVisible() and lesson.intro["en"] in bar.caption.text()
    assert controller.in_lesson()
    steps = 0
    refusals: list[str] = []
    tables: list[int] = []  # the table's height at each step
    while not controller.is_finished():

        def ready() -> bool:
            page = window.game_page
            return bool(page.table_legal()) or page.summary_dialog is not None

        qtbot.waitUntil(lambda: ready() or controller.is_finished(), timeout=20_000)
        if controller.is_finished():
            break
        if window.game_page.summary_dialog is not None:  # the deal's end: Enter goes on
            if lesson.is_over(len(controller.actions())):  # the last words beside it
                assert lesson.outro["en"] in bar.caption.text()
            QTest.keyClick(window.game_page.summary_dialog, Qt.Key.Key_Return)
            qtbot.waitUntil(lambda: window.game_page.summary_dialog is None, timeout=5000)
            continue
        steps += 1
        index = lesson.next_person_step(len(controller.actions()))
        assert index is not None
        step = lesson.steps[index]
        assert step.say is not None and step.why is not None
        assert step.say["en"] in bar.caption.text()  # what to do and why, before the move
        assert bar.step.text() == f"Step {steps} of {len(lesson.person_steps())}"
        for _ in range(3):  # the bar's height held, and the layout it asks for, done
            QApplication.processEvents()
        tables.append(window.table.height())
        made = len(controller.actions())
        said = _play_step_by_keys(qtbot, window, controller)
        # the step's move (the scripted reply may follow it at once: no pause, no animation)
        assert controller.actions()[made] == [lesson.human_seat, step.action]
        refusals += [text for text in said if text == step.why["en"]]
    assert steps == len(lesson.person_steps())
    # the coach's bar never gives back a line: a shorter caption does not resize the table (and
    # move every card) under the person's eyes
    assert tables == sorted(tables, reverse=True) and len(set(tables)) < len(tables) / 2, tables
    assert controller.actions() == [[s.seat, s.action] for s in lesson.steps]
    # the last words are read on the result screen, above the standings they explain, not in
    # a message box over them (issue 34), and all of the note is shown
    screen = window.result_screen
    qtbot.waitUntil(lambda: window.stack.currentWidget() is screen, timeout=5000)
    qtbot.waitUntil(lambda: screen.note.isVisible(), timeout=5000)
    assert lesson.outro["en"] in screen.note.text() and "Lesson finished" in screen.note.text()
    assert not [w for w in QApplication.topLevelWidgets() if w.isVisible() and w is not window]
    assert screen.note.geometry().bottom() < screen.table.geometry().top()
    assert screen.note.height() >= screen.note.heightForWidth(screen.note.width())
    assert lesson.outro["en"] in window.last_message
    assert refusals  # cards tried on the way were refused with the step's rule
    assert game in window.scorebook.statistics.lessons  # finishing it is recorded
    controller.shutdown()


def test_another_move_is_refused_with_the_rule_and_nothing_is_played(
    qtbot: Any, make_active_window: Any
) -> None:
    window, controller = _window(make_active_window)
    window.start_lesson("ryadky")
    lesson = load_lesson("ryadky")
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    index = lesson.next_person_step(len(controller.actions()))
    assert index is not None
    step = lesson.steps[index]
    other = next(f"play {c}" for c in controller.observation().hand if f"play {c}" != step.action)
    errors: list[str] = []
    controller.error.connect(errors.append)
    before = controller.actions()
    controller.submit(other)  # the keys' and tools' way in is guarded too
    assert controller.actions() == before
    assert errors and step.why is not None and errors[-1] == step.why["en"]
    assert window.game_page.lesson_bar.refusal.text() == step.why["en"]
    controller.shutdown()


def test_a_lesson_left_half_way_is_resumed_with_its_script(
    qtbot: Any, make_active_window: Any
) -> None:
    window, controller = _window(make_active_window)
    window.start_lesson("ryadky")
    lesson = load_lesson("ryadky")
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
        _play_step_by_keys(qtbot, window, controller)
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    played = controller.actions()
    window.close()  # Game > Quit: the lesson is autosaved like any game
    again, controller2 = _window(make_active_window)
    assert again.offer_resume()
    assert controller2.in_lesson() and controller2.actions() == played
    bar = again.game_page.lesson_bar
    index = lesson.next_person_step(len(played))
    assert index is not None and lesson.steps[index].say is not None
    assert lesson.steps[index].say["en"] in bar.caption.text()
    _play_step_by_keys(qtbot, again, controller2)
    assert controller2.actions()[len(played)] == [0, lesson.steps[index].action]
    controller2.shutdown()


def test_the_new_game_dialog_offers_the_lesson_while_the_game_is_new(
    qtbot: Any, make_active_window: Any
) -> None:
    window, controller = _window(make_active_window)
    dialog = window.new_game_dialog("ditch")
    assert dialog is not None and dialog.first_time.isVisible()
    assert "New to Ditch Rummy?" in dialog.first_time.text()
    dialog.reject()
    assert "ditch" in window.settings.lessons_offered  # offered once, and kept on disk
    assert "ditch" in json.loads(window.preferences.store.path.read_text())["lessons_offered"]
    later = window.new_game_dialog("ditch")
    assert later is not None and not later.first_time.isVisible()
    later.reject()
    with qtbot.waitSignal(window.game_page.controller.changed, timeout=5000):
        dialog = window.new_game_dialog("ryadky")
        assert dialog is not None
        dialog.lesson_button.click()  # Learn to Play… in the dialog
    assert controller.in_lesson() and controller.config is not None
    assert controller.config.game == "ryadky"
    controller.shutdown()


def test_play_again_after_a_lesson_deals_the_lesson_again(
    qtbot: Any, make_active_window: Any
) -> None:
    window, controller = _window(make_active_window)
    window.start_lesson("ryadky")
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    _play_step_by_keys(qtbot, window, controller)
    window.restart()  # Restart, or Play again on the result screen
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    lesson = load_lesson("ryadky")
    assert controller.in_lesson()
    assert controller.actions() == [[s.seat, s.action] for s in lesson.steps[:1]]
    assert lesson.intro["en"] in window.game_page.lesson_bar.caption.text()
    controller.shutdown()


def test_a_lesson_begun_is_no_longer_offered_as_new(qtbot: Any, make_active_window: Any) -> None:
    """After Help > Learn to Play the New Game dialog no longer says "New to Chuvash
    Rooster?" for that game (issue 34)."""
    window, controller = _window(make_active_window)
    window.start_lesson("rooster")
    qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=10_000)
    assert "rooster" in window.settings.lessons_offered
    window.show_start()
    dialog = window.new_game_dialog("rooster")
    assert dialog is not None and dialog.game() == "rooster"
    assert not dialog.first_time.isVisibleTo(dialog)
    dialog.reject()
    controller.shutdown()


def test_a_game_chosen_in_the_dialog_is_offered_as_new_once(
    qtbot: Any, make_active_window: Any
) -> None:
    """The dialog opened on Ditch Rummy, the person chose Chuvash Rooster in it and played a
    whole match: "New to Chuvash Rooster?" was still said at every New Game after."""
    window, controller = _window(make_active_window)
    dialog = window.new_game_dialog("ditch")
    assert dialog is not None
    dialog.game_box.setFocus()
    QTest.keyClick(dialog.game_box, Qt.Key.Key_Up)  # Ditch Rummy to Chuvash Rooster
    assert dialog.game() == "rooster" and dialog.first_time.isVisibleTo(dialog)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert {"ditch", "rooster"} <= set(window.settings.lessons_offered)
    later = window.new_game_dialog("rooster")
    assert later is not None and not later.first_time.isVisibleTo(later)
    later.game_box.setCurrentIndex(later.game_box.findData("ryadky"))  # still new: said
    assert later.first_time.isVisibleTo(later)
    later.reject()
    controller.shutdown()


def test_the_new_game_dialog_never_shrinks_under_the_cursor(
    qtbot: Any, make_active_window: Any
) -> None:
    """Fewer players took rows away and the dialog shrank, so the next click landed in
    another field (issue 34): it keeps its size while open."""
    window, controller = _window(make_active_window)
    dialog = window.new_game_dialog("rooster")
    assert dialog is not None
    dialog.players.setValue(dialog.players.maximum())
    qtbot.wait(50)
    big = dialog.size()
    options = dialog.options_boxes["rooster"].widget
    where = options.mapTo(dialog, options.rect().topLeft())
    dialog.players.setValue(dialog.players.minimum())
    qtbot.wait(50)
    assert dialog.height() >= big.height() and dialog.width() >= big.width()
    # nor do the options move up under it: a click meant for them stays on them
    assert options.mapTo(dialog, options.rect().topLeft()) == where
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("ditch"))
    qtbot.wait(50)  # another game: its own rows, not the room of Rooster's six players
    assert dialog.opponents_box.height() < dialog.opponents_box.sizeHint().height() + 10
    dialog.players.setValue(4)
    qtbot.wait(50)
    dialog.game_box.setCurrentIndex(dialog.game_box.findData("rooster"))
    qtbot.wait(50)  # nor the room of Ditch Rummy's four (a blank row stayed under two)
    assert dialog.players.value() == 3 and len(dialog.level_boxes) == 2
    assert dialog.opponents_box.height() < dialog.opponents_box.sizeHint().height() + 10
    dialog.reject()
    controller.shutdown()


def test_more_players_never_move_the_options_under_the_cursor(
    qtbot: Any, make_active_window: Any
) -> None:
    """3 to 4 players in Ditch Rummy added an opponent's row above the options, and a click
    on Teams landed on the row that had moved under it, the number of hands: the options
    stand above the opponents, so more players move nothing a person may click next."""
    window, controller = _window(make_active_window)
    dialog = window.new_game_dialog("ditch")
    assert dialog is not None
    for game in ("ditch", "ryadky", "rooster"):
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        dialog.players.setValue(dialog.players.minimum())
        qtbot.wait(50)
        options = dialog.options_boxes[game].widget
        fields = [w for w in options.findChildren(QWidget) if w.isVisibleTo(dialog)]
        assert fields
        where = {w: w.mapTo(dialog, w.rect().topLeft()) for w in fields}
        dialog.players.setFocus()
        while dialog.players.value() < dialog.players.maximum():
            before = dialog.players.value()
            QTest.keyClick(dialog.players, Qt.Key.Key_Up)  # as a person steps it
            qtbot.waitUntil(lambda b=before: dialog.players.value() == b + 1)
            qtbot.wait(20)
            moved = [w for w in fields if w.mapTo(dialog, w.rect().topLeft()) != where[w]]
            assert not moved, (game, dialog.players.value(), moved)
    dialog.reject()
    controller.shutdown()


def test_tab_goes_down_the_new_game_dialog_as_it_is_seen(
    qtbot: Any, make_active_window: Any
) -> None:
    """Tab went from the players to Play and Cancel, then up to the opponents, then to the
    options above them: it now goes down the dialog, row by row, to Play and Cancel."""
    window, controller = _window(make_active_window)
    dialog = window.new_game_dialog("ditch")
    assert dialog is not None
    for game in ("ditch", "ryadky", "rooster"):
        dialog.game_box.setCurrentIndex(dialog.game_box.findData(game))
        dialog.players.setValue(4)
        qtbot.wait(50)
        dialog.players.setFocus()
        seen: list[QWidget] = []
        for _ in range(30):
            focus = QApplication.focusWidget()
            assert focus is not None
            QTest.keyClick(focus, Qt.Key.Key_Tab)
            focus = QApplication.focusWidget()
            assert focus is not None
            if focus is dialog.game_box:
                break
            seen.append(focus)
        rows = [w.mapTo(dialog, w.rect().center()).y() for w in seen]
        assert rows == sorted(rows), (game, [w.accessibleName() for w in seen])
        assert seen[-2:] == [dialog.ok_button, dialog.buttons.buttons()[-1]]
        assert all(box in seen for box in dialog.level_boxes)
    dialog.reject()
    controller.shutdown()


def test_with_teams_the_new_game_dialog_calls_the_partner_no_opponent(
    qtbot: Any, make_active_window: Any
) -> None:
    """Four players in teams (DR-8) listed Taras, the person's partner, under "Opponents"."""
    from PySide6.QtWidgets import QLabel

    from koloda.games.ditch.kit_options import DitchOptions

    window, controller = _window(make_active_window)
    dialog = window.new_game_dialog("ditch")
    assert dialog is not None
    dialog.players.setValue(4)
    qtbot.wait(50)

    def rows() -> list[str]:
        labels = [dialog.opponents_form.labelForField(b) for b in dialog.level_boxes]
        return [label.text() for label in labels if isinstance(label, QLabel)]

    assert dialog.opponents_box.title() == "Opponents"
    assert rows() == ["Olena:", "Taras:", "Iryna:"]
    options = dialog.options_boxes["ditch"]
    assert isinstance(options, DitchOptions)
    box = QPoint(8, options.teams.height() // 2)  # on the check box, as a person clicks
    QTest.mouseClick(options.teams, Qt.MouseButton.LeftButton, pos=box)
    assert options.teams.isChecked()
    assert dialog.opponents_box.title() == "Other players"
    assert rows() == ["Olena:", "Taras (your partner):", "Iryna:"]
    dialog.players.setValue(3)  # no teams with three (DR-8)
    qtbot.wait(50)
    assert dialog.opponents_box.title() == "Opponents"
    assert rows() == ["Olena:", "Taras:"]
    dialog.reject()
    controller.shutdown()


def test_play_again_on_the_result_screen_deals_a_new_deal(
    qtbot: Any, make_active_window: Any
) -> None:
    """The same match, players and options, but not the very same cards (issue 34)."""
    from dataclasses import replace

    from koloda.match import MatchConfig

    window, controller = _window(make_active_window)
    config = MatchConfig("ryadky", 2, levels=["normal", "easy"], seed=77)
    window.start_match(config)
    qtbot.waitUntil(lambda: controller.config is not None, timeout=5000)
    window.play_again()
    qtbot.waitUntil(lambda: controller.config is not None and controller.config.seed != 77)
    assert replace(controller.config, seed=77) == config
    controller.shutdown()
