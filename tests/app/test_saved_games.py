"""The autosave on the window: a failing save stays visible until a save works again, and a
game resumed from disk is checked by the match alone."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.app.play.controller import GameController
from koloda.app.window.main_window import MainWindow
from koloda.match import MatchConfig
from koloda.store import saves
from koloda.store.jsonio import M_WRITE_FAILED, Message, StoreError

RYADKY = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=5, first_dealer=1)


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> MainWindow:
    w = MainWindow(
        stand_in_table,
        controller=GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False),
        persist=True,
    )
    qtbot.addWidget(w)
    w.show()
    yield w
    w.controller.shutdown()


def _human_turn(qtbot: Any, window: MainWindow) -> None:
    qtbot.waitUntil(window.controller.is_human_turn, timeout=30_000)


def test_a_failing_autosave_stays_on_screen_until_a_save_works(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = saves.autosave

    def full_disk(match_json: dict[str, Any], directory: Any = None) -> None:
        detail = "No space left on device"
        raise StoreError(Message(M_WRITE_FAILED, name="autosave.koloda", detail=detail))

    monkeypatch.setattr(saves, "autosave", full_disk)
    window.start_match(RYADKY)
    _human_turn(qtbot, window)
    assert window.save_problem.isVisible()
    assert "space" in window.save_problem.toolTip().lower()
    # later moves fail too: the warning is still there after another message replaced the
    # status line (the old behaviour showed it once and then hid it for good)
    window.say("Your game is back where you left it.")
    window.table.actionChosen.emit(window.controller.observation().legal[0])
    qtbot.waitUntil(lambda: window.controller.actions() != [], timeout=5_000)
    assert window.save_problem.isVisible()
    monkeypatch.setattr(saves, "autosave", real)
    _human_turn(qtbot, window)
    window.table.actionChosen.emit(window.controller.observation().legal[0])
    qtbot.waitUntil(lambda: not window.save_problem.isVisible(), timeout=5_000)
    assert saves.autosave_path().exists()
