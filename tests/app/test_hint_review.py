"""One verdict per decision through the app (issue 35): a round played with Play the Hint at
every turn of the person's, through the controller, is reviewed (RoundReview, as the review
window runs it) without a flag, and the review names each hinted move as the best."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.play.review import RoundReview, tally
from koloda.match.review import last_round_replay

ITERATIONS = 60  # the hint's and the review's count here (the app's is ANALYSIS_ITERATIONS)


@pytest.mark.parametrize(
    "config",
    [
        MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 2}, seed=31),
        MatchConfig("rooster", 3, seed=32, match_games=2),
        MatchConfig("ditch", 2, options={"hands": 2}, seed=33),
    ],
    ids=lambda c: c.game,
)
def test_a_round_played_with_play_the_hint_is_reviewed_without_a_flag(
    qtbot: Any, monkeypatch: pytest.MonkeyPatch, config: MatchConfig
) -> None:
    monkeypatch.setattr("koloda.ai.ANALYSIS_ITERATIONS", ITERATIONS)
    c = GameController(paced=True, ai_pause_ms=0, budget_scale=0.05, ai_process=False)
    try:
        c.new_match(config)
        hinted: dict[int, str] = {}

        def human_or_round_over() -> bool:
            c.view_ready()
            return c.is_human_turn() or c.waiting_for_continue()

        while True:
            qtbot.waitUntil(human_or_round_over, timeout=60_000)
            assert c.match is not None
            if c.match.history:  # the first round is over
                break
            with qtbot.waitSignal(c.hintReady, timeout=60_000) as blocker:
                assert c.request_hint()
            action, analysis = blocker.args
            assert action and analysis is not None
            hinted[len(c.match.actions)] = action
            assert c.play_hint()
        assert c.match.hints == hinted  # the controller records each hint with its decision
        replay = last_round_replay(c.match)
        review = RoundReview(replay.decisions, ITERATIONS, use_process=False)
        with qtbot.waitSignal(review.finished, timeout=120_000):
            review.start()
        counts = tally(review.verdicts)
        assert counts.decisions == len(replay.decisions) > 0 and counts.flagged == 0
        for verdict in review.verdicts:
            assert verdict["played"] == hinted[verdict["index"]] == verdict["best"]
            assert verdict["hinted"] and not verdict["mistake"]
    finally:
        c.shutdown()
