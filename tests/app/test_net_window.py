"""Network play in the window (issue 42): a window hosts a table on 127.0.0.1, a second window
joins it, both play a short match to its end with the keyboard, as people would; the joiner
sees only its own hand; the host going away is said in one sentence. Real sockets on the
loopback address only; every wait is bounded in time."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from koloda.app.net.window import NetWindow
from koloda.net.seats import TableSpec, Timing
from koloda.rules import Action
from koloda.store.settings import Settings
from koloda.store.stats import Statistics

QUICK = Timing(pace=0.0, takeover=0.0, heartbeat=0.5)
SHORT_RYADKY = {"deck_size": 36, "deals": 1}


def make_window(qtbot: Any, home: Path | None = None) -> NetWindow:
    stats = Statistics(home) if home is not None else None
    window = NetWindow(Settings(), statistics=stats, ai_pause_ms=0, speed="off")
    qtbot.addWidget(window)
    window.resize(1100, 720)
    window.show()
    return window


def host_table(window: NetWindow, seats: list[str], name: str = "Anna") -> None:
    spec = TableSpec("ryadky", len(seats), seats, options=dict(SHORT_RYADKY), seed=7)
    window.host(spec, name, bind="127.0.0.1", port=0, timing=QUICK, advertise=False)


def play_by_keys(window: NetWindow) -> bool:
    """Play one legal move with the table's keys as a person does: Home, Right to a card,
    Space to take it, Enter to play it; True when the table sent a move."""
    chosen: list[Action] = []
    table = window.page.table
    table.actionChosen.connect(chosen.append)
    try:
        view = table.view
        hand = len(window.controller.observation().hand)  # type: ignore[union-attr]
        for position in range(hand):
            QTest.keyClick(view, Qt.Key.Key_Home)
            for _ in range(position):
                QTest.keyClick(view, Qt.Key.Key_Right)
            QTest.keyClick(view, Qt.Key.Key_Space)
            QTest.keyClick(view, Qt.Key.Key_Return)
            if chosen:
                return True
            QTest.keyClick(view, Qt.Key.Key_Escape)
    finally:
        table.actionChosen.disconnect(chosen.append)
    return False


def _where(w: NetWindow) -> str:
    c = w.controller
    obs = c._shown
    return (
        f"seat {c.seat}: turn {c.is_human_turn()} steps {len(c._steps)} view {c._waiting_view}"
        f" summary {c._summary is not None} to_move {obs.to_move if obs else None}"
        f" legal {len(obs.legal) if obs else None} sent {c._sent} move {c._host_move}"
        f" finished {c.is_finished()} gone {c.gone!r}"
    )


def play_match(qtbot: Any, windows: list[NetWindow], seconds: float = 120.0) -> int:
    """Each window plays its turns by keys and closes each round's summary, until every
    window shows the result; how many moves were made by keys."""
    by_keys = 0
    deadline = time.monotonic() + seconds
    for _ in range(20_000):
        if all(w.controller.is_finished() for w in windows):
            return by_keys
        assert time.monotonic() < deadline, "the match did not end in time: " + "; ".join(
            _where(w) for w in windows
        )
        for w in windows:
            page = w._page
            if page is not None and page.summary_dialog is not None:
                page.summary_dialog.accept()
            elif w.controller.is_human_turn() and not page.table.is_animating():  # type: ignore[union-attr]
                by_keys += play_by_keys(w)
        qtbot.wait(15)
    raise AssertionError("the match took too many steps")


def test_two_windows_play_a_match_and_the_joiner_sees_only_its_hand(
    qtbot: Any, tmp_path: Path
) -> None:
    host = make_window(qtbot, tmp_path / "host")
    host_table(host, ["friend", "friend"])
    assert host.hosted is not None
    qtbot.waitUntil(
        lambda: host.lobby.lines() == ["Seat 1: Anna (you)", "Seat 2: waiting for a friend"],
        timeout=10_000,
    )
    assert host.hosted.address().endswith(f":{host.hosted.port}")
    assert len(host.lobby.code.text().split()[-1]) == 6

    guest = make_window(qtbot, tmp_path / "guest")
    guest.join("127.0.0.1", host.hosted.port, host.hosted.code.lower(), "Boris")
    # who has joined shows in the host's lobby as it happens
    qtbot.waitUntil(lambda: "Seat 2: Boris" in host.lobby.lines(), timeout=10_000)
    qtbot.waitUntil(
        lambda: guest.lobby.lines() == ["Seat 1: Anna", "Seat 2: Boris (you)"], timeout=10_000
    )
    assert not guest.lobby.start_button.isVisible()  # only the host starts

    QTest.mouseClick(host.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: guest.stack.currentWidget() is guest._page, timeout=10_000)

    # when the guest is to move, the host's match waits for it: compare the hands then
    match = host.hosted.host.match
    qtbot.waitUntil(
        lambda: guest.controller.is_human_turn() or host.controller.is_human_turn(), timeout=20_000
    )
    if not guest.controller.is_human_turn():
        assert play_by_keys(host)
    qtbot.waitUntil(guest.controller.is_human_turn, timeout=20_000)
    assert match is not None
    seen = guest.controller.observation()
    assert seen is not None and seen.seat == 1
    assert set(seen.hand) == set(match.observe(1).hand)
    assert not set(seen.hand) & set(match.observe(0).hand)
    assert seen.hands[0] == len(match.observe(0).hand)  # the other hand only as a count

    moves = play_match(qtbot, [host, guest])
    assert moves >= 4
    for w in (host, guest):
        assert w.stack.currentWidget() is w.result_screen
    host_result, guest_result = host.controller.result(), guest.controller.result()
    assert host_result is not None and guest_result is not None
    assert (host_result.totals, host_result.winners) == (guest_result.totals, guest_result.winners)
    assert (host_result.human_seat, guest_result.human_seat) == (0, 1)
    # the log is in words, the same moves at both windows
    assert len(guest.page.log_panel.texts()) > 10
    # the statistics count the match as a network game, apart from games against the computer
    stats = Statistics(tmp_path / "guest")
    assert stats.load() is None
    assert stats.network_summary("ryadky").games == 1
    assert stats.summary().games == 0
    host.close()
    guest.close()


def test_the_computer_plays_an_empty_friends_seat_and_says_so(qtbot: Any) -> None:
    host = make_window(qtbot)
    host_table(host, ["friend", "friend"])
    qtbot.waitUntil(lambda: len(host.lobby.lines()) == 2, timeout=10_000)
    QTest.mouseClick(host.lobby.start_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.controller.seats[1].stood_in, timeout=10_000)
    qtbot.waitUntil(lambda: host._page is not None, timeout=10_000)
    # by name, on the plate, in the log and in the lobby's list
    qtbot.waitUntil(
        lambda: host.page.plate_notes.get(1) == "the computer plays for them", timeout=10_000
    )
    qtbot.waitUntil(
        lambda: any("The computer plays Seat 2's seat" in t for t in host.page.log_panel.texts()),
        timeout=10_000,
    )
    assert "Seat 2: Seat 2 — the computer plays for them" in host.lobby.lines()
    assert play_match(qtbot, [host]) >= 2
    host.close()


def test_when_the_host_closes_the_table_the_joiner_says_so_in_one_sentence(qtbot: Any) -> None:
    host = make_window(qtbot)
    host_table(host, ["friend", "friend"])
    assert host.hosted is not None
    guest = make_window(qtbot)
    guest.join("127.0.0.1", host.hosted.port, host.hosted.code, "Boris")
    qtbot.waitUntil(lambda: guest.controller.config is not None, timeout=10_000)
    host.close()
    qtbot.waitUntil(lambda: bool(guest.gone_text), timeout=10_000)
    assert guest.gone_text == "The host has closed the table."
    assert guest.status.currentMessage() == guest.gone_text
    assert not guest.controller.is_human_turn()
    guest.close()


def test_when_the_connection_is_cut_the_joiner_says_the_host_is_gone(qtbot: Any) -> None:
    host = make_window(qtbot)
    host_table(host, ["friend", "friend"])
    assert host.hosted is not None
    guest = make_window(qtbot)
    guest.join("127.0.0.1", host.hosted.port, host.hosted.code, "Boris")
    qtbot.waitUntil(lambda: guest.controller.config is not None, timeout=10_000)
    served = host.hosted.host

    def cut() -> None:
        for conn in list(served.conns):
            if conn.seat == 1:
                conn.writer.transport.abort()

    host.hosted.thread.call(cut)
    qtbot.waitUntil(lambda: bool(guest.gone_text), timeout=10_000)
    assert guest.gone_text == "The host is gone: the connection to the table was lost."
    guest.close()
    host.close()


def test_a_wrong_code_is_refused_in_words(qtbot: Any) -> None:
    host = make_window(qtbot)
    host_table(host, ["friend", "friend"])
    assert host.hosted is not None
    guest = make_window(qtbot)
    guest.join("127.0.0.1", host.hosted.port, "WRONG1", "Boris")
    qtbot.waitUntil(lambda: bool(guest.gone_text), timeout=10_000)
    assert guest.gone_text == "The join code is wrong."
    assert guest.controller.config is None
    guest.close()
    host.close()
