"""GameController: the Qt face of a ``koloda.match.Match``, and the only thing the window talks
to about the game (methods and signals, never its fields).

A human seat and an AI seat differ only in where the action comes from (KDE lskat's model):
``submit`` for the human, a QThreadPool worker for the AI. Pacing: after every action the
controller waits for the view's ``view_ready()`` before letting the next seat act, and after a
round summary for ``continue_match()``.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from koloda.app.play.ai_process import decide
from koloda.app.play.ai_worker import (
    BUDGET_MS,
    AIWorker,
    Decide,
    WorkerSignals,
    random_legal,
    warm_ai,
)
from koloda.app.play.collector import install_collector
from koloda.match import (
    LEVELS,
    OPPONENT_NAMES,
    FinishedGame,
    Match,
    MatchConfig,
    MatchError,
    Played,
    default_names,
)
from koloda.rules import GameState, RulesError

__all__ = [
    "LEVELS",
    "OPPONENT_NAMES",
    "GameController",
    "MatchConfig",
    "MatchError",
    "default_names",
]


class GameController(QObject):
    """Plays a match; the view listens to its signals and sends actions through ``submit``."""

    stateChanged = Signal()
    # seat, action string, event dicts; seat -1 with action "" is a fresh game (or a resumed
    # one), with "next" the next round dealt once the last one's summary was seen
    actionApplied = Signal(int, str, list)
    turnStarted = Signal(int, bool)  # seat, is_human
    thinkingChanged = Signal(int)  # seat, or -1 for none
    roundEnded = Signal(dict)  # a Ryadky deal, a Rooster game or a Ditch hand
    gameOver = Signal(dict)  # the final result of the match
    error = Signal(str)
    hintReady = Signal(str)  # the hard AI's suggestion for the human ("" when none could be had)

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        paced: bool = True,
        ai_pause_ms: int = 450,
        auto_continue: bool = False,
        budget_scale: float = 1.0,
        ai_process: bool = True,
        decide_fn: Decide = decide,
        watchdog_s: float | None = None,
    ) -> None:
        super().__init__(parent)
        install_collector()  # garbage is collected on this (the GUI) thread, never the AI's
        self.paced = paced  # wait for view_ready() after each action
        self.ai_pause_ms = ai_pause_ms  # least time an AI turn takes, so a person can follow
        self.pace = 1.0  # that time scaled by the animation speed (the window sets it)
        self.auto_continue = auto_continue  # go on after a round summary without continue_match()
        self.budget_scale = budget_scale
        self.ai_process = ai_process  # think in the helper process (ai_worker.py) to spare the GIL
        self.decide_fn = decide_fn  # what an AI seat thinks with (a test may hang it)
        self.watchdog_s = watchdog_s  # None: ai_worker.watchdog_s of the decision's budget
        self.match: Match | None = None
        self.autoplay = False  # the computer plays the human's seat too (the Demo command)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = WorkerSignals(self)
        self._signals.decided.connect(self._on_decided)
        self._signals.failed.connect(self._on_failed)
        self._signals.timedOut.connect(self._on_timed_out)
        self._hint_signals = WorkerSignals(self)  # hints answer on their own channel
        self._hint_signals.decided.connect(self._on_hint)
        self._hint_signals.timedOut.connect(self._on_hint_timed_out)
        self._hint_signals.failed.connect(self._on_hint_failed)
        self._hint_job = 0
        self._hint_move = -1
        self._cancel = threading.Event()
        self._job = 0
        self._stopped = False
        self._reset_flow()

    def _reset_flow(self) -> None:
        self._announced = False  # the pending round summary was emitted (roundEnded)
        self._next_round: list[dict[str, Any]] = []  # the deal of the next round, held back
        self._waiting_view = False
        self._finished = False  # gameOver was emitted
        self._thinking = -1
        self._turn_started = 0.0

    # ------------------------------------------------------------------ the match

    @property
    def config(self) -> MatchConfig | None:
        return self.match.config if self.match is not None else None

    @property
    def state(self) -> GameState | None:
        """The rules state of the game in play (read it; only the match changes it)."""
        return self.match.state if self.match is not None else None

    @property
    def assisted(self) -> bool:
        """A hint or an undo was used in the game in play."""
        return self.match is not None and self.match.assisted

    def _cancel_ai(self) -> None:
        self._cancel.set()
        self._cancel = threading.Event()
        self._job += 1
        self._hint_job += 1
        self._set_thinking(-1)

    def shutdown(self) -> None:
        """Stop the match where it is: cancel any AI thinking, let no seat act until the next
        new_match/from_json, and wait for the worker (call before the app quits)."""
        self._stopped = True
        self._cancel_ai()
        self._pool.waitForDone(5000)

    @Slot(object)
    def new_match(self, config: MatchConfig) -> None:
        """Start a new match (cancelling any AI still thinking about the old one)."""
        try:
            match = Match(config)
        except (MatchError, RulesError) as e:
            self.error.emit(str(e))
            return
        self._start(match)
        self._after_change(-1, "", match.deal_events())

    def _start(self, match: Match) -> None:
        self._cancel_ai()
        self._stopped = False
        config = match.config
        if self.ai_process and any(seat != config.human_seat for seat in range(config.players)):
            warm_ai()
        self.match = match
        self.autoplay = False
        self._reset_flow()

    @Slot()
    def restart(self) -> None:
        """Play the same match again from its first deal."""
        if self.match is not None:
            self.new_match(self.match.config)

    # ------------------------------------------------------------------ queries

    def viewer_seat(self) -> int:
        """The seat the table shows from: the human's, or seat 0 in a demo."""
        return self.match.viewer_seat() if self.match is not None else 0

    def observation(self) -> dict[str, Any]:
        """What the viewer may see now ({} before a match); ``legal`` only on the human's turn."""
        match = self.match
        if match is None:
            return {}
        if match.pending is not None and isinstance(match.pending.get("table"), dict):
            return dict(match.pending["table"])  # the table as the round ended
        obs = match.observation(self.viewer_seat())
        if not self.is_human_turn():
            obs = dict(obs)
            obs["legal"] = []
        return obs

    def is_human_turn(self) -> bool:
        """True when the human may act now: their seat is to move and no summary is pending.
        (They may act while the view still animates; pacing holds back only the AI seats.)"""
        match = self.match
        if match is None or match.human_seat is None or self.autoplay:
            return False
        return match.to_move() == match.human_seat

    def match_scores(self) -> list[int]:
        """Running match totals: points (Ryadky, Ditch) or times as the rooster (Rooster)."""
        return self.match.scores() if self.match is not None else []

    def history(self) -> list[dict[str, Any]]:
        """The summary of every finished round of the match."""
        return list(self.match.history) if self.match is not None else []

    def progress(self) -> dict[str, list[int]]:
        """Each player's points per finished round, by name."""
        return self.match.progress() if self.match is not None else {}

    def result(self) -> dict[str, Any] | None:
        """The final result once the match is over (None before)."""
        return self.match.result() if self.match is not None and self._finished else None

    def is_finished(self) -> bool:
        return self._finished

    def waiting_for_continue(self) -> bool:
        return self.match is not None and self.match.pending is not None and self._announced

    def actions(self) -> list[list[Any]]:
        """Every action applied in this match so far, as [seat, action string]."""
        return [list(a) for a in self.match.actions] if self.match is not None else []

    def can_undo(self) -> bool:
        """True when the human has a move in the current game to take back."""
        return self.match is not None and not self._stopped and self.match.can_undo()

    def replayed_log(self) -> list[tuple[Played, dict[str, Any]]]:
        """What every action of the match did, replayed (for the log of a resumed match)."""
        return self.match.replayed_log() if self.match is not None else []

    def can_redo(self) -> bool:
        """True when a move taken back can be played again."""
        return self.match is not None and not self._stopped and self.match.can_redo()

    def unrecorded_games(self) -> list[FinishedGame]:
        """Finished games the statistics have not counted yet; ``games_recorded`` after."""
        return self.match.unrecorded_games() if self.match is not None else []

    def games_recorded(self, count: int) -> None:
        if self.match is not None:
            self.match.mark_recorded(count)

    def rename_human(self, name: str) -> None:
        """The human's name changed in the settings: the match (and its save) use it now."""
        match = self.match
        if match is not None and match.human_seat is not None:
            match.config.names[match.human_seat] = name

    # ------------------------------------------------------------------ acting

    @Slot(str)
    def submit(self, action: str) -> None:
        """The human's action: refused with ``error`` unless it is their turn and it is legal."""
        match = self.match
        if match is None:
            self.error.emit(self.tr("There is no game in progress."))
            return
        if self._stopped or not self.is_human_turn():
            self.error.emit(self.tr("It is not your turn."))
            return
        if not isinstance(action, str) or action not in match.state.legal_strings():
            self.error.emit(self.tr("That move is not allowed now: %s") % action)
            return
        self._apply(match.state.to_move or 0, action)

    def _apply(self, seat: int, action: str) -> None:
        assert self.match is not None
        try:
            played = self.match.apply(seat, action)
        except (MatchError, RulesError) as e:  # cannot happen for a listed legal action
            self.error.emit(str(e))
            return
        self._announced = False
        # a round that ended shows as it ended; the next one is dealt once its summary is seen
        self._next_round = played.events[played.round_events :]
        self._after_change(seat, action, played.events[: played.round_events])

    def _after_change(self, seat: int, action: str, events: list[dict[str, Any]]) -> None:
        self._waiting_view = self.paced
        self.stateChanged.emit()
        self.actionApplied.emit(seat, action, events)
        if not self.paced:
            QTimer.singleShot(0, self, self._advance)

    @Slot()
    def view_ready(self) -> None:
        """The view has finished animating the last action: the next seat may act."""
        if not self._waiting_view:
            return
        self._waiting_view = False
        QTimer.singleShot(0, self, self._advance)

    @Slot()
    def continue_match(self) -> None:
        """Go on after a round summary (the window calls this when the dialog closes)."""
        if not self.waiting_for_continue():
            return
        assert self.match is not None
        shown = self.match.pending or {}
        self.match.round_seen()
        if "table" in shown and not self.match.state.is_terminal():
            events, self._next_round = self._next_round, []
            self._after_change(-1, "next", events)  # the next deal, on the finished table
        else:
            QTimer.singleShot(0, self, self._advance)

    def _advance(self) -> None:
        match = self.match
        if match is None or self._waiting_view or self._stopped:
            return
        if match.pending is not None:
            if self._announced:
                return  # the summary is on screen: wait for continue_match()
            self._announced = True
            self.roundEnded.emit(match.pending)
            if self.auto_continue:
                match.round_seen()
                QTimer.singleShot(0, self, self._advance)
            return
        if match.next_game_due():
            self._after_change(-1, "", match.start_next_game())
            return
        if match.is_over():
            if not self._finished:
                self._finished = True
                self.gameOver.emit(match.result())
            return
        seat = match.to_move()
        if seat is None:
            return
        human = seat == match.human_seat and not self.autoplay
        self._turn_started = time.monotonic()
        self.turnStarted.emit(seat, human)
        if not human:
            self._start_ai(seat)

    def set_autoplay(self, on: bool) -> None:
        """The computer plays the human's seat too (on), or hands it back (off); a game played
        so counts as assisted."""
        if on == self.autoplay:
            return
        self.autoplay = on
        match = self.match
        if match is None or match.human_seat is None:
            return
        if on:
            match.mark_assisted()
            if match.to_move() == match.human_seat and not self._waiting_view:
                self._turn_started = time.monotonic()
                self._start_ai(match.human_seat)
        else:
            self._cancel_ai()  # a move being thought of for the human is not played
            QTimer.singleShot(0, self, self._advance)
        self.stateChanged.emit()

    # ------------------------------------------------------------------ the AI seats

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self.thinkingChanged.emit(seat)

    def _seed(self, salt: int) -> int:
        assert self.match is not None
        match = self.match
        return (match.config.seed * 1_000_003 + match.move_no * 31 + salt) % (2**31)

    def _start_ai(self, seat: int) -> None:
        assert self.match is not None
        self._job += 1
        human = seat == self.match.human_seat
        level = "normal" if human else self.match.config.levels[seat]  # autoplay plays normal
        obs = self.match.observation(seat)  # the AI sees only its own seat's information
        budget = BUDGET_MS.get(level, 400.0) * self.budget_scale
        self._set_thinking(seat)
        worker = AIWorker(
            self._job,
            seat,
            obs,
            level,
            self._seed(self.match.game_no),
            budget,
            self._cancel,
            self._signals,
            self.ai_process,
            self.watchdog_s,
            self.decide_fn,
        )
        self._pool.start(worker)

    @Slot(int, int, str)
    def _on_decided(self, job: int, seat: int, action: str) -> None:
        if job != self._job:
            return  # a stale answer about a game or a position that is gone
        wait = self.ai_pause_ms * self.pace - (time.monotonic() - self._turn_started) * 1000.0
        if wait > 1:
            QTimer.singleShot(int(wait), self, lambda: self._apply_ai(job, seat, action))
        else:
            self._apply_ai(job, seat, action)

    @Slot(int, int, str)
    def _on_failed(self, job: int, seat: int, message: str) -> None:
        if job != self._job or self.match is None:
            return
        text = self.tr("%s's AI failed (%s); a random legal move is played.")
        self.error.emit(text % (self._name(seat), message))
        try:
            action = random_legal(self.match.observation(seat), self.match.move_no)
        except ValueError:
            return
        self._apply_ai(job, seat, action)

    @Slot(int, int, str, bool)
    def _on_timed_out(self, job: int, seat: int, move: str, by_normal: bool) -> None:
        """The watchdog gave up on a decision far past its budget (issue 15): the move it
        offers instead is played and the player is told."""
        if job != self._job or self.match is None:
            return
        if by_normal:
            text = self.tr("%s's AI took far too long; the normal level's move is played.")
        else:
            text = self.tr("%s's AI took far too long; a random legal move is played.")
        self.error.emit(text % self._name(seat))
        self._apply_ai(job, seat, move)

    def _apply_ai(self, job: int, seat: int, action: str) -> None:
        match = self.match
        if job != self._job or match is None or match.to_move() != seat or self._waiting_view:
            return
        self._job += 1  # this decision is used up
        self._set_thinking(-1)
        legal = match.state.legal_strings()
        if action not in legal:
            self.error.emit(
                self.tr("%s's AI chose an illegal move (%s); a random legal move is played.")
                % (self._name(seat), action)
            )
            action = random_legal({"legal": legal}, match.move_no)
        self._apply(seat, action)

    def _name(self, seat: int) -> str:
        names = self.match.config.names if self.match is not None else []
        return names[seat] if 0 <= seat < len(names) else f"Seat {seat}"

    # ------------------------------------------------------------------ hints and undo

    @Slot()
    def request_hint(self) -> bool:
        """Ask the hard AI what the human should do (off the GUI thread); ``hintReady`` answers."""
        match = self.match
        if match is None or self._stopped or not self.is_human_turn():
            self.error.emit(self.tr("A hint is only given on your turn."))
            return False
        seat = match.human_seat
        assert seat is not None
        self._hint_job += 1
        self._hint_move = match.move_no
        obs = match.observation(seat)  # the human's own information only, like any AI seat
        budget = BUDGET_MS["hard"] * self.budget_scale
        worker = AIWorker(
            self._hint_job,
            seat,
            obs,
            "hard",
            self._seed(7),
            budget,
            self._cancel,
            self._hint_signals,
            self.ai_process,
            self.watchdog_s,
            self.decide_fn,
        )
        self._pool.start(worker)
        return True

    @Slot(int, int, str)
    def _on_hint(self, job: int, seat: int, action: str) -> None:
        match = self.match
        if job != self._hint_job or match is None or match.move_no != self._hint_move:
            return  # the position changed while the AI thought
        if not self.is_human_turn() or action not in match.state.legal_strings():
            self.hintReady.emit("")
            return
        match.mark_assisted()
        self.hintReady.emit(action)

    @Slot(int, int, str, bool)
    def _on_hint_timed_out(self, job: int, seat: int, move: str, by_normal: bool) -> None:
        """A hint that took far too long: normal's suggestion is better than none."""
        self._on_hint(job, seat, move if by_normal else "")

    @Slot(int, int, str)
    def _on_hint_failed(self, job: int, seat: int, message: str) -> None:
        if job == self._hint_job:
            self.hintReady.emit("")

    @Slot()
    def undo(self) -> bool:
        """Back to the human's previous decision point (the opponents' replies undone too), by
        replaying the match from its first deal up to just before the human's last move."""
        if self.match is None or not self.can_undo():
            self.error.emit(self.tr("There is no move of yours to take back."))
            return False
        try:
            match = self.match.undone()
        except (MatchError, RulesError) as e:  # the log replayed once already; never crash
            self.error.emit(str(e))
            return False
        self._start(match)
        self._after_change(-1, "undo", [])
        return True

    @Slot()
    def redo(self) -> bool:
        """Play again the move taken back by the last undo (and the replies that followed)."""
        if self.match is None or not self.can_redo():
            self.error.emit(self.tr("There is no move to play again."))
            return False
        try:
            match = self.match.redone()
        except (MatchError, RulesError) as e:
            self.error.emit(str(e))
            return False
        self._start(match)
        self._after_change(-1, "redo", [])
        return True

    # ------------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        """The whole match as a versioned, JSON-able dict (config, rules state, match scores)."""
        if self.match is None:
            raise MatchError("there is no match to save")
        return self.match.to_json()

    def from_json(self, data: Any) -> None:
        """Load a match saved by to_json; raises MatchError and changes nothing on bad data."""
        self.resume(Match.from_json(data))

    def resume(self, match: Match) -> None:
        """Go on with a loaded match where it was (its pending summary is shown again)."""
        self._start(match)
        self._after_change(-1, "", [])
