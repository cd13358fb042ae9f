"""GameController: the Qt face of a ``koloda.match.Match``, and the only thing the window talks
to about the game (methods and signals, never its fields).

Every move, whoever chose it, comes through one slot, ``play(move)`` (KDE lskat's model): each
seat has an input (``play/inputs.py``: the person at the table, the AI worker, a lesson's
script, a replay) that hands a ``Move`` over; the controller checks it once (``Match.apply``)
and emits one signal, ``changed``, with what the view needs: the events and the viewer's new
observation. Pacing: after every change the controller waits for the view's ``view_ready()``
before asking the next seat, and after a round summary for ``continue_match()``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from koloda.app.play.ai_process import decide
from koloda.app.play.ai_worker import BUDGET_MS, Decide, warm_ai
from koloda.app.play.collector import install_collector
from koloda.app.play.hints import Hinter
from koloda.app.play.inputs import AIInput, HumanInput, Move, SeatInput, Turn
from koloda.match import (
    LEVELS,
    OPPONENT_NAMES,
    FinishedMatch,
    Match,
    MatchConfig,
    MatchError,
    MatchResult,
    Played,
    RoundSummary,
    default_names,
)
from koloda.match.review import decision_seed
from koloda.rules import Action, Event, GameState, Observation, RulesError, TableView

__all__ = [
    "LEVELS",
    "OPPONENT_NAMES",
    "Change",
    "GameController",
    "MatchConfig",
    "MatchError",
    "default_names",
]


@dataclass(frozen=True)
class Change:
    """What the view needs after the table changed.

    ``kind``: "move" (a seat played ``action``), "fresh" (a new or resumed game), "next" (the
    next round dealt once the last one's summary was seen), "undo" or "redo". ``events`` are
    what happened (the rules' ``Event`` values), ``observation`` the viewer's observation after
    it (``legal`` only when the person at the table may act)."""

    kind: str
    seat: int  # the seat that played, -1 when no seat acted
    action: Action | None  # the move played, None when no seat acted
    source: str  # how the move was chosen ("table", "keys", "hint", "ai", "script"), or ""
    events: list[Event]
    observation: Observation


class GameController(QObject):
    """Plays a match; the view listens to its signals, and every seat's moves reach ``play``."""

    stateChanged = Signal()
    changed = Signal(object)  # a Change: the events of what happened and the new observation
    turnStarted = Signal(int, bool)  # seat, is_human
    thinkingChanged = Signal(int)  # seat, or -1 for none
    roundEnded = Signal(object)  # a RoundSummary: a Ryadky deal, a Rooster game, a Ditch hand
    gameOver = Signal(object)  # the MatchResult of the match
    error = Signal(str)
    # the hard AI's suggestion for the human ("" when none could be had) and the analysis behind
    # it (koloda.ai.analysis_json: candidates, values, facts), None when there is none
    hintReady = Signal(str, object)

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
        self.match: Match | None = None
        self.autoplay = False  # the computer plays the human's seat too (the Demo command)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)
        # the seats' inputs: the person, the computer (one thinks at a time), and any a lesson
        # or a replay sets for the match in play (set_inputs)
        self.human = HumanInput(self)
        self.human.moveChosen.connect(self.play)
        self.human.error.connect(self.error)
        self.ai = AIInput(
            self._pool,
            use_process=ai_process,
            decide_fn=decide_fn,
            watchdog_s=watchdog_s,
            seat_name=self._name,
            parent=self,
        )
        self.ai.moveChosen.connect(self.play)
        self._hinter = Hinter(  # hard's move for the person and why: advice, not a move
            self._pool,
            use_process=ai_process,
            decide_fn=decide_fn,
            watchdog_s=watchdog_s,
            parent=self,
        )
        self._hinter.ready.connect(self._on_hint)
        self._inputs: dict[int, SeatInput] = {}
        self._ticket = 0  # counts the positions: an answer for an older one is dropped
        self._open: Turn | None = None  # the turn an input has been asked to answer
        self._hint: tuple[int, str] | None = None  # (ticket, action) of the hint shown
        self._play_hint_at: int | None = None  # Play the Hint waits for the hint of this ticket
        # the viewer's observation of a position, asked for by each part of the view
        self._seen: tuple[tuple[object, ...], Observation] | None = None
        self._stopped = False
        self._reset_flow()

    @property
    def watchdog_s(self) -> float | None:
        """How long a decision may run before it is abandoned (None: its budget + 5 s)."""
        return self.ai.thinker.watchdog_s

    @watchdog_s.setter
    def watchdog_s(self, seconds: float | None) -> None:
        self.ai.thinker.watchdog_s = self._hinter.thinker.watchdog_s = seconds

    def _reset_flow(self) -> None:
        self._announced = False  # the pending round summary was emitted (roundEnded)
        self._next_round: list[Event] = []  # the deal of the next round, held back
        self._waiting_view = False
        self._finished = False  # gameOver was emitted
        self._thinking = -1

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
        """A hint or an undo was used in the match."""
        return self.match is not None and self.match.assisted

    def _cancel_ai(self) -> None:
        """Every answer being prepared is for a position that is gone."""
        self._ticket += 1
        self._open = None
        self._hint = None
        self._hinter.cancel()
        for seat_input in (self.ai, *self._inputs.values()):
            seat_input.cancel()
        self._set_thinking(-1)

    def shutdown(self) -> None:
        """Stop the match where it is: cancel any AI thinking, let no seat act until the next
        new_match/from_json, and wait for the worker (call before the app quits)."""
        self._stopped = True
        self._cancel_ai()
        self._pool.waitForDone(5000)

    @Slot(object)
    def new_match(self, config: MatchConfig, inputs: dict[int, SeatInput] | None = None) -> None:
        """Start a new match (cancelling any AI still thinking about the old one); ``inputs``
        gives seats another input than the usual (a lesson's script) for this match."""
        try:
            match = Match(config)
        except (MatchError, RulesError) as e:
            self.error.emit(str(e))
            return
        self._start(match, inputs or {})
        self._after_change("fresh", -1, None, "", match.deal_events())

    def _start(self, match: Match, inputs: dict[int, SeatInput] | None = None) -> None:
        """Play ``match`` from where it is; ``inputs`` replace the seats' special inputs (None
        keeps them: an undo in a lesson goes on with its script)."""
        self._cancel_ai()
        self._stopped = False
        self.autoplay = False
        if inputs is not None:
            self._set_inputs(inputs)
        self.match = match
        self.human.seat = match.config.human_seat
        if self.ai_process and any(self.input_for(s) is self.ai for s in range(match.players)):
            warm_ai()
        self._reset_flow()

    def _set_inputs(self, inputs: dict[int, SeatInput]) -> None:
        for old in self._inputs.values():
            if old not in inputs.values():
                old.cancel()
                old.moveChosen.disconnect(self.play)
        for seat_input in set(inputs.values()) - set(self._inputs.values()):
            seat_input.moveChosen.connect(self.play)
        self._inputs = dict(inputs)

    def input_for(self, seat: int) -> SeatInput:
        """Where ``seat``'s moves come from now."""
        special = self._inputs.get(seat)
        if special is not None or self.match is None:
            return special if special is not None else self.human
        return self.human if seat == self.match.human_seat and not self.autoplay else self.ai

    @Slot()
    def restart(self) -> None:
        """Play the same match again from its first deal."""
        if self.match is not None:
            self.new_match(self.match.config)

    # ------------------------------------------------------------------ queries

    def viewer_seat(self) -> int:
        """The seat the table shows from: the human's, or seat 0 in a demo."""
        return self.match.viewer_seat() if self.match is not None else 0

    def observation(self) -> Observation | None:
        """What the viewer may see now (None before a match); ``legal`` only on the human's
        turn."""
        match = self.match
        if match is None:
            return None
        if match.pending is not None and match.pending.table is not None:
            return match.pending.table  # the table as the round ended
        human = self.is_human_turn()
        key = (self._ticket, id(match), id(match.state), match.move_no, human)
        if self._seen is not None and self._seen[0] == key:
            return self._seen[1]
        obs = match.observe(self.viewer_seat())
        obs = obs if human else obs.without_legal()
        self._seen = (key, obs)
        return obs

    def to_move(self) -> int | None:
        """The seat to move now (None between games, at the end, or while a summary waits)."""
        return self.match.to_move() if self.match is not None else None

    def is_human_turn(self) -> bool:
        """True when the person at the table may act now: their seat is to move, no summary is
        pending and no other input plays it. (They may act while the view still animates;
        pacing holds back only the automatic inputs.)"""
        match = self.match
        if match is None or match.human_seat is None:
            return False
        seat = match.to_move()
        return seat == match.human_seat and isinstance(self.input_for(seat), HumanInput)

    def match_scores(self) -> list[int]:
        """Running match totals: points (Ryadky, Ditch) or times as the rooster (Rooster)."""
        return self.match.scores() if self.match is not None else []

    def history(self) -> list[RoundSummary]:
        """The summary of every finished round of the match."""
        return list(self.match.history) if self.match is not None else []

    def progress(self) -> dict[str, list[int]]:
        """Each player's points per finished round, by name."""
        return self.match.progress() if self.match is not None else {}

    def result(self) -> MatchResult | None:
        """The final result once the match is over (None before)."""
        return self.match.result() if self.match is not None and self._finished else None

    def is_finished(self) -> bool:
        return self._finished

    def waiting_for_continue(self) -> bool:
        return self.match is not None and self.match.pending is not None and self._announced

    def actions(self) -> list[list[Any]]:
        """Every action applied in this match so far, as [seat, action string]."""
        return [list(a) for a in self.match.actions] if self.match is not None else []

    def in_lesson(self) -> bool:
        """The match is a guided first game: its script decides every move, so there is no
        undo, demo or hint in it."""
        return self.match is not None and bool(self.match.config.lesson)

    def can_undo(self) -> bool:
        """True when the human has a move in the current game to take back."""
        return (
            self.match is not None
            and not self._stopped
            and not self.in_lesson()
            and self.match.can_undo()
        )

    def replayed_log(self) -> list[tuple[Played, TableView]]:
        """What every action of the match did, replayed (for the log of a resumed match)."""
        return self.match.replayed_log() if self.match is not None else []

    def can_redo(self) -> bool:
        """True when a move taken back can be played again."""
        return (
            self.match is not None
            and not self._stopped
            and not self.in_lesson()
            and self.match.can_redo()
        )

    def unrecorded_match(self) -> FinishedMatch | None:
        """The finished match if the statistics have not counted it; ``match_recorded`` after."""
        return self.match.unrecorded_match() if self.match is not None else None

    def match_recorded(self) -> None:
        if self.match is not None:
            self.match.mark_recorded()

    def rename_human(self, name: str) -> None:
        """The human's name changed in the settings: the match (and its save) use it now."""
        match = self.match
        if match is not None and match.human_seat is not None:
            match.config.names[match.human_seat] = name

    # ------------------------------------------------------------------ the one way in

    @Slot(object)
    def submit(self, action: Action | str) -> None:
        """The person's action, or its text (tests, tools): through the human input like the
        table's; refused with ``error`` unless it is their turn and it is legal."""
        self.human.choose(action, "keys")

    @Slot(object)
    def play(self, move: Move) -> None:
        """A seat's chosen move, from whichever input: checked once (``Match.apply``) and
        shown with one ``changed``. A move from another input than the seat's, or an answer
        for a position that is gone, is not played."""
        match = self.match
        if match is None:
            self.error.emit(self.tr("There is no game in progress."))
            return
        person = move.by == self.human.name
        if move.ticket is not None and move.ticket != self._ticket:
            return  # an answer about a game or a position that is gone
        if (
            self._stopped
            or match.to_move() != move.seat
            or self.input_for(move.seat).name != move.by
        ):
            if person:
                self.error.emit(self.tr("It is not your turn."))
            return
        try:  # a computer's move at the person's seat (Demo) is no decision of theirs
            played = match.apply(move.seat, move.action, by_computer=not person)
        except (MatchError, RulesError) as e:
            if person:
                self.error.emit(self.tr("That move is not allowed now: %s") % str(move.action))
            self.input_for(move.seat).refused(move, str(e), self._open)
            return
        if move.note:
            self.error.emit(move.note)
        self._announced = False
        # a round that ended shows as it ended; the next one is dealt once its summary is seen
        self._next_round = played.events[played.round_events :]
        shown = played.events[: played.round_events]
        self._after_change("move", move.seat, move.action, move.source, shown)

    def _after_change(
        self, kind: str, seat: int, action: Action | None, source: str, events: list[Event]
    ) -> None:
        self._ticket += 1
        self._open = None
        self._hint = None
        self._set_thinking(-1)  # whoever thought has moved, or the position is gone
        self._waiting_view = self.paced
        self.stateChanged.emit()
        obs = self.observation()
        assert obs is not None  # a change is of a match
        self.changed.emit(Change(kind, seat, action, source, events, obs))
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
        shown = self.match.pending
        self.match.round_seen()
        if shown is not None and shown.table is not None and not self.match.state.is_terminal():
            events, self._next_round = self._next_round, []
            self._after_change("next", -1, None, "", events)  # the next deal, on the finished table
        else:
            self.stateChanged.emit()  # the summary seen: the next seat may act
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
            self._after_change("fresh", -1, None, "", match.start_next_game())
            return
        if match.is_over():
            if not self._finished:
                self._finished = True
                self.gameOver.emit(match.result())
            return
        seat = match.to_move()
        if seat is None or self._open is not None:
            return
        human = isinstance(self.input_for(seat), HumanInput)
        self.turnStarted.emit(seat, human)
        if not human:
            self._ask(seat)

    def _ask(self, seat: int) -> None:
        """Ask the seat's input for a move (the AI thinks, a script looks up its next move)."""
        assert self.match is not None
        level = "normal" if seat == self.match.human_seat else self.match.config.levels[seat]
        turn = Turn(
            seat=seat,
            ticket=self._ticket,
            observation=self.match.observation(seat),  # the seat's own information only
            level=level,  # a demo plays the human's seat at normal
            seed=self._seed(self.match.game_no),
            budget_ms=BUDGET_MS.get(level, 400.0) * self.budget_scale,
            pause_ms=self.ai_pause_ms * self.pace,
        )
        self._open = turn
        seat_input = self.input_for(seat)
        if seat_input is self.ai:  # the seat's plate shows it thinking until it moves
            self._set_thinking(seat)
        seat_input.begin(turn)

    def set_autoplay(self, on: bool) -> None:
        """The computer plays the human's seat (on) or hands it back (off); the game is assisted."""
        if on == self.autoplay or (on and self.in_lesson()):
            return
        match = self.match
        if match is None or match.human_seat is None:
            self.autoplay = on
            return
        if on:
            self.autoplay = True
            match.mark_assisted()
            if match.to_move() == match.human_seat and not self._waiting_view:
                self._ask(match.human_seat)
        else:
            self._cancel_ai()  # a move being thought of for the human is not played
            self.autoplay = False
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
        if self.in_lesson():
            self.error.emit(self.tr("In a lesson the table shows the move to make."))
            return False
        seat = match.human_seat
        assert seat is not None
        # the seed the round's review gives this decision (with the same count of iterations,
        # ai_process.explain): its first analysis is this one, so the hint is never flagged
        self._hinter.ask(
            self._ticket,
            seat,
            match.observation(seat),  # the human's own information only
            decision_seed(match.config, len(match.actions)),
            BUDGET_MS["hard"] * self.budget_scale,
        )
        return True

    @Slot(int, str, object)
    def _on_hint(self, ticket: int, action: str, analysis: dict[str, Any] | None) -> None:
        match = self.match
        if ticket != self._ticket or match is None:
            return  # the position changed while the AI thought
        play, self._play_hint_at = self._play_hint_at == ticket, None
        if not action or not self.is_human_turn() or action not in match.state.legal_strings():
            self.hintReady.emit("", None)
            return
        match.mark_assisted()
        match.hint_given(action)  # the round's review never flags the move a hint recommended
        self._hint = (self._ticket, action)
        self.hintReady.emit(action, analysis)
        if play:  # Play the Hint asked before there was one: the move, once it is known
            self.human.choose(action, "hint")

    def hinted(self) -> str:
        """The hint given for the position now ("" when none was)."""
        hint = self._hint
        return hint[1] if hint is not None and hint[0] == self._ticket else ""

    @Slot()
    def play_hint(self) -> bool:
        """Play the hint for this position as the person's own move; with none given yet, ask
        for it and play it when it comes (Shift+H alone lets hard make this move)."""
        action = self.hinted()
        if action:
            self.human.choose(action, "hint")
        elif self.request_hint():
            self._play_hint_at = self._ticket  # _on_hint plays it
        return bool(action) or self._play_hint_at == self._ticket

    @Slot()
    def undo(self) -> bool:
        """Back to the human's previous decision point (the opponents' replies undone too), by
        replaying the match from its first deal up to just before the human's last move."""
        refusal = self.tr("There is no move of yours to take back.")
        return self._replace("undo", self.can_undo(), refusal)

    @Slot()
    def redo(self) -> bool:
        """Play again the move taken back by the last undo (and the replies that followed)."""
        return self._replace("redo", self.can_redo(), self.tr("There is no move to play again."))

    def _replace(self, kind: str, allowed: bool, refusal: str) -> bool:
        """Go on with the match undone or redone (``kind``), if ``allowed``."""
        if self.match is None or not allowed:
            self.error.emit(refusal)
            return False
        try:
            match = self.match.undone() if kind == "undo" else self.match.redone()
        except (MatchError, RulesError) as e:  # the log replayed once already; never crash
            self.error.emit(str(e))
            return False
        self._start(match)
        self._after_change(kind, -1, None, "", [])
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

    def resume(self, match: Match, inputs: dict[int, SeatInput] | None = None) -> None:
        """Go on with a loaded match where it was (its pending summary is shown again)."""
        self._start(match, inputs or {})
        self._after_change("fresh", -1, None, "", [])
