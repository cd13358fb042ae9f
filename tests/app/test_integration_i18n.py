"""Switching the language in the settings changes the main window's visible strings and the log."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from koloda.app.i18n import current_language, install_language
from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.window.main_window import MainWindow
from koloda.rules import games

EXPECTED = {
    # language: (File menu, Game menu, log title, status on the human's Ryadky lead, log verb)
    "en": ("&File", "&Game", "Game log", "Your turn: lead any card", "You start a new pile"),
    "ru": ("&Файл", "&Игра", "Ход игры", "Ваш ход: положите любую карту", "Вы начинаете"),
    "uk": ("&Файл", "&Гра", "Перебіг гри", "Ваш хід: покладіть будь-яку карту", "Ви починаєте"),
}


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> Any:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    w = MainWindow(stand_in_table, controller=controller, persist=True)
    qtbot.addWidget(w)
    w.show()
    yield w
    install_language("en")  # the QApplication is shared by every test
    w.controller.shutdown()


def _visible_strings(w: MainWindow) -> list[str]:
    return [
        w.commands.file_menu.title(),
        w.commands.game_menu.title(),
        w.log_panel.title.text(),
        w.turn_label.text(),
        w.commands.undo.text(),
    ]


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_switching_language_changes_the_window_and_the_log(
    qtbot: Any, window: MainWindow, lang: str, stand_in_table: Any
) -> None:
    # RY-2: with the dealer at seat 1, seat 0 (the human) leads the second pile at the latest;
    # first_dealer=0 makes the human lead at once
    with qtbot.waitSignal(window.controller.turnStarted, timeout=10_000):
        window.start_match(MatchConfig("ryadky", 2, seed=1, first_dealer=0))
    english = _visible_strings(window)
    assert english[:3] == list(EXPECTED["en"][:3])
    assert english[3].startswith(EXPECTED["en"][3])

    window.player.apply(replace(window.settings, language=lang))
    assert current_language() == lang
    translated = _visible_strings(window)
    file_title, game_title, log_title, status, verb = EXPECTED[lang]
    assert translated[:3] == [file_title, game_title, log_title]
    assert translated[3].startswith(status)
    assert all(t != e for t, e in zip(translated[1:], english[1:], strict=True))
    assert window.start_screen.tiles["ryadky"].play.text() in ("Играть", "Грати")

    legal = window.controller.observation().legal
    window.table.actionChosen.emit(legal[0])
    assert window.log_panel.texts()[-1].startswith(verb)  # the log speaks the new language

    window.close()  # the choice is kept: a new window starts in that language
    install_language("en")
    again = MainWindow(stand_in_table, controller=GameController(ai_process=False), persist=True)
    qtbot.addWidget(again)
    assert current_language() == lang
    assert again.commands.file_menu.title() == file_title
    again.controller.shutdown()


def test_a_language_switch_retranslates_the_names_levels_and_earlier_log_lines(
    qtbot: Any, window: MainWindow
) -> None:
    with qtbot.waitSignal(window.controller.turnStarted, timeout=10_000):
        window.start_match(MatchConfig("ryadky", 2, levels=["normal"] * 2, seed=1, first_dealer=0))
    window.table.actionChosen.emit(window.controller.observation().legal[0])
    qtbot.waitUntil(lambda: len(window.log_panel.texts()) >= 2, timeout=10_000)
    assert window.log_panel.texts()[:2] == ["New game of Ryadky", window.log_panel.texts()[1]]
    assert window.log_panel.texts()[1].startswith("You start a new pile")
    window.player.apply(replace(window.settings, language="uk"))
    lines = window.log_panel.texts()
    assert lines[0] == "Нова гра: Рядки"  # the lines written before the switch too
    assert lines[1].startswith("Ви починаєте")
    _game, _players, _human, names, levels = window.table.started[-1]
    assert names == ["Ви", "Олена"] and levels == ["", "середній"]


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("ru", ["1 карта", "3 карты", "5 карт", "11 карт", "21 карта", "22 карты"]),
        ("uk", ["1 карта", "3 карти", "5 карт", "11 карт", "21 карта", "22 карти"]),
    ],
)
def test_plural_forms_of_the_table_and_the_log(qapp: Any, lang: str, expected: list[str]) -> None:
    from koloda.app.games.words import log_cards
    from koloda.app.table.names import cards_text

    try:
        assert install_language(lang)
        counts = (1, 3, 5, 11, 21, 22)
        assert [cards_text(n) for n in counts] == expected
        assert [log_cards(n) for n in counts] == expected
    finally:
        install_language("en")
    assert log_cards(1) == "1 card" and log_cards(3) == "3 cards"


@pytest.mark.parametrize("game", list(games()))
def test_rules_pages_in_russian_and_ukrainian_explain_every_rule(qapp: Any, game: str) -> None:
    import re

    from koloda.app.window.dialogs import RulesDialog, rules_html

    english = rules_html(game, "en")
    ids = set(re.findall(r"\b(?:RY|CR|DR|C)-\d+", english))
    assert ids
    titles = {"ryadky": ("Рядки", "Рядки"), "rooster": ("Чувашский петух", "Чуваський півень")}
    titles["ditch"] = ("Забей Рами", "Забий Рамі")
    for lang, title in zip(("ru", "uk"), titles[game], strict=True):
        page = rules_html(game, lang)
        assert page != english and f"<h1>{title}" in page
        assert set(re.findall(r"\b(?:RY|CR|DR|C)-\d+", page)) == ids, lang
    assert rules_html(game, "xx") == english  # no page in a language: the English one
    try:
        install_language("uk")
        dialog = RulesDialog(game)
        assert titles[game][1] in dialog.browsers[game].toPlainText()
        dialog.deleteLater()
    finally:
        install_language("en")
