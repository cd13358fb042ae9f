"""Screenshots of the real window (start screen, each game mid-game, a round summary, the rules)
at 1280x800 and 1920x1080. Set KOLODA_SCREENSHOTS=<folder> to keep them for looking at."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.window.main_window import MainWindow
from koloda.app.window.summary import RoundSummaryDialog
from koloda.match import MatchResult, RoundSummary

SIZES = [(1280, 800), (1920, 1080)]
GAMES = {
    "ryadky": MatchConfig("ryadky", 4, options={"deck_size": 52, "deals": 2}, seed=11),
    "rooster": MatchConfig("rooster", 4, seed=12, match_games=2),
    "ditch": MatchConfig("ditch", 3, options={"hands": 1}, seed=13),
}


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    wanted = os.environ.get("KOLODA_SCREENSHOTS")
    path = Path(wanted) if wanted else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def _save(widget: QWidget, path: Path, least_colours: int = 8) -> QImage:
    assert widget.grab().save(str(path))
    image = QImage(str(path))
    # a real picture, not an empty or single-colour surface
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 37) for y in range(0, image.height(), 29)
    }
    assert len(colours) > least_colours, path
    return image


def _window(qtbot: Any, size: tuple[int, int]) -> MainWindow:
    controller = GameController(ai_pause_ms=0, budget_scale=0.1)
    window = MainWindow(speed="off", controller=controller)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    return window


def _play_until_human_turn(qtbot: Any, window: MainWindow, human_moves: int) -> None:
    """The human plays its first legal action ``human_moves`` times, then waits at its turn."""
    played = [0]
    at_turn = [False]

    def on_turn(seat: int, human: bool) -> None:
        if not human:
            return
        if played[0] < human_moves:
            played[0] += 1
            legal = window.controller.observation().legal
            QTimer.singleShot(0, lambda: window.table.actionChosen.emit(legal[0]))
        else:
            at_turn[0] = True

    def on_round(_summary: dict[str, Any]) -> None:
        QTimer.singleShot(0, window.game_page.close_summary)
        QTimer.singleShot(0, window.controller.continue_match)

    window.controller.turnStarted.connect(on_turn)
    window.controller.roundEnded.connect(on_round)
    qtbot.waitUntil(lambda: at_turn[0], timeout=60000)
    qtbot.wait(50)
    window.controller.turnStarted.disconnect(on_turn)
    window.controller.roundEnded.disconnect(on_round)


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
def test_screenshots_of_start_screen_games_summary_and_rules(
    qtbot: Any, folder: Path, size: tuple[int, int]
) -> None:
    w, h = size
    window = _window(qtbot, size)
    image = _save(window, folder / f"start_{w}x{h}.png")
    assert (image.width(), image.height()) == size

    for game, config in GAMES.items():
        window.start_match(config)
        _play_until_human_turn(qtbot, window, human_moves=3)
        _save(window, folder / f"{game}_{w}x{h}.png")

    summary = {
        "game": "ryadky",
        "kind": "deal",
        "number": 3,
        "of": 7,
        "names": ["You", "Olena", "Taras", "Iryna"],
        "points": [0, 14, 0, 0],
        "totals": [22, 31, 9, 14],
        "winners": [1],
        "loser": None,
        "human_seat": 0,
        "final": False,
    }
    dialog = RoundSummaryDialog(RoundSummary.from_json(summary, 4), window)
    dialog.show()
    qtbot.waitExposed(dialog)
    _save(dialog, folder / f"summary_{w}x{h}.png", least_colours=3)
    dialog.close()

    # the way a finished match reaches it, the chart of the hands too; the window shows the
    # result page once the won match's flourish has played (issue 43) on a finished match
    window.controller.is_finished = lambda: True  # type: ignore[method-assign]
    window._on_game_over(
        MatchResult(
            game="ditch",
            names=["You", "Olena", "Taras"],
            totals=[512, 430, 388],
            team_rows=[],
            winners=[0],
            human_seat=0,
            fewest_wins=False,
            rounds=4,
            teams=False,
            progress=[[95, 120, 60], [210, 180, 150], [320, 300, 240], [512, 430, 388]],
        )
    )
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_screen, timeout=10_000)
    _save(window, folder / f"result_{w}x{h}.png", least_colours=3)

    for game in GAMES:
        new_game = window.new_game_dialog(game)
        if game == "ditch":
            new_game.players.setValue(4)
        qtbot.waitExposed(new_game)
        qtbot.wait(30)  # widgets added to a shown layout appear on the next event-loop turn
        _save(new_game, folder / f"newgame_{game}_{w}x{h}.png", least_colours=3)
        new_game.reject()

    rules = window.show_rules("rooster")
    qtbot.waitExposed(rules)
    _save(rules, folder / f"rules_{w}x{h}.png", least_colours=3)
    rules.close()
    window.controller.shutdown()


@pytest.mark.skipif(
    not os.environ.get("KOLODA_SCREENSHOTS"), reason="set KOLODA_SCREENSHOTS=<dir> to write them"
)
@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("deck", ["koloda", "english", "atlas"])
def test_screenshots_of_each_game_in_each_deck(
    qtbot: Any, folder: Path, deck: str, size: tuple[int, int]
) -> None:
    w, h = size
    window = _window(qtbot, size)
    window.player.apply(replace(window.settings, card_deck=deck))
    for game, config in GAMES.items():
        window.start_match(config)
        _play_until_human_turn(qtbot, window, human_moves=3)
        assert window.table.scene.renderer.problem is None
        _save(window, folder / f"window_{game}_{deck}_{w}x{h}.png")
    settings = window.player.show_dialog()
    qtbot.waitExposed(settings)
    _save(settings, folder / f"settings_{deck}_{w}x{h}.png", least_colours=3)
    settings.reject()
    window.controller.shutdown()
