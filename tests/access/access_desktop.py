"""A private desktop for the accessibility tests: an Xvfb of our own, a session D-Bus, the AT-SPI
bus on it, the real app started there, and readers (system Python with pyatspi) that see the app
only through that bus.

Qt-free: the app runs as its own process (``python -m koloda``) and the readers as others
(``/usr/bin/python3 tests/access/atspi_reader.py``), so nothing read comes from Koloda's objects.
The Xvfb, its environment and the ending of processes are the ones ``koloda bench --ui`` uses
(koloda.app.tools.first_window).
"""

from __future__ import annotations

import json
import os
import select
import shutil
import subprocess
import sys
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import IO, Any

from koloda.app.tools.first_window import FirstWindowError, end_process, scratch_env, start_xvfb

HERE = Path(__file__).resolve().parent
READER = HERE / "atspi_reader.py"
BLIND_PLAYER = HERE / "blind_player.py"
# pyatspi and gi are Debian's (python3-pyatspi, python3-gi): the system Python reads the bus
SYSTEM_PYTHON = "/usr/bin/python3"
BUS_LAUNCHER = "/usr/libexec/at-spi-bus-launcher"
# Qt speaks AT-SPI only when asked to (no desktop session here tells it an AT is running)
ACCESSIBLE_QT = {
    "QT_QPA_PLATFORM": "xcb",
    "QT_LINUX_ACCESSIBILITY_ALWAYS_ON": "1",
    "QT_ACCESSIBILITY": "1",
}


def missing() -> str | None:
    """Why the accessibility tests cannot run on this machine (Debian packages to install), or
    None when they can."""
    if shutil.which("Xvfb") is None:
        return "Xvfb is not installed (apt-get install xvfb; .ci/run installs it)"
    if shutil.which("dbus-daemon") is None:
        return "dbus-daemon is not installed (apt-get install dbus; .ci/run installs it)"
    if not os.access(BUS_LAUNCHER, os.X_OK):
        return f"{BUS_LAUNCHER} is missing (apt-get install at-spi2-core; .ci/run installs it)"
    if shutil.which("xdotool") is None:
        return "xdotool is not installed (apt-get install xdotool; .ci/run installs it)"
    probe = [SYSTEM_PYTHON, "-c", "import pyatspi, gi"]
    if not os.access(SYSTEM_PYTHON, os.X_OK) or subprocess.run(probe, check=False).returncode:
        return (
            f"{SYSTEM_PYTHON} cannot import pyatspi (apt-get install python3-pyatspi python3-gi; "
            ".ci/run installs them)"
        )
    return None


class AccessDesktop:
    """Xvfb + session D-Bus + AT-SPI bus for as long as the ``with`` lasts; ``env`` is what a
    program started on it needs (DISPLAY, the bus address, its own home and XDG folders)."""

    def __init__(self, home: Path, size: tuple[int, int] = (1280, 900)) -> None:
        self.home = home
        self.size = size
        self.env: dict[str, str] = {}
        self._procs: list[tuple[subprocess.Popen[bytes], bool]] = []  # (process, own group)

    def __enter__(self) -> AccessDesktop:
        try:
            xvfb, display = start_xvfb(self.size)
            self._procs.append((xvfb, False))
            env = scratch_env(self.home, display)
            bus = subprocess.Popen(
                ["dbus-daemon", "--session", "--nofork", "--nosyslog", "--print-address=1"],
                env=env,
                stdout=subprocess.PIPE,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            self._procs.append((bus, True))
            assert bus.stdout is not None
            address = _read_line(bus.stdout, 15)
            if not address.startswith(("unix:", "tcp:")):
                raise FirstWindowError(f"dbus-daemon gave no address ({address!r})")
            env["DBUS_SESSION_BUS_ADDRESS"] = address
            env.pop("DBUS_SESSION_BUS_PID", None)
            # the a11y bus (its registryd is started by it, on demand); it also sets the
            # AT_SPI_BUS property on the X root window, as a desktop session does
            launcher = subprocess.Popen(
                [BUS_LAUNCHER, "--launch-immediately"],
                env=env,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                start_new_session=True,
            )
            self._procs.append((launcher, True))
            self.env = env
            self._wait_for_a11y_bus()
        except BaseException:
            self.__exit__()
            raise
        return self

    def _wait_for_a11y_bus(self, timeout: float = 15) -> None:
        ask = [
            "dbus-send",
            "--session",
            "--print-reply",
            "--dest=org.a11y.Bus",
            "/org/a11y/bus",
            "org.a11y.Bus.GetAddress",
        ]
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            r = subprocess.run(ask, env=self.env, capture_output=True, timeout=10, check=False)
            if r.returncode == 0 and b"unix:" in r.stdout:
                return
            time.sleep(0.1)
        raise FirstWindowError("the AT-SPI bus did not start")

    def __exit__(self, *exc: object) -> None:
        for proc, group in reversed(self._procs):
            end_process(proc, group=group)
        self._procs.clear()

    def app_env(self) -> dict[str, str]:
        """The app's environment: accessible Qt on our display, speaking on our bus, and
        ``koloda: ready`` printed when it has started."""
        return {**self.env, **ACCESSIBLE_QT, "KOLODA_ANNOUNCE": "1"}

    def start_app(self, *args: str, timeout: float = 40, env: dict[str, str] | None = None) -> App:
        """The real app (``python -m koloda args``, ``env`` added to its environment), started
        and waited for until it is ready."""
        log = self.home / "app-stderr.txt"
        with log.open("wb") as err:
            proc = subprocess.Popen(
                [sys.executable, "-m", "koloda", *args],
                env={**self.app_env(), **(env or {})},
                stdout=subprocess.PIPE,
                stderr=err,
                start_new_session=True,
            )
        app = App(proc, log)
        try:
            app.wait_ready(timeout)
        except BaseException:
            app.end()
            raise
        return app

    def reader(self, *args: str) -> Reader:
        """A reader (system Python, pyatspi) on this desktop's bus, serving commands."""
        return Reader(self.env, [str(READER), *args], self.home / "reader-stderr.txt")

    def run_script(
        self, script: Path, *args: str, timeout: float
    ) -> subprocess.CompletedProcess[str]:
        """A system-Python script run on this desktop until it ends (killed after ``timeout``)."""
        return subprocess.run(
            [SYSTEM_PYTHON, str(script), *args],
            env=self.env,
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )


def _read_line(stream: IO[bytes], timeout: float) -> str:
    """One line of a child's output, or "" when none comes within ``timeout`` seconds."""
    ready, _, _ = select.select([stream], [], [], timeout)
    return stream.readline().decode(errors="replace").strip() if ready else ""


class App:
    """The app's process; its stderr (a file: a pipe nobody reads could fill and stop it) is
    kept for the failure messages, and its stdout's lines (``koloda: ...``, KOLODA_ANNOUNCE)
    are read as they come, by a thread of their own, into ``lines``."""

    def __init__(self, proc: subprocess.Popen[bytes], log: Path) -> None:
        self.proc = proc
        self.log = log
        self.lines: list[str] = []
        self._reader = threading.Thread(target=self._read, name="app-stdout", daemon=True)
        self._reader.start()

    def _read(self) -> None:
        assert self.proc.stdout is not None
        for raw in self.proc.stdout:  # ends when the app closes its stdout
            self.lines.append(raw.decode(errors="replace").strip())

    def wait_for(self, wanted: Callable[[str], bool], timeout: float, start: int = 0) -> int:
        """The index of the first line from ``start`` on that ``wanted`` accepts, waited for
        up to ``timeout`` s; -1 when none came (or the app ended)."""
        deadline = time.monotonic() + timeout
        while True:
            for i in range(start, len(self.lines)):
                if wanted(self.lines[i]):
                    return i
            start = max(start, len(self.lines))
            if time.monotonic() > deadline or self.proc.poll() is not None:
                return -1
            time.sleep(0.02)

    def wait_ready(self, timeout: float) -> None:
        if self.wait_for(lambda line: line == "koloda: ready", timeout) < 0:
            self.end()
            raise FirstWindowError(f"the app did not start: {self.stderr()}")

    def stderr(self) -> str:
        """The end of what the app has said on stderr."""
        return self.log.read_text(errors="replace")[-3000:]

    def end(self) -> None:
        end_process(self.proc, group=True)


class Reader:
    """A reader process serving JSON commands on stdin, one JSON answer per line on stdout
    (atspi_reader.py ``serve``); every answer is waited for with a timeout."""

    def __init__(self, env: dict[str, str], argv: Sequence[str], log: Path) -> None:
        self.log = log
        with log.open("wb") as err:
            self.proc = subprocess.Popen(
                [SYSTEM_PYTHON, *argv, "serve"],
                env=env,
                stdin=subprocess.PIPE,
                stdout=subprocess.PIPE,
                stderr=err,
                start_new_session=True,
            )

    def ask(self, command: str, **args: Any) -> Any:
        """Send one command, return its answer's ``result`` (an error answer raises); the
        answer is waited for 20 s more than the command's own ``timeout``."""
        timeout = 20 + float(args.get("timeout", 0))
        assert self.proc.stdin is not None and self.proc.stdout is not None
        self.proc.stdin.write((json.dumps({"cmd": command, **args}) + "\n").encode())
        self.proc.stdin.flush()
        line = _read_line(self.proc.stdout, timeout)
        if not line:
            raise TimeoutError(f"the reader gave no answer to {command} in {timeout} s")
        answer = json.loads(line)
        if "error" in answer:
            raise AssertionError(f"reader: {command} failed: {answer['error']}")
        return answer["result"]

    def end(self) -> str:
        """End the reader; what it said on stderr."""
        end_process(self.proc, group=True)
        return self.log.read_text(errors="replace")[-3000:]
