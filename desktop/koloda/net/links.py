"""The host's connections: reading each client's lines (capped, koloda.net.protocol), a bounded
sending queue per client written by a task of its own, and the drops that keep a client from
stalling the table: one that stops reading (its queue full, or its socket taking more than
``send_timeout`` to accept), goes silent, never joins, or is one too many. A connection that
ends by itself (closed, reset, or finished by the host) ends only once every line that came
before its end has been handled, and a host that finishes one (``finish``) sends its last
message, then half-closes and reads on to the client's own close (at most ``LINGER`` s), so that
the close is never a reset that loses that message. What a line means, and what a drop does to
a seat, is the host's (``handle`` and ``lost``)."""

from __future__ import annotations

import asyncio
import logging
from collections import deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from koloda.net.protocol import MAX_REQUEST, LineBuffer, encode
from koloda.net.seats import Timing

log = logging.getLogger(__name__)

MAX_CONNECTIONS = 32  # open connections, joined or not; more are closed at once
READ_SIZE = 4096
LINGER = 2.0  # seconds a finished connection is read on, waiting for the client to close


@dataclass(eq=False)
class Conn:
    """One client's connection: its bounded sending queue and what the host knows of it."""

    writer: asyncio.StreamWriter
    opened: float
    last_heard: float
    peer: str
    seat: int | None = None
    queue: deque[bytes] = field(default_factory=deque)
    queued: int = 0
    ready: asyncio.Event = field(default_factory=asyncio.Event)
    closing: bool = False
    closed: bool = False
    sent: int = 0  # bytes written to it
    closing_since: float = 0.0
    why: str = ""  # what ended the connection, when its writer found out first


class Links:
    """Every open connection of a host."""

    def __init__(
        self,
        timing: Timing,
        handle: Callable[[Conn, bytes | object], Awaitable[None]],
        lost: Callable[[Conn, str], None],
    ) -> None:
        self.timing = timing
        self.handle, self.lost = handle, lost
        self.conns: set[Conn] = set()
        self.stopping = False

    def _now(self) -> float:
        return asyncio.get_running_loop().time()

    async def serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        """A new connection (asyncio's server callback): read its lines until it ends. The
        reader is a ``KeptReader`` (koloda.net.streams): a reset reads as the end, after every
        line that came before it, so that a friend's "leave" sent just before a reset counts."""
        now = self._now()
        peer = str(writer.get_extra_info("peername"))
        conn = Conn(writer, now, now, peer)
        if len(self.conns) >= MAX_CONNECTIONS or self.stopping:
            writer.transport.abort()
            return
        self.conns.add(conn)
        sender = asyncio.create_task(self._write(conn))
        why = "connection closed"
        try:
            lines = LineBuffer(MAX_REQUEST)
            while not conn.closed:
                chunk = await reader.read(READ_SIZE)
                if not chunk:
                    break
                conn.last_heard = self._now()
                if conn.closing:  # after our last message: read and dropped until they close
                    continue
                for line in lines.feed(chunk):
                    await self.handle(conn, line)
                    if conn.closed or conn.closing:
                        break
        except Exception:  # a client's input must never end the host
            log.exception("connection %s failed", peer)
            why = "failed"
        finally:
            if conn.closing and not conn.closed:  # a client that half-closed still gets it
                await asyncio.wait({sender}, timeout=self.timing.send_timeout)
            self.drop(conn, conn.why or why)
            sender.cancel()

    async def _write(self, conn: Conn) -> None:
        """Write ``conn``'s queue as it fills. A connection finished by the host gets its last
        message handed whole to the system, then a half-close (FIN after it); a failure to
        write ends the connection through its reader (``serve``), so that the lines it sent
        before it broke are still handled."""
        try:
            while not conn.closed:
                await conn.ready.wait()
                conn.ready.clear()
                while conn.queue:
                    data = conn.queue.popleft()
                    conn.queued -= len(data)
                    conn.writer.write(data)
                    conn.sent += len(data)
                last = conn.closing and not conn.queue
                if last:  # the drain below then waits until nothing is left in asyncio's buffer
                    conn.writer.transport.set_write_buffer_limits(high=0)
                async with asyncio.timeout(self.timing.send_timeout):
                    await conn.writer.drain()
                if last:
                    if conn.writer.can_write_eof():
                        conn.writer.write_eof()
                    return
        except TimeoutError:
            conn.why = "not reading"
            conn.writer.transport.abort()
        except (ConnectionError, OSError):
            conn.why = conn.why or "connection lost"
            conn.writer.transport.abort()

    def send(self, conn: Conn, message: dict[str, Any]) -> None:
        """Queue ``message`` for ``conn``; a client whose queue is full is not reading and is
        dropped (its seat waits for it, then the computer plays it)."""
        if conn.closed or conn.closing:
            return
        data = encode(message)
        if conn.queued + len(data) > self.timing.max_queue:
            self.drop(conn, "not reading")
            return
        conn.queue.append(data)
        conn.queued += len(data)
        conn.ready.set()

    def finish(self, conn: Conn, message: dict[str, Any]) -> None:
        """Send ``message`` as the connection's last, then close it."""
        self.send(conn, message)
        if not conn.closing:
            conn.closing, conn.closing_since = True, self._now()
        conn.ready.set()

    def drop(self, conn: Conn, why: str) -> None:
        """Close ``conn`` now, whatever it has not yet been sent; the host hears ``lost``."""
        if conn.closed:
            return
        conn.closed = True
        conn.queue.clear()
        conn.ready.set()
        self.conns.discard(conn)
        conn.writer.transport.abort()
        self.lost(conn, why)

    def sweep(self, now: float) -> None:
        """Each heartbeat: drop who never joined or went silent, ping the others."""
        for conn in list(self.conns):
            if conn.closing and now - conn.closing_since > LINGER:
                self.drop(conn, conn.why or "connection closed")
            elif conn.seat is None and now - conn.opened > self.timing.join:
                self.drop(conn, "no join")
            elif now - conn.last_heard > self.timing.silence:
                self.drop(conn, "silent")
            elif conn.seat is not None:
                self.send(conn, {"msg": "ping"})

    async def close_all(self, reason: str, text: str) -> None:
        """Tell every client the table closes and wait (at most 2 s) until each has read it
        and closed; then close the rest."""
        self.stopping = True
        for conn in list(self.conns):
            self.finish(conn, {"msg": "closing", "reason": reason, "text": text})
        for _ in range(40):
            if not self.conns:
                break
            await asyncio.sleep(0.05)
        for conn in list(self.conns):
            conn.closed = True
            conn.writer.transport.abort()
        self.conns.clear()
        await asyncio.sleep(0)  # the transports close now, not after the loop has gone
