"""A PulseAudio server of a test's own with one null sink, and ``parec`` recording that sink's
monitor: the real audio path of the sound tests (tests/app/test_sound_recorded.py with the demo
offscreen, tests/access/test_heard_deal.py with the real app on Xvfb), no mock.

Needs the ``pulseaudio``, ``pactl`` and ``parec`` programs (Debian: pulseaudio,
pulseaudio-utils; .ci/run installs them). The server is the test's own: its socket and runtime
folder in the test's folder, anonymous access, no D-Bus, no other client, and it is ended when
the ``with`` ends, whatever happened. Times are ``time.monotonic()``: one clock for every
process on the machine (Linux CLOCK_MONOTONIC), so the app's own times compare with the
recording's.
"""

from __future__ import annotations

import array
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

from koloda.app.sound import SAMPLE_RATE

SINK = "koloda_test"
WINDOW_S = 0.02  # a recording is judged in 20 ms windows
LOUD = 300.0  # RMS of a window with a sound in it (the sounds reach ~11,000 at volume 70)
QUIET = 5.0  # RMS of silence (a null sink's silence is exact zeros)
BYTES_PER_S = 2 * SAMPLE_RATE  # 16-bit mono


def missing() -> str | None:
    """Why no private PulseAudio server can be recorded here (the packages to install)."""
    for program in ("pulseaudio", "pactl", "parec"):
        if shutil.which(program) is None:
            return f"{program} is not installed (apt-get install pulseaudio pulseaudio-utils)"
    return None


def stop(proc: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    """End ``proc`` with ``sig``, killed if it has not ended within 5 s."""
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


class PulseSink:
    """``with PulseSink(folder) as sink``: the server runs, ``sink.address`` is its
    ``PULSE_SERVER``; its log is ``folder/pulseaudio.log``."""

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.log = folder / "pulseaudio.log"
        run = folder / "pulse-run"
        self.socket = run / "native"
        self.address = f"unix:{self.socket}"
        self._server: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> PulseSink:
        run, home = self.socket.parent, self.folder / "pulse-home"
        run.mkdir(mode=0o700, parents=True)
        home.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(run))
        env.pop("PULSE_SERVER", None)
        env.pop("DBUS_SESSION_BUS_ADDRESS", None)
        with self.log.open("wb") as log:
            self._server = subprocess.Popen(
                [
                    "pulseaudio",
                    "-n",  # no default script: only the modules below
                    "--daemonize=no",
                    "--exit-idle-time=-1",
                    "--system=false",
                    "--use-pid-file=false",
                    "--realtime=false",
                    "--high-priority=false",
                    "--log-target=stderr",
                    "-L",
                    f"module-null-sink sink_name={SINK} rate={SAMPLE_RATE} channels=1",
                    "-L",
                    f"module-native-protocol-unix auth-anonymous=1 socket={self.socket}",
                ],
                env=env,
                stdout=log,
                stderr=log,
            )
        try:
            self._wait(dict(env, PULSE_SERVER=self.address))
        except BaseException:
            self.__exit__()
            raise
        return self

    def _wait(self, env: dict[str, str], timeout: float = 15) -> None:
        assert self._server is not None
        deadline = time.monotonic() + timeout
        while True:
            info = subprocess.run(
                ["pactl", "info"], env=env, capture_output=True, timeout=10, check=False
            )
            if self.socket.exists() and info.returncode == 0:
                return
            if self._server.poll() is not None or time.monotonic() > deadline:
                text = self.log.read_text(errors="replace")[-3000:]
                raise RuntimeError(f"the PulseAudio server did not start:\n{text}")
            time.sleep(0.1)

    def __exit__(self, *exc: object) -> None:
        if self._server is not None:
            stop(self._server)
            self._server = None

    def record(self, path: Path) -> Recording:
        """Start recording the sink's monitor into ``path`` (raw s16le mono)."""
        return Recording(self.address, path)


class Recording:
    """``parec`` writing the sink's monitor to a file; ``t0`` is the monotonic time of its
    first sample (once the samples flow: the time less what has been written, as the null
    sink's silence comes at the sample rate; the true start is up to a few tens of ms later,
    so a sound appears at most that much earlier)."""

    def __init__(self, address: str, path: Path) -> None:
        self.path = path
        with path.open("wb") as out:
            self._proc = subprocess.Popen(
                [
                    "parec",
                    f"--device={SINK}.monitor",
                    "--raw",
                    "--format=s16le",
                    "--channels=1",
                    f"--rate={SAMPLE_RATE}",
                    "--latency-msec=10",
                ],
                env=dict(os.environ, PULSE_SERVER=address),
                stdout=out,
            )
        deadline = time.monotonic() + 15
        while path.stat().st_size < BYTES_PER_S // 5:
            if self._proc.poll() is not None or time.monotonic() > deadline:
                self.stop()
                raise RuntimeError("parec records nothing")
            time.sleep(0.01)
        self.t0 = time.monotonic() - path.stat().st_size / BYTES_PER_S

    def since(self, t: float) -> float:
        """A monotonic time as seconds into the recording."""
        return t - self.t0

    def stop(self) -> list[float]:
        """End the recording; its RMS per WINDOW_S window."""
        stop(self._proc, signal.SIGINT)
        return rms(self.path)


def rms(path: Path) -> list[float]:
    """A raw s16le mono recording's RMS in windows of WINDOW_S seconds."""
    samples = array.array("h", path.read_bytes()[: (path.stat().st_size // 2) * 2])
    if sys.byteorder == "big":
        samples.byteswap()
    n = round(WINDOW_S * SAMPLE_RATE)
    return [
        (sum(x * x for x in samples[i : i + n]) / n) ** 0.5
        for i in range(0, len(samples) - n + 1, n)
    ]


def loudest(windows: list[float], start: float, end: float) -> float:
    """The loudest window between ``start`` and ``end`` seconds of the recording."""
    a, b = max(0, int(start / WINDOW_S)), min(len(windows), int(end / WINDOW_S) + 1)
    return max(windows[a:b], default=0.0)
