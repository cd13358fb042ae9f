"""One friend's real Koloda window for net_players.py: its process (started with a data
folder of its own, killed as a crash kills it), its X window (placed in its own part of the
screen, focused by a click, pictured by ImageMagick's import) and its objects on the
accessibility bus (the table's places, the hand, the buttons). Input only through X
(xdotool); never imports koloda."""

from __future__ import annotations

import os
import select
import signal
import subprocess
import time
from pathlib import Path
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from atspi_reader import Node, find, pump, role_of, xdotool
from gi.repository import Atspi, GLib  # type: ignore[import-not-found]

# Qt speaks AT-SPI only when asked to; the tables stay on the loopback address (no multicast)
APP_ENV = {
    "QT_QPA_PLATFORM": "xcb",
    "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
    "QT_ACCESSIBILITY": "1",
    "KOLODA_ANNOUNCE": "1",
    "KOLODA_NET_BIND": "127.0.0.1",
    "KOLODA_AUDIO": "none",
}
CELL = (1280, 820)  # each window's place on the screen: a 2 x 2 grid


class Player:
    """One friend: their app's process, its window and its object on the accessibility bus."""

    def __init__(self, name: str, python: str, home: Path, cell: int) -> None:
        self.name = name
        self.python = python
        self.home = home
        self.cell = cell
        self.proc: subprocess.Popen[bytes] | None = None
        self.app: Any = None
        self.root: Any = None  # the card table, once found
        self.log: Any = None  # the game log's list, once found
        self.moves: list[str] = []

    # ------------------------------------------------------------ the process

    def start(self, timeout: float = 60) -> None:
        env = {**os.environ, **APP_ENV, "KOLODA_HOME": str(self.home / "koloda")}
        self.home.mkdir(parents=True, exist_ok=True)
        with (self.home / "stderr.txt").open("ab") as err:
            self.proc = subprocess.Popen(
                [self.python, "-m", "koloda", "--speed", "off"],
                env=env,
                stdout=subprocess.PIPE,
                stderr=err,
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
        assert self.proc.stdout is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            ready, _, _ = select.select([self.proc.stdout], [], [], 1.0)
            if ready and self.proc.stdout.readline().strip() == b"koloda: ready":
                break
            if self.proc.poll() is not None:
                raise RuntimeError(f"{self.name}'s app ended: {self.stderr()}")
        else:
            raise TimeoutError(f"{self.name}'s app did not start in {timeout} s")
        self.app = self.find_app()
        self.root = self.log = None
        self.place()

    def stderr(self) -> str:
        return (self.home / "stderr.txt").read_text(errors="replace")[-2000:]

    def kill(self) -> None:
        """SIGKILL, as a crash or a pulled plug: no goodbye to the host."""
        assert self.proc is not None
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        self.app = self.root = self.log = None

    def end(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                os.killpg(self.proc.pid, signal.SIGKILL)
                self.proc.wait(10)

    def find_app(self, timeout: float = 20) -> Any:
        assert self.proc is not None
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            for app in pyatspi.Registry.getDesktop(0):
                try:
                    if app is not None and app.get_process_id() == self.proc.pid:
                        app.set_cache_mask(Atspi.Cache.NONE)
                        return app
                except GLib.Error:
                    continue
            pump(0.2)
        raise TimeoutError(f"{self.name}'s app is not on the accessibility bus")

    # ------------------------------------------------------------ the window

    def window(self) -> str:
        """The X window of the app's visible top-level (the main window, or the table's)."""
        assert self.proc is not None
        for _ in range(50):
            found = subprocess.run(
                [
                    "xdotool",
                    "search",
                    "--all",
                    "--onlyvisible",
                    "--pid",
                    str(self.proc.pid),
                    "--name",
                    "Koloda",
                ],  # --all: the pid's and the name's windows, not either
                capture_output=True,
                text=True,
                timeout=10,
            ).stdout.split()
            if found:
                return found[-1]
            pump(0.2)
        raise TimeoutError(f"{self.name} has no visible window")

    def place(self) -> None:
        """The window in its own cell of the screen, so that none covers another."""
        x, y = (self.cell % 2) * CELL[0], (self.cell // 2) * CELL[1]
        window = self.window()
        xdotool("windowsize", window, str(CELL[0] - 10), str(CELL[1] - 40))
        xdotool("windowmove", window, str(x), str(y))
        pump(0.3)

    def focus(self) -> None:
        """Focus the window as a person does: a click on its status line (which does
        nothing else)."""
        window = self.window()
        active = subprocess.run(
            ["xdotool", "getactivewindow"], capture_output=True, text=True, timeout=10
        ).stdout.strip()
        if active == window:
            return  # already in front, with the keyboard: a person would not click again
        geometry = subprocess.run(
            ["xdotool", "getwindowgeometry", "--shell", window],
            capture_output=True,
            text=True,
            timeout=10,
        ).stdout
        size = dict(line.split("=", 1) for line in geometry.split() if "=" in line)
        x, y = int(size["WIDTH"]) // 2, int(size["HEIGHT"]) - 6
        xdotool("mousemove", "--window", window, str(x), str(y))
        xdotool("click", "1")
        pump(0.2)

    def shot(self, folder: Path, moment: str) -> str:
        """The window's picture, as the X server has it (ImageMagick's ``import``)."""
        path = folder / f"{moment}-{self.name}.png"
        run = ["import", "-window", self.window(), str(path)]
        subprocess.run(run, capture_output=True, timeout=30, check=True)
        return str(path)

    # ------------------------------------------------------------ reading

    def dialog(self, name: str) -> Any:
        """The app's showing dialog whose name starts with ``name`` (None if none)."""
        for i in range(self.app.childCount):
            try:
                child = self.app.getChildAtIndex(i)
                if (
                    child is not None
                    and role_of(child) == "dialog"
                    and (child.name or "").startswith(name)
                    and showing(child)
                ):
                    return child
            except GLib.Error:
                continue
        return None

    def wait_dialog(self, name: str, timeout: float = 15) -> Any:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.dialog(name)
            if found is not None:
                return found
            pump(0.1)
        raise TimeoutError(f"{self.name}: no dialog {name!r}")

    def find(self, role: str | None = None, name: str | None = None) -> list[tuple[Any, Node]]:
        return find(self.app, role=role, name=name)

    def wait_find(self, role: str, name: str, timeout: float = 20) -> tuple[Any, Node]:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            found = self.find(role, name)
            if found:
                return found[0]
            pump(0.2)
        raise TimeoutError(f"{self.name}: no {role} {name!r}")

    def table(self) -> Any:
        """The "Card table" (kept once found)."""
        if self.root is not None and showing(self.root):
            return self.root
        found = find(self.app, role="filler", name="Card table$")
        self.root = found[0][0] if found else None
        return self.root

    def areas(self) -> list[tuple[Any, str]]:
        root = self.table()
        found = []
        if root is None:
            return found
        for i in range(root.childCount):
            try:
                child = root.getChildAtIndex(i)
                if child is not None and role_of(child) == "list" and showing(child):
                    found.append((child, child.name or ""))
            except GLib.Error:
                continue
        return found

    def hand(self) -> tuple[Any, list[tuple[Any, str]]]:
        """The hand list and its items (object, name), fresh."""
        for obj, name in self.areas():
            if name.startswith("Your hand"):
                items = []
                for i in range(obj.childCount):
                    child = obj.getChildAtIndex(i)
                    if child is not None:
                        items.append((child, child.name or ""))
                return obj, items
        return None, []

    def buttons(self) -> list[tuple[Any, Node]]:
        root = self.table()
        if root is None:
            return []
        return [
            (o, n)
            for o, n in find(root, role="push button")
            if n.has("enabled") and n.has("sensitive")
        ]

    def finished(self) -> bool:
        """The result screen is up (the table gone; a walk of the app only then)."""
        return self.table() is None and bool(self.find("push button", "Leave the Table$"))


def showing(obj: Any) -> bool:
    try:
        return bool(obj.getState().contains(pyatspi.STATE_SHOWING))
    except GLib.Error:
        return False


def centre(obj: Any) -> tuple[int, int]:
    """An object's centre on the screen (AT-SPI's extents, in screen coordinates)."""
    box = obj.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x + box.width // 2, box.y + box.height // 2


def click(obj: Any) -> None:
    x, y = centre(obj)
    xdotool("mousemove", str(x), str(y))
    pump(0.1)
    xdotool("click", "1")
    pump(0.2)


def type_text(text: str) -> None:
    xdotool("type", "--delay", "40", text)
    pump(0.1)


def keys(*names: str) -> None:
    from atspi_reader import press

    press(*names)


def card_of(name: str) -> str:
    return name.split(",")[0].strip()


def xdotool_key(binding: str) -> str:
    """A Qt key binding ("P", "Ctrl+T") as xdotool names it ("p", "ctrl+t")."""
    text = binding.replace("<Control>", "ctrl+").replace("<Alt>", "alt+")
    text = text.replace("<Shift>", "shift+").replace("Ctrl+", "ctrl+").replace("Alt+", "alt+")
    *mods, key = text.split("+")
    return "+".join([*mods, key.lower() if len(key) == 1 else key])


def drag(obj: Any, to: Any) -> None:
    """Press the mouse on ``obj``, move it in steps as a hand does, let go on ``to``."""
    (x0, y0), (x1, y1) = centre(obj), centre(to)
    xdotool("mousemove", str(x0), str(y0))
    pump(0.1)
    xdotool("mousedown", "1")
    for step in range(1, 9):
        x, y = x0 + (x1 - x0) * step // 8, y0 + (y1 - y0) * step // 8
        xdotool("mousemove", str(x), str(y))
        pump(0.04)
    pump(0.15)
    xdotool("mouseup", "1")
    pump(0.2)
