"""The start screen (the three games, each with a Play button) and the final result screen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont, QKeySequence
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import TableKit, kit, kits
from koloda.app.i18n import display_name
from koloda.app.window.match_chart import MatchChart
from koloda.rules import games


def player_range(kit: TableKit) -> tuple[int, int]:
    info = games()[kit.game]
    return (info.min_players, info.max_players)


class GameTile(QFrame):
    """One game on the start screen."""

    playClicked = Signal(str)

    def __init__(self, kit: TableKit, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        game = self.game = kit.game
        self.setObjectName("gameTile")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(260)
        title = QLabel(kit.title())
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        title.setFont(font)
        native = QLabel(kit.native_title)
        native.setObjectName("nativeTitle")
        lo, hi = player_range(kit)
        players = QLabel(self.tr("%d–%d players") % (lo, hi))
        players.setObjectName("players")
        blurb = QLabel(kit.blurb())
        blurb.setWordWrap(True)
        blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.play = QPushButton(self.tr("Play"))
        self.play.setObjectName(f"play_{game}")
        self.play.setAccessibleName(self.tr("Play %s") % kit.title())
        self.play.setMinimumHeight(36)
        self.play.setProperty("play", True)
        self.play.clicked.connect(lambda: self.playClicked.emit(self.game))
        key = str(number)  # 1, 2, 3 on the start screen
        self.play.setShortcut(QKeySequence(key))
        self.play.setToolTip(self.tr("Start a new game of %s (%s)") % (kit.title(), key))
        self.rules = QPushButton(self.tr("Rules"))
        self.rules.setObjectName(f"rules_{game}")
        self.rules.setAccessibleName(self.tr("Rules of %s") % kit.title())
        self.rules.setToolTip(self.tr("Read the rules of %s") % kit.title())
        layout = QVBoxLayout(self)
        layout.setContentsMargins(18, 16, 18, 16)
        layout.addWidget(title)
        layout.addWidget(native)
        layout.addWidget(players)
        layout.addSpacing(6)
        layout.addWidget(blurb, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.rules)
        buttons.addWidget(self.play, 1)
        layout.addLayout(buttons)


START_STYLE = """
#startScreen { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,
                 stop:0 #2a7d4f, stop:1 #124228); }
#startScreen QLabel#heading, #startScreen QLabel#subheading { color: #f4f1e6; }
#gameTile { background: #fbfaf4; border: 1px solid #0d2f1b; border-radius: 12px; }
#gameTile QLabel { color: #1f2a22; background: transparent; }
#gameTile QLabel#nativeTitle { color: #6b5a2e; }
#gameTile QLabel#players { color: #2a6a45; font-weight: bold; }
#gameTile QPushButton { padding: 6px 14px; }
#resultScreen { background: qradialgradient(cx:0.5, cy:0.4, radius:0.9, fx:0.5, fy:0.4,
                 stop:0 #2a7d4f, stop:1 #124228); }
#resultScreen QLabel { color: #f4f1e6; }
#resultScreen QTableWidget { background: #fbfaf4; color: #1f2a22; font-size: 12pt; }
#resultScreen QTableWidget::item { padding: 8px; }
#resultScreen QHeaderView::section { padding: 6px; font-weight: bold; }
#resultScreen QPushButton { padding: 6px 16px; }
#gameTile QPushButton[play="true"] { background: #2a7d4f; color: white; border: 1px solid #1a5233;
                                    border-radius: 6px; font-weight: bold; }
#gameTile QPushButton[play="true"]:hover { background: #33935d; }
"""


class StartScreen(QWidget):
    """The three games side by side, each with its name, players, description and Play."""

    playRequested = Signal(str)
    rulesRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE)
        heading = QLabel("Koloda")
        heading.setObjectName("heading")
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 3.0)
        font.setBold(True)
        heading.setFont(font)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub = QLabel(self.tr("Three card games from Ukraine and beyond. Choose one to play."))
        sub.setObjectName("subheading")
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid = QGridLayout()
        grid.setSpacing(18)
        self.tiles: dict[str, GameTile] = {}
        for col, game_kit in enumerate(kits()):
            game = game_kit.game
            tile = GameTile(game_kit, col + 1, self)
            tile.playClicked.connect(self.playRequested)
            tile.rules.clicked.connect(lambda _=False, g=game: self.rulesRequested.emit(g))
            grid.addWidget(tile, 0, col)
            self.tiles[game] = tile
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        outer.addStretch(1)
        outer.addWidget(heading)
        outer.addWidget(sub)
        outer.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(grid, 8)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)


def result_headline(result: dict[str, Any]) -> str:
    """'You win!', 'Olena wins', 'You and Taras share the win'..."""
    names = [display_name(str(n)) for n in result.get("names", [])]
    winners = [w for w in result.get("winners", []) if isinstance(w, int) and w < len(names)]
    human = result.get("human_seat")
    if not winners:
        return QCoreApplication.translate("Result", "Nobody wins")
    if len(winners) == 1:
        if winners[0] == human:
            return QCoreApplication.translate("Result", "You win!")
        return QCoreApplication.translate("Result", "%s wins") % names[winners[0]]
    joined = ", ".join(names[w] for w in winners)
    if result.get("teams") and len(winners) == 2:
        return QCoreApplication.translate("Result", "%s win as a team") % joined
    return QCoreApplication.translate("Result", "%s share the win") % joined


class ResultScreen(QWidget):
    """The final result of a match: headline, standings, and what to do next."""

    playAgain = Signal()
    newGame = Signal()
    mainMenu = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultScreen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(START_STYLE)
        self.headline = QLabel()
        font = QFont(self.headline.font())
        font.setPointSizeF(font.pointSizeF() * 2.6)
        font.setBold(True)
        self.headline.setFont(font)
        self.headline.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail = QLabel()
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
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

    def show_result(self, result: dict[str, Any]) -> None:
        self.headline.setText(result_headline(result))
        game = kit(str(result.get("game", "")))
        progress = [r for r in result.get("progress") or [] if isinstance(r, list)]
        self.chart.set_series(
            list(result.get("names", [])),
            progress,
            result.get("human_seat"),
            game.result_column() + " · " + self.tr("round by round"),
        )
        names = [display_name(str(n)) for n in result.get("names", [])]
        totals = list(result.get("totals", []))
        self.detail.setText(game.result_detail())
        column = game.result_column()
        sign = 1 if result.get("fewest_wins") else -1  # CR-13: the fewest times the rooster
        order = sorted(
            range(len(names)), key=lambda s: sign * (totals[s] if s < len(totals) else 0)
        )
        self.table.setHorizontalHeaderLabels([self.tr("Player"), column])
        self.table.setRowCount(len(order))
        winners = set(result.get("winners", []))
        for row, seat in enumerate(order):
            name = QTableWidgetItem(("★ " if seat in winners else "") + names[seat])
            value = QTableWidgetItem(str(totals[seat]) if seat < len(totals) else "")
            value.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, value)
        teams = [t for t in result.get("team_rows") or [] if isinstance(t, dict)]
        self.table.setRowCount(len(order) + len(teams))
        for row, team in enumerate(teams, start=len(order)):  # DR-8 team totals
            name = QTableWidgetItem(self.tr("Team %s") % team.get("names", ""))
            value = QTableWidgetItem(str(team.get("total", "")))
            value.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
            self.table.setItem(row, 0, name)
            self.table.setItem(row, 1, value)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(len(order) + len(teams)))
        self.table.setFixedHeight(height)
