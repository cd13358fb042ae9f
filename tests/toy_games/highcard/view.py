"""High card's own public fields as a typed view."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Self

from koloda.rules import TableView


@dataclass(frozen=True)
class HighCardView(TableView):
    """The trick in the centre, (seat, card) with None for a card still face down, and each
    seat's tricks of the round."""

    trick: tuple[tuple[int, str | None], ...] = ()
    tricks: tuple[int, ...] = ()

    @classmethod
    def read(cls, obs: Mapping[str, Any], players: int) -> Self:
        pub = obs.get("public") if isinstance(obs.get("public"), dict) else {}
        assert isinstance(pub, dict)
        trick = [t for t in pub.get("trick") or [] if isinstance(t, list) and len(t) == 2]
        tricks = [t if isinstance(t, int) else 0 for t in pub.get("tricks") or []]
        return cls(
            tuple((int(s), None if c is None else str(c)) for s, c in trick),
            tuple(tricks[:players]),
        )
