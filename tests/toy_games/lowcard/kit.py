"""Low card's table kit: high card's, in its own words."""

from __future__ import annotations

from typing import ClassVar

from toy_games.highcard.kit import HighCardKit


class LowCardKit(HighCardKit):
    game: ClassVar[str] = "lowcard"
    order: ClassVar[int] = 91

    def title(self) -> str:
        return "Lowcard"

    def loser_label(self) -> str:
        return "Low card"

    def loser_note(self) -> str:
        return "“Low card”: times you took the fewest tricks."


KIT = LowCardKit()
