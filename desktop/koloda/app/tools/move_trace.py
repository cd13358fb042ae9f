"""``koloda bench --trace-move``: the way one move takes through Koloda's code (issue 37).

On an offscreen main window at a fixed seed it plays one human move by a real mouse drag
(QTest events on the table's view), counted from the release of the button to the next seat's
turn, and the AI's answer, counted from its turn to the turn after it. ``sys.setprofile`` sees
every call into a file of the ``koloda`` package on the GUI thread (the AI's own search runs
in its worker, and the tools are not counted). For each move it prints the calls, the files
they are in, the layer hops (a call from one package into another: app/window, app/play,
app/table, app/games, a game's package games/<name>, match, rules, ai, store...), and the pairs
of files that call each other both ways, a signal's slot counted apart from a plain call.

The animations are off (their frame count follows the clock) and so are the calls made by
painting, by the clocks that tick whatever the move (the cycle collector, a plate's thinking
dots) and by the keyboard keeper's filter of every event: what is left is the same at every
run.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from types import FrameType
from typing import TYPE_CHECKING, Any

import koloda
from koloda.rules import Action

if TYPE_CHECKING:
    from koloda.app.window.main_window import MainWindow

__all__ = ["CallCounter", "MoveTrace", "trace_lines", "trace_moves"]

PACKAGE = Path(koloda.__file__).resolve().parent
TOOLS = PACKAGE / "app" / "tools"
# a call from outside Koloda into one of these is the screen's drawing, a clock's tick or the
# keyboard keeper's filter that sees every event of the app (timers and paints too), not the
# move: it and everything under it are left out
CLOCK_ROOTS = frozenset(
    {
        "paint",
        "drawBackground",
        "boundingRect",
        "shape",
        "collect_due",
        "_tick",
        "sizeHint",
        "eventFilter",
        "paintEvent",
    }
)
SEED = 3
GAME = "ryadky"
WAIT_S = 30.0


@dataclass
class MoveTrace:
    """What one move did in Koloda's code on the GUI thread."""

    title: str  # "human" or "AI"
    move: str = ""  # the action played, and how
    calls: int = 0
    files: Counter[str] = field(default_factory=Counter)  # calls per file (relative path)
    functions: Counter[str] = field(default_factory=Counter)  # calls per "file:function"
    hops: Counter[tuple[str, str]] = field(default_factory=Counter)  # (from, to) packages
    edges: set[tuple[str, str]] = field(default_factory=set)  # files, a plain call
    signal_edges: set[tuple[str, str]] = field(default_factory=set)  # files, a signal's slot

    def two_way(self, with_signals: bool = False) -> list[tuple[str, str]]:
        """The pairs of files that call each other both ways (with signals: a slot reached
        through a signal counts as a call too)."""
        edges = self.edges | self.signal_edges if with_signals else self.edges
        return sorted((a, b) for a, b in edges if a < b and (b, a) in edges)

    def lines(self) -> list[str]:
        crossing = sum(self.hops.values())
        plain, signals = self.two_way(), self.two_way(with_signals=True)
        out = [
            f"{self.title} move ({self.move}):",
            f"  calls {self.calls} in {len(self.files)} files; layer hops: {len(self.hops)} "
            f"(package to package, {crossing} calls across)",
            f"  files calling each other both ways: {len(plain)} by plain calls, "
            f"{len(signals)} counting a signal's slot as a call",
        ]
        out += [f"    {a} <-> {b}" for a, b in plain]
        out += [f"    {a} <-> {b} (through a signal)" for a, b in signals if (a, b) not in plain]
        out.append(
            "  hops: " + ", ".join(f"{a}>{b} {n}" for (a, b), n in sorted(self.hops.items()))
        )
        busiest = ", ".join(f"{name} {n}" for name, n in self.files.most_common(8))
        out.append(f"  busiest files: {busiest}")
        return out


def layer(path: str) -> str:
    """The package a file (relative to koloda/) belongs to: app/<part> for the app, games/<name>
    for a game's, the first folder otherwise, "koloda" for the top-level modules."""
    parts = path.split("/")
    if parts[0] in ("app", "games") and len(parts) > 2:
        return "/".join(parts[:2])
    return parts[0] if len(parts) > 1 else "koloda"


class CallCounter:
    """A profile function counting calls into Koloda's files into the current ``MoveTrace``."""

    def __init__(self) -> None:
        self.trace: MoveTrace | None = None
        self._names: dict[str, str | None] = {}  # a code file -> relative path (None: not ours)
        self._emitting: dict[int, bool] = {}  # frame id -> it is inside a signal's emit now

    def _ours(self, filename: str) -> str | None:
        name = self._names.get(filename, "")
        if name != "":
            return name
        path = Path(filename)
        inside = path.is_absolute() and path.is_relative_to(PACKAGE)
        mine = inside and not path.is_relative_to(TOOLS)
        found = path.relative_to(PACKAGE).as_posix() if mine else None
        self._names[filename] = found
        return found

    def profile(self, frame: FrameType, event: str, arg: Any) -> None:
        if event == "c_call":
            if getattr(arg, "__name__", "") == "emit":
                self._emitting[id(frame)] = True
            return
        if event in ("c_return", "c_exception"):
            self._emitting.pop(id(frame), None)
            return
        trace = self.trace
        if event != "call" or trace is None:
            return
        callee = self._ours(frame.f_code.co_filename)
        if callee is None:
            return
        caller, root, through_signal = None, frame, False
        up, first = frame.f_back, True
        while up is not None:
            name = self._ours(up.f_code.co_filename)
            if name is not None:
                if caller is None:
                    caller = name
                    through_signal = first and self._emitting.get(id(up), False)
                root = up
            elif up.f_code.co_filename.startswith(str(TOOLS)):
                break  # the tracer's own frames: what it calls is called from outside
            first = False
            up = up.f_back
        if caller is None and frame.f_code.co_name in CLOCK_ROOTS:
            return
        if root is not frame and root.f_code.co_name in CLOCK_ROOTS:
            return
        trace.calls += 1
        trace.files[callee] += 1
        trace.functions[f"{callee}:{frame.f_code.co_name}"] += 1
        if caller is None or caller == callee:
            return
        (trace.signal_edges if through_signal else trace.edges).add((caller, callee))
        if layer(caller) != layer(callee):
            trace.hops[(layer(caller), layer(callee))] += 1


@contextmanager
def _home() -> Iterator[None]:
    """A throwaway KOLODA_HOME: the window autosaves and counts as for a person."""
    old = os.environ.get("KOLODA_HOME")
    with tempfile.TemporaryDirectory(prefix="koloda-trace-") as home:
        os.environ["KOLODA_HOME"] = home
        try:
            yield
        finally:
            if old is None:
                os.environ.pop("KOLODA_HOME", None)
            else:
                os.environ["KOLODA_HOME"] = old


def _wait(done: Callable[[], bool], what: str) -> None:
    from PySide6.QtTest import QTest

    end = time.monotonic() + WAIT_S
    while not done():
        if time.monotonic() > end:
            raise RuntimeError(f"koloda bench --trace-move: no {what} in {WAIT_S:.0f} s")
        QTest.qWait(5)


def _settled(window: MainWindow) -> bool:
    """The person may act and the table is idle (no deck being rendered ahead)."""
    table = window.table
    warm = getattr(table.scene, "_warm", None)
    idle = warm is None or not warm.isActive()
    return window.controller.is_human_turn() and table.scene.interactive and idle


def _make(window: MainWindow, action: str, release: Callable[[], None]) -> str:
    """Make ``action`` with the mouse: press, carry its cards to its place (or press its
    button), then ``release`` is called and the button let go; how it was made."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication

    table, left, plain = window.table, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    button = table.buttons.get(action)
    if button is not None:
        QTest.mousePress(button, left, plain)
        release()
        QTest.mouseRelease(button, left, plain)
        return f"{action}, its button pressed"
    assert table.kit is not None
    cards, target = table.kit.hint_place(Action.parse(action))
    viewport = table.view.viewport()
    a = table.view.mapFromScene(table.card_point(cards[-1]))
    b = table.view.mapFromScene(table.drop_point(target))
    QTest.mousePress(viewport, left, plain, a)
    d = QApplication.startDragDistance() + 3
    QTest.mouseMove(viewport, a + QPoint(d, -d))
    for k in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * (k / 5))
    release()
    QTest.mouseRelease(viewport, left, plain, b)
    return f"{action}, dragged onto {target}"


def _chosen(window: MainWindow) -> str:
    """The first legal move (in text order) made by dragging cards onto a place, else the
    first made by a button."""
    table = window.table
    assert table.kit is not None
    legal = sorted(map(str, window.game_page.table_legal()))
    for text in legal:
        cards, target = table.kit.hint_place(Action.parse(text))
        if cards and target in table.scene.targets and text not in table.buttons:
            return text
    for text in legal:
        if text in table.buttons:
            return text
    raise RuntimeError("koloda bench --trace-move: no move to make with the mouse here")


def trace_moves(game: str = GAME, seed: int = SEED, players: int = 2) -> list[MoveTrace]:
    """Play one human move (after a first move each, so that nothing is imported or made for
    the first time) and the next seat's answer; what each did."""
    from koloda.app.launch.application import application
    from koloda.app.play.controller import GameController
    from koloda.app.window.main_window import MainWindow
    from koloda.match import MatchConfig

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    application()
    with _home():
        controller = GameController(ai_pause_ms=0, ai_process=False)
        window = MainWindow(speed="off", controller=controller, persist=True)
        window.ask = lambda title, text: True
        window.resize(1280, 800)
        window.show()
        try:
            return _play_traced(window, MatchConfig(game, players, seed=seed))
        finally:
            controller.shutdown()
            window.close()
            window.deleteLater()


def _play_traced(window: MainWindow, config: Any) -> list[MoveTrace]:
    from PySide6.QtTest import QTest

    controller, counter = window.controller, CallCounter()
    human, ai = MoveTrace("human"), MoveTrace("AI")
    window.start_match(config)
    _wait(lambda: _settled(window), "turn of the person")
    _make(window, _chosen(window), lambda: None)  # the first moves: not counted
    _wait(lambda: _settled(window), "turn of the person after the first moves")
    QTest.qWait(50)

    def next_turn(seat: int, person: bool) -> None:
        if counter.trace is human and not person:
            counter.trace = ai  # the AI's move begins with its turn
            return
        if counter.trace is not None:  # the AI has moved (or the person moves again)
            counter.trace = None
            sys.setprofile(None)

    controller.turnStarted.connect(next_turn)
    played = len(controller.actions())
    action = _chosen(window)

    def release() -> None:
        counter.trace = human
        sys.setprofile(counter.profile)

    try:
        human.move = _make(window, action, release)
        _wait(lambda: counter.trace is None, "next turn after the AI's move")
    finally:
        sys.setprofile(None)
    made = controller.actions()[played:]
    if not made or str(made[0][1]) != action:
        raise RuntimeError(f"koloda bench --trace-move: the drag of {action} made {made[:1]}")
    if len(made) < 2:  # this seed's position gives the person the next move too
        return [human]
    ai.move = f"{made[1][1]} by seat {made[1][0]}, the normal AI"
    return [human, ai]


def trace_lines(game: str = GAME, seed: int = SEED) -> list[str]:
    """The lines ``koloda bench --trace-move`` prints."""
    traces = trace_moves(game, seed)
    head = (
        f"the way of a move: {game}, 2 players, seed {seed}, offscreen window, animations off; "
        "calls into koloda's files on the GUI thread (painting and clocks left out)"
    )
    return [head, *(line for t in traces for line in t.lines())]
