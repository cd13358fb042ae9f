"""What the table asks of a game: the part of a table kit (koloda.app.games) that the generic
table, its layout and its input use, and the small values a kit hands back (buttons, popups).
The table knows no game; it is given an object with these methods."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Protocol

from koloda.app.table.layout import LayoutGame


@dataclass(frozen=True)
class ButtonSpec:
    """A button of the action bar: a legal action that carries no card (take, pass, draw N)."""

    action: str
    label: str
    tooltip: str
    shortcut: str


@dataclass(frozen=True)
class PopupSpec:
    """A label that rises over the table when an event happens ("+2", "Destroyed!").

    ``text`` is marked for translation in the "Table" context and may hold ``{v}`` (the event's
    value); ``place`` is a target or anchor zone (``{seat}`` filled in), or "" for the seat plate.
    """

    text: str
    colour: str
    place: str = ""
    signed: bool = False  # a score: shown only when not 0, in NEGATIVE when below


NEGATIVE = "#ff8a80"  # losses and penalties over the table


class TableGame(LayoutGame, Protocol):
    """One game as the table sees it: how it is laid out, cleaned, played and labelled."""

    @property
    def game(self) -> str: ...
    @property
    def multi_select(self) -> bool: ...
    @property
    def popups(self) -> dict[str, PopupSpec]: ...

    def clean_public(self, public: dict[str, Any], players: int) -> dict[str, Any]: ...
    def clean_extras(self, obs: dict[str, Any]) -> dict[str, Any]: ...
    def targets(self, obs: dict[str, Any]) -> list[str]: ...
    def candidates(self, cards: list[str], target: str, legal: list[str]) -> list[str]: ...
    def buttons(self, legal: list[str]) -> list[ButtonSpec]: ...
    def explain(self, obs: dict[str, Any], cards: list[str], target: str) -> str: ...
    def hint_place(self, action: str) -> tuple[list[str], str]: ...
    def click(self, target: str, obs: dict[str, Any]) -> tuple[str | None, str]: ...
