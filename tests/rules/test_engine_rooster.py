"""``koloda engine`` playing Chuvash Rooster: good and bad input through a real subprocess."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from koloda.rules import new_game
from koloda.rules.cards import card_names, full_deck

ALL36 = card_names(full_deck(36))
PUBLIC_KEYS = {"hands", "stock", "discard", "table", "attacker", "defender", "taking", "finished"}

# Dealer 0: seat 1 gets deck[0], deck[2], ...; seat 0 deck[1], deck[3], ...
SEAT0 = ["6C", "7C", "8C", "9D", "TD", "AC"]  # sorted (C-2)
SEAT1 = ["7S", "8S", "QH", "QS", "KH", "KS"]
DECK = [c for pair in zip(SEAT1, SEAT0, strict=True) for c in pair]
DECK += [c for c in ALL36 if c not in DECK]
NEW = {"cmd": "new", "game": "rooster", "players": 2, "decks": [DECK]}


def test_new_with_a_deck_deals_it_and_the_lowest_card_attacks(
    engine: Callable[..., list[dict[str, Any]]],
) -> None:
    (r,) = engine(NEW)
    assert r["ok"] is True and r["terminal"] is False and r["result"] is None
    assert r["to_move"] == 0 and r["hand"] == SEAT0  # 6C (CR-3)
    assert set(r["public"]) == PUBLIC_KEYS
    assert r["public"] == {
        "hands": [6, 6],
        "stock": 24,
        "discard": 0,
        "table": [],
        "attacker": 0,
        "defender": 1,
        "taking": False,
        "finished": [],
    }
    assert "lead 6C 7C 8C AC" in r["legal"] and "lead 9D TD" in r["legal"]
    assert len(r["legal"]) == 15 + 3


def test_a_bout_through_the_protocol_lead_cover_take_and_refill(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    replies = engine(
        NEW,
        apply("lead 6C 7C 8C AC"),
        apply("cover 7C KH"),
        apply("take"),
        apply("pass"),
        {"cmd": "state"},
    )
    r = replies[1]
    assert r["to_move"] == 1 and r["hand"] == ["7S", "8S", "QH", "QS", "KH", "KS"]
    assert r["public"]["table"] == [["6C", None], ["7C", None], ["8C", None], ["AC", None]]
    assert "take" in r["legal"] and not [a for a in r["legal"] if a.startswith("cover AC")]
    assert "cover 6C 7S" in r["legal"] and "cover 8C QH" in r["legal"]
    r = replies[2]
    assert r["public"]["table"][1] == ["7C", "KH"] and r["to_move"] == 1
    # Take after a cover: seat 0 holds no 6, 7, 8, A or K, so it is skipped and the bout ends.
    r = replies[3]
    assert r["public"]["table"] == [] and r["public"]["taking"] is False
    assert r["public"]["hands"] == [6, 10] and r["public"]["stock"] == 20
    assert r["public"]["attacker"] == 0 and r["public"]["defender"] == 1
    # CR-10: the attacker refills first, from the top of the stock (the deck after the deal).
    assert r["to_move"] == 0 and r["hand"] == ["6D", "6H", "6S", "7D", "9D", "TD"]
    refused(replies[4], "illegal")
    assert replies[5] == r


def test_take_after_cover_opens_throw_ins_and_pass_ends_the_bout(
    apply: Callable[[str], dict[str, Any]], engine: Callable[..., list[dict[str, Any]]]
) -> None:
    deck_seat0 = ["6C", "7C", "6D", "7D", "9H", "TH"]
    deck_seat1 = ["8C", "QS", "KS", "QH", "KH", "JD"]
    deck = [c for pair in zip(deck_seat1, deck_seat0, strict=True) for c in pair]
    deck += [c for c in ALL36 if c not in deck]
    new = {"cmd": "new", "game": "rooster", "players": 2, "decks": [deck]}
    r1, _, r3, r4, r5, r6 = engine(
        new,
        apply("lead 6C 7C"),
        apply("cover 6C 8C"),
        apply("take"),
        apply("throw 6D"),
        apply("pass"),
    )
    assert r1["to_move"] == 0
    assert r3["to_move"] == 1 and r3["public"]["table"] == [["6C", "8C"], ["7C", None]]
    assert r4["to_move"] == 0 and r4["public"]["taking"] is True
    assert r4["legal"] == ["throw 6D", "throw 7D", "pass"]
    assert r5["to_move"] == 0 and r5["legal"] == ["throw 7D", "pass"]  # keeps priority (CR-8)
    # The bout ends taken: seat 1 picks up 4 cards, refill from the attacker, seat 0 attacks.
    assert r6["public"]["table"] == [] and r6["public"]["taking"] is False
    assert r6["public"]["hands"] == [6, 9] and r6["public"]["stock"] == 24 - 3
    assert r6["public"]["attacker"] == 0 and r6["public"]["defender"] == 1


def test_illegal_and_malformed_actions_are_refused_and_change_nothing(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    replies = engine(
        NEW,
        apply("take"),
        apply("lead AC 6C"),
        apply("lead 6C 9D"),
        apply("lead 6C  7C"),
        apply("Lead 6C"),
        apply("lead 1X"),
        apply(7),
        {"cmd": "apply"},
        {"cmd": "state"},
    )
    for r in replies[1:-1]:
        refused(r)
    assert "illegal" in replies[1]["error"]
    assert replies[-1] == replies[0]


def test_bad_options_and_decks_are_refused(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    base = {"cmd": "new", "game": "rooster", "players": 3}
    replies = engine(
        {**base, "options": {"previous_loser": 3}},
        {**base, "options": {"previous_loser": -1}},
        {**base, "options": {"previous_loser": "0"}},
        {**base, "options": {"previous_loser": True}},
        {**base, "options": {"deck_size": 36}},
        {**base, "decks": [ALL36[:-1]]},
        {**base, "decks": [[*ALL36[:-1], ALL36[0]]]},
        {**base, "decks": [ALL36, ["2C", *ALL36[1:]]]},
        {**base, "players": 7},
        {**base, "players": 1},
        {**base, "options": {"previous_loser": 2}},
        {**base, "options": {"previous_loser": None}},
    )
    for r in replies[:3]:
        refused(r, "previous_loser")
    refused(replies[3], "previous_loser")
    refused(replies[4], "unknown option")
    for r in replies[5:10]:
        refused(r)
    assert replies[10]["ok"] and replies[10]["public"]["defender"] == 2
    assert replies[10]["public"]["attacker"] == 1
    assert replies[11]["ok"]


def test_a_whole_game_to_the_end_then_apply_is_refused(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    reference = new_game("rooster", players=4, seed=21)
    rng = random.Random(5)
    actions = []
    while not reference.is_terminal():
        legal = reference.legal_strings()
        a = legal[rng.randrange(len(legal))]
        actions.append(a)
        reference.apply_text(a)
    requests: list[Any] = [{"cmd": "new", "game": "rooster", "players": 4, "seed": 21}]
    requests += [apply(a) for a in actions]
    requests += [apply("pass"), {"cmd": "state"}, {"cmd": "quit"}]
    replies = engine(*requests)
    assert all(r["ok"] for r in replies[: len(actions) + 1])
    last = replies[len(actions)]
    assert last["terminal"] is True and last["to_move"] is None
    assert last["legal"] == [] and last["hand"] == []
    assert last["result"] == reference.result() and last["public"] == reference.public()
    assert last["public"]["attacker"] is None and last["public"]["defender"] is None
    refused(replies[-3], "over")
    assert replies[-2] == last and replies[-1] == {"ok": True}


def test_replies_match_the_library_step_by_step(
    apply: Callable[[str], dict[str, Any]], engine: Callable[..., list[dict[str, Any]]]
) -> None:
    state = new_game("rooster", players=3, seed=8)
    rng = random.Random(8)
    actions = []
    snapshots = []
    for _ in range(40):
        if state.is_terminal():
            break
        legal = state.legal_strings()
        a = legal[rng.randrange(len(legal))]
        actions.append(a)
        state.apply_text(a)
        snapshots.append((state.public(), state.to_move, state.legal_strings()))
    replies = engine(
        {"cmd": "new", "game": "rooster", "players": 3, "seed": 8}, *map(apply, actions)
    )
    for r, (public, to_move, legal) in zip(replies[1:], snapshots, strict=True):
        assert r["public"] == public and r["to_move"] == to_move and r["legal"] == legal
