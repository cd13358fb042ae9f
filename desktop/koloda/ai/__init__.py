"""Koloda's computer opponents: ``choose_action(observation, level, seed)`` for every game.

Levels: ``easy`` plays the normal heuristic with human-like slips, ``normal`` a written
rule-based strategy per game (see ``koloda.ai.<game>``), ``hard`` searches the hidden cards:
a tree search over determinizations (``koloda.ai.search``, Chuvash Rooster) or flat Monte Carlo
with common random numbers (``koloda.ai.flat``: Ryadky's cards, Ditch Rummy's whole-turn plans).
An AI sees only one seat's observation, never the state.
"""

from __future__ import annotations

import logging
import random
import threading
from typing import Any

from koloda.ai.analysis import (
    ANALYSIS_ITERATIONS,
    HARD_BUDGET_MS,
    SETTLE_SHARE,
    Analysis,
    Candidate,
    Review,
    Verdict,
    analyse,
    hard_decision,
    judge,
    review,
)
from koloda.ai.policy import best, game_ai, observation_rng, view_from_observation
from koloda.ai.reasons import Facts, facts
from koloda.rules import LEVELS, Action

__all__ = [
    "ANALYSIS_ITERATIONS",
    "HARD_BUDGET_MS",
    "LEVELS",
    "SETTLE_SHARE",
    "Analysis",
    "Candidate",
    "Facts",
    "Review",
    "Verdict",
    "analyse",
    "choose_action",
    "facts",
    "game_ai",
    "judge",
    "observation_rng",
    "review",
]

log = logging.getLogger(__name__)


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
    internal error it logs and plays a legal action. Hard plays the best candidate of
    ``analyse`` (koloda.ai.analysis) for the same arguments.
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
    if level == "hard":
        return hard_decision(obs, seed, budget_ms, iterations, cancel).action
    game = str(obs["game"])
    ai = game_ai(game)
    view = view_from_observation(obs)
    if len(view.legal) == 1:
        return view.legal[0]
    rng = observation_rng(obs, seed, level)
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
