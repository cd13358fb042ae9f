"""AI decisions off the GUI thread: a QRunnable per decision, cancellable, tagged with a job id."""

from __future__ import annotations

import random
import threading
import traceback
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

# Thinking time per level (ms): the AI decides what a level means, this caps how long it may take.
BUDGET_MS: dict[str, float] = {"easy": 150.0, "normal": 300.0, "hard": 800.0}


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
        ai = None  # type: ignore[assignment]
    choose = getattr(ai, "choose_action", None) if ai is not None else None
    if choose is None:
        return random_legal(obs, seed)
    action = choose(obs, level, seed, budget_ms=budget_ms, cancel=cancel)
    return str(action)


class WorkerSignals(QObject):
    """Lives in the GUI thread; emitted from the pool thread, delivered queued."""

    decided = Signal(int, int, str)  # job id, seat, action string
    failed = Signal(int, int, str)  # job id, seat, message


class AIWorker(QRunnable):
    """One AI decision for one seat, run by a QThreadPool."""

    def __init__(
        self,
        job: int,
        seat: int,
        obs: dict[str, Any],
        level: str,
        seed: int,
        budget_ms: float | None,
        cancel: threading.Event,
        signals: WorkerSignals,
    ) -> None:
        super().__init__()
        self.job, self.seat, self.obs = job, seat, obs
        self.level, self.seed, self.budget_ms = level, seed, budget_ms
        self.cancel, self.signals = cancel, signals
        self.setAutoDelete(True)

    def run(self) -> None:
        if self.cancel.is_set():
            return
        try:
            action = decide(self.obs, self.level, self.seed, self.budget_ms, self.cancel)
        except Exception as e:  # the AI failing must never take the app down
            traceback.print_exc()
            if not self.cancel.is_set():
                self.signals.failed.emit(self.job, self.seat, f"{type(e).__name__}: {e}")
            return
        if not self.cancel.is_set():
            self.signals.decided.emit(self.job, self.seat, action)
