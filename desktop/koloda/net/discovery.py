"""Tables on the local network (issue 42): a host advertises its table by DNS-SD over multicast
DNS, the service discovery that desktops and KDE's games use, and the Join dialog lists the
tables it hears. python-zeroconf does the protocol (the well-kept library of the field: pure
Python with compiled parts, no system daemon needed, the same on Linux, Windows and macOS).

Nothing secret is advertised: a table's name, its game, its seats, how long its match is (its
options and a series' games, so that the list can say "A match of 2 hands.") and where it
listens. The join code never leaves the host. What comes from the network is read as hostile:
a record that is garbled, too long or out of range is left out of the list, never shown
half-read, and a match's options are judged by the rules as a saved match's are.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import re
import socket
import threading
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from koloda.match import MatchConfig, MatchError

__all__ = [
    "MAX_FIELD",
    "SERVICE",
    "Advertiser",
    "DiscoveryUnavailable",
    "TableAd",
    "TableFinder",
]

SERVICE = "_koloda._tcp.local."
MAX_FIELD = 64  # bytes of one advertised text field; longer is a garbled or hostile record
MAX_TABLES = 64  # a finder lists at most this many tables (a flood of records cannot grow it)
MAX_NUMBER = 99_999  # an advertised option's number; a larger one is a garbled or hostile record
_GAME = re.compile(r"^[a-z][a-z0-9_]{0,31}$")
_log = logging.getLogger(__name__)


class DiscoveryUnavailable(RuntimeError):
    """The network gives no multicast DNS here (no library, no interface, a blocked port)."""


@dataclass(frozen=True)
class TableAd:
    """A table as its host advertises it."""

    name: str  # what the list shows, e.g. "Olena's table"
    game: str  # a game's registry name
    players: int
    free: int  # friends' seats nobody has taken yet
    protocol: int  # the wire protocol's version (docs/network.md)
    port: int
    addresses: tuple[str, ...] = ()
    # the match's options as compact JSON and a series' games (CR-13): "" and 0 where the host
    # did not say them (options too long for a field, or a host of an earlier version)
    options: str = ""
    games: int = 0

    @staticmethod
    def options_text(options: Mapping[str, Any]) -> str:
        """A match's ``options`` as advertised: compact JSON, "" when they do not fit a field."""
        text = json.dumps(dict(options), separators=(",", ":"), sort_keys=True)
        return text if len(text.encode("utf-8")) <= MAX_FIELD else ""

    def match_options(self) -> dict[str, Any] | None:
        """The advertised match's options (checked by ``read``), None where none were said."""
        return json.loads(self.options) if self.options and self.games else None

    def address(self) -> str:
        """Where to connect: the first IPv4 address if there is one, as ``host:port``."""
        if not self.addresses:
            return ""
        best = sorted(self.addresses, key=lambda a: ":" in a)[0]
        return f"[{best}]:{self.port}" if ":" in best else f"{best}:{self.port}"

    def properties(self) -> dict[str, str]:
        fields = {
            "game": self.game,
            "players": str(self.players),
            "free": str(self.free),
            "protocol": str(self.protocol),
            "table": self.name,
        }
        if self.options and self.games:
            fields.update(options=self.options, games=str(self.games))
        return fields

    @classmethod
    def read(
        cls, properties: dict[Any, Any], port: object, addresses: Iterable[object]
    ) -> TableAd | None:
        """A table from a received record, or None when any part of it is not as we write it."""
        fields: dict[str, str] = {}
        for key, value in properties.items():
            if not isinstance(key, bytes) or not isinstance(value, bytes | None):
                return None
            if len(key) > MAX_FIELD or (value is not None and len(value) > MAX_FIELD):
                return None
            try:
                fields[key.decode("ascii")] = (value or b"").decode("utf-8")
            except UnicodeDecodeError:
                return None
        numbers = [_small_int(fields.get(k)) for k in ("players", "free", "protocol")]
        players, free, protocol = numbers
        name = fields.get("table", "").strip()
        game = fields.get("game", "")
        if players is None or free is None or protocol is None or not _GAME.match(game):
            return None
        if not 2 <= players <= 6 or not 0 <= free < players or not name or not name.isprintable():
            return None
        if not isinstance(port, int) or not 0 < port < 65536:
            return None
        options, games = fields.get("options"), fields.get("games")
        if (options is None) != (games is None):
            return None  # a host writes both or neither
        said = 0 if games is None else _small_int(games)
        if said is None or (options is not None and not _match_ok(game, players, options, said)):
            return None
        kept = tuple(sorted(a for a in (_address(x) for x in addresses) if a))
        return cls(name, game, players, free, protocol, port, kept, options or "", said)


def _small_int(text: str | None) -> int | None:
    if text is None or not text.isdigit() or len(text) > 4:
        return None
    return int(text)


def _match_ok(game: str, players: int, text: str, games: int) -> bool:
    """Whether ``text`` holds options of small plain values that the rules accept for a match
    of ``game`` with ``players`` and ``games`` games (the rules are the judge, as for a save)."""
    try:
        options = json.loads(text)
    except ValueError:  # RecursionError is not possible in a field of MAX_FIELD bytes
        return False
    if not isinstance(options, dict) or not all(_plain(v) for v in options.values()):
        return False
    try:
        MatchConfig(game, players, options=options, match_games=games).validate()
    except MatchError:
        return False
    return True


def _plain(value: object) -> bool:
    if value is None or isinstance(value, bool):
        return True
    return type(value) is int and 0 <= value <= MAX_NUMBER


def _address(value: object) -> str:
    try:
        return str(ipaddress.ip_address(str(value)))
    except ValueError:
        return ""


def _zeroconf(interfaces: list[str] | None) -> Any:
    """A python-zeroconf instance on these interface addresses (all when None)."""
    try:
        from zeroconf import InterfaceChoice, IPVersion, Zeroconf
    except ImportError as e:  # a build without it: the dialog offers the typed address
        raise DiscoveryUnavailable(f"no multicast DNS library ({e.name})") from e
    try:
        choice: Any = interfaces if interfaces is not None else InterfaceChoice.All
        return Zeroconf(interfaces=choice, ip_version=IPVersion.V4Only)
    except OSError as e:
        raise DiscoveryUnavailable(f"multicast DNS cannot start here: {e.strerror or e}") from e


def _server() -> str:
    """This computer's multicast DNS host name (a label of the system's host name)."""
    label = re.sub(r"[^A-Za-z0-9-]", "-", socket.gethostname().split(".")[0])[:40].strip("-")
    return f"{label or 'koloda'}-koloda.local."


def _instance_name(name: str) -> str:
    # a DNS label holds at most 63 bytes; dots would split it
    label = name.replace(".", " ").strip() or "Koloda"
    while len(label.encode("utf-8")) > 63:
        label = label[:-1]
    return f"{label}.{SERVICE}"


class Advertiser:
    """Announces one table until closed; ``update`` re-announces its free seats."""

    def __init__(self, ad: TableAd, interfaces: list[str] | None = None) -> None:
        self._zc = _zeroconf(interfaces)  # first: it says when the library is missing
        from zeroconf import ServiceInfo

        addresses = [socket.inet_aton(a) for a in ad.addresses if ":" not in a]
        self._info = ServiceInfo(
            SERVICE,
            _instance_name(ad.name),
            port=ad.port,
            properties=ad.properties(),
            addresses=addresses or None,
            server=_server(),
        )
        self.ad = ad
        try:  # a second table of the same name on the network gets "(2)" from the library
            self._zc.register_service(self._info, allow_name_change=True)
        except Exception as e:
            self._zc.close()
            raise DiscoveryUnavailable(f"multicast DNS refused it: {e}") from e

    def update(self, free: int) -> None:
        from zeroconf import ServiceInfo

        self.ad = TableAd(**{**self.ad.__dict__, "free": free})
        info = ServiceInfo(
            SERVICE,
            self._info.name,
            port=self.ad.port,
            properties=self.ad.properties(),
            addresses=self._info.addresses or None,
            server=self._info.server,
        )
        self._zc.update_service(info)
        self._info = info

    def close(self) -> None:
        try:
            self._zc.unregister_service(self._info)
        finally:
            self._zc.close()


class TableFinder:
    """Listens for tables on the local network. ``tables()`` is what is heard now; ``changed``
    is called (on the library's thread) when that list changes."""

    def __init__(
        self, changed: Callable[[], None] | None = None, interfaces: list[str] | None = None
    ) -> None:
        self._zc = _zeroconf(interfaces)  # first: it says when the library is missing
        from zeroconf import ServiceBrowser

        self._changed = changed
        self._lock = threading.Lock()
        self._found: dict[str, TableAd] = {}
        self._browser = ServiceBrowser(self._zc, SERVICE, handlers=[self._on_change])

    def tables(self) -> list[TableAd]:
        with self._lock:
            return sorted(self._found.values(), key=lambda t: (t.name.casefold(), t.port))

    def close(self) -> None:
        self._browser.cancel()
        self._zc.close()

    def _on_change(self, zeroconf: Any, service_type: str, name: str, state_change: Any) -> None:
        from zeroconf import ServiceStateChange

        if state_change is ServiceStateChange.Removed:
            with self._lock:
                gone = self._found.pop(name, None)
            if gone is not None:
                self._tell()
            return
        threading.Thread(target=self._resolve, args=(zeroconf, name), daemon=True).start()

    def _resolve(self, zeroconf: Any, name: str) -> None:
        try:
            info = zeroconf.get_service_info(SERVICE, name, timeout=3000)
        except Exception as e:  # a record the library cannot read: not a table
            _log.info("a table record could not be read: %s", e)
            return
        ad = (
            None
            if info is None
            else TableAd.read(info.properties, info.port, info.parsed_addresses())
        )
        with self._lock:
            if ad is None or (name not in self._found and len(self._found) >= MAX_TABLES):
                return
            self._found[name] = ad
        self._tell()

    def _tell(self) -> None:
        if self._changed is not None:
            self._changed()
