"""Saved games that outlive a rules fix (issue 37): what a saved move history must replay to, and
the chain of saved games a match went on from where its moves did not replay to them exactly.

A saved file holds the position played on (its state) and every move that led there. Loading
replays the moves, each one legal under today's rules, from the first deal (or from the saved
game the match went on from, its ``base``). They must reach the saved state itself, or at least
the same position as the rules contract gives it to every seat (``same_position``: the engine
protocol's snapshot of docs/rules.md and every seat's hand; the stock's order is no seat's to
see). What the rules keep only for themselves or infer from the play (Ryadky's voids, RY-4;
Rooster's known and absent cards) may differ: a rules fix changes it. The saved state is then
what is played on and the saved file becomes the match's ``base``. Undo back to it returns
exactly the saved state; further back replays the kept moves (legal all the way to the same
position); redo, the game log and a later save (which carries the file as ``"base"``) play the
moves made since on the saved state, however today's rules replay the older ones.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from koloda.match.config import MatchError
from koloda.rules import GameState

MAX_BASES = 16  # saved games a file may have gone on from, one per rules fix it outlived


def same_position(a: GameState, b: GameState) -> bool:
    """The same position for every seat, in the rules contract's terms: whether the game is
    over, whose turn it is and their legal moves, every hand, the public table, the result."""
    return (
        a.game == b.game
        and a.players == b.players
        and a.is_terminal() == b.is_terminal()
        and a.to_move == b.to_move
        and sorted(a.legal_strings()) == sorted(b.legal_strings())
        and all(a.hand(seat) == b.hand(seat) for seat in range(a.players))
        and a.public() == b.public()
        and a.result() == b.result()
    )


def moves_of(base: dict[str, Any]) -> list[Any]:
    """The moves of a saved match (checked by ``checked_base``)."""
    moves: list[Any] = base["match"]["actions"]
    return moves


def _inner(base: dict[str, Any]) -> dict[str, Any] | None:
    inner: dict[str, Any] | None = base["match"].get("base")
    return inner


def _begins(prefix: Sequence[Any], actions: Sequence[Any]) -> bool:
    """``prefix`` is the first moves of ``actions`` (saved pairs are lists, the match's tuples)."""
    return len(prefix) <= len(actions) and all(
        list(p) == list(a) for p, a in zip(prefix, actions, strict=False)
    )


def checked_base(base: Any, data: dict[str, Any], actions: list[Any]) -> dict[str, Any] | None:
    """The chain of saved games a file went on from (None: from the first deal), each a saved
    match of the file's configuration whose moves begin the next one's; MatchError otherwise.
    The saved games themselves are checked when they are loaded."""
    found: dict[str, Any] | None = base
    link: Any = base
    outer, depth = actions, 0
    while link is not None:
        depth += 1
        saved = link.get("match") if isinstance(link, dict) else None
        moves = saved.get("actions") if isinstance(saved, dict) else None
        if not (
            depth <= MAX_BASES
            and isinstance(moves, list)
            and link.get("config") == data.get("config")
            and _begins(moves, outer)
        ):
            raise MatchError("the saved game this one went on from is damaged")
        link, outer = saved.get("base"), moves  # type: ignore[union-attr]
    return found


def reached_from(base: dict[str, Any] | None, actions: Sequence[Any]) -> dict[str, Any] | None:
    """The newest saved game of the chain ``base`` whose moves begin ``actions``: the position
    after ``actions`` is played on from it (None: from the first deal)."""
    while base is not None and not _begins(moves_of(base), actions):
        base = _inner(base)
    return base


def restarts(base: dict[str, Any] | None, actions: Sequence[Any]) -> dict[int, dict[str, Any]]:
    """Where the moves ``actions`` went on from a saved game: by index of the move that follows
    it, the newest saved game there (for the game log, which tells every move as played)."""
    out: dict[int, dict[str, Any]] = {}
    base = reached_from(base, actions)
    while base is not None:
        out.setdefault(len(moves_of(base)), base)
        base = _inner(base)
    return out
