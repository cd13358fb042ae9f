"""The counts on the table follow the deal (issue 43): while the shuffle and the deal play, a
seat plate's "N cards" counts the cards that have landed in that hand and the stock's caption
the cards still in the stock, frame by frame, at the normal speed; the final counts at the end.
Ryadky and Chuvash Rooster deal six cards each, one at a time (RY-1, CR-2, C-6)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPointF

from koloda.app.table.animation import Transfer
from koloda.app.table.names import cards_text
from koloda.app.table.scene import CardItem, Keyframe
from koloda.app.table.showpiece import SHUFFLE
from koloda.app.table.tally import count_at
from koloda.app.table.widget import TableWidget
from koloda.match.rounds import deal_events
from koloda.rules import new_game, read_observation


def _stock_text(t: TableWidget) -> str:
    assert t.layout_ is not None
    index = next(i for i, (zone, _, _) in t.layout_.counted.items() if zone == "stock")
    caption = t.captions[index]
    return str(getattr(caption, "text", ""))


def _plate_text(t: TableWidget, seat: int) -> str:
    return t.plates[seat].seat_panel.lines[0]


def _on_screen(t: TableWidget, seat: int) -> tuple[int, int]:
    """Of the cards dealt to ``seat``: those lying on their places in the hand, and those
    still waiting in the stock (not yet moved off the track's first place)."""
    hand = [c for c in t.scene.cards if c.zone == f"hand:{seat}"]
    landed = sum(1 for c in hand if c.pos() == c.home)
    waiting = sum(1 for c in hand if c.track and c.pos() == c.track[0].pos != c.home)
    return landed, waiting


@pytest.mark.parametrize(("game", "players"), [("ryadky", 2), ("rooster", 4)])
def test_plates_and_stock_count_the_cards_as_they_are_dealt(
    qtbot: Any, make_table: Any, game: str, players: int
) -> None:
    t = make_table(game, players, (1280, 800))
    t.set_speed("normal")
    state = new_game(game, players, seed=5)
    obs = read_observation(state.observation(0))
    deck = obs.stock + sum(obs.hands)
    frames: list[tuple[list[int], int]] = []
    wrong: list[str] = []
    shuffled: list[tuple[str, ...]] = []

    def look(_moved: bool, _first: bool, _cpu: float) -> None:
        if t.shows.current is not None:  # the shuffle: the deck is shuffled, none dealt yet
            shuffled.append((*(_plate_text(t, s) for s in range(players)), _stock_text(t)))
            return
        seen = [_on_screen(t, seat) for seat in range(players)]
        frames.append(([landed for landed, _ in seen], sum(w for _, w in seen)))
        for seat, (landed, _waiting) in enumerate(seen):
            if _plate_text(t, seat) != cards_text(landed):
                plate = _plate_text(t, seat)
                wrong.append(f"frame {len(frames)}: seat {seat} reads {plate!r}, {landed} shown")
        stock = f"stock {obs.stock + frames[-1][1]}"
        if _stock_text(t) != stock:
            wrong.append(f"frame {len(frames)}: {_stock_text(t)!r}, {stock!r} shown")

    t.frame_hook = look
    with qtbot.waitSignal(t.animationsFinished, timeout=20_000):
        t.show_observation(obs, deal_events(state, 0, 0))
        # the shuffle first: no card dealt yet, and the stock's place empty, its deck being
        # shuffled in the middle: no count under it
        show = t.shows.current
        assert show is not None and show.kind == SHUFFLE
        assert [_plate_text(t, s) for s in range(players)] == [cards_text(0)] * players
        assert _stock_text(t) == ""
    assert not wrong, wrong[:5]
    assert len(shuffled) >= 10 and set(shuffled) == {(cards_text(0),) * players + ("",)}
    # the deal's first frame: the whole deck in the stock, the deal's first card setting off
    assert frames[0] == ([0] * players, deck - obs.stock), frames[0]
    # the deal was seen in its frames: hands filling one card at a time, the stock emptying
    dealt = {sum(landed) for landed, _ in frames}
    # (two cards may land between two frames: most of the counts between, not all of them)
    assert len(frames) >= 20 and len(dealt & set(range(1, 12))) >= 8, (len(frames), dealt)
    # and at the end the final counts: the hands dealt, the rest in the stock
    assert [_plate_text(t, s) for s in range(players)] == [cards_text(n) for n in obs.hands]
    assert _stock_text(t) == f"stock {obs.stock}"


def test_a_card_on_its_place_is_counted_there_to_the_last_millisecond(qtbot: Any) -> None:
    """The count and the card agree at every moment of its landing: a frame that shows the card
    on its place counts it there (the ease-out brings it within a billionth of a pixel of its
    place some hundredths of a millisecond early, where QPointF already calls it there: CI saw
    "3 cards" under a fourth card lying in the hand)."""
    start, home = QPointF(640.0, 330.0), QPointF(212.5, 655.0)
    item = CardItem("AS", False, 80.0)
    item.home = home
    item.track = [Keyframe(100.0, start, 80.0, False), Keyframe(420.0, home, 80.0, False)]
    flight = [Transfer(100.0, "stock", item.track[-1].t, "hand:1")]
    disagree = []
    for k in range(4000):  # the last 4 ms of the flight, a microsecond apart, and just after
        t = 416.0 + k * 0.001 + (0.0005 if k % 2 else 0.0)
        item.apply_time(t)
        on_place = item.pos() == home
        if on_place != (count_at("hand:1", 1, flight, t) == 1):
            disagree.append((t, on_place))
        assert count_at("stock", 0, flight, t) == 0  # it left long ago
    assert not disagree, disagree[:3]
    item.apply_time(500.0)
    assert item.pos() == home and count_at("hand:1", 1, flight, 500.0) == 1
    item.apply_time(300.0)  # in the middle of its flight: not there, not counted
    assert item.pos() != home and count_at("hand:1", 1, flight, 300.0) == 0
