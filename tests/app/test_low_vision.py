"""Low vision: the high-contrast table theme (every text colour it draws at least 4.5:1 against
what it is drawn on, WCAG 2's relative luminance) and large cards."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QSizeF
from PySide6.QtGui import QColor

from koloda.app.games import kits
from koloda.app.table.decks import DARK_RED, DECKS, suit_colours
from koloda.app.table.drawn_deck import PAPER, SUITS, suit_colour
from koloda.app.table.layout import LARGE_CARDS, card_width_for
from koloda.app.table.marks import Caption, SeatPlate
from koloda.app.table.scene import TABLE_COLOURS
from koloda.app.table.theme import (
    HIGH_CONTRAST,
    STANDARD,
    bar_background,
    contrast_ratio,
    relative_luminance,
)
from koloda.app.window.settings_dialog import SettingsDialog
from koloda.store.settings import Settings

HC = HIGH_CONTRAST
AA = 4.5  # WCAG 2 AA for text; the card indices are held to it too


def test_the_contrast_formula_gives_wcag_s_known_values() -> None:
    white, black = QColor("#ffffff"), QColor("#000000")
    assert relative_luminance(white) == pytest.approx(1.0)
    assert relative_luminance(black) == pytest.approx(0.0)
    assert contrast_ratio(white, black) == pytest.approx(21.0)
    assert contrast_ratio(black, white) == pytest.approx(21.0)
    assert contrast_ratio(QColor("#777777"), white) == pytest.approx(4.48, abs=0.01)
    # a translucent colour is measured as it looks over its background
    assert contrast_ratio(QColor("#00ffffff"), black) == pytest.approx(1.0)


def _text_pairs() -> list[tuple[str, str, str]]:
    """(what, text colour, what it is drawn on) for every text the high-contrast table draws."""
    felt = HC.felt
    assert felt is not None and HC.caption_bg is not None and HC.pill_fill is not None
    pairs = [
        ("plate name", HC.plate_name, HC.plate_bg),
        ("plate level", HC.plate_level, HC.plate_bg),
        ("plate counts", HC.plate_counts, HC.plate_bg),
        ("pill", HC.pill_text, HC.pill_fill),
        ("caption", HC.caption_text, HC.caption_bg),
        ("banner", HC.banner_text, HC.banner_bg),
        ("action bar info", HC.bar_text, HC.bar_bg),
    ]
    assert HC.popup_text is not None  # one colour for every popup, whatever the kit asks
    pairs.append(("popup", HC.popup_text, HC.popup_bg))
    # and every text straight against the felt, were its solid background not there
    on_felt = [HC.plate_name, HC.plate_level, HC.plate_counts, HC.caption_text, HC.popup_text]
    pairs += [(f"{t} on the felt", t, felt) for t in (*on_felt, HC.banner_text, HC.pill_text)]
    # the backgrounds are solid, so what lies under them never shows through
    for bg in (HC.plate_bg, HC.caption_bg, HC.banner_bg, HC.popup_bg, HC.pill_fill, HC.bar_bg):
        assert QColor(bg).alpha() == 255, bg
    return pairs


@pytest.mark.parametrize(("what", "fg", "bg"), _text_pairs())
def test_every_text_of_the_high_contrast_table_reaches_4_5_to_1(
    what: str, fg: str, bg: str
) -> None:
    assert contrast_ratio(QColor(fg), QColor(bg)) >= AA, (what, fg, bg)


@pytest.mark.parametrize("four", [False, True], ids=["two_colour", "four_colour"])
@pytest.mark.parametrize("suit", list(SUITS))
def test_card_indices_of_every_suit_reach_4_5_to_1_on_the_card(suit: str, four: bool) -> None:
    ink = suit_colour(suit, four)
    assert contrast_ratio(ink, PAPER) >= AA, (suit, four, ink.name())


@pytest.mark.parametrize("four", [False, True], ids=["two_colour", "four_colour"])
@pytest.mark.parametrize("deck", list(DECKS))
def test_the_svg_decks_indices_reach_4_5_to_1_in_high_contrast(deck: str, four: bool) -> None:
    colours = suit_colours(DECKS[deck], four, dark_red=True)
    for suit in SUITS:  # their cards are white
        assert contrast_ratio(QColor(colours[suit]), QColor("#ffffff")) >= AA, (deck, suit)
    assert len(set(colours.values())) == (4 if four else 2)


def test_atlas_hearts_are_drawn_in_the_darker_red_in_high_contrast(qtbot: Any) -> None:
    from koloda.app.table.card_art import CardRenderer

    assert contrast_ratio(QColor(DECKS["atlas"].red), QColor("#ffffff")) < AA  # why it is needed
    renderer = CardRenderer("atlas")
    for high, wanted, other in [(False, DECKS["atlas"].red, DARK_RED), (True, DARK_RED, "")]:
        renderer.high_contrast = high
        image = renderer.pixmap("5H", 200).toImage()
        found = {image.pixelColor(x, y).name() for x in range(200) for y in range(0, 280, 2)}
        assert wanted in found and other not in found, high


def test_the_four_colour_deck_keeps_four_colours() -> None:
    assert len({suit_colour(s, True).name() for s in SUITS}) == 4
    assert len({suit_colour(s, False).name() for s in SUITS}) == 2


def test_targets_and_marks_stand_out_from_the_felt_and_the_cards() -> None:
    felt = QColor(HC.felt)
    for colour in (HC.target, HC.target_hot, HC.active_border, HC.outline, HC.cursor):
        assert contrast_ratio(QColor(colour), felt) >= AA, colour
    for colour in (HC.target_hot, HC.hint_glow, HC.cursor, HC.card_edge or ""):  # on cards
        assert contrast_ratio(QColor(colour), PAPER) >= 3.0, colour  # WCAG 1.4.11
    assert HC.target_width > STANDARD.target_width and HC.card_edge is not None


def _grab(t: Any) -> Any:
    return t.view.viewport().grab().toImage()


def test_the_high_contrast_table_is_drawn_in_its_colours(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.midgame("rooster", 4, seed=5, moves=10)
    t = make_table("rooster", 4)
    show(t, s.observation(0))
    t.set_appearance(True, "deck", "#1e5c3a", deck="koloda", high_contrast=True)
    assert t.scene.theme is HC and t.scene.renderer.high_contrast
    assert t.scene.felt.name() == HC.felt  # its own felt, whatever the table colour
    image = _grab(t)
    # plain: the same colour at points where the textured felt's lamp and weave differ
    centre = t.layout_.centre
    points = [(int(centre.left()) + 4, int(centre.top()) + 4), (2, image.height() // 2)]
    points += [(image.width() - 3, image.height() // 2)]
    assert {image.pixelColor(x, y).name() for x, y in points} == {HC.felt}
    plate = next(p for p in t.plates.values() if p.seat_panel.seat != 0).seat_panel.rect
    inside = image.pixelColor(int(plate.center().x()), int(plate.bottom()) - 5)  # no text there
    assert inside.name() == HC.plate_bg
    assert t.bar.styleSheet().count(HC.bar_bg) == 1
    assert any(isinstance(c, Caption) for c in t.captions)
    assert all(isinstance(p, SeatPlate) for p in t.plates.values())

    t.set_appearance(True, "deck", "#1e5c3a", deck="koloda")  # back to the standard table
    assert t.scene.theme is STANDARD and not t.scene.renderer.high_contrast
    assert t.scene.felt.name() == "#1e5c3a"
    image = _grab(t)
    assert len({image.pixelColor(x, y).name() for x, y in points}) > 1  # the cloth and lamp


@pytest.mark.parametrize("size", [(1280, 800), (1920, 1080)])
def test_large_cards_are_bigger_on_the_table(
    qtbot: Any, size: tuple[int, int], make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.midgame("ditch", 4, seed=7, moves=40)
    t = make_table("ditch", 4, size)
    show(t, s.observation(0))
    normal = t.scene.hand_items()[0].width
    opponents = {round(c.width, 2) for c in t.scene.cards if c.zone == "hand:1"}
    t.set_appearance(False, "deck", "#1e5c3a", large_cards=True)
    qtbot.waitUntil(lambda: t.scene.hand_items()[0].width > normal, timeout=3000)
    large = t.scene.hand_items()[0].width
    assert large >= normal * 1.15  # 1.2x on a 1280x800 table, 1.3x at 1920x1080
    assert large <= normal * LARGE_CARDS + 0.01
    assert {round(c.width, 2) for c in t.scene.cards if c.zone == "hand:1"} == opponents
    t.set_appearance(False, "deck", "#1e5c3a")
    qtbot.waitUntil(lambda: abs(t.scene.hand_items()[0].width - normal) < 0.01, timeout=3000)


def test_large_cards_never_grow_past_what_fits() -> None:
    for w, h in [(1280, 800), (1920, 1080), (900, 600), (480, 320)]:
        size = QSizeF(w, h)
        normal, large = card_width_for(size), card_width_for(size, LARGE_CARDS)
        assert normal <= large <= normal * LARGE_CARDS
        assert card_width_for(size, 1.0) == normal


def test_the_settings_dialog_offers_both_options(qtbot: Any) -> None:
    dialog = SettingsDialog(Settings(table_colour="#1d4466"))
    qtbot.addWidget(dialog)
    assert not dialog.large_check.isChecked() and not dialog.contrast_check.isChecked()
    assert dialog.colour_combo.isEnabled()
    corner = dialog.preview.pixmap().toImage().pixelColor(3, 40)
    assert abs(corner.hue() - QColor("#1d4466").hue()) < 12  # on the table colour's felt
    dialog.large_check.setChecked(True)
    dialog.contrast_check.setChecked(True)
    assert not dialog.colour_combo.isEnabled()  # the high-contrast felt is its own
    assert dialog.preview.pixmap().toImage().pixelColor(3, 40).name() == HC.felt
    edited = dialog.settings()
    assert edited.large_cards and edited.high_contrast
    assert edited.table_colour == "#1d4466"  # kept for when high contrast is turned off
    assert dialog.large_check.accessibleName() == "Large cards"
    assert dialog.contrast_check.accessibleName() == "High contrast table"
    texts = [dialog.large_check.text(), dialog.contrast_check.text()]
    assert all(text.count("&") == 1 for text in texts)
    labels = [lb.text() for lb in dialog.labels.values()]
    checks = [dialog.four_check.text(), *texts, *(k.opponents_label() for k in kits())]
    keys = [t[t.index("&") + 1].lower() for t in {*labels, *checks} if "&" in t]
    assert len(keys) == len(set(keys)), keys  # every mnemonic its own letter
    dialog.set_settings(Settings(large_cards=True, high_contrast=True))
    assert dialog.large_check.isChecked() and dialog.contrast_check.isChecked()
    dialog.set_settings(Settings())
    assert dialog.colour_combo.isEnabled()


@pytest.mark.parametrize("high", [False, True])
def test_the_action_bar_is_painted_in_its_theme_so_its_line_reads(
    qtbot: Any, make_table: Any, show: Any, positions: Any, high: bool
) -> None:
    t = make_table("ryadky", 2)
    t.set_appearance(True, "blue", "green", high_contrast=high)
    show(t, positions.ryadky_after_lead().observation(0))
    theme = HIGH_CONTRAST if high else STANDARD
    image = t.grab().toImage()  # the whole table, as it is seen: the bar is its bottom strip
    corner = image.pixelColor(image.width() - 3, image.height() - 3)
    # the standard bar is a dark shade of the green felt (the theme's own in high contrast)
    expected = theme.bar_bg if high else bar_background(theme, QColor(TABLE_COLOURS["green"]))
    assert corner.name() == QColor(expected).name()
    assert t.info.text()  # the line on it: the deal and where the match stands
