"""What the table asks of a game: the part of a table kit (koloda.app.games) that the generic
table, its layout and its input use, and the small values a kit hands back (buttons, popups).
The table knows no game; it is given an object with these methods."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from PySide6.QtCore import QCoreApplication

from koloda.app.table.layout import LayoutGame
from koloda.app.table.names import plurals
from koloda.rules import Action, Observation


@dataclass(frozen=True)
class ButtonSpec:
    """A button of the action bar: a legal action that carries no card (take, pass, draw N)."""

    action: Action
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


@dataclass(frozen=True)
class AreaItem:
    """One thing inside an area of the table, as a screen reader reads it ("7♦ covered by
    9♦"), and the drop target it stands for, if the selected cards may be played onto it."""

    name: str
    target: str | None = None


@dataclass(frozen=True)
class Area:
    """One place of the table as the accessibility tree and the keyboard see it: the game's
    centre zones come from its kit (``centre_areas``), the hand and the seats from the table.

    ``key`` is stable from one observation to the next ("pile", "melds", "seat:2"), so the
    keyboard focus stays on it; ``target`` is where Enter plays the selected cards (a layout
    target id); ``zone`` names the layout target or card zone whose rectangle it covers."""

    key: str
    name: str
    items: tuple[AreaItem, ...] = ()
    target: str | None = None
    zone: str | None = None
    label: str = ""  # the area as a target, in a word or two ("pile", "a new meld")


def stock_area(obs: Observation, target: str | None = None) -> Area:
    """The stock as a screen reader reads it ("stock, 12 cards"); ``target``: what a press
    on it plays (the Ditch stock draws, DR-2), None for a stock that is only read."""
    name = plurals().stock(obs.stock)
    label = QCoreApplication.translate("Access", "stock")
    return Area("stock", name, target=target, zone="stock", label=label)


class TableGame(LayoutGame, Protocol):
    """One game as the table sees it: how it is laid out, played and labelled."""

    @property
    def game(self) -> str: ...
    @property
    def multi_select(self) -> bool: ...
    @property
    def popups(self) -> dict[str, PopupSpec]: ...

    def targets(self, obs: Observation) -> list[str]: ...
    def candidates(self, cards: list[str], target: str, legal: list[Action]) -> list[Action]: ...
    def buttons(self, legal: list[Action]) -> list[ButtonSpec]: ...
    def explain(self, obs: Observation, cards: list[str], target: str) -> str: ...
    def hint_place(self, action: Action) -> tuple[list[str], str]: ...
    def click(self, target: str, obs: Observation) -> tuple[Action | None, str]: ...
    def turn_hint(self, obs: Observation) -> str: ...
    def centre_areas(
        self, obs: Observation, names: list[str], viewer: int | None
    ) -> list[Area]: ...
    def legal_words(self, obs: Observation, names: list[str], viewer: int | None) -> list[str]: ...
