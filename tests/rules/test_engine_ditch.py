"""``koloda engine`` playing Ditch Rummy: good and bad input through a real subprocess."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from koloda.rules import new_game
from koloda.rules.cards import card_names, full_deck

ALL52 = card_names(full_deck(52))
PUBLIC_KEYS = {
    "hand_no",
    "dealer",
    "phase",
    "hands",
    "stock",
    "discard",
    "melds",
    "singles",
    "scores",
    "totals",
}


def deck(*top: str) -> list[str]:
    return [*top, *(c for c in ALL52 if c not in top)]


# Seat 1 (after dealer 0) draws 4C 4D 2H; seat 0 then draws 4S QS KC; seat 1 draws AD.
DECK = deck("4C", "4D", "2H", "4S", "QS", "KC", "AD")
NEW = {"cmd": "new", "game": "ditch", "players": 2, "decks": [DECK], "options": {"target": 25}}


def test_a_scripted_hand_plays_to_the_end_of_the_match(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    replies = engine(
        NEW,
        apply("draw 3"),
        apply("meld 4C 4D"),
        apply("pass"),
        apply("draw 3"),
        apply("single 4S 0"),
        apply("meld KC QS"),  # unsorted: refused
        apply("meld QS KC"),
        apply("pass"),
        apply("draw 1"),
        apply("single AD 1"),
        apply("pass"),
        {"cmd": "state"},
        apply("pass"),
        {"cmd": "quit"},
    )
    new = replies[0]
    assert new["ok"] and new["to_move"] == 1 and new["hand"] == [] and not new["terminal"]
    assert new["legal"] == ["draw 1", "draw 2", "draw 3"] and new["result"] is None
    assert set(new["public"]) == PUBLIC_KEYS
    assert new["public"] == {
        "hand_no": 0,
        "dealer": 0,
        "phase": "draw",
        "hands": [0, 0],
        "stock": 52,
        "discard": 0,
        "melds": [],
        "singles": [],
        "scores": [0, 0],
        "totals": [0, 0],
    }
    drawn = replies[1]
    assert drawn["hand"] == ["2H", "4C", "4D"] and drawn["public"]["phase"] == "play"
    assert "meld 4C 4D" in drawn["legal"] and "pass" in drawn["legal"]
    assert replies[5]["public"]["singles"] == [{"owner": 0, "card": "4S", "meld": 0}]
    refused(replies[6], "illegal", "meld kc qs")
    assert replies[7]["public"]["melds"][1] == {"owner": 0, "cards": ["QS", "KC"]}
    assert replies[7]["public"]["scores"] == [27, 5]
    assert replies[10]["public"]["scores"] == [27, 15]  # an ace single is worth 10
    # Seat 0 has no cards and must draw; the hand goes on (no J-Q-K or Q-K-A, stock left).
    state = replies[12]
    assert state == replies[11]
    assert state["to_move"] == 0 and state["public"]["phase"] == "draw"
    assert state["public"]["stock"] == 52 - 7 and state["public"]["hands"] == [0, 1]
    assert state["legal"] == ["draw 1", "draw 2", "draw 3"]
    refused(replies[13], "draw")
    assert replies[14] == {"ok": True}


def test_the_end_of_a_match_through_the_engine(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    new = {**NEW, "decks": [deck("QS", "KC", "AD")]}
    replies = engine(new, apply("draw 3"), apply("meld QS KC AD"), apply("pass"), {"cmd": "state"})
    assert replies[2]["to_move"] == 1 and replies[2]["legal"] == ["pass"]  # DR-5a waits
    end = replies[3]
    assert end["terminal"] is True and end["to_move"] is None
    assert end["legal"] == [] and end["hand"] == []
    assert end["result"] == {"totals": [0, 25], "winners": [1]}
    assert end["public"]["melds"] == [{"owner": 1, "cards": ["QS", "KC", "AD"]}]
    assert replies[4] == end
    after = engine(new, apply("draw 3"), apply("meld QS KC AD"), apply("pass"), apply("pass"))
    refused(after[4], "over")


def test_bad_actions_are_refused_and_leave_the_game_unchanged(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    bad = ["pass", "draw 4", "draw 0", "draw", "Draw 1", "draw 01", "draw  1", 7, None, ""]
    replies = engine(NEW, *(apply(b) for b in bad), {"cmd": "apply"}, {"cmd": "state"})
    for r in replies[1:-1]:
        refused(r)
    assert replies[-1] == replies[0]


def test_bad_new_requests_are_refused(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    base = {"cmd": "new", "game": "ditch", "players": 2}
    requests = [
        {**base, "options": {"target": 0}},
        {**base, "options": {"target": "500"}},
        {**base, "options": {"hands": 0}},
        {**base, "options": {"hands": 2.5}},
        {**base, "options": {"teams": True}},
        {**base, "players": 4, "options": {"teams": "yes"}},
        {**base, "options": {"rounds": 3}},
        {**base, "players": 5},
        {**base, "players": 1},
        {**base, "seed": -1},
        {**base, "decks": [ALL52[:51]]},
        {**base, "decks": [[*ALL52[:51], "2C"]]},
        {**base, "decks": [[*ALL52[:51], "1X"]]},
        {**base, "decks": [ALL52, ALL52[:3]]},  # extra decks must be full decks too
        {"cmd": "state"},
        apply("draw 1"),
    ]
    replies = engine(*requests)
    for r in replies:
        refused(r)
    refused(replies[4], "4 players")
    ok = engine({**base, "players": 4, "options": {"teams": True, "hands": 2}, "dealer": 3})
    assert ok[0]["ok"] and ok[0]["to_move"] == 0 and ok[0]["public"]["hands"] == [0, 0, 0, 0]


def test_a_random_match_through_the_engine_matches_the_library(
    apply: Callable[[str], dict[str, Any]], engine: Callable[..., list[dict[str, Any]]]
) -> None:
    rng = random.Random(11)
    options = {"target": 60, "teams": True}
    lib = new_game("ditch", players=4, seed=9, options=options)
    requests: list[Any] = [{"cmd": "new", "game": "ditch", "players": 4, "seed": 9}]
    requests[0]["options"] = options
    expected = []
    while not lib.is_terminal():
        legal = lib.legal_strings()
        action = legal[rng.randrange(len(legal))]
        lib.apply_text(action)
        requests.append(apply(action))
        expected.append(lib.public())
    replies = engine(*requests)
    assert all(r["ok"] for r in replies)
    assert [r["public"] for r in replies[1:]] == expected
    assert replies[-1]["terminal"] and replies[-1]["result"] == lib.result()
    winners = replies[-1]["result"]["winners"]
    assert winners in ([0, 2], [1, 3], [0, 1, 2, 3])
