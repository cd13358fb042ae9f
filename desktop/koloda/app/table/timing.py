"""Animation timing for the table: named durations scaled by the speed setting, and a counter
of running animations that says when all are done (KPatience's model)."""

from __future__ import annotations

from PySide6.QtCore import (
    QAbstractAnimation,
    QElapsedTimer,
    QObject,
    Qt,
    QTimer,
    QVariantAnimation,
    Signal,
)

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

# The card animations' own clock. Qt's animations share one 16 ms timer, so with 60 Hz frames
# any lateness (a busy CPU, the X server) makes a frame of 17-25 ms; stepping twice as often
# keeps every gap between frames under a 60 Hz display's 16.7 ms (a step costs ~2 ms of CPU).
STEP_MS = 8


def speed_factor(speed: str) -> float:
    """The duration multiplier for a speed name; unknown names mean normal."""
    return SPEEDS.get(speed, 1.0)


class Tween(QObject):
    """0 to 1 over ``duration`` ms in even time, stepped by a precise timer every STEP_MS;
    ``valueChanged`` carries the fraction, ``finished`` comes once, after the value 1."""

    valueChanged = Signal(float)
    finished = Signal()

    def __init__(self, duration_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._duration = max(1, duration_ms)
        self._clock = QElapsedTimer()
        self._timer = QTimer(self)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.setInterval(STEP_MS)
        self._timer.timeout.connect(self._step)
        self._running = False

    def duration(self) -> int:
        return self._duration

    def start(self) -> None:
        self._running = True
        self._clock.start()
        self._timer.start()
        self.valueChanged.emit(0.0)

    def finish_now(self) -> None:
        """Jump to the end: the value 1, then ``finished`` (nothing if it has ended)."""
        if self._running:
            self._end()

    def _step(self) -> None:
        u = self._clock.elapsed() / self._duration
        if u >= 1.0:
            self._end()
        else:
            self.valueChanged.emit(u)

    def _end(self) -> None:
        self._running = False
        self._timer.stop()
        self.valueChanged.emit(1.0)
        self.finished.emit()


class AnimationTracker(QObject):
    """Counts running animations; ``allFinished`` fires when the count returns to zero."""

    allFinished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._running: set[QAbstractAnimation | Tween] = set()

    def running(self) -> int:
        return len(self._running)

    def start(self, anim: QAbstractAnimation | Tween) -> None:
        """Start ``anim`` (which must not delete itself) and count it until it ends."""
        self._running.add(anim)
        anim.finished.connect(lambda a=anim: self._done(a))
        anim.start()

    def stop_all(self) -> None:
        """Jump every running animation to its end (so items reach their final places), and
        any that one of them started as it ended (a deal after its shuffle)."""
        while self._running:
            for anim in list(self._running):
                if isinstance(anim, Tween):
                    anim.finish_now()
                else:
                    if isinstance(anim, QVariantAnimation):
                        anim.setCurrentTime(anim.duration())
                    anim.stop()
                self._done(anim)

    def _done(self, anim: QAbstractAnimation | Tween) -> None:
        if anim not in self._running:
            return
        self._running.discard(anim)
        anim.deleteLater()
        if not self._running:
            QTimer.singleShot(0, self, self._check_idle)

    def _check_idle(self) -> None:
        if not self._running:
            self.allFinished.emit()
