"""The table kit: everything the app knows about one game, behind one small interface.

The table, the window and the log are generic; they take a kit and ask it what the game's
public state means on screen. A ``TableKit`` is three parts, each in its own module:
``KitTable`` (kit_table.py: layout and input, what the table asks), ``KitWords``
(kit_words.py: names, the status line's hint, the log's and hints' sentences) and
``KitScoreboard`` (kit_scoreboard.py: round summaries, round and result words, the statistics'
loser column); what needs two parts, and the game's New Game options, are here. Legality stays
with ``koloda.rules``: a kit only turns gestures into action strings and looks them up in the
observation's ``legal`` list.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from koloda.app.games.kit_scoreboard import Cell, KitScoreboard, SummaryCell, tally_row
from koloda.app.games.kit_table import COMMON_POPUPS, KitTable
from koloda.app.games.kit_words import Describer, KitWords, Voice, hint_words
from koloda.rules import Observation

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

__all__ = [
    "COMMON_POPUPS",
    "Cell",
    "Describer",
    "KitScoreboard",
    "KitTable",
    "KitWords",
    "OptionsBox",
    "SummaryCell",
    "TableKit",
    "Voice",
    "hint_words",
    "tally_row",
]


class OptionsBox(ABC):
    """The game's part of the New Game dialog: its options (docs/rules.md) and the match length."""

    widget: QWidget

    @abstractmethod
    def options(self, players: int) -> dict[str, Any]:
        """The rules options chosen (only names the game's engine knows)."""

    def match_games(self) -> int:
        """Games in a match: 1 unless the game is played as a series (CR-13)."""
        return 1

    def players_changed(self, players: int, names: list[str] | None) -> None:
        """The player count or the names changed (e.g. to name the teams); ``names`` as the
        match keeps them (koloda.app.i18n spells them in the installed language), None where
        the seats have no names yet (a network table: friends name themselves as they join)."""
        return None

    def restore(self, options: dict[str, Any], match_games: int) -> None:
        """Show the choices a player made last time (as ``options`` and ``match_games`` gave
        them); a value this box cannot show leaves its field as it is."""
        return None

    def on_sides_changed(self, changed: Callable[[], None]) -> None:
        """Call ``changed`` whenever a choice changes who plays with whom (teams, DR-8; the
        rules seat the sides, ``GameState.sides``); a box without such a choice never calls it."""
        return None


class TableKit(KitTable, KitWords, KitScoreboard):
    """One game's kit, its three parts in one object; ``koloda.app.games.kit(name)`` gives the
    registered one."""

    game: ClassVar[str]  # the rules registry's name (koloda.rules.games())
    order: ClassVar[int]  # place on the start screen, in menus and dialogs
    native_title: ClassVar[str] = ""  # the game's name in its own language

    @abstractmethod
    def options_box(self, parent: QWidget) -> OptionsBox:
        """The New Game dialog's box of this game's options."""

    # ------------------------------------------------------------------ the screen reader's answers

    def legal_words(self, obs: Observation, names: list[str], viewer: int | None) -> list[str]:
        """Each legal action of ``obs`` as the log would say it of the viewer, with the key of
        its button's name and key when it has one ("You pass: Pass (P)")."""
        d = Describer(names, viewer, self)
        legal = list(obs.legal)
        buttons = {b.action: b for b in self.buttons(legal)}
        out = []
        for action in legal:
            words = d.action(viewer if viewer is not None else 0, action, obs.view)
            b = buttons.get(action)
            out.append(f"{words}: {b.label} ({b.shortcut})" if b is not None else words)
        return out
