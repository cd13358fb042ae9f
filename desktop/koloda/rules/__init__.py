"""Pure-Python rules of Koloda's games (no Qt): what every game shares, and the registry.
``new_game`` is the one way in; a game's package declares it with one ``Declaration``
(docs/architecture.md, "Adding a game")."""

from koloda.rules.base import (
    BY_POINTS,
    LEVELS,
    NOT_LOSER,
    Action,
    Declaration,
    Event,
    GameInfo,
    GameIO,
    GameState,
    Refusal,
    Round,
    RulesError,
    SeriesStep,
    declaration,
    declare,
    games,
    make_io,
    new_game,
    read_observation,
    state_from_json,
    undeclare,
)
from koloda.rules.observation import Observation, TableView

__all__ = [
    "BY_POINTS",
    "LEVELS",
    "NOT_LOSER",
    "Action",
    "Declaration",
    "Event",
    "GameIO",
    "GameInfo",
    "GameState",
    "Observation",
    "Refusal",
    "Round",
    "RulesError",
    "SeriesStep",
    "TableView",
    "declaration",
    "declare",
    "games",
    "make_io",
    "new_game",
    "read_observation",
    "state_from_json",
    "undeclare",
]
