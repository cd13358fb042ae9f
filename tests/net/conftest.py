"""The network tests' fixture: hosts on 127.0.0.1, each stopped after its test."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from tables import start_host

from koloda.net import HostThread, TableSpec, Timing


@pytest.fixture
def hosting() -> Iterator[Callable[..., tuple[HostThread, int]]]:
    """``hosting(spec, timing=None, **host_args)``: a started host and its port."""
    started: list[HostThread] = []

    def start(table: TableSpec, timing: Timing | None = None, **kw: Any) -> tuple[HostThread, int]:
        thread = start_host(table, timing, **kw)
        started.append(thread)
        assert thread.host.address is not None
        return thread, thread.host.address[1]

    yield start
    for thread in started:
        thread.stop()
