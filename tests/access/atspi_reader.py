"""Read Koloda through the accessibility bus only, as a screen reader does (run by the system
Python, which has Debian's pyatspi; never imports koloda).

As a library (blind_player.py): find the app, read objects (role, name, states, description,
child index), listen to announcements and name changes, press keys (xdotool, real X key events
through XTEST, as a keyboard gives them).

As a program, ``atspi_reader.py dump`` prints the app's tree; ``atspi_reader.py serve`` answers
JSON commands, one a line on stdin, one JSON answer a line on stdout (access_desktop.py).
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from gi.repository import Atspi, GLib  # type: ignore[import-not-found]

APP_NAME = "Koloda"
# what a tree walk stops at: the game log holds a line per move, a menu dozens of items
MAX_CHILDREN = 80
MAX_NODES = 3000
LISTENED = (
    "object:announcement",
    "object:property-change:accessible-name",
    "object:state-changed:focused",
    "object:state-changed:selected",
    "window:activate",
)


def pump(seconds: float = 0.0) -> None:
    """Let the bus deliver its events for ``seconds`` (at least once)."""
    context = GLib.MainContext.default()
    deadline = time.monotonic() + seconds
    while True:
        while context.iteration(False):
            pass
        if time.monotonic() >= deadline:
            return
        time.sleep(0.01)


@dataclass
class Node:
    """One accessible object as read: ``path`` is the child indexes from the application."""

    role: str
    name: str
    description: str
    states: list[str]
    index: int
    path: list[int]
    id: str = ""
    children: int = 0
    value: float | None = None  # a spin button's or slider's number
    keys: str = ""  # a push button's key binding (its shortcut), as the Action interface says
    kids: list[Node] = field(default_factory=list)

    def has(self, state: str) -> bool:
        return state in self.states


# AT-SPI 2.50 renamed the push button's role "button" (Debian 13 has 2.56, Debian 12 2.46): the
# reader says "push button" under both, as the player and the tests ask for it (issue 36)
ROLE_NAMES = {"button": "push button"}


def role_of(acc: Any) -> str:
    """The object's role name, the same under every AT-SPI version."""
    name = acc.getRoleName()
    return str(ROLE_NAMES.get(name, name))


def read(acc: Any, path: list[int]) -> Node:
    """The object's role, name, description, states, index in its parent and child count."""
    states = states_of(acc)
    try:
        ident = acc.get_accessible_id() or ""
    except GLib.Error:
        ident = ""
    role = role_of(acc)
    value = None
    if role in ("spin button", "slider"):
        try:
            value = float(acc.queryValue().currentValue)
        except (NotImplementedError, GLib.Error):
            value = None
    keys = ""
    if role == "push button":
        try:
            action = acc.queryAction()
            keys = action.getKeyBinding(0) if action.nActions else ""
        except (NotImplementedError, GLib.Error):
            keys = ""
    return Node(
        role=role,
        name=acc.name or "",
        description=acc.description or "",
        states=states,
        index=acc.getIndexInParent(),
        path=path,
        id=ident,
        children=acc.childCount,
        value=value,
        keys=keys or "",
    )


def find_app(name: str = APP_NAME, timeout: float = 20) -> Any:
    """The application ``name`` on the desktop of the bus, waited for."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        desktop = pyatspi.Registry.getDesktop(0)
        for app in desktop:
            if app is not None and app.name == name:
                # no cache: states and names are read from the app each time (libatspi
                # refreshes a cached state only from the events this process listens to: a
                # menu's "showing" went stale)
                app.set_cache_mask(Atspi.Cache.NONE)
                return app
        pump(0.2)
    raise TimeoutError(f"no application {name!r} on the accessibility bus in {timeout} s")


def states_of(acc: Any) -> list[str]:
    return sorted(pyatspi.stateToString(s) for s in acc.getState().getStates())


def walk(
    acc: Any, path: list[int] | None = None, showing_only: bool = True
) -> Iterator[tuple[Any, list[int], str]]:
    """Every object under ``acc`` (itself first), depth first, with its path and role; hidden
    subtrees are skipped when ``showing_only`` (a closed menu, a page not shown). Each object
    costs a few calls to the app (~1 ms each): role, states, child count."""
    stack: list[tuple[Any, list[int]]] = [(acc, path or [])]
    seen = 0
    while stack and seen < MAX_NODES:
        obj, where = stack.pop()
        try:
            role = role_of(obj)
            if showing_only and where and not obj.getState().contains(pyatspi.STATE_SHOWING):
                continue
            count = min(obj.childCount, MAX_CHILDREN)
        except GLib.Error:
            continue  # gone while we read
        seen += 1
        yield obj, where, role
        for i in reversed(range(count)):
            try:
                child = obj.getChildAtIndex(i)
            except GLib.Error:
                continue
            if child is not None:
                stack.append((child, [*where, i]))


def tree(acc: Any, depth: int = 12, showing_only: bool = True) -> Node:
    """The tree under ``acc`` as nested Nodes, ``depth`` levels deep."""

    def build(obj: Any, where: list[int]) -> Node:
        node = read(obj, where)
        if len(where) < depth:
            for i in range(min(node.children, MAX_CHILDREN)):
                child = obj.getChildAtIndex(i)
                if child is None:
                    continue
                kid = build(child, [*where, i])
                if not showing_only or kid.has("showing"):
                    node.kids.append(kid)
        return node

    return build(acc, [])


def find(
    root: Any,
    role: str | None = None,
    name: str | None = None,
    state: str | None = None,
    path: list[int] | None = None,
) -> list[tuple[Any, Node]]:
    """The showing objects under ``root`` (whose path is ``path``) with this role, a name
    matching the regular expression ``name`` (from its start) and this state."""
    pattern = re.compile(name) if name is not None else None
    found = []
    for obj, where, kind in walk(root, path):
        if role is not None and kind != role:
            continue
        try:
            if pattern is not None and not pattern.match(obj.name or ""):
                continue
            if state is not None and state not in states_of(obj):
                continue
            found.append((obj, read(obj, where)))
        except GLib.Error:
            continue
    return found


def wait_for(
    root: Any,
    role: str | None = None,
    name: str | None = None,
    state: str | None = None,
    timeout: float = 10,
) -> tuple[Any, Node]:
    """The first object ``find`` finds, waited for."""
    deadline = time.monotonic() + timeout
    while True:
        found = find(root, role, name, state)
        if found:
            return found[0]
        if time.monotonic() >= deadline:
            raise TimeoutError(f"no {role or 'object'} named {name!r} ({state}) in {timeout} s")
        pump(0.1)


@dataclass
class Heard:
    """One event as a screen reader gets it."""

    type: str
    text: str
    role: str
    name: str
    at: float


class Ear:
    """Listens on the bus to what a screen reader would speak: announcements, name changes,
    focus and selection changes; ``heard`` keeps them in order."""

    def __init__(self, types: tuple[str, ...] = LISTENED) -> None:
        self.heard: list[Heard] = []
        self.types = types
        for kind in types:
            pyatspi.Registry.registerEventListener(self._on_event, kind)

    def _on_event(self, event: Any) -> None:
        role = name = ""
        try:
            if event.source is not None:
                role, name = role_of(event.source), event.source.name or ""
        except GLib.Error:
            pass  # the source is gone (the app quit, a dialog closed)
        data = event.any_data
        text = data if isinstance(data, str) else ""
        if event.type.startswith("object:state-changed") and not event.detail1:
            return  # a state lost is not spoken
        self.heard.append(Heard(str(event.type), text, role, name, time.monotonic()))

    def since(self, start: int) -> list[Heard]:
        pump()
        return self.heard[start:]

    def mark(self) -> int:
        pump()
        return len(self.heard)

    def wait(
        self, match: Callable[[Heard], bool], start: int = 0, timeout: float = 10
    ) -> Heard | None:
        """The first event from index ``start`` on that ``match``es, waited for; None if none
        came in ``timeout`` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            pump()
            for h in self.heard[start:]:
                if match(h):
                    return h
            if time.monotonic() >= deadline:
                return None
            time.sleep(0.02)

    def last_at(self) -> float:
        """When the last event was heard (0 if none yet)."""
        pump()
        return self.heard[-1].at if self.heard else 0.0

    def after(self, heard: Heard) -> int:
        """The index just after an event heard (where to look for what followed it)."""
        return next(i + 1 for i, h in enumerate(self.heard) if h is heard)

    def focus(self) -> Heard | None:
        """The object that last got the keyboard focus, as its focus event named it."""
        pump()
        for h in reversed(self.heard):
            if h.type == "object:state-changed:focused":
                return h
        return None

    def close(self) -> None:
        for kind in self.types:
            pyatspi.Registry.deregisterEventListener(self._on_event, kind)


def xdotool(*args: str) -> None:
    subprocess.run(["xdotool", *args], check=True, timeout=10)


def press(*keys: str, pause: float = 0.05) -> None:
    """Key presses (xdotool key names: "1", "Tab", "shift+Tab", "Return", "space", "alt+g")
    sent as a keyboard sends them (XTEST), to the window that has the keyboard focus. A
    modifier is held down around its key with pauses, as fingers do: with xdotool's own
    12 ms, a menu opened by Alt+G closed again about one time in six."""
    for key in keys:
        *modifiers, main = key.split("+")
        for modifier in modifiers:
            xdotool("keydown", modifier)
            pump(0.03)
        xdotool("key", main)
        for modifier in reversed(modifiers):
            pump(0.03)
            xdotool("keyup", modifier)
        pump(pause)


def focus_window(pid: int | None = None, name: str = "Koloda") -> None:
    """Give the keyboard focus to the app's top window, as a window manager would (there is
    none): the pointer in it (an X server without one gives the focus to the window under the
    pointer: a menu that opens would otherwise lose it at once) and the input focus set."""
    args = ["--pid", str(pid)] if pid else ["--name", name]
    found = subprocess.run(
        ["xdotool", "search", "--onlyvisible", *args], capture_output=True, text=True, timeout=10
    )
    windows = found.stdout.split()
    if windows:
        window = windows[-1]
        subprocess.run(["xdotool", "mousemove", "--window", window, "5", "5"], timeout=10)
        subprocess.run(["xdotool", "windowfocus", "--sync", window], timeout=10)
    pump(0.2)


def focused(root: Any) -> Node | None:
    """The object that has the keyboard focus, if one under ``root`` says so."""
    found = find(root, state="focused")
    return found[-1][1] if found else None


# ---------------------------------------------------------------------------- serve


def _node(node: Node | None) -> dict[str, Any] | None:
    return asdict(node) if node is not None else None


def serve() -> None:
    """Answer JSON commands (see ``COMMANDS``) until stdin closes."""
    state: dict[str, Any] = {"app": None, "ear": Ear()}

    def app() -> Any:
        if state["app"] is None:
            state["app"] = find_app()
        return state["app"]

    def heard(start: int = 0) -> list[dict[str, Any]]:
        return [asdict(h) for h in state["ear"].since(start)]

    def wait_heard(text: str, start: int = 0, timeout: float = 10) -> dict[str, Any] | None:
        pattern = re.compile(text)
        h = state["ear"].wait(lambda h: bool(pattern.search(h.text)), start, timeout)
        return asdict(h) if h else None

    commands: dict[str, Callable[..., Any]] = {
        "app": lambda timeout=20: _node(read(find_app(timeout=timeout), [])),
        "tree": lambda depth=12: asdict(tree(app(), depth)),
        "find": lambda role=None, name=None, state=None: [
            asdict(n) for _, n in find(app(), role, name, state)
        ],
        "wait_for": lambda role=None, name=None, state=None, timeout=10: asdict(
            wait_for(app(), role, name, state, timeout)[1]
        ),
        "focused": lambda: _node(focused(app())),
        "focus_window": lambda: focus_window(),
        "press": lambda keys, pause=0.05: press(*keys, pause=pause),
        "mark": lambda: state["ear"].mark(),
        "heard": heard,
        "wait_heard": wait_heard,
        "pump": lambda seconds=0.1: pump(seconds),
    }
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        command = request.pop("cmd")
        try:
            answer: dict[str, Any] = {"result": commands[command](**request)}
        except Exception as e:  # the test gets the reason, the reader keeps serving
            answer = {"error": f"{type(e).__name__}: {e}"}
        sys.stdout.write(json.dumps(answer, ensure_ascii=False) + "\n")
        sys.stdout.flush()


def _print_tree(node: Node, depth: int = 0) -> None:
    states = ",".join(s for s in node.states if s not in ("enabled", "sensitive", "visible"))
    keys = f" keys={node.keys!r}" if node.keys else ""
    indent = "  " * depth
    print(f"{indent}[{node.index}] {node.role} {node.name!r} {node.description!r} {states}{keys}")
    for kid in node.kids:
        _print_tree(kid, depth + 1)


def main(argv: list[str]) -> int:
    if argv[:1] == ["serve"]:
        serve()
        return 0
    if argv[:1] == ["dump"]:
        _print_tree(tree(find_app()))
        return 0
    print("usage: atspi_reader.py dump | serve", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
