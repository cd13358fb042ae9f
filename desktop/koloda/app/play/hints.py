"""The hint: hard's move for the person and the analysis behind it (issue 27), thought of off
the GUI thread like an AI seat's move (``AIWorker``, in the helper process), from the person's
own observation only. A hint is advice, not a move: playing it goes through the person's input.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, Signal, Slot

from koloda.app.play.ai_process import decide, explain
from koloda.app.play.ai_worker import Decide, Thinker

__all__ = ["Hinter", "read_answer"]


def read_answer(text: str) -> tuple[str, dict[str, Any] | None]:
    """The action and the analysis of a hint's answer: ``explain``'s JSON, or a bare action
    (the normal level's move after a timeout, or a test's stand-in for the AI)."""
    if not text.startswith("{"):
        return text, None
    try:
        data = json.loads(text)
    except ValueError:
        return "", None
    if not isinstance(data, dict) or not isinstance(data.get("action"), str):
        return "", None
    analysis = data.get("analysis")
    return data["action"], analysis if isinstance(analysis, dict) else None


class Hinter(QObject):
    """One hint at a time; ``ready`` answers each ``ask`` once with its ticket (unless
    cancelled): the controller drops a hint for a position that is gone."""

    ready = Signal(int, str, object)  # the ticket asked with, the action ("" none), analysis

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
        # hard's analysis when the AI is the real one; a test's stand-in answers a bare move
        self.thinker = Thinker(
            pool,
            use_process=use_process,
            decide_fn=explain if decide_fn is decide else decide_fn,
            watchdog_s=watchdog_s,
            parent=self,
        )
        signals = self.thinker.signals
        signals.decided.connect(self._on_decided)
        signals.failed.connect(self._on_failed)
        signals.timedOut.connect(self._on_timed_out)

    def ask(self, ticket: int, seat: int, obs: dict[str, Any], seed: int, budget_ms: float) -> None:
        """Think of a hint for ``seat`` (``obs`` is that seat's own observation)."""
        self.thinker.start(ticket, seat, obs, "hard", seed, budget_ms)

    def cancel(self) -> None:
        self.thinker.cancel()

    @Slot(int, int, str)
    def _on_decided(self, ticket: int, seat: int, text: str) -> None:
        action, analysis = read_answer(text)
        self.ready.emit(ticket, action, analysis)

    @Slot(int, int, str, bool)
    def _on_timed_out(self, ticket: int, seat: int, move: str, by_normal: bool) -> None:
        """A hint that took far too long: normal's suggestion is better than none (without
        the figures); a random move is no hint."""
        self.ready.emit(ticket, move if by_normal else "", None)

    @Slot(int, int, str)
    def _on_failed(self, ticket: int, seat: int, message: str) -> None:
        self.ready.emit(ticket, "", None)
