"""The single-instance claim (issue 15): a request made while the first koloda starts is
answered, a request left by a killed koloda is dropped."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path
from typing import Any

from koloda.app.launch.single_instance import REQUEST_NAME, Claim, SingleInstance


def test_a_request_made_while_the_first_koloda_starts_brings_it_forward(
    qtbot: Any, tmp_path: Path
) -> None:
    # a second koloda started at the same moment: it wrote its request before the first one
    # listened, and waits (alive) for the request to be taken
    waiting = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        (tmp_path / REQUEST_NAME).write_text(str(waiting.pid), "ascii")
        first = SingleInstance(tmp_path)
        with qtbot.waitSignal(first.activated, timeout=5000):
            assert first.claim() is Claim.FIRST
        assert not (tmp_path / REQUEST_NAME).exists()  # taken: the second one exits 0
        first.release()
    finally:
        waiting.kill()
        waiting.wait()


def test_a_request_left_by_a_killed_koloda_is_dropped_without_a_window_coming_forward(
    qtbot: Any, tmp_path: Path
) -> None:
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    gone.wait()
    (tmp_path / REQUEST_NAME).write_text(str(gone.pid), "ascii")
    first = SingleInstance(tmp_path)
    activated: list[bool] = []
    first.activated.connect(lambda: activated.append(True))
    assert first.claim() is Claim.FIRST
    assert not (tmp_path / REQUEST_NAME).exists()
    qtbot.wait(1500)  # longer than the fallback poll
    assert activated == []
    first.release()
