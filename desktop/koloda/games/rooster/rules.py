"""Chuvash Rooster (CR-1..CR-13 of docs/rules.md): a trumpless Durak-like game for 2-6 players.

One ``RoosterState`` is one game with one 36-card deck (state and moves). Interpretations of
the rules that the code relies on are written next to the rule they read, tagged ``Reading:``.
"""

from __future__ import annotations

from typing import Self

from koloda.games.rooster.cards import (
    BEATEN_BY,
    COVER,
    DECK_SIZE,
    FULL_MASK,
    HAND_SIZE,
    LEAD_CACHE,
    PASS,
    RANK_MASK_OF,
    SUIT_MASK,
    TAKE,
    THROW,
    cards_of,
    lead_table,
)
from koloda.games.rooster.refusal import refuse
from koloda.games.rooster.series import match_option
from koloda.rules.base import (
    JSON,
    Action,
    Event,
    GameState,
    Refusal,
    Round,
    RulesError,
    SeriesStep,
    is_int,
)
from koloda.rules.cards import card_name, deal_order, parse_deck, shuffled_deck
from koloda.rules.observation import Observation

# Phases: who acts and how (to_move follows from the phase); PHASE_NAMES[phase] is its name
# in observations and saved states.
LEAD, DEFEND, THROW_IN, OVER = 0, 1, 2, 3
PHASE_NAMES = ("lead", "defend", "throw", "over")
DEFAULT_OPTIONS: dict[str, JSON] = {"previous_loser": None, "series": None, "games_left": None}
HAND_ZONE = [f"hand:{p}" for p in range(6)]


# Events are immutable records, so the frequent ones are built once and shared.
PASS_EVENT = [Event("pass", p) for p in range(6)]
TAKE_EVENT = [Event("take", p) for p in range(6)]
BOUT_END_EVENT = [[Event("bout_end", p, value=v) for p in range(6)] for v in (0, 1)]
THROW_EVENT = [[Event("throw", p, (c,)) for c in range(52)] for p in range(6)]
TO_TABLE = [[Event("move", p, (c,), HAND_ZONE[p], "table") for c in range(52)] for p in range(6)]
COVER_EVENT = [
    [
        [Event("cover", p, (a, b)) for p in range(6)] if BEATEN_BY[a] >> b & 1 else []
        for b in range(52)
    ]
    for a in range(52)
]


_SEATING: dict[tuple[int, int, int], tuple[int, list[int], list[int]]] = {}


def seating(players: int, attacker: int, out: int) -> tuple[int, list[int], list[int]]:
    """(defender, throw-in priority order, refill order) of a bout; cached, never mutated."""
    key = (players, attacker, out)
    found = _SEATING.get(key)
    if found is not None:
        return found
    active = [(attacker + i) % players for i in range(players)]
    active = [p for p in active if not out >> p & 1]
    # CR-3/CR-11: the defender is the next active player after the attacker.
    defender = active[1]
    # CR-7: throw-in priority goes to the attacker first, then clockwise, skipping the
    # defender; the set of active players cannot change within a bout.
    order = [p for p in active if p != defender]
    # CR-10: refills go from the bout's attacker clockwise, over the active players.
    found = _SEATING[key] = (defender, order, active)
    return found


class RoosterState(GameState):
    """A Chuvash Rooster game at one moment; hands are bitmasks of card ints."""

    game = "rooster"
    plays_series = True  # CR-13: a match is a series of games
    __slots__ = (
        "_legal",
        "attacker",
        "attacks",
        "covers",
        "dealer",
        "decks",
        "defender",
        "discard",
        "finished",
        "hands",
        "known",
        "loser",
        "match",
        "n_covered",
        "order",
        "out",
        "phase",
        "players",
        "previous_loser",
        "prio",
        "seed",
        "stalled",
        "stock",
        "table_ranks",
        "taking",
        "uncovered",
        "void",
    )

    players: int
    seed: int
    dealer: int
    decks: list[list[int]]  # the deck orders given at the start (validated, kept for to_json)
    previous_loser: int | None
    # the match this game is one of (CR-13), when a match says so: each seat's times as the
    # rooster in the games before, and the games it plays after this one (options ``series``
    # and ``games_left``, public for every seat); None for a game on its own
    match: tuple[tuple[int, ...], int] | None
    hands: list[int]  # bitmask per seat
    stock: list[int]  # top card LAST (pop() draws the top card, C-5)
    discard: list[int]  # beaten cards, in the order they left the table (public)
    attacks: list[int]  # table attack cards in play order
    covers: list[int]  # cover of attacks[i], or -1
    uncovered: int
    n_covered: int
    table_ranks: int  # mask of every card whose rank lies on the table (CR-7)
    attacker: int
    defender: int
    taking: bool
    finished: list[int]  # seats in the order they went out (CR-10)
    out: int  # mask of seats in ``finished``
    phase: int
    order: list[int]  # throw-in priority order of this bout (CR-7): attacker, then clockwise
    prio: int  # index into order of the player with priority (THROW_IN phase)
    known: list[int]  # per seat: cards publicly known to be in that hand (picked up, shown)
    void: list[int]  # per seat: cards publicly known NOT to be in that hand (skipped throw-ins)
    loser: int | None
    stalled: int  # bouts in a row taken with nobody drawing or going out (public history)
    _legal: list[Action] | None

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        *,
        players: int,
        seed: int,
        decks: list[list[str]],
        dealer: int,
        options: dict[str, JSON],
    ) -> Self:
        loser = options.get("previous_loser")
        if loser is not None and (not is_int(loser) or not 0 <= loser < players):
            raise RulesError(
                f"previous_loser must be null or a seat 0..{players - 1}, not {loser!r}"
            )
        match = match_option(options.get("series"), options.get("games_left"), players)
        given = [parse_deck(d, DECK_SIZE) for d in decks]  # every deck is checked (engine brief)
        deck = list(given[0]) if given else shuffled_deck(DECK_SIZE, seed, 0)
        s = cls.blank(players)
        s.seed, s.dealer, s.decks, s.previous_loser = seed, dealer, given, loser
        s.match = match
        # CR-2 with C-6: one card at a time from the top, starting after the dealer.
        top = 0
        for _ in range(HAND_SIZE):
            for seat in deal_order(dealer, players):
                s.hands[seat] |= 1 << deck[top]
                top += 1
        s.stock = deck[top:][::-1]
        if loser is not None:
            # CR-3: the counter-clockwise neighbour of the previous loser attacks the loser.
            first = (loser - 1) % players
        else:
            # CR-3: the holder of the lowest card (int order is rank then suit) attacks.
            lowest = min((h & -h).bit_length() - 1 for h in s.hands)
            first = next(p for p in range(players) if s.hands[p] >> lowest & 1)
            # Reading (information, CR-3): the holder shows the lowest card to claim the lead, so
            # it is publicly known in that hand and every lower card is known to be undealt.
            s.known[first] |= 1 << lowest
            below = ((1 << lowest) - 1) & FULL_MASK
            for p in range(players):
                s.void[p] |= below
        s._start_bout(first)
        return s

    @classmethod
    def blank(cls, players: int) -> Self:
        """An empty table for ``players`` seats, filled in by new() and the io module."""
        s = cls.__new__(cls)
        s.players = players
        s.seed = 0
        s.dealer = 0
        s.decks = []
        s.previous_loser = None
        s.match = None
        s.hands = [0] * players
        s.stock = []
        s.discard = []
        s.attacks = []
        s.covers = []
        s.uncovered = 0
        s.n_covered = 0
        s.table_ranks = 0
        s.attacker = -1
        s.defender = -1
        s.taking = False
        s.finished = []
        s.out = 0
        s.phase = LEAD
        s.order = []
        s.prio = 0
        s.known = [0] * players
        s.void = [0] * players
        s.loser = None
        s.stalled = 0
        s._legal = None
        return s

    def next_active(self, seat: int) -> int:
        """The next seat clockwise after ``seat`` that is not out (C-4, CR-3, CR-11)."""
        n = self.players
        p = (seat + 1) % n
        while self.out >> p & 1:
            p = (p + 1) % n
        return p

    def _start_bout(self, attacker: int) -> None:
        self.attacker = attacker
        self.defender, self.order, _ = seating(self.players, attacker, self.out)
        self.prio = 0
        self.phase = LEAD
        self.taking = False
        self.attacks = []
        self.covers = []
        self.uncovered = 0
        self.n_covered = 0
        self.table_ranks = 0

    # ------------------------------------------------------------------ queries

    @property
    def to_move(self) -> int | None:
        ph = self.phase
        if ph == LEAD:
            return self.attacker
        if ph == DEFEND:
            return self.defender
        if ph == THROW_IN:
            return self.order[self.prio]
        return None

    def is_terminal(self) -> bool:
        return self.phase == OVER

    def hand(self, seat: int) -> list[int]:
        return cards_of(self.hands[seat])

    def _throwable(self, seat: int) -> int:
        """CR-7: the cards ``seat`` may throw now (rank on the table, uncovered-count limit)."""
        if self.uncovered >= self.hands[self.defender].bit_count():
            return 0
        return self.hands[seat] & self.table_ranks

    def legal_actions(self) -> list[Action]:
        legal = self._legal
        if legal is None:
            legal = self._legal = self._generate()
        return list(legal)

    def _generate(self) -> list[Action]:
        ph = self.phase
        if ph == LEAD:
            # CR-4: one suit, at most as many cards as the defender holds.
            hand = self.hands[self.attacker]
            limit = self.hands[self.defender].bit_count()
            out: list[Action] = []
            get = LEAD_CACHE.get
            for sm in SUIT_MASK:
                part = hand & sm
                if part:
                    leads, cum = get(part) or lead_table(part)
                    k = cum[limit]
                    out += leads if k == len(leads) else leads[:k]
            return out
        if ph == DEFEND:
            # CR-5: cover any uncovered card with a card that beats it, or take at any time.
            # Reading: "at any time" means whenever the defender is to act, i.e. while some card
            # is uncovered; during a throw-in round over a fully covered table the players with
            # priority act and the defender waits (CR-8).
            hand = self.hands[self.defender]
            out = []
            covers = self.covers
            for i, a in enumerate(self.attacks):
                if covers[i] < 0:
                    m = hand & BEATEN_BY[a]
                    row = COVER[a]
                    while m:
                        low = m & -m
                        out.append(row[low.bit_length() - 1])
                        m ^= low
            out.append(TAKE)
            return out
        if ph == THROW_IN:
            m = self._throwable(self.order[self.prio])
            out = []
            while m:
                low = m & -m
                out.append(THROW[low.bit_length() - 1])
                m ^= low
            out.append(PASS)
            return out
        return []

    # ------------------------------------------------------------------ play

    @classmethod
    def refuse(cls, obs: Observation, action: Action) -> Refusal:
        return refuse(obs, action)

    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        if check:
            if self.phase == OVER:
                raise RulesError("the game is over")
            if action not in self.legal_actions():
                raise RulesError(self.why_illegal(action).message)
        self._legal = None
        kind = action.kind
        events: list[Event]
        if kind == "cover":
            seat = self.defender
            a, b = action.cards
            bit = 1 << b
            self.hands[seat] ^= bit
            self.known[seat] &= ~bit
            i = self.attacks.index(a)
            self.covers[i] = b
            self.uncovered -= 1
            self.n_covered += 1
            self.table_ranks |= RANK_MASK_OF[b]
            events = [COVER_EVENT[a][b][seat], TO_TABLE[seat][b]]
            if self.uncovered == 0:
                # CR-8: everything covered again: a new throw-in round starts with the attacker.
                self._seek(0, events)
            return events
        if kind == "throw":
            seat = self.order[self.prio]
            c = action.cards[0]
            bit = 1 << c
            self.hands[seat] ^= bit
            self.known[seat] &= ~bit
            self.attacks.append(c)
            self.covers.append(-1)
            self.uncovered += 1
            events = [THROW_EVENT[seat][c], TO_TABLE[seat][c]]
            if self.taking:
                # CR-8: against a taking defender the thrower keeps priority until passing.
                self._seek(self.prio, events)
            else:
                # CR-8: against a defending defender a throw hands the turn back to them.
                self.phase = DEFEND
            return events
        if kind == "lead":
            seat = self.attacker
            cards = action.cards
            m = 0
            for c in cards:
                m |= 1 << c
            self.hands[seat] ^= m
            self.known[seat] &= ~m
            self.attacks = list(cards)
            self.covers = [-1] * len(cards)
            self.uncovered = len(cards)
            self.table_ranks = 0
            for c in cards:
                self.table_ranks |= RANK_MASK_OF[c]
            self.phase = DEFEND
            return [
                Event("lead", seat, cards),
                Event("move", seat, cards, HAND_ZONE[seat], "table"),
            ]
        if kind == "pass":
            events = [PASS_EVENT[self.order[self.prio]]]
            self._seek(self.prio + 1, events)
            return events
        if kind == "take":
            events = [TAKE_EVENT[self.defender]]
            if self.n_covered == 0:
                # CR-6: an immediate take ends the bout at once; nobody may throw in.
                self._end_bout(False, events)
            else:
                # CR-7/CR-8: a take after a cover opens a throw-in round from the attacker.
                self.taking = True
                self._seek(0, events)
            return events
        raise RulesError(f"unknown action {action}")

    def _seek(self, start: int, events: list[Event]) -> None:
        """Give priority to the first player from ``start`` in this round who can throw
        (CR-8: others are skipped, never asked to pass); past the round's end, the bout ends.

        Reading (CR-7/CR-8): "a card they may throw" includes the uncovered-count limit, so
        with the limit reached everybody is skipped and the round (and the bout) ends at once.
        Players who hold no cards (an attacker who led their last ones) are simply skipped."""
        order = self.order
        if self.uncovered < self.hands[self.defender].bit_count():
            ranks = self.table_ranks
            for i in range(start, len(order)):
                p = order[i]
                if self.hands[p] & ranks:
                    self.phase = THROW_IN
                    self.prio = i
                    return
                # Skipped with the limit open: publicly shows no card of the table's ranks.
                self.void[p] |= ranks
        self._end_bout(not self.taking, events)

    def _end_bout(self, beaten: bool, events: list[Event]) -> None:
        """CR-9 bout end, CR-10 refill and going out, CR-11 next bout, CR-12 game end."""
        d = self.defender
        table = self.attacks + [c for c in self.covers if c >= 0]
        events.append(BOUT_END_EVENT[beaten][d])
        tcards = tuple(table)
        if beaten:
            self.discard.extend(table)
            events.append(Event("move", d, tcards, "table", "discard"))
        else:
            m = 0
            for c in table:
                m |= 1 << c
            self.hands[d] |= m
            self.known[d] |= m  # picked-up cards are seen by all until played
            self.void[d] &= ~m
            events.append(Event("move", d, tcards, "table", HAND_ZONE[d]))
        self.attacks = []
        self.covers = []
        self.uncovered = 0
        self.table_ranks = 0
        # CR-10: refill to 6 from the bout's attacker clockwise (C-7), active players only.
        # Reading: the defender refills in its clockwise place (not last, as in Durak).
        n = self.players
        refill = seating(n, self.attacker, self.out)[2]
        stock = self.stock
        stocked = len(stock)
        hands = self.hands
        for p in refill:
            need = HAND_SIZE - hands[p].bit_count()
            if need > 0 and stock:
                drawn = stock[-need:][::-1]  # the top card is last (C-5)
                del stock[-need:]
                for c in drawn:
                    hands[p] |= 1 << c
                self.void[p] = 0  # new hidden cards: earlier absence no longer holds
                events.append(Event("move", p, tuple(drawn), "stock", HAND_ZONE[p], False))
        before = len(self.finished)
        if not stock:
            # CR-10: with the stock empty a player without cards is out, in refill order.
            # Reading: going out is decided only here, at a bout end after the refill; a player
            # who empties their hand mid-bout stays in the bout (and is skipped for throw-ins).
            for p in refill:
                if not hands[p]:
                    self.finished.append(p)
                    self.out |= 1 << p
                    events.append(Event("player_out", p))
        # Public history, not a rule: a bout that ends in a take with nobody drawing or going
        # out only moves cards between hands. The rules have no cap on such bouts, so players
        # (the AI) need to see when the game goes round in circles.
        if beaten or len(stock) < stocked or len(self.finished) > before:
            self.stalled = 0
        else:
            self.stalled += 1
        if len(self.finished) >= n - 1:
            active = [p for p in range(n) if not self.out >> p & 1]
            # CR-12: at most one player holds cards: that one is the Rooster, else a draw.
            # Reading: checked at bout ends only (as CR-10's "going out"); mid-bout a lone card
            # holder may still have to defend or throw, and a draw needs a shared bout end.
            self.loser = active[0] if active else None
            self.phase = OVER
            self.taking = False
            self.attacker = self.defender = -1
            events.append(Event("game_end", self.loser))
            return
        # CR-9 / CR-11: beaten -> the defender attacks; taken -> the player after them.
        nxt = d if beaten else (d + 1) % n
        if self.out >> nxt & 1:
            nxt = self.next_active(nxt)
        self._start_bout(nxt)

    # ------------------------------------------------------------------ results

    def result(self) -> dict[str, JSON] | None:
        if self.phase != OVER:
            return None
        return {"loser": self.loser}

    def round(self) -> Round:
        return Round("game", 0, 1)  # one game; the match is the series (CR-13)

    def running_totals(self) -> list[int]:
        return [0] * self.players

    def series_step(self) -> SeriesStep | None:
        """CR-13: the loser (the rooster, CR-12) deals the next game and is attacked first
        (CR-3); after a draw the deal passes on. The fewest times as the rooster wins."""
        if self.phase != OVER:
            return None
        loser = self.loser
        dealer = loser if loser is not None else (self.dealer + 1) % self.players
        points = [1 if seat == loser else 0 for seat in range(self.players)]
        options: dict[str, JSON] = {"previous_loser": loser}
        if self.match is not None:  # the next game knows the match too
            series, left = self.match
            options["series"] = [a + b for a, b in zip(series, points, strict=True)]
            options["games_left"] = max(0, left - 1)
        return SeriesStep(points, dealer, options, fewest_wins=True)

    def returns(self) -> list[float]:
        """At the end 0 for the loser, 1 for the rest, 0.5 each on a draw; before it, seats out
        score 1 and each active seat 1 - its share of the cards held by active seats."""
        n = self.players
        if self.phase == OVER:
            if self.loser is None:
                return [0.5] * n
            return [0.0 if p == self.loser else 1.0 for p in range(n)]
        counts = [h.bit_count() for h in self.hands]
        total = sum(c for p, c in enumerate(counts) if not self.out >> p & 1)
        out: list[float] = []
        for p in range(n):
            if self.out >> p & 1 or total == 0:
                out.append(1.0)
            else:
                out.append(1.0 - counts[p] / total)
        return out

    def public(self) -> dict[str, JSON]:
        over = self.phase == OVER
        return {
            "hands": [h.bit_count() for h in self.hands],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "table": [
                [card_name(a), card_name(c) if c >= 0 else None]
                for a, c in zip(self.attacks, self.covers, strict=True)
            ],
            "attacker": None if over else self.attacker,
            "defender": None if over else self.defender,
            "taking": self.taking,
            "finished": list(self.finished),
        }

    def clone(self) -> Self:
        s = self.__class__.__new__(self.__class__)
        s.players = self.players
        s.seed = self.seed
        s.dealer = self.dealer
        s.decks = self.decks  # never mutated after new()
        s.previous_loser = self.previous_loser
        s.match = self.match
        s.hands = self.hands[:]
        s.stock = self.stock[:]
        s.discard = self.discard[:]
        s.attacks = self.attacks[:]
        s.covers = self.covers[:]
        s.uncovered = self.uncovered
        s.n_covered = self.n_covered
        s.table_ranks = self.table_ranks
        s.attacker = self.attacker
        s.defender = self.defender
        s.taking = self.taking
        s.finished = self.finished[:]
        s.out = self.out
        s.phase = self.phase
        s.order = self.order  # replaced, never mutated, per bout
        s.prio = self.prio
        s.known = self.known[:]
        s.void = self.void[:]
        s.loser = self.loser
        s.stalled = self.stalled
        s._legal = self._legal
        return s
