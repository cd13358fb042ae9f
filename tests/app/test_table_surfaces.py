"""Tables to choose (issue 43): felt, linen and wooden boards, chosen in Settings > Appearance
beside the deck, remembered, drawn under the cards, and plain in high contrast."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QColor, QImage
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from koloda.app.table.showpiece import Cheer, cheer_words
from koloda.app.table.theme import HIGH_CONTRAST, STANDARD, contrast_ratio
from koloda.app.window.main_window import MainWindow
from koloda.store.settings import TABLE_SURFACES, SettingsStore


def _felt_points(t: Any) -> list[tuple[int, int]]:
    """Points of the table where no card, plate or caption lies: its left and right edges."""
    h = t.view.viewport().height()
    return [(x, y) for x in (3, 8, 14, t.view.viewport().width() - 6) for y in (h // 2, h // 2 + 9)]


def _mean(image: QImage, points: list[tuple[int, int]]) -> QColor:
    cs = [image.pixelColor(x, y) for x, y in points]
    n = len(cs)
    red, green = sum(c.red() for c in cs) // n, sum(c.green() for c in cs) // n
    return QColor(red, green, sum(c.blue() for c in cs) // n)


def test_the_surfaces_are_the_settings_choices() -> None:
    from koloda.app.table.felt import SURFACES

    assert SURFACES == TABLE_SURFACES


def test_each_surface_is_drawn_under_the_deal_and_wood_is_its_own_colour(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    t = make_table("ryadky", 2, (1000, 640))
    show(t, positions.ryadky_after_lead().observation(0))
    seen: dict[str, QImage] = {}
    for surface in TABLE_SURFACES:
        t.set_appearance(False, "deck", "#1e5c3a", surface=surface)
        assert t.scene.surface == surface
        seen[surface] = t.view.viewport().grab().toImage()
    points = _felt_points(t)
    felt, linen, wood = (_mean(seen[s], points) for s in TABLE_SURFACES)
    assert felt.green() > felt.red() and linen.green() > linen.red()  # the table colour
    assert wood.red() > wood.green() > wood.blue()  # brown boards, whatever the colour
    # each its own texture: the same places differ from one surface to the next
    row = [(x, t.view.viewport().height() // 2) for x in range(40, 140)]
    shades = {s: [seen[s].pixel(x, y) for x, y in row] for s in TABLE_SURFACES}
    assert shades["felt"] != shades["linen"] != shades["wood"] != shades["felt"]
    assert all(len(set(v)) > 8 for v in shades.values())  # textured, not flat
    # the captions' light text straight on the boards still reads (WCAG AA, 4.5:1)
    on_wood = contrast_ratio(QColor(STANDARD.caption_text), wood)
    assert on_wood >= 4.5, on_wood


def _bar(t: Any) -> QColor:
    """The action bar's own colour: its bottom right corner, where no label or button is."""
    image = t.grab().toImage()
    return image.pixelColor(image.width() - 3, image.height() - 3)


def test_the_action_bar_is_a_shade_of_the_surface_chosen_and_its_line_reads(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    t = make_table("ryadky", 2, (1000, 640))
    show(t, positions.ryadky_after_lead().observation(0))
    for colour, hue in (("#1e5c3a", "green"), ("#1d3f6e", "blue")):  # a green table, a blue
        bars = {}
        for surface in TABLE_SURFACES:
            t.set_appearance(False, "deck", colour, surface=surface)
            bars[surface] = _bar(t)
            # the bar's line stays readable on it (WCAG AA, 4.5:1)
            assert contrast_ratio(QColor(STANDARD.bar_text), bars[surface]) >= 4.5, surface
        for surface in ("felt", "linen"):  # a shade of the table colour
            c = bars[surface]
            channels = {"red": c.red(), "green": c.green(), "blue": c.blue()}
            assert max(channels, key=lambda k: channels[k]) == hue, (surface, c.name())
        wood = bars["wood"]  # brown boards, a brown bar, whatever the table colour
        assert wood.red() > wood.green() > wood.blue(), wood.name()
    # high contrast keeps its own black bar on every surface
    for surface in TABLE_SURFACES:
        t.set_appearance(False, "deck", "#1d3f6e", high_contrast=True, surface=surface)
        assert _bar(t).name() == QColor(HIGH_CONTRAST.bar_bg).name(), surface


def test_high_contrast_keeps_its_plain_felt_on_every_surface(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    t = make_table("ryadky", 2, (1000, 640))
    t.set_appearance(False, "deck", "#1e5c3a", high_contrast=True, large_cards=True, surface="wood")
    show(t, positions.ryadky_after_lead().observation(0))
    image = t.view.viewport().grab().toImage()
    assert {image.pixelColor(x, y).name() for x, y in _felt_points(t)} == {HIGH_CONTRAST.felt}


def test_the_surface_chosen_in_settings_is_kept_and_shown_on_the_table(qtbot: Any) -> None:
    window = MainWindow(speed="off")
    qtbot.addWidget(window)
    window.show()
    dialog = window.player.show_dialog()
    qtbot.waitExposed(dialog)
    combo = dialog.surface_combo
    assert combo.currentData() == "felt" and dialog.colour_combo.isEnabled()
    before = dialog.preview.pixmap().toImage()
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Down)  # felt, linen, then wood
    QTest.keyClick(combo, Qt.Key.Key_Down)
    assert combo.currentData() == "wood"
    assert not dialog.colour_combo.isEnabled()  # the boards have their own colour
    after = dialog.preview.pixmap().toImage()
    corner = after.pixelColor(4, after.height() // 2)
    assert after != before and corner.red() > corner.green() > corner.blue()
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    QTest.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert window.settings.table_surface == "wood"
    assert SettingsStore().load()[0].table_surface == "wood"
    assert window.table.scene.surface == "wood"
    window.close()

    again = MainWindow(speed="off")  # the next start
    qtbot.addWidget(again)
    assert again.settings.table_surface == "wood"
    assert again.table.scene.surface == "wood"


def _panel_pixel(t: Any, item: Any) -> QColor:
    """The background of a banner or of the flourish's words: inside its left edge, level
    with its middle, where neither its border nor its text is drawn."""
    box = item.mapRectToScene(item.rect)
    point = t.view.mapFromScene(QPointF(box.left() + 7, box.center().y()))
    return t.view.viewport().grab().toImage().pixelColor(point)


def test_banners_and_the_flourish_words_are_a_shade_of_the_table_not_green(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    """Issue 43: the banners and the words of a won round kept the standard theme's dark
    green (#d7101c14) on the wooden boards and on a blue table, as the action bar had."""
    t = make_table("ryadky", 2, (1000, 640))
    show(t, positions.ryadky_after_lead().observation(0))
    t.show_caption("Taras takes the pile")
    banner = t.banner
    assert banner is not None
    centre = t.layout_.centre.center()
    words = Cheer(cheer_words("round", []), QPointF(centre.x(), centre.y() + 60), big=False)
    t.scene.addItem(words)
    for surface, colour in (("wood", "#1e5c3a"), ("linen", "#1d3f6e"), ("felt", "#1d3f6e")):
        t.set_appearance(False, "deck", colour, surface=surface)
        for item in (banner, words):
            c = _panel_pixel(t, item)
            where = (surface, type(item).__name__, c.name())
            assert c.green() < max(c.red(), c.blue()), where  # not the old green
            if surface == "wood":  # brown boards, a brown banner
                assert c.red() > c.green() > c.blue(), where
            else:  # a blue table, a blue banner
                assert c.blue() > c.red() and c.blue() > c.green(), where
            # dark enough that its light words read (WCAG AA, 4.5:1)
            assert contrast_ratio(QColor(STANDARD.banner_text), c) >= 4.5, where
    # on the green felt it is the dark green it always was; high contrast keeps its black
    t.set_appearance(False, "deck", "green", surface="felt")
    green = _panel_pixel(t, banner)
    assert green.green() > green.red() and green.green() > green.blue(), green.name()
    t.set_appearance(False, "deck", "#1d3f6e", high_contrast=True, surface="wood")
    for item in (banner, words):
        assert _panel_pixel(t, item).name() == QColor(HIGH_CONTRAST.banner_bg).name(), item
