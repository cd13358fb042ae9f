"""A match without Qt: ``MatchConfig`` says what to play, ``Match`` plays it (state, history,
undo, replay, JSON). The app's controller wraps a ``Match``; saved files are checked by it."""

from koloda.match.config import (
    MATCH_FORMAT,
    MATCH_VERSION,
    OPPONENT_NAMES,
    OPPONENT_PRONOUNS,
    MatchConfig,
    MatchError,
    default_names,
    plays_series,
)
from koloda.match.match import FinishedMatch, Match, Played
from koloda.match.rounds import MatchResult, RoundSummary, TeamRow
from koloda.rules import LEVELS  # the one definition (docs/rules.md's engine protocol)

__all__ = [
    "LEVELS",
    "MATCH_FORMAT",
    "MATCH_VERSION",
    "OPPONENT_NAMES",
    "OPPONENT_PRONOUNS",
    "FinishedMatch",
    "Match",
    "MatchConfig",
    "MatchError",
    "MatchResult",
    "Played",
    "RoundSummary",
    "TeamRow",
    "default_names",
    "plays_series",
]
