"""Pure-Python rules of Koloda's three games (no Qt). ``new_game`` is the one way in."""

from koloda.rules.base import (
    LEVELS,
    Action,
    Event,
    GameInfo,
    GameState,
    Round,
    RulesError,
    SeriesStep,
    games,
    new_game,
    state_from_json,
)

__all__ = [
    "LEVELS",
    "Action",
    "Event",
    "GameInfo",
    "GameState",
    "Round",
    "RulesError",
    "SeriesStep",
    "games",
    "new_game",
    "state_from_json",
]
