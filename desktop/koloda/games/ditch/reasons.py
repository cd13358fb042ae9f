"""Ditch Rummy's facts (koloda.ai.reasons): what an action draws, melds or scores and
whether the hand ends with its turn, DR-2..DR-6."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from koloda.ai.reasons import FactsOf
from koloda.games.ditch.melds import single_points
from koloda.rules import Action, Event, GameState
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, card_name


@dataclass(frozen=True)
class DitchFacts:
    """A Ditch Rummy action: ``draw`` ``count`` cards (DR-2), meld a ``set`` (DR-3a) or a
    ``run`` (DR-3b), play a ``single`` on meld number ``meld`` of seat ``meld_owner``
    (DR-3c), ``discard`` (DR-4) or ``pass`` (DR-4); ``points`` it scores (DR-6); ``ends``:
    why the hand ends with this action's turn, "" when it does not (``top_run`` DR-5a,
    ``stock_out`` DR-5b, ``quiet_round`` DR-5c); ``hand_left`` cards in the seat's hand and
    ``stock`` cards in the stock after it (why a draw takes that many, DR-2, DR-6); ``lead``: the
    seat's side's points of this hand so far, this action's counted, minus the best other
    side's (DR-6, DR-8; cards left in hands not counted): "it ends the hand 40 points ahead"."""

    game: ClassVar[str] = "ditch"

    kind: Literal["draw", "set", "run", "single", "discard", "pass"]
    cards: tuple[str, ...]
    count: int
    points: int
    meld: int | None
    meld_owner: int | None
    ends: Literal["", "top_run", "stock_out", "quiet_round"]
    rules: tuple[str, ...]
    hand_left: int = 0
    stock: int = 0
    lead: int = 0


def ditch_facts(
    obs: dict[str, Any], before: GameState, a: Action, events: list[Event]
) -> DitchFacts:
    """A Ditch Rummy action's facts, from the melds before it and its events."""
    found = _facts(before, a, events)
    return dataclasses.replace(found, lead=_lead(before, found.points))


def _lead(before: GameState, points: int) -> int:
    """The mover's side's points of the hand with ``points`` more, minus the best other side's."""
    seat = before.to_move
    scores = [int(x) for x in before.public()["scores"]]
    sides = before.sides()
    if seat is None or len(sides) < 2:
        return 0
    scores[seat] += points
    mine = next(side for side in sides if seat in side)
    return sum(scores[s] for s in mine) - max(
        sum(scores[s] for s in side) for side in sides if side != mine
    )


def _facts(before: GameState, a: Action, events: list[Event]) -> DitchFacts:
    kind = a.kind
    cards = tuple(card_name(c) for c in a.cards)
    ends: Literal["", "top_run", "stock_out", "quiet_round"] = ""
    for e in events:
        if e.kind in ("top_run", "stock_out", "quiet_round"):
            ends = e.kind  # type: ignore[assignment]
    end_rule = {"": (), "top_run": ("DR-5a",), "stock_out": ("DR-5b",), "quiet_round": ("DR-5c",)}
    tail: tuple[str, ...] = end_rule[ends]
    seat = before.to_move
    held = len(before.hand(seat)) if seat is not None else 0
    stock = int(before.public()["stock"])
    if kind == "draw":
        n = int(a.n or 0)
        return DitchFacts("draw", (), n, 0, None, None, ends, ("DR-2", *tail), held + n, stock - n)
    left = held - len(a.cards)
    if kind == "meld":
        ranks = {c >> 2 for c in a.cards}
        if len(ranks) == 1:
            rules = ("DR-3a", "DR-6", *tail)
            return DitchFacts("set", cards, 0, 5, None, None, ends, rules, left, stock)
        top = tuple(sorted(ranks)) in ((RANK_J, RANK_Q, RANK_K), (RANK_Q, RANK_K, RANK_A))
        rules = ("DR-3b", "DR-6", *(("DR-5a",) if top and not ends else ()), *tail)
        return DitchFacts("run", cards, 0, 25, None, None, ends, rules, left, stock)
    if kind == "single":
        index = int(a.n or 0)
        owner = int(before.public()["melds"][index]["owner"])
        points = single_points(a.cards[0])
        rules = ("DR-3c", "DR-6", *tail)
        return DitchFacts("single", cards, 0, points, index, owner, ends, rules, left, stock)
    if kind == "discard":
        rules = ("DR-4", *tail)
        return DitchFacts("discard", cards, len(cards), 0, None, None, ends, rules, left, stock)
    return DitchFacts("pass", (), 0, 0, None, None, ends, ("DR-4", *tail), held, stock)


FACTS: FactsOf = ditch_facts  # the game's facts, as its package declares them
