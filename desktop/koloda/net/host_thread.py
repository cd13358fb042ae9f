"""A host on a thread of its own with its own event loop: for tests, the bench, and a window
that hosts (the window then joins its own table as a client, koloda.net.client)."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections.abc import Callable

from koloda.match import MatchResult
from koloda.net.host import Host


class HostThread:
    """A host running in a thread of its own with its own event loop: for tests, the bench
    and a window that hosts (its window then joins the table as a client)."""

    def __init__(self, host: Host) -> None:
        self.host = host
        self.error: BaseException | None = None
        self._ready = threading.Event()
        self._loop: asyncio.AbstractEventLoop | None = None
        self._task: asyncio.Task[MatchResult] | None = None
        self._thread = threading.Thread(target=self._main, name="koloda-net-host", daemon=True)

    def start(self, timeout: float = 10.0) -> tuple[str, int]:
        """Start it; its address once it listens."""
        self._thread.start()
        if not self._ready.wait(timeout) or self.host.address is None:
            raise RuntimeError(f"the host did not start: {self.error}")
        return self.host.address

    def _main(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        listening = self.host.on_listening

        def ready(address: str, port: int, code: str) -> None:
            if listening is not None:
                listening(address, port, code)
            self._ready.set()

        self.host.on_listening = ready
        try:
            self._task = loop.create_task(self.host.run())
            loop.run_until_complete(self._task)
        except BaseException as e:  # kept for the thread's owner
            self.error = e
        finally:
            self._ready.set()
            loop.close()

    def join(self, timeout: float) -> MatchResult | None:
        """Wait for the match's end (at most ``timeout`` s); its result, or None."""
        self._thread.join(timeout)
        return self.host.result

    def stop(self, timeout: float = 5.0) -> None:
        """End the host now (every client is told), as if its owner quit."""
        loop, task = self._loop, self._task
        if loop is not None and task is not None and not loop.is_closed():
            with contextlib.suppress(RuntimeError):
                loop.call_soon_threadsafe(task.cancel)
        self._thread.join(timeout)

    def call(self, fn: Callable[[], None]) -> None:
        """Run ``fn`` on the host's loop (a test's fault: a connection cut)."""
        if self._loop is not None:
            self._loop.call_soon_threadsafe(fn)
