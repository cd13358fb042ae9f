"""Run inside a network namespace by test_discovery.py: a table advertised, a hostile record
beside it, what a finder hears as the table changes and goes; one JSON line per stage."""

from __future__ import annotations

import json
import socket
import sys
import time
from collections.abc import Callable

from zeroconf import ServiceInfo

from koloda.net.discovery import SERVICE, Advertiser, TableAd, TableFinder, _zeroconf

LO = ["127.0.0.1"]


def wait_for(test: Callable[[], bool], seconds: float = 10.0) -> bool:
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        if test():
            return True
        time.sleep(0.05)
    return False


def report(stage: str, finder: TableFinder) -> None:
    tables = [t.__dict__ | {"addresses": list(t.addresses)} for t in finder.tables()]
    print(json.dumps({"stage": stage, "tables": tables}), flush=True)


def main() -> int:
    hostile = _zeroconf(LO)
    garbage = ServiceInfo(
        SERVICE,
        f"Mallory.{SERVICE}",
        port=47999,
        properties={"game": "../../etc", "players": "99999", "free": "x", "table": "M" * 200},
        addresses=[socket.inet_aton("127.0.0.1")],
        server="mallory.local.",
    )
    hostile.register_service(garbage)
    ad = TableAd("Olena's table", "rooster", 4, 2, 1, 47801, ("127.0.0.1",), "{}", 3)
    advertiser = Advertiser(ad, interfaces=LO)
    finder = TableFinder(interfaces=LO)
    try:
        wait_for(lambda: bool(finder.tables()))
        time.sleep(1.0)  # the hostile record has had its time to be heard too
        report("advertised", finder)
        advertiser.update(free=1)
        wait_for(lambda: any(t.free == 1 for t in finder.tables()))
        report("a seat taken", finder)
        advertiser.close()
        wait_for(lambda: not finder.tables())
        report("closed", finder)
    finally:
        finder.close()
        hostile.unregister_service(garbage)
        hostile.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
