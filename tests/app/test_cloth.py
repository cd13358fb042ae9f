"""The screens around the table (start, result, a network table's lobby) are drawn on the
table's own cloth: the colour and surface chosen in Settings, not a fixed green."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QLabel

from koloda.app.net.window import NetWindow
from koloda.app.window.cloth import DARK_INK, LIGHT_INK
from koloda.app.window.main_window import MainWindow
from koloda.store.settings import TABLE_COLOURS, Settings


def middle_colour(widget: Any) -> QColor:
    """The colour of the widget's cloth at its left edge, half way down (no words there)."""
    image = widget.grab().toImage()
    return image.pixelColor(6, image.height() // 2)


def hue_near(colour: QColor, wanted: str) -> bool:
    expected = QColor(wanted)
    return abs(colour.hsvHue() - expected.hsvHue()) < 25 and colour.saturation() > 40


def test_the_start_screen_takes_the_table_colour_and_surface_chosen(qtbot: Any) -> None:
    window = MainWindow(persist=False)
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    start = window.start_screen
    assert hue_near(middle_colour(start), TABLE_COLOURS["green"])  # the default table
    # Settings > a blue table: the start screen is blue at once (it stayed green)
    window.player.apply(replace(window.settings, table_colour=TABLE_COLOURS["blue"]))
    assert hue_near(middle_colour(start), TABLE_COLOURS["blue"])
    # wooden boards: brown, whatever the colour
    window.player.apply(replace(window.settings, table_surface="wood"))
    wood = middle_colour(start)
    assert wood.red() > wood.blue() and not hue_near(wood, TABLE_COLOURS["blue"])
    # the result screen, made at a match's end, is on the same boards
    result = window.result_screen
    result.resize(start.size())
    assert middle_colour(result).rgb() == wood.rgb()
    # high contrast: its own plain dark cloth, light words
    window.player.apply(replace(window.settings, high_contrast=True))
    assert max(middle_colour(start).getRgb()[:3]) < 60
    assert start.cloth.ink() == LIGHT_INK


def heading_ink(window: MainWindow) -> str:
    heading = window.start_screen.findChild(QLabel, "heading")
    assert heading is not None
    heading.ensurePolished()
    return heading.palette().color(heading.foregroundRole()).name()


def test_words_on_a_light_cloth_are_dark(qtbot: Any) -> None:
    window = MainWindow(persist=False)
    qtbot.addWidget(window)
    window.show()
    window.player.apply(replace(window.settings, table_colour="#e6dcc0"))  # a custom colour
    assert heading_ink(window) == DARK_INK
    window.player.apply(replace(window.settings, table_colour=TABLE_COLOURS["red"]))
    assert heading_ink(window) == LIGHT_INK


def test_a_network_tables_lobby_is_on_the_players_cloth(qtbot: Any) -> None:
    settings = replace(Settings(), table_colour=TABLE_COLOURS["red"])
    window = NetWindow(settings, ai_pause_ms=0, speed="off")
    qtbot.addWidget(window)
    window.resize(1100, 700)
    window.show()
    qtbot.waitExposed(window)
    assert hue_near(middle_colour(window.lobby), TABLE_COLOURS["red"])
