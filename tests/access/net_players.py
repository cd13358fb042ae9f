"""Four friends at one network table, each in a real Koloda window of their own, played as
people play: keys and mouse through X (xdotool), what each sees read through the accessibility
bus (AT-SPI). Never imports koloda; run by the system Python (pyatspi).

    net_players.py --python PY --homes DIR --shots DIR [--seconds S] [--kill-after N]

It starts four ``PY -m koloda`` processes on this desktop (DISPLAY and the buses come from the
environment), each with a data folder of its own under DIR, puts their windows side by side,
and then: Anna hosts a six-seat Chuvash Rooster table (three friends' seats, two computer
seats) through Game > Host a Network Game; Boris, Chen and Dara join through Game > Join a
Network Game, typing the address, the code and their name; Anna starts the match. Each friend
plays their own turns, most by the table's keys and some by dragging a card or clicking a
button with the mouse. After Chen's ``N``th move Chen's process is killed (SIGKILL); the others
must show the computer playing Chen's seat; Chen is started again with the same data folder,
joins with the same name and code, and must get the same seat back. The match plays to its
end. Screenshots of each window (its X image, as ``import -window`` takes it) go to the
shots folder; each window's tree is checked to
show its own hand only. One JSON report on stdout (tests/access/test_net_windows.py asserts
on it); what it does, step by step, on stderr.
"""

from __future__ import annotations

import ctypes
import json
import os
import re
import select
import signal
import struct
import subprocess
import sys
import time
import zlib
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

import pyatspi  # type: ignore[import-not-found]
from atspi_reader import Node, find, pump, role_of, xdotool
from gi.repository import Atspi, GLib  # type: ignore[import-not-found]

NAMES = ("Anna", "Boris", "Chen", "Dara")  # Anna hosts
KILLED = "Chen"
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
CARD = re.compile(r"^(10|[2-9JQKA])[♣♦♥♠]$")
# where a card's name may be read in a window: its own hand, and the table's open places
T0 = time.monotonic()


def say(text: str) -> None:
    print(f"[net {time.monotonic() - T0:6.2f}] {text}", file=sys.stderr, flush=True)


@dataclass
class Report:
    joined: dict[str, int] = field(default_factory=dict)  # name -> seat (1-based list row)
    started: bool = False
    moves: dict[str, list[str]] = field(default_factory=dict)  # name -> moves, how made
    killed_after: int = 0  # the table's move count seen when Chen was killed
    stand_in_seen: dict[str, str] = field(default_factory=dict)  # who saw it, what they read
    rejoined: bool = False
    back_seen: dict[str, str] = field(default_factory=dict)
    finished: dict[str, bool] = field(default_factory=dict)
    hands: dict[str, list[list[str]]] = field(default_factory=dict)  # hands read, per check
    leaks: list[str] = field(default_factory=list)  # a card shown where it should not be
    shots: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0


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
        self.root = None
        self.place()

    def stderr(self) -> str:
        return (self.home / "stderr.txt").read_text(errors="replace")[-2000:]

    def kill(self) -> None:
        """SIGKILL, as a crash or a pulled plug: no goodbye to the host."""
        assert self.proc is not None
        os.killpg(self.proc.pid, signal.SIGKILL)
        self.proc.wait(10)
        self.app = self.root = None

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
        """The window's picture as the X server has it (``import -window`` does the same;
        ImageMagick is not among CI's packages, libX11 is)."""
        path = folder / f"{moment}-{self.name}.png"
        path.write_bytes(grab_png(int(self.window())))
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
                    and _showing(child)
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
        if self.root is not None and _showing(self.root):
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
                if child is not None and role_of(child) == "list" and _showing(child):
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


def grab_png(window: int) -> bytes:
    """A PNG of an X window's contents (XGetImage of its 32-bit pixels, BGRX)."""
    x11 = ctypes.CDLL("libX11.so.6")
    vp, ul = ctypes.c_void_p, ctypes.c_ulong
    x11.XOpenDisplay.restype = vp
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XGetWindowAttributes.argtypes = [vp, ul, vp]
    x11.XGetImage.restype = vp
    x11.XGetImage.argtypes = [vp, ul, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint]
    x11.XGetImage.argtypes += [ul, ctypes.c_int]
    x11.XCloseDisplay.argtypes = [vp]
    dpy = x11.XOpenDisplay(os.environ["DISPLAY"].encode())
    if not dpy:
        raise RuntimeError("cannot open the display")
    try:
        attrs = (ctypes.c_int * 64)()  # XWindowAttributes: x, y, width, height first
        if not x11.XGetWindowAttributes(dpy, window, attrs):
            raise RuntimeError(f"no window {window}")
        width, height = attrs[2], attrs[3]
        image = x11.XGetImage(dpy, window, 0, 0, width, height, 0xFFFFFFFF, 2)  # ZPixmap
        if not image:
            raise RuntimeError(f"window {window} gave no image")
        # XImage: data at byte 16, bytes_per_line and bits_per_pixel at 44 and 48
        data = ctypes.c_void_p.from_address(image + 16).value
        stride, bits = struct.unpack("<ii", ctypes.string_at(image + 44, 8))
        if not data or bits != 32:
            raise RuntimeError(f"window {window}: {bits}-bit pixels")
        pixels = ctypes.string_at(data, stride * height)
        destroy = ctypes.c_void_p.from_address(image + 96).value  # its destroy_image
        if destroy:
            ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(destroy)(image)
    finally:
        x11.XCloseDisplay(dpy)
    rows = bytearray()
    for y in range(height):
        row = pixels[y * stride : y * stride + width * 4]
        rgb = bytearray(width * 3)
        rgb[0::3], rgb[1::3], rgb[2::3] = row[2::4], row[1::4], row[0::4]
        rows += b"\0" + rgb

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (
            struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))
        )

    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(bytes(rows), 6))
        + chunk(b"IEND", b"")
    )


def _showing(obj: Any) -> bool:
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


# ---------------------------------------------------------------------------- the lobby


def host_table(anna: Player) -> tuple[str, str]:
    """Game > Host a Network Game: Chuvash Rooster, one game, six seats (three friends, two
    easy computers); the table's address and code as its lobby shows them."""
    anna.focus()
    keys("alt+g")
    pump(0.4)
    keys("h")  # &Host a Network Game…
    dialog = anna.wait_dialog("Host a network game")
    type_text(anna.name)  # the name field has the focus (the settings hold no name yet)
    (game,) = [o for o, n in find(dialog, role="combo box") if n.name == "Ryadky"]
    click(game)  # its list opens; the next game in it is Chuvash Rooster
    keys("Down", "Return")
    pump(0.5)
    spins = {n.name: o for o, n in find(dialog, role="spin button")}
    for name, value in (("Games in the match", "1"), ("Number of players", "6")):
        click(spins[name])
        keys("ctrl+a")
        type_text(value)
        keys("Tab")
        pump(0.3)
    seats = [o for o, n in find(dialog, role="combo box") if n.name == "A friend"]
    for box in seats[3:]:  # seats 5 and 6: the first level after "A friend" (Easy)
        click(box)
        pump(0.4)
        keys("Down", "Return")
        pump(0.3)
    chosen = [n.name for _, n in find(dialog, role="combo box")]
    values = {n.name: n.value for _, n in find(dialog, role="spin button")}
    say(f"host dialog: {chosen} {values}")
    if chosen != ["Chuvash Rooster", "A friend", "A friend", "A friend", "Easy", "Easy"]:
        raise RuntimeError(f"the host dialog did not take the seats: {chosen}")
    keys("Return")  # Open the Table
    _, where = anna.wait_find("label", "Friends join at ")
    _, code = anna.wait_find("label", "Join code: ")
    anna.place()
    address = where.name.rsplit(" ", 1)[1]
    return address, code.name.split(": ", 1)[1].replace(" ", "")


def join_table(friend: Player, address: str, code: str, playing: bool = False) -> None:
    """Game > Join a Network Game: the address typed by hand (nothing is announced on the
    loopback address), the code and the name; in the lobby, or at the table of a match in
    play (``playing``)."""
    friend.focus()
    keys("alt+g")
    pump(0.4)
    keys("j")  # &Join a Network Game…
    dialog = friend.wait_dialog("Join a network game")
    fields = {n.name: o for o, n in find(dialog, role="text")}
    click(fields["Address of the table"])
    type_text(address)
    keys("Tab")
    type_text(code)
    keys("Tab", "ctrl+a")
    type_text(friend.name)
    keys("Return")
    if playing:
        friend.wait_find("filler", "Card table$")
    else:
        friend.wait_find("list item", rf"Seat \d+: {friend.name} \(you\)")
    friend.place()


def seat_of(player: Player) -> int:
    """The seat number the lobby or the table says is ours (1-based)."""
    _, node = player.wait_find("list item", rf"Seat \d+: {player.name} \(you\)")
    return int(node.name.split(":")[0].split()[1])


# ---------------------------------------------------------------------------- the match


def playable(player: Player) -> list[tuple[int, str]]:
    """The hand's cards the table marks playable: (index in the hand, card)."""
    _, items = player.hand()
    return [(i, card_of(n)) for i, (_, n) in enumerate(items) if n.endswith(", playable")]


def card_of(name: str) -> str:
    return name.split(",")[0].strip()


def hand_cards(player: Player) -> list[str]:
    return [card_of(n) for _, n in player.hand()[1]]


def my_turn(player: Player) -> bool:
    return bool(playable(player)) or bool(player.buttons())


def wait_moved(player: Player, before: list[str], timeout: float = 6) -> bool:
    """Whether the move was taken: the hand changed or the turn passed on."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pump(0.15)
        if hand_cards(player) != before or not my_turn(player):
            return True
    return False


def gone(player: Player, card: str, timeout: float) -> bool:
    """Whether ``card`` left the hand within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pump(0.15)
        if card not in hand_cards(player):
            return True
    return False


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


def play_turn(player: Player, mouse: bool) -> str:
    """One move of ``player``'s: the first playable card (a card played is a card shed: the
    match ends sooner), else Pass, else the first button (Take). By the table's keys, or with
    ``mouse`` by a drag or a click. What was done ("" when nothing could be)."""
    player.focus()
    before = hand_cards(player)
    buttons = {n.name: (o, n) for o, n in player.buttons()}
    cards = playable(player)
    if not cards and buttons:
        name = "Pass" if "Pass" in buttons else next(iter(buttons))
        obj, node = buttons[name]
        if mouse or not node.keys:
            click(obj)
            how = f"click {name}"
        else:
            keys(xdotool_key(node.keys))
            how = f"key {node.keys} ({name})"
        return how if wait_moved(player, before) else ""
    if not cards:
        return ""
    index, card = cards[0]
    if mouse:
        _, items = player.hand()
        table = [o for o, n in player.areas() if n.startswith("Table")]
        if table:  # onto the table's middle: a lead or a throw-in lands there
            drag(items[index][0], table[0])
            if gone(player, card, 6):  # the host's answer may take a moment
                return f"drag {card}"
    # the keys: the cursor to the card, Space selects it, Enter plays it (Down picks the
    # next place when Enter alone does not say where)
    keys("Escape", "Home", *["Right"] * index, "space", "Return")
    for _ in range(4):
        if wait_moved(player, before, 1.5):
            return f"keys {card}"
        keys("Down", "Return")
    keys("Escape")
    return ""


def dismiss_dialogs(player: Player) -> bool:
    """A round summary or a message over the window: read, then Enter (True if one was)."""
    for i in range(player.app.childCount):
        try:
            child = player.app.getChildAtIndex(i)
            if child is not None and role_of(child) == "dialog" and _showing(child):
                say(f"{player.name}: dialog {child.name!r}")
                player.focus()
                keys("Return")
                pump(0.3)
                return True
        except GLib.Error:
            continue
    return False


def play_round(players: list[Player], report: Report, until: Any, deadline: float) -> None:
    """Each friend plays their turns (every third of their moves by the mouse) until
    ``until()`` holds or the deadline passes; 30 s without any move ends it with a problem."""
    idle = time.monotonic()
    while time.monotonic() < deadline and not until():
        moved = False
        for p in players:
            if p.app is None or p.finished():
                continue
            if dismiss_dialogs(p):
                moved = True
                continue
            if not my_turn(p):
                continue
            how = play_turn(p, mouse=len(p.moves) % 3 == 2)
            say(f"{p.name}: {how or 'no move'}")
            if how:
                p.moves.append(how)
                moved = True
            else:
                report.problems.append(f"{p.name} could not move: hand {hand_cards(p)}")
        if moved:
            idle = time.monotonic()
        elif time.monotonic() - idle > 30:
            report.problems.append("30 s without a move by anyone")
            return
        pump(0.2)


# ---------------------------------------------------------------------------- what is shown

SEATS_SHOWN = ("Your hand", "Table", "Discard", "Stock")  # the places whose cards may be faces


def shown_cards(player: Player) -> tuple[list[str], list[str]]:
    """The cards ``player``'s window names in its own hand, and any card it names in another
    seat's place (which must be none: only backs and counts are shown there)."""
    own: list[str] = []
    others: list[str] = []
    for obj, name in player.areas():
        texts = [name]
        for i in range(obj.childCount):
            child = obj.getChildAtIndex(i)
            if child is not None:
                texts.append(child.name or "")
        if name.startswith("Your hand"):
            own = [card_of(t) for t in texts[1:]]
        elif not name.startswith(SEATS_SHOWN[1:]):
            others += [w for t in texts for w in re.split(r"[,:;\s]+", t) if CARD.match(w)]
    return own, others


def check_hands(players: list[Player], report: Report, moment: str) -> None:
    """Each window shows its own hand face up and no card of another seat's hand: nothing is
    named in another seat's place, and no two windows hold the same card."""
    hands: dict[str, list[str]] = {}
    for p in players:
        if p.app is None or p.table() is None:
            continue
        own, others = shown_cards(p)
        hands[p.name] = own
        if others:
            report.leaks.append(f"{moment}: {p.name}'s window names {others} in other seats")
    report.hands[moment] = [[name, *cards] for name, cards in hands.items()]
    seen: dict[str, str] = {}
    for name, cards in hands.items():
        for card in cards:
            if card in seen:
                report.leaks.append(f"{moment}: {card} in both {seen[card]}'s and {name}'s hand")
            seen[card] = name


def shoot(players: list[Player], folder: Path, moment: str, report: Report) -> None:
    for p in players:
        if p.app is not None:
            report.shots.append(p.shot(folder, moment))


def wait_said(player: Player, pattern: str, timeout: float) -> str:
    """The text of ``player``'s window matching ``pattern`` (its status line, a plate, the
    log), waited for; "" if it never showed."""
    wanted = re.compile(pattern)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for text in said_now(player):
            if wanted.search(text):
                return text
        pump(0.3)
    return ""


def said_now(player: Player) -> list[str]:
    """The status line's texts and the table's places' names (the plates' notes)."""
    texts = [name for _, name in player.areas()]
    for i in range(player.app.childCount):
        frame = player.app.getChildAtIndex(i)
        if frame is None or role_of(frame) != "frame" or not _showing(frame):
            continue
        for j in range(frame.childCount):
            bar = frame.getChildAtIndex(j)
            if bar is not None and role_of(bar) == "status bar":
                texts += [n.name for _, n in find(bar, role="label") if n.name]
    return texts


# ---------------------------------------------------------------------------- the evening


def others_order(player: Player) -> list[str]:
    """The other seats' names in the order the window's table lists them (from its own seat
    on): the same order again means the same seat."""
    return [n.split(",")[0] for _, n in player.areas() if not n.startswith(SEATS_SHOWN)]


def evening(
    players: list[Player], shots: Path, seconds: float, kill_after: int, report: Report
) -> None:
    deadline = time.monotonic() + seconds
    anna, chen = players[0], players[NAMES.index(KILLED)]
    for p in players:
        p.start()
    address, code = host_table(anna)
    say(f"table at {address}, code {code}")
    for friend in players[1:]:
        join_table(friend, address, code)
    report.joined = {p.name: seat_of(p) for p in players}
    shoot(players, shots, "1-lobby", report)
    start, _ = anna.wait_find("push button", "Start the match")
    click(start)  # the host's Start, by the mouse
    for p in players:
        p.wait_find("filler", "Card table$")
    report.started = True
    check_hands(players, report, "start")
    shoot(players, shots, "2-start", report)
    # play until Chen has made ``kill_after`` moves (or the game ended first)
    play_round(players, report, lambda: len(chen.moves) >= kill_after, deadline)
    say(f"killing {chen.name} after {len(chen.moves)} moves")
    check_hands(players, report, "before-kill")
    around = others_order(chen)
    report.killed_after = len(chen.moves)
    chen.kill()
    for p in players:
        if p is not chen:
            seen = wait_said(p, rf"computer plays {KILLED}'s seat|^{KILLED}, computer plays", 30)
            report.stand_in_seen[p.name] = seen
    shoot([p for p in players if p is not chen], shots, "3-stand-in", report)
    chen.start()
    join_table(chen, address, code, playing=True)
    report.rejoined = others_order(chen) == around
    say(f"{chen.name} back: {others_order(chen)} (before: {around})")
    for p in players:
        if p is not chen:
            report.back_seen[p.name] = wait_said(p, rf"{KILLED} is back|{KILLED}, a friend", 20)
    check_hands(players, report, "rejoined")
    shoot(players, shots, "4-rejoined", report)
    play_round(players, report, lambda: all(p.finished() for p in players), deadline)
    report.finished = {p.name: p.finished() for p in players}
    shoot(players, shots, "5-end", report)


def main(argv: list[str]) -> int:
    def arg(name: str, default: str) -> str:
        return argv[argv.index(name) + 1] if name in argv else default

    python, homes, shots = (
        arg("--python", sys.executable),
        Path(arg("--homes", ".")),
        Path(arg("--shots", ".")),
    )
    seconds, kill_after = float(arg("--seconds", "600")), int(arg("--kill-after", "2"))
    shots.mkdir(parents=True, exist_ok=True)
    players = [Player(n, python, homes / n, cell) for cell, n in enumerate(NAMES)]
    report = Report()
    try:
        evening(players, shots, seconds, kill_after, report)
    except Exception as e:  # reported, with what was done so far
        report.problems.append(f"{type(e).__name__}: {e}")
        for p in players:
            if p.proc is not None and p.proc.poll() is not None and p.name != KILLED:
                report.problems.append(f"{p.name}'s app ended: {p.stderr()}")
    finally:
        report.moves = {p.name: p.moves for p in players}
        for p in players:
            p.end()
    report.seconds = round(time.monotonic() - T0, 1)
    print(json.dumps(asdict(report), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
