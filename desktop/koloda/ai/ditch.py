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
draws a random number of cards and rarely discards.
Hard decides the play step over whole-turn plans (koloda.ai.ditch_plan: flat Monte Carlo with
common random numbers, normal's plan kept unless another is significantly better) and draws to
3 like normal. The common tree search (koloda.ai.search, used if the plan search declines)
has playouts with the same planner (cached per hand, table fits
and stock stage, with the unseen cards taken as uniform, so it is cheap) and stop at the end
of the current hand, scored by the points each side gained since the search's root (totals,
hand scores, less the cards still held) as a logistic of the lead over the best other side:
the match standing itself would flatten the differences.
"""

from __future__ import annotations

import math
import random
import threading
from itertools import combinations
from typing import Any

from koloda.ai.policy import GameAI, View, easy_choice
from koloda.rules import Action, GameState
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, parse_card

HAND_LIMIT = 3  # DR-2
HAND_SCALE = 25.0  # points of lead over a playout that make a reward of about 0.73
BLOCKED = 6.0  # ending a turn with 3 cards: no draw next turn, and N such turns end the hand
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
        value = (1.5 if gap else 0.0) + 12.0 * (chance - 0.15) * (1.0 - self.risk)
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
        values = sorted((self.keep_value(c, hand) for c in hand), reverse=True)
        kept = [v for v in values if v > 0]
        if len(kept) == HAND_LIMIT:  # keeping 3 blocks the next draw (DR-2): ditch the worst
            kept.pop()
        return sum(kept)

    def kept_value(self, kept: tuple[int, ...], hand: tuple[int, ...]) -> float:
        """The value of ending the turn holding ``kept``."""
        v = sum(self.keep_value(c, hand) for c in kept)
        return v - BLOCKED if len(kept) >= HAND_LIMIT else v

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
            return self.kept_value(rest, hand) - 0.01 * len(action.cards)
        if kind == "pass":
            return self.kept_value(hand, hand) + 0.001
        return 0.0


def _table_fits(melds: list[tuple[int, ...]]) -> set[int]:
    fits: set[int] = set()
    for cards in melds:
        kind = meld_kind(cards)
        if kind is not None:
            fits.update(kind[1])
    return fits


_PLANS: dict[tuple[tuple[int, ...], int, int, int, bool], tuple[str, tuple[int, ...]]] = {}


def planned(
    hand: tuple[int, ...], fitmask: int, stock: int, players: int, lead: bool
) -> tuple[str, tuple[int, ...]]:
    """The TurnPlanner's best (kind, cards) for a hand, cached by stock stage.

    A plan depends only on the hand's ranks (melds, singles, keep values and the unseen rank
    counts never look at suits) and on the fitting ranks among them, so the cache is keyed by
    those and stores positions in the hand: the same plan serves every hand of that shape."""
    stage = min(stock // (2 * players), 4)
    ranks = tuple(c >> 2 for c in hand)
    rmask = 0
    for r in ranks:
        rmask |= 1 << r
    fitmask &= rmask
    key = (ranks, fitmask, stage, players, lead)
    found = _PLANS.get(key)
    if found is None:
        found = _plan_positions(hand, fitmask, stage * 2 * players, players, lead)
        if len(_PLANS) > 200_000:
            _PLANS.clear()
        _PLANS[key] = found
    kind, at = found
    return kind, tuple(hand[i] for i in at)


def _plan_positions(
    hand: tuple[int, ...], fitmask: int, stock: int, players: int, lead: bool
) -> tuple[str, tuple[int, ...]]:
    """The best action's kind and the positions of its cards in ``hand``."""
    fits = {r for r in range(13) if fitmask >> r & 1}
    unseen = [c for c in range(52) if c not in hand]
    planner = TurnPlanner(fits, unseen, stock, players, lead)
    options = [Action("pass")]
    for k in range(1, len(hand) + 1):
        for combo in combinations(hand, k):
            options.append(Action("discard", combo))
            if k >= 2 and meld_kind(combo) is not None:
                options.append(Action("meld", combo))
    options += [Action("single", (c,)) for c in hand if c >> 2 in fits]
    frozen = frozenset(fits)
    top = max(options, key=lambda a: planner.action_value(a, hand, frozen))
    return top.kind, tuple(hand.index(c) for c in top.cards)


def _standing(state: GameState) -> list[int]:
    """Totals plus this hand's scores less what the cards in hand would cost (DR-6)."""
    st: Any = state
    hands: list[tuple[int, ...]] = st.hands
    return [
        st.totals[s] + st.scores[s] - sum(single_value(c) for c in hands[s])
        for s in range(len(hands))
    ]


def view_planner(view: View) -> TurnPlanner:
    """The normal level's TurnPlanner for a play step, from what the seat sees."""
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
    return TurnPlanner(_table_fits(melds), unseen, int(pub["stock"]), view.players, lead)


class DitchAI(GameAI):
    """Heuristics and search hooks for Ditch Rummy."""

    playout_greed = 0.9
    tree_within_turn = False  # a turn's follow-ups (after the first action) follow the planner
    prior_margin = 4.0  # the planner is strong; the search must be clearly better to overrule

    def scores(self, view: View) -> list[float]:
        legal = view.legal
        if legal[0].kind == "draw":
            return [float(a.n or 0) for a in legal]  # draw to 3
        planner = view_planner(view)
        hand = tuple(view.hand)
        fits = frozenset(planner.fits)
        return [planner.action_value(a, hand, fits) for a in legal]

    def settled(self, view: View) -> Action | None:
        """Hard draws to 3 like normal: searches at a few hundred iterations favour smaller
        draws by noise, and drawing 1 or 2 lost every one of 200 arena matches to drawing 3."""
        return view.legal[-1] if view.legal[0].kind == "draw" else None

    def own_search(
        self,
        obs: dict[str, Any],
        state_class: type[GameState],
        rng: random.Random,
        budget_ms: float | None,
        iterations: int | None,
        cancel: threading.Event | None,
        prior: Action | None = None,
    ) -> tuple[Action, int, dict[str, int]] | None:
        """The play step is decided over whole-turn plans (koloda.ai.ditch_plan)."""
        from koloda.ai.ditch_plan import plan_search

        return plan_search(
            obs, state_class, self, rng, budget_ms=budget_ms, iterations=iterations, cancel=cancel
        )

    def routine(self, state: GameState) -> bool:
        """Draws inside the search are always to 3 (see settled)."""
        return bool(state.draw_phase)  # type: ignore[attr-defined]

    def easy_action(self, view: View, rng: random.Random) -> Action:
        """Greedy immediate points, a random draw size, rare discards."""
        legal = view.legal
        if legal[0].kind == "draw":
            return legal[rng.randrange(len(legal))]
        return easy_choice(legal, [greedy_score(a) for a in legal], rng, 0.2, 0.3)

    def playout_action(self, state: GameState, rng: random.Random) -> Action:
        """The normal planner inside a sampled deal, fast: draw to 3, then the planner's choice
        for (hand, fitting ranks, stock stage, leading?), cached, with unseen cards taken as
        uniform."""
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if rng.random() >= self.playout_greed:
            return legal[rng.randrange(len(legal))]
        if legal[0].kind == "draw":
            return legal[-1]
        st: Any = state
        seat = st.seat
        hand: tuple[int, ...] = st.hands[seat]
        fits: list[tuple[int, ...]] = st.fits
        fitmask = 0
        for c in hand:  # only the hand's own ranks matter to the plan (see planned)
            if fits[c >> 2]:
                fitmask |= 1 << (c >> 2)
        scores: list[int] = st.scores
        lead = scores[seat] > max(x for i, x in enumerate(scores) if i != seat)
        kind, cards = planned(hand, fitmask, len(st.stock), st.players, lead)
        if kind == "single":
            for a in legal:
                if a.kind == "single" and a.cards == cards:
                    return a
        action = Action(kind, cards)
        return action if action in legal else legal[-1]

    def horizon(self, state: GameState) -> int | None:
        return int(state.hand_no)  # type: ignore[attr-defined]

    def baseline(self, state: GameState) -> list[float]:
        return [float(x) for x in _standing(state)]

    def evaluate(self, state: GameState, base: list[float]) -> list[float]:
        """The points each side gained since the search's root, against the best other side:
        a logistic over HAND_SCALE points (the match standing would flatten it)."""
        if state.is_terminal():
            return state.returns()
        now = _standing(state)
        gain = [now[s] - base[s] for s in range(len(now))]
        st: Any = state
        values, sides = st.side_totals([round(g) for g in gain])
        out = [0.5] * len(now)
        for i, side in enumerate(sides):
            lead = values[i] - max(v for j, v in enumerate(values) if j != i)
            r = 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -lead / HAND_SCALE))))
            for seat in side:
                out[seat] = r
        return out
