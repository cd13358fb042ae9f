"""Ryadky's information views: the observation, saved states (to_json/from_json, validated)
and determinization for the AI; the game's rules as its package declares them (``INFO``)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterable

from koloda.games.ryadky.rules import (
    DEFAULT_OPTIONS,
    HIDDEN,
    MATCH,
    RyadkyState,
    Void,
    fits_voids,
    matches,
    void_cards,
)
from koloda.games.ryadky.view import RyadkyView
from koloda.rules import cards as C
from koloda.rules.base import JSON, GameInfo, RulesError, is_int, make_io
from koloda.rules.observation import Observation, observed

_DOWN = "~"  # a saved stack/out entry "~7S" is a face-down bonus card (RY-6a)


def observe(s: RyadkyState, seat: int) -> Observation:
    """What ``seat`` knows: its hand, everything played face up, every count. Face-down
    bonus cards (RY-6a) appear as null, also in the stack of the seat that earned them."""
    view = RyadkyView(
        deal=s.deal,
        pile=tuple(C.card_names(s.pile)),
        stacks=tuple(len(st) for st in s.stacks),
        totals=tuple(s.totals),
        out=len(s.out),
        deals=s.deals,
    )
    extra: dict[str, JSON] = {
        "first_dealer": s.first_dealer,
        "stack_cards": [_seen_names(st) for st in s.stacks],
        "out_cards": _seen_names(s.out),
        "voids": [[void_json(v) for v in vs] for vs in s.voids],
    }
    return observed(
        s,
        seat,
        hand=tuple(C.card_names(s.hands[seat])),
        hands=tuple(len(h) for h in s.hands),
        stock=len(s.stock),
        dealer=s.dealer,
        options={"deck_size": s.deck_size, "deals": s.deals},
        view=view,
        extra=extra,
    )


def _seen_names(entries: list[int]) -> list[str | None]:
    return [None if x & HIDDEN else C.card_name(x) for x in entries]


def void_json(v: Void) -> dict[str, JSON]:
    """An entry of ``voids`` as the observation and saved states write it."""
    ranks, suits, k = v
    return {
        "ranks": [C.RANKS[r] for r in range(13) if ranks >> r & 1],
        "suits": [C.SUITS[x] for x in range(4) if suits >> x & 1],
        "at_most": k,
    }


def to_json(s: RyadkyState) -> dict[str, JSON]:
    """Everything needed to play on identically: the position plus seed and given decks."""
    return {
        "game": "ryadky",
        "version": 1,
        "players": s.players,
        "seed": s.seed,
        "dealer": s.first_dealer,
        "options": {"deck_size": s.deck_size, "deals": s.deals},
        "decks": [C.card_names(d) for d in s.given],
        "deal": s.deal,
        "to_move": s.to_move,
        "hands": [C.card_names(h) for h in s.hands],
        "stock": C.card_names(reversed(s.stock)),
        "pile": C.card_names(s.pile),
        "stacks": [_entry_names(st) for st in s.stacks],
        "out": _entry_names(s.out),
        "totals": list(s.totals),
        "voids": [[void_json(v) for v in vs] for vs in s.voids],
    }


def _entry_names(entries: Iterable[int]) -> list[str]:
    return [(_DOWN + C.card_name(x & 63)) if x & HIDDEN else C.card_name(x) for x in entries]


def _int(data: dict[str, JSON], key: str, lo: int, hi: int | None = None) -> int:
    v = data.get(key)
    if not is_int(v) or v < lo or (hi is not None and v > hi):
        span = f"{lo}..{hi}" if hi is not None else f">= {lo}"
        raise RulesError(f"saved ryadky state: {key!r} must be an integer {span}, not {v!r}")
    return int(v)


def _list(v: JSON, what: str, length: int | None = None) -> list[JSON]:
    if not isinstance(v, list) or (length is not None and len(v) != length):
        size = "" if length is None else f" of {length}"
        raise RulesError(f"saved ryadky state: {what} must be a list{size}")
    return v


def _cards(v: JSON, what: str) -> list[int]:
    try:
        return [C.parse_card(x) for x in _list(v, what)]
    except C.CardError as e:
        raise RulesError(f"saved ryadky state: {what}: {e}") from None


def _entries(v: JSON, what: str) -> list[int]:
    out = []
    for x in _list(v, what):
        down = isinstance(x, str) and x.startswith(_DOWN)
        try:
            card = C.parse_card(x[1:] if down else x)
        except C.CardError as e:
            raise RulesError(f"saved ryadky state: {what}: {e}") from None
        out.append(card | HIDDEN if down else card)
    return out


def _letters(v: JSON, alphabet: str, what: str) -> int:
    if not isinstance(v, list) or not all(isinstance(x, str) and x in alphabet for x in v):
        raise RulesError(f"ryadky voids: {what} must be a list of letters from {alphabet!r}")
    mask = 0
    for x in v:
        mask |= 1 << alphabet.index(str(x))
    if len(v) != mask.bit_count():
        raise RulesError(f"ryadky voids: {what} names a letter twice")
    return mask


def parse_voids(v: JSON, n: int) -> list[tuple[Void, ...]]:
    """Per seat void entries (RY-4); missing (saved before voids were kept) means none known."""
    if v is None:
        return [()] * n
    if not isinstance(v, list) or len(v) != n:
        raise RulesError(f"ryadky voids: must be a list of {n} lists, one per seat")
    out: list[tuple[Void, ...]] = []
    for entries in v:
        if not isinstance(entries, list):
            raise RulesError("ryadky voids: each seat's voids must be a list")
        parsed: list[Void] = []
        for e in entries:
            if not isinstance(e, dict) or set(e) != {"ranks", "suits", "at_most"}:
                raise RulesError("ryadky voids: an entry holds exactly ranks, suits and at_most")
            ranks = _letters(e["ranks"], C.RANKS, "ranks")
            suits = _letters(e["suits"], C.SUITS, "suits")
            k = e["at_most"]
            if not is_int(k) or not 0 <= k <= 6 or not (ranks or suits):
                raise RulesError("ryadky voids: at_most must be 0..6, with a rank or a suit")
            parsed.append((ranks, suits, int(k)))
        for (r1, s1, _), (r2, s2, _) in itertools.pairwise(parsed):
            if r2 & ~r1 or s2 & ~s1:
                raise RulesError("ryadky voids: an older entry must cover every newer one (RY-4)")
        out.append(tuple(parsed))
    return out


def from_json(data: dict[str, JSON]) -> RyadkyState:
    """Load a saved state, refusing anything malformed or impossible under RY-1..RY-10."""
    if not isinstance(data, dict) or data.get("game") != "ryadky":
        raise RulesError("not a saved ryadky state")
    if data.get("version") != 1:
        raise RulesError(f"unsupported saved ryadky version {data.get('version')!r}")
    n = _int(data, "players", 2, 6)
    seed = _int(data, "seed", 0)
    dealer = _int(data, "dealer", 0, n - 1)
    opts = data.get("options")
    if not isinstance(opts, dict) or set(opts) != {"deck_size", "deals"}:
        raise RulesError("saved ryadky state: options must hold exactly deck_size and deals")
    size = opts["deck_size"]
    if not is_int(size) or size not in (36, 52):
        raise RulesError(f"saved ryadky state: deck_size must be 36 or 52, not {size!r}")
    deals = _int(opts, "deals", 1)
    try:
        given = [C.parse_deck(d, size) for d in _list(data.get("decks"), "decks")]
    except C.CardError as e:
        raise RulesError(f"saved ryadky state: {e}") from None
    deal = _int(data, "deal", 0, deals - 1)
    to_move = data.get("to_move")
    if to_move is not None and (not is_int(to_move) or not 0 <= to_move < n):
        raise RulesError(f"saved ryadky state: to_move must be a seat or null, not {to_move!r}")
    hands = [_cards(h, "a hand") for h in _list(data.get("hands"), "hands", n)]
    stock = _cards(data.get("stock"), "stock")
    pile = _cards(data.get("pile"), "pile")
    stacks = [_entries(st, "a stack") for st in _list(data.get("stacks"), "stacks", n)]
    out = _entries(data.get("out"), "out")
    totals = _list(data.get("totals"), "totals", n)
    if not all(is_int(t) and t >= 0 for t in totals):
        raise RulesError("saved ryadky state: totals must be non-negative integers")
    voids = parse_voids(data.get("voids"), n)
    if not all(fits_voids(h, vs) for h, vs in zip(hands, voids, strict=True)):
        raise RulesError("saved ryadky state: a hand breaks what its voids say (RY-4)")

    every = [c for h in hands for c in h] + stock + pile
    every += [x & 63 for st in stacks for x in st] + [x & 63 for x in out]
    if len(every) != size or set(every) != set(C.full_deck(size)):
        raise RulesError(f"saved ryadky state: the cards do not form one {size}-card deck")
    if any(len(h) > 6 for h in hands):
        raise RulesError("saved ryadky state: a hand holds more than 6 cards")
    for a, b in itertools.pairwise(pile):
        if not matches(b, a) or (a >> 2 == C.RANK_J and b >> 2 == C.RANK_J):
            raise RulesError("saved ryadky state: the pile breaks RY-3 or RY-6c")
    holding = sum(1 for h in hands if h)
    if to_move is None:
        if pile or stock or holding > 1 or deal != deals - 1:
            raise RulesError("saved ryadky state: marked over but the last deal has not ended")
    else:
        hand = hands[to_move]
        if not hand or (pile and not any(matches(c, pile[-1]) for c in hand)):
            raise RulesError("saved ryadky state: the player to move cannot play")
        if not pile and not stock and holding <= 1:
            raise RulesError("saved ryadky state: the deal should have ended (RY-8)")
        if not pile and stock and any(len(h) != 6 for h in hands):
            raise RulesError("saved ryadky state: hands were not refilled (RY-7)")

    s = _blank(n, size, deals, dealer, seed, given)
    s.set_position(
        deal=deal,
        hands=hands,
        stock_top_first=stock,
        pile=pile,
        stacks=stacks,
        out=out,
        totals=[int(t) for t in totals],
        to_move=to_move,
        voids=voids,
    )
    return s


def _blank(
    n: int, size: int, deals: int, dealer: int, seed: int, given: list[list[int]]
) -> RyadkyState:
    s = RyadkyState.__new__(RyadkyState)
    s.players = n
    s.deck_size = size
    s.deals = deals
    s.first_dealer = dealer
    s.seed = seed
    s.given = given
    return s


def determinize(obs: dict[str, JSON], rng: random.Random) -> RyadkyState:
    """Deal the cards ``obs['seat']`` has not seen into the other hands, the stock and the
    face-down bonus places (RY-6a), with the right counts; later deals get a fresh seed."""
    try:
        return _determinize(obs, rng)
    except RulesError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise RulesError(f"malformed ryadky observation: {e}") from None


def _determinize(obs: dict[str, JSON], rng: random.Random) -> RyadkyState:
    n = int(obs["players"])
    seat = int(obs["seat"])
    pub = obs["public"]
    size = int(obs["options"]["deck_size"])
    deals = int(obs["options"]["deals"])
    to_move = obs["to_move"]
    hand = _cards(obs["hand"], "hand")
    pile = _cards(pub["pile"], "pile")
    stack_seen = [[None if x is None else C.parse_card(x) for x in st] for st in obs["stack_cards"]]
    out_seen = [None if x is None else C.parse_card(x) for x in obs["out_cards"]]
    known = set(hand) | set(pile)
    known |= {x for st in stack_seen for x in st if x is not None}
    known |= {x for x in out_seen if x is not None}
    unseen = [c for c in C.full_deck(size) if c not in known]
    counts = [int(k) for k in pub["hands"]]
    holes = sum(x is None for st in stack_seen for x in st) + sum(x is None for x in out_seen)
    needed = sum(k for s, k in enumerate(counts) if s != seat) + int(pub["stock"]) + holes
    if needed != len(unseen) or counts[seat] != len(hand):
        raise RulesError("inconsistent ryadky observation: hidden counts do not add up")

    voids = parse_voids(obs.get("voids"), n)
    if not fits_voids(hand, voids[seat]):
        raise RulesError("inconsistent ryadky observation: the hand breaks its voids (RY-4)")
    # RY-3: a player who must answer the pile is known to hold a matching card.
    must: int | None = int(to_move) if pile and to_move is not None and to_move != seat else None
    bound = [s for s in range(n) if s != seat and voids[s]]
    hands: list[list[int]] = [hand if s == seat else [] for s in range(n)]
    if bound:
        # RY-4: some hands are known to lack cards: deal those hands first, honouring it.
        if must is not None and must not in bound:
            bound.append(must)
        need = MATCH[pile[-1]] if must is not None else 0
        dealt = _deal_bound(unseen, counts, bound, voids, must, need, rng)
        if dealt is None:
            raise RulesError("inconsistent ryadky observation: no deal fits the voids (RY-4)")
        for s_, h in dealt.items():
            hands[s_] = h
        taken = {c for h in dealt.values() for c in h}
        unseen = [c for c in unseen if c not in taken]  # still shuffled
    else:
        for _ in range(20):
            rng.shuffle(unseen)
            if must is None or _deals_match(unseen, counts, seat, must, pile[-1]):
                break
        else:
            assert must is not None  # the loop only runs out when a reply is required
            fits = [c for c in unseen if matches(c, pile[-1])]
            if not fits:
                raise RulesError("inconsistent ryadky observation: nobody can answer the pile")
            first = fits[rng.randrange(len(fits))]
            unseen.remove(first)
            rng.shuffle(unseen)
            unseen.insert(sum(counts[s] for s in range(must) if s != seat), first)

    it = iter(unseen)
    for s_ in range(n):
        if s_ != seat and s_ not in bound:
            hands[s_] = [next(it) for _ in range(counts[s_])]
    stock = [next(it) for _ in range(int(pub["stock"]))]
    stacks = [[next(it) | HIDDEN if x is None else x for x in st] for st in stack_seen]
    out = [next(it) | HIDDEN if x is None else x for x in out_seen]
    dealer = int(obs["first_dealer"])
    s = _blank(n, size, deals, dealer, rng.getrandbits(62), [])
    s.set_position(
        deal=int(pub["deal"]),
        hands=hands,
        stock_top_first=stock,
        pile=pile,
        stacks=stacks,
        out=out,
        totals=[int(t) for t in pub["totals"]],
        to_move=None if obs["result"] is not None else int(to_move),
        voids=voids,
    )
    return s


def _deal_bound(
    unseen: list[int],
    counts: list[int],
    seats: list[int],
    voids: list[tuple[Void, ...]],
    must: int | None,
    need: int,
    rng: random.Random,
) -> dict[int, list[int]] | None:
    """Hands for ``seats`` (those with voids, RY-4, and the one that must answer, RY-3) from
    the unseen cards, shuffling ``unseen`` in place; None if no try fits."""
    for _ in range(_TRIES):
        rng.shuffle(unseen)
        rng.shuffle(seats)
        taken = 0
        dealt: dict[int, list[int]] = {}
        for s in seats:
            h = _fill(unseen, taken, counts[s], voids[s], need if s == must else 0)
            if h is None:
                break
            for c in h:
                taken |= 1 << c
            dealt[s] = h
        else:
            return dealt
    # The greedy tries can miss a deal that exists when the hidden cards barely fit their
    # hands (late in a deal, every card in some hand): search it exactly.
    return _deal_exact(unseen, counts, seats, voids, must, need)


_TRIES = 60
_EXACT_NODES = 200_000  # the exact search's bound (a few tenths of a second at worst)


def _deal_exact(
    unseen: list[int],
    counts: list[int],
    seats: list[int],
    voids: list[tuple[Void, ...]],
    must: int | None,
    need: int,
) -> dict[int, list[int]] | None:
    """Hands for ``seats`` honouring every void (RY-4) and the reply ``must`` owes (RY-3), by
    a depth-first search over the cards in ``unseen``'s (shuffled) order, each going to a
    bound seat with room or to the rest (the other hands, the stock, the face-down places);
    None if no deal fits within ``_EXACT_NODES``."""
    limits = {s: [(void_cards(v), v[2]) for v in voids[s]] for s in seats}
    room = {s: counts[s] for s in seats}
    rest = len(unseen) - sum(room.values())
    held = {s: [0] * len(limits[s]) for s in seats}
    hands: dict[int, list[int]] = {s: [] for s in seats}
    nodes = 0

    def fits(s: int, c: int) -> bool:
        return room[s] > 0 and all(
            not m >> c & 1 or held[s][j] < most for j, (m, most) in enumerate(limits[s])
        )

    def place(s: int, c: int, step: int) -> None:
        room[s] -= step
        for j, (m, _) in enumerate(limits[s]):
            if m >> c & 1:
                held[s][j] += step
        if step > 0:
            hands[s].append(c)
        else:
            hands[s].pop()

    def search(i: int) -> bool:
        nonlocal rest, nodes
        nodes += 1
        if nodes > _EXACT_NODES:
            return False
        if must is not None and room[must] == 0 and not any(need >> c & 1 for c in hands[must]):
            return False  # RY-3: the seat that must answer holds no matching card
        if i == len(unseen):
            return True
        c = unseen[i]
        for s in seats:
            if fits(s, c):
                place(s, c, 1)
                if search(i + 1):
                    return True
                place(s, c, -1)
        if rest > 0:
            rest -= 1
            if search(i + 1):
                return True
            rest += 1
        return False

    return hands if search(0) else None


def _fill(
    order: list[int], taken: int, size: int, vs: tuple[Void, ...], need: int
) -> list[int] | None:
    """A hand of ``size`` cards from ``order`` (not in ``taken``) honouring the nested voids
    ``vs`` and, if ``need``, holding one card of that mask; None if the greedy fill fails.

    Slot classes: a card covered by j entries (its depth) may only take a slot of class >= j;
    class 0 has size - at_most[0] slots, class j at_most[j-1] - at_most[j], the last
    at_most[-1] (bounds made non-increasing and at most ``size``). Filling the strict classes
    first and placing the needed card in its lowest free class never wastes a slot."""
    masks = [void_cards(v) for v in vs]
    bounds: list[int] = []
    low = size
    for v in vs:
        low = min(low, v[2])
        bounds.append(low)
    free = [size - (bounds[0] if bounds else 0)]
    free += [bounds[j - 1] - bounds[j] for j in range(1, len(bounds))]
    if bounds:
        free.append(bounds[-1])

    # depth of each card of ``order`` still free, -1 for the taken ones
    deps = [-1 if taken >> c & 1 else sum(1 for m in masks if m >> c & 1) for c in order]
    hand: list[int] = []
    if need:
        for i, c in enumerate(order):
            j = deps[i]
            if j < 0 or not need >> c & 1:
                continue
            while j < len(free) and not free[j]:
                j += 1
            if j < len(free):
                free[j] -= 1
                hand.append(c)
                deps[i] = -1
                break
        else:
            return None
    for j, slots in enumerate(free):
        if not slots:
            continue
        for i, c in enumerate(order):
            if deps[i] < 0 or deps[i] > j:
                continue
            hand.append(c)
            deps[i] = -1
            slots -= 1
            if not slots:
                break
        else:
            return None
    return hand


def _deals_match(unseen: list[int], counts: list[int], seat: int, must: int, last: int) -> bool:
    """Whether the shuffled ``unseen`` gives seat ``must`` a card answering ``last``."""
    start = sum(counts[s] for s in range(must) if s != seat)
    return any(matches(c, last) for c in unseen[start : start + counts[must]])


INFO = GameInfo(
    name="ryadky",
    title="Ryadky",
    min_players=2,
    max_players=6,
    state_class=RyadkyState,
    options=dict(DEFAULT_OPTIONS),
    io=make_io(
        RyadkyState,
        to_json=to_json,
        observe=observe,
        from_json=from_json,
        determinize=determinize,
    ),
    rounds_option="deals",  # RY-10
    view=RyadkyView,
)
