"""Python's cycle collector on the GUI thread only.

CPython runs a collection in whichever thread happens to allocate past a threshold. The AI's
threads (the pool thread, an in-process decision, the helper pool's result thread) allocate a
lot, so garbage cycles holding Qt objects (a closed window's wrappers, a slot's closure) could be
freed there, deleting QObjects of the GUI thread while its event loop uses them: a segfault in
QTimerInfoList::activateTimers, seen in 2 of 7 runs of the app tests. So the automatic
collector is off and the GUI thread collects on a timer, by CPython's own thresholds.
"""

from __future__ import annotations

import gc
import math
import time

from PySide6.QtCore import QCoreApplication, QObject, QTimer

INTERVAL_MS = 100  # CPython's young generation fills in about this time when the AI is busy


class MainThreadCollector(QObject):
    """Collects the generation whose threshold is passed, on the GUI thread's timer."""

    def __init__(self, parent: QObject) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(collect_due)
        self._timer.start()
        gc.disable()


FULL_CHECK_S = 1.0  # the oldest generation is counted (a walk of the heap) at most this often
_kept_old = [0]  # the oldest generation's size after the last full collection
_checked = [-math.inf]  # when it was last counted (time.monotonic)


def collect_due() -> int | None:
    """Collect the oldest generation past its threshold as CPython would, which one; like
    CPython, a full collection (25-40 ms of a running app's heap) waits until the oldest
    generation has grown by a quarter since the last, else the middle one is looked at."""
    counts, limits = gc.get_count(), gc.get_threshold()
    for generation in (2, 1, 0):
        if not limits[generation] or counts[generation] <= limits[generation]:
            continue
        if generation == 2:
            now = time.monotonic()
            if now - _checked[0] < FULL_CHECK_S:
                continue
            _checked[0] = now
            grown = len(gc.get_objects(generation=2)) - _kept_old[0]
            if grown * 4 < _kept_old[0]:
                continue
        gc.collect(generation)
        if generation == 2:
            _kept_old[0] = len(gc.get_objects(generation=2))
        return generation
    return None


def install_collector() -> MainThreadCollector | None:
    """The application's collector (made once, living as long as the application); None
    without a Qt application."""
    app = QCoreApplication.instance()
    if app is None:
        return None
    found = app.findChild(MainThreadCollector)
    if isinstance(found, MainThreadCollector):
        gc.disable()  # a test or a library may have turned it back on
        return found
    collector = MainThreadCollector(app)
    app.aboutToQuit.connect(gc.enable)  # what runs after the event loop frees as usual
    return collector
