"""Chuvash Rooster AI. Normal strategy (CR-1..CR-12); a card's strength is the share of the
deck it beats (CR-1), so 6C is worth 0 and AS 1:

* Lead (CR-4): shed weak cards, several of one suit at once (a low same-suit run empties the
  hand fastest); keep aces and high spades for defence; once the stock is empty every card
  shed counts more.
* Defend (CR-5, CR-6): plan a cover of every uncovered card, the most constrained attack card
  first, each with the cheapest card that beats it. Cover when the plan exists and does not
  burn two precious cards (aces, high spades) while the stock still refills; otherwise take at
  once, so that nobody may throw in (CR-6).
* Throw in (CR-7): throw weak cards (more readily onto a taking defender, or with the stock
  empty); pass with precious ones.
Easy plays the same with slips among the better half of its moves. Hard searches; a playout
runs the same rules on the sampled deal and is cut after a few dozen actions, scored by the
engine's returns() (seats out score 1, the rest by their share of the cards still held).
"""

from __future__ import annotations

import random

from koloda.ai.policy import GameAI, View
from koloda.rules import Action, GameState
from koloda.rules.cards import full_deck, parse_card, rank_of, suit_of

PRECIOUS = 0.8  # strength from which a card is kept for defence (aces, high spades)
PLAYOUT_DEPTH = 40  # actions a hard playout plays before it is scored


def _beats(x: int, y: int) -> bool:
    """CR-1 (kept here so the AI does not depend on the engine's private tables)."""
    rx, sx, ry, sy = rank_of(x), suit_of(x), rank_of(y), suit_of(y)
    return (sx == sy and rx > ry) or (sx > sy and rx >= ry)


_DECK = full_deck(36)
STRENGTH = [0.0] * 52
BEATERS: list[list[int]] = [[] for _ in range(52)]
for _x in _DECK:
    STRENGTH[_x] = sum(_beats(_x, _y) for _y in _DECK) / (len(_DECK) - 1)
    BEATERS[_x] = [_y for _y in _DECK if _beats(_y, _x)]


def cover_plan(hand: list[int], attacks: list[int]) -> list[tuple[int, int]] | None:
    """Cheapest covers for every attack card, most constrained first, or None if it fails."""
    free = set(hand)
    options = sorted(attacks, key=lambda a: sum(1 for b in BEATERS[a] if b in free))
    plan = []
    for a in options:
        choices = [b for b in BEATERS[a] if b in free]
        if not choices:
            return None
        b = min(choices, key=STRENGTH.__getitem__)
        free.discard(b)
        plan.append((a, b))
    return plan


def rooster_scores(
    legal: list[Action],
    hand: list[int],
    uncovered: list[int],
    stock: int,
    taking: bool,
) -> list[float]:
    """Score every legal action by the module docstring's rules."""
    out = [0.0] * len(legal)
    empty = stock == 0
    plan: list[tuple[int, int]] | None = None
    planned = False
    for i, a in enumerate(legal):
        kind = a.kind
        if kind == "lead":
            s = 0.0
            for c in a.cards:
                s += 0.55 - STRENGTH[c] + (0.4 if empty else 0.0)
            out[i] = s + 0.25 * (len(a.cards) - 1)
        elif kind == "throw":
            c = a.cards[0]
            s = 0.6 - STRENGTH[c] + (0.5 if taking else 0.0) + (0.5 if empty else 0.0)
            out[i] = s if STRENGTH[c] < PRECIOUS or (taking and empty) else -1.0
        elif kind == "pass":
            out[i] = 0.0
        else:  # cover or take: judged against the whole cover plan
            if not planned:
                plan = cover_plan(hand, uncovered)
                planned = True
                if plan is not None and not empty:
                    precious = sum(1 for _, b in plan if STRENGTH[b] >= PRECIOUS)
                    if precious >= 2:
                        plan = None
            if kind == "take":
                out[i] = 1.0 if plan is None else -5.0
            else:
                att, cov = a.cards
                if plan is not None and plan[0] == (att, cov):
                    out[i] = 10.0
                else:
                    out[i] = 0.5 - STRENGTH[cov]
    return out


class RoosterAI(GameAI):
    """Heuristics and search hooks for Chuvash Rooster."""

    easy_slip = 0.5
    easy_width = 0.5
    playout_greed = 0.8

    def scores(self, view: View) -> list[float]:
        pub = view.public
        uncovered = [parse_card(a) for a, c in pub["table"] if c is None]
        return rooster_scores(
            view.legal, view.hand, uncovered, int(pub["stock"]), bool(pub["taking"])
        )

    def playout_action(self, state: GameState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() >= self.playout_greed:
            return legal[rng.randrange(len(legal))]
        seat = state.to_move
        assert seat is not None
        attacks: list[int] = state.attacks  # type: ignore[attr-defined]
        covers: list[int] = state.covers  # type: ignore[attr-defined]
        uncovered = [a for a, c in zip(attacks, covers, strict=True) if c < 0]
        hand = state.hand(seat) if legal[-1].kind == "take" else []
        scores = rooster_scores(
            legal,
            hand,
            uncovered,
            len(state.stock),  # type: ignore[attr-defined]
            bool(state.taking),  # type: ignore[attr-defined]
        )
        top = max(range(len(legal)), key=scores.__getitem__)
        return legal[top]

    playout_depth = PLAYOUT_DEPTH
