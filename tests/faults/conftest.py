"""Fixtures of the fault tests: an isolated KOLODA_HOME, and the live processes of a process
group (a child started with ``start_new_session=True`` leads its own group, which every process
it starts joins, so the group is "everything it started", even after they are reparented)."""

from __future__ import annotations

import contextlib
import os
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def koloda_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Every fault test keeps its files in tmp_path, never in the real home."""
    home = tmp_path / "koloda-home"
    monkeypatch.setenv("KOLODA_HOME", str(home))
    return home


def _group_members(pgid: int) -> list[int]:
    """PIDs of the live (not zombie) processes of group ``pgid``, from /proc (Linux)."""
    members = []
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/stat", "rb") as f:
                stat = f.read().decode("ascii", "replace")
        except OSError:
            continue  # gone meanwhile
        # the command name is in parentheses and may contain spaces: split after the last ")"
        fields = stat[stat.rindex(")") + 2 :].split()
        state, group = fields[0], int(fields[2])
        if group == pgid and state not in ("Z", "X"):
            members.append(int(entry))
    return members


@pytest.fixture
def group_members() -> Callable[[int], list[int]]:
    """``group_members(pgid)``: the live processes of that process group (Linux /proc scan)."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the process-group scan reads /proc (Linux)")
    return _group_members


@pytest.fixture
def wait_group_gone() -> Callable[[int, float], list[int]]:
    """``wait_group_gone(pgid, deadline_s)``: poll until the group has no live process; returns
    the survivors (empty when all are gone). A liveness wait, not a speed measurement."""
    if not sys.platform.startswith("linux"):
        pytest.skip("the process-group scan reads /proc (Linux)")

    def wait(pgid: int, deadline_s: float) -> list[int]:
        end = time.monotonic() + deadline_s
        while True:
            left = _group_members(pgid)
            if not left or time.monotonic() > end:
                return left
            time.sleep(0.1)

    return wait


@pytest.fixture
def python_child() -> Iterator[Callable[..., subprocess.Popen[str]]]:
    """Start ``python -c code`` as the leader of a new process group, offscreen, text pipes;
    killed (with its whole group) at the end of the test whatever happened."""
    started: list[subprocess.Popen[str]] = []

    def start(code: str, *args: str, env: dict[str, str] | None = None) -> subprocess.Popen[str]:
        child = subprocess.Popen(
            [sys.executable, "-c", code, *args],
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=dict(os.environ, QT_QPA_PLATFORM="offscreen", **(env or {})),
            start_new_session=True,
        )
        started.append(child)
        return child

    yield start
    for child in started:
        for pid in _group_members(child.pid) if sys.platform.startswith("linux") else []:
            with contextlib.suppress(OSError):
                os.kill(pid, 9)
        if child.poll() is None:
            child.kill()
        child.communicate(timeout=30)


APP = "from koloda.cli import main; raise SystemExit(main([]))"


@pytest.fixture
def start_app(
    python_child: Callable[..., subprocess.Popen[str]], koloda_home: Path
) -> Callable[..., subprocess.Popen[str]]:
    """``start_app(home=None)``: the real ``koloda`` app offscreen in its own process group,
    with KOLODA_ANNOUNCE=1 (it prints ``koloda: ready`` once started)."""

    def start(home: Path | None = None) -> subprocess.Popen[str]:
        env = {"KOLODA_HOME": str(home or koloda_home), "KOLODA_ANNOUNCE": "1"}
        return python_child(APP, env=env)

    return start


@pytest.fixture
def read_until() -> Callable[[subprocess.Popen[str], str, float], list[str]]:
    """``read_until(proc, line, deadline_s)``: stdout lines up to and including ``line``; fails
    (instead of hanging) if the process ends or the deadline passes first."""
    import queue
    import threading

    queues: dict[int, queue.Queue[str | None]] = {}

    def pump(proc: subprocess.Popen[str], q: queue.Queue[str | None]) -> None:
        assert proc.stdout is not None
        try:
            for line in proc.stdout:
                q.put(line.rstrip("\n"))
        except (ValueError, OSError):
            pass  # the child's fixture closed the pipe as its test ended: nothing more to read
        q.put(None)

    def read(proc: subprocess.Popen[str], wanted: str, deadline_s: float) -> list[str]:
        if proc.pid not in queues:
            queues[proc.pid] = queue.Queue()
            threading.Thread(target=pump, args=(proc, queues[proc.pid]), daemon=True).start()
        q = queues[proc.pid]
        seen: list[str] = []
        end = time.monotonic() + deadline_s
        while True:
            try:
                line = q.get(timeout=max(0.01, end - time.monotonic()))
            except queue.Empty:
                pytest.fail(f"no {wanted!r} within {deadline_s} s; stdout so far: {seen}")
            if line is None:
                pytest.fail(f"the process ended before {wanted!r}; stdout: {seen}")
            seen.append(line)
            if line == wanted:
                return seen

    return read
