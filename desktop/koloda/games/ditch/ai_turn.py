"""Ditch Rummy's turn planner, the normal level's judgement of a play step (DR-3, DR-4, DR-5a).

Every order of melds, singles and a final discard or pass over my (at most 3) cards is tried,
and the plan with the best value is followed. A plan's value is the points it scores (DR-6:
a 2-card run is already worth 25, so a 2-card run plus a single beats a 3-card run), plus:

* Keep or dump: a card kept takes the slot of a fresh card drawn next turn (DR-2), so cards
  are dumped unless one is better than a fresh card: not an ace (-10 if caught, DR-6), with at
  least as many unseen neighbours (the ranks just above and below, for a run) as an average
  unseen card has, while the stock is not nearly empty. At most one card is kept; holding
  three blocks the next draw. (Measured against a player who dumps every card it cannot
  meld: keeping the best card wins 55% of one-hand matches, keeping two 49%.)
* A run that ends the hand (J-Q-K, Q-K-A; DR-5a): worth ``ending`` when it leaves my side
  ahead of the best other side in this hand's points (their held cards counted at -2.6 each),
  and costs as much when it leaves me behind; ``ending`` is large when the hand decides the
  match (the last of a fixed number of hands, or a side near the target, DR-7). In the last
  of a fixed number of hands "ahead" means ahead in the match (totals and this hand: issue
  44), since that is what its end decides.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import NamedTuple

from koloda.ai.match import ROUND_ONLY
from koloda.ai.policy import View
from koloda.games.ditch.melds import HAND_LIMIT, meld_info, single_points
from koloda.rules import Action
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, parse_card

BLOCKED = 6.0  # ending a turn with 3 cards: no draw next turn, and N such turns end the hand
KEEP = 1.0  # the one card worth keeping (see the module docstring)
DUMP = 1.0  # what keeping any other card costs against dumping it
KEEP_MIN_STOCK = 4  # below this many stock cards the hand may end any turn: keep nothing
HELD_GUESS = 2.6  # an unseen held card's expected penalty (DR-6: 2, an ace 10)
ENDING_DECISIVE = 100.0  # ending the hand decides the match
ENDING_EDGE = 15.0  # ending it while ahead otherwise
NEAR_TARGET = 40  # a side this close to the target may win the match with this hand


def meld_kind(cards: tuple[int, ...]) -> tuple[int, tuple[int, ...], bool] | None:
    """DR-3a/b, from the engine: (points, single-fit ranks, ends the hand) of sorted cards
    forming a meld, or None."""
    info = meld_info(cards)
    if info is None:
        return None
    return info.points, info.fit_ranks, info.ends_hand


class Situation(NamedTuple):
    """What a plan is judged against: the fitting ranks on the table (DR-3c), unseen cards per
    rank, the stock count, my side's lead in this hand (held cards counted), what ending the
    hand is worth, and whether this turn already melded a hand-ending run."""

    fits: frozenset[int]
    live: tuple[int, ...]
    stock: int
    margin: float
    ending: float
    ended: bool


class TurnPlanner:
    """Best rest-of-turn plan over my hand in a Situation."""

    def __init__(self, s: Situation) -> None:
        self.s = s
        self.fits = set(s.fits)
        live = s.live
        near = [sum(live[x] for x in (r - 1, r + 1) if 0 <= x < 13) for r in range(13)]
        unseen = sum(live)
        self.near = near
        self.average = sum(live[r] * near[r] for r in range(13)) / max(1, unseen)

    def keepable(self, card: int) -> bool:
        """A card better than a fresh one (see the module docstring)."""
        r = card >> 2
        return r != RANK_A and self.s.stock >= KEEP_MIN_STOCK and self.near[r] >= self.average

    def kept_value(self, kept: tuple[int, ...], gained: float, ended: bool) -> float:
        """The value of ending the turn holding ``kept`` after scoring ``gained`` this turn."""
        if ended:  # the hand ends with this turn: held cards count against me (DR-6)
            held = sum(single_points(c) for c in kept)
            return self.ending_term(gained - held) - held
        best = max((self.near[c >> 2] for c in kept if self.keepable(c)), default=-1)
        v = 0.0
        used = False
        for c in kept:
            if not used and self.keepable(c) and self.near[c >> 2] == best:
                v += KEEP
                used = True
            else:
                v -= DUMP
        if self.s.stock < KEEP_MIN_STOCK:
            v -= sum(single_points(c) for c in kept)
        return v - BLOCKED if len(kept) >= HAND_LIMIT else v

    def ending_term(self, gained: float) -> float:
        lead = self.s.margin + gained
        return self.s.ending if lead > 0 else -self.s.ending if lead < 0 else 0.0

    def value(
        self, hand: tuple[int, ...], fits: frozenset[int], gained: float, ended: bool
    ) -> float:
        """Best value reachable from here: points from now on plus the leaf's value."""
        best_v = max(self.kept_value(kept, gained, ended) for kept in _subsets(hand))
        for k in (2, 3):
            for combo in combinations(hand, k):
                kind = meld_kind(combo)
                if kind is not None:
                    pts, fit, ends = kind
                    rest = tuple(c for c in hand if c not in combo)
                    v = pts + self.value(rest, fits | set(fit), gained + pts, ended or ends)
                    best_v = max(best_v, v)
        for c in hand:
            if c >> 2 in fits:
                rest = tuple(x for x in hand if x != c)
                pts = single_points(c)
                best_v = max(best_v, pts + self.value(rest, fits, gained + pts, ended))
        return best_v

    def action_value(self, action: Action, hand: tuple[int, ...]) -> float:
        """The best plan's value if this turn goes on with ``action``."""
        kind = action.kind
        fits = self.s.fits
        ended = self.s.ended
        if kind == "meld":
            found = meld_kind(action.cards)
            if found is None:
                return -100.0
            pts, fit, ends = found
            rest = tuple(c for c in hand if c not in action.cards)
            return pts + self.value(rest, fits | set(fit), pts, ended or ends)
        if kind == "single":
            c = action.cards[0]
            rest = tuple(x for x in hand if x != c)
            pts = single_points(c)
            return pts + self.value(rest, fits, pts, ended)
        if kind == "discard":
            rest = tuple(x for x in hand if x not in action.cards)
            return self.kept_value(rest, 0.0, ended) + 0.01 * len(action.cards)
        if kind == "pass":
            return self.kept_value(hand, 0.0, ended)
        return 0.0


def _subsets(hand: tuple[int, ...]) -> list[tuple[int, ...]]:
    """Every set of cards the turn could end holding (the rest discarded, DR-4)."""
    return [combo for k in range(len(hand) + 1) for combo in combinations(hand, k)]


def table_fits(melds: list[tuple[int, ...]]) -> frozenset[int]:
    """The ranks a single may have to fit some meld on the table (DR-3c)."""
    fits: set[int] = set()
    for cards in melds:
        kind = meld_kind(cards)
        if kind is not None:
            fits.update(kind[1])
    return frozenset(fits)


def hand_margin(scores: list[int], held: list[int], seat: int, teams: bool) -> float:
    """My side's points in this hand minus the best other side's, every other seat's held cards
    counted at HELD_GUESS each (my own held cards are the plan's business)."""
    now = [float(x) - (HELD_GUESS * held[p] if p != seat else 0.0) for p, x in enumerate(scores)]
    if teams:
        sides = [(0, 2), (1, 3)]
        mine = next(s for s in sides if seat in s)
        other = next(s for s in sides if seat not in s)
        return sum(now[p] for p in mine) - sum(now[p] for p in other)
    return now[seat] - max(v for p, v in enumerate(now) if p != seat)


def total_lead(totals: list[int], seat: int, teams: bool) -> float:
    """My side's total over the finished hands minus the best other side's (DR-7, DR-8)."""
    return hand_margin(totals, [0] * len(totals), seat, teams)


def last_hand(options: dict[str, object], hand_no: int) -> bool:
    """The hand being played is the last of a fixed number (DR-7, option ``hands``): its end
    decides the match by the totals, so the normal level weighs ending it by the match's
    lead (totals and this hand together), not by the hand's alone."""
    hands = options.get("hands")
    return isinstance(hands, int) and hand_no + 1 >= hands and not ROUND_ONLY.get()


def ending_worth(
    totals: list[int], scores: list[int], options: dict[str, object], hand_no: int
) -> float:
    """What ending the hand while ahead is worth: decisive in the last hand of a fixed number,
    or with some side near the target (DR-7); a modest edge otherwise."""
    hands = options.get("hands")
    if isinstance(hands, int):
        return ENDING_DECISIVE if hand_no + 1 >= hands else ENDING_EDGE
    target = options.get("target", 500)
    near = isinstance(target, int) and any(
        t + s >= target - NEAR_TARGET for t, s in zip(totals, scores, strict=True)
    )
    return ENDING_DECISIVE if near else ENDING_EDGE


def view_situation(view: View) -> Situation:
    """The normal level's Situation for a play step, from what the seat sees."""
    pub = view.public
    obs = view.obs
    melds = [tuple(sorted(parse_card(x) for x in m["cards"])) for m in pub["melds"]]
    seen = list(view.hand)
    for cards in melds:
        seen.extend(cards)
    seen.extend(parse_card(x["card"]) for x in pub["singles"])
    seen.extend(parse_card(x) for x in obs.get("discard_pile", []))
    live = [4] * 13
    for c in seen:
        live[c >> 2] -= 1
    options = obs.get("options", {})
    scores = [int(x) for x in pub["scores"]]
    margin = hand_margin(scores, list(pub["hands"]), view.seat, bool(options.get("teams")))
    totals = [int(x) for x in pub["totals"]]
    if last_hand(options, int(pub["hand_no"])):
        margin += total_lead(totals, view.seat, bool(options.get("teams")))
    return Situation(
        fits=table_fits(melds),
        live=tuple(live),
        stock=int(pub["stock"]),
        margin=margin,
        ending=ending_worth(totals, scores, options, int(pub["hand_no"])),
        ended=bool(obs.get("turn", {}).get("top_run")),
    )


_PLANS: dict[tuple[object, ...], tuple[str, tuple[int, ...]]] = {}
# Rank masks of the runs that end the hand (DR-5a): J-Q-K and Q-K-A.
_TOP_RUNS = tuple(
    sum(1 << r for r in run) for run in ((RANK_J, RANK_Q, RANK_K), (RANK_Q, RANK_K, RANK_A))
)


def planned(
    hand: tuple[int, ...], fitmask: int, stock: int, ended: bool, stakes: Callable[[], Situation]
) -> tuple[str, tuple[int, ...]]:
    """The TurnPlanner's best (kind, cards) for the rollouts of the hard level, where the unseen
    cards are taken as uniform (every card not in the hand), cached.

    A plan depends only on the hand's ranks and the fitting ranks among them (melds, singles
    and keeping never look at suits), so the cache is keyed by those and by the stock stage,
    and stores positions in the hand: the same plan serves every hand of that shape. The lead
    and what ending is worth only matter when the hand may end this turn (DR-5a), so only then
    is ``stakes()`` (the whole Situation, dearer to build) asked for and put in the key."""
    ranks = tuple(c >> 2 for c in hand)
    rmask = 0
    for r in ranks:
        rmask |= 1 << r
    fitmask &= rmask
    at_stake = ended or any(rmask & m == m for m in _TOP_RUNS)
    s = stakes() if at_stake else None
    margin = max(-40, min(40, round(s.margin))) if s is not None else 0
    ending = s.ending if s is not None else 0.0
    key = (ranks, fitmask, stock >= KEEP_MIN_STOCK, margin, ending, ended)
    found = _PLANS.get(key)
    if found is None:
        live = [4] * 13
        for r in ranks:
            live[r] -= 1
        fits = frozenset(r for r in range(13) if fitmask >> r & 1)
        situation = Situation(fits, tuple(live), stock, float(margin), ending, ended)
        found = _plan_positions(hand, situation)
        if len(_PLANS) > 200_000:
            _PLANS.clear()
        _PLANS[key] = found
    kind, at = found
    return kind, tuple(hand[i] for i in at)


def _plan_positions(hand: tuple[int, ...], s: Situation) -> tuple[str, tuple[int, ...]]:
    """The best action's kind and the positions of its cards in ``hand``."""
    planner = TurnPlanner(s)
    options = [Action("pass")]
    for k in range(1, len(hand) + 1):
        for combo in combinations(hand, k):
            options.append(Action("discard", combo))
            if k >= 2 and meld_kind(combo) is not None:
                options.append(Action("meld", combo))
    options += [Action("single", (c,)) for c in hand if c >> 2 in s.fits]
    top = max(options, key=lambda a: planner.action_value(a, hand))
    return top.kind, tuple(hand.index(c) for c in top.cards)
