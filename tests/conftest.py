import ast
import gc
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# no test plays sound on the machine's speakers: koloda.app.sound opens no device (the real
# audio test, tests/app/test_sound_recorded.py, gives its app a private PulseAudio server)
os.environ.setdefault("KOLODA_AUDIO", "none")
# a first start speaks the system's language (koloda.app.window.preferences): every test's
# windows speak English whatever the machine's locale, as on CI's (the test of that start
# gives its own process a Ukrainian locale)
os.environ["LC_ALL"] = "C.UTF-8"
os.environ.pop("LANGUAGE", None)

PACKAGE = Path(__file__).resolve().parents[1] / "desktop" / "koloda"


def pytest_configure(config: pytest.Config) -> None:
    """The tests run the app from the source tree: its translations are the ones the editable
    install compiled (setup.py); a .ts edited since is compiled again here, once, before any
    test (the app itself never compiles one: issue 36). Atomic per file, so xdist's workers
    building at once do no harm."""
    from koloda.app import i18n_build

    folder = PACKAGE.parents[1] / "resources" / "i18n"
    if i18n_build.stale(folder):
        i18n_build.build(folder)


@pytest.fixture(autouse=True)
def _collect_between_tests() -> Iterator[None]:
    """Once a GameController is made, the app's collector has turned automatic collection off
    (it collects on the GUI thread's timer: koloda.app.play.collector); a test that runs no
    event loop gets the same collection after it, by CPython's thresholds."""
    yield
    if not gc.isenabled():
        from koloda.app.play.collector import collect_due  # Qt is loaded by then

        collect_due()


def _module_imports(path: Path) -> set[str]:
    """Every koloda module a file imports, at module level or inside functions (for
    ``from a import b`` both ``a`` and ``a.b``, as b may be a module)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
    return {m for m in found if m.startswith("koloda.")}


@pytest.fixture
def import_graph() -> Callable[[str], dict[str, set[str]]]:
    """``import_graph("ai")``: each module of koloda.ai (sub-packages included) and the modules
    of that package it imports."""

    def graph(package: str) -> dict[str, set[str]]:
        root = PACKAGE / package
        modules: dict[str, Path] = {}
        for path in root.rglob("*.py"):
            parts = path.relative_to(PACKAGE).with_suffix("").parts
            name = ".".join(("koloda", *parts))
            modules[name.removesuffix(".__init__")] = path
        # a package naming its own sub-modules (``from koloda.ai.pool import ditch``) is no circle
        return {m: (_module_imports(p) & set(modules)) - {m} for m, p in modules.items()}

    return graph


@pytest.fixture
def import_circles() -> Callable[[dict[str, set[str]]], list[str]]:
    """The modules of an import graph that reach themselves through imports."""

    def circles(graph: dict[str, set[str]]) -> list[str]:
        out = []
        for start in graph:
            seen: set[str] = set()
            todo = list(graph[start])
            while todo:
                m = todo.pop()
                if m not in seen:
                    seen.add(m)
                    todo.extend(graph.get(m, ()))
            if start in seen:
                out.append(start)
        return sorted(out)

    return circles


@pytest.fixture
def rules_fixed(monkeypatch: pytest.MonkeyPatch) -> Callable[[str], None]:
    """``rules_fixed(game)``: play on as a later Koloda would whose fix changed that game's own
    bookkeeping and nothing of its play (issue 37). Ryadky keeps every void entry (RY-4) until
    the deal ends, instead of dropping those that no longer restrict the hand; Rooster forgets at
    each bout end which cards a skipped thrower showed not to hold (CR-8). Neither is in the
    protocol's snapshot; both are in the saved state."""
    from koloda.games.rooster.rules import RoosterState
    from koloda.games.ryadky.rules import RyadkyState

    def keep_every_void(state: RyadkyState, p: int, c: int) -> None:
        rb, sb = 1 << (c >> 2), 1 << (c & 3)
        state.voids[p] = tuple(
            (ranks, suits, k - 1 if ranks & rb or suits & sb else k)
            for ranks, suits, k in state.voids[p]
        )

    end_bout = RoosterState._end_bout

    def forget_voids_at_bout_end(state: RoosterState, beaten: bool, events: list[Any]) -> None:
        end_bout(state, beaten, events)
        state.void = [0] * state.players

    def fix(game: str) -> None:
        if game == "ryadky":
            monkeypatch.setattr(RyadkyState, "_played_void", keep_every_void)
        elif game == "rooster":
            monkeypatch.setattr(RoosterState, "_end_bout", forget_voids_at_bout_end)
        else:
            raise ValueError(f"no bookkeeping fix of {game} to stand in for")

    return fix


@pytest.fixture
def no_python_shuffle(monkeypatch: pytest.MonkeyPatch) -> None:
    """Python's own shuffle gone, as a new Python could change it, and no deck cached: the
    decks must come from Koloda's own shuffle (koloda.rules.shuffle, issue 41)."""
    import random

    from koloda.rules import cards

    def refuse(*_args: object, **_kwargs: object) -> None:
        raise AssertionError("a deal used Python's random.shuffle")

    monkeypatch.setattr(random.Random, "shuffle", refuse)
    monkeypatch.setattr(random, "shuffle", refuse)
    cards._shuffled.cache_clear()
