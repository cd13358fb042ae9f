"""The arena's outside opponent pool: scripted players written from the rules pages alone, one
recognisable human style each, the same style names in every game.

``pool_action(obs, style, seed)`` plays a style for the seat of ``obs``. The pool is a yardstick
for ``koloda arena``: it imports only ``koloda.rules`` and no AI level ever uses it (a test
walks the sources), so beating it measures play the AI was not built from. Each game's players
are the ``pool`` part its package declares (``koloda.games.<name>.pool``), so the pool plays
whatever game the rules' registry holds.
"""

from __future__ import annotations

from koloda.ai.pool.common import (
    POOL_STYLES,
    Observation,
    Player,
    PoolGame,
    game_pool,
    legal_of,
    seat_rng,
)
from koloda.rules import Action

__all__ = [
    "POOL_STYLES",
    "SUMMARIES",
    "PoolGame",
    "descriptions",
    "pool_action",
    "pool_player",
]

# style -> what it does in any game, in one sentence.
SUMMARIES = {
    "random": "plays a random legal action",
    "low": "always plays the lowest, cheapest legal option",
    "greedy": "takes the biggest immediate gain as a human counts it",
    "hoarder": "keeps its strong cards and plays its weak ones first",
    "steady": "a careful club player's rules-aware heuristic, the strongest of the pool",
}


def descriptions(game: str) -> dict[str, str]:
    """Style -> one sentence: what that style does in ``game``."""
    return dict(game_pool(game).descriptions)


def pool_player(game: str, style: str) -> Player:
    """The function that plays ``style`` at ``game``; ValueError for an unknown name."""
    player = game_pool(game).players.get(style)
    if player is None:
        raise ValueError(f"unknown pool style {style!r} (styles: {', '.join(POOL_STYLES)})")
    return player


def pool_action(obs: Observation, style: str, seed: int) -> Action:
    """The action ``style`` plays for the seat of ``obs`` (which must be to move): one of
    ``obs["legal"]``, the same for the same observation and seed whatever the hidden cards."""
    player = pool_player(str(obs.get("game")), style)
    legal = legal_of(obs)
    if not legal:
        raise ValueError("the observation has no legal action: it is not this seat's turn")
    if len(legal) == 1:
        return legal[0]
    return player(obs, legal, seat_rng(obs, seed, style))
