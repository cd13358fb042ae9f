"""Undo (replaying the match's recorded actions) and hints, through the controller."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pytest

from koloda.app.play.controller import GameController, MatchConfig
from koloda.match import MatchError
from koloda.rules import Action


@pytest.fixture
def make(qapp: Any) -> Any:
    made: list[GameController] = []

    def factory() -> GameController:
        c = GameController(paced=True, ai_pause_ms=0, budget_scale=0.05, ai_process=False)
        made.append(c)
        return c

    yield factory
    for c in made:
        c.shutdown()


def until_human_turn(c: GameController, qtbot: Any) -> None:
    """Play the view's part (acknowledge animations and summaries) until the human may act."""

    def ready() -> bool:
        c.view_ready()
        c.continue_match()
        return c.is_human_turn()

    qtbot.waitUntil(ready, timeout=30_000)


def first_card_move(legal: Sequence[Action]) -> Action:
    return next((a for a in legal if a.kind in ("play", "lead", "cover")), legal[0])


@pytest.mark.parametrize(
    "config",
    [
        MatchConfig("ryadky", 3, options={"deck_size": 36, "deals": 2}, seed=21),
        MatchConfig("rooster", 3, seed=22, match_games=2),
        MatchConfig("ditch", 2, options={"hands": 1}, seed=23),
    ],
    ids=lambda c: c.game,
)
def test_undo_returns_to_the_previous_decision_point(
    make: Any, qtbot: Any, config: MatchConfig
) -> None:
    c = make()
    c.new_match(config)
    until_human_turn(c, qtbot)
    # two human moves, so that the AI replies to the first are among what is undone
    before_state, before_match = None, None
    for _ in range(2):
        until_human_turn(c, qtbot)
        before_state = c.state.to_json()
        before_match = {k: v for k, v in c.to_json()["match"].items() if k != "assisted"}
        before_obs = c.observation()
        c.submit(first_card_move(c.observation().legal))
    c.view_ready()
    assert c.can_undo()
    assert c.state.to_json() != before_state
    assert c.undo()
    assert c.state.to_json() == before_state  # the rules state exactly as before the move
    after_match = {k: v for k, v in c.to_json()["match"].items() if k != "assisted"}
    assert after_match == before_match
    assert c.assisted  # marked for the statistics
    until_human_turn(c, qtbot)
    assert c.observation() == before_obs  # the human decides again, same position


def test_undo_is_refused_before_the_human_has_moved(make: Any, qtbot: Any) -> None:
    c = make()
    c.new_match(MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=5))
    until_human_turn(c, qtbot)
    errors: list[str] = []
    c.error.connect(errors.append)
    state = c.state.to_json()
    assert all(seat != 0 for seat, _ in c.actions())  # the AI may have led, the human not
    assert not c.can_undo()
    assert not c.undo()
    assert errors and "take back" in errors[0]
    assert c.state.to_json() == state


def test_saved_move_history_must_lead_to_the_saved_state(make: Any, qtbot: Any) -> None:
    c = make()
    c.new_match(MatchConfig("rooster", 3, seed=31, match_games=3))
    until_human_turn(c, qtbot)
    c.submit(first_card_move(c.observation().legal))
    data = c.to_json()
    assert data["match"]["actions"]
    fresh = make()
    fresh.from_json(data)
    assert fresh.actions() == c.actions() and fresh.can_undo()

    forged = {**data, "match": {**data["match"], "actions": data["match"]["actions"][:-1]}}
    with pytest.raises(MatchError, match="move history"):
        make().from_json(forged)
    for bad in ([["x", "take"]], "take", [[0, 7]], [[0, "lead ZZ"]]):
        with pytest.raises(MatchError, match="move history"):
            make().from_json({**data, "match": {**data["match"], "actions": bad}})


def test_hint_is_a_legal_action_of_the_hard_ai_and_marks_the_game(make: Any, qtbot: Any) -> None:
    c = make()
    c.new_match(MatchConfig("rooster", 3, seed=41, match_games=1))
    until_human_turn(c, qtbot)
    assert not c.assisted
    with qtbot.waitSignal(c.hintReady, timeout=30_000) as blocker:
        assert c.request_hint()
    hint, analysis = blocker.args
    assert Action.parse(hint) in c.observation().legal
    assert analysis["candidates"][0]["action"] == hint  # the figures behind it come along
    assert c.assisted


def test_hint_is_refused_when_it_is_not_the_humans_turn(make: Any, qtbot: Any) -> None:
    c = make()
    errors: list[str] = []
    c.error.connect(errors.append)
    assert not c.request_hint()  # no game at all
    assert errors
