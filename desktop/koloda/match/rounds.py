"""A match's rounds in plain values: the deal as card moves, the summary of a finished round (a
Ryadky deal, a Ditch Rummy hand, a game of a series such as Chuvash Rooster's) and the match's
final result, from what the rules state says of its rounds (``GameState.round``,
``running_totals``, ``sides``, ``series_step``). A round summary is a ``RoundSummary`` (a side of
partners in it a ``TeamRow``), the final result a ``MatchResult``; a summary's JSON form (a saved
match's ``history`` and ``pending_round``) is checked when read, never trusted.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from koloda.match.config import MatchConfig, MatchError
from koloda.rules import Event, GameState, Observation, Round, SeriesStep, read_observation
from koloda.rules.base import is_int

MAX_NAME = 40


def deal_events(state: GameState, dealer: int, viewer: int) -> list[Event]:
    """The deal of a fresh game as card moves from the stock, one card at a time (C-6),
    face up only to the viewer."""
    n = state.players
    hands = [list(state.hand(seat)) for seat in range(n)]
    events: list[Event] = []
    order = [(dealer + 1 + i) % n for i in range(n)]
    while any(hands):
        for seat in order:
            if hands[seat]:
                card = hands[seat].pop(0)
                events.append(
                    Event("move", seat, (card,), "stock", f"hand:{seat}", face_up=seat == viewer)
                )
    return events


@dataclass(frozen=True)
class TeamRow:
    """A side of partners in a round or a match (DR-8): their seats, their names joined, and
    the sums of their points (this round's) and totals."""

    seats: tuple[int, ...]
    names: str
    points: int
    total: int

    def to_json(self) -> dict[str, Any]:
        """The row as a saved match and the result keep it."""
        return {
            "seats": list(self.seats),
            "names": self.names,
            "points": self.points,
            "total": self.total,
        }

    @classmethod
    def from_json(cls, data: object, players: int) -> TeamRow:
        """A row saved by ``to_json``; MatchError when its shape is wrong."""
        if not isinstance(data, dict):
            raise MatchError("the saved team scores are damaged")
        seats, names = data.get("seats"), data.get("names")
        points, total = data.get("points"), data.get("total")
        if not (
            isinstance(seats, list)
            and all(is_int(s) and 0 <= s < players for s in seats)
            and isinstance(names, str)
            and is_int(points)
            and is_int(total)
        ):
            raise MatchError("the saved team scores are damaged")
        return cls(tuple(int(s) for s in seats), names, int(points), int(total))


def team_rows(
    sides: list[tuple[int, ...]], names: list[str], points: list[int], totals: list[int]
) -> list[TeamRow]:
    """A row per side of partners (DR-8): their names, and the sums of their points and totals."""
    return [
        TeamRow(
            seats=tuple(side),
            names=" + ".join(names[s] for s in side),
            points=sum(points[s] for s in side),
            total=sum(totals[s] for s in side),
        )
        for side in sides
        if len(side) > 1
    ]


def _saved_team_rows(data: object, players: int) -> list[TeamRow]:
    """The team rows of a saved summary; a row that is not one is left out (as it always was)."""
    rows: list[TeamRow] = []
    for row in data if isinstance(data, list) else []:
        try:
            rows.append(TeamRow.from_json(row, players))
        except MatchError:
            continue
    return rows


def round_ended(before: Round, was_terminal: bool, state: GameState) -> bool:
    """Whether the action that led to ``state`` finished a round: a new round began, or the
    game ended (its last round with it)."""
    return state.round().number != before.number or (state.is_terminal() and not was_terminal)


@dataclass(frozen=True)
class RoundSummary:
    """The summary of a finished round: a Ryadky deal, a Ditch Rummy hand, a game of a series
    (Chuvash Rooster's). ``kind`` is the rules' ``Round.kind``; ``points`` this round's,
    ``totals`` the running totals after it (a series' totals for a series, CR-13)."""

    game: str
    kind: str
    number: int
    of: int | None
    names: list[str]
    points: list[int]
    totals: list[int]
    team_rows: list[TeamRow]  # a row per side of partners (DR-8), see ``team_rows``
    winners: list[int]
    loser: int | None  # the one seat that took a series game's penalty point (CR-12)
    teams: bool
    human_seat: int | None
    final: bool  # the match's last round
    result: dict[str, Any] | None  # the rules' result when the round ended the game
    tally: dict[str, list[int]] = field(default_factory=dict)  # the rules' round_breakdown
    table: Observation | None = None  # only while pending: the viewer's table as it ended

    def to_json(self) -> dict[str, Any]:
        """The summary as a saved match keeps it (``table`` only when there is one)."""
        data: dict[str, Any] = {
            "game": self.game,
            "kind": self.kind,
            "number": self.number,
            "of": self.of,
            "names": list(self.names),
            "points": list(self.points),
            "totals": list(self.totals),
            "team_rows": [t.to_json() for t in self.team_rows],
            "winners": list(self.winners),
            "loser": self.loser,
            "teams": self.teams,
            "human_seat": self.human_seat,
            "final": self.final,
            "result": self.result,
            "tally": {k: list(v) for k, v in self.tally.items()},
        }
        if self.table is not None:
            data["table"] = self.table.to_json()
        return data

    @classmethod
    def from_json(cls, data: object, players: int) -> RoundSummary:
        """A summary saved by ``to_json`` (or by an older Koloda: what it lacks is filled in);
        MatchError when its shape is wrong (saved matches are checked, never trusted)."""
        if not _valid_summary(data, players):
            raise MatchError("the saved match scores are damaged")
        assert isinstance(data, dict)
        loser = data.get("loser")
        teams = _saved_team_rows(data.get("team_rows"), players)
        human = data.get("human_seat")
        game, of = data.get("game"), data.get("of")
        return cls(
            game=game if isinstance(game, str) else "",
            kind=data["kind"],
            number=int(data["number"]),
            of=None if of is None else int(of),
            names=list(data["names"]),
            points=[int(p) for p in data["points"]],
            totals=[int(t) for t in data["totals"]],
            team_rows=teams,
            winners=[int(w) for w in data["winners"]],
            loser=None if loser is None else int(loser),
            teams=bool(data.get("teams", bool(teams))),
            human_seat=int(human) if is_int(human) else None,
            final=bool(data.get("final", False)),
            # a save from before the result was kept names only the series game's loser
            result=data.get("result", {"loser": loser}),
            tally={k: [int(x) for x in v] for k, v in data.get("tally", {}).items()},
            table=None if data.get("table") is None else read_observation(data["table"]),
        )


def round_summary(
    state: GameState,
    config: MatchConfig,
    game_no: int,
    series_totals: list[int],
    before: Round,
    totals_before: list[int],
    tally: dict[str, list[int]],
) -> RoundSummary:
    """The summary of the round ``before`` that has just ended, ``state`` being the state after
    it. In a series (``state.series_step()``) the round is the game and ``totals`` are the
    series totals with this game counted; otherwise the round's points are the change of the
    state's running totals. ``tally`` is the round's breakdown as the rules counted it."""
    names = list(config.names)
    of: int | None
    step = state.series_step()
    if step is not None:
        totals = [t + p for t, p in zip(series_totals, step.points, strict=True)]
        points = list(step.points)
        number, of = game_no + 1, config.games_in_match()
        winners = _series_winners(points, step)
        final = game_no + 1 >= config.games_in_match()
    else:
        totals = state.running_totals()
        if len(totals_before) != len(totals):
            totals_before = [0] * len(totals)
        points = [a - b for a, b in zip(totals, totals_before, strict=True)]
        number, of = before.number + 1, before.of
        sides = state.sides()
        best = max(sum(points[s] for s in side) for side in sides)
        # the round's winners score the most, and something (RY-9); partners together (DR-8)
        winners = [s for side in sides if sum(points[s] for s in side) == best for s in side]
        teamed = any(len(side) > 1 for side in sides)
        winners = sorted(winners) if best > 0 or teamed else []
        final = state.is_terminal()
    teams = team_rows(state.sides(), names, points, totals)
    return RoundSummary(
        game=config.game,
        kind=before.kind,
        number=number,
        of=of,
        names=names,
        points=points,
        totals=totals,
        team_rows=teams,
        winners=winners,
        loser=_series_loser(points, step),
        teams=bool(teams),
        human_seat=config.human_seat,
        final=final,
        result=state.result() if state.is_terminal() else None,
        tally=tally,
    )


def _series_winners(points: list[int], step: SeriesStep) -> list[int]:
    """A game of a series is won by the seats with the best points (the fewest, CR-13)."""
    best = min(points) if step.fewest_wins else max(points)
    return [s for s, p in enumerate(points) if p == best]


def _series_loser(points: list[int], step: SeriesStep | None) -> int | None:
    """The one seat that took the game's penalty point (the rooster, CR-12), if there is one."""
    if step is None or not step.fewest_wins:
        return None
    marked = [s for s, p in enumerate(points) if p > 0]
    return marked[0] if len(marked) == 1 else None


@dataclass(frozen=True)
class MatchResult:
    """A finished match's result: the names, totals and winners (the fewest winning in a series
    that says so, CR-13), the team rows (DR-8), and ``progress``, the totals after each round."""

    game: str
    names: list[str]
    totals: list[int]
    team_rows: list[TeamRow]
    winners: list[int]
    human_seat: int | None
    fewest_wins: bool
    rounds: int
    teams: bool
    progress: list[list[int]] = field(default_factory=list)
    moves: int = 0  # the person's moves in the match (Match.result)
    played_for: int = 0  # of those, the ones the computer chose for them (Demo)

    def to_json(self) -> dict[str, Any]:
        """The result as plain JSON values (the tools print it)."""
        return {
            "game": self.game,
            "names": list(self.names),
            "totals": list(self.totals),
            "team_rows": [t.to_json() for t in self.team_rows],
            "winners": list(self.winners),
            "human_seat": self.human_seat,
            "fewest_wins": self.fewest_wins,
            "rounds": self.rounds,
            "teams": self.teams,
            "progress": [list(p) for p in self.progress],
        }


def final_result(
    state: GameState, config: MatchConfig, series_totals: list[int], rounds: int
) -> MatchResult:
    """The match's result: totals and winners (a series: its totals, the fewest or the most
    winning as the series says; otherwise the rules' own result); no ``progress`` yet."""
    step = state.series_step()
    if step is not None:
        totals = list(series_totals)
        best = min(totals) if step.fewest_wins else max(totals)
        winners = [s for s, t in enumerate(totals) if t == best]
    else:
        result = state.result() or {}
        totals = [int(t) for t in result.get("totals", state.running_totals())]
        if "winners" in result:
            winners = [int(w) for w in result["winners"]]
        else:  # a game won by not being the loser names only its loser (CR-12)
            winners = [s for s in range(state.players) if s != result.get("loser")]
    teams = team_rows(state.sides(), list(config.names), [0] * len(totals), totals)
    return MatchResult(
        game=config.game,
        names=list(config.names),
        totals=totals,
        team_rows=teams,
        winners=winners,
        human_seat=config.human_seat,
        fewest_wins=bool(step is not None and step.fewest_wins),
        rounds=rounds,
        teams=bool(teams),
    )


def _valid_summary(data: object, players: int) -> bool:
    """A round summary's JSON form has the shape ``RoundSummary.to_json`` writes."""
    if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
        return False
    names, points, totals = data.get("names"), data.get("points"), data.get("totals")
    winners, loser = data.get("winners"), data.get("loser")
    result, tally, table = data.get("result"), data.get("tally", {}), data.get("table", {})
    return (
        isinstance(names, list)
        and len(names) == players
        and all(isinstance(n, str) and len(n) <= MAX_NAME for n in names)
        and all(
            isinstance(v, list) and len(v) == players and all(is_int(x) for x in v)
            for v in (points, totals)
        )
        and isinstance(winners, list)
        and all(is_int(w) and 0 <= w < players for w in winners)
        and (loser is None or (is_int(loser) and 0 <= loser < players))
        and is_int(data.get("number"))
        and (data.get("of") is None or is_int(data.get("of")))
        and (result is None or isinstance(result, dict))
        and isinstance(tally, dict)
        and all(
            isinstance(k, str)
            and isinstance(v, list)
            and len(v) == players
            and all(is_int(x) for x in v)
            for k, v in tally.items()
        )
        and isinstance(table, dict)  # the table as the round ended (cleaned when shown)
    )
