"""``koloda bench``: random-playout throughput of the rules engines, printed as numbers."""

from __future__ import annotations

import random
import statistics
import time
import tracemalloc

from koloda.rules import games, new_game


def playouts(game: str, players: int, seconds: float, seed: int) -> tuple[int, int, float]:
    """Play random games until ``seconds`` pass; returns (games, actions, elapsed)."""
    rng = random.Random(seed)
    n_games = n_actions = 0
    start = time.perf_counter()
    deadline = start + seconds
    while True:
        state = new_game(game, players=players, seed=rng.randrange(1 << 30))
        while not state.is_terminal():
            legal = state.legal_actions()
            state.apply(legal[rng.randrange(len(legal))], check=False)
            n_actions += 1
        n_games += 1
        if time.perf_counter() >= deadline:
            break
    return n_games, n_actions, time.perf_counter() - start


def clone_rate(game: str, players: int, seconds: float, seed: int) -> float:
    """Clones per second of a mid-game state."""
    rng = random.Random(seed)
    state = new_game(game, players=players, seed=seed)
    for _ in range(10):
        if state.is_terminal():
            break
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])
    n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        for _ in range(200):
            state.clone()
        n += 200
    return n / (time.perf_counter() - start)


def peak_memory(game: str, players: int, seed: int) -> int:
    """Peak bytes allocated while playing one random game."""
    tracemalloc.start()
    playouts(game, players, 0.0, seed)
    _, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return peak


def bench_rules(game: str, players: int | None, runs: int, seconds: float, seed: int) -> None:
    info = games()[game]
    counts = [players] if players else sorted({info.min_players, 4, info.max_players})
    for n in counts:
        results = [playouts(game, n, seconds, seed + i) for i in range(runs)]
        gps = statistics.median(g / t for g, _, t in results)
        aps = statistics.median(a / t for _, a, t in results)
        per_game = statistics.median(a / g for g, a, _ in results)
        clones = clone_rate(game, n, min(seconds, 0.5), seed)
        peak = peak_memory(game, n, seed)
        print(
            f"{game} players={n}: {gps:,.1f} games/s, {aps:,.0f} actions/s "
            f"({per_game:.0f} actions/game), {clones:,.0f} clones/s, "
            f"peak {peak / 1024:,.0f} KiB per game  (median of {runs} runs x {seconds:g}s, "
            f"one core)"
        )
