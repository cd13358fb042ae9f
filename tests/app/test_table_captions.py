"""No caption on the table is clipped: each is at least as wide as its text in the caption font,
in English, Russian and Ukrainian, at 1280x800, 900x600 and the narrowest table of a window
800 pixels wide (630 beside the game log; 800 with it hidden for six seats)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QRectF, QSizeF

from koloda.app import i18n
from koloda.app.games import kit
from koloda.app.table.layout import (
    CAPTION_PX,
    PLATE_SEPARATOR,
    Seats,
    caption_advance,
    plate_line,
)
from koloda.app.table.marks import Caption

# the narrowest table each is read at: a window 800 px wide beside its game log (630)
GAMES = [
    ("ryadky", 4, 9, 630),
    ("ryadky", 3, 9, 630),  # two plates across the top: "6 карт · стопка 0 · разо…" at 630
    ("rooster", 4, 10, 630),
    ("ditch", 3, 45, 630),
    ("ryadky", 6, 40, 630),  # three across the top: "1 card · stack 6 · total 1…" at 630
    ("rooster", 6, 10, 630),
]
SIZES = [(1280, 800), (900, 600)]


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_caption_is_as_wide_as_its_text(
    qtbot: Any, lang: str, make_table: Any, show: Any, positions: Any
) -> None:
    assert i18n.install_language(lang)
    for game, players, moves, narrowest in GAMES:
        obs = positions.midgame(game, players, seed=5, moves=moves).observation(0)
        if "totals" in obs["public"]:  # late in a match: three-digit totals
            obs["public"]["totals"] = [123 + 7 * k for k in range(players)]
        for w, h in [*SIZES, (narrowest, 560)]:
            t = make_table(game, players, (w, h))
            show(t, obs)
            caps = [c for c in t.scene.items() if isinstance(c, Caption)]
            assert caps, (game, w)
            view = QRectF(t.view.viewport().rect())
            for c in caps:
                rect = c.mapRectToScene(c.boundingRect())
                assert rect.width() >= caption_advance(c.text), (lang, game, w, c.text, rect)
                assert view.contains(rect), (lang, game, w, c.text, rect)
            for plate in t.plates.values():  # the plate's counts are not elided either
                room = plate.seat_panel.rect.width() - 16
                line, px = plate_line(plate.seat_panel.lines, room, plate.seat_panel.step)
                assert caption_advance(line, px) <= room, (lang, game, players, w, line)
            t.close()


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_two_plates_across_a_narrow_table_take_the_room_their_counts_need(
    qtbot: Any, lang: str, make_table: Any, show: Any, positions: Any
) -> None:
    """Three players at a table 630 px wide (a window 800 px wide beside its game log): the
    two plates across the top kept a third of the width each and read "6 карт · стопка 0 ·
    разо…"; the row has room for their counts in full, in the caption font's own size."""
    assert i18n.install_language(lang)
    obs = positions.midgame("ryadky", 3, seed=5, moves=9).observation(0)
    obs["public"]["totals"] = [123, 130, 137]
    t = make_table("ryadky", 3, (630, 515))
    show(t, obs)
    tops = [p.seat_panel for p in t.plates.values() if p.seat_panel.seat != 0]
    assert len(tops) == 2
    for panel in tops:
        line, px = plate_line(panel.lines, panel.rect.width() - 16)
        assert (line, px) == (PLATE_SEPARATOR.join(panel.lines), CAPTION_PX), line
    left, right = sorted((p.rect for p in tops), key=lambda r: r.left())
    assert left.right() < right.left() and right.right() <= 630
    t.close()


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_each_opponents_stack_is_named_at_a_narrow_table(
    qtbot: Any, lang: str, make_table: Any, show: Any, positions: Any
) -> None:
    """Six players at a table 630 px wide (a window 800 px wide beside its log): a stack of
    20 was captioned "20", its neighbours "stack 5" (the caption kept the width of a small
    card). Each opponent's stack is named as the person's own is, within its seat's place."""
    assert i18n.install_language(lang)
    obs = positions.midgame("ryadky", 6, seed=5, moves=40).observation(0)
    obs["public"]["stacks"] = [2, 20, 6, 24, 4, 20]
    t = make_table("ryadky", 6, (630, 515))
    show(t, obs)
    named = QCoreApplication.translate("Table", "stack {n}")
    caps = [c.text for c in t.scene.items() if isinstance(c, Caption)]
    for n in obs["public"]["stacks"]:
        assert named.format(n=n) in caps, (lang, n, caps)
    assert not [c for c in caps if c.isdigit()], caps
    view = QRectF(t.view.viewport().rect())
    for c in t.scene.items():
        if isinstance(c, Caption):
            assert view.contains(c.mapRectToScene(c.boundingRect())), c.text
    t.close()


def test_the_opponents_counts_are_of_one_size_when_one_plate_must_shrink(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    """Four players at a table 630 px wide: the plate whose counts were longest ("5 карт ·
    стопка 11 · разом 137") drew them a pixel smaller than its neighbours'; the row shares one
    size, each line whole in its plate."""
    assert i18n.install_language("uk")
    obs = positions.midgame("ryadky", 4, seed=5, moves=9).observation(0)
    obs["public"]["totals"] = [123, 130, 137, 144]
    t = make_table("ryadky", 4, (630, 515))
    show(t, obs)
    theirs = [p.seat_panel for p in t.plates.values() if p.seat_panel.seat != 0]
    drawn = [plate_line(p.lines, p.rect.width() - 16, p.step) for p in theirs]
    assert len(theirs) == 3 and len({px for _line, px in drawn}) == 1, drawn
    assert drawn[0][1] < CAPTION_PX  # one of them needed a smaller size, so all have it
    for panel, (line, px) in zip(theirs, drawn, strict=True):
        assert caption_advance(line, px) <= panel.rect.width() - 16, line
    t.close()


def test_the_human_stack_caption_fits_stopka_0(qapp: Any, positions: Any) -> None:
    """The caption beside the human's own Ryadky stack once had a fixed 40 px: "стопка 0"
    showed as "топка"."""
    assert i18n.install_language("ru")
    obs = positions.midgame("ryadky", 2, seed=3, moves=0).observe(0)
    layout = kit("ryadky").layout(obs, QSizeF(1280, 800), Seats(["A", "B"], ["", "easy"], 0))
    mine = [(r, text) for r, text in layout.captions if text.startswith("стопка")]
    assert mine, layout.captions
    for rect, text in mine:
        assert rect.width() >= caption_advance(text) > 40


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_an_opponents_stack_is_named_as_the_persons_own(
    qapp: Any, positions: Any, lang: str
) -> None:
    """An opponent's Ryadky stack was captioned "6" where the person's said "stack 0": at a
    two-player table both now say what they count."""
    assert i18n.install_language(lang)
    obs = positions.midgame("ryadky", 2, seed=5, moves=12).observe(0)
    layout = kit("ryadky").layout(obs, QSizeF(1280, 800), Seats(["A", "B"], ["", "easy"], 0))
    word = {"en": "stack", "ru": "стопка", "uk": "стопка"}[lang]
    stacks = [text for _, text in layout.captions if text.startswith(word + " ")]
    assert len(stacks) == 2, layout.captions
    assert not [text for _, text in layout.captions if text.isdigit()], layout.captions
