"""Measure how a lead turns into a match win (koloda.ai.match's ``LeadModel``) from play.

``python -m koloda.ai.match_fit --game G [--options JSON] [--matches N] [--seed S]
[--level normal]`` plays N whole two-player matches of ``level`` against itself (the arena's
decks: seed S), notes after every round but the last the lead of seat 0 over seat 1 and the
rounds still to play, and at the end who won the match. It prints the fitted numbers: ``pace``
(the mean points a seat scores in a round), ``spread`` fitted by maximum likelihood to the
outcomes (``Phi(lead / (spread * sqrt(k)))``), the plain standard deviation of a round's
point difference beside it, and a calibration table (predicted chance against the share of
matches won, by tenths). The numbers go into the game's AI module; docs/strength.md keeps the
command and its output. A match without a fixed count of rounds is played to the option
``--target-key`` (default ``target``) and its rounds left are estimated as
``koloda.ai.match.rounds_to_target`` does, with the pace measured in the same run. A game
played as a series (Chuvash Rooster, CR-13) plays ``--series`` games a match, each a round
worth minus its times as the loser (the fewest win).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from typing import Any, NamedTuple

from koloda.ai.match import LeadModel, phi, rounds_to_target
from koloda.ai.selfplay import next_in_series, play_one, seed_of
from koloda.rules import GameState, new_game


class Point(NamedTuple):
    """One round's end of one match: the totals of both seats, the rounds still to play (None
    when the match is played to a target) and seat 0's share of the match."""

    totals: tuple[int, int]
    left: int | None
    share: float


def play_match(
    game: str, options: dict[str, Any], number: int, seed: int, level: str, series: int = 1
) -> tuple[list[Point], list[list[int]]]:
    """One two-player match: its round ends (without the last) and each round's points. A game
    played as a series (CR-13) plays ``series`` games, each a round, its points negated when
    the fewest win (so a lead is always the better side's)."""
    game_seed = seed_of("arena", seed, number)
    state = new_game(game, players=2, seed=game_seed, dealer=number % 2, options=options)
    if state.plays_series and series > 1:
        return _play_series(state, game, options, game_seed, level, series)
    ends: list[tuple[tuple[int, int], int | None]] = []
    rounds: list[list[int]] = []
    before = state.running_totals()
    number_now = state.round().number
    steps = 0
    while not state.is_terminal():
        play_one(state, level, seed_of(game_seed, steps))
        steps += 1
        now = state.running_totals()
        rnd = state.round()
        if rnd.number != number_now and not state.is_terminal():
            rounds.append([now[s] - before[s] for s in range(2)])
            left = None if rnd.of is None else rnd.of - rnd.number
            ends.append(((now[0], now[1]), left))
            before, number_now = now, rnd.number
    final = state.running_totals()
    rounds.append([final[s] - before[s] for s in range(2)])
    shares = state.returns()
    return [Point(t, k, shares[0]) for t, k in ends], rounds


def _play_series(
    state: GameState, game: str, options: dict[str, Any], game_seed: int, level: str, n: int
) -> tuple[list[Point], list[list[int]]]:
    totals = [0, 0]
    ends: list[tuple[tuple[int, int], int]] = []
    rounds: list[list[int]] = []
    steps = 0
    fewest = True
    for k in range(n):
        if k:
            state = next_in_series(state, game, seed_of(game_seed, "game", k), options)
        while not state.is_terminal():
            play_one(state, level, seed_of(game_seed, steps))
            steps += 1
        done = state.series_step()
        assert done is not None
        fewest = done.fewest_wins
        sign = -1 if fewest else 1
        points = [sign * p for p in done.points]
        rounds.append(points)
        totals = [t + p for t, p in zip(totals, points, strict=True)]
        if k < n - 1:
            ends.append(((totals[0], totals[1]), n - 1 - k))
    share = 1.0 if totals[0] > totals[1] else 0.5 if totals[0] == totals[1] else 0.0
    return [Point(t, left, share) for t, left in ends], rounds


def _chance(p: Point, spread: float, pace: float, target: float | None) -> float:
    model = LeadModel(spread, pace)
    k = float(p.left) if p.left is not None else rounds_to_target(p.totals, target or 0, model)
    return phi((p.totals[0] - p.totals[1]) / (spread * math.sqrt(k)))


def fit_spread(points: list[Point], pace: float, target: float | None) -> tuple[float, float]:
    """The spread of greatest likelihood (on a grid of 1-point steps, then 0.1) and its mean
    log loss per round end."""

    def loss(spread: float) -> float:
        total = 0.0
        for p in points:
            q = min(1 - 1e-9, max(1e-9, _chance(p, spread, pace, target)))
            total -= p.share * math.log(q) + (1 - p.share) * math.log(1 - q)
        return total / max(1, len(points))

    best = min(range(2, 400), key=lambda s: loss(float(s)))
    fine = min((best - 1 + i / 10 for i in range(21)), key=loss)
    return fine, loss(fine)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m koloda.ai.match_fit", description=__doc__)
    parser.add_argument("--game", required=True)
    parser.add_argument("--options", default="{}")
    parser.add_argument("--matches", type=int, default=400)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--level", default="normal")
    parser.add_argument("--target-key", default="target")
    parser.add_argument("--series", type=int, default=1, help="games a match of a series plays")
    args = parser.parse_args(argv)
    options = json.loads(args.options)
    points: list[Point] = []
    diffs: list[int] = []
    scored: list[int] = []
    for number in range(args.matches):
        ends, rounds = play_match(args.game, options, number, args.seed, args.level, args.series)
        points.extend(ends)
        for r in rounds:
            diffs.append(r[0] - r[1])
            scored.extend(r)
    pace = statistics.fmean(scored)
    fixed = all(p.left is not None for p in points)
    target = None if fixed else float(options.get(args.target_key, 0))
    if target is None and not fixed:
        print("a match without a fixed count of rounds needs its target", file=sys.stderr)
        return 2
    spread, loss = fit_spread(points, pace, target)
    print(
        f"game {args.game} options {json.dumps(options)} matches {args.matches} seed {args.seed}"
        + (f" series {args.series}" if args.series > 1 else "")
    )
    print(f"round ends {len(points)}, rounds {len(diffs)}")
    print(f"pace {pace:.1f} points a seat a round")
    print(
        f"round difference: mean {statistics.fmean(diffs):+.1f}, sd {statistics.stdev(diffs):.1f}"
    )
    print(f"fitted spread {spread:.1f} (mean log loss {loss:.4f}; 0.6931 is a coin)")
    print("predicted  round ends  seat 0 won")
    bins: dict[int, list[float]] = {}
    for p in points:
        q = _chance(p, spread, pace, target)
        bins.setdefault(min(9, int(q * 10)), []).append(p.share)
    for b in sorted(bins):
        shares = bins[b]
        print(
            f"{b / 10:.1f}-{(b + 1) / 10:.1f}  {len(shares):10d}  {statistics.fmean(shares):9.3f}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
