"""``koloda bench --ui``: its report (every line, a figure for each game, the targets), the
first-window clock and frame meter it is built on, and an app start-up free of the bench."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from koloda.app.tools.bench import FrameMeter, first_window_lines, percentiles
from koloda.app.tools.first_window import (
    FirstWindowClock,
    FirstWindowError,
    PrivateDisplay,
    _x11,
    end_process,
    painted,
    program_pid,
    with_session_bus,
)
from koloda.cli import main as cli_main
from koloda.rules import games

pytestmark = pytest.mark.xdist_group("xvfb")  # one private X server at a time
FIGURE = r"\d+(\.\d+)?"


def test_bench_ui_prints_the_first_window_decks_and_frames_of_every_game_with_targets(
    run_koloda: Any,
) -> None:
    args = ["bench", "--ui", "--deck", "koloda", "--runs", "1", "--seconds", "1.5"]
    env = {k: v for k, v in os.environ.items() if not k.startswith("QT_")}  # its own display
    done = run_koloda(*args, "--kpatience", "none", env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    lines = done.stdout.splitlines()
    assert any(line.startswith("first window (start to first painted window") for line in lines)
    koloda = rf"^  Koloda: {FIGURE} ms \(runs {FIGURE} ms\), CPU {FIGURE} ms by then, "
    assert any(re.match(koloda + rf"peak memory {FIGURE} MB$", line) for line in lines)
    assert any(
        line.startswith("  KPatience: not timed") and "target <= 0.90x KPatience" in line
        for line in lines
    )
    for deck in ("koloda", "english", "atlas"):
        assert any(line.startswith(f"deck {deck}: load ") for line in lines), deck
    frames = (
        rf"frame time median {FIGURE}, p95 {FIGURE}, p99 {FIGURE} ms \(target p99 <= 16\.7: "
        rf"(met|not met)\), worst {FIGURE} ms, \d+ frames; CPU per frame median {FIGURE}, "
        rf"p99 {FIGURE} ms \(<= 16\.7: (met|not met)\), worst {FIGURE} ms; waited for a CPU "
        rf"\d+% of the run$"
    )
    for game in games():
        assert any(re.match(rf"^  {game}, koloda deck: {frames}", line) for line in lines), game
    # the showpieces of issue 43, each game's: a shuffle and both flourishes, their frames
    shows = lines.index(next(x for x in lines if x.startswith("frames while the showpieces")))
    for game in games():
        ran = r"\(shuffle, round flourish, match flourish\)"
        assert any(re.match(rf"^  {game}, koloda deck {ran}: {frames}", x) for x in lines[shows:])
    assert re.search(rf"^peak memory during the demos: {FIGURE} MB", done.stdout, re.M)


def test_first_window_of_a_second_program_gets_its_line_and_the_ratio_with_its_target(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("KOLODA_HOME", str(tmp_path / "home"))
    with PrivateDisplay() as screen:
        # Koloda stands in for KPatience: any program with a window can be compared
        lines = first_window_lines(screen, 1, [sys.executable, "-m", "koloda"])
    bus = "each program inside its own session D-Bus (dbus-run-session)"
    if shutil.which("dbus-run-session") is None:
        bus = "no session D-Bus (dbus-run-session is missing: apt-get install dbus)"
    assert f"no window manager, {bus}, median of 1 paired runs" in lines[0], lines[0]
    assert re.match(rf"^  KPatience: {FIGURE} ms \(runs {FIGURE} ms\)", lines[2])
    ratio = rf"^  Koloda / KPatience: {FIGURE} \(paired runs {FIGURE}-{FIGURE}; target <= 0\.90: "
    assert re.match(ratio + r"(met|not met)\)$", lines[3]), lines


def test_each_program_runs_inside_its_own_session_bus_and_is_measured_not_its_wrapper(
    tmp_path: Path,
) -> None:
    if shutil.which("dbus-run-session") is None:
        pytest.skip("dbus-run-session is not installed here (.ci/run installs dbus)")
    argv = [sys.executable, "-c", "import os, time; print(os.environ['DBUS_SESSION_BUS_ADDRESS'],"
            " flush=True); time.sleep(60)"]  # fmt: skip
    wrapped = with_session_bus(argv)
    assert wrapped[0].endswith("dbus-run-session") and wrapped[1:] == ["--", *argv]
    env = {k: v for k, v in os.environ.items() if k != "DBUS_SESSION_BUS_ADDRESS"}
    proc = subprocess.Popen(
        wrapped, env=env, stdout=subprocess.PIPE, start_new_session=True, text=True
    )
    try:
        assert proc.stdout is not None
        address = proc.stdout.readline().strip()
        assert address.startswith(("unix:", "tcp:"))  # a bus of its own was there
        program = program_pid(proc.pid)
        assert program != proc.pid
        with open(f"/proc/{program}/cmdline", "rb") as f:
            assert b"time.sleep(60)" in f.read()  # the program, not dbus-daemon
    finally:
        end_process(proc, group=True)  # type: ignore[arg-type]
    deadline = time.monotonic() + 10
    while (members := _live_members(proc.pid)) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert members == []  # the program and its bus ended with the wrapper


def _live_members(group: int) -> list[int]:
    """The processes of a process group that are alive (not zombies), from /proc."""
    members = []
    for entry in os.listdir("/proc"):
        try:
            with open(f"/proc/{entry}/stat") as f:
                fields = f.read().rsplit(")", 1)[1].split()
        except (OSError, IndexError):
            continue
        if int(fields[2]) == group and fields[0] not in ("Z", "X"):
            members.append(int(entry))
    return members


def test_a_program_that_exits_without_a_window_is_reported_not_waited_for() -> None:
    with PrivateDisplay() as screen:
        clock = FirstWindowClock(screen.display)
        try:
            says = "import sys; sys.stderr.write('no table here'); raise SystemExit(3)"
            with pytest.raises(FirstWindowError, match=r"exited \(3\) before .*: no table here"):
                clock.time([sys.executable, "-c", says], dict(os.environ))
        finally:
            clock.close()


def test_the_private_display_takes_a_client_at_once_after_the_last_one_left() -> None:
    # the bench closes its clock's X connection and opens Qt's straight after; an X server that
    # resets when its last client leaves refused Qt now and then (CI: "could not connect to
    # display :0", the bench aborted)
    x11, _ = _x11()
    with PrivateDisplay((320, 200)) as screen:
        refused = 0
        for _ in range(400):
            dpy = x11.XOpenDisplay(screen.display.encode())
            if dpy:
                x11.XCloseDisplay(dpy)
            else:
                refused += 1
    assert refused == 0


def test_a_window_counts_as_painted_only_when_it_shows_more_than_one_colour() -> None:
    black = bytes(4) * 1000
    assert not painted(black)
    assert not painted(b"")
    assert painted(black[:-4] + bytes([200, 10, 10, 0]), samples=1000)


def test_frames_count_only_while_cards_move_and_never_across_a_pause() -> None:
    table = SimpleNamespace(view=SimpleNamespace(), is_animating=lambda: True)
    meter = FrameMeter(table)
    table.frame_hook(True, True, 0.001)  # an animation starts
    table.view.paint_hook(10.000, 0.002)
    table.frame_hook(True, False, 0.001)
    table.view.paint_hook(10.016, 0.002)  # a frame of 16 ms: 1 ms step + 2 ms paint
    table.frame_hook(False, False, 0.001)  # a hold: nothing moves, no frame is due
    table.frame_hook(True, False, 0.001)
    table.view.paint_hook(10.300, 0.002)  # the first paint after the hold starts afresh
    table.frame_hook(True, False, 0.001)
    table.view.paint_hook(10.317, 0.003)
    assert [round(f) for f in meter.frames] == [16, 17]
    assert [round(c) for c in meter.cpu] == [3, 4]
    assert meter.shows == []  # no shuffle nor flourish on this table


def test_the_frames_of_a_shuffle_or_flourish_are_counted_apart_too() -> None:
    shows = SimpleNamespace(current=None)
    table = SimpleNamespace(view=SimpleNamespace(), is_animating=lambda: True, shows=shows)
    meter = FrameMeter(table)
    table.frame_hook(True, True, 0.001)
    table.view.paint_hook(10.000, 0.002)
    shows.current = object()  # a shuffle begins
    table.frame_hook(True, False, 0.001)
    table.view.paint_hook(10.020, 0.002)
    table.frame_hook(True, False, 0.001)
    table.view.paint_hook(10.032, 0.002)
    shows.current = None  # it ended: the deal's cards fly
    table.frame_hook(True, False, 0.001)
    table.view.paint_hook(10.048, 0.002)
    assert [round(f) for f in meter.frames] == [20, 12, 16]
    assert [round(f) for f in meter.shows] == [20, 12]
    assert [round(c) for c in meter.shows_cpu] == [3, 3]


def test_percentiles_are_nearest_rank() -> None:
    assert percentiles([float(v) for v in range(100, 0, -1)]) == (50.5, 95.0, 99.0, 100.0)


@pytest.mark.parametrize(
    "args", [["--kpatience", "/nonexistent/kpat"], ["--runs", "0"], ["--seconds", "-1"]]
)
def test_bench_ui_refuses_bad_options_in_one_sentence(
    args: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) as stop:
        cli_main(["bench", "--ui", *args])
    assert stop.value.code == 2
    assert "error:" in capsys.readouterr().err


# Imported only when asked for: none of them is needed to show the first window.
NOT_AT_START = (
    "koloda.app.tools.bench",
    "koloda.app.tools.first_window",
    "koloda.app.window.dialogs",
    "koloda.app.window.settings_dialog",
    "koloda.app.window.keyboard",
    "koloda.app.window.stats_window",
    # the table and its card art, the game page and the result screen come with the first
    # game: the first window is the start screen
    "koloda.app.table.widget",
    "koloda.app.table.scene",
    "koloda.app.table.card_art",
    "koloda.app.table.decks",
    "koloda.app.window.game_page",
    "koloda.app.window.game_log",
    "koloda.app.window.summary",
    "koloda.app.window.result_screen",
    "koloda.app.window.match_chart",
    "koloda.ai",
    "multiprocessing",
    "concurrent.futures",
    "pyqtgraph",
)

START_AND_LIST_MODULES = """
import json, sys
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication
from koloda.cli import main
app = QApplication(["koloda"])
# the first pass of the event loop: the window is built and about to be painted
QTimer.singleShot(0, lambda: (print(json.dumps(sorted(sys.modules))), app.exit(0)))
main([])
"""


def test_starting_the_app_imports_neither_the_bench_nor_what_the_first_window_does_not_need(
    tmp_path: Path,
) -> None:
    env = {k: v for k, v in os.environ.items() if not k.startswith("KOLODA_")}
    env.update(KOLODA_HOME=str(tmp_path), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", START_AND_LIST_MODULES],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr[-2000:]
    modules = set(json.loads(done.stdout.strip().splitlines()[-1]))
    assert "koloda.app.window.main_window" in modules  # the window was really built
    assert "koloda.app.launch.single_instance" in modules  # by run_app, the normal start-up path
    unwanted = [m for m in modules if any(m == n or m.startswith(n + ".") for n in NOT_AT_START)]
    # nor any game's AI, facts or pool: its kit and rules are all the start page asks of it
    in_games = [m for m in modules if m.startswith("koloda.games.") and m.count(".") > 2]
    unwanted += [m for m in in_games if m.split(".")[3].startswith(("ai", "pool", "reasons"))]
    assert "koloda.games.ryadky.kit" in modules and sorted(unwanted) == []


def test_each_showpiece_run_is_whole_however_many_come_before_it(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A run's bound on its time ends that run and no other (the first full bench cut the
    runs that came 30 s after an earlier one's start); offscreen, on a small window."""
    from koloda.app.tools import bench

    monkeypatch.setattr(bench, "SHOWS_BOUND_MS", 10_000)  # a run takes ~4.5 s here
    runs = [bench.measure_shows("ditch", "koloda", (900, 600)) for _ in range(3)]
    assert [ran for _stats, ran in runs] == ["shuffle, round flourish, match flourish"] * 3
    assert all(len(stats.frames) > 100 for stats, _ran in runs)
