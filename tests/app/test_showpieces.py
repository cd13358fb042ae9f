"""A deal and a win worth watching (issue 43): a new deal is shuffled on the table first, a
won round and a won match get a flourish before the summary and the result page; a click or
a key ends either at once, the fast speed shortens them and speed off shows none."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from koloda.app.play.controller import GameController
from koloda.app.table.marks import PLATE_Z
from koloda.app.table.scene import CardItem
from koloda.app.table.showpiece import (
    MATCH_MS,
    ROUND_MS,
    SHOW_Z,
    SHUFFLE_MS,
    Cheer,
    deals_anew,
)
from koloda.app.table.theme import HIGH_CONTRAST
from koloda.app.window.main_window import MainWindow
from koloda.match import Match, MatchConfig
from koloda.match.rounds import deal_events
from koloda.rules import Event, new_game


def show_cards(window: MainWindow) -> list[CardItem]:
    """The cards of a showpiece on the table (never the game's own)."""
    t = window.table
    return [i for i in t.scene.items() if isinstance(i, CardItem) and i not in t.scene.cards]


def cheers(window: MainWindow) -> list[str]:
    return [i.text for i in window.table.scene.items() if isinstance(i, Cheer)]


@pytest.fixture
def window(qtbot: Any) -> MainWindow:
    """A real window and table; the computer plays every seat (its wins are celebrated as a
    demo's are) and the summaries still wait to be closed."""
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    controller.auto_continue = False
    w = MainWindow(speed="fast", controller=controller)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    qtbot.waitExposed(w)
    yield w
    controller.shutdown()


def one_deal(seed: int = 7) -> MatchConfig:
    config = MatchConfig("ryadky", 2, levels=["easy"] * 2, options={"deals": 1}, seed=seed)
    config.human_seat = None
    return config


def test_deals_are_told_from_draws_and_refills() -> None:
    s = new_game("ryadky", 3, seed=1)
    assert deals_anew(deal_events(s, 0, 0), 3)  # six cards each, one at a time (C-6)
    draw = [Event("move", 0, ("7S",), "stock", "hand:0")]
    refill = [Event("move", p, ("7S", "8S"), "stock", f"hand:{p}") for p in range(4)]
    assert not deals_anew(draw, 2) and not deals_anew(refill, 4)  # a draw, a Rooster refill
    ones = [Event("move", p, ("7S",), "stock", f"hand:{p}") for p in range(4)]
    assert not deals_anew(ones, 4)  # one card each after a bout is no deal
    assert deals_anew([Event("move", None, ("2C", "3C"), "out", "stock")], 2)  # DR-1


def test_a_new_deal_is_shuffled_first_and_a_click_skips_to_the_deal(
    qtbot: Any, window: MainWindow
) -> None:
    started: list[int] = []
    window.table.shuffleStarted.connect(started.append)
    window.start_match(one_deal())
    assert started == [SHUFFLE_MS // 2]  # at the fast speed, half as long
    shuffled = show_cards(window)
    assert len(shuffled) > 8 and all(not c.face_up and c.zValue() >= SHOW_Z for c in shuffled)
    assert window.table.scene.cards == []  # nothing dealt yet
    qtbot.wait(150)
    assert window.table.shows.current is not None  # still shuffling
    viewport = window.table.view.viewport()
    QTest.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=viewport.rect().center())
    assert window.table.shows.current is None and window.table.shows.skipped == 1
    assert show_cards(window) == []
    assert len(window.table.scene.cards) >= 12  # the deal flies at once
    assert window.table.is_animating()
    assert window.table.scene.selection == []  # the click chose nothing


def test_a_key_skips_the_shuffle_too(qtbot: Any, window: MainWindow) -> None:
    window.start_match(one_deal())
    assert window.table.shows.current is not None
    focus = window.table.access.hand()
    focus.setFocus()
    QTest.keyClick(focus, Qt.Key.Key_Space)
    assert window.table.shows.current is None and window.table.shows.skipped == 1
    assert len(window.table.scene.cards) >= 12


def test_at_speed_off_a_deal_comes_without_a_shuffle(qtbot: Any, window: MainWindow) -> None:
    started: list[int] = []
    window.table.shuffleStarted.connect(started.append)
    window.player.apply(replace(window.settings, animation_speed="off"))
    window.start_match(one_deal())
    assert started == [] and window.table.shows.current is None
    assert len(window.table.scene.cards) >= 12 and show_cards(window) == []


def test_a_won_round_and_match_flourish_before_the_summary_and_the_result(
    qtbot: Any, window: MainWindow
) -> None:
    flourishes: list[tuple[str, int]] = []
    window.table.flourishStarted.connect(lambda kind, ms: flourishes.append((kind, ms)))
    # the deal is played at once; the move that ends it, and what follows, at the fast speed
    window.table.set_speed("off")

    def last_move(_change: object) -> None:
        match = window.controller.match
        if match is not None and match.pending is not None:
            window.table.set_speed("fast")

    window.controller.changed.connect(last_move)
    with qtbot.waitSignal(window.controller.roundEnded, timeout=60_000) as ended:
        window.start_match(one_deal())
    winners = ended.args[0].winners
    assert flourishes == [("round", ROUND_MS // 2)]
    names = ", ".join(window.controller.config.names[s] for s in winners)
    assert cheers(window) == [f"{names} won the round!"]
    assert len(show_cards(window)) > 8
    assert window.game_page.summary_dialog is None  # the summary waits for the flourish
    qtbot.waitUntil(lambda: window.game_page.summary_dialog is not None, timeout=ROUND_MS)
    assert cheers(window) == [] and show_cards(window) == []

    window.game_page.summary_dialog.accept()  # the last round: the match is over
    qtbot.waitUntil(lambda: len(flourishes) == 2, timeout=5_000)
    assert flourishes[1] == ("match", MATCH_MS // 2)
    assert cheers(window) == [f"{names} won the match!"]
    assert window.stack.currentWidget() is window.game_page  # the table, with its flourish
    QTest.keyClick(window.table.access.hand(), Qt.Key.Key_Escape)  # enough
    assert window.stack.currentWidget() is window.result_screen
    assert cheers(window) == []


def test_the_flourish_reads_in_high_contrast(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    t = make_table("ryadky", 2)
    t.set_appearance(False, "deck", "#1e5c3a", high_contrast=True, large_cards=True)
    show(t, positions.ryadky_after_lead().observation(0))
    t.set_speed("slow")
    done: list[bool] = []
    t.human_seat = 0
    t.celebrate("match", [0], lambda: done.append(True))
    cheer = next(i for i in t.scene.items() if isinstance(i, Cheer))
    assert cheer.text == "You won the match!" and done == []
    show = t.shows.current
    assert show is not None
    show.place(MATCH_MS * 0.5)  # the words in full
    for item in show.cards:
        item.setOpacity(0.0)  # (the cards flying over them aside)
    image = t.view.viewport().grab().toImage()
    corner = t.view.mapFromScene(cheer.mapToScene(cheer.rect.topLeft()))
    assert image.pixelColor(corner + QPoint(8, 8)).name() == HIGH_CONTRAST.banner_bg
    assert image.pixelColor(corner + QPoint(40, 0)).name() == HIGH_CONTRAST.banner_border
    QTest.mouseClick(t.view.viewport(), Qt.MouseButton.LeftButton)
    assert done == [True]
    assert not any(isinstance(i, Cheer) for i in t.scene.items())


def test_a_new_ditch_game_is_shuffled_but_a_resumed_one_is_not(
    qtbot: Any, window: MainWindow
) -> None:
    started: list[int] = []
    window.table.shuffleStarted.connect(started.append)
    config = MatchConfig("ditch", 2, levels=["easy"] * 2, seed=3)
    config.human_seat = None
    window.start_match(config)  # DR-1: no card is dealt, the deck is the stock
    assert started == [SHUFFLE_MS // 2] and window.table.shows.current is not None
    window.table.shows.skip()
    played = Match(config)
    played.apply(played.to_move(), played.state.legal_strings()[0])
    window.controller.resume(played)
    assert started == [SHUFFLE_MS // 2] and window.table.shows.current is None


def test_the_shuffle_before_a_deal_is_heard_once_as_it_starts(
    qtbot: Any, window: MainWindow
) -> None:
    heard: list[str] = []
    window.table.sound.connect(heard.append)
    window.start_match(one_deal())
    assert window.table.shows.current is not None  # the shuffle is on show
    assert heard.count("shuffle") == 1 and "deal" not in heard  # no card dealt yet


@pytest.mark.parametrize("surface", ["felt", "wood"])
def test_a_flourish_flies_behind_the_seat_plates_which_stay_readable(
    qtbot: Any, make_table: Any, show: Any, positions: Any, surface: str
) -> None:
    t = make_table("ryadky", 2, (1000, 640))
    t.set_appearance(False, "deck", "#1e5c3a", surface=surface)
    show(t, positions.ryadky_after_lead().observation(0))
    t.set_speed("slow")
    t.human_seat = 0
    t.celebrate("match", [1])  # the opponent's: its cards rise from the opponent's plate
    flourish = t.shows.current
    assert flourish is not None and len(t.plates) == 2
    viewport = t.view.viewport()
    plates = [
        t.view.mapFromScene(p.seat_panel.rect.adjusted(3, 3, -3, -3)).boundingRect()
        for p in t.plates.values()
    ]
    for item in flourish.cards:
        item.setOpacity(0.0)
    bare = viewport.grab().toImage()  # the plates with no card near them
    crossed = 0
    for step in range(0, int(flourish.duration), 40):
        flourish.place(float(step))
        image = viewport.grab().toImage()
        for rect in plates:
            scene_rect = t.view.mapToScene(rect).boundingRect()
            over = [
                c
                for c in flourish.cards
                if c.opacity() > 0.2 and c.sceneBoundingRect().intersects(scene_rect)
            ]
            crossed += bool(over)
            changed = [
                (x, y)
                for x in range(rect.left(), rect.right(), 3)
                for y in range(rect.top(), rect.bottom(), 3)
                if image.pixel(x, y) != bare.pixel(x, y)
            ]
            assert not changed, (step, rect, changed[:5])  # no card shows over its words
    assert crossed >= 3  # cards did fly where the plates are: behind them
    t.shows.skip()
    assert all(p.zValue() == PLATE_Z for p in t.plates.values())  # back in their place
