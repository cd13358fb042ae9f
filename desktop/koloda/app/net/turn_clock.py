"""A friend's turn at a network table has a limit (the host's ``turn``, 120 s by default):
past it, the host's computer makes the move for them (notice ``slow``). The clock says so a
little before, once a turn, so that a person who looked away can still make their own move."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal

from koloda.app.table.names import english_number

LEAD_MAX = 30.0  # seconds of warning at most (a quarter of the limit, for a short one)


class TurnClock(QObject):
    """Started when our turn begins, with the host's limit; ``warn`` carries the sentence
    when ``lead`` seconds are left, if it is ``still`` our turn then (not stopped, nor moved,
    nor the table gone meanwhile)."""

    warn = Signal(str)

    def __init__(self, still: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lead = 0
        self.still = still
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._ring)

    def _ring(self) -> None:
        if self.still():
            self.warn.emit(self.sentence(self.lead))

    def sentence(self, seconds: int) -> str:
        text = self.tr("%n second(s) left for your move: then the computer makes it.", "", seconds)
        return english_number(text, seconds)

    def start(self, limit: float) -> None:
        """A turn of ours began; ``limit``: the host's seconds for it (0: none said)."""
        self.stop()
        if limit <= 0:
            return
        self.lead = max(1, round(min(LEAD_MAX, limit / 4)))
        self._timer.start(max(0, round((limit - self.lead) * 1000)))

    def stop(self) -> None:
        self._timer.stop()
