"""No caption on the table is clipped: each is at least as wide as its text in the caption font,
in English, Russian and Ukrainian, at 1280x800 and 900x600."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QRectF, QSizeF

from koloda.app import i18n
from koloda.app.games import kit
from koloda.app.table.layout import Seats, caption_advance, plate_line
from koloda.app.table.marks import Caption

GAMES = [("ryadky", 4, 9), ("rooster", 4, 10), ("ditch", 3, 45), ("ryadky", 6, 40)]
SIZES = [(1280, 800), (900, 600)]


@pytest.fixture
def english_after(qapp: Any) -> Iterator[None]:
    yield
    i18n.install_language("en")


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_every_caption_is_as_wide_as_its_text(
    qtbot: Any, english_after: None, lang: str, make_table: Any, show: Any, positions: Any
) -> None:
    assert i18n.install_language(lang)
    for game, players, moves in GAMES:
        obs = positions.midgame(game, players, seed=5, moves=moves).observation(0)
        if "totals" in obs["public"]:  # late in a match: three-digit totals
            obs["public"]["totals"] = [123 + 7 * k for k in range(players)]
        for w, h in SIZES:
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
                line, px = plate_line(plate.seat_panel.lines, room)
                assert caption_advance(line, px) <= room, (lang, game, line)
            t.close()


def test_the_human_stack_caption_fits_stopka_0(
    qapp: Any, english_after: None, positions: Any
) -> None:
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
    qapp: Any, english_after: None, positions: Any, lang: str
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
