"""``koloda bench --ai``: decision latency of each level, hard's worst overrun of its budget and
its search's iterations/s; ``koloda bench --analysis``: how long hard's analysis takes for a hint
and for the review of a round (koloda.ai.analysis)."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from koloda.ai import ANALYSIS_ITERATIONS, HARD_BUDGET_MS, choose_action, game_ai, observation_rng
from koloda.ai.arena import percentile
from koloda.ai.search import search
from koloda.rules import games, new_game

POSITIONS = 40  # decision points timed for easy and normal
HARD_POSITIONS = 8  # of which the hard AI thinks on this many, at each budget
QUICK_BUDGET_MS = 150.0  # a quick opponent's budget, besides hard's default


def positions(game: str, players: int, seed: int, count: int) -> list[dict[str, Any]]:
    """Observations of real choices (more than one legal action) from normal-vs-normal games."""
    rng = random.Random(seed)
    found: list[dict[str, Any]] = []
    while len(found) < count:
        state = new_game(game, players=players, seed=rng.randrange(1 << 30))
        seen: list[dict[str, Any]] = []
        while not state.is_terminal():
            seat = state.to_move
            assert seat is not None
            obs = state.observation(seat)
            if len(obs["legal"]) > 1:
                seen.append(obs)
            state.apply(choose_action(obs, "normal", seed=rng.randrange(1 << 30)))
        rng.shuffle(seen)
        found.extend(seen[: max(1, count // 4)])
    return found[:count]


def bench_ai(game: str, players: int | None, seed: int) -> None:
    """Print per-level decision times and hard's iterations per second."""
    info = games()[game]
    counts = [players] if players else sorted({info.min_players, 4, info.max_players})
    for n in counts:
        obs_list = positions(game, n, seed, POSITIONS)
        for level in ("easy", "normal"):
            times = []
            for i, obs in enumerate(obs_list):
                t0 = time.perf_counter()
                choose_action(obs, level, seed=i)
                times.append(time.perf_counter() - t0)
            print(
                f"{game} players={n} ai {level}: median {1000 * statistics.median(times):.2f} ms,"
                f" p95 {1000 * percentile(times, 0.95):.2f} ms over {len(times)} decisions"
            )
        for budget in (QUICK_BUDGET_MS, HARD_BUDGET_MS):
            print(hard_line(game, n, obs_list[:HARD_POSITIONS], budget))


def hard_line(game: str, players: int, obs_list: list[dict[str, Any]], budget: float) -> str:
    """Hard's whole decisions at ``budget`` (median, p95, worst overrun of the budget) and its
    search's iterations per second on the same positions."""
    state_class = games()[game].state_class
    ai = game_ai(game)
    times = []
    for i, obs in enumerate(obs_list):
        t0 = time.perf_counter()
        choose_action(obs, "hard", seed=i, budget_ms=budget)
        times.append(time.perf_counter() - t0)
    iters = 0
    spent = 0.0
    cpu = 0.0
    for i, obs in enumerate(obs_list):
        c0 = time.process_time()
        result = search(
            obs, state_class, ai, observation_rng(obs, i, "hard"), budget_ms=budget, iterations=None
        )
        cpu += time.process_time() - c0
        iters += result.iterations
        spent += result.seconds
    worst = 1000 * max(times) - budget
    return (
        f"{game} players={players} ai hard at {budget:g} ms: median "
        f"{1000 * statistics.median(times):.1f} ms, p95 {1000 * percentile(times, 0.95):.1f} ms, "
        f"worst overrun {worst:+.1f} ms; search {iters / max(spent, 1e-9):,.0f} iterations/s "
        f"wall, {iters / max(cpu, 1e-9):,.0f} per CPU second, over {len(times)} decisions"
    )


HINT_BUDGET_MS = 800.0  # the app's hint: hard's budget there (app/play/ai_worker.py BUDGET_MS)
HINT_POSITIONS = 8
REVIEW_ITERATIONS = ANALYSIS_ITERATIONS  # a review's and a hint's analysis of one decision


def bench_analysis(game: str, players: int | None, seed: int) -> None:
    """Print how long hard's analysis (koloda.ai.analyse) takes: a hint at the app's budget,
    with the candidates' facts, and the review of one whole two-player round."""
    from koloda.ai.analysis import analyse
    from koloda.ai.reasons import facts

    n = players or 2
    obs_list = positions(game, n, seed, HINT_POSITIONS)
    walls: list[float] = []
    fact_ms: list[float] = []
    deals: list[int] = []
    close = 0
    for i, obs in enumerate(obs_list):
        t0 = time.perf_counter()
        found = analyse(obs, seed=i, budget_ms=HINT_BUDGET_MS)
        t1 = time.perf_counter()
        for c in found.candidates:
            facts(obs, c.plan)
        fact_ms.append(1000 * (time.perf_counter() - t1))
        walls.append(1000 * (t1 - t0))
        deals.append(found.deals)
        close += found.close
    print(
        f"{game} players={n} analysis (hint) at {HINT_BUDGET_MS:g} ms: median "
        f"{statistics.median(walls):.0f} ms, p95 {percentile(walls, 0.95):.0f} ms, worst "
        f"{max(walls):.0f} ms; facts of every candidate median {statistics.median(fact_ms):.1f} "
        f"ms; median {statistics.median(deals):.0f} sampled deals; {close} of {len(walls)} close"
    )
    review_line(game, seed)


def review_line(game: str, seed: int) -> str:
    """Print and return the time to review one two-player round of normal play: every
    decision of seat 0 analysed at REVIEW_ITERATIONS with its played move included."""
    from koloda.ai.analysis import analyse, judge

    rng = random.Random(seed)
    short = games()[game].short_options(1)  # one round, of a game played in rounds
    state = new_game(game, players=2, seed=rng.randrange(1 << 30), options=short)
    decisions: list[tuple[dict[str, Any], str]] = []
    while not state.is_terminal():
        seat = state.to_move
        assert seat is not None
        obs = state.observation(seat)
        action = choose_action(obs, "normal", seed=rng.randrange(1 << 30))
        if seat == 0 and len(obs["legal"]) > 1:
            decisions.append((obs, str(action)))
        state.apply(action)
    t0 = time.perf_counter()
    first: float | None = None
    flagged = 0
    for i, (obs, played) in enumerate(decisions):
        found = analyse(obs, seed=i, iterations=REVIEW_ITERATIONS, include=played)
        if judge(found, played).mistake:
            flagged += 1
            if first is None:
                first = time.perf_counter() - t0
    total = time.perf_counter() - t0
    shown = "none flagged" if first is None else f"first flagged after {first:.2f} s"
    line = (
        f"{game} players=2 review of one round at {REVIEW_ITERATIONS} iterations a decision: "
        f"{len(decisions)} decisions of seat 0 in {total:.1f} s "
        f"({1000 * total / max(1, len(decisions)):.0f} ms each), {flagged} flagged, {shown}"
    )
    print(line)
    return line
