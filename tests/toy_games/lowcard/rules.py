"""Low card's state: high card's, with its own result."""

from __future__ import annotations

from typing import ClassVar

from koloda.rules.base import JSON
from toy_games.highcard.rules import HighCardState


class LowCardState(HighCardState):
    """The same game won by not being the loser: the one seat with the fewest points."""

    game: ClassVar[str] = "lowcard"
    __slots__ = ()

    def result(self) -> dict[str, JSON] | None:
        if not self.is_terminal():
            return None
        low = min(self.totals)
        losers = [s for s, t in enumerate(self.totals) if t == low]
        return {"loser": losers[0] if len(losers) == 1 else None}
