"""The result screen: a finished match's headline, standings, totals chart and what next."""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
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
from koloda.app.i18n import display_name, names_and, team_name
from koloda.app.table.names import english_number
from koloda.app.window.cloth import ClothScreen
from koloda.app.window.match_chart import MatchChart
from koloda.app.window.screens import start_style
from koloda.match import MatchResult

NOTE_WIDTH = 600  # a lesson's last words: a column a person reads at a glance
NOTE_PADDING = 24  # the note's padding above and below (screens.START_STYLE)


def result_headline(result: MatchResult) -> str:
    """'You win!', 'Olena wins', 'You and Taras share the win'..."""
    names = [display_name(n) for n in result.names]
    winners = [w for w in result.winners if w < len(names)]
    human = result.human_seat
    if not winners:
        return QCoreApplication.translate("Result", "Nobody wins")
    if len(winners) == 1:
        if winners[0] == human:
            return QCoreApplication.translate("Result", "You win!")
        return QCoreApplication.translate("Result", "%s wins") % names[winners[0]]
    joined = names_and([names[w] for w in winners])
    if result.teams and len(winners) == 2:
        return QCoreApplication.translate("Result", "%s win as a team") % joined
    return QCoreApplication.translate("Result", "%s share the win") % joined


class ResultScreen(ClothScreen):
    """The final result of a match: headline, standings, and what to do next."""

    playAgain = Signal()
    newGame = Signal()
    mainMenu = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(start_style, parent)
        self.setObjectName("resultScreen")
        self.headline = QLabel()
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        # a guided game's last words, under the headline (issue 34: a message box over the
        # standings hid them); hidden after any other match
        self.note = QLabel()
        self.note.setObjectName("lessonNote")
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note.setWordWrap(True)
        self.note.setTextFormat(Qt.TextFormat.RichText)
        self.note.setFixedWidth(NOTE_WIDTH)
        self.note.hide()
        self.table = QTableWidget(0, 2)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setMaximumWidth(520)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.table.setAccessibleName(self.tr("Final standings"))
        again = QPushButton(self.tr("&Play again"))
        again.setObjectName("playAgain")
        again.setToolTip(self.tr("Play the same match again (Alt+P)"))
        new = QPushButton(self.tr("&New game…"))
        new.setToolTip(self.tr("Choose a game and opponents (Alt+N)"))
        menu = QPushButton(self.tr("&Main menu"))
        menu.setToolTip(self.tr("Back to the three games (Alt+M)"))
        self.buttons = (again, new, menu)
        again.clicked.connect(self.playAgain)
        new.clicked.connect(self.newGame)
        menu.clicked.connect(self.mainMenu)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        for b in (menu, new, again):
            b.setMinimumHeight(34)
            buttons.addWidget(b)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.headline)
        layout.addWidget(self.detail)
        layout.addSpacing(10)
        layout.addWidget(self.note, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addSpacing(16)
        center = QHBoxLayout()
        center.addStretch(1)
        center.addWidget(self.table, 3)
        center.addStretch(1)
        layout.addLayout(center)
        self.chart = MatchChart()  # the totals round by round
        chart_row = QHBoxLayout()
        chart_row.addStretch(1)
        chart_row.addWidget(self.chart, 4)
        chart_row.addStretch(1)
        layout.addSpacing(12)
        layout.addLayout(chart_row)
        layout.addSpacing(16)
        layout.addLayout(buttons)
        layout.addStretch(2)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        # once the stack has given its new page the keys (its first button in the Tab order,
        # Main menu): Enter plays the match again, as the eye expects of the last button
        QTimer.singleShot(0, self._keys_on_the_next_step)

    def _keys_on_the_next_step(self) -> None:
        """The keys on the first button shown of Play again, New game, Main menu (a network
        table shows only Leave), unless another window (a dialog) has them."""
        first = next((b for b in self.buttons if b.isVisibleTo(self)), None)
        focus = QApplication.focusWidget()
        if first is None or not self.isVisible():
            return
        if focus is None or focus.window() is self.window():
            first.setFocus(Qt.FocusReason.OtherFocusReason)

    def _detail(self, result: MatchResult) -> str:
        """The line under the headline: the game's, and what Demo did for the person (their
        "You win!" was the computer's alone where Demo played the whole match)."""
        line = kit(result.game).result_detail()
        if not result.played_for:
            return line
        n = result.moves
        demo = self.tr(
            "Demo made %1 of your %n move(s): the match counts under Hint/undo in the Statistics.",
            "",
            n,
        )
        return f"{line} {english_number(demo, n).replace('%1', str(result.played_for))}"

    def show_note(self, title: str, text: str) -> None:
        """Words to read with this result, under a title of their own (a lesson's last words)."""
        self.note.setText(f"<b>{html.escape(title, False)}</b><br><br>{html.escape(text, False)}")
        self.note.setAccessibleName(f"{title}. {text}")
        # a wrapped label in a centred row is given its one-line height: ask for all of it
        self.note.setMinimumHeight(self.note.heightForWidth(NOTE_WIDTH) + NOTE_PADDING)
        self.note.show()

    def show_result(self, result: MatchResult) -> None:
        self.note.hide()
        self.headline.setText(result_headline(result))
        game = kit(result.game)
        names = [display_name(n) for n in result.names]  # "You" and Olena translated
        self.chart.set_series(
            names,
            result.progress,
            result.human_seat,
            game.result_column() + " · " + game.round_by_round(),
        )
        totals = list(result.totals)
        self.detail.setText(self._detail(result))
        column = game.result_column()
        sign = 1 if result.fewest_wins else -1  # CR-13: the fewest times the rooster
        order = sorted(
            range(len(names)), key=lambda s: sign * (totals[s] if s < len(totals) else 0)
        )
        self.table.setHorizontalHeaderLabels([self.tr("Player"), column])
        self.table.setRowCount(len(order))
        winners = set(result.winners)
        for row, seat in enumerate(order):
            name = QTableWidgetItem(("★ " if seat in winners else "") + names[seat])
            value = QTableWidgetItem(str(totals[seat]) if seat < len(totals) else "")
            value.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, value)
        teams = result.team_rows
        self.table.setRowCount(len(order) + len(teams))
        for row, team in enumerate(teams, start=len(order)):  # DR-8 team totals
            name = QTableWidgetItem(self.tr("Team %s") % team_name(result.names, team.seats))
            value = QTableWidgetItem(str(team.total))
            value.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, value)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(len(order) + len(teams)))
        self.table.setFixedHeight(height)
