"""Ditch Rummy against a slow, plain re-reading of DR-1..DR-8 written only for this test.

The reference keeps card names and recomputes everything from scratch each time, so it shares
no tables or caches with koloda.games.ditch.rules; both must agree on every legal action, every
public field and every result in random matches.
"""

from __future__ import annotations

import random
from itertools import combinations, pairwise
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.rules import new_game
from koloda.rules.cards import card_names, shuffled_deck

RANKS = "23456789TJQKA"


def rank(card: str) -> int:
    return RANKS.index(card[0])


def is_set(cards: tuple[str, ...]) -> bool:
    return len({rank(c) for c in cards}) == 1


def is_run(cards: tuple[str, ...]) -> bool:
    ranks = sorted(rank(c) for c in cards)
    return all(b == a + 1 for a, b in pairwise(ranks))


class Reference:
    """DR-1..DR-8 as plainly as possible."""

    def __init__(self, players: int, seed: int, dealer: int, options: dict[str, Any]) -> None:
        self.n, self.seed, self.dealer = players, seed, dealer
        self.target, self.hands_limit = options["target"], options["hands"]
        self.teams = options["teams"]
        self.totals = [0] * players
        self.hand_no = 0
        self.result: dict[str, Any] | None = None
        self.new_hand()

    def order(self, cards: list[str]) -> list[str]:
        return sorted(cards, key=lambda c: (rank(c), "CDHS".index(c[1])))

    def new_hand(self) -> None:
        self.stock = card_names(shuffled_deck(52, self.seed, self.hand_no))  # DR-1
        self.hands: list[list[str]] = [[] for _ in range(self.n)]
        self.discard: list[str] = []
        self.melds: list[tuple[int, tuple[str, ...]]] = []
        self.singles: list[tuple[int, str, int]] = []
        self.scores = [0] * self.n
        self.quiet = 0
        self.begin((self.dealer + 1) % self.n)

    def begin(self, seat: int) -> None:
        self.seat, self.acted, self.ended_by_run = seat, False, False
        self.phase = "draw" if len(self.hands[seat]) < 3 else "play"  # DR-2

    def legal(self) -> set[str]:
        if self.result is not None:
            return set()
        hand = self.order(self.hands[self.seat])
        if self.phase == "draw":
            return {f"draw {k}" for k in range(1, min(3 - len(hand), len(self.stock)) + 1)}
        out = {"pass"}
        for k in range(1, len(hand) + 1):
            for combo in combinations(hand, k):
                out.add("discard " + " ".join(combo))
                if k >= 2 and (is_set(combo) or is_run(combo)):
                    out.add("meld " + " ".join(combo))
        for card in hand:
            for i, (_, meld) in enumerate(self.melds):
                ranks = [rank(c) for c in meld]
                if (is_set(meld) and rank(card) == ranks[0]) or (
                    not is_set(meld) and rank(card) in (min(ranks) - 1, max(ranks) + 1)
                ):
                    out.add(f"single {card} {i}")
        return out

    def apply(self, action: str) -> None:
        words = action.split()
        p = self.seat
        if words[0] == "draw":
            k = int(words[1])
            self.hands[p] += self.stock[:k]
            del self.stock[:k]
            self.phase, self.acted = "play", True
            return
        if words[0] == "meld":
            cards = tuple(words[1:])
            for c in cards:
                self.hands[p].remove(c)
            self.melds.append((p, cards))
            self.scores[p] += 5 if is_set(cards) else 25
            if [rank(c) for c in cards] in ([9, 10, 11], [10, 11, 12]):
                self.ended_by_run = True
            self.acted = True
            return
        if words[0] == "single":
            self.hands[p].remove(words[1])
            self.singles.append((p, words[1], int(words[2])))
            self.scores[p] += 10 if words[1][0] == "A" else 2
            self.acted = True
            return
        if words[0] == "discard":
            for c in words[1:]:
                self.hands[p].remove(c)
                self.discard.append(c)
            self.acted = True
        self.quiet = 0 if self.acted else self.quiet + 1
        if self.ended_by_run or not self.stock or self.quiet == self.n:  # DR-5
            self.end_hand()
        else:
            self.begin((p + 1) % self.n)

    def end_hand(self) -> None:
        for s in range(self.n):
            penalty = sum(10 if c[0] == "A" else 2 for c in self.hands[s])
            self.totals[s] += self.scores[s] - penalty  # DR-6
        sides = [[0, 2], [1, 3]] if self.teams else [[s] for s in range(self.n)]
        values = [sum(self.totals[s] for s in side) for side in sides]
        best = max(values)
        top = [side for side, v in zip(sides, values, strict=True) if v == best]
        winners = sorted(s for side in top for s in side)
        if self.hands_limit is not None:
            done = self.hand_no + 1 == self.hands_limit
        else:
            done = best >= self.target and len(top) == 1  # DR-7
        if done:
            self.result = {"totals": list(self.totals), "winners": winners}
            return
        self.hand_no += 1
        self.dealer = (self.dealer + 1) % self.n
        self.new_hand()

    def public(self) -> dict[str, Any]:
        return {
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "phase": self.phase,
            "hands": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "melds": [{"owner": o, "cards": self.order(list(c))} for o, c in self.melds],
            "singles": [{"owner": o, "card": c, "meld": i} for o, c, i in self.singles],
            "scores": list(self.scores),
            "totals": list(self.totals),
        }


def pick(legal: list[str], rng: random.Random) -> str:
    """Favour melds and singles (big tables) and passes (stalemates, DR-5c)."""
    roll = rng.random()
    plays = [a for a in legal if a.startswith(("meld", "single"))]
    if plays and roll < 0.4:
        return rng.choice(plays)
    if "pass" in legal and roll > 0.7:
        return "pass"
    return rng.choice(legal)


@settings(max_examples=40, deadline=None)
@given(
    st.integers(0, 2**31),
    st.integers(2, 4),
    st.integers(0, 3),
    st.booleans(),
    st.integers(1, 120),
    st.sampled_from([None, None, 1, 3]),
)
def test_the_engine_agrees_with_a_plain_reading_of_the_rules(
    seed: int, players: int, dealer: int, teams: bool, target: int, hands: int | None
) -> None:
    dealer %= players
    options = {"target": target, "hands": hands, "teams": teams and players == 4}
    s = new_game("ditch", players=players, seed=seed, dealer=dealer, options=options)
    ref = Reference(players, seed, dealer, options)
    rng = random.Random(seed)
    while not s.is_terminal():
        legal = s.legal_strings()
        assert set(legal) == ref.legal()
        assert s.public() == ref.public()
        action = pick(legal, rng)
        s.apply_text(action)
        ref.apply(action)
    assert ref.result is not None and s.result() == ref.result
    assert s.public() == ref.public()
