"""Screenshots of issue 7's screens: the settings dialog, the statistics window after a few games,
and the real table mid-game in Russian and Ukrainian with a hint shown.
Set KOLODA_SCREENSHOTS=<folder> to keep them for looking at."""

from __future__ import annotations

import os
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QWidget

from koloda.app.i18n import install_language
from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.window.main_window import MainWindow
from koloda.app.window.settings_dialog import SettingsDialog
from koloda.rules import Action


@pytest.fixture
def folder(tmp_path: Path) -> Path:
    wanted = os.environ.get("KOLODA_SCREENSHOTS")
    path = Path(wanted) if wanted else tmp_path
    path.mkdir(parents=True, exist_ok=True)
    return path


def _save(widget: QWidget, path: Path, least_colours: int = 3) -> None:
    assert widget.grab().save(str(path))
    image = QImage(str(path))
    colours = {
        image.pixel(x, y) for x in range(0, image.width(), 17) for y in range(0, image.height(), 13)
    }
    assert len(colours) > least_colours, path


def test_settings_dialog_and_statistics_after_a_few_games(
    qtbot: Any, folder: Path, stand_in_table: Any, play_to_the_end: Any
) -> None:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    window = MainWindow(stand_in_table, controller=controller, persist=True)
    qtbot.addWidget(window)
    window.show()
    dialog = SettingsDialog(replace(window.settings, player_name="Oksana"), window)
    dialog.show()
    qtbot.waitExposed(dialog)
    _save(dialog, folder / "settings_dialog.png")
    dialog.close()

    for seed in (1, 2):
        window.start_match(MatchConfig("rooster", 3, seed=seed, levels=["easy"] * 3, match_games=2))
        play_to_the_end(window)
    window.start_match(MatchConfig("ryadky", 3, options={"deck_size": 36, "deals": 3}, seed=4))
    play_to_the_end(window)
    stats = window.show_statistics()
    stats.resize(1100, 660)
    qtbot.waitExposed(stats)
    stats.select("ryadky")
    window.scorebook.window.set_match_progress(
        window.controller.progress(), window.scorebook.progress_title()
    )
    qtbot.wait(50)
    _save(stats, folder / "statistics_ryadky.png")
    stats.select("rooster")
    _save(stats, folder / "statistics_rooster.png")
    assert window.scorebook.statistics.summary().games == 3  # three matches, two of them series
    controller.shutdown()


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_real_table_mid_game_in_russian_and_ukrainian(qtbot: Any, folder: Path, lang: str) -> None:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05)
    window = MainWindow(speed="off", controller=controller, persist=True)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    try:
        window.player.apply(
            replace(window.settings, language=lang, card_style="four", animation_speed="off")
        )
        window.start_match(MatchConfig("rooster", 3, seed=12, match_games=3))
        for _ in range(2):
            qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=30_000)
            legal = controller.observation().legal
            window.table.actionChosen.emit(
                next((a for a in legal if a.kind in ("lead", "cover")), legal[0])
            )
        qtbot.waitUntil(lambda: bool(window.game_page.table_legal()), timeout=30_000)
        with qtbot.waitSignal(controller.hintReady, timeout=30_000):
            window.turns.hint()
        assert Action.parse(window.game_page.hint_shown) in controller.observation().legal
        qtbot.wait(100)
        _save(window, folder / f"main_window_{lang}.png", least_colours=8)
        assert window.commands.game_menu.title() in ("&Игра", "&Гра")
    finally:
        install_language("en")
        controller.shutdown()
