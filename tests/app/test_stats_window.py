"""The Statistics window: totals table, three plots rendered offscreen, reset and CSV export."""

import csv
import io

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QFileDialog, QMessageBox
from screen_sizes import run_on_screen

from koloda.app import i18n
from koloda.app.window.stats_plots import SERIES_COLOURS, SYMBOL_SCALE
from koloda.app.window.stats_window import StatisticsWindow
from koloda.store.jsonio import Message, StoreError
from koloda.store.stats import Statistics

GAMES = [  # game, levels, won, score, rooster, assisted, match scores
    ("ditch", ["easy", "hard"], True, 310, None, False, [40, 95, 175]),
    ("ditch", ["normal"], False, 120, None, True, [20, 60, 40]),
    ("ryadky", ["hard", "hard"], True, 9, None, False, [3, 2, 4]),
    ("rooster", ["easy", "normal"], False, None, True, False, []),
    ("ditch", ["hard"], True, 505, None, False, [100, 205, 200]),
]


@pytest.fixture
def stats(tmp_path):
    s = Statistics(tmp_path)
    for game in GAMES:
        s.record_result(*game)
    return s


@pytest.fixture
def window(qtbot, stats):
    w = StatisticsWindow(stats)
    qtbot.addWidget(w)
    w.show()
    return w


def cell(window, game_row, column):
    return window.table.item(game_row, column).text()


def data_items(plot):
    return [i for i in plot.getPlotItem().items if isinstance(i, pg.PlotDataItem)]


def test_table_shows_totals_per_game_at_the_chosen_level(window):
    # rows: ryadky, rooster, ditch, all; columns: games, wins, losses, win rate, rooster, ...
    assert [cell(window, 2, c) for c in range(4)] == ["3", "2", "1", "67%"]
    assert cell(window, 2, 5) == "311.7" and cell(window, 2, 6) == "505"
    assert cell(window, 1, 4) == "1" and cell(window, 1, 5) == "—"
    assert cell(window, 0, 4) == "—"  # Ryadky has no rooster
    assert cell(window, 3, 0) == "5" and cell(window, 3, 9) == "1"
    window.select("all", "hard")  # counted under the strongest opponent's level
    assert [cell(window, r, 0) for r in range(4)] == ["1", "0", "2", "3"]


def test_plots_hold_the_data(window):
    window.set_match_progress({"Olena": [10, 20, 5], "Bot": [0, 30, 1]})
    curves = data_items(window.match_plot)
    assert [list(c.getData()[1]) for c in curves] == [[10, 30, 35], [0, 30, 31]]
    rates = data_items(window.winrate_plot)[0].getData()[1]
    assert list(rates) == pytest.approx([100, 50, 200 / 3, 50, 60])
    bars = [i for i in window.scores_plot.getPlotItem().items if isinstance(i, pg.BarGraphItem)]
    assert sum(bars[0].opts["height"]) == 4  # four games with a score (Rooster has none)


def test_without_a_current_match_the_last_match_is_shown(window):
    curves = data_items(window.match_plot)
    assert [list(c.getData()[1]) for c in curves] == [[100, 305, 505]]
    assert window.match_plot.getPlotItem().titleLabel.text == "Last match"


def test_window_renders_offscreen_to_a_picture(window, tmp_path):
    window.set_match_progress({"Olena": [10, 20, 5], "Bot": [0, 30, 1]})
    window.resize(1100, 660)
    path = tmp_path / "statistics.png"
    assert window.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() >= 1000 and image.height() >= 600
    plot_area = window.winrate_plot.grab().toImage()
    colours = {
        plot_area.pixel(x, y)
        for x in range(0, plot_area.width(), 7)
        for y in range(0, plot_area.height(), 7)
    }
    assert len(colours) > 5  # axes, grid, curve and points were drawn, not a blank widget


def test_empty_statistics_render_without_errors(qtbot, tmp_path):
    w = StatisticsWindow(Statistics(tmp_path))
    qtbot.addWidget(w)
    w.show()
    assert cell(w, 3, 0) == "0" and cell(w, 3, 3) == "—"
    assert data_items(w.winrate_plot) == [] and data_items(w.match_plot) == []
    assert not w.grab().isNull()


def test_empty_plots_say_so_instead_of_showing_bare_axes(qtbot, tmp_path):
    w = StatisticsWindow(Statistics(tmp_path))
    qtbot.addWidget(w)
    w.show()
    for plot in (w.winrate_plot, w.scores_plot, w.match_plot):
        texts = [
            i.textItem.toPlainText() for i in plot.getPlotItem().items if isinstance(i, pg.TextItem)
        ]
        assert len(texts) == 1 and texts[0].startswith("No ")
        assert not plot.getPlotItem().getAxis("left").isVisible()
    # their words level: the match plot keeps no room for names it has none of
    qtbot.wait(50)
    boxes = [p.getPlotItem().vb.sceneBoundingRect() for p in (w.winrate_plot, w.match_plot)]
    assert boxes[0].height() == boxes[1].height()


def test_counting_axes_have_whole_number_ticks_only(window):
    window.select("ditch")
    window.refresh()
    for plot, side in ((window.winrate_plot, "bottom"), (window.scores_plot, "left")):
        axis = plot.getPlotItem().getAxis(side)
        low, high = axis.range
        ticks = [v for _spacing, values in axis.tickValues(low, high, 300) for v in values]
        assert ticks and all(float(v).is_integer() for v in ticks), (side, ticks)
    axis = window.winrate_plot.getPlotItem().getAxis("bottom")
    zoomed = [v for _s, values in axis.tickValues(0.9, 1.8, 300) for v in values]
    assert zoomed == [1.0]  # zoomed in between games: no 1.2, 1.4...


def test_reset_asks_first_and_only_resets_on_yes(window, stats, monkeypatch):
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *a: answers.pop(0))
    window.reset_button.click()
    assert stats.summary().games == 5
    window.reset_button.click()
    assert stats.summary().games == 0 and cell(window, 3, 0) == "0"
    assert Statistics(stats.directory).load() is None  # the reset was saved
    assert data_items(window.winrate_plot) == []


def test_export_writes_the_csv_the_user_named(window, monkeypatch, tmp_path):
    target = tmp_path / "out" / "mine.csv"
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: (str(target), ""))
    window.export_button.click()
    rows = list(csv.DictReader(io.StringIO(target.read_text("utf-8-sig"))))
    assert len(rows) == 5 and rows[0]["opponent_level"] == "hard"


def test_export_failure_is_explained_not_raised(window, stats, monkeypatch):
    shown = []
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("/x.csv", ""))

    def refuse(path):
        raise StoreError(
            Message("{name} could not be saved: {detail}.", name="x.csv", detail="disk full")
        )

    monkeypatch.setattr(stats, "export_csv", refuse)
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: shown.append(a[2]))
    window.export_button.click()
    assert shown == ["x.csv could not be saved: disk full."]


def test_cancelled_export_writes_nothing(window, monkeypatch, stats):
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a: ("", ""))
    monkeypatch.setattr(stats, "export_csv", lambda p: pytest.fail("exported"))
    window.export_button.click()


def test_window_follows_the_language(window):
    try:
        assert i18n.install_language("uk")
        assert window.windowTitle() == "Статистика"
        assert window.table.verticalHeaderItem(1).text() == "Чуваський півень"
        assert window.table.horizontalHeaderItem(1).text() == "Перемоги"
        assert window.reset_button.text() == "&Скинути…"
    finally:
        i18n.install_language("en")
    assert window.table.horizontalHeaderItem(1).text() == "Wins"


def test_the_accuracy_of_reviewed_rounds_is_plotted_per_game(window, stats):
    """Issue 27: each reviewed round's accuracy, in percent, oldest first, of the chosen game."""
    assert data_items(window.accuracy_plot) == []
    texts = [
        i.textItem.toPlainText()
        for i in window.accuracy_plot.getPlotItem().items
        if isinstance(i, pg.TextItem)
    ]
    assert texts == ["No round reviewed yet"]
    stats.record_accuracy("ryadky", 0.5, 8)
    stats.record_accuracy("ditch", 1.0, 3)
    stats.record_accuracy("ryadky", 0.75, 12)
    window.select("ryadky")
    assert list(data_items(window.accuracy_plot)[0].getData()[1]) == [50, 75]
    window.select("ditch")
    assert list(data_items(window.accuracy_plot)[0].getData()[1]) == [100]
    window.select()
    assert list(data_items(window.accuracy_plot)[0].getData()[1]) == [50, 100, 75]
    assert window.accuracy_plot.getPlotItem().titleLabel.text == "Accuracy of reviewed rounds"


def test_network_games_have_a_level_of_their_own_and_stay_out_of_all_levels(window, stats):
    stats.record_network_game("ryadky", {"totals": [12, 3], "winners": [0]}, 0, False, [12])
    stats.record_network_game("ryadky", {"totals": [2, 30], "winners": [1]}, 0, False, [2])
    window.refresh()
    assert [cell(window, r, 0) for r in range(4)] == ["1", "1", "3", "5"]  # as without them
    window.select("all", "network")
    assert window.level_combo.currentText() == "At network tables"
    assert [cell(window, 0, c) for c in range(4)] == ["2", "1", "1", "50%"]
    assert [cell(window, r, 0) for r in range(1, 4)] == ["0", "0", "2"]
    rates = data_items(window.winrate_plot)[0].getData()[1]
    assert list(rates) == pytest.approx([100, 50])
    # the last match at a network table is the one drawn there (it said "No match played
    # yet" after a match with friends): the person's own line, deal by deal
    assert window.match_plot.getPlotItem().titleLabel.text == "Last match"
    assert [list(c.getData()[1]) for c in data_items(window.match_plot)] == [[2]]


def test_a_game_without_a_loser_shows_no_count_under_the_loser_column(window):
    """Issue 41: the Rooster column said 0 for Ryadky and Ditch Rummy, which have no rooster."""
    rows = {"ryadky": 0, "rooster": 1, "ditch": 2, "all": 3}
    assert cell(window, rows["ryadky"], 4) == cell(window, rows["ditch"], 4) == "—"
    assert cell(window, rows["rooster"], 4) == "1" and cell(window, rows["all"], 4) == "1"


def test_equal_lines_of_the_match_plot_each_stay_visible(window):
    """Issue 41: Olena's line lay under Taras's with the same totals. Each line has its own
    dash and marker, and each is drawn narrower than the ones under it."""
    window.set_match_progress({"You": [5, 5], "Olena": [0, 10], "Taras": [0, 10], "Iryna": [1, 1]})
    curves = data_items(window.match_plot)
    looks = [(c.opts["pen"].style(), c.opts["symbol"]) for c in curves]
    widths = [c.opts["pen"].widthF() for c in curves]
    # each marker's size as the circle of the same area (a triangle fills half its square)
    sizes = [c.opts["symbolSize"] / SYMBOL_SCALE[c.opts["symbol"]] for c in curves]
    assert len(set(looks)) == len(curves) == 4
    assert widths == sorted(widths, reverse=True) and len(set(widths)) == 4
    assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) == 4


def _colour_pixels(image: QImage, colour: str) -> int:
    want = QColor(colour)
    near = 0
    for y in range(image.height()):
        for x in range(image.width()):
            p = image.pixelColor(x, y)
            d = abs(p.red() - want.red()) + abs(p.green() - want.green())
            near += d + abs(p.blue() - want.blue()) < 40
    return near


def test_every_seats_point_on_the_match_plot_is_seen_not_a_speck(qtbot, window):
    """After a one-hand match of three the third seat's point was a 7 px triangle under its
    white outline, a quarter of the first seat's circle: each now shows at least 40% of it."""
    window.set_match_progress({"You": [0], "Olena": [40], "Taras": [80]})
    qtbot.wait(50)
    image = window.match_plot.grab().toImage()
    shown = [_colour_pixels(image, SERIES_COLOURS[k]) for k in range(3)]
    assert min(shown) >= 0.4 * shown[0], shown


def test_equal_lines_of_the_result_chart_each_stay_visible():
    from koloda.app.window.match_chart import series_pen

    pens = [series_pen(seat, 4, seat == 0) for seat in range(4)]
    assert len({(p.style(), p.color().name()) for p in pens}) == 4
    widths = [p.widthF() for p in pens]
    assert widths == sorted(widths, reverse=True) and len(set(widths)) == 4


def test_the_match_plots_legend_names_the_players_in_the_language_shown(window):
    i18n.install_language("ru")
    try:
        window.set_match_progress({"You": [5, 5], "Olena": [0, 10]})
        names = [c.opts["name"] for c in data_items(window.match_plot)]
    finally:
        i18n.install_language("en")
    assert names == ["Вы", "Олена"]


STATISTICS_ON_A_SCREEN = """
import json
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication
app = QApplication([])
from koloda.app.window.main_window import MainWindow
window = MainWindow(persist=False)
window.show()
app.processEvents()
window.commands.statistics.trigger()
for _ in range(20):
    app.processEvents()
stats = next(w for w in app.topLevelWidgets() if w.objectName() == "statisticsWindow")
room = stats.screen().availableGeometry()
close = QRect(stats.close_button.mapToGlobal(QPoint(0, 0)), stats.close_button.size())
tops = sorted({p.mapTo(stats, QPoint(0, 0)).y() for p in (stats.match_plot, stats.winrate_plot,
                                                          stats.scores_plot, stats.accuracy_plot)})
print(json.dumps({"within": room.contains(stats.frameGeometry()),
                  "close": stats.close_button.isVisible() and room.contains(close),
                  "rows": len(tops),
                  "scrolls": stats.scroller.verticalScrollBar().maximum() > 0}))
"""


@pytest.mark.parametrize(
    ("width", "height", "rows", "scrolls"),
    [(1920, 1080, 1, False), (1280, 800, 1, False), (1024, 600, 2, True), (800, 600, 2, True)],
)
def test_the_statistics_window_fits_the_screen(tmp_path, width, height, rows, scrolls):
    """The Statistics window was 1200x660 whatever the screen: at 1024 pixels wide its right
    side and at 600 tall its Close button were off the screen. It now fits the screen, its
    four plots side by side where there is room, else two by two, and scrolls above its
    buttons only where the screen is short (at 1280x800 it scrolled, the plots at their
    preferred 480 pixels and their axes cut)."""
    seen = run_on_screen(STATISTICS_ON_A_SCREEN, width, height, tmp_path)
    assert seen == {"within": True, "close": True, "rows": rows, "scrolls": scrolls}


def test_the_totals_columns_share_the_room_not_the_last_one_alone(window, qtbot):
    # Seen: "Hint/undo", the last column, stood 440 pixels wide over one digit while every
    # other column was as narrow as its words.
    window.resize(1240, 700)
    qtbot.waitUntil(lambda: window.table.width() > 1000, timeout=2000)
    header = window.table.horizontalHeader()
    widths = [header.sectionSize(c) for c in range(header.count())]
    words = [header.model().headerData(c, Qt.Orientation.Horizontal) for c in range(10)]
    assert words[-1] == "Hint/undo" and words[8] == "Longest streak"
    assert widths[-1] < widths[8]  # fewer words, a narrower column
    room = window.table.viewport().width()
    assert room - header.count() <= sum(widths) <= room  # the row is filled, nothing past it
    window.resize(1000, 700)  # narrower: the columns shrink with it, still filling the row
    qtbot.waitUntil(lambda: window.table.viewport().width() < room - 100, timeout=2000)
    narrow = window.table.viewport().width()
    assert narrow - header.count() <= sum(header.sectionSize(c) for c in range(10)) <= narrow


def test_a_narrow_match_plot_shows_every_point_its_words_and_the_games_axes(window, qtbot):
    """Seen at 1280x800, four plots across, a six-player Chuvash Rooster match after its
    first game: the title "Times as the rooster, game by game" made the plot wider than its
    place, so its right part, the points among it, lay under the next plot; the points sat
    on the edge and above the top; the six names covered the plot; Oksana's "+" vanished in
    its white outline; the axes said "Total score" by "Deal or hand"."""
    window.resize(560, 760)  # two across, each plot as narrow as it goes (four across: 290)
    qtbot.waitUntil(lambda: window.match_plot.width() < 290, timeout=2000)
    names = ["You", "Olena", "Taras", "Iryna", "Mykola", "Oksana"]
    long_title = "Times as the rooster, game by game"
    window.set_match_progress({n: [int(n == "Oksana")] for n in names}, long_title, "rooster")
    qtbot.wait(50)
    plot = window.match_plot
    item = plot.getPlotItem()
    assert item.size().width() <= plot.width()  # no part of the plot hidden beyond the view
    assert item.titleLabel.text.endswith("…") and plot.toolTip() == long_title
    assert item.getAxis("bottom").labelText == "Game"
    assert item.getAxis("left").labelText == "Times as the rooster"
    (x0, x1), (y0, y1) = item.vb.viewRange()
    legend = window.match_legend.sceneBoundingRect()
    assert legend.top() >= item.vb.sceneBoundingRect().bottom()  # the names under the plot
    for curve in data_items(plot):
        assert curve.opts["symbol"] != "+"
        xs, ys = curve.getData()
        for x, y in zip(xs, ys, strict=True):
            assert x0 < x < x1 and y0 < y < y1  # inside the axes, not on their edge
            assert not legend.contains(item.vb.mapViewToScene(pg.Point(x, y)))
    window.set_match_progress({"You": [3, 5], "Olena": [4, 1]}, "Current match", "ditch")
    assert item.getAxis("bottom").labelText == "Hand"
    assert item.getAxis("left").labelText == "Total score"
    # a short title is never cut for the names' sake (six names wanted more than the plot had
    # and "Current match" went to "C…"): they take more rows instead
    window.set_match_progress({n: [2, 3] for n in names}, "Current match", "ryadky")
    qtbot.wait(50)
    assert item.titleLabel.text == "Current match"
    assert item.size().width() <= plot.width()


def test_a_window_open_before_the_first_match_shows_it_inside_its_plots(qtbot, tmp_path):
    """The Statistics window was open (its plots saying "No matches yet") when the first match
    ended: the win-rate plot kept the empty plot's view, its one point on the right edge."""
    stats = Statistics(tmp_path)
    window = StatisticsWindow(stats)
    qtbot.addWidget(window)
    window.show()
    stats.record_result("ditch", ["hard"], True, 310, None, False, [40, 95, 175])
    window.refresh()
    qtbot.wait(50)
    (left, right), _ = window.winrate_plot.getPlotItem().viewRange()
    assert left < 1 - 0.1 and right > 1 + 0.1, (left, right)


def test_export_starts_in_the_folder_open_and_save_as_use(qtbot, tmp_path):
    """Export CSV offered "koloda-statistics.csv" in whatever folder Koloda was started from
    (the source tree, a launcher's folder); it starts where Open and Save As do."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from koloda.app.window.main_window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    games = tmp_path / "my games"
    games.mkdir()
    main.saved_games.folder = str(games)
    statistics = main.show_statistics()
    offered: list[str] = []

    def answer(tries: int = 50) -> None:  # as a person would: read where it opened, Cancel
        dialog = QApplication.activeModalWidget()
        if dialog is None and tries > 0:  # not shown yet (a loaded machine): look again
            QTimer.singleShot(100, lambda: answer(tries - 1))
            return
        if isinstance(dialog, QFileDialog):
            offered.append(dialog.directory().absolutePath())
            offered.extend(dialog.selectedFiles())
        if dialog is not None:  # whatever it is, closed: the test never hangs on it
            dialog.reject()

    QTimer.singleShot(100, answer)
    statistics.export_button.click()
    assert offered == [str(games), str(games / "koloda-statistics.csv")]
    assert not (games / "koloda-statistics.csv").exists()  # cancelled: nothing written
    statistics.close()
