"""Ryadky's own public fields as a typed view (koloda.rules.observation), read from the
observation ``io`` writes."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Self

from koloda.rules.observation import (
    Observation,
    Plain,
    TableView,
    as_cards,
    as_count,
    as_dict,
    as_ints,
)


@dataclass(frozen=True)
class RyadkyView(TableView):
    """``deal``: the deal in play, from 0 (RY-10); ``pile``: the pile's cards, bottom first
    (RY-2, RY-3); ``stacks``: each seat's stack size (RY-4); ``totals``: each seat's points
    from the finished deals (RY-9); ``out``: cards out of play (RY-6b, RY-6c); ``deals``: how
    many deals the match plays (RY-10)."""

    deal: int = 0
    pile: tuple[str, ...] = ()
    stacks: tuple[int, ...] = ()
    totals: tuple[int, ...] = ()
    out: int = 0
    deals: int = 0

    KEYS: ClassVar[tuple[str, ...]] = ("public",)

    @classmethod
    def read(cls, obs: Mapping[str, Any], players: int) -> Self:
        pub = as_dict(obs.get("public"))
        return cls(
            deal=as_count(pub.get("deal")),
            pile=as_cards(pub.get("pile")),
            stacks=as_ints(pub.get("stacks"), players),
            totals=as_ints(pub.get("totals"), players),
            out=as_count(pub.get("out")),
            deals=as_count(as_dict(obs.get("options")).get("deals")),
        )

    def write(self, obs: Observation) -> dict[str, Any]:
        public: dict[str, Any] = {"deal": self.deal, "dealer": obs.dealer, "hands": list(obs.hands)}
        public.update(stock=obs.stock, pile=list(self.pile), stacks=list(self.stacks))
        public.update(totals=list(self.totals), out=self.out)
        return {"public": public}

    def with_options(self, options: Mapping[str, Plain]) -> Self:
        return replace(self, deals=as_count(options.get("deals")))
