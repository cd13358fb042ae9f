"""The AI call itself, free of Qt so that a helper process can run it (see worker.py)."""

from __future__ import annotations

import contextlib
import random
import threading
from typing import Any


def random_legal(obs: dict[str, Any], seed: int) -> str:
    """A random legal action string: the fallback while ``koloda.ai`` has no ``choose_action``."""
    legal = list(obs.get("legal") or [])
    if not legal:
        raise ValueError("no legal action to choose from")
    return random.Random(seed).choice(sorted(legal))


def decide(
    obs: dict[str, Any],
    level: str,
    seed: int,
    budget_ms: float | None,
    cancel: threading.Event | None = None,
) -> str:
    """The action string the AI picks for ``obs`` (its seat's observation only)."""
    try:
        from koloda import ai
    except ImportError:
        return random_legal(obs, seed)
    choose = getattr(ai, "choose_action", None)
    if choose is None:
        return random_legal(obs, seed)
    return str(choose(obs, level, seed, budget_ms=budget_ms, cancel=cancel))


def warm_up() -> bool:
    """Import the rules and the AI ahead of the first decision."""
    from koloda.rules import games

    games()
    with contextlib.suppress(ImportError):
        import koloda.ai  # noqa: F401
    return True
