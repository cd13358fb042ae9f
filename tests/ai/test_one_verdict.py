"""One verdict per decision (issue 35): the review's first look at a decision is the hint's own
analysis (the same seed and count), so the move a hint recommends is never flagged; a flag
needs a loss past the analysis' own noise, and a second, independent analysis to agree."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from koloda.ai import analyse, choose_action, review
from koloda.ai.analysis import FLAG_Z, confirm_seed
from koloda.app.play.ai_process import explain, review_decision
from koloda.games import BUILTIN
from koloda.match import Match, MatchConfig
from koloda.match.review import decision_seed, replay_round
from koloda.rules import games, new_game

ITERATIONS = 60  # small and fixed: the property holds at any count, by construction
PER_GAME = 40  # decisions per game, from several seeded games of 2-4 players


def _decisions(game: str, count: int) -> list[tuple[dict[str, Any], int]]:
    """(observation, seed) of real choices of normal players, from seeded games."""
    short = games()[game].short_options(1)
    found: list[tuple[dict[str, Any], int]] = []
    g = 0
    while len(found) < count:
        rng = random.Random(1000 + g)
        state = new_game(game, players=2 + g % 3, seed=700 + g, options=short)
        k = 0
        while not state.is_terminal() and len(found) < count:
            seat = state.to_move
            assert seat is not None
            obs = state.observation(seat)
            if len(obs["legal"]) > 1:
                k += 1
                if k % 2 == 0:
                    found.append((obs, rng.randrange(1 << 30)))
            state.apply(choose_action(obs, "normal", seed=rng.randrange(1 << 30)))
        g += 1
    return found


@pytest.mark.parametrize("game", BUILTIN)
def test_the_hinted_move_played_is_never_flagged(game: str) -> None:
    judged = 0
    for obs, seed in _decisions(game, PER_GAME):
        hint = analyse(obs, seed, iterations=ITERATIONS)  # what the hint says
        checked = review(obs, hint.best.action, seed, ITERATIONS)
        assert checked.analysis.best.action == hint.best.action  # the hint's own analysis
        assert not checked.verdict.mistake and not checked.mistake
        assert checked.second is None  # nothing to confirm
        judged += checked.verdict.judged
    assert judged > PER_GAME // 2  # most decisions have values to judge


@pytest.mark.parametrize("game", BUILTIN)
def test_a_move_the_hint_calls_as_good_is_never_flagged(game: str) -> None:
    """ "Either is fine here": the next move within the hint's margin passes the review."""
    hints = [
        (obs, seed, analyse(obs, seed, iterations=ITERATIONS))
        for obs, seed in _decisions(game, PER_GAME)
    ]
    # the positions where the hint says "either is fine here", with the move it means
    alike = [
        (obs, seed, nxt.action)
        for obs, seed, hint in hints
        for nxt in hint.candidates[1:2]
        if hint.close and nxt.value is not None and nxt.action != hint.best.action
    ]
    assert alike
    for obs, seed, action in alike:
        assert not review(obs, action, seed, ITERATIONS).verdict.mistake


@pytest.mark.parametrize("game", BUILTIN)
def test_a_flag_is_past_the_noise_and_confirmed_by_a_second_analysis(game: str) -> None:
    checks = [
        review(
            obs, analyse(obs, seed, iterations=ITERATIONS).candidates[-1].action, seed, ITERATIONS
        )
        for obs, seed in _decisions(game, PER_GAME)  # the worst candidate of each decision
    ]
    first = [c for c in checks if c.verdict.mistake]  # flagged by the hint's own analysis
    passed = [c for c in checks if not c.verdict.mistake]
    assert first and passed
    for c in first:
        diff, se = c.verdict.difference, c.verdict.stderr
        assert diff is not None and se is not None
        assert diff > FLAG_Z * se >= 2 * se  # past twice the analysis' own noise
        assert c.second is not None  # a second analysis was made...
        assert c.mistake == c.second.mistake  # ...and decides
    for c in passed:
        assert c.second is None and not c.mistake
    assert any(c.mistake for c in checks)  # the worst is clearly worse somewhere in every game
    assert confirm_seed(5) != 5 and confirm_seed(5) == confirm_seed(5)


WHOLE = {  # a whole game of each: Ryadky's 7 deals, a Rooster match of two games, 3 Ditch hands
    "ryadky": ({}, 1),
    "rooster": ({}, 2),
    "ditch": ({"hands": 3}, 1),
}


@pytest.mark.parametrize("game", BUILTIN)
def test_a_whole_game_played_with_the_hint_at_every_turn_is_reviewed_without_a_flag(
    game: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The app's own path: the hint (ai_process.explain, the controller's seed) played at every
    turn of the person's, then every round's review (ai_process.review_decision)."""
    monkeypatch.setattr("koloda.ai.ANALYSIS_ITERATIONS", ITERATIONS)
    options, games_in_match = WHOLE[game]
    config = MatchConfig(
        game, 2, levels=["normal"] * 2, options=options, seed=11, match_games=games_in_match
    )
    match = Match(config)
    k = 0
    hinted: dict[int, str] = {}
    while not match.is_over():
        seat = match.to_move()
        if seat is None:  # a round's summary: go on as the window does
            match.round_seen()
            if match.next_game_due():
                match.start_next_game()
            continue
        obs = match.observation(seat)
        if seat == 0:
            seed = decision_seed(config, len(match.actions))  # the controller's hint seed
            action = json.loads(explain(obs, "hard", seed, None))["action"]
            hinted[len(match.actions)] = action
        else:
            action = str(choose_action(obs, "normal", seed=k))
        match.apply(seat, action)
        k += 1
    rounds = len(match.history)
    assert rounds >= {"ryadky": 7, "rooster": 2, "ditch": 3}[game]
    reviewed = 0
    for index in range(rounds):
        for d in replay_round(config, list(match.actions), index).decisions:
            assert hinted[d.index] == d.played
            verdict = review_decision(d.observation, d.played, d.seed, ITERATIONS)
            assert not verdict["mistake"], (index, d.move, d.played, verdict)
            assert verdict["best"] == d.played
            reviewed += 1
    assert reviewed == len(hinted) - forced(config, match, hinted)  # every choice reviewed


def forced(config: MatchConfig, match: Match, hinted: dict[int, str]) -> int:
    """The person's moves with one legal action (no decision to review)."""
    count = 0
    for index in hinted:
        before = Match.replay(config, list(match.actions[:index]))
        before.pending = None
        if before.next_game_due():
            before.start_next_game()
        count += len(before.observation(0)["legal"]) == 1
    return count
