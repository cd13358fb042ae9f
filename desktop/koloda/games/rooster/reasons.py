"""Chuvash Rooster's facts (koloda.ai.reasons): what a move does in the bout, CR-1..CR-10."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar, Literal

from koloda.ai.reasons import FactsOf
from koloda.games.rooster.ai import series_turns
from koloda.games.rooster.series import may_be_rooster
from koloda.rules import Action, Event, GameState
from koloda.rules.cards import card_name


@dataclass(frozen=True)
class RoosterFacts:
    """A Chuvash Rooster move: ``lead`` (CR-4), ``cover`` (CR-5: ``cards`` the attack card
    then the cover, ``beats_by`` "rank" for a higher card of the same suit or "suit" for a
    higher suit, CR-1), ``take`` (CR-5; ``immediate``: before any cover, so nobody may throw
    in, CR-6; ``pick_up`` cards now on the table, CR-9), ``throw`` (CR-7) or ``pass`` (CR-8).
    ``suit_left``: cards of the suit of the card played (led, covering, thrown) still in hand;
    ``hand_left``: cards in hand after it; ``covered``: every table card is covered after it;
    ``goes_out``: the hand is empty with the stock empty, so the seat goes out when the bout
    ends (CR-10). ``series_with``: in the last game of a series, the other seats of which one
    must end the rooster for this seat to have its best chance of the series, when the series
    turns on who else it is (``koloda.games.rooster.ai.series_turns``, CR-12, CR-13; with
    three or more players), ``series_share`` when that best is a shared series; the same for
    every move of a decision."""

    game: ClassVar[str] = "rooster"

    kind: Literal["lead", "cover", "take", "throw", "pass"]
    cards: tuple[str, ...]
    beats_by: Literal["rank", "suit", ""]
    suit_left: int
    hand_left: int
    covered: bool
    immediate: bool
    pick_up: int
    stock: int
    goes_out: bool
    rules: tuple[str, ...]
    series_with: tuple[int, ...] = ()
    series_share: bool = False


def rooster_facts(
    obs: dict[str, Any], before: GameState, a: Action, events: list[Event]
) -> RoosterFacts:
    """A Chuvash Rooster move's facts, from the bout on the table before it."""
    seat = before.to_move
    assert seat is not None
    pub = before.public()
    table = pub["table"]
    hand = before.hand(seat)
    left = [c for c in hand if c not in a.cards]
    stock = int(pub["stock"])
    kind = a.kind
    played = a.cards[-1] if a.cards else None  # the led, covering or thrown card
    suit_left = 0 if played is None else sum(1 for c in left if c & 3 == played & 3)
    beats_by: Literal["rank", "suit", ""] = ""
    rules: list[str] = []
    covered = False
    if kind == "lead":
        rules = ["CR-4"]
    elif kind == "cover":
        att, cov = a.cards
        beats_by = "rank" if att & 3 == cov & 3 else "suit"
        rules = ["CR-5", "CR-1"]
        covered = all(c is not None for x, c in table if x != card_name(att))
        if covered:
            rules.append("CR-7")
    elif kind == "take":
        rules = ["CR-5", "CR-9"]
    elif kind == "throw":
        rules = ["CR-7"]
    else:
        rules = ["CR-8"]
    immediate = kind == "take" and all(c is None for _, c in table)
    if immediate:
        rules.insert(1, "CR-6")
    pick_up = sum(1 + (c is not None) for _, c in table) if kind == "take" else 0
    goes_out = kind != "take" and not left and stock == 0
    if goes_out:
        rules.append("CR-10")
    series_with: tuple[int, ...] = ()
    share = False
    told = obs.get("public") or {}  # the series is the observation's (CR-13), not the state's
    series, games_left = told.get("series"), told.get("games_left")
    if isinstance(series, list) and games_left == 0:
        possible = may_be_rooster(told)
        series_with, share = series_turns(tuple(int(x) for x in series), seat, possible)
    return RoosterFacts(
        kind,  # type: ignore[arg-type]
        tuple(card_name(c) for c in a.cards),
        beats_by,
        suit_left if kind != "take" else 0,
        len(left) if kind != "take" else len(hand) + pick_up,
        covered,
        immediate,
        pick_up,
        stock,
        goes_out,
        tuple(rules),
        series_with,
        share,
    )


FACTS: FactsOf = rooster_facts  # the game's facts, as its package declares them
