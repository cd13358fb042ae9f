"""The Statistics window: a totals table and four pyqtgraph plots, with reset and CSV export.

    window = StatisticsWindow(stats, parent)         # stats: koloda.store.stats.Statistics
    window.set_match_progress({"Olena": [12, 30, 18], "Bot": [20, 5, 41]},
                              title=window.tr("Current match"))   # per-deal/hand scores
    window.show()
    window.refresh()                                 # after stats.record_result(...)

The match plot shows running totals after each deal (Ryadky) or hand (Ditch); without a
current match it shows the player's scores of the last recorded game that has them. The level
of a game is the strongest opponent's; games where a hint or undo was used are marked (hollow
points in the win-rate plot and the "Hint/undo" column). The fourth plot is the accuracy of
each reviewed round of the chosen game (Review, issue 27).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from itertools import accumulate
from pathlib import Path

import numpy as np
import pyqtgraph as pg  # type: ignore[import-untyped]
from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kits
from koloda.app.i18n import display_name
from koloda.app.window.placement import room_for, sized_for_screen
from koloda.app.window.stats_plots import (
    INK,
    SERIES_COLOURS,
    has_data,
    plot_widget,
    series_style,
)
from koloda.rules import LEVELS
from koloda.store.jsonio import StoreError
from koloda.store.stats import ALL, NETWORK, Statistics, Totals

FOUR_ACROSS_FROM = 1240  # a screen this wide shows the four plots side by side
LOSER_COLUMN = 4  # times as the loser, labelled by the games that have one (TableKit.loser_label)


def _games() -> list[str]:
    """The games in the app's order (their table kits)."""
    return [k.game for k in kits()]


class SpreadTable(QTableWidget):
    """The totals' table: each column as wide as its words, the room left shared among them
    (the last column took it all: "Hint/undo" stood 440 pixels wide over one digit)."""

    def spread(self) -> None:
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        header.resizeSections(QHeaderView.ResizeMode.ResizeToContents)
        count = header.count()
        room = self.viewport().width() - header.length()
        if count and room > 0:
            for column in range(count):
                header.resizeSection(column, header.sectionSize(column) + room // count)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.spread()


class FitContent(QWidget):
    """The scrolled part of the window: as tall as the window where its least fits, taller
    (scrolling) only where it does not. A scroll area sizes a widget whose words wrap by its
    height for the width, which a layout takes at its parts' preferred sizes: the plots
    stood 480 pixels tall and the window scrolled on a 1280x800 screen, their axes cut."""

    def heightForWidth(self, width: int) -> int:
        layout = self.layout()
        if layout is None:
            return super().heightForWidth(width)
        return layout.totalMinimumHeightForWidth(width)


class StatisticsWindow(QDialog):
    """Totals per game at a chosen opponent level, and plots of the chosen game's history."""

    def __init__(self, stats: Statistics, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statisticsWindow")
        self.stats = stats
        # where Export CSV starts (the main window's: the folder Open and Save As use last)
        self.export_folder: Callable[[], Path] = Path.home
        self._match: dict[str, list[int]] = {}
        self._match_title: str | None = None
        self._match_game: str | None = None

        self.game_label = QLabel()
        self.game_combo = QComboBox()
        for game in (ALL, *_games()):
            self.game_combo.addItem(game, game)
        self.level_label = QLabel()
        self.level_combo = QComboBox()
        for level in (ALL, *LEVELS, NETWORK):  # NETWORK: games at network tables, apart
            self.level_combo.addItem(level, level)
        self.game_label.setBuddy(self.game_combo)
        self.level_label.setBuddy(self.level_combo)
        self.game_combo.currentIndexChanged.connect(self.refresh)
        self.level_combo.currentIndexChanged.connect(self.refresh)

        self.table = SpreadTable(len(_games()) + 1, 10)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.lessons_label = QLabel()  # the guided first games finished (issue 27)
        self.lessons_label.setObjectName("lessonsDone")
        self.lessons_label.setWordWrap(True)

        self.match_plot = plot_widget("bottom", "left")  # rounds, and whole points or times
        self.winrate_plot = plot_widget("bottom")  # matches
        self.winrate_plot.setYRange(0, 100)
        self.scores_plot = plot_widget("left")  # matches with that score
        self.accuracy_plot = plot_widget("bottom")  # reviewed rounds (issue 27)
        self.accuracy_plot.setObjectName("accuracyPlot")
        self.accuracy_plot.setYRange(0, 100)
        # the players' names under the plot, three to a row: inside it, six names in a
        # column covered the plot and the leader's points
        self.match_legend = pg.LegendItem(colCount=3, labelTextColor=INK)
        policy = self.match_legend.sizePolicy()
        policy.setRetainSizeWhenHidden(False)  # no names, no room for them
        self.match_legend.setSizePolicy(policy)
        self.match_plot.getPlotItem().layout.addItem(self.match_legend, 4, 1)
        self.match_plot.legend = self.match_legend

        self.export_button = QPushButton()
        self.export_button.clicked.connect(self.export_csv)
        self.reset_button = QPushButton()
        self.reset_button.clicked.connect(self.confirm_reset)
        self.close_button = QPushButton()
        self.close_button.clicked.connect(self.close)

        self._lay_out(parent)

        self.retranslate()

    def _lay_out(self, parent: QWidget | None) -> None:
        """The filters, table, notes and plots above the buttons, sized for the screen."""
        filters = QHBoxLayout()
        filters.addWidget(self.game_label)
        filters.addWidget(self.game_combo)
        filters.addSpacing(16)
        filters.addWidget(self.level_label)
        filters.addWidget(self.level_combo)
        filters.addStretch(1)
        # four plots across where the screen is wide enough, else two by two; on a screen
        # too small for it all the window scrolls, its buttons kept below (it was 1200x660
        # whatever the screen: at 1024 pixels wide its right side was off the screen)
        across = 4 if room_for(parent).width() >= FOUR_ACROSS_FROM else 2
        plots = QGridLayout()
        shown = (self.match_plot, self.winrate_plot, self.scores_plot, self.accuracy_plot)
        for i, plot in enumerate(shown):
            plots.addWidget(plot, i // across, i % across)
        buttons = QHBoxLayout()
        buttons.addWidget(self.export_button)
        buttons.addWidget(self.reset_button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        content = FitContent()
        inner = QVBoxLayout(content)
        inner.setContentsMargins(0, 0, 0, 0)
        inner.addLayout(filters)
        inner.addWidget(self.table)
        inner.addWidget(self.note)
        inner.addWidget(self.lessons_label)
        inner.addLayout(plots, 1)
        self.scroller = QScrollArea()
        self.scroller.setWidget(content)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroller, 1)
        layout.addLayout(buttons)
        wanted = QSize(1200, 660) if across == 4 else QSize(900, 860)
        self.resize(sized_for_screen(wanted, parent))

    # ------------------------------------------------------------------ API

    def set_match_progress(
        self,
        scores: Mapping[str, Sequence[int]],
        title: str | None = None,
        game: str | None = None,
    ) -> None:
        """Plot running totals of each player's per-round scores in a match of ``game``."""
        self._match = {name: [int(s) for s in values] for name, values in scores.items()}
        self._match_title = title
        self._match_game = game
        self._draw_match()

    def selected_game(self) -> str:
        return str(self.game_combo.currentData())

    def selected_level(self) -> str:
        return str(self.level_combo.currentData())

    def select(self, game: str = ALL, level: str = ALL) -> None:
        """Show ``game`` (or ALL) at ``level`` (or ALL)."""
        self.game_combo.setCurrentIndex(max(0, self.game_combo.findData(game)))
        self.level_combo.setCurrentIndex(max(0, self.level_combo.findData(level)))
        self.refresh()

    def refresh(self) -> None:
        """Redraw the table and the plots from the statistics."""
        self._fill_table()
        self._show_lessons()
        self._draw_match()
        self._draw_win_rate()
        self._draw_scores()
        self._draw_accuracy()

    def export_csv(self) -> None:
        """Ask for a file name and write the history as CSV (offered in ``export_folder``: a
        bare name was the process's working folder, wherever Koloda was started from)."""
        path, _ = QFileDialog.getSaveFileName(
            self,
            self.tr("Export statistics"),
            str(self.export_folder() / "koloda-statistics.csv"),
            self.tr("CSV files (*.csv)"),
        )
        if not path:
            return
        try:
            self.stats.export_csv(path)
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Export statistics"), e.translated())

    def confirm_reset(self) -> None:
        """Ask, then forget all statistics."""
        answer = QMessageBox.question(
            self,
            self.tr("Reset statistics"),
            self.tr("Forget all statistics of all games? This cannot be undone."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
            QMessageBox.StandardButton.No,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        try:
            self.stats.reset()
        except StoreError as e:
            QMessageBox.warning(self, self.tr("Reset statistics"), e.translated())
        self.refresh()

    # ------------------------------------------------------------------ drawing

    def _show_lessons(self) -> None:
        """Which guided first games were played to the end, and when; which are left."""
        names = self._game_names()
        done = [
            self.tr("%s (%s)") % (names.get(g, g), when[:10])
            for g, when in sorted(self.stats.lessons.items())
        ]
        left = [names.get(g, g) for g in _games() if g not in self.stats.lessons]
        parts = [self.tr("Guided first games finished: %s.") % (", ".join(done) or self.tr("none"))]
        if left:
            parts.append(self.tr("Not yet: %s (Help > Learn to Play).") % ", ".join(left))
        self.lessons_label.setText(" ".join(parts))

    def _game_names(self) -> dict[str, str]:
        return {ALL: self.tr("All games"), **{k.game: k.title() for k in kits()}}

    def _fill_table(self) -> None:
        names = self._game_names()
        level = self.selected_level()
        losers = {k.game for k in kits() if k.loser_label()}
        for row, game in enumerate((*_games(), ALL)):
            t = self.stats.summary(game, level)
            header = QTableWidgetItem(names[game])
            self.table.setVerticalHeaderItem(row, header)
            for column, text in enumerate(self._cells(t, game == ALL or game in losers)):
                item = QTableWidgetItem(text)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, column, item)
        # no empty band below the four rows
        height = self.table.horizontalHeader().sizeHint().height() + 2 * self.table.frameWidth()
        height += sum(self.table.rowHeight(r) for r in range(self.table.rowCount()))
        self.table.setFixedHeight(height)
        self.table.spread()

    @staticmethod
    def _cells(t: Totals, has_loser: bool = True) -> list[str]:
        """A row's cells; a game without a loser (won by points) has no count under the loser
        column, "—" rather than a 0 that reads as never having been it (issue 41)."""

        def number(value: float | None, digits: int = 0) -> str:
            return "—" if value is None else f"{value:.{digits}f}"

        rate = None if t.win_rate is None else 100 * t.win_rate
        return [
            str(t.games),
            str(t.wins),
            str(t.losses),
            "—" if rate is None else f"{rate:.0f}%",
            str(t.losers) if has_loser else "—",
            number(t.average_score, 1),
            number(t.best_score),
            str(t.current_streak),
            str(t.longest_streak),
            str(t.assisted),
        ]

    def _draw_match(self) -> None:
        plot = self.match_plot
        plot.clear()
        self.match_legend.clear()
        self.match_legend.setVisible(False)  # shown again with the players' lines
        series, game = self._match, self._match_game
        title = self._match_title or self.tr("Current match")
        if not series:
            series, game = self._last_match()
            title = self.tr("Last match") if series else title
        plot.set_title(title)
        # what the rounds are and what is counted: Rooster's are its games and the times
        # as the rooster, not "Total score" by "Deal or hand"
        known = {k.game: k for k in kits()}
        across, up = (
            known[game].progress_axes()
            if game in known
            else (self.tr("Deal or hand"), self.tr("Total score"))
        )
        plot.setLabel("bottom", across, color=INK)
        plot.setLabel("left", up, color=INK)
        empty = self.tr("No match played yet")
        if self._match_game in known:  # a match in play, none of its rounds over
            empty = known[self._match_game].first_round_playing()
        if not has_data(plot, bool(series), empty):
            return
        rounds = max((len(v) for v in series.values()), default=0)
        plot.getAxis("bottom").setTickSpacing(*((1, 1) if 0 < rounds <= 20 else (None, None)))
        lowest, highest = 0, 0
        for n, (name, values) in enumerate(series.items()):
            totals = list(accumulate(values))
            style = series_style(n, len(series))
            shown = display_name(name)  # "Олена" after a switch to Russian, not "Olena"
            curve = plot.plot(list(range(1, len(totals) + 1)), totals, name=shown, **style)
            self.match_legend.addItem(curve, shown)
            self.match_legend.setVisible(True)
            lowest, highest = min([lowest, *totals]), max([highest, *totals])
        # every point inside the axes with room around it: after one game the points sat on
        # the plot's right edge and the rooster's 1 above its top
        plot.setXRange(0.5, max(1, rounds) + 0.5, padding=0)
        plot.setYRange(lowest, max(highest, lowest + 1), padding=0.1)

    def _last_match(self) -> tuple[dict[str, list[int]], str | None]:
        """The chosen game's last match: every seat's line where it was kept, else (a match
        recorded by an earlier Koloda, or at a network table) the person's own."""
        network = self.selected_level() == NETWORK  # (it showed none: "No match played yet")
        lines = None if network else self.stats.last_match(self.selected_game())
        if lines is not None:
            return lines.series(), lines.game
        played = self.stats.games_in(self.selected_game(), NETWORK if network else ALL)
        last = next((r for r in reversed(played) if r.match_scores), None)
        if last is None:
            return {}, None
        return {self.tr("You"): list(last.match_scores)}, last.game

    def _draw_win_rate(self) -> None:
        plot = self.winrate_plot
        plot.clear()
        game, level = self.selected_game(), self.selected_level()
        rates = [100 * r for r in self.stats.win_rate_series(game, level)]
        records = self.stats.games_in(game, level)
        plot.set_title(self.tr("Win rate over time"))
        if not has_data(plot, bool(rates), self.tr("No matches yet")):
            return
        xs = list(range(1, len(rates) + 1))
        plot.plot(xs, rates, pen=pg.mkPen(SERIES_COLOURS[0], width=2))
        # hollow points: a hint or undo was used in that game
        brushes = [
            pg.mkBrush(None) if r.assisted else pg.mkBrush(SERIES_COLOURS[0]) for r in records
        ]
        scatter = pg.ScatterPlotItem(
            xs, rates, size=7, pen=pg.mkPen(SERIES_COLOURS[0]), brush=brushes
        )
        plot.addItem(scatter)
        plot.setYRange(0, 100)

    def _draw_scores(self) -> None:
        plot = self.scores_plot
        plot.clear()
        game, level = self.selected_game(), self.selected_level()
        scores = self.stats.scores(game, level)
        plot.set_title(self.tr("Distribution of scores"))
        if not has_data(plot, bool(scores), self.tr("No scores yet")):
            return
        bins = min(20, max(1, len(set(scores))))
        counts, edges = np.histogram(np.array(scores, dtype=float), bins=bins)
        width = float(edges[1] - edges[0]) if len(edges) > 1 else 1.0
        centres = (edges[:-1] + edges[1:]) / 2
        bars = pg.BarGraphItem(
            x=centres,
            height=counts,
            width=width * 0.9,
            brush=pg.mkBrush(SERIES_COLOURS[2]),
            pen=pg.mkPen(INK),
        )
        plot.addItem(bars)
        if len(set(scores)) == 1:  # one bar: show it with room around, not 1 point wide
            plot.setXRange(scores[0] - 10, scores[0] + 10)
        else:
            plot.enableAutoRange(axis="x")

    def _draw_accuracy(self) -> None:
        """The accuracy of each reviewed round of the chosen game, oldest first (Review)."""
        plot = self.accuracy_plot
        plot.clear()
        records = self.stats.accuracy_of(self.selected_game())
        plot.set_title(self.tr("Accuracy of reviewed rounds"))
        if not has_data(plot, bool(records), self.tr("No round reviewed yet")):
            return
        xs = list(range(1, len(records) + 1))
        values = [100 * r.accuracy for r in records]
        colour = SERIES_COLOURS[3]
        plot.plot(
            xs,
            values,
            pen=pg.mkPen(colour, width=2),
            symbol="o",
            symbolSize=8,
            symbolBrush=colour,
        )
        plot.setYRange(0, 100)
        plot.setXRange(0.5, len(records) + 0.5)

    # ------------------------------------------------------------------ words

    def retranslate(self) -> None:
        """Set every visible string in the installed language, then redraw."""
        self.setWindowTitle(self.tr("Statistics"))
        self.game_label.setText(self.tr("&Game:"))
        self.level_label.setText(self.tr("Opponent &level:"))
        names = self._game_names()
        for i in range(self.game_combo.count()):
            self.game_combo.setItemText(i, names[self.game_combo.itemData(i)])
        levels = {
            ALL: self.tr("All levels"),
            "easy": self.tr("Easy"),
            "normal": self.tr("Normal"),
            "hard": self.tr("Hard"),
            NETWORK: self.tr("At network tables"),
        }
        for i in range(self.level_combo.count()):
            self.level_combo.setItemText(i, levels[self.level_combo.itemData(i)])
        losers = [k.loser_label() for k in kits() if k.loser_label()]
        self.table.setHorizontalHeaderLabels(
            [
                self.tr("Matches"),
                self.tr("Wins"),
                self.tr("Losses"),
                self.tr("Win rate"),
                " / ".join(losers) or "—",
                self.tr("Average score"),
                self.tr("Best score"),
                self.tr("Streak"),
                self.tr("Longest streak"),
                self.tr("Hint/undo"),
            ]
        )
        # the loser column is there for the games won by not being the loser (CR-12)
        self.table.setColumnHidden(LOSER_COLUMN, not losers)
        self.note.setText(
            " ".join(
                [
                    self.tr(
                        "Each match counts once, a series of games as one, under the strongest "
                        "opponent's level. Streaks are matches won in a row."
                    ),
                    *(k.loser_note() for k in kits() if k.loser_label()),
                    self.tr(
                        "“Hint/undo”: matches where a hint, undo or Demo was used (hollow "
                        "points in the win-rate plot)."
                    ),
                    self.tr(
                        "Matches at network tables are counted apart: choose “At network "
                        "tables” as the opponent level."
                    ),
                ]
            )
        )
        self.winrate_plot.setLabel("bottom", self.tr("Matches played"), color=INK)
        self.winrate_plot.setLabel("left", self.tr("Win rate, %"), color=INK)
        self.scores_plot.setLabel("bottom", self.tr("Final score"), color=INK)
        self.scores_plot.setLabel("left", self.tr("Matches"), color=INK)
        self.accuracy_plot.setLabel("bottom", self.tr("Reviewed rounds"), color=INK)
        self.accuracy_plot.setLabel("left", self.tr("Accuracy, %"), color=INK)
        self.export_button.setText(self.tr("&Export CSV…"))
        self.export_button.setToolTip(self.tr("Save every recorded match as a CSV table"))
        self.reset_button.setText(self.tr("&Reset…"))
        self.reset_button.setToolTip(self.tr("Forget all statistics (asks first)"))
        self.close_button.setText(self.tr("Close"))
        self.close_button.setToolTip(self.tr("Close the statistics (Esc)"))
        self.table.setAccessibleName(self.tr("Statistics table"))
        self.match_plot.setAccessibleName(self.tr("Score progression of the match"))
        self.winrate_plot.setAccessibleName(self.tr("Win rate over time"))
        self.scores_plot.setAccessibleName(self.tr("Distribution of scores"))
        self.accuracy_plot.setAccessibleName(self.tr("Accuracy of reviewed rounds"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
