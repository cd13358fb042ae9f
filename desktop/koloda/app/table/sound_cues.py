"""Which sound a card's flight makes when it lands (koloda.app.sound names them).

Like the rest of the table it knows no game: a move is heard by where it goes from and to, in
the zone names every game's events use (rules.Event: ``stock``, ``hand:2``, ``pile``, ...).
Each move maps to exactly one sound (tests/app/test_sound.py holds the map):

- from a hand, anywhere: ``put_down`` (a card played, covered, melded, discarded);
- from the stock to a hand or stack: ``deal``, but ``taken`` when the player drew it
  (the action's events hold a ``draw``: a Ditch draw);
- from the table to a hand or stack: ``taken`` (a Rooster take, a Ryadky pile won);
- from out of play back to the stock: ``shuffle`` (the discards turned into a new stock);
- anything else swept off the table (to out of play, the discard): ``taken``.
"""

from __future__ import annotations

from koloda.rules import Event

DRAW_KINDS = frozenset({"draw"})  # an event saying the mover drew the stock's cards


def family(zone: str) -> str:
    """A zone without its seat: ``hand:2`` -> ``hand``."""
    return zone.split(":", 1)[0]


def move_sound(src: str, dst: str, drawn: bool) -> str:
    """The sound of cards moving from zone ``src`` to ``dst`` as they land; ``drawn``: the
    player's own draw."""
    origin, goal = family(src), family(dst)
    if origin == "hand":
        return "put_down"
    if origin == "stock" and goal in ("hand", "stack"):
        return "taken" if drawn else "deal"
    if origin == "out" and goal == "stock":
        return "shuffle"
    return "taken"


def event_sounds(events: list[Event]) -> list[str | None]:
    """The sound of each event's cards as they land (None: an event that moves no card)."""
    drawn = any(e.kind in DRAW_KINDS for e in events)
    return [move_sound(e.src, e.dst, drawn) if e.kind == "move" else None for e in events]
