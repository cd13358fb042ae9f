"""A client of a network table: the connection (asyncio, standard library), the table as the
client knows it (``TableView``, plain values, no I/O), a headless bot, and ``ClientThread``,
the shape a window drives: a thread of its own, a queue of the host's messages and a callback
that says one arrived (a Qt signal emitted from it crosses to the GUI thread by itself)."""

from __future__ import annotations

import asyncio
import contextlib
import json
import queue
import threading
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from koloda.net import streams
from koloda.net.protocol import MAX_MESSAGE, PROTOCOL, TOO_LONG, LineBuffer, encode
from koloda.rules.observation import MAX_SEATS, as_count, as_seat

CONNECT_TIMEOUT = 10.0
MAX_RETRIES = 3  # a bot's refused answers to one move before it waits for the next
READ_SIZE = 65536


class HostGone(Exception):
    """The host closed the table or cannot be reached; the message is one sentence."""


class Unreachable(HostGone):
    """No table answered at the address: nothing listens there, or nothing answered in time."""


class JoinRefused(Exception):
    """The host refused to seat us (a wrong code, a full table...); ``reason`` is its code."""

    def __init__(self, reason: str, error: str) -> None:
        super().__init__(error)
        self.reason = reason


@dataclass
class TableView:
    """What a client knows of its table, kept from the host's messages (``update``): its seat,
    the seats, its own observation (the engine's JSON form), the move number, the log of
    moves as its seat saw them, the notices, and the result once the match is over."""

    seat: int | None = None
    name: str = ""
    game: str = ""
    players: int = 0
    seats: list[dict[str, Any]] = field(default_factory=list)
    observation: dict[str, Any] | None = None
    move: int = 0
    game_no: int = 0
    log: list[dict[str, Any]] = field(default_factory=list)
    notices: list[str] = field(default_factory=list)
    result: dict[str, Any] | None = None
    silence: float = 10.0

    def update(self, message: dict[str, Any]) -> None:
        """Take in one message of the host; a field of the wrong shape reads as empty (a client
        trusts the host no more than the host trusts it)."""
        kind = message.get("msg")
        if kind == "welcome":
            self.seat = as_seat(message.get("seat"), MAX_SEATS)
            self.name, self.game = _text(message.get("name")), _text(message.get("game"))
            self.players = as_count(message.get("players"))
            self.seats = _dicts(message.get("seats"))
            silence = message.get("silence")
            if isinstance(silence, int | float) and 0 < silence < 3600:
                self.silence = float(silence)
        elif kind == "lobby":
            self.seats = _dicts(message.get("seats"))
        elif kind == "log":
            self.log.extend(_dicts(message.get("entries")))
        elif kind == "notice":
            self.notices.append(_text(message.get("text")))
        elif kind == "over":
            result = message.get("result")
            self.result = result if isinstance(result, dict) else None
        if kind in ("played", "deal"):
            self.log.append({k: v for k, v in message.items() if k not in ("msg", "observation")})
        if kind in ("played", "deal", "table"):
            obs = message.get("observation")
            self.observation = obs if isinstance(obs, dict) else None
            self.move = as_count(message.get("move", self.move))
            self.game_no = as_count(message.get("game_no", self.game_no))

    def my_turn(self) -> bool:
        """The host waits for this seat's move now."""
        obs = self.observation
        if obs is None or self.seat is None or obs.get("to_move") != self.seat:
            return False
        legal = obs.get("legal")
        return isinstance(legal, list) and bool(legal)


def _text(value: object) -> str:
    return value if isinstance(value, str) else ""


def _dicts(value: object) -> list[dict[str, Any]]:
    return [v for v in value if isinstance(v, dict)] if isinstance(value, list) else []


def _host_line(line: bytes | object) -> dict[str, Any] | None:
    """A line of the host as its message (None for JSON that is not an object); ValueError,
    with the sentence a player reads, for a line that cannot be read."""
    if line is TOO_LONG or not isinstance(line, bytes):
        raise ValueError("The host sent a line too long to read.")
    try:
        message = json.loads(line)
    except ValueError:
        raise ValueError("The host sent something that is not JSON.") from None
    return message if isinstance(message, dict) else None


class Connection:
    """One connection to a host, joined; ``open`` connects and joins."""

    def __init__(
        self,
        reader: asyncio.StreamReader,
        writer: asyncio.StreamWriter,
        tap: Callable[[bytes], None] | None = None,
    ) -> None:
        self.reader, self.writer = reader, writer
        self.tap = tap  # sees every byte received, as received (tests, the bench)
        self.lines = LineBuffer(MAX_MESSAGE)
        self.pending: list[dict[str, Any]] = []
        self.received = 0  # bytes read, for the bench
        self.silence = 10.0
        self.broken: str | None = None  # why the host's stream cannot be read on

    @classmethod
    async def open(
        cls,
        address: str,
        port: int,
        code: str,
        name: str,
        tap: Callable[[bytes], None] | None = None,
    ) -> Connection:
        """Connect and join; the welcome is the first message ``next`` gives. JoinRefused or
        HostGone when that fails."""
        try:
            reader, writer = await asyncio.wait_for(
                streams.connect(address, port, MAX_MESSAGE), CONNECT_TIMEOUT
            )
        except (OSError, TimeoutError) as e:
            raise Unreachable(f"Cannot reach the table at {address}:{port} ({e}).") from None
        conn = cls(reader, writer, tap)
        await conn.send({"cmd": "join", "protocol": PROTOCOL, "code": code, "name": name})
        first = await conn.next()
        if first.get("msg") == "refused":
            conn.close()
            raise JoinRefused(str(first.get("reason")), str(first.get("error")))
        if first.get("msg") != "welcome":
            conn.close()
            raise HostGone("The host answered the join with something else than a welcome.")
        conn.silence = float(first.get("silence", conn.silence))
        conn.pending.insert(0, first)
        return conn

    async def send(self, message: dict[str, Any]) -> None:
        try:
            self.writer.write(encode(message))
            await self.writer.drain()
        except (ConnectionError, OSError):
            raise HostGone("The host has gone: the connection was lost.") from None

    async def next(self) -> dict[str, Any]:
        """The host's next message (pings are answered here and not given); HostGone when the
        host closes the table, goes silent or the connection breaks. A line that cannot be
        read ends the connection, but only once the messages before it have been given: it
        is reported once, then every later call says the same."""
        while True:
            if self.pending:
                return self.pending.pop(0)
            if self.broken is not None:
                raise HostGone(self.broken)
            try:
                async with asyncio.timeout(self.silence):  # a leave's cancel is never lost
                    chunk = await self.reader.read(READ_SIZE)
            except TimeoutError:
                raise HostGone("The host has gone silent.") from None
            except (ConnectionError, OSError):
                raise HostGone("The host has gone: the connection was lost.") from None
            if not chunk:
                if isinstance(self.reader, streams.KeptReader) and self.reader.broken:
                    raise HostGone("The host has gone: the connection was lost.")  # a reset
                raise HostGone("The host has gone: the connection closed.")
            self.received += len(chunk)
            if self.tap is not None:
                self.tap(chunk)
            self._take(chunk)

    def _take(self, chunk: bytes) -> None:
        """Read the lines ``chunk`` completes into ``pending``, up to the first bad one."""
        for line in self.lines.feed(chunk):
            try:
                message = _host_line(line)
            except ValueError as e:
                self.broken = str(e)
                self.close()  # nothing after a bad line can be trusted to be in step
                return
            if message is None:
                continue
            if message.get("msg") == "ping":  # answered at once, even mid-batch
                self.write({"cmd": "pong"})
                continue
            self.pending.append(message)

    def write(self, message: dict[str, Any]) -> None:
        """Send ``message`` without waiting (the system takes what a client sends at once);
        nothing when the connection is closed."""
        if not self.writer.transport.is_closing():
            with contextlib.suppress(ConnectionError, OSError):
                self.writer.write(encode(message))

    def close(self) -> None:
        with contextlib.suppress(Exception):
            self.writer.transport.abort()


async def play_bot(
    address: str,
    port: int,
    code: str,
    name: str,
    level: str,
    *,
    on_message: Callable[[dict[str, Any]], None] | None = None,
    tap: Callable[[bytes], None] | None = None,
) -> TableView:
    """Take a seat and play it with the computer's ``level`` to the match's end; the table as
    this seat knew it. HostGone if the host goes first, JoinRefused if it will not seat us."""
    from koloda.ai import choose_action

    loop = asyncio.get_running_loop()
    conn = await Connection.open(address, port, code, name, tap)
    view = TableView()
    answered = -1  # the move we sent an answer for
    retries = 0  # answers refused at this move; a refused answer asks for the table again
    try:
        while True:
            message = await conn.next()
            if on_message is not None:
                on_message(message)
            view.update(message)
            kind = message.get("msg")
            if kind == "over":
                return view
            if kind == "closing":
                raise HostGone(str(message.get("text") or "The host has closed the table."))
            if kind == "refused" and message.get("cmd") == "play" and retries < MAX_RETRIES:
                retries += 1
                answered = -1
                await conn.send({"cmd": "state"})
                continue
            if kind == "played":
                retries = 0
            if view.my_turn() and answered != view.move and not conn.pending:
                obs, move = view.observation, view.move
                assert obs is not None
                seed = move * 31 + (view.seat or 0)
                action = await loop.run_in_executor(None, choose_action, obs, level, seed)
                answered = move
                await conn.send({"cmd": "play", "action": str(action), "move": move})
    finally:
        conn.close()


class ClientThread:
    """A joined table for a window: the connection runs on a thread of its own; every message
    of the host goes into ``inbox`` in order, then ``notify()`` is called (on that thread). The
    last item is ``{"msg": "gone", "text": ..., "reason": "lost" or "unreachable"}`` when the
    connection ends for any reason.
    ``play``, ``request`` and ``close`` may be called from any thread."""

    def __init__(
        self, address: str, port: int, code: str, name: str, notify: Callable[[], None] | None
    ) -> None:
        self.address, self.port, self.code, self.name = address, port, code, name
        self.notify = notify
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._conn: Connection | None = None
        self._task: asyncio.Task[None] | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._main, name="koloda-net-client", daemon=True)

    def start(self) -> None:
        self._thread.start()

    def _put(self, message: dict[str, Any]) -> None:
        self.inbox.put(message)
        if self.notify is not None:
            self.notify()

    def _main(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            self._task = loop.create_task(self._run())
            loop.run_until_complete(self._task)
            loop.run_until_complete(asyncio.sleep(0))  # the connection's transport closes
        finally:
            loop.close()
            self._done.set()

    async def _run(self) -> None:
        text = "The connection to the table ended."
        reason = "lost"  # or "unreachable": no table answered at the address
        try:
            self._conn = await Connection.open(self.address, self.port, self.code, self.name)
            while True:
                message = await self._conn.next()
                self._put(message)
                if message.get("msg") == "closing":
                    text = str(message.get("text") or text)
                    break
        except JoinRefused as e:
            self._put({"msg": "refused", "cmd": "join", "reason": e.reason, "error": str(e)})
            text = str(e)
        except Unreachable as e:
            text, reason = str(e), "unreachable"
        except HostGone as e:
            text = str(e)
        except asyncio.CancelledError:
            text = "You left the table."
        finally:
            if self._conn is not None:
                self._conn.close()
            self._put({"msg": "gone", "text": text, "reason": reason})

    def request(self, message: dict[str, Any]) -> None:
        """Send a request (a JSON object with a ``cmd``) to the host. It is written on the
        connection's thread by a plain callback, never a coroutine: one scheduled as the
        loop ends would be left un-awaited."""

        def send() -> None:
            if self._conn is not None:
                self._conn.write(message)

        self._on_loop(send)

    def play(self, action: str, move: int) -> None:
        """Play ``action`` for our seat, answering the table at ``move``."""
        self.request({"cmd": "play", "action": action, "move": move})

    def close(self, timeout: float = 2.0) -> None:
        """Leave the table (the host is told) and end the thread."""

        def leave() -> None:
            if self._conn is not None:
                self._conn.write({"cmd": "leave"})
            if self._task is not None:
                self._task.cancel()

        self._on_loop(leave)
        self._done.wait(timeout)

    def _on_loop(self, call: Callable[[], None]) -> None:
        """Run ``call`` on the connection's thread, unless its loop has ended."""
        loop = self._loop
        if loop is None or loop.is_closed():
            return
        with contextlib.suppress(RuntimeError):  # the loop closed since the check
            loop.call_soon_threadsafe(call)
