"""A match without Qt: ``MatchConfig`` says what to play, ``Match`` plays it (state, history,
undo, replay, JSON). The app's controller wraps a ``Match``; saved files are checked by it."""

from koloda.match.config import (
    LEVELS,
    MATCH_FORMAT,
    MATCH_VERSION,
    OPPONENT_NAMES,
    MatchConfig,
    MatchError,
    default_names,
    plays_series,
)
from koloda.match.match import FinishedGame, Match, Played

__all__ = [
    "LEVELS",
    "MATCH_FORMAT",
    "MATCH_VERSION",
    "OPPONENT_NAMES",
    "FinishedGame",
    "Match",
    "MatchConfig",
    "MatchError",
    "Played",
    "default_names",
    "plays_series",
]
