"""A match's configuration: the game and its options, seats, names and levels, the seed, and
how many games a series plays (plain values, JSON round-trippable, no Qt)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from koloda.rules import LEVELS, RulesError, games, new_game
from koloda.rules.base import is_int

MATCH_FORMAT = "koloda-match"
MATCH_VERSION = 1
# The saved key of a series' totals (CR-13): named in format 1, when Chuvash Rooster was the one
# game played as a series, and kept so that saves of every version load in every other.
SERIES_TOTALS_KEY = "roosters"
OPPONENT_NAMES = ("Olena", "Taras", "Iryna", "Mykola", "Oksana", "Bohdan", "Halyna", "Petro")
# each opponent's one pronoun in the sentences about them (issue 41: "their" and "her" were both
# said of Olena); a name of no opponent of these is "they"
OPPONENT_PRONOUNS = {
    "Olena": "she",
    "Taras": "he",
    "Iryna": "she",
    "Mykola": "he",
    "Oksana": "she",
    "Bohdan": "he",
    "Halyna": "she",
    "Petro": "he",
}
MAX_MATCH_GAMES = 99


class MatchError(ValueError):
    """A match configuration or saved match that cannot be used; one clear sentence."""


def plays_series(game: str) -> bool:
    """A game whose rules state is one game of a series (CR-13), not a whole match."""
    info = games().get(game)
    return info is not None and info.state_class.plays_series


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
    options: dict[str, Any] = field(default_factory=dict)  # the game's docs/rules.md options
    seed: int = 0
    human_seat: int | None = 0  # None: every seat is an AI (demo)
    names: list[str] = field(default_factory=list)
    match_games: int = 5  # games in a match played as a series (CR-13); 1 for the others
    first_dealer: int = 0
    decks: list[list[str]] | None = None  # explicit deck orders (a lesson's hand-made deal)
    lesson: str = ""  # the guided first game this match is (koloda.match.lesson), or ""

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
        if self.decks is not None and not (
            isinstance(self.decks, list)
            and all(isinstance(d, list) and all(isinstance(c, str) for c in d) for d in self.decks)
        ):
            raise MatchError("the deck orders must be lists of card names")
        if not isinstance(self.lesson, str) or len(self.lesson) > 40:
            raise MatchError("the lesson must be a game's name")
        for key in self.options:
            if key not in info.options:
                raise MatchError(f"unknown option {key!r} for {info.title}")
        try:  # the rules engine is the judge of option values (docs/rules.md protocol details)
            new_game(self.game, self.players, seed=0, decks=self.decks, options=dict(self.options))
        except RulesError as e:
            raise MatchError(str(e)) from None

    def plays_series(self) -> bool:
        """The match is a series of games, one rules state each (CR-13)."""
        return plays_series(self.game)

    def games_in_match(self) -> int:
        """How many games the match plays: ``match_games`` for a series, else one."""
        return self.match_games if self.plays_series() else 1

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
            # written only when set, so that a save of an ordinary match reads as before
            **({"decks": [list(d) for d in self.decks]} if self.decks is not None else {}),
            **({"lesson": self.lesson} if self.lesson else {}),
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
