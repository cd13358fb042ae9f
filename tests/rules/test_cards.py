"""Cards and deck helpers shared by every game (C-1..C-6; C-7 refills are tested per game)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.rules.cards import (
    RANKS,
    SUITS,
    CardError,
    card_name,
    card_names,
    deal_order,
    deal_round_robin,
    full_deck,
    make_card,
    parse_card,
    parse_deck,
    pretty,
    rank_of,
    shuffled_deck,
    suit_of,
)


def test_c1_every_card_name_round_trips() -> None:
    names = [r + s for r in RANKS for s in SUITS]
    assert len(set(names)) == 52
    for name in names:
        card = parse_card(name)
        assert card_name(card) == name
        assert RANKS[rank_of(card)] + SUITS[suit_of(card)] == name


def test_c1_ts_is_the_ten_of_spades() -> None:
    ts = parse_card("TS")
    assert (RANKS[rank_of(ts)], SUITS[suit_of(ts)]) == ("T", "S")
    assert pretty(ts) == "10♠"
    assert pretty(parse_card("AH")) == "A♥"


@pytest.mark.parametrize("bad", ["10S", "ts", "1S", "S", "TX", "", " TS", "TS ", None, 5, ["TS"]])
def test_c1_anything_else_is_not_a_card(bad: object) -> None:
    with pytest.raises(CardError, match="unknown card"):
        parse_card(bad)  # type: ignore[arg-type]


def test_c2_integer_order_is_rank_then_suit_with_ace_high() -> None:
    cards = list(range(52))
    by_text = sorted(
        cards, key=lambda c: (RANKS.index(card_name(c)[0]), SUITS.index(card_name(c)[1]))
    )
    assert by_text == cards
    assert (
        parse_card("2C") < parse_card("2S") < parse_card("3C") < parse_card("KS") < parse_card("AC")
    )
    assert max(range(52)) == parse_card("AS")
    assert make_card(RANKS.index("Q"), SUITS.index("D")) == parse_card("QD")


def test_c3_deck_sizes() -> None:
    assert card_names(full_deck(52)) == [r + s for r in RANKS for s in SUITS]
    short = card_names(full_deck(36))
    assert len(short) == 36
    assert {n[0] for n in short} == set("6789TJQKA")
    assert full_deck() == full_deck(52)
    with pytest.raises(CardError, match="36 or 52"):
        full_deck(40)


def test_c4_c6_dealing_starts_after_the_dealer_and_goes_clockwise() -> None:
    assert deal_order(0, 2) == [1, 0]
    assert deal_order(2, 4) == [3, 0, 1, 2]
    assert deal_order(5, 6) == [0, 1, 2, 3, 4, 5]


def test_c5_c6_deal_one_card_at_a_time_from_the_top() -> None:
    stock = list(range(10))
    hands: list[list[int]] = [[], [], []]
    dealt = deal_round_robin(stock, hands, deal_order(1, 3), 3)
    assert dealt == [(2, 0), (0, 1), (1, 2), (2, 3), (0, 4), (1, 5), (2, 6), (0, 7), (1, 8)]
    assert hands == [[1, 4, 7], [2, 5, 8], [0, 3, 6]]
    assert stock == [9]


def test_c6_dealing_stops_when_the_stock_runs_out() -> None:
    stock = [10, 11, 12]
    hands: list[list[int]] = [[], []]
    dealt = deal_round_robin(stock, hands, [1, 0], 2)
    assert dealt == [(1, 10), (0, 11), (1, 12)]
    assert hands == [[11], [10, 12]] and stock == []


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 2**40), st.integers(0, 20), st.sampled_from([36, 52]))
def test_shuffled_decks_are_reproducible_permutations(seed: int, index: int, size: int) -> None:
    deck = shuffled_deck(size, seed, index)
    assert deck == shuffled_deck(size, seed, index)
    assert sorted(deck) == full_deck(size)


def test_shuffled_decks_differ_by_seed_and_by_index() -> None:
    assert shuffled_deck(52, 1, 0) != shuffled_deck(52, 2, 0)
    assert shuffled_deck(52, 1, 0) != shuffled_deck(52, 1, 1)


def test_parse_deck_accepts_a_full_deck_top_first() -> None:
    names = list(reversed(card_names(full_deck(36))))
    deck = parse_deck(names, 36)
    assert card_names(deck) == names


@pytest.mark.parametrize(
    ("names", "size", "message"),
    [
        ("AS KS", 52, "list"),
        (card_names(full_deck(52))[:-1], 52, "holds 51"),
        ([*card_names(full_deck(52))[:-1], "2C"], 52, "2C twice"),
        ([*card_names(full_deck(52))[:-1], "ZZ"], 52, "unknown card"),
        (card_names(full_deck(52))[:36], 36, "not in a 36-card deck"),
        (card_names(full_deck(52)), 36, "must hold 36"),
        ([*card_names(full_deck(52))[:-1], None], 52, "unknown card"),
    ],
)
def test_parse_deck_refuses_what_is_not_a_full_deck(names: object, size: int, message: str) -> None:
    with pytest.raises(CardError, match=message):
        parse_deck(names, size)
