"""Ditch Rummy AI. Normal strategy (DR-2..DR-6):

* Draw (DR-2): always to 3 cards; more cards, more combinations.
* Play (DR-3, DR-4): plan the whole rest of the turn over my (at most 3) cards: every order of
  melds, singles and a final discard or pass is tried, and the plan with the best value is
  followed. A plan's value is the points it scores (blind run 25: two adjacent ranks already
  make one, so a 2-card run plus a single beats a 3-card run; set 5; single 2, ace 10), plus
  the hand-ending bonus of J-Q-K / Q-K-A when I lead this hand (DR-5a), plus for each card kept
  its chance to make a run or set later (unseen cards of a neighbouring or equal rank) minus
  its penalty (DR-6: -2, an ace -10) weighted by how soon the stock runs out. So cards that
  cannot combine are ditched before the stock runs out.
Easy is greedy: the biggest immediate score (run > ace single > set > single), never plans,
draws a random number of cards and rarely discards. Hard searches; playouts use the easy
greedy rules (cheap) and stop at the end of the current hand, scored by the engine's returns()
(a logistic of each side's lead in totals after the hand).
"""

from __future__ import annotations

import random
from itertools import combinations

from koloda.ai.policy import GameAI, View, best, easy_choice
from koloda.rules import Action, GameState
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, parse_card

_ENDING_RUNS = ((RANK_J, RANK_Q, RANK_K), (RANK_Q, RANK_K, RANK_A))


def meld_kind(cards: tuple[int, ...]) -> tuple[int, tuple[int, ...]] | None:
    """DR-3a/b: (points, single-fit ranks) of sorted cards forming a meld, or None."""
    if not 2 <= len(cards) <= 3:
        return None
    ranks = [c >> 2 for c in cards]
    if all(r == ranks[0] for r in ranks):
        return 5, (ranks[0],)
    if all(ranks[i + 1] == ranks[i] + 1 for i in range(len(ranks) - 1)):
        fit = tuple(r for r in (ranks[0] - 1, ranks[-1] + 1) if 0 <= r <= RANK_A)
        return 25, fit
    return None


def single_value(card: int) -> int:
    """DR-6: a single scores 2, an ace 10; the same counts against a card left in hand."""
    return 10 if card >> 2 == RANK_A else 2


def greedy_score(action: Action) -> float:
    """Immediate points of an action (the easy player's and the playouts' whole judgement)."""
    kind = action.kind
    if kind == "meld":
        cards = action.cards
        return 25.0 if cards[0] >> 2 != cards[-1] >> 2 else 5.0
    if kind == "single":
        return float(single_value(action.cards[0]))
    if kind == "draw":
        return float(action.n or 0)
    if kind == "discard":
        return -1.0 - len(action.cards)
    return 0.0


class TurnPlanner:
    """Best rest-of-turn plan over my hand, given the fit ranks on the table."""

    def __init__(self, fits: set[int], unseen: list[int], stock: int, players: int, lead: bool):
        self.fits = fits
        self.stock = stock
        self.lead = lead
        turns_left = stock / max(1, 2 * players)  # cards drawn per turn, roughly
        self.risk = 1.0 if turns_left < 1 else min(1.0, 1.5 / turns_left)
        self.rank_count = [0] * 13
        for c in unseen:
            self.rank_count[c >> 2] += 1
        self.unseen = max(1, len(unseen))

    def keep_value(self, card: int, hand: tuple[int, ...]) -> float:
        """What a card left in hand is worth against the fresh card its slot would draw: a
        card waiting on a gap (7 and 9 want an 8) or on many live neighbours is worth keeping;
        the rest are ditched, more readily as the stock runs out (DR-6 penalty)."""
        r = card >> 2
        near = sum(self.rank_count[x] for x in (r - 1, r + 1) if 0 <= x < 13)
        chance = near / self.unseen
        gap = any(abs((x >> 2) - r) == 2 for x in hand if x != card)
        value = (4.0 if gap else 0.0) + 12.0 * (chance - 0.15) * (1.0 - self.risk)
        return value - single_value(card) * self.risk - 1.0

    def value(self, hand: tuple[int, ...], fits: frozenset[int]) -> float:
        """Best value reachable from here (points + ending value of what is kept)."""
        best_v = self._end_value(hand, fits)
        for k in (2, 3):
            for combo in combinations(hand, k):
                kind = meld_kind(combo)
                if kind is None:
                    continue
                pts, fit = kind
                rest = tuple(c for c in hand if c not in combo)
                v = pts + self.value(rest, fits | set(fit))
                if self.lead and tuple(c >> 2 for c in combo) in _ENDING_RUNS:
                    v += 15.0
                best_v = max(best_v, v)
        for c in hand:
            if c >> 2 in fits:
                rest = tuple(x for x in hand if x != c)
                best_v = max(best_v, single_value(c) + self.value(rest, fits))
        return best_v

    def _end_value(self, hand: tuple[int, ...], fits: frozenset[int]) -> float:
        """Discard the cards not worth keeping, keep the rest."""
        return sum(max(0.0, self.keep_value(c, hand)) for c in hand)

    def action_value(self, action: Action, hand: tuple[int, ...], fits: frozenset[int]) -> float:
        kind = action.kind
        if kind == "meld":
            found = meld_kind(action.cards)
            if found is None:
                return -100.0
            pts, fit = found
            rest = tuple(c for c in hand if c not in action.cards)
            v = pts + self.value(rest, fits | set(fit))
            if self.lead and tuple(c >> 2 for c in action.cards) in _ENDING_RUNS:
                v += 15.0
            return v
        if kind == "single":
            c = action.cards[0]
            rest = tuple(x for x in hand if x != c)
            return single_value(c) + self.value(rest, fits)
        if kind == "discard":
            rest = tuple(x for x in hand if x not in action.cards)
            kept = sum(self.keep_value(c, hand) for c in rest)
            return kept - 0.01 * len(action.cards)
        if kind == "pass":
            return sum(self.keep_value(c, hand) for c in hand) + 0.001
        return 0.0


def _table_fits(melds: list[tuple[int, ...]]) -> set[int]:
    fits: set[int] = set()
    for cards in melds:
        kind = meld_kind(cards)
        if kind is not None:
            fits.update(kind[1])
    return fits


class DitchAI(GameAI):
    """Heuristics and search hooks for Ditch Rummy."""

    playout_greed = 0.9

    def scores(self, view: View) -> list[float]:
        legal = view.legal
        if legal[0].kind == "draw":
            return [float(a.n or 0) for a in legal]  # draw to 3
        pub = view.public
        melds = [tuple(sorted(parse_card(x) for x in m["cards"])) for m in pub["melds"]]
        seen = set(view.hand)
        for cards in melds:
            seen.update(cards)
        seen.update(parse_card(x["card"]) for x in pub["singles"])
        seen.update(parse_card(x) for x in view.obs.get("discard_pile", []))
        unseen = [c for c in range(52) if c not in seen]
        scores = [int(x) for x in pub["scores"]]
        mine = scores[view.seat]
        lead = mine > max(s for i, s in enumerate(scores) if i != view.seat)
        planner = TurnPlanner(_table_fits(melds), unseen, int(pub["stock"]), view.players, lead)
        hand = tuple(view.hand)
        fits = frozenset(planner.fits)
        return [planner.action_value(a, hand, fits) for a in legal]

    def easy_action(self, view: View, rng: random.Random) -> Action:
        """Greedy immediate points, a random draw size, rare discards."""
        legal = view.legal
        if legal[0].kind == "draw":
            return legal[rng.randrange(len(legal))]
        return easy_choice(legal, [greedy_score(a) for a in legal], rng, 0.2, 0.3)

    def playout_action(self, state: GameState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() >= self.playout_greed:
            return legal[rng.randrange(len(legal))]
        return best(legal, [greedy_score(a) for a in legal])

    def horizon(self, state: GameState) -> int | None:
        return int(state.hand_no)  # type: ignore[attr-defined]
