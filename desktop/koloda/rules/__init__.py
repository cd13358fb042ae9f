"""Pure-Python rules of Koloda's games (no Qt). ``new_game`` is the one way in; a game's io module
declares it with ``register(GameInfo(...))`` (docs/architecture.md, "Adding a game")."""

from koloda.rules.base import (
    BY_POINTS,
    LEVELS,
    NOT_LOSER,
    Action,
    Event,
    GameInfo,
    GameIO,
    GameState,
    Round,
    RulesError,
    SeriesStep,
    games,
    make_io,
    new_game,
    read_observation,
    register,
    state_from_json,
    unregister,
)
from koloda.rules.observation import Observation, TableView

__all__ = [
    "BY_POINTS",
    "LEVELS",
    "NOT_LOSER",
    "Action",
    "Event",
    "GameIO",
    "GameInfo",
    "GameState",
    "Observation",
    "Round",
    "RulesError",
    "SeriesStep",
    "TableView",
    "games",
    "make_io",
    "new_game",
    "read_observation",
    "register",
    "state_from_json",
    "unregister",
]
