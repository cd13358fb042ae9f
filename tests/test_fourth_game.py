"""A fourth game, declared by a package of its own alone, plays everywhere a game plays: the
match, every AI level, a move's facts (koloda.ai.reasons), the arena (levels and pool styles),
the soak's plan, the bench's short matches, the statistics, the app's controller (a person's
seat and an AI seat, counted by the window's scorebook), the table (its own centre zone, laid
and animated), the round summary, the statistics window, the rules pages and the lessons.
Nothing that names the three games by hand can hide from it (issues 26 and 37; the checklist is
docs/architecture.md, "Adding a game").

The toys are packages in the shape of a built-in game's (tests/toy_games): "high card", each
seat plays a card face down into a trick that is turned when complete, the highest card (C-2)
taking it, and its twin "low card", the same game won by not being the loser. Each declares
itself with one ``Declaration``, as ``koloda.games.<name>`` does.
"""

from __future__ import annotations

import importlib
import json
import random
from collections.abc import Iterator
from typing import Any

import pytest
from PySide6.QtCore import QSizeF

from koloda.ai import LEVELS, choose_action, pool
from koloda.ai.arena import main as arena_main
from koloda.ai.arena import play_game, sides_of, summarize
from koloda.app.games import kit, kits
from koloda.app.table.layout import Seats
from koloda.match import Match, MatchConfig, RoundSummary
from koloda.rules import (
    BY_POINTS,
    NOT_LOSER,
    Action,
    Declaration,
    GameInfo,
    Round,
    RulesError,
    declaration,
    declare,
    games,
    new_game,
    state_from_json,
    undeclare,
)
from koloda.rules.cards import card_name
from koloda.store.stats import Statistics
from toy_games import TOYS
from toy_games.highcard.kit import view_of
from toy_games.highcard.reasons import TrickFacts
from toy_games.highcard.rules import HAND, TRICK


def _declarations() -> dict[str, Declaration]:
    """Each toy's declaration, read from its package as the registry reads a built-in's."""
    return {name: importlib.import_module(f"toy_games.{name}").DECLARATION for name in TOYS}


@pytest.fixture
def toys() -> Iterator[dict[str, GameInfo]]:
    """Both toys declared for one test (every registry reads them from there), then gone."""
    assert not set(TOYS) & set(games())
    found = _declarations()
    for name in TOYS:
        declare(found[name])
    yield {name: found[name].info for name in TOYS}
    for name in TOYS:
        undeclare(name)
    assert not set(TOYS) & set(games())


def test_the_toys_are_games_of_the_rules_with_their_declarations(toys: dict[str, GameInfo]) -> None:
    for name, info in toys.items():
        assert games()[name] is info and declaration(name).package == f"toy_games.{name}"
        state = new_game(name, 2, seed=3)
        assert state.round() == Round("round", 0, 2) and len(state.legal_actions()) == HAND
        assert state_from_json(json.loads(json.dumps(state.to_json()))).public() == state.public()
    assert toys["highcard"].fair_share(2) == 0.5 and toys["lowcard"].fair_share(3) == 2 / 3
    assert toys["highcard"].short_options(1) == {"rounds": 1}
    with pytest.raises(RulesError, match="rounds must be at least 1"):
        new_game("highcard", 2, options={"rounds": 0})


def test_a_trick_is_played_face_down_and_turned_when_every_seat_has_played(
    toys: dict[str, GameInfo],
) -> None:
    """The toy's own rule, seen by every seat alike: the trick's cards are named only once the
    last seat has played, and the turned trick leaves with the next card."""
    state = new_game("highcard", 2, seed=1)
    first, second = state.to_move, 1 - (state.to_move or 0)
    state.apply(state.legal_actions()[0])
    assert state.observation(second)["public"]["trick"] == [[first, None]]
    events = state.apply(state.legal_actions()[0])
    turned = state.observation(first)["public"]["trick"]
    assert [s for s, _ in turned] == [first, second] and None not in [c for _, c in turned]
    assert [(e.src, e.dst, e.face_up) for e in events if e.kind == "move"] == [
        (f"hand:{second}", TRICK, False),
        (TRICK, TRICK, True),
    ]
    events = state.apply(state.legal_actions()[0])
    assert (events[0].src, events[0].dst) == (TRICK, "out")
    assert len(state.observation(first)["public"]["trick"]) == 1


@pytest.mark.parametrize("name", list(TOYS))
def test_a_match_of_the_toy_is_played_by_every_level_to_its_result(
    toys: dict[str, GameInfo], name: str
) -> None:
    config = MatchConfig(game=name, players=3, levels=list(LEVELS), options={"rounds": 2}, seed=5)
    match = Match(config)
    summaries = []
    for step in range(100):
        if match.is_over():
            break
        if match.pending is not None:
            match.round_seen()
        seat = match.to_move()
        assert seat is not None
        obs = match.observation(seat)
        action = choose_action(obs, config.levels[seat], seed=step, iterations=30)
        assert str(action) in obs["legal"]
        played = match.apply(seat, str(action))
        if played.summary is not None:
            summaries.append(played.summary)
    assert match.is_over()
    assert [(s.kind, s.number, s.of) for s in summaries] == [
        ("round", 1, 2),
        ("round", 2, 2),
    ]
    assert sum(sum(s.points) for s in summaries) == 2 * HAND  # a point a trick
    assert sum(summaries[0].tally["tricks"]) == HAND  # the rules' own round breakdown
    result = match.result()
    assert result.totals == match.state.running_totals()
    if toys[name].won_by == BY_POINTS:
        assert result.winners == [s for s, t in enumerate(result.totals) if t == max(result.totals)]
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.actions == match.actions and again.result() == result


@pytest.mark.parametrize("name", list(TOYS))
def test_hards_analysis_and_the_engines_candidates_work_for_the_toy(
    toys: dict[str, GameInfo], name: str
) -> None:
    """issue 27's analysis needs nothing of a new game: the tree search's values with the
    default hooks (the toys declare no AI), and the facts the toy declares, or plain ones
    (kind and cards) for a game without facts of its own."""
    from koloda.ai import analyse, facts
    from koloda.ai.reasons import MoveFacts, facts_json
    from koloda.engine import Engine

    state = new_game(name, players=2, seed=3, options={"rounds": 1})
    seat = state.to_move
    assert seat is not None
    obs = state.observation(seat)
    found = analyse(obs, seed=1, iterations=40)
    assert found.basis == "search" and found.unit == "chance"
    assert found.best.action == choose_action(obs, "hard", seed=1, iterations=40)
    (first,) = facts(obs, found.best.plan)
    card = card_name(found.best.action.cards[0])
    if declaration(name).reasons is None:
        assert first == MoveFacts(name, "play", (card,))
        assert facts_json(first) == {"game": name, "kind": "play", "cards": [card], "rules": []}
    else:  # a lead takes no trick yet
        assert first == TrickFacts(card, False)
    engine = Engine()
    engine.handle(json.dumps({"cmd": "new", "game": name, "players": 2, "seed": 3}))
    reply = engine.handle(
        json.dumps({"cmd": "ai", "level": "hard", "iterations": 40, "candidates": True})
    )
    assert reply["ok"], reply
    assert reply["analysis"]["candidates"][0]["facts"][0]["game"] == name


def test_the_facts_a_toy_declares_are_the_ones_its_moves_get(
    toys: dict[str, GameInfo],
) -> None:
    """A game's facts are the ``reasons`` part its package declares, as a built-in game's are;
    the facts of its moves and their JSON are then its own. A game declaring none gets plain
    ``MoveFacts``."""
    from koloda.ai.reasons import MoveFacts, facts, facts_json

    def second_to_play(name: str) -> tuple[Action, dict[str, Any], list[Action]]:
        """The card led, the second seat's observation and its plays (each ends the trick)."""
        state = new_game(name, 2, seed=1, options={"rounds": 1})
        led = state.legal_actions()[0]
        state.apply(led)
        seat = state.to_move
        assert seat is not None
        return led, state.observation(seat), state.legal_actions()

    _, obs, plays = second_to_play("highcard")
    found = [f for a in plays for f in facts(obs, a)]
    assert found == [TrickFacts(card_name(a.cards[0]), True) for a in plays]  # the last to play
    assert facts_json(found[0]) == {
        "game": "highcard",
        "card": card_name(plays[0].cards[0]),
        "turns": True,
        "rules": ["C-2"],
    }
    # the led card lies face down: however the hidden cards are dealt, the facts are the same
    again = [f for a in plays for f in facts(obs, a, random.Random(7))]
    assert again == found
    _, low_obs, low_plays = second_to_play("lowcard")
    (low,) = facts(low_obs, low_plays[0])
    assert low == MoveFacts("lowcard", "play", (card_name(low_plays[0].cards[0]),))


@pytest.mark.parametrize("name", list(TOYS))
def test_the_benchs_short_matches_of_the_toy_come_from_its_declaration(
    toys: dict[str, GameInfo], name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`koloda bench --analysis` reviews one round of the toy (its ``short_options(1)``) and
    times the app's review of a round in a match of two (``short_options(2)``)."""
    from koloda.ai import bench
    from koloda.app.tools.review_bench import played_round

    monkeypatch.setattr(bench, "REVIEW_ITERATIONS", 20)
    line = bench.review_line(name, seed=1)
    assert line.startswith(f"{name} players=2 review of one round at 20 iterations a decision: ")
    # one round: seat 0 chose its first card of the round (its last was forced)
    assert f" {HAND - 1} decisions of seat 0 " in line
    match = played_round(name, 1)
    assert match.config.options == {"rounds": 2}
    assert len(match.history) == 1 and not match.is_over()


@pytest.mark.parametrize("name", list(TOYS))
def test_the_arena_plays_the_toy_between_levels_and_pool_styles(
    toys: dict[str, GameInfo], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    records = [play_game(name, 2, ["hard", "steady"], g, 7, None, 20, {}) for g in range(4)]
    assert all(r.error is None for r in records)
    for r in records:
        if toys[name].won_by == NOT_LOSER:  # CR-12's way: not being the loser is a win
            assert r.wins == [0.0 if s == r.loser else 1.0 for s in range(2)]
        else:
            assert sum(r.wins) == pytest.approx(1.0) and r.loser is None
    rows = summarize(records, name, 2, ["hard", "steady"], sides_of(name, 2, {}))
    assert [row["fair"] for row in rows] == [toys[name].fair_share(2)] * 2
    assert (rows[0]["loser"] is None) == (toys[name].won_by == BY_POINTS)
    code = arena_main(
        f"--game {name} --players 2 --seats normal --opponents pool --games 2".split()
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert ("not low card" in out) == (toys[name].won_by == NOT_LOSER)
    assert out.count("normal") >= len(pool.POOL_STYLES)


def test_the_soak_plan_holds_the_toy_at_every_player_count(toys: dict[str, GameInfo]) -> None:
    from koloda.app.tools.soak import soak_plan

    plan = soak_plan()
    assert ("highcard", 2, {"rounds": 2}) in plan and ("highcard", 3, {"rounds": 2}) in plan
    assert not [p for p in plan if p[0] == "highcard" and p[1] > 3]


@pytest.mark.parametrize("name", list(TOYS))
def test_the_statistics_record_the_toy_and_read_it_back(
    toys: dict[str, GameInfo], name: str, tmp_path: Any
) -> None:
    state = new_game(name, 2, seed=11, options={"rounds": 1})
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    result = state.result()
    stats = Statistics(tmp_path)
    records = [stats.record_game(name, result, s, ["hard"], False, [1]) for s in range(2)]
    again = Statistics(tmp_path)
    assert again.load() is None
    assert again.games_in(name) == records and again.summary(name, "hard").games == 2
    if toys[name].won_by == NOT_LOSER:
        loser = result["loser"]
        assert [r.loser for r in records] == [s == loser for s in range(2)]
        assert again.summary(name).losers == (loser is not None)
        assert [r.won for r in records] == [loser is not None and s != loser for s in range(2)]
    else:
        assert [r.won for r in records] == [s in result["winners"] for s in range(2)]
        assert [r.score for r in records] == result["totals"] and again.summary(name).losers == 0


@pytest.mark.parametrize("name", list(TOYS))
def test_the_apps_controller_plays_the_toy_to_the_end_and_the_statistics_count_it(
    toys: dict[str, GameInfo], name: str, tmp_path: Any, qtbot: Any
) -> None:
    # the person's seat moves through the human input, the other through the AI input (in a
    # thread: a helper process would not know the toy), and the window's scorebook counts it
    from PySide6.QtCore import QTimer

    from koloda.app.play.controller import GameController
    from koloda.app.play.inputs import Move
    from koloda.app.window.scorebook import Scorebook

    config = MatchConfig(game=name, players=2, levels=["normal", "easy"], options={"rounds": 2})
    c = GameController(paced=False, ai_pause_ms=0, auto_continue=True, ai_process=False)
    scorebook = Scorebook(Statistics(tmp_path), c, persist=True)
    moves: list[tuple[int, str]] = []  # (seat, source) of every move played
    errors: list[str] = []
    c.error.connect(errors.append)
    c.changed.connect(lambda ch: ch.kind == "move" and moves.append((ch.seat, ch.source)))
    c.roundEnded.connect(lambda _summary: scorebook.record())  # as the window does
    c.gameOver.connect(lambda _result: scorebook.record())

    def persons_move() -> None:
        obs = c.observation()
        if c.is_human_turn():  # the lowest card: any legal move will do
            c.play(Move(0, min(obs.legal), c.human.name, "table"))

    c.turnStarted.connect(lambda seat, human: human and QTimer.singleShot(0, persons_move))
    with qtbot.waitSignal(c.gameOver, timeout=30_000) as over:
        c.new_match(config)
    assert over.args[0] == c.result() and c.state is not None
    result = c.state.result()  # the game's own result, the one the statistics count
    assert c.is_finished() and errors == []  # no move refused, no AI that failed
    assert {source for seat, source in moves if seat == 0} == {"table"}
    assert {source for seat, source in moves if seat == 1} == {"ai"}
    assert len(moves) == 2 * HAND * 2  # both seats played their hands in both rounds
    again = Statistics(tmp_path)
    assert again.load() is None
    [record] = again.games_in(name)
    assert (record.level, record.assisted) == ("easy", False)
    if toys[name].won_by == NOT_LOSER:
        assert record.loser == (result["loser"] == 0) and record.score is None
    else:
        assert record.won == (0 in result["winners"]) and record.score == result["totals"][0]
    c.shutdown()


# ---------------------------------------------------------------------- the app's table kits


def _summaries(name: str) -> list[RoundSummary]:
    match = Match(MatchConfig(game=name, players=2, levels=["normal"] * 2, seed=2))
    out = []
    while not match.is_over():
        match.round_seen()
        seat = match.to_move()
        assert seat is not None
        played = match.apply(seat, match.observation(seat)["legal"][0])
        out += [played.summary] if played.summary else []
    return out


def test_the_app_shows_the_toys_in_their_own_words(
    toys: dict[str, GameInfo], qapp: Any, tmp_path: Any
) -> None:
    """The kit registry finds the toys' kits through their declarations; the table lays the
    trick, the round summary and the statistics window say what their kits say (round words,
    the loser's column), knowing no game by name."""
    from koloda.app.main import _parser
    from koloda.app.window.stats_window import LOSER_COLUMN, StatisticsWindow
    from koloda.app.window.summary import RoundSummaryDialog, summary_headline

    assert [k.game for k in kits()][-2:] == ["highcard", "lowcard"]
    assert "Highcard and Lowcard against computer opponents." in str(_parser().description)
    assert kit("lowcard") is declaration("lowcard").load("kit")
    assert type(kit("lowcard")).__module__ == "toy_games.lowcard.kit"
    first, last = _summaries("highcard")
    assert summary_headline(first).startswith("Trick round 1 of 2: ")
    dialog = RoundSummaryDialog(first)
    assert dialog.next_button.text() == "Next trick round"
    assert dialog.table.rowCount() == 2 and dialog.windowTitle() == "Highcard"
    assert RoundSummaryDialog(last).next_button.text() == "See the result"

    state = new_game("highcard", 2, seed=4)
    seats = Seats(["A", "B"], ["", "easy"], 0)
    for played in (1, 2):  # one card face down, then the trick turned
        state.apply(state.legal_actions()[0])
        obs = state.observe(0)  # read through the view the toy's GameInfo declares
        layout = kit("highcard").layout(obs, QSizeF(1280, 800), seats)
        trick = [(slot.card, slot.face_up) for slot in layout.slots if slot.zone == TRICK]
        assert trick == [(c, c is not None) for _, c in view_of(obs).trick]
        assert len(trick) == played and layout.info == f"{played} in the trick"
        assert (None in [c for c, _ in trick]) == (played == 1)

    stats = Statistics(tmp_path)
    for game, loser in [("lowcard", True), ("lowcard", False), ("highcard", None)]:
        stats.record_result(game, ["hard"], not loser, None, loser, False, [])
    window = StatisticsWindow(stats)
    header = window.table.horizontalHeaderItem(LOSER_COLUMN).text()
    assert "Low card" in header and not window.table.isColumnHidden(LOSER_COLUMN)
    assert "“Low card”: times you took the fewest tricks." in window.note.text()
    rows = {window.table.verticalHeaderItem(r).text(): r for r in range(window.table.rowCount())}
    assert window.table.item(rows["Lowcard"], LOSER_COLUMN).text() == "1"
    assert window.table.item(rows["Highcard"], 0).text() == "1"
    window.close()


def test_the_table_turns_the_toys_trick_in_place(toys: dict[str, GameInfo], qtbot: Any) -> None:
    """The cards laid in the toy's own centre zone stand one-to-one for its cards, as the kit
    lays them (no list of the games' zones kept by hand says so): the backs in the trick are
    the very items turned over when the last seat plays, not new cards flown in."""
    from koloda.app.table.widget import TableWidget

    table = TableWidget()
    qtbot.addWidget(table)
    table.resize(1280, 800)
    table.show()
    qtbot.waitExposed(table)
    table.set_speed("fast")
    table.start_game(kit("highcard"), 2, 0, ["You", "B"], ["", "easy"])
    state = new_game("highcard", 2, seed=4, dealer=0)  # seat 1 leads, the person answers
    state.apply(state.legal_actions()[0])
    with qtbot.waitSignal(table.animationsFinished, timeout=10_000):
        table.show_observation(state.observe(0), [])
    (back,) = [c for c in table.scene.cards if c.zone == TRICK]
    assert back.card is None and not back.face_up
    events = state.apply(state.legal_actions()[0])
    with qtbot.waitSignal(table.animationsFinished, timeout=10_000):
        table.show_observation(state.observe(0), events)
    turned = {c.card: c for c in table.scene.cards if c.zone == TRICK}
    led = view_of(state.observe(0)).trick[0][1]
    assert len(turned) == 2 and turned[led] is back and back.face_up


def test_the_toys_rules_page_and_lesson_come_from_its_package(
    toys: dict[str, GameInfo], qapp: Any
) -> None:
    """The Help menu's rules and the guided first game are the files a game's declaration
    names, wherever its package is; a game that declares none says so."""
    from koloda.app.window.dialogs import RulesDialog, rules_html
    from koloda.match import MatchError
    from koloda.match.lesson import check, load_lesson

    page = rules_html("highcard", "ru")  # no Russian page: the English one
    assert page == rules_html("highcard", "en") and "<h2>High card</h2>" in page
    assert "no rules page" in rules_html("lowcard", "en")
    dialog = RulesDialog("highcard")
    assert set(dialog.browsers) == {k.game for k in kits()}
    assert "High card" in dialog.browsers["highcard"].toPlainText()
    lesson = load_lesson("highcard")
    assert lesson.game == "highcard" and check(lesson).result().winners == [lesson.human_seat]
    with pytest.raises(MatchError, match="the lesson of lowcard cannot be read"):
        load_lesson("lowcard")
