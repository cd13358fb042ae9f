"""Chuvash Rooster's information views: observation, determinization and lossless JSON;
the game's rules as its package declares them (``INFO``).

Everything that is not a hidden card (the phase, priority, table, discard, counts, the cards
known to be in or absent from each hand) is public; ``from_json`` and ``determinize`` rebuild
a state through one validating ``assemble`` so neither can produce an impossible position.
"""

from __future__ import annotations

import random

from koloda.games.rooster.cards import BEATEN_BY, DECK, DECK_SIZE, HAND_SIZE, cards_of, mask_of
from koloda.games.rooster.rules import (
    DEFAULT_OPTIONS,
    DEFEND,
    LEAD,
    OVER,
    PHASE_NAMES,
    THROW_IN,
    RoosterState,
)
from koloda.games.rooster.series import match_option
from koloda.games.rooster.view import RoosterView
from koloda.rules.base import JSON, NOT_LOSER, GameInfo, RulesError, make_io
from koloda.rules.cards import CardError, card_name, card_names, parse_card, parse_deck
from koloda.rules.observation import Observation, is_int, observed

_DECK_SET = frozenset(DECK)


# --------------------------------------------------------------------------- views


def observe(s: RoosterState, seat: int) -> Observation:
    """What ``seat`` knows: its hand, the public state, and public knowledge of other hands."""
    if not is_int(seat) or not 0 <= seat < s.players:
        raise RulesError(f"no seat {seat!r} in a {s.players}-player game")
    over = s.phase == OVER
    hidden = [
        0 if p == seat else s.hands[p].bit_count() - s.known[p].bit_count()
        for p in range(s.players)
    ]
    view = RoosterView(
        table=tuple(
            (card_name(a), card_name(c) if c >= 0 else None)
            for a, c in zip(s.attacks, s.covers, strict=True)
        ),
        attacker=None if over else s.attacker,
        defender=None if over else s.defender,
        taking=s.taking,
        finished=tuple(s.finished),
        discard=len(s.discard),
        series=s.match[0] if s.match is not None else None,
        games_left=s.match[1] if s.match is not None else None,
    )
    extra: dict[str, JSON] = {
        "dealer": s.dealer,
        "phase": PHASE_NAMES[s.phase],
        "priority": s.to_move if s.phase == THROW_IN else None,
        "discard_cards": card_names(s.discard),
        "known": [card_names(cards_of(k)) for k in s.known],
        "void": [card_names(cards_of(v)) for v in s.void],
        "stalled": s.stalled,
        "hidden": {"stock": len(s.stock), "hands": hidden},
    }
    return observed(
        s,
        seat,
        hand=tuple(card_names(cards_of(s.hands[seat]))),
        hands=tuple(h.bit_count() for h in s.hands),
        stock=len(s.stock),
        dealer=None,  # Rooster's public fields name no dealer: it only picks the first attacker
        options={"previous_loser": s.previous_loser},  # plain options; the match's are public
        view=view,
        extra=extra,
    )


def to_json(s: RoosterState) -> dict[str, JSON]:
    return {
        "game": "rooster",
        "version": 1,
        "players": s.players,
        "seed": s.seed,
        "dealer": s.dealer,
        "decks": [card_names(d) for d in s.decks],
        # the match's series (CR-13) is not saved with the game: a saved match keeps its own
        # totals, and gives them to a game it loads again (koloda.match)
        "options": {"previous_loser": s.previous_loser},
        "hands": [card_names(cards_of(h)) for h in s.hands],
        "stock": card_names(s.stock[::-1]),  # top card first (C-5)
        "discard": card_names(s.discard),
        "table": s.public()["table"],
        "attacker": s.attacker if s.phase != OVER else None,
        "defender": s.defender if s.phase != OVER else None,
        "taking": s.taking,
        "finished": list(s.finished),
        "phase": PHASE_NAMES[s.phase],
        "priority": s.order[s.prio] if s.phase == THROW_IN else None,
        "known": [card_names(cards_of(k)) for k in s.known],
        "void": [card_names(cards_of(v)) for v in s.void],
        "stalled": s.stalled,
    }


# --------------------------------------------------------------------------- parsing helpers


def _field(data: dict[str, JSON], key: str) -> JSON:
    return data.get(key)


def _get(data: dict[str, JSON], key: str) -> JSON:
    if key not in data:
        raise RulesError(f"saved rooster state lacks {key!r}")
    return data[key]


def _seat(value: JSON, players: int, what: str, nullable: bool = False) -> int | None:
    if value is None and nullable:
        return None
    if not is_int(value) or not 0 <= value < players:
        raise RulesError(f"{what} must be a seat 0..{players - 1}, not {value!r}")
    return int(value)


def _cards(value: JSON, what: str) -> list[int]:
    if not isinstance(value, list):
        raise RulesError(f"{what} must be a list of cards")
    out = []
    allowed = _DECK_SET
    for name in value:
        try:
            c = parse_card(name)
        except CardError as e:
            raise RulesError(f"{what}: {e}") from None
        if c not in allowed:
            raise RulesError(f"{what}: {card_name(c)} is not in the 36-card deck")
        out.append(c)
    if len(set(out)) != len(out):
        raise RulesError(f"{what} holds a card twice")
    return out


def _per_seat(value: JSON, players: int, what: str) -> list[list[int]]:
    if not isinstance(value, list) or len(value) != players:
        raise RulesError(f"{what} must list one entry per seat")
    return [_cards(v, f"{what}[{i}]") for i, v in enumerate(value)]


def _table(value: JSON) -> tuple[list[int], list[int]]:
    if not isinstance(value, list):
        raise RulesError("table must be a list of [attack, cover or null] pairs")
    attacks: list[int] = []
    covers: list[int] = []
    for pair in value:
        if not isinstance(pair, list) or len(pair) != 2:
            raise RulesError("table must be a list of [attack, cover or null] pairs")
        attacks.extend(_cards([pair[0]], "table"))
        covers.append(-1 if pair[1] is None else _cards([pair[1]], "table")[0])
    return attacks, covers


def _stalled(data: dict[str, JSON]) -> int:
    """The stalled-bout count; absent in saves made before it existed, which read as 0."""
    value = data.get("stalled", 0)
    if not is_int(value) or value < 0:
        raise RulesError(f"stalled must be a count of bouts, not {value!r}")
    return int(value)


def _options(value: JSON, players: int) -> int | None:
    keys = {"previous_loser", "series", "games_left"}
    if not isinstance(value, dict) or "previous_loser" not in value or not set(value) <= keys:
        raise RulesError(
            "options must be {'previous_loser': seat or null} (with 'series' and 'games_left')"
        )
    return _seat(value["previous_loser"], players, "previous_loser", nullable=True)


def _match(value: JSON, players: int) -> tuple[tuple[int, ...], int] | None:
    """A saved state's options ``series`` and ``games_left`` (CR-13), or an observation's
    public ones; absent in saves and observations of a game on its own."""
    if not isinstance(value, dict):
        return None
    return match_option(value.get("series"), value.get("games_left"), players)


# --------------------------------------------------------------------------- assembly


def assemble(
    *,
    players: int,
    seed: int,
    dealer: int,
    decks: list[list[int]],
    previous_loser: int | None,
    hands: list[list[int]],
    stock_top_first: list[int],
    discard: list[int],
    attacks: list[int],
    covers: list[int],
    attacker: int | None,
    defender: int | None,
    taking: bool,
    finished: list[int],
    phase: str,
    priority: int | None,
    known: list[list[int]],
    void: list[list[int]],
    stalled: int = 0,
    match: tuple[tuple[int, ...], int] | None = None,
) -> RoosterState:
    """Build a state from its parts, checking every invariant of CR-1..CR-12 that a position
    reached by legal play must satisfy; raises RulesError otherwise."""
    everything = [c for h in hands for c in h] + stock_top_first + discard + attacks
    everything += [c for c in covers if c >= 0]
    if sorted(everything) != DECK:
        raise RulesError("the cards in the state are not exactly one 36-card deck")
    if phase not in PHASE_NAMES:
        raise RulesError(f"unknown phase {phase!r}")
    if len(set(finished)) != len(finished):
        raise RulesError("a seat is listed twice in finished")
    s = RoosterState.blank(players)
    s.seed, s.dealer, s.decks, s.previous_loser = seed, dealer, decks, previous_loser
    s.match = match
    s.hands = [mask_of(h) for h in hands]
    s.stock = stock_top_first[::-1]
    s.discard = list(discard)
    s.finished = list(finished)
    s.stalled = stalled
    for p in finished:
        s.out |= 1 << p
    _set_knowledge(s, known, void)
    if finished and s.stock:
        raise RulesError("nobody can be out while the stock holds cards (CR-10)")
    if any(s.hands[p] for p in finished):
        raise RulesError("a seat that is out still holds cards")
    active = [p for p in range(players) if not s.out >> p & 1]
    for a, c in zip(attacks, covers, strict=True):
        if c >= 0 and not BEATEN_BY[a] >> c & 1:
            raise RulesError(f"{card_name(c)} does not beat {card_name(a)} (CR-1)")
    if phase == "over":
        if attacker is not None or defender is not None or priority is not None:
            raise RulesError("a finished game has no attacker, defender or priority")
        if attacks or taking or len(active) > 1 or any(not s.hands[p] for p in active):
            raise RulesError("the game cannot be over in this position (CR-12)")
        s.phase = OVER
        s.loser = active[0] if active else None
        s.attacker = s.defender = -1
        return s
    _set_bout(s, active, attacker, defender, attacks, covers, taking)
    _set_phase(s, phase, active, attacks, taking, priority)
    return s


def _set_knowledge(s: RoosterState, known: list[list[int]], void: list[list[int]]) -> None:
    """What each seat is known to hold and known not to hold (CR-7: taken cards are seen)."""
    for p in range(s.players):
        s.known[p] = mask_of(known[p])
        s.void[p] = mask_of(void[p])
        if s.known[p] & ~s.hands[p]:
            raise RulesError(f"seat {p} is said to hold a known card it does not hold")
        if s.void[p] & s.hands[p]:
            raise RulesError(f"seat {p} holds a card it is known not to hold")


def _set_bout(
    s: RoosterState,
    active: list[int],
    attacker: int | None,
    defender: int | None,
    attacks: list[int],
    covers: list[int],
    taking: bool,
) -> None:
    """The bout on the table: who attacks whom (CR-3) and what lies there, covered or not."""
    if len(active) < 2 or attacker is None or attacker not in active:
        raise RulesError("the attacker must be an active seat of a running game")
    s._start_bout(attacker)
    if defender != s.defender:
        raise RulesError("the defender must be the next active seat after the attacker (CR-3)")
    d = s.defender
    s.attacks = list(attacks)
    s.covers = list(covers)
    s.uncovered = sum(1 for c in covers if c < 0)
    s.n_covered = len(covers) - s.uncovered
    for c in attacks + [c for c in covers if c >= 0]:
        s.table_ranks |= 0xF << (c & ~3)
    s.taking = taking
    if s.uncovered > s.hands[d].bit_count():
        raise RulesError("more uncovered cards than the defender holds (CR-7)")


def _set_phase(
    s: RoosterState,
    phase: str,
    active: list[int],
    attacks: list[int],
    taking: bool,
    priority: int | None,
) -> None:
    """Who acts in the running bout: the leader, the defender, or the throwers (CR-7, CR-8)."""
    if phase == "lead":
        if attacks or taking or priority is not None:
            raise RulesError("before a lead the table is empty")
        need = HAND_SIZE if s.stock else 1
        if any(s.hands[p].bit_count() < need for p in active):
            raise RulesError("an active player lacks the cards a refill gives (CR-10)")
        s.phase = LEAD
    elif phase == "defend":
        if not s.uncovered or taking or priority is not None:
            raise RulesError("the defender acts only on uncovered cards while defending")
        s.phase = DEFEND
    else:
        if not attacks or not s.n_covered or (s.uncovered and not taking):
            raise RulesError("throw-ins need a cover, and everything covered or a take (CR-7)")
        if priority not in s.order:
            raise RulesError("the player with priority must be a thrower of this bout (CR-7)")
        s.phase = THROW_IN
        s.prio = s.order.index(priority)
        if not s._throwable(priority):
            raise RulesError("the player with priority has nothing to throw (CR-8)")


def from_json(data: dict[str, JSON]) -> RoosterState:
    if not isinstance(data, dict) or data.get("game") != "rooster":
        raise RulesError("not a saved Chuvash Rooster state")
    if data.get("version") != 1:
        raise RulesError(f"unsupported saved state version {data.get('version')!r}")
    players = _get(data, "players")
    if not is_int(players) or not 2 <= players <= 6:
        raise RulesError("Chuvash Rooster is for 2-6 players")
    seed = _get(data, "seed")
    if not is_int(seed) or seed < 0:
        raise RulesError("seed must be a non-negative integer")
    dealer = _seat(_get(data, "dealer"), players, "dealer")
    decks_raw = _get(data, "decks")
    if not isinstance(decks_raw, list):
        raise RulesError("decks must be a list of deck orders")
    try:
        decks = [parse_deck(d, DECK_SIZE) for d in decks_raw]
    except CardError as e:
        raise RulesError(str(e)) from None
    taking = _get(data, "taking")
    if not isinstance(taking, bool):
        raise RulesError("taking must be true or false")
    finished_raw = _get(data, "finished")
    if not isinstance(finished_raw, list):
        raise RulesError("finished must be a list of seats")
    finished = [_seat(p, players, "finished") for p in finished_raw]
    attacks, covers = _table(_get(data, "table"))
    phase = _get(data, "phase")
    if not isinstance(phase, str):
        raise RulesError("phase must be a string")
    assert dealer is not None
    return assemble(
        players=players,
        seed=seed,
        dealer=dealer,
        decks=decks,
        previous_loser=_options(_get(data, "options"), players),
        match=_match(_get(data, "options"), players),
        hands=_per_seat(_get(data, "hands"), players, "hands"),
        stock_top_first=_cards(_get(data, "stock"), "stock"),
        discard=_cards(_get(data, "discard"), "discard"),
        attacks=attacks,
        covers=covers,
        attacker=_seat(_get(data, "attacker"), players, "attacker", nullable=True),
        defender=_seat(_get(data, "defender"), players, "defender", nullable=True),
        taking=taking,
        finished=[p for p in finished if p is not None],
        phase=phase,
        priority=_seat(_get(data, "priority"), players, "priority", nullable=True),
        known=_per_seat(_get(data, "known"), players, "known"),
        void=_per_seat(_get(data, "void"), players, "void"),
        stalled=_stalled(data),
    )


# --------------------------------------------------------------------------- determinization


def determinize(obs: dict[str, JSON], rng: random.Random) -> RoosterState:
    """A full state consistent with ``obs``: unknown cards dealt at random to the hidden places
    (other hands minus their known cards, the stock), never into a hand known to lack them."""
    if not isinstance(obs, dict) or _field(obs, "game") != "rooster":
        raise RulesError("not a Chuvash Rooster observation")
    players = _field(obs, "players")
    if not is_int(players) or not 2 <= players <= 6:
        raise RulesError("Chuvash Rooster is for 2-6 players")
    seat = _seat(_field(obs, "seat"), players, "seat")
    assert seat is not None
    public = _field(obs, "public")
    hidden = _field(obs, "hidden")
    if not isinstance(public, dict) or not isinstance(hidden, dict):
        raise RulesError("observation lacks its public part")
    own = _cards(_field(obs, "hand"), "hand")
    known = _per_seat(_field(obs, "known"), players, "known")
    void = _per_seat(_field(obs, "void"), players, "void")
    discard = _cards(_field(obs, "discard_cards"), "discard")
    attacks, covers = _table(_field(public, "table"))
    counts = _field(public, "hands")
    stock_n = _field(hidden, "stock")
    if not isinstance(counts, list) or len(counts) != players or not all(map(is_int, counts)):
        raise RulesError("observation hand counts are malformed")
    if not is_int(stock_n) or stock_n < 0:
        raise RulesError("observation stock count is malformed")
    seen = set(own) | set(discard) | set(attacks) | {c for c in covers if c >= 0}
    for p in range(players):
        if p != seat:
            seen |= set(known[p])
    unknown = [c for c in DECK if c not in seen]
    # Hidden places: the stock (place -1) and each other hand's unknown part.
    places = [(-1, stock_n, 0)]
    for p in range(players):
        if p != seat:
            places.append((p, counts[p] - len(known[p]), mask_of(void[p])))
    if any(cap < 0 for _, cap, _ in places) or sum(cap for _, cap, _ in places) != len(unknown):
        raise RulesError("observation counts do not match the unseen cards")
    dealt = _deal_with_priority(obs, seat, known, attacks, covers, unknown, places, rng)
    hands: list[list[int]] = []
    for p in range(players):
        hands.append(own if p == seat else known[p] + dealt[p])
    stock = dealt[-1]
    rng.shuffle(stock)
    finished_raw = _field(public, "finished")
    if not isinstance(finished_raw, list):
        raise RulesError("observation finished list is malformed")
    taking = _field(public, "taking")
    phase = _field(obs, "phase")
    if not isinstance(taking, bool) or not isinstance(phase, str):
        raise RulesError("observation phase is malformed")
    dealer = _seat(_field(obs, "dealer"), players, "dealer")
    assert dealer is not None
    return assemble(
        players=players,
        seed=0,  # future shuffles are unknown; a Rooster game has no later deal anyway
        dealer=dealer,
        decks=[],
        previous_loser=_options(_field(obs, "options"), players),
        match=_match(public, players),
        hands=hands,
        stock_top_first=stock,
        discard=discard,
        attacks=attacks,
        covers=covers,
        attacker=_seat(_field(public, "attacker"), players, "attacker", nullable=True),
        defender=_seat(_field(public, "defender"), players, "defender", nullable=True),
        taking=taking,
        finished=[
            p for p in (_seat(q, players, "finished") for q in finished_raw) if p is not None
        ],
        phase=phase,
        priority=_seat(_field(obs, "priority"), players, "priority", nullable=True),
        known=known,
        void=void,
        stalled=_stalled(obs),
    )


def _deal_with_priority(
    obs: dict[str, JSON],
    seat: int,
    known: list[list[int]],
    attacks: list[int],
    covers: list[int],
    unknown: list[int],
    places: list[tuple[int, int, int]],
    rng: random.Random,
) -> dict[int, list[int]]:
    """Deal the hidden cards; a player holding throw-in priority is publicly known to hold a
    card of a table rank (CR-8 skips anyone without one), so their hand must get one."""
    holder = _field(obs, "priority")
    ranks = 0
    for c in attacks + [c for c in covers if c >= 0]:
        ranks |= 0xF << (c & ~3)
    if not is_int(holder) or holder == seat or not 0 <= holder < len(known):
        return _deal_hidden(unknown, places, rng)
    if mask_of(known[holder]) & ranks:
        return _deal_hidden(unknown, places, rng)
    for _ in range(10):
        dealt = _deal_hidden(unknown, places, rng)
        if mask_of(dealt.get(int(holder), [])) & ranks:
            return dealt
    forbid = next(f for p, _, f in places if p == holder)
    candidates = [c for c in unknown if ranks >> c & 1 and not forbid >> c & 1]
    if not candidates:
        raise RulesError("no deal of the unseen cards fits the observation")
    card = rng.choice(candidates)
    rest = [c for c in unknown if c != card]
    fewer = [(p, cap - 1 if p == holder else cap, f) for p, cap, f in places]
    dealt = _deal_hidden(rest, fewer, rng)
    dealt[int(holder)] = [*dealt.get(int(holder), []), card]
    return dealt


def _deal_hidden(
    unknown: list[int], places: list[tuple[int, int, int]], rng: random.Random
) -> dict[int, list[int]]:
    """Deal ``unknown`` into (place, capacity, forbidden mask) slots at random. Random greedy
    first (constrained hands first); if that keeps failing, an augmenting-path matching."""
    constrained = [pl for pl in places if any(pl[2] >> c & 1 for c in unknown)]
    free = [pl for pl in places if pl not in constrained]
    for _ in range(30):
        cards = unknown[:]
        rng.shuffle(cards)
        out: dict[int, list[int]] = {}
        ok = True
        for place, cap, forbid in sorted(constrained, key=lambda pl: -pl[1]):
            pick = [c for c in cards if not forbid >> c & 1][:cap]
            if len(pick) < cap:
                ok = False
                break
            out[place] = pick
            taken = set(pick)
            cards = [c for c in cards if c not in taken]
        if not ok:
            continue
        for place, cap, _ in free:
            out[place], cards = cards[:cap], cards[cap:]
        return out
    return _match_hidden(unknown, places, rng)


def _match_hidden(
    unknown: list[int], places: list[tuple[int, int, int]], rng: random.Random
) -> dict[int, list[int]]:
    slots = [(place, forbid) for place, cap, forbid in places for _ in range(cap)]
    rng.shuffle(slots)
    owner: list[int] = [-1] * len(slots)  # slot -> index into unknown

    def augment(ci: int, seen: list[bool]) -> bool:
        for si, (_, forbid) in enumerate(slots):
            if forbid >> unknown[ci] & 1 or seen[si]:
                continue
            seen[si] = True
            if owner[si] < 0 or augment(owner[si], seen):
                owner[si] = ci
                return True
        return False

    for ci in range(len(unknown)):
        if not augment(ci, [False] * len(slots)):
            raise RulesError("no deal of the unseen cards fits the observation")
    out: dict[int, list[int]] = {place: [] for place, _, _ in places}
    for si, ci in enumerate(owner):
        out[slots[si][0]].append(unknown[ci])
    return out


INFO = GameInfo(
    name="rooster",
    title="Chuvash Rooster",
    min_players=2,
    max_players=6,
    state_class=RoosterState,
    options=dict(DEFAULT_OPTIONS),
    io=make_io(
        RoosterState,
        to_json=to_json,
        observe=observe,
        from_json=from_json,
        determinize=determinize,
    ),
    won_by=NOT_LOSER,  # CR-12: a game has one loser, the rooster
    loser_name="rooster",
    view=RoosterView,
)
