"""Measure how a lead turns into a match win (koloda.ai.match's ``LeadModel``) from play.

``python -m koloda.ai.match_fit --game G [--players N] [--options JSON] [--matches N]
[--seed S] [--level normal]`` plays N whole matches of ``level`` against itself (the arena's
decks: seed S; two players unless ``--players``), notes after every round but the last each
side's total (a player, or a team by the game's ``sides``) and the rounds still to play, and at
the end seat 0's share of the match. It prints the fitted numbers: ``pace`` (the mean points a
side scores in a round), ``spread`` fitted by maximum likelihood to the outcomes (seat 0's
side's chance by ``koloda.ai.match.match_chances``: with two sides ``Phi(lead / (spread *
sqrt(k)))``), the plain standard deviation of a round's point difference (seat 0's side less
each other side) beside it, and a calibration table (predicted chance against the share of
matches won, by tenths). The numbers go into the game's AI module; docs/strength.md keeps the
command and its output. A match without a fixed count of rounds is played to the option
``--target-key`` (default ``target``) and its rounds left are estimated as
``koloda.ai.match.rounds_to_target`` does, with the pace measured in the same run. A game
played as a series (Chuvash Rooster, CR-13) plays ``--series`` games a match, each a round
worth minus its times as the loser (the fewest win). ``--against-best SPREAD`` also prints
the calibration of the chance against the best other side alone, each tenth with its mean
prediction: the table through which Ryadky's hint and review read hard's value at a table of
more than two (``koloda.games.ryadky.ai_play.AGAINST_BEST_WON``).
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
import sys
from typing import Any, NamedTuple

from koloda.ai.match import LeadModel, match_chances, rounds_to_target
from koloda.ai.selfplay import next_in_series, play_one, seed_of
from koloda.rules import GameState, new_game


class Point(NamedTuple):
    """One round's end of one match: each side's total (seat 0's side first), the rounds still
    to play (None when the match is played to a target) and seat 0's share of the match."""

    totals: tuple[int, ...]
    left: int | None
    share: float


def _by_side(state: GameState, totals: list[int]) -> tuple[int, ...]:
    """Each side's total (a player, or a team: the game's ``sides``), seat 0's side first."""
    sides = sorted(state.sides(), key=lambda side: 0 not in side)
    return tuple(sum(totals[s] for s in side) for side in sides)


def play_match(
    game: str,
    options: dict[str, Any],
    number: int,
    seed: int,
    level: str,
    series: int = 1,
    players: int = 2,
) -> tuple[list[Point], list[list[int]]]:
    """One match of ``players``: its round ends (without the last) and each round's points by
    side. A game played as a series (CR-13, two players) plays ``series`` games, each a round,
    its points negated when the fewest win (so a lead is always the better side's)."""
    game_seed = seed_of("arena", seed, number)
    state = new_game(
        game, players=players, seed=game_seed, dealer=number % players, options=options
    )
    if state.plays_series and series > 1:
        return _play_series(state, game, options, game_seed, level, series)
    ends: list[tuple[tuple[int, ...], int | None]] = []
    rounds: list[list[int]] = []
    before = _by_side(state, state.running_totals())
    number_now = state.round().number
    steps = 0
    while not state.is_terminal():
        play_one(state, level, seed_of(game_seed, steps))
        steps += 1
        now = _by_side(state, state.running_totals())
        rnd = state.round()
        if rnd.number != number_now and not state.is_terminal():
            rounds.append([a - b for a, b in zip(now, before, strict=True)])
            left = None if rnd.of is None else rnd.of - rnd.number
            ends.append((now, left))
            before, number_now = now, rnd.number
    final = _by_side(state, state.running_totals())
    rounds.append([a - b for a, b in zip(final, before, strict=True)])
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
    """Seat 0's side's chance by the model (with two sides ``Phi(lead / (spread * sqrt(k)))``)."""
    model = LeadModel(spread, pace)
    k = float(p.left) if p.left is not None else rounds_to_target(p.totals, target or 0, model)
    return match_chances(p.totals, k, model)[0]


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
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument(
        "--against-best",
        type=float,
        default=None,
        metavar="SPREAD",
        help="also the calibration of the chance against the best other side alone at SPREAD "
        "(what Ryadky's hard ranks its plays by with more than two players), with each "
        "tenth's mean prediction: the points its hint's words are read through",
    )
    args = parser.parse_args(argv)
    if args.series > 1 and args.players != 2:
        print("a series is fitted with two players", file=sys.stderr)
        return 2
    options = json.loads(args.options)
    points: list[Point] = []
    diffs: list[int] = []
    scored: list[int] = []
    played = 0
    for number in range(args.matches):
        ends, rounds = play_match(
            args.game, options, number, args.seed, args.level, args.series, args.players
        )
        points.extend(ends)
        played += len(rounds)
        for r in rounds:
            diffs.extend(r[0] - other for other in r[1:])
            scored.extend(r)
    pace = statistics.fmean(scored)
    fixed = all(p.left is not None for p in points)
    if not fixed and args.target_key not in options:  # else every round end counts as the last
        print(
            f"a match without a fixed count of rounds needs its target in --options"
            f" ({json.dumps({args.target_key: 500})}, say)",
            file=sys.stderr,
        )
        return 2
    target = None if fixed else float(options[args.target_key])
    spread, loss = fit_spread(points, pace, target)
    print(
        f"game {args.game} players {args.players} options {json.dumps(options)}"
        f" matches {args.matches} seed {args.seed}"
        + (f" series {args.series}" if args.series > 1 else "")
    )
    print(f"round ends {len(points)}, rounds {played}")
    print(f"pace {pace:.1f} points a side a round")
    print(
        f"round difference: mean {statistics.fmean(diffs):+.1f}, sd {statistics.stdev(diffs):.1f}"
    )
    print(f"fitted spread {spread:.1f} (mean log loss {loss:.4f}; 0.6931 is a coin)")
    print("predicted  round ends  seat 0 won")
    _calibration([(_chance(p, spread, pace, target), p.share) for p in points])
    if args.against_best is not None:
        print(f"against the best other side alone, spread {args.against_best:.1f}:")
        print("predicted  round ends  seat 0 won  mean predicted")
        _calibration(
            [(_against_best(p, args.against_best, pace, target), p.share) for p in points],
            means=True,
        )
    return 0


def _against_best(p: Point, spread: float, pace: float, target: float | None) -> float:
    """Seat 0's side's chance against the best other side alone, ``Phi(lead / (spread *
    sqrt(k)))`` with the lead over that side."""
    best = max(p.totals[1:])
    return _chance(Point((p.totals[0], best), p.left, p.share), spread, pace, target)


def _calibration(pairs: list[tuple[float, float]], means: bool = False) -> None:
    """Predictions against outcomes by tenths: how many, the share won (and the mean
    prediction of each tenth)."""
    bins: dict[int, list[tuple[float, float]]] = {}
    for q, share in pairs:
        bins.setdefault(min(9, int(q * 10)), []).append((q, share))
    for b in sorted(bins):
        rows = bins[b]
        won = statistics.fmean(s for _q, s in rows)
        line = f"{b / 10:.1f}-{(b + 1) / 10:.1f}  {len(rows):10d}  {won:9.3f}"
        print(line + (f"  {statistics.fmean(q for q, _s in rows):14.3f}" if means else ""))


if __name__ == "__main__":
    sys.exit(main())
