"""Shared pieces of the network tests: a host on 127.0.0.1 (only) in a thread of its own,
bots that play a seat each in threads of their own, and a raw socket client for what a bot
would never send. Every wait is bounded in time."""

from __future__ import annotations

import asyncio
import json
import re
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from koloda.match import Match
from koloda.net import Host, HostThread, TableSpec, TableView, Timing, play_bot
from koloda.net.host import Entry
from koloda.rules.cards import parse_card

LOOPBACK = "127.0.0.1"
CODE = "K7QX3M"
DEADLINE = 40.0  # seconds any one match of these tests may take at most

SHORT = {"ryadky": {"deals": 1}, "rooster": {}, "ditch": {"hands": 1}}


def fast(**changes: float) -> Timing:
    """Timings short enough for tests (a computer takes an empty seat within 0.3 s)."""
    base: dict[str, Any] = dict(
        heartbeat=0.2,
        silence=3.0,
        send_timeout=1.5,
        takeover=0.3,
        lobby=10.0,
        join=3.0,
        bad_code=0.05,
        turn=10.0,
    )
    base.update(changes)
    return Timing(**base)


def spec(game: str, seats: list[str], seed: int = 3, **options: Any) -> TableSpec:
    return TableSpec(
        game, len(seats), seats, options={**SHORT[game], **options}, match_games=2, seed=seed
    )


def start_host(table: TableSpec, timing: Timing | None = None, **kw: Any) -> HostThread:
    """A host listening on 127.0.0.1 at a free port, in a thread of its own (started)."""
    host = Host(table, code=CODE, bind=LOOPBACK, port=0, timing=timing or fast(), **kw)
    thread = HostThread(host)
    thread.start()
    return thread


@dataclass
class Bot:
    """A bot in a thread of its own: its table view, every byte it received, its error."""

    name: str
    view: TableView | None = None
    error: BaseException | None = None
    received: bytearray = field(default_factory=bytearray)
    thread: threading.Thread | None = None

    def join(self, timeout: float = DEADLINE) -> TableView:
        assert self.thread is not None
        self.thread.join(timeout)
        assert not self.thread.is_alive(), f"{self.name} still playing after {timeout} s"
        assert self.error is None, f"{self.name}: {self.error!r}"
        assert self.view is not None
        return self.view


class Killed(Exception):
    """A bot cut off as a killed client is: no goodbye, the connection just ends."""


def bot(
    port: int, name: str, level: str = "easy", code: str = CODE, kill_at: int | None = None
) -> Bot:
    """Start a bot that joins the table at ``port`` and plays its seat to the end (or, with
    ``kill_at``, until it sees that move played: then its connection is cut)."""
    found = Bot(name)

    def watch(message: dict[str, Any]) -> None:
        if kill_at is not None and message.get("msg") == "played" and message["move"] >= kill_at:
            raise Killed(message["move"])

    def run() -> None:
        try:
            coro = play_bot(
                LOOPBACK, port, code, name, level, on_message=watch, tap=found.received.extend
            )
            found.view = asyncio.run(asyncio.wait_for(coro, DEADLINE))
        except BaseException as e:  # kept for the test to see
            found.error = e

    found.thread = threading.Thread(target=run, daemon=True)
    found.thread.start()
    return found


class Raw:
    """A plain socket to the host for what no bot sends; reads are bounded in time."""

    def __init__(self, port: int, rcvbuf: int | None = None) -> None:
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf is not None:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.settimeout(5.0)
        self.sock.connect((LOOPBACK, port))
        self.buffer = b""
        self.received = b""

    def send(self, *messages: dict[str, Any] | str | bytes) -> None:
        data = b""
        for m in messages:
            if isinstance(m, dict):
                data += json.dumps(m).encode() + b"\n"
            elif isinstance(m, str):
                data += m.encode() + b"\n"
            else:
                data += m
        self.sock.sendall(data)

    def line(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """The next message, or None when the host closed the connection."""
        end = time.monotonic() + timeout
        while b"\n" not in self.buffer:
            left = end - time.monotonic()
            assert left > 0, "no message from the host in time"
            self.sock.settimeout(left)
            try:
                chunk = self.sock.recv(65536)
            except ConnectionResetError:
                chunk = b""
            if not chunk:
                return None
            self.buffer += chunk
            self.received += chunk
        line, _, self.buffer = self.buffer.partition(b"\n")
        message = json.loads(line)
        assert isinstance(message, dict)
        return message

    def closed_within(self, seconds: float) -> bool:
        """Whether the host closes the connection within ``seconds`` (sending nothing)."""
        self.sock.settimeout(seconds)
        try:
            chunk = self.sock.recv(65536)
        except TimeoutError:
            return False
        except ConnectionResetError:
            return True
        assert chunk == b"", chunk  # a connection that never joined is sent nothing
        return True

    def until(self, pred: Callable[[dict[str, Any]], bool], limit: int = 5000) -> dict[str, Any]:
        """Read messages (answering pings) until one satisfies ``pred`` (at most ``limit``
        messages and DEADLINE seconds)."""
        end = time.monotonic() + DEADLINE
        for _ in range(limit):
            assert time.monotonic() < end, "no such message in time"
            message = self.line()
            assert message is not None, "the host closed the connection"
            if message.get("msg") == "ping":
                self.send({"cmd": "pong"})
            if pred(message):
                return message
        raise AssertionError("no such message")

    def close(self) -> None:
        self.sock.close()


def wait_for(pred: Callable[[], bool], timeout: float = 10.0) -> None:
    end = time.monotonic() + timeout
    while not pred():
        assert time.monotonic() < end, "condition not reached in time"
        time.sleep(0.01)


CARD = re.compile(r"^[2-9TJQKA][CDHS]$")
OWN = ("hand", "legal")  # an observation's fields that are the seat's own


def card_tokens(value: Any) -> set[int]:
    """Every card named anywhere in a JSON value (a card name, or a word of a string)."""
    found: set[int] = set()
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            found.update(parse_card(w) for w in item.split() if CARD.match(w))
    return found


def _secrets(host: Host) -> tuple[dict[tuple[str, int, int], list[set[int]]], int]:
    """For each log entry, the cards each seat must not have been told of by then: those in
    another seat's hand just before or after it, unless the seat holds them or they were
    put face up in that round (a new deal starts the round's public cards afresh)."""
    assert host.match is not None
    match = Match(host.match.config)
    n = match.players
    public: set[int] = set()
    found: dict[tuple[str, int, int], list[set[int]]] = {}

    def hands() -> list[set[int]]:
        return [set(match.state.hand(s)) for s in range(n)]

    def face_up(entry: Entry) -> set[int]:
        return {c for e in entry.events if e.face_up for c in e.cards}

    def common() -> set[int]:
        """What the rules make common knowledge: the cards every seat's observation names
        outside its own hand (the table; Rooster's shown and picked-up cards, CR-3, CR-7)."""
        seen = [
            card_tokens({k: v for k, v in match.observation(s).items() if k not in OWN})
            for s in range(n)
        ]
        return set.intersection(*seen)

    for entry in host.log:
        match.pending = None
        before, known = hands(), common()
        if entry.action is None:
            if match.next_game_due():
                match.start_next_game()
            public = set()
            kind = "deal"
        else:
            assert entry.seat is not None
            match.apply(entry.seat, entry.action)
            kind = "played"
        after = hands()
        allowed = public | face_up(entry) | known | common()
        public = allowed
        if any(e.kind in ("deal_start", "hand_start") for e in entry.events):
            public = set()
        found[(kind, entry.move, entry.game_no)] = [
            set().union(*(before[s] | after[s] for s in range(n) if s != x))
            - allowed
            - before[x]
            - after[x]
            for x in range(n)
        ]
    return found, n


def assert_nothing_hidden(host: Host, received: bytes, seat: int | None, game: str = "") -> int:
    """Check every message of ``received`` (all a friend at ``seat`` was sent): no card of
    another seat's hidden hand named before it is public; the number of table messages read."""
    assert seat is not None
    secrets, _ = _secrets(host)
    latest = {(move, game_no): found for (_, move, game_no), found in secrets.items()}
    checked = 0
    lines = received.split(b"\n")
    assert lines[-1] == b""  # every message is a whole line
    for line in lines[:-1]:
        message = json.loads(line)
        kind = message["msg"]
        items = message["entries"] if kind == "log" else [message]
        for item in items:
            named = card_tokens(item)
            if kind in ("played", "deal", "log"):
                key = (item.get("kind", kind), item["move"], item["game_no"])
                leaked = named & secrets[key][seat]
                assert not leaked, (game, seat, key, sorted(leaked))
                checked += 1
            elif kind == "table":  # the table as it stood after the last entry of its move
                leaked = named & latest[(item["move"], item["game_no"])][seat]
                assert not leaked, (game, seat, "table", sorted(leaked))
                checked += 1
            else:
                assert not named, (kind, named)  # no cards outside the table's messages
    return checked
