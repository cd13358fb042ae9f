"""Animation timing for the table: named durations scaled by the speed setting, and a counter
of running animations that says when all are done (KPatience's model)."""

from __future__ import annotations

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, QVariantAnimation, Signal

# Durations at "normal" speed, in milliseconds.
MOVE_MS = 230  # one card flying from zone to zone
DEAL_TOTAL_MS = 1500  # a whole deal, however many cards
DEAL_GAP_MAX_MS = 90  # never slower than this per dealt card
CARD_GAP_MS = 45  # between cards of one multi-card move
STEP_GAP_MS = 260  # between consecutive events (a play, then the pile taken, then a refill)
POPUP_MS = 900  # a "+2" / "-4" / "Destroyed!" label floating up
HOME_MS = 200  # a dropped card going back to the hand
OPPONENT_MS = 700  # the least time an opponent's move takes, so that a newcomer can follow

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


def speed_factor(speed: str) -> float:
    """The duration multiplier for a speed name; unknown names mean normal."""
    return SPEEDS.get(speed, 1.0)


class AnimationTracker(QObject):
    """Counts running animations; ``allFinished`` fires when the count returns to zero."""

    allFinished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: set[QAbstractAnimation] = set()

    def running(self) -> int:
        return len(self._running)

    def start(self, anim: QAbstractAnimation) -> None:
        """Start ``anim`` (which must not delete itself) and count it until it ends."""
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self._done(a))
        anim.start()

    def stop_all(self) -> None:
        """Jump every running animation to its end (so items reach their final places)."""
        for anim in list(self._running):
            if isinstance(anim, QVariantAnimation):
                anim.setCurrentTime(anim.duration())
            anim.stop()
            self._done(anim)

    def _done(self, anim: QAbstractAnimation) -> None:
        if anim not in self._running:
            return
        self._running.discard(anim)
        anim.deleteLater()
        if not self._running:
            QTimer.singleShot(0, self, self._check_idle)

    def _check_idle(self) -> None:
        if not self._running:
            self.allFinished.emit()
