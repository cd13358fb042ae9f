"""``koloda arena``: whole games between AI levels, with win rates, intervals and timings.

Seats are rotated between games (in game g, the i-th listed level sits at seat (i + g) mod N,
the dealer is always seat 0) and each run of N games replays the same decks (duplicate
format), to cancel seat advantage and the luck of the deal. Each decision's seed is the game's
and the step's, not the seat's, so two levels that choose alike play a deck's games alike:
the interval "by deck" (``by_deck``) is taken over the decks' scores, and what the levels do
the same cancels out of it; Wilson's interval takes every game as a fresh draw. How a seat
wins is what its game's ``GameInfo.won_by`` declares: by points, being among the winners (a win
shared by k seats or k teams counts 1/k to each; Ryadky, Ditch Rummy), or by not being the loser
(a draw is a win for all; Chuvash Rooster, CR-12); the fair share is ``GameInfo.fair_share``.

A seat is an AI level or a style of the outside pool (``koloda.ai.pool``). With ``--opponents``
each entry of ``--seats`` (names joined by ``+`` sit together) plays in turn against each named
pool style, which takes every seat the entry leaves free: one table row per (level, style).
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import statistics
import sys
import time
from typing import Any, NamedTuple

from koloda.ai import LEVELS, choose_action
from koloda.ai.match import ROUND_ONLY
from koloda.ai.pool import POOL_STYLES, pool_action
from koloda.ai.selfplay import next_in_series, seed_of
from koloda.rules import NOT_LOSER, GameState, RulesError, games, new_game

# Seats the arena plays besides the levels: hard as it played before issue 44, valuing each
# round by its points (koloda.ai.match.ROUND_ONLY), to measure the match value against it.
ARENA_LEVELS = {"hard-round": "hard"}
MAX_ACTIONS = 200_000  # a game longer than this is a bug; it is reported, not looped on


class GameRecord(NamedTuple):
    """The outcome of one arena game."""

    number: int
    levels: list[str]  # level of each seat
    wins: list[float]  # win share of each seat
    loser: int | None  # the loser's seat (a game won by not being the loser, CR-12)
    times: dict[str, list[float]]  # level -> decision times (s) of real choices
    seconds: float
    error: str | None


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval for a proportion (successes may be fractional)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def by_deck(records: list[GameRecord], level: str, players: int) -> tuple[float, float, int]:
    """The 95% interval of ``level``'s win share over whole decks (duplicate format: the
    ``players`` games of a deck share it with the seats rotated), and the decks counted. A
    deck's score is the level's mean share over its games there; the interval is the decks'
    mean score with 1.96 standard errors of it either side (a deck with a failed or unplayed
    game is left out). It needs a few dozen decks to be trusted; (0, 1) with fewer than two."""
    decks: dict[int, list[GameRecord]] = {}
    for r in records:
        decks.setdefault(r.number // players, []).append(r)
    scores = []
    for games_of in decks.values():
        if len(games_of) != players or any(r.error is not None for r in games_of):
            continue
        shares = [r.wins[s] for r in games_of for s, lv in enumerate(r.levels) if lv == level]
        if shares:
            scores.append(statistics.fmean(shares))
    if len(scores) < 2:
        return 0.0, 1.0, len(scores)
    mean = statistics.fmean(scores)
    half = 1.96 * statistics.stdev(scores) / math.sqrt(len(scores))
    return max(0.0, mean - half), min(1.0, mean + half), len(scores)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank; 0.0 for no values."""
    if not values:
        return 0.0
    ordered = sorted(values)
    k = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[k]


def play_game(
    game: str,
    players: int,
    seats: list[str],
    number: int,
    seed: int,
    budget_ms: float | None,
    iterations: int | None,
    options: dict[str, Any],
    series: int = 1,
) -> GameRecord:
    """Play arena game number ``number`` to the end: for a game played as a series (CR-13),
    ``series`` games of it, the whole match (the fewest points win, equal fewest share)."""
    start = time.perf_counter()
    levels = [""] * players
    for i, level in enumerate(seats):
        levels[(i + number) % players] = level
    times: dict[str, list[float]] = {level: [] for level in set(seats)}
    # Duplicate format: N games in a row share their decks with the levels rotated, and the
    # dealer stays seat 0, so luck of the deal and of the seat falls equally on every level.
    game_seed = seed_of("arena", seed, number // players)
    if series > 1 and games()[game].state_class.plays_series:
        # as a match does: each game is told the series so far and the games left (CR-13)
        options = {**options, "series": [0] * players, "games_left": series - 1}
    state = new_game(game, players=players, seed=game_seed, dealer=0, options=options)
    steps = 0
    if series > 1 and state.plays_series:
        totals = [0] * players
        fewest = True
        for k in range(series):
            if k:
                state = next_in_series(
                    state, game, seed_of("arena", seed, number // players, k), options
                )
            steps = _play_out(state, levels, times, game_seed, steps, budget_ms, iterations)
            if steps < 0:
                return GameRecord(number, levels, [0.0] * players, None, times, 0.0, "too long")
            done = state.series_step()
            assert done is not None
            totals = [t + p for t, p in zip(totals, done.points, strict=True)]
            fewest = done.fewest_wins
        best = min(totals) if fewest else max(totals)
        won = [s for s in range(players) if totals[s] == best]
        wins = [1.0 / len(won) if s in won else 0.0 for s in range(players)]
        return GameRecord(number, levels, wins, None, times, time.perf_counter() - start, None)
    if _play_out(state, levels, times, game_seed, steps, budget_ms, iterations) < 0:
        return GameRecord(number, levels, [0.0] * players, None, times, 0.0, "too long")
    wins, loser = shares(game, state)
    return GameRecord(number, levels, wins, loser, times, time.perf_counter() - start, None)


def shares(game: str, state: GameState) -> tuple[list[float], int | None]:
    """Each seat's win share of a finished game (see the module docstring) and the loser's
    seat where the game is won by not being the loser."""
    result = state.result() or {}
    wins = [0.0] * state.players
    loser: int | None = None
    if games()[game].won_by == NOT_LOSER:
        loser = result.get("loser")
        wins = [0.0 if s == loser else 1.0 for s in range(state.players)]
    else:
        winners = list(result.get("winners", []))
        side_of = {s: i for i, side in enumerate(state.sides()) for s in side}  # DR-8
        sides = {side_of[s] for s in winners}
        for s in winners:
            wins[s] = 1.0 / max(1, len(sides))
    return wins, loser


def _play_out(
    state: GameState,
    levels: list[str],
    times: dict[str, list[float]],
    game_seed: int,
    steps: int,
    budget_ms: float | None,
    iterations: int | None,
) -> int:
    """Play ``state`` to its end, each seat by its level or style; the steps played so far
    (decision seeds go on counting over a series), or -1 past MAX_ACTIONS."""
    first = steps
    while not state.is_terminal():
        seat = state.to_move
        assert seat is not None
        obs = state.observation(seat)
        t0 = time.perf_counter()
        name = levels[seat]
        if name in LEVELS or name in ARENA_LEVELS:
            token = ROUND_ONLY.set(name in ARENA_LEVELS)
            try:
                action = choose_action(
                    obs,
                    ARENA_LEVELS.get(name, name),
                    seed=seed_of(game_seed, steps),
                    budget_ms=budget_ms,
                    iterations=iterations,
                )
            finally:
                ROUND_ONLY.reset(token)
        else:
            action = pool_action(obs, name, seed=seed_of(game_seed, steps))
        elapsed = time.perf_counter() - t0
        if len(obs["legal"]) > 1:
            times[levels[seat]].append(elapsed)
        state.apply(action)
        steps += 1
        if steps - first > MAX_ACTIONS:
            return -1
    return steps


def _play_star(args: tuple[Any, ...]) -> GameRecord:
    try:
        return play_game(*args)
    except Exception as e:  # one broken game must not lose the others' results
        return GameRecord(args[3], [], [], None, {}, 0.0, f"{type(e).__name__}: {e}")


def sides_of(game: str, players: int, options: dict[str, Any]) -> int:
    """How many sides win and lose together in such a game: the seats, or the teams (DR-8)."""
    return len(new_game(game, players=players, seed=0, options=options).sides())


def summarize(
    records: list[GameRecord],
    game: str,
    players: int,
    seats: list[str],
    sides: int | None = None,
    series: int = 1,
) -> list[dict[str, Any]]:
    """Per level: seat-games, win share, Wilson interval, interval by deck, loser share (a game
    won by not being the loser; not for a whole series, won by points), decision times.
    ``sides`` defaults to one per seat."""
    rows = []
    good = [r for r in records if r.error is None]
    info = games()[game]
    by_loser = _by_loser(game, series)
    for level in dict.fromkeys(seats):
        n = 0
        won = 0.0
        losers = 0
        times: list[float] = []
        for r in good:
            for s, lv in enumerate(r.levels):
                if lv == level:
                    n += 1
                    won += r.wins[s]
                    losers += r.loser == s
            times.extend(r.times.get(level, []))
        lo, hi = wilson(won, n)
        deck_lo, deck_hi, decks = by_deck(good, level, players)
        count = players if sides is None else sides
        fair = (
            1.0 / count if series > 1 and info.state_class.plays_series else info.fair_share(count)
        )
        rows.append(
            {
                "level": level,
                "seat_games": n,
                "win": won / n if n else 0.0,
                "low": lo,
                "high": hi,
                "deck_low": deck_lo,
                "deck_high": deck_hi,
                "decks": decks,
                "fair": fair,
                "loser": losers / n if n and by_loser else None,
                "decisions": len(times),
                "mean_ms": 1000 * statistics.fmean(times) if times else 0.0,
                "median_ms": 1000 * statistics.median(times) if times else 0.0,
                "p95_ms": 1000 * percentile(times, 0.95),
            }
        )
    return rows


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="koloda arena",
        description="Play AI levels and outside pool styles against each other and compare them.",
        epilog=_epilog(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--game", required=True, choices=sorted(games()))
    parser.add_argument("--players", type=int, required=True)
    parser.add_argument(
        "--seats",
        required=True,
        help="one name per seat (levels or pool styles): hard,normal,...; hard-round is hard "
        "valuing each round by its points, as before issue 44; with --opponents the "
        "entries under test, each in turn (hard,normal), '+' seating names together (hard+easy)",
    )
    parser.add_argument(
        "--opponents",
        help="'pool' (every pool style) or pool styles (greedy,steady): each in turn takes the "
        "seats a --seats entry leaves free; one row per (level, style)",
    )
    parser.add_argument("--games", type=int, default=100, help="games per (entry, style) pairing")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=1, help="worker processes")
    parser.add_argument("--budget-ms", type=float, help="hard's time per decision")
    parser.add_argument("--iterations", type=int, help="hard's search iterations per decision")
    parser.add_argument("--options", default="{}", help='game options as JSON, e.g. {"deals": 3}')
    parser.add_argument(
        "--series",
        type=int,
        default=1,
        help="for a game played as a series (Chuvash Rooster, CR-13): games in one match, won "
        "by the fewest times as the loser (equal fewest share); 1 plays one game",
    )
    return parser


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    checked = _check(args)
    if isinstance(checked, int):
        return checked
    entries, styles, seats, options = checked
    if args.opponents is None:
        pairings = [(seats, "")]
    else:
        pairings = [
            (e + [style] * (args.players - len(e)), style) for e in entries for style in styles
        ]
    jobs = [
        (
            k,
            (
                args.game,
                args.players,
                s,
                g,
                args.seed,
                args.budget_ms,
                args.iterations,
                options,
                args.series,
            ),
        )
        for k, (s, _) in enumerate(pairings)
        for g in range(args.games)
    ]
    start = time.perf_counter()
    if args.jobs == 1:
        done = [_play_tagged(j) for j in jobs]
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(args.jobs) as pool:
            done = list(pool.imap_unordered(_play_tagged, jobs, chunksize=1))
    wall = time.perf_counter() - start
    done.sort(key=lambda kr: (kr[0], kr[1].number))
    per_pairing: list[list[GameRecord]] = [[] for _ in pairings]
    for k, record in done:
        per_pairing[k].append(record)
    if args.opponents is None:
        print(report(per_pairing[0], args, seats, wall))
    else:
        tested = [e for e in entries for _ in styles]
        print(report_pool(per_pairing, pairings, tested, args, styles, wall))
    return 0 if all(r.error is None for _, r in done) else 1


def _check(
    args: argparse.Namespace,
) -> int | tuple[list[list[str]], list[str], list[str], dict[str, Any]]:
    """The command line's seats, styles and options, or 2 after saying what is wrong."""
    info = games()[args.game]
    problems = []
    if not info.min_players <= args.players <= info.max_players:
        problems.append(f"{info.title} is for {info.min_players}-{info.max_players} players")
    entries = [[n.strip() for n in e.split("+")] for e in args.seats.split(",")]
    styles: list[str] = []
    if args.opponents is None:
        seats = [n for e in entries for n in e]
        if len(seats) != args.players:
            problems.append(f"--seats lists {len(seats)} levels for {args.players} players")
        names = seats
    else:
        wanted = [s.strip() for s in args.opponents.split(",")]
        styles = list(
            dict.fromkeys(x for w in wanted for x in (POOL_STYLES if w == "pool" else [w]))
        )
        bad_style = [s for s in styles if s not in POOL_STYLES]
        if bad_style:
            problems.append(
                f"unknown pool style {bad_style[0]!r} for --opponents "
                f"('pool' or styles: {', '.join(POOL_STYLES)})"
            )
        full = [e for e in entries if len(e) >= args.players]
        if full:
            problems.append(
                f"--seats entry {'+'.join(full[0])!r} leaves no seat for the opponents "
                f"of a {args.players}-player game"
            )
        names = [n for e in entries for n in e]
    bad = [s for s in names if s not in LEVELS and s not in ARENA_LEVELS and s not in POOL_STYLES]
    if bad:
        problems.append(
            f"unknown level {bad[0]!r} (levels: {', '.join((*LEVELS, *ARENA_LEVELS))}; "
            f"pool styles: {', '.join(POOL_STYLES)})"
        )
    if args.series < 1:
        problems.append("--series must be positive")
    if args.games < 1 or args.jobs < 1 or args.seed < 0:
        problems.append("--games and --jobs must be positive, --seed non-negative")
    if args.iterations is not None and args.iterations < 1:
        problems.append("--iterations must be positive")
    if args.budget_ms is not None and args.budget_ms < 0:
        problems.append("--budget-ms must be non-negative")
    try:
        options = json.loads(args.options)
        if not isinstance(options, dict):
            raise ValueError
        new_game(args.game, players=args.players, seed=0, options=options)
    except (ValueError, RulesError) as e:
        problems.append(f"bad --options: {e}" if str(e) else "--options must be a JSON object")
        options = {}
    if problems:
        for p in problems:
            print(f"koloda arena: {p}", file=sys.stderr)
        return 2
    return entries, styles, [n for e in entries for n in e], options


def _play_tagged(job: tuple[int, tuple[Any, ...]]) -> tuple[int, GameRecord]:
    return job[0], _play_star(job[1])


def _epilog() -> str:
    from koloda.ai.pool import SUMMARIES

    lines = [
        "Pool styles (koloda.ai.pool: written from the rules alone, never used by the AI;",
        "what each does in each game: docs/pool.md):",
    ]
    lines += [f"  {style:<8} {SUMMARIES[style]}" for style in POOL_STYLES]
    lines += [
        "",
        "Examples:",
        "  koloda arena --game rooster --players 2 --seats hard,greedy --games 100",
        "  koloda arena --game ryadky --players 2 --seats normal,hard --opponents pool "
        "--options '{\"deals\": 1}'",
        "  koloda arena --game ditch --players 4 --seats hard --opponents steady,greedy",
    ]
    return "\n".join(lines)


def _by_loser(game: str, series: int) -> bool:
    """Whether a record's win is not being the loser (one game of Chuvash Rooster, CR-12),
    not a share of a match won by points (a whole series, CR-13)."""
    info = games()[game]
    return info.won_by == NOT_LOSER and not (series > 1 and info.state_class.plays_series)


def _header(game: str, first: str, series: int = 1) -> str:
    """The table's column line after the ``first`` (name) columns."""
    info = games()[game]
    by_loser = _by_loser(game, series)
    win_name = f"not {info.loser_name}" if by_loser else "win"
    return (
        f"{first}{'seat-games':>11}{win_name:>12}{'95% Wilson':>17}{'95% by deck':>17}{'fair':>7}"
        + (f"{info.loser_name:>9}" if by_loser else "")
        + f"{'decisions':>11}{'mean ms':>9}{'median':>8}{'p95 ms':>8}"
    )


def _width(title: str, names: list[str], least: int) -> int:
    """A name column's width: its longest name and a space (``hard-round`` ran into the
    opponent's name at the old fixed width)."""
    return max(least, len(title) + 1, *(len(name) + 1 for name in names))


def _row(row: dict[str, Any], first: str) -> str:
    """One table row of ``summarize`` after the ``first`` (name) columns."""
    ci = f"[{100 * row['low']:.1f}, {100 * row['high']:.1f}]"
    deck = f"[{100 * row['deck_low']:.1f}, {100 * row['deck_high']:.1f}]"
    return (
        f"{first}{row['seat_games']:>11}{100 * row['win']:>11.1f}%{ci:>17}{deck:>17}"
        f"{100 * row['fair']:>6.1f}%"
        + (f"{100 * row['loser']:>8.1f}%" if row["loser"] is not None else "")
        + f"{row['decisions']:>11}{row['mean_ms']:>9.2f}{row['median_ms']:>8.2f}"
        f"{row['p95_ms']:>8.1f}"
    )


def _settings(args: argparse.Namespace) -> str:
    budget = f"{args.budget_ms:g} ms" if args.budget_ms is not None else "default"
    return (
        f"games={args.games} seed={args.seed} jobs={args.jobs} hard budget={budget} "
        f"iterations={args.iterations if args.iterations is not None else '-'} "
        f"options={args.options}" + (f" series={args.series}" if args.series > 1 else "")
    )


def _footer(
    game: str, records: list[GameRecord], wall: float, decks: int, series: int = 1
) -> list[str]:
    """Draws (a game won by not being the loser, CR-12), the decks behind the interval by deck
    (per pairing) and the speed line."""
    good = [r for r in records if r.error is None]
    lines = []
    info = games()[game]
    if _by_loser(game, series):
        draws = sum(r.loser is None for r in good)
        lines.append(f"draws (nobody the {info.loser_name}): {draws}")
    lines.append(
        f"95% by deck: over {decks} whole decks (each played once per seat, the same seeds; "
        "what the levels play alike cancels)"
    )
    lines.append(
        f"{len(good)} games in {wall:.1f} s: {len(good) / wall:.2f} games/s "
        f"(shared wins count 1/k to each of k winners; times are real choices only)"
    )
    return lines


def report(
    records: list[GameRecord], args: argparse.Namespace, seats: list[str], wall: float
) -> str:
    """The printed table."""
    game, players = args.game, args.players
    lines = [f"arena {game} players={players} seats={','.join(seats)} {_settings(args)}"]
    sides = sides_of(game, players, json.loads(args.options))
    rows = summarize(records, game, players, seats, sides, args.series)
    wide = _width("level", [row["level"] for row in rows], 7)
    lines.append(_header(game, f"{'level':<{wide}}", args.series))
    lines += [_row(row, f"{row['level']:<{wide}}") for row in rows]
    lines += _footer(game, records, wall, min(row["decks"] for row in rows), args.series)
    for r in records:
        if r.error is not None:
            lines.append(f"game {r.number} failed: {r.error}")
    return "\n".join(lines)


def report_pool(
    per_pairing: list[list[GameRecord]],
    pairings: list[tuple[list[str], str]],
    tested: list[list[str]],
    args: argparse.Namespace,
    styles: list[str],
    wall: float,
) -> str:
    """The printed table of ``--opponents``: one row per (tested name, pool style)."""
    game, players = args.game, args.players
    lines = [
        f"arena {game} players={players} seats={args.seats} opponents={','.join(styles)} "
        + _settings(args)
    ]
    sides = sides_of(game, players, json.loads(args.options))
    table = [
        (row, style)
        for records, (seats, style), names in zip(per_pairing, pairings, tested, strict=True)
        for row in summarize(records, game, players, seats, sides, args.series)
        if row["level"] in names  # the opponent's own row is the complement
    ]
    wide = _width("level", [row["level"] for row, _ in table], 8)
    lines.append(_header(game, f"{'level':<{wide}}{'opponent':<9}", args.series))
    lines += [_row(row, f"{row['level']:<{wide}}{style:<9}") for row, style in table]
    decks = min(row["decks"] for row, _ in table)
    everything = [r for records in per_pairing for r in records]
    lines += _footer(game, everything, wall, decks, args.series)
    failed = [
        f"game {r.number} ({','.join(seats)}) failed: {r.error}"
        for records, (seats, _) in zip(per_pairing, pairings, strict=True)
        for r in records
        if r.error is not None
    ]
    lines += failed[:10]
    if len(failed) > 10:
        lines.append(f"... and {len(failed) - 10} more failed games")
    return "\n".join(lines)
