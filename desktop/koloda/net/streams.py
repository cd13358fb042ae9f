"""asyncio streams for network play that keep what arrived before a connection broke.

asyncio loses the last lines of a connection that is reset: its ``StreamReader`` raises the
error on the next ``read`` even when lines that came before it still wait in its buffer, and
a transport whose write fails (the other side reset it) closes its socket without reading what
the system still holds for it. Either way the host missed a friend's "leave" sent just before
a reset, and a friend the host's "closing". Here a broken connection reads as its end, after
every byte that came before it: ``KeptReader`` turns the error into the end, and ``Keeping``
reads what the socket still holds before the transport closes it. The host and the client
both open their connections through this module."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

Serve = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]

LEFT_READS = 64  # reads of what a broken socket still holds, at most
LEFT_READ_SIZE = 65536


class KeptReader(asyncio.StreamReader):
    """A StreamReader on which a connection's error is its end: what was received before the
    error is read first, then ``b""``; the error is kept in ``broken``."""

    broken: BaseException | None = None
    ended = False

    def feed_eof(self) -> None:
        self.ended = True
        super().feed_eof()

    def set_exception(self, exc: BaseException) -> None:
        self.broken = exc
        self.feed_eof()


class Keeping(asyncio.StreamReaderProtocol):
    """The stream protocol of a ``KeptReader``: when the connection is lost to an error, the
    bytes the system still holds for the socket are read into the reader first (the socket is
    closed only after ``connection_lost``)."""

    def __init__(self, reader: KeptReader, connected: Serve | None = None) -> None:
        super().__init__(reader, connected)
        self.kept = reader
        self.sock: Any = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        self.sock = transport.get_extra_info("socket")
        super().connection_made(transport)

    def connection_lost(self, exc: Exception | None) -> None:
        if exc is not None and self.sock is not None and not self.kept.ended:
            for data in _left_in(self.sock):
                self.kept.feed_data(data)
        super().connection_lost(exc)


def _left_in(sock: Any) -> list[bytes]:
    """What the system still holds for a broken socket (asyncio's own is non-blocking and
    about to close): a duplicate of it is read until it has no more."""
    found: list[bytes] = []
    try:
        with sock.dup() as raw:
            raw.setblocking(False)
            for _ in range(LEFT_READS):
                data = raw.recv(LEFT_READ_SIZE)
                if not data:
                    break
                found.append(data)
    except OSError:  # nothing more to read (BlockingIOError), or the reset itself
        pass
    return found


async def serve(serve: Serve, bind: str, port: int, limit: int) -> asyncio.Server:
    """``asyncio.start_server`` whose connections keep what came before a reset."""
    loop = asyncio.get_running_loop()
    return await loop.create_server(lambda: Keeping(KeptReader(limit), serve), bind, port)


async def connect(
    address: str, port: int, limit: int
) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """``asyncio.open_connection`` whose connection keeps what came before a reset."""
    loop = asyncio.get_running_loop()
    reader = KeptReader(limit)
    proto = Keeping(reader)
    transport, _ = await loop.create_connection(lambda: proto, address, port)
    return reader, asyncio.StreamWriter(transport, proto, reader, loop)
