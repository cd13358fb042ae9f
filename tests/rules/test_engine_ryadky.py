"""``koloda engine`` playing Ryadky: good and bad input through a real subprocess."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from koloda.rules import new_game
from koloda.rules.cards import card_names, full_deck

ALL52 = card_names(full_deck(52))
ALL36 = card_names(full_deck(36))
PUBLIC_KEYS = {"deal", "dealer", "hands", "stock", "pile", "stacks", "totals", "out"}

# Seat 1 (after dealer 0) gets deck[0], deck[2], ...; seat 0 (the dealer) deck[1], deck[3], ...
SEAT0 = ["2C", "3S", "4S", "5S", "6S", "7S"]
SEAT1 = ["2D", "9D", "TD", "JD", "KD", "AD"]
DECK = [c for pair in zip(SEAT1, SEAT0, strict=True) for c in pair]
DECK += [c for c in ALL52 if c not in DECK]
NEW = {"cmd": "new", "game": "ryadky", "players": 2, "decks": [DECK]}


def test_new_with_a_deck_deals_it_and_the_dealer_leads(
    engine: Callable[..., list[dict[str, Any]]],
) -> None:
    (r,) = engine(NEW)
    assert r["ok"] is True and r["to_move"] == 0 and r["terminal"] is False
    assert r["hand"] == SEAT0
    assert r["legal"] == [f"play {c}" for c in SEAT0]
    assert set(r["public"]) == PUBLIC_KEYS
    assert r["public"] == {
        "deal": 0,
        "dealer": 0,
        "hands": [6, 6],
        "stock": 40,
        "pile": [],
        "stacks": [0, 0],
        "totals": [0, 0],
        "out": 0,
    }
    assert r["result"] is None


def test_apply_plays_the_pile_and_a_taken_pile_refills_the_taker_first(
    apply: Callable[[str], dict[str, Any]], engine: Callable[..., list[dict[str, Any]]]
) -> None:
    r = engine(NEW, apply("play 2C"), apply("play 2D"), {"cmd": "state"})
    after_lead, after_answer, state = r[1], r[2], r[3]
    assert after_lead["to_move"] == 1
    assert after_lead["public"]["pile"] == ["2C"]
    assert after_lead["legal"] == ["play 2D"]
    # RY-4: seat 0 holds no 2 and no diamond, so seat 1 takes the pile; RY-7: refill from seat 1
    assert after_answer["public"]["stacks"] == [0, 2]
    assert after_answer["public"]["pile"] == []
    assert after_answer["public"]["stock"] == 38
    assert after_answer["to_move"] == 1
    assert "2H" in after_answer["hand"]  # the stock's top card went to seat 1 first
    assert state == after_answer


def test_illegal_and_malformed_actions_are_refused_and_change_nothing(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    bad = [
        "play 9D",  # not in the leader's hand
        "play 2c",
        "play 10C",
        "play",
        "play 2C 3S",
        "PLAY 2C",
        " play 2C",
        "play  2C",
        "take",
        "",
        7,
        None,
    ]
    r = engine(NEW, *[apply(a) for a in bad], {"cmd": "apply"}, {"cmd": "state"})
    refused(r[1], "illegal")
    for reply in r[2:-1]:
        refused(reply)
    assert r[-1] == r[0]


def test_a_non_matching_answer_is_refused_and_the_answer_stays_compulsory(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    r = engine(NEW, apply("play 3S"), apply("play KD"), {"cmd": "state"})
    # Seat 1 holds no 3 and no spade: seat 0 takes the pile at once (RY-4).
    assert r[1]["public"]["stacks"] == [1, 0]
    assert r[1]["to_move"] == 0
    refused(r[2], "illegal")
    assert r[3] == r[1]


def test_bad_ryadky_options_and_decks_are_refused(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    short = DECK[:-1]
    dup = [*DECK[:-1], DECK[0]]
    unknown = [*DECK[:-1], "XX"]
    replies = engine(
        {**NEW, "options": {"deck_size": 40}},
        {**NEW, "options": {"deck_size": "52"}},
        {**NEW, "options": {"deck_size": True}},
        {**NEW, "options": {"deck_size": 52.0}},
        {**NEW, "options": {"deals": 0}},
        {**NEW, "options": {"deals": 1.5}},
        {**NEW, "options": {"deals": "7"}},
        {**NEW, "options": {"rounds": 3}},
        {**NEW, "decks": [short]},
        {**NEW, "decks": [dup]},
        {**NEW, "decks": [unknown]},
        {**NEW, "decks": [DECK], "options": {"deck_size": 36}},
        {**NEW, "decks": [DECK, short]},  # extra decks must still be full decks
        {**NEW, "decks": [[1, 2]]},
        {"cmd": "state"},
    )
    for r in replies[:4]:
        refused(r, "deck_size")
    for r in replies[4:7]:
        refused(r, "deals")
    refused(replies[7], "unknown option")
    refused(replies[8], "52 cards")
    refused(replies[9], "twice")
    refused(replies[10], "unknown card")
    refused(replies[11], "36 cards")
    refused(replies[12], "52 cards")
    refused(replies[13])
    refused(replies[14], "before 'new'")


def test_extra_decks_are_ignored_and_the_36_card_option_works(
    engine: Callable[..., list[dict[str, Any]]],
) -> None:
    deck36 = list(reversed(ALL36))
    (r,) = engine(
        {
            "cmd": "new",
            "game": "ryadky",
            "players": 6,
            "dealer": 5,
            "decks": [deck36, ALL36, ALL36],
            "options": {"deck_size": 36, "deals": 2},
        }
    )
    assert r["ok"] is True and r["to_move"] == 5
    assert r["public"]["stock"] == 0 and r["public"]["hands"] == [6] * 6
    assert r["hand"] == sorted(deck36[5:36:6], key=ALL36.index)


def test_whole_game_through_the_engine_then_game_over(
    apply: Callable[[str], dict[str, Any]],
    engine: Callable[..., list[dict[str, Any]]],
    refused: Callable[..., None],
) -> None:
    # Random legal actions played directly on the rules, and the engine's replies to them.
    rng = random.Random(21)
    state = new_game("ryadky", players=4, seed=21, options={"deals": 2})
    actions = []
    while not state.is_terminal():
        legal = state.legal_strings()
        actions.append(legal[rng.randrange(len(legal))])
        state.apply_text(actions[-1])
    new = {"cmd": "new", "game": "ryadky", "players": 4, "seed": 21, "options": {"deals": 2}}
    replies = engine(new, *[apply(a) for a in actions])
    assert replies[-1]["public"] == state.public()
    assert all(r["ok"] for r in replies)
    for before, action in zip(replies, actions, strict=False):
        assert action in before["legal"]
        assert before["hand"] == sorted(before["hand"], key=ALL52.index)
    end = replies[-1]
    assert end["terminal"] is True and end["to_move"] is None
    assert end["legal"] == [] and end["hand"] == []
    assert end["public"]["deal"] == 1
    totals = end["result"]["totals"]
    assert totals == end["public"]["totals"]
    assert end["result"]["winners"] == [s for s, t in enumerate(totals) if t == max(totals)]
    after = engine(
        {"cmd": "new", "game": "ryadky", "players": 4, "seed": 21, "options": {"deals": 2}},
        *[apply(a) for a in actions],
        apply(actions[-1]),
        {"cmd": "ai"},
        {"cmd": "state"},
    )
    refused(after[-3], "over")
    refused(after[-2], "over")
    assert after[-1] == end
