"""Ditch Rummy AI. Normal strategy (DR-2..DR-6):

* Draw (DR-2): always to 3 cards: every card drawn is one the others do not get.
* Play (DR-3, DR-4, DR-5a): the turn planner (koloda.games.ditch.ai_turn) tries every order of
  melds, singles and a final discard or pass and follows the best: points first (a 2-card
  run is already 25), dump what cannot score except at most one card better than a fresh one
  (no ace, many unseen neighbours), and meld a hand-ending J-Q-K / Q-K-A only when it leaves
  my side ahead in the hand (decisive in the last hand of a match or near the target).
  (Measured against a player who dumps every card it cannot meld, one-hand matches: 54.9%,
  1,000 matches; the planner it replaces, which kept cards for later, won 47.3%.)
Easy is greedy: the biggest immediate score (run > ace single > set > single), never plans,
draws a random number of cards and rarely discards.
Hard decides the play step over whole-turn plans (koloda.games.ditch.ai_plan: flat Monte Carlo with
common random numbers, normal's plan kept unless another is significantly better); it draws
to 3 like normal until the stock runs low, then weighs each draw size the same way (DR-5b:
who takes the last card takes the hand's last turn). The common tree search
(koloda.ai.search, used if the plan search declines) has playouts with the same planner
(cached per hand, table fits and stock stage, with the unseen cards taken as uniform, so it
is cheap) and stop at the end of the current hand, scored by the points each side gained
since the search's root (totals, hand scores, less the cards still held) as a logistic of
the lead over the best other side: the match standing itself would flatten the differences.
"""

from __future__ import annotations

import math
import random
import threading
from typing import Any

from koloda.ai.policy import GameAI, View, easy_choice, narrow
from koloda.ai.trace import Trace
from koloda.games.ditch.ai_plan import draw_matters, plan_search, standing
from koloda.games.ditch.ai_turn import (
    Situation,
    TurnPlanner,
    ending_worth,
    hand_margin,
    last_hand,
    planned,
    total_lead,
    view_situation,
)
from koloda.games.ditch.melds import single_points
from koloda.games.ditch.rules import DitchState
from koloda.rules import Action, GameState

HAND_SCALE = 25.0  # points of lead over a playout that make a reward of about 0.73


def greedy_score(action: Action) -> float:
    """Immediate points of an action (the easy player's and the playouts' whole judgement)."""
    kind = action.kind
    if kind == "meld":
        cards = action.cards
        return 25.0 if cards[0] >> 2 != cards[-1] >> 2 else 5.0
    if kind == "single":
        return float(single_points(action.cards[0]))
    if kind == "draw":
        return float(action.n or 0)
    if kind == "discard":
        return -1.0 - len(action.cards)
    return 0.0


def situation(st: DitchState) -> Situation:
    """The TurnPlanner's Situation for the seat to move in a sampled deal (the fits and unseen
    ranks are filled in by ``planned``)."""
    seat = st.seat
    held = [len(h) for h in st.hands]
    options: dict[str, object] = {"hands": st.hands_limit, "target": st.target}
    margin = hand_margin(st.scores, held, seat, st.teams)
    if last_hand(options, st.hand_no):
        margin += total_lead(st.totals, seat, st.teams)
    return Situation(
        fits=frozenset(),
        live=(),
        stock=len(st.stock),
        margin=margin,
        ending=ending_worth(st.totals, st.scores, options, st.hand_no),
        ended=st.top_run,
    )


class DitchAI(GameAI):
    """Heuristics and search hooks for Ditch Rummy."""

    playout_greed = 0.9
    tree_within_turn = False  # a turn's follow-ups (after the first action) follow the planner
    prior_margin = 4.0  # the planner is strong; the search must be clearly better to overrule
    value_unit = "points"  # ai_plan: my side's points gained minus the best other side's

    def scores(self, view: View) -> list[float]:
        legal = view.legal
        if legal[0].kind == "draw":
            return [float(a.n or 0) for a in legal]  # draw to 3
        planner = TurnPlanner(view_situation(view))
        hand = tuple(view.hand)
        return [planner.action_value(a, hand) for a in legal]

    def settled(
        self, view: View, deadline: float = math.inf, nodes: int | None = None
    ) -> Action | None:
        """Hard draws to 3 like normal until the stock runs low (then plan_search weighs the
        draw sizes): early on every card drawn is one the others do not get, and searches at
        a few hundred iterations favour smaller draws by noise."""
        legal = view.legal
        if legal[0].kind == "draw" and not draw_matters(int(view.public["stock"])):
            return legal[-1]
        return None

    def own_search(
        self,
        obs: dict[str, Any],
        state_class: type[GameState],
        rng: random.Random,
        budget_ms: float | None,
        iterations: int | None,
        cancel: threading.Event | None,
        prior: Action | None = None,
        trace: Trace | None = None,
    ) -> tuple[Action, int, dict[str, int]] | None:
        """The play step is decided over whole-turn plans (koloda.games.ditch.ai_plan)."""
        return plan_search(
            obs,
            self,
            rng,
            budget_ms=budget_ms,
            iterations=iterations,
            cancel=cancel,
            trace=trace,
        )

    def routine(self, state: GameState) -> bool:
        """Draws inside the search are always to 3 (see settled)."""
        return narrow(state, DitchState).draw_phase

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
        st = narrow(state, DitchState)
        seat = st.seat
        hand = st.hands[seat]
        fits = st.fits
        fitmask = 0
        for c in hand:  # only the hand's own ranks matter to the plan (see planned)
            if fits[c >> 2]:
                fitmask |= 1 << (c >> 2)
        kind, cards = planned(hand, fitmask, len(st.stock), st.top_run, lambda: situation(st))
        if kind == "single":
            for a in legal:
                if a.kind == "single" and a.cards == cards:
                    return a
        action = Action(kind, cards)
        return action if action in legal else legal[-1]

    def horizon(self, state: GameState) -> int | None:
        return narrow(state, DitchState).hand_no

    def baseline(self, state: GameState) -> list[float]:
        return [float(x) for x in standing(narrow(state, DitchState))]

    def evaluate(self, state: GameState, base: list[float]) -> list[float]:
        """The points each side gained since the search's root, against the best other side:
        a logistic over HAND_SCALE points (the match standing would flatten it)."""
        if state.is_terminal():
            return state.returns()
        now = standing(narrow(state, DitchState))
        gain = [now[s] - base[s] for s in range(len(now))]
        st = narrow(state, DitchState)
        values, sides = st.side_totals([round(g) for g in gain])
        out = [0.5] * len(now)
        for i, side in enumerate(sides):
            lead = values[i] - max(v for j, v in enumerate(values) if j != i)
            r = 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -lead / HAND_SCALE))))
            for seat in side:
                out[seat] = r
        return out


AI = DitchAI()  # the game's AI, as its package declares it
