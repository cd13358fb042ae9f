"""Hard's search from one seat's observation with every candidate's value: the numbers behind a
hint that says why, and a round's review (``analyse``, ``judge``).

The hard level decides through ``hard_decision`` here, so the analysis' best candidate is, by
construction, the action hard plays for the same observation, seed and bound. Nothing is
searched twice: the values are the statistics the search already keeps (``Trace``), the flat
Monte Carlo's value of every candidate on every sampled deal (Ryadky, Ditch Rummy) or the
tree's visits and mean reward of each root action (Chuvash Rooster). Like the decision, the
analysis sees only the observation: with ``iterations`` it depends on nothing but the
observation and the seed.

Values (``Analysis.unit``):

* ``chance``: an estimate in [0, 1] for the seat to move: Ryadky, its chance to win the game
  (RY-9, RY-10; from its lead over the best other seat at the end of the deal or after 16
  plays, by the lead model; at a table of more than two that value, which is no chance of the
  ryadok, is read through what it turned into in play, ``GameAI.said_chance``);
  Chuvash Rooster, its chance to stay out of the rooster's seat (CR-12; a playout cut short
  scores 1 - the seat's share of the cards held), exact 1, 0.5 or 0 in a proven endgame; in a
  series' last game, where it can still change the series for the seat (CR-13, issue 44), a
  searched value is said for the series (``Analysis.match``, ``GameAI.match_scale``): where
  the game's ends leave the seat two results of the series, its chance of the better one
  (winning it, a share of it, winning it alone), else its expected share of it.
* ``points``: a margin of points: Ditch Rummy, the points the seat's side gains in the rest of
  the hand minus the best other side's (DR-6, DR-8; winning the match adds 100, DR-7); a
  proven Ryadky endgame, the seat's total minus the best other's after the deal (RY-9; a won
  last deal adds 1,000, a lost one subtracts it, RY-10).
"""

from __future__ import annotations

import math
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any, Literal

from koloda.ai.flat import paired
from koloda.ai.match import MatchScale
from koloda.ai.policy import GameAI, View, best, game_ai, observation_rng, view_from_observation
from koloda.ai.search import SearchResult, search
from koloda.ai.trace import Arm, Trace
from koloda.rules import Action, games

HARD_BUDGET_MS = 400.0  # hard's default thinking time per decision
SETTLE_SHARE = 0.6  # the share of hard's budget an exact endgame search may take

# "Close" (Analysis.close): the best and the next move (another first action) are within
# max(MIN_MARGIN, CLOSE_Z standard errors of their difference).
CLOSE_Z = 2.0
MIN_MARGIN = {"chance": 0.02, "points": 2.0}
# A review's "clearly worse" (judge): worse than the best by more than the margin (by default
# REVIEW_MARGIN: 5 points of chance, or 5 points, a Ditch set) and by more than FLAG_Z standard
# errors of the difference, so sampling noise alone is never called a mistake.
REVIEW_MARGIN = {"chance": 0.05, "points": 5.0}
FLAG_Z = 2.5
# One verdict per decision: a hint and the review of the same decision run the same analysis,
# bounded by this count (so it depends only on the observation and the seed, ``decision_seed``
# of koloda.match.review), and the review's first look is that very analysis.
ANALYSIS_ITERATIONS = 600

Basis = Literal["search", "exact", "rule", "forced"]
Unit = Literal["chance", "points"]


@dataclass(frozen=True)
class Candidate:
    """One move the analysis weighed, with the search's estimate of its value.

    ``plan`` is the whole turn the value stands for (Ditch Rummy plays a turn's melds,
    singles and discard as one plan; elsewhere just ``(action,)``). ``value`` is None when the
    search never tried it (a tree search's unexpanded action, a forced or rule-decided move).
    ``samples`` counts the sampled deals (flat search) or tree visits it rests on; ``stderr``
    is the standard error of ``value``, ``gap_stderr`` that of (best value - this value), 0
    for the best itself and for exact values. ``dropped``: the flat search stopped sampling it
    as clearly worse than the best plan of the time (successive elimination, koloda.ai.flat),
    so its value rests on fewer deals than the best's and it is never "close" to the best.
    """

    action: Action
    plan: tuple[Action, ...]
    value: float | None
    samples: int
    stderr: float | None
    gap_stderr: float | None
    dropped: bool = False


@dataclass(frozen=True)
class Analysis:
    """Hard's view of one decision: the candidates, best first.

    ``basis``: ``search`` (sampled values), ``exact`` (a proven endgame, every value exact),
    ``rule`` (hard decides by a rule without searching: Ditch Rummy's early draws to 3, a
    Rooster game going round in circles; no values) or ``forced`` (one legal action). The best
    candidate is the one hard plays; the others follow by value. ``deals`` counts the sampled
    deals (flat search) or iterations (tree) the values rest on. ``gap`` is the best value
    minus the next move's (the best candidate with another first action; it can be slightly
    negative, as hard keeps the normal level's move unless another is significantly better),
    ``margin`` the closeness margin (max of MIN_MARGIN and CLOSE_Z standard errors of that
    difference), ``close`` whether gap <= margin and the next move was not dropped by the
    search (``Candidate.dropped``).
    """

    game: str
    seat: int
    basis: Basis
    unit: Unit
    candidates: tuple[Candidate, ...]
    deals: int
    seconds: float
    gap: float | None
    margin: float
    close: bool
    # the values are said for the match (a scaled search's, koloda.ai.match.scale_words: "win",
    # "share", "alone", "more", "part", "parts"); "" where they are the round's own
    match: str = ""

    @property
    def best(self) -> Candidate:
        """The move hard plays."""
        return self.candidates[0]

    def candidate(self, action: Action | str) -> Candidate | None:
        """The candidate for ``action`` (of the plans that start with it, the best valued)."""
        a = Action.parse(action) if isinstance(action, str) else action
        found = [c for c in self.candidates if c.action == a]
        if not found:
            return None
        if found[0] is self.best:
            return found[0]
        return max(found, key=lambda c: -math.inf if c.value is None else c.value)


@dataclass(frozen=True)
class Verdict:
    """A played move judged against the analysis' best (``judge``)."""

    best: Action
    played: Action
    best_value: float | None
    played_value: float | None
    difference: float | None  # best_value - played_value
    stderr: float | None  # of the difference
    margin: float
    judged: bool  # both values known (a searched or exact decision, the played move valued)
    mistake: bool  # clearly worse than the best: past the margin and past FLAG_Z stderrs


def judge(analysis: Analysis, played: Action | str, margin: float | None = None) -> Verdict:
    """Whether ``played`` was clearly worse than the analysis' best: worse by more than
    ``margin`` (default REVIEW_MARGIN of the analysis' unit) and by more than FLAG_Z standard
    errors of the difference. A move the analysis could not value is never a mistake."""
    move = Action.parse(played) if isinstance(played, str) else played
    limit = REVIEW_MARGIN[analysis.unit] if margin is None else float(margin)
    top = analysis.best
    mine = analysis.candidate(move)
    if move == top.action:
        mine = top
    known = mine is not None and mine.value is not None and top.value is not None
    if not known or mine is None or mine.value is None or top.value is None:
        return Verdict(top.action, move, top.value, None, None, None, limit, False, False)
    diff = top.value - mine.value
    se = mine.gap_stderr or 0.0
    mistake = mine is not top and diff > limit and diff > FLAG_Z * se
    return Verdict(top.action, move, top.value, mine.value, diff, se, limit, True, mistake)


def confirm_seed(seed: int) -> int:
    """The seed of a review's second, independent analysis of a decision (``review``)."""
    return (seed * 2_654_435_761 + 40_503) % 2**31


@dataclass(frozen=True)
class Review:
    """A played move reviewed (``review``): ``analysis`` is the hint's own analysis of the
    decision (the same seed and count, nothing included) or, when it left the played move
    unvalued, the same with the played move included; ``verdict`` is judged on it. ``second``
    is the verdict of an independent analysis (``confirm_seed``), made only when the first
    flags the move: a move is a mistake only when both say so."""

    analysis: Analysis
    verdict: Verdict
    second: Verdict | None

    @property
    def mistake(self) -> bool:
        """Clearly worse than the best in both analyses (never the first's own best move)."""
        return self.verdict.mistake and self.second is not None and self.second.mistake


def review(
    obs: dict[str, Any],
    played: Action | str,
    seed: int,
    iterations: int = ANALYSIS_ITERATIONS,
    cancel: threading.Event | None = None,
) -> Review:
    """The review of ``played`` at the decision ``obs``: first the analysis a hint for it
    makes (``analyse(obs, seed, iterations=iterations)``), so the move it recommends is never
    flagged; a move it did not value is valued with it included; a move flagged there is
    analysed again at ``confirm_seed(seed)`` and stays flagged only if it is flagged there too
    (sampling noise rarely fools two independent analyses)."""
    move = Action.parse(played) if isinstance(played, str) else played
    first = analyse(obs, seed, iterations=iterations, cancel=cancel)
    if move != first.best.action:
        mine = first.candidate(move)
        if mine is None or mine.value is None:
            first = analyse(obs, seed, iterations=iterations, cancel=cancel, include=move)
    verdict = judge(first, move)
    if not verdict.mistake:
        return Review(first, verdict, None)
    again = analyse(obs, confirm_seed(seed), iterations=iterations, cancel=cancel, include=move)
    return Review(first, verdict, judge(again, move))


class Decision:
    """How hard decided: the action, why (``basis``) and the search's trace."""

    __slots__ = ("action", "basis", "result", "trace")

    def __init__(
        self, action: Action, basis: Basis, result: SearchResult | None, trace: Trace
    ) -> None:
        self.action = action
        self.basis = basis
        self.result = result
        self.trace = trace


def hard_decision(
    obs: dict[str, Any],
    seed: int,
    budget_ms: float | None,
    iterations: int | None,
    cancel: threading.Event | None,
    include: tuple[Action, ...] = (),
) -> Decision:
    """The hard level's decision for ``obs`` (a proven endgame, a rule, or the search);
    ``include``: actions the search must value (see Trace), none for hard's own decisions."""
    game = str(obs["game"])
    ai = game_ai(game)
    view = view_from_observation(obs)
    trace = Trace(include=include)
    if len(view.legal) == 1:
        return Decision(view.legal[0], "forced", None, trace)
    rng = observation_rng(obs, seed, "hard")
    started = time.perf_counter()
    budget = HARD_BUDGET_MS if budget_ms is None else float(budget_ms)
    # An exact endgame may take this share of the budget; with ``iterations`` only a node
    # cap worth the same share of that many iterations bounds it, so the answer stays a
    # function of the observation.
    settle_by, nodes = _settle_bounds(ai, started, budget, iterations)
    settled = ai.settled(view, settle_by, nodes)
    if settled is not None:
        return Decision(settled, "exact", None, trace)
    state_class = games()[game].state_class
    prior = best(view.legal, ai.scores(view)) if ai.prior_margin > 1.0 else None
    # The budget is for the whole decision: what the endgame check and the prior took
    # comes off the search's share.
    spent_ms = (time.perf_counter() - started) * 1000.0
    result = search(
        obs,
        state_class,
        ai,
        rng,
        budget_ms=max(0.0, budget - spent_ms),
        iterations=iterations,
        cancel=cancel,
        prior=prior,
        trace=trace,
    )
    return Decision(result.action, "search", result, trace)


def _settle_bounds(
    ai: GameAI, started: float, budget: float, iterations: int | None
) -> tuple[float, int | None]:
    if iterations is None:
        return started + SETTLE_SHARE * budget / 1e3, None
    return math.inf, int(SETTLE_SHARE * ai.nodes_per_iteration * iterations)


def analyse(
    obs: dict[str, Any],
    seed: int,
    budget_ms: float | None = None,
    iterations: int | None = None,
    cancel: threading.Event | None = None,
    include: Action | str | None = None,
) -> Analysis:
    """Hard's analysis of the decision in ``obs`` (which must be the seat's turn): the move it
    plays first, then every other candidate by value.

    With ``iterations`` the figures depend only on the observation and ``seed``; else
    ``budget_ms`` (default HARD_BUDGET_MS) bounds the search. ``cancel`` ends it early with
    the figures so far. ``include`` (a review's played move) is valued even where the search
    would not sample it (Ditch Rummy shortlists its plans); with it the sampling, and so
    rarely the best candidate, may differ from hard's decision without it.
    """
    legal_text = obs.get("legal") if isinstance(obs, dict) else None
    if not legal_text or not isinstance(legal_text, list):
        raise ValueError("the observation has no legal action: it is not this seat's turn")
    started = time.perf_counter()
    extra = (
        () if include is None else (Action.parse(include) if isinstance(include, str) else include,)
    )
    decision = hard_decision(obs, seed, budget_ms, iterations, cancel, extra)
    game = str(obs["game"])
    ai = game_ai(game)
    view = view_from_observation(obs)
    unit: Unit = "points" if ai.value_unit == "points" else "chance"
    if decision.basis == "exact":
        budget = HARD_BUDGET_MS if budget_ms is None else float(budget_ms)
        by, nodes = _settle_bounds(ai, time.perf_counter(), budget, iterations)
        exact = ai.exact_values(view, nodes, by)
        if exact is not None:
            unit = "points" if ai.exact_unit == "points" else "chance"
            return _exact(game, view, decision.action, exact, unit, started)
        decision.basis = "rule"
    if decision.basis in ("rule", "forced"):
        first = Candidate(decision.action, (decision.action,), None, 0, None, None)
        rest = tuple(
            Candidate(a, (a,), None, 0, None, None) for a in view.legal if a != decision.action
        )
        margin = MIN_MARGIN[unit]
        seconds = time.perf_counter() - started
        return Analysis(
            game, view.seat, decision.basis, unit, (first, *rest), 0, seconds, None, margin, False
        )
    trace = decision.trace
    assert decision.result is not None and trace.arms
    if not trace.paired or trace.unit == "chance":
        unit = "chance"  # the tree search's rewards lie in [0, 1] in every game
    found = _searched(game, view.seat, trace, decision.result.iterations, unit, started)
    said = ai.said_chance(view) if unit == "chance" else None
    if said is not None:
        found = _said_through(found, said)
    scale = ai.match_scale(view) if unit == "chance" else None
    return found if scale is None else _for_match(found, scale)


def _said_through(analysis: Analysis, said: Callable[[float], float]) -> Analysis:
    """A search's values read through ``said`` (``GameAI.said_chance``, rising with the value:
    the order of the moves, and so hard's choice, stays), their standard errors and gap by
    its slope there."""

    def slope(v: float) -> float:
        low, high = max(0.0, v - 0.02), min(1.0, v + 0.02)
        return (said(high) - said(low)) / (high - low) if high > low else 1.0

    def read(c: Candidate) -> Candidate:
        if c.value is None:
            return c
        k = slope(c.value)
        return replace(
            c,
            value=said(c.value),
            stderr=None if c.stderr is None else k * c.stderr,
            gap_stderr=None if c.gap_stderr is None else k * c.gap_stderr,
        )

    cands = tuple(read(c) for c in analysis.candidates)
    gap, margin, close = _closeness(cands, analysis.unit)
    return replace(analysis, candidates=cands, gap=gap, margin=margin, close=close)


def _for_match(analysis: Analysis, scale: MatchScale) -> Analysis:
    """A search's values rescaled for the match (``GameAI.match_scale``). Where the round's
    ends leave the seat two results of the match, a value v is already the chance of the
    better one (``scale_words``); else it is said as the expected share, low + v * (high -
    low), its standard errors and gap shrinking alike."""
    if scale.words not in ("part", "parts"):
        return replace(analysis, match=scale.words)
    low, k = scale.low, scale.high - scale.low

    def chance(c: Candidate) -> Candidate:
        return replace(
            c,
            value=None if c.value is None else low + k * c.value,
            stderr=None if c.stderr is None else k * c.stderr,
            gap_stderr=None if c.gap_stderr is None else k * c.gap_stderr,
        )

    cands = tuple(chance(c) for c in analysis.candidates)
    gap, margin, close = _closeness(cands, analysis.unit)
    return replace(
        analysis, candidates=cands, gap=gap, margin=margin, close=close, match=scale.words
    )


def _exact(
    game: str, view: View, chosen: Action, exact: dict[Action, float], unit: Unit, started: float
) -> Analysis:
    """A proven endgame's candidates: exact values (standard error 0)."""
    cands = [Candidate(a, (a,), exact.get(a), 0, 0.0, 0.0) for a in view.legal]
    return ranked(game, view.seat, "exact", unit, cands, view.legal.index(chosen), 0, started)


def _searched(
    game: str, seat: int, trace: Trace, deals: int, unit: Unit, started: float
) -> Analysis:
    """The candidates of a search's trace, with standard errors: paired over the same deals
    for the flat search, else from each root action's own rewards (see _own_stderr)."""
    arms = trace.arms
    top = arms[trace.chosen]
    most = max(arm.visits for arm in arms)  # the flat search's survivors all have this many
    cands = []
    for i, arm in enumerate(arms):
        value = arm.total / arm.visits if arm.visits else None
        own = _own_stderr(arm, trace.paired)
        if i == trace.chosen:
            gap_se: float | None = 0.0
        elif trace.paired:
            n = min(len(arm.values), len(top.values))
            gap_se = None
            if n >= 2:
                _, gap_se = paired([list(top.values), list(arm.values)], 0, 1, n)
        else:
            top_se = _own_stderr(top, False)
            gap_se = None if own is None or top_se is None else math.hypot(own, top_se)
        dropped = trace.paired and arm.visits < most
        cands.append(Candidate(arm.action, arm.plan, value, arm.visits, own, gap_se, dropped))
    return ranked(game, seat, "search", unit, cands, trace.chosen, deals, started)


def _own_stderr(arm: Arm, flat: bool) -> float | None:
    n = arm.visits
    if n == 0:
        return None
    if flat:
        if n < 2:
            return None
        mean = arm.total / n
        var = sum((x - mean) ** 2 for x in arm.values) / (n - 1)
        return math.sqrt(var / n)
    # The tree's rewards lie in [0, 1]: the sample variance, with one pseudo-visit of the
    # largest variance such a reward can have (1/4), so a few equal rewards do not claim
    # certainty.
    spread = max(0.0, arm.square - arm.total * arm.total / n)
    return math.sqrt((spread + 0.25) / (n * n))


def ranked(
    game: str,
    seat: int,
    basis: Basis,
    unit: Unit,
    cands: list[Candidate],
    chosen: int,
    deals: int,
    started: float,
) -> Analysis:
    """The analysis of these candidates: ``chosen`` (an index) first, then the rest by value,
    and whether the best is close to the next move; ``started`` is its perf_counter start."""
    first = cands[chosen]
    rest = [c for i, c in enumerate(cands) if i != chosen]
    rest.sort(key=lambda c: (c.value is None, -(c.value or 0.0)))
    ordered = (first, *rest)
    gap, margin, close = _closeness(ordered, unit)
    seconds = time.perf_counter() - started
    return Analysis(game, seat, basis, unit, ordered, deals, seconds, gap, margin, close)


def _closeness(ordered: tuple[Candidate, ...], unit: Unit) -> tuple[float | None, float, bool]:
    """The best's gap to the next move (the best valued candidate with another first action),
    the closeness margin and whether the gap is within it (see ``Analysis``). A next move the
    flat search dropped as clearly worse is not close, whatever its few deals' noise allows:
    the search itself told it apart (a hint called "discard K♠ and 4♦" about as good as
    melding Q♠ K♠ for 25 on 16 deals)."""
    first = ordered[0]
    other = next((c for c in ordered[1:] if c.action != first.action and c.value is not None), None)
    gap: float | None = None
    margin = MIN_MARGIN[unit]
    close = False
    if first.value is not None and other is not None and other.value is not None:
        gap = first.value - other.value
        if other.gap_stderr is not None:
            margin = max(margin, CLOSE_Z * other.gap_stderr)
        close = gap <= margin and not other.dropped
    return gap, margin, close


def analysis_json(obs: dict[str, Any], analysis: Analysis) -> dict[str, Any]:
    """The analysis as the engine protocol sends it: its figures, and every candidate with
    its value, samples, standard errors and facts (koloda.ai.reasons), best first."""
    from koloda.ai.reasons import facts, facts_json

    return {
        "basis": analysis.basis,
        "unit": analysis.unit,
        "deals": analysis.deals,
        "gap": analysis.gap,
        "margin": analysis.margin,
        "close": analysis.close,
        "match": analysis.match,
        "candidates": [
            {
                "action": str(c.action),
                "plan": [str(a) for a in c.plan],
                "value": c.value,
                "samples": c.samples,
                "stderr": c.stderr,
                "gap_stderr": c.gap_stderr,
                "facts": [facts_json(f) for f in facts(obs, c.plan)],
            }
            for c in analysis.candidates
        ],
    }
