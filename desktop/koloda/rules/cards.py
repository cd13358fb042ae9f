"""Cards as small integers (C-1, C-2, C-3) and the deck helpers every game shares.

A card is ``rank * 4 + suit`` with ranks 2..A numbered 0..12 and suits C, D, H, S numbered
0..3, so sorting the integers sorts the cards by (rank, suit) exactly as C-2 asks.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence

from koloda.rules.shuffle import shuffle_with_text

RANKS = "23456789TJQKA"  # C-1, C-2: ace high, never low
SUITS = "CDHS"  # C-1, C-2: clubs < diamonds < hearts < spades
SUIT_SYMBOLS = "♣♦♥♠"

Card = int

NUM_RANKS = 13
NUM_SUITS = 4

RANK_6 = RANKS.index("6")
RANK_7 = RANKS.index("7")
RANK_J = RANKS.index("J")
RANK_Q = RANKS.index("Q")
RANK_K = RANKS.index("K")
RANK_A = RANKS.index("A")


class CardError(ValueError):
    """A card or deck written in a way C-1 does not allow."""


def make_card(rank: int, suit: int) -> Card:
    return rank * 4 + suit


def rank_of(card: Card) -> int:
    return card >> 2


def suit_of(card: Card) -> int:
    return card & 3


_NAMES = [r + s for r in RANKS for s in SUITS]
_CODES = {name: i for i, name in enumerate(_NAMES)}


def card_name(card: Card) -> str:
    """The protocol's text for a card, e.g. ``TS`` (C-1)."""
    return _NAMES[card]


def parse_card(text: str) -> Card:
    """Parse ``TS`` into a card; raises CardError for anything C-1 does not name."""
    code = _CODES.get(text) if isinstance(text, str) else None
    if code is None:
        raise CardError(f"unknown card {text!r} (write rank 2-9 T J Q K A then suit C D H S)")
    return code


def card_names(cards: Iterable[Card]) -> list[str]:
    return [_NAMES[c] for c in cards]


def pretty(card: Card) -> str:
    """A card for people: ``10♠``."""
    rank = RANKS[rank_of(card)]
    return ("10" if rank == "T" else rank) + SUIT_SYMBOLS[suit_of(card)]


def cards_of(mask: int) -> list[Card]:
    """The cards of a bit mask (bit ``c`` set = card ``c``), sorted (C-2)."""
    out: list[Card] = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def mask_of(cards: Iterable[Card]) -> int:
    """The bit mask of some cards."""
    m = 0
    for c in cards:
        m |= 1 << c
    return m


def full_deck(size: int = 52) -> list[Card]:
    """A sorted deck: 52 cards 2..A, or 36 cards 6..A (C-3)."""
    if size == 52:
        return list(range(52))
    if size == 36:
        return list(range(RANK_6 * 4, 52))
    raise CardError(f"a deck has 36 or 52 cards, not {size}")


def shuffled_deck(size: int, seed: int, index: int) -> list[Card]:
    """Deck number ``index`` of a game started with ``seed``: reproducible on its own, so a saved
    game needs only the seed to know every future deal."""
    return list(_shuffled(size, seed, index))


@functools.lru_cache(maxsize=256)
def _shuffled(size: int, seed: int, index: int) -> tuple[Card, ...]:
    # Koloda's own shuffle, not Python's random: a saved file replays its deals from the seed,
    # so the order must outlive every Python version (rules/shuffle.py, issue 41)
    deck = full_deck(size)
    shuffle_with_text(deck, f"koloda:{seed}:{index}")
    return tuple(deck)


def parse_deck(names: object, size: int) -> list[Card]:
    """Validate a deck order given as card names, top card first (C-5)."""
    if not isinstance(names, list):
        raise CardError("a deck must be a list of card names")
    if len(names) != size:
        raise CardError(f"a deck must hold {size} cards, this one holds {len(names)}")
    cards = [parse_card(n) for n in names]
    if len(set(cards)) != size:
        raise CardError(f"the deck holds {card_name(first_repeat(cards))} twice")
    allowed = set(full_deck(size))
    for c in cards:
        if c not in allowed:
            raise CardError(f"{card_name(c)} is not in a {size}-card deck")
    return cards


def first_repeat(cards: Iterable[Card]) -> Card:
    """The first card met a second time (callers know there is one)."""
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            return c
        seen.add(c)
    raise ValueError("no card repeats")


def deal_order(dealer: int, players: int) -> list[int]:
    """Seats in dealing order: the seat after the dealer first (C-4, C-6)."""
    return [(dealer + 1 + i) % players for i in range(players)]


def deal_round_robin(
    stock: list[Card], hands: Sequence[list[Card]], order: Sequence[int], k: int
) -> list[tuple[int, Card]]:
    """Deal k cards each, one at a time in ``order`` (C-6), taking the top card (C-5).
    Returns (seat, card) in dealing order, for animation."""
    dealt: list[tuple[int, Card]] = []
    for _ in range(k):
        for seat in order:
            if not stock:
                return dealt
            card = stock.pop(0)
            hands[seat].append(card)
            dealt.append((seat, card))
    return dealt
