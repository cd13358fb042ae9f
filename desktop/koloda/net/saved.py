"""The host's autosave: the table (its game, seats and code, the friends' names) and the match
in ``koloda.match``'s own saved form, written atomically after every move, so that a host
killed mid-match reopens the same table (``koloda host --resume FILE``) for the same friends."""

from __future__ import annotations

import logging
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from koloda.match import Match, MatchError
from koloda.net.seats import Seat, TableSpec
from koloda.store.jsonio import StoreError, read_json, write_json_atomic

log = logging.getLogger(__name__)

FORMAT = "koloda-net-table"
VERSION = 1


@dataclass
class SavedTable:
    spec: TableSpec
    code: str
    friends: list[tuple[str, bool]]  # each seat's name and whether a friend sat there
    match: Match
    by: list[str]  # who chose each of the match's moves, "friend" or "computer" ([]: unknown)


BY = ("friend", "computer")


def snapshot(
    spec: TableSpec, code: str, seats: list[Seat], match: Match, by: list[str]
) -> dict[str, Any]:
    """The table's saved form now (fresh values: later moves do not change it); ``by`` says
    who chose each move, so that a friend who rejoins a resumed table reads it in the log."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "table": spec.to_json(),
        "code": code,
        "seats": [{"name": s.name, "taken": s.taken} for s in seats],
        "match": match.to_json(),
        "by": list(by),
    }


def write(path: Path, data: dict[str, Any]) -> None:
    """Write a snapshot to ``path`` atomically (OSError when it cannot be written)."""
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, data)
    except StoreError as e:
        raise OSError(str(e)) from None


class Autosaver:
    """Writes the table's latest snapshot on a thread of its own, so the host's loop never
    waits for the disk (an atomic write and its fsync take about 10 ms) and a burst of moves
    writes only the last of them."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._latest: dict[str, Any] | None = None
        self._busy = False
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, data: dict[str, Any]) -> None:
        with self._cond:
            self._latest = data
            if self._thread is None:
                self._thread = threading.Thread(
                    target=self._run, name="koloda-net-autosave", daemon=True
                )
                self._thread.start()
            self._cond.notify_all()

    def _run(self) -> None:
        while True:
            with self._cond:
                self._cond.wait_for(lambda: self._latest is not None)
                data, self._latest = self._latest, None
                self._busy = True
            try:
                assert data is not None
                write(self.path, data)
            except OSError as e:  # a full disk must not end the match
                log.warning("autosave failed: %s", e)
            with self._cond:
                self._busy = False
                self._cond.notify_all()

    def flush(self, timeout: float = 10.0) -> None:
        """Wait (at most ``timeout`` s) until the last snapshot submitted is written."""
        with self._cond:
            self._cond.wait_for(lambda: self._latest is None and not self._busy, timeout)


def load(path: Path) -> SavedTable:
    """The table saved at ``path``; ValueError with one sentence when it is not one."""
    try:
        data: Any = read_json(path)
    except (StoreError, OSError) as e:
        raise ValueError(f"cannot read {path}: {e}") from None
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(f"{path} is not a Koloda network table")
    if data.get("version") != VERSION:
        raise ValueError(f"{path} is a network table of another version")
    spec = TableSpec.from_json(data.get("table"))
    code, seats = data.get("code"), data.get("seats")
    if not isinstance(code, str) or not code:
        raise ValueError("the saved table has no join code")
    if not isinstance(seats, list) or len(seats) != spec.players:
        raise ValueError("the saved table's seats are damaged")
    friends = []
    for seat in seats:
        if not isinstance(seat, dict) or not isinstance(seat.get("name"), str):
            raise ValueError("the saved table's seats are damaged")
        friends.append((str(seat["name"]), seat.get("taken") is True))
    try:
        match = Match.from_json(data.get("match"))
    except MatchError as e:
        raise ValueError(f"the saved match is damaged: {e}") from None
    if match.config.game != spec.game or match.config.players != spec.players:
        raise ValueError("the saved match is not the table's game")
    by = data.get("by")
    if not isinstance(by, list) or len(by) != len(match.actions) or any(b not in BY for b in by):
        by = []  # an older or damaged record: the moves are kept, who chose them is not said
    return SavedTable(spec, code, friends, match, [str(b) for b in by])
