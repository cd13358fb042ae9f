"""Table kits: everything the app knows about one game, one kit per game (in its package).

The registry mirrors ``koloda.rules.games()``: for each game of the rules there is a module
``koloda.games.<name>.kit`` whose ``KIT`` is that game's ``TableKit`` (or a kit given to
``register``). The table, the window and the log take a kit and never name a game themselves.
"""

from __future__ import annotations

import importlib

from koloda.app.games.base import TableKit
from koloda.rules import games

__all__ = ["TableKit", "kit", "kits", "register", "unregister"]

_KITS: dict[str, TableKit] = {}


def register(found: TableKit) -> None:
    """Take a kit made elsewhere (a test's own game); the games of koloda.rules' BUILTIN are
    found by their module instead."""
    _KITS[found.game] = found


def unregister(game: str) -> None:
    """Forget a kit given to ``register`` (a test's own game, once the test is over)."""
    _KITS.pop(game, None)


def kits() -> list[TableKit]:
    """Every game's kit, in the order the app shows the games."""
    for name in games():
        if name not in _KITS:
            module = importlib.import_module(f"koloda.games.{name}.kit")
            found = getattr(module, "KIT", None)
            if not isinstance(found, TableKit) or found.game != name:
                raise ImportError(f"koloda.games.{name}.kit has no table kit for {name!r}")
            _KITS[name] = found
    return sorted((_KITS[name] for name in games()), key=lambda k: (k.order, k.game))


def kit(game: str) -> TableKit:
    """The kit of ``game``; KeyError for a game the rules do not know."""
    for found in kits():
        if found.game == game:
            return found
    raise KeyError(f"no table kit for {game!r}")
