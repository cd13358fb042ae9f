"""The app paints on its GUI thread alone (app/launch/application.py): Qt's pool of painting
threads made a 2-core machine's frames wait for a thread to be scheduled (issue 14's frame
time)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from koloda.app.launch.application import KEEP_POOL_ENV, NO_POOL_ENV, single_threaded_painting

# A big antialiased fill (thousands of spans: Qt splits such a fill between its pool threads
# when it has them), then the names of this process's threads.
PAINT_AND_LIST_THREADS = """
import os
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath
from koloda.app.launch.application import application

app = application()
image = QImage(1200, 1200, QImage.Format.Format_ARGB32_Premultiplied)
image.fill(0)
painter = QPainter(image)
painter.setRenderHint(QPainter.RenderHint.Antialiasing)
path = QPainterPath()
path.addRoundedRect(QRectF(10, 10, 1100, 1100), 40, 40)
for _ in range(5):
    painter.fillPath(path, QColor(0, 0, 0, 70))
painter.end()
for task in os.listdir("/proc/self/task"):
    with open(f"/proc/self/task/{task}/comm") as f:
        print(f.read().strip())
"""


def _threads_after_painting(**env: str) -> list[str]:
    base = {k: v for k, v in os.environ.items() if k not in (NO_POOL_ENV, KEEP_POOL_ENV)}
    done = subprocess.run(
        [sys.executable, "-c", PAINT_AND_LIST_THREADS],
        env={**base, "QT_QPA_PLATFORM": "offscreen", **env},
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return done.stdout.split()


@pytest.mark.skipif(
    not Path("/proc/self/task").is_dir() or (os.cpu_count() or 1) < 2,
    reason="thread names come from /proc; Qt splits fills only with two CPUs or more",
)
def test_the_app_paints_without_qts_thread_pool() -> None:
    assert not any("pooled" in name for name in _threads_after_painting())
    # the same painting with the pool kept (KOLODA_GUI_THREADS=1) starts Qt's pool threads
    assert any("pooled" in name for name in _threads_after_painting(**{KEEP_POOL_ENV: "1"}))


def test_koloda_gui_threads_1_keeps_qts_painting_threads() -> None:
    env = {NO_POOL_ENV: "1", KEEP_POOL_ENV: "1"}
    assert single_threaded_painting(env) is False
    assert NO_POOL_ENV not in env
    env = {}
    assert single_threaded_painting(env) is True
    assert env == {NO_POOL_ENV: "1"}
