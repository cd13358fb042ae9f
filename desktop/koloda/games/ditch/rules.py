"""Ditch Rummy (Забий Рамі), 2-4 players, 52 cards: rules DR-1..DR-8 of docs/rules.md.

A match is a series of hands. Each hand the whole shuffled deck is the stock (DR-1); a turn is
draw (DR-2), play melds and singles (DR-3), then discard or pass (DR-4); the hand ends at the end
of a turn by DR-5 and is scored by DR-6; the match ends by DR-7 (teams: DR-8).

Decisions where the rules are silent (cited as DR-n in comments):
- DR-2/DR-5b: a turn never starts with an empty stock, because the turn that empties it ends
  the hand; so a player below 3 cards can always draw at least 1 (at most what the stock holds).
- DR-5c: a "quiet" turn is one in which the player only passed (no draw, meld, single or
  discard); N quiet turns in a row end the hand. A player below 3 cards must draw, so only
  players holding 3 cards can take quiet turns.
- DR-7: with `hands` set the target is ignored. Totals in `result` are per seat; with teams
  (DR-8) the comparison uses team sums and `winners` lists both partners.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any, Self

from koloda.games.ditch.melds import (
    DECK_SIZE,
    DRAWS,
    HAND_LIMIT,
    MAX_MELDS,
    SINGLES,
    hand_actions,
    hand_penalty,
    meld_info,
    single_points,
)
from koloda.games.ditch.refusal import refuse
from koloda.rules.base import JSON, Action, Event, GameState, Refusal, Round, RulesError, is_int
from koloda.rules.cards import NUM_RANKS, Card, card_name, card_names, parse_deck, shuffled_deck
from koloda.rules.observation import Observation

DEFAULT_OPTIONS: dict[str, JSON] = {"target": 500, "hands": None, "teams": False}

_HAND_ZONE = tuple(f"hand:{s}" for s in range(4))
_MELD_ZONE = tuple(f"meld:{i}" for i in range(MAX_MELDS))

_new = tuple.__new__  # _new(Event, fields) skips Event's keyword wrapper: apply is hot


_PASS_EVENTS = tuple(Event("pass", s) for s in range(4))  # events are immutable: shared
_DRAW_EVENTS = tuple(
    tuple(Event("draw", s, (), "", "", True, k) for k in range(HAND_LIMIT + 1)) for s in range(4)
)
_TEAMS = ((0, 2), (1, 3))  # DR-8
_RETURN_SCALE = 100.0  # points of lead that make a standing estimate of about 0.73


class DitchState(GameState):
    """A whole Ditch Rummy match at one moment."""

    game = "ditch"

    __slots__ = (
        "acted",
        "dealer",
        "decks",
        "discard",
        "draw_phase",
        "fits",
        "hand_no",
        "hands",
        "hands_limit",
        "melds",
        "over",
        "players",
        "quiet",
        "scores",
        "seat",
        "seed",
        "singles",
        "stock",
        "target",
        "teams",
        "top_run",
        "totals",
        "winners",
    )

    players: int
    seed: int
    decks: list[list[Card]]  # given deck orders (top first), shared between clones
    target: int
    hands_limit: int | None
    teams: bool
    hand_no: int
    dealer: int
    seat: int  # the player to move (kept as the last mover once the match is over)
    draw_phase: bool  # DR-2 step; False means the play step (DR-3/DR-4)
    stock: list[Card]  # top card LAST, so drawing pops from the end (C-5)
    hands: list[tuple[Card, ...]]  # sorted
    discard: list[Card]  # oldest first, face up (DR-4)
    melds: list[tuple[int, tuple[Card, ...]]]  # (owner, sorted cards), in the order made
    singles: list[tuple[int, Card, int]]  # (owner, card, meld index)
    fits: list[tuple[int, ...]]  # per rank: meld indices a single of that rank fits (DR-3c)
    scores: list[int]  # this hand, without hand penalties (DR-6)
    totals: list[int]  # after finished hands
    acted: bool  # this turn someone drew, melded, played a single or discarded (DR-5c)
    top_run: bool  # this turn the player melded J-Q-K or Q-K-A (DR-5a)
    quiet: int  # quiet turns in a row (DR-5c)
    over: bool
    winners: list[int]

    # ------------------------------------------------------------------ setup

    @classmethod
    def new(
        cls,
        *,
        players: int,
        seed: int,
        decks: list[list[str]],
        dealer: int,
        options: dict[str, Any],
    ) -> Self:
        target, hands_limit, teams = validate_options(players, options)
        parsed = [parse_deck(d, DECK_SIZE) for d in decks]  # every given deck, used or not
        s = cls.__new__(cls)
        s.players = players
        s.seed = seed
        s.decks = parsed
        s.target = target
        s.hands_limit = hands_limit
        s.teams = teams
        s.totals = [0] * players
        s.over = False
        s.winners = []
        s._start_hand(0, dealer)
        return s

    def deck_for(self, hand_no: int) -> list[Card]:
        """The deck order of hand ``hand_no``: given, or shuffled from the seed."""
        if hand_no < len(self.decks):
            return list(self.decks[hand_no])
        return shuffled_deck(DECK_SIZE, self.seed, hand_no)

    def _start_hand(self, hand_no: int, dealer: int) -> None:
        # DR-1: no deal; the whole deck is the stock; the player after the dealer starts.
        deck = self.deck_for(hand_no)
        deck.reverse()
        self.hand_no = hand_no
        self.dealer = dealer
        self.stock = deck
        self.hands = [()] * self.players
        self.discard = []
        self.melds = []
        self.singles = []
        self.fits = [()] * NUM_RANKS
        self.scores = [0] * self.players
        self.quiet = 0
        self.seat = (dealer + 1) % self.players
        self.acted = False
        self.top_run = False
        self.draw_phase = True  # DR-2: every hand is empty

    # ------------------------------------------------------------------ queries

    @property
    def to_move(self) -> int | None:
        return None if self.over else self.seat

    def is_terminal(self) -> bool:
        return self.over

    def hand(self, seat: int) -> list[Card]:
        return list(self.hands[seat])

    def legal_actions(self) -> list[Action]:
        """A fresh list each call (generation is cheaper than caching: hands hold <= 3 cards)."""
        if self.over:
            return []
        hand = self.hands[self.seat]
        if self.draw_phase:
            # DR-2: 1..k cards, to at most 3 in hand, no more than the stock holds.
            return list(DRAWS[min(HAND_LIMIT - len(hand), len(self.stock))])
        melds, ends = hand_actions(hand)
        fits = self.fits
        singles = [SINGLES[c][i] for c in hand for i in fits[c >> 2]]
        return melds + singles + ends

    def result(self) -> dict[str, Any] | None:
        if not self.over:
            return None
        return {"totals": list(self.totals), "winners": list(self.winners)}

    def side_totals(self, totals: list[int]) -> tuple[list[int], tuple[tuple[int, ...], ...]]:
        """The totals DR-7 compares and the seats of each side (players, or teams by DR-8)."""
        if self.teams:
            return [totals[a] + totals[b] for a, b in _TEAMS], _TEAMS
        return list(totals), tuple((s,) for s in range(self.players))

    def match_winners(self, hands_played: int) -> list[int] | None:
        """DR-7 after ``hands_played`` finished hands: the winning seats, or None to play on."""
        values, sides = self.side_totals(self.totals)
        best = max(values)
        top = [i for i, v in enumerate(values) if v == best]
        if self.hands_limit is not None:
            if hands_played < self.hands_limit:
                return None
        elif best < self.target or len(top) > 1:
            # Nobody reached the target, or equal highest totals: play another hand.
            return None
        return sorted(seat for i in top for seat in sides[i])

    def round(self) -> Round:
        return Round("hand", self.hand_no, self.hands_limit)  # DR-7: a target or ``hands``

    def running_totals(self) -> list[int]:
        return list(self.totals)

    def as_last_round(self) -> Self:
        last = self.clone()
        last.hands_limit = self.hand_no + 1  # DR-7: this hand ends the match
        return last

    @classmethod
    def round_breakdown(cls, events: Sequence[Event], players: int) -> dict[str, list[int]]:
        """DR-6, per seat: what its melds scored (``melds``: a set 5, a blind run 25...), its
        singles (``singles``: 2, an ace 10) and the cards left in its hand at the hand's end
        (``left``, negative). Each ``score`` event follows the event that earned it."""
        rows = {"melds": [0] * players, "singles": [0] * players, "left": [0] * players}
        row_of = {"meld": "melds", "single": "singles", "hand_end": "left"}
        cause = ""
        for e in events:
            if e.kind == "score":
                if cause and e.seat is not None and 0 <= e.seat < players:
                    rows[cause][e.seat] += e.value
            elif e.kind != "move":
                cause = row_of.get(e.kind, "")
        return rows

    def sides(self) -> list[tuple[int, ...]]:
        return list(self.side_totals(self.totals)[1])  # DR-8: seats 0+2 against 1+3

    def returns(self) -> list[float]:
        """Winners 1.0, others 0.0 at the end; before it a logistic of each side's lead over the
        best other side, counting totals, this hand's scores and the pending hand penalties."""
        n = self.players
        if self.over:
            return [1.0 if s in self.winners else 0.0 for s in range(n)]
        now = [self.totals[s] + self.scores[s] + hand_penalty(self.hands[s]) for s in range(n)]
        values, sides = self.side_totals(now)
        out = [0.5] * n
        for i, side in enumerate(sides):
            lead = values[i] - max(v for j, v in enumerate(values) if j != i)
            r = 1.0 / (1.0 + math.exp(max(-50.0, min(50.0, -lead / _RETURN_SCALE))))
            for seat in side:
                out[seat] = r
        return out

    def public(self) -> dict[str, Any]:
        return {
            "hand_no": self.hand_no,
            "dealer": self.dealer,
            "phase": "draw" if self.draw_phase else "play",
            "hands": [len(h) for h in self.hands],
            "stock": len(self.stock),
            "discard": len(self.discard),
            "melds": [{"owner": o, "cards": card_names(c)} for o, c in self.melds],
            "singles": [{"owner": o, "card": card_name(c), "meld": i} for o, c, i in self.singles],
            "scores": list(self.scores),
            "totals": list(self.totals),
        }

    def clone(self) -> Self:
        c = self.__class__.__new__(self.__class__)
        c.players = self.players
        c.seed = self.seed
        c.decks = self.decks  # never mutated
        c.target = self.target
        c.hands_limit = self.hands_limit
        c.teams = self.teams
        c.hand_no = self.hand_no
        c.dealer = self.dealer
        c.seat = self.seat
        c.draw_phase = self.draw_phase
        c.stock = self.stock[:]
        c.hands = self.hands[:]
        c.discard = self.discard[:]
        c.melds = self.melds[:]
        c.singles = self.singles[:]
        c.fits = self.fits[:]
        c.scores = self.scores[:]
        c.totals = self.totals[:]
        c.acted = self.acted
        c.top_run = self.top_run
        c.quiet = self.quiet
        c.over = self.over
        c.winners = self.winners[:]
        return c

    # ------------------------------------------------------------------ play

    @classmethod
    def refuse(cls, obs: Observation, action: Action) -> Refusal:
        return refuse(obs, action)

    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        if check:
            if not isinstance(action, Action):
                raise RulesError("an action must be an Action such as Action('pass')")
            if self.over:
                raise RulesError("the match is over: no more actions")
            if action not in self.legal_actions():
                raise RulesError(self.why_illegal(action).message)
        kind, cards, n = action
        p = self.seat
        if kind == "draw":
            # DR-2: take the top n cards of the stock (C-5); the play step follows.
            k = n or 0
            stock = self.stock
            drawn = stock[-k:]
            del stock[-k:]
            drawn.reverse()
            got = tuple(drawn)
            self.hands[p] = tuple(sorted(self.hands[p] + got))
            self.acted = True
            self.draw_phase = False
            return [
                _DRAW_EVENTS[p][k],
                _new(Event, ("move", p, got, "stock", _HAND_ZONE[p], False, 0)),
            ]
        if kind == "meld":
            return self._meld(p, cards)
        if kind == "single":
            return self._single(p, cards[0], n or 0)
        if kind == "discard":
            # DR-4: face up to the discard pile; the cards score nothing and leave play.
            self.hands[p] = tuple([c for c in self.hands[p] if c not in cards])
            self.discard.extend(cards)
            self.acted = True
            self.quiet = 0
            events = [
                _new(Event, ("discard", p, cards, "", "", True, 0)),
                _new(Event, ("move", p, cards, _HAND_ZONE[p], "discard", True, 0)),
            ]
        else:
            events = [_PASS_EVENTS[p]]
            # DR-5c counts turns in a row in which nobody did anything.
            self.quiet = 0 if self.acted else self.quiet + 1
        if self.top_run or not self.stock or self.quiet >= self.players:
            # why the hand ends, for the log: DR-5a, DR-5b or DR-5c at the end of the turn
            why = "top_run" if self.top_run else "stock_out" if not self.stock else "quiet_round"
            events.append(Event(why, p))
            self._end_hand(events)
        else:
            # The next turn (DR-2: with 3 in hand the draw step is skipped).
            p = self.seat = (p + 1) % self.players
            self.acted = False
            self.top_run = False
            self.draw_phase = len(self.hands[p]) < HAND_LIMIT
        return events

    def _meld(self, p: int, cards: tuple[Card, ...]) -> list[Event]:
        info = meld_info(cards)
        assert info is not None
        self.hands[p] = tuple(c for c in self.hands[p] if c not in cards)
        index = len(self.melds)
        self.melds.append((p, cards))
        fits = self.fits
        for r in info.fit_ranks:  # DR-3c: fits only the meld's own cards, fixed now
            fits[r] = (*fits[r], index)
        self.scores[p] += info.points
        self.acted = True
        if info.ends_hand:
            self.top_run = True  # DR-5a: the hand ends at the end of this turn, not now
        return [
            Event("meld", p, cards, "", "", True, index),
            Event("move", p, cards, _HAND_ZONE[p], _MELD_ZONE[index], True, 0),
            Event("score", p, (), "", "", True, info.points),
        ]

    def _single(self, p: int, card: Card, index: int) -> list[Event]:
        # DR-3c: the single stays in front of the player who played it and scores for them.
        self.hands[p] = tuple(c for c in self.hands[p] if c != card)
        self.singles.append((p, card, index))
        points = single_points(card)
        self.scores[p] += points
        self.acted = True
        return [
            Event("single", p, (card,), "", "", True, index),
            Event("move", p, (card,), _HAND_ZONE[p], _MELD_ZONE[index], True, 0),
            Event("score", p, (), "", "", True, points),
        ]

    def _end_hand(self, events: list[Event]) -> None:
        events.append(Event("hand_end", None, (), "", "", True, self.hand_no))
        for s in range(self.players):
            penalty = hand_penalty(self.hands[s])  # DR-6
            self.totals[s] += self.scores[s] + penalty
            if penalty:
                events.append(Event("score", s, (), "", "", True, penalty))
        winners = self.match_winners(self.hand_no + 1)
        if winners is not None:
            # The table keeps the last hand as it ended (protocol).
            self.over = True
            self.winners = winners
            events.append(Event("game_end"))  # the winners are in result()
            return
        self._clear_table(events)
        self._start_hand(self.hand_no + 1, (self.dealer + 1) % self.players)  # DR-1
        events.append(Event("hand_start", self.dealer, (), "", "", True, self.hand_no))
        events.append(Event("move", None, tuple(range(DECK_SIZE)), "out", "stock", False, 0))

    def _clear_table(self, events: list[Event]) -> None:
        """Move every card of the finished hand out of play, for the table to animate."""
        for s, h in enumerate(self.hands):
            if h:
                events.append(Event("move", s, h, _HAND_ZONE[s], "out", False, 0))
        on_meld: list[list[Card]] = [list(cards) for _, cards in self.melds]
        for _, card, i in self.singles:
            on_meld[i].append(card)
        for i, cards in enumerate(on_meld):
            events.append(Event("move", None, tuple(cards), _MELD_ZONE[i], "out", True, 0))
        if self.discard:
            events.append(Event("move", None, tuple(self.discard), "discard", "out", True, 0))
        if self.stock:
            rest = tuple(sorted(self.stock))  # sorted: the order stays hidden
            events.append(Event("move", None, rest, "stock", "out", False, 0))


def validate_options(players: int, options: dict[str, Any]) -> tuple[int, int | None, bool]:
    """Check the option values DR-7 and DR-8 allow: (target, hands, teams)."""
    target = options.get("target", 500)
    hands = options.get("hands")
    teams = options.get("teams", False)
    if not is_int(target) or target < 1:
        raise RulesError(f"target must be an integer of at least 1, not {target!r}")
    if hands is not None and (not is_int(hands) or hands < 1):
        raise RulesError(f"hands must be null or an integer of at least 1, not {hands!r}")
    if not isinstance(teams, bool):
        raise RulesError(f"teams must be true or false, not {teams!r}")
    if teams and players != 4:
        raise RulesError(f"teams need exactly 4 players (DR-8), not {players}")
    return target, hands, teams
