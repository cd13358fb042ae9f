"""The autosave on the window: a failing save stays visible until a save works again, and a
game resumed from disk is checked by the match alone."""

from __future__ import annotations

import shutil
from pathlib import Path
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


DATA = Path(__file__).parents[1] / "match" / "data"
NOTHING_LOST = (
    "This game was saved by an earlier version of Koloda. "
    "It goes on from where you left it; nothing is lost."
)


def _said(window: MainWindow) -> str:
    """The status line's words (the whole of them when the line is too short)."""
    return window.status.toolTip() or window.statusBar().currentMessage()


def _after_resumed(window: MainWindow) -> list[str]:
    """The game log's lines after its "Game resumed"."""
    texts = window.log_panel.texts()
    return texts[texts.index("Game resumed") + 1 :]


@pytest.mark.parametrize("fixed", [True, False], ids=["after a rules fix", "same rules"])
def test_a_game_saved_before_a_rules_fix_opens_with_a_word_that_nothing_is_lost(
    qtbot: Any, window: MainWindow, rules_fixed: Any, tmp_path: Path, fixed: bool
) -> None:
    path = tmp_path / "mine.koloda"
    shutil.copy(DATA / "ryadky-mid-deal.koloda", path)  # a Ryadky deal in progress (issue 37)
    if fixed:
        rules_fixed("ryadky")
    assert window.open_game(path)
    assert window.controller.state.to_json() == saves.load_game(path)["state"]
    assert (_said(window) == NOTHING_LOST) is fixed
    assert _after_resumed(window) == ([NOTHING_LOST] if fixed else [])
    _human_turn(qtbot, window)
    before = len(window.controller.actions())
    window.table.actionChosen.emit(window.controller.observation().legal[0])  # play goes on
    qtbot.waitUntil(lambda: len(window.controller.actions()) > before, timeout=5_000)


@pytest.mark.parametrize("fixed", [True, False], ids=["after a rules fix", "same rules"])
def test_the_autosave_of_a_game_saved_before_a_rules_fix_resumes_with_the_word(
    qtbot: Any, window: MainWindow, rules_fixed: Any, fixed: bool
) -> None:
    saves.autosave(saves.load_game(DATA / "rooster-mid-game.koloda"))  # mid-game (issue 37)
    if fixed:
        rules_fixed("rooster")
    assert window.offer_resume()
    assert _said(window) == (NOTHING_LOST if fixed else "Your game is back where you left it.")
    assert _after_resumed(window) == ([NOTHING_LOST] if fixed else [])
    _human_turn(qtbot, window)
