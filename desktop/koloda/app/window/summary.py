"""The round summary: the scores after a round (a Ryadky deal, a Rooster game, a Ditch hand),
with the headline the game log repeats. A game's round words and columns come from its kit."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt, Signal
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kit
from koloda.app.games.base import Cell, SummaryCell
from koloda.app.i18n import display_name, names_and, team_name
from koloda.app.resources import resource_path
from koloda.match import RoundSummary

if TYPE_CHECKING:
    from koloda.app.play.controller import GameController


def game_in_play(controller: GameController) -> int:
    """The match's game in play, or the one just ended while its summary waits, counted from
    1 (CR-13: "game 3 of 3" once the last game is over, never "4 of 3"; the window's title and
    the table's line)."""
    if controller.match is not None:
        return controller.match.game_no + 1
    config = controller.config
    games = config.games_in_match() if config is not None else 1
    return min(len(controller.history()) + 1, games)


def summary_headline(summary: RoundSummary) -> str:
    """'Deal 3 of 7', 'Game 2 of 5', 'Hand 4' (the kit's round words) followed by who won."""
    names = [display_name(n) for n in summary.names]
    game_kit = kit(summary.game)
    of = summary.of
    label = game_kit.round_title() % summary.number
    # "Game 1 of 1" said nothing a one-game match needs: "Game 1"
    head = label + (QCoreApplication.translate("Summary", " of %s") % of if of and of > 1 else "")
    human = summary.human_seat
    own = game_kit.summary_headline(summary, head)
    if own is not None:
        return own
    winners = [w for w in summary.winners if w < len(names)]
    points = summary.points
    if not winners:
        return QCoreApplication.translate("Summary", "%s: nobody scores.") % head
    won = [t for t in summary.team_rows if set(t.seats) <= set(winners)]
    if len(won) == 1 and human in won[0].seats:  # DR-8: "you and Taras", not "team You + Taras"
        partners = names_and([names[s] for s in won[0].seats if s != human and s < len(names)])
        return QCoreApplication.translate("Summary", "%s: you and %s win with %s.") % (
            head,
            partners,
            won[0].points,
        )
    if len(won) == 1:  # DR-8
        return QCoreApplication.translate("Summary", "%s: team %s wins with %s.") % (
            head,
            team_name(summary.names, won[0].seats),
            won[0].points,
        )
    best = points[winners[0]] if winners[0] < len(points) else 0
    if len(winners) == 1:
        if winners[0] == human:
            return QCoreApplication.translate("Summary", "%s: you win with %s.") % (head, best)
        return QCoreApplication.translate("Summary", "%s: %s wins with %s.") % (
            head,
            names[winners[0]],
            best,
        )
    joined = names_and([names[w] for w in winners])
    return QCoreApplication.translate("Summary", "%s: %s share it with %s each.") % (
        head,
        joined,
        best,
    )


def _item(cell: SummaryCell) -> QTableWidgetItem:
    """A centred cell; a ``Cell`` with an icon shows Koloda's own icon beside its text."""
    text, icon = (cell.text, cell.icon) if isinstance(cell, Cell) else (cell, "")
    item = QTableWidgetItem(text)
    if icon:
        path = resource_path("icons", f"{icon}.svg")
        item.setIcon(QIcon(str(path)))
    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
    return item


class RoundSummaryDialog(QDialog):
    """The scores after a round of any game; Review asks for the review of the round."""

    reviewRequested = Signal()

    def __init__(self, summary: RoundSummary, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.summary = summary
        game_kit = kit(summary.game)
        self.setWindowTitle(game_kit.title())
        head = QLabel(summary_headline(summary))
        font = head.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        head.setFont(font)
        head.setWordWrap(True)
        names = [display_name(n) for n in summary.names]
        cells, rows = game_kit.summary_table(summary)
        columns = [self.tr("Player"), *cells]
        teams = summary.team_rows
        self.table = QTableWidget(len(names) + len(teams), len(columns))
        self.table.setHorizontalHeaderLabels(columns)
        self.table.verticalHeader().setVisible(False)
        self.table.setIconSize(QSize(22, 22))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        winners = set(summary.winners)
        for seat, name in enumerate(names):
            mark = "★ " if seat in winners and game_kit.star_winners else ""
            self.table.setItem(seat, 0, QTableWidgetItem(mark + name))
            for col, cell in enumerate(rows[seat] if seat < len(rows) else [], start=1):
                self.table.setItem(seat, col, _item(cell))
        last = len(columns) - 2  # a team's points and total go under the last two columns
        for row, team in enumerate(teams, start=len(names)):  # DR-8 team totals
            values = {0: self.tr("Team %s") % team_name(summary.names, team.seats)}
            values[last] = f"{team.points:+d}"
            values[last + 1] = str(team.total)
            for col, text in values.items():
                item = QTableWidgetItem(text)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        count = len(names) + len(teams)
        # every header and cell whole ("Bonus cards" was cut in equal columns); the names
        # take the room left over
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        header.setMinimumSectionSize(56)
        widths = [
            max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c), 56)
            for c in range(len(columns))
        ]
        self.table.setMinimumWidth(sum(widths) + 2 * self.table.frameWidth() + 4)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(count))
        self.table.setFixedHeight(height)
        final = summary.final
        next_label = game_kit.next_round()
        self.next_button = QPushButton(self.tr("See the result") if final else next_label)
        self.next_button.setDefault(True)
        self.next_button.setToolTip(self.tr("Go on (Enter)"))
        self.table.setAccessibleName(self.tr("Scores"))
        self.next_button.clicked.connect(self.accept)
        # the person's decisions of this round, judged (issue 27): a non-modal window
        self.review_button = QPushButton(self.tr("&Review"))
        self.review_button.setObjectName("reviewRound")
        self.review_button.setToolTip(self.tr("See which of your decisions cost you in this round"))
        self.review_button.setAutoDefault(False)
        self.review_button.clicked.connect(self.reviewRequested)
        self.review_button.setVisible(summary.human_seat is not None)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.table)
        bottom = QHBoxLayout()
        bottom.addWidget(self.review_button)
        bottom.addStretch(1)
        bottom.addWidget(self.next_button)
        layout.addLayout(bottom)
        self.setMinimumWidth(440)
