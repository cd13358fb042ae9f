"""Sanitising what the table is shown: a malformed observation or event is repaired to the
protocol's shapes (RULES.md, "public" fields) instead of crashing the table."""

from __future__ import annotations

from typing import Any

_RANKS = "23456789TJQKA"
_SUITS = "CDHS"
_MAX_SEATS = 6


def is_card(x: object) -> bool:
    return isinstance(x, str) and len(x) == 2 and x[0] in _RANKS and x[1] in _SUITS


def _int(x: object, default: int = 0) -> int:
    if isinstance(x, bool):
        return default
    if isinstance(x, int):
        return x
    if isinstance(x, str) and x.strip().lstrip("-").isdigit():
        return int(x)
    return default


def _seat(x: object, players: int) -> int | None:
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < players:
        return x
    return None


def _cards(x: object) -> list[str]:
    return [c for c in x if is_card(c)] if isinstance(x, list) else []


def _ints(x: object, n: int) -> list[int]:
    vals = [_int(v) for v in x] if isinstance(x, list) else []
    return (vals + [0] * n)[:n]


def clean_observation(obs: object) -> dict[str, Any]:
    """A copy of ``obs`` with every field the table reads in its protocol shape."""
    src: dict[str, Any] = obs if isinstance(obs, dict) else {}
    game = src.get("game") if src.get("game") in ("ryadky", "rooster", "ditch") else ""
    players = min(max(_int(src.get("players"), 2), 1), _MAX_SEATS)
    seat = _seat(src.get("seat"), players)
    pub_in = src.get("public") if isinstance(src.get("public"), dict) else {}
    assert isinstance(pub_in, dict)
    pub: dict[str, Any] = {
        "hands": _ints(pub_in.get("hands"), players),
        "stock": max(0, _int(pub_in.get("stock"))),
        "dealer": _seat(pub_in.get("dealer"), players),
    }
    if game == "ryadky":
        pub.update(
            deal=max(0, _int(pub_in.get("deal"))),
            pile=_cards(pub_in.get("pile")),
            stacks=_ints(pub_in.get("stacks"), players),
            totals=_ints(pub_in.get("totals"), players),
            out=max(0, _int(pub_in.get("out"))),
        )
    elif game == "rooster":
        table = []
        pairs = pub_in.get("table") if isinstance(pub_in.get("table"), list) else []
        for pair in pairs:
            if isinstance(pair, list) and pair and is_card(pair[0]):
                cover = pair[1] if len(pair) > 1 and is_card(pair[1]) else None
                table.append([pair[0], cover])
        finished = pub_in.get("finished") if isinstance(pub_in.get("finished"), list) else []
        pub.update(
            discard=max(0, _int(pub_in.get("discard"))),
            table=table,
            attacker=_seat(pub_in.get("attacker"), players),
            defender=_seat(pub_in.get("defender"), players),
            taking=pub_in.get("taking") is True,
            finished=[s for s in finished if _seat(s, players) is not None],
        )
    elif game == "ditch":
        melds_in = pub_in.get("melds") if isinstance(pub_in.get("melds"), list) else []
        melds = []
        for m in melds_in:
            ok = isinstance(m, dict) and _seat(m.get("owner"), players) is not None
            melds.append(
                {"owner": m["owner"], "cards": _cards(m.get("cards"))}
                if ok and isinstance(m, dict)
                else {"owner": -1, "cards": []}  # keeps later meld indices right
            )
        singles_in = pub_in.get("singles") if isinstance(pub_in.get("singles"), list) else []
        singles = [
            {"owner": _int(s.get("owner"), -1), "card": s["card"], "meld": _int(s.get("meld"))}
            for s in singles_in
            if isinstance(s, dict)
            and is_card(s.get("card"))
            and 0 <= _int(s.get("meld"), -1) < len(melds)
        ]
        pub.update(
            hand_no=max(0, _int(pub_in.get("hand_no"))),
            phase=str(pub_in.get("phase", "")),
            discard=max(0, _int(pub_in.get("discard"))),
            melds=melds,
            singles=singles,
            scores=_ints(pub_in.get("scores"), players),
            totals=_ints(pub_in.get("totals"), players),
        )
    legal = src.get("legal") if isinstance(src.get("legal"), list) else []
    result = src.get("result") if isinstance(src.get("result"), dict) else None
    return {
        "game": game,
        "players": players,
        "seat": seat,
        "to_move": _seat(src.get("to_move"), players),
        "hand": _cards(src.get("hand")),
        "public": pub,
        "legal": [a for a in legal if isinstance(a, str)],
        "result": result,
        "discard_pile": _cards(src.get("discard_pile")),
        "teams": isinstance(src.get("options"), dict) and src["options"].get("teams") is True,
    }


def clean_events(events: object) -> list[dict[str, Any]]:
    """Event dicts in ``Event.to_json`` shape; anything unreadable is left out."""
    out: list[dict[str, Any]] = []
    for e in events if isinstance(events, list) else []:
        if not isinstance(e, dict) or not isinstance(e.get("kind"), str):
            continue
        seat = e.get("seat")
        out.append(
            {
                "kind": e["kind"],
                "seat": seat if isinstance(seat, int) and not isinstance(seat, bool) else None,
                "cards": _cards(e.get("cards")),
                "src": e.get("src") if isinstance(e.get("src"), str) else "",
                "dst": e.get("dst") if isinstance(e.get("dst"), str) else "",
                "face_up": e.get("face_up") is not False,
                "value": _int(e.get("value")),
            }
        )
    return out
