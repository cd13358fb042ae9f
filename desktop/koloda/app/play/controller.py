"""GameController: owns the match and is the only thing that changes the rules state.

A human seat and an AI seat differ only in where the action comes from (KDE lskat's model):
``submit`` for the human, a QThreadPool worker for the AI. Pacing: after every action the
controller waits for the view's ``view_ready()`` before letting the next seat act.

The move log (undo, replaying saved histories) is koloda.app.play.move_log, mixed in; the
deal's card moves, round summaries and the final result are built by koloda.app.play.rounds.
"""

from __future__ import annotations

import threading
import time
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from koloda.app.play.ai_worker import BUDGET_MS, AIWorker, WorkerSignals, random_legal, warm_ai
from koloda.app.play.match import (
    LEVELS,
    MATCH_FORMAT,
    MATCH_VERSION,
    OPPONENT_NAMES,
    MatchConfig,
    MatchError,
    default_names,
    is_int,
    valid_summary,
)
from koloda.app.play.move_log import MoveLogMixin
from koloda.app.play.rounds import deal_events, final_result, round_summary
from koloda.rules import GameState, RulesError, new_game, state_from_json

__all__ = [
    "LEVELS",
    "OPPONENT_NAMES",
    "GameController",
    "MatchConfig",
    "MatchError",
    "default_names",
]


class GameController(MoveLogMixin, QObject):
    """Owns the match; the view listens to its signals and sends actions through ``submit``."""

    stateChanged = Signal()
    actionApplied = Signal(int, str, list)  # seat (-1: a fresh deal), action string, event dicts
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
    ) -> None:
        super().__init__(parent)
        self.paced = paced  # wait for view_ready() after each action
        self.ai_pause_ms = ai_pause_ms  # least time an AI turn takes, so a person can follow
        self.auto_continue = auto_continue  # go on after a round summary without continue_match()
        self.budget_scale = budget_scale
        self.ai_process = ai_process  # think in the helper process (worker.py) to spare the GIL
        self.config: MatchConfig | None = None
        self.state: GameState | None = None
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        self._signals = WorkerSignals(self)
        self._signals.decided.connect(self._on_decided)
        self._signals.failed.connect(self._on_failed)
        self._hint_signals = WorkerSignals(self)  # hints answer on their own channel
        self._hint_signals.decided.connect(self._on_hint)
        self._hint_signals.failed.connect(self._on_hint_failed)
        self._hint_job = 0
        self._hint_move = -1
        self._cancel = threading.Event()
        self._job = 0
        self._stopped = False
        self._reset_match()

    # ------------------------------------------------------------------ match lifecycle

    def _reset_match(self) -> None:
        self._game_no = 0  # Rooster: index of the current game in the match
        self._dealer = 0
        self._roosters: list[int] = []
        self._history: list[dict[str, Any]] = []
        self._pending_round: dict[str, Any] | None = None
        self._shown_round: dict[str, Any] | None = None  # the summary on screen now
        self._waiting_view = False
        self._waiting_continue = False
        self._finished = False
        self._move_no = 0
        self._thinking = -1
        self._turn_started = 0.0
        self._result: dict[str, Any] | None = None
        # every applied action of the match as [seat, action]: undo replays a prefix of it
        self._actions: list[list[Any]] = []
        self._game_start = 0  # index in _actions where the current Rooster game began
        self.assisted = False  # a hint or an undo was used in the game being played
        self.recorded = 0  # games of this match already counted in the statistics

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
            config.validate()
            state = self._new_state(config, 0, config.first_dealer, None)
        except (MatchError, RulesError) as e:
            self.error.emit(str(e))
            return
        self._cancel_ai()
        self._stopped = False
        if self.ai_process and any(seat != config.human_seat for seat in range(config.players)):
            warm_ai()
        self.config = config
        self._reset_match()
        self._dealer = config.first_dealer
        self._roosters = [0] * config.players
        self.state = state
        self._after_change(-1, "", self._deal_events())

    @Slot()
    def restart(self) -> None:
        """Play the same match again from its first deal."""
        if self.config is not None:
            self.new_match(self.config)

    def _new_state(
        self, config: MatchConfig, game_no: int, dealer: int, previous_loser: int | None
    ) -> GameState:
        options = dict(config.options)
        if config.game == "rooster":
            options["previous_loser"] = previous_loser  # CR-3, CR-13
        seed = (config.seed * 7919 + game_no) % (2**62)
        return new_game(config.game, config.players, seed=seed, dealer=dealer, options=options)

    def _deal_events(self) -> list[dict[str, Any]]:
        """The deal of a fresh game as card moves from the stock (C-6)."""
        if self.state is None:
            return []
        return deal_events(self.state, self._dealer, self.viewer_seat())

    # ------------------------------------------------------------------ queries

    def viewer_seat(self) -> int:
        """The seat the table shows from: the human's, or seat 0 in a demo."""
        if self.config is None or self.config.human_seat is None:
            return 0
        return self.config.human_seat

    def observation(self) -> dict[str, Any]:
        """What the viewer may see now ({} before a match); ``legal`` only on the human's turn."""
        if self.state is None:
            return {}
        obs = self.state.observation(self.viewer_seat())
        if not self.is_human_turn():
            obs = dict(obs)
            obs["legal"] = []
        return obs

    def is_human_turn(self) -> bool:
        """True when the human may act now: their seat is to move and no summary is pending.
        (They may act while the view still animates; pacing holds back only the AI seats.)"""
        if self.state is None or self.config is None or self.config.human_seat is None:
            return False
        if self._waiting_continue or self._pending_round is not None:
            return False
        return self.state.to_move == self.config.human_seat and not self.state.is_terminal()

    def match_scores(self) -> list[int]:
        """Running match totals: points (Ryadky, Ditch) or times as the rooster (Rooster)."""
        if self.state is None or self.config is None:
            return []
        if self.config.game == "rooster":
            return list(self._roosters)
        totals = self.state.public().get("totals", [])
        return [int(t) for t in totals]

    def history(self) -> list[dict[str, Any]]:
        return list(self._history)

    def is_finished(self) -> bool:
        return self._finished

    def waiting_for_continue(self) -> bool:
        return self._waiting_continue

    # ------------------------------------------------------------------ acting

    @Slot(str)
    def submit(self, action: str) -> None:
        """The human's action: refused with ``error`` unless it is their turn and it is legal."""
        if self.state is None or self.config is None:
            self.error.emit(self.tr("There is no game in progress."))
            return
        if self._stopped or not self.is_human_turn():
            self.error.emit(self.tr("It is not your turn."))
            return
        if not isinstance(action, str) or action not in self.state.legal_strings():
            self.error.emit(self.tr("That move is not allowed now: %s") % action)
            return
        self._apply(self.state.to_move or 0, action)

    def _apply(self, seat: int, action: str) -> None:
        state = self.state
        assert state is not None and self.config is not None
        before = state.public()
        try:
            events = state.apply_text(action)
        except RulesError as e:  # cannot happen for a listed legal action, but never crash
            self.error.emit(str(e))
            return
        self._move_no += 1
        self._actions.append([seat, action])
        dicts = [e.to_json() for e in events]
        summary = self._round_summary(before, dicts)
        if summary is not None:
            self._history.append(summary)
            self._pending_round = summary
        self._after_change(seat, action, dicts)

    def _after_change(self, seat: int, action: str, events: list[dict[str, Any]]) -> None:
        self._waiting_view = self.paced
        self.stateChanged.emit()
        self.actionApplied.emit(seat, action, events)
        if not self.paced:
            QTimer.singleShot(0, self._advance)

    @Slot()
    def view_ready(self) -> None:
        """The view has finished animating the last action: the next seat may act."""
        if not self._waiting_view:
            return
        self._waiting_view = False
        QTimer.singleShot(0, self._advance)

    @Slot()
    def continue_match(self) -> None:
        """Go on after a round summary (the window calls this when the dialog closes)."""
        if not self._waiting_continue:
            return
        self._waiting_continue = False
        self._shown_round = None
        QTimer.singleShot(0, self._advance)

    def _advance(self) -> None:
        state, config = self.state, self.config
        if state is None or config is None or self._waiting_view or self._waiting_continue:
            return
        if self._stopped:
            return
        if self._pending_round is not None:
            summary, self._pending_round = self._pending_round, None
            self._waiting_continue = not self.auto_continue
            self._shown_round = summary if self._waiting_continue else None
            self.roundEnded.emit(summary)
            if self.auto_continue:
                QTimer.singleShot(0, self._advance)
            return
        if state.is_terminal():
            if config.game == "rooster" and self._game_no + 1 < config.match_games:
                self._next_rooster_game()
            elif not self._finished:
                self._finished = True
                self._result = self._final_result()
                self.gameOver.emit(self._result)
            return
        seat = state.to_move
        if seat is None:
            return
        human = seat == config.human_seat
        self._turn_started = time.monotonic()
        self.turnStarted.emit(seat, human)
        if not human:
            self._start_ai(seat)

    def _next_rooster_game(self) -> None:
        try:
            self._next_rooster_state()
        except RulesError as e:
            self.error.emit(str(e))
            return
        self._after_change(-1, "", self._deal_events())

    def _next_rooster_state(self) -> None:
        """CR-13: the loser deals the next game and is attacked first (CR-3)."""
        assert self.state is not None and self.config is not None
        result = self.state.result() or {}
        loser = result.get("loser")
        if isinstance(loser, int):
            dealer = loser
        else:  # a drawn game: the deal passes on
            dealer = (self._dealer + 1) % self.config.players
            loser = None
        state = self._new_state(self.config, self._game_no + 1, dealer, loser)
        self._game_no += 1
        self._dealer = dealer
        self.state = state
        self._game_start = len(self._actions)

    # ------------------------------------------------------------------ the AI seats

    def _set_thinking(self, seat: int) -> None:
        if seat != self._thinking:
            self._thinking = seat
            self.thinkingChanged.emit(seat)

    def _start_ai(self, seat: int) -> None:
        assert self.state is not None and self.config is not None
        self._job += 1
        level = self.config.levels[seat]
        obs = self.state.observation(seat)  # the AI sees only its own seat's information
        seed = (self.config.seed * 1_000_003 + self._move_no * 31 + self._game_no) % (2**31)
        budget = BUDGET_MS.get(level, 400.0) * self.budget_scale
        self._set_thinking(seat)
        worker = AIWorker(
            self._job, seat, obs, level, seed, budget, self._cancel, self._signals, self.ai_process
        )
        self._pool.start(worker)

    @Slot(int, int, str)
    def _on_decided(self, job: int, seat: int, action: str) -> None:
        if job != self._job:
            return  # a stale answer about a game or a position that is gone
        wait = self.ai_pause_ms - (time.monotonic() - self._turn_started) * 1000.0
        if wait > 1:
            QTimer.singleShot(int(wait), lambda: self._apply_ai(job, seat, action))
        else:
            self._apply_ai(job, seat, action)

    @Slot(int, int, str)
    def _on_failed(self, job: int, seat: int, message: str) -> None:
        if job != self._job or self.state is None:
            return
        name = self._name(seat)
        text = self.tr("%s's AI failed (%s); a random legal move is played.")
        self.error.emit(text % (name, message))
        try:
            action = random_legal(self.state.observation(seat), self._move_no)
        except ValueError:
            return
        self._apply_ai(job, seat, action)

    def _apply_ai(self, job: int, seat: int, action: str) -> None:
        state = self.state
        if job != self._job or state is None or state.to_move != seat or self._waiting_view:
            return
        self._job += 1  # this decision is used up
        self._set_thinking(-1)
        legal = state.legal_strings()
        if action not in legal:
            self.error.emit(
                self.tr("%s's AI chose an illegal move (%s); a random legal move is played.")
                % (self._name(seat), action)
            )
            action = random_legal({"legal": legal}, self._move_no)
        self._apply(seat, action)

    def _name(self, seat: int) -> str:
        if self.config is None or not 0 <= seat < len(self.config.names):
            return f"Seat {seat}"
        return self.config.names[seat]

    # ------------------------------------------------------------------ hints

    @Slot()
    def request_hint(self) -> bool:
        """Ask the hard AI what the human should do (off the GUI thread); ``hintReady`` answers."""
        if self.state is None or self.config is None or self._stopped or not self.is_human_turn():
            self.error.emit(self.tr("A hint is only given on your turn."))
            return False
        seat = self.config.human_seat
        assert seat is not None
        self._hint_job += 1
        self._hint_move = self._move_no
        obs = self.state.observation(seat)  # the human's own information only, like any AI seat
        seed = (self.config.seed * 1_000_003 + self._move_no * 31 + 7) % (2**31)
        budget = BUDGET_MS["hard"] * self.budget_scale
        worker = AIWorker(
            self._hint_job,
            seat,
            obs,
            "hard",
            seed,
            budget,
            self._cancel,
            self._hint_signals,
            self.ai_process,
        )
        self._pool.start(worker)
        return True

    @Slot(int, int, str)
    def _on_hint(self, job: int, seat: int, action: str) -> None:
        if job != self._hint_job or self.state is None or self._move_no != self._hint_move:
            return  # the position changed while the AI thought
        if not self.is_human_turn() or action not in self.state.legal_strings():
            self.hintReady.emit("")
            return
        self.assisted = True
        self.hintReady.emit(action)

    @Slot(int, int, str)
    def _on_hint_failed(self, job: int, seat: int, message: str) -> None:
        if job == self._hint_job:
            self.hintReady.emit("")

    # ------------------------------------------------------------------ summaries

    def _round_summary(
        self, before: dict[str, Any], events: list[dict[str, Any]]
    ) -> dict[str, Any] | None:
        """A summary when this action ended a Ryadky deal, a Rooster game or a Ditch hand."""
        state, config = self.state, self.config
        assert state is not None and config is not None
        summary = round_summary(state, config, self._game_no, self._roosters, before, events)
        if summary is not None and summary["game"] == "rooster":
            self._roosters = list(summary["totals"])  # this game's rooster counted (CR-12)
        return summary

    def _final_result(self) -> dict[str, Any]:
        assert self.state is not None and self.config is not None
        return final_result(self.state, self.config, self._roosters, len(self._history))

    # ------------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        """The whole match as a versioned, JSON-able dict (config, rules state, match scores)."""
        if self.state is None or self.config is None:
            raise MatchError("there is no match to save")
        return {
            "format": MATCH_FORMAT,
            "version": MATCH_VERSION,
            "config": self.config.to_json(),
            "state": self.state.to_json(),
            "match": {
                "game_no": self._game_no,
                "dealer": self._dealer,
                "roosters": list(self._roosters),
                "history": list(self._history),
                # a summary still to show, or on screen now, is shown again after loading
                "pending_round": self._pending_round or self._shown_round,
                "move_no": self._move_no,
                "finished": self._finished,
                "actions": [list(a) for a in self._actions],
                "assisted": self.assisted,
                "recorded": self.recorded,
            },
        }

    def from_json(self, data: Any) -> None:
        """Load a match saved by to_json; raises MatchError and changes nothing on bad data."""
        if not isinstance(data, dict):
            raise MatchError("not a saved Koloda match")
        if data.get("format") != MATCH_FORMAT:
            raise MatchError("not a saved Koloda match")
        version = data.get("version")
        if not is_int(version) or version < 1:
            raise MatchError("the saved match has no valid version")
        if version > MATCH_VERSION:
            raise MatchError(f"the saved match is from a newer Koloda (format {version})")
        config = MatchConfig.from_json(data.get("config"))
        try:
            state = state_from_json(data.get("state"))  # type: ignore[arg-type]
        except RulesError as e:
            raise MatchError(f"the saved game state is damaged: {e}") from None
        if state.game != config.game or state.players != config.players:
            raise MatchError("the saved game state does not match its configuration")
        match = data.get("match")
        if not isinstance(match, dict):
            raise MatchError("the saved match lacks its match scores")
        game_no, dealer, move_no = match.get("game_no"), match.get("dealer"), match.get("move_no")
        roosters, history = match.get("roosters"), match.get("history")
        pending, finished = match.get("pending_round"), match.get("finished")
        ok = (
            is_int(game_no)
            and 0 <= game_no < config.match_games
            and is_int(dealer)
            and 0 <= dealer < config.players
            and is_int(move_no)
            and move_no >= 0
            and isinstance(roosters, list)
            and len(roosters) == config.players
            and all(is_int(r) and 0 <= r <= config.match_games for r in roosters)
            and isinstance(history, list)
            and len(history) <= 10_000
            and all(isinstance(h, dict) for h in history)
            and (pending is None or valid_summary(pending, config.players))
            and all(valid_summary(h, config.players) for h in history)
            and isinstance(finished, bool)
        )
        if not ok:
            raise MatchError("the saved match scores are damaged")
        assisted, recorded = match.get("assisted", False), match.get("recorded", 0)
        if not isinstance(assisted, bool) or not is_int(recorded) or not 0 <= recorded <= 10_000:
            raise MatchError("the saved match scores are damaged")
        actions, game_start = self._check_actions(config, state, match.get("actions"))
        self._cancel_ai()
        self._stopped = False
        self.config = config
        self._reset_match()
        self.state = state
        self._game_no, self._dealer, self._move_no = game_no, dealer, move_no
        self._roosters = [int(r) for r in roosters]  # type: ignore[union-attr]
        self._history = list(history)  # type: ignore[arg-type]
        self._pending_round = pending  # type: ignore[assignment]
        self._finished = False  # a finished match shows its result again
        self._actions, self._game_start = actions, game_start
        self.assisted, self.recorded = assisted, int(recorded)
        self._after_change(-1, "", [])
