"""A seat's view of an event (``Event.seen_by``, issue 42): a face-down move's cards are known
only to the seat whose hand they leave or enter; every other seat learns how many moved."""

from __future__ import annotations

import random

import pytest

from koloda.rules import Event, new_game
from koloda.rules.cards import card_names, full_deck, parse_card


def deck(size: int, *top: str) -> list[str]:
    """A deck order: the given cards on top (C-5), then the rest of the deck sorted."""
    return [*top, *(c for c in card_names(full_deck(size)) if c not in top)]


def cards(*names: str) -> tuple[int, ...]:
    return tuple(parse_card(n) for n in names)


def test_ryadky_refill_is_a_count_to_the_other_seat_and_the_cards_to_the_drawer() -> None:
    # Seat 1 is dealt clubs only (C-6 starts after dealer 0), so it cannot answer 3D (RY-4);
    # the pile goes to seat 0, which refills one card, 5H, from the stock (RY-7).
    order = deck(52, "2C", "3D", "4C", "5D", "6C", "8D", "9C", "TD", "JC", "KD", "AC", "4D", "5H")
    state = new_game("ryadky", 2, decks=[order], options={"deals": 1})
    refill = state.apply_text("play 3D")[-1]
    assert refill == Event("move", 0, cards("5H"), "stock", "hand:0", False, 0)
    assert refill.seen_by(0) == refill
    assert refill.seen_by(1) == Event("move", 0, (), "stock", "hand:0", False, 1)
    assert refill.seen_by(None) == refill.seen_by(1)


def test_ryadky_bonus_cards_go_face_down_unseen_by_the_taker_too() -> None:
    # 5D, 5C, 5H in a row: seat 0 takes the stock's top two face down onto its stack (RY-6a).
    order = deck(52, "5C", "5D", "9C", "5H", "JC", "7H", "KC", "8H", "2C", "9H", "3C", "TH", "AS")
    state = new_game("ryadky", 2, decks=[order], options={"deals": 1})
    state.apply_text("play 5D")
    state.apply_text("play 5C")
    events = state.apply_text("play 5H")
    bonus = next(e for e in events if e.kind == "move" and e.dst == "stack:0")
    assert bonus.cards == cards("AS", "2D") and not bonus.face_up
    for seat in (0, 1, None):
        assert bonus.seen_by(seat) == Event("move", 0, (), "stock", "stack:0", False, 2)
    named = next(e for e in events if e.kind == "bonus")
    assert named.seen_by(1) == named and named.cards == () and named.value == 2


def test_rooster_refill_after_a_take_is_a_count_and_the_taken_cards_are_public() -> None:
    # Seat 1 holds 6C, the lowest card, and attacks seat 0 (CR-3), who takes at once (CR-6);
    # the table goes face up to seat 0's hand, then seat 1 refills one card (CR-10).
    order = deck(36, "6C", "AS", "7C", "AH", "8C", "AD", "9C", "AC", "TC", "KS", "JC", "KH", "QC")
    state = new_game("rooster", 2, decks=[order])
    assert state.to_move == 1
    state.apply_text("lead 6C")
    events = state.apply_text("take")
    taken = next(e for e in events if e.kind == "move" and e.src == "table")
    assert taken.face_up and taken.seen_by(1) == taken  # the table is public (CR-9)
    refill = next(e for e in events if e.kind == "move" and e.src == "stock")
    assert refill == Event("move", 1, cards("QC"), "stock", "hand:1", False, 0)
    assert refill.seen_by(1) == refill
    assert refill.seen_by(0) == Event("move", 1, (), "stock", "hand:1", False, 1)


def test_ditch_draw_is_a_count_to_others_and_a_hands_leftovers_stay_hidden() -> None:
    # No deal: the player after dealer 0 draws three from the stock (DR-1, DR-2).
    order = deck(52, "7H", "KD", "2S")
    state = new_game("ditch", 2, decks=[order], options={"hands": 2})
    draw, move = state.apply_text("draw 3")
    assert draw == Event("draw", 1, (), "", "", True, 3) and draw.seen_by(0) == draw
    assert move.cards == cards("7H", "KD", "2S")  # the top card first (C-5)
    assert move.seen_by(1) == move
    assert move.seen_by(0) == Event("move", 1, (), "stock", "hand:1", False, 3)
    # DR-5c: seat 0 draws too, then a round of passes ends the first of two hands; seat 1's
    # cards leave play face down, unnamed to seat 0.
    events = [e for a in ("pass", "draw 3", "pass", "pass", "pass") for e in state.apply_text(a)]
    left = [e for e in events if e.kind == "move" and e.src == "hand:1" and e.dst == "out"]
    assert len(left) == 1 and len(left[0].cards) == 3
    assert left[0].seen_by(1) == left[0]
    assert left[0].seen_by(0).cards == () and left[0].seen_by(0).value == 3


@pytest.mark.parametrize("game", ["ryadky", "rooster", "ditch"])
def test_every_seats_view_names_only_face_up_cards_or_its_own_hands(game: str) -> None:
    """Random play of each game: what a seat's view of any event names is either face up or
    moves into or out of its own hand, and a hidden move keeps its number of cards."""
    rng = random.Random(42)
    options = {"ryadky": {"deals": 2}, "rooster": {}, "ditch": {"hands": 2}}[game]
    state = new_game(game, 3, seed=5, options=options)
    moves = 0
    while not state.is_terminal() and moves < 2000:
        events = state.apply(rng.choice(state.legal_actions()))
        moves += 1
        for event in events:
            for seat in range(3):
                seen = event.seen_by(seat)
                own = f"hand:{seat}"
                if seen.cards and seen.kind == "move" and not seen.face_up:
                    assert own in (seen.src, seen.dst), (event, seat)
                if event.kind == "move":
                    assert len(seen.cards) or seen.value == len(event.cards)
                else:
                    assert seen == event
    assert state.is_terminal()
