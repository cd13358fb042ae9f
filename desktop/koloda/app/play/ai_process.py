"""The AI call itself, free of Qt so that a helper process can run it (see ai_worker.py)."""

from __future__ import annotations

import contextlib
import json
import os
import random
import threading
import time
from typing import Any

PARENT_POLL_S = 0.5  # how often the watcher checks the parent when it has no handle to wait on


def random_legal(obs: dict[str, Any], seed: int) -> str:
    """A random legal action string: the controller's fallback if an AI decision fails."""
    legal = list(obs.get("legal") or [])
    if not legal:
        raise ValueError("no legal action to choose from")
    return str(random.Random(seed).choice(sorted(legal)))


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


def explain(
    obs: dict[str, Any],
    level: str,
    seed: int,
    budget_ms: float | None,
    cancel: threading.Event | None = None,
) -> str:
    """Hard's move for ``obs`` with the analysis behind it (koloda.ai.analyse: every candidate's
    value and what it does under the rules), as JSON text: a hint that can say why. ``level``
    is always hard's here. The search is bounded by ANALYSIS_ITERATIONS, not by ``budget_ms``
    (the watchdog's only): with the decision's seed it is the very analysis the round's review
    makes first (koloda.ai.review), so the review never flags the move the hint recommends."""
    from koloda.ai import ANALYSIS_ITERATIONS, analyse
    from koloda.ai.analysis import analysis_json

    found = analyse(obs, seed, iterations=ANALYSIS_ITERATIONS, cancel=cancel)
    return json.dumps({"action": str(found.best.action), "analysis": analysis_json(obs, found)})


def lower_priority() -> None:
    """Run the helper process below the GUI's priority: on a machine with few cores a thinking
    opponent must never make the table stutter."""
    with contextlib.suppress(AttributeError, OSError):  # os.nice is POSIX only
        os.nice(10)


def init_helper() -> None:
    """The helper process's initializer: lower its priority and make it die with its parent."""
    lower_priority()
    watch_parent()


def watch_parent() -> None:
    """Exit this process as soon as the process that started it is gone, however it died.

    The pool's own pipes never tell the helper (it holds both ends of its call queue), so a
    kill -9 of the app used to leave it running for ever. multiprocessing gives every spawned
    child a sentinel of its parent (the read end of a pipe only the parent writes on POSIX, a
    process handle on Windows) that becomes ready when the parent dies; a daemon thread waits
    on it. PR_SET_PDEATHSIG is not used: on Linux it fires when the parent THREAD that started
    the helper ends, and the pool starts it from short-lived threads."""
    import multiprocessing  # here, in the helper: the app imports it only to start one

    parent = multiprocessing.parent_process()
    sentinel = parent.sentinel if parent is not None else None
    target = _wait_sentinel if sentinel is not None else _poll_parent_pid
    arg = sentinel if sentinel is not None else os.getppid()
    threading.Thread(target=target, args=(arg,), name="koloda-parent-watch", daemon=True).start()


def _wait_sentinel(sentinel: int) -> None:
    from multiprocessing.connection import wait

    wait([sentinel])
    os._exit(0)  # no cleanup to do: the helper holds no file, and its parent is gone


def _poll_parent_pid(ppid: int) -> None:
    # without a sentinel (not started by multiprocessing): a reparented process has a new ppid
    while os.getppid() == ppid:
        time.sleep(PARENT_POLL_S)
    os._exit(0)


def warm_up() -> bool:
    """Import the rules and the AI ahead of the first decision."""
    import koloda.ai  # noqa: F401
    from koloda.rules import games

    games()
    return True


def review_decision(
    obs: dict[str, Any],
    played: str,
    seed: int,
    iterations: int,
    cancel: threading.Event | None = None,
) -> dict[str, Any]:
    """One decision of a round's review (issue 27, docs/analysis.md): ``koloda.ai.review`` of
    the person's observation ``obs`` (the hint's own analysis first, a second one to confirm a
    flag), as plain JSON-able values (the helper process hands them back). The facts of both
    moves come with a mistake. The figures depend only on ``obs``, ``played``, ``seed`` and
    ``iterations``."""
    from koloda.ai import facts, review
    from koloda.ai.reasons import facts_json

    checked = review(obs, played, seed, iterations, cancel=cancel)
    found, verdict = checked.analysis, checked.verdict
    mine = found.candidate(played)
    best_plan = [str(a) for a in found.best.plan]
    played_plan = [str(a) for a in mine.plan] if mine is not None else [played]
    second = checked.second
    out: dict[str, Any] = {
        "game": found.game,
        "unit": found.unit,
        "match": found.match,
        "basis": found.basis,
        "played": played,
        "best": str(verdict.best),
        "best_plan": best_plan,
        "played_plan": played_plan,
        "best_value": verdict.best_value,
        "played_value": verdict.played_value,
        "difference": verdict.difference,
        "stderr": verdict.stderr,
        "judged": verdict.judged,
        "mistake": checked.mistake,
        # a first flag that the second analysis did not confirm (noise), and its difference
        "unconfirmed": verdict.mistake and not checked.mistake,
        "second_difference": None if second is None else second.difference,
        "deals": found.deals,
        "samples": mine.samples if mine is not None else 0,
        "best_facts": [],
        "played_facts": [],
    }
    if checked.mistake:
        out["best_facts"] = [facts_json(f) for f in facts(obs, found.best.plan)]
        out["played_facts"] = [facts_json(f) for f in facts(obs, tuple(mine.plan))] if mine else []
    return out
