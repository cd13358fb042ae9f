"""A match's configuration and the checks on saved round summaries (plain values, no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from koloda.rules import RulesError, games, new_game

MATCH_FORMAT = "koloda-match"
MATCH_VERSION = 1
LEVELS = ("easy", "normal", "hard")
OPPONENT_NAMES = ("Olena", "Taras", "Iryna", "Mykola", "Oksana", "Bohdan", "Halyna", "Petro")
MAX_MATCH_GAMES = 99


class MatchError(ValueError):
    """A match configuration or saved match that cannot be used; one clear sentence."""


def plays_series(game: str) -> bool:
    """A game whose rules take the previous game's loser is played as a series of games
    (CR-13); the others are a whole match in one state (RY-10, DR-7)."""
    info = games().get(game)
    return info is not None and "previous_loser" in info.options


def default_names(players: int, human_seat: int | None) -> list[str]:
    """'You' for the human seat, friendly names for the others."""
    names: list[str] = []
    pool = iter(OPPONENT_NAMES)
    for seat in range(players):
        names.append("You" if seat == human_seat else next(pool))
    return names


@dataclass
class MatchConfig:
    """Everything needed to start a match; plain values, JSON round-trippable."""

    game: str
    players: int
    levels: list[str] = field(default_factory=list)  # one per seat; the human's is ignored
    options: dict[str, Any] = field(default_factory=dict)  # the game's RULES.md options
    seed: int = 0
    human_seat: int | None = 0  # None: every seat is an AI (demo)
    names: list[str] = field(default_factory=list)
    match_games: int = 5  # Rooster only: games in the match (CR-13)
    first_dealer: int = 0

    def __post_init__(self) -> None:
        if isinstance(self.players, int) and 0 < self.players <= 8:
            if not self.levels:
                self.levels = ["normal"] * self.players
            if not self.names:
                self.names = default_names(self.players, self.human_seat)

    def validate(self) -> None:
        """Raise MatchError unless the config describes a match the rules accept."""
        info = games().get(self.game) if isinstance(self.game, str) else None
        if info is None:
            raise MatchError(f"unknown game {self.game!r} (known: {', '.join(sorted(games()))})")
        if not is_int(self.players) or not info.min_players <= self.players <= info.max_players:
            raise MatchError(
                f"{info.title} is for {info.min_players}-{info.max_players} players, "
                f"not {self.players!r}"
            )
        if not isinstance(self.levels, list) or len(self.levels) != self.players:
            raise MatchError("there must be one AI level per seat")
        for level in self.levels:
            if level not in LEVELS:
                raise MatchError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
        if not isinstance(self.names, list) or len(self.names) != self.players:
            raise MatchError("there must be one name per seat")
        if not all(isinstance(n, str) and 0 < len(n) <= 40 for n in self.names):
            raise MatchError("every name must be text of 1 to 40 characters")
        if self.human_seat is not None and (
            not is_int(self.human_seat) or not 0 <= self.human_seat < self.players
        ):
            raise MatchError(f"the human seat must be a seat of this game, not {self.human_seat!r}")
        if not is_int(self.seed) or self.seed < 0 or self.seed >= 2**63:
            raise MatchError(f"the seed must be a non-negative integer, not {self.seed!r}")
        if not is_int(self.first_dealer) or not 0 <= self.first_dealer < self.players:
            raise MatchError(f"the first dealer must be a seat, not {self.first_dealer!r}")
        if not is_int(self.match_games) or not 1 <= self.match_games <= MAX_MATCH_GAMES:
            raise MatchError(f"a match has 1 to {MAX_MATCH_GAMES} games, not {self.match_games!r}")
        if not isinstance(self.options, dict):
            raise MatchError("options must be an object")
        for key in self.options:
            if key not in info.options or key == "previous_loser":
                raise MatchError(f"unknown option {key!r} for {info.title}")
        try:  # the rules engine is the judge of option values (RULES.md protocol details)
            new_game(self.game, self.players, seed=0, options=dict(self.options))
        except RulesError as e:
            raise MatchError(str(e)) from None

    def to_json(self) -> dict[str, Any]:
        return {
            "game": self.game,
            "players": self.players,
            "levels": list(self.levels),
            "options": dict(self.options),
            "seed": self.seed,
            "human_seat": self.human_seat,
            "names": list(self.names),
            "match_games": self.match_games,
            "first_dealer": self.first_dealer,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchConfig:
        """Inverse of to_json; raises MatchError on anything malformed."""
        if not isinstance(data, dict):
            raise MatchError("the match configuration is not an object")
        keys = set(cls.__dataclass_fields__)
        unknown = set(data) - keys
        if unknown:
            raise MatchError(f"unknown configuration field {sorted(unknown)[0]!r}")
        if "game" not in data or "players" not in data:
            raise MatchError("the match configuration lacks the game or the player count")
        config = cls(**{k: data[k] for k in keys if k in data})
        config.validate()
        return config


def team_rows(names: list[str], points: list[int], totals: list[int]) -> list[dict[str, Any]]:
    """DR-8: seats 0+2 against 1+3; a team's points and total are the sums of its players'."""
    if len(names) != 4 or len(points) != 4 or len(totals) != 4:
        return []
    return [
        {
            "seats": [a, b],
            "names": f"{names[a]} + {names[b]}",
            "points": points[a] + points[b],
            "total": totals[a] + totals[b],
        }
        for a, b in ((0, 2), (1, 3))
    ]


def is_int(x: object) -> bool:
    return isinstance(x, int) and not isinstance(x, bool)


def valid_summary(data: object, players: int) -> bool:
    """A round summary as _round_summary writes it (saved matches are checked, never trusted)."""
    if not isinstance(data, dict) or data.get("kind") not in ("deal", "game", "hand"):
        return False
    names, points, totals = data.get("names"), data.get("points"), data.get("totals")
    winners, loser = data.get("winners"), data.get("loser")
    return (
        isinstance(names, list)
        and len(names) == players
        and all(isinstance(n, str) and len(n) <= 40 for n in names)
        and all(
            isinstance(v, list) and len(v) == players and all(is_int(x) for x in v)
            for v in (points, totals)
        )
        and isinstance(winners, list)
        and all(is_int(w) and 0 <= w < players for w in winners)
        and (loser is None or (is_int(loser) and 0 <= loser < players))
        and is_int(data.get("number"))
        and (data.get("of") is None or is_int(data.get("of")))
    )
