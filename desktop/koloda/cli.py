"""The ``koloda`` command: no arguments opens the app; ``engine``, ``arena``, ``bench``,
``games``, ``host`` and ``join`` are the headless tools; anything else goes to the app
(``koloda FILE.koloda`` opens a saved game, and a first word that is not exactly a command's
name is a file: ``koloda ./bench`` opens a file named ``bench``). Exit codes: koloda.app.main."""

from __future__ import annotations

import os
import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:  # argparse is imported when a command needs it: the app's start goes without
    import argparse


def _bench_parser() -> argparse.ArgumentParser:
    import argparse  # here, not at the top: the app's plain start goes without it (~25 ms)

    from koloda.rules import games

    parser = argparse.ArgumentParser(prog="koloda bench", description="Measure Koloda's speed.")
    parser.add_argument("--game", choices=sorted(games()), help="one game (default: all)")
    parser.add_argument("--players", type=int, help="player count (default: several)")
    parser.add_argument("--runs", type=int, default=5, help="runs to take the median of")
    parser.add_argument(
        "--seconds",
        type=float,
        help="length of one run (default 1; with --ui: 8 per demo; with --network-soak: the "
        "limit per match, 300)",
    )
    parser.add_argument(
        "--seed", type=int, help="default 1 (--session, --network-soak: a random one each)"
    )
    parser.add_argument("--ai", action="store_true", help="also time each AI level's decisions")
    parser.add_argument(
        "--analysis",
        action="store_true",
        help="also time hard's analysis: a hint at the app's budget, the review of a round",
    )
    parser.add_argument("--ui", action="store_true", help="time the app's start and frames")
    parser.add_argument(
        "--network",
        action="store_true",
        help="a headless host and five friends on 127.0.0.1: move latency, bytes, host CPU",
    )
    parser.add_argument(
        "--network-soak",
        type=int,
        metavar="N",
        help="N matches of each game (or G) by koloda host and koloda join processes on "
        "127.0.0.1, mixed seats: hangs and lost matches (--seconds: the limit per match)",
    )
    parser.add_argument(
        "--trace-move",
        action="store_true",
        help="count the calls, files and layer hops of one human move and one AI move",
    )
    parser.add_argument(
        "--deck",
        choices=("koloda", "english", "atlas"),
        help="with --ui: frames with one card deck (default: each)",
    )
    parser.add_argument(
        "--kpatience",
        metavar="PATH",
        help="with --ui: KPatience's program to compare with (default: kpat on PATH or in "
        "/usr/games; none: time Koloda alone)",
    )
    from koloda.app.tools.soak import add_arguments

    add_arguments(parser)
    return parser


def _bench(argv: list[str]) -> int:
    from koloda.app.tools.soak import run_window_tool
    from koloda.rules import games

    parser = _bench_parser()
    args = parser.parse_args(argv)
    done = run_window_tool(parser, args)  # --soak, --session: the real window played long
    if done is not None:
        return done
    if args.trace_move:
        from koloda.app.tools.move_trace import GAME, SEED, trace_lines

        print("\n".join(trace_lines(args.game or GAME, SEED if args.seed is None else args.seed)))
        return 0
    if args.network_soak is not None:
        from koloda.net.soak import soak_games

        if args.network_soak < 1 or (args.seconds is not None and not args.seconds > 0):
            parser.error("--network-soak and --seconds need positive numbers")
        rounds = 1 if args.runs == 5 else args.runs  # --runs: deals, hands or games a match
        return soak_games(args.game, args.network_soak, args.seed, rounds, args.seconds or 300)
    args.seed = 1 if args.seed is None else args.seed
    if args.runs < 1 or (args.seconds is not None and not args.seconds > 0):
        parser.error("--runs and --seconds need positive numbers")
    if args.network:
        from koloda.net.bench import bench_games

        return bench_games(args.game, 2 if args.runs == 5 else args.runs, args.seed)
    if args.ui:
        from koloda.app.tools.bench import bench_ui

        kpat: list[str] | None = None  # the installed KPatience, if any
        if args.kpatience == "none":
            kpat = []
        elif args.kpatience is not None:
            if not os.access(args.kpatience, os.X_OK) or os.path.isdir(args.kpatience):
                parser.error(f"--kpatience: {args.kpatience} is not a program that can be run")
            kpat = [args.kpatience]
        return bench_ui(args.game, args.deck, args.runs, args.seconds or 8.0, kpat)
    from koloda.bench import bench_rules

    for game in [args.game] if args.game else sorted(games()):
        bench_rules(game, args.players, args.runs, args.seconds or 1.0, args.seed)
        if args.ai:
            from koloda.ai.bench import bench_ai

            bench_ai(game, args.players, args.seed)
        if args.analysis:
            from koloda.ai.bench import bench_analysis

            bench_analysis(game, args.players, args.seed)
            from koloda.app.tools.review_bench import review_round_line

            review_round_line(game, args.seed)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    # the exact names only: "engine.koloda" or "./engine" is a saved game for the app
    if args and args[0] == "engine":
        from koloda.engine import run

        return run()
    if args and args[0] == "bench":
        return _bench(args[1:])
    if args == ["games"]:  # the rules' registry, one name a line (packaging/smoke.sh plays each)
        from koloda.rules import games

        print("\n".join(games()))
        return 0
    if args and args[0] in ("host", "join"):  # network play (docs/network.md)
        from koloda.net.commands import host_main, join_main

        return (host_main if args[0] == "host" else join_main)(args[1:])
    if args and args[0] == "arena":
        from koloda.ai.arena import main as arena_main

        return arena_main(args[1:])
    from koloda.app.main import main as app_main

    return app_main(args)


if __name__ == "__main__":
    sys.exit(main())
