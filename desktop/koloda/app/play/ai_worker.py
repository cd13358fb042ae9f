"""AI decisions off the GUI thread: a QRunnable per decision, cancellable, tagged with a job id.

The search is pure Python, so in a thread it would hold the GIL and make the GUI stutter
(measured: event-loop gaps of 40-90 ms while the hard AI thinks). The worker therefore hands
the call to one long-lived helper process and waits for it without holding the GIL; if no
helper process can be started (or KOLODA_AI_IN_THREAD=1) it runs the AI in a thread.

Watchdog: a decision still running long after its budget (``watchdog_s``: budget + 5 s,
10 s without one; the clock starts once the helper is up) is abandoned; the
helper process is killed and a fresh one started, and the worker emits ``timedOut`` with the
move the fast ``normal`` level picks, so the game goes on. The helper dies with the app
(ai_process.watch_parent), whatever the app died of.
"""

from __future__ import annotations

import atexit
import contextlib
import importlib
import os
import signal
import threading
import time
import traceback
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from koloda.app.play.ai_process import decide, explain, init_helper, random_legal, warm_up

if TYPE_CHECKING:  # multiprocessing is imported when the helper starts, not with the window
    from concurrent.futures import Future, ProcessPoolExecutor

__all__ = [
    "BUDGET_MS",
    "AIWorker",
    "DecisionTimeout",
    "Thinker",
    "WorkerSignals",
    "decide",
    "decide_in_helper",
    "helper_pids",
    "random_legal",
    "rescue_move",
    "warm_ai",
    "watchdog_s",
]

# Thinking time per level (ms): the AI decides what a level means, this caps how long it may take.
BUDGET_MS: dict[str, float] = {"easy": 150.0, "normal": 300.0, "hard": 800.0}
# The watchdog: a decision is abandoned this long past its budget (or after NO_BUDGET_S). Not
# tighter: with 2 s, a 1,000-round soak on a loaded 2-core machine (load 6, the helper at nice
# 19) had a 200 ms hard decision abandoned; a real hang is still caught within seconds.
WATCHDOG_GRACE_S = 5.0
WATCHDOG_NO_BUDGET_S = 10.0
WARM_UP_S = 60.0  # a helper that cannot start and import the AI in this long is given up
POLL_S = 0.05
POOL_MODULES = (
    "concurrent.futures.process",
    "multiprocessing.queues",
    "multiprocessing.resource_tracker",
    "multiprocessing.synchronize",
)

Decide = Callable[[dict[str, Any], str, int, float | None], str]

T = TypeVar("T")
_lock = threading.Lock()
_executor: ProcessPoolExecutor | None = None
# each helper's warm-up (start, import the AI): a decision's watchdog starts after it
_warm_ups: dict[ProcessPoolExecutor, Future[bool]] = {}
_broken = False


class DecisionTimeout(Exception):
    """The AI took far longer than its budget; its decision was abandoned."""


def watchdog_s(budget_ms: float | None) -> float:
    """How long a decision with this budget may run before it is abandoned (seconds)."""
    if budget_ms is None:
        return WATCHDOG_NO_BUDGET_S
    return budget_ms / 1000.0 + WATCHDOG_GRACE_S


def _import_pool() -> None:
    """Import what starting the helper needs in the calling (GUI) thread, as the app did when
    it imported them at start-up: a segfault was seen once (a pytest-qt run) while the warm-up
    thread made these first imports and Qt ran. The window's start-up needs none of them."""
    for name in POOL_MODULES:
        importlib.import_module(name)


def ai_executor() -> ProcessPoolExecutor | None:
    """The shared helper process (started on first use), or None if it cannot run here."""
    global _executor, _broken
    if os.environ.get("KOLODA_AI_IN_THREAD") == "1":  # an escape hatch for odd platforms
        return None
    with _lock:
        if _broken:
            return None
        if _executor is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            try:
                ctx = multiprocessing.get_context("spawn")
                _executor = ProcessPoolExecutor(
                    max_workers=1, mp_context=ctx, initializer=init_helper
                )
                # starting the process and importing the AI take seconds on a slow machine:
                # that time must not count against the first decision's watchdog
                _warm_ups[_executor] = _without_ctrl_c(lambda: _executor.submit(warm_up))
            except (OSError, ValueError, NotImplementedError, RuntimeError):
                _broken = True
                return None
            atexit.register(shutdown_ai)
        return _executor


def _without_ctrl_c(start: Callable[[], T]) -> T:
    """``start()`` (which starts the helper process: the pool spawns it in the submitting
    thread) with Ctrl+C held off in this thread: the helper keeps that signal mask through
    its exec and never gets the SIGINT a terminal sends to the app's whole process group.
    The app ends its helper itself (shutdown_ai, or the helper's watch on its parent); a
    helper that took Ctrl+C printed a KeyboardInterrupt traceback under the app's clean exit.
    Where there are no signal masks (Windows) a console's Ctrl+C is the console's affair."""
    if not hasattr(signal, "pthread_sigmask"):
        return start()
    held = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})
    try:
        return start()
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, held)


def _wait_ready(executor: ProcessPoolExecutor, cancel: threading.Event) -> bool | None:
    """Wait for the helper's warm-up: True when ready, None if cancelled, False if it failed."""
    with _lock:
        ready = _warm_ups.get(executor)
    if ready is None:
        return True
    end = time.monotonic() + WARM_UP_S
    while True:
        if cancel.is_set():
            return None
        try:
            ready.result(timeout=POLL_S)
        except TimeoutError:  # concurrent.futures.TimeoutError since 3.11
            if time.monotonic() > end:
                return False
            continue
        except Exception:
            return False
        return True


def helper_pids() -> list[int]:
    """PIDs of the running helper processes (none before the first decision)."""
    with _lock:
        executor = _executor
    processes = getattr(executor, "_processes", None) or {}
    return [p.pid for p in list(processes.values()) if p.pid is not None]


def _mark_broken() -> None:
    global _broken, _executor
    with _lock:
        _broken = True
        executor, _executor = _executor, None
        _warm_ups.clear()
    if executor is not None:
        executor.shutdown(wait=False, cancel_futures=True)


def _restart(executor: ProcessPoolExecutor) -> None:
    """Kill a helper that hangs and forget its pool; the next decision starts a fresh one."""
    global _executor
    with _lock:
        if _executor is executor:
            _executor = None
        _warm_ups.pop(executor, None)
    kill = getattr(executor, "kill_workers", None)  # Python 3.14+
    if kill is not None:
        kill()
    else:
        for process in list(getattr(executor, "_processes", {}).values()):
            with contextlib.suppress(OSError, ValueError, AttributeError):
                process.kill()
    executor.shutdown(wait=False, cancel_futures=True)
    warm_ai()


def shutdown_ai() -> None:
    global _executor
    with _lock:
        executor, _executor = _executor, None
        _warm_ups.clear()
    if executor is not None:
        executor.shutdown(wait=True, cancel_futures=True)


def warm_ai() -> None:
    """Start the helper process (from a background thread: starting a process takes tens of
    milliseconds) and import the AI there, so that the first move is not slow."""
    with _lock:
        if _executor is not None or _broken:
            return
    _import_pool()
    threading.Thread(target=_warm, name="koloda-ai-warm-up", daemon=True).start()


def _warm() -> None:
    executor = ai_executor()
    if executor is not None and _wait_ready(executor, threading.Event()) is False:
        with _lock:
            replaced = _executor is not executor  # killed by the watchdog meanwhile
        if not replaced:
            _mark_broken()


def decide_in_helper(
    obs: dict[str, Any],
    level: str,
    seed: int,
    budget: float | None,
    cancel: threading.Event,
    deadline_s: float | None = None,
    decide_fn: Decide = decide,
) -> str | None:
    """Run the decision in the helper process; None when cancelled, DecisionTimeout (the helper
    killed and restarted) when it runs past ``deadline_s`` (default: ``watchdog_s(budget)``).

    ``decide_fn`` must be importable by name (the helper process unpickles it)."""
    allowed = watchdog_s(budget) if deadline_s is None else deadline_s
    executor = ai_executor()
    ready = _wait_ready(executor, cancel) if executor is not None else True
    if ready is None:
        return None
    if ready is False:  # the helper never came up (or was replaced while it did)
        with _lock:
            replaced = _executor is not executor
        if not replaced:
            _mark_broken()
        executor = None
    deadline = time.monotonic() + allowed
    if executor is None:
        return _in_thread(obs, level, seed, budget, cancel, deadline, decide_fn)
    try:
        future: Future[str] = executor.submit(decide_fn, obs, level, seed, budget)
    except RuntimeError:  # the pool broke or shut down
        _mark_broken()
        return _in_thread(obs, level, seed, budget, cancel, deadline, decide_fn)
    while True:
        if cancel.is_set():
            future.cancel()
            return None
        if time.monotonic() > deadline:
            _restart(executor)
            raise DecisionTimeout(f"the {level} AI did not answer in time")
        try:
            return future.result(timeout=POLL_S)
        except TimeoutError:  # concurrent.futures.TimeoutError since 3.11
            continue
        except Exception as e:
            if type(e).__name__ == "BrokenProcessPool":
                _mark_broken()
                return _in_thread(obs, level, seed, budget, cancel, deadline, decide_fn)
            raise


def _in_thread(
    obs: dict[str, Any],
    level: str,
    seed: int,
    budget: float | None,
    cancel: threading.Event,
    deadline: float,
    decide_fn: Decide,
) -> str | None:
    """The decision in a daemon thread of this process, abandoned (left to finish on its own,
    its answer ignored) at the deadline; None when cancelled."""
    answer: list[str] = []
    error: list[BaseException] = []
    stop = threading.Event()  # the AI's own cancel flag: a cooperative search stops on it

    def run() -> None:
        try:
            if decide_fn in (decide, explain):  # the search stops on its own cancel flag
                answer.append(decide_fn(obs, level, seed, budget, stop))
            else:
                answer.append(decide_fn(obs, level, seed, budget))
        except BaseException as e:  # handed to the waiting worker thread
            error.append(e)

    thread = threading.Thread(target=run, name="koloda-ai-decision", daemon=True)
    thread.start()
    while thread.is_alive():
        if cancel.is_set():
            stop.set()
            return None
        if time.monotonic() > deadline:
            stop.set()
            raise DecisionTimeout(f"the {level} AI did not answer in time")
        thread.join(POLL_S)
    if error:
        raise error[0]
    return answer[0]


def rescue_move(obs: dict[str, Any], seed: int) -> tuple[str, bool]:
    """The move to play instead of an abandoned decision: normal's choice (fast, computed
    here), or a random legal move if even that fails; the flag says which."""
    try:
        action = decide(obs, "normal", seed, BUDGET_MS["normal"])
    except Exception:
        traceback.print_exc()
        return random_legal(obs, seed), False
    if action not in (obs.get("legal") or []):
        return random_legal(obs, seed), False
    return action, True


class WorkerSignals(QObject):
    """Lives in the GUI thread; emitted from the pool thread, delivered queued. Each answer
    carries the ticket of the position it was asked for (the controller drops an answer for
    a position that is gone: the only check of a stale answer)."""

    decided = Signal(int, int, str)  # ticket, seat, the answer (an action, or a hint's JSON)
    failed = Signal(int, int, str)  # ticket, seat, why the decision failed
    # ticket, seat, the move to play instead (normal's choice), True if normal chose it
    # (False: normal failed too and the move is a random legal one)
    timedOut = Signal(int, int, str, bool)


class AIWorker(QRunnable):
    """One AI decision for one seat, run by a QThreadPool."""

    def __init__(
        self,
        ticket: int,
        seat: int,
        obs: dict[str, Any],
        level: str,
        seed: int,
        budget_ms: float | None,
        cancel: threading.Event,
        signals: WorkerSignals,
        use_process: bool = True,
        deadline_s: float | None = None,
        decide_fn: Decide = decide,
    ) -> None:
        super().__init__()
        self.ticket, self.seat, self.obs = ticket, seat, obs
        self.level, self.seed, self.budget_ms = level, seed, budget_ms
        self.cancel, self.signals = cancel, signals
        self.use_process = use_process
        self.deadline_s = watchdog_s(budget_ms) if deadline_s is None else deadline_s
        self.decide_fn = decide_fn
        self.setAutoDelete(True)

    def run(self) -> None:
        if self.cancel.is_set():
            return
        args = (self.obs, self.level, self.seed, self.budget_ms, self.cancel)
        try:
            if self.use_process:
                action = decide_in_helper(*args, self.deadline_s, self.decide_fn)
            else:
                deadline = time.monotonic() + self.deadline_s
                action = _in_thread(*args, deadline, self.decide_fn)
        except DecisionTimeout as e:
            if self.cancel.is_set():
                return
            try:
                move, by_normal = rescue_move(self.obs, self.seed)
            except ValueError:  # no legal move at all: nothing to play instead
                self.signals.failed.emit(self.ticket, self.seat, str(e))
                return
            self.signals.timedOut.emit(self.ticket, self.seat, move, by_normal)
            return
        except Exception as e:  # the AI failing must never take the app down
            traceback.print_exc()
            self.signals.failed.emit(self.ticket, self.seat, f"{type(e).__name__}: {e}")
            return
        if action is not None:  # None: cancelled before it was found
            self.signals.decided.emit(self.ticket, self.seat, action)


class Thinker(QObject):
    """One decision at a time off the GUI thread, an ``AIWorker`` each: the AI seats' and the
    hint's. Its ``signals`` bring each answer back with the ticket it was asked with."""

    def __init__(
        self,
        pool: QThreadPool,
        *,
        use_process: bool = True,
        decide_fn: Decide = decide,
        watchdog_s: float | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._pool = pool
        self.use_process = use_process  # think in the helper process to spare the GIL
        self.decide_fn = decide_fn
        self.watchdog_s = watchdog_s  # None: watchdog_s(budget)
        self.signals = WorkerSignals(self)
        self._cancel = threading.Event()

    def start(
        self,
        ticket: int,
        seat: int,
        obs: dict[str, Any],
        level: str,
        seed: int,
        budget_ms: float | None,
    ) -> None:
        """Think of ``level``'s move for ``seat`` from its own observation ``obs``, for the
        position ``ticket``; the decision thought of before is stopped."""
        self.cancel()
        worker = AIWorker(
            ticket,
            seat,
            obs,
            level,
            seed,
            budget_ms,
            self._cancel,
            self.signals,
            self.use_process,
            self.watchdog_s,
            self.decide_fn,
        )
        self._pool.start(worker)

    def cancel(self) -> None:
        """Stop the decision being thought of: its position is gone."""
        self._cancel.set()
        self._cancel = threading.Event()
