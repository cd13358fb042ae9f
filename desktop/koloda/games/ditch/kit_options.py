"""Ditch Rummy's box in the New Game dialog: a target score or a fixed number of hands (DR-7)
and teams with four players (DR-8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QGroupBox,
    QRadioButton,
    QSpinBox,
    QWidget,
)

from koloda.app.games.base import OptionsBox
from koloda.app.i18n import display_name, genitive_name
from koloda.rules import games

GAME = "ditch"


class DitchOptions(OptionsBox):
    """DR-7 a target score or a fixed number of hands, DR-8 teams with four players."""

    def __init__(self, parent: QWidget) -> None:
        self.widget = box = QGroupBox(
            QCoreApplication.translate("NewGameDialog", "Ditch Rummy options"), parent
        )
        self.to_target = QRadioButton(
            QCoreApplication.translate("NewGameDialog", "Play to a target score")
        )
        self.fixed_hands = QRadioButton(
            QCoreApplication.translate("NewGameDialog", "Play a fixed number of hands")
        )
        self.to_target.setChecked(True)
        self.target = QSpinBox()
        self.target.setRange(25, 10000)
        self.target.setSingleStep(25)
        self.target.setValue(int(games()[GAME].options.get("target") or 500))
        self.hands = QSpinBox()
        self.hands.setRange(1, 50)
        self.hands.setValue(5)
        self.teams = QCheckBox()
        for widget, name in (
            (self.target, QCoreApplication.translate("NewGameDialog", "Target score")),
            (self.hands, QCoreApplication.translate("NewGameDialog", "Number of hands")),
            (self.teams, QCoreApplication.translate("NewGameDialog", "Teams")),
            (
                self.to_target,
                QCoreApplication.translate("NewGameDialog", "Play to a target score"),
            ),
            (
                self.fixed_hands,
                QCoreApplication.translate("NewGameDialog", "Play a fixed number of hands"),
            ),
        ):
            widget.setAccessibleName(name)
        form = QFormLayout(box)
        form.addRow(self.to_target, self.target)
        form.addRow(self.fixed_hands, self.hands)
        form.addRow(self.teams)
        self.to_target.toggled.connect(self._sync)
        self._sync()

    def _sync(self) -> None:
        self.target.setEnabled(self.to_target.isChecked())
        self.hands.setEnabled(not self.to_target.isChecked())

    def players_changed(self, players: int, names: list[str] | None) -> None:
        if players == 4 and names is None:  # a network table: no names yet, its seats
            self.teams.setText(
                QCoreApplication.translate(
                    "NewGameDialog", "Teams: you and seat 3 against seats 2 and 4"
                )
            )
        elif players == 4 and names is not None:  # DR-8: 0+2 against 1+3, partners opposite
            self.teams.setText(
                QCoreApplication.translate("NewGameDialog", "Teams: you and %s against %s and %s")
                % (display_name(names[2]), genitive_name(names[1]), genitive_name(names[3]))
            )
        else:
            self.teams.setText(
                QCoreApplication.translate("NewGameDialog", "Teams (with 4 players)")
            )
        self.teams.setEnabled(players == 4)
        if players != 4:
            self.teams.setChecked(False)

    def restore(self, options: dict[str, Any], match_games: int) -> None:
        hands, target = options.get("hands"), options.get("target")
        if type(hands) is int:  # DR-7: a fixed number of hands
            self.fixed_hands.setChecked(True)
            self.hands.setValue(hands)
        elif type(target) is int:  # DR-7: to a target score
            self.to_target.setChecked(True)
            self.target.setValue(target)
        self.teams.setChecked(options.get("teams") is True)  # DR-8, with 4 players only

    def on_sides_changed(self, changed: Callable[[], None]) -> None:
        self.teams.toggled.connect(changed)

    def options(self, players: int) -> dict[str, Any]:
        options: dict[str, Any]
        if self.to_target.isChecked():
            options = {"target": self.target.value(), "hands": None}
        else:
            options = {"hands": self.hands.value()}
        if players == 4 and self.teams.isChecked():
            options["teams"] = True
        return options
