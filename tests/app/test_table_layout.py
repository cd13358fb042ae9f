"""The table fits any window: after a resize every card and name plate lies inside the view,
hand cards fan evenly without hiding each other, and plates never overlap."""

from __future__ import annotations

import itertools
from typing import Any

import pytest

from koloda.app.table.marks import SeatPlate
from koloda.app.table.scene import CardItem
from koloda.rules import Event, new_game, read_observation
from koloda.rules.cards import parse_card

SIZES = [(1280, 800), (1920, 1080), (900, 600), (1013, 660)]  # the last: 1280x800 beside the log


def _check_fits(t: Any) -> None:
    view = t.view.viewport().rect()
    bounds = t.view.mapToScene(view).boundingRect().adjusted(-0.5, -0.5, 0.5, 0.5)
    cards = [c for c in t.scene.cards if isinstance(c, CardItem)]
    assert cards
    for c in cards:
        assert bounds.contains(c.card_rect()), (c.card, c.zone, c.card_rect(), bounds)
    plates = [p for p in t.scene.items() if isinstance(p, SeatPlate)]
    for p in plates:
        assert bounds.contains(p.seat_panel.rect), p.seat_panel.name
    for i, a in enumerate(plates):
        for b in plates[i + 1 :]:
            assert not a.seat_panel.rect.intersects(b.seat_panel.rect), (
                a.seat_panel.name,
                b.seat_panel.name,
            )
    hand = t.scene.hand_items()
    assert len(hand) > 1  # the positions checked hold a hand to fan
    fan = hand[0].card_rect().united(hand[-1].card_rect())
    for c in cards:  # nothing in the centre or the opponents' places lies under the hand
        assert c.in_hand or not c.card_rect().intersects(fan), (c.card, c.zone, fan)
    seats = [c for c in cards if c.zone.startswith(("hand:", "stack:")) and not c.in_hand]
    centre = [c for c in cards if not c.zone.startswith(("hand:", "stack:"))]
    middle = t.layout_.centre.adjusted(-0.5, 0, 0.5, 0)
    for c in centre:  # between the side seats (a narrow centre at six players)
        r = c.card_rect()
        assert middle.left() <= r.left() and r.right() <= middle.right(), (c.card, c.zone, r)
    for c in centre:  # the centre's cards keep off the opponents' hands and stacks
        hit = [o.zone for o in seats if o.card_rect().intersects(c.card_rect())]
        assert hit == [], (c.card, c.zone, hit)
    w = hand[0].width
    steps = [b.x() - a.x() for a, b in itertools.pairwise(hand)]
    assert {round(c.y(), 3) for c in hand} == {round(hand[0].y(), 3)}
    assert max(steps) - min(steps) < 0.5  # an even fan
    assert 0.15 * w <= min(steps) and max(steps) <= w  # each card's index stays visible


@pytest.mark.parametrize(
    ("game", "players", "moves"),
    [
        ("ryadky", 6, 14),
        ("ryadky", 2, 6),
        ("rooster", 6, 12),
        ("rooster", 3, 9),
        ("ditch", 4, 40),
        ("ditch", 2, 34),
    ],
)
@pytest.mark.parametrize("large", [False, True], ids=["normal", "large_cards"])
def test_everything_stays_inside_the_view_at_every_size(
    qtbot: Any,
    game: str,
    players: int,
    moves: int,
    large: bool,
    make_table: Any,
    show: Any,
    positions: Any,
) -> None:
    s = positions.midgame(game, players, seed=7, moves=moves)
    t = make_table(game, players, SIZES[0])
    t.set_appearance(False, "deck", "#1e5c3a", large_cards=large)
    show(t, s.observation(0))
    for size in [*SIZES, SIZES[0]]:
        t.resize(*size)
        qtbot.waitUntil(lambda size=size: t.view.viewport().width() == size[0], timeout=3000)
        _check_fits(t)


def test_a_large_rooster_hand_still_fans_inside_a_small_window(
    qtbot: Any, make_table: Any, show: Any
) -> None:
    obs = {
        "game": "rooster",
        "players": 2,
        "seat": 0,
        "to_move": 1,
        "legal": [],
        "result": None,
        "hand": [r + s for r in "6789TJQKA" for s in "CDH"],  # 27 cards after many takes
        "public": {
            "hands": [27, 2],
            "stock": 0,
            "discard": 7,
            "table": [["6S", "7S"]],
            "attacker": 1,
            "defender": 0,
            "taking": False,
            "finished": [],
        },
    }
    t = make_table("rooster", 2, (900, 600))
    show(t, obs)
    assert len(t.scene.hand_items()) == 27
    _check_fits(t)


def test_rooster_cover_overlaps_its_attack_card_but_leaves_it_readable(
    qtbot: Any, make_table: Any, show: Any
) -> None:
    obs = {
        "game": "rooster",
        "players": 2,
        "seat": 0,
        "to_move": 0,
        "legal": [],
        "result": None,
        "hand": ["6C"],
        "public": {
            "hands": [1, 3],
            "stock": 0,
            "discard": 0,
            "table": [["7D", "9D"], ["7C", None]],
            "attacker": 1,
            "defender": 0,
            "taking": False,
            "finished": [],
        },
    }
    t = make_table("rooster", 2)
    show(t, obs)
    items = {c.card: c for c in t.scene.cards}
    attack, cover = items["7D"].card_rect(), items["9D"].card_rect()
    assert attack.intersects(cover)
    assert cover.left() - attack.left() >= 0.25 * attack.width()
    assert cover.top() - attack.top() >= 0.2 * attack.height()
    assert items["9D"].zValue() > items["7D"].zValue()
    assert "attack:7C" in t.scene.targets and "attack:7D" not in t.scene.targets


@pytest.mark.parametrize("size", SIZES)
def test_rooster_bout_cards_are_no_smaller_than_the_stock_and_discard(
    qtbot: Any, make_table: Any, show: Any, size: tuple[int, int]
) -> None:
    """The bout is what players read; the piles only show counts, so they give way first (at
    900x600 four seats once left the bout's cards at 41 px beside 95 px piles)."""
    obs = {
        "game": "rooster",
        "players": 4,
        "seat": 0,
        "to_move": 0,
        "legal": [],
        "result": None,
        "hand": ["6C", "8D", "TH", "QS", "KC", "AS"],
        "public": {
            "hands": [6, 6, 5, 6],
            "stock": 4,
            "discard": 6,
            "table": [["9H", "QH"], ["7D", None], ["JC", "AC"]],
            "attacker": 1,
            "defender": 0,
            "taking": False,
            "finished": [],
        },
    }
    t = make_table("rooster", 4, size)
    show(t, obs)
    zones: dict[str, list[float]] = {}
    for c in t.scene.cards:
        zones.setdefault(c.zone, []).append(c.width)
    hand = max(zones["hand:0"])
    bout = min(zones["table"])
    assert len(zones["table"]) == 5
    assert bout >= max(zones["stock"]) and bout >= max(zones["discard"])
    assert max(zones["stock"]) >= 0.55 * hand - 0.5  # still as large as an opponent's card
    _check_fits(t)


def test_ryadky_pile_keeps_its_last_three_cards_readable(
    qtbot: Any, make_table: Any, show: Any
) -> None:
    pile = ["2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "TC", "JC", "QC", "KC"]
    obs = {
        "game": "ryadky",
        "players": 2,
        "seat": 0,
        "to_move": 1,
        "legal": [],
        "result": None,
        "hand": ["AC"],
        "public": {
            "deal": 0,
            "dealer": 0,
            "hands": [1, 1],
            "stock": 20,
            "pile": pile,
            "stacks": [3, 0],
            "totals": [0, 0],
            "out": 4,
        },
    }
    t = make_table("ryadky", 2, (900, 600))
    show(t, obs)
    items = {c.card: c for c in t.scene.cards}
    last = [items[c] for c in pile[-3:]]
    for a, b in itertools.pairwise(last):
        assert b.x() - a.x() >= 0.35 * a.width  # RY-6a looks at the last three cards
    assert all(t.scene.sceneRect().contains(items[c].card_rect()) for c in pile)


def test_opponents_hands_are_face_down_and_mine_face_up(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.midgame("ryadky", 4, seed=3, moves=4)
    t = make_table("ryadky", 4)
    show(t, s.observation(0))
    hands = [c for c in t.scene.cards if c.zone.startswith("hand:")]
    assert {c.zone for c in hands} == {"hand:0", "hand:1", "hand:2", "hand:3"}
    assert [c.zone for c in hands if c.face_up] == ["hand:0"] * len(s.observation(0)["hand"])
    mine = sorted(c.card for c in t.scene.hand_items())
    assert mine == sorted(s.observation(0)["hand"])


BAD_OBSERVATIONS: list[Any] = [
    None,
    {},
    {"game": "ryadky", "players": "three", "public": None, "hand": None, "legal": None},
    {
        "game": "ryadky",
        "players": 3,
        "seat": 0,
        "hand": ["7S", "XX", 5],
        "legal": ["play 7S", 3],
        "public": {"hands": "x", "pile": ["ZZ", "7D"], "stacks": None, "stock": "5"},
    },
    {
        "game": "rooster",
        "players": 2,
        "seat": 0,
        "hand": [],
        "legal": [],
        "public": {"table": [None, ["7S"], "x", [], ["8S", "QQ"]], "hands": [1], "finished": [9]},
    },
    {
        "game": "ditch",
        "players": 2,
        "seat": 0,
        "hand": [],
        "legal": [],
        "public": {
            "melds": [None, {"owner": "a"}, {"owner": 1, "cards": ["7S", "8S"]}],
            "singles": [None, {"meld": 9, "card": "2C"}, {"meld": 2, "card": "9S"}],
        },
    },
    {"game": "nope", "players": 99, "seat": -4},
]
# events come typed from the rules (koloda.rules.Event); these are well formed but make no sense on
# this table: unknown kinds, seats and zones that do not exist, moves without cards or places
ODD_EVENTS: list[list[Event]] = [
    [],
    [
        Event("no_such_kind", 3, value=-7),
        Event("move"),
        Event("move", 9, (parse_card("7S"),), "hand:9", "meld:77"),
        Event("move", None, (parse_card("2C"),), "nowhere", "pile", face_up=False),
        Event("score", 40, value=12),
        Event("penalty", 40, value=3),
    ],
]


def test_malformed_observations_and_events_never_crash_the_table(
    qtbot: Any, make_table: Any
) -> None:
    t = make_table("ryadky", 3, (900, 600))
    t.set_speed("fast")
    for obs in BAD_OBSERVATIONS:
        for events in ODD_EVENTS:
            with qtbot.waitSignal(t.animationsFinished, timeout=5000):
                t.show_observation(read_observation(obs), events)
            t.input.legal_targets_for(["7S"])
            t.highlight_action("cover")
            t.highlight_action("play 7S")
            t.highlight_action(None)
            assert len(t.scene.cards) == len(t.layout_.slots)
    # the pile kept its one real card, the hand its one real card
    t.show_observation(read_observation(BAD_OBSERVATIONS[3]), [])
    assert sorted(c.card for c in t.scene.cards if c.zone == "pile") == ["7D"]
    assert [c.card for c in t.scene.hand_items()] == ["7S"]


HIDPI_SCRIPT = """
import json, sys
from PySide6.QtWidgets import QApplication
app = QApplication([])
from koloda.app.games import kit
from koloda.app.table.widget import TableWidget
from koloda.rules import read_observation
t = TableWidget(); t.resize(900, 600); t.show(); t.set_speed("off")
t.start_game(kit("ryadky"), 2, 0, ["You", "Olena"], ["", "easy"])
t.show_observation(read_observation(json.loads(sys.argv[1])), [])
image = t.grab().toImage()
ratios = sorted(t.scene.renderer.cached_ratios())
print(image.width(), ratios)
"""


def test_cards_are_rendered_for_the_screens_pixel_ratio(positions: Any) -> None:
    import json
    import os
    import subprocess
    import sys

    obs = json.dumps(positions.ryadky_after_lead().observation(0))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QT_SCALE_FACTOR": "2"}
    r = subprocess.run(
        [sys.executable, "-c", HIDPI_SCRIPT, obs],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert r.returncode == 0, r.stderr
    width, ratios = r.stdout.split(" ", 1)
    assert int(width) == 1800  # the grab has twice the pixels of the 900-wide widget
    assert ratios.strip() == "[2.0]"  # every card image was drawn at 2x, none scaled up


def test_ditch_teams_are_marked_on_the_name_plates(qtbot: Any, make_table: Any, show: Any) -> None:
    s = new_game("ditch", 4, seed=2, options={"teams": True})
    t = make_table("ditch", 4)
    show(t, s.observation(0))
    teams = {p.seat: [m for m, _c in p.markers if m.startswith("team")] for p in t.layout_.panels}
    assert teams == {0: ["team 1"], 1: ["team 2"], 2: ["team 1"], 3: ["team 2"]}


def test_ditch_last_discards_fan_wide_enough_to_read_a_ten(qtbot: Any, positions: Any) -> None:
    """DR-4: the discard pile is face up; its last three cards show their indices ("10" too)."""
    from PySide6.QtCore import QSizeF

    from koloda.app.games import kit
    from koloda.app.table.layout import Seats

    obs = positions.midgame("ditch", 4, seed=5, moves=45).observe(0)
    assert len(obs.to_json()["discard_pile"]) >= 3
    for size in (QSizeF(1280, 800), QSizeF(900, 600)):
        layout = kit("ditch").layout(obs, size, Seats(["A", "B", "C", "D"], [""] * 4, 0))
        tops = sorted(
            (s for s in layout.slots if s.zone == "discard" and s.face_up), key=lambda s: s.pos.x()
        )
        assert len(tops) == 3
        for a, b in itertools.pairwise(tops):
            assert b.pos.x() - a.pos.x() >= 0.245 * a.width
        assert tops[-1].pos.x() + tops[-1].width <= size.width() - 6


def test_ditch_melds_keep_room_beside_the_piles_at_four_players(qtbot: Any, positions: Any) -> None:
    """DR-3: at four players beside the game log (a 1013x660 table) the centre was narrow: two
    opponents sat at its sides, and the melds between the stock and the discard pile got 160 px
    of 989 (40 px cards in a real game). The three opponents now sit across the top, in turn
    order from the left, and the centre spans the table as at two players; no meld card reaches
    the discard pile, and the melds keep at least the MELD_SHARE of the centre."""
    from PySide6.QtCore import QSizeF

    from koloda.app.games import kit
    from koloda.app.table.layout import Seats
    from koloda.games.ditch.kit import MELD_SHARE

    obs = positions.midgame("ditch", 4, seed=7, moves=60).observe(0)
    two = positions.midgame("ditch", 2, seed=7, moves=20).observe(0)
    assert len(_view_melds(obs)) >= 2
    for size in (QSizeF(1013, 660), QSizeF(1280, 800), QSizeF(1920, 1080)):
        layout = kit("ditch").layout(obs, size, Seats(["A", "B", "C", "D"], [""] * 4, 0))
        across = kit("ditch").layout(two, size, Seats(["A", "B"], [""] * 2, 0))
        assert layout.centre.width() == across.centre.width(), size
        plates = {p.seat: p.rect for p in layout.panels}
        assert [plates[s].right() < plates[s + 1].left() for s in (1, 2)] == [True, True]
        assert plates[1].left() >= 0 and plates[3].right() <= size.width()
        assert all(plates[s].bottom() <= layout.centre.top() for s in (1, 2, 3)), size
        discard = layout.targets["discard"]
        melds = [s for s in layout.slots if s.zone.startswith("meld:")]
        assert melds and all(s.pos.x() + s.width <= discard.left() for s in melds), size
        stock = layout.targets["stock"]
        room = discard.left() - stock.right()
        assert layout.targets["melds"].width() >= MELD_SHARE * room, size
        hand = max(s.width for s in layout.slots if s.in_hand)
        assert stock.width() >= hand, size  # the piles keep a hand card's size


def _view_melds(obs: Any) -> list[Any]:
    return list(obs.view.melds)


def test_the_action_bar_says_where_the_match_stands(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    t = make_table("ditch", 2)
    show(t, new_game("ditch", 2, seed=1, options={"hands": 2}).observation(0))
    assert t.info.text() == "Hand 1 of 2"  # DR-7: a fixed number of hands
    show(t, new_game("ditch", 2, seed=1).observation(0))
    assert t.info.text() == "Hand 1, playing to 500"
    t = make_table("ryadky", 2)
    show(t, new_game("ryadky", 2, seed=1, options={"deals": 3}).observation(0))
    assert t.info.text() == "Deal 1 of 3"  # RY-10
    t = make_table("rooster", 2)
    show(t, positions.rooster_seat0_attacks().observation(0))
    t.set_match_info("Game 2 of 5")  # the game page's, for a series (CR-13)
    assert t.info.text() == "Game 2 of 5 · You attack, Olena defends"


def _full_ditch_table() -> Any:
    """Four players, eight melds (two each) with singles on both ends of runs and on a set."""
    melds = [
        (0, ["4S", "5D"]),
        (0, ["8D", "8S"]),
        (1, ["4C", "5C"]),
        (1, ["JD", "QS"]),
        (2, ["KH", "AD"]),
        (2, ["9H", "9S"]),
        (3, ["2C", "3C"]),
        (3, ["6S", "7S", "8H"]),
    ]
    singles = [(0, "6D"), (0, "3H"), (3, "TS"), (3, "KS"), (5, "9C"), (7, "5H"), (7, "9D")]
    return read_observation(
        {
            "game": "ditch",
            "players": 4,
            "seat": 0,
            "hand": ["2D", "7C"],
            "legal": [],
            "public": {
                "melds": [{"owner": o, "cards": c} for o, c in melds],
                "singles": [{"meld": m, "card": c} for m, c in singles],
                "hands": [2, 1, 1, 1],
                "stock": 10,
                "discard": 3,
                "discard_pile": ["2H", "3D", "4D"],
            },
        }
    )


def test_ditch_singles_lie_in_rank_order_and_meld_cards_stay_readable(qtbot: Any) -> None:
    """Issue 34: singles played to a run were stacked at its right end (a 3 after 4-5-6), and on
    a full four-player table the meld cards shrank to 28 px wide at 1013x660, one owner per
    row, with the centre half empty. A single below a run now lies before it (DR-3c), and
    owners share a row where they fit, so the cards stay at least 55 px wide."""
    from PySide6.QtCore import QSizeF

    from koloda.app.games import kit
    from koloda.app.table.layout import Seats

    obs = _full_ditch_table()
    for size in (QSizeF(1013, 660), QSizeF(1280, 800)):
        layout = kit("ditch").layout(obs, size, Seats(["A", "B", "C", "D"], [""] * 4, 0))
        by_meld: dict[str, list[Any]] = {}
        for s in layout.slots:
            if s.zone.startswith("meld:"):
                by_meld.setdefault(s.zone, []).append(s)
        order = {
            z: [s.card for s in sorted(v, key=lambda s: s.pos.x())] for z, v in by_meld.items()
        }
        assert order["meld:0"] == ["3H", "4S", "5D", "6D"], size  # run 4-5, singles 3 and 6
        assert order["meld:3"] == ["TS", "JD", "QS", "KS"], size
        assert order["meld:5"] == ["9H", "9S", "9C"], size  # a set: its single after it
        assert order["meld:7"] == ["5H", "6S", "7S", "8H", "9D"], size
        widths = {round(s.width, 1) for v in by_meld.values() for s in v}
        assert len(widths) == 1 and min(widths) >= 55, (size, widths)


HINT = (
    "You play 7♦: it opens a new pile (RY-7). The odds that this wins you the game are about "
    "even. “6♠” would do about as well: either is fine here."
)


@pytest.mark.parametrize(
    ("game", "players", "moves", "size"),
    [
        ("rooster", 4, 1, (1013, 676)),  # an attack on the table, the person defends
        ("ryadky", 6, 0, (1013, 676)),  # the centre narrow between the side seats
        ("ryadky", 3, 5, (1280, 800)),
        ("ditch", 4, 40, (1013, 676)),
    ],
)
def test_a_caption_covers_no_card(
    qtbot: Any,
    make_table: Any,
    show: Any,
    positions: Any,
    game: str,
    players: int,
    moves: int,
    size: Any,
) -> None:
    """Issue 34: the hint's caption lay across the top of the centre, over the ranks of the
    cards on the table; it now goes where it covers no card, plate or caption."""
    t = make_table(game, players, size)
    show(t, positions.midgame(game, players, seed=3, moves=moves).observe(0))
    t.show_caption(HINT, to_read=True)
    banner = t.banner
    assert banner is not None
    place = banner.mapRectToScene(banner.rect)
    cards = [c for c in t.scene.cards if isinstance(c, CardItem)]
    assert [c.card for c in cards if place.intersects(c.card_rect())] == []
    plates = [p.seat_panel.rect for p in t.scene.items() if isinstance(p, SeatPlate)]
    assert not any(place.intersects(r) for r in plates)
    view = t.view.mapToScene(t.view.viewport().rect()).boundingRect()
    assert view.contains(place)


def _places_as_first_written(layout: Any, text: str) -> list[tuple[float, float, Any]]:
    """The places of a caption weighed as issue 34 first wrote it, with Qt's rectangles: the
    reference that the one-loop form (issue 37) must agree with to the last bit (so it adds
    in the same order)."""
    from PySide6.QtCore import QPointF, QRectF, QSizeF

    from koloda.app.table.banner import Banner
    from koloda.app.table.layout import CARD_RATIO

    centre, size = layout.centre, layout.size

    def rect(s: Any) -> QRectF:
        return QRectF(s.pos, QSizeF(s.width, s.width * CARD_RATIO))

    faces = [rect(s) for s in layout.slots if s.face_up]
    others = [rect(s) for s in layout.slots if not s.face_up]
    others += [p.rect for p in layout.panels] + [r for r, _ in layout.captions] + layout.outlines
    hand = [rect(s).top() for s in layout.slots if s.in_hand]
    floor = min(hand) if hand else centre.bottom()

    def hidden(place: QRectF) -> float:
        def area(rects: list[QRectF]) -> float:
            # added one by one, left to right, as the one loop adds them: Python 3.12's sum()
            # of floats compensates its rounding, so it differs in the last bits (Debian 13)
            total = 0.0
            for r in rects:
                c = place.intersected(r)
                if not c.isEmpty():
                    total += c.width() * c.height()
            return total

        return 4 * area(faces) + area(others)

    places = []
    x = centre.center().x()
    for width in (centre.width(), size.width() - 24):
        w, h = Banner.size_for(text, width)
        y = max(4.0, centre.top() - 60)
        while y + h <= floor - 6:
            places.append((hidden(QRectF(x - w / 2, y, w, h)), width, QPointF(x, y)))
            y += 4
    return places


@pytest.mark.parametrize(
    ("game", "players", "moves", "size"),
    [
        (g, n, m, size)
        for g in ("ryadky", "rooster", "ditch")
        for n, m, size in ((2, 0, (1013, 676)), (4, 3, (800, 560)), (4, 17, (1280, 800)))
    ],
)
def test_a_captions_places_weigh_what_they_hide_as_before_they_were_weighed_in_one_loop(
    qtbot: Any,
    make_table: Any,
    show: Any,
    positions: Any,
    game: str,
    players: int,
    moves: int,
    size: Any,
) -> None:
    from koloda.app.table.banner import caption_places

    t = make_table(game, players, size)
    show(t, positions.midgame(game, players, seed=5, moves=moves).observe(0))
    for text in (HINT, "Taras has no 4 and no ♦: the pile goes to you.", "Wait."):
        now = [
            (cost, width, top.x(), top.y()) for cost, width, top in caption_places(t.layout_, text)
        ]
        first = [
            (cost, width, top.x(), top.y())
            for cost, width, top in _places_as_first_written(t.layout_, text)
        ]
        assert now == first, text
        assert any(cost > 0 for cost, *_ in now), text  # places that hide something, weighed


@pytest.mark.parametrize("game", ["ryadky", "rooster", "ditch"])
def test_a_tables_words_lie_on_no_card_place_or_plate(qtbot: Any, game: str) -> None:
    """Seen at six players in a 1024 by 600 window (its table 805 by 440 beside the log):
    Ryadky's "out 4" lay across the top of the person's stack. Every count and name on the
    felt keeps off the cards, the empty places' outlines and the seat plates, at every table
    size the game allows, in small windows too."""
    from PySide6.QtCore import QRectF, QSizeF

    from koloda.app.games import kit
    from koloda.app.table.layout import CARD_RATIO, Seats, caption_advance
    from koloda.match.config import default_names

    top = 6 if game != "ditch" else 4
    crossed = []
    for players in range(2, top + 1):
        for size in ((640, 400), (805, 440), (900, 600), (1013, 660), (1280, 800)):
            obs = new_game(game, players, seed=players).observe(0)
            seats = Seats(default_names(players, 0), ["", *["normal"] * (players - 1)], 0)
            lay = kit(game).layout(obs, QSizeF(*size), seats)
            things = [o.adjusted(2, 2, -2, -2) for o in lay.outlines]
            things += [
                QRectF(s.pos, QSizeF(s.width, s.width * CARD_RATIO)).adjusted(2, 2, -2, -2)
                for s in lay.slots
            ]
            things += [p.rect for p in lay.panels]
            for rect, text in lay.captions:
                width = caption_advance(text)
                words = QRectF(rect.center().x() - width / 2, rect.top() + 2, width, 12)
                if any(words.intersects(t) for t in things):
                    crossed.append((players, size, text))
    assert crossed == []
