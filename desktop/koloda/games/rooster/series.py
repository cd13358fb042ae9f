"""What a match tells one game of its series (CR-13, issue 44): each seat's times as the rooster
in the games before this one and the games it plays after this one (the options ``series`` and
``games_left``), so that its players may play for the match."""

from __future__ import annotations

from typing import Any

from koloda.rules.base import RulesError, is_int


def match_option(
    series: object, games_left: object, players: int
) -> tuple[tuple[int, ...], int] | None:
    """The options ``series`` (each seat's times as the rooster in the match's games before
    this one, CR-13) and ``games_left`` (the games the match plays after this one): both null,
    or both given; RulesError otherwise."""
    if series is None and games_left is None:
        return None
    if not (
        isinstance(series, list)
        and len(series) == players
        and all(is_int(x) and x >= 0 for x in series)
        and is_int(games_left)
        and games_left >= 0
    ):
        raise RulesError(
            f"series must be a count per seat ({players}) and games_left a count, both or neither"
        )
    return tuple(int(x) for x in series), int(games_left)


def may_be_rooster(public: dict[str, Any]) -> frozenset[int]:
    """The seats that may still end this game as the rooster (CR-10, CR-12), from its public
    observation: every seat not out that holds cards, or while the stock refills, or is the
    defender of the bout in play (a take picks up the table). A seat without cards once the
    stock is empty, and not defending, goes out at the bout's end, and a seat out stays out:
    so the set only shrinks as the game goes on."""
    counts = [int(c) for c in public.get("hands", [])]
    out = {int(p) for p in public.get("finished", [])}
    stock = int(public.get("stock", 0))
    defender = public.get("defender")
    return frozenset(
        p
        for p, held in enumerate(counts)
        if p not in out and (held > 0 or stock > 0 or p == defender)
    )
