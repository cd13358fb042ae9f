"""A host that sends garbage (issue 42: bad input from the network never crashes the window):
a fake host on 127.0.0.1 welcomes the window, then sends malformed, out-of-range and
wrong-game messages among good ones; the window shows the good ones, ignores the rest, and
says in one sentence when the host's stream becomes unreadable."""

from __future__ import annotations

import json
import socket
import threading
from pathlib import Path
from typing import Any

from koloda.app.net.dialogs import parse_address
from koloda.app.net.messages import (
    read_event,
    read_result,
    read_seats,
    read_summary,
    seconds_of,
)
from koloda.app.net.window import NetWindow
from koloda.match import Match, MatchConfig
from koloda.match.rounds import deal_events
from koloda.store.settings import Settings

SEATS = [
    {"seat": 0, "name": "Anna", "kind": "friend", "connected": True, "playing": "friend"},
    {"seat": 1, "name": "Boris", "kind": "friend", "connected": True, "playing": "friend"},
]


def good_deal(seat: int) -> dict[str, Any]:
    match = Match(MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=3))
    events = [e.seen_by(seat).to_json() for e in deal_events(match.state, match.dealer, -1)]
    return {
        "msg": "deal",
        "kind": "deal",
        "move": 0,
        "game_no": 0,
        "events": events,
        "scores": [0, 0],
        "observation": match.observation(seat),
    }


HOSTILE: list[Any] = [
    [],
    {"msg": 7},
    {"msg": "played", "observation": "x", "move": 1},
    {"msg": "played", "move": 1, "events": "zz", "observation": {"game": "ditch", "players": 2}},
    {"msg": "lobby", "seats": [{"seat": 5}]},
    {"msg": "lobby", "seats": "everyone"},
    {"msg": "notice", "seat": 99, "kind": "computer", "name": "X"},
    {"msg": "notice", "seat": "0", "kind": "left"},
    {"msg": "log", "entries": [1, 2, {"seat": "x", "events": [{"kind": 5}], "round": {"x": 1}}]},
    {"msg": "over", "result": {"names": 1}},
    {"msg": "deal", "move": "x", "observation": {}},
    {"msg": "table", "move": 3, "observation": {"game": "ryadky", "players": 9}},
    {"msg": "refused", "cmd": "play", "reason": ["x"], "error": {"a": 1}},
    {"msg": "welcome", "game": "chess", "players": 2, "seat": 0},
]


class FakeHost:
    """Accepts one client on 127.0.0.1, welcomes it, sends ``lines``, then waits."""

    def __init__(self, lines: list[bytes]) -> None:
        self.server = socket.create_server(("127.0.0.1", 0))
        self.port = self.server.getsockname()[1]
        self.lines = lines
        self.joined = threading.Event()
        self.release = threading.Event()
        self.thread = threading.Thread(target=self._serve, daemon=True)
        self.thread.start()

    def _serve(self) -> None:
        self.server.settimeout(10)
        conn, _ = self.server.accept()
        with conn:
            conn.settimeout(10)
            conn.recv(4096)  # the join
            self.joined.set()
            for line in self.lines:
                conn.sendall(line)
            self.release.wait(20)
            conn.sendall(b"this is not JSON\n")
            self.release.wait(0.5)
        self.server.close()


def line(message: Any) -> bytes:
    return (json.dumps(message) + "\n").encode()


def test_garbage_from_the_host_never_crashes_the_window(qtbot: Any, tmp_path: Path) -> None:
    welcome = {"msg": "welcome", "seat": 1, "name": "Boris", "game": "ryadky", "players": 2}
    welcome.update(options={"deck_size": 36, "deals": 1}, match_games=1, seats=SEATS)
    welcome.update(turn="soon")  # no number of seconds: no warning before the limit
    lines = [line(welcome), *(line(m) for m in HOSTILE), line(good_deal(1))]
    lines.append(line({"msg": "lobby", "seats": SEATS, "started": True}))
    host = FakeHost(lines)
    window = NetWindow(Settings(), ai_pause_ms=0, speed="off")
    qtbot.addWidget(window)
    window.show()
    window.join("127.0.0.1", host.port, "CODE", "Boris")
    qtbot.waitUntil(lambda: window.controller.observation() is not None, timeout=10_000)
    obs = window.controller.observation()
    assert obs is not None and obs.game == "ryadky" and obs.seat == 1
    assert window.controller.config is not None and window.controller.config.game == "ryadky"
    assert window.controller.seats[1].name == "Boris"
    assert window.controller.result() is None  # the damaged "over" was no end
    assert window.controller.turn_limit == 0.0
    assert window.stack.currentWidget() is window.page
    assert len(window.page.table_legal()) == len(obs.legal)
    host.release.set()
    qtbot.waitUntil(lambda: bool(window.gone_text), timeout=10_000)
    assert window.gone_text == "The host is gone: the connection to the table was lost."
    window.close()


def test_the_readers_refuse_what_is_not_as_the_host_writes_it() -> None:
    assert read_event({"kind": "move", "cards": ["XX"]}, 2) is None
    assert read_event({"kind": "move", "seat": 2}, 2) is None
    assert read_event({"kind": "move", "cards": ["7S"], "value": True}, 2) is None
    event = read_event({"kind": "move", "seat": 1, "cards": ["7S"], "src": "hand:1"}, 2)
    assert event is not None and event.names() == ["7S"]
    assert read_seats([{"seat": 0, "name": "A", "kind": "friend", "playing": "x"}], 1) is None
    assert read_seats(SEATS, 3) is None
    assert read_summary({"kind": "deal"}, 2, 1) is None
    assert read_result({"names": ["a", "b"], "totals": [1], "winners": []}, 2, 0) is None
    result = read_result({"names": ["a", "b"], "totals": [1, 2], "winners": [1]}, 2, 0)
    assert result is not None and result.human_seat == 0 and result.winners == [1]
    limits = [120, 2.5, True, "120", -5, 0, float("nan"), float("inf"), 1e9, None]
    assert [seconds_of(v) for v in limits] == [120.0, 2.5] + [0.0] * 8  # a move's time limit


def test_an_address_is_read_as_a_person_types_it() -> None:
    assert parse_address("192.168.1.20:5000") == ("192.168.1.20", 5000)
    assert parse_address(" pc.local ") == ("pc.local", 47142)
    assert parse_address("[fe80::1]:7") == ("fe80::1", 7)
    for bad in ("", "a:b", "a:0", "a:70000", "[::1", "a b:1", "[::1]x"):
        assert parse_address(bad) is None, bad


def test_tables_heard_on_another_thread_reach_the_join_dialog(qtbot: Any) -> None:
    from PySide6.QtCore import QThread

    from koloda.app.net.dialogs import JoinDialog
    from koloda.net.discovery import TableAd

    dialog = JoinDialog(name="Boris", listen=False)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.tables.count() == 0
    ad = TableAd("Anna's table", "rooster", 4, 2, 1, 47142, ("192.168.1.20",))
    other = TableAd("Old table", "rooster", 4, 2, 99, 47142, ("192.168.1.21",))  # another protocol
    # a host that says how long its match is (issue 44's lobby line, in the list before joining)
    ditch = TableAd("Petro's table", "ditch", 2, 1, 1, 47143, ("192.168.1.22",), '{"hands":2}', 1)
    shown_on: list[bool] = []

    class Finder:  # what TableFinder gives: its tables, and a callback on its own thread
        def tables(self) -> list[TableAd]:
            shown_on.append(QThread.currentThread() is dialog.thread())
            return [ad, other, ditch]

        def close(self) -> None:
            pass

    dialog.finder = Finder()  # type: ignore[assignment]
    threading.Thread(target=dialog._heard.changed.emit).start()
    qtbot.waitUntil(lambda: dialog.tables.count() == 2, timeout=5_000)
    assert shown_on == [True]  # listed on the GUI thread, not the finder's
    assert dialog.tables.item(0).text() == "Anna's table — Chuvash Rooster, 4 players, 2 free"
    assert dialog.tables.item(1).text() == (
        "Petro's table — Ditch Rummy, 2 players, 1 free\nA match of 2 hands."
    )
    dialog.tables.setCurrentRow(0)
    assert dialog.address.text() == "192.168.1.20:47142"
    dialog.code.setText("abc123")
    request = dialog.request()
    assert request is not None and (request.address, request.port) == ("192.168.1.20", 47142)
    assert (request.code, request.name) == ("abc123", "Boris")


def test_an_untaken_seat_is_named_in_the_window_s_language() -> None:
    from koloda.app.i18n import install_language
    from koloda.app.net.lobby import shown_name

    install_language("ru")
    try:
        assert shown_name("Seat 2", 1, "friend") == "Место 2"
        assert shown_name("Seat 5", 1, "friend") == "Seat 5"  # a friend's own name stays
        assert shown_name("Olena", 2, "hard") == "Olena"  # said at display, in any language
    finally:
        install_language("en")
    assert shown_name("Seat 2", 1, "friend") == "Seat 2"
