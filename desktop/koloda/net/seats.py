"""A network table's seats and timing, as plain values: who may sit where (a friend or a
computer level), who holds each seat now, and how long the host waits for what. The host
keeps these; the lobby message and the host's autosave are their JSON form."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from koloda.match import OPPONENT_NAMES
from koloda.rules import LEVELS

FRIEND = "friend"


@dataclass(frozen=True)
class Timing:
    """How long the host waits, in seconds. A heartbeat ``ping`` goes to every client each
    ``heartbeat``; a client heard from for ``silence`` is dropped, as is one whose sending
    queue holds ``max_queue`` bytes or that takes ``send_timeout`` to accept what is sent.
    A friend's seat left empty is played by the computer after ``takeover``. The match starts
    once every friend's seat is taken, or ``lobby`` after the host opened (the computer then
    plays the empty ones); joins and leaves never move that moment. ``pace`` pauses before
    each computer move, so that people can follow; ``join`` is how long a new connection may
    take to join; ``bad_code`` delays the answer to a wrong join code. A friend connected but
    silent on their turn for ``turn`` seconds has that one move played by the computer."""

    heartbeat: float = 2.0
    silence: float = 10.0
    send_timeout: float = 10.0
    max_queue: int = 4 << 20
    takeover: float = 5.0
    lobby: float = 120.0
    pace: float = 0.0
    join: float = 10.0
    bad_code: float = 0.5
    turn: float = 120.0

    def to_json(self) -> dict[str, Any]:
        return {"heartbeat": self.heartbeat, "silence": self.silence, "turn": self.turn}


@dataclass
class Seat:
    """One seat: its ``kind`` (``friend`` or a computer level), the friend's ``name`` once one
    has taken it (kept when they drop, so that they get it back), whether a friend is
    ``connected`` now, and whether the computer ``stands_in`` for them."""

    number: int
    kind: str
    name: str
    connected: bool = False
    stands_in: bool = False
    vacant_since: float | None = None  # when the friend's seat was last left empty
    taken: bool = False  # a friend has ever sat here
    held: bool = False  # kept for its name until that player first sits (the host's own seat)

    @property
    def is_friend(self) -> bool:
        return self.kind == FRIEND

    def playing(self) -> str:
        """Who plays the seat now: ``friend``, ``computer``, or ``waiting`` (a friend's seat
        that is empty and not yet played by the computer)."""
        if not self.is_friend or self.stands_in:
            return "computer"
        return FRIEND if self.connected else "waiting"

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.number,
            "name": self.name,
            "kind": self.kind,
            "connected": self.connected,
            "playing": self.playing(),
        }


@dataclass
class TableSpec:
    """What a host offers: the game, its player count and options, each seat's kind, the
    match's length (a series' games, CR-13) and the seed of its deals."""

    game: str
    players: int
    seats: list[str]
    options: dict[str, Any] = field(default_factory=dict)
    match_games: int = 5
    seed: int = 0
    stand_in: str = "normal"  # the level that plays a friend's empty seat

    def check(self) -> None:
        """ValueError with one sentence unless every seat is a friend or a level."""
        if len(self.seats) != self.players:
            raise ValueError(f"--seats names {len(self.seats)} seats for {self.players} players")
        for kind in self.seats:
            if kind != FRIEND and kind not in LEVELS:
                raise ValueError(
                    f"a seat is 'friend' or a level ({', '.join(LEVELS)}), not {kind!r}"
                )
        if self.stand_in not in LEVELS:
            raise ValueError(f"unknown level {self.stand_in!r}")

    def make_seats(self) -> list[Seat]:
        """The seats, each computer named (the friends' names come when they join)."""
        names = iter(OPPONENT_NAMES)
        out = []
        for number, kind in enumerate(self.seats):
            name = f"Seat {number + 1}" if kind == FRIEND else next(names)
            out.append(Seat(number, kind, name))
        return out

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "seats": list(self.seats),
            "options": dict(self.options),
            "match_games": self.match_games,
            "seed": self.seed,
            "stand_in": self.stand_in,
        }

    @classmethod
    def from_json(cls, data: Any) -> TableSpec:
        """Inverse of to_json; ValueError on anything malformed."""
        if not isinstance(data, dict):
            raise ValueError("the table is not an object")
        try:
            spec = cls(
                game=str(data["game"]),
                players=int(data["players"]),
                seats=[str(s) for s in data["seats"]],
                options=dict(data.get("options", {})),
                match_games=int(data.get("match_games", 5)),
                seed=int(data.get("seed", 0)),
                stand_in=str(data.get("stand_in", "normal")),
            )
        except (KeyError, TypeError, ValueError) as e:
            raise ValueError(f"the table is damaged: {e}") from None
        spec.check()
        return spec
