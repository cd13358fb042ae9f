"""The worker side of the AI watchdog: a decision that hangs is abandoned, the helper process
restarted, and normal's move is handed to the controller with a distinct signal (issue 15)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from typing import Any

import pytest

from koloda.app.play import ai_worker as worker
from koloda.rules import new_game

_release = threading.Event()


def hang(obs: dict[str, Any], level: str, seed: int, budget: float | None) -> str:
    """An AI that never answers (the helper process imports it from this module by name)."""
    _release.wait(600)
    return ""


def slow_warm_up() -> bool:
    """A helper that takes 4 s to start (a slow machine importing the AI)."""
    time.sleep(4.0)
    return True


@pytest.fixture(autouse=True)
def _release_hung_threads() -> Iterator[None]:
    _release.clear()
    yield
    _release.set()


def _obs() -> dict[str, Any]:
    state = new_game("rooster", 3, seed=11)
    return state.observation(state.to_move)


def _alive(pid: int) -> bool:
    try:
        with open(f"/proc/{pid}/stat", "rb") as f:
            stat = f.read().decode("ascii", "replace")
    except OSError:
        return False
    return stat[stat.rindex(")") + 2] not in "ZX"


@pytest.mark.parametrize("use_process", [True, False], ids=["helper-process", "thread"])
def test_a_hanging_ai_is_abandoned_and_normal_moves_instead(qtbot: Any, use_process: bool) -> None:
    obs = _obs()
    signals = worker.WorkerSignals()
    decided: list[Any] = []
    signals.decided.connect(lambda *a: decided.append(a))
    job = worker.AIWorker(
        7,
        obs["seat"],
        obs,
        "hard",
        3,
        100.0,
        threading.Event(),
        signals,
        use_process=use_process,
        deadline_s=1.0,
        decide_fn=hang,
    )
    with qtbot.waitSignal(signals.timedOut, timeout=30000) as blocker:
        threading.Thread(target=job.run, daemon=True).start()
    job_id, seat, move, by_normal = blocker.args
    assert (job_id, seat) == (7, obs["seat"])
    assert move in obs["legal"]
    assert by_normal is True
    assert move == worker.decide(obs, "normal", 3, worker.BUDGET_MS["normal"])
    assert decided == []


@pytest.mark.skipif(not __import__("sys").platform.startswith("linux"), reason="reads /proc")
def test_the_hung_helper_process_is_killed_and_a_fresh_one_answers_next() -> None:
    obs = _obs()
    assert worker.decide_in_helper(obs, "normal", 1, 100.0, threading.Event()) in obs["legal"]
    old = worker.helper_pids()
    assert old
    with pytest.raises(worker.DecisionTimeout):
        worker.decide_in_helper(obs, "hard", 1, 100.0, threading.Event(), 1.0, hang)
    end = time.monotonic() + 20
    while any(_alive(p) for p in old) and time.monotonic() < end:
        time.sleep(0.1)
    assert not any(_alive(p) for p in old)
    assert worker.decide_in_helper(obs, "normal", 2, 100.0, threading.Event()) in obs["legal"]
    assert worker.helper_pids() and set(worker.helper_pids()).isdisjoint(old)


def test_a_decision_within_its_budget_is_never_abandoned(qtbot: Any) -> None:
    obs = _obs()
    signals = worker.WorkerSignals()
    timed_out: list[Any] = []
    signals.timedOut.connect(lambda *a: timed_out.append(a))
    job = worker.AIWorker(3, obs["seat"], obs, "hard", 5, 300.0, threading.Event(), signals)
    with qtbot.waitSignal(signals.decided, timeout=30000) as blocker:
        threading.Thread(target=job.run, daemon=True).start()
    assert blocker.args[2] in obs["legal"]
    assert timed_out == []


def test_a_slow_helper_start_does_not_count_against_the_first_decision(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    worker.shutdown_ai()  # a fresh helper, started as the controller does at a match's start
    monkeypatch.setattr(worker, "warm_up", slow_warm_up)
    obs = _obs()
    try:
        worker.warm_ai()
        time.sleep(0.3)  # the warm-up is queued in the new helper before the first decision
        # 2 s for a decision of a few ms once the helper is up, however loaded the machine
        action = worker.decide_in_helper(obs, "normal", 1, 100.0, threading.Event(), 2.0)
    finally:
        worker.shutdown_ai()
    assert action in obs["legal"]


def test_a_hanging_ai_seat_does_not_stall_the_game_normal_plays_and_the_player_is_told(
    qtbot: Any,
) -> None:
    from koloda.app.play.controller import GameController, MatchConfig

    c = GameController(paced=False, ai_pause_ms=0, ai_process=False, decide_fn=hang)
    c.watchdog_s = 0.5
    errors: list[str] = []
    c.error.connect(errors.append)
    config = MatchConfig(game="ryadky", players=2, first_dealer=1, seed=5)
    seen: list[dict[str, Any]] = []

    def on_turn(seat: int, human: bool) -> None:
        assert c.match is not None
        seen.append(c.match.observation(seat))

    c.turnStarted.connect(on_turn)
    first_ai_move = qtbot.waitSignal(
        c.changed, timeout=20000, check_params_cb=lambda change: change.seat == 1
    )
    with first_ai_move as blocker:
        c.new_match(config)  # RY-2: the dealer (seat 1, the AI) leads, and its AI hangs
    seat, action = blocker.args[0].seat, blocker.args[0].action
    assert seat == 1
    assert str(action) in seen[0]["legal"]  # a legal move of the JSON form the AI saw
    assert len(errors) == 1 and "took far too long" in errors[0]
    c.shutdown()


@pytest.mark.skipif(not hasattr(os, "nice"), reason="process priorities are POSIX's os.nice")
def test_the_ai_helper_thinks_below_the_apps_priority_so_the_table_never_waits_for_it() -> None:
    code = (
        "import os; from koloda.app.play.ai_process import init_helper; init_helper(); "
        "print(os.nice(0))"  # the helper process's own initializer
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert int(done.stdout) == min(19, os.nice(0) + 10)  # below the app (this process) by 10


def test_a_ctrl_c_meant_for_the_app_never_reaches_the_ai_helper() -> None:
    """Ctrl+C in the terminal goes to the app's whole process group: the app ends (exit 130)
    and ends its helper itself. The helper took it too and printed a KeyboardInterrupt
    traceback from multiprocessing's start-up under the app's clean exit (test_faults_documents,
    once in a full run); now it never sees one, from its first instruction on."""
    obs = _obs()
    assert worker.decide_in_helper(obs, "normal", 1, 100.0, threading.Event()) in obs["legal"]
    pids = worker.helper_pids()
    assert pids
    for pid in pids:
        with open(f"/proc/{pid}/status", encoding="ascii") as f:
            blocked = next(line for line in f if line.startswith("SigBlk:")).split()[1]
        assert int(blocked, 16) & (1 << (signal.SIGINT - 1)), blocked  # held off from the start
        os.kill(pid, signal.SIGINT)
    time.sleep(0.5)
    assert all(_alive(pid) for pid in pids)
    assert worker.decide_in_helper(obs, "normal", 2, 100.0, threading.Event()) in obs["legal"]
    assert worker.helper_pids() == pids  # the same helper answered
