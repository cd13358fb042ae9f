"""Screenshots of each game's table mid-game in each card deck, for people to look at.

Runs only with KOLODA_SCREENSHOTS=<dir>; writes <game>_<deck>_<w>x<h>.png there (and one mid-drag
per game and deck).
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.table.card_art import DECK_NAMES

OUT = os.environ.get("KOLODA_SCREENSHOTS")
pytestmark = pytest.mark.skipif(not OUT, reason="set KOLODA_SCREENSHOTS=<dir> to write them")

GAMES = [("ryadky", 4, 9), ("rooster", 4, 10), ("ditch", 3, 45)]
SIZES = [(1280, 800), (1920, 1080), (900, 600)]


@pytest.mark.parametrize("deck", DECK_NAMES)
@pytest.mark.parametrize(("game", "players", "moves"), GAMES)
def test_write_table_screenshots(
    qtbot: Any,
    deck: str,
    game: str,
    players: int,
    moves: int,
    make_table: Any,
    show: Any,
    mouse: Any,
    positions: Any,
) -> None:
    assert OUT is not None
    folder = Path(OUT)
    folder.mkdir(parents=True, exist_ok=True)
    s = positions.midgame(game, players, seed=5, moves=moves)
    obs = s.observation(0)
    for w, h in SIZES:
        t = make_table(game, players, (w, h))
        t.set_appearance(deck == "atlas", "deck", "#1e5c3a", deck=deck)  # Atlas in four colours
        show(t, obs)
        t.set_thinking(1)
        assert t.scene.renderer.problem is None
        path = folder / f"{game}_{deck}_{w}x{h}.png"
        assert t.grab().save(str(path))
        assert path.stat().st_size > 10_000
    assert obs["legal"]  # the position is the human's turn: a drag in progress, targets lit
    hand = [c.card for c in t.scene.hand_items()]
    card = next((c for c in hand if t.input.legal_targets_for([c])), hand[0])
    viewport = t.view.viewport()
    a = mouse.to_view(t, t.card_point(card))
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    d = QApplication.startDragDistance() + 4
    QTest.mouseMove(viewport, a + QPoint(d, -d))
    QTest.mouseMove(viewport, a + QPoint(-40, -int(h * 0.25)))
    assert t.grab().save(str(folder / f"{game}_{deck}_drag.png"))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)


THEMES = [("high_contrast", True, False), ("large_cards", False, True), ("low_vision", True, True)]
LOW_VISION_GAMES = [("ryadky", 4, 9), ("rooster", 6, 12), ("ditch", 4, 40)]


@pytest.mark.parametrize(("theme", "contrast", "large"), THEMES)
@pytest.mark.parametrize("four", [False, True], ids=["two", "four"])
@pytest.mark.parametrize(("game", "players", "moves"), LOW_VISION_GAMES)
def test_write_low_vision_screenshots(
    qtbot: Any,
    theme: str,
    contrast: bool,
    large: bool,
    four: bool,
    game: str,
    players: int,
    moves: int,
    make_table: Any,
    show: Any,
    positions: Any,
) -> None:
    """<game>_<theme>_<two|four>_<w>x<h>.png: the high-contrast table, large cards and both,
    in Koloda's drawn deck, with a seat thinking, a card selected and its targets lit."""
    assert OUT is not None
    folder = Path(OUT)
    folder.mkdir(parents=True, exist_ok=True)
    s = positions.midgame(game, players, seed=5, moves=moves)
    obs = s.observation(0)
    for w, h in SIZES[:2]:
        t = make_table(game, players, (w, h))
        t.set_appearance(
            four, "deck", "#1e5c3a", deck="koloda", high_contrast=contrast, large_cards=large
        )
        show(t, obs)
        t.set_thinking(1)
        hand = t.scene.hand_items()
        playable = [c for c in hand if t.input.legal_targets_for([c.card])]
        t.scene.set_selection(playable[:1])
        path = folder / f"{game}_{theme}_{'four' if four else 'two'}_{w}x{h}.png"
        assert t.grab().save(str(path))
        assert path.stat().st_size > 10_000
