"""Ryadky's pool players, written from the rules pages (RY-1..RY-10), one human style each.

- random: plays a random legal card.
- low: always plays its lowest legal card (by rank, then suit).
- greedy: plays the card worth the most right now: a third of a rank for the bonus, a 7 or a Q
  on the next player's stack, or the card the next player seems least able to answer, counting
  only its own hand and the pile.
- hoarder: keeps its aces, high cards and 7s, Qs and Js and gives up its weakest card, except
  that it cashes a Q on a next player holding four or more stack cards.
- steady: a careful club player: counts every card seen (stacks, cards out, the pile) and reads
  the next player's hand size and public voids to play what they are least likely to answer,
  weighs bonus triples and 7s and Qs (harder on the leader), saves its Qs for a fat stack and
  does not leave a pair on top for the next player's triple.
"""

from __future__ import annotations

import random

from koloda.ai.pool.common import Observation, PoolGame, best, cards, chance_none, player_table
from koloda.rules import Action
from koloda.rules.cards import (
    RANK_7,
    RANK_A,
    RANK_J,
    RANK_Q,
    RANKS,
    SUITS,
    Card,
    full_deck,
    mask_of,
)

DESCRIPTIONS = {
    "random": "plays a random legal card",
    "low": "always plays its lowest legal card (by rank, then suit)",
    "greedy": "plays the card worth most right now: a bonus triple, a 7 or Q on the next "
    "player's stack, or the card the next player seems least able to answer (counting only "
    "its hand and the pile)",
    "hoarder": "keeps aces, high cards and 7s, Qs and Js and plays its weakest card, cashing a Q "
    "only on a next player with four or more stack cards",
    "steady": "counts every card seen and reads the next player's hand size and public voids "
    "to play what they are least likely to answer, weighs bonuses and penalties, saves its Qs "
    "for fat stacks and leaves no pair on top for the next player's triple",
}

# ANSWERS[c]: the cards that answer c (same rank or same suit, RY-3).
ANSWERS = tuple(
    mask_of(x for x in range(52) if x != c and (x >> 2 == c >> 2 or x & 3 == c & 3))
    for c in range(52)
)
RANK_CARDS = tuple(0xF << (4 * r) for r in range(13))
PENALTY = {RANK_7: 1, RANK_Q: 4}  # RY-6b
# What a hoarder loses by giving a card up: its rank, more for the special cards.
HOARD = {RANK_Q: 14, RANK_J: 10, RANK_7: 9, RANK_A: 3}


class Deal:
    """What one seat sees of the current pile and deal."""

    def __init__(self, obs: Observation) -> None:
        pub = obs["public"]
        self.seat: int = obs["seat"]
        self.players: int = obs["players"]
        self.hand = cards(obs["hand"])
        self.pile = cards(pub["pile"])
        self.hands: list[int] = pub["hands"]
        self.stacks: list[int] = pub["stacks"]
        self.stock: int = pub["stock"]
        deck = mask_of(full_deck(obs["options"]["deck_size"]))
        hand = mask_of(self.hand)
        gone = [n for st in obs["stack_cards"] for n in st] + list(obs["out_cards"])
        self.hidden = sum(1 for n in gone if n is None)  # face-down bonus cards (RY-6a)
        self.unseen = deck & ~hand & ~mask_of(self.pile) & ~mask_of(cards(gone))
        self.naive = deck & ~hand & ~mask_of(self.pile)  # unknown to one who counts nothing
        # RY-3: the next player clockwise who holds cards answers; None: the pile is built.
        self.next: int | None = None
        for i in range(1, self.players):
            q = (self.seat + i) % self.players
            if self.hands[q]:
                self.next = q
                break
        self.excluded = 0  # cards the next player publicly cannot hold (RY-4 voids)
        if self.next is not None:
            for v in obs["voids"][self.next]:
                if v["at_most"] == 0:
                    self.excluded |= _void_mask(v["ranks"], v["suits"])

    def top_rank(self, depth: int) -> int | None:
        """The rank of the pile's card ``depth`` from the top (1 = the top card)."""
        return self.pile[-depth] >> 2 if len(self.pile) >= depth else None

    def bonus(self, c: Card) -> int:
        """RY-6a: stock cards won by making three of a rank in a row."""
        r = c >> 2
        return min(2, self.stock) if self.top_rank(1) == r and self.top_rank(2) == r else 0

    def penalty(self, c: Card) -> int:
        """RY-6b: stack cards the next player loses to a 7 or a Q."""
        if self.next is None:
            return 0
        return min(self.stacks[self.next], PENALTY.get(c >> 2, 0))

    def destroys(self, c: Card) -> bool:
        """RY-6c: a J on a J destroys the pile."""
        return c >> 2 == RANK_J and self.top_rank(1) == RANK_J

    def pool(self, counting: bool) -> tuple[int, int]:
        """(cards the next player may hold as a mask, how many hand cards they stand for)."""
        if not counting:
            return self.naive, self.naive.bit_count()
        pool = self.unseen & ~self.excluded
        # Face-down bonus cards are unseen but in no hand: they thin the pool.
        return pool, max(0, pool.bit_count() - self.hidden)

    def stuck(self, c: Card, counting: bool) -> float:
        """Chance the next player holds no answer to ``c`` (RY-4: then the pile is ours)."""
        if self.next is None:
            return 1.0
        pool, size = self.pool(counting)
        total = pool.bit_count()
        answers = (pool & ANSWERS[c]).bit_count()
        scaled = round(answers * size / total) if total else 0
        return chance_none(size, scaled, self.hands[self.next])


def _void_mask(ranks: list[str], suits: list[str]) -> int:
    mask = 0
    for r in ranks:
        mask |= RANK_CARDS[RANKS.index(r)]
    for s in suits:
        mask |= mask_of(range(SUITS.index(s), 52, 4))
    return mask


def _low(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    return min(legal, key=lambda a: a.cards[0])


def _greedy(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    deal = Deal(obs)
    size = len(deal.pile) + 1

    def gain(a: Action) -> float:
        c = a.cards[0]
        now = deal.bonus(c) + deal.penalty(c)
        return now if deal.destroys(c) else now + size * deal.stuck(c, counting=False)

    return best(legal, gain, rng)


def _hoarder(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    deal = Deal(obs)
    queens = [a for a in legal if a.cards[0] >> 2 == RANK_Q and deal.penalty(a.cards[0]) >= 4]
    if queens:
        return queens[0]
    held = [c >> 2 for c in deal.hand]

    def worth(a: Action) -> float:
        r = a.cards[0] >> 2
        pair = 2 if held.count(r) > 1 else 0  # a pair in hand may become a bonus triple
        return r + HOARD.get(r, 0) + pair

    return best(legal, lambda a: -worth(a), rng)


def _steady(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    deal = Deal(obs)
    size = len(deal.pile) + 1
    q = deal.next
    others = [s for i, s in enumerate(deal.stacks) if i not in (deal.seat, q)]
    # Winner takes the deal (RY-9): a 7 or Q hurts most when it hits the leader.
    hit = 1.0 if q is not None and deal.stacks[q] >= max(others, default=0) else 0.5
    pool, pool_size = deal.pool(counting=True)

    def value(a: Action) -> float:
        c = a.cards[0]
        lost = deal.penalty(c)
        v = deal.bonus(c) + hit * lost
        r = c >> 2
        if r == RANK_Q and lost < 2 and deal.stock:
            v -= 1.2  # a Q is worth more on a fat stack later
        elif r == RANK_7 and lost < 1 and deal.stock:
            v -= 0.2
        if q is None or deal.destroys(c):
            return v
        stuck = deal.stuck(c, counting=True)
        v += stuck * size
        if deal.top_rank(1) == r and deal.top_rank(2) != r and deal.stock:
            # A pair on top invites the next player's bonus triple (RY-6a).
            same = (pool & RANK_CARDS[r]).bit_count()
            v -= min(2, deal.stock) * (1.0 - chance_none(pool_size, same, deal.hands[q]))
        return v

    return best(legal, value, rng)


# the game's pool, as its package declares it
POOL = PoolGame(
    player_table(low=_low, greedy=_greedy, hoarder=_hoarder, steady=_steady),
    DESCRIPTIONS,
)
