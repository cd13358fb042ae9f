"""Saved games that survive a rules fix (issue 37): a game saved before a fix of a game's own
bookkeeping (the ``rules_fixed`` fixture) loads on its saved state and plays on, its moves kept
for the log, the review and undo; a damaged file is refused as before."""

from __future__ import annotations

import copy
import random
from typing import Any

import pytest
from playing import play_out

from koloda.match import Match, MatchConfig, MatchError
from koloda.match.match import MAX_ACTIONS
from koloda.match.resume import same_position
from koloda.match.review import last_round_replay

CONFIGS = {
    "ryadky": MatchConfig("ryadky", 3, options={"deals": 2}, seed=2024),
    "rooster": MatchConfig("rooster", 3, seed=1917, match_games=2),
}
MOVES = {"ryadky": 30, "rooster": 60}  # by then the fix changes the bookkeeping (asserted)


def human_to_move_after(moves: int) -> Any:
    """A stop for play_out: the human (seat 0) to move, at least ``moves`` moves made, in the
    match's first round."""
    return lambda m: m.to_move() == 0 and len(m.actions) >= moves and not m.history


def saved_today(game: str, moves: int = 0) -> tuple[Match, dict[str, Any]]:
    """A match of today's Koloda at the human's turn mid-round, and its saved file."""
    match = Match(CONFIGS[game])
    play_out(match, seed=3, stop=human_to_move_after(moves or MOVES[game]))
    assert match.to_move() == 0 and not match.history
    return match, match.to_json()


def replayed_today(data: dict[str, Any]) -> Match:
    return Match.replay(Match.from_json(data).config, data["match"]["actions"])


def play_on(match: Match, moves: int, seed: int = 5) -> None:
    """Play ``moves`` more moves (seeded random), then on to the human's turn."""
    made = len(match.actions)
    play_out(match, seed=seed, stop=lambda m: len(m.actions) >= made + moves and m.to_move() == 0)


@pytest.mark.parametrize("game", CONFIGS)
def test_a_game_saved_before_a_bookkeeping_fix_goes_on_from_its_saved_state(
    game: str, rules_fixed: Any
) -> None:
    match, saved = saved_today(game)
    rules_fixed(game)
    # the fix does change this game's saved bookkeeping: replaying its moves no longer gives it
    assert replayed_today(saved).state.to_json() != saved["state"]
    loaded = Match.from_json(saved)
    assert loaded.rules_changed_since_save
    assert loaded.state.to_json() == saved["state"]  # the saved state is what is played on
    assert loaded.actions == match.actions and loaded.history == match.history
    play_out(loaded)
    assert loaded.is_over() and len(loaded.history) == 2  # two deals; two games of a series


def test_a_game_saved_and_loaded_by_the_same_koloda_says_nothing_changed() -> None:
    _, saved = saved_today("ryadky")
    loaded = Match.from_json(saved)
    assert not loaded.rules_changed_since_save
    assert loaded.to_json() == saved  # no saved game to go on from is added


def test_undo_after_the_load_goes_back_to_the_saved_state_and_before_it_to_the_kept_moves(
    rules_fixed: Any,
) -> None:
    match, saved = saved_today("ryadky")
    last = max(i for i, (seat, _) in enumerate(match.actions) if seat == 0)
    as_played = Match.replay(match.config, list(match.actions[:last])).state  # before the fix
    rules_fixed("ryadky")
    loaded = Match.from_json(saved)
    play_on(loaded, 1)
    played_on = loaded.state.to_json()
    back = loaded.undone()
    # exactly the saved state, its bookkeeping as saved (not as the fixed rules replay it)
    assert back.state.to_json() == saved["state"]
    assert back.state.to_json() != replayed_today(saved).state.to_json()
    before = back.undone()  # a move made before the save: the kept moves, replayed
    assert len(before.actions) == last
    assert same_position(before.state, as_played)
    assert (
        before.state.to_json()
        == Match.replay(match.config, saved["match"]["actions"][:last]).state.to_json()
    )
    forward = before.redone().redone()
    assert not forward.can_redo()
    assert forward.state.to_json() == played_on  # the moves played on the saved state again


@pytest.mark.parametrize("game", CONFIGS)
def test_a_game_played_on_after_such_a_load_opens_again_as_it_was_left(
    game: str, rules_fixed: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, saved = saved_today(game)
    rules_fixed(game)
    loaded = Match.from_json(saved)
    play_on(loaded, 12)
    again = loaded.to_json()
    assert again["match"]["base"] == saved  # the file it went on from goes with it
    reopened = Match.from_json(again)
    assert not reopened.rules_changed_since_save  # saved by the Koloda that opens it
    assert reopened.to_json() == again
    monkeypatch.undo()  # and a Koloda without the fix opens it too
    assert Match.from_json(again).state.to_json() == again["state"]


def with_stock_swapped(saved: dict[str, Any]) -> dict[str, Any]:
    """The saved file with the stock's top and bottom cards swapped (C-5): a difference no seat
    can see, which changes who draws them."""
    other = copy.deepcopy(saved)
    stock = other["state"]["stock"]
    stock[0], stock[-1] = stock[-1], stock[0]
    return other


def test_moves_that_fit_only_the_saved_state_are_told_and_opened_again_from_it() -> None:
    _, saved = saved_today("ryadky", moves=20)
    hidden = with_stock_swapped(saved)
    loaded = Match.from_json(hidden)
    assert loaded.rules_changed_since_save and loaded.state.to_json() == hidden["state"]
    rng, seen = random.Random(5), []
    while not loaded.history:  # to the end of the deal: every card of the stock is drawn
        seat = loaded.to_move()
        assert seat is not None
        loaded.apply(seat, rng.choice(loaded.state.legal_strings()))
        seen.append(loaded.observe(0).view)
    again = loaded.to_json()
    with pytest.raises(MatchError):  # from the first deal, the cards drawn are not those played
        Match.replay(loaded.config, again["match"]["actions"])
    reopened = Match.from_json(again)
    assert reopened.to_json() == again and not reopened.rules_changed_since_save
    log = reopened.replayed_log()
    assert [str(p.action) for p, _ in log] == [a for _, a in loaded.actions]
    assert [view for _, view in log[len(saved["match"]["actions"]) :]] == seen


def test_a_round_that_spans_the_load_is_reviewed_from_its_kept_moves(rules_fixed: Any) -> None:
    _, saved = saved_today("ryadky")
    rules_fixed("ryadky")
    loaded = Match.from_json(saved)
    play_out(loaded, stop=lambda m: bool(m.history))
    replay = last_round_replay(loaded)
    assert replay.round_index == 0
    assert [s.action for s in replay.steps] == [a for _, a in loaded.actions]
    loaded_at = len(saved["match"]["actions"])
    decided = [d.index for d in replay.decisions]
    assert all(loaded.actions[i][0] == 0 for i in decided)
    assert min(decided) < loaded_at < max(decided)  # the person's moves before and after it


def damaged(saved: dict[str, Any], how: str) -> dict[str, Any]:
    data = copy.deepcopy(saved)
    moves = data["match"]["actions"]
    if how == "a move short":
        del moves[-1]
    elif how == "an illegal move":
        moves[-1][1] = "take"  # no Ryadky move
    elif how == "moves not a list":
        data["match"]["actions"] = "play 2C"
    elif how == "too many moves":
        data["match"]["actions"] = moves * (MAX_ACTIONS // len(moves) + 1)
    elif how == "a damaged state":
        data["state"]["hands"] = "none"
    elif how == "a base of another match":
        data["match"]["base"] = {**copy.deepcopy(saved), "config": {**saved["config"], "seed": 1}}
    elif how == "a base whose moves are not these":
        data["match"]["base"] = {**copy.deepcopy(saved)}
        data["match"]["base"]["match"]["actions"] = [[0, "play 2C"]]
    elif how == "a base whose state is damaged":
        data["match"]["base"] = copy.deepcopy(saved)
        data["match"]["base"]["state"]["hands"] = "none"
    elif how == "a base that is not a game":
        data["match"]["base"] = "earlier"
    return data


@pytest.mark.parametrize(
    ("how", "message"),
    [
        ("a move short", "does not lead to the saved game"),
        ("an illegal move", "does not fit the game"),
        ("moves not a list", "move history is damaged"),
        ("too many moves", "move history is damaged"),
        ("a damaged state", "state is damaged"),
        ("a base of another match", "went on from is damaged"),
        ("a base whose moves are not these", "went on from is damaged"),
        ("a base whose state is damaged", "went on from is damaged: the saved game state"),
        ("a base that is not a game", "went on from is damaged"),
    ],
)
def test_a_damaged_file_is_refused_with_its_reason_after_a_fix_too(
    how: str, message: str, rules_fixed: Any
) -> None:
    _, saved = saved_today("ryadky")
    rules_fixed("ryadky")
    with pytest.raises(MatchError, match=message):
        Match.from_json(damaged(saved, how))
