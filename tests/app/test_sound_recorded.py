"""The real audio path (issue 43), no mock: a private PulseAudio server with a null sink, its
monitor recorded by ``parec`` while a demo deals and plays a Ryadky deal on the real table; the
recording must hold sound where the cards land, nothing before the first, and silence from the
moment the key M turns sound off while the cards go on landing.

Needs the ``pulseaudio``, ``pactl`` and ``parec`` programs (Debian: pulseaudio,
pulseaudio-utils; .ci/run installs them); without them it is skipped. The server is this test's
own (tests/pulse_sink.py, shared with the real window's test, tests/access/test_heard_deal.py)
and is ended when the test ends, whatever happened.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.sound import AUDIO_ENV
from pulse_sink import LOUD, QUIET, WINDOW_S, PulseSink, loudest, missing

pytestmark = pytest.mark.skipif(missing() is not None, reason=str(missing()))


@pytest.fixture
def pulse_server(tmp_path: Path) -> Iterator[PulseSink]:
    """A PulseAudio server of this test's own with one null sink (tests/pulse_sink.py)."""
    with PulseSink(tmp_path) as sink:
        yield sink


def test_a_demo_deal_is_heard_where_the_cards_land_and_not_after_the_mute_key(
    qtbot: Any, tmp_path: Path, pulse_server: PulseSink, monkeypatch: pytest.MonkeyPatch
) -> None:
    from koloda.app.tools.demo import Demo

    monkeypatch.setenv("PULSE_SERVER", pulse_server.address)
    monkeypatch.delenv(AUDIO_ENV, raising=False)  # the suite's "none": this test plays
    recording = pulse_server.record(tmp_path / "monitor.raw")
    t0 = recording.t0
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
        rms = recording.stop()
    assert len(rms) * WINDOW_S > end - 1.0, "the recording is shorter than the demo"

    # every sound the device got is in the recording where its card landed (the recording
    # starts up to a few tens of ms after t0, so a sound appears at most that much earlier)
    names = {name for _, name in played}
    assert {"deal", "put_down", "taken"} <= names, names
    # (a sound sent in the last 0.15 s before the mute may be cut before the device took it)
    heard = [(t, n) for t, n in played if t < muted - 0.15]
    late = [(round(t, 2), n) for t, n in heard if loudest(rms, t - 0.25, t + 0.35) < LOUD]
    assert not late, f"sounds played but not heard: {late}"
    # and every card that landed while the device was open, before the mute, was heard (alone
    # or with its neighbours; cards dealt before the device opened go unheard)
    landed = [(t, n) for t, n in cues if played[0][0] <= t < muted - 0.15]
    unheard = [(round(t, 2), n) for t, n in landed if loudest(rms, t - 0.25, t + 0.35) < LOUD]
    assert not unheard, unheard
    # nothing before the first sound: the sound is the cards', not noise
    first = played[0][0]
    assert loudest(rms, 0.0, first - 0.3) < QUIET
    # the key silences at once (what was playing is cut) while the cards go on landing
    assert loudest(rms, muted + 0.25, end) < QUIET, "sound after the mute key"
    after = [n for t, n in cues if t > muted]
    assert len(after) >= 8 and not [t for t, _ in played if t > muted]


def test_a_network_table_is_heard_and_its_m_key_mutes_it(
    qtbot: Any, tmp_path: Path, pulse_server: PulseSink, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A network table was silent (the main window's sounds heard its own table only): a table
    hosted on 127.0.0.1 is heard through the same sounds, and its own M key mutes them."""
    from koloda.app.net.dialogs import HostDialog
    from koloda.app.net.launch import NetworkPlay
    from koloda.app.window.main_window import MainWindow

    monkeypatch.setenv("PULSE_SERVER", pulse_server.address)
    monkeypatch.delenv(AUDIO_ENV, raising=False)
    monkeypatch.setattr(NetworkPlay, "bind", "127.0.0.1")
    monkeypatch.setattr(NetworkPlay, "port", 0)
    monkeypatch.setattr(NetworkPlay, "announce", False)
    recording = pulse_server.record(tmp_path / "monitor.raw")
    t0 = recording.t0
    main = MainWindow(persist=False, speed="fast")
    qtbot.addWidget(main)
    played: list[tuple[float, str]] = []
    main.sounds.played.connect(lambda name: played.append((time.monotonic() - t0, name)))
    try:
        main.show()
        qtbot.waitUntil(main.sounds.is_ready, timeout=15_000)
        main.commands.host_network.trigger()
        dialog = next(d for d in main.findChildren(HostDialog) if d.isVisible())
        QTest.keyClicks(dialog.name_edit, "Anna")
        QTest.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
        table = NetworkPlay.of(main).table
        assert table is not None
        qtbot.waitExposed(table)
        QTest.mouseClick(table.lobby.start_button, Qt.MouseButton.LeftButton)
        # the shuffle and the deal, then the person's turn
        qtbot.waitUntil(lambda: "your_turn" in [n for _, n in played], timeout=30_000)
        table.activateWindow()
        QTest.keyClick(table, Qt.Key.Key_M)  # the table's Game > Sound, off
        muted = time.monotonic() - t0
        assert not main.sounds.enabled and not main.settings.sound_on
        asked: list[str] = []
        main.sounds.asked.connect(asked.append)
        view = table.page.table.view
        for key in (Qt.Key.Key_Home, Qt.Key.Key_Space, Qt.Key.Key_Return):
            QTest.keyClick(view, key)  # a card played: it lands, unheard
        qtbot.waitUntil(lambda: len(asked) >= 2, timeout=10_000)
        qtbot.wait(400)
        end = time.monotonic() - t0
        table.ask = lambda title, text: True
        table.leave()
    finally:
        main.controller.shutdown()
        main.sounds.close()
        main.close()
        rms = recording.stop()
    assert len(rms) * WINDOW_S > end - 1.0
    heard = [(t, n) for t, n in played if t < muted - 0.15]
    assert len(heard) >= 6 and "deal" in {n for _, n in heard}, played
    late = [(round(t, 2), n) for t, n in heard if loudest(rms, t - 0.25, t + 0.35) < LOUD]
    assert not late, f"sounds played but not heard: {late}"
    assert loudest(rms, muted + 0.25, end) < QUIET, "sound after the table's mute key"
