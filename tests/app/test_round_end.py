"""Round endings you can read: the finished table stays under the summary and the next deal
waits for it to close; each summary says what made the points; the result plots the match."""

from __future__ import annotations

import dataclasses
import random
from typing import Any

import pytest

from koloda.app.play.controller import GameController
from koloda.app.window.main_window import MainWindow
from koloda.app.window.match_chart import nice_ticks
from koloda.app.window.summary import RoundSummaryDialog
from koloda.match import Match, MatchConfig, MatchResult, RoundSummary


def finished_rounds(config: MatchConfig, seed: int = 3) -> list[RoundSummary]:
    """Every round summary of a match played by seeded random moves, as shown to the player."""
    rng, match, shown = random.Random(seed), Match(config), []
    while not match.is_over() or match.pending is not None:
        if match.pending is not None:
            shown.append(match.pending)
            match.round_seen()
        elif match.next_game_due():
            match.start_next_game()
        else:
            seat = match.to_move()
            assert seat is not None
            match.apply(seat, rng.choice(match.state.legal_strings()))
    return shown


def cells(dialog: RoundSummaryDialog) -> dict[str, list[str]]:
    """The dialog's table as {column header: the players' cells}."""
    t = dialog.table
    headers = [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())]
    rows = len(dialog.summary.names)
    return {
        h: [t.item(r, c).text() if t.item(r, c) else "" for r in range(rows)]
        for c, h in enumerate(headers)
    }


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> MainWindow:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    w = MainWindow(stand_in_table, controller=controller)
    qtbot.addWidget(w)
    w.show()
    yield w
    controller.shutdown()


def test_the_finished_deal_stays_on_the_table_until_its_summary_is_closed(
    qtbot: Any, window: MainWindow
) -> None:
    config = MatchConfig("ryadky", 2, levels=["normal"] * 2, options={"deals": 2}, seed=7)
    config.human_seat = None  # every seat played by the computer, summaries still shown
    window.controller.auto_continue = False
    with qtbot.waitSignal(window.controller.roundEnded, timeout=60_000) as ended:
        window.start_match(config)
    summary = ended.args[0]
    qtbot.waitUntil(lambda: window.game_page.summary_dialog is not None, timeout=5_000)
    shown_obs, shown_events = window.table.shown[-1]
    assert shown_obs.to_json()["public"]["deal"] == 0  # the finished first deal, not the next one
    assert summary.table is not None
    assert shown_obs.view == summary.table.view  # the stacks as the deal ended (RY-9)
    assert "deal_start" not in {e.kind for e in shown_events}
    assert window.controller.state.round().number == 1  # the rules dealt on already
    count = len(window.table.shown)
    qtbot.wait(200)
    assert len(window.table.shown) == count  # nothing moves while the summary is open
    window.game_page.summary_dialog.accept()
    qtbot.waitUntil(lambda: len(window.table.shown) > count, timeout=5_000)
    next_obs, next_events = window.table.shown[count]
    assert next_obs.to_json()["public"]["deal"] == 1
    kinds = [e.kind for e in next_events]
    assert "deal_start" in kinds and kinds.count("move") >= 12  # RY-1: six cards each


def test_a_ryadky_summary_shows_each_stack_with_its_bonus_and_losses(qtbot: Any) -> None:
    summaries = finished_rounds(MatchConfig("ryadky", 3, options={"deals": 3}, seed=2), seed=2)
    tallied = {"bonus": 0, "penalty": 0}
    for summary in summaries:
        dialog = RoundSummaryDialog(summary)
        qtbot.addWidget(dialog)
        table = cells(dialog)
        assert list(table)[:4] == ["Player", "Stack", "Bonus cards", "Lost to 7/Q"]
        stacks = [int(x) for x in table["Stack"]]
        # RY-9: the biggest stacks bank their count, the others nothing
        best = max(stacks)
        banked = [s if s == best and best > 0 else 0 for s in stacks]
        assert banked == summary.points
        tallied["bonus"] += sum(bool(x) for x in table["Bonus cards"])
        tallied["penalty"] += sum(bool(x) for x in table["Lost to 7/Q"])
    assert tallied["bonus"] + tallied["penalty"] > 0  # this seed has both kinds somewhere


def test_a_ditch_summary_adds_melds_singles_and_the_cards_left_in_hand(qtbot: Any) -> None:
    summaries = finished_rounds(MatchConfig("ditch", 3, options={"hands": 2}, seed=4), seed=4)
    assert len(summaries) == 2
    for summary in summaries:
        dialog = RoundSummaryDialog(summary)
        qtbot.addWidget(dialog)
        table = cells(dialog)
        assert list(table)[1:4] == ["Melds", "Singles", "Left in hand"]

        def value(text: str) -> int:
            return int(text) if text else 0

        # DR-6: a hand's points are its melds and singles less the cards left in hand
        parts = [
            value(m) + value(g) + value(h)
            for m, g, h in zip(table["Melds"], table["Singles"], table["Left in hand"], strict=True)
        ]
        assert parts == summary.points


def _plate_hands(table: Any) -> list[str]:
    """The "hand N" line of each seat plate of a table, as the Ditch Rummy kit writes it."""
    from koloda.games.ditch.kit import KIT

    return [KIT.seat_lines(table, seat, [])[0] for seat in range(table.players)]


def test_a_ditch_seat_plate_under_the_summary_says_the_hands_points_as_the_summary_does(
    qtbot: Any,
) -> None:
    """Issue 41: a plate said "hand 32" beside the summary's "+30" after "-2 left in hand"."""
    penalties = 0
    for seed in (4, 5, 6):
        config = MatchConfig("ditch", 3, options={"hands": 2}, seed=seed)
        for summary in finished_rounds(config, seed=seed):
            assert summary.table is not None
            assert _plate_hands(summary.table) == [f"hand {p}" for p in summary.points]
            penalties += any(summary.tally["left"])
    assert penalties  # hands whose cards left in hand cost points were among them


def test_a_ditch_table_saved_under_a_summary_before_the_fix_says_the_summarys_points() -> None:
    match = Match(MatchConfig("ditch", 3, options={"hands": 2}, seed=4))
    rng = random.Random(4)
    while match.pending is None or not any(match.pending.tally["left"]):
        if match.pending is not None:
            match.round_seen()
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, rng.choice(match.state.legal_strings()))
    saved = match.to_json()
    table = saved["match"]["pending_round"]["table"]
    left = saved["match"]["pending_round"]["tally"]["left"]
    points = saved["match"]["pending_round"]["points"]
    # as it was written before: the hand's points without the cards left in hand (DR-6)
    table["public"]["scores"] = [p - x for p, x in zip(points, left, strict=True)]
    loaded = Match.from_json(saved)
    assert loaded.pending is not None and loaded.pending.table is not None
    assert _plate_hands(loaded.pending.table) == [f"hand {p}" for p in points]


def test_a_ditch_summary_saved_before_the_rules_counted_it_still_shows_its_parts(
    qtbot: Any,
) -> None:
    # summaries saved by 0.1.0 name the rows by the events that scored ("meld:score")
    summary = finished_rounds(MatchConfig("ditch", 2, options={"hands": 1}, seed=4), seed=4)[0]
    old = {"meld:score": "melds", "single:score": "singles", "hand_end:score": "left"}
    tally = {k: summary.tally[new] for k, new in old.items()}
    saved = RoundSummary.from_json({**summary.to_json(), "tally": tally}, 2)
    now, before = RoundSummaryDialog(summary), RoundSummaryDialog(saved)
    qtbot.addWidget(now)
    qtbot.addWidget(before)
    assert cells(before) == cells(now)
    assert any(cells(now)["Left in hand"])


def test_a_rooster_summary_shows_the_order_out_and_our_own_rooster_icon(qtbot: Any) -> None:
    (summary,) = finished_rounds(MatchConfig("rooster", 4, seed=6, match_games=1), seed=6)
    assert summary.loser is not None  # this seed has a rooster
    dialog = RoundSummaryDialog(summary)
    qtbot.addWidget(dialog)
    table = cells(dialog)
    out = table["Went out"]
    assert sorted(x for x in out if x) == ["#1", "#2", "#3"]  # CR-10: three go out
    assert out[summary.loser] == ""
    item = dialog.table.item(summary.loser, 2)
    assert item.text() == "the rooster" and not item.icon().isNull()  # no emoji glyph
    assert "🐓" not in "".join(x for column in table.values() for x in column)


def test_the_result_screen_plots_the_totals_round_by_round(qtbot: Any, window: MainWindow) -> None:
    match_rounds = finished_rounds(MatchConfig("ryadky", 3, options={"deals": 3}, seed=5))
    result = MatchResult(
        game="ryadky",
        names=["You", "Olena", "Taras"],
        totals=match_rounds[-1].totals,
        team_rows=[],
        winners=[0],
        human_seat=0,
        fewest_wins=False,
        rounds=3,
        teams=False,
        progress=[r.totals for r in match_rounds],
    )
    window.result_screen.show_result(result)
    window.stack.setCurrentWidget(window.result_screen)
    chart = window.result_screen.chart
    qtbot.waitUntil(chart.isVisible, timeout=2_000)
    assert chart.rows == result.progress and len(chart.rows) == 3
    assert chart.title == "Total · deal by deal"  # the game's own rounds (RY-10)
    for game, title in (
        ("ditch", "Total · hand by hand"),
        ("rooster", "Times rooster · game by game"),
    ):
        window.result_screen.show_result(dataclasses.replace(result, game=game))
        assert window.result_screen.chart.title == title


def test_axis_ticks_are_whole_numbers() -> None:
    assert nice_ticks(0, 3) == [0, 1, 2, 3]
    assert nice_ticks(-4, 57) == [-20, 0, 20, 40, 60]
    assert all(isinstance(t, int) for t in nice_ticks(0, 1234))


@pytest.mark.parametrize(
    "config",
    [
        MatchConfig("ryadky", 6, options={"deals": 1}, seed=3),
        MatchConfig("ditch", 4, options={"hands": 1, "teams": True}, seed=3),
        MatchConfig("rooster", 6, seed=3, match_games=1),
    ],
    ids=["ryadky", "ditch", "rooster"],
)
def test_every_summary_header_and_cell_is_shown_whole(qtbot: Any, config: MatchConfig) -> None:
    """No column is cut ("Bonus cards" was, in columns of equal width): each is at least as
    wide as its header and its widest cell, at the dialog's own size."""
    (summary, *_) = finished_rounds(config, seed=3)
    dialog = RoundSummaryDialog(summary)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    t, header = dialog.table, dialog.table.horizontalHeader()
    for c in range(t.columnCount()):
        assert header.sectionSize(c) >= header.sectionSizeHint(c), t.horizontalHeaderItem(c).text()
        assert header.sectionSize(c) >= t.sizeHintForColumn(c), t.horizontalHeaderItem(c).text()
    assert header.length() <= t.viewport().width() + 1  # and no sideways scrolling
