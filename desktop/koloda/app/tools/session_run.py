"""``koloda bench --session``: evenings of play (koloda.app.tools.session) on fresh windows
and data folders, one after another, for as long as asked, or one evening replayed from its
seed (issue 34)."""

from __future__ import annotations

import os
import random
import tempfile
import time
from pathlib import Path

from PySide6.QtTest import QTest

from koloda.app.tools.session import Broken, Evening

__all__ = ["run_session"]


def run_session(minutes: float, seed: int | None, steps: int | None) -> int:
    """``koloda bench --session``: evenings of play on fresh windows and data folders, one
    after another, for ``minutes`` (or ``steps`` steps of the one evening ``seed`` gives);
    prints the seed and the steps of the first broken invariant and exits 1, else 0."""
    from koloda.app.launch.application import application
    from koloda.app.play.controller import GameController
    from koloda.app.window.main_window import MainWindow

    if not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    application()
    end = time.monotonic() + minutes * 60
    rng = random.Random()
    evenings = done = 0
    while True:
        this = seed if seed is not None else rng.randrange(2**31)
        if seed is None:  # a soak killed from outside still names the evening it was in
            print(f"evening {evenings + 1}: --seed {this}", flush=True)
        with tempfile.TemporaryDirectory(prefix="koloda-session-") as home:
            os.environ["KOLODA_HOME"] = home
            controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
            window = MainWindow(speed="off", controller=controller, persist=True)
            window.resize(1280, 800)
            window.show()
            window.activateWindow()
            QTest.qWait(100)
            evening = Evening(window, this, Path(home))
            try:
                with evening:
                    if steps is not None:
                        evening.run(steps=steps)
                    else:
                        evening.run(steps=150, seconds=max(0.0, end - time.monotonic()))
            except Broken as e:
                print(f"koloda bench --session: broken after {done + len(evening.steps)} steps")
                print(e)
                again = f"--seed {this} --steps {len(evening.steps) + 1}"
                print(f"replay: koloda bench --session 0 {again}")
                return 1
            finally:
                window.ask = lambda title, text: True  # quit? yes (the watcher has stopped)
                controller.shutdown()
                window.close()
                window.deleteLater()
                QTest.qWait(50)
        evenings += 1
        done += len(evening.steps)
        if steps is not None or seed is not None or time.monotonic() >= end:
            break
    print(f"koloda bench --session: evenings {evenings}, steps {done}, no invariant broken")
    return 0
