"""Ditch Rummy's JSON form, its validation, the per-seat observation and determinization;
the game's rules as its package declares them (``INFO``).

Kept apart from ditch.py so the rules read on their own. A saved state stores only what cannot
be derived: scores (DR-6), the single-fit table (DR-3c) and the winners (DR-7) are recomputed.
"""

from __future__ import annotations

import random
from typing import Any

from koloda.games.ditch.melds import DECK_SIZE, HAND_LIMIT, meld_info, single_points
from koloda.games.ditch.rules import DEFAULT_OPTIONS, DitchState, validate_options
from koloda.games.ditch.view import DitchView, Meld, Single
from koloda.rules.base import GameInfo, RulesError, is_int, make_io
from koloda.rules.cards import (
    NUM_RANKS,
    Card,
    CardError,
    card_name,
    card_names,
    first_repeat,
    parse_card,
)
from koloda.rules.cards import parse_deck as _parse_deck
from koloda.rules.observation import Observation, observed

VERSION = 1


# --------------------------------------------------------------------------- saving


def _options(s: DitchState) -> dict[str, Any]:
    return {"target": s.target, "hands": s.hands_limit, "teams": s.teams}


def to_json(s: DitchState) -> dict[str, Any]:
    """Lossless JSON form: the seed and given decks fix every future hand."""
    return {
        "game": "ditch",
        "version": VERSION,
        "players": s.players,
        "seed": s.seed,
        "decks": [card_names(d) for d in s.decks],
        "options": _options(s),
        "hand_no": s.hand_no,
        "dealer": s.dealer,
        "seat": s.seat,
        "phase": "draw" if s.draw_phase else "play",
        "stock": card_names(reversed(s.stock)),  # top card first (C-5)
        "hands": [card_names(h) for h in s.hands],
        "discard": card_names(s.discard),
        "melds": [{"owner": o, "cards": card_names(c)} for o, c in s.melds],
        "singles": [{"owner": o, "card": card_name(c), "meld": i} for o, c, i in s.singles],
        "totals": list(s.totals),
        "acted": s.acted,
        "top_run": s.top_run,
        "quiet": s.quiet,
        "over": s.over,
    }


# --------------------------------------------------------------------------- loading


def _fail(message: str) -> RulesError:
    return RulesError(f"damaged Ditch Rummy state: {message}")


def _int(data: dict[str, Any], key: str, low: int, high: int | None = None) -> int:
    v = data.get(key)
    if not is_int(v) or v < low or (high is not None and v > high):
        raise _fail(f"'{key}' must be an integer in range, not {v!r}")
    return int(v)


def _bool(data: dict[str, Any], key: str) -> bool:
    v = data.get(key)
    if not isinstance(v, bool):
        raise _fail(f"'{key}' must be true or false, not {v!r}")
    return v


def _cards(v: object, what: str) -> list[Card]:
    if not isinstance(v, list):
        raise _fail(f"{what} must be a list of cards")
    try:
        return [parse_card(x) for x in v]
    except CardError as e:
        raise _fail(f"{what}: {e}") from None


def _seat(v: object, players: int, what: str) -> int:
    if not is_int(v) or not 0 <= v < players:
        raise _fail(f"{what} must be a seat 0..{players - 1}, not {v!r}")
    return v


def from_json(data: dict[str, Any]) -> DitchState:
    """A state from its JSON form, refusing anything malformed or impossible."""
    s = DitchState.__new__(DitchState)
    _load(s, data)
    return s


def _load(s: DitchState, data: dict[str, Any]) -> None:
    if not isinstance(data, dict) or data.get("game") != "ditch":
        raise _fail("not a Ditch Rummy state")
    if not is_int(data.get("version")) or data["version"] != VERSION:
        raise _fail(f"unknown version {data.get('version')!r}")
    n = _int(data, "players", 2, 4)
    s.players = n
    s.seed = _int(data, "seed", 0)
    decks = data.get("decks")
    if not isinstance(decks, list):
        raise _fail("'decks' must be a list of deck orders")
    try:
        s.decks = [_parse_deck(d, DECK_SIZE) for d in decks]
    except CardError as e:
        raise _fail(str(e)) from None
    options = data.get("options")
    if not isinstance(options, dict) or set(options) != {"target", "hands", "teams"}:
        raise _fail("'options' must hold exactly target, hands and teams")
    s.target, s.hands_limit, s.teams = validate_options(n, options)
    s.hand_no = _int(data, "hand_no", 0)
    s.dealer = _seat(data.get("dealer"), n, "'dealer'")
    s.seat = _seat(data.get("seat"), n, "'seat'")
    phase = data.get("phase")
    if phase not in ("draw", "play"):
        raise _fail(f"'phase' must be 'draw' or 'play', not {phase!r}")
    s.draw_phase = phase == "draw"
    s.stock = _cards(data.get("stock"), "'stock'")[::-1]
    raw_hands = data.get("hands")
    if not isinstance(raw_hands, list) or len(raw_hands) != n:
        raise _fail(f"'hands' must be a list of {n} hands")
    s.hands = [tuple(sorted(_cards(h, "a hand"))) for h in raw_hands]
    if any(len(h) > HAND_LIMIT for h in s.hands):
        raise _fail(f"a hand holds more than {HAND_LIMIT} cards (DR-2)")
    s.discard = _cards(data.get("discard"), "'discard'")
    _load_table(s, data.get("melds"), data.get("singles"))
    totals = data.get("totals")
    if not isinstance(totals, list) or len(totals) != n or not all(is_int(t) for t in totals):
        raise _fail(f"'totals' must be a list of {n} integers")
    s.totals = [int(t) for t in totals]
    s.acted = _bool(data, "acted")
    s.top_run = _bool(data, "top_run")
    s.quiet = _int(data, "quiet", 0, n)  # N only once a stalemate ended the match (DR-5c)
    s.over = _bool(data, "over")
    _check_cards(s)
    _check_progress(s)


def _load_table(s: DitchState, melds: object, singles: object) -> None:
    if not isinstance(melds, list) or not isinstance(singles, list):
        raise _fail("'melds' and 'singles' must be lists")
    s.melds = []
    s.fits = [()] * NUM_RANKS
    s.scores = [0] * s.players
    for m in melds:
        if not isinstance(m, dict) or set(m) != {"owner", "cards"}:
            raise _fail("a meld must be {owner, cards}")
        owner = _seat(m["owner"], s.players, "a meld's owner")
        cards = tuple(sorted(_cards(m["cards"], "a meld")))
        info = meld_info(cards) if len(set(cards)) == len(cards) else None
        if info is None:
            raise _fail(f"{' '.join(card_names(cards))} is neither a set nor a blind run (DR-3)")
        index = len(s.melds)
        s.melds.append((owner, cards))
        for r in info.fit_ranks:
            s.fits[r] = (*s.fits[r], index)
        s.scores[owner] += info.points
    s.singles = []
    for x in singles:
        if not isinstance(x, dict) or set(x) != {"owner", "card", "meld"}:
            raise _fail("a single must be {owner, card, meld}")
        owner = _seat(x["owner"], s.players, "a single's owner")
        card = _cards([x["card"]], "a single")[0]
        index = x["meld"]
        if not is_int(index) or not 0 <= index < len(s.melds):
            raise _fail(f"a single's meld must be an index of a meld, not {index!r}")
        if index not in s.fits[card >> 2]:
            raise _fail(f"the single {card_name(card)} does not fit meld {index} (DR-3c)")
        s.singles.append((owner, card, index))
        s.scores[owner] += single_points(card)


def _check_cards(s: DitchState) -> None:
    """Every card of the deck in exactly one place."""
    every = [*s.stock, *s.discard]
    for h in s.hands:
        every.extend(h)
    for _, cards in s.melds:
        every.extend(cards)
    every.extend(card for _, card, _ in s.singles)
    if len(every) != DECK_SIZE or len(set(every)) != DECK_SIZE:
        if len(set(every)) != len(every):
            raise _fail(f"{card_name(first_repeat(every))} is in two places")
        raise _fail(f"the cards number {len(every)}, not {DECK_SIZE}")


def _check_progress(s: DitchState) -> None:
    """The turn and match fields agree with each other and with DR-2, DR-5 and DR-7."""
    if s.hands_limit is not None and s.hand_no >= s.hands_limit:
        raise _fail(f"hand {s.hand_no} is past the {s.hands_limit} hands of the match")
    if s.over:
        winners = s.match_winners(s.hand_no + 1)
        if winners is None:
            raise _fail("the match is marked over but nobody has won it (DR-7)")
        s.winners = winners
        return
    s.winners = []
    if s.quiet >= s.players:
        raise _fail("a full round of quiet turns should have ended the hand (DR-5c)")
    if s.hand_no == 0 and any(s.totals):
        raise _fail("totals before the first hand ends must be 0")
    if s.hand_no > 0 and s.match_winners(s.hand_no) is not None:
        raise _fail("the match should already be over (DR-7)")
    hand = s.hands[s.seat]
    if s.draw_phase and (s.acted or len(hand) >= HAND_LIMIT or not s.stock):
        raise _fail("a draw step with nothing to draw or after acting (DR-2)")
    if not s.draw_phase and not s.acted and len(hand) < HAND_LIMIT:
        raise _fail("a play step without the draw DR-2 requires")
    if not s.stock and not s.acted:
        raise _fail("a turn cannot start with an empty stock (DR-5b)")
    if s.top_run and not any(
        o == s.seat and info is not None and info.ends_hand
        for o, c in s.melds
        for info in (meld_info(c),)
    ):
        raise _fail("a hand-ending run is recorded but not on the table (DR-5a)")
    if s.top_run and not s.acted:
        raise _fail("a hand-ending run without acting (DR-5a)")


# --------------------------------------------------------------------------- observation


def observe(s: DitchState, seat: int) -> Observation:
    """What ``seat`` knows: own hand, the public table (the discard pile face up, DR-4), the
    counts of the other hands and the stock, the turn's public progress. No seed, no decks."""
    options = _options(s)
    view = DitchView(
        hand_no=s.hand_no,
        phase="draw" if s.draw_phase else "play",
        melds=tuple(Meld(o, tuple(card_names(c))) for o, c in s.melds),
        singles=tuple(Single(o, card_name(c), i) for o, c, i in s.singles),
        discard_pile=tuple(card_names(s.discard)),
        discard=len(s.discard),
        scores=tuple(s.scores),
        totals=tuple(s.totals),
        teams=s.teams,
        hands=s.hands_limit or 0,  # 0: the match plays to a target (DR-7)
        target=s.target or 0,  # 0: the match plays a number of hands
    )
    return observed(
        s,
        seat,
        hand=tuple(card_names(s.hands[seat])),
        hands=tuple(len(h) for h in s.hands),
        stock=len(s.stock),
        dealer=s.dealer,
        options=options,
        view=view,
        extra={"turn": {"acted": s.acted, "top_run": s.top_run, "quiet": s.quiet}},
    )


def determinize(obs: dict[str, Any], rng: random.Random) -> DitchState:
    """A full state consistent with ``obs`` (see determinized_json)."""
    return from_json(determinized_json(obs, rng))


def determinized_json(obs: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """A saved-state form consistent with ``obs``: unseen cards dealt at random to the other
    hands and the stock, and a fresh seed from ``rng`` for every future hand."""
    try:
        pub = obs["public"]
        seat = obs["seat"]
        players = obs["players"]
        if not isinstance(pub, dict) or not is_int(seat) or not is_int(players):
            raise TypeError("bad observation fields")
        seen = set(_cards(obs["hand"], "'hand'"))
        seen.update(_cards(obs["discard_pile"], "'discard_pile'"))
        for m in pub["melds"]:
            seen.update(_cards(m["cards"], "a meld"))
        seen.update(_cards([x["card"] for x in pub["singles"]], "singles"))
        unseen = [c for c in range(DECK_SIZE) if c not in seen]
        rng.shuffle(unseen)
        counts = pub["hands"]
        hands: list[list[str]] = []
        for s in range(players):
            if s == seat:
                hands.append(list(obs["hand"]))
                continue
            k = counts[s]
            if not is_int(k) or not 0 <= k <= len(unseen):
                raise _fail("hand counts do not match the unseen cards")
            hands.append(card_names(sorted(unseen[:k])))
            del unseen[:k]
        if len(unseen) != pub["stock"]:
            raise _fail("the stock count does not match the unseen cards")
        turn = obs["turn"]
        to_move = obs["to_move"]
        return {
            "game": "ditch",
            "version": VERSION,
            "players": players,
            "seed": rng.getrandbits(62),
            "decks": [],
            "options": dict(obs["options"]),
            "hand_no": pub["hand_no"],
            "dealer": pub["dealer"],
            "seat": seat if to_move is None else to_move,
            "phase": pub["phase"],
            "stock": card_names(unseen),
            "hands": hands,
            "discard": list(obs["discard_pile"]),
            "melds": [dict(m) for m in pub["melds"]],
            "singles": [dict(x) for x in pub["singles"]],
            "totals": list(pub["totals"]),
            "acted": turn["acted"],
            "top_run": turn["top_run"],
            "quiet": turn["quiet"],
            "over": obs["result"] is not None,
        }
    except (KeyError, TypeError, IndexError, AttributeError) as e:
        raise RulesError(f"malformed Ditch Rummy observation: {e}") from None


INFO = GameInfo(
    name="ditch",
    title="Ditch Rummy",
    min_players=2,
    max_players=4,
    state_class=DitchState,
    options=dict(DEFAULT_OPTIONS),
    io=make_io(
        DitchState,
        to_json=to_json,
        observe=observe,
        from_json=from_json,
        determinize=determinize,
    ),
    rounds_option="hands",  # DR-7
    view=DitchView,
)
