"""The host's messages read into the app's typed values (``Event``, ``Action``,
``Observation``, ``RoundSummary``, ``MatchResult``), each read as hostile: a field of the
wrong type or out of range gives None (or is left out), never an exception, so that nothing
a host sends can crash the window (docs/network.md names the fields)."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from koloda.match import MatchError, MatchResult, RoundSummary, TeamRow
from koloda.rules import Action, Event, Observation, RulesError, read_observation
from koloda.rules.cards import CardError, parse_card

MAX_EVENTS = 2000  # events in one message: a whole deal is far fewer
MAX_NAME = 40


def _int(value: object, low: int, high: int) -> int | None:
    if isinstance(value, int) and not isinstance(value, bool) and low <= value <= high:
        return value
    return None


def read_event(data: object, players: int) -> Event | None:
    """One event as the host sent it (its ``to_json`` form), or None."""
    if not isinstance(data, dict):
        return None
    kind, src, dst = data.get("kind"), data.get("src", ""), data.get("dst", "")
    seat, names = data.get("seat"), data.get("cards", [])
    face_up, value = data.get("face_up", True), data.get("value", 0)
    if not isinstance(kind, str) or not 0 < len(kind) <= 40:
        return None
    if not isinstance(src, str) or not isinstance(dst, str) or len(src) + len(dst) > 80:
        return None
    if seat is not None and _int(seat, 0, players - 1) is None:
        return None
    if not isinstance(names, list) or len(names) > 108 or not isinstance(face_up, bool):
        return None
    number = _int(value, -(10**9), 10**9)
    if number is None:
        return None
    try:
        cards = tuple(parse_card(n) for n in names if isinstance(n, str))
    except (CardError, ValueError):
        return None
    if len(cards) != len(names):
        return None
    return Event(kind, seat, cards, src, dst, face_up, number)


def read_events(data: object, players: int) -> list[Event]:
    """The events of a message; a damaged one is left out."""
    if not isinstance(data, list):
        return []
    found = (read_event(e, players) for e in data[:MAX_EVENTS])
    return [e for e in found if e is not None]


def read_action(data: object) -> Action | None:
    if not isinstance(data, str) or not 0 < len(data) <= 200:
        return None
    try:
        return Action.parse(data)
    except (RulesError, ValueError):
        return None


def read_table(data: object, game: str, players: int) -> Observation | None:
    """A seat's observation of the table's game, or None when it is of another game or
    damaged (``read_observation`` reads a damaged field as empty)."""
    if not isinstance(data, dict) or data.get("game") != game:
        return None
    try:
        obs = read_observation(data)
    except (RulesError, ValueError, TypeError, KeyError):
        return None
    return obs if obs.players == players else None


def read_summary(data: object, players: int, seat: int | None) -> RoundSummary | None:
    """A round's summary as the host sent it (without a table), from ``seat``'s side."""
    if data is None:
        return None
    try:
        summary = RoundSummary.from_json(data, players)
    except (MatchError, ValueError, TypeError, KeyError):
        return None
    return replace(summary, human_seat=seat, table=None)


def read_result(data: object, players: int, seat: int | None) -> MatchResult | None:
    """The match's result as the host sent it, from ``seat``'s side."""
    if not isinstance(data, dict):
        return None
    names, totals, winners = data.get("names"), data.get("totals"), data.get("winners")
    rounds, progress = data.get("rounds", 0), data.get("progress", [])
    ok = (
        isinstance(names, list)
        and len(names) == players
        and all(isinstance(n, str) and len(n) <= MAX_NAME for n in names)
        and isinstance(totals, list)
        and len(totals) == players
        and all(_int(t, -(10**9), 10**9) is not None for t in totals)
        and isinstance(winners, list)
        and all(_int(w, 0, players - 1) is not None for w in winners)
        and _int(rounds, 0, 10_000) is not None
        and isinstance(progress, list)
        and len(progress) <= 10_000
        and all(
            isinstance(p, list)
            and len(p) == players
            and all(_int(x, -(10**9), 10**9) is not None for x in p)
            for p in progress
        )
    )
    if not ok:
        return None
    assert isinstance(names, list) and isinstance(totals, list) and isinstance(winners, list)
    try:
        rows = [TeamRow.from_json(r, players) for r in data.get("team_rows", []) or []]
    except (MatchError, TypeError):
        return None
    return MatchResult(
        game=str(data.get("game", "")),
        names=[str(n) for n in names],
        totals=[int(t) for t in totals],
        team_rows=rows,
        winners=[int(w) for w in winners],
        human_seat=seat,
        fewest_wins=data.get("fewest_wins") is True,
        rounds=int(rounds),
        teams=bool(rows),
        progress=[[int(x) for x in p] for p in progress],
    )


@dataclass(frozen=True)
class SeatInfo:
    """A seat of the table as the host's lobby shows it."""

    number: int
    name: str
    kind: str  # "friend" or a computer level
    connected: bool
    playing: str  # "friend", "computer" or "waiting"

    @property
    def stood_in(self) -> bool:
        """A friend's seat the computer plays now (its friend dropped or never came)."""
        return self.kind == "friend" and self.playing == "computer"


def read_seats(data: object, players: int) -> list[SeatInfo] | None:
    """The seats of a welcome or a lobby message, one per seat in order, or None."""
    if not isinstance(data, list) or len(data) != players:
        return None
    seats = []
    for number, raw in enumerate(data):
        if not isinstance(raw, dict):
            return None
        name, kind, playing = raw.get("name"), raw.get("kind"), raw.get("playing")
        if raw.get("seat") != number or not isinstance(name, str) or not 0 < len(name) <= 40:
            return None
        if not isinstance(kind, str) or playing not in ("friend", "computer", "waiting"):
            return None
        seats.append(SeatInfo(number, name, kind, raw.get("connected") is True, str(playing)))
    return seats


def text_of(message: dict[str, Any], key: str, limit: int = 300) -> str:
    """A text field of a message, cut to ``limit`` characters ("" when it is not text)."""
    value = message.get(key)
    return value[:limit] if isinstance(value, str) else ""


def seconds_of(value: object) -> float:
    """A number of seconds the host gives (a move's limit): 0.0 for none, or for one that is
    no number of seconds a table could mean (a bool, NaN, infinity, not in (0, 10⁶])."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        return 0.0
    return float(value) if 0 < value <= 1e6 else 0.0
