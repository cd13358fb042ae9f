"""Ditch Rummy hard level: whole-turn plans compared by flat Monte Carlo with common random numbers.

A turn's play step (DR-3, DR-4) over at most 3 cards has few distinct outcomes (which cards
are melded, played as singles, discarded or kept), so the hard level enumerates those plans
(and, with the stock nearly out, the DR-2 draw sizes) and plays each one out on the same
re-deals of the hidden cards, with the same rollout generators (common random numbers: the
luck of a sample falls equally on every plan, so it cancels in the comparison). Rollouts
play the rest of the hand with the normal planner for every seat and score each side's
points gained (DR-6, hand penalties included; the hand ends by DR-5). Plans clearly worse
than the best so far are dropped (successive elimination), and the normal plan is kept
unless another beats it by a significant paired margin (the statistics
are koloda.ai.flat's).

For the match, not the hand (issue 44): when the match may be decided within MATCH_HORIZON
hands (this one counted: the last hands of a fixed number, or the leading side within about
that many hands of the target), a rollout is valued by my side's chance to win the match
from the totals the hand leaves (koloda.ai.match: exact when the match is over, DR-7; else
the lead model measured from play for the table's sides, HANDS_MODELS or TARGET_MODELS) and
the analysis' unit is a chance. Further from the end a rollout is valued by the hand's points
as before (there the match chance is nearly a straight line of them, so the choice would be
the same).
"""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Any

from koloda.ai.flat import compare, record
from koloda.ai.match import ROUND_ONLY, LeadModel, match_chances, rounds_to_target
from koloda.ai.policy import GameAI, best, view_from_observation
from koloda.ai.search import GREEDY
from koloda.ai.trace import Arm, Trace
from koloda.games.ditch.ai_turn import TurnPlanner, view_situation
from koloda.games.ditch.io import determinize
from koloda.games.ditch.melds import hand_penalty
from koloda.games.ditch.rules import DitchState
from koloda.rules import Action

KEEP_PLANS = 4  # plans sampled besides normal's and hand-ending ones (best by static value)
DRAW_SEARCH_STOCK = 9  # with this many stock cards or fewer the draw size is searched
WIN_BONUS = 100.0  # a rollout that ends the match: points for winning it (DR-7)
MATCH_HORIZON = 3.0  # hands (this one counted) within which plans are valued for the match
# How a lead turns into a match win, measured from normal's self-play by
# ``python -m koloda.ai.match_fit --players N`` (docs/strength.md, "The match value") for each
# table (players, teams, DR-8): a fixed number of hands, and a match to the 500-point target
# (``pace``: a side's points in a hand; a side is a player or a team).
HANDS_MODELS = {
    (2, False): LeadModel(spread=49.4, pace=127.5),
    (3, False): LeadModel(spread=51.9, pace=85.2),
    (4, False): LeadModel(spread=50.8, pace=63.0),
    (4, True): LeadModel(spread=51.3, pace=124.1),
}
TARGET_MODELS = {
    (2, False): LeadModel(spread=58.9, pace=126.5),
    (3, False): LeadModel(spread=57.8, pace=84.4),
    (4, False): LeadModel(spread=57.2, pace=62.6),
    (4, True): LeadModel(spread=54.6, pace=123.6),
}
# A rollout that ends the match is worth Phi(margin / (SMOOTH_PER_TURN * sqrt(turns))), not
# 0 or 1: its ``turns`` were played by normal, not by the players who will play them, and a
# turn played otherwise moves the margin by about one card (a single played or a card kept:
# 2 points, DR-6), independently turn by turn. So a near miss carries signal for the paired
# test, while what a plan decides itself stays exact (a plan that ends the match has no
# rollout: exactly 0 or 1). Measured: docs/strength.md, "The match value".
SMOOTH_PER_TURN = 2.0


Plan = tuple[Action, ...]


def _turn_over(state: DitchState, seat: int, hand_no: int) -> bool:
    return state.over or state.hand_no != hand_no or state.seat != seat or state.draw_phase


def draw_matters(stock: int) -> bool:
    """Whether the draw size is worth a search: near the end of the stock, where it decides
    who draws the last card and so takes the hand's last turn (DR-5b)."""
    return stock <= DRAW_SEARCH_STOCK


def enumerate_plans(state: DitchState) -> list[Plan]:
    """Every distinct way to play the rest of this turn (DR-3 melds and singles in some order,
    then a DR-4 discard or pass), one action sequence per distinct outcome."""
    seat, hand_no = state.seat, state.hand_no
    plans: list[Plan] = []
    seen: set[tuple[object, ...]] = set()

    def walk(
        s: DitchState, done: Plan, melds: tuple[tuple[int, ...], ...], singles: tuple[int, ...]
    ) -> None:
        for action in s.legal_actions():
            kind = action.kind
            if kind == "single" and any(action.cards[0] == c for c in singles):
                continue
            child = s.clone()
            child.apply(action, check=False)
            plan = (*done, action)
            if kind in ("discard", "pass") or _turn_over(child, seat, hand_no):
                key = (melds, singles, action.cards if kind == "discard" else ("pass",))
                if key not in seen:
                    seen.add(key)
                    plans.append(plan)
                continue
            if kind == "meld":
                key2 = (tuple(sorted((*melds, action.cards))), singles)
                if ("mid", key2) in seen:
                    continue
                seen.add(("mid", key2))
                walk(child, plan, key2[0], singles)
            else:  # a single: which meld it fits does not change the score (DR-3c)
                key2 = (melds, tuple(sorted((*singles, action.cards[0]))))
                if ("mid", key2) in seen:
                    continue
                seen.add(("mid", key2))
                walk(child, plan, melds, key2[1])

    walk(state.clone(), (), (), ())
    return plans


def normal_plan(state: DitchState, ai: GameAI) -> Plan:
    """The rest of the turn as the normal level would play it (its own observations)."""
    seat, hand_no = state.seat, state.hand_no
    s = state.clone()
    done: list[Action] = []
    while not _turn_over(s, seat, hand_no) and len(done) < 10:
        view = view_from_observation(s.observation(seat))
        action = best(view.legal, ai.scores(view))
        done.append(action)
        s.apply(action, check=False)
        if action.kind in ("discard", "pass"):
            break
    return tuple(done)


def _outcome(state: DitchState, plan: Plan) -> tuple[object, ...]:
    """What a plan leaves behind (hand, melds, singles' cards, discards, this hand's scores)."""
    s = state.clone()
    for a in plan:
        s.apply(a, check=False)
    return (
        tuple(s.hands),
        tuple(sorted(c for _, c in s.melds)),
        tuple(sorted(c for _, c, _ in s.singles)),
        tuple(sorted(s.discard)),
        tuple(s.scores),
    )


def _shortlist(
    state: DitchState,
    plans: list[Plan],
    normal_i: int,
    obs: dict[str, Any],
    seat: int,
    include: tuple[Action, ...] = (),
) -> tuple[list[Plan], int]:
    """The plans worth sampling: normal's, any that ends the hand (DR-5a), the best few by
    the normal planner's static value (points now plus the worth of the cards kept), and for
    each action of ``include`` the best plan that starts with it."""
    planner = TurnPlanner(view_situation(view_from_observation(obs)))
    score0 = state.scores[seat]
    rated: list[tuple[float, int]] = []
    must: set[int] = {normal_i}
    for i, plan in enumerate(plans):
        s = state.clone()
        for a in plan:
            s.apply(a, check=False)
        if s.hand_no != state.hand_no or s.over:
            must.add(i)
        kept = s.hands[seat] if s.hand_no == state.hand_no else ()
        gained = s.scores[seat] - score0
        rated.append((gained + planner.kept_value(kept, gained, False), i))
    rated.sort(key=lambda x: -x[0])
    for _, i in rated[:KEEP_PLANS]:
        must.add(i)
    for action in include:
        first = next((i for _, i in rated if plans[i][0] == action), None)
        if first is not None:
            must.add(first)
    keep = sorted(must)
    return [plans[i] for i in keep], keep.index(normal_i)


def _redeal(template: DitchState, seat: int, rng: random.Random) -> DitchState:
    """A copy of ``template`` with the cards ``seat`` cannot see (other hands, the stock) dealt
    anew: only counts are kept, as in the observation."""
    s = template.clone()
    pool: list[int] = list(s.stock)
    for p in range(s.players):
        if p != seat:
            pool.extend(s.hands[p])
    rng.shuffle(pool)
    at = 0
    for p in range(s.players):
        if p != seat:
            k = len(s.hands[p])
            s.hands[p] = tuple(sorted(pool[at : at + k]))
            at += k
    s.stock = pool[at:]
    return s


def standing(s: DitchState) -> list[int]:
    """Each seat's total, with the current hand's scores and held-card penalties (DR-6) if the
    hand is still going."""
    if s.over:
        return list(s.totals)
    return [s.totals[p] + s.scores[p] + hand_penalty(s.hands[p]) for p in range(s.players)]


def _value(s: DitchState, base: list[int], seat: int) -> float:
    """My side's points gained since the root minus the best other side's (DR-7, DR-8)."""
    now = standing(s)
    gain = [now[p] - base[p] for p in range(len(now))]
    values, sides = s.side_totals(gain)
    mine = next(i for i, side in enumerate(sides) if seat in side)
    diff = float(values[mine] - max(v for j, v in enumerate(values) if j != mine))
    if s.over:
        # The match ended (DR-7): winning it is what counts, points only break ties.
        won = {p % 2 for p in s.winners} if s.teams else set(s.winners)
        share = 1.0 / len(won) if seat in s.winners else 0.0
        diff += WIN_BONUS * share
    return diff


def hands_left(s: DitchState, totals: list[int]) -> float:
    """The hands the match still plays, the one in play counted (DR-7): exact with a fixed
    number, else estimated from the leading side's distance to the target (``totals``: each
    side's, DR-8)."""
    if s.hands_limit is not None:
        return float(s.hands_limit - s.hand_no)
    return rounds_to_target(totals, s.target, lead_model(s))


def lead_model(s: DitchState) -> LeadModel:
    """The lead model of ``s``'s match: its format (a fixed number of hands, or a target) and
    its table (2 to 4 players, teams only with 4: DR-8), as measured."""
    models = HANDS_MODELS if s.hands_limit is not None else TARGET_MODELS
    return models[s.players, bool(s.teams)]


def match_at_stake(s: DitchState) -> bool:
    """Whether hard values this hand's plans by the match's chance (see the module docstring)."""
    if ROUND_ONLY.get():
        return False
    values, _ = s.side_totals(standing(s))
    return hands_left(s, values) <= MATCH_HORIZON


def match_value(s: DitchState, seat: int, turns: int = 0) -> float:
    """My side's chance to win the match in ``s`` (after a rollout of ``turns`` turns): once it
    is over, exact after no rollout (DR-7, equal highest totals share) and smoothed by the
    rollout's length after one (``SMOOTH_PER_TURN``); else the lead model over the hands
    still to play."""
    values, sides = s.side_totals(standing(s))
    mine = next(i for i, side in enumerate(sides) if seat in side)
    if s.over:
        if turns <= 0:
            won = {p % 2 for p in s.winners} if s.teams else set(s.winners)
            return 1.0 / len(won) if seat in s.winners else 0.0
        smooth = LeadModel(spread=SMOOTH_PER_TURN * math.sqrt(turns))
        return match_chances(values, 1.0, smooth)[mine]
    return match_chances(values, hands_left(s, values), lead_model(s))[mine]


def _rollout(s: DitchState, ai: GameAI, hand_no: int) -> int:
    """Play the rest of the hand with the normal planner for every seat; the turns played."""
    steps = turns = 0
    mover = -1
    while not s.over and s.hand_no == hand_no and steps < 2000:
        if s.seat != mover:
            mover = s.seat
            turns += 1
        s.apply(ai.playout_action(s, GREEDY), check=False)
        steps += 1
    return turns


def plan_search(
    obs: dict[str, Any],
    ai: GameAI,
    rng: random.Random,
    *,
    budget_ms: float | None,
    iterations: int | None,
    cancel: threading.Event | None = None,
    trace: Trace | None = None,
) -> tuple[Action, int, dict[str, int]] | None:
    """The first action of the best plan, the rollouts spent and the samples per plan; None when
    this is not a play step (the caller then searches as usual). ``trace`` receives every
    sampled plan's values."""
    start = time.perf_counter()
    deadline = math.inf if iterations is not None else start + (budget_ms or 0.0) / 1000.0
    limit = iterations if iterations is not None else 1 << 62
    public = obs.get("public", {})
    seat = int(obs["seat"])
    template = determinize(obs, rng)
    extra = trace.include if trace is not None else ()
    if public.get("phase") == "draw":
        if not draw_matters(int(public.get("stock", 0))):
            return None  # early DR-2 draws are left to DitchAI.settled
        # DR-2/DR-5b: each draw size is a plan; normal's (the most) is the default.
        plans: list[Plan] = [(a,) for a in template.legal_actions()]
        normal_i = len(plans) - 1
    else:
        plans = enumerate_plans(template)
        default = normal_plan(template, ai)
        if not plans or not default:
            return None
        target = _outcome(template, default)
        normal_i = next((i for i, p in enumerate(plans) if _outcome(template, p) == target), -1)
        if normal_i < 0:
            plans.append(default)
            normal_i = len(plans) - 1
        plans, normal_i = _shortlist(template, plans, normal_i, obs, seat, extra)
    if len(plans) == 1:
        if trace is not None:
            trace.arms, trace.chosen, trace.paired = [Arm(plans[0][0], plans[0], 0, 0.0)], 0, True
        return plans[0][0], 0, {str(plans[0][0]): 0}
    base = standing(template)
    hand_no = template.hand_no
    for_match = match_at_stake(template)
    if trace is not None and for_match:
        trace.unit = "chance"

    def sample(alive: list[int]) -> list[float]:
        deal = _redeal(template, seat, random.Random(rng.getrandbits(64)))
        out = []
        for i in alive:
            s = deal.clone()
            for a in plans[i]:
                s.apply(a, check=False)
            turns = _rollout(s, ai, hand_no)
            out.append(match_value(s, seat, turns) if for_match else _value(s, base, seat))
        return out

    kept = frozenset(i for i, plan in enumerate(plans) if plan[0] in extra)
    chosen, spent, values = compare(
        len(plans), sample, normal_i, limit=limit, deadline=deadline, cancel=cancel, kept=kept
    )
    if trace is not None:
        record(trace, plans, values, chosen)
    visits: dict[str, int] = {}
    for i, plan in enumerate(plans):
        key = str(plan[0])
        visits[key] = visits.get(key, 0) + len(values[i])
    return plans[chosen][0], spent, visits
