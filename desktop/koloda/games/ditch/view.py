"""Ditch Rummy's own public fields as a typed view (koloda.rules.observation), read from the
observation ``io`` writes."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any, ClassVar, NamedTuple, Self

from koloda.rules.observation import (
    Observation,
    Plain,
    TableView,
    as_cards,
    as_count,
    as_dict,
    as_int,
    as_ints,
    as_seat,
    is_card,
)


class Meld(NamedTuple):
    """A meld on the table (DR-3a, DR-3b): whose it is (-1: unreadable) and its cards."""

    owner: int
    cards: tuple[str, ...]


class Single(NamedTuple):
    """A single played to meld number ``meld`` by ``owner`` (DR-3c)."""

    owner: int
    card: str
    meld: int


@dataclass(frozen=True)
class DitchView(TableView):
    """``hand_no``: the hand in play, from 0 (DR-7); ``phase``: "draw" or "play" (DR-2);
    ``melds`` and the ``singles`` played to them, in the order they were made (their index is
    the meld's number in actions, DR-3c); ``discard_pile``: the face-up discard pile, bottom
    first (DR-4), ``discard`` its size; ``scores``: each seat's points in this hand and
    ``totals`` over the match (DR-6, DR-7); ``teams``: partners play as teams (DR-8);
    ``hands``: how many hands the match plays (DR-7, 0 when it plays to a target) and
    ``target`` the score it plays to (0 when it plays a number of hands)."""

    hand_no: int = 0
    phase: str = ""
    melds: tuple[Meld, ...] = ()
    singles: tuple[Single, ...] = ()
    discard_pile: tuple[str, ...] = ()
    discard: int = 0
    scores: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    teams: bool = False
    hands: int = 0
    target: int = 0

    KEYS: ClassVar[tuple[str, ...]] = ("public", "discard_pile")

    @classmethod
    def read(cls, obs: Mapping[str, Any], players: int) -> Self:
        pub = as_dict(obs.get("public"))
        options = as_dict(obs.get("options"))
        melds = tuple(_meld(m, players) for m in _list(pub.get("melds")))
        singles = tuple(
            Single(as_int(s.get("owner"), -1), s["card"], as_int(s.get("meld")))
            for s in _list(pub.get("singles"))
            if isinstance(s, dict)
            and is_card(s.get("card"))
            and 0 <= as_int(s.get("meld"), -1) < len(melds)
        )
        return cls(
            hand_no=as_count(pub.get("hand_no")),
            phase=str(pub.get("phase", "")),
            melds=melds,
            singles=singles,
            discard_pile=as_cards(obs.get("discard_pile")),
            discard=as_count(pub.get("discard")),
            scores=as_ints(pub.get("scores"), players),
            totals=as_ints(pub.get("totals"), players),
            teams=options.get("teams") is True,
            hands=as_count(options.get("hands")),
            target=as_count(options.get("target")),
        )

    def write(self, obs: Observation) -> dict[str, Any]:
        public: dict[str, Any] = {"hand_no": self.hand_no, "dealer": obs.dealer}
        public.update(phase=self.phase, hands=list(obs.hands), stock=obs.stock)
        public["discard"] = self.discard
        public["melds"] = [{"owner": m.owner, "cards": list(m.cards)} for m in self.melds]
        public["singles"] = [
            {"owner": x.owner, "card": x.card, "meld": x.meld} for x in self.singles
        ]
        public.update(scores=list(self.scores), totals=list(self.totals))
        return {"public": public, "discard_pile": list(self.discard_pile)}

    def with_options(self, options: Mapping[str, Plain]) -> Self:
        teams, hands, target = options.get("teams"), options.get("hands"), options.get("target")
        return replace(self, teams=teams is True, hands=as_count(hands), target=as_count(target))

    def as_round_ended(self, points: Sequence[int]) -> Self:
        """``scores`` are the hand's points before the penalties for the cards in hand (DR-6)
        while the hand is played; once it has ended they are the hand's points as its summary
        counts them, penalties and all (issue 41: a seat plate said "hand 32" beside the
        summary's "+30" after "-2 left in hand")."""
        if len(points) != len(self.scores):
            return self
        return replace(self, scores=tuple(int(p) for p in points))

    def singles_on(self) -> dict[int, list[str]]:
        """The singles' cards by the number of the meld they were played to."""
        out: dict[int, list[str]] = {}
        for s in self.singles:
            out.setdefault(s.meld, []).append(s.card)
        return out


def _list(x: object) -> list[Any]:
    return x if isinstance(x, list) else []


def _meld(m: object, players: int) -> Meld:
    """An unreadable meld keeps its place (so later melds keep their numbers), with no owner."""
    if isinstance(m, dict) and as_seat(m.get("owner"), players) is not None:
        return Meld(m["owner"], as_cards(m.get("cards")))
    return Meld(-1, ())
