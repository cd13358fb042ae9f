"""What a move does under the rules, as plain facts for a hint's sentence (``facts``).

The facts come from the rules engine: the observation is determinized, the move applied to it
and its events read, keeping only what the observation alone decides (a re-deal of the hidden
cards gives the same facts; tests check it). Nothing here is worded: the app turns each kind
and its fields into a sentence in its languages; ``rules`` names the rule ids behind it.
"""

from __future__ import annotations

import dataclasses
import random
from dataclasses import dataclass
from typing import Any, Literal

from koloda.ai.policy import observation_rng
from koloda.rules import Action, Event, GameState, games
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, card_name, parse_card
from koloda.rules.ditch_melds import single_points


@dataclass(frozen=True)
class RyadkyFacts:
    """A Ryadky play: it leads a new pile (RY-2, RY-7) or follows the pile's last card by
    rank or by suit (RY-3); ``pile`` cards lie on the pile with it; RY-6a ``bonus`` stock
    cards it earns; RY-6b stack cards the next player loses (``penalty``); ``outcome``: the
    pile is ``destroyed`` (RY-6c, J on J), ``built`` (RY-5), ``won`` (RY-4: the next player
    is publicly known to hold no card of its rank or suit) or ``open`` (``next_seat`` must
    answer it if they can, RY-3)."""

    kind: Literal["lead", "follow"]
    card: str
    by: Literal["rank", "suit", ""]
    pile: int
    bonus: int
    penalty: int
    next_seat: int | None
    outcome: Literal["destroyed", "built", "won", "open"]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class RoosterFacts:
    """A Chuvash Rooster move: ``lead`` (CR-4), ``cover`` (CR-5: ``cards`` the attack card
    then the cover, ``beats_by`` "rank" for a higher card of the same suit or "suit" for a
    higher suit, CR-1), ``take`` (CR-5; ``immediate``: before any cover, so nobody may throw
    in, CR-6; ``pick_up`` cards now on the table, CR-9), ``throw`` (CR-7) or ``pass`` (CR-8).
    ``suit_left``: cards of the suit of the card played (led, covering, thrown) still in hand;
    ``hand_left``: cards in hand after it; ``covered``: every table card is covered after it;
    ``goes_out``: the hand is empty with the stock empty, so the seat goes out when the bout
    ends (CR-10)."""

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


@dataclass(frozen=True)
class DitchFacts:
    """A Ditch Rummy action: ``draw`` ``count`` cards (DR-2), meld a ``set`` (DR-3a) or a
    ``run`` (DR-3b), play a ``single`` on meld number ``meld`` of seat ``meld_owner``
    (DR-3c), ``discard`` (DR-4) or ``pass`` (DR-4); ``points`` it scores (DR-6); ``ends``:
    why the hand ends with this action's turn, "" when it does not (``top_run`` DR-5a,
    ``stock_out`` DR-5b, ``quiet_round`` DR-5c)."""

    kind: Literal["draw", "set", "run", "single", "discard", "pass"]
    cards: tuple[str, ...]
    count: int
    points: int
    meld: int | None
    meld_owner: int | None
    ends: Literal["", "top_run", "stock_out", "quiet_round"]
    rules: tuple[str, ...]


@dataclass(frozen=True)
class MoveFacts:
    """A move of a game without facts of its own (a game added later): its action's kind
    and cards, no rule ids."""

    game: str
    kind: str
    cards: tuple[str, ...]
    rules: tuple[str, ...] = ()


Facts = RyadkyFacts | RoosterFacts | DitchFacts | MoveFacts


def facts_json(found: Facts) -> dict[str, Any]:
    """One fact record as JSON (the engine protocol's form): its fields and the game."""
    if isinstance(found, MoveFacts):
        out = dataclasses.asdict(found)
    else:
        game = {RyadkyFacts: "ryadky", RoosterFacts: "rooster", DitchFacts: "ditch"}[type(found)]
        out = {"game": game, **dataclasses.asdict(found)}
    out["rules"] = list(found.rules)
    if "cards" in out:
        out["cards"] = list(out["cards"])
    return out


def facts(
    obs: dict[str, Any],
    plan: Action | str | tuple[Action, ...],
    rng: random.Random | None = None,
) -> tuple[Facts, ...]:
    """The facts of each action of ``plan`` (one action, or a Ditch Rummy turn's actions in
    order) played from the observation ``obs`` (whose seat must be to move). ``rng`` deals the
    hidden cards the engine needs to play it; no fact depends on them (tests vary it)."""
    actions = _actions(plan)
    game = str(obs["game"])
    deal = rng if rng is not None else observation_rng(obs, 0, "facts")
    state = games()[game].state_class.determinize(obs, deal)
    out: list[Facts] = []
    for a in actions:
        before = state.clone()
        events = state.apply(a)
        if game == "ryadky":
            out.append(_ryadky(obs, before, a, events))
        elif game == "rooster":
            out.append(_rooster(before, a))
        elif game == "ditch":
            out.append(_ditch(before, a, events))
        else:
            out.append(MoveFacts(game, a.kind, tuple(card_name(c) for c in a.cards)))
    return tuple(out)


def _actions(plan: Action | str | tuple[Action, ...]) -> tuple[Action, ...]:
    if isinstance(plan, str):
        return (Action.parse(plan),)
    if isinstance(plan, Action):
        return (plan,)
    return tuple(plan)


def _ryadky(obs: dict[str, Any], before: GameState, a: Action, events: list[Event]) -> RyadkyFacts:
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


def _rooster(before: GameState, a: Action) -> RoosterFacts:
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
    )


def _ditch(before: GameState, a: Action, events: list[Event]) -> DitchFacts:
    kind = a.kind
    cards = tuple(card_name(c) for c in a.cards)
    ends: Literal["", "top_run", "stock_out", "quiet_round"] = ""
    for e in events:
        if e.kind in ("top_run", "stock_out", "quiet_round"):
            ends = e.kind  # type: ignore[assignment]
    end_rule = {"": (), "top_run": ("DR-5a",), "stock_out": ("DR-5b",), "quiet_round": ("DR-5c",)}
    tail: tuple[str, ...] = end_rule[ends]
    if kind == "draw":
        return DitchFacts("draw", (), int(a.n or 0), 0, None, None, ends, ("DR-2", *tail))
    if kind == "meld":
        ranks = {c >> 2 for c in a.cards}
        if len(ranks) == 1:
            return DitchFacts("set", cards, 0, 5, None, None, ends, ("DR-3a", "DR-6", *tail))
        top = tuple(sorted(ranks)) in ((RANK_J, RANK_Q, RANK_K), (RANK_Q, RANK_K, RANK_A))
        rules = ("DR-3b", "DR-6", *(("DR-5a",) if top and not ends else ()), *tail)
        return DitchFacts("run", cards, 0, 25, None, None, ends, rules)
    if kind == "single":
        index = int(a.n or 0)
        owner = int(before.public()["melds"][index]["owner"])
        points = single_points(a.cards[0])
        return DitchFacts("single", cards, 0, points, index, owner, ends, ("DR-3c", "DR-6", *tail))
    if kind == "discard":
        return DitchFacts("discard", cards, len(cards), 0, None, None, ends, ("DR-4", *tail))
    return DitchFacts("pass", (), 0, 0, None, None, ends, ("DR-4", *tail))
