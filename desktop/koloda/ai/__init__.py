"""Koloda's computer opponents: ``choose_action(observation, level, seed)`` for every game.

Levels: ``easy`` plays the normal heuristic with human-like slips, ``normal`` a written
rule-based strategy per game (see ``koloda.ai.<game>``), ``hard`` searches the hidden cards:
a tree search over determinizations (``koloda.ai.search``, Chuvash Rooster) or flat Monte Carlo
with common random numbers (``koloda.ai.flat``: Ryadky's cards, Ditch Rummy's whole-turn plans).
An AI sees only one seat's observation, never the state.
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import random
import threading
import time
from typing import Any

from koloda.ai.policy import best, game_ai, view_from_observation
from koloda.rules import LEVELS, Action, games

__all__ = ["HARD_BUDGET_MS", "LEVELS", "choose_action", "game_ai", "observation_rng"]

HARD_BUDGET_MS = 400.0  # hard's default thinking time per decision
SETTLE_SHARE = 0.6  # the share of hard's budget an exact endgame search may take

log = logging.getLogger(__name__)


def observation_rng(obs: dict[str, Any], seed: int, salt: str = "") -> random.Random:
    """A generator built only from the seed and what the seat knows: the same information
    gives the same decisions, whatever the hidden cards are."""
    text = json.dumps(obs, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(f"{salt}:{seed}:{text}".encode()).digest()
    return random.Random(digest)


def choose_action(
    obs: dict[str, Any],
    level: str,
    seed: int,
    budget_ms: float | None = None,
    iterations: int | None = None,
    cancel: threading.Event | None = None,
) -> Action:
    """The action ``level`` picks for the seat of ``obs`` (which must be to move).

    Safe in a worker thread; ``cancel`` ends hard's search early with its best so far. With
    ``iterations`` the answer is deterministic. Never raises on a legal observation: on an
    internal error it logs and plays a legal action.
    """
    if level not in LEVELS:
        raise ValueError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
    legal_text = obs.get("legal") if isinstance(obs, dict) else None
    if not legal_text or not isinstance(legal_text, list):
        raise ValueError("the observation has no legal action: it is not this seat's turn")
    try:
        return _choose(obs, level, seed, budget_ms, iterations, cancel)
    except Exception:
        log.exception("AI %s failed on %s; playing a legal fallback", level, obs.get("game"))
        return _fallback(obs, seed)


def _choose(
    obs: dict[str, Any],
    level: str,
    seed: int,
    budget_ms: float | None,
    iterations: int | None,
    cancel: threading.Event | None,
) -> Action:
    game = str(obs["game"])
    ai = game_ai(game)
    view = view_from_observation(obs)
    if len(view.legal) == 1:
        return view.legal[0]
    rng = observation_rng(obs, seed, level)
    if level == "hard":
        from koloda.ai.search import search

        started = time.perf_counter()
        budget = HARD_BUDGET_MS if budget_ms is None else float(budget_ms)
        # An exact endgame may take this share of the budget; with ``iterations`` only a node
        # cap worth the same share of that many iterations bounds it, so the answer stays a
        # function of the observation.
        settle_by = math.inf
        nodes = None
        if iterations is None:
            settle_by = started + SETTLE_SHARE * budget / 1e3
        else:
            nodes = int(SETTLE_SHARE * ai.nodes_per_iteration * iterations)
        settled = ai.settled(view, settle_by, nodes)
        if settled is not None:
            return settled
        state_class = games()[game].state_class
        prior = best(view.legal, ai.scores(view)) if ai.prior_margin > 1.0 else None
        # The budget is for the whole decision: what the endgame check and the prior took
        # comes off the search's share.
        spent_ms = (time.perf_counter() - started) * 1000.0
        result = search(
            obs,
            state_class,
            ai,
            rng,
            budget_ms=max(0.0, budget - spent_ms),
            iterations=iterations,
            cancel=cancel,
            prior=prior,
        )
        return result.action
    if level == "easy":
        return ai.easy_action(view, rng)
    return best(view.legal, ai.scores(view))


def _fallback(obs: dict[str, Any], seed: int) -> Action:
    """A legal action from the observation's own list, for when the AI itself went wrong."""
    legal: list[Action] = []
    for text in obs["legal"]:
        try:
            legal.append(Action.parse(text))
        except Exception:
            continue
    if not legal:
        raise ValueError("the observation's legal actions cannot be parsed")
    return legal[random.Random(seed).randrange(len(legal))]
