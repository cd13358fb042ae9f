"""``koloda bench --ai``: decision latency of each level, hard's worst overrun of its budget and
its search's iterations/s; ``koloda bench --analysis``: hard's analysis for a hint and for the
review of a round (koloda.ai.analysis): its time, how often hints are close, how often the
review would flag a hinted move (never, by construction) and how well two reviews agree."""

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


HINT_POSITIONS = 8
# a hint's and a review's analysis of one decision, bounded by a count (reproducible): the app's
REVIEW_ITERATIONS = ANALYSIS_ITERATIONS


EQUAL = {"chance": 0.01, "points": 1.0}  # two moves this close are as good as equal


def _share(part: int, whole: int) -> str:
    return f"{part} of {whole} ({100 * part / max(1, whole):.0f}%)"


def bench_analysis(game: str, players: int | None, seed: int) -> None:
    """Print hard's analysis (koloda.ai.analyse) for the app's hints: its time with the
    candidates' facts, the share of hints that are close ("either is fine here") and the
    share of hinted moves the review would flag (one verdict per decision: the target is 0);
    then the review of one two-player round and its agreement with a review at another seed."""
    from koloda.ai.analysis import analyse, review
    from koloda.ai.reasons import facts

    n = players or 2
    obs_list = positions(game, n, seed, HINT_POSITIONS)
    walls: list[float] = []
    fact_ms: list[float] = []
    deals: list[int] = []
    close = flagged = equal = 0
    for i, obs in enumerate(obs_list):
        t0 = time.perf_counter()
        found = analyse(obs, seed=i, iterations=REVIEW_ITERATIONS)  # what the app's hint runs
        t1 = time.perf_counter()
        for c in found.candidates:
            facts(obs, c.plan)
        fact_ms.append(1000 * (time.perf_counter() - t1))
        walls.append(1000 * (t1 - t0))
        deals.append(found.deals)
        close += found.close
        # a close hint whose next move is as good as equal (1% of chance, 1 point): "either is
        # fine" because the moves are alike, not because the sample is too small to tell
        equal += found.close and found.gap is not None and abs(found.gap) <= EQUAL[found.unit]
        flagged += review(obs, found.best.action, i, REVIEW_ITERATIONS).mistake
    print(
        f"{game} players={n} analysis (hint) at {REVIEW_ITERATIONS} iterations: median "
        f"{statistics.median(walls):.0f} ms, p95 {percentile(walls, 0.95):.0f} ms, worst "
        f"{max(walls):.0f} ms; facts of every candidate median {statistics.median(fact_ms):.1f} "
        f"ms; median {statistics.median(deals):.0f} sampled deals; close hints "
        f"{_share(close, len(walls))}, {equal} of them with moves as good as equal; hinted "
        f"moves a review flags {_share(flagged, len(walls))}"
    )
    review_line(game, seed)


def review_line(game: str, seed: int) -> str:
    """Print and return the review of one two-player round of normal play: every decision of
    seat 0 reviewed at REVIEW_ITERATIONS (koloda.ai.review: the hint's analysis, a flag
    confirmed by a second one), its time, and its agreement with the same review at another
    seed (the share of decisions both flag or both pass)."""
    from koloda.ai.analysis import review

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
    verdicts: list[bool] = []
    dropped = 0
    for i, (obs, played) in enumerate(decisions):
        checked = review(obs, played, i, REVIEW_ITERATIONS)
        verdicts.append(checked.mistake)
        dropped += checked.verdict.mistake and not checked.mistake
        if checked.mistake and first is None:
            first = time.perf_counter() - t0
    total = time.perf_counter() - t0
    agree = sum(
        review(obs, played, OTHER_SEED + i, REVIEW_ITERATIONS).mistake == verdicts[i]
        for i, (obs, played) in enumerate(decisions)
    )
    shown = "none flagged" if first is None else f"first flagged after {first:.2f} s"
    line = (
        f"{game} players=2 review of one round at {REVIEW_ITERATIONS} iterations a decision: "
        f"{len(decisions)} decisions of seat 0 in {total:.1f} s "
        f"({1000 * total / max(1, len(decisions)):.0f} ms each), {sum(verdicts)} flagged "
        f"(not confirmed by a second analysis: {dropped}), {shown}; agrees with a review at "
        f"another seed on {_share(agree, len(decisions))}"
    )
    print(line)
    return line


OTHER_SEED = 100_003  # the seeds of the review the bench compares with (another sample)
