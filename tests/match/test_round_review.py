"""koloda.match.review: the person's decisions of a finished round, replayed from the action
log (issue 27's review)."""

from __future__ import annotations

import pytest

from koloda.ai import choose_action
from koloda.match import Match, MatchConfig, MatchError
from koloda.match.review import decision_seed, last_round_replay, replay_round, round_decisions


def _played(game: str, options: dict[str, int], rounds: int, seed: int = 3) -> Match:
    """Two normal players (seat 0 the person's seat) through ``rounds`` finished rounds."""
    config = MatchConfig(game=game, players=2, options=options, seed=seed, match_games=3)
    match = Match(config)
    k = 0
    while len(match.history) < rounds:
        seat = match.to_move()
        if seat is None:
            match.round_seen()
            if match.next_game_due():
                match.start_next_game()
            continue
        match.apply(seat, choose_action(match.observation(seat), "easy", seed=k))
        k += 1
    return match


@pytest.mark.parametrize(
    ("game", "options"), [("ryadky", {"deals": 3}), ("rooster", {}), ("ditch", {"hands": 3})]
)
def test_the_decisions_of_each_round_are_the_persons_real_choices_in_it(
    game: str, options: dict[str, int]
) -> None:
    match = _played(game, options, rounds=2)
    config, actions = match.config, list(match.actions)
    seen: list[int] = []
    for round_index in (0, 1):
        replay = replay_round(config, actions, round_index)
        assert replay.decisions and len(replay.steps) >= len(replay.decisions)
        assert replay.start.legal == () and all(s.after.legal == () for s in replay.steps)
        for d in replay.decisions:
            seat, played = actions[d.index]
            assert seat == 0 and played == d.played
            assert replay.steps[d.step].index == d.index and d.move == d.step + 1
            assert len(d.observation["legal"]) > 1 and played in d.observation["legal"]
            assert d.observation["seat"] == 0
            assert d.seed == decision_seed(config, d.index)
            # the observation is the person's own just before the move, from the replay
            before = Match.replay(config, actions[: d.index])
            before.pending = None
            if before.next_game_due():
                before.start_next_game()
            assert before.observation(0) == d.observation
            seen.append(d.index)
    assert seen == sorted(seen) and len(set(seen)) == len(seen)
    # the rounds part the log: round 1 begins where round 0's last move was
    first, second = replay_round(config, actions, 0), replay_round(config, actions, 1)
    assert first.steps[-1].index + 1 == second.steps[0].index
    assert last_round_replay(match).decisions == second.decisions
    assert round_decisions(config, actions, 1) == second.decisions


def test_a_forced_move_is_no_decision() -> None:
    match = _played("ryadky", {"deals": 2}, rounds=1)
    replay = last_round_replay(match)
    forced = [
        s
        for s in replay.steps
        if s.seat == 0 and s.index not in {d.index for d in replay.decisions}
    ]
    assert forced  # a Ryadky follow with one card of that rank or suit (RY-3)
    for step in forced:
        before = Match.replay(match.config, list(match.actions[: step.index]))
        assert len(before.observation(0)["legal"]) == 1


def test_an_unfinished_round_or_a_match_without_a_person_cannot_be_reviewed() -> None:
    match = _played("ryadky", {"deals": 3}, rounds=1)
    with pytest.raises(MatchError, match="not finished"):
        replay_round(match.config, list(match.actions), 1)
    demo = MatchConfig(game="ryadky", players=2, human_seat=None, options={"deals": 3})
    with pytest.raises(MatchError, match="nobody"):
        replay_round(demo, list(match.actions), 0)
    with pytest.raises(MatchError, match="no round"):
        last_round_replay(Match(match.config))


def test_the_move_a_hint_recommended_comes_with_its_decision_and_survives_an_undo() -> None:
    config = MatchConfig(game="ryadky", players=2, options={"deals": 2}, seed=3)
    match = Match(config)
    hinted: dict[int, str] = {}
    k = 0
    back: Match | None = None  # the round undone half-way (undo stays within a round)
    while not match.history:
        seat = match.to_move()
        assert seat is not None
        if back is None and seat == 0 and len(hinted) >= 2:
            back = match.undone()
        obs = match.observation(seat)
        action = str(choose_action(obs, "easy", seed=k))
        if seat == 0 and len(obs["legal"]) > 1 and k % 3 == 0:
            match.hint_given(action)  # as the controller does when a hint comes
            hinted[len(match.actions)] = action
        match.apply(seat, action)
        k += 1
    assert hinted and match.hints == hinted
    decisions = last_round_replay(match).decisions
    assert {d.index: d.hinted for d in decisions if d.hinted} == hinted
    assert all(d.hinted == "" for d in decisions if d.index not in hinted)
    # an undo keeps the hints of the moves before the position it returns to
    assert back is not None
    assert back.hints == {i: a for i, a in hinted.items() if i <= len(back.actions)}
