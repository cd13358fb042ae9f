"""AI decisions off the GUI thread: a QRunnable per decision, cancellable, tagged with a job id.

The search is pure Python, so in a thread it would hold the GIL and make the GUI stutter
(measured: event-loop gaps of 40-90 ms while the hard AI thinks). The worker therefore hands
the call to one long-lived helper process and waits for it without holding the GIL; if no
helper process can be started (or KOLODA_AI_IN_THREAD=1) it runs the AI in the worker thread.
"""

from __future__ import annotations

import atexit
import multiprocessing
import os
import threading
import traceback
from concurrent.futures import Future, ProcessPoolExecutor
from concurrent.futures import TimeoutError as FutureTimeout
from typing import Any

from PySide6.QtCore import QObject, QRunnable, Signal

from koloda.app.play.ai_process import decide, lower_priority, random_legal, warm_up

__all__ = ["BUDGET_MS", "AIWorker", "WorkerSignals", "decide", "random_legal", "warm_ai"]

# Thinking time per level (ms): the AI decides what a level means, this caps how long it may take.
BUDGET_MS: dict[str, float] = {"easy": 150.0, "normal": 300.0, "hard": 800.0}

_lock = threading.Lock()
_executor: ProcessPoolExecutor | None = None
_broken = False


def ai_executor() -> ProcessPoolExecutor | None:
    """The shared helper process (started on first use), or None if it cannot run here."""
    global _executor, _broken
    if os.environ.get("KOLODA_AI_IN_THREAD") == "1":  # an escape hatch for odd platforms
        return None
    with _lock:
        if _broken:
            return None
        if _executor is None:
            try:
                ctx = multiprocessing.get_context("spawn")
                _executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=lower_priority
                )
            except (OSError, ValueError, NotImplementedError):
                _broken = True
                return None
            atexit.register(shutdown_ai)
        return _executor


def _mark_broken() -> None:
    global _broken, _executor
    with _lock:
        _broken = True
        executor, _executor = _executor, None
    if executor is not None:
        executor.shutdown(wait=False, cancel_futures=True)


def shutdown_ai() -> None:
    global _executor
    with _lock:
        executor, _executor = _executor, None
    if executor is not None:
        executor.shutdown(wait=True, cancel_futures=True)


def warm_ai() -> None:
    """Start the helper process (from a background thread: starting a process takes tens of
    milliseconds) and import the AI there, so that the first move is not slow."""
    with _lock:
        if _executor is not None or _broken:
            return
    threading.Thread(target=_warm, name="koloda-ai-warm-up", daemon=True).start()


def _warm() -> None:
    executor = ai_executor()
    if executor is not None:
        try:
            executor.submit(warm_up).result(timeout=60)
        except Exception:
            _mark_broken()


def _in_process(
    obs: dict[str, Any], level: str, seed: int, budget: float | None, cancel: threading.Event
) -> str | None:
    """Run the decision in the helper process; None when cancelled."""
    executor = ai_executor()
    if executor is None:
        return decide(obs, level, seed, budget, cancel)
    try:
        future: Future[str] = executor.submit(decide, obs, level, seed, budget)
    except RuntimeError:  # the pool broke or shut down
        _mark_broken()
        return decide(obs, level, seed, budget, cancel)
    while True:
        if cancel.is_set():
            future.cancel()
            return None
        try:
            return future.result(timeout=0.05)
        except FutureTimeout:
            continue
        except Exception as e:
            if type(e).__name__ == "BrokenProcessPool":
                _mark_broken()
                return decide(obs, level, seed, budget, cancel)
            raise


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
        use_process: bool = True,
    ) -> None:
        super().__init__()
        self.job, self.seat, self.obs = job, seat, obs
        self.level, self.seed, self.budget_ms = level, seed, budget_ms
        self.cancel, self.signals = cancel, signals
        self.use_process = use_process
        self.setAutoDelete(True)

    def run(self) -> None:
        if self.cancel.is_set():
            return
        try:
            if self.use_process:
                action = _in_process(self.obs, self.level, self.seed, self.budget_ms, self.cancel)
            else:
                action = decide(self.obs, self.level, self.seed, self.budget_ms, self.cancel)
        except Exception as e:  # the AI failing must never take the app down
            traceback.print_exc()
            if not self.cancel.is_set():
                self.signals.failed.emit(self.job, self.seat, f"{type(e).__name__}: {e}")
            return
        if action is not None and not self.cancel.is_set():
            self.signals.decided.emit(self.job, self.seat, action)
