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

The history keeps the person's points round by round; the last match of each game also keeps
every seat's (``MatchLines``, the file's "last" section: a file without it loads as before, an
older Koloda ignores it), so that the window's "Last match" plot draws every player's line.

Several processes may record into one folder: every update is read-merge-write under the lock
of ``statistics.json.lock`` (store.lock), so a game another process recorded meanwhile is
kept, and a game that could not be saved is merged in with the next one.
"""

from __future__ import annotations

import csv
import io
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from koloda.rules import LEVELS, games
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
from koloda.store.records import (
    ACCURACY_CAP,
    ALL,
    HISTORY_CAP,
    LOSER_KEY,
    MATCH_SCORES_CAP,
    MAX_GAME_NAME,
    NETWORK,
    SCORE_LIMIT,
    AccuracyRecord,
    GameRecord,
    MatchLines,
    Totals,
    _count,
    _count_network,
    _is_int,
    outcome,
    strongest_level,
)

__all__ = [  # the values live in koloda.store.records; the app and tests ask for them here
    "ALL",
    "HISTORY_CAP",
    "LOSER_KEY",
    "NETWORK",
    "AccuracyRecord",
    "GameRecord",
    "MatchLines",
    "Statistics",
    "Totals",
    "outcome",
    "strongest_level",
]

M_STATS_RESET = QT_TRANSLATE_NOOP(
    "Store",
    "Your statistics could not be read, so they start empty. The old file was kept as {bad}. "
    "({reason})",
)


_Network = tuple[dict[str, Totals], list[GameRecord]]  # the network tables' games (issue 42)
_Contents = tuple[
    dict[str, Totals],
    list[GameRecord],
    dict[str, str],
    list[AccuracyRecord],
    _Network,
    dict[str, MatchLines],
    list[str],
]
MAX_ROUND_ID = 120  # a reviewed round's id: game/seed/round/moves (record_accuracy)


def _is_round_ids(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(k, str) and 0 < len(k) <= MAX_ROUND_ID for k in v)


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
        # the rounds whose accuracy is kept, by id: a round reviewed again (after a restart,
        # or opened from its file) counts once; the newest ACCURACY_CAP
        self.reviewed: list[str] = []
        self._unsaved_reviewed: list[str] = []
        # the games played at network tables (issue 42), apart: totals per game and the history
        self.network_totals: dict[str, Totals] = {}
        self.network_history: list[GameRecord] = []
        self._unsaved_network: list[GameRecord] = []
        # every seat's line of the last match of each game against the computer (the person's
        # alone is in its GameRecord): game -> lines, and those not yet in the file
        self.last: dict[str, MatchLines] = {}
        self._unsaved_last: dict[str, MatchLines] = {}

    @property
    def path(self) -> Path:
        return self.directory / self.FILE_NAME

    def load(self) -> Message | None:
        """Read the file (missing = empty); a bad one is kept as .bad and a message returned."""
        self.totals, self.history, self.lessons, self.accuracy = {}, [], {}, []
        self.network_totals, self.network_history, self.last, self.reviewed = {}, [], {}, []
        if not self.path.exists():
            return None
        try:
            _, body = read_envelope(self.path, self.KIND, self.VERSION, max_bytes=self.MAX_BYTES)
            totals, history, lessons, accuracy, network, last, reviewed = self._parse(body)
        except StoreError as e:
            bad = keep_bad(self.path)  # None: a FIFO or folder there is left as it is
            return Message(M_STATS_RESET, bad=(bad or self.path).name, reason=e.message)
        self.totals, self.history, self.lessons = totals, history, lessons
        self.accuracy = accuracy
        self.network_totals, self.network_history = network
        self.last, self.reviewed = last, reviewed
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
        raw_last = body.get("last", {})  # absent before every seat's line was kept
        if not isinstance(raw_last, dict):
            raise invalid(self.path.name, "the last matches are damaged")
        reviewed = body.get("reviewed", [])  # absent before a round was counted once
        if not _is_round_ids(reviewed):
            raise invalid(self.path.name, "the reviewed rounds are damaged")
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
            last = {g: MatchLines.from_json(v) for g, v in raw_last.items()}
            if any(lines.game != g for g, lines in last.items()):
                raise ValueError("a last match kept under another game")
        except ValueError as e:
            raise invalid(self.path.name, str(e)) from None
        return totals, history, dict(lessons), accuracy, network, last, reviewed[-ACCURACY_CAP:]

    def _read_file(self) -> _Contents | None:
        """What the file holds now (empty if missing); None if it is unreadable (then moved
        aside, and what this object holds is what gets written)."""
        if not self.path.exists():
            return {}, [], {}, [], ({}, []), {}, []
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
                totals, history, lessons, accuracy, net, last, reviewed = current
                net_totals, net_history = net
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
                new = [k for k in self._unsaved_reviewed if k not in reviewed]
                self.reviewed = (reviewed + new)[-ACCURACY_CAP:]
                for game, lines in self._unsaved_last.items():  # the newest of each game
                    if game not in last or last[game].when <= lines.when:
                        last[game] = lines
                self.last = last
            self.save()
        self._unsaved.clear()
        self._unsaved_accuracy.clear()
        self._unsaved_reviewed.clear()
        self._unsaved_network.clear()
        self._unsaved_last.clear()

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
        if self.reviewed:  # likewise; an earlier Koloda passes it by
            body["reviewed"] = list(self.reviewed[-ACCURACY_CAP:])
        if self.last:  # likewise
            body["last"] = {g: lines.to_json() for g, lines in sorted(self.last.items())}
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

    def record_accuracy(
        self, game: str, accuracy: float, decisions: int, round_id: str = ""
    ) -> AccuracyRecord | None:
        """A reviewed round of ``game``: the share of its ``decisions`` judged that were not
        mistakes; saved at once, StoreError if the disk refuses (kept in memory, saved with the
        next update). A round whose ``round_id`` was counted before is not counted again
        (None)."""
        record = AccuracyRecord(
            datetime.now(UTC).isoformat(timespec="seconds"), game, float(accuracy), int(decisions)
        )
        AccuracyRecord.from_json(record.to_json())  # ValueError outside the schema
        if round_id and not _is_round_ids([round_id]):
            raise ValueError(f"not a round's id: {round_id!r}")
        if round_id in self.reviewed:
            return None
        if round_id:
            self.reviewed.append(round_id)
            del self.reviewed[:-ACCURACY_CAP]
            self._unsaved_reviewed.append(round_id)
        self.accuracy.append(record)
        del self.accuracy[:-ACCURACY_CAP]
        self._unsaved_accuracy.append(record)
        self._merge_and_save()
        return record

    def last_match(self, game: str = ALL) -> MatchLines | None:
        """Every seat's line of the last match of ``game`` (or of any game) against the
        computer; None where only the person's line is known (the last match was recorded by
        an earlier Koloda, which keeps no lines, or none was recorded)."""
        kept = [lines for g, lines in self.last.items() if game in (ALL, g)]
        newest = max(kept, key=lambda lines: lines.when, default=None)
        if newest is None:
            return None
        record = next((r for r in reversed(self.history) if game in (ALL, r.game)), None)
        return newest if record is None or record.when <= newest.when else None

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
        lines: dict[str, list[int]] | None = None,
    ) -> GameRecord:
        """Count a finished game under its strongest opponent level and save; ``lines``: every
        seat's points round by round, by name (the match's progress), kept as the game's last
        match (``last_match``).

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
        try:  # lines outside the schema (a name no file keeps) lose the plot, not the match
            kept = None if lines is None else MatchLines.of(record.when, game, lines)
        except ValueError:
            kept = None
        _count(self.totals, self.history, record)
        self._unsaved.append(record)
        if kept is not None:
            self.last[game] = self._unsaved_last[game] = kept
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
            self.reviewed, self._unsaved_reviewed = [], []
            self.network_totals, self.network_history, self._unsaved_network = {}, [], []
            self.last, self._unsaved_last = {}, {}
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
