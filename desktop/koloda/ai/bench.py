"""``koloda bench --ai``: decision latency of each level and the hard search's iterations/s."""

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
HARD_POSITIONS = 8  # of which the hard AI thinks on this many, with its default budget


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
        state_class = info.state_class
        ai = game_ai(game)
        times = []
        iters = 0
        spent = 0.0
        cpu = 0.0
        for i, obs in enumerate(obs_list[:HARD_POSITIONS]):
            c0 = time.process_time()
            t0 = time.perf_counter()
            result = search(
                obs,
                state_class,
                ai,
                observation_rng(obs, i, "hard"),
                budget_ms=HARD_BUDGET_MS,
                iterations=None,
            )
            times.append(time.perf_counter() - t0)
            cpu += time.process_time() - c0
            iters += result.iterations
            spent += result.seconds
        print(
            f"{game} players={n} ai hard: median {1000 * statistics.median(times):.1f} ms, "
            f"p95 {1000 * percentile(times, 0.95):.1f} ms (budget {HARD_BUDGET_MS:g} ms), "
            f"{iters / spent:,.0f} search iterations/s wall, {iters / max(cpu, 1e-9):,.0f} per "
            f"CPU second, over {len(times)} decisions"
        )
