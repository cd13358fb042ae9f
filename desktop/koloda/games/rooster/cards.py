"""Chuvash Rooster's card tables: the beating relation (CR-1) and lead generation (CR-4).

Hands are bitmasks over card ints (bit ``c`` set = card ``c`` held), so the cards that can
cover, be thrown or be led are a few ANDs away.
"""

from __future__ import annotations

from koloda.rules.base import Action
from koloda.rules.cards import (
    NUM_RANKS,
    NUM_SUITS,
    Card,
    full_deck,
    make_card,
    rank_of,
    suit_of,
)
from koloda.rules.cards import cards_of as cards_of  # hands are masks (re-exported)
from koloda.rules.cards import mask_of as mask_of

DECK_SIZE = 36  # CR: one 36-card deck
HAND_SIZE = 6  # CR-2, CR-10
DECK: list[Card] = full_deck(DECK_SIZE)
FULL_MASK = sum(1 << c for c in DECK)


def beats(x: Card, y: Card) -> bool:
    """CR-1: card ``x`` beats card ``y`` (no trump; suit hierarchy S > H > D > C)."""
    rx, sx, ry, sy = rank_of(x), suit_of(x), rank_of(y), suit_of(y)
    # Suit ints are C=0 < D=1 < H=2 < S=3, which is exactly CR-1's hierarchy.
    return (sx == sy and rx > ry) or (sx > sy and rx >= ry)


# BEATEN_BY[y]: mask of the deck's cards that beat y (CR-1), so a defender's covers for an
# attack card are ``hand & BEATEN_BY[y]``.
BEATEN_BY: list[int] = [0] * 52
for _y in DECK:
    BEATEN_BY[_y] = mask_of([x for x in DECK if beats(x, _y)])

SUIT_MASK: list[int] = [mask_of([c for c in DECK if suit_of(c) == s]) for s in range(NUM_SUITS)]
# RANK_MASK_OF[c]: the four cards sharing c's rank (CR-7 throw-ins match by rank).
RANK_MASK_OF: list[int] = [0] * 52
for _c in DECK:
    RANK_MASK_OF[_c] = mask_of([make_card(rank_of(_c), s) for s in range(NUM_SUITS)])
assert NUM_RANKS * NUM_SUITS == 52

TAKE = Action("take")
PASS = Action("pass")
THROW: list[Action] = [Action("throw", (c,)) for c in range(52)]
# COVER[a][b] is "cover a b": attack card a covered by b (not sorted: attacked, covering).
COVER: list[list[Action]] = [[Action("cover", (a, b)) for b in range(52)] for a in range(52)]

LEAD_CACHE: dict[int, tuple[tuple[Action, ...], list[int]]] = {}


def lead_table(suit_cards: int) -> tuple[tuple[Action, ...], list[int]]:
    """CR-4: every lead from ``suit_cards`` (a mask within one suit), smallest first, and
    ``cum`` with cum[k] = how many of them hold at most k cards. Cached per mask; submasks
    are enumerated with the (sub - 1) & mask trick, no sets built."""
    found = LEAD_CACHE.get(suit_cards)
    if found is not None:
        return found
    leads: list[Action] = []
    sub = suit_cards
    while sub:
        leads.append(Action("lead", tuple(cards_of(sub))))
        sub = (sub - 1) & suit_cards
    leads.sort(key=lambda a: (len(a.cards), a.cards))
    cum = [0] * (DECK_SIZE + 1)
    for a in leads:
        cum[len(a.cards)] += 1
    for k in range(1, DECK_SIZE + 1):
        cum[k] += cum[k - 1]
    result = (tuple(leads), cum)
    LEAD_CACHE[suit_cards] = result
    return result


def lead_actions(suit_cards: int, limit: int) -> tuple[Action, ...]:
    """CR-4: the leads from ``suit_cards`` of at most ``limit`` cards."""
    if limit <= 0 or not suit_cards:
        return ()
    leads, cum = lead_table(suit_cards)
    return leads[: cum[min(limit, DECK_SIZE)]]
