"""The host's autosave: the table (its game, seats and code, the friends' names) and the match
in ``koloda.match``'s own saved form, written atomically after every move, so that a host
killed mid-match reopens the same table (``koloda host --resume FILE``) for the same friends."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from koloda.match import Match, MatchError
from koloda.net.seats import Seat, TableSpec
from koloda.store.jsonio import StoreError, read_json, write_json_atomic

FORMAT = "koloda-net-table"
VERSION = 1


@dataclass
class SavedTable:
    spec: TableSpec
    code: str
    friends: list[tuple[str, bool]]  # each seat's name and whether a friend sat there
    match: Match


def save(path: Path, spec: TableSpec, code: str, seats: list[Seat], match: Match) -> None:
    """Write the table to ``path`` atomically (OSError when it cannot be written)."""
    data = {
        "format": FORMAT,
        "version": VERSION,
        "table": spec.to_json(),
        "code": code,
        "seats": [{"name": s.name, "taken": s.taken} for s in seats],
        "match": match.to_json(),
    }
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        write_json_atomic(path, data)
    except StoreError as e:
        raise OSError(str(e)) from None


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
    return SavedTable(spec, code, friends, match)
