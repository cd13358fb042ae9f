"""``koloda bench --trace-move``: it plays a human move by a drag and the AI's answer on the real
window, and prints the calls, files, layer hops and two-way pairs of each (issue 37)."""

from __future__ import annotations

import re
import sys
from types import FrameType
from typing import Any

import pytest

from koloda.app.tools.move_trace import CallCounter, MoveTrace, layer
from koloda.cli import main as cli_main
from koloda.rules import Action


def test_trace_move_prints_the_human_drag_and_the_ai_answer_with_sane_figures(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert cli_main(["bench", "--trace-move"]) == 0
    out = capsys.readouterr().out
    human = re.search(r"^human move \((\S+ \S+), dragged onto (\S+)\):$", out, re.M)
    assert human is not None, out
    Action.parse(human.group(1))  # the move the drag made, in the protocol's words
    ai = re.search(r"^AI move \((\S+ \S+) by seat 1, the normal AI\):$", out, re.M)
    assert ai is not None, out
    figures = re.findall(
        r"^  calls (\d+) in (\d+) files; layer hops: (\d+) \(package to package, (\d+) calls",
        out,
        re.M,
    )
    assert len(figures) == 2, out
    for calls, files, hops, across in figures:
        assert 0 < int(files) < int(calls)
        assert 0 < int(hops) <= int(across) < int(calls)
    pairs = re.findall(
        r"^  files calling each other both ways: (\d+) by plain calls, (\d+)", out, re.M
    )
    assert [int(plain) <= int(signals) for plain, signals in pairs] == [True, True], out


def test_pairs_that_call_each_other_both_ways_are_told_from_one_way_calls() -> None:
    trace = MoveTrace("human")
    trace.edges = {
        ("app/table/scene.py", "app/table/widget.py"),
        ("match/match.py", "rules/base.py"),
    }
    trace.signal_edges = {("app/table/widget.py", "app/table/scene.py")}
    assert trace.two_way() == []
    assert trace.two_way(with_signals=True) == [("app/table/scene.py", "app/table/widget.py")]
    trace.edges.add(("rules/base.py", "match/match.py"))
    assert trace.two_way() == [("match/match.py", "rules/base.py")]


def test_a_file_belongs_to_its_layer() -> None:
    assert layer("app/window/main_window.py") == "app/window"
    assert layer("app/i18n.py") == "app"
    assert layer("match/match.py") == "match"
    assert layer("rules/ryadky_io.py") == "rules"
    assert layer("games/ryadky/kit.py") == "games/ryadky"
    assert layer("cli.py") == "koloda"


def _inner() -> int:
    return len(Action.parse("play 7S").cards)


def test_the_counter_counts_calls_into_koloda_and_the_hops_between_its_layers() -> None:
    counter, trace = CallCounter(), MoveTrace("human")
    counter.trace = trace

    def profile(frame: FrameType, event: str, arg: Any) -> None:
        counter.profile(frame, event, arg)

    sys.setprofile(profile)
    try:
        _inner()  # this test file is not Koloda's: only the rules' calls count
    finally:
        sys.setprofile(None)
    assert trace.calls > 0
    assert set(trace.files) <= {f for f in trace.files if f.startswith("rules/")}
    assert trace.hops == {}  # from the rules into the rules only
