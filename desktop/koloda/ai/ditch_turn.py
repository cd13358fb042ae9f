"""Ditch Rummy's turn planner, the normal level's whole judgement of a play step (DR-3, DR-4).

Every order of melds, singles and a final discard or pass over my (at most 3) cards is tried,
and the plan with the best value is followed. A plan's value is the points it scores (DR-6),
plus the hand-ending bonus of J-Q-K / Q-K-A when I lead this hand (DR-5a), plus for each card
kept its chance to make a run or set later minus its penalty (DR-6) weighted by how soon the
stock runs out. ``planned`` caches the planner's choice for the hard level's rollouts.
"""

from __future__ import annotations

from itertools import combinations

from koloda.ai.policy import View
from koloda.rules import Action
from koloda.rules.cards import parse_card
from koloda.rules.ditch_melds import HAND_LIMIT, meld_info, single_points

BLOCKED = 6.0  # ending a turn with 3 cards: no draw next turn, and N such turns end the hand
ENDING_BONUS = 15.0  # melding a hand-ending run (DR-5a) while leading the hand


def meld_kind(cards: tuple[int, ...]) -> tuple[int, tuple[int, ...], bool] | None:
    """DR-3a/b, from the engine: (points, single-fit ranks, ends the hand) of sorted cards
    forming a meld, or None."""
    info = meld_info(cards)
    if info is None:
        return None
    return info.points, info.fit_ranks, info.ends_hand


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
        return value - single_points(card) * self.risk - 1.0

    def value(self, hand: tuple[int, ...], fits: frozenset[int]) -> float:
        """Best value reachable from here (points + ending value of what is kept)."""
        best_v = self._end_value(hand, fits)
        for k in (2, 3):
            for combo in combinations(hand, k):
                kind = meld_kind(combo)
                if kind is None:
                    continue
                pts, fit, ends = kind
                rest = tuple(c for c in hand if c not in combo)
                v = pts + self.value(rest, fits | set(fit))
                if self.lead and ends:
                    v += ENDING_BONUS
                best_v = max(best_v, v)
        for c in hand:
            if c >> 2 in fits:
                rest = tuple(x for x in hand if x != c)
                best_v = max(best_v, single_points(c) + self.value(rest, fits))
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
            pts, fit, ends = found
            rest = tuple(c for c in hand if c not in action.cards)
            v = pts + self.value(rest, fits | set(fit))
            if self.lead and ends:
                v += ENDING_BONUS
            return v
        if kind == "single":
            c = action.cards[0]
            rest = tuple(x for x in hand if x != c)
            return single_points(c) + self.value(rest, fits)
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
