"""Flat Monte Carlo with common random numbers: every candidate is played out on the same
re-deals of the hidden cards, with the same playout generators, so the luck of a sample falls
equally on every candidate and cancels in the comparison. Candidates clearly worse than the
best so far are dropped (successive elimination), and the normal level's choice is kept unless
another beats it by a significant paired margin.

Used by the hard level where a decision has few candidates and the game is noisy (Ryadky's
card to play; Ditch Rummy's whole-turn plans, see koloda.games.ditch.ai_plan).
"""

from __future__ import annotations

import math
import random
import threading
import time
from collections.abc import Callable
from typing import Any

from koloda.ai.policy import GameAI
from koloda.ai.search import playout
from koloda.ai.trace import Arm, Trace
from koloda.rules import Action, GameState

BATCH = 8  # samples added to every surviving candidate per round
MIN_SAMPLES = 16  # before any candidate is dropped or chosen over normal's
DROP_Z = 3.0  # a candidate this many standard errors below the best is dropped
SWITCH_Z = 2.0  # another candidate must beat normal's by this many standard errors
MAX_SAMPLES = 4096


def paired(values: list[list[float]], a: int, b: int, n: int) -> tuple[float, float]:
    """Mean and standard error of candidate a's value minus b's over their first n samples."""
    d = [values[a][k] - values[b][k] for k in range(n)]
    mean = sum(d) / n
    var = sum((x - mean) ** 2 for x in d) / max(1, n - 1)
    return mean, math.sqrt(var / n)


def survivors(
    values: list[list[float]],
    alive: list[int],
    normal_i: int,
    n: int,
    kept: frozenset[int] = frozenset(),
) -> list[int]:
    """Drop candidates significantly worse than the best mean (normal's and ``kept`` stay)."""
    top = max(alive, key=lambda i: sum(values[i][:n]))
    keep = []
    for i in alive:
        if i in (top, normal_i) or i in kept:
            keep.append(i)
            continue
        mean, se = paired(values, i, top, n)
        if mean + DROP_Z * se >= 0.0:
            keep.append(i)
    return keep


def choose(
    values: list[list[float]], alive: list[int], normal_i: int, n: int, z: float = SWITCH_Z
) -> int:
    """The best surviving candidate if it beats normal's significantly (on enough samples for
    the standard error to mean something), else normal's."""
    if n < MIN_SAMPLES:
        return normal_i
    top = max(alive, key=lambda i: sum(values[i][:n]))
    if top == normal_i:
        return normal_i
    mean, se = paired(values, top, normal_i, n)
    return top if mean > z * se and mean > 0.0 else normal_i


def compare(
    count: int,
    sample: Callable[[list[int]], list[float]],
    normal_i: int,
    *,
    limit: int,
    deadline: float,
    cancel: threading.Event | None,
    z: float = SWITCH_Z,
    kept: frozenset[int] = frozenset(),
) -> tuple[int, int, list[list[float]]]:
    """Successive elimination over ``count`` candidates: ``sample(alive)`` draws one new sample
    (a re-deal and its playout generators) and returns the value of each alive candidate on
    it. Runs until one candidate is left, ``limit`` playouts, ``deadline`` or ``cancel`` (the
    first sample is always taken); returns the chosen index, the playouts spent and every
    candidate's values. The ``kept`` candidates (an analysis' ``include``) are never dropped,
    so their values rest on as many samples as the best's."""
    values: list[list[float]] = [[] for _ in range(count)]
    alive = list(range(count))
    spent = 0
    samples = 0
    while samples < MAX_SAMPLES and len(alive) > 1:
        stop = False
        for _ in range(BATCH):
            if spent + len(alive) > limit or (
                spent
                and (time.perf_counter() >= deadline or (cancel is not None and cancel.is_set()))
            ):
                stop = True
                break
            for i, v in zip(alive, sample(alive), strict=True):
                values[i].append(v)
            spent += len(alive)
            samples += 1
        if stop:
            break
        if samples >= MIN_SAMPLES:
            alive = survivors(values, alive, normal_i, samples, kept)
    return choose(values, alive, normal_i, samples, z), spent, values


def record(
    trace: Trace, plans: list[tuple[Action, ...]], values: list[list[float]], chosen: int
) -> None:
    """Fill ``trace`` with what ``compare`` left: each candidate's values, sample by sample."""
    trace.arms = [
        Arm(plan[0], plan, len(v), sum(v), sum(x * x for x in v), tuple(v))
        for plan, v in zip(plans, values, strict=True)
    ]
    trace.chosen = chosen
    trace.paired = True


def flat_search(
    obs: dict[str, Any],
    state_class: type[GameState],
    ai: GameAI,
    rng: random.Random,
    prior: Action,
    *,
    budget_ms: float | None,
    iterations: int | None,
    cancel: threading.Event | None = None,
    z: float = SWITCH_Z,
    trace: Trace | None = None,
) -> tuple[Action, int, dict[str, int]]:
    """The chosen legal action, the playouts spent and the samples per action. Playouts follow
    ``ai.playout_action`` to the game's horizon or depth and are scored by ``ai.evaluate`` for
    the seat of ``obs`` (``iterations`` bounds the playouts and makes the answer depend only
    on the observation and ``rng``). ``trace`` receives every action's values."""
    start = time.perf_counter()
    deadline = math.inf if iterations is not None else start + (budget_ms or 0.0) / 1000.0
    limit = iterations if iterations is not None else 1 << 62
    seat = int(obs["seat"])
    legal = [Action.parse(x) for x in obs["legal"]]
    base: list[float] = []

    def sample(alive: list[int]) -> list[float]:
        nonlocal base
        deal = state_class.determinize(obs, random.Random(rng.getrandbits(64)))
        if not base:
            base = ai.baseline(deal)
        luck = rng.getrandbits(64)
        out = []
        for i in alive:
            s = deal.clone()
            s.apply(legal[i], check=False)
            out.append(playout(s, ai, random.Random(luck), base)[seat])
        return out

    normal_i = legal.index(prior) if prior in legal else 0
    kept = frozenset(legal.index(a) for a in trace.include if a in legal) if trace else frozenset()
    chosen, spent, values = compare(
        len(legal),
        sample,
        normal_i,
        limit=limit,
        deadline=deadline,
        cancel=cancel,
        z=z,
        kept=kept,
    )
    if trace is not None:
        record(trace, [(a,) for a in legal], values, chosen)
    return legal[chosen], spent, {str(a): len(values[i]) for i, a in enumerate(legal)}
