"""The main window with a stand-in table: start screen, New Game dialog, a whole match, rules."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent, QPoint, Qt, QTimer
from PySide6.QtWidgets import QApplication, QLabel

from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.i18n import install_language
from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.window.dialogs import NewGameDialog, RulesDialog
from koloda.app.window.main_window import MainWindow
from koloda.app.window.summary import RoundSummaryDialog
from koloda.games.ditch.view import DitchView, Meld
from koloda.games.ryadky.view import RyadkyView
from koloda.match import RoundSummary
from koloda.rules import Action, Event, games, read_observation
from koloda.rules.cards import parse_card


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> MainWindow:
    controller = GameController(ai_pause_ms=0, budget_scale=0.1)
    w = MainWindow(stand_in_table, controller=controller)
    qtbot.addWidget(w)
    w.resize(1280, 800)
    w.show()
    return w


def test_start_screen_offers_every_game_with_play_buttons(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.start_screen
    assert sorted(window.start_screen.tiles) == sorted(games())
    for game, tile in window.start_screen.tiles.items():
        assert tile.play.text() == "Play"
        lo, hi = games()[game].min_players, games()[game].max_players
        labels = [w.text() for w in tile.findChildren(QLabel)]
        assert f"{lo}–{hi} players" in labels


def test_play_button_opens_new_game_dialog_for_that_game(qtbot: Any, window: MainWindow) -> None:
    qtbot.mouseClick(window.start_screen.tiles["rooster"].play, Qt.MouseButton.LeftButton)
    dialog = window.findChild(NewGameDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.game() == "rooster"
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 6)
    dialog.reject()


def test_new_game_dialog_builds_a_ryadky_config(qtbot: Any) -> None:
    dialog = NewGameDialog("ryadky")
    qtbot.addWidget(dialog)
    dialog.players.setValue(4)
    box = dialog.options_box("ryadky")
    box.deck_size.setCurrentIndex(box.deck_size.findData(36))
    box.deals.setValue(3)
    dialog.level_boxes[0].setCurrentIndex(dialog.level_boxes[0].findData("easy"))
    dialog.level_boxes[2].setCurrentIndex(dialog.level_boxes[2].findData("hard"))
    config = dialog.config(seed=5)
    assert config.game == "ryadky" and config.players == 4 and config.seed == 5
    assert config.options == {"deck_size": 36, "deals": 3}  # RY-1, RY-10
    assert config.levels[1:] == ["easy", "normal", "hard"]
    assert config.human_seat == 0 and config.names[0] == "You"
    assert len(set(config.names)) == 4
    config.validate()


def test_new_game_dialog_builds_ditch_team_and_fixed_hand_configs(qtbot: Any) -> None:
    dialog = NewGameDialog("ditch")
    qtbot.addWidget(dialog)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    box = dialog.options_box("ditch")
    dialog.players.setValue(3)
    assert not box.teams.isEnabled()  # DR-8: teams only with 4 players
    dialog.players.setValue(4)
    assert box.teams.isEnabled()
    box.teams.setChecked(True)
    box.fixed_hands.setChecked(True)
    box.hands.setValue(3)
    config = dialog.config(seed=1)
    assert config.options == {"hands": 3, "teams": True}  # DR-7, DR-8
    box.to_target.setChecked(True)
    box.target.setValue(250)
    assert dialog.config(seed=1).options == {"target": 250, "hands": None, "teams": True}
    dialog.players.setValue(2)
    assert "teams" not in dialog.config(seed=1).options
    dialog.config(seed=1).validate()


def test_new_game_dialog_builds_a_rooster_match_config(qtbot: Any) -> None:
    dialog = NewGameDialog("rooster")
    qtbot.addWidget(dialog)
    dialog.players.setValue(5)
    dialog.options_box("rooster").games.setValue(3)
    config = dialog.config(seed=2)
    assert (config.game, config.players, config.match_games) == ("rooster", 5, 3)
    assert config.options == {}  # previous_loser is the controller's business (CR-13)
    assert len(config.levels) == 5


def _play_first_legal(window: MainWindow) -> None:
    def on_turn(seat: int, human: bool) -> None:
        if human:
            legal = window.controller.observation().legal
            QTimer.singleShot(0, lambda: window.table.actionChosen.emit(legal[0]))

    window.controller.turnStarted.connect(on_turn)


def _close_summaries(window: MainWindow, seen: list[str]) -> None:
    def on_round(summary: RoundSummary) -> None:
        def close() -> None:
            dialog = window.game_page.summary_dialog
            assert isinstance(dialog, RoundSummaryDialog)
            seen.append(dialog.findChildren(QLabel)[0].text())
            dialog.next_button.click()

        QTimer.singleShot(0, close)

    window.controller.roundEnded.connect(on_round)


def test_whole_ryadky_match_through_the_window(qtbot: Any, window: MainWindow) -> None:
    _play_first_legal(window)
    headlines: list[str] = []
    _close_summaries(window, headlines)
    config = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 2}, seed=3)
    with qtbot.waitSignal(window.controller.gameOver, timeout=60000):
        window.start_match(config)
    assert headlines[0].startswith("Deal 1 of 2") and headlines[1].startswith("Deal 2 of 2")
    assert window.stack.currentWidget() is window.result_screen
    assert window.result_screen.headline.text()
    table = window.table
    assert table.started == [("ryadky", 2, 0, ["You", "Olena"], ["", "normal"])]
    # the first picture is the deal from the stock (C-6), 6 cards each
    deal = table.shown[0][1]
    assert len(deal) == 12 and {e.src for e in deal} == {"stock"}
    lines = window.log_panel.texts()
    assert any(line.startswith("You play") for line in lines)
    assert any(line.startswith("Olena plays") for line in lines)


def test_whole_rooster_game_through_the_window_names_the_rooster(
    qtbot: Any, window: MainWindow
) -> None:
    _play_first_legal(window)
    headlines: list[str] = []
    _close_summaries(window, headlines)
    config = MatchConfig("rooster", 3, seed=4, match_games=1)
    with qtbot.waitSignal(window.controller.gameOver, timeout=60000):
        window.start_match(config)
    # a match of one game: "Game 1: …", not "Game 1 of 1: …"
    assert len(headlines) == 1 and headlines[0].startswith("Game 1: ")
    assert "Rooster" in headlines[0] or "draw" in headlines[0]


def test_status_bar_says_what_the_human_may_do() -> None:
    obs = read_observation({"game": "ryadky", "legal": ["play 7S"], "public": {"pile": ["9S"]}})
    assert kit("ryadky").turn_hint(obs) == "Your turn: play a card of the same rank or suit as 9♠."
    obs = read_observation({"game": "rooster", "legal": ["cover 7S 9S", "take"], "public": {}})
    assert kit("rooster").turn_hint(obs).startswith("You defend")
    obs = read_observation({"game": "ditch", "legal": ["draw 1", "draw 2", "draw 3"]})
    assert kit("ditch").turn_hint(obs) == "Your turn: draw 1 to 3 cards from the stock."


def test_status_bar_shows_whose_turn_and_the_table_message(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitSignal(window.controller.turnStarted, timeout=5000):
        window.start_match(MatchConfig("ryadky", 2, seed=1, first_dealer=0))
    assert window.turn_label.text() == "Your turn: lead any card to start a new pile."
    window.table.message.emit("That card does not match the pile.")
    assert window.statusBar().currentMessage() == "That card does not match the pile."


def test_illegal_choice_from_the_table_is_refused_with_a_message(
    qtbot: Any, window: MainWindow
) -> None:
    with qtbot.waitSignal(window.controller.turnStarted, timeout=5000):
        window.start_match(MatchConfig("ryadky", 2, seed=1, first_dealer=0))
    before = window.controller.state.to_json()
    window.table.actionChosen.emit("play ZZ")
    assert window.controller.state.to_json() == before
    assert "not allowed" in window.statusBar().currentMessage()


@pytest.mark.parametrize("game", list(games()))
def test_help_menu_opens_each_rules_page(qtbot: Any, window: MainWindow, game: str) -> None:
    help_menu = window.commands.help_menu
    title = games()[game].title
    action = next(a for a in help_menu.actions() if a.text() == f"Rules of {title}")
    action.trigger()
    dialog = window.findChild(RulesDialog)
    assert dialog is not None and dialog.isVisible()
    assert dialog.tabs.currentWidget() is dialog.browsers[game]
    text = dialog.browsers[game].toPlainText()
    assert title in text
    # every rule id of the game's section of docs/rules.md (RY-1..RY-10, CR-1..CR-13, ...)
    spec = (Path(__file__).resolve().parents[2] / "docs" / "rules.md").read_text("utf-8")
    section = spec.split(f"\n## {title} ")[1].split("\n## ")[0]
    ids = re.findall(r"^- \*\*([A-Z]+-\d+) ", section, re.MULTILINE)
    assert len(ids) >= 8
    for rule in ids:
        assert f"{rule})" in text or f"{rule}," in text, f"{rule} not explained"


def test_menus_have_new_restart_quit_and_about(window: MainWindow) -> None:
    menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
    assert menus == ["File", "Game", "View", "Help"]
    game_texts = [
        a.text().replace("&", "") for a in window.commands.game_menu.actions() if a.text()
    ]
    assert game_texts[:2] == ["New…", "Restart"]
    assert {"Undo", "Redo", "Hint", "Demo", "Statistics…", "Settings…"} <= set(game_texts)
    file_texts = [
        a.text().replace("&", "") for a in window.commands.file_menu.actions() if a.text()
    ]
    assert file_texts == ["Open…", "Open Recent", "Save As…", "Quit"]
    assert not window.commands.restart.isEnabled()  # nothing to restart yet
    assert not window.commands.undo.isEnabled() and not window.commands.save.isEnabled()
    assert not window.commands.recent_menu.isEnabled()  # no file used yet
    help_texts = [a.text() for a in window.commands.help_menu.actions()]
    assert "&About Koloda" in help_texts and "&Keyboard…" in help_texts


def test_every_command_has_a_shortcut_a_tooltip_and_the_usual_keys(window: MainWindow) -> None:
    commands = window.commands.all()
    keys = [k.toString() for a in commands for k in a.shortcuts()]
    assert all(a.shortcuts() for a in commands)
    assert len(set(keys)) == len(keys)  # no two commands share a key
    for a in commands:
        assert a.toolTip() and a.toolTip() != a.text().replace("&", ""), a.text()
    by_key = {k.toString(): a.objectName() for a in commands for k in a.shortcuts()}
    assert by_key["F2"] == by_key["Ctrl+N"] == "new"
    assert by_key["Ctrl+Z"] == "undo" and by_key["Ctrl+Shift+Z"] == "redo"
    assert by_key["F11"] == "fullScreen" and by_key["F1"] == "rulesHere"


def test_the_toolbar_holds_new_restart_undo_redo_hint_and_demo_with_icons(
    window: MainWindow,
) -> None:
    tools = [a for a in window.commands.toolbar.actions() if not a.isSeparator()]
    assert [a.objectName() for a in tools] == ["new", "restart", "undo", "redo", "hint", "demo"]
    assert all(not a.icon().isNull() for a in tools)
    assert window.commands.toolbar.isVisible()


def test_restart_replays_the_same_deal(qtbot: Any, window: MainWindow) -> None:
    with qtbot.waitSignal(window.controller.turnStarted, timeout=5000):
        window.start_match(MatchConfig("rooster", 3, seed=9))
    first = window.controller.state.to_json()
    assert window.commands.restart.isEnabled()
    with qtbot.waitSignal(window.controller.turnStarted, timeout=5000):
        window.commands.restart.trigger()
    assert window.controller.state.to_json() == first


def test_new_game_dialog_play_starts_the_match(qtbot: Any, window: MainWindow) -> None:
    dialog = window.new_game_dialog("ditch")
    dialog.players.setValue(2)
    with qtbot.waitSignal(window.controller.changed, timeout=5000):
        dialog.ok_button.click()
    assert window.stack.currentWidget() is window.game_page
    assert window.controller.config is not None
    assert window.controller.config.game == "ditch"
    assert window.table.started[-1][:3] == ("ditch", 2, 0)


def test_table_gets_the_legal_actions_when_it_is_the_humans_turn(
    qtbot: Any, window: MainWindow
) -> None:
    with qtbot.waitSignal(window.controller.turnStarted, timeout=5000):
        window.start_match(MatchConfig("ryadky", 2, seed=1, first_dealer=0))  # RY-2
    obs = window.table.shown[-1][0]
    assert list(obs.legal) == window.controller.state.legal_actions()
    assert all(a.kind == "play" for a in obs.legal)


def test_table_is_shown_the_legal_actions_again_after_a_round_summary(
    qtbot: Any, window: MainWindow
) -> None:
    summaries: list[RoundSummary] = []
    window.controller.roundEnded.connect(summaries.append)
    # RY-10: deal 2 is dealt by seat (1 + 1) mod 2 = 0, so the human leads right after the summary
    config = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 2}, seed=5, first_dealer=1)

    def on_turn(seat: int, human: bool) -> None:
        if human and not summaries:
            legal = window.controller.observation().legal
            QTimer.singleShot(0, lambda: window.table.actionChosen.emit(legal[0]))

    window.controller.turnStarted.connect(on_turn)
    with qtbot.waitSignal(window.controller.roundEnded, timeout=60000):
        window.start_match(config)
    qtbot.wait(50)
    assert window.table.shown[-1][0].legal == ()  # nobody acts under the summary
    with qtbot.waitSignal(
        window.controller.turnStarted, timeout=10000, check_params_cb=lambda s, h: h
    ):
        window.game_page.summary_dialog.next_button.click()
    assert list(window.table.shown[-1][0].legal) == window.controller.state.legal_actions()
    assert window.table.shown[-1][0].legal


def test_new_game_dialog_rules_button_opens_that_games_rules(
    qtbot: Any, window: MainWindow
) -> None:
    dialog = window.new_game_dialog("ditch")
    dialog.rules_button.click()
    rules = window.findChild(RulesDialog)
    assert rules is not None and rules.isVisible()
    assert rules.tabs.currentWidget() is rules.browsers["ditch"]
    assert "blind run" in rules.browsers["ditch"].toPlainText()
    dialog.reject()


def test_language_change_rebuilds_menus_and_start_screen(qtbot: Any, window: MainWindow) -> None:
    old_start = window.start_screen
    window.commands.new.setText("stale")
    QApplication.sendEvent(window, QEvent(QEvent.Type.LanguageChange))
    assert window.start_screen is not old_start
    assert window.stack.currentWidget() is window.start_screen
    assert window.commands.new.text() == "&New…"  # texts are set again, in the current language
    assert len(window.menuBar().actions()) == 4
    with qtbot.waitSignal(window.start_screen.playRequested, timeout=1000):
        window.start_screen.tiles["ditch"].play.click()


def test_a_game_named_alike_in_the_language_is_not_named_twice(
    qtbot: Any, window: MainWindow
) -> None:
    """Ukrainian shows "Рядки" once, not over "Рядки" again; in Russian only Ryadky's name is
    spelt alike, and the other tiles' native names keep the players' lines level."""

    def native_names() -> dict[str, str]:
        tiles = window.start_screen.tiles
        return {g: t.native.text() for g, t in tiles.items() if t.native.isVisibleTo(t)}

    def players_at() -> set[int]:
        return {
            t.findChild(QLabel, "players").mapTo(window, QPoint(0, 0)).y()
            for t in window.start_screen.tiles.values()
        }

    english = native_names()
    assert english == {"ryadky": "Рядки", "rooster": "Чуваський півень", "ditch": "Забий Рамі"}
    install_language("uk")
    assert native_names() == {}
    install_language("ru")
    assert native_names() == {"rooster": "Чуваський півень", "ditch": "Забий Рамі"}
    qtbot.waitUntil(lambda: window.start_screen.isVisible())
    for width in (796, 1100, 1280):  # "Чувашский петух" on two lines at the narrowest
        window.resize(width, 760)
        qtbot.wait(50)
        assert len(players_at()) == 1, width


def test_log_tells_a_new_pile_from_a_followed_card() -> None:
    d = Describer(["You", "Olena"], 0, kit("ryadky"))
    assert (
        d.action(1, Action.parse("play 3H"), RyadkyView(pile=("3H",)))
        == "Olena starts a new pile with 3♥"
    )
    assert d.action(0, Action.parse("play 3H"), RyadkyView(pile=("3S", "3H"))) == "You play 3♥"
    assert (
        d.action(0, Action.parse("play TS"), RyadkyView(pile=("TS",)))
        == "You start a new pile with 10♠"
    )
    destroyed = Event("pile_destroyed", cards=(parse_card("JH"), parse_card("JS")))
    lines = d.lines(1, Action.parse("play JS"), [destroyed], RyadkyView())
    assert lines == ["Olena plays J♠", "Jack on jack: the pile of 2 cards is destroyed"]
    d = Describer(["You", "Olena"], 0, kit("ditch"))
    single = d.action(0, Action.parse("single 8C 0"), DitchView(melds=(Meld(1, ("6D", "7H")),)))
    assert single == "You play 8♣ as a single on Olena's 6♦ 7♥"
    d = Describer(["You", "Olena"], 0, kit("rooster"))
    assert d.action(1, Action.parse("cover 7S 9S")) == "Olena covers 7♠ with 9♠"


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_about_credits_the_authors_of_every_card_deck_shipped(qapp: Any, lang: str) -> None:
    """Help > About named no author of the two decks Koloda ships (resources/LICENSES.md's
    card art): it now does, in every language."""
    from PySide6.QtCore import QCoreApplication

    from koloda.app import i18n
    from koloda.app.window.dialogs import ABOUT_HTML

    licences = (Path(__file__).resolve().parents[2] / "resources" / "LICENSES.md").read_text()
    rows = [r for r in licences.splitlines() if r.startswith("| `resources/cards/")]
    authors = {w for r in rows for w in re.findall(r"[A-Z][a-z]+", r.split("|")[3])}
    assert {"Reyer", "Bermel", "Fomin"} <= authors  # © 2007 Aike Reyer; Vincent Bermel ...
    try:
        assert i18n.install_language(lang)
        about = QCoreApplication.translate("About", ABOUT_HTML)
    finally:
        i18n.install_language("en")
    assert all(name in about for name in ("Reyer", "Bermel", "Aisleriot"))
    assert ("Fomin" if lang == "en" else "Фомін" if lang == "uk" else "Фомин") in about
