"""Garbage cycles are collected on the GUI thread, never on an AI thread (where freeing a
closed window's Qt objects crashed the event loop: a segfault in activateTimers)."""

from __future__ import annotations

import gc
import threading
import weakref
from typing import Any

from koloda.app.play import collector
from koloda.app.play.collector import MainThreadCollector, install_collector
from koloda.app.play.controller import GameController
from koloda.match import MatchConfig


class Node:
    """A garbage cycle's member."""

    def __init__(self) -> None:
        self.me = self


def test_a_controller_leaves_collecting_to_the_gui_thread(qtbot: Any) -> None:
    GameController(paced=False, ai_pause_ms=0).shutdown()
    assert not gc.isenabled()  # no collection can start on whichever thread allocates
    cycle = Node()
    gone = weakref.ref(cycle)
    del cycle
    assert gone() is not None  # a cycle waits for the collector
    for _ in range(10_000):  # enough young objects for a collection to be due
        Node()
    qtbot.waitUntil(lambda: gone() is None, timeout=3000)  # the GUI thread's timer freed it


def test_ai_threads_never_run_a_collection(qtbot: Any) -> None:
    where: list[str] = []

    def seen(phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            where.append(threading.current_thread().name)

    gc.callbacks.append(seen)
    try:
        c = GameController(
            paced=False, ai_pause_ms=0, auto_continue=True, ai_process=False, budget_scale=0.1
        )
        config = MatchConfig(
            "rooster", 3, levels=["hard"] * 3, seed=4, human_seat=None, match_games=1
        )
        with qtbot.waitSignal(c.gameOver, timeout=60_000):  # three hard seats, in-thread
            c.new_match(config)
        c.shutdown()
    finally:
        gc.callbacks.remove(seen)
    assert where  # the searches made garbage enough for collections
    assert set(where) == {threading.main_thread().name}


def test_there_is_one_collector_however_many_controllers(qtbot: Any) -> None:
    first = install_collector()
    GameController(paced=False, ai_pause_ms=0).shutdown()
    assert isinstance(first, MainThreadCollector)
    assert install_collector() is first


def test_a_full_collection_waits_until_the_old_objects_grow_by_a_quarter(
    qtbot: Any, monkeypatch: Any
) -> None:
    """As CPython's own rule: a full walk of a running app's heap costs 25-40 ms of the GUI
    thread, so it is not repeated while the long-lived objects stay about the same."""
    monkeypatch.setattr(collector, "FULL_CHECK_S", 0.0)
    for _ in range(gc.get_threshold()[2] + 1):
        gc.collect(1)  # the oldest generation's count past its threshold
    monkeypatch.setattr(collector, "_kept_old", [len(gc.get_objects(generation=2))])
    assert collector.collect_due() != 2  # the old objects did not grow: no full collection
    kept = [[] for _ in range(len(gc.get_objects(generation=2)) // 3)]
    gc.collect(1)
    gc.collect(1)  # they are old now: a third more than the last full collection kept
    for _ in range(gc.get_threshold()[2] + 1):
        gc.collect(1)
    assert collector.collect_due() == 2
    assert kept
