"""Where a seat's moves come from: one small interface for every source (KDE lskat's
``AbstractInput``). The person at the table, the AI worker, a hint played, a lesson's script and
a replay all hand a chosen ``Move`` to the controller through one signal, ``moveChosen``; the
controller checks it once (``Match.apply``) and does not care who moved.

An input is asked for a move with ``begin(turn)`` when its seat is to move; an asynchronous
input (the AI, a script with a pause) answers later with the turn's ``ticket``, and the
controller drops an answer whose ticket is no longer the current one (the position changed).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal, Slot

from koloda.app.play.ai_process import decide
from koloda.app.play.ai_worker import Decide, Thinker, random_legal
from koloda.rules import Action, RulesError

__all__ = ["AIInput", "HumanInput", "Move", "ScriptInput", "SeatInput", "Turn"]


@dataclass(frozen=True)
class Turn:
    """A seat to move, as the controller asks its input for a move."""

    seat: int
    ticket: int  # the controller's position counter: an answer must bring it back
    observation: dict[str, Any]  # that seat's own observation (never the state)
    level: str  # the AI level that plays the seat ("normal" for a human seat in a demo)
    seed: int
    budget_ms: float | None
    pause_ms: float = 0.0  # least time from ``started`` before the move is played
    started: float = field(default_factory=time.monotonic)


@dataclass(frozen=True)
class Move:
    """A chosen action on its way to the controller.

    ``by`` names the input that chose it (the controller plays a seat's move only from that
    seat's input); ``source`` says how ("table", "keys", "hint", "ai", "script"); ``ticket`` is
    the ``Turn.ticket`` it answers (None: the position now, for a person acting at once);
    ``note`` is a sentence to tell the player when it is played (an AI that failed)."""

    seat: int
    action: Action
    by: str
    source: str
    ticket: int | None = None
    note: str = ""
    rescue: bool = False  # a fallback played because the chosen way failed (not a real choice)


class SeatInput(QObject):
    """A source of moves for one or more seats."""

    moveChosen = Signal(object)  # a Move

    def __init__(self, name: str, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.name = name

    def begin(self, turn: Turn) -> None:
        """The controller asks for a move for ``turn.seat`` (a person needs no asking)."""

    def cancel(self) -> None:
        """Forget any move being chosen: the position it was for is gone."""

    def refused(self, move: Move, reason: str, turn: Turn | None) -> None:
        """The controller refused ``move`` (``reason`` says why); ``turn`` is the turn still
        open for that seat, if any: an automatic input must still answer it."""


class HumanInput(SeatInput):
    """The person at the table: the table's gestures, the keyboard, a hint played."""

    error = Signal(str)  # an action text that is no action at all

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__("human", parent)
        self.seat: int | None = None  # the human's seat in the match (None: no human plays)
        # a lesson's say on the person's moves: why it does not take one ("" when it does)
        self.guard: Callable[[Move], str] | None = None

    @Slot(object)
    def choose(self, action: Action | str, source: str = "table") -> None:
        """The person chose ``action``: the table's Action, or a tool's or a test's text in the
        protocol's form (e.g. ``play 7S``)."""
        if self.seat is None:
            self.error.emit(self.tr("There is no game in progress."))
            return
        if not isinstance(action, Action):
            try:
                action = Action.parse(action)
            except RulesError:
                self.error.emit(self.tr("That move is not allowed now: %s") % str(action))
                return
        move = Move(self.seat, action, self.name, source)
        refusal = self.guard(move) if self.guard is not None else ""
        if refusal:
            self.error.emit(refusal)
            return
        self.moveChosen.emit(move)


class AIInput(SeatInput):
    """A computer seat: the decision is made off the GUI thread (``AIWorker``, in the helper
    process) from the seat's own observation, and played no sooner than the turn's pause.
    Every answer goes on with the ticket it was asked with; only the controller, which knows
    the position, drops one that is too late.

    A decision that fails, times out or is refused is never a silent stop: normal's move (the
    worker's rescue) or a random legal one is played instead, with a note for the player."""

    def __init__(
        self,
        pool: QThreadPool,
        *,
        name: str = "ai",
        use_process: bool = True,
        decide_fn: Decide = decide,
        watchdog_s: float | None = None,
        seat_name: Any = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(name, parent)
        self.thinker = Thinker(
            pool, use_process=use_process, decide_fn=decide_fn, watchdog_s=watchdog_s, parent=self
        )
        signals = self.thinker.signals
        signals.decided.connect(self._play)  # the decision: played as it is
        signals.failed.connect(self._on_failed)
        signals.timedOut.connect(self._on_timed_out)
        self.seat_name = seat_name or (lambda seat: f"Seat {seat}")
        # the turn asked last: how an answer is played (its pause; its observation for a
        # random move instead), never whether
        self._turn: Turn | None = None

    def begin(self, turn: Turn) -> None:
        self._turn = turn
        self.thinker.start(
            turn.ticket, turn.seat, turn.observation, turn.level, turn.seed, turn.budget_ms
        )

    def cancel(self) -> None:
        self.thinker.cancel()

    def refused(self, move: Move, reason: str, turn: Turn | None) -> None:
        if turn is None or move.rescue:
            return
        note = self.tr("%s's AI chose an illegal move (%s); a random legal move is played.")
        self._play_random(turn.ticket, note % (self.seat_name(turn.seat), str(move.action)))

    @Slot(int, int, str)
    def _on_failed(self, ticket: int, seat: int, message: str) -> None:
        note = self.tr("%s's AI failed (%s); a random legal move is played.")
        self._play_random(ticket, note % (self.seat_name(seat), message))

    @Slot(int, int, str, bool)
    def _on_timed_out(self, ticket: int, seat: int, move: str, by_normal: bool) -> None:
        """The watchdog gave up on a decision far past its budget (issue 15): the move it
        offers instead is played and the player is told."""
        if by_normal:
            note = self.tr("%s's AI took far too long; the normal level's move is played.")
        else:
            note = self.tr("%s's AI took far too long; a random legal move is played.")
        self._play(ticket, seat, move, note % self.seat_name(seat), rescue=not by_normal)

    def _play_random(self, ticket: int, note: str) -> None:
        turn = self._turn
        if turn is None:
            return
        try:
            text = random_legal(turn.observation, ticket)
        except ValueError:
            return
        self._play(ticket, turn.seat, text, note, rescue=True)

    @Slot(int, int, str)
    def _play(
        self, ticket: int, seat: int, text: str, note: str = "", *, rescue: bool = False
    ) -> None:
        """Hand the move over once the turn's pause is over, so a person can follow; ``note``
        tells the player of an AI that failed, ``rescue`` marks a move played instead."""
        try:
            action = Action.parse(text)
        except RulesError:
            if rescue:
                return
            bad = self.tr("%s's AI chose an illegal move (%s); a random legal move is played.")
            self._play_random(ticket, bad % (self.seat_name(seat), text))
            return
        move = Move(seat, action, self.name, "ai", ticket, note, rescue)
        turn = self._turn
        wait = turn.pause_ms - (time.monotonic() - turn.started) * 1000.0 if turn else 0.0
        if wait > 1:
            QTimer.singleShot(int(wait), self, lambda: self.moveChosen.emit(move))
        else:
            self.moveChosen.emit(move)


class ScriptInput(SeatInput):
    """Seats whose moves are written down beforehand: a lesson's opponents, or every seat of a
    replay. ``moves`` are (seat, action text) in the order they are to be played; each is
    played when its seat is to move, after the turn's pause."""

    stuck = Signal(int, str)  # a seat the script has no (playable) move for, and why

    def __init__(
        self, moves: Iterable[tuple[int, str]], name: str = "script", parent: QObject | None = None
    ) -> None:
        super().__init__(name, parent)
        self._moves = [(int(seat), Action.parse(text)) for seat, text in moves]
        self._job = 0

    def remaining(self) -> list[tuple[int, str]]:
        """The moves not played yet."""
        return [(seat, str(action)) for seat, action in self._moves]

    def begin(self, turn: Turn) -> None:
        self._job += 1
        if not self._moves or self._moves[0][0] != turn.seat:
            self.stuck.emit(turn.seat, "the script has no move for this seat now")
            return
        job = self._job
        wait = turn.pause_ms - (time.monotonic() - turn.started) * 1000.0
        QTimer.singleShot(max(0, int(wait)), self, lambda: self._deliver(job, turn))

    def _deliver(self, job: int, turn: Turn) -> None:
        if job != self._job or not self._moves:
            return  # cancelled (the move stays written down for when the seat is asked again)
        seat, action = self._moves.pop(0)
        self.moveChosen.emit(Move(seat, action, self.name, "script", turn.ticket))

    def cancel(self) -> None:
        self._job += 1

    def refused(self, move: Move, reason: str, turn: Turn | None) -> None:
        self.stuck.emit(move.seat, reason)
