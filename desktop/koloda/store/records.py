"""What the statistics count (koloda.store.stats keeps them in its file): one finished game
(``GameRecord``), the counters of a game and level (``Totals``), one reviewed round
(``AccuracyRecord``), and how a game's result reads for one seat (``outcome``). Each is read
back strictly from its JSON form: a value outside the schema is a damaged file."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, fields
from typing import Any

from koloda.rules import LEVELS, NOT_LOSER, games
from koloda.store.jsonio import JSON

ALL = "all"
# The level a game played at a network table is counted under (issue 42): such games are kept
# apart from those against the computer, in the file's "network" section, so that a file
# without it (every file before network play) loads as before, and an older Koloda ignores it.
NETWORK = "network"
HISTORY_CAP = 1000
MATCH_SCORES_CAP = 200
SCORE_LIMIT = 10**9
# The on-disk name of the loser flag in a history record and of its count in a totals entry
# (format 1, when Chuvash Rooster was the one game won by not being the loser): kept, so that
# statistics files of every version load in every other.
LOSER_KEY = "rooster"


def strongest_level(levels: list[str]) -> str:
    """The strongest of the opponents' levels (the level a game is counted under)."""
    if not levels or any(level not in LEVELS for level in levels):
        raise ValueError(f"opponent levels must be some of {', '.join(LEVELS)}, not {levels!r}")
    return max(levels, key=LEVELS.index)


def outcome(game: str, result: Any, seat: int) -> tuple[bool, int | None, bool | None]:
    """(won, score, loser) of ``seat`` from a finished game's ``result`` (docs/rules.md).

    A game won by points (Ryadky RY-10, Ditch DR-7): won = among ``winners`` (a shared win or a
    team win counts), score = the seat's total, loser None. A game won by not being the loser
    (Rooster, CR-12): won = someone else is the loser; a draw (``loser`` null) is neither a win
    nor a loss of the flag, so it counts as not won."""
    info = games().get(game)
    if info is None:
        raise ValueError(f"unknown game {game!r}")
    last_seat = info.max_players - 1
    if not isinstance(result, dict) or not _is_int(seat, 0, last_seat):
        raise ValueError("not a finished game's result")
    if info.won_by == NOT_LOSER:
        loser = result.get("loser")
        if loser is not None and not _is_int(loser, 0, last_seat):
            raise ValueError(f"the {game} result has an invalid loser")
        return loser is not None and loser != seat, None, loser == seat
    totals, winners = result.get("totals"), result.get("winners")
    if (
        not isinstance(totals, list)
        or not isinstance(winners, list)
        or seat >= len(totals)
        or not all(_is_int(t, -SCORE_LIMIT) for t in totals)
    ):
        raise ValueError(f"the {game} result has invalid totals or winners")
    return seat in winners, totals[seat], None


def _is_int(v: object, low: int = 0, high: int = SCORE_LIMIT) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and low <= v <= high


MAX_WHEN = 40  # an ISO time as the files keep it


def _is_text(v: object, high: int, low: int = 1) -> bool:
    """A printable string of ``low`` to ``high`` characters."""
    return isinstance(v, str) and low <= len(v) <= high and v.isprintable()


@dataclass(frozen=True)
class GameRecord:
    """One finished match as the history keeps it (one game of a Rooster series, in a file of
    a version before issue 41)."""

    when: str  # ISO time, UTC
    game: str
    level: str
    won: bool
    score: int | None
    loser: bool | None  # a game won by not being the loser only: ended the match as its loser
    assisted: bool  # a hint or an undo was used
    match_scores: tuple[int, ...] = ()

    def to_json(self) -> dict[str, JSON]:
        d = _to_disk(asdict(self), "loser")
        d["match_scores"] = list(self.match_scores)
        return d

    @classmethod
    def from_json(cls, raw: Any) -> GameRecord:
        """Strictly validated; ValueError names the problem."""
        d = _from_disk(raw, "loser")
        if not isinstance(d, dict) or set(d) != {f.name for f in fields(cls)}:
            raise ValueError("a game record has the wrong fields")
        ok = (
            _is_text(d["when"], MAX_WHEN, low=0)
            and d["game"] in games()
            and (d["level"] in LEVELS or d["level"] == NETWORK)
            and isinstance(d["won"], bool)
            and (d["score"] is None or _is_int(d["score"], -SCORE_LIMIT))
            and (d["loser"] is None or isinstance(d["loser"], bool))
            and isinstance(d["assisted"], bool)
            and isinstance(d["match_scores"], list)
            and len(d["match_scores"]) <= MATCH_SCORES_CAP
            and all(_is_int(s, -SCORE_LIMIT) for s in d["match_scores"])
        )
        if not ok:
            raise ValueError("a game record has an invalid value")
        return cls(**{**d, "match_scores": tuple(d["match_scores"])})


@dataclass
class Totals:
    """Counters for one game/level (or "all"): everything the statistics table shows."""

    games: int = 0
    wins: int = 0
    losses: int = 0
    losers: int = 0  # times ended as the loser of a game won by not being it (CR-12)
    scored_games: int = 0
    score_sum: int = 0
    best_score: int | None = None
    current_streak: int = 0  # wins in a row, up to the last game
    longest_streak: int = 0
    assisted: int = 0  # games where a hint or undo was used
    last_played: str | None = field(default=None)

    @property
    def average_score(self) -> float | None:
        return self.score_sum / self.scored_games if self.scored_games else None

    @property
    def win_rate(self) -> float | None:
        return self.wins / self.games if self.games else None

    def add(self, r: GameRecord) -> None:
        self.games += 1
        if r.won:
            self.wins += 1
            self.current_streak += 1
            self.longest_streak = max(self.longest_streak, self.current_streak)
        else:
            self.losses += 1
            self.current_streak = 0
        self.losers += bool(r.loser)
        self.assisted += r.assisted
        if r.score is not None:
            self.scored_games += 1
            self.score_sum += r.score
            self.best_score = r.score if self.best_score is None else max(self.best_score, r.score)
        self.last_played = r.when

    def to_json(self) -> dict[str, JSON]:
        return _to_disk(asdict(self), "losers")

    @classmethod
    def from_json(cls, raw: Any) -> Totals:
        d = _from_disk(raw, "losers")
        if not isinstance(d, dict) or set(d) != {f.name for f in fields(cls)}:
            raise ValueError("a totals entry has the wrong fields")
        counters = [f.name for f in fields(cls) if f.name not in ("best_score", "last_played")]
        ok = (
            all(
                _is_int(d[name], 0 if name != "score_sum" else -(2**62), 2**62) for name in counters
            )
            and (d["best_score"] is None or _is_int(d["best_score"], -SCORE_LIMIT))
            and (
                d["last_played"] is None
                or (isinstance(d["last_played"], str) and d["last_played"].isprintable())
            )
            and d["wins"] + d["losses"] == d["games"]
        )
        if not ok:
            raise ValueError("a totals entry has an invalid value")
        return cls(**d)


def _to_disk(d: dict[str, JSON], field_name: str) -> dict[str, JSON]:
    """A record's or totals entry's fields under their names on disk (LOSER_KEY), in order."""
    return {(LOSER_KEY if k == field_name else k): v for k, v in d.items()}


def _from_disk(d: Any, field_name: str) -> Any:
    """The inverse of _to_disk; None (refused by the caller) for anything but an object, or an
    object that has the field under its name in code rather than on disk."""
    if not isinstance(d, dict) or field_name in d:
        return None
    return {(field_name if k == LOSER_KEY else k): v for k, v in d.items()}


def _keys(game: str, level: str) -> list[str]:
    return [f"{g}/{lv}" for g in (game, ALL) for lv in (level, ALL)]


def _count(totals: dict[str, Totals], history: list[GameRecord], record: GameRecord) -> None:
    """Add one game to the totals (its game/level and the "all" rows) and the capped history."""
    for key in _keys(record.game, record.level):
        totals.setdefault(key, Totals()).add(record)
    history.append(record)
    del history[:-HISTORY_CAP]


def _count_network(
    totals: dict[str, Totals], history: list[GameRecord], record: GameRecord
) -> None:
    """Add one network game to the network totals (its game and "all") and their history."""
    for key in (f"{record.game}/{NETWORK}", f"{ALL}/{NETWORK}"):
        totals.setdefault(key, Totals()).add(record)
    history.append(record)
    del history[:-HISTORY_CAP]


MAX_GAME_NAME = 40
ACCURACY_CAP = 1000  # the newest reviewed rounds kept
MAX_DECISIONS = 10_000


@dataclass(frozen=True)
class AccuracyRecord:
    """One reviewed round (issue 27): the share of the person's judged decisions that were not
    clearly worse than hard's best, and how many were judged."""

    when: str  # ISO time, UTC
    game: str
    accuracy: float  # 0..1
    decisions: int

    def to_json(self) -> dict[str, JSON]:
        return {
            "when": self.when,
            "game": self.game,
            "accuracy": round(self.accuracy, 4),
            "decisions": self.decisions,
        }

    @classmethod
    def from_json(cls, raw: Any) -> AccuracyRecord:
        """Strictly validated; ValueError names the problem (a game of another version is
        kept, as the finished lessons are)."""
        if not isinstance(raw, dict) or set(raw) != {f.name for f in fields(cls)}:
            raise ValueError("a reviewed round has the wrong fields")
        value = raw["accuracy"]
        ok = (
            _is_text(raw["when"], MAX_WHEN)
            and isinstance(raw["game"], str)
            and 0 < len(raw["game"]) <= MAX_GAME_NAME
            and isinstance(value, int | float)
            and not isinstance(value, bool)
            and 0.0 <= value <= 1.0
            and _is_int(raw["decisions"], 1, MAX_DECISIONS)
        )
        if not ok:
            raise ValueError("a reviewed round has an invalid value")
        return cls(raw["when"], raw["game"], float(value), int(raw["decisions"]))


MAX_SEATS = 8  # seats of a match (the largest table of any game is 6)
MAX_NAME = 40  # a seat's name, as a match's configuration allows it


@dataclass(frozen=True)
class MatchLines:
    """The last finished match of a game against the computer as the Statistics window draws
    it when no match is in play: every seat's points round by round, by the seat's name ("You"
    for the person, said in the window's language). A ``GameRecord`` keeps the person's line
    alone; these are kept apart, one per game (the file's "last" section), so that a file
    without them (every file before) loads as before, and an older Koloda ignores them."""

    when: str  # ISO time, UTC: the GameRecord's of the same match
    game: str
    names: tuple[str, ...]
    lines: tuple[tuple[int, ...], ...]  # one per name, the same order

    @classmethod
    def of(cls, when: str, game: str, lines: dict[str, list[int]]) -> MatchLines:
        """From a match's progress (name -> points per round), each line its newest
        MATCH_SCORES_CAP rounds; ValueError outside the schema."""
        made = cls(
            when,
            game,
            tuple(lines),
            tuple(tuple(points[-MATCH_SCORES_CAP:]) for points in lines.values()),
        )
        return cls.from_json(made.to_json())

    def series(self) -> dict[str, list[int]]:
        """Each name's points round by round, as a match's progress gives them."""
        return {name: list(line) for name, line in zip(self.names, self.lines, strict=True)}

    def to_json(self) -> dict[str, JSON]:
        return {
            "when": self.when,
            "game": self.game,
            "names": list(self.names),
            "lines": [list(line) for line in self.lines],
        }

    @classmethod
    def from_json(cls, raw: Any) -> MatchLines:
        """Strictly validated; ValueError names the problem (a game of another version is
        kept, as the reviewed rounds are)."""
        if not isinstance(raw, dict) or set(raw) != {f.name for f in fields(cls)}:
            raise ValueError("the last match's lines have the wrong fields")
        when, game, names, lines = raw["when"], raw["game"], raw["names"], raw["lines"]
        ok = (
            _is_text(when, MAX_WHEN)
            and _is_text(game, MAX_GAME_NAME)  # a game of another version is kept, as reviews are
            and isinstance(names, list)
            and 0 < len(names) <= MAX_SEATS
            and all(_is_text(n, MAX_NAME) for n in names)
            and len(set(names)) == len(names)
            and isinstance(lines, list)
            and len(lines) == len(names)
            and all(
                isinstance(line, list)
                and len(line) <= MATCH_SCORES_CAP
                and all(_is_int(s, -SCORE_LIMIT) for s in line)
                for line in lines
            )
        )
        if not ok:
            raise ValueError("the last match's lines have an invalid value")
        return cls(when, game, tuple(names), tuple(tuple(line) for line in lines))
