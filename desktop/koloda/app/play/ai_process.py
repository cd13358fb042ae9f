"""The AI call itself, free of Qt so that a helper process can run it (see worker.py)."""

from __future__ import annotations

import contextlib
import os
import random
import threading
from typing import Any


def random_legal(obs: dict[str, Any], seed: int) -> str:
    """A random legal action string: the controller's fallback if an AI decision fails."""
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
    from koloda.ai import choose_action

    return str(choose_action(obs, level, seed, budget_ms=budget_ms, cancel=cancel))


def lower_priority() -> None:
    """Run the helper process below the GUI's priority: on a machine with few cores a thinking
    opponent must never make the table stutter."""
    with contextlib.suppress(AttributeError, OSError):  # os.nice is POSIX only
        os.nice(10)


def warm_up() -> bool:
    """Import the rules and the AI ahead of the first decision."""
    import koloda.ai  # noqa: F401
    from koloda.rules import games

    games()
    return True
