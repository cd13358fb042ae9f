"""The person's decisions of one finished round of a match, for its review (issue 27).

``round_decisions(config, actions, round_index)`` replays the match's action log from its first
deal (as ``Match.replay`` does) and keeps, for each move of the human seat in that round where
more than one action was legal, the move number within the round, the human's observation just
before it (never the state: a review judges from what the person could know), the action
played and a seed that comes only from the match and the move, so the same round always gets
the same review. Each step also keeps what every action of the round did (``Step``: its
events and the human's view after it), so a review can replay the round on the table.

The round of an action is the number of rounds finished before it (``len(match.history)``): a
Ryadky deal, a Ditch Rummy hand, a game of a Chuvash Rooster series.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from koloda.match.config import MatchConfig, MatchError
from koloda.match.match import Match
from koloda.rules import Action, Event, Observation, RulesError

SEED_MODULUS = 2**31


@dataclass(frozen=True)
class Step:
    """One action of the round as the human saw it: the events it made and the human's
    observation after it (``legal`` emptied: nothing is to be played on a replayed table)."""

    index: int  # in the match's action log
    seat: int
    action: str
    events: list[Event]
    after: Observation


@dataclass(frozen=True)
class Decision:
    """One decision of the person: the move number in the round (1 is the round's first move,
    whoever made it), the human's observation just before it, the action played, where it is
    in the action log and the round's steps (``step``: its index in ``RoundReplay.steps``),
    the seed its analysis uses and the move a hint recommended there ("" if none was asked)."""

    move: int
    index: int
    step: int
    observation: dict[str, Any]
    played: str
    seed: int
    hinted: str = ""  # the move a hint recommended there, if one was asked for (Match.hints)


@dataclass(frozen=True)
class RoundReplay:
    """A finished round replayed: the table as it was dealt (the human's view), every action
    of it, and the person's decisions in it."""

    game: str
    round_index: int  # 0 for the match's first round
    start: Observation  # the human's observation before the round's first move
    steps: list[Step]
    decisions: list[Decision]
    played_for: int = 0  # the person's decisions the computer took (Demo): not reviewed


def decision_seed(config: MatchConfig, index: int) -> int:
    """The analysis seed of the decision at ``index`` of the action log: from the match's
    seed and the move alone."""
    return (config.seed * 1_000_003 + 7919 * (index + 1)) % SEED_MODULUS


def finished_rounds(match: Match) -> int:
    """How many rounds of the match are over (each can be reviewed if its moves are kept)."""
    return len(match.history)


def _viewed(match: Match, seat: int) -> Observation:
    return match.observe(seat).without_legal()


def replay_round(
    config: MatchConfig,
    actions: list[tuple[int, str]] | list[list[Any]],
    round_index: int,
    hints: dict[int, str] | None = None,
    played_for: set[int] | frozenset[int] = frozenset(),
) -> RoundReplay:
    """Replay ``actions`` from the first deal and return round ``round_index`` (0-based) with
    the human's decisions in it (``hints``: the move a hint recommended by index of the log;
    ``played_for``: the indexes of the log the computer chose for the person, left out);
    MatchError if the log does not fit the match, the match has no human seat, or that round
    is not finished in the log."""
    human = config.human_seat
    if human is None:
        raise MatchError("a match without a person has nobody's decisions to review")
    if round_index < 0:
        raise MatchError("there is no such round")
    match = Match(config)
    start: Observation | None = None
    steps: list[Step] = []
    decisions: list[Decision] = []
    move = computer = 0
    for index, item in enumerate(actions):
        if not (isinstance(item, list | tuple) and len(item) == 2 and isinstance(item[1], str)):
            raise MatchError(f"the move history is damaged (move {index + 1})")
        seat, text = int(item[0]), item[1]
        match.pending = None
        if match.next_game_due():
            match.start_next_game()
        current = len(match.history)
        if current > round_index:
            break
        if match.state.to_move != seat:
            raise MatchError(f"the move history does not fit the game (move {index + 1})")
        if current == round_index:
            if start is None:
                start = _viewed(match, human)
            move += 1
            if seat == human:
                obs = match.observation(human)
                if len(obs.get("legal") or []) > 1 and index in played_for:
                    computer += 1
                elif len(obs.get("legal") or []) > 1:
                    seed = decision_seed(config, index)
                    hinted = (hints or {}).get(index, "")
                    decisions.append(Decision(move, index, len(steps), obs, text, seed, hinted))
        try:  # in the round reviewed, a round's end keeps the table as it ended (``show``)
            played = match._apply(seat, Action.parse(text), show=current == round_index)
        except RulesError:
            raise MatchError(f"the move history does not fit the game (move {index + 1})") from None
        if current == round_index:
            events = played.events[: played.round_events]
            ended = match.pending.table if match.pending is not None else None
            after = ended if ended is not None else _viewed(match, human)
            steps.append(Step(index, seat, text, events, after))
    if start is None or len(match.history) <= round_index:
        raise MatchError("that round is not finished")
    return RoundReplay(config.game, round_index, start, steps, decisions, computer)


def round_decisions(
    config: MatchConfig, actions: list[tuple[int, str]] | list[list[Any]], round_index: int
) -> list[Decision]:
    """The human's decisions of round ``round_index`` (see ``replay_round``)."""
    return replay_round(config, actions, round_index).decisions


def last_round_replay(match: Match) -> RoundReplay:
    """The last finished round of ``match`` replayed; MatchError when none is finished or the
    match keeps no move history (a save from before it kept one)."""
    rounds = finished_rounds(match)
    if rounds == 0:
        raise MatchError("no round is finished yet")
    return replay_round(
        match.config, list(match.actions), rounds - 1, match.hints, match.played_for
    )
