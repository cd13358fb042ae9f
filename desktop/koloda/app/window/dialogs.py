"""Dialogs: New Game, the rules pages, round summaries and About."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from koloda.app.play.controller import LEVELS, MatchConfig, default_names
from koloda.app.resources import ResourceError, read_text
from koloda.app.window.screens import GAME_ORDER, game_title, player_range
from koloda.rules import games

# the opponents' names (koloda.app.play.match.OPPONENT_NAMES), spelt in each language
_NAMES = (
    QT_TRANSLATE_NOOP("Names", "Olena"),
    QT_TRANSLATE_NOOP("Names", "Taras"),
    QT_TRANSLATE_NOOP("Names", "Iryna"),
    QT_TRANSLATE_NOOP("Names", "Mykola"),
    QT_TRANSLATE_NOOP("Names", "Oksana"),
    QT_TRANSLATE_NOOP("Names", "Bohdan"),
    QT_TRANSLATE_NOOP("Names", "Halyna"),
    QT_TRANSLATE_NOOP("Names", "Petro"),
)


def _option_default(game: str, name: str, fallback: Any) -> Any:
    info = games().get(game)
    if info is None:
        return fallback
    value = info.options.get(name, fallback)
    return fallback if value is None and fallback is not None else value


class NewGameDialog(QDialog):
    """Game, player count, each opponent's level and the game's RULES.md options."""

    rulesRequested = Signal(str)

    def __init__(
        self,
        game: str = "ryadky",
        parent: QWidget | None = None,
        default_level: str = "normal",
        *,
        default_levels: dict[str, str] | None = None,
        player_name: str = "",
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.setObjectName("newGameDialog")
        self.default_level = default_level if default_level in LEVELS else "normal"
        # the settings' opponent level per game (falls back to default_level)
        self.default_levels = dict(default_levels or {})
        self.player_name = player_name.strip()[:40] or self.tr("You")
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        for g in GAME_ORDER:
            if g in games():
                self.game_box.addItem(game_title(g), g)
        self.players = QSpinBox()
        self.players.setAccessibleName(self.tr("Number of players"))
        self.rules_button = QPushButton(self.tr("Rules…"))
        self.rules_button.setShortcut(QKeySequence("F1"))
        self.rules_button.setToolTip(self.tr("Read the rules of the chosen game (F1)"))
        self.rules_button.clicked.connect(lambda: self.rulesRequested.emit(self.game()))

        form = QFormLayout()
        game_row = QHBoxLayout()
        game_row.addWidget(self.game_box, 1)
        game_row.addWidget(self.rules_button)
        form.addRow(self.tr("Game:"), game_row)
        form.addRow(self.tr("Players:"), self.players)

        self.opponents_box = QGroupBox(self.tr("Opponents"))
        self.opponents_form = QFormLayout(self.opponents_box)
        self.level_boxes: list[QComboBox] = []

        # Ryadky options (RY-1 deck size, RY-10 number of deals)
        self.ryadky_box = QGroupBox(self.tr("Ryadky options"))
        self.deck_size = QComboBox()
        self.deck_size.addItem(self.tr("52 cards (2 to ace)"), 52)
        self.deck_size.addItem(self.tr("36 cards (6 to ace)"), 36)
        self.deals = QSpinBox()
        self.deals.setRange(1, 30)
        self.deals.setValue(int(_option_default("ryadky", "deals", 7)))
        ry_form = QFormLayout(self.ryadky_box)
        ry_form.addRow(self.tr("Deck:"), self.deck_size)
        ry_form.addRow(self.tr("Deals in a ryadok:"), self.deals)

        # Rooster: a match is a series of games (CR-13)
        self.rooster_box = QGroupBox(self.tr("Chuvash Rooster options"))
        self.match_games = QSpinBox()
        self.match_games.setRange(1, 20)
        self.match_games.setValue(5)
        ro_form = QFormLayout(self.rooster_box)
        ro_form.addRow(self.tr("Games in the match:"), self.match_games)

        # Ditch options (DR-7 target or fixed hands, DR-8 teams)
        self.ditch_box = QGroupBox(self.tr("Ditch Rummy options"))
        self.to_target = QRadioButton(self.tr("Play to a target score"))
        self.fixed_hands = QRadioButton(self.tr("Play a fixed number of hands"))
        self.to_target.setChecked(True)
        self.target = QSpinBox()
        self.target.setRange(25, 10000)
        self.target.setSingleStep(25)
        self.target.setValue(int(_option_default("ditch", "target", 500)))
        self.hands = QSpinBox()
        self.hands.setRange(1, 50)
        self.hands.setValue(5)
        self.teams = QCheckBox()
        di_form = QFormLayout(self.ditch_box)
        di_form.addRow(self.to_target, self.target)
        di_form.addRow(self.fixed_hands, self.hands)
        di_form.addRow(self.teams)
        self.to_target.toggled.connect(self._sync_ditch)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Play"))
        self.ok_button.setToolTip(self.tr("Start the match (Enter)"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setToolTip(self.tr("Close without starting (Esc)"))
        for widget, name in (
            (self.deck_size, self.tr("Deck")),
            (self.deals, self.tr("Deals in a ryadok")),
            (self.match_games, self.tr("Games in the match")),
            (self.target, self.tr("Target score")),
            (self.hands, self.tr("Number of hands")),
            (self.teams, self.tr("Teams")),
            (self.to_target, self.tr("Play to a target score")),
            (self.fixed_hands, self.tr("Play a fixed number of hands")),
        ):
            widget.setAccessibleName(name)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.opponents_box)
        layout.addWidget(self.ryadky_box)
        layout.addWidget(self.rooster_box)
        layout.addWidget(self.ditch_box)
        layout.addStretch(1)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self.players.valueChanged.connect(self._on_players_changed)
        index = self.game_box.findData(game)
        self.game_box.setCurrentIndex(max(index, 0))
        self._on_game_changed()
        self.setMinimumWidth(420)

    def game(self) -> str:
        return str(self.game_box.currentData())

    def names(self, players: int) -> list[str]:
        """The player's name, then the opponents' names in the chosen language."""
        opponents = default_names(players, 0)[1:]
        return [self.player_name, *(QCoreApplication.translate("Names", o) for o in opponents)]

    def _on_game_changed(self) -> None:
        game = self.game()
        self.level_boxes = []  # each game starts from its own default levels
        lo, hi = player_range(game)
        self.players.blockSignals(True)
        self.players.setRange(lo, hi)
        self.players.setValue(max(lo, min(hi, 3 if hi >= 3 else lo)))
        self.players.blockSignals(False)
        self.ryadky_box.setVisible(game == "ryadky")
        self.rooster_box.setVisible(game == "rooster")
        self.ditch_box.setVisible(game == "ditch")
        self._on_players_changed()
        self.adjustSize()

    def _on_players_changed(self) -> None:
        n = self.players.value()
        names = self.names(n)
        old = [b.currentData() for b in self.level_boxes]
        while self.opponents_form.rowCount():
            self.opponents_form.removeRow(0)
        self.level_boxes = []
        for seat in range(1, n):
            box = QComboBox()
            labels = {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}
            for level in LEVELS:
                box.addItem(labels.get(level, level), level)
            level = self.default_levels.get(self.game(), self.default_level)
            keep = old[seat - 1] if seat - 1 < len(old) else level
            box.setCurrentIndex(max(0, box.findData(keep)))
            box.setAccessibleName(self.tr("Level of %s") % names[seat])
            self.opponents_form.addRow(names[seat] + ":", box)
            self.level_boxes.append(box)
        if n == 4:  # DR-8: seats 0+2 against 1+3, partners opposite
            self.teams.setText(
                self.tr("Teams: you and %s against %s and %s") % (names[2], names[1], names[3])
            )
        else:
            self.teams.setText(self.tr("Teams (with 4 players)"))
        self.teams.setEnabled(n == 4)
        if n != 4:
            self.teams.setChecked(False)
        self._sync_ditch()
        QTimer.singleShot(0, self.adjustSize)  # after the new rows are shown

    def _sync_ditch(self) -> None:
        self.target.setEnabled(self.to_target.isChecked())
        self.hands.setEnabled(not self.to_target.isChecked())

    def config(self, seed: int | None = None) -> MatchConfig:
        """The match this dialog describes (a fresh random seed unless one is given)."""
        game = self.game()
        n = self.players.value()
        levels = ["normal"] + [str(b.currentData()) for b in self.level_boxes]
        options: dict[str, Any] = {}
        match_games = 1
        if game == "ryadky":
            options = {"deck_size": int(self.deck_size.currentData()), "deals": self.deals.value()}
        elif game == "rooster":
            match_games = self.match_games.value()
        elif game == "ditch":
            if self.to_target.isChecked():
                options = {"target": self.target.value(), "hands": None}
            else:
                options = {"hands": self.hands.value()}
            if n == 4 and self.teams.isChecked():
                options["teams"] = True
        info = games().get(game)
        if info is not None:  # only options this game's engine knows (RULES.md)
            options = {k: v for k, v in options.items() if k in info.options}
        return MatchConfig(
            game=game,
            players=n,
            levels=levels,
            options=options,
            seed=random.randrange(2**31) if seed is None else seed,
            human_seat=0,
            names=self.names(n),
            match_games=match_games,
        )


def rules_html(game: str, lang: str | None = None) -> str:
    """The rules page of a game in ``lang`` (default: the installed language; English when
    there is no page in it), or a clear note if it is missing."""
    if lang is None:
        from koloda.app.i18n import current_language

        lang = current_language()
    for code in dict.fromkeys((lang, "en")):
        try:
            return read_text("rules", f"{game}.{code}.html")
        except ResourceError as e:
            missing = e
    return f"<p>The rules page is missing from this installation ({missing}).</p>"


class RulesDialog(QDialog):
    """The rules of each game, one tab per game, in a QTextBrowser."""

    def __init__(self, game: str = "ryadky", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.setObjectName("rulesDialog")
        self.tabs = QTabWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        for g in GAME_ORDER:
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            browser.setHtml(rules_html(g))
            browser.setAccessibleName(self.tr("Rules of %s") % game_title(g))
            self.tabs.addTab(browser, game_title(g))
            self.browsers[g] = browser
        self.show_game(game)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(close)
        self.resize(720, 640)

    def show_game(self, game: str) -> None:
        if game in GAME_ORDER:
            self.tabs.setCurrentIndex(GAME_ORDER.index(game))


def summary_headline(summary: dict[str, Any]) -> str:
    """'Deal 3 of 7', 'Game 2 of 5', 'Hand 4' followed by who won."""
    names = list(summary.get("names", []))
    kind = str(summary.get("kind"))
    number = summary.get("number", 1)
    of = summary.get("of")
    label = {
        "deal": QCoreApplication.translate("Summary", "Deal %s"),
        "game": QCoreApplication.translate("Summary", "Game %s"),
        "hand": QCoreApplication.translate("Summary", "Hand %s"),
    }.get(kind, QCoreApplication.translate("Summary", "Round %s")) % number
    head = label + (QCoreApplication.translate("Summary", " of %s") % of if of else "")
    human = summary.get("human_seat", 0)
    if summary.get("game") == "rooster":
        loser = summary.get("loser")
        if isinstance(loser, int) and loser < len(names):
            if loser == human:
                return (
                    QCoreApplication.translate("Summary", "%s: you are the Chuvash Rooster!") % head
                )
            return QCoreApplication.translate("Summary", "%s: %s is the Chuvash Rooster!") % (
                head,
                names[loser],
            )
        return (
            QCoreApplication.translate("Summary", "%s: a draw, nobody is left holding cards.")
            % head
        )
    winners = [w for w in summary.get("winners", []) if isinstance(w, int) and w < len(names)]
    points = list(summary.get("points", []))
    if not winners:
        return QCoreApplication.translate("Summary", "%s: nobody scores.") % head
    teams = [t for t in summary.get("team_rows") or [] if isinstance(t, dict)]
    won = [t for t in teams if set(t.get("seats", [])) <= set(winners)]
    if len(won) == 1:  # DR-8
        return QCoreApplication.translate("Summary", "%s: team %s wins with %s.") % (
            head,
            won[0].get("names"),
            won[0].get("points"),
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
    joined = ", ".join(names[w] for w in winners)
    return QCoreApplication.translate("Summary", "%s: %s share it with %s each.") % (
        head,
        joined,
        best,
    )


class RoundSummaryDialog(QDialog):
    """The scores after a Ryadky deal, a Rooster game or a Ditch hand."""

    def __init__(self, summary: dict[str, Any], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("roundSummary")
        self.summary = summary
        game = str(summary.get("game", ""))
        self.setWindowTitle(game_title(game))
        head = QLabel(summary_headline(summary))
        font = head.font()
        font.setPointSizeF(font.pointSizeF() * 1.4)
        font.setBold(True)
        head.setFont(font)
        head.setWordWrap(True)
        names = list(summary.get("names", []))
        points = list(summary.get("points", []))
        totals = list(summary.get("totals", []))
        if game == "rooster":
            columns = [self.tr("Player"), self.tr("This game"), self.tr("Times rooster")]
            cells = [["🐓" if p else "" for p in points], [str(t) for t in totals]]
        else:
            this = self.tr("This deal") if game == "ryadky" else self.tr("This hand")
            columns = [self.tr("Player"), this, self.tr("Total")]
            cells = [[f"{p:+d}" if p else "0" for p in points], [str(t) for t in totals]]
        teams = [t for t in summary.get("team_rows") or [] if isinstance(t, dict)]
        self.table = QTableWidget(len(names) + len(teams), len(columns))
        self.table.setHorizontalHeaderLabels(columns)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        winners = set(summary.get("winners", []))
        for seat, name in enumerate(names):
            mark = "★ " if seat in winners and game != "rooster" else ""
            self.table.setItem(seat, 0, QTableWidgetItem(mark + name))
            for col, values in enumerate(cells, start=1):
                item = QTableWidgetItem(values[seat] if seat < len(values) else "")
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(seat, col, item)
        for row, team in enumerate(teams, start=len(names)):  # DR-8 team totals
            values = [self.tr("Team %s") % team.get("names", "")]
            values += [f"{int(team.get('points', 0)):+d}", str(team.get("total", ""))]
            for col, text in enumerate(values):
                item = QTableWidgetItem(text)
                font = item.font()
                font.setBold(True)
                item.setFont(font)
                if col:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        rows = len(names) + len(teams)
        self.table.resizeRowsToContents()
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(rows))
        self.table.setFixedHeight(height)
        final = bool(summary.get("final"))
        next_label = {
            "deal": self.tr("Next deal"),
            "game": self.tr("Next game"),
            "hand": self.tr("Next hand"),
        }.get(str(summary.get("kind")), self.tr("Continue"))
        self.next_button = QPushButton(self.tr("See the result") if final else next_label)
        self.next_button.setDefault(True)
        self.next_button.setToolTip(self.tr("Go on (Enter)"))
        self.table.setAccessibleName(self.tr("Scores"))
        self.next_button.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(head)
        layout.addWidget(self.table)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.next_button)
        layout.addLayout(row)
        self.setMinimumWidth(440)


ABOUT_HTML = QT_TRANSLATE_NOOP(
    "About",
    """<h2>Koloda</h2>
<p>Ryadky, Chuvash Rooster and Ditch Rummy against computer opponents.</p>
<p>Version {version}. Free software under the GNU GPL, version 3 or later.</p>""",
)
