"""Animation timing for the table: named durations scaled by the speed setting, and a counter
of running animations that says when all are done (KPatience's model)."""

from __future__ import annotations

import ctypes
import sys

from PySide6.QtCore import QAbstractAnimation, QObject, QTimer, QVariantAnimation, Signal

# Durations at "normal" speed, in milliseconds.
MOVE_MS = 230  # one card flying from zone to zone
FLIP_MS = 180
DEAL_TOTAL_MS = 1500  # a whole deal, however many cards
DEAL_GAP_MAX_MS = 90  # never slower than this per dealt card
CARD_GAP_MS = 45  # between cards of one multi-card move
STEP_GAP_MS = 260  # between consecutive events (a play, then the pile taken, then a refill)
POPUP_MS = 900  # a "+2" / "-4" / "Destroyed!" label floating up
HOME_MS = 200  # a dropped card going back to the hand

SPEEDS = {"off": 0.0, "fast": 0.5, "normal": 1.0, "slow": 2.0}


def speed_factor(speed: str) -> float:
    """The duration multiplier for a speed name; unknown names mean normal."""
    return SPEEDS.get(speed, 1.0)


def guard_none_refcount() -> None:
    """Keep ``None`` alive under PySide6 6.12.0 on Python 3.11.

    That release drops a reference to ``None`` on many void calls (QPainter.setPen, ...) and to
    ``True``/``False`` on some bool results, which kills CPython < 3.12 ("deallocating None")
    after a few thousand paints. From 3.12 None is
    immortal and this does nothing. Remove once the dependency excludes 6.12.0.
    """
    if sys.version_info >= (3, 12):
        return
    for obj in (None, True, False):  # bool results are dropped the same way
        if sys.getrefcount(obj) < 1_000_000:
            cell = ctypes.c_ssize_t.from_address(id(obj))
            cell.value += 100_000_000


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
            QTimer.singleShot(0, self._check_idle)

    def _check_idle(self) -> None:
        if not self._running:
            self.allFinished.emit()
