"""The Statistics window's plots: each player's colour, marker and dash, axes that count whole
things, and a plot whose title never makes it wider than its place (koloda.app.window.
stats_window lays them out)."""

from __future__ import annotations

import math
from typing import Any

import pyqtgraph as pg  # type: ignore[import-untyped]
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QResizeEvent

from koloda.app.window.match_chart import DASHES

SERIES_COLOURS = ("#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b")
# each player's line of the match plot its own marker and dash; the first drawn the widest, so
# that equal totals show as a band of both colours, not one line hiding another (issue 41);
# every marker filled (a "+" in its white outline vanished on the white plot)
SERIES_SYMBOLS = ("o", "s", "t", "d", "star", "h")
# each marker's size scaled so that it covers about the area a circle of its nominal size does
# (a triangle or a diamond fills half of its square, a star less): a seat's point on its own
# showed as a speck beside the others (a 7 px triangle under its white outline)
SYMBOL_SCALE = {"o": 1.0, "s": 0.89, "t": 1.25, "d": 1.25, "star": 1.5, "h": 1.1}
SERIES_DASHES = DASHES  # the result chart's dashes, in the same order


def series_style(n: int, count: int) -> dict[str, Any]:
    """The pen and marker of the ``n``-th of ``count`` players' lines: distinct in colour, dash,
    marker and width, the earlier ones wider and under the later, so none hides another."""
    colour = SERIES_COLOURS[n % len(SERIES_COLOURS)]
    under = count - 1 - n  # how many lines are drawn over this one
    symbol = SERIES_SYMBOLS[n % len(SERIES_SYMBOLS)]
    return {
        "pen": pg.mkPen(colour, width=2 + 1.5 * under, style=SERIES_DASHES[n % len(SERIES_DASHES)]),
        "symbol": symbol,
        "symbolSize": (10 + 2 * under) * SYMBOL_SCALE[symbol],
        "symbolBrush": colour,
        "symbolPen": pg.mkPen("w"),
    }


INK = "#303030"


class WholeNumberAxis(pg.AxisItem):  # type: ignore[misc]
    """An axis of counts (games, rounds): ticks only on whole numbers, never "0.6 games"."""

    def tickValues(self, minVal: float, maxVal: float, size: float) -> list[Any]:
        levels = [
            (spacing, [v for v in values if float(v).is_integer()])
            for spacing, values in super().tickValues(minVal, maxVal, size)
            if spacing >= 1
        ]
        levels = [(spacing, values) for spacing, values in levels if values]
        if levels:
            return levels
        low, high = math.ceil(minVal), math.floor(maxVal)
        return [(1.0, [float(v) for v in range(low, high + 1)])] if low <= high else []


class FitPlot(pg.PlotWidget):  # type: ignore[misc]
    """A plot whose title is cut short with "…" where the plot is narrower than it (whole in
    the tooltip): a title wider than the plot made the plot wider than its place, and its
    right part, the points of the match among it, was hidden under the next plot."""

    full_title = ""  # (a class default: the view is resized while it is made)
    legend: pg.LegendItem | None = None  # names under the plot, as many to a row as fit

    def set_title(self, text: str) -> None:
        self.full_title = text
        self.setToolTip(text)
        self.fit()
        QTimer.singleShot(0, self, self.fit)  # again with the axes' words and data in

    def fit(self) -> None:
        """The legend's rows and the title to the room over the plot's box."""
        item = self.getPlotItem()
        axis = item.getAxis("left")
        room = self.width() - (axis.width() if axis.isVisible() else 0) - 12
        if self.legend is not None:
            for columns in (3, 2, 1):
                self.legend.setColumnCount(columns)
                if self.legend.effectiveSizeHint(Qt.SizeHint.MinimumSize).width() <= room:
                    break
        text = self.full_title
        item.setTitle(text, color=INK)
        keep = len(text)
        while item.titleLabel.minimumWidth() > room and keep > 1:  # as the label measures
            keep -= 1
            item.setTitle(text[:keep].rstrip() + "…", color=INK)
        super().resizeEvent(None)  # the plot laid out again within the view

    def resizeEvent(self, event: QResizeEvent | None) -> None:
        super().resizeEvent(event)
        if self.full_title:
            self.fit()


def plot_widget(*whole: str) -> FitPlot:
    """A plot with Koloda's colours; the axes named in ``whole`` count whole things."""
    axes = {side: WholeNumberAxis(side) for side in whole}
    plot = FitPlot(background="w", axisItems=axes)
    plot.setMinimumSize(260, 200)
    plot.showGrid(x=True, y=True, alpha=0.25)
    for side in ("left", "bottom"):
        axis = plot.getAxis(side)
        axis.setPen(pg.mkPen(INK))
        axis.setTextPen(pg.mkPen(INK))
        axis.enableAutoSIPrefix(False)  # scores and counts, never "x0.001"
    plot.setMenuEnabled(False)
    return plot


def has_data(plot: pg.PlotWidget, has: bool, empty: str) -> bool:
    """With no data a plot shows a sentence instead of empty axes (its view fixed to hold the
    sentence); with data its view follows the data again (a window opened before the first
    match kept that fixed view, and the match's one point stood on its right edge)."""
    for side in ("left", "bottom"):
        plot.showAxis(side, has)
    if has:
        plot.enableAutoRange()
    else:
        text = pg.TextItem(empty, color=INK, anchor=(0.5, 0.5))
        plot.addItem(text)
        plot.setXRange(0, 1, padding=0)
        plot.setYRange(0, 1, padding=0)
        text.setPos(0.5, 0.5)
    return has
