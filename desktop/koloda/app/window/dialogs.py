"""Dialogs: New Game, the rules pages, round summaries and About."""

from __future__ import annotations

import itertools
import random
from typing import Any

from PySide6.QtCore import QSize, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kit, kits
from koloda.app.games.base import OptionsBox
from koloda.app.i18n import display_name
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.app.window.placement import sized_for_screen
from koloda.app.window.screens import player_range
from koloda.match import LEVELS, MatchConfig, default_names
from koloda.rules import declaration, games, new_game

# the opponents' names (koloda.match.OPPONENT_NAMES), spelt in each language
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
# the same names after "against" (koloda.app.i18n.genitive_name): the genitive in Russian and
# Ukrainian, the names themselves in English
_GENITIVE_NAMES = (
    QT_TRANSLATE_NOOP("NamesGenitive", "Olena"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Taras"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Iryna"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Mykola"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Oksana"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Bohdan"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Halyna"),
    QT_TRANSLATE_NOOP("NamesGenitive", "Petro"),
)


class NewGameDialog(QDialog):
    """Game, player count, each opponent's level and the game's docs/rules.md options."""

    rulesRequested = Signal(str)
    lessonRequested = Signal(str)  # Learn to Play: the guided first game of this game

    def __init__(
        self,
        game: str | None = None,
        parent: QWidget | None = None,
        default_level: str = "normal",
        *,
        default_levels: dict[str, str] | None = None,
        player_name: str = "",
        new_to: tuple[str, ...] = (),
        remembered: dict[str, dict[str, Any]] | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New game"))
        self.new_to = new_to  # games never chosen before: their guided game is offered
        self.offered_here: list[str] = []  # those it offered (their note shown)
        # each game's choices when it was last started (Settings.new_game): its player count
        # whenever it is chosen here, its options the first time (then the box keeps edits)
        self.remembered = dict(remembered or {})
        self.restored: set[str] = set()
        self.setObjectName("newGameDialog")
        self.default_level = default_level if default_level in LEVELS else "normal"
        # the settings' opponent level per game (falls back to default_level)
        self.default_levels = dict(default_levels or {})
        self.player_name = player_name.strip()[:40] or "You"  # "You" is shown translated
        self.game_box = QComboBox()
        self.game_box.setAccessibleName(self.tr("Game"))
        for k in kits():
            self.game_box.addItem(k.title(), k.game)
        self.players = QSpinBox()
        self.players.setAccessibleName(self.tr("Number of players"))
        self.rules_button = QPushButton(self.tr("Rules…"))
        self.rules_button.setShortcut(QKeySequence("F1"))
        self.rules_button.setToolTip(self.tr("Read the rules of the chosen game (F1)"))
        self.rules_button.clicked.connect(self.show_rules)
        self.rules_dialog: RulesDialog | None = None
        self.lesson_button = QPushButton(self.tr("Learn to Play…"))
        self.lesson_button.setToolTip(self.tr("A guided first game: each step says what to do"))
        self.lesson_button.clicked.connect(lambda: self.lessonRequested.emit(self.game()))
        self.first_time = QLabel()
        self.first_time.setObjectName("firstTime")
        self.first_time.setWordWrap(True)
        self.first_time.setStyleSheet("background: #fff8dc; color: #1d1d1d; padding: 6px;")

        form = self.form = QFormLayout()
        game_row = QHBoxLayout()
        game_row.addWidget(self.game_box, 1)
        game_row.addWidget(self.rules_button)
        game_row.addWidget(self.lesson_button)
        form.addRow(self.tr("Game:"), game_row)
        form.addRow(self.first_time)
        form.addRow(self.tr("Players:"), self.players)

        self.opponents_box = self._opponents_box()
        self.level_boxes: list[QComboBox] = []

        # each game's own options (docs/rules.md) and match length, from its table kit
        self.options_boxes: dict[str, OptionsBox] = {k.game: k.options_box(self) for k in kits()}
        for box in self.options_boxes.values():
            box.on_sides_changed(self._name_sides)

        buttons = self.buttons = self._buttons()
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        # the options above the opponents: more players add rows to the opponents, and the
        # options above them stay where they were (a click on Teams after 3 to 4 players
        # landed on the row above it, the number of hands)
        for box in self.options_boxes.values():
            layout.addWidget(box.widget)
        layout.addWidget(self.opponents_box)
        layout.addStretch(1)
        layout.addWidget(buttons)

        self.game_box.currentIndexChanged.connect(self._on_game_changed)
        self.players.valueChanged.connect(self._on_players_changed)
        index = self.game_box.findData(game)
        self.game_box.setCurrentIndex(max(index, 0))
        self._on_game_changed()
        self.setMinimumWidth(420)

    def _opponents_box(self) -> QGroupBox:
        """Each opponent's level, a row each (``opponents_form``), and where the levels come
        from (issue 41: they seemed to reset, the default in Settings)."""
        box = QGroupBox(self.tr("Opponents"))
        opponents = QVBoxLayout(box)
        self.opponents_form = QFormLayout()
        opponents.addLayout(self.opponents_form)
        self.levels_note = QLabel()
        self.levels_note.setObjectName("levelsNote")
        self.levels_note.setWordWrap(True)
        opponents.addWidget(self.levels_note)
        return box

    def _buttons(self) -> QDialogButtonBox:
        """Play (Enter) and Cancel (Esc)."""
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Play"))
        self.ok_button.setToolTip(self.tr("Start the match (Enter)"))
        cancel = buttons.button(QDialogButtonBox.StandardButton.Cancel)
        cancel.setToolTip(self.tr("Close without starting (Esc)"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        return buttons

    def game(self) -> str:
        return str(self.game_box.currentData())

    def show_rules(self) -> RulesDialog:
        """The rules of the chosen game, in a window of this dialog's own: the dialog is modal,
        so a rules window of the main window's would be blocked behind it."""
        if self.rules_dialog is None:
            self.rules_dialog = RulesDialog(self.game(), self)
        self.rules_dialog.show_game(self.game())
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()  # Esc and the arrows go to it (no window manager too)
        self.rulesRequested.emit(self.game())
        return self.rules_dialog

    def names(self, players: int) -> list[str]:
        """The player's name, then the opponents' default names (the match keeps them; they
        are shown in the installed language wherever they appear, display_name)."""
        return [self.player_name, *default_names(players, 0)[1:]]

    def _on_game_changed(self) -> None:
        game = self.game()
        self.level_boxes = []  # each game starts from its own default levels
        lo, hi = player_range(kit(game))
        choice = self.remembered.get(game)
        wanted = choice["players"] if choice else 3 if hi >= 3 else lo
        self.players.blockSignals(True)
        self.players.setRange(lo, hi)
        self.players.setValue(max(lo, min(hi, wanted)))
        self.players.blockSignals(False)
        if choice and game not in self.restored:
            self.restored.add(game)
            self.options_box(game).restore(choice["options"], choice["match_games"])
        for name, box in self.options_boxes.items():
            box.widget.setVisible(name == game)
        note = (
            self.tr("As in your last game of %s. Settings holds the level of a first game.")
            if choice and choice.get("levels")
            else self.tr(
                "A first game of %s starts at the level set in Settings. Your choices here are "
                "kept for the next game."
            )
        )
        self.levels_note.setText(note % kit(game).title())
        text = self.tr("New to %s? Learn to Play deals a guided first game.")
        self.first_time.setText(text % kit(game).title())
        self.first_time.setVisible(game in self.new_to)
        if game in self.new_to and game not in self.offered_here:
            self.offered_here.append(game)  # "New to …?" said: once is enough (main window)
        self._on_players_changed()
        self._grow()
        # another game's options differ: as tall as they are (issue 41: the last game's
        # height stayed, a large empty area under the options), once the rows are shown
        QTimer.singleShot(0, self, self._fit)

    def _fit(self) -> None:
        """As tall as the chosen game's rows need (another game's may have been taller)."""
        hint = self.sizeHint()
        self.resize(max(self.width(), hint.width()), hint.height())

    def _on_players_changed(self) -> None:
        # fewer players take rows away below the options (nothing a person clicks next moves
        # up under the cursor: a click meant for the deck's size landed in the number of
        # deals), and the dialog keeps its size while open (_grow), the buttons at its foot
        n = self.players.value()
        names = [display_name(name) for name in self.names(n)]
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
            # this game's last levels, seat by seat (issue 41: they went back to the default)
            last = (self.remembered.get(self.game()) or {}).get("levels", [])
            level = last[seat - 1] if seat - 1 < len(last) else level
            keep = old[seat - 1] if seat - 1 < len(old) else level
            box.setCurrentIndex(max(0, box.findData(keep)))
            box.setAccessibleName(self.tr("Level of %s") % names[seat])
            self.opponents_form.addRow(names[seat] + ":", box)
            self.level_boxes.append(box)
        for options in self.options_boxes.values():
            options.players_changed(n, self.seat_names(n))
        self._name_sides()
        self._tab_order()
        QTimer.singleShot(0, self, self._grow)  # after the new rows are shown

    def seat_names(self, players: int) -> list[str] | None:
        """The names the game's options may use for the seats (the teams)."""
        return self.names(players)

    def row_name(self, seat: int) -> str:
        """The words before a seat's choice of level (a friend's or a computer's, for a host)."""
        return display_name(self.names(self.players.value())[seat])

    def sides_title(self, partners: frozenset[int]) -> str:
        """The title of the box of the other seats."""
        return self.tr("Other players") if partners else self.tr("Opponents")

    def _name_sides(self) -> None:
        """Teams (DR-8) make the seat opposite the person's partner: the box is "Other
        players" and the partner's row says so (it read "Opponents: Taras", Taras on your
        side)."""
        partners = self.partners()
        self.opponents_box.setTitle(self.sides_title(partners))
        for seat, box in enumerate(self.level_boxes, start=1):
            label = self.opponents_form.labelForField(box)
            if isinstance(label, QLabel):
                name = self.row_name(seat)
                label.setText(
                    self.tr("%s (your partner):") % name if seat in partners else name + ":"
                )

    def _tab_order(self) -> None:
        """Tab goes down the dialog as it is seen: the players, the game's options, each
        opponent, then Play and Cancel (the rows made afresh came after the buttons, and the
        options after the rows)."""
        # not by walking the focus chain: PySide makes a widget handed back by a rows' box's
        # nextInFocusChain() its child, and the Play button's wrapper died with the row
        # (a combo box's list is a window of its own: isAncestorOf leaves it out)
        options = self.options_box(self.game()).widget
        fields = [
            w
            for w in options.findChildren(QWidget)
            if options.isAncestorOf(w)
            and w.focusPolicy() & Qt.FocusPolicy.TabFocus
            and w.focusProxy() is None
        ]
        cancel = self.buttons.button(QDialogButtonBox.StandardButton.Cancel)
        chain = [self.players, *fields, *self.level_boxes, self.ok_button, cancel]
        for first, second in itertools.pairwise(chain):
            QWidget.setTabOrder(first, second)

    def _grow(self) -> None:
        """Grow to fit, never shrink while open: fewer players shrank the dialog under the
        cursor, and the next click landed in another field (issue 34)."""
        hint = self.sizeHint()
        self.resize(max(self.width(), hint.width()), max(self.height(), hint.height()))

    def options_box(self, game: str) -> OptionsBox:
        """The box of ``game``'s options (each game has its own)."""
        return self.options_boxes[game]

    def chosen_options(self) -> dict[str, Any]:
        """The rules options chosen: only those the game's engine knows (docs/rules.md)."""
        game, n = self.game(), self.players.value()
        known = games()[game].options
        return {k: v for k, v in self.options_box(game).options(n).items() if k in known}

    def partners(self) -> frozenset[int]:
        """The other seats on the person's side as the rules seat the options chosen (the
        teams of DR-8: ``GameState.sides``), none without teams."""
        table = new_game(self.game(), self.players.value(), options=self.chosen_options())
        return frozenset(next(side for side in table.sides() if 0 in side)) - {0}

    def config(self, seed: int | None = None) -> MatchConfig:
        """The match this dialog describes (a fresh random seed unless one is given)."""
        game = self.game()
        n = self.players.value()
        levels = ["normal"] + [str(b.currentData()) for b in self.level_boxes]
        match_games = self.options_box(game).match_games()
        return MatchConfig(
            game=game,
            players=n,
            levels=levels,
            options=self.chosen_options(),
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
    found = declaration(game)
    if found.pages is None:
        return "<p>The game has no rules page.</p>"
    for code in dict.fromkeys((lang, "en")):
        try:
            return found.read_text(found.pages.format(lang=code))
        except OSError as e:
            missing = e
    return f"<p>The rules page is missing from this installation ({missing}).</p>"


class RulesDialog(QDialog):
    """The rules of each game, one tab per game, in a QTextBrowser."""

    def __init__(self, game: str | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Rules"))
        self.setObjectName("rulesDialog")
        self.tabs = QTabWidget()
        self.browsers: dict[str, QTextBrowser] = {}
        for k in kits():
            browser = QTextBrowser()
            browser.setOpenExternalLinks(False)
            browser.setHtml(rules_html(k.game))
            browser.setAccessibleName(self.tr("Rules of %s") % k.title())
            self.tabs.addTab(browser, k.title())
            self.browsers[k.game] = browser
        self.show_game(game)
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.tabs)
        layout.addWidget(close)
        self.resize(sized_for_screen(QSize(720, 640), parent))

    def show_game(self, game: str | None) -> None:
        if game in self.browsers:
            self.tabs.setCurrentWidget(self.browsers[game])


ABOUT_HTML = QT_TRANSLATE_NOOP(
    "About",
    """<h2>Koloda</h2>
<p>Card games against computer opponents, or with friends at a network table: {games}.</p>
<p>Version {version}. Free software under the GNU GPL, version 3 or later.</p>
<p>The English and Russian Atlas card decks come from GNOME Aisleriot: English &copy; 2007 Aike
Reyer (GPL 3 or later); Atlas by Vincent Bermel after Dmitry Fomin's deck (LGPL 3 or later).
Koloda's own deck, the tables, the sounds and the icons were made for Koloda.</p>""",
)
