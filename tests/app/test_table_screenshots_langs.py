"""Screenshots of the real window with each game mid-game at 1280x800 in English, Russian and
Ukrainian, for people to look at. Runs only with KOLODA_SCREENSHOTS=<dir>; writes
window_<game>_<lang>.png there. Checks on each: no caption narrower than its text."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from koloda.app import i18n
from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.table.layout import caption_advance
from koloda.app.table.marks import Caption
from koloda.app.window.main_window import MainWindow

OUT = os.environ.get("KOLODA_SCREENSHOTS")
pytestmark = pytest.mark.skipif(not OUT, reason="set KOLODA_SCREENSHOTS=<dir> to write them")

GAMES = {
    "ryadky": MatchConfig("ryadky", 4, options={"deck_size": 52, "deals": 2}, seed=11),
    "rooster": MatchConfig("rooster", 4, seed=12, match_games=2),
    "ditch": MatchConfig("ditch", 3, options={"hands": 1}, seed=13),
}


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("game", list(GAMES))
def test_window_screenshots_in_each_language(qtbot: Any, game: str, lang: str) -> None:
    assert OUT is not None
    folder = Path(OUT)
    folder.mkdir(parents=True, exist_ok=True)
    controller = GameController(ai_pause_ms=0, budget_scale=0.1)
    window = MainWindow(speed="off", controller=controller)
    qtbot.addWidget(window)
    window.player.apply(replace(window.settings, language=lang))  # as the Settings dialog
    assert i18n.current_language() == lang
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    played, at_turn = [0], [False]

    def on_turn(seat: int, human: bool) -> None:
        if not human:
            return
        if played[0] < 4:  # a few moves in: mid-game
            played[0] += 1
            legal = controller.observation().legal
            QTimer.singleShot(0, lambda: window.table.actionChosen.emit(legal[-1]))
        else:
            at_turn[0] = True

    controller.turnStarted.connect(on_turn)
    window.start_match(GAMES[game])
    qtbot.waitUntil(lambda: at_turn[0], timeout=60_000)
    qtbot.wait(50)
    path = folder / f"window_{game}_{lang}.png"
    assert window.grab().save(str(path))
    captions = [c for c in window.table.scene.items() if isinstance(c, Caption)]
    assert captions
    assert [c.text for c in captions if c.boundingRect().width() < caption_advance(c.text)] == []
    controller.shutdown()
