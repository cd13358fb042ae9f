"""Playing on the table with the mouse: drags, clicks, double-clicks and buttons, always mapped
to an action string from obs["legal"] (real engines, explicit decks)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication


def _record(signal: Any) -> list[str]:
    """What a signal carries, as text: a message, or an Action's protocol form."""
    got: list[str] = []
    signal.connect(lambda x: got.append(str(x)))
    return got


def _item(t: Any, card: str) -> Any:
    return next(c for c in t.scene.hand_items() if c.card == card)


def test_mouse_drag_onto_the_pile_plays_the_card(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    mouse.drag(t, "7S", t.drop_point("pile"))
    assert chosen == ["play 7S"]


def test_legal_targets_light_up_while_dragging(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    viewport = t.view.viewport()
    a = mouse.to_view(t, t.card_point("9S"))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    QTest.mouseMove(viewport, a + QPoint(1, -1))  # below the drag distance: nothing yet
    assert t.scene.highlighted_targets() == []
    d = QApplication.startDragDistance() + 4
    QTest.mouseMove(viewport, a + QPoint(0, -d))
    assert t.scene.highlighted_targets() == ["pile"]
    assert _item(t, "9S").y() < _item(t, "9S").home.y()  # the card follows the mouse
    QTest.mouseRelease(
        viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a + QPoint(0, -d)
    )
    assert t.scene.highlighted_targets() == []


def test_illegal_drop_sends_no_action_explains_and_returns_the_card(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen, said = _record(t.actionChosen), _record(t.message)
    home = QPointF(_item(t, "2H").home)
    mouse.drag(t, "2H", t.drop_point("pile"))
    assert chosen == []
    assert said and "K♠" in said[-1]  # RY-3: neither the rank nor the suit of the king
    qtbot.waitUntil(lambda: not t.is_animating(), timeout=3000)
    assert _item(t, "2H").pos() == home
    assert len(t.scene.hand_items()) == 6


def test_illegal_drop_animates_home_at_normal_speed(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    t.set_speed("normal")
    home = QPointF(_item(t, "3C").home)
    mouse.drag(t, "3C", t.drop_point("pile"))
    assert t.is_animating()
    assert _item(t, "3C").pos() != home
    qtbot.waitUntil(lambda: not t.is_animating(), timeout=3000)
    assert _item(t, "3C").pos() == home


def test_click_a_card_then_the_pile(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    mouse.click(t, t.card_point("9S"))
    assert [c.card for c in t.scene.selection] == ["9S"]
    assert _item(t, "9S").y() < _item(t, "9S").home.y()  # a selected card rises
    assert t.scene.highlighted_targets() == ["pile"]
    mouse.click(t, t.drop_point("pile"))
    assert chosen == ["play 9S"]


def test_clicking_an_illegal_card_then_the_pile_only_explains(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen, said = _record(t.actionChosen), _record(t.message)
    mouse.click(t, t.card_point("4C"))
    mouse.click(t, t.drop_point("pile"))
    assert chosen == [] and said


def test_double_click_plays_the_only_move_of_that_card(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    QTest.mouseDClick(
        t.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        mouse.to_view(t, t.card_point("7S")),
    )
    assert chosen == ["play 7S"]


def test_no_input_is_taken_when_it_is_not_the_humans_turn(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(1) | {"seat": 0, "hand": s.observation(0)["hand"], "legal": []})
    chosen = _record(t.actionChosen)
    mouse.drag(t, "7S", t.drop_point("pile"))
    assert chosen == []
    assert t.input.legal_targets_for(["7S"]) == []


def test_rooster_lead_of_two_cards_by_multi_select(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    t = make_table("rooster", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    mouse.click(t, t.card_point("8H"))
    mouse.click(t, t.card_point("TH"))
    assert sorted(c.card for c in t.scene.selection) == ["8H", "TH"]
    mouse.click(t, t.drop_point("table"))
    assert chosen == ["lead 8H TH"]  # CR-4: one suit, cards sorted (C-2)


def test_rooster_drag_of_a_selection_leads_all_of_it(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    t = make_table("rooster", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    mouse.click(t, t.card_point("6C"))
    mouse.click(t, t.card_point("8C"))
    mouse.drag(t, "8C", t.drop_point("table"))
    assert chosen == ["lead 6C 8C"]


def test_rooster_cover_by_dragging_onto_the_attack_card_and_take_button(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 6C")
    t = make_table("rooster", 2, human=1)
    show(t, s.observation(1))
    assert "attack:6C" in t.input.legal_targets_for(["7D"])
    chosen = _record(t.actionChosen)
    mouse.drag(t, "7D", t.drop_point("attack:6C"))  # CR-1: a higher suit of equal or higher rank
    assert chosen == ["cover 6C 7D"]
    show(t, s.observation(1))
    assert "take" in t.buttons
    t.buttons["take"].click()
    assert chosen[-1] == "take"


def test_ditch_meld_by_selection_and_discard_and_end_turn(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ditch_seat0_to_play()
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    for card in ("5S", "6H", "7D"):
        mouse.click(t, t.card_point(card))
    assert set(t.input.legal_targets_for(["5S", "6H", "7D"])) == {"melds", "discard"}
    mouse.drag(t, "6H", t.drop_point("melds"))
    assert chosen == ["meld 5S 6H 7D"]  # DR-3b: a blind run
    show(t, s.observation(0))
    mouse.drag(t, "7D", t.drop_point("discard"))
    assert chosen[-1] == "discard 7D"
    show(t, s.observation(0))
    assert "End turn" in t.buttons["pass"].text()
    t.activateWindow()
    qtbot.waitActive(t)
    QTest.keyClick(t, Qt.Key.Key_E)  # the button's shortcut (it animates a click)
    qtbot.waitUntil(lambda: chosen[-1] == "pass", timeout=3000)


def test_ditch_draw_buttons_follow_the_legal_actions(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:

    from koloda.rules import new_game

    s = new_game("ditch", 2, decks=[positions.deck([])], dealer=1)
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    assert sorted(t.buttons) == ["draw 1", "draw 2", "draw 3"]
    chosen = _record(t.actionChosen)
    t.buttons["draw 2"].click()
    assert chosen == ["draw 2"]
    assert t.buttons == {}  # one action per turn: the bar empties until the next observation


def test_clicking_the_ditch_stock_draws_or_says_how_many_may_be_drawn(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    from koloda.rules import new_game

    s = new_game("ditch", 2, decks=[positions.deck([])], dealer=1)
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    said = _record(t.message)
    chosen = _record(t.actionChosen)
    stock = t.scene.targets["stock"].center()
    mouse.click(t, stock)
    assert chosen == []  # three ways to draw (DR-2): the player is told how to choose
    assert said[-1] == "Draw 1 to 3 cards: press 1 to 3, or use the buttons."
    # seat 0 draws 2C 2D 2H and discards 2C; seat 1 draws three and passes: seat 0 holds
    # two cards, so it may draw only one (DR-2) and a click on the stock draws it
    for action in ("draw 3", "discard 2C", "draw 3", "pass"):
        s.apply_text(action)
    obs = s.observation(0)
    assert obs["legal"] == ["draw 1"]
    show(t, obs)
    mouse.click(t, t.scene.targets["stock"].center())
    assert chosen == ["draw 1"]


def test_double_click_on_a_selection_with_two_possible_moves_asks_to_drag(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ditch_seat0_to_play()
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    chosen, said = _record(t.actionChosen), _record(t.message)
    mouse.click(t, t.card_point("5S"))
    mouse.click(t, t.card_point("6H"))  # a real double-click starts with a click
    QTest.mouseDClick(
        t.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        mouse.to_view(t, t.card_point("6H")),
    )
    assert chosen == []  # "meld 5S 6H" and "discard 5S 6H" are both legal: never guessed
    assert "drag" in said[-1]


def test_double_click_on_a_lone_card_in_ditch_uses_its_only_move(
    qtbot: Any, make_table: Any, show: Any, mouse: Any, positions: Any
) -> None:
    s = positions.ditch_seat0_to_play()
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    QTest.mouseDClick(
        t.view.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        mouse.to_view(t, t.card_point("7D")),
    )
    assert chosen == ["discard 7D"]  # no meld on the table yet, so no single (DR-3c)


def test_highlight_action_marks_the_cards_and_the_target(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    t.highlight_action("play 9S")
    assert _item(t, "9S").glow is not None
    assert t.scene.highlighted_targets() == ["pile"]
    t.highlight_action(None)
    assert _item(t, "9S").glow is None
    assert t.scene.highlighted_targets() == []


def _keys(qtbot: Any, t: Any, *keys: Qt.Key) -> None:
    t.view.setFocus()
    for k in keys:
        QTest.keyClick(t.view, k)


def test_keyboard_cursor_and_enter_play_the_only_move(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    hand = [c.card for c in t.scene.hand_items()]
    assert hand == ["2H", "3C", "4C", "5C", "7S", "9S"]
    _keys(qtbot, t, *[Qt.Key.Key_Right] * 5)  # the cursor starts on the first card
    assert _item(t, "7S").glow is not None
    _keys(qtbot, t, Qt.Key.Key_Return)
    assert chosen == ["play 7S"]


def test_enter_with_no_card_marked_shows_the_cursor_and_plays_nothing(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    """Seen: a hint marked 7♥ and 9♥, Enter led 8♣, the hand's first card, which nothing on the
    table showed as chosen. A key that acts on the cursor's card (Space, Up/Down, Enter) with
    no card selected and the cursor not shown shows it and says where it is; the next acts."""
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    chosen, said = _record(t.actionChosen), _record(t.message)
    _keys(qtbot, t, Qt.Key.Key_Return)
    assert chosen == []
    assert _item(t, "2H").glow is not None
    assert said[-1] == "The cursor is on 2♥: Left and Right move it, Space selects, Enter plays."
    _keys(qtbot, t, *[Qt.Key.Key_Right] * 5, Qt.Key.Key_Return)
    assert chosen == ["play 9S"]
    show(t, s.observation(0))  # the next position takes the cursor's mark off the table
    assert all(c.glow is None for c in t.scene.hand_items())
    _keys(qtbot, t, Qt.Key.Key_Space)  # shows the cursor on 9♠ again, selects nothing
    assert said[-1].startswith("The cursor is on 9♠")
    assert t.scene.selection == []
    _keys(qtbot, t, Qt.Key.Key_Return)
    assert chosen == ["play 9S", "play 9S"]


def test_keyboard_selection_and_target_choice_lead_two_cards(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    t = make_table("rooster", 2)
    show(t, s.observation(0))
    chosen, said = _record(t.actionChosen), _record(t.message)
    order = [c.card for c in t.scene.hand_items()]  # by suit for Rooster: 6C 8C 8H 9H TH JH
    assert order == ["6C", "8C", "8H", "9H", "TH", "JH"]
    _keys(qtbot, t, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space)
    _keys(qtbot, t, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert sorted(c.card for c in t.scene.selection) == ["8H", "TH"]
    _keys(qtbot, t, Qt.Key.Key_Up)
    assert t.scene.highlighted_targets() == ["table"]
    _keys(qtbot, t, Qt.Key.Key_Return)
    assert chosen == ["lead 8H TH"]
    assert said  # the selection was announced in the status line


def test_a_new_game_over_shown_targets_leaves_no_stale_marks(
    qtbot: Any, make_table: Any, show: Any, positions: Any, qtlog: Any
) -> None:
    """A selection's target marks still shown when a new game is seated (opening a saved game
    mid-move, issue 34) are taken off with the rest: the next selection does not remove them a
    second time ("QGraphicsScene::removeItem: item's scene is different" before)."""
    t = make_table("ryadky", 2)
    show(t, positions.ryadky_after_lead().observation(0))
    t.scene.show_targets(["7S"])
    assert t.scene.highlighted_targets()
    t.start_game(t.kit, 2, 0, ["You", "Olena"], ["", "easy"])
    t.scene.show_targets([])
    warnings = [r.message for r in qtlog.records if "removeItem" in r.message]
    assert warnings == []
