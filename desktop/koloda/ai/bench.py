"""``koloda bench --ai``: decision latency of each level, hard's worst overrun of its budget and
its search's iterations/s."""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from koloda.ai import HARD_BUDGET_MS, choose_action, game_ai, observation_rng
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
