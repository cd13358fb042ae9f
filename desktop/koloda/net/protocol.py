"""The table protocol of network play (docs/network.md): JSON Lines over TCP, read the way
``koloda engine`` reads its requests. A client sends requests with a ``cmd``; the host sends
messages with a ``msg``. This module is the protocol's text edge and nothing else: the line
splitter with its length cap, the request reader that refuses anything malformed, and the
builders of the host's messages. No sockets, no Qt."""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, TypeGuard

from koloda.rules import Event

PROTOCOL = 1  # the version a join names; a host refuses any other
DEFAULT_PORT = 47_142  # TCP; in IANA's dynamic range, so no service claims it
MAX_REQUEST = 4096  # bytes in a client's line, newline included: a join or a move is far less
MAX_MESSAGE = 1 << 22  # bytes in a host's line a client reads (a long match's log chunk fits)
MAX_NAME = 40  # a player's name, as a match's names (koloda.match.MatchConfig)
MAX_CODE = 64  # a join code given with --code
LOG_CHUNK = 64  # log entries per ``log`` message sent to a seat that (re)joins

COMMANDS = ("join", "play", "state", "ping", "pong", "leave")


class Refused(Exception):
    """A request the host refuses: ``reason`` is a stable code (docs/network.md), ``error``
    one sentence for a person."""

    def __init__(self, reason: str, error: str) -> None:
        super().__init__(error)
        self.reason = reason
        self.error = error
        self.id: str | int | None = None  # the request's own ``id``, echoed in the refusal


TOO_LONG = object()  # what LineBuffer gives for a line over its cap (its bytes are dropped)


class LineBuffer:
    """Splits a byte stream into lines of at most ``cap`` bytes (newline included). A longer
    line is dropped as it arrives, never held, and reported once as ``TOO_LONG``."""

    def __init__(self, cap: int) -> None:
        self.cap = cap
        self._buf = bytearray()
        self._dropping = False

    def feed(self, data: bytes) -> list[bytes | object]:
        """The whole lines ``data`` completes (without their newline), in order."""
        out: list[bytes | object] = []
        start = 0
        while True:
            end = data.find(b"\n", start)
            if end < 0:
                break
            if self._dropping:
                self._dropping = False
            elif len(self._buf) + end - start + 1 > self.cap:
                out.append(TOO_LONG)
            else:
                self._buf += data[start:end]
                out.append(bytes(self._buf).rstrip(b"\r"))
            self._buf.clear()
            start = end + 1
        rest = data[start:]
        if not self._dropping and rest:
            if len(self._buf) + len(rest) >= self.cap:
                self._buf.clear()
                self._dropping = True
                out.append(TOO_LONG)
            else:
                self._buf += rest
        return out


def encode(message: dict[str, Any]) -> bytes:
    """One line of the protocol: compact JSON, UTF-8, a newline."""
    return (json.dumps(message, separators=(",", ":"), ensure_ascii=False) + "\n").encode()


def _not_json(name: str) -> None:
    raise ValueError(f"{name} is not JSON")  # NaN and Infinity (RFC 8259)


def read_json_line(line: bytes | object) -> dict[str, Any]:
    """The JSON object of one line; Refused for anything else."""
    if line is TOO_LONG or not isinstance(line, bytes):
        raise Refused("too_long", f"a line may hold at most {MAX_REQUEST} bytes")
    try:
        text = line.decode("utf-8")
    except UnicodeDecodeError:
        raise Refused("malformed", "a line must be UTF-8 text") from None
    if not text.strip():
        raise Refused("malformed", "blank line: send one JSON object per line")
    try:
        data = json.loads(text, parse_constant=_not_json)
    except (ValueError, RecursionError):
        raise Refused("malformed", "malformed JSON: send one JSON object per line") from None
    if not isinstance(data, dict):
        raise Refused("malformed", "a request must be a JSON object with a 'cmd'")
    return data


@dataclass(frozen=True)
class Request:
    """A client's request as read: its command and its checked fields."""

    cmd: str
    code: str = ""
    name: str = ""
    protocol: int = PROTOCOL
    action: str = ""
    move: int = -1
    seat: int | None = None
    id: str | int | None = None  # echoed in a refusal, so a client knows which it was


def _int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def clean_name(value: object) -> str:
    """A player's name as the table shows it; Refused unless it is 1 to 40 printable
    characters once trimmed."""
    if not isinstance(value, str):
        raise Refused("bad_name", "a name must be text")
    name = " ".join(value.split())
    printable = all(unicodedata.category(ch)[0] != "C" for ch in name)
    if not 0 < len(name) <= MAX_NAME or not printable:
        raise Refused("bad_name", f"a name must be 1 to {MAX_NAME} printable characters")
    return name


def read_request(line: bytes | object) -> Request:
    """A client's line as a request; Refused, with its reason, for anything malformed or
    unknown (docs/network.md lists what each command needs)."""
    data = read_json_line(line)
    given = data.get("id")
    tag = given if _int(given) or (isinstance(given, str) and len(given) <= MAX_CODE) else None
    try:
        return _request(data, tag)
    except Refused as r:
        r.id = tag
        raise


def _request(data: dict[str, Any], tag: str | int | None) -> Request:
    cmd = data.get("cmd")
    if not isinstance(cmd, str):
        raise Refused("malformed", "a request needs a 'cmd' string")
    if cmd not in COMMANDS:
        shown = cmd if len(cmd) <= 20 else cmd[:20] + "..."
        raise Refused("unknown", f"unknown command {shown!r} (commands: {', '.join(COMMANDS)})")
    if cmd == "join":
        protocol, code = data.get("protocol"), data.get("code")
        if not _int(protocol):
            raise Refused("malformed", "'join' needs the integer 'protocol' it speaks")
        if not isinstance(code, str) or not 0 < len(code) <= MAX_CODE:
            raise Refused("malformed", "'join' needs the table's join 'code'")
        name = clean_name(data.get("name"))
        return Request(cmd, code=code, name=name, protocol=protocol, id=tag)
    seat = data.get("seat")
    if seat is not None and not _int(seat):
        raise Refused("malformed", "'seat' must be an integer")
    if cmd == "play":
        action, move = data.get("action"), data.get("move")
        if not isinstance(action, str) or not action:
            raise Refused("malformed", "'play' needs an 'action' string such as \"play 7S\"")
        if not _int(move) or move < 0:
            raise Refused("malformed", "'play' needs the 'move' number of the table it answers")
        return Request(cmd, action=action, move=move, seat=seat, id=tag)
    return Request(cmd, seat=seat, id=tag)


def same_code(given: str, code: str) -> bool:
    """The join code given matches the table's (case and spaces aside), in constant time."""
    import hmac

    def norm(text: str) -> bytes:
        return "".join(text.split()).upper().encode("utf-8", "replace")

    return hmac.compare_digest(norm(given), norm(code))


def new_code() -> str:
    """A short random join code, easy to read aloud: six letters and digits without the ones
    that look alike (0/O, 1/I/L)."""
    import secrets

    alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
    return "".join(secrets.choice(alphabet) for _ in range(6))


# --------------------------------------------------------------------------- host messages


def refused(cmd: str, reason: str, error: str, tag: str | int | None = None) -> dict[str, Any]:
    message = {"msg": "refused", "cmd": cmd, "reason": reason, "error": error}
    return message if tag is None else {**message, "id": tag}


def seen_events(events: Sequence[Event], seat: int | None) -> list[dict[str, Any]]:
    """``events`` as ``seat`` sees them (koloda.rules.Event.seen_by), in JSON form."""
    return [e.seen_by(seat).to_json() for e in events]


def without_table(summary: dict[str, Any]) -> dict[str, Any]:
    """A round summary for the wire: without the viewer's table it keeps for the app (that is
    one seat's observation, its hand included)."""
    return {k: v for k, v in summary.items() if k != "table"}
