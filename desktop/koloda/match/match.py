"""A match being played, without Qt: its configuration, the rules state of the game in play,
the round summaries so far, every action applied (so that undo and a saved file replay it
exactly), and the versioned JSON form. The app's controller wraps one; a saved file is checked
by ``Match.from_json`` alone, and outlives a fix of the rules' bookkeeping (koloda.match.resume).

A match is one rules state (a Ryadky ryadok, a Ditch Rummy match) or, for a game played as a
series (Chuvash Rooster, CR-13), one state per game, the next dealt when the last is over.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass, field, replace
from typing import Any

from koloda.match.config import (
    MATCH_FORMAT,
    MATCH_VERSION,
    SERIES_TOTALS_KEY,
    MatchConfig,
    MatchError,
)
from koloda.match.resume import checked_base, reached_from, restarts, same_position
from koloda.match.rounds import (
    MatchResult,
    RoundSummary,
    deal_events,
    final_result,
    round_ended,
    round_summary,
)
from koloda.rules import (
    NOT_LOSER,
    Action,
    Event,
    GameState,
    Observation,
    RulesError,
    TableView,
    games,
    new_game,
    state_from_json,
)
from koloda.rules.base import is_int

MAX_ACTIONS = 20_000  # a saved move history longer than this is refused
MAX_HISTORY = 10_000  # round summaries in a saved match


@dataclass(frozen=True)
class Played:
    """What one applied action did: its events (the rules' ``Event`` values) and, when it ended
    a round, that round's summary. When the next round was dealt within the same action
    (a Ryadky deal, a Ditch Rummy hand), ``events[:round_events]`` finish the round and the
    rest deal the next one, and ``ended`` is the round's last state (``Match.table_as_ended``
    gives each seat its table as the round ended, for a network table)."""

    seat: int
    action: Action
    events: list[Event]
    summary: RoundSummary | None
    round_events: int
    ended: GameState | None = None


@dataclass(frozen=True)
class FinishedMatch:
    """A finished match as the statistics count it: one unit for every game, a series of
    Chuvash Rooster games (CR-13) as much as a Ryadky ryadok or a Ditch Rummy match. Who won is
    the match's ``result()``, the one the result page shows, never a game of the series."""

    won: bool  # the human is among the match's winners (a shared or a team win counts)
    score: int | None  # the human's match total, for a game won by points; None otherwise
    loser: bool | None  # a game won by not being the loser (CR-12): the human ended the match
    # as its loser (the most times the rooster, not a winner); None for a game won by points
    scores: list[int]  # the human's points in each round of the match
    assisted: bool  # a hint or an undo was used in the match
    lines: dict[str, list[int]] = field(default_factory=dict)  # every seat's, by name (progress)


class Match:
    """One match, from its first deal; ``Match(config)`` starts it."""

    def __init__(self, config: MatchConfig) -> None:
        config.validate()
        self.config = config
        self.game_no = 0  # the game of a series being played (CR-13); 0 otherwise
        self.dealer = config.first_dealer
        self.series_totals = [0] * config.players  # a series' totals (times as the rooster)
        self.history: list[RoundSummary] = []  # the summary of every finished round
        self.pending: RoundSummary | None = None  # a summary the player has not yet seen
        self.move_no = 0
        self.actions: list[tuple[int, str]] = []  # every applied action, AI moves included
        self.game_start = 0  # index in ``actions`` where the game in play began
        self.round_start = 0  # where the round in play began: undo stays in it (issue 41)
        self.assisted = False  # a hint or an undo was used in the match
        # the match is counted in the statistics (1); a save from before a match was one unit
        # may carry the number of its series' games counted one by one then
        self.recorded = 0
        self.redo_actions: list[tuple[int, str]] = []  # moves taken back, to play again
        # the move a hint recommended at an index of ``actions`` (this session's: not saved; the
        # review's own analysis of a decision is the hint's, so it names the same move anyway)
        self.hints: dict[int, str] = {}
        self.played_for: set[int] = set()  # ``actions`` Demo chose for the person (saved)
        self.tally: dict[str, list[int]] = {}  # the round's breakdown so far (the rules count it)
        # the saved game the moves went on from where today's rules replay them to the same
        # position but not the same state (koloda.match.resume), and whether this load found so
        self.base: dict[str, Any] | None = None
        self.rules_changed_since_save = False
        # a copy of the state as it was within the round in play, and how many actions had
        # been played then: the table as the round ends is made from it (once a round, not a
        # copy before every move); None until the round's first shown move
        self._round_mark: tuple[GameState, int] | None = None
        self.state = self._new_state(self.dealer, {})

    # ------------------------------------------------------------------ queries

    @property
    def players(self) -> int:
        return self.config.players

    @property
    def human_seat(self) -> int | None:
        return self.config.human_seat

    def viewer_seat(self) -> int:
        """The seat the table shows from: the human's, or seat 0 when every seat is an AI."""
        return 0 if self.config.human_seat is None else self.config.human_seat

    def to_move(self) -> int | None:
        """The seat that acts next: none while a summary waits to be seen or between games."""
        if self.pending is not None or self.state.is_terminal():
            return None
        return self.state.to_move

    def observation(self, seat: int) -> dict[str, Any]:
        """What ``seat`` may know now (its own hand, the public table, its legal actions)."""
        return self.state.observation(seat)

    def observe(self, seat: int) -> Observation:
        """``observation(seat)`` as a typed value."""
        return self.state.observe(seat)

    def next_game_due(self) -> bool:
        """The game in play is over and the series goes on (CR-13)."""
        return (
            self.state.is_terminal()
            and self.state.series_step() is not None
            and self.game_no + 1 < self.config.games_in_match()
        )

    def is_over(self) -> bool:
        """Every game of the match is played."""
        return self.state.is_terminal() and not self.next_game_due()

    def scores(self) -> list[int]:
        """Running match totals: a series' totals, or the state's own totals."""
        if self.config.plays_series():
            return list(self.series_totals)
        return self.state.running_totals()

    def result(self) -> MatchResult:
        """The final result: totals and winners of the whole match, and the totals after each
        of its rounds (``progress``), with how many of the person's moves Demo made."""
        result = final_result(self.state, self.config, self.series_totals, len(self.history))
        mine = [s for s, _ in self.actions if s == self.human_seat]
        progress = [list(h.totals) for h in self.history]
        return replace(result, progress=progress, moves=len(mine), played_for=len(self.played_for))

    def deal_events(self) -> list[Event]:
        """The deal of the game in play as card moves from the stock (C-6)."""
        return deal_events(self.state, self.dealer, self.viewer_seat())

    def progress(self) -> dict[str, list[int]]:
        """Each player's points per finished round, by name ({} before the first)."""
        out = {
            name: [h.points[seat] for h in self.history if seat < len(h.points)]
            for seat, name in enumerate(self.config.names)
        }
        return out if any(out.values()) else {}

    # ------------------------------------------------------------------ playing

    def apply(self, seat: int, action: Action | str, *, by_computer: bool = False) -> Played:
        """Play ``action`` for ``seat``; MatchError if it is not that seat's turn or not legal
        (the match is left exactly as it was). The rules engine's own check is the only one.
        ``by_computer`` at the person's seat: Demo chose it (``played_for``)."""
        if self.to_move() != seat:
            raise MatchError(f"it is not seat {seat}'s turn")
        try:
            played = self._apply(seat, Action.parse(action) if isinstance(action, str) else action)
        except RulesError as e:
            raise MatchError(f"that move is not allowed now: {action} ({e})") from None
        if by_computer and seat == self.human_seat:
            self.played_for.add(len(self.actions) - 1)  # the action just played
        return played

    def _apply(self, seat: int, action: Action, *, show: bool = True) -> Played:
        """Play an action (RulesError, and nothing changed, if the rules refuse it); with
        ``show`` a round's end also keeps the table as it ended (the viewer's observation) in
        the summary, for the player to see under it."""
        before, was_terminal = self.state.round(), self.state.is_terminal()
        totals_before = self.state.running_totals()
        if show and self._round_mark is None:
            self._round_mark = (self.state.clone(), len(self.actions))
        events = self.state.apply(action)
        text = str(action)
        self.move_no += 1
        self.actions.append((seat, text))
        self.redo_actions = []  # a new move: what was taken back is gone
        summary, round_events = None, len(events)
        if not round_ended(before, was_terminal, self.state):
            self._count(events)
            return Played(seat, action, events, None, round_events)
        last_round = self._last_round() if show else None
        self._round_mark = None  # the next round is marked at its first shown move
        view = self.state
        if last_round is not None and not self.state.is_terminal():
            # the next round was dealt in the same action: the table as the round ended is
            # that of the same action played as the match's last round
            round_events = len(last_round.apply(action, check=False)) - 1  # up to its "game_end"
            view = last_round
        self._count(events[:round_events])
        summary = round_summary(
            self.state,
            self.config,
            self.game_no,
            self.series_totals,
            before,
            totals_before,
            self.tally,
        )
        self.tally = {}
        self._count(events[round_events:])
        self.round_start = len(self.actions)
        if self.state.series_step() is not None:
            self.series_totals = list(summary.totals)
        self.history.append(summary)
        if show:
            self.pending = replace(summary, table=self._table_as_ended(view, summary.points))
        else:
            self.pending = summary
        ended = view if view is not self.state else None
        return Played(seat, action, events, summary, round_events, ended)

    def table_as_ended(self, played: Played, seat: int) -> Observation | None:
        """``seat``'s table as ``played``'s round ended, when that action also dealt the next
        round (None otherwise: the table now is the round's end): what a network table shows
        each friend under the round's summary."""
        if played.ended is None or played.summary is None:
            return None
        table = self._own_options(played.ended.observe(seat)).as_round_ended(played.summary.points)
        return table

    def _last_round(self) -> GameState:
        """The state just before the action that ended the round, as the match's last round:
        the round's mark played on to there (the rules replay exactly, C-5)."""
        assert self._round_mark is not None  # marked before the action was played
        state, done = self._round_mark
        for _, text in self.actions[done:-1]:
            state.apply(Action.parse(text), check=False)
        return state.as_last_round()

    def _table_as_ended(self, view: GameState, points: list[int]) -> Observation:
        """The viewer's table as the round ended (``view``: played as the match's last round
        when the next round was dealt in the same action), with the match's own options: the
        match's length, not the last round's (the action bar read "Deal 1 of 1" under the
        summary of a 2-deal Ryadky match's first deal); what it says of the round's points is
        what the summary says (``points``)."""
        return self._own_options(view.observe(self.viewer_seat())).as_round_ended(points)

    def _own_options(self, table: Observation) -> Observation:
        """``table`` under the match's own options (a game whose observation has none, such
        as a toy game, keeps the table's)."""
        options = self.observe(self.viewer_seat()).options
        return table.with_options(options).without_legal() if options else table.without_legal()

    def _count(self, events: list[Event]) -> None:
        """Add what ``events`` give to the round's breakdown, as the game's rules count it."""
        for row, values in self.state.round_breakdown(events, self.players).items():
            tally = self.tally.setdefault(row, [0] * self.players)
            for seat, value in enumerate(values[: self.players]):
                tally[seat] += value

    def round_seen(self) -> None:
        """The player has seen the pending round summary: play goes on."""
        self.pending = None

    def start_next_game(self) -> list[Event]:
        """Deal the next game of a series (CR-13); its deal as card moves."""
        step = self.state.series_step()
        if step is None or not self.next_game_due():
            raise MatchError("there is no next game to deal")
        self.game_no += 1
        self.dealer = step.dealer
        self.state = self._new_state(step.dealer, step.options)
        self._round_mark = None
        self.game_start = self.round_start = len(self.actions)
        return self.deal_events()

    def mark_assisted(self) -> None:
        """A hint was given: the match counts as assisted in the statistics."""
        self.assisted = True

    def hint_given(self, action: str) -> None:
        """A hint recommended ``action`` for the decision now (a review never flags it)."""
        self.hints[len(self.actions)] = action

    def _new_state(self, dealer: int, series_options: dict[str, Any]) -> GameState:
        config = self.config
        options = {**config.options, **series_options}
        # the match as every seat may know it (CR-13, issue 44); a match of one game is that
        # game, played and hinted for staying out of the rooster's seat (CR-12), as the arena
        # plays it (a one-game "series" was said as "a share of the series")
        if config.plays_series() and config.games_in_match() > 1:
            options["series"] = list(self.series_totals)
            options["games_left"] = config.games_in_match() - self.game_no - 1
        seed = (config.seed * 7919 + self.game_no) % (2**62)
        decks = config.decks if self.game_no == 0 else None  # a hand-made deal plays once
        return new_game(
            config.game, config.players, seed=seed, decks=decks, dealer=dealer, options=options
        )

    # ------------------------------------------------------------------ statistics

    def unrecorded_match(self) -> FinishedMatch | None:
        """The match, once it is over, if the statistics have not counted it (then call
        mark_recorded); None for a lesson, a match without a person, or one still on."""
        human = self.config.human_seat
        if human is None or self.config.lesson or self.recorded or not self.is_over():
            return None
        result = self.result()
        won = human in result.winners
        score: int | None = None
        loser: bool | None = None
        if games()[self.config.game].won_by != NOT_LOSER:
            score = result.totals[human]
        elif self.config.plays_series():  # the most times the loser, and not a winner (CR-13)
            worst = max(result.totals) if result.fewest_wins else min(result.totals)
            loser = not won and result.totals[human] == worst
        else:
            loser = (self.state.result() or {}).get("loser") == human
        scores = [h.points[human] for h in self.history]
        return FinishedMatch(won, score, loser, scores, self.assisted, self.progress())

    def mark_recorded(self) -> None:
        """The finished match is in the statistics."""
        self.recorded = 1

    # ------------------------------------------------------------------ undo and replay

    def last_move_of(self, seat: int) -> int | None:
        """Index in ``actions`` of ``seat``'s last move in the round in play, or None."""
        for i in range(len(self.actions) - 1, self.round_start - 1, -1):
            if self.actions[i][0] == seat:
                return i
        return None

    def can_undo(self) -> bool:
        """The human has a move in the round in play to take back."""
        human = self.config.human_seat
        return human is not None and not self.is_over() and self.last_move_of(human) is not None

    def undone(self) -> Match:
        """The match back at the human's previous decision point (the opponents' replies undone
        too), replayed from its first deal; MatchError when there is nothing to take back. The
        moves taken back can be played again (``redone``)."""
        human = self.config.human_seat
        index = self.last_move_of(human) if human is not None else None
        if index is None or not self.can_undo():
            raise MatchError("there is no move of yours to take back")
        match = self._replayed(self.actions[:index])
        match.redo_actions = self.actions[index:] + self.redo_actions
        return match

    def can_redo(self) -> bool:
        """Moves taken back by undo can be played again (no other move was made since)."""
        return bool(self.redo_actions) and self.to_move() == self.redo_actions[0][0]

    def redone(self) -> Match:
        """The match with the human's move taken back played again, and the opponents' replies
        that followed it, up to the human's next decision; MatchError when there is none."""
        if not self.can_redo():
            raise MatchError("there is no move to play again")
        human, rest = self.redo_actions[0][0], self.redo_actions[1:]
        again = next((i for i, (seat, _) in enumerate(rest) if seat == human), len(rest))
        match = self._replayed(self.actions + self.redo_actions[: again + 1])
        match.redo_actions = rest[again:]
        return match

    def _replayed(self, actions: list[tuple[int, str]]) -> Match:
        """This match replayed through ``actions`` to a decision point: summaries seen, the
        next game of a series dealt, marked as assisted (undo and redo are help)."""
        match = Match.continued(self.config, self.base, list(actions))
        # the saved games the moves went on from are kept for a redo past them; undo is no load
        match.base, match.rules_changed_since_save = self.base, False
        match.pending = None  # the summaries were seen on the way
        if match.next_game_due():
            match.start_next_game()
        match.assisted = True
        match.recorded = self.recorded
        match.hints = {i: a for i, a in self.hints.items() if i <= len(actions)}
        match.played_for = {i for i in self.played_for if i < len(actions)}
        return match

    @classmethod
    def replay(cls, config: MatchConfig, actions: list[Any]) -> Match:
        """The match after ``actions`` ([seat, action] pairs, AI moves included, so the replay
        is exact) from its first deal; MatchError if they do not fit."""
        match = cls(config)
        match._play_on(actions, 0)
        return match

    @classmethod
    def continued(
        cls, config: MatchConfig, base: dict[str, Any] | None, actions: list[Any]
    ) -> Match:
        """The match after ``actions``, played from its first deal or, where they went on from a
        saved game of the chain ``base`` (koloda.match.resume), from that game as it was saved;
        MatchError if they do not fit."""
        start = reached_from(base, actions)
        if start is None:
            return cls.replay(config, actions)
        try:
            match = cls.from_json(start)
        except MatchError as e:
            raise MatchError(f"the saved game this one went on from is damaged: {e}") from None
        match._play_on(actions[len(match.actions) :], len(match.actions))
        return match

    def _play_on(self, actions: list[Any], done: int) -> None:
        """Play the saved moves ``actions`` on (``done`` moves before them, for the message);
        MatchError at the first that is damaged or does not fit."""
        for number, item in enumerate(actions, start=done + 1):
            if not (
                isinstance(item, list | tuple)
                and len(item) == 2
                and is_int(item[0])
                and isinstance(item[1], str)
            ):
                raise MatchError(f"the move history is damaged (move {number})")
            seat, action = int(item[0]), item[1]
            self.pending = None
            if self.next_game_due():
                self.start_next_game()
            try:
                if self.state.to_move != seat:
                    raise RulesError("not that seat's turn")
                self._apply(seat, Action.parse(action), show=False)
            except RulesError:
                message = f"the move history does not fit the game (move {number})"
                raise MatchError(message) from None

    def replayed_log(self) -> list[tuple[Played, TableView]]:
        """Every action of the match so far with what it did and the public table after it,
        by replaying the match from its first deal (for the game log of a resumed match), and
        from a saved game where the moves went on from it (koloda.match.resume)."""
        match, out = Match(self.config), []
        restart = restarts(self.base, self.actions)
        for index, (seat, action) in enumerate(self.actions):
            if index in restart:  # the moves after it were played on the saved state
                match = Match.from_json(restart[index])
            match.pending = None
            if match.next_game_due():
                match.start_next_game()
            # shown: a round's last action that also dealt the next round says where the
            # round's events end (``Played.round_events``), as it did when it was played
            played = match._apply(seat, Action.parse(action))
            out.append((played, match.observe(match.viewer_seat()).view))
        return out

    # ------------------------------------------------------------------ saving

    def to_json(self) -> dict[str, Any]:
        """The whole match as a versioned, JSON-able dict (config, rules state, match scores)."""
        base = reached_from(self.base, self.actions)  # the saved game the moves went on from
        return {
            "format": MATCH_FORMAT,
            "version": MATCH_VERSION,
            "config": self.config.to_json(),
            "state": self.state.to_json(),
            "match": {
                "game_no": self.game_no,
                "dealer": self.dealer,
                SERIES_TOTALS_KEY: list(self.series_totals),  # the series totals (CR-13)
                "history": [h.to_json() for h in self.history],
                # shown again after loading
                "pending_round": self.pending.to_json() if self.pending is not None else None,
                "move_no": self.move_no,
                "finished": self.is_over(),
                "actions": [list(a) for a in self.actions],
                "assisted": self.assisted,
                "recorded": self.recorded,
                **({"played_for": sorted(self.played_for)} if self.played_for else {}),
                **({"base": copy.deepcopy(base)} if base is not None else {}),
            },
        }

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """Load a match saved by to_json; MatchError with one clear sentence on bad data."""
        if not isinstance(data, dict) or data.get("format") != MATCH_FORMAT:
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
        saved = data.get("match")
        if not isinstance(saved, dict):
            raise MatchError("the saved match lacks its match scores")
        match = cls._checked_scores(config, saved)
        match._adopt(data, state)
        if match.pending is not None and match.pending.table is not None:
            # saved before the table kept under a summary carried the match's own options:
            # it said "Deal 1 of 1" under the first deal of a longer match
            # and before it said the round's points as the summary does (issue 41)
            table = match._own_options(match.pending.table).as_round_ended(match.pending.points)
            match.pending = replace(match.pending, table=table)
        return match

    @classmethod
    def _checked_scores(cls, config: MatchConfig, saved: dict[str, Any]) -> Match:
        """A fresh match of ``config`` carrying the saved scores, every one of them checked."""
        n, games = config.players, config.games_in_match()
        totals, history = saved.get(SERIES_TOTALS_KEY), saved.get("history")
        pending, assisted = saved.get("pending_round"), saved.get("assisted", False)
        if not (
            isinstance(totals, list)
            and len(totals) == n
            and all(is_int(t) and 0 <= t <= games for t in totals)
            and isinstance(history, list)
            and len(history) <= MAX_HISTORY
            and isinstance(saved.get("finished"), bool)
            and isinstance(assisted, bool)
        ):
            raise MatchError("the saved match scores are damaged")
        match = cls(config)
        match.game_no = _saved_int(saved, "game_no", 0, games - 1)
        match.dealer = _saved_int(saved, "dealer", 0, n - 1)
        match.move_no = _saved_int(saved, "move_no", 0, None)
        match.recorded = _saved_int(saved, "recorded", 0, MAX_HISTORY, default=0)
        match.series_totals = [int(t) for t in totals]
        match.history = [RoundSummary.from_json(h, n) for h in history]
        match.pending = None if pending is None else RoundSummary.from_json(pending, n)
        match.assisted = assisted
        return match

    def _adopt(self, data: dict[str, Any], state: GameState) -> None:
        """Take the saved state. Its saved moves must replay to it (then undo can use them), or
        at least to the same position when the rules' bookkeeping was changed since it was saved
        (koloda.match.resume: the saved state is played on, the file is the moves' ``base``); a
        save without moves (older files) resumes with no moves to take back."""
        saved = data["match"]
        self.state = state
        self._round_mark = None
        self.actions, self.game_start, self.round_start = [], 0, 0
        actions = saved.get("actions")
        if actions is None:
            return
        if not isinstance(actions, list) or len(actions) > MAX_ACTIONS:
            raise MatchError("the saved move history is damaged")
        base = checked_base(saved.get("base"), data, actions)
        try:
            replayed = Match.continued(self.config, base, actions)
        except RulesError as e:
            raise MatchError(f"the saved move history is damaged: {e}") from None
        target = state.to_json()
        if not same_position(replayed.state, state) and replayed.next_game_due():
            replayed.start_next_game()  # the next game of the series may have been dealt
        if replayed.state.to_json() == target:
            self.base = replayed.base
            self.state = replayed.state  # the same game, and what the match tells it (CR-13)
        elif same_position(replayed.state, state):
            self.base, self.rules_changed_since_save = copy.deepcopy(data), True
        else:
            raise MatchError("the saved move history does not lead to the saved game")
        self.actions, self.game_start = replayed.actions, replayed.game_start
        self.round_start = replayed.round_start
        self.tally = replayed.tally  # the round's breakdown so far, counted again
        played = saved.get("played_for", [])  # a damaged list keeps none: the moves stay
        if isinstance(played, list) and all(is_int(i) and 0 <= i < len(actions) for i in played):
            self.played_for = {int(i) for i in played}


def _saved_int(
    saved: dict[str, Any], key: str, low: int, high: int | None, default: int | None = None
) -> int:
    """An integer field of a saved match within [low, high]; MatchError otherwise."""
    value = saved.get(key, default)
    if not is_int(value) or value < low or (high is not None and value > high):
        raise MatchError("the saved match scores are damaged")
    return int(value)
