"""``koloda bench --ui``: time to the first painted window, frame times during a demo, memory."""

from __future__ import annotations

import os
import resource
import statistics
import subprocess
import sys
import time
from typing import Any

from PySide6.QtCore import QEvent, QObject, QTimer

from koloda.rules import games

FIRST_PAINT_ENV = "KOLODA_BENCH_FIRST_PAINT"
FIRST_PAINT_TAG = "koloda-first-paint"


class FirstPaintReporter(QObject):
    """Prints a tag line at the window's first paint, then quits the app (bench child)."""

    def __init__(self, window: Any, app: Any) -> None:
        super().__init__(window)
        self.app = app
        self.done = False
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            QTimer.singleShot(0, self._report)
        return False

    def _report(self) -> None:
        print(FIRST_PAINT_TAG, flush=True)
        self.app.exit(0)


def wants_first_paint_report() -> bool:
    return os.environ.get(FIRST_PAINT_ENV) == "1"


def _app_command() -> list[str]:
    if getattr(sys, "frozen", False):  # a PyInstaller bundle: the executable is the app
        return [sys.executable]
    return [sys.executable, "-m", "koloda"]


def time_first_paint(runs: int = 3) -> list[float]:
    """Seconds from spawning ``koloda`` to its first painted window (offscreen), per run."""
    env = dict(os.environ, QT_QPA_PLATFORM=os.environ.get("QT_QPA_PLATFORM", "offscreen"))
    env[FIRST_PAINT_ENV] = "1"
    times: list[float] = []
    for _ in range(runs):
        start = time.perf_counter()
        proc = subprocess.Popen(
            _app_command(), env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None
        line = ""
        for line in proc.stdout:
            if line.strip() == FIRST_PAINT_TAG:
                times.append(time.perf_counter() - start)
                break
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        if line.strip() != FIRST_PAINT_TAG:
            err = proc.stderr.read() if proc.stderr else ""
            raise RuntimeError(f"the app never painted its window: {err.strip()[-400:]}")
    return times


class FrameMeter(QObject):
    """Intervals between successive paints of the table while it animates."""

    def __init__(self, table: Any) -> None:
        super().__init__(table)
        self.table = table
        self.last: float | None = None
        self.frames: list[float] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            now = time.perf_counter()
            if self.table.is_animating():
                if self.last is not None and now - self.last > 0.0005:
                    self.frames.append((now - self.last) * 1000.0)
                self.last = now
            else:
                self.last = None
        return False


def measure_frames(game: str, seconds: float) -> tuple[list[float], int]:
    """Frame intervals (ms) while a demo deals and moves cards, and rounds played."""
    from PySide6.QtWidgets import QApplication, QWidget

    from koloda.app.demo import demo_config
    from koloda.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(["koloda"])
    window = MainWindow(demo=True, speed="normal")
    window.controller.auto_continue = True
    window.resize(1280, 800)
    window.show()
    meter = FrameMeter(window.table)
    for widget in window.table.findChildren(QWidget):
        widget.installEventFilter(meter)
    window.table.installEventFilter(meter)
    rounds = [0]
    window.roundCount.connect(lambda n: rounds.__setitem__(0, n))
    window.controller.gameOver.connect(
        lambda _r: QTimer.singleShot(0, lambda: window.start_match(demo_config(game, 3, 2, 5)))
    )
    window.start_match(demo_config(game, 3, 1, 5))
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    window.controller.shutdown()
    window.close()
    return meter.frames, rounds[0]


def bench_ui(game: str | None) -> int:
    """Print the app's start-up time, frame times and peak memory."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        paints = time_first_paint()
    except (OSError, RuntimeError) as e:
        print(f"first paint: failed ({e})", file=sys.stderr)
        return 1
    print(
        f"first painted window: median {statistics.median(paints) * 1000:.0f} ms "
        f"(runs: {', '.join(f'{t * 1000:.0f}' for t in paints)} ms)"
    )
    child_kb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    print(f"peak memory of the app at start-up: {child_kb / 1024:.1f} MB")
    for g in [game] if game else list(games()):
        frames, rounds = measure_frames(g, 8.0)
        if len(frames) < 2:
            print(f"{g}: too few animated frames to measure ({len(frames)})")
            continue
        frames.sort()
        p99 = frames[min(len(frames) - 1, int(len(frames) * 0.99))]
        print(
            f"{g}: frame time median {statistics.median(frames):.1f} ms, p99 {p99:.1f} ms, "
            f"max {frames[-1]:.1f} ms over {len(frames)} frames ({rounds} rounds, speed normal)"
        )
    self_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory during the demos: {self_kb / 1024:.1f} MB")
    return 0
