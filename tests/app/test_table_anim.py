"""Animations: events move cards between zones at the chosen speed, the table counts running
animations and always says when they are done (asynchronously, even with nothing to do)."""

from __future__ import annotations

import random
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF

from koloda.app.games import kit
from koloda.app.table.animation import POPUP_RISE, plan_moves
from koloda.app.table.layout import Seats
from koloda.app.table.scene import CardScene
from koloda.app.table.timing import MOVE_MS, speed_factor
from koloda.rules import Event, new_game


def _events(s: Any, action: str) -> list[Event]:
    return s.apply_text(action)  # type: ignore[no-any-return]


def test_finished_is_signalled_later_even_when_nothing_moves(
    qtbot: Any, make_table: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    count: list[int] = []
    t.animationsFinished.connect(lambda: count.append(1))
    t.show_observation(s.observe(0), [])
    assert count == []  # never inside the call: callers connect and wait uniformly
    qtbot.waitUntil(lambda: count == [1], timeout=2000)
    t.show_observation(s.observe(0), [])  # the same position again: nothing to animate
    qtbot.waitUntil(lambda: count == [1, 1], timeout=2000)
    qtbot.wait(50)
    assert count == [1, 1]


def test_a_played_card_goes_to_the_pile_then_with_it_to_a_stack(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    t.set_speed("normal")
    start = next(c for c in t.scene.cards if c.card == "9S").pos()
    pile_entry = t.layout_.anchors["pile"][0]
    # seat 1 holds no spade and no nine, so the pile goes to seat 0's stack (RY-4)
    events = _events(s, "play 9S")
    assert [e.kind for e in events][:4] == ["move", "no_answer", "pile_taken", "move"]
    with qtbot.waitSignal(t.animationsFinished, timeout=5000):
        t.show_observation(s.observe(0), events)
        assert t.is_animating()
        nine = next(c for c in t.scene.cards if c.card == "9S")
        assert nine.pos() == start  # it starts from the hand,
        assert pile_entry in [k.pos for k in nine.track]  # lands on the pile,
        assert nine.vanish and not nine.track[-1].face_up  # then goes face down to the stack
        assert any(p.text == "+2" for p in t.popups)
    assert not t.is_animating()
    assert nine not in t.scene.cards and nine.scene() is None
    assert [c.zone for c in t.scene.cards].count("stack:0") >= 1
    assert next(p.lines for p in t.layout_.panels if p.seat == 0)[1] == "stack 2"


def test_an_opponents_card_comes_from_their_hand_and_turns_face_up(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    d = ["7S", "KS", "9S", "2D", "2H", "3D", "3C", "4D", "4C", "5D", "5C", "6D"]

    s = new_game("ryadky", 2, decks=[positions.deck(d)], dealer=1)
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    backs = [c for c in t.scene.cards if c.zone == "hand:1"]
    assert len(backs) == 6 and not any(c.face_up for c in backs)
    t.set_speed("fast")
    events = _events(s, "play KS")
    with qtbot.waitSignal(t.animationsFinished, timeout=5000):
        t.show_observation(s.observe(0), events)
        king = next(c for c in t.scene.cards if c.card == "KS")
        assert king in backs  # one of seat 1's backs becomes the king
        assert king.track[0].face_up is False and king.track[-1].face_up is True
    assert king.face_up and king.zone == "pile"
    assert len([c for c in t.scene.cards if c.zone == "hand:1"]) == 5


def test_speed_scales_every_duration(qtbot: Any, positions: Any) -> None:
    s = positions.ryadky_after_lead()
    obs0 = s.observe(0)
    events = _events(s, "play 9S")
    durations = {}
    for speed in ("fast", "normal", "slow"):
        scene = CardScene(_NoInput())
        seats = Seats(["a", "b"], ["", ""], 0)
        old = kit("ryadky").layout(obs0, QSizeF(1280, 800), seats)
        popups = kit("ryadky").popups
        first = plan_moves(scene, old, None, [], 0.0, False, popups)  # at rest, before the play
        for item in first.new_items:
            scene.addItem(item)
            scene.cards.append(item)
            item.apply_time(float("inf"))
        new = kit("ryadky").layout(s.observe(0), QSizeF(1280, 800), seats)
        plan = plan_moves(scene, new, old, events, speed_factor(speed), False, popups)
        durations[speed] = plan.duration
    assert durations["normal"] >= MOVE_MS
    assert abs(durations["fast"] * 2 - durations["normal"]) < 1
    assert abs(durations["slow"] - 2 * durations["normal"]) < 1
    assert speed_factor("off") == 0.0


def test_speed_off_settles_at_once(qtbot: Any, make_table: Any, show: Any, positions: Any) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    events = _events(s, "play 7S")
    t.show_observation(s.observe(0), events)
    assert not t.is_animating()
    assert all(c.card != "7S" for c in t.scene.cards)  # already in seat 0's stack (RY-4)
    assert [c.zone for c in t.scene.cards].count("stack:0") == 1


def test_the_first_deal_flies_from_the_stock(qtbot: Any, make_table: Any, positions: Any) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    t.set_speed("normal")
    with qtbot.waitSignal(t.animationsFinished, timeout=5000):
        t.show_observation(s.observe(0), [])
        stock = t.layout_.anchors["stock"][0]
        hand = t.scene.hand_items()
        assert hand and all(c.track[0].pos == stock for c in hand)
        delays = sorted(c.track[1].t for c in hand)
        assert delays[-1] > delays[0]  # dealt one after another


def test_the_first_deal_goes_round_the_table_one_card_to_each_seat_in_turn(
    qtbot: Any, make_table: Any
) -> None:
    """A game's first deal (no deal events: the table is shown fresh) is dealt as at a real
    table, one card to each seat in turn (CR-2: six each), not all of one's own hand first and
    then each opponent's hand in a block of its own."""
    s = new_game("rooster", 3, seed=4)
    t = make_table("rooster", 3)
    t.set_speed("normal")
    with qtbot.waitSignal(t.animationsFinished, timeout=8000):
        t.show_observation(s.observe(0), [])
        dealt = sorted((c.track[1].t, c.zone) for c in t.scene.cards if c.zone.startswith("hand:"))
    assert len(dealt) == 18
    assert len({when for when, _ in dealt}) == 18  # one card at a time
    order = [zone for _, zone in dealt]
    assert order == ["hand:0", "hand:1", "hand:2"] * 6, order


def _play_through(
    make_table: Any, show: Any, game: str, players: int, seed: int, speed: str, moves: int
) -> None:
    s = new_game(game, players, seed=seed)
    rng = random.Random(seed)
    t = make_table(game, players, (1100, 700))
    t.set_speed(speed)
    show(t, s.observation(0))
    for _ in range(moves):
        if s.is_terminal():
            break
        events = _events(s, rng.choice(s.legal_strings()))
        show(t, s.observation(0), events)
        # after every batch the table shows exactly the layout of the observation
        assert len(t.scene.cards) == len(t.layout_.slots)
        assert sorted(c.card for c in t.scene.hand_items()) == sorted(s.observation(0)["hand"])


def test_long_stretches_of_each_game_replay_on_the_table_without_leftovers(
    qtbot: Any, make_table: Any, show: Any
) -> None:
    _play_through(make_table, show, "ryadky", 3, 11, "off", 150)
    _play_through(make_table, show, "rooster", 4, 12, "off", 150)
    _play_through(make_table, show, "ditch", 3, 13, "off", 150)


def test_animated_moves_of_each_game_end_on_the_observed_layout(
    qtbot: Any, make_table: Any, show: Any
) -> None:
    _play_through(make_table, show, "ryadky", 4, 21, "fast", 8)
    _play_through(make_table, show, "rooster", 3, 22, "fast", 8)
    _play_through(make_table, show, "ditch", 2, 23, "fast", 8)


def test_thinking_cue_and_appearance(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    t.set_thinking(1)
    assert t.plates[1].thinking and not t.plates[0].thinking
    t.set_thinking(None)
    assert not t.plates[1].thinking
    t.set_appearance(True, "red", "#203040")
    assert t.scene.four_colour and t.scene.back == "red"
    assert t.scene.felt.name() == "#203040"
    t.set_appearance(False, "green", "not a colour")  # a bad colour keeps the last good one
    assert t.scene.felt.name() == "#203040"


class _NoInput:
    def legal_targets_for(self, cards: list[str]) -> list[str]:
        return []

    def try_play(self, cards: list[str], target: str) -> bool:
        return False

    def play_obvious(self, cards: list[str]) -> bool:
        return False

    def say(self, text: str) -> None:
        return None


def test_cards_in_flight_reuse_cached_images_instead_of_one_per_frame(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    t.view.viewport().repaint()
    before = t.scene.renderer.renders
    t.set_speed("slow")
    events = _events(s, "play 9S")  # hand -> pile -> a small stack, refills from the stock
    show(t, s.observation(0), events)
    drawn = t.scene.renderer.renders - before
    assert 0 < drawn <= 8, drawn  # a few new sizes and faces, not one image per frame


def test_each_moved_card_is_drawn_once_and_penalties_fly_out(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s, rng, penalty = positions.before_a_penalty()
    t = make_table("ryadky", 3, (1100, 700))
    show(t, s.observation(0))
    t.set_speed("normal")
    events = _events(s, penalty)
    t.show_observation(s.observe(0), events)
    named = [c.card for c in t.scene.cards if c.card and c.track]
    lost = [
        c
        for e in events
        if e.kind == "move" and e.dst == "out" and e.src.startswith("stack:")
        for c in e.names()
    ]
    assert lost and set(lost) <= set(named)  # the lost cards leave the stack visibly
    for _ in range(30):  # and on the moves after it, never two images of one card in flight
        t.tracker.stop_all()  # jump to the end before the next move
        if s.is_terminal():
            break
        t.show_observation(s.observe(0), _events(s, rng.choice(s.legal_strings())))
        named = [c.card for c in t.scene.cards if c.card and c.track]
        assert len(named) == len(set(named))


@pytest.mark.parametrize(
    ("game", "players", "kind", "size"),
    [
        ("ditch", 4, "score", (1280, 800)),
        ("ryadky", 6, "score", (1280, 800)),
        ("rooster", 3, "score", (1280, 800)),
        # a pile taken shows "+7" at the seat's stack, under a side seat's plate: it rose
        # over Olena's "stack 7 · total 18" (six players, the table 805 by 440 beside the log)
        ("ryadky", 6, "pile_taken", (805, 440)),
        ("ryadky", 6, "pile_taken", (1280, 800)),
        ("ryadky", 4, "bonus", (1013, 660)),
        ("ryadky", 3, "penalty", (805, 440)),
    ],
)
def test_a_seats_score_never_covers_its_own_plates_total(
    qtbot: Any,
    make_table: Any,
    show: Any,
    positions: Any,
    game: str,
    players: int,
    kind: str,
    size: tuple[int, int],
) -> None:
    """Olena's "+5" sat on her plate's "total 0" as it turned to 5: a seat's popup starts
    beside its plate (or its stack) and rises away from it, so the count it changed stays
    readable."""
    s = positions.midgame(game, players, seed=3, moves=players)
    t = make_table(game, players, size)
    show(t, s.observation(0))
    layout = t.layout_
    events = [Event(kind, seat, value=5) for seat in range(players)]
    plan = plan_moves(t.scene, layout, layout, events, 1.0, False, kit(game).popups)
    assert len(plan.popups) == players
    plates = {p.seat: p.rect for p in layout.panels}
    for (_text, place, _colour, _t), e in zip(plan.popups, events, strict=True):
        plate = plates[e.seat]
        for y in (place.y(), place.y() - POPUP_RISE):  # as it starts, and at the top of its rise
            popup = QRectF(place.x() - 30, y - 15, 60, 30)
            assert not popup.intersects(plate), (game, e.seat, popup, plate)


def test_popups_stay_inside_the_table_and_do_not_cover_each_other(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    layout = t.layout_
    top = next(p for p in layout.panels if p.seat == 1)  # the seat across the table, at the top
    events = [Event("pass", 1), Event("bonus", 1, value=2), Event("penalty", 1, value=1)]
    popups = {"pass": kit("rooster").popups["pass"], **kit("ryadky").popups}
    plan = plan_moves(t.scene, layout, layout, events, 1.0, False, popups)
    places = [place for _text, place, _colour, _t in plan.popups]
    assert len(places) == 3
    for place in places:  # never cut by the top edge, even after rising
        assert place.y() - 15 - 30 >= 0 and place.y() + 15 <= layout.size.height()
    for i, a in enumerate(places):
        for b in places[i + 1 :]:
            assert abs(a.y() - b.y()) >= 30 or abs(a.x() - b.x()) >= 90  # side by side or apart
    assert top.rect.top() < 60  # the plate the popups were over sits at the very top
