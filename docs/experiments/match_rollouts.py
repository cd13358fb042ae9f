"""What hard's match value costs in search work: a diagnostic for issue 44, not part of Koloda.

The arena bounds both hards by iterations (``--iterations``), the app by time (800 ms). If
hard's match value made a decision dearer, the two would get different searches in the app
than in the arena. This plays Ditch Rummy matches with ``normal`` in every seat, keeps the
last ``--last`` decisions with a choice of each (near the match's end, where the match value
is on), and has hard and ``hard-round`` (each round valued by its points) decide each of them
at the same iterations and seed, in alternating order, counting the CPU seconds (this process)
and the rollouts (a plan played out on one sampled deal) each spent. Run from the repository
root:

    .venv/bin/python docs/experiments/match_rollouts.py --players 3 --matches 12
"""

from __future__ import annotations

import argparse
import json
import time
from typing import Any

from koloda.ai import choose_action
from koloda.ai.analysis import hard_decision
from koloda.ai.match import ROUND_ONLY
from koloda.rules import new_game


def positions(players: int, options: dict[str, Any], matches: int, last: int) -> list[Any]:
    """The last ``last`` observations with a choice of each of ``matches`` matches of normal."""
    found: list[Any] = []
    for m in range(matches):
        state = new_game("ditch", players=players, seed=1000 + m, options=options)
        seen = []
        for step in range(5000):
            if state.is_terminal():
                break
            seat = state.to_move
            assert seat is not None
            obs = state.observation(seat)
            if len(obs["legal"]) > 1:
                seen.append(obs)
            state.apply(choose_action(obs, "normal", seed=m * 7919 + step))
        found += seen[-last:]
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--options", default="{}", help='e.g. {"hands": 2}; default to 500')
    parser.add_argument("--matches", type=int, default=12)
    parser.add_argument("--last", type=int, default=40)
    parser.add_argument("--iterations", type=int, default=300)
    args = parser.parse_args()
    found = positions(args.players, json.loads(args.options), args.matches, args.last)
    cpu = {False: 0.0, True: 0.0}
    rollouts = {False: 0, True: 0}
    for i, obs in enumerate(found):
        for round_only in (False, True) if i % 2 == 0 else (True, False):
            token = ROUND_ONLY.set(round_only)
            started = time.process_time()
            try:
                decision = hard_decision(obs, 17 + i, None, args.iterations, None)
            finally:
                ROUND_ONLY.reset(token)
            cpu[round_only] += time.process_time() - started
            rollouts[round_only] += sum(arm.visits for arm in decision.trace.arms)
    print(f"{len(found)} decisions near the end of {args.matches} matches of normal")
    for name, key in (("hard", False), ("hard-round", True)):
        print(f"{name:>10}: {cpu[key]:.2f} CPU s, {rollouts[key]} rollouts")
    print(
        f"hard / hard-round: CPU {cpu[False] / cpu[True]:.3f}, "
        f"rollouts {rollouts[False] / max(1, rollouts[True]):.3f}"
    )


if __name__ == "__main__":
    main()
