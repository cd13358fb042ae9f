"""A table this window hosts: the core's host (koloda.net.host) on a thread of its own, held
in its lobby until the person presses Start, and announced on the local network (DNS-SD,
koloda.net.discovery) while it has a friend's seat free. The window plays its own seat as a
client of this host, like every friend (``RemoteTable``), so the host stays the one authority.

The core's host starts when every friend's seat is taken or its lobby time is up; a window's
holds its lobby until the person presses Start (``Host.start_now``)."""

from __future__ import annotations

import contextlib
import logging
import socket
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

from koloda.net.discovery import Advertiser, DiscoveryUnavailable, TableAd
from koloda.net.host import Host
from koloda.net.host_thread import HostThread
from koloda.net.protocol import DEFAULT_PORT, PROTOCOL
from koloda.net.seats import TableSpec, Timing

log = logging.getLogger(__name__)

WINDOW_TIMING = Timing(pace=0.35)  # a computer's move waits a moment, so people can follow


class WindowHost(Host):
    """The core's host with a held lobby: it starts when the person presses Start
    (``Host.start_now``, called on the host's loop), whoever has joined by then."""

    def __init__(self, spec: TableSpec, **kwargs: Any) -> None:
        timing = kwargs.pop("timing", None) or WINDOW_TIMING
        super().__init__(spec, timing=timing, hold_lobby=True, **kwargs)


def lan_address() -> str:
    """This machine's address on the local network (the interface of its default route), or
    the loopback address when it has none. No packet is sent: a UDP socket is only aimed."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.connect(("192.0.2.1", 9))  # TEST-NET-1: never routed anywhere
        address = str(s.getsockname()[0])
        if not address.startswith("0."):
            return address
    return "127.0.0.1"


def unfinished_table(path: Path) -> TableSpec | None:
    """The table the autosave at ``path`` holds, if its match is not over (None otherwise);
    ValueError when the file is there but holds no table this version reads."""
    from koloda.net import saved

    if not path.is_file():
        return None
    table = saved.load(path)
    return None if table.match.is_over() else table.spec


class HostedTable:
    """A hosted table: its host thread, its address and code, and its announcement."""

    def __init__(
        self,
        spec: TableSpec,
        table_name: str,
        *,
        bind: str = "0.0.0.0",
        port: int = DEFAULT_PORT,
        timing: Timing | None = None,
        autosave: Path | None = None,
        advertise: bool = True,
        resume: bool = False,
        own_name: str = "",
        code: str = "",
    ) -> None:
        """``code``: the join code to open with ("": a new one; a resumed table keeps its own)."""
        self.table_name = table_name
        self.wanted_code = code
        self.bind = bind
        self.advertise = advertise
        self.resume = resume  # reopen the table its autosave holds (the same code and friends)
        self.own_name = own_name  # the host's own name: the first seat is held for it
        self.host = self._host(spec, port, timing, autosave)
        self.spec = self.host.spec
        self.thread = HostThread(self.host)
        self.port = 0
        self.discovery_problem = ""  # why the table is not announced ("" when it is)
        # told, on the announcing thread, when the announcement fails (the window's signal)
        self.unlisted: Callable[[str], None] | None = None
        self._advertiser: Advertiser | None = None
        self._ads = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koloda-net-ad")
        self._free = -1

    def _host(
        self, spec: TableSpec, port: int, timing: Timing | None, autosave: Path | None
    ) -> WindowHost:
        if self.resume and autosave is not None:  # ValueError when the file is no table
            found = WindowHost.resumed(autosave, bind=self.bind, port=port, timing=timing)
            assert isinstance(found, WindowHost)
            return found
        host = WindowHost(
            spec,
            bind=self.bind,
            port=port,
            timing=timing,
            autosave=autosave,
            code=self.wanted_code or None,
        )
        first = host.seats[0]
        if self.own_name and first.is_friend:
            # the host's own window joins a moment after the table opens: a friend quicker
            # than that (a loaded machine) took the first seat, and the host sat second at
            # their own table; held for that name, no one else takes it
            first.name, first.held = self.own_name, True
        return host

    @property
    def code(self) -> str:
        return self.host.code

    def open(self) -> None:
        """Listen (on the default port, or any free one when it is taken); RuntimeError with
        the reason when the table cannot be opened at all."""
        try:
            _, self.port = self.thread.start()
        except RuntimeError:
            if self.host.port == 0:
                raise
            host = self._host(self.spec, 0, self.host.timing, self.host.autosave)
            host.code = self.host.code
            self.host, self.thread = host, HostThread(host)
            _, self.port = self.thread.start()

    def address(self) -> str:
        """Where friends connect: the machine's LAN address (the loopback one for a table
        bound to it) and the port."""
        shown = "127.0.0.1" if self.bind.startswith("127.") else lan_address()
        return f"{shown}:{self.port}"

    def start(self) -> None:
        """Start the match now (the Start button)."""
        self.thread.call(self.host.start_now)

    def set_free(self, free: int) -> None:
        """Announce the table while ``free`` friends' seats are free; withdraw it at 0."""
        if not self.advertise or free == self._free:
            return
        self._free = free
        self._ads.submit(self._announce, free)

    def _announce(self, free: int) -> None:
        """On the announcing thread: python-zeroconf's calls wait for the network."""
        try:
            if free <= 0:
                if self._advertiser is not None:
                    advertiser, self._advertiser = self._advertiser, None
                    advertiser.close()
            elif self._advertiser is None:
                address = self.address().rsplit(":", 1)[0]
                ad = TableAd(
                    self.table_name[:40],
                    self.spec.game,
                    self.spec.players,
                    free,
                    PROTOCOL,
                    self.port,
                    (address,),
                    TableAd.options_text(self.spec.options),
                    self.spec.match_games,
                )
                self._advertiser = Advertiser(ad)
            else:
                self._advertiser.update(free)
        except DiscoveryUnavailable as e:
            self._not_listed(str(e))
        except Exception as e:  # the announcement is a convenience: the address still works
            log.warning("the table could not be announced: %s", e)
            self._not_listed(str(e))

    def _not_listed(self, problem: str) -> None:
        first = not self.discovery_problem
        self.discovery_problem = problem
        if first and self.unlisted is not None:  # told once, not at every seat's change
            self.unlisted(problem)

    def listed(self) -> bool:
        """Whether friends' Join dialogs list the table (announced, and no failure since)."""
        return self.advertise and not self.discovery_problem

    def close(self) -> None:
        """Close the table: every client is told, the announcement withdrawn."""
        self.set_free(0)
        self._ads.shutdown(wait=True, cancel_futures=False)
        self.thread.stop(timeout=5.0)
