"""Table kits: everything the app knows about one game, one kit per game, in its package.

What every kit shares is here (``base.py`` and its parts); each game's own ``TableKit`` is the
``kit`` part its package declares (``koloda.games.<name>.kit``), found through the rules'
registry and imported only here, so nothing below the app loads Qt for a game. The table, the
window and the log take a kit and never name a game themselves.
"""

from __future__ import annotations

from koloda.app.games.base import TableKit
from koloda.rules import declaration, games

__all__ = ["TableKit", "kit", "kits"]


def kits() -> list[TableKit]:
    """Every game's kit (the ``kit`` part its package declares), in the order the app shows
    the games."""
    found: list[TableKit] = []
    for name in games():
        made = declaration(name).load("kit")
        if not isinstance(made, TableKit) or made.game != name:
            raise ImportError(f"the game {name!r} declares no table kit of its own")
        found.append(made)
    return sorted(found, key=lambda k: (k.order, k.game))


def kit(game: str) -> TableKit:
    """The kit of ``game``; KeyError for a game the rules do not know."""
    for found in kits():
        if found.game == game:
            return found
    raise KeyError(f"no table kit for {game!r}")
