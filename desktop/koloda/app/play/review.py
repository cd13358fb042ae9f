"""A round's review off the GUI thread (issue 27): each of the person's decisions judged by hard's
analysis of their own observation at that moment (``ai_process.review_decision``), one after
another in the AI's helper process, as the AI's moves are (``ai_worker.ai_executor``), or in a
thread of this process when no helper can run; the GUI thread never waits.

    review = RoundReview(replay.decisions, iterations=REVIEW_ITERATIONS)
    review.progress.connect(...)   # (done, total) after each decision
    review.decision.connect(...)   # the decision's verdict (a dict, see review_decision) with
                                   # its "move", "index", "step" and "observation"
    review.finished.connect(...)   # the round's accuracy, or -1.0 when nothing was judged
    review.start(); review.cancel()

Cancelling stops at once: no signal comes after ``cancel()``, the decision being analysed is
dropped (a thread's search stops on its cancel event; the helper's ends on its own in well under
a second and its answer is ignored).
"""

from __future__ import annotations

import threading
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Signal

from koloda.ai.analysis import ANALYSIS_ITERATIONS
from koloda.app.play.ai_process import review_decision
from koloda.app.play.ai_worker import POLL_S, ai_executor
from koloda.match.review import Decision

if TYPE_CHECKING:
    from concurrent.futures import Future

# hard's search per decision, by a count so that the same round gets the same review, and the
# hint's count (koloda.ai.ANALYSIS_ITERATIONS): the review's first analysis of a decision is the
# hint's own. `koloda bench --analysis` times it along this path (app/tools/review_bench.py)
REVIEW_ITERATIONS = ANALYSIS_ITERATIONS
NO_ACCURACY = -1.0  # ``finished`` when no decision of the round could be judged

Judge = Callable[[dict[str, Any], str, int, int], dict[str, Any]]


@dataclass(frozen=True)
class Tally:
    """A review's counts, every one from its verdicts (``tally``): the decisions looked at,
    those judged (both moves valued; a move decided by a rule or never valued is not), those
    flagged (always judged ones), and the accuracy, the share of the judged not flagged."""

    decisions: int
    judged: int
    flagged: int

    @property
    def unjudged(self) -> int:
        return self.decisions - self.judged

    @property
    def accuracy(self) -> float:
        """NO_ACCURACY when nothing was judged."""
        if not self.judged:
            return NO_ACCURACY
        return (self.judged - self.flagged) / self.judged


def tally(verdicts: Sequence[dict[str, Any]]) -> Tally:
    """The counts of a review's verdicts; a flag counts only on a judged decision."""
    judged = [v for v in verdicts if v.get("judged")]
    flagged = sum(1 for v in judged if v.get("mistake"))
    return Tally(len(verdicts), len(judged), flagged)


def accuracy(verdicts: Sequence[dict[str, Any]]) -> tuple[float, int]:
    """The share of judged decisions that are not mistakes, and how many were judged
    (NO_ACCURACY, 0 when none was): ``tally``'s."""
    counts = tally(verdicts)
    return counts.accuracy, counts.judged


class RoundReview(QObject):
    """The review of one round's decisions, run in the background; lives in the GUI thread
    (its signals reach the GUI thread queued)."""

    progress = Signal(int, int)  # decisions done, decisions in all
    decision = Signal(dict)  # one decision's verdict
    finished = Signal(float)  # the round's accuracy (0..1), NO_ACCURACY when none was judged

    def __init__(
        self,
        decisions: Sequence[Decision],
        iterations: int = REVIEW_ITERATIONS,
        parent: QObject | None = None,
        *,
        use_process: bool = True,
        judge_fn: Judge = review_decision,
    ) -> None:
        super().__init__(parent)
        self.decisions = list(decisions)
        self.iterations = iterations
        self.use_process = use_process
        self.judge_fn = judge_fn  # importable by name: the helper process unpickles it
        self.verdicts: list[dict[str, Any]] = []
        self.done = False
        self.first_flag_s: float | None = None  # seconds to the first mistake found
        self.seconds = 0.0
        self._cancel = threading.Event()
        self._thread: threading.Thread | None = None
        self._started = 0.0

    def start(self) -> None:
        """Begin (once); with no decisions, progress and finished come at once, queued."""
        if self._thread is not None:
            return
        self._started = time.perf_counter()
        self._thread = threading.Thread(target=self._run, name="koloda-review", daemon=True)
        self._thread.start()

    def cancel(self) -> None:
        """Stop the review; nothing more is emitted."""
        self._cancel.set()

    def cancelled(self) -> bool:
        return self._cancel.is_set()

    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    def wait(self, seconds: float) -> bool:
        """Wait for the background thread to end (tests, shutdown); True if it has."""
        if self._thread is None:
            return True
        self._thread.join(seconds)
        return not self._thread.is_alive()

    # ------------------------------------------------------------------ the background thread

    def _run(self) -> None:
        total = len(self.decisions)
        self.progress.emit(0, total)
        for done, item in enumerate(self.decisions, start=1):
            if self._cancel.is_set():
                return
            try:
                verdict = self._judge(item)
            except Exception:  # the analysis failing must never take the app down
                traceback.print_exc()
                verdict = {"judged": False, "mistake": False, "played": item.played}
            if verdict is None or self._cancel.is_set():
                return
            if item.hinted and item.played == item.hinted and verdict.get("mistake"):
                # the person played the hint: one verdict per decision, never a flag for it
                # (only a hint without its analysis, normal's move after a timeout, gets here)
                verdict = {**verdict, "mistake": False}
            verdict = {
                **verdict,
                "hinted": bool(item.hinted) and item.played == item.hinted,
                "move": item.move,
                "index": item.index,
                "step": item.step,
                "observation": item.observation,
            }
            self.verdicts.append(verdict)
            if verdict.get("mistake") and self.first_flag_s is None:
                self.first_flag_s = time.perf_counter() - self._started
            self.decision.emit(verdict)
            self.progress.emit(done, total)
        if self._cancel.is_set():
            return
        self.seconds = time.perf_counter() - self._started
        self.done = True
        self.finished.emit(accuracy(self.verdicts)[0])

    def _judge(self, item: Decision) -> dict[str, Any] | None:
        """One decision's verdict, in the helper process when there is one; None if cancelled."""
        args = (item.observation, item.played, item.seed, self.iterations)
        executor = ai_executor() if self.use_process else None
        if executor is not None:
            try:
                future: Future[dict[str, Any]] = executor.submit(self.judge_fn, *args)
            except RuntimeError:  # the pool broke or shut down: this process does it
                executor = None
            else:
                try:
                    return self._wait(future)
                except Exception as e:
                    if type(e).__name__ != "BrokenProcessPool":
                        raise
        if self.judge_fn is review_decision:
            return review_decision(*args, cancel=self._cancel)
        return self.judge_fn(*args)

    def _wait(self, future: Future[dict[str, Any]]) -> dict[str, Any] | None:
        while True:
            if self._cancel.is_set():
                future.cancel()
                return None
            try:
                return future.result(timeout=POLL_S)
            except TimeoutError:  # concurrent.futures.TimeoutError since 3.11
                continue
