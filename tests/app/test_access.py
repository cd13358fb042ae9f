"""The table as a screen reader and the keyboard alone see it (issue 28): every area an accessible
list named as a player would say it, the hand's cards as its items (selected, playable, in
order), Tab between the areas, Enter on an area plays the selected cards there, and every key
answers with words (never a silent no-op). The AT-SPI test (tests/access) reads the same
through the desktop's accessibility bus."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.play.controller import GameController
from koloda.app.table.names import pretty_card
from koloda.app.window.main_window import MainWindow
from koloda.match.config import MatchConfig


def _record(signal: Any) -> list[str]:
    """What a signal carries, as text: a message, or an Action's protocol form."""
    got: list[str] = []
    signal.connect(lambda x: got.append(str(x)))
    return got


def _keys(t: Any, *keys: Qt.Key) -> None:
    """Keys to whatever area of the table has the focus (the hand at first)."""
    for k in keys:
        widget = QApplication.focusWidget() or t.access.hand()
        QTest.keyClick(widget, k)


def _focus_hand(qtbot: Any, t: Any) -> None:
    t.view.setFocus()  # the card view hands its focus to the hand's list
    qtbot.waitUntil(lambda: t.access.hand().hasFocus(), timeout=2000)


def _items(lst: Any) -> list[str]:
    return [lst.item(r).text() for r in range(lst.count())]


def test_the_hand_names_every_card_in_order_and_marks_only_the_playable(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()  # RY-3: only 7S and 9S answer the KS
    t = make_table("ryadky", 2)
    obs = s.observation(0)
    show(t, obs)
    hand = t.access.hand()
    cards = [c.card for c in t.scene.hand_items()]
    assert sorted(cards) == sorted(obs["hand"])
    assert hand.accessibleName().startswith("Your hand, 6 cards: ")
    assert ", ".join(pretty_card(c) for c in cards) in hand.accessibleName()
    assert _items(hand) == [
        f"{pretty_card(c)}, playable" if c in ("7S", "9S") else pretty_card(c) for c in cards
    ]
    assert QAccessible.queryAccessibleInterface(hand).role() == QAccessible.Role.List


def test_the_centre_and_the_seats_are_named_as_a_player_says_them(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    names = {key: lst.accessibleName() for key, lst in t.access.lists.items()}
    assert list(names) == ["hand", "pile", "stock", "seat:1"]  # the Tab order
    assert names["pile"] == "Pile, top K♠: K♠; your turn"
    assert names["stock"].startswith("Stock, ") and "out of play" in names["stock"]
    opponent = positions.names[1]
    assert names["seat:1"].startswith(f"{opponent}, ") and "5 cards" in names["seat:1"]
    assert _items(t.access.lists["pile"]) == ["K♠"]


def test_tab_reaches_the_bout_and_enter_there_plays_the_selected_cards(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    t = make_table("rooster", 2)
    show(t, s.observation(0))
    chosen, said = _record(t.actionChosen), _record(t.message)
    _focus_hand(qtbot, t)
    _keys(t, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Space)  # 8H
    assert [c.card for c in t.scene.selection] == ["8H"]
    assert [r for r in range(t.access.hand().count()) if t.access.hand().item(r).isSelected()] == [
        2
    ]
    assert said[-1].startswith("8♥: Enter plays it")
    _keys(t, Qt.Key.Key_Tab)
    table_area = t.access.lists["table"]
    assert table_area.hasFocus() and table_area.accessibleName().startswith("Table, empty")
    assert t.access.ring.isVisible()  # a sighted keyboard player sees where Tab went
    _keys(t, Qt.Key.Key_Return)
    assert chosen == ["lead 8H"]


def test_a_cover_goes_to_the_attack_card_chosen_among_the_bouts_items(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 8C")  # seat 1 (JD QD KD 7D 9D TD) must cover 8C or take (CR-5)
    t = make_table("rooster", 2, human=1)
    show(t, s.observation(1))
    chosen, said = _record(t.actionChosen), _record(t.message)
    _focus_hand(qtbot, t)
    bout = t.access.lists["table"]
    assert _items(bout) == ["8♣, not covered"]
    assert bout.accessibleName().endswith("attacks, you defend; your turn")
    hand = [c.card for c in t.scene.hand_items()]
    _keys(t, *[Qt.Key.Key_Right] * (hand.index("9D") + 1), Qt.Key.Key_Space)
    _keys(t, Qt.Key.Key_Tab, Qt.Key.Key_Right, Qt.Key.Key_Return)
    assert chosen == ["cover 8C 9D"], said


def test_up_and_down_say_the_target_and_l_reads_the_legal_moves_with_their_keys(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 8C")
    t = make_table("rooster", 2, human=1)
    obs = s.observation(1)
    show(t, obs)
    said = _record(t.message)
    _focus_hand(qtbot, t)
    _keys(t, Qt.Key.Key_L)
    legal = obs["legal"]
    assert said[-1].startswith(f"{len(legal)} legal moves: ")
    assert ": Take (T)" in said[-1]  # take is a button: its name and key are read with it
    hand = [c.card for c in t.scene.hand_items()]
    _keys(t, *[Qt.Key.Key_Right] * (hand.index("9D") + 1), Qt.Key.Key_Space, Qt.Key.Key_Up)
    assert said[-1].startswith("Target: ")


def test_the_cards_words_go_from_the_bar_when_the_card_is_played(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    """Issue 42: "A♠: Enter plays it, Up and Down choose where." stayed in the action bar
    after A♠ was played; the next position shows the standing guidance (whose turn) instead."""
    s = positions.ryadky_after_lead()  # RY-3: 7S or 9S answers the king of spades
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    t.set_guidance("Your turn")
    chosen = _record(t.actionChosen)
    _focus_hand(qtbot, t)
    hand = [c.card for c in t.scene.hand_items()]
    _keys(t, *[Qt.Key.Key_Right] * (hand.index("7S") + 1), Qt.Key.Key_Space)
    assert t.bar.guide.text() == "7♠: Enter plays it, Up and Down choose where."
    _keys(t, Qt.Key.Key_Return)
    assert chosen == ["play 7S"]
    s.apply_text("play 7S")
    show(t, s.observation(0))
    assert "7S" not in [c.card for c in t.scene.hand_items()]
    assert t.bar.guide.text() == "Your turn"


def test_cards_that_go_more_than_one_place_say_to_choose_where_before_enter(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    """Seen in Ditch Rummy: 10♥ J♥ picked by keys said "Enter plays it, Up and Down choose
    where", and Enter then said "More than one move uses that" (a run, or a discard, DR-3b,
    DR-4). The words now say to choose first; Up chooses, Enter plays."""
    s = positions.ditch_seat0_to_play()  # seat 0 holds 5S 6H 7D
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    chosen = _record(t.actionChosen)
    _focus_hand(qtbot, t)
    _keys(t, Qt.Key.Key_Right, Qt.Key.Key_Space, Qt.Key.Key_Right, Qt.Key.Key_Space)
    assert t.bar.guide.text() == "5♠, 6♥: choose where with Up or Down, then Enter plays it."
    _keys(t, Qt.Key.Key_Return)
    assert chosen == []  # as it says: where first
    _keys(t, Qt.Key.Key_Up, Qt.Key.Key_Return)
    assert len(chosen) == 1 and chosen[0].split()[0] in ("meld", "discard")


def test_every_key_of_the_table_answers_in_words(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()  # seat 0 is to play: nothing is seat 1's to do
    t = make_table("ryadky", 2, human=1)
    show(t, s.observation(1))
    said = _record(t.message)
    _focus_hand(qtbot, t)
    keys = [Qt.Key.Key_Left, Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_X, Qt.Key.Key_L]
    for k in keys:
        before = len(said)
        _keys(t, k)
        assert len(said) == before + 1 and said[-1], k
    assert said[-1] == f"No moves for you now: {positions.names[0]} to play."
    _keys(t, Qt.Key.Key_R)
    assert "Your hand, 5 cards" in said[-1] and "Pile, top K♠" in said[-1]


def test_the_ditch_stock_draws_with_enter_or_says_how(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    from koloda.rules import new_game

    s = new_game("ditch", 2, decks=[positions.deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
    t = make_table("ditch", 2)
    show(t, s.observation(0))
    said = _record(t.message)
    _focus_hand(qtbot, t)
    _keys(t, Qt.Key.Key_Right)
    assert said[-1] == "Your hand is empty. Press L for the legal moves."
    _keys(t, Qt.Key.Key_Tab)
    assert t.access.lists["stock"].hasFocus()
    _keys(t, Qt.Key.Key_Return)  # DR-2: 1 to 3 cards, so the stock says how to choose
    assert "press 1 to 3" in said[-1]


def test_moves_turns_and_key_answers_are_announced(qtbot: Any) -> None:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    window = MainWindow(speed="off", controller=controller, persist=False)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    spoken = _record(window.game_page.announcer.announced)
    names = ["Ann", "Taras"]
    config = MatchConfig(game="ryadky", players=2, levels=["easy"] * 2, seed=5, names=names)
    window.start_match(config)
    page = window.game_page
    for _ in range(3):
        qtbot.waitUntil(lambda: bool(page.table_legal()), timeout=20_000)
        before = len(controller.actions())
        hand = window.table.access.hand()
        hand.setFocus()
        playable = next(r for r in range(hand.count()) if "playable" in hand.item(r).text())
        card = hand.item(playable).text().split(",")[0]
        QTest.keyClick(hand, Qt.Key.Key_Insert)  # not a table key: answered in words
        assert spoken[-1] == "No move on that key now. Press L for the legal moves."
        QTest.keyClick(hand, Qt.Key.Key_Home)
        for _ in range(playable):
            QTest.keyClick(hand, Qt.Key.Key_Right)
        assert hand.currentRow() == playable
        QTest.keyClick(hand, Qt.Key.Key_Return)
        qtbot.waitUntil(lambda n=before: len(controller.actions()) > n, timeout=5000)
        assert any(card in line and line.startswith("You ") for line in spoken[-3:]), spoken
    qtbot.waitUntil(lambda: bool(page.table_legal()), timeout=20_000)
    log = [page.log_panel.list.item(r).text() for r in range(page.log_panel.list.count())]
    for line in log[1:]:  # every line of the log after its title was said aloud
        assert any(line.rstrip(".") in s for s in spoken), (line, spoken)
    assert any(s.startswith("Taras's turn") for s in spoken)
    qtbot.waitUntil(lambda: spoken[-1].startswith("Your turn: play a card"), timeout=5000)
    controller.shutdown()


def test_tab_goes_on_from_the_areas_to_the_buttons_and_enter_presses_one(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 8C")
    t = make_table("rooster", 2, human=1)
    show(t, s.observation(1))
    chosen = _record(t.actionChosen)
    _focus_hand(qtbot, t)
    order = []
    for _ in range(len(t.access.lists)):
        _keys(t, Qt.Key.Key_Tab)
        order.append(QApplication.focusWidget())
    assert order[:-1] == list(t.access.lists.values())[1:]
    take = t.buttons["take"]
    assert order[-1] is take  # CR-6: the defender may take; its button comes after the areas
    _keys(t, Qt.Key.Key_Return)
    assert chosen == ["take"]
    qtbot.waitUntil(lambda: t.access.hand().hasFocus(), timeout=2000)  # not lost with the button


def test_each_card_of_the_hand_is_where_its_item_says(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    """A hand item's place (what a screen magnifier follows, and where an AT-SPI client
    points the mouse) is the part of its card that shows in the fan, for a long hand and a
    short one (two cards in a hand area made for many: their items lay beside them)."""
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    obs = s.observation(0)
    for hand in (list(obs["hand"]), list(obs["hand"])[:2]):
        show(t, {**obs, "hand": hand, "legal": []})
        lst = t.access.hand()
        cards = t.scene.hand_items()
        assert lst.count() == len(cards) == len(hand)
        for r, card in enumerate(cards):
            box = lst.visualItemRect(lst.item(r))
            centre = lst.viewport().mapToGlobal(box.center())
            at = t.view.mapToScene(t.view.viewport().mapFromGlobal(centre))
            shown = card.card_rect()
            if r + 1 < len(cards):  # the next card covers the rest of this one
                shown.setRight(cards[r + 1].card_rect().left())
            assert shown.contains(at), (r, card.card, at, shown, box)
