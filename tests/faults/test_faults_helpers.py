"""The AI helper process never outlives the app, whatever the app died of (issue 15)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
from collections.abc import Callable

import pytest

# The app's real helper path (koloda.app.play.ai_worker's shared ProcessPoolExecutor), once.
DECIDE_ONCE = """
import json, sys, threading, time
from koloda.app.play import ai_worker as worker
from koloda.rules import new_game

state = new_game("ryadky", 3, seed=5)
obs = state.observation(state.to_move)
action = worker.decide_in_helper(obs, "normal", 1, 200.0, threading.Event())
print(json.dumps({"action": action, "legal": obs["legal"]}), flush=True)
time.sleep(600)
"""


@pytest.mark.parametrize("how", [signal.SIGKILL, signal.SIGTERM], ids=["kill-9", "sigterm"])
def test_the_ai_helper_exits_when_the_app_is_killed(
    how: signal.Signals,
    python_child: Callable[..., subprocess.Popen[str]],
    group_members: Callable[[int], list[int]],
    wait_group_gone: Callable[[int, float], list[int]],
) -> None:
    app = python_child(DECIDE_ONCE)
    assert app.stdout is not None
    line = app.stdout.readline()
    assert line, app.stderr.read() if app.stderr else ""
    decided = json.loads(line)
    assert decided["action"] in decided["legal"]
    started = [pid for pid in group_members(app.pid) if pid != app.pid]
    assert started, "the decision ran in no helper process"
    os.kill(app.pid, how)
    app.wait(timeout=30)
    survivors = wait_group_gone(app.pid, 20.0)
    assert survivors == [], f"still running after the app died: {survivors}"
