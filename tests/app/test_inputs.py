"""The one input path (issue 26): every seat's moves, whoever chose them, reach the controller
through ``play`` and come out as one ``changed`` carrying the events and the new observation."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from koloda.app.play.controller import Change, GameController, MatchConfig
from koloda.app.play.inputs import Move, ScriptInput
from koloda.match import Match
from koloda.rules import Event


def _record(c: GameController) -> list[Change]:
    changes: list[Change] = []
    c.changed.connect(changes.append)
    return changes


def _first_legal(obs: dict[str, Any], level: str, seed: int, budget: float | None) -> str:
    return str(sorted(obs["legal"])[0])


def _illegal(obs: dict[str, Any], level: str, seed: int, budget: float | None) -> str:
    hand = set(obs["hand"])
    other = next(f"play {c}" for c in ("2C", "3C", "4C", "6C", "7C", "8C") if c not in hand)
    return other  # a card this seat does not hold: never legal


def _recorded_match(config: MatchConfig, moves: int) -> Match:
    """A match played ``moves`` actions deep by always taking the first legal action."""
    match = Match(config)
    for _ in range(moves):
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, sorted(match.state.legal_strings())[0])
        match.round_seen()
    return match


def test_a_replay_through_a_script_on_every_seat_reaches_the_recorded_position(qtbot: Any) -> None:
    # every seat, the human's too, plays from the script: the controller never asks the table
    config = MatchConfig("ryadky", 3, options={"deck_size": 36, "deals": 1}, seed=11)
    recorded = _recorded_match(config, 12)
    c = GameController(paced=False, ai_pause_ms=0, auto_continue=True)
    changes = _record(c)
    script = ScriptInput(recorded.actions, name="replay")
    turns: list[bool] = []
    c.turnStarted.connect(lambda seat, human: turns.append(human))
    c.new_match(config, {seat: script for seat in range(3)})
    qtbot.waitUntil(lambda: not script.remaining(), timeout=10_000)
    qtbot.waitUntil(lambda: len(changes) == 13, timeout=5_000)
    assert c.state is not None
    assert c.state.to_json() == recorded.state.to_json()
    moves = [ch for ch in changes if ch.kind == "move"]
    assert [(ch.seat, str(ch.action)) for ch in moves] == recorded.actions
    assert {ch.source for ch in moves} == {"script"}
    assert not any(turns)  # the human's seat was the script's: no turn was the person's
    assert not c.is_human_turn()
    c.shutdown()


def test_each_change_carries_the_events_and_the_viewers_new_observation(qtbot: Any) -> None:
    c = GameController(paced=False, ai_pause_ms=0, ai_process=False, decide_fn=_first_legal)
    changes = _record(c)
    c.new_match(MatchConfig("rooster", 2, seed=4, first_dealer=1))
    qtbot.waitUntil(c.is_human_turn, timeout=5_000)
    assert changes[0].kind == "fresh" and changes[0].events  # the deal, as card moves
    legal = c.observation().legal
    c.submit(legal[0])
    move = next(ch for ch in changes if ch.kind == "move" and ch.seat == 0)
    assert (move.action, move.source) == (legal[0], "keys")
    assert move.events and all(isinstance(e, Event) for e in move.events)
    # what the view needs is in the change: no call back for the observation
    assert move.observation.seat == 0
    assert list(move.observation.hand) == c.match.observation(0)["hand"]  # type: ignore[union-attr]
    assert move.observation.legal == ()  # the AI is to move now: nothing for the person
    c.shutdown()


def _persons_turn(qtbot: Any) -> tuple[GameController, list[str]]:
    """A Ryadky match where the person leads (RY-2), and the messages it will say."""
    c = GameController(paced=False, ai_pause_ms=0)
    errors: list[str] = []
    c.error.connect(errors.append)
    c.new_match(MatchConfig("ryadky", 2, options={"deals": 1}, seed=3, first_dealer=0))
    qtbot.waitUntil(c.is_human_turn, timeout=5_000)
    return c, errors


def test_a_move_from_another_input_than_the_seats_is_not_played(qtbot: Any) -> None:
    c, errors = _persons_turn(qtbot)
    before = c.state.to_json()  # type: ignore[union-attr]
    legal = c.observation().legal[0]
    # a script (or an AI answer) for the human's seat: the seat is the person's, so no
    c.play(Move(0, legal, by="script", source="script", ticket=None))
    # an answer for a position that is gone
    c.play(Move(0, legal, by="human", source="table", ticket=-5))
    assert c.state.to_json() == before  # type: ignore[union-attr]
    assert errors == []  # nothing the person did: nothing to tell them
    c.human.choose(legal)
    assert c.state.to_json() != before  # type: ignore[union-attr]
    c.shutdown()


def test_the_person_is_told_when_a_move_is_refused_and_nothing_changes(qtbot: Any) -> None:
    c, errors = _persons_turn(qtbot)
    before = c.state.to_json()  # type: ignore[union-attr]
    hand = set(c.observation().hand)
    absent = next(x for x in ("2C", "3D", "4H", "5S", "6C", "7D") if x not in hand)
    c.human.choose(f"play {absent}")  # RY-3: only a card of one's own hand is played
    c.human.choose("no such move")
    assert c.state.to_json() == before  # type: ignore[union-attr]
    assert len(errors) == 2 and all("not allowed" in e for e in errors)
    c.shutdown()


def test_an_ai_that_chooses_an_illegal_move_is_answered_with_a_legal_one(qtbot: Any) -> None:
    c = GameController(paced=False, ai_pause_ms=0, ai_process=False, decide_fn=_illegal)
    errors: list[str] = []
    c.error.connect(errors.append)
    changes = _record(c)
    c.new_match(MatchConfig("ryadky", 2, options={"deals": 1}, seed=5, first_dealer=1))
    qtbot.waitUntil(lambda: any(ch.kind == "move" for ch in changes), timeout=10_000)
    move = next(ch for ch in changes if ch.kind == "move")
    assert move.seat == 1 and move.source == "ai"
    assert len(errors) == 1 and "illegal move" in errors[0]
    c.shutdown()


def test_a_hint_played_goes_through_the_persons_input(qtbot: Any) -> None:
    c = GameController(paced=False, ai_pause_ms=0, ai_process=False, decide_fn=_first_legal)
    changes = _record(c)
    errors: list[str] = []
    c.error.connect(errors.append)
    c.new_match(MatchConfig("ditch", 2, seed=9, first_dealer=1))
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    with qtbot.waitSignal(c.hintReady, timeout=10_000) as blocker:
        assert c.request_hint()
    hint = blocker.args[0]
    assert hint and c.hinted() == hint
    assert c.assisted  # a hint counts as help in the statistics
    QTimer.singleShot(0, c.play_hint)
    qtbot.waitUntil(lambda: changes[-1].kind == "move" and changes[-1].seat == 0, timeout=5_000)
    assert (str(changes[-1].action), changes[-1].source) == (hint, "hint")
    assert c.hinted() == ""  # the hint was for a position that is gone
    assert errors == []
    c.shutdown()


def test_play_the_hint_before_any_hint_asks_for_it_and_plays_it(qtbot: Any) -> None:
    """Shift+H alone (issue 34): nothing hinted yet, so the hint is asked for and its move
    played as the person's own once it is known."""
    c = GameController(paced=False, ai_pause_ms=0, ai_process=False, decide_fn=_first_legal)
    changes = _record(c)
    c.new_match(MatchConfig("ditch", 2, seed=9, first_dealer=1))
    qtbot.waitUntil(c.is_human_turn, timeout=10_000)
    assert c.hinted() == ""
    with qtbot.waitSignal(c.hintReady, timeout=10_000) as blocker:
        assert c.play_hint()
    hint = blocker.args[0]
    qtbot.waitUntil(lambda: changes[-1].kind == "move" and changes[-1].seat == 0, timeout=5_000)
    assert (str(changes[-1].action), changes[-1].source) == (hint, "hint")
    c.shutdown()
