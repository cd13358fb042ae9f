"""Ryadky (Рядки), 2-6 players: the rules RY-1..RY-10 of docs/rules.md (state and moves).

Hot path notes: cards are ints (cards.py), the stock is kept reversed so the top card (C-5)
is ``stock[-1]``, hands are sorted lists, and a face-down bonus card (RY-6a) sitting in a stack
or out of play is stored as ``card | HIDDEN`` so nobody's observation names it.

Public voids (RY-4): a seat that could not answer a pile held no card of that pile card's rank
or suit. ``voids[seat]`` is a tuple of ``(ranks, suits, at_most)`` (13- and 4-bit masks): at most
``at_most`` of the seat's cards have one of those ranks or suits. A void starts at 0; each card
the seat draws may be such a card (+1), each such card it plays used one up (-1). Later voids are
added to every older entry too, so the entries nest (older ones cover more cards) and by Hall's
theorem they say exactly which hands fit the public history. An entry no longer restricting
the hand (at_most >= hand size) or implied by an older one is dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from koloda.games.ryadky.refusal import refuse
from koloda.rules import cards as C
from koloda.rules.base import (
    JSON,
    Action,
    Event,
    GameState,
    Refusal,
    Round,
    RulesError,
    is_int,
)
from koloda.rules.observation import Observation

HIDDEN = 64  # flag on a stack/out entry: a face-down bonus card (RY-6a) nobody has seen
HAND_SIZE = 6  # RY-1, RY-7
DEFAULT_OPTIONS: dict[str, JSON] = {"deck_size": 52, "deals": 7}

_PLAY = tuple(Action("play", (c,)) for c in range(52))
# MATCH[c]: bitmask of the cards that answer c (same rank or same suit, RY-3).
MATCH = tuple(
    sum(1 << x for x in range(52) if x != c and (x >> 2 == c >> 2 or x & 3 == c & 3))
    for c in range(52)
)
_HAND_ZONE = tuple(f"hand:{s}" for s in range(6))
_STACK_ZONE = tuple(f"stack:{s}" for s in range(6))
_RJ = C.RANK_J
_SUIT_MASK = sum(1 << (4 * r) for r in range(13))  # every club; << suit for the other suits
# Events are immutable, so the one-card moves of the hot path are made once and shared.
_PLAY_MOVE = tuple(
    tuple(Event("move", s, (c,), _HAND_ZONE[s], "pile") for c in range(52)) for s in range(6)
)
_DEAL_MOVE = tuple(
    tuple(Event("move", s, (c,), "stock", _HAND_ZONE[s], False) for c in range(52))
    for s in range(6)
)
# _AFTER[n][p]: the other seats clockwise from p (RY-3); _FROM[n][p]: p first, then clockwise.
_AFTER = tuple(tuple(tuple((p + i) % n for i in range(1, n)) for p in range(n)) for n in range(7))
_FROM = tuple(tuple(tuple((p + i) % n for i in range(n)) for p in range(n)) for n in range(7))
PENALTY = tuple(1 if r == C.RANK_7 else 4 if r == C.RANK_Q else 0 for r in range(13))  # RY-6b
_NEW = tuple.__new__  # builds an Event from its 7 fields without the NamedTuple's Python frame
Void = tuple[int, int, int]  # (rank mask, suit mask, at most this many such cards in hand)


class RyadkyState(GameState):
    """A whole ryadok (RY-10): ``deals`` deals with running totals."""

    game = "ryadky"
    __slots__ = (
        "_legal",
        "_over",
        "_to_move",
        "deal",
        "deals",
        "deck_size",
        "first_dealer",
        "given",
        "hands",
        "out",
        "pile",
        "players",
        "seed",
        "stacks",
        "stock",
        "totals",
        "voids",
    )

    players: int
    deck_size: int
    deals: int
    first_dealer: int
    seed: int
    given: list[list[int]]  # deck orders given for the first deals (top first), shared, read-only
    deal: int
    hands: list[list[int]]  # sorted
    stock: list[int]  # reversed: stock[-1] is the top card
    pile: list[int]  # oldest first
    stacks: list[list[int]]  # bottom first; entries may carry HIDDEN
    out: list[int]  # out of play this deal, in the order they left; entries may carry HIDDEN
    totals: list[int]
    voids: list[tuple[Void, ...]]  # per seat, oldest first (RY-4; see the module docstring)
    _to_move: int
    _over: bool
    _legal: list[Action]

    # ------------------------------------------------------------------ set-up

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
        size = options.get("deck_size", 52)
        if not is_int(size) or size not in (36, 52):  # C-3: 36.0 or true are wrong types
            raise RulesError(f"deck_size must be 36 or 52, not {size!r}")
        deals = options.get("deals", 7)
        if not is_int(deals) or deals < 1:
            raise RulesError(f"deals must be an integer of at least 1, not {deals!r}")
        given = [C.parse_deck(d, size) for d in decks]  # every deck, even extra ones
        s = cls.__new__(cls)
        s.players = players
        s.deck_size = size
        s.deals = deals
        s.first_dealer = dealer
        s.seed = seed
        s.given = given
        s.totals = [0] * players
        s._over = False
        s._start_deal(0, [])
        return s

    def _deck(self, k: int) -> list[int]:
        """The order of deal k's deck, top first: given, else from the seed."""
        if k < len(self.given):
            return list(self.given[k])
        return C.shuffled_deck(self.deck_size, self.seed, k)

    @property
    def dealer(self) -> int:
        return (self.first_dealer + self.deal) % self.players  # RY-10

    def _start_deal(self, k: int, ev: list[Event]) -> None:
        """RY-1, RY-2, RY-10: a fresh deck, 6 cards each (C-6), the dealer leads."""
        n = self.players
        self.deal = k
        deck = self._deck(k)
        deck.reverse()
        self.stock = deck
        hands: list[list[int]] = [[] for _ in range(n)]
        self.hands = hands
        self.pile = []
        self.stacks = [[] for _ in range(n)]
        self.out = []
        self.voids = [()] * n  # a fresh deal: nothing known about the new hands
        dealer = self.dealer
        ev.append(Event("deal_start", dealer, value=k))
        order = C.deal_order(dealer, n)
        for _ in range(HAND_SIZE):
            for seat in order:
                card = deck.pop()
                hands[seat].append(card)
                ev.append(_DEAL_MOVE[seat][card])
        for h in hands:
            h.sort()
        self._to_move = dealer
        self._legal = [_PLAY[c] for c in hands[dealer]]

    # ------------------------------------------------------------------ queries

    @property
    def to_move(self) -> int | None:
        return None if self._over else self._to_move

    def legal_actions(self) -> list[Action]:
        return list(self._legal)

    def is_terminal(self) -> bool:
        return self._over

    def hand(self, seat: int) -> list[int]:
        return list(self.hands[seat])

    def result(self) -> dict[str, JSON] | None:
        if not self._over:
            return None
        return {"totals": list(self.totals), "winners": self._winners()}

    def _winners(self) -> list[int]:
        best = max(self.totals)  # RY-10: equal highest totals share the win
        return [s for s, t in enumerate(self.totals) if t == best]

    def round(self) -> Round:
        return Round("deal", self.deal, self.deals)  # RY-10: a ryadok is ``deals`` deals

    def running_totals(self) -> list[int]:
        return list(self.totals)

    def as_last_round(self) -> Self:
        last = self.clone()
        last.deals = self.deal + 1  # RY-10: this deal ends the ryadok
        return last

    def returns(self) -> list[float]:
        """At the end 1.0 per winner, else 0.0. Before the end: 0.5 plus half the seat's lead
        over the best other seat, as a share of all points in sight (totals + current stacks)."""
        if self._over:
            winners = set(self._winners())
            return [1.0 if s in winners else 0.0 for s in range(self.players)]
        v = [t + len(st) for t, st in zip(self.totals, self.stacks, strict=True)]
        whole = sum(v) + 1
        out = []
        for s, mine in enumerate(v):
            other = max(x for i, x in enumerate(v) if i != s)
            out.append(min(1.0, max(0.0, 0.5 + 0.5 * (mine - other) / whole)))
        return out

    def public(self) -> dict[str, JSON]:
        return {
            "deal": self.deal,
            "dealer": self.dealer,
            "hands": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "pile": C.card_names(self.pile),
            "stacks": [len(st) for st in self.stacks],
            "totals": list(self.totals),
            "out": len(self.out),
        }

    # ------------------------------------------------------------------ play

    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        if check:
            if self._over:
                raise RulesError("the game is over: no more actions")
            if action not in self._legal:
                raise RulesError(self.why_illegal(action).message)
        p = self._to_move
        c = action.cards[0]
        hands = self.hands
        hands[p].remove(c)
        if self.voids[p]:
            self._played_void(p, c)
        pile = self.pile
        pile.append(c)
        ev = [_PLAY_MOVE[p][c]]
        # RY-3: the next player clockwise who holds cards, never P; -1 if there is none.
        for q in _AFTER[self.players][p]:
            if hands[q]:
                break
        else:
            q = -1
        r = c >> 2
        size = len(pile)
        # RY-6a: the third card of one rank in a row earns the top 2 stock cards, face down.
        if size >= 3 and pile[-2] >> 2 == r and pile[-3] >> 2 == r and self.stock:
            self._bonus(p, ev)
        # RY-6b: a 7 costs the next player 1 stack card, a Q 4 (as many as they have).
        if PENALTY[r] and q >= 0 and self.stacks[q]:
            self._penalty(q, PENALTY[r], ev)
        if r == _RJ and size >= 2 and pile[-2] >> 2 == _RJ:
            # RY-6c: J on J destroys the pile.
            cs = tuple(pile)
            ev.append(_NEW(Event, ("pile_destroyed", p, cs, "", "", True, size)))
            ev.append(_NEW(Event, ("move", p, cs, "pile", "out", True, 0)))
            self.out.extend(pile)
        elif q < 0:
            # RY-5: nobody but P holds cards: the pile is built.
            cs = tuple(pile)
            ev.append(_NEW(Event, ("pile_built", p, cs, "", "", True, size)))
            ev.append(_NEW(Event, ("move", p, cs, "pile", "out", True, 0)))
            self.out.extend(pile)
        else:
            m = MATCH[c]
            legal = [_PLAY[x] for x in hands[q] if m >> x & 1]
            if legal:  # RY-3: Q must answer
                self._to_move = q
                self._legal = legal
                return ev
            # RY-4: Q cannot answer: now everybody knows Q holds no card of c's rank or suit.
            self._new_void(q, c)
            ev.append(Event("no_answer", q, (c,)))  # Q has no card of c's rank or suit
            cs = tuple(pile)
            ev.append(_NEW(Event, ("pile_taken", p, cs, "", "", True, size)))
            ev.append(_NEW(Event, ("move", p, cs, "pile", _STACK_ZONE[p], True, 0)))
            self.stacks[p].extend(pile)
        self.pile = []
        self._end_pile(p, ev)
        return ev

    @classmethod
    def refuse(cls, obs: Observation, action: Action) -> Refusal:
        return refuse(obs, action)

    def _played_void(self, p: int, c: int) -> None:
        """P played c: an entry covering c had one such card less in hand; drop the entries
        that no longer restrict P's hand (RY-4 knowledge, see the module docstring)."""
        size = len(self.hands[p])
        rb = 1 << (c >> 2)
        sb = 1 << (c & 3)
        kept = []
        least = size  # an entry is dropped unless it allows fewer cards than every older one
        for ranks, suits, k in self.voids[p]:
            if ranks & rb or suits & sb:
                k -= 1
            if k < least:
                kept.append((ranks, suits, k))
                least = k
        self.voids[p] = tuple(kept)

    def _new_void(self, q: int, c: int) -> None:
        """RY-4: Q holds no card of c's rank or suit: add that to every entry, and a new entry
        with at most 0 unless the newest one already says 0 (then it implies the new one)."""
        rb = 1 << (c >> 2)
        sb = 1 << (c & 3)
        old = self.voids[q]
        grown = tuple((ranks | rb, suits | sb, k) for ranks, suits, k in old)
        if not old or old[-1][2] > 0:
            grown += ((rb, sb, 0),)
        self.voids[q] = grown

    @classmethod
    def round_breakdown(cls, events: Sequence[Event], players: int) -> dict[str, list[int]]:
        """Cards put on each stack from the stock by three of a rank (RY-6a, ``bonus``) and
        cards lost from it to a 7 or a Q (RY-6b, ``penalty``)."""
        rows = {"bonus": [0] * players, "penalty": [0] * players}
        for e in events:
            if e.kind in rows and e.seat is not None and 0 <= e.seat < players:
                rows[e.kind][e.seat] += e.value
        return rows

    def _bonus(self, p: int, ev: list[Event]) -> None:
        """RY-6a: up to two top stock cards onto P's stack, face down, unseen by everybody."""
        stock = self.stock
        got = stock[-1:-3:-1]  # top first
        del stock[-2:]
        self.stacks[p].extend(x | HIDDEN for x in got)
        # The named event carries no cards: a log must not reveal face-down cards.
        ev.append(Event("bonus", p, (), value=len(got)))
        ev.append(Event("move", p, tuple(got), "stock", _STACK_ZONE[p], False))

    def _penalty(self, q: int, k: int, ev: list[Event]) -> None:
        """RY-6b: the top k cards of Q's stack (the latest added) leave play."""
        stack = self.stacks[q]
        lost = stack[-1 : -k - 1 : -1]  # top first
        del stack[-k:]
        self.out.extend(lost)
        # Named event: every card lost is counted, only the face-up ones are named.
        seen = tuple(x for x in lost if not x & HIDDEN)
        ev.append(Event("penalty", q, seen, value=len(lost)))
        for x in lost:
            ev.append(Event("move", q, (x & 63,), _STACK_ZONE[q], "out", not x & HIDDEN))

    def _end_pile(self, p: int, ev: list[Event]) -> None:
        """RY-7 refill from P clockwise and the next lead, then RY-8 the deal end."""
        hands = self.hands
        stock = self.stock
        order = _FROM[self.players][p]
        if stock:
            for seat in order:
                hand = hands[seat]
                need = HAND_SIZE - len(hand)
                if need > 0:  # C-7: all the missing cards at once
                    got = stock[-1 : -need - 1 : -1]
                    del stock[-need:]
                    hand.extend(got)
                    hand.sort()
                    if self.voids[seat]:  # RY-4 knowledge: each new card may be such a card
                        d = len(got)
                        self.voids[seat] = tuple((a, b, k + d) for a, b, k in self.voids[seat])
                    ev.append(
                        _NEW(Event, ("move", seat, tuple(got), "stock", _HAND_ZONE[seat], False, 0))
                    )
                    if not stock:
                        break
            if stock:  # everybody holds 6 again: P leads (RY-7)
                self._to_move = p
                self._legal = [_PLAY[x] for x in hands[p]]
                return
        if sum(1 for h in hands if h) <= 1:
            self._end_deal(ev)  # RY-8: the stock is empty
            return
        # RY-7: P leads, or the next player clockwise who holds cards.
        lead = next(s for s in order if hands[s])
        self._to_move = lead
        self._legal = [_PLAY[x] for x in hands[lead]]

    def _end_deal(self, ev: list[Event]) -> None:
        """RY-9 deal score, then RY-10 the next deal or the game's end."""
        ev.append(Event("deal_end", value=self.deal))
        counts = [len(st) for st in self.stacks]
        best = max(counts)
        if best > 0:
            for s, k in enumerate(counts):
                if k == best:
                    self.totals[s] += k
                    ev.append(Event("score", s, value=k))
        if self.deal + 1 < self.deals:
            self._start_deal(self.deal + 1, ev)
            return
        self._over = True
        self._legal = []
        ev.append(Event("game_end"))

    def clone(self) -> Self:
        s = self.__class__.__new__(self.__class__)
        s.players = self.players
        s.deck_size = self.deck_size
        s.deals = self.deals
        s.first_dealer = self.first_dealer
        s.seed = self.seed
        s.given = self.given
        s.deal = self.deal
        s.hands = [h[:] for h in self.hands]
        s.stock = self.stock[:]
        s.pile = self.pile[:]
        s.stacks = [st[:] for st in self.stacks]
        s.out = self.out[:]
        s.totals = self.totals[:]
        s.voids = self.voids[:]  # tuples: shared safely
        s._to_move = self._to_move
        s._over = self._over
        s._legal = self._legal  # never mutated in place: apply replaces it
        return s

    # ------------------------------------------------------------------ positions

    def set_position(
        self,
        *,
        deal: int,
        hands: list[list[int]],
        stock_top_first: list[int],
        pile: list[int],
        stacks: list[list[int]],
        out: list[int],
        totals: list[int],
        to_move: int | None,
        voids: list[tuple[Void, ...]] | None = None,
    ) -> None:
        """Install a position (used by loading and determinizing, which validate it first)."""
        self.deal = deal
        self.hands = [sorted(h) for h in hands]
        self.stock = stock_top_first[::-1]
        self.pile = list(pile)
        self.stacks = [list(st) for st in stacks]
        self.out = list(out)
        self.totals = list(totals)
        self.voids = list(voids) if voids is not None else [()] * len(hands)
        self._over = to_move is None
        self._to_move = 0 if to_move is None else to_move
        if self._over:
            self._legal = []
        elif self.pile:
            m = MATCH[self.pile[-1]]
            self._legal = [_PLAY[x] for x in self.hands[self._to_move] if m >> x & 1]
        else:
            self._legal = [_PLAY[x] for x in self.hands[self._to_move]]


def void_cards(v: Void) -> int:
    """The 52-bit card mask an entry covers."""
    ranks, suits, _ = v
    mask = 0
    for r in range(13):
        if ranks >> r & 1:
            mask |= 0xF << (4 * r)
    for x in range(4):
        if suits >> x & 1:
            mask |= _SUIT_MASK << x
    return mask


def fits_voids(hand: list[int], voids: tuple[Void, ...]) -> bool:
    """Whether ``hand`` holds no more cards of each entry than its ``at_most`` (RY-4)."""
    for v in voids:
        m = void_cards(v)
        if sum(1 for c in hand if m >> c & 1) > v[2]:
            return False
    return True


def matches(a: int, b: int) -> bool:
    """RY-3: ``a`` answers ``b`` (same rank or same suit)."""
    return bool(MATCH[b] >> a & 1)
