"""Time from starting a program to its first painted window, seen from outside by the X server.

``koloda bench --ui`` times Koloda and KPatience the same way: each started in turn under one
Xvfb of our own (a black root, no window manager), each inside a session D-Bus of its own
(``dbus-run-session``, as a desktop gives every program a bus: KPatience without one opened in
0.39 s, inside one in 0.30-0.33 s, issue 29), and timed until its first top-level window is
mapped and its pixels are no longer one blank colour (the DAMAGE extension says when the window
is drawn into; the pixels are then read back). The CPU time and memory are the program's own,
not the wrapper's. Qt-free: libX11
and libXdamage through ctypes, so nothing in the program timed is changed.
"""

from __future__ import annotations

import contextlib
import ctypes
import os
import select
import shutil
import signal
import struct
import subprocess
import tempfile
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

MAP_NOTIFY = 19
SUBSTRUCTURE_NOTIFY_MASK = 1 << 19
Z_PIXMAP = 2
DAMAGE_REPORT_NON_EMPTY = 3
ALL_PLANES = 0xFFFFFFFF


class FirstWindowError(RuntimeError):
    """The program could not be timed (no X server, it exited, it never drew a window)."""


def painted(pixels: bytes, stride: int = 4, samples: int = 4096) -> bool:
    """Whether 32-bit ``pixels`` show a drawing: more than one colour among a spread sample
    (a window the program has not drawn yet is one fill: the black root or its background)."""
    count = len(pixels) // stride
    if count == 0:
        return False
    step = max(1, count // samples)
    first = pixels[0:3]
    return any(pixels[i * stride : i * stride + 3] != first for i in range(0, count, step))


def _x11() -> tuple[ctypes.CDLL, ctypes.CDLL]:
    try:
        x11 = ctypes.CDLL("libX11.so.6")
        damage = ctypes.CDLL("libXdamage.so.1")
    except OSError as e:
        raise FirstWindowError(f"libX11 or libXdamage is missing ({e})") from e
    vp, ul = ctypes.c_void_p, ctypes.c_ulong
    x11.XOpenDisplay.restype = vp
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XDefaultRootWindow.restype = ul
    x11.XDefaultRootWindow.argtypes = [vp]
    x11.XSelectInput.argtypes = [vp, ul, ctypes.c_long]
    x11.XPending.argtypes = [vp]
    x11.XNextEvent.argtypes = [vp, vp]
    x11.XConnectionNumber.argtypes = [vp]
    x11.XFlush.argtypes = [vp]
    x11.XSync.argtypes = [vp, ctypes.c_int]
    x11.XCloseDisplay.argtypes = [vp]
    x11.XGetImage.restype = vp
    x11.XGetImage.argtypes = [vp, ul, ctypes.c_int, ctypes.c_int, ctypes.c_uint, ctypes.c_uint]
    x11.XGetImage.argtypes += [ul, ctypes.c_int]
    x11.XGetWindowAttributes.argtypes = [vp, ul, vp]
    x11.XSetErrorHandler.restype = vp
    damage.XDamageQueryExtension.argtypes = [vp, ctypes.c_void_p, ctypes.c_void_p]
    damage.XDamageCreate.restype = ul
    damage.XDamageCreate.argtypes = [vp, ul, ctypes.c_int]
    damage.XDamageSubtract.argtypes = [vp, ul, ul, ul]
    return x11, damage


# Xlib's default error handler exits the process: a window that is gone (the program timed has
# quit) must only be ignored.
_ERROR_HANDLER = ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p)
_ignore_errors = _ERROR_HANDLER(lambda _display, _event: 0)


class FirstWindowClock:
    """An X connection that times programs to their first painted top-level window."""

    def __init__(self, display: str) -> None:
        self.x11, self.damage = _x11()
        self.x11.XSetErrorHandler(_ignore_errors)
        self.dpy = self.x11.XOpenDisplay(display.encode())
        if not self.dpy:
            raise FirstWindowError(f"cannot open the X display {display}")
        self.display = display
        base, error = ctypes.c_int(), ctypes.c_int()
        if not self.damage.XDamageQueryExtension(self.dpy, ctypes.byref(base), ctypes.byref(error)):
            raise FirstWindowError(f"the X server {display} has no DAMAGE extension")
        self.damage_event = base.value
        self.root = self.x11.XDefaultRootWindow(self.dpy)
        self.x11.XSelectInput(self.dpy, self.root, SUBSTRUCTURE_NOTIFY_MASK)
        self.x11.XSync(self.dpy, 0)
        self.fd = self.x11.XConnectionNumber(self.dpy)

    def close(self) -> None:
        if self.dpy:
            self.x11.XCloseDisplay(self.dpy)
            self.dpy = None

    def _size(self, window: int) -> tuple[int, int]:
        attrs = (ctypes.c_int * 64)()  # XWindowAttributes: x, y, width, height first
        if not self.x11.XGetWindowAttributes(self.dpy, window, attrs):
            return 0, 0
        return attrs[2], attrs[3]

    def _drawn(self, window: int) -> bool:
        width, height = self._size(window)
        if width <= 0 or height <= 0:
            return False
        image = self.x11.XGetImage(self.dpy, window, 0, 0, width, height, ALL_PLANES, Z_PIXMAP)
        if not image:
            return False
        # XImage: data at byte 16, bytes_per_line at 44, bits_per_pixel at 48, and its
        # destroy_image function at 96 (struct funcs f after the masks and obdata).
        data = ctypes.c_void_p.from_address(image + 16).value
        bytes_per_line, bits = struct.unpack("<ii", ctypes.string_at(image + 44, 8))
        try:
            if not data or bits != 32:
                return False
            return painted(ctypes.string_at(data, bytes_per_line * height))
        finally:
            destroy = ctypes.c_void_p.from_address(image + 96).value
            if destroy:
                ctypes.CFUNCTYPE(ctypes.c_int, ctypes.c_void_p)(destroy)(image)

    def time(
        self, argv: Sequence[str], env: dict[str, str], timeout: float = 60.0
    ) -> tuple[float, float, int]:
        """Seconds from starting ``argv`` to its first painted window, the CPU seconds the
        program had used by then and its peak memory (kB); the program is then ended
        (SIGTERM, SIGKILL after 10 s)."""
        self._drain()
        # a file, not a pipe: a chatty program (KDE's debug lines) must never block on it
        with tempfile.TemporaryFile() as err:
            start = time.perf_counter()
            # its own process group: a wrapper (dbus-run-session) ends with all it started
            proc = subprocess.Popen(
                list(argv),
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=err,
                start_new_session=True,
            )
            try:
                seconds = self._wait_painted(proc, start, timeout, err)
                program = program_pid(proc.pid)
                return seconds, cpu_seconds(program), peak_memory_kb(program)
            finally:
                end_process(proc, group=True)
                self._drain()

    def _wait_painted(
        self, proc: subprocess.Popen[bytes], start: float, timeout: float, err: IO[bytes]
    ) -> float:
        event = (ctypes.c_long * 24)()
        windows: set[int] = set()
        while True:
            now = time.perf_counter()
            if now - start > timeout:
                raise FirstWindowError(f"no painted window within {timeout:.0f} s")
            if proc.poll() is not None:
                err.seek(0)
                said = err.read().decode(errors="replace").strip()[-300:]
                raise FirstWindowError(
                    f"the program exited ({proc.returncode}) before painting a window: {said}"
                )
            if not self.x11.XPending(self.dpy):
                select.select([self.fd], [], [], 0.01)
                continue
            self.x11.XNextEvent(self.dpy, event)
            raw = bytes(event)
            kind = struct.unpack_from("<i", raw, 0)[0]
            if kind == MAP_NOTIFY and not struct.unpack_from("<i", raw, 48)[0]:
                window = struct.unpack_from("<Q", raw, 40)[0]  # XMapEvent.window
                windows.add(window)
                self.damage.XDamageCreate(self.dpy, window, DAMAGE_REPORT_NON_EMPTY)
                self.x11.XFlush(self.dpy)
            elif kind == self.damage_event:
                window = struct.unpack_from("<Q", raw, 32)[0]  # XDamageNotifyEvent.drawable
                damage = struct.unpack_from("<Q", raw, 40)[0]
                self.damage.XDamageSubtract(self.dpy, damage, 0, 0)
                if window in windows and self._drawn(window):
                    return time.perf_counter() - start

    def _drain(self) -> None:
        event = (ctypes.c_long * 24)()
        self.x11.XSync(self.dpy, 0)
        while self.x11.XPending(self.dpy):
            self.x11.XNextEvent(self.dpy, event)


def end_process(proc: subprocess.Popen[bytes], group: bool = False) -> None:
    """SIGTERM, then SIGKILL if it has not ended in 10 s; reaped either way. ``group``: the
    process leads its own group (start_new_session), and the whole group gets the signals."""

    def send(signum: int) -> None:
        with contextlib.suppress(OSError):
            os.killpg(proc.pid, signum) if group else os.kill(proc.pid, signum)

    if proc.poll() is not None:
        if group:
            send(signal.SIGKILL)  # whatever it left behind in its group
        return
    send(signal.SIGTERM)
    try:
        proc.wait(timeout=10)
    except subprocess.TimeoutExpired:
        send(signal.SIGKILL)
        proc.wait()
    if group:
        send(signal.SIGKILL)


SESSION_BUS = "dbus-run-session"


def with_session_bus(argv: Sequence[str]) -> list[str]:
    """``argv`` run inside a session D-Bus of its own (``dbus-run-session -- argv``), or as it is
    when dbus-run-session is not installed (Debian: apt-get install dbus)."""
    runner = shutil.which(SESSION_BUS)
    return [runner, "--", *argv] if runner else list(argv)


def program_pid(pid: int) -> int:
    """The program a ``dbus-run-session`` (``pid``) runs: its child that is not the bus's
    dbus-daemon; ``pid`` itself for any other process (or when it cannot be told)."""
    if _comm(pid) != SESSION_BUS[:15]:  # the kernel keeps 15 characters of a name
        return pid
    try:
        with open(f"/proc/{pid}/task/{pid}/children", encoding="ascii") as f:
            children = [int(c) for c in f.read().split()]
    except (OSError, ValueError):
        return pid
    programs = [c for c in children if _comm(c) not in ("dbus-daemon", "")]
    return programs[-1] if programs else pid


def _comm(pid: int) -> str:
    try:
        with open(f"/proc/{pid}/comm", encoding="utf-8", errors="replace") as f:
            return f.read().strip()
    except OSError:
        return ""


def peak_memory_kb(pid: int) -> int:
    """The peak resident memory of a running process (VmHWM), 0 if it cannot be read."""
    try:
        with open(f"/proc/{pid}/status", encoding="ascii", errors="replace") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
    except (OSError, ValueError, IndexError):
        pass
    return 0


def cpu_seconds(pid: int) -> float:
    """The user and system CPU time a running process has used (all its threads), 0.0 if it
    cannot be read."""
    try:
        with open(f"/proc/{pid}/stat", encoding="ascii", errors="replace") as f:
            fields = f.read().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError):
        return 0.0


def start_xvfb(size: tuple[int, int] = (1920, 1080)) -> tuple[subprocess.Popen[bytes], str]:
    """An Xvfb of our own on a free display number, with a black root; and its DISPLAY.

    ``-noreset``: by default an X server resets when its last client leaves, and a client
    connecting in that moment is refused ("could not connect to display"). The bench closes its
    clock's connection and then opens Qt's, so without it the bench failed now and then."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        raise FirstWindowError("Xvfb is not installed (apt-get install xvfb)")
    read, write = os.pipe()
    screen = f"{size[0]}x{size[1]}x24"
    args = ["-screen", "0", screen, "-br", "-noreset", "-nolisten", "tcp"]
    proc = subprocess.Popen(
        [xvfb, "-displayfd", str(write), *args],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    with os.fdopen(read) as f:
        ready, _, _ = select.select([f], [], [], 20)
        number = f.readline().strip() if ready else ""
    if not number.isdigit():
        proc.kill()
        proc.wait()
        raise FirstWindowError("Xvfb did not start")
    return proc, f":{number}"


def scratch_env(home: Path, display: str) -> dict[str, str]:
    """The environment of a program timed: its own home and XDG folders, the display given."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "QT_", "KOLODA_"))}
    runtime = home / "runtime"
    runtime.mkdir(parents=True, exist_ok=True, mode=0o700)
    env.update(
        HOME=str(home),
        DISPLAY=display,
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        XDG_RUNTIME_DIR=str(runtime),
        KOLODA_HOME=str(home / "koloda"),
    )
    env.pop("WAYLAND_DISPLAY", None)
    # as installed by pip, which compiles the modules once (a shell may ask Python not to)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    return env


def kpatience() -> str | None:
    """KPatience's executable (Debian puts it in /usr/games, often not on PATH), or None."""
    return shutil.which("kpat") or shutil.which("kpat", path="/usr/games")


@dataclass
class Timed:
    """One program's first-window times (s), CPU time used by then (s) and peak memory at
    that moment (kB), per run."""

    name: str
    seconds: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)
    memory_kb: list[int] = field(default_factory=list)


class PrivateDisplay:
    """An Xvfb of our own for as long as the ``with`` lasts."""

    def __init__(self, size: tuple[int, int] = (1920, 1080)) -> None:
        self.size = size
        self.display = ""
        self._xvfb: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> PrivateDisplay:
        self._xvfb, self.display = start_xvfb(self.size)
        return self

    def __exit__(self, *exc: object) -> None:
        if self._xvfb is not None:
            end_process(self._xvfb)


def time_first_windows(
    screen: PrivateDisplay, programs: dict[str, list[str]], runs: int, home: Path
) -> list[Timed]:
    """``runs`` paired runs of each program on ``screen``, in turn, each pair in the other
    order than the last (a drifting load then weighs on both alike), after one unrecorded
    warm-up run each (it fills the disk cache and the program's first-start files). Give each
    program its own session bus with :func:`with_session_bus`."""
    clock = FirstWindowClock(screen.display)
    try:
        env = scratch_env(home, screen.display)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)  # never the caller's desktop bus
        timed = [Timed(name) for name in programs]
        for argv in programs.values():
            clock.time(argv, env)
        for run in range(runs):
            order = timed if run % 2 == 0 else timed[::-1]
            for t in order:
                seconds, cpu, memory = clock.time(programs[t.name], env)
                t.seconds.append(seconds)
                t.cpu.append(cpu)
                t.memory_kb.append(memory)
        return timed
    finally:
        clock.close()
