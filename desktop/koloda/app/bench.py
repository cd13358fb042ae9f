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


def time_decks(size: tuple[int, int] = (1920, 1080)) -> None:
    """Print, per deck, the time to load it and to make all 53 images at the card sizes of a
    ``size`` table (the first time: SVG renders; then only reductions of them)."""
    from PySide6.QtCore import QSizeF
    from PySide6.QtWidgets import QApplication

    from koloda.app.table import decks
    from koloda.app.table.card_art import DECK_NAMES, MASTERS, RANKS, SUITS, CardRenderer
    from koloda.app.table.layout import OPP_SCALE, card_width_for

    _app = QApplication.instance() or QApplication(["koloda"])
    cards = [*(r + s for r in RANKS for s in SUITS), None]
    width = round(card_width_for(QSizeF(*size)))
    small = round(width * OPP_SCALE)

    def ms(run: Any) -> float:
        start = time.perf_counter()
        run()
        return (time.perf_counter() - start) * 1000.0

    for name in DECK_NAMES:
        decks.forget_loaded()
        MASTERS.clear()
        r = CardRenderer(name)
        load = ms(lambda r=r: r.svg(False))
        first = ms(lambda r=r: [r.pixmap(c, width, 1.0) for c in cards])
        svg = r.svg_renders
        other = ms(lambda r=r: [r.pixmap(c, small, 1.0) for c in cards])
        resized = ms(lambda r=r: [r.pixmap(c, width + 9, 1.0) for c in cards])
        hidpi = ms(lambda r=r: [r.pixmap(c, width, 2.0) for c in cards])
        four_load = ms(lambda r=r: r.svg(True))
        four = ms(lambda r=r: [r.pixmap(c, width, 1.0, True) for c in cards[:-1]])
        print(
            f"deck {name}: load {load:.0f} ms; 53 images at {width} px ({size[0]}x{size[1]}) "
            f"{first:.0f} ms ({svg} SVG renders), at {small} px {other:.0f} ms, after a resize "
            f"{resized:.0f} ms, at DPR 2 {hidpi:.0f} ms ({r.svg_renders} SVG renders in all); "
            f"four colours: load {four_load:.0f} ms, 52 faces {four:.0f} ms"
        )
    decks.forget_loaded()
    MASTERS.clear()


def measure_frames(
    game: str, seconds: float, deck: str | None = None, size: tuple[int, int] = (1920, 1080)
) -> tuple[list[float], int]:
    """Frame intervals (ms) while a demo deals and moves cards in a ``size`` window with
    ``deck`` (None: the settings'), and rounds played."""
    from PySide6.QtWidgets import QApplication, QWidget

    from koloda.app.demo import demo_config
    from koloda.app.window.main_window import MainWindow

    app = QApplication.instance() or QApplication(["koloda"])
    window = MainWindow(demo=True, speed="normal")
    window.controller.auto_continue = True
    if deck is not None:
        s = window.settings
        window.table.set_appearance(s.four_colour, s.card_back, s.table_colour, deck=deck)
    window.resize(*size)
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


def bench_ui(game: str | None, deck: str | None = None) -> int:
    """Print the app's start-up time, the decks' render times, frame times and peak memory."""
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
    from koloda.app.table.card_art import DECK_NAMES

    time_decks()
    for g in [game] if game else list(games()):
        for d in [deck] if deck else DECK_NAMES:
            frames, rounds = measure_frames(g, 8.0, d)
            if len(frames) < 2:
                print(f"{g}, {d} deck: too few animated frames to measure ({len(frames)})")
                continue
            frames.sort()
            p99 = frames[min(len(frames) - 1, int(len(frames) * 0.99))]
            print(
                f"{g}, {d} deck, 1920x1080: frame time median {statistics.median(frames):.1f} ms, "
                f"p99 {p99:.1f} ms, max {frames[-1]:.1f} ms over {len(frames)} frames "
                f"({rounds} rounds, speed normal)"
            )
    self_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"peak memory during the demos: {self_kb / 1024:.1f} MB")
    return 0
