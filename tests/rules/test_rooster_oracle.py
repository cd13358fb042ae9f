"""Chuvash Rooster against a second, deliberately plain reading of CR-1..CR-12.

The oracle below works on card names and lists, straight from the rule text; the engine must
agree with it on every legal action and every public field, step by step, in random games.
"""

from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.rules import new_game
from koloda.rules.cards import card_names, shuffled_deck

RANKS = "6789TJQKA"
SUITS = "CDHS"  # CR-1: S > H > D > C


def key(card: str) -> tuple[int, int]:
    return RANKS.index(card[0]), SUITS.index(card[1])


def beats(x: str, y: str) -> bool:
    """CR-1 as worded."""
    (rx, sx), (ry, sy) = key(x), key(y)
    return (sx == sy and rx > ry) or (sx > sy and rx >= ry)


class Oracle:
    """One game, played the slow and obvious way."""

    def __init__(self, players: int, deck: list[str], dealer: int, loser: int | None) -> None:
        self.n = players
        self.hands: list[list[str]] = [[] for _ in range(players)]
        stock = list(deck)
        for _ in range(6):  # CR-2, C-6
            for i in range(players):
                self.hands[(dealer + 1 + i) % players].append(stock.pop(0))
        self.stock = stock  # top first
        self.discard: list[str] = []
        self.table: list[list[Any]] = []
        self.finished: list[int] = []
        self.over = False
        self.loser: int | None = None
        if loser is not None:  # CR-3
            first = (loser - 1) % players
        else:
            lowest = min((c for h in self.hands for c in h), key=key)
            first = next(p for p in range(players) if lowest in self.hands[p])
        self.begin(first)

    def active(self, p: int) -> bool:
        return p not in self.finished

    def after(self, p: int) -> int:
        q = (p + 1) % self.n
        while not self.active(q):
            q = (q + 1) % self.n
        return q

    def begin(self, attacker: int) -> None:
        self.attacker = attacker
        self.defender = self.after(attacker)
        self.order = [attacker]
        p = self.after(attacker)
        while p != attacker:
            if p != self.defender:
                self.order.append(p)
            p = self.after(p)
        self.mode = "lead"
        self.taking = False
        self.table = []
        self.prio = 0

    def uncovered(self) -> list[str]:
        return [a for a, c in self.table if c is None]

    def throwable(self, p: int) -> list[str]:
        if len(self.uncovered()) + 1 > len(self.hands[self.defender]):  # CR-7 limit
            return []
        ranks = {c[0] for pair in self.table for c in pair if c}
        return [c for c in self.hands[p] if c[0] in ranks]

    def to_move(self) -> int | None:
        if self.over:
            return None
        if self.mode == "lead":
            return self.attacker
        if self.mode == "defend":
            return self.defender
        return self.order[self.prio]

    def legal(self) -> set[str]:
        if self.over:
            return set()
        if self.mode == "lead":
            out = set()
            limit = len(self.hands[self.defender])
            for suit in SUITS:
                cards = sorted((c for c in self.hands[self.attacker] if c[1] == suit), key=key)
                for k in range(1, min(limit, len(cards)) + 1):
                    out |= {"lead " + " ".join(combo) for combo in combinations(cards, k)}
            return out
        if self.mode == "defend":
            hand = self.hands[self.defender]
            out = {f"cover {a} {b}" for a in self.uncovered() for b in hand if beats(b, a)}
            return out | {"take"}
        return {f"throw {c}" for c in self.throwable(self.order[self.prio])} | {"pass"}

    def play(self, action: str) -> None:
        word, *cards = action.split()
        seat = self.to_move()
        assert seat is not None
        for c in cards[1:] if word == "cover" else cards:
            self.hands[seat].remove(c)
        if word == "lead":
            self.table = [[c, None] for c in cards]
            self.mode = "defend"
        elif word == "cover":
            next(pair for pair in self.table if pair[0] == cards[0])[1] = cards[1]
            if not self.uncovered():
                self.round_from(0)
        elif word == "take":
            if all(c is None for _, c in self.table):
                self.end_bout(beaten=False)  # CR-6
            else:
                self.taking = True
                self.round_from(0)
        elif word == "throw":
            self.table.append([cards[0], None])
            if self.taking:
                self.round_from(self.prio)
            else:
                self.mode = "defend"
        else:
            self.round_from(self.prio + 1)

    def round_from(self, i: int) -> None:
        for j in range(i, len(self.order)):
            if self.throwable(self.order[j]):
                self.mode, self.prio = "throw", j
                return
        self.end_bout(beaten=not self.taking)

    def end_bout(self, beaten: bool) -> None:
        cards = [c for pair in self.table for c in pair if c]
        if beaten:
            self.discard += cards
            nxt = self.defender
        else:
            self.hands[self.defender] += cards
            nxt = (self.defender + 1) % self.n
        self.table = []
        refill = [(self.attacker + k) % self.n for k in range(self.n)]
        refill = [p for p in refill if self.active(p)]
        for p in refill:
            while len(self.hands[p]) < 6 and self.stock:
                self.hands[p].append(self.stock.pop(0))
        if not self.stock:
            self.finished += [p for p in refill if not self.hands[p]]
        left = [p for p in range(self.n) if self.active(p)]
        if len(left) <= 1:
            self.over = True
            self.loser = left[0] if left else None
            self.taking = False
            return
        while not self.active(nxt):
            nxt = (nxt + 1) % self.n
        self.begin(nxt)

    def public(self) -> dict[str, Any]:
        return {
            "hands": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "table": self.table,
            "attacker": None if self.over else self.attacker,
            "defender": None if self.over else self.defender,
            "taking": self.taking,
            "finished": self.finished,
        }


def compare(seed: int, players: int, dealer: int, loser: int | None, choices: int) -> None:
    options = {"previous_loser": loser}
    engine = new_game("rooster", players=players, seed=seed, dealer=dealer, options=options)
    oracle = Oracle(players, card_names(shuffled_deck(36, seed, 0)), dealer, loser)
    rng = random.Random(choices)
    steps = 0
    while not engine.is_terminal():
        assert engine.public() == oracle.public()
        assert engine.to_move == oracle.to_move()
        legal = engine.legal_strings()
        assert len(legal) == len(set(legal)) and set(legal) == oracle.legal()
        mover = oracle.to_move()
        assert mover is not None
        assert sorted(card_names(engine.hand(mover))) == sorted(oracle.hands[mover])
        action = legal[rng.randrange(len(legal))]
        engine.apply_text(action)
        oracle.play(action)
        steps += 1
        assert steps < 5000, "the game did not end"
    assert engine.public() == oracle.public()
    assert engine.to_move is None and oracle.to_move() is None
    assert engine.legal_strings() == [] and oracle.legal() == set()
    assert engine.result() == {"loser": oracle.loser}


@settings(max_examples=150, deadline=None)
@given(
    st.integers(0, 2**31),
    st.integers(2, 6),
    st.integers(0, 5),
    st.booleans(),
    st.integers(0, 2**31),
)
def test_engine_agrees_with_a_plain_reading_of_the_rules(
    seed: int, players: int, dealer: int, use_loser: bool, choices: int
) -> None:
    loser = (seed % players) if use_loser else None
    compare(seed, players, dealer % players, loser, choices)


def test_engine_agrees_with_the_plain_reading_on_many_fixed_games() -> None:
    for k in range(120):
        compare(k, 2 + k % 5, k % 3 % (2 + k % 5), None if k % 4 else k % 2, k)
