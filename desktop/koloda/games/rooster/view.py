"""Chuvash Rooster's own public fields as a typed view (koloda.rules.observation), read from
the observation ``io`` writes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, ClassVar, Self

from koloda.rules.observation import (
    Observation,
    TableView,
    as_count,
    as_dict,
    as_ints,
    as_seat,
    is_card,
)


@dataclass(frozen=True)
class RoosterView(TableView):
    """``table``: the bout's attack cards, each with its cover or None (CR-4, CR-5);
    ``attacker`` and ``defender`` of the bout, None once the game is over; ``taking``: the
    defender has said they take (CR-5, CR-6); ``finished``: the seats out, in the order they
    went out (CR-10); ``discard``: cards beaten off (CR-8); ``series`` and ``games_left``: in a
    match that says so (CR-13), each seat's times as the rooster in its games before this one
    and the games it plays after this one (None for a game on its own)."""

    table: tuple[tuple[str, str | None], ...] = ()
    attacker: int | None = None
    defender: int | None = None
    taking: bool = False
    finished: tuple[int, ...] = ()
    discard: int = 0
    series: tuple[int, ...] | None = None
    games_left: int | None = None

    KEYS: ClassVar[tuple[str, ...]] = ("public",)

    @classmethod
    def read(cls, obs: Mapping[str, Any], players: int) -> Self:
        pub = as_dict(obs.get("public"))
        pairs = pub.get("table")
        table: list[tuple[str, str | None]] = []
        for pair in pairs if isinstance(pairs, list) else []:
            if isinstance(pair, list) and pair and is_card(pair[0]):
                cover = pair[1] if len(pair) > 1 and is_card(pair[1]) else None
                table.append((pair[0], cover))
        finished = pub.get("finished")
        series = pub.get("series")
        left = "games_left" in pub
        return cls(
            table=tuple(table),
            attacker=as_seat(pub.get("attacker"), players),
            defender=as_seat(pub.get("defender"), players),
            taking=pub.get("taking") is True,
            finished=tuple(
                s
                for s in (finished if isinstance(finished, list) else [])
                if as_seat(s, players) is not None
            ),
            discard=as_count(pub.get("discard")),
            series=as_ints(series, players) if isinstance(series, list) and left else None,
            games_left=as_count(pub.get("games_left"))
            if isinstance(series, list) and left
            else None,
        )

    def write(self, obs: Observation) -> dict[str, Any]:
        public: dict[str, Any] = {"hands": list(obs.hands), "stock": obs.stock}
        public.update(discard=self.discard, table=[[a, c] for a, c in self.table])
        public.update(attacker=self.attacker, defender=self.defender, taking=self.taking)
        public["finished"] = list(self.finished)
        if self.series is not None and self.games_left is not None:
            public.update(series=list(self.series), games_left=self.games_left)
        return {"public": public}
