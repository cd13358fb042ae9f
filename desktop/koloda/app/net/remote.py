"""A seat at a network table, as a controller the game page follows: ``RemoteTable`` has the
``GameController``'s signals and the queries the page asks, but its match is the host's
(koloda.net.host, the one authority). The host's messages come from the core's
``ClientThread`` (its own thread, asyncio) through a queued Qt signal; each is read as hostile
(``messages.py``), shown in order at the table's pace (``view_ready``, a round's summary), and
the person's move goes back to the host, which alone decides whether it is played.

There is no undo, no demo and no saving here: the host keeps the match (its autosave)."""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal, Slot

from koloda.app.net.lobby import shown_name
from koloda.app.net.messages import (
    SeatInfo,
    read_action,
    read_events,
    read_result,
    read_seats,
    read_summary,
    read_table,
    seconds_of,
    text_of,
)
from koloda.app.play.ai_worker import BUDGET_MS
from koloda.app.play.controller import Change, GameController
from koloda.app.play.inputs import Move
from koloda.match import LEVELS, MatchConfig, MatchResult, RoundSummary
from koloda.net.client import ClientThread
from koloda.rules import Action, Event, Observation, games

__all__ = ["RemoteTable", "SeatInfo", "Told"]

# a move made before we (re)joined: its seat, action (None: a deal), events, and whether the
# computer chose it (for a friend away or too slow)
Told = tuple[int, Action | None, list[Event], bool]

MAX_STEPS = 10_000  # table updates waiting to be shown: a host flooding them is cut off
# a join that waits for the host's table (a friend's Play again: the host may not have opened
# the next table yet) tries again this often while no table answers at the address
RETRY_MS = 2000


class _Relay(QObject):
    """Crosses from the client's thread to the GUI thread: ``arrived`` is emitted there and
    delivered here, queued."""

    arrived = Signal()


@dataclass(frozen=True)
class _Step:
    """One update of the table to show: a deal or a move (with its round's summary when the
    move ended a round), the table as it is after a (re)join, or the match's end."""

    kind: str  # "fresh", "move", "table" or "over"
    seat: int = -1
    action: Action | None = None
    events: tuple[Event, ...] = ()
    observation: Observation | None = None
    summary: RoundSummary | None = None
    result: MatchResult | None = None
    by: str = ""  # "friend" or "computer": who chose the move


class RemoteTable(GameController):
    """The window's seat at a network table (the host's match, seen from one seat)."""

    welcomed = Signal()  # seated: ``config`` and ``seat`` are known
    seatsChanged = Signal()  # who sits where, and who plays each seat, changed
    notice = Signal(str, int, str)  # what happened to a seat (kind, seat, name): see _notice
    started = Signal()  # the match began (the lobby is over)
    # the moves made before a (re)join: [(seat, Action|None, events, chosen by the computer)]
    retell = Signal(object)
    joinRefused = Signal(str, str)  # the host would not seat us: reason code, its sentence
    hostGone = Signal(str)  # ended for us: "closed", "lost", "unreachable", "replaced" or "over"
    refused = Signal(str, str)  # a request refused: its reason code and the host's sentence

    def __init__(self, parent: QObject | None = None, **kwargs: Any) -> None:
        super().__init__(parent, **kwargs)
        self.seat: int | None = None
        self.table_game = ""
        self.seats: list[SeatInfo] = []
        self.client: ClientThread | None = None
        self.received = 0  # the host's messages read, for tests
        self.gone = ""  # why the table ended for us ("" while it goes on)
        self.rejoined = False  # the host gave us back the seat we had
        self.turn_limit = 0.0  # the host's seconds for a move of ours (0: none said)
        self._config: MatchConfig | None = None
        self._relay = _Relay(self)
        self._relay.arrived.connect(self._drain)
        self._steps: deque[_Step] = deque()
        self._shown: Observation | None = None  # the table on screen
        self._latest: dict[str, Any] | None = None  # the host's last observation of our seat
        self._host_move = -1  # the host's move number of that table
        self._sent = -1  # the move number we answered (until the host says what came of it)
        self._history: list[RoundSummary] = []
        self._told: list[Told] = []
        self._summary: RoundSummary | None = None  # on screen, waiting for continue_match
        self._result: MatchResult | None = None
        self._began = False
        self._game_assisted = False
        self._game_scores: list[int] = []
        self._unrecorded: list[tuple[dict[str, Any], list[int], bool]] = []
        self._joining: tuple[str, int, str, str] = ("", 0, "", "")  # address, port, code, name
        self._wait_until = 0.0  # while no table answers, joined again until then (monotonic)
        self.tries = 0  # the connections made for this join (tests)
        self._retry = QTimer(self, singleShot=True, interval=RETRY_MS)
        self._retry.timeout.connect(self._connect)

    # ------------------------------------------------------------------ the connection

    def join(self, address: str, port: int, code: str, name: str, *, wait_s: float = 0) -> None:
        """Connect to the table at ``address:port`` and ask for a seat (answered by
        ``welcomed`` or ``joinRefused``, or ``hostGone`` when it cannot be reached); while no
        table answers there, tried again every RETRY_MS for ``wait_s`` seconds first."""
        self.leave()
        self.gone = ""
        self._stopped = False
        self._joining, self.tries = (address, port, code, name), 0
        self._wait_until = time.monotonic() + wait_s if wait_s > 0 else 0.0
        self._connect()

    def _connect(self) -> None:
        self.tries += 1
        self.client = ClientThread(*self._joining, self._relay.arrived.emit)
        self.client.start()

    def leave(self) -> None:
        """Leave the table (the host keeps the seat for a while, then the computer plays it)."""
        self._retry.stop()
        self._wait_until = 0.0
        client, self.client = self.client, None
        if client is not None:
            client.close(timeout=1.0)

    def shutdown(self) -> None:
        self.leave()
        super().shutdown()

    @Slot()
    def _drain(self) -> None:
        client = self.client
        if client is None:
            return
        while not client.inbox.empty():
            message = client.inbox.get_nowait()
            self.received += 1
            try:
                self._read(message)
            except (ValueError, TypeError, KeyError, IndexError, AttributeError) as e:
                # a message we cannot use changes nothing (the readers already refuse most)
                self.error.emit(self.tr("The host sent something unreadable: %s") % str(e)[:80])
            if self.client is not client:
                break  # the table ended (or was left): what came before it is still shown
        self._pump()

    def _read(self, message: dict[str, Any]) -> None:
        kind = message.get("msg")
        if kind == "welcome":
            self._wait_until = 0.0  # a table answered: the wait is over
            if self._config is None:  # seated once: a second welcome means nothing
                self._welcome(message)
            return
        if kind == "refused":
            reason, text = text_of(message, "reason", 40), text_of(message, "error")
            if message.get("cmd") == "join":
                self.joinRefused.emit(reason, text)
            else:
                self._sent = -1  # our move was not played: the seat may move again
                self._open = None  # and is asked again (_turn)
                self.refused.emit(reason, text)
            return
        if kind == "gone":  # "unreachable": the join found no table at the address
            unreachable = message.get("reason") == "unreachable"
            if unreachable and not self.gone and time.monotonic() < self._wait_until:
                self.client = None  # its thread has ended: another in a moment
                self._retry.start()
                return
            self._end(self.gone or ("unreachable" if unreachable else "lost"))
            return
        if kind == "closing":
            reason = text_of(message, "reason", 40)
            self.gone = reason if reason in ("over", "replaced", "left") else "closed"
            return
        if self._config is None:
            return  # nothing but a welcome means anything before one
        if kind == "lobby":
            self._read_seats(message.get("seats"))
            if message.get("started") is True:
                self._begin()
        elif kind == "notice":
            seat = message.get("seat")
            if isinstance(seat, int) and 0 <= seat < self._config.players:
                self.notice.emit(text_of(message, "kind", 20), seat, text_of(message, "name", 40))
        elif kind == "log":
            self._read_log(message.get("entries"))
        elif kind == "table":
            self._read_table(message)
            self._steps.append(_Step("table", observation=self._table_now()))
        elif kind in ("deal", "played"):
            self._read_move(kind, message)
        elif kind == "over":
            result = read_result(message.get("result"), self._config.players, self.seat)
            if result is not None:
                self._steps.append(_Step("over", result=result))
        if len(self._steps) > MAX_STEPS:
            self._steps.clear()
            self._steps.append(_Step("table", observation=self._table_now()))

    def _welcome(self, message: dict[str, Any]) -> None:
        game, players, seat = message.get("game"), message.get("players"), message.get("seat")
        info = games().get(game) if isinstance(game, str) else None
        if (
            info is None
            or not isinstance(players, int)
            or not info.min_players <= players <= info.max_players
            or not isinstance(seat, int)
            or not 0 <= seat < players
        ):
            self.joinRefused.emit("bad_welcome", "")
            self.leave()
            return
        assert isinstance(game, str)
        options = message.get("options")
        match_games = message.get("match_games")
        self.seat, self.table_game = seat, game
        self.rejoined = message.get("rejoined") is True
        self.turn_limit = seconds_of(message.get("turn"))
        self._config = MatchConfig(
            game,
            players,
            levels=["normal"] * players,
            options=dict(options) if isinstance(options, dict) else {},
            human_seat=seat,
            names=[f"Seat {n + 1}" for n in range(players)],
            match_games=match_games if isinstance(match_games, int) and match_games > 0 else 1,
        )
        self.human.seat = seat
        self._read_seats(message.get("seats"))
        self.welcomed.emit()
        if message.get("started") is True:
            self._begin()

    def _begin(self) -> None:
        if not self._began:
            self._began = True
            self.started.emit()

    def _read_seats(self, data: object) -> None:
        config = self._config
        assert config is not None
        seats = read_seats(data, config.players)
        if seats is None or seats == self.seats:
            return
        self.seats = seats
        config.names = [shown_name(s.name, s.number, s.kind) for s in seats]
        config.levels = [s.kind if s.kind in LEVELS else "normal" for s in seats]
        self.seatsChanged.emit()

    def _read_table(self, message: dict[str, Any]) -> Observation | None:
        """Keep the table of a ``table``, ``deal`` or ``played`` message as the latest."""
        config = self._config
        assert config is not None
        obs = read_table(message.get("observation"), config.game, config.players)
        move = message.get("move")
        if obs is None or not isinstance(move, int):
            return None
        self._latest = message["observation"]
        self._host_move = move
        return obs

    def _table_now(self) -> Observation | None:
        config = self._config
        if config is None or self._latest is None:
            return None
        return read_table(self._latest, config.game, config.players)

    def _read_log(self, data: object) -> None:
        """The moves made before we (re)joined, as our seat saw them: the log is told again
        and the finished rounds' summaries kept."""
        config = self._config
        assert config is not None
        if not isinstance(data, list):
            return
        for entry in data[:10_000]:
            if not isinstance(entry, dict):
                continue
            seat = entry.get("seat")
            seat = seat if isinstance(seat, int) and 0 <= seat < config.players else -1
            action = read_action(entry.get("action"))
            events = read_events(entry.get("events"), config.players)
            self._told.append((seat, action, events, entry.get("by") == "computer"))
            summary = read_summary(entry.get("round"), config.players, self.seat)
            if summary is not None:
                self._history.append(summary)

    def _read_move(self, kind: str, message: dict[str, Any]) -> None:
        config = self._config
        assert config is not None
        obs = self._read_table(message)
        if obs is None:
            return
        self._begin()
        events = tuple(read_events(message.get("events"), config.players))
        if kind == "deal":
            self._steps.append(_Step("fresh", events=events, observation=obs))
            return
        seat = message.get("seat")
        seat = seat if isinstance(seat, int) and 0 <= seat < config.players else -1
        summary = read_summary(message.get("round"), config.players, self.seat)
        if summary is not None:
            # the summary's own columns read the table as the round ended (Ryadky's stacks,
            # RY-9; who went out in Chuvash Rooster): this seat's, sent with the move
            summary = replace(summary, table=obs.without_legal())
        self._steps.append(
            _Step(
                "move",
                seat,
                read_action(message.get("action")),
                events,
                obs,
                summary,
                by=text_of(message, "by", 20),
            )
        )

    def _end(self, why: str) -> None:
        """The connection ended: said once, whatever the reason."""
        self.client = None
        self.gone = why
        self._stopped = True
        self._cancel_ai()
        self.stateChanged.emit()
        self.hostGone.emit(why)

    # ------------------------------------------------------------------ showing, in order

    def _pump(self) -> None:
        """Show the next update unless the view is still busy with the last one."""
        if self._waiting_view or self._summary is not None:
            return
        if not self._steps:
            self._turn()
            return
        step = self._steps.popleft()
        if step.kind == "over":
            self._result = step.result
            if not self._finished:
                self._finished = True
                self.stateChanged.emit()
                self.gameOver.emit(step.result)
            return
        if step.observation is None:
            QTimer.singleShot(0, self, self._pump)
            return
        self._shown = step.observation
        if step.kind == "fresh":
            self._game_assisted = False
        if step.kind == "table" and self._told:
            told, self._told = self._told, []
            self.retell.emit(told)
        self._ticket += 1
        self._open = None
        self._hint = None
        self._waiting_view = self.paced
        self.stateChanged.emit()
        obs = self.observation()
        assert obs is not None
        kind = "fresh" if step.kind in ("fresh", "table") else "move"
        source = "ai" if step.by == "computer" else "table"
        self.changed.emit(Change(kind, step.seat, step.action, source, list(step.events), obs))
        if step.summary is not None:
            self._round_ended(step.summary)
        if not self.paced:
            QTimer.singleShot(0, self, self._pump)

    def _round_ended(self, summary: RoundSummary) -> None:
        self._history.append(replace(summary, table=None))  # the table only while shown
        if self.seat is not None:
            self._game_scores.append(summary.points[self.seat])
        if summary.result is not None:  # a game of the match ended: the statistics count it
            self._unrecorded.append((summary.result, list(self._game_scores), self._game_assisted))
        self._summary = summary

    @Slot()
    def view_ready(self) -> None:
        if not self._waiting_view:
            return
        self._waiting_view = False
        QTimer.singleShot(0, self, self._after_view)

    def _after_view(self) -> None:
        summary = self._summary
        if summary is not None and not self._announced:
            self._announced = True
            self.roundEnded.emit(summary)
            if self.auto_continue:
                self.continue_match()
            return
        self._pump()

    @Slot()
    def continue_match(self) -> None:
        if self._summary is None or not self._announced:
            return
        self._summary = None
        self._announced = False
        self.stateChanged.emit()
        QTimer.singleShot(0, self, self._pump)

    def _turn(self) -> None:
        """Nothing left to show: say whose turn it is (once per position)."""
        obs = self._shown
        if obs is None or self._finished or self._stopped or obs.to_move is None:
            return
        if self._open is not None and self._open.ticket == self._ticket:
            return
        from koloda.app.play.inputs import Turn

        self._open = Turn(obs.to_move, self._ticket, {}, "normal", 0, None)
        self.turnStarted.emit(obs.to_move, self.is_human_turn())

    # ------------------------------------------------------------------ what the page asks

    @property
    def config(self) -> MatchConfig | None:
        return self._config

    def observation(self) -> Observation | None:
        obs = self._shown
        if obs is None:
            return None
        return obs if self.is_human_turn() else obs.without_legal()

    def to_move(self) -> int | None:
        return self._shown.to_move if self._shown is not None else None

    def is_human_turn(self) -> bool:
        """Our seat is to move on the latest table the host sent, and it is on screen."""
        obs = self._shown
        return (
            obs is not None
            and self.seat is not None
            and not self._stopped
            and not self._finished
            and not self._steps
            and self._summary is None
            and obs.to_move == self.seat
            and bool(obs.legal)
            and self._sent != self._host_move
        )

    def history(self) -> list[RoundSummary]:
        return list(self._history)

    def match_scores(self) -> list[int]:
        return list(self._history[-1].totals) if self._history else []

    def progress(self) -> dict[str, list[int]]:
        config = self._config
        if config is None:
            return {}
        out = {n: [h.points[s] for h in self._history] for s, n in enumerate(config.names)}
        return out if any(out.values()) else {}  # as Match.progress: {} before the first round

    def result(self) -> MatchResult | None:
        return self._result if self._finished else None

    def waiting_for_continue(self) -> bool:
        return self._summary is not None and self._announced

    def is_started(self) -> bool:
        return self._began

    def unrecorded_network_games(self) -> list[tuple[dict[str, Any], list[int], bool]]:
        """The games finished at this table that the statistics have not counted yet: each
        game's result, our seat's points in each of its rounds, and whether a hint was used."""
        games_now, self._unrecorded = self._unrecorded, []
        return games_now

    # ------------------------------------------------------------------ the person's move

    @Slot(object)
    def play(self, move: Move) -> None:
        """Our move goes to the host (which alone plays it); any other is not ours to send."""
        client = self.client
        if client is None or move.seat != self.seat:
            return
        if not self.is_human_turn():
            self.error.emit(self.tr("It is not your turn."))
            return
        assert self._shown is not None
        if move.action not in self._shown.legal:
            self.error.emit(self.tr("That move is not allowed now: %s") % str(move.action))
            return
        self._sent = self._host_move
        self._hint = None
        self.stateChanged.emit()
        client.play(str(move.action), self._host_move)

    def request_hint(self) -> bool:
        """Hard's suggestion for our seat, from our own observation only (as at home)."""
        if not self.is_human_turn() or self._latest is None or self.seat is None:
            self.error.emit(self.tr("A hint is only given on your turn."))
            return False
        self._hinter.ask(
            self._ticket,
            self.seat,
            self._latest,
            (self._host_move * 7919 + self.seat) % (2**31),
            BUDGET_MS["hard"] * self.budget_scale,
        )
        return True

    @Slot(int, str, object)
    def _on_hint(self, ticket: int, action: str, analysis: dict[str, Any] | None) -> None:
        if ticket != self._ticket:
            return
        play, self._play_hint_at = self._play_hint_at == ticket, None
        obs = self._shown
        legal = [str(a) for a in obs.legal] if obs is not None else []
        if not action or not self.is_human_turn() or action not in legal:
            self.hintReady.emit("", None)
            return
        self._game_assisted = True
        self._hint = (self._ticket, action)
        self.hintReady.emit(action, analysis)
        if play:
            self.human.choose(action, "hint")

    def undo(self) -> bool:
        self.error.emit(self.tr("There is no undo at a network table."))
        return False

    def redo(self) -> bool:
        return self.undo()

    def set_autoplay(self, on: bool) -> None:
        """A network seat is played by its person (or, when they drop, by the host)."""

    def to_json(self) -> dict[str, Any]:
        from koloda.match import MatchError

        raise MatchError("a network table is kept by its host")

    def rename_human(self, name: str) -> None:
        """Our name at the table is the one we joined with."""
