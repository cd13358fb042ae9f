"""``python -m koloda.ai.split_decisions``: the decisions where hard (its rounds valued for the
match, issue 44) and ``hard-round`` (each round valued by its points) choose differently, each
judged by playing the rest of the match out many times.

Whole-match arenas (``koloda arena``) count match wins, but the two hards choose alike in most
decisions and a match's luck drowns the few that differ. This looks at those few directly. It
plays whole matches with ``normal`` in every seat (the positions matches reach; the arena's
decks for ``--seed``) and at each decision with a choice asks both hards, bound by
``--iterations`` and with the same seed. Where their choices differ (the whole turn, where the
game's hard plans turns: Ditch Rummy), it deals the cards the mover cannot see anew
(``determinize``, future rounds' decks too) ``--rollouts`` times and on each deal plays either
choice and then the rest of the match with ``normal`` in every seat: the same deal and the same
seeds for both (common random numbers), so the difference is the choice's alone. A position's
score is the mover's match share (``koloda.ai.arena.shares``: a win shared by k sides counts
1/k) after either choice, averaged over the deals; the report is the mean difference, hard less
hard-round, over the positions with its 95% interval, and how many positions went each way.

The rest of a match is played by normal, not by the hards, and only positions normal's matches
reach are asked: a microscope on the choices that differ, beside the arena's whole matches,
not instead of them. Every loop is bounded (``--max-matches``, the arena's ``MAX_ACTIONS``).
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from typing import Any, NamedTuple

from koloda.ai import choose_action
from koloda.ai.analysis import hard_decision
from koloda.ai.arena import MAX_ACTIONS, shares
from koloda.ai.match import ROUND_ONLY
from koloda.ai.selfplay import play_one, seed_of
from koloda.rules import Action, GameState, RulesError, games, new_game

Plan = tuple[Action, ...]


class Difference(NamedTuple):
    """A decision where the two hards choose differently: the mover's observation and each
    one's choice (the whole turn it stands for)."""

    obs: dict[str, Any]
    match_value: Plan  # hard's
    round_points: Plan  # hard-round's


class Verdict(NamedTuple):
    """How a difference was judged: the mover's mean match share after either choice."""

    match_value: float
    round_points: float
    rollouts: int


def hard_choice(obs: dict[str, Any], seed: int, iterations: int, round_only: bool) -> Plan:
    """Hard's choice for ``obs`` (``round_only``: as hard-round), as the whole plan its search
    chose where it plans turns, else the action alone."""
    token = ROUND_ONLY.set(round_only)
    try:
        decision = hard_decision(obs, seed, None, iterations, None)
    finally:
        ROUND_ONLY.reset(token)
    trace = decision.trace
    if 0 <= trace.chosen < len(trace.arms) and trace.arms[trace.chosen].plan:
        return trace.arms[trace.chosen].plan
    return (decision.action,)


def find_differences(
    game: str,
    players: int,
    options: dict[str, Any],
    seed: object,
    wanted: int,
    iterations: int,
    max_matches: int,
) -> tuple[list[Difference], int, int]:
    """Up to ``wanted`` decisions of normal's matches where the two hards choose differently,
    the matches played to find them (at most ``max_matches``) and the decisions with a choice
    asked of both."""
    found: list[Difference] = []
    played = asked = 0
    while len(found) < wanted and played < max_matches:
        state = new_game(
            game, players=players, seed=seed_of("judge", seed, played), options=options
        )
        played += 1
        for step in range(MAX_ACTIONS):
            if state.is_terminal() or len(found) >= wanted:
                break
            seat = state.to_move
            assert seat is not None
            obs = state.observation(seat)
            decision_seed = seed_of("judge", seed, played, step)
            if len(obs["legal"]) > 1:
                asked += 1
                mine = hard_choice(obs, decision_seed, iterations, round_only=False)
                theirs = hard_choice(obs, decision_seed, iterations, round_only=True)
                if mine != theirs:
                    found.append(Difference(obs, mine, theirs))
            state.apply(choose_action(obs, "normal", seed=decision_seed))
    return found, played, asked


def finish(state: GameState, seed: int) -> GameState:
    """Play ``state`` to the end of its match with normal in every seat."""
    for step in range(MAX_ACTIONS):
        if state.is_terminal():
            return state
        play_one(state, "normal", seed_of(seed, step))
    raise RuntimeError(f"a match ran past {MAX_ACTIONS} actions")


def judge(difference: Difference, rollouts: int, seed: object) -> Verdict:
    """The mover's mean match share after either choice, over ``rollouts`` deals of what it
    cannot see, each choice followed by normal's play of the rest of the match."""
    obs = difference.obs
    game, seat = str(obs["game"]), int(obs["seat"])
    state_class = games()[game].state_class
    totals = [0.0, 0.0]
    done = 0
    for r in range(rollouts):
        deal = state_class.determinize(obs, random.Random(seed_of("deal", seed, r)))
        outcome = []
        for plan in (difference.match_value, difference.round_points):
            state = deal.clone()
            try:
                for action in plan:
                    state.apply(action)
            except RulesError:
                break  # a plan this deal cannot play (never for a plan of the mover's cards)
            finish(state, seed_of("finish", seed, r))
            outcome.append(shares(game, state)[0][seat])
        if len(outcome) == 2:
            totals = [totals[0] + outcome[0], totals[1] + outcome[1]]
            done += 1
    if not done:
        return Verdict(math.nan, math.nan, 0)
    return Verdict(totals[0] / done, totals[1] / done, done)


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="python -m koloda.ai.split_decisions", description=__doc__
    )
    parser.add_argument("--game", required=True, choices=sorted(games()))
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--options", default="{}", help='game options as JSON: {"hands": 2}')
    parser.add_argument("--positions", type=int, default=60, help="differences to judge")
    parser.add_argument("--rollouts", type=int, default=300, help="deals judged per position")
    parser.add_argument("--iterations", type=int, default=300, help="each hard's iterations")
    parser.add_argument("--seed", default="1")
    parser.add_argument("--max-matches", type=int, default=200, help="normal's matches at most")
    parser.add_argument("--lines", action="store_true", help="print each position as JSON")
    return parser


def main(argv: list[str]) -> int:
    args = _parser().parse_args(argv)
    start = time.perf_counter()
    try:
        options = json.loads(args.options)
    except json.JSONDecodeError as e:
        print(f"--options is not JSON: {e}", file=sys.stderr)
        return 2
    if not isinstance(options, dict):
        print("--options must be a JSON object", file=sys.stderr)
        return 2
    try:
        found, played, asked = find_differences(
            args.game,
            args.players,
            options,
            args.seed,
            args.positions,
            args.iterations,
            args.max_matches,
        )
    except (RulesError, ValueError) as e:
        print(f"cannot play that game: {e}", file=sys.stderr)
        return 2
    diffs: list[float] = []
    for i, difference in enumerate(found):
        verdict = judge(difference, args.rollouts, seed_of(args.seed, i))
        if verdict.rollouts == 0:
            continue
        diffs.append(verdict.match_value - verdict.round_points)
        if args.lines:
            line = {
                "position": i,
                "seat": difference.obs["seat"],
                "hard": [str(a) for a in difference.match_value],
                "hard-round": [str(a) for a in difference.round_points],
                "hard_share": round(verdict.match_value, 4),
                "hard_round_share": round(verdict.round_points, 4),
            }
            print(json.dumps(line), flush=True)
    print(report(diffs, played, asked, args, time.perf_counter() - start))
    return 0


def report(
    diffs: list[float], played: int, asked: int, args: argparse.Namespace, seconds: float
) -> str:
    """The summary: positions, the mean difference with its 95% interval, and each way."""
    head = (
        f"{args.game}, {args.players} players, options {args.options}: {len(diffs)} decisions "
        f"where hard and hard-round choose differently, of {asked} with a choice in "
        f"{played} matches of normal (seed {args.seed}; each hard {args.iterations} "
        f"iterations; {args.rollouts} deals each; {seconds:.0f} s)"
    )
    if not diffs:
        return head + "\nnothing to judge"
    mean = statistics.fmean(diffs)
    half = 1.96 * statistics.stdev(diffs) / math.sqrt(len(diffs)) if len(diffs) > 1 else math.inf
    better = sum(d > 0 for d in diffs)
    worse = sum(d < 0 for d in diffs)
    return (
        f"{head}\nthe mover's match share, hard less hard-round: {100 * mean:+.2f} points "
        f"[{100 * (mean - half):+.2f}, {100 * (mean + half):+.2f}] (95%, over positions); "
        f"hard's choice better in {better}, worse in {worse}, "
        f"even in {len(diffs) - better - worse}"
    )


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
