"""Ryadky's facts (koloda.ai.reasons): what a play does to the pile, RY-2..RY-7."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from koloda.ai.reasons import FactsOf
from koloda.rules import Action, Event, GameState
from koloda.rules.cards import card_name, parse_card


@dataclass(frozen=True)
class RyadkyFacts:
    """A Ryadky play: it leads a new pile (RY-2, RY-7) or follows the pile's last card by
    rank or by suit (RY-3); ``pile`` cards lie on the pile with it; RY-6a ``bonus`` stock
    cards it earns; RY-6b stack cards the next player loses (``penalty``); ``outcome``: the
    pile is ``destroyed`` (RY-6c, J on J), ``built`` (RY-5), ``won`` (RY-4: the next player
    is publicly known to hold no card of its rank or suit) or ``open`` (``next_seat`` must
    answer it if they can, RY-3)."""

    game: ClassVar[str] = "ryadky"

    kind: Literal["lead", "follow"]
    card: str
    by: Literal["rank", "suit", ""]
    pile: int
    bonus: int
    penalty: int
    next_seat: int | None
    outcome: Literal["destroyed", "built", "won", "open"]
    rules: tuple[str, ...]


def ryadky_facts(
    obs: dict[str, Any], before: GameState, a: Action, events: list[Event]
) -> RyadkyFacts:
    """A Ryadky play's facts, from the state before it and its events (``obs`` holds the
    RY-4 knowledge of the other hands)."""
    pub = before.public()
    pile = [parse_card(x) for x in pub["pile"]]
    c = a.cards[0]
    rules = ["RY-3"] if pile else ["RY-2", "RY-7"]
    by: Literal["rank", "suit", ""] = ""
    if pile:
        by = "rank" if pile[-1] >> 2 == c >> 2 else "suit"
    bonus = sum(int(e.value or 0) for e in events if e.kind == "bonus")
    penalty = sum(int(e.value or 0) for e in events if e.kind == "penalty")
    if bonus:
        rules.append("RY-6a")
    if penalty:
        rules.append("RY-6b")
    counts = [int(k) for k in pub["hands"]]
    counts[before.to_move or 0] -= 1
    seat = int(obs["seat"])
    nxt = next(
        (
            (seat + k) % len(counts)
            for k in range(1, len(counts))
            if counts[(seat + k) % len(counts)]
        ),
        None,
    )
    kinds = {e.kind for e in events}
    outcome: Literal["destroyed", "built", "won", "open"] = "open"
    if "pile_destroyed" in kinds:
        outcome = "destroyed"
        rules.append("RY-6c")
    elif "pile_built" in kinds:
        outcome = "built"
        rules.append("RY-5")
    elif nxt is not None and _known_void(obs, nxt, c):
        outcome = "won"
        rules.append("RY-4")
    return RyadkyFacts(
        "follow" if pile else "lead",
        card_name(c),
        by,
        len(pile) + 1,
        bonus,
        penalty,
        None if outcome in ("destroyed", "built") else nxt,
        outcome,
        tuple(rules),
    )


def _known_void(obs: dict[str, Any], seat: int, card: int) -> bool:
    """RY-4 knowledge in the observation: ``seat`` holds no card of ``card``'s rank or suit."""
    rank, suit = card_name(card)[0], card_name(card)[1]
    for e in (obs.get("voids") or [[]] * (seat + 1))[seat]:
        if int(e["at_most"]) == 0 and rank in e["ranks"] and suit in e["suits"]:
            return True
    return False


FACTS: FactsOf = ryadky_facts  # the game's facts, as its package declares them
