"""Sanitising what the table is shown: a malformed observation or event is repaired to the
protocol's shapes (docs/rules.md, "public" fields) instead of crashing the table. The fields
every game has are cleaned here; the game's own through its kit (``kit.clean_public``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from koloda.app.table.game import TableGame

_RANKS = "23456789TJQKA"
_SUITS = "CDHS"
_MAX_SEATS = 6


def is_card(x: object) -> bool:
    return isinstance(x, str) and len(x) == 2 and x[0] in _RANKS and x[1] in _SUITS


def as_int(x: object, default: int = 0) -> int:
    """An integer from JSON-ish input (digits in a string too), else ``default``."""
    if isinstance(x, bool):
        return default
    if isinstance(x, int):
        return x
    if isinstance(x, str) and x.strip().lstrip("-").isdigit():
        return int(x)
    return default


def as_seat(x: object, players: int) -> int | None:
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < players:
        return x
    return None


def as_cards(x: object) -> list[str]:
    return [c for c in x if is_card(c)] if isinstance(x, list) else []


def as_ints(x: object, n: int) -> list[int]:
    vals = [as_int(v) for v in x] if isinstance(x, list) else []
    return (vals + [0] * n)[:n]


def clean_observation(obs: object, kit: TableGame) -> dict[str, Any]:
    """A copy of ``obs`` with every field the table reads in its protocol shape."""
    src: dict[str, Any] = obs if isinstance(obs, dict) else {}
    game = kit.game if src.get("game") == kit.game else ""
    players = min(max(as_int(src.get("players"), 2), 1), _MAX_SEATS)
    seat = as_seat(src.get("seat"), players)
    pub_in = src.get("public") if isinstance(src.get("public"), dict) else {}
    assert isinstance(pub_in, dict)
    pub: dict[str, Any] = {
        "hands": as_ints(pub_in.get("hands"), players),
        "stock": max(0, as_int(pub_in.get("stock"))),
        "dealer": as_seat(pub_in.get("dealer"), players),
    }
    if game:
        pub.update(kit.clean_public(pub_in, players))
    legal = src.get("legal") if isinstance(src.get("legal"), list) else []
    result = src.get("result") if isinstance(src.get("result"), dict) else None
    options_in = src.get("options") if isinstance(src.get("options"), dict) else {}
    assert isinstance(options_in, dict)
    options = {  # the game's options (deals, hands, target...), plain values only
        k: v
        for k, v in options_in.items()
        if isinstance(k, str) and (v is None or isinstance(v, bool | int | str))
    }
    return {
        "game": game,
        "players": players,
        "seat": seat,
        "to_move": as_seat(src.get("to_move"), players),
        "hand": as_cards(src.get("hand")),
        "public": pub,
        "legal": [a for a in legal if isinstance(a, str)],
        "result": result,
        "options": options,
        **(kit.clean_extras(src) if game else {}),
    }
