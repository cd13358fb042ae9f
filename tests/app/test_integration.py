"""Issue 7 end to end through the main window: settings kept across restarts, autosave and
resume, Save As/Open, statistics, undo, hints and confirmations (KOLODA_HOME is tmp_path)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any

import pyqtgraph as pg
import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.window.dialogs import NewGameDialog
from koloda.app.window.main_window import MainWindow
from koloda.rules import Action
from koloda.store import saves
from koloda.store.settings import Settings, SettingsStore
from koloda.store.stats import Statistics

ROOSTER = MatchConfig("rooster", 3, seed=11, levels=["easy"] * 3, match_games=2)
RYADKY = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=5, first_dealer=1)


@pytest.fixture
def make_window(qtbot: Any, stand_in_table: Any) -> Any:
    made: list[MainWindow] = []

    def make() -> MainWindow:
        controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
        window = MainWindow(stand_in_table, controller=controller, persist=True)
        qtbot.addWidget(window)
        window.resize(1100, 700)
        window.show()
        made.append(window)
        return window

    yield make
    for w in made:
        w.controller.shutdown()


def human_turn(qtbot: Any, window: MainWindow) -> dict[str, Any]:
    """Wait (closing round summaries) until the human may act; their observation."""

    def ready() -> bool:
        if window.game_page.summary_dialog is not None:
            window.game_page.summary_dialog.accept()
        return window.controller.is_human_turn()

    qtbot.waitUntil(ready, timeout=30_000)
    return window.controller.observation()


def card_move(legal: Sequence[Action]) -> Action:
    """A card on the table if the human has one to play, else the first legal action."""
    return next((a for a in legal if a.kind in ("play", "lead", "cover")), legal[0])


def test_settings_are_found_again_after_a_restart(make_window: Any, tmp_path: Path) -> None:
    first = make_window()
    assert first.settings == Settings()  # a first start: the defaults, no message
    assert first.notices == []
    chosen = replace(
        Settings(),
        animation_speed="slow",
        card_style="four",
        card_back="red",
        table_colour="#1d4466",
        large_cards=True,
        high_contrast=True,
        player_name="Oksana",
        hints_allowed=False,
        confirm_abandon=False,
    ).with_level("rooster", "hard")
    first.player.apply(chosen)
    assert first.table.speed == "slow"
    assert first.table.appearance == (True, "red", "#1d4466")
    assert first.table.low_vision == (True, True)  # high contrast, large cards
    first.close()

    second = make_window()  # a new window reads the file again
    kept = second.settings.window_geometry  # and where the window was (issue 41)
    assert kept and second.settings == replace(chosen, window_geometry=kept)
    assert SettingsStore().load() == (second.settings, None)
    assert second.table.speed == "slow"
    assert second.table.appearance == (True, "red", "#1d4466")
    assert second.table.low_vision == (True, True)
    dialog = second.new_game_dialog("rooster")
    assert isinstance(dialog, NewGameDialog)
    assert {b.currentData() for b in dialog.level_boxes} == {"hard"}
    config = dialog.config(seed=1)
    assert config.names[0] == "Oksana" and config.levels[1:] == ["hard", "hard"]
    dialog.reject()
    second.start_match(config)
    assert not second.commands.hint.isEnabled()


def test_a_bad_settings_file_starts_with_defaults_and_says_so_once(make_window: Any) -> None:
    store = SettingsStore()
    store.directory.mkdir(parents=True)
    store.path.write_text('{"format": "koloda-settings", "version": 1, "animation_speed": ')
    window = make_window()
    assert window.settings == Settings()
    assert len(window.notices) == 1
    window.show_notices()
    assert "default settings" in window.last_message
    assert window.notices == []
    assert store.path.with_name("settings.json.bad").exists()
    assert make_window().notices == []  # said once: the next start is quiet


def test_closing_mid_game_keeps_it_and_the_next_start_resumes_it_identically(
    make_window: Any, qtbot: Any
) -> None:
    first = make_window()
    first.start_match(ROOSTER)
    legal = human_turn(qtbot, first).legal
    first.table.actionChosen.emit(card_move(legal))
    human_turn(qtbot, first)  # opponents replied: mid-match, the human to act
    state, match = first.controller.state.to_json(), first.controller.to_json()["match"]
    log = first.log_panel.texts()
    first.close()
    assert saves.autosave_path().exists()  # closing kept the game

    second = make_window()
    asked: list[str] = []
    second.ask = lambda title, text: asked.append(text) or True
    assert second.offer_resume()
    assert asked == ["Resume your Chuvash Rooster game?\n\nNo keeps it in File > Open Recent."]
    assert second.controller.state.to_json() == state  # same hands, same table
    resumed = second.controller.to_json()["match"]
    assert resumed["actions"] == match["actions"] and resumed["roosters"] == match["roosters"]
    assert second.controller.config.to_json() == ROOSTER.to_json()  # same opponents
    assert second.stack.currentWidget() is second.game_page
    assert list(human_turn(qtbot, second).legal) == legal_now(second)
    # the log tells the moves made before the break, then that the game was resumed
    assert second.log_panel.texts() == [*log, "Game resumed"]


def legal_now(window: MainWindow) -> list[Action]:
    return window.controller.state.legal_actions()


def test_declining_the_resume_offer_forgets_the_game(make_window: Any, qtbot: Any) -> None:
    first = make_window()
    first.start_match(RYADKY)
    human_turn(qtbot, first)
    first.close()
    second = make_window()
    second.ask = lambda title, text: False
    assert not second.offer_resume()
    assert not saves.autosave_path().exists()
    assert second.stack.currentWidget() is second.start_screen
    assert not make_window().offer_resume()


def test_save_as_and_open_round_trip(make_window: Any, qtbot: Any, tmp_path: Path) -> None:
    window = make_window()
    window.start_match(ROOSTER)
    human_turn(qtbot, window)
    saved_state = window.controller.state.to_json()
    saved_actions = window.controller.actions()
    assert window.save_game_as(tmp_path / "mine")  # the suffix is added
    path = tmp_path / "mine.koloda"
    assert path.exists()
    window.table.actionChosen.emit(card_move(window.controller.observation().legal))
    human_turn(qtbot, window)
    assert window.controller.state.to_json() != saved_state
    assert window.open_game(path)
    assert window.controller.state.to_json() == saved_state
    assert window.controller.actions() == saved_actions  # undo still works after opening


def _damaged_files(good: dict[str, Any], folder: Path) -> dict[str, Path]:
    text = json.dumps(good)
    match = good["match"]
    variants: dict[str, str | bytes] = {
        "truncated": text[: len(text) // 2],
        "empty": "",
        "not json": "<html>hello</html>",
        "wrong type": json.dumps([1, 2, 3]),
        "too new": json.dumps({**good, "version": 99}),
        "other game state": json.dumps(
            {**good, "match": {**match, "state": {**match["state"], "game": "poker"}}}
        ),
        "forged moves": json.dumps(
            {**good, "match": {**match, "match": {**match["match"], "actions": [[0, "take"]]}}}
        ),
        "huge number": text.replace('"seed": 11', '"seed": ' + "9" * 400),
        "deep nesting": '{"format": "koloda-save", "version": 1, "match": '
        + "[" * 5000
        + "]" * 5000
        + "}",
        "binary": bytes(range(256)) * 8,
    }
    paths = {}
    for name, content in variants.items():
        path = folder / (name.replace(" ", "_") + ".koloda")
        if isinstance(content, bytes):
            path.write_bytes(content)
        else:
            path.write_text(content, encoding="utf-8")
        paths[name] = path
    return paths


def test_a_damaged_file_says_why_and_leaves_the_game_unchanged(
    make_window: Any, qtbot: Any, tmp_path: Path
) -> None:
    window = make_window()
    window.start_match(ROOSTER)
    human_turn(qtbot, window)
    window.save_game_as(tmp_path / "good.koloda")
    good = json.loads((tmp_path / "good.koloda").read_text())
    before = window.controller.to_json()
    for name, path in _damaged_files(good, tmp_path).items():
        window.last_message = ""
        assert not window.open_game(path), name
        assert path.name in window.last_message, (name, window.last_message)
        assert window.controller.to_json() == before, name
        assert window.stack.currentWidget() is window.game_page
    missing = tmp_path / "nowhere.koloda"
    assert not window.open_game(missing)
    assert window.controller.to_json() == before


def test_statistics_are_recorded_after_games_played_through_the_controller(
    make_window: Any, qtbot: Any, play_to_the_end: Any
) -> None:
    window = make_window()
    window.start_match(ROOSTER)  # a series of two Rooster games: one match (issue 41)
    play_to_the_end(window)
    window.start_match(RYADKY)
    used_undo = []

    def undo_once() -> None:
        if not used_undo and window.controller.can_undo():
            used_undo.append(window.turns.undo())

    play_to_the_end(window, undo_once)
    assert used_undo == [True]
    assert not saves.autosave_path().exists()  # the match is over: nothing to resume

    stats = Statistics()
    assert stats.load() is None  # read back from the file
    assert stats.summary("rooster").games == 1
    assert stats.summary("ryadky").games == 1
    rooster_games = stats.games_in("rooster")
    assert [r.loser is not None for r in rooster_games] == [True]
    assert len(rooster_games[0].match_scores) == 2  # both games of the series
    ryadky = stats.games_in("ryadky")[-1]
    assert ryadky.assisted  # undo was used in it
    assert not any(r.assisted for r in rooster_games)
    totals = window.controller.history()[-1].totals
    assert ryadky.score == totals[0]

    stats_window = window.show_statistics()
    progress = window.controller.progress()
    assert set(progress) == set(window.controller.config.names)
    assert all(len(v) == 1 for v in progress.values())  # one deal
    assert stats_window.isVisible()
    # the match over, on its result page: named as the next start names it, not "Current"
    assert stats_window.match_plot.getPlotItem().titleLabel.text == "Last match"

    # the next start: with no match in play, the last one is still every player's lines
    restarted = make_window().show_statistics()
    restarted.select("ryadky")
    plot = restarted.match_plot.getPlotItem()
    curves = [i for i in plot.items if isinstance(i, pg.PlotDataItem)]
    assert plot.titleLabel.text == "Last match"
    assert [c.opts["name"] for c in curves] == list(progress)
    assert [list(c.getData()[1]) for c in curves] == [v for v in progress.values()]


def test_the_next_game_of_a_series_begins_with_a_line_in_the_log_also_when_retold(
    make_window: Any, qtbot: Any
) -> None:
    """Issue 41: Rooster's second game started with no line in the log."""
    first = make_window()
    first.start_match(ROOSTER)
    while first.controller.match.game_no == 0:  # to the second game, and a move in it
        legal = human_turn(qtbot, first).legal
        if first.controller.match.game_no == 0:
            first.table.actionChosen.emit(card_move(legal))
    log = first.log_panel.texts()
    assert log.count("Game 2 of 2 begins") == 1
    said = log.index("Game 2 of 2 begins")
    assert log[said - 1].startswith("Game 1")  # right after the first game's headline
    first.close()

    second = make_window()
    assert second.offer_resume()
    assert second.log_panel.texts() == [*log, "Game resumed"]


def test_a_four_player_rooster_series_counts_as_the_result_page_says(
    make_window: Any, play_to_the_end: Any
) -> None:
    """Issue 41: the page said "Olena, Taras share the win" while the statistics counted one of
    the two games as the person's win; a match is one unit, won only when the page says so."""
    from koloda.app.window.result_screen import result_headline

    window = make_window()
    for seed in (3, 8):
        config = MatchConfig("rooster", 4, seed=seed, levels=["easy"] * 4, match_games=2)
        window.start_match(config)
        play_to_the_end(window)
        result = window.controller.result()
        assert window.result_screen.headline.text() == result_headline(result)
        # every move the person's own: nothing said of Demo under the headline
        assert window.result_screen.detail.text().endswith("Rooster wins the match.")
        stats = Statistics()
        assert stats.load() is None
        assert stats.games_in("rooster")[-1].won == (0 in result.winners)
    assert stats.summary("rooster").games == 2


def test_undo_restores_the_previous_decision_point_and_is_refused_when_off(
    make_window: Any, qtbot: Any
) -> None:
    window = make_window()
    window.start_match(ROOSTER)
    human_turn(qtbot, window)
    assert not window.commands.undo.isEnabled()  # nothing to take back yet
    before = window.controller.state.to_json()
    window.table.actionChosen.emit(card_move(window.controller.observation().legal))
    human_turn(qtbot, window)
    assert window.commands.undo.isEnabled()
    moved = window.controller.state.to_json()

    window.player.apply(replace(window.settings, undo_allowed=False))
    assert not window.commands.undo.isEnabled()
    assert not window.turns.undo()
    assert "turned off" in window.statusBar().currentMessage()
    assert window.controller.state.to_json() == moved

    window.player.apply(replace(window.settings, undo_allowed=True))
    window.commands.undo.trigger()
    assert window.controller.state.to_json() == before
    # nobody is thinking any more: the label tells the human what to do at that point
    assert window.turn_label.text() == window.game_page.turn_hint()
    assert "took back" in window.log_panel.texts()[-1]
    assert list(human_turn(qtbot, window).legal) == legal_now(window)
    autosaved = saves.load_game(saves.autosave_path())
    assert autosaved["state"] == before  # the autosave follows the undo


def status_after_opponents_moves(window: MainWindow, round_ends: bool = False) -> list[str]:
    """The status line's words as each opponent's move is shown (with ``round_ends``, only
    the moves that end a round), kept in the list returned."""
    said: list[str] = []

    def moved(change: Any) -> None:
        match = window.controller.match
        if change.kind != "move" or match is None or change.seat == match.human_seat:
            return
        if not round_ends or match.to_move() is None:
            said.append(window.turn_label.text())

    window.controller.changed.connect(moved)
    return said


def test_the_status_line_never_says_a_seat_is_thinking_once_it_has_moved(
    make_window: Any, qtbot: Any
) -> None:
    # Seen: "Olena is thinking…" while her move's cards flew and Taras's plate already had
    # the turn, until the next seat's own turn was said.
    window = make_window()
    page = window.game_page  # made now: its slots hear a move before the test's
    said = status_after_opponents_moves(window)
    window.start_match(ROOSTER)
    for _ in range(3):
        window.table.actionChosen.emit(card_move(human_turn(qtbot, window).legal))
    human_turn(qtbot, window)
    assert len(said) >= 3 and page.log_panel.texts()  # the opponents moved, in the log
    assert not [text for text in said if "thinking" in text]
    assert any(text.endswith("'s turn") for text in said)  # the next seat's, when not yours


def test_the_status_line_never_gives_the_turn_to_a_seat_once_the_round_is_over(
    make_window: Any, qtbot: Any
) -> None:
    # Seen: "Olena's turn" under "The deal is over" while the deal's last pile was shown,
    # until the deal's summary came: Olena had played the deal's last card.
    window = make_window()
    page = window.game_page  # made now: its slots hear a move before the test's
    said = status_after_opponents_moves(window, round_ends=True)
    ryadky = MatchConfig("ryadky", 3, ["easy"] * 3, {"deck_size": 36, "deals": 3}, seed=5)
    deals: list[int] = []
    page.summaryClosed.connect(lambda: deals.append(1))
    window.start_match(ryadky)
    while len(deals) < 2:
        window.table.actionChosen.emit(card_move(human_turn(qtbot, window).legal))
    assert page.log_panel.texts() and said  # games ended on an opponent's move
    assert not [text for text in said if "turn" in text or "thinking" in text], said
    assert not [text for text in said if text], said  # nobody's, until the game's result


def test_a_new_match_never_keeps_the_last_ones_your_turn(make_window: Any, qtbot: Any) -> None:
    # Seen: "Your turn to attack: lead one or more cards of one suit." over a new match's deal
    # while Taras attacked Iryna, left from the match given up.
    window = make_window()
    page = window.game_page  # made now: its slots hear a change before the test's
    said: list[str] = []

    def fresh(change: Any) -> None:
        if change.kind == "fresh":
            said.append(window.turn_label.text())

    window.start_match(ROOSTER)
    human_turn(qtbot, window)
    # "You defend: cover each card …", said once the cards have landed
    qtbot.waitUntil(lambda: window.turn_label.text().startswith("You "), timeout=10_000)
    window.controller.changed.connect(fresh)
    window.start_match(MatchConfig("ryadky", 2, seed=3, levels=["easy"] * 2, first_dealer=1))
    assert page.controller.config is not None and page.controller.config.game == "ryadky"
    assert said and not [text for text in said if text.startswith(("You ", "Your "))]
    assert said[-1] == "Olena's turn"  # the dealer leads (RY-2): the seat to move, named


def test_the_status_line_never_calls_the_person_you_in_the_third_person_in_a_demo(
    make_window: Any, qtbot: Any
) -> None:
    # Seen with Demo (D) on: "You is thinking…" while the computer played the person's hand.
    window = make_window()
    said: list[str] = []
    window.turn_label.said.connect(said.append)
    window.start_match(ROOSTER)
    human_turn(qtbot, window)
    window.commands.demo.trigger()  # Game > Demo: the computer plays this hand
    qtbot.waitUntil(lambda: window.controller.autoplay, timeout=2000)
    qtbot.waitUntil(lambda: "The computer plays for you…" in said, timeout=30_000)
    window.commands.demo.trigger()  # and gives it back
    assert not [text for text in said if text.startswith(("You is ", "You's "))]


def test_hint_highlights_a_legal_action_and_is_refused_when_off(
    make_window: Any, qtbot: Any
) -> None:
    window = make_window()
    window.start_match(RYADKY)
    legal = human_turn(qtbot, window).legal
    assert window.commands.hint.isEnabled()
    with qtbot.waitSignal(window.controller.hintReady, timeout=30_000):
        window.commands.hint.trigger()
    hint = window.table.highlighted[-1]
    assert Action.parse(hint) in legal
    assert window.statusBar().currentMessage().startswith("Hint: ")
    assert window.controller.assisted
    window.table.actionChosen.emit(hint)
    assert window.table.highlighted[-1] is None  # the hint goes once a move is made

    window.player.apply(replace(window.settings, hints_allowed=False))
    human_turn(qtbot, window)
    assert not window.commands.hint.isEnabled()
    assert not window.turns.hint()
    assert "turned off" in window.statusBar().currentMessage()


def test_leaving_a_game_asks_first_when_the_setting_is_on(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    questions: list[str] = []
    window.ask = lambda title, text: questions.append(text) or False
    window.start_match(RYADKY)
    human_turn(qtbot, window)
    # nothing of the person's in it yet: left without a question ("Abandon it?" came for a
    # deal not yet touched)
    window.commands.main_menu.trigger()
    assert questions == [] and window.stack.currentWidget() is window.start_screen
    window.start_match(RYADKY)
    window.table.actionChosen.emit(card_move(human_turn(qtbot, window).legal))
    human_turn(qtbot, window)
    state = window.controller.state.to_json()
    window.commands.restart.trigger()
    # New Game asks at its Play, not before the choosing ("Abandon it?" came first, and a
    # Yes then Cancel left the game there after all)
    cancelled = window.new_game_dialog("ditch")
    assert cancelled is not None
    cancelled.reject()  # Cancel asks nothing
    dialog = window.new_game_dialog("ditch")
    assert dialog is not None and len(questions) == 1
    dialog.accept()
    window.commands.main_menu.trigger()
    assert not window.open_game(Path("whatever.koloda"))
    assert len(questions) == 4 and "Abandon" in questions[0]
    assert window.controller.state.to_json() == state
    assert window.stack.currentWidget() is window.game_page
    assert not window.close()  # Quit asks too
    assert window.isVisible()

    window.player.apply(replace(window.settings, confirm_abandon=False))
    questions.clear()
    window.commands.main_menu.trigger()
    assert questions == []
    assert window.stack.currentWidget() is window.start_screen
    assert not saves.autosave_path().exists()  # abandoned for good


def test_changing_the_player_name_renames_the_human_at_once(make_window: Any, qtbot: Any) -> None:
    window = make_window()
    window.start_match(RYADKY)
    human_turn(qtbot, window)
    window.player.apply(replace(window.settings, player_name="Mykola"))
    assert window.controller.config.names[0] == "Mykola"
    assert window.table.started[-1][3][0] == "Mykola"
    assert saves.load_game(saves.autosave_path())["config"]["names"][0] == "Mykola"


def test_a_rooster_match_is_counted_once_when_the_app_dies_at_its_last_summary(
    make_window: Any, qtbot: Any
) -> None:
    first = make_window()
    first.start_match(replace(ROOSTER, match_games=1))
    while not first.controller.history():  # play the first game to its end
        qtbot.waitUntil(
            lambda: first.controller.is_human_turn() or bool(first.controller.history()),
            timeout=60_000,
        )
        if not first.controller.history():
            first.table.actionChosen.emit(card_move(first.controller.observation().legal))
    qtbot.waitUntil(lambda: first.game_page.summary_dialog is not None, timeout=10_000)
    assert Statistics().load() is None
    killed = saves.autosave_path().read_bytes()  # the app is killed with the summary on screen
    first.close()
    saves.autosave_path().write_bytes(killed)

    second = make_window()
    assert second.offer_resume()
    qtbot.waitUntil(
        lambda: second.game_page.summary_dialog is not None, timeout=10_000
    )  # shown again
    stats = Statistics()
    stats.load()
    assert stats.summary("rooster").games == 1


def test_a_series_resumed_at_its_last_summary_says_game_2_of_2_not_3_of_2(
    make_window: Any, qtbot: Any
) -> None:
    """CR-13: a two-game series left with the last game's summary on screen came back as
    "Koloda — Chuvash Rooster, game 3 of 2", the table's line "Game 3 of 2" (counted from the
    games finished, not from the game in play), and its log said the game's end twice."""
    first = make_window()
    first.start_match(ROOSTER)

    def ready() -> bool:  # the person's turn, or the series over (the first summary closed)
        over = len(first.controller.history()) == 2
        if first.game_page.summary_dialog is not None and not over:
            first.game_page.summary_dialog.accept()
        return over or first.controller.is_human_turn()

    while len(first.controller.history()) < 2:  # both games to their end
        qtbot.waitUntil(ready, timeout=60_000)
        if first.controller.is_human_turn():
            first.table.actionChosen.emit(card_move(first.controller.observation().legal))
    qtbot.waitUntil(lambda: first.game_page.summary_dialog is not None, timeout=10_000)
    assert first.windowTitle() == "Koloda — Chuvash Rooster, game 2 of 2"
    assert first.table.match_info == "Game 2 of 2"
    kept = saves.autosave_path().read_bytes()  # the app is closed with the summary on screen
    first.close()
    saves.autosave_path().write_bytes(kept)

    second = make_window()
    assert second.offer_resume()
    qtbot.waitUntil(lambda: second.game_page.summary_dialog is not None, timeout=10_000)
    assert second.windowTitle() == "Koloda — Chuvash Rooster, game 2 of 2"
    assert second.table.match_info == "Game 2 of 2"
    # the log retells the game's end once, not again after "Game resumed" (its summary shown)
    log = second.log_panel.texts()
    assert log[-1] == "Game resumed" and log[-2].startswith("Game 2 of 2: ")
    assert log.count(log[-2]) == 1


def test_settings_from_the_menu_are_saved_and_applied_on_ok(make_window: Any) -> None:
    from koloda.app.window.settings_dialog import SettingsDialog

    window = make_window()
    assert window.commands.settings.shortcut().toString() == "Ctrl+,"
    window.commands.settings.trigger()
    dialog = window.findChild(SettingsDialog)
    assert dialog is not None and dialog.isVisible()
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("fast"))
    dialog.undo_check.setChecked(False)
    dialog.accept()
    assert window.settings.animation_speed == "fast" and not window.settings.undo_allowed
    assert window.table.speed == "fast"
    assert SettingsStore().load()[0] == window.settings  # saved at once
    window.commands.settings.trigger()
    cancelled = [d for d in window.findChildren(SettingsDialog) if d.isVisible()][-1]
    cancelled.speed_combo.setCurrentIndex(cancelled.speed_combo.findData("slow"))
    cancelled.reject()
    assert window.settings.animation_speed == "fast"  # Cancel changes nothing


def test_keys_reach_the_table_after_the_new_game_dialog_closes(
    qtbot: Any, make_window: Any
) -> None:
    """Without a window manager nobody hands the focus back when a dialog closes: the window
    asks for it, so T, P, arrows and F1 work at once (they went nowhere before)."""
    window = make_window()
    window.show()
    qtbot.waitExposed(window)
    dialog = window.new_game_dialog("rooster")
    assert isinstance(dialog, NewGameDialog)
    qtbot.waitExposed(dialog)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow, timeout=3000)
    dialog.ok_button.click()
    table = window.table  # a stand-in here: the focus goes to it as to the real card view
    qtbot.waitUntil(lambda: window.isActiveWindow() and table.hasFocus(), timeout=3000)


def test_a_match_resumed_after_its_first_deal_retells_the_log_as_it_was_played(
    make_window: Any, qtbot: Any
) -> None:
    """A deal's last move also deals the next one (RY-8, RY-10: a two-deal match):
    live, the log tells the deal's end, its headline, then the new deal; retold
    after a resume it told the new deal's cards before the old round's headline."""
    config = replace(RYADKY, options={"deck_size": 36, "deals": 2}, levels=["easy", "easy"])
    first = make_window()
    first.start_match(config)
    while len(first.controller.history()) == 0:  # to the second deal, and a move in it
        legal = human_turn(qtbot, first).legal
        if len(first.controller.history()) == 0:
            first.table.actionChosen.emit(card_move(legal))
    first.table.actionChosen.emit(card_move(human_turn(qtbot, first).legal))
    human_turn(qtbot, first)
    log = first.log_panel.texts()
    assert any(line.startswith("Deal 1") for line in log)  # the first deal's headline is in it
    first.close()

    second = make_window()
    assert second.offer_resume()
    assert second.log_panel.texts() == [*log, "Game resumed"]


def test_statistics_in_a_matchs_first_round_say_it_is_being_played(
    make_window: Any, qtbot: Any
) -> None:
    # Seen: "Current match: No match played yet" in the first hand of a Ditch Rummy match.
    window = make_window()
    window.start_match(replace(RYADKY, options={"deck_size": 36, "deals": 2}))
    human_turn(qtbot, window)
    QTest.keyClick(window, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    stats = window.scorebook.window
    assert stats is not None and stats.isVisible()
    items = stats.match_plot.getPlotItem().items
    texts = [i.textItem.toPlainText() for i in items if isinstance(i, pg.TextItem)]
    assert texts == ["The first deal is still being played"]
    assert stats.match_plot.getPlotItem().titleLabel.text == "Current match"
    stats.close()
