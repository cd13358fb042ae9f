"""The real audio path (issue 43), no mock: a private PulseAudio server with a null sink, its
monitor recorded by ``parec`` while a demo deals and plays a Ryadky deal on the real table; the
recording must hold sound where the cards land, nothing before the first, and silence from the
moment the key M turns sound off while the cards go on landing.

Needs the ``pulseaudio`` and ``parec`` programs (Debian: pulseaudio, pulseaudio-utils; .ci/run
installs them); without them it is skipped. The server is this test's own (its socket and
runtime folder in the test's tmp_path, anonymous access, no D-Bus, no other client) and is
ended when the test ends, whatever happened.
"""

from __future__ import annotations

import array
import os
import shutil
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.sound import AUDIO_ENV, SAMPLE_RATE

pytestmark = pytest.mark.skipif(
    not (shutil.which("pulseaudio") and shutil.which("parec")),
    reason="needs pulseaudio and parec (apt-get install pulseaudio pulseaudio-utils)",
)

SINK = "koloda_test"
WINDOW_S = 0.02  # the recording is judged in 20 ms windows
LOUD = 300.0  # RMS of a window with a sound in it (the sounds reach ~11,000 at volume 70)
QUIET = 5.0  # RMS of silence (a null sink's silence is exact zeros)


def _stop(proc: subprocess.Popen[bytes], sig: int = signal.SIGTERM) -> None:
    if proc.poll() is None:
        proc.send_signal(sig)
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(timeout=5)


@pytest.fixture
def pulse_server(tmp_path: Path) -> Iterator[str]:
    """A PulseAudio server of this test's own with one null sink; its PULSE_SERVER address."""
    run = tmp_path / "pulse-run"
    run.mkdir(mode=0o700)
    home = tmp_path / "pulse-home"
    home.mkdir()
    socket = run / "native"
    env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(run))
    env.pop("PULSE_SERVER", None)
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    log = (tmp_path / "pulseaudio.log").open("wb")
    server = subprocess.Popen(
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
            f"module-native-protocol-unix auth-anonymous=1 socket={socket}",
        ],
        env=env,
        stdout=log,
        stderr=log,
    )
    address = f"unix:{socket}"
    try:
        deadline = time.monotonic() + 15
        while True:
            info = subprocess.run(
                ["pactl", "info"] if shutil.which("pactl") else ["parec", "--help"],
                env=dict(env, PULSE_SERVER=address),
                capture_output=True,
                timeout=10,
                check=False,
            )
            if socket.exists() and info.returncode == 0:
                break
            if server.poll() is not None or time.monotonic() > deadline:
                log.flush()
                text = (tmp_path / "pulseaudio.log").read_text(errors="replace")
                pytest.fail(f"the PulseAudio server did not start:\n{text[-3000:]}")
            time.sleep(0.1)
        yield address
    finally:
        _stop(server)
        log.close()


def _rms(path: Path) -> list[float]:
    samples = array.array("h", path.read_bytes()[: (path.stat().st_size // 2) * 2])
    if sys.byteorder == "big":
        samples.byteswap()
    n = round(WINDOW_S * SAMPLE_RATE)
    return [
        (sum(x * x for x in samples[i : i + n]) / n) ** 0.5
        for i in range(0, len(samples) - n + 1, n)
    ]


def _loudest(rms: list[float], start: float, end: float) -> float:
    """The loudest window between ``start`` and ``end`` seconds of the recording."""
    a, b = max(0, int(start / WINDOW_S)), min(len(rms), int(end / WINDOW_S) + 1)
    return max(rms[a:b], default=0.0)


def test_a_demo_deal_is_heard_where_the_cards_land_and_not_after_the_mute_key(
    qtbot: Any, tmp_path: Path, pulse_server: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    from koloda.app.tools.demo import Demo

    monkeypatch.setenv("PULSE_SERVER", pulse_server)
    monkeypatch.delenv(AUDIO_ENV, raising=False)  # the suite's "none": this test plays
    recording = tmp_path / "monitor.raw"
    with recording.open("wb") as out:
        recorder = subprocess.Popen(
            [
                "parec",
                f"--device={SINK}.monitor",
                "--raw",
                "--format=s16le",
                "--channels=1",
                f"--rate={SAMPLE_RATE}",
                "--latency-msec=10",
            ],
            env=dict(os.environ, PULSE_SERVER=pulse_server),
            stdout=out,
        )
    # the recording's first sample, in this process's clock: once the samples flow, the time
    # less what has been written (the null sink's silence comes at the sample rate)
    bytes_per_s = 2 * SAMPLE_RATE
    deadline = time.monotonic() + 15
    while recording.stat().st_size < bytes_per_s // 5:
        assert recorder.poll() is None and time.monotonic() < deadline, "parec records nothing"
        time.sleep(0.01)
    t0 = time.monotonic() - recording.stat().st_size / bytes_per_s
    demo = None
    try:
        app = QApplication.instance()
        assert isinstance(app, QApplication)
        demo = Demo(app, "ryadky", 2, None, seed=11, speed="fast")
        window = demo.window
        cues: list[tuple[float, str]] = []  # every sound the table and page asked for
        played: list[tuple[float, str]] = []  # those the engine sent to the device
        demo.start()
        window.game_page.sound.connect(lambda name: cues.append((time.monotonic() - t0, name)))
        window.sounds.played.connect(lambda name: played.append((time.monotonic() - t0, name)))
        qtbot.waitUntil(window.sounds.is_ready, timeout=15_000)
        qtbot.waitUntil(lambda: len(played) >= 30, timeout=60_000)
        window.activateWindow()
        QTest.keyClick(window, Qt.Key.Key_M)  # Game > Sound off, at once
        muted = time.monotonic() - t0
        assert not window.sounds.enabled
        qtbot.waitUntil(lambda: sum(t > muted for t, _ in cues) >= 8, timeout=60_000)
        qtbot.wait(400)
        end = time.monotonic() - t0
    finally:
        if demo is not None:
            demo.window.controller.shutdown()
            demo.window.sounds.close()
            demo.window.close()
        _stop(recorder, signal.SIGINT)
    rms = _rms(recording)
    assert len(rms) * WINDOW_S > end - 1.0, "the recording is shorter than the demo"

    # every sound the device got is in the recording where its card landed (the recording
    # starts up to a few tens of ms after t0, so a sound appears at most that much earlier)
    names = {name for _, name in played}
    assert {"deal", "put_down", "taken"} <= names, names
    # (a sound sent in the last 0.15 s before the mute may be cut before the device took it)
    heard = [(t, n) for t, n in played if t < muted - 0.15]
    late = [(round(t, 2), n) for t, n in heard if _loudest(rms, t - 0.25, t + 0.35) < LOUD]
    assert not late, f"sounds played but not heard: {late}"
    # and every card that landed while the device was open, before the mute, was heard (alone
    # or with its neighbours; cards dealt before the device opened go unheard)
    landed = [(t, n) for t, n in cues if played[0][0] <= t < muted - 0.15]
    unheard = [(round(t, 2), n) for t, n in landed if _loudest(rms, t - 0.25, t + 0.35) < LOUD]
    assert not unheard, unheard
    # nothing before the first sound: the sound is the cards', not noise
    first = played[0][0]
    assert _loudest(rms, 0.0, first - 0.3) < QUIET
    # the key silences at once (what was playing is cut) while the cards go on landing
    assert _loudest(rms, muted + 0.25, end) < QUIET, "sound after the mute key"
    after = [n for t, n in cues if t > muted]
    assert len(after) >= 8 and not [t for t, _ in played if t > muted]
