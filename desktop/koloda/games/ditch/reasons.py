"""Ditch Rummy's facts (koloda.ai.reasons): what an action draws, melds or scores and
whether the hand ends with its turn, DR-2..DR-6."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from koloda.ai.reasons import FactsOf
from koloda.games.ditch.melds import hand_penalty, single_points
from koloda.games.ditch.rules import DitchState
from koloda.rules import Action, Event, GameState
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, card_name

Outcome = Literal["won", "shared", "lost", "on"]
Match = Literal["", "won", "shared", "lost", "on"]


@dataclass(frozen=True)
class DitchFacts:
    """A Ditch Rummy action: ``draw`` ``count`` cards (DR-2), meld a ``set`` (DR-3a) or a
    ``run`` (DR-3b), play a ``single`` on meld number ``meld`` of seat ``meld_owner``
    (DR-3c), ``discard`` (DR-4) or ``pass`` (DR-4); ``points`` it scores (DR-6); ``ends``:
    why the hand ends with this action's turn, "" when it does not (``top_run`` DR-5a,
    ``stock_out`` DR-5b, ``quiet_round`` DR-5c); ``hand_left`` cards in the seat's hand and
    ``stock`` cards in the stock after it (why a draw takes that many, DR-2, DR-6); ``lead``: the
    seat's side's points of this hand so far, this action's counted, minus the best other
    side's (DR-6, DR-8; cards left in hands not counted): "it ends the hand 40 points ahead".
    ``match``: what the end of the hand with this action's turn does to the match (DR-7),
    when the observation alone decides it whatever the other hands hold (their cards count
    -2 each, -10 an ace not yet seen, DR-6): ``won``, ``shared``, ``lost``, ``on`` (the
    match goes on), or "" (the hand does not end, or the hidden cards decide); ``short``:
    for ``lost``, the points my side would need beyond what it ends with to win the match (at
    the least: the others' held cards at their dearest), else 0."""

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
    match: Match = ""
    short: int = 0


def ditch_facts(
    obs: dict[str, Any], before: GameState, a: Action, events: list[Event]
) -> DitchFacts:
    """A Ditch Rummy action's facts, from the melds before it and its events."""
    found = _facts(before, a, events)
    match, short = _match(before, a, found) if found.ends else ("", 0)
    return dataclasses.replace(found, lead=_lead(before, found.points), match=match, short=short)


def _outcome(before: GameState, totals: list[int]) -> Outcome:
    """What final ``totals`` (per seat) of this hand mean for the mover's side by DR-7."""
    assert isinstance(before, DitchState)
    seat = before.seat
    values, sides = before.side_totals(totals)
    mine = next(i for i, side in enumerate(sides) if seat in side)
    top = max(values)
    if before.hands_limit is not None and before.hand_no + 1 < before.hands_limit:
        return "on"  # a fixed number of hands, and this is not the last (DR-7)
    if before.hands_limit is None and (top < before.target or values.count(top) > 1):
        return "on"  # nobody reached the target, or equal highest totals play on
    if values[mine] < top:
        return "lost"
    return "won" if values.count(top) == 1 else "shared"


def _match(before: GameState, a: Action, found: DitchFacts) -> tuple[Match, int]:
    """The match's outcome when the hand ends with this action's turn (see DitchFacts.match)
    and, when lost, the points short with the hidden cards at their best for my side (the
    other sides' at their dearest, my partners' at their least, DR-6, DR-8)."""
    assert isinstance(before, DitchState)
    seat = before.seat
    held = list(before.hands[seat])
    if a.kind in ("meld", "single", "discard"):
        held = [c for c in held if c not in a.cards]
    # The others' held cards cost 2 each, 10 an ace (DR-6); only the aces this seat has not
    # seen can be among them, so their dearest is that many aces and the rest at 2.
    seen = [*before.hands[seat], *(c for _, cards in before.melds for c in cards), *before.discard]
    seen.extend(c for _, c, _ in before.singles)
    aces = 4 - sum(1 for c in seen if c >> 2 == RANK_A)
    mine = next(side for side in before.side_totals(list(before.totals))[1] if seat in side)
    ends: list[list[int]] = []
    for best in (False, True):  # the hidden cards at their worst for my side, then their best
        totals = []
        for p in range(before.players):
            score = before.totals[p] + before.scores[p] + (found.points if p == seat else 0)
            if p == seat:
                score += hand_penalty(tuple(held))
            else:  # an other side's cards at their dearest is my best; a partner's, my worst
                count = len(before.hands[p])
                dear = min(count, aces) if best != (p in mine) else 0
                score -= 10 * dear + 2 * (count - dear)
            totals.append(score)
        ends.append(totals)
    low, high = (_outcome(before, t) for t in ends)  # at their worst for my side, their best
    if low != high:
        return "", 0
    if low != "lost":
        return low, 0
    values, sides = before.side_totals(ends[1])
    at = next(i for i, side in enumerate(sides) if seat in side)
    short = max(v for i, v in enumerate(values) if i != at) - values[at] + 1
    return low, short


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
