"""High card's state and moves (the package's docstring says the game)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar, Self

from koloda.rules import Action, Event, GameState, Round, RulesError
from koloda.rules.base import JSON
from koloda.rules.cards import Card, card_name, parse_deck, shuffled_deck

HAND = 2  # cards dealt to each seat a round
TRICK = "trick"  # the centre zone of the toy's own: no built-in game names a zone so


class HighCardState(GameState):
    """The toy's whole match: its rounds, hands, the trick in the centre and the points."""

    game: ClassVar[str] = "highcard"
    __slots__ = (
        "dealer",
        "decks",
        "hands",
        "played",
        "players",
        "round_no",
        "rounds",
        "seed",
        "totals",
        "trick",
        "tricks",
        "turn",
        "turned",
    )

    def __init__(self, players: int, seed: int, rounds: int, dealer: int) -> None:
        self.players, self.seed, self.rounds, self.round_no = players, seed, rounds, 0
        self.dealer = dealer
        self.decks: list[list[Card]] = []  # the rounds' deck orders, when they were given
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.trick: list[tuple[int, Card]] = []  # (seat, card) in the order played
        self.turned = False  # the trick lies face up: every seat has played to it
        self.played: list[Card] = []  # this round's cards already out of play
        self.tricks = [0] * players  # this round's points
        self.totals = [0] * players  # the finished rounds' points
        self.turn: int | None = None

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
        rounds = options["rounds"]
        if not isinstance(rounds, int) or rounds < 1:
            raise RulesError(f"rounds must be at least 1, not {rounds!r}")
        state = cls(players, seed, rounds, dealer)
        state.decks = [parse_deck(d, 52) for d in decks]
        state._deal()
        return state

    def _deal(self) -> list[Event]:
        if self.round_no < len(self.decks):
            deck = self.decks[self.round_no]
        else:
            deck = shuffled_deck(52, self.seed, self.round_no)
        self.hands = [sorted(deck[s * HAND : (s + 1) * HAND]) for s in range(self.players)]
        self.trick, self.turned, self.played = [], False, []
        self.tricks = [0] * self.players
        self.turn = (self.dealer + 1) % self.players
        return [
            Event("move", s, tuple(h), "stock", f"hand:{s}", False)
            for s, h in enumerate(self.hands)
        ]

    @property
    def to_move(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.turn is None else [Action("play", (c,)) for c in self.hands[self.turn]]

    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions():
            raise RulesError(f"illegal action {action}")
        seat, card = self.turn, action.cards[0]
        assert seat is not None
        events = self._clear() if self.turned else []
        self.hands[seat].remove(card)
        self.trick.append((seat, card))
        events.append(Event("move", seat, (card,), f"hand:{seat}", TRICK, False))
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return events
        # every seat has played: the trick is turned and the highest card takes it (C-2)
        cards = tuple(c for _, c in self.trick)
        winner = max(self.trick, key=lambda sc: sc[1])[0]
        self.tricks[winner] += 1
        self.turned, self.turn = True, winner
        events += [Event("move", None, cards, TRICK, TRICK, True), Event("trick", winner, value=1)]
        return events if any(self.hands) else events + self._end_round()

    def _clear(self) -> list[Event]:
        """The turned trick leaves the table."""
        cards = tuple(c for _, c in self.trick)
        self.played += cards
        self.trick, self.turned = [], False
        return [Event("move", None, cards, TRICK, "out")]

    def _end_round(self) -> list[Event]:
        events = [*self._clear(), Event("round_end")]
        events += [Event("score", s, value=t) for s, t in enumerate(self.tricks) if t]
        self.totals = [a + b for a, b in zip(self.totals, self.tricks, strict=True)]
        if self.round_no + 1 >= self.rounds:
            self.turn = None
            return [*events, Event("game_end")]
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.players
        return events + self._deal()

    def clone(self) -> Self:
        other = type(self)(self.players, self.seed, self.rounds, self.dealer)
        other.round_no, other.turn, other.turned = self.round_no, self.turn, self.turned
        other.decks = [list(d) for d in self.decks]
        other.hands = [list(h) for h in self.hands]
        other.trick, other.played = list(self.trick), list(self.played)
        other.tricks, other.totals = list(self.tricks), list(self.totals)
        return other

    def as_last_round(self) -> Self:
        other = self.clone()
        other.rounds = self.round_no + 1
        return other

    def is_terminal(self) -> bool:
        return self.turn is None

    def result(self) -> dict[str, JSON] | None:
        if not self.is_terminal():
            return None
        best = max(self.totals)
        return {
            "totals": list(self.totals),
            "winners": [s for s, t in enumerate(self.totals) if t == best],
        }

    @classmethod
    def round_breakdown(cls, events: Sequence[Event], players: int) -> dict[str, list[int]]:
        """A round's points are its tricks: one row, counted from the trick events."""
        tricks = [0] * players
        for e in events:
            if e.kind == "trick" and e.seat is not None:
                tricks[e.seat] += e.value
        return {"tricks": tricks}

    def round(self) -> Round:
        return Round("round", self.round_no, self.rounds)

    def running_totals(self) -> list[int]:
        return list(self.totals)

    def returns(self) -> list[float]:
        points = [a + b for a, b in zip(self.totals, self.tricks, strict=True)]
        low, high = min(points), max(points)
        return [0.5 if high == low else (p - low) / (high - low) for p in points]

    def hand(self, seat: int) -> list[Card]:
        return sorted(self.hands[seat])

    def public(self) -> dict[str, JSON]:
        """What every seat sees: a card in the trick is named once the trick is turned."""
        return {
            "round": self.round_no,
            "rounds": self.rounds,
            "dealer": self.dealer,
            "hands": [len(h) for h in self.hands],
            "trick": [[s, card_name(c) if self.turned else None] for s, c in self.trick],
            "played": [card_name(c) for c in self.played],
            "tricks": list(self.tricks),
            "totals": list(self.totals),
        }
