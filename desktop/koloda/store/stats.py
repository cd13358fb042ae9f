"""Statistics per game and per opponent level, kept in ``statistics.json`` (format koloda-stats).

The unit is the match, for every game (issue 41): a series of Chuvash Rooster games counts once,
as a Ryadky ryadok or a Ditch Rummy match does, won when the match's result names the person
among its winners (koloda.match.FinishedMatch; the app records it with ``record_result``).
Files of earlier versions kept one record per Rooster game of a series; they load as they are.

The level of a game is the STRONGEST opponent level in it (easy < normal < hard), so a win
against one hard and two easy opponents counts under "hard". Usage (the controller, at gameOver)::

    stats = Statistics()                    # data dir, or KOLODA_HOME/data, or an argument
    notice = stats.load()                   # never raises; a bad file -> statistics.json.bad
    stats.record_result("ditch", ["normal", "hard"], won=True, score=310, loser=None,
                        used_assist=False, match_scores=[40, 95, 175])   # saves; StoreError
    stats.record_game("ditch", state.result(), human_seat, levels, used_assist, match_scores)
    stats.summary("ditch", "hard")          # Totals: games, wins, losses, streaks, ...
    stats.export_csv(path); stats.reset()

Totals are kept for every game/level and for "all" of either, so they survive the history cap
(the newest HISTORY_CAP games are kept for the plots). ``used_assist`` marks a game where a hint
or undo was used; such games still count, and are flagged in the history, CSV and plots.

How a game is won is what its ``GameInfo.won_by`` declares (koloda.rules): by points, or by not
being the loser (Chuvash Rooster, CR-12). For the latter each game also keeps a generic flag,
``loser`` (this seat was the loser), counted in ``Totals.losers``; the app labels it with the
game's own word. On disk the flag keeps the name it has had since format 1, ``"rooster"``
(``LOSER_KEY``), so files written before and after load in either version.

Several processes may record into one folder: every update is read-merge-write under the lock
of ``statistics.json.lock`` (store.lock), so a game another process recorded meanwhile is
kept, and a game that could not be saved is merged in with the next one.
"""

from __future__ import annotations

import csv
import io
from dataclasses import asdict, dataclass, field, fields
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from koloda.rules import LEVELS, NOT_LOSER, games
from koloda.store.jsonio import (
    JSON,
    MB,
    QT_TRANSLATE_NOOP,
    Message,
    StoreError,
    encode_text,
    envelope,
    invalid,
    keep_bad,
    read_envelope,
    write_bytes_atomic,
    write_json_atomic,
)
from koloda.store.lock import file_lock
from koloda.store.paths import data_dir

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

M_STATS_RESET = QT_TRANSLATE_NOOP(
    "Store",
    "Your statistics could not be read, so they start empty. The old file was kept as {bad}. "
    "({reason})",
)


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
            isinstance(d["when"], str)
            and len(d["when"]) <= 40
            and d["when"].isprintable()
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
            isinstance(raw["when"], str)
            and 0 < len(raw["when"]) <= 40
            and raw["when"].isprintable()
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


_Network = tuple[dict[str, Totals], list[GameRecord]]  # the network tables' games (issue 42)
_Contents = tuple[
    dict[str, Totals], list[GameRecord], dict[str, str], list[AccuracyRecord], _Network
]


def _is_lessons(v: Any) -> bool:
    """game -> the date a lesson of it was finished (a game of another version is kept)."""
    return (
        isinstance(v, dict)
        and len(v) <= 64
        and all(
            isinstance(k, str)
            and 0 < len(k) <= MAX_GAME_NAME
            and isinstance(w, str)
            and 0 < len(w) <= 40
            for k, w in v.items()
        )
    )


class Statistics:
    """All statistics: totals per game/level and the recent history, loaded and saved as JSON."""

    KIND = "stats"
    VERSION = 1
    FILE_NAME = "statistics.json"
    MAX_BYTES = 4 * MB

    def __init__(self, directory: Path | str | None = None) -> None:
        self.directory = Path(directory) if directory is not None else data_dir()
        self.totals: dict[str, Totals] = {}
        self.history: list[GameRecord] = []
        self._unsaved: list[GameRecord] = []  # counted here, not yet in the file
        # the guided first games finished (issue 27): game -> when first finished (UTC)
        self.lessons: dict[str, str] = {}
        # the reviewed rounds' accuracy (issue 27), oldest first, the newest ACCURACY_CAP
        self.accuracy: list[AccuracyRecord] = []
        self._unsaved_accuracy: list[AccuracyRecord] = []
        # the games played at network tables (issue 42), apart: totals per game and the history
        self.network_totals: dict[str, Totals] = {}
        self.network_history: list[GameRecord] = []
        self._unsaved_network: list[GameRecord] = []

    @property
    def path(self) -> Path:
        return self.directory / self.FILE_NAME

    def load(self) -> Message | None:
        """Read the file (missing = empty); a bad one is kept as .bad and a message returned."""
        self.totals, self.history, self.lessons, self.accuracy = {}, [], {}, []
        self.network_totals, self.network_history = {}, []
        if not self.path.exists():
            return None
        try:
            _, body = read_envelope(self.path, self.KIND, self.VERSION, max_bytes=self.MAX_BYTES)
            totals, history, lessons, accuracy, network = self._parse(body)
        except StoreError as e:
            bad = keep_bad(self.path)  # None: a FIFO or folder there is left as it is
            return Message(M_STATS_RESET, bad=(bad or self.path).name, reason=e.message)
        self.totals, self.history, self.lessons = totals, history, lessons
        self.accuracy = accuracy
        self.network_totals, self.network_history = network
        return None

    def _parse(self, body: dict[str, JSON]) -> _Contents:
        raw_totals, raw_history = body.get("totals"), body.get("history")
        lessons = body.get("lessons", {})  # absent before the guided games (issue 27)
        if not _is_lessons(lessons):
            raise invalid(self.path.name, "the finished lessons are damaged")
        if not isinstance(raw_totals, dict) or not isinstance(raw_history, list):
            raise invalid(self.path.name, "totals or history missing")
        raw_accuracy = body.get("accuracy", [])  # absent before the reviews (issue 27)
        if not isinstance(raw_accuracy, list):
            raise invalid(self.path.name, "the reviewed rounds are damaged")
        valid_keys = {f"{g}/{lv}" for g in (*games(), ALL) for lv in (*LEVELS, ALL)}
        raw_network = body.get("network", {"totals": {}, "history": []})  # absent before 42
        if not isinstance(raw_network, dict):
            raise invalid(self.path.name, "the network games are damaged")
        net_totals, net_history = raw_network.get("totals"), raw_network.get("history")
        if not isinstance(net_totals, dict) or not isinstance(net_history, list):
            raise invalid(self.path.name, "the network games are damaged")
        network_keys = {f"{g}/{NETWORK}" for g in (*games(), ALL)}
        try:
            if not set(net_totals) <= network_keys:
                raise ValueError("unknown game in the network totals")
            network = (
                {k: Totals.from_json(v) for k, v in net_totals.items()},
                [GameRecord.from_json(r) for r in net_history[-HISTORY_CAP:]],
            )
            if any(r.level != NETWORK for r in network[1]):
                raise ValueError("a network game has a computer's level")
            if not set(raw_totals) <= valid_keys:
                raise ValueError("unknown game or level in totals")
            totals = {k: Totals.from_json(v) for k, v in raw_totals.items()}
            history = [GameRecord.from_json(r) for r in raw_history[-HISTORY_CAP:]]
            accuracy = [AccuracyRecord.from_json(r) for r in raw_accuracy[-ACCURACY_CAP:]]
            if any(r.level == NETWORK for r in history):
                raise ValueError("a network game among the games against the computer")
        except ValueError as e:
            raise invalid(self.path.name, str(e)) from None
        return totals, history, dict(lessons), accuracy, network

    def _read_file(self) -> _Contents | None:
        """What the file holds now (empty if missing); None if it is unreadable (then moved
        aside, and what this object holds is what gets written)."""
        if not self.path.exists():
            return {}, [], {}, [], ({}, [])
        try:
            _, body = read_envelope(self.path, self.KIND, self.VERSION, max_bytes=self.MAX_BYTES)
            return self._parse(body)
        except StoreError:
            keep_bad(self.path)
            return None

    def _merge_and_save(self) -> None:
        """Under the file's lock: re-read it, add the games not saved yet, write it back."""
        with file_lock(self.path):
            current = self._read_file()
            if current is not None:
                totals, history, lessons, accuracy, (net_totals, net_history) = current
                for record in self._unsaved:
                    _count(totals, history, record)
                for record in self._unsaved_network:
                    _count_network(net_totals, net_history, record)
                self.network_totals, self.network_history = net_totals, net_history
                for game, when in self.lessons.items():  # the earliest finish of each
                    lessons[game] = min(when, lessons.get(game, when))
                accuracy = (accuracy + self._unsaved_accuracy)[-ACCURACY_CAP:]
                self.totals, self.history, self.lessons = totals, history, lessons
                self.accuracy = accuracy
            self.save()
        self._unsaved.clear()
        self._unsaved_accuracy.clear()
        self._unsaved_network.clear()

    def save(self) -> None:
        """Write what this object holds, atomically; StoreError if the disk refuses.
        (record_result and reset update the file under its lock; prefer them.)"""
        body: dict[str, JSON] = {
            "totals": {k: t.to_json() for k, t in sorted(self.totals.items())},
            "history": [r.to_json() for r in self.history],
        }
        if self.lessons:  # a file without them reads exactly as before
            body["lessons"] = dict(sorted(self.lessons.items()))
        if self.accuracy:  # likewise
            body["accuracy"] = [r.to_json() for r in self.accuracy[-ACCURACY_CAP:]]
        if self.network_history or self.network_totals:  # likewise
            body["network"] = {
                "totals": {k: t.to_json() for k, t in sorted(self.network_totals.items())},
                "history": [r.to_json() for r in self.network_history],
            }
        write_json_atomic(self.path, envelope(self.KIND, self.VERSION, body))

    def record_lesson(self, game: str) -> None:
        """A guided first game of ``game`` was played to its end (the first time counts);
        saved at once, StoreError if the disk refuses (it is still kept in memory)."""
        if not isinstance(game, str) or not 0 < len(game) <= MAX_GAME_NAME:
            raise ValueError(f"not a game: {game!r}")
        self.lessons.setdefault(game, datetime.now(UTC).isoformat(timespec="seconds"))
        self._merge_and_save()

    def record_accuracy(self, game: str, accuracy: float, decisions: int) -> AccuracyRecord:
        """A reviewed round of ``game``: the share of its ``decisions`` judged that were not
        mistakes; saved at once, StoreError if the disk refuses (kept in memory, saved with the
        next update)."""
        record = AccuracyRecord(
            datetime.now(UTC).isoformat(timespec="seconds"), game, float(accuracy), int(decisions)
        )
        AccuracyRecord.from_json(record.to_json())  # ValueError outside the schema
        self.accuracy.append(record)
        del self.accuracy[:-ACCURACY_CAP]
        self._unsaved_accuracy.append(record)
        self._merge_and_save()
        return record

    def accuracy_of(self, game: str = ALL) -> list[AccuracyRecord]:
        """The reviewed rounds kept, oldest first, of ``game`` (or of every game)."""
        return [r for r in self.accuracy if game in (ALL, r.game)]

    def record_result(
        self,
        game: str,
        levels: list[str],
        won: bool,
        score: int | None,
        loser: bool | None,
        used_assist: bool,
        match_scores: list[int],
    ) -> GameRecord:
        """Count a finished game under its strongest opponent level and save.

        ValueError for arguments outside the schema; StoreError if saving failed (the result
        is still counted in memory and saved with the next one)."""
        if game not in games():
            raise ValueError(f"unknown game {game!r}")
        if score is not None and not _is_int(score, -SCORE_LIMIT):
            raise ValueError(f"score out of range: {score!r}")
        if not all(_is_int(s, -SCORE_LIMIT) for s in match_scores):
            raise ValueError("match scores must be integers")
        record = GameRecord(
            when=datetime.now(UTC).isoformat(timespec="seconds"),
            game=game,
            level=strongest_level(levels),
            won=bool(won),
            score=score,
            loser=None if loser is None else bool(loser),
            assisted=bool(used_assist),
            match_scores=tuple(match_scores[-MATCH_SCORES_CAP:]),
        )
        _count(self.totals, self.history, record)
        self._unsaved.append(record)
        self._merge_and_save()
        return record

    def record_game(
        self,
        game: str,
        result: Any,
        seat: int,
        levels: list[str],
        used_assist: bool,
        match_scores: list[int],
    ) -> GameRecord:
        """record_result for the human ``seat`` straight from ``state.result()``."""
        won, score, loser = outcome(game, result, seat)
        return self.record_result(game, levels, won, score, loser, used_assist, match_scores)

    def record_network_game(
        self,
        game: str,
        result: Any,
        seat: int,
        used_assist: bool,
        match_scores: list[int],
    ) -> GameRecord:
        """A game played at a network table (issue 42), counted apart from the games against
        the computer, from the rules' ``result`` for our ``seat``; saved at once (ValueError,
        StoreError as ``record_result``)."""
        won, score, loser = outcome(game, result, seat)
        if not all(_is_int(s, -SCORE_LIMIT) for s in match_scores):
            raise ValueError("match scores must be integers")
        record = GameRecord(
            when=datetime.now(UTC).isoformat(timespec="seconds"),
            game=game,
            level=NETWORK,
            won=bool(won),
            score=score,
            loser=None if loser is None else bool(loser),
            assisted=bool(used_assist),
            match_scores=tuple(match_scores[-MATCH_SCORES_CAP:]),
        )
        _count_network(self.network_totals, self.network_history, record)
        self._unsaved_network.append(record)
        self._merge_and_save()
        return record

    def network_summary(self, game: str = ALL) -> Totals:
        """Totals of the games played at network tables, of ``game`` or of every game."""
        return self.network_totals.get(f"{game}/{NETWORK}", Totals())

    def summary(self, game: str = ALL, level: str = ALL) -> Totals:
        """Totals for a game (or ALL) at a level (or ALL; NETWORK: the games at network tables,
        which ALL leaves out); empty Totals if never played."""
        if level == NETWORK:
            return self.network_summary(game)
        return self.totals.get(f"{game}/{level}", Totals())

    def games_in(self, game: str = ALL, level: str = ALL) -> list[GameRecord]:
        """The kept history, oldest first, filtered by game and level (NETWORK: the games at
        network tables, which ALL leaves out)."""
        if level == NETWORK:
            return [r for r in self.network_history if game in (ALL, r.game)]
        return [r for r in self.history if game in (ALL, r.game) and level in (ALL, r.level)]

    def win_rate_series(self, game: str = ALL, level: str = ALL) -> list[float]:
        """Win rate after each game of the kept history (cumulative, 0..1)."""
        series: list[float] = []
        wins = 0
        for n, r in enumerate(self.games_in(game, level), start=1):
            wins += r.won
            series.append(wins / n)
        return series

    def scores(self, game: str = ALL, level: str = ALL) -> list[int]:
        """Final scores of the kept games that have one (Rooster has none)."""
        return [r.score for r in self.games_in(game, level) if r.score is not None]

    def reset(self) -> None:
        """Forget everything (the window asks for confirmation first) and save."""
        with file_lock(self.path):
            self.totals, self.history, self._unsaved, self.lessons = {}, [], [], {}
            self.accuracy, self._unsaved_accuracy = [], []
            self.network_totals, self.network_history, self._unsaved_network = {}, [], []
            self.save()

    CSV_COLUMNS = (  # the loser flag's column keeps its format-1 name, as on disk
        "date",
        "game",
        "opponent_level",
        "result",
        "score",
        LOSER_KEY,
        "hint_or_undo_used",
        "match_scores",
    )

    def to_csv(self) -> str:
        """The kept history as CSV text (one row per game, oldest first)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(self.CSV_COLUMNS)
        for r in self.history:
            writer.writerow(
                [
                    r.when,
                    r.game,
                    r.level,
                    "won" if r.won else "lost",
                    "" if r.score is None else r.score,
                    "" if r.loser is None else ("yes" if r.loser else "no"),
                    "yes" if r.assisted else "no",
                    " ".join(str(s) for s in r.match_scores),
                ]
            )
        return out.getvalue()

    def export_csv(self, path: Path | str) -> None:
        """Write the history as CSV (UTF-8 with BOM so spreadsheets read it); StoreError."""
        target = Path(path)
        write_bytes_atomic(target, encode_text(target, self.to_csv(), "utf-8-sig"))
