"""The engine against a slow, literal reading of RY-1..RY-10 written separately for this test."""

from __future__ import annotations

import random
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.rules import new_game
from koloda.rules.cards import card_name, shuffled_deck


def rank(c: int) -> int:
    return c // 4


def suit(c: int) -> int:
    return c % 4


class Reference:
    """docs/rules.md read line by line: plain lists, top of the stock at index 0."""

    def __init__(self, players: int, seed: int, dealer: int, size: int, deals: int) -> None:
        self.n, self.seed, self.first, self.size, self.deals = players, seed, dealer, size, deals
        self.totals = [0] * players
        self.over = False
        self.begin(0)

    def begin(self, k: int) -> None:
        self.k = k
        self.dealer = (self.first + k) % self.n  # RY-10
        deck = shuffled_deck(self.size, self.seed, k)
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        for _ in range(6):  # RY-1, C-6
            for i in range(1, self.n + 1):
                self.hands[(self.dealer + i) % self.n].append(deck.pop(0))
        self.stock = deck
        self.pile: list[int] = []
        self.stacks: list[list[int]] = [[] for _ in range(self.n)]
        self.out = 0
        self.turn = self.dealer  # RY-2

    def legal(self) -> list[int]:
        hand = self.hands[self.turn]
        if not self.pile:
            return sorted(hand)
        last = self.pile[-1]
        return sorted(c for c in hand if rank(c) == rank(last) or suit(c) == suit(last))

    def play(self, c: int) -> None:
        p = self.turn
        self.hands[p].remove(c)
        self.pile.append(c)
        q = next((s for s in [(p + i) % self.n for i in range(1, self.n)] if self.hands[s]), None)
        if len(self.pile) >= 3 and rank(self.pile[-2]) == rank(c) == rank(self.pile[-3]):
            self.stacks[p] += self.stock[:2]  # RY-6a
            self.stock = self.stock[2:]
        if q is not None and rank(c) in (5, 10):  # RY-6b: a 7 or a Q
            lose = min(1 if rank(c) == 5 else 4, len(self.stacks[q]))
            for _ in range(lose):
                self.stacks[q].pop()
                self.out += 1
        jack_on_jack = rank(c) == 9 and len(self.pile) >= 2 and rank(self.pile[-2]) == 9
        if jack_on_jack or q is None:  # RY-6c destroyed, RY-5 built: out of play
            self.out += len(self.pile)
        else:
            last = c
            if any(rank(x) == rank(last) or suit(x) == suit(last) for x in self.hands[q]):
                self.turn = q
                return
            self.stacks[p] += self.pile  # RY-4
        self.pile = []
        for i in range(self.n):  # RY-7, C-7
            seat = (p + i) % self.n
            need = max(0, 6 - len(self.hands[seat]))
            self.hands[seat] += self.stock[:need]
            self.stock = self.stock[need:]
        if not self.stock and sum(1 for h in self.hands if h) <= 1:  # RY-8
            counts = [len(s) for s in self.stacks]
            if max(counts) > 0:  # RY-9
                for s in range(self.n):
                    if counts[s] == max(counts):
                        self.totals[s] += counts[s]
            if self.k + 1 < self.deals:
                self.begin(self.k + 1)
            else:
                self.over = True
            return
        self.turn = next(s for s in [(p + i) % self.n for i in range(self.n)] if self.hands[s])

    def public(self) -> dict[str, Any]:
        return {
            "deal": self.k,
            "dealer": self.dealer,
            "hands": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "pile": [card_name(c) for c in self.pile],
            "stacks": [len(s) for s in self.stacks],
            "totals": self.totals,
            "out": self.out,
        }


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 2**30),
    st.integers(2, 6),
    st.integers(0, 5),
    st.sampled_from([36, 52]),
    st.integers(1, 7),
)
def test_engine_agrees_with_a_literal_reading_of_the_rules(
    seed: int, players: int, dealer: int, size: int, deals: int
) -> None:
    dealer %= players
    opts = {"deck_size": size, "deals": deals}
    s = new_game("ryadky", players=players, seed=seed, dealer=dealer, options=opts)
    ref = Reference(players, seed, dealer, size, deals)
    rng = random.Random(seed)
    while not ref.over:
        assert s.public() == ref.public()
        assert s.to_move == ref.turn
        legal = ref.legal()
        assert [a.cards[0] for a in sorted(s.legal_actions())] == legal
        c = legal[rng.randrange(len(legal))]
        s.apply_text(f"play {card_name(c)}")
        ref.play(c)
    assert s.is_terminal()
    best = max(ref.totals)
    assert s.result() == {
        "totals": ref.totals,
        "winners": [p for p in range(players) if ref.totals[p] == best],
    }
    assert s.public() == ref.public()
