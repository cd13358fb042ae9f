"""The review of a round (issue 27): the person's decisions judged by hard's analysis of their
own observation, off the GUI thread, with progress and Cancel; the review window steps through
the flagged decisions on the table and puts the table back; the round's accuracy is kept in
the statistics. Built on a real match round from an explicit deck order where the person
throws away a pile of thirteen (the planted blunder of tests/ai/test_blunders.py)."""

from __future__ import annotations

import dataclasses
import random
import threading
import time
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.ai import choose_action
from koloda.app.games.move_words import action_text
from koloda.app.i18n import display_name
from koloda.app.play.ai_process import review_decision
from koloda.app.play.controller import GameController
from koloda.app.play.review import NO_ACCURACY, RoundReview, Tally, accuracy, tally
from koloda.app.window.main_window import MainWindow
from koloda.app.window.review_dialog import (
    ReviewDialog,
    accuracy_text,
    cost_details,
    cost_sentence,
    finished_text,
    headline,
    why_sentence,
)
from koloda.match import Match, MatchConfig
from koloda.match.review import RoundReplay, last_round_replay
from koloda.rules.cards import card_name, full_deck

ITERATIONS = 80  # small: the planted blunder is clear at any count (tests/ai/test_blunders.py)
BLUNDER = "play JH"  # a jack on the jack destroys the pile of 12 (RY-6c)
BEST = "play TS"  # the thirteenth spade: the next player most likely cannot answer (RY-4)


def planted(seed: int = 1, swap: bool = False) -> Match:
    """Three players of Ryadky, two deals: twelve spades are played 2..A then JS, and seat 0
    (the person) holds TS and JH with the pile of twelve before it. ``swap`` exchanges the
    hidden cards of seats 1 and 2 (not one of them is seen before the decision)."""
    rng = random.Random(seed)
    hands = [
        ["2S", "5S", "8S", "KS", "JH", "TS"],
        ["3S", "6S", "9S", "AS"],
        ["4S", "7S", "QS", "JS"],
    ]
    spare = [x for x in (card_name(c) for c in full_deck(52)) if x[1] != "S" and x[0] not in "TJ"]
    rng.shuffle(spare)
    one, two = spare[:2], spare[2:4]
    if swap:
        one, two = two, one
    hands[1] += one
    hands[2] += two
    dealt = [x for trio in zip(hands[1], hands[2], hands[0], strict=True) for x in trio]  # C-6
    rest = [x for x in (card_name(c) for c in full_deck(52)) if x not in dealt]
    rng.shuffle(rest)
    config = MatchConfig(
        "ryadky", 3, levels=["hard"] * 3, options={"deals": 2}, seed=seed, decks=[dealt + rest]
    )
    match = Match(config)
    for rank in "23456789QKAJ":
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, f"play {rank}S")
    assert match.to_move() == 0 and sorted(match.observation(0)["legal"]) == [BLUNDER, BEST]
    return match


def finish_round(match: Match, first: str) -> Match:
    """The person plays ``first``, then everyone plays normal's moves to the round's end."""
    match.apply(0, first)
    k = 0
    while match.pending is None:
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, choose_action(match.observation(seat), "normal", seed=k))
        k += 1
    return match


def run_review(qtbot: Any, replay: RoundReplay, **kw: Any) -> tuple[RoundReview, list[Any]]:
    review = RoundReview(replay.decisions, ITERATIONS, use_process=False, **kw)
    progress: list[tuple[int, int]] = []
    review.progress.connect(lambda done, total: progress.append((done, total)))
    with qtbot.waitSignal(review.finished, timeout=60_000):
        review.start()
    return review, progress


def test_the_review_flags_the_planted_blunder_and_its_progress_reaches_the_end(qtbot: Any) -> None:
    match = finish_round(planted(), BLUNDER)
    replay = last_round_replay(match)
    blunder = next(d for d in replay.decisions if d.played == BLUNDER)
    review, progress = run_review(qtbot, replay)
    total = len(replay.decisions)
    assert progress[0] == (0, total) and progress[-1] == (total, total)
    assert [d for d, _ in progress] == list(range(total + 1))
    flagged = [v for v in review.verdicts if v["mistake"]]
    assert flagged and flagged[0]["index"] == blunder.index and flagged[0]["move"] == blunder.move
    verdict = flagged[0]
    assert verdict["best"] == BEST and verdict["unit"] == "chance" and verdict["difference"] > 0.05
    assert verdict["observation"] == blunder.observation
    assert [f["outcome"] for f in verdict["played_facts"]] == ["destroyed"]
    assert review.done and len(review.verdicts) == total
    share, judged = accuracy(review.verdicts)
    assert 0 < judged <= total and share == pytest.approx(1 - len(flagged) / judged)
    # the window's words for it
    assert headline(verdict) == f"Move {blunder.move}: you chose “play J♥”; better was “play 10♠”"
    # what it cost as a player says it; the numbers one step away
    assert cost_sentence(verdict).startswith("The better move wins you the match ")
    assert "; yours, " in cost_sentence(verdict) and "%" not in cost_sentence(verdict)
    details = cost_details(verdict)
    assert details.startswith("Best ") and " sampled deals." in details
    assert "A second, independent analysis found " in details  # the flag was confirmed
    assert "destroy the pile" in why_sentence(verdict)


def test_hards_own_move_there_is_not_flagged(qtbot: Any) -> None:
    match = planted()
    own = str(choose_action(match.observation(0), "hard", seed=5, iterations=ITERATIONS))
    replay = last_round_replay(finish_round(match, own))
    review, _ = run_review(qtbot, replay)
    decision = next(v for v in review.verdicts if v["move"] == 13)  # the 13th move of the deal
    assert decision["played"] == own and decision["judged"] and not decision["mistake"]


def test_the_verdict_is_the_same_whatever_the_hidden_cards_were() -> None:
    a, b = planted(swap=False), planted(swap=True)
    assert a.state.to_json() != b.state.to_json()  # other hidden cards...
    obs_a, obs_b = a.observation(0), b.observation(0)
    assert obs_a == obs_b  # ...and the same observation at the decision
    da = last_round_replay(finish_round(a, BLUNDER)).decisions
    db = last_round_replay(finish_round(b, BLUNDER)).decisions
    at_a = next(d for d in da if d.played == BLUNDER)
    at_b = next(d for d in db if d.played == BLUNDER)
    assert at_a.observation == at_b.observation == obs_a and at_a.seed == at_b.seed
    va = review_decision(at_a.observation, BLUNDER, at_a.seed, ITERATIONS)
    vb = review_decision(at_b.observation, BLUNDER, at_b.seed, ITERATIONS)
    assert va == vb and va["mistake"]


def slow_judge(obs: dict[str, Any], played: str, seed: int, iterations: int) -> dict[str, Any]:
    time.sleep(0.05)
    return {"judged": True, "mistake": False, "played": played}


def flag_all(obs: dict[str, Any], played: str, seed: int, iterations: int) -> dict[str, Any]:
    return {"judged": True, "mistake": True, "played": played}


def test_a_played_hint_is_never_flagged_even_a_hint_without_figures(qtbot: Any) -> None:
    """A hint that timed out gives normal's move without its analysis: the review may judge it
    worse, but the person followed the hint, so it is not flagged (one verdict per decision)."""
    replay = last_round_replay(finish_round(planted(), BLUNDER))
    decisions = [
        dataclasses.replace(d, hinted=d.played if d.move % 2 else "") for d in replay.decisions
    ]
    review, _ = run_review(
        qtbot, dataclasses.replace(replay, decisions=decisions), judge_fn=flag_all
    )
    hinted = [v for v in review.verdicts if v["hinted"]]
    others = [v for v in review.verdicts if not v["hinted"]]
    assert hinted and others
    assert all(not v["mistake"] for v in hinted) and all(v["mistake"] for v in others)
    assert tally(review.verdicts).flagged == len(others)


def test_cancel_stops_the_review_and_nothing_comes_after_it(qtbot: Any) -> None:
    replay = last_round_replay(finish_round(planted(), BLUNDER))
    review = RoundReview(replay.decisions, ITERATIONS, use_process=False, judge_fn=slow_judge)
    got: list[Any] = []
    review.decision.connect(got.append)
    review.finished.connect(got.append)
    with qtbot.waitSignal(review.decision, timeout=10_000):
        review.start()
    review.cancel()
    assert review.wait(5.0) and not review.running()
    count = len(got)
    qtbot.wait(300)
    assert len(got) == count < len(replay.decisions) and not review.done
    assert review.cancelled()


@pytest.fixture
def window(qtbot: Any, stand_in_table: Any) -> Any:
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    w = MainWindow(stand_in_table, controller=controller)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.close_review()
    controller.shutdown()


def open_review(qtbot: Any, window: MainWindow, match: Match) -> ReviewDialog:
    """Resume ``match`` (its round summary pending) and press the summary's Review."""
    window.resume_match(match)
    qtbot.waitUntil(lambda: window.game_page.summary_dialog is not None, timeout=10_000)
    assert window.commands.review_last.isEnabled()
    summary = window.game_page.summary_dialog
    assert summary is not None and summary.review_button.isVisible()
    QTest.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    dialog = window.reviews.dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    return dialog


def test_the_window_steps_through_the_flagged_decisions_and_puts_the_table_back(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("koloda.app.play.review.REVIEW_ITERATIONS", ITERATIONS)
    match = finish_round(planted(), BLUNDER)
    replay = last_round_replay(match)
    blunder = next(d for d in replay.decisions if d.played == BLUNDER)
    dialog = open_review(qtbot, window, match)
    assert dialog.review.iterations == ITERATIONS
    # the why names the players as the window does (a Rooster series' seat, CR-13)
    assert dialog.names is not None and dialog.names.human_seat == match.config.human_seat
    assert dialog.names.names == [display_name(n) for n in match.config.names]
    qtbot.waitUntil(lambda: dialog.review.done, timeout=60_000)
    qtbot.waitUntil(lambda: dialog.accuracy_value is not None, timeout=5_000)
    assert dialog.bar.value() == dialog.bar.maximum() == len(replay.decisions)
    assert dialog.flagged and dialog.flagged[0]["index"] == blunder.index
    assert dialog.head.text() == f"Move {blunder.move}: you chose “play J♥”; better was “play 10♠”"
    assert "wins you the match" in dialog.cost.text() and dialog.why.text()
    # every count the window shows comes from the review's verdicts (tally): they add up
    counts = tally(dialog.review.verdicts)
    assert counts.decisions == len(replay.decisions) == dialog.bar.maximum()
    assert counts.judged + counts.unjudged == counts.decisions
    assert (
        counts.flagged == len(dialog.flagged) == sum(v["mistake"] for v in dialog.review.verdicts)
    )
    assert dialog.accuracy_label.text() == accuracy_text(counts)
    assert dialog.status.text() == finished_text(counts)
    assert dialog.position.text() == f"Mistake 1 of {counts.flagged}"
    table = window.table
    # the position of the decision: the person's observation before it, nothing to play
    qtbot.waitUntil(lambda: table.highlighted and table.highlighted[-1] == BEST, timeout=5_000)
    shown, _ = table.shown[-1]
    assert shown.to_json() == {**blunder.observation, "legal": []}
    # stepping: Previous is off at the first flagged decision, Next at the last; the review
    # is iteration-bound and seeded, so the planted round flags two decisions every time
    assert len(dialog.flagged) == 2
    assert not dialog.prev_button.isEnabled() and dialog.next_button.isEnabled()
    dialog.step(1)
    assert dialog.current == 1
    assert dialog.prev_button.isEnabled() and not dialog.next_button.isEnabled()
    dialog.step(-1)
    assert dialog.current == 0
    # kept in the statistics, once
    stats = window.scorebook.statistics
    assert [(r.game, r.decisions) for r in stats.accuracy] == [("ryadky", counts.judged)]
    assert stats.accuracy[0].accuracy == pytest.approx(dialog.accuracy_value)
    # closing puts the table back as it is: the finished deal under its summary
    dialog.close()
    assert window.reviews.dialog is None
    assert table.shown[-1][0] == window.controller.observation()
    assert table.highlighted[-1] is None
    assert window.game_page.summary_dialog is not None  # the summary waits as before


def test_a_round_reviewed_again_after_a_restart_is_counted_once(
    qtbot: Any, window: MainWindow, stand_in_table: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Seen: a game reviewed, Koloda started again and the game resumed, reviewed again:
    Statistics plotted two reviews of the one round. Its accuracy is kept once."""
    monkeypatch.setattr("koloda.app.play.review.REVIEW_ITERATIONS", ITERATIONS)
    match = finish_round(planted(), BLUNDER)
    saved = match.to_json()
    dialog = open_review(qtbot, window, match)
    qtbot.waitUntil(lambda: dialog.accuracy_value is not None, timeout=60_000)
    judged = tally(dialog.review.verdicts).judged
    dialog.close()
    controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    later = MainWindow(stand_in_table, controller=controller)  # the next start
    qtbot.addWidget(later)
    later.show()
    try:
        again = open_review(qtbot, later, Match.from_json(saved))
        qtbot.waitUntil(lambda: again.accuracy_value is not None, timeout=60_000)
        kept = later.scorebook.statistics.accuracy
        assert [(r.game, r.decisions) for r in kept] == [("ryadky", judged)]
        again.close()
    finally:
        later.close_review()
        controller.shutdown()


def test_a_review_without_mistakes_shows_no_steps_and_no_blank_room(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A round with no mistake said "No clear mistakes. Well played!" over a blank block (the
    room kept for a mistake's words) and Previous and Next buttons that could never be
    pressed: they go once the review is over, and the window is only as high as its words."""
    monkeypatch.setattr("koloda.app.play.review.REVIEW_ITERATIONS", ITERATIONS)
    match = finish_round(planted(), BEST)
    dialog = open_review(qtbot, window, match)
    assert dialog.prev_button.isVisible() and dialog.next_button.isVisible()  # while it runs
    qtbot.waitUntil(lambda: dialog.review.done, timeout=60_000)
    qtbot.waitUntil(lambda: dialog.accuracy_value is not None, timeout=5_000)
    counts = tally(dialog.review.verdicts)
    assert counts.judged and not counts.flagged
    assert dialog.status.text() == "No clear mistakes. Well played!"
    for widget in (dialog.head, dialog.why, dialog.cost, dialog.position):
        assert not widget.isVisible()
    assert not dialog.prev_button.isVisible() and not dialog.next_button.isVisible()
    assert dialog.close_button.isVisible() and dialog.accuracy_label.isVisible()
    # no higher than its words: the status, the progress, the accuracy and Close
    words = dialog.status.geometry().bottom() - dialog.title.geometry().top()
    words += dialog.accuracy_label.height() + dialog.close_button.height()
    qtbot.waitUntil(lambda: dialog.height() < words + 120, timeout=2000)
    gap = dialog.accuracy_label.geometry().top() - dialog.bar.geometry().bottom()
    assert gap < 3 * dialog.fontMetrics().lineSpacing(), gap
    dialog.close()


def test_cancel_in_the_window_leaves_the_app_usable(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch
) -> None:
    release = threading.Event()

    def stuck(self: RoundReview, item: Any) -> dict[str, Any] | None:
        release.wait(10)
        return None

    monkeypatch.setattr(RoundReview, "_judge", stuck)
    match = finish_round(planted(), BLUNDER)
    dialog = open_review(qtbot, window, match)
    QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
    assert dialog.review.cancelled() and not dialog.cancel_button.isEnabled()
    assert dialog.status.text() == "Review cancelled."
    release.set()
    assert dialog.review.wait(5.0)
    dialog.close()
    # the match goes on: the summary closes, the next deal comes, the person can move
    window.game_page.summary_dialog.accept()
    qtbot.waitUntil(window.controller.is_human_turn, timeout=60_000)
    moves = len(window.controller.actions())
    window.table.actionChosen.emit(window.controller.observation().legal[0])
    qtbot.waitUntil(lambda: len(window.controller.actions()) > moves, timeout=10_000)


@pytest.mark.parametrize("how", ["close", "cancel", "leave"])
def test_a_review_stopped_early_still_counts_what_it_judged(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """Issue 34: the statistics said "No round reviewed yet" after two rounds had been
    reviewed, their reviews closed (or their matches left) before the last decision was judged.
    The decisions judged are counted, once."""
    release = threading.Event()
    calls: list[int] = []

    def one_then_stuck(self: RoundReview, item: Any) -> dict[str, Any] | None:
        calls.append(1)
        if len(calls) > 1:
            release.wait(10)
            return None
        return {"judged": True, "mistake": False, "played": item.played}

    monkeypatch.setattr(RoundReview, "_judge", one_then_stuck)
    dialog = open_review(qtbot, window, finish_round(planted(), BLUNDER))
    qtbot.waitUntil(lambda: len(dialog.review.verdicts) == 1 and len(calls) == 2, timeout=10_000)
    if how == "close":
        QTest.keyClick(dialog, Qt.Key.Key_Escape)
    elif how == "cancel":
        QTest.mouseClick(dialog.cancel_button, Qt.MouseButton.LeftButton)
        dialog.close()
    else:
        window.ask = lambda title, text: True  # leave the match: yes
        summary = window.game_page.summary_dialog
        assert summary is not None
        QTest.keyClick(summary, Qt.Key.Key_Return)  # on to the next deal, then Main Menu
        qtbot.waitUntil(lambda: window.game_page.summary_dialog is None, timeout=5_000)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2_000)
        focus = QApplication.focusWidget() or window
        QTest.keyClick(focus, Qt.Key.Key_M, Qt.KeyboardModifier.ControlModifier)
    release.set()
    qtbot.waitUntil(lambda: window.reviews.dialog is None, timeout=5_000)
    stats = window.scorebook.statistics
    assert [(r.game, r.decisions, r.accuracy) for r in stats.accuracy] == [("ryadky", 1, 1.0)]


def test_review_last_round_waits_for_a_finished_round(qtbot: Any, window: MainWindow) -> None:
    config = MatchConfig("ryadky", 2, levels=["easy"] * 2, options={"deals": 2}, seed=4)
    window.start_match(config)
    assert not window.commands.review_last.isEnabled()
    assert window.review_last_round() is None


def test_no_accuracy_without_a_judged_decision(qtbot: Any) -> None:
    assert accuracy([]) == (NO_ACCURACY, 0)
    assert accuracy([{"judged": False}, {"judged": True, "mistake": True}]) == (0.0, 1)


def test_the_counts_add_up_and_read_in_the_singular_and_the_plural(qtbot: Any) -> None:
    verdicts = [
        {"judged": True, "mistake": False},
        {"judged": True, "mistake": True},
        {"judged": False, "mistake": False},
        {"judged": False, "mistake": True},  # never counted as a flag: nothing was judged
    ]
    counts = tally(verdicts)
    assert counts == Tally(decisions=4, judged=2, flagged=1) and counts.unjudged == 2
    assert counts.accuracy == accuracy(verdicts)[0] == 0.5 and accuracy(verdicts)[1] == 2
    assert accuracy_text(counts) == (
        "Accuracy: 50% (1 of 2 decisions close to the best); 2 more could not be judged"
    )
    assert accuracy_text(Tally(1, 1, 0)) == "Accuracy: 100% (1 of 1 decision close to the best)"
    assert finished_text(counts) == "Review finished: 1 decision clearly worse than the best."
    assert finished_text(Tally(9, 9, 2)).startswith("Review finished: 2 decisions clearly")
    assert finished_text(Tally(9, 9, 0)) == "No clear mistakes. Well played!"
    # Seen: "No clear mistakes. Well played!" over "No decision could be judged." for a hand
    # whose one decision of the person's was a draw (settled by a rule, DR-2), the rest played
    # by Demo, which the review did not say
    assert finished_text(Tally(1, 0, 0)) == "Review finished."
    assert accuracy_text(Tally(1, 0, 0), 7) == (
        "No decision could be judged; 7 played by the computer for you (Demo) are left out"
    )
    assert accuracy_text(Tally(2, 0, 0)) == "No decision could be judged"


def test_actions_in_words() -> None:
    assert action_text("play TS") == "10♠"
    assert action_text("cover 7S 9S") == "cover 7♠ with 9♠"
    assert action_text("draw 3") == "draw 3"
    assert action_text("take") == "take"
    assert action_text("lead JC QS") == "lead J♣ and Q♠"  # never a bare "J♣ Q♠"
    assert action_text("meld 7C 7D 7H") == "meld 7♣, 7♦ and 7♥"


def _pass_over(game: str, move: int, best: str, fact: dict[str, Any]) -> dict[str, Any]:
    """A verdict of ``game``: the person passed at ``move`` where ``best`` was better."""
    verdict = {"game": game, "move": move, "played": "pass", "played_plan": ["pass"]}
    verdict |= {"best": best, "best_plan": [best], "best_facts": [fact]}
    return verdict | {"played_facts": [{"kind": "pass"}]}


def test_a_pass_is_named_as_its_games_button_names_it(qapp: Any) -> None:
    """Seen in a Chuvash Rooster review: "you chose “end the turn”, better was “throw in K♣”"
    (Ditch Rummy's words for its pass, DR-4) and, in Russian, "вы решили пас" (the move's
    name where a verb belongs). Rooster's pass is a pass (CR-8), Ditch's ends the turn."""
    from koloda.app import i18n

    rooster = _pass_over("rooster", 10, "throw KC", {"kind": "throw", "cards": ["KC"]})
    assert headline(rooster) == "Move 10: you chose “pass”; better was “throw in K♣”"
    assert why_sentence(rooster) == "Better to throw in K♣; you chose to pass."
    ditch = _pass_over("ditch", 4, "discard 2H", {"kind": "discard", "cards": ["2H"]})
    assert headline(ditch) == "Move 4: you chose “end the turn”; better was “discard 2♥”"
    assert why_sentence(ditch) == "Better to discard 2♥; you chose to end the turn."
    assert i18n.install_language("ru")
    assert headline(rooster) == "Ход 10: вы выбрали «пас», а лучше было «подкинуть K♣»"
    assert why_sentence(rooster) == "Лучше было подкинуть K♣; вы решили пасовать."
    assert i18n.install_language("uk")
    assert why_sentence(rooster) == "Краще було підкинути K♣; ви вирішили пасувати."


def test_the_bench_times_the_apps_review_path(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from koloda.ai import bench
    from koloda.app.play import review
    from koloda.app.tools.review_bench import review_round_line

    assert review.REVIEW_ITERATIONS == bench.REVIEW_ITERATIONS  # `koloda bench --analysis`
    monkeypatch.setattr(review, "REVIEW_ITERATIONS", 20)
    line = review_round_line("ryadky", 1)
    assert capsys.readouterr().out.strip() == line
    assert line.startswith("ryadky players=2 app review of one round (in the helper process, 20 ")
    assert " decisions, whole round " in line and ", first flagged " in line


def test_the_review_flags_ending_the_last_hand_that_loses_the_match(qtbot: Any) -> None:
    """Issue 44: in its Ditch Rummy position the J-Q-K meld scores 25 and ends the hand 26
    ahead on the table, and loses the match; the review flags it and says so, in the match's
    odds, and the move the hint recommends there is not flagged."""
    from tests.ai.test_deciding_positions import ENDING, ditch_last_hand

    from koloda.ai import ANALYSIS_ITERATIONS, analyse

    obs = ditch_last_hand().observation(1)
    verdict = review_decision(obs, ENDING, 1, ANALYSIS_ITERATIONS)
    assert verdict["mistake"] and verdict["unit"] == "chance"
    assert verdict["played_value"] == 0.0
    assert "end the hand and lose the match" in why_sentence(verdict)
    assert cost_sentence(verdict).startswith("The better move wins you the match ")
    hinted = str(analyse(obs, 1, iterations=ANALYSIS_ITERATIONS).best.action)
    assert not review_decision(obs, hinted, 1, ANALYSIS_ITERATIONS)["mistake"]


@pytest.mark.parametrize("language", ["en", "uk"])
def test_the_accuracy_line_is_shown_whole_above_close(
    qtbot: Any, window: MainWindow, monkeypatch: pytest.MonkeyPatch, language: str
) -> None:
    """Issue 41: the round's accuracy was cut at the Close button beside it."""
    from koloda.app.i18n import install_language

    monkeypatch.setattr("koloda.app.play.review.REVIEW_ITERATIONS", ITERATIONS)
    install_language(language)
    try:
        match = finish_round(planted(), BLUNDER)
        dialog = open_review(qtbot, window, match)
        qtbot.waitUntil(lambda: dialog.accuracy_value is not None, timeout=60_000)
        label, close = dialog.accuracy_label, dialog.close_button
        qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()), timeout=2000)
        text = label.text()
        assert text
        lines = -(-label.fontMetrics().horizontalAdvance(text) // max(1, label.width()))
        assert label.height() >= lines * label.fontMetrics().lineSpacing()
        assert label.geometry().bottom() < close.geometry().top()  # above Close, not beside
        assert dialog.rect().contains(label.geometry()) and dialog.rect().contains(close.geometry())
    finally:
        install_language("en")


def test_moves_the_demo_played_for_the_person_are_not_reviewed_as_theirs(
    qtbot: Any, window: MainWindow
) -> None:
    """A hand played by Demo was reviewed as the person's: "No clear mistakes. Well played!",
    "Accuracy: 100%", and the computer's accuracy kept in the person's statistics."""
    config = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 2}, seed=5)
    window.start_match(config)
    qtbot.waitUntil(window.controller.is_human_turn, timeout=30_000)
    QTest.keyClick(window, Qt.Key.Key_D)  # Demo: the computer plays the person's hand
    assert window.controller.autoplay
    assert window.controller.assisted  # help, as the statistics' note says ("Hint/undo")
    qtbot.waitUntil(lambda: window.game_page.summary_dialog is not None, timeout=120_000)
    match = window.controller.match
    assert match is not None
    replay = last_round_replay(match)
    mine = [i for i, (seat, _) in enumerate(match.actions) if seat == 0]
    assert replay.decisions == [] and 0 < replay.played_for <= len(mine)
    # kept in the save: a game resumed at the summary reviews the same (a damaged list of
    # them loads as none, the game itself whole)
    saved = match.to_json()
    assert Match.from_json(saved).played_for == match.played_for
    saved["match"]["played_for"] = ["7", -1]
    assert Match.from_json(saved).played_for == set()
    assert Match.from_json(saved).actions == match.actions
    summary = window.game_page.summary_dialog
    assert summary is not None
    QTest.mouseClick(summary.review_button, Qt.MouseButton.LeftButton)
    dialog = window.reviews.dialog
    assert dialog is not None
    qtbot.waitUntil(lambda: dialog.review.done, timeout=10_000)
    qtbot.wait(50)
    assert dialog.status.text().startswith("The computer played your moves in this round")
    assert "Well played" not in dialog.status.text() and not dialog.accuracy_label.text()
    # nor "Decisions looked at: 1 of 1" and "No clear mistakes so far." over nothing looked at
    assert not dialog.bar.isVisible() and not dialog.head.text()
    assert window.scorebook.statistics.accuracy == []  # nothing of the person's to keep


def test_the_result_of_a_match_demo_played_says_how_much_of_it_was_the_computers(
    qtbot: Any, window: MainWindow
) -> None:
    """ "You win!" over a match Demo played said nothing more: the line under it now says how
    many of the person's moves the computer made, and where the match is counted apart."""
    config = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=5)
    window.start_match(config)
    qtbot.waitUntil(window.controller.is_human_turn, timeout=30_000)
    obs = window.controller.observation()
    assert obs is not None
    window.table.actionChosen.emit(obs.legal[0])  # one move of their own
    qtbot.waitUntil(window.controller.is_human_turn, timeout=30_000)
    QTest.keyClick(window, Qt.Key.Key_D)  # then Demo plays the rest
    qtbot.waitUntil(lambda: window.game_page.summary_dialog is not None, timeout=120_000)
    window.game_page.summary_dialog.accept()
    qtbot.waitUntil(window.controller.is_finished, timeout=10_000)
    match = window.controller.match
    assert match is not None
    mine = sum(1 for seat, _ in match.actions if seat == 0)
    made = len(match.played_for)
    assert 0 < made < mine
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.result_screen, timeout=30_000)
    detail = window.result_screen.detail.text()
    assert detail == (
        f"Ryadky: final totals. Demo made {made} of your {mine} moves: the match counts under "
        "Hint/undo in the Statistics."
    )


def test_a_round_partly_played_by_the_demo_reviews_the_persons_own_moves_only() -> None:
    """The decisions the computer took for the person are left out and counted apart."""
    match = planted()
    match.played_for.add(len(match.actions))  # the computer chose the blunder for the person
    replay = last_round_replay(finish_round(match, BLUNDER))
    assert all(d.played != BLUNDER for d in replay.decisions)
    assert replay.played_for == 1
    whole = last_round_replay(finish_round(planted(), BLUNDER))
    assert len(whole.decisions) == len(replay.decisions) + 1
    counts = Tally(decisions=2, judged=2, flagged=0)
    assert accuracy_text(counts, 1).endswith(
        "; 1 played by the computer for you (Demo) are left out"
    )
