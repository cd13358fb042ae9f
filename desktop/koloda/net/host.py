"""The host of a network table: the one authority. It runs a ``koloda.match.Match``, seats
friends who join with the table's code, plays the computer's seats (and a friend's seat while
it is empty), and sends each client only its own seat's observation and its view of each event
(``Event.seen_by``). Every line a client sends is read like an engine request: anything
malformed, unknown, out of turn, for another seat or illegal is refused to that client alone
and changes nothing. asyncio on the standard library's sockets; no Qt (README: "Transport")."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections import deque
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from koloda.match import Match, MatchConfig, MatchError, MatchResult, Played
from koloda.match.rounds import deal_events
from koloda.net import saved, streams
from koloda.net.links import Conn, Links
from koloda.net.protocol import (
    DEFAULT_PORT,
    LOG_CHUNK,
    MAX_REQUEST,
    PROTOCOL,
    Refused,
    Request,
    new_code,
    read_request,
    refused,
    same_code,
    seen_events,
    without_table,
)
from koloda.net.seats import Seat, TableSpec, Timing
from koloda.rules import Action, Event, RulesError, games

log = logging.getLogger(__name__)


@dataclass
class Entry:
    """One line of the table's log: a move played (``action``) or a game of a series dealt
    (``action`` None), with the host's own events (each seat gets its view of them)."""

    move: int
    game_no: int
    seat: int | None
    action: str | None
    by: str  # "friend", "computer", or "" for a deal
    events: list[Event]
    summary: dict[str, Any] | None = None

    def seen_by(self, seat: int) -> dict[str, Any]:
        out: dict[str, Any] = {
            "kind": "deal" if self.action is None else "played",
            "move": self.move,
            "game_no": self.game_no,
            "events": seen_events(self.events, seat),
        }
        if self.action is not None:
            out.update(seat=self.seat, action=self.action, by=self.by, round=self.summary)
        return out


class Host:
    """A network table. ``await host.run()`` listens, waits for friends (at most
    ``timing.lobby``), plays the match to its end and returns its result."""

    def __init__(
        self,
        spec: TableSpec,
        *,
        code: str | None = None,
        bind: str = "127.0.0.1",
        port: int = DEFAULT_PORT,
        timing: Timing | None = None,
        autosave: Path | None = None,
        on_listening: Callable[[str, int, str], None] | None = None,
        hold_lobby: bool = False,
    ) -> None:
        spec.check()
        self.spec = spec
        self.code = code or new_code()
        self.bind, self.port = bind, port
        self.timing = timing or Timing()
        self.autosave = autosave
        self._saver = None if autosave is None else saved.Autosaver(autosave)
        self.on_listening = on_listening
        self.seats: list[Seat] = spec.make_seats()
        self.match: Match | None = None
        self.log: list[Entry] = []
        self.result: MatchResult | None = None
        self.links = Links(self.timing, self._handle, self._lost)
        self.by_seat: dict[int, Conn] = {}
        self.refusals = 0  # requests refused, for tests and the bench
        self.last_refusals: deque[tuple[int | None, str, str]] = deque(maxlen=50)
        self.address: tuple[str, int] | None = None
        self._wake: asyncio.Event | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._opened = 0.0
        # a host window's lobby waits for its Start button (``start_now``), not for a time
        self.hold_lobby = hold_lobby
        self._start_asked = False
        self._ai = ThreadPoolExecutor(max_workers=1, thread_name_prefix="koloda-net-ai")
        self._turn: tuple[int, int] = (-1, -1)  # (game, move) of the turn being waited on
        self._turn_began = 0.0

    # ------------------------------------------------------------------ resuming

    @classmethod
    def resumed(cls, path: Path, **kwargs: Any) -> Host:
        """A host reopening the table its autosave ``path`` holds: the same code, seats and
        friends' names, the match where it was (saved.load checks the file)."""
        table = saved.load(path)
        host = cls(table.spec, code=kwargs.pop("code", None) or table.code, autosave=path, **kwargs)
        for seat, (name, taken) in zip(host.seats, table.friends, strict=True):
            if seat.is_friend and taken:
                seat.name, seat.taken = name, True
        host.match = table.match
        host.match.pending = None  # the host never waits on a summary
        host._replay_log(table.by)
        return host

    def _replay_log(self, by: list[str]) -> None:
        """The log as it was written live (``_apply``, ``_deal``): the match replayed from its
        first deal (C-5: the same seed deals the same cards), each round's last move apart
        from the next deal it dealt (issue 42: a rejoiner's log had them in one move), each
        move with who chose it as saved (``by``; an older autosave says nothing of it)."""
        saved_match = self.match
        assert saved_match is not None
        match = Match(saved_match.config)
        self.log.append(Entry(0, 0, None, None, "", deal_events(match.state, match.dealer, -1)))
        for index, (seat, text) in enumerate(saved_match.actions):
            match.pending = None
            if match.next_game_due():
                match.start_next_game()
                events = deal_events(match.state, match.dealer, -1)
                self.log.append(Entry(match.move_no, match.game_no, None, None, "", events))
            chose = by[index] if index < len(by) else ""  # who chose it, as saved
            entry, dealt = self._entry(match, match.apply(seat, text), chose)
            self.log.append(entry)
            if dealt:
                self.log.append(Entry(match.move_no, match.game_no, None, None, "", dealt))

    @staticmethod
    def _entry(match: Match, played: Played, by: str) -> tuple[Entry, list[Event]]:
        """The log's line of a move just played, and the next round's deal when the move also
        dealt it: that goes out as a deal of its own, after the round's summary is seen."""
        summary = None if played.summary is None else without_table(played.summary.to_json())
        dealt = played.events[played.round_events :] if played.ended is not None else []
        events = played.events[: len(played.events) - len(dealt)]
        action = str(played.action)
        return Entry(match.move_no, match.game_no, played.seat, action, by, events, summary), dealt

    # ------------------------------------------------------------------ running

    async def run(self) -> MatchResult:
        """Listen, seat friends, play the match to its end; the result."""
        self._loop = asyncio.get_running_loop()
        self._wake = asyncio.Event()
        self._opened = self._loop.time()
        server = await streams.serve(self.links.serve, self.bind, self.port, MAX_REQUEST)
        sock = server.sockets[0].getsockname()
        self.address = (str(sock[0]), int(sock[1]))
        if self.on_listening is not None:
            self.on_listening(self.address[0], self.address[1], self.code)
        beat = asyncio.create_task(self._heartbeat())
        try:
            result = await self._drive()
            await self.links.close_all("over", "The match is over.")
            return result
        except asyncio.CancelledError:
            await self.links.close_all("closed", "The host has closed the table.")
            raise
        finally:
            self.links.stopping = True
            beat.cancel()
            server.close()
            with contextlib.suppress(Exception):
                await asyncio.wait_for(server.wait_closed(), 1.0)
            self._ai.shutdown(wait=False, cancel_futures=True)
            if self._saver is not None:
                self._saver.flush()

    def _now(self) -> float:
        assert self._loop is not None
        return self._loop.time()

    def _poke(self) -> None:
        if self._wake is not None:
            self._wake.set()

    async def _wait(self, timeout: float | None) -> None:
        assert self._wake is not None
        # asyncio.timeout, not wait_for: Python 3.11's wait_for loses a cancel (the host
        # closed) that comes as the wake-up does, and the host then played on
        with contextlib.suppress(TimeoutError):
            async with asyncio.timeout(timeout):
                await self._wake.wait()
        self._wake.clear()

    def start_now(self) -> None:
        """End the lobby now (a host window's Start button): the computer plays every friend's
        seat still empty until someone takes it. Call it on the host's loop
        (``HostThread.call``)."""
        self._start_asked = True
        self._poke()

    async def _drive(self) -> MatchResult:
        await self._lobby()
        match = self.match
        if match is None:
            match = self.match = Match(self._config())
            self._deal(deal_events(match.state, match.dealer, -1))
        else:
            self._broadcast_tables()
        while True:
            match.pending = None  # a summary went out with its move; nobody waits on it
            if match.next_game_due():
                match.start_next_game()
                self._deal(deal_events(match.state, match.dealer, -1))
                continue
            if match.is_over():
                break
            seat = match.to_move()
            assert seat is not None
            self._stand_in()
            s = self.seats[seat]
            turn = (match.game_no, match.move_no)
            if turn != self._turn:
                self._turn, self._turn_began = turn, self._now()
            if s.playing() == "computer":
                await self._computer_move(seat, forced=False)
            elif s.connected:
                left = self._turn_began + self.timing.turn - self._now()
                if left > 0:
                    await self._wait(left)
                else:  # a friend who never moves must not stall the table either
                    self._notice("slow", s, f"{s.name} took too long: the computer moved for them.")
                    await self._computer_move(seat, forced=True)
            elif s.vacant_since is None:
                await self._wait(None)
            else:
                await self._wait(max(0.0, s.vacant_since + self.timing.takeover - self._now()))
        self.result = match.result()
        for conn in self._seated():
            self.links.send(conn, {"msg": "over", "move": match.move_no, **self._result_json()})
        self._save()
        return self.result

    async def _lobby(self) -> None:
        """Wait until every friend's seat is taken (a resumed table: every friend who sat
        there is back), or until ``timing.lobby`` after opening, whichever is first; or until
        ``start_now`` alone when the lobby is held."""
        deadline = self._opened + self.timing.lobby
        while not self._start_asked:
            if self.hold_lobby:
                await self._wait(None)
                continue
            if self._now() >= deadline or all(
                s.connected for s in self.seats if s.is_friend and (self.match is None or s.taken)
            ):
                break
            await self._wait(deadline - self._now())
        now = self._now()
        for s in self.seats:
            if s.is_friend and not s.connected and s.vacant_since is None:
                s.vacant_since = now - self.timing.takeover  # never came: the computer plays
        self._stand_in()

    def _config(self) -> MatchConfig:
        spec = self.spec
        levels = [
            k if not s.is_friend else spec.stand_in
            for k, s in zip(spec.seats, self.seats, strict=True)
        ]
        return MatchConfig(
            spec.game,
            spec.players,
            levels=levels,
            options=dict(spec.options),
            seed=spec.seed,
            human_seat=None,
            names=[s.name for s in self.seats],
            match_games=spec.match_games,
        )

    def _stand_in(self) -> None:
        """The computer takes every friend's seat left empty for ``timing.takeover``."""
        if self.match is None:
            return
        now = self._now()
        for s in self.seats:
            if (
                s.is_friend
                and not s.connected
                and not s.stands_in
                and s.vacant_since is not None
                and now - s.vacant_since >= self.timing.takeover
            ):
                s.stands_in = True
                if s.taken:  # a friend sat here and left
                    self._notice("computer", s, f"The computer plays {s.name}'s seat.")
                else:  # nobody came: "Seat 3" is nobody's seat to come back to
                    self._notice("open", s, f"The computer plays {s.name} until a friend joins.")
                self._poke()

    async def _computer_move(self, seat: int, *, forced: bool) -> None:
        """The computer's move for ``seat``: a computer's seat, a friend's while it is empty,
        or (``forced``) a friend's whose turn ran out."""
        match = self.match
        assert match is not None and self._loop is not None
        if self.timing.pace > 0 and not forced:
            await asyncio.sleep(self.timing.pace)
        s = self.seats[seat]

        def still() -> bool:
            return match.to_move() == seat and (forced or s.playing() == "computer")

        if not still():
            return
        move_no = match.move_no
        level = s.kind if not s.is_friend else self.spec.stand_in
        obs = match.observation(seat)
        seed = (self.spec.seed * 7919 + move_no) % (2**31)
        action = await self._loop.run_in_executor(self._ai, _choose, obs, level, seed)
        if match.move_no == move_no and still():
            self._apply(seat, action, "computer")

    def _apply(self, seat: int, action: Action, by: str) -> None:
        match = self.match
        assert match is not None
        played = match.apply(seat, action)
        match.pending = None  # a round's summary goes out with its move; nobody waits on it
        # a move that ended a round and dealt the next one goes out as two messages: the move
        # with each seat's table as the round ended (its summary is shown over that), then
        # the next deal, which a window shows once its summary is closed
        entry, dealt = self._entry(match, played, by)
        self.log.append(entry)
        for conn in self._seated():
            assert conn.seat is not None
            table = self._table(conn.seat)
            ended = match.table_as_ended(played, conn.seat)
            if ended is not None:
                table["observation"] = ended.to_json()
            self.links.send(conn, {"msg": "played", **entry.seen_by(conn.seat), **table})
        if dealt:
            self._deal(dealt)
        self._save()
        self._poke()

    def _deal(self, events: list[Event]) -> None:
        match = self.match
        assert match is not None
        entry = Entry(match.move_no, match.game_no, None, None, "", events)
        self.log.append(entry)
        for conn in self._seated():
            assert conn.seat is not None
            self.links.send(
                conn, {"msg": "deal", **entry.seen_by(conn.seat), **self._table(conn.seat)}
            )
        self._save()

    def _table(self, seat: int) -> dict[str, Any]:
        match = self.match
        assert match is not None
        return {
            "move": match.move_no,
            "game_no": match.game_no,
            "scores": match.scores(),
            "observation": match.observation(seat),
        }

    def _result_json(self) -> dict[str, Any]:
        return {"result": None if self.result is None else self.result.to_json()}

    def _broadcast_tables(self) -> None:
        for conn in self._seated():
            assert conn.seat is not None
            self.links.send(conn, {"msg": "table", **self._table(conn.seat)})

    def _save(self) -> None:
        if self._saver is not None and self.match is not None:
            by = [e.by for e in self.log if e.action is not None]  # one a move, in order
            self._saver.submit(saved.snapshot(self.spec, self.code, self.seats, self.match, by))

    # ------------------------------------------------------------------ lobby and notices

    def lobby(self) -> dict[str, Any]:
        started = self.match is not None
        starts_in = None
        if not started and self._loop is not None and not self.hold_lobby:
            starts_in = max(0.0, round(self._opened + self.timing.lobby - self._now(), 1))
        return {
            "msg": "lobby",
            "started": started,
            "starts_in": starts_in,
            "seats": [s.to_json() for s in self.seats],
        }

    def _notice(self, kind: str, seat: Seat, text: str) -> None:
        message = {"msg": "notice", "kind": kind, "seat": seat.number, "name": seat.name}
        message["text"] = text
        for conn in self._seated():
            self.links.send(conn, message)
            self.links.send(conn, self.lobby())

    def _seated(self) -> list[Conn]:
        return [c for c in self.by_seat.values() if not c.closed]

    def _lost(self, conn: Conn, why: str) -> None:
        """A seated friend's connection ended: the seat waits, then the computer plays it."""
        seat = conn.seat
        if seat is None or self.by_seat.get(seat) is not conn:
            return
        del self.by_seat[seat]
        s = self.seats[seat]
        s.connected = False
        s.vacant_since = self._now()
        if not self.links.stopping:
            text = f"{s.name} has left ({why}); the computer plays the seat if they do not return."
            self._notice("left", s, text)
        self._poke()

    async def _heartbeat(self) -> None:
        while True:
            await asyncio.sleep(self.timing.heartbeat)
            self.links.sweep(self._now())
            self._stand_in()

    # ------------------------------------------------------------------ requests

    async def _handle(self, conn: Conn, line: bytes | object) -> None:
        cmd, tag = "?", None
        try:
            req = read_request(line)
            cmd, tag = req.cmd, req.id
            if conn.seat is None:
                if req.cmd != "join":
                    raise Refused("not_joined", "join the table first with its code and a name")
                await self._join(conn, req)
            elif req.cmd == "join":
                raise Refused("joined", "you have joined already")
            elif req.cmd == "play":
                self._play(conn, req)
            elif req.cmd == "state":
                self.links.send(conn, self.lobby())
                if self.match is not None:
                    self.links.send(conn, {"msg": "table", **self._table(conn.seat)})
            elif req.cmd == "ping":
                self.links.send(conn, {"msg": "pong"})
            elif req.cmd == "leave":
                self.links.finish(conn, {"msg": "closing", "reason": "left", "text": "You left."})
                self._drop_seat(conn, "left the table")
        except Refused as r:
            self.refusals += 1
            self.last_refusals.append((conn.seat, r.reason, r.error))
            self.links.send(
                conn, refused(cmd, r.reason, r.error, r.id if r.id is not None else tag)
            )

    def _drop_seat(self, conn: Conn, why: str) -> None:
        """A client that left on purpose: its seat is empty at once (it may still rejoin)."""
        seat = conn.seat
        if seat is not None and self.by_seat.get(seat) is conn:
            del self.by_seat[seat]
            s = self.seats[seat]
            s.connected = False
            s.vacant_since = self._now()
            self._notice("left", s, f"{s.name} has {why}.")
            self._poke()

    async def _join(self, conn: Conn, req: Request) -> None:
        if req.protocol != PROTOCOL:
            self.links.finish(
                conn,
                refused("join", "protocol", f"this host speaks protocol {PROTOCOL} only"),
            )
            return
        if not same_code(req.code, self.code):
            await asyncio.sleep(self.timing.bad_code)  # slows guessing down
            self.refusals += 1
            self.links.finish(conn, refused("join", "bad_code", "wrong join code"))
            return
        name = req.name
        seat = next(
            (
                s
                for s in self.seats
                if s.is_friend and s.taken and s.name.casefold() == name.casefold()
            ),
            None,
        )
        rejoined = seat is not None
        if seat is None:
            if any(not s.is_friend and s.name.casefold() == name.casefold() for s in self.seats):
                raise Refused(
                    "bad_name", f"{name} is a computer player's name here: choose another"
                )
            free = [s for s in self.seats if s.is_friend and not s.taken]
            seat = next((s for s in free if s.held and s.name.casefold() == name.casefold()), None)
            seat = seat or next((s for s in free if not s.held), None)
        if seat is None:
            self.refusals += 1
            self.links.finish(conn, refused("join", "table_full", "every friend's seat is taken"))
            return
        old = self.by_seat.get(seat.number)
        if old is not None:  # the same friend again: the newer connection is the one
            self.links.finish(
                old, {"msg": "closing", "reason": "replaced", "text": "You joined again elsewhere."}
            )
            old.seat = None
        conn.seat = seat.number
        self.by_seat[seat.number] = conn
        was_stood_in = seat.stands_in
        if not rejoined:  # a friend coming back keeps the name the table knows
            seat.name = name
        name = seat.name
        seat.taken, seat.connected, seat.held = True, True, False
        seat.stands_in, seat.vacant_since = False, None
        if self.match is not None:
            self.match.config.names[seat.number] = name
        self.links.send(conn, self._welcome(seat, rejoined))
        if self.match is not None:
            entries = [e.seen_by(seat.number) for e in self.log]
            for start in range(0, len(entries), LOG_CHUNK):
                self.links.send(conn, {"msg": "log", "entries": entries[start : start + LOG_CHUNK]})
            self.links.send(conn, {"msg": "table", **self._table(seat.number)})
        kind = "back" if rejoined else "joined"
        text = f"{name} is back." if rejoined else f"{name} has joined."
        if was_stood_in:
            text = f"{name} is back and plays their seat again."
        self._notice(kind, seat, text)
        self._poke()

    def _welcome(self, seat: Seat, rejoined: bool) -> dict[str, Any]:
        spec = self.spec
        return {
            "msg": "welcome",
            "protocol": PROTOCOL,
            "seat": seat.number,
            "name": seat.name,
            "rejoined": rejoined,
            "game": spec.game,
            "title": games()[spec.game].title,
            "players": spec.players,
            "options": dict(spec.options),
            "match_games": spec.match_games,
            "started": self.match is not None,
            **self.timing.to_json(),
            "seats": [s.to_json() for s in self.seats],
        }

    def _play(self, conn: Conn, req: Request) -> None:
        seat = conn.seat
        assert seat is not None
        if req.seat is not None and req.seat != seat:
            raise Refused("other_seat", f"you sit at seat {seat} and may play only for it")
        match = self.match
        if match is None:
            raise Refused("not_started", "the match has not started")
        if match.is_over():
            raise Refused("over", "the match is over")
        to_move = match.to_move()
        if to_move != seat:
            who = "nobody" if to_move is None else self.seats[to_move].name
            raise Refused("not_your_turn", f"it is not your turn: {who} is to move")
        if req.move != match.move_no:
            raise Refused(
                "stale", f"that answers move {req.move}; the table is at move {match.move_no}"
            )
        try:
            action = Action.parse(req.action)
        except RulesError as e:
            raise Refused("malformed", str(e)) from None
        if action not in match.state.legal_actions():
            raise Refused("illegal", match.state.why_illegal(action).message)
        try:
            self._apply(seat, action, "friend")
        except MatchError as e:  # checked above; the rules stay the judge
            raise Refused("illegal", str(e)) from None


def _choose(obs: dict[str, Any], level: str, seed: int) -> Action:
    """The computer's move for a seat (koloda.ai, from that seat's observation only); should
    the AI fail, the first legal move, so that the table never stops on it."""
    from koloda.ai import choose_action

    try:
        return choose_action(obs, level=level, seed=seed)
    except Exception:
        log.exception("the computer failed to choose for %s", obs.get("game"))
        return Action.parse(obs["legal"][0])
