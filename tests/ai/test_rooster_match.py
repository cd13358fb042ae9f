"""Chuvash Rooster in a match (CR-13, issue 44): every seat's observation carries the series
(each seat's times as the rooster so far, the games left), and hard values a game's end by the
chance to win the match."""

from __future__ import annotations

import json
import random

import pytest

from koloda.ai import analyse, choose_action
from koloda.ai.analysis import analysis_json
from koloda.ai.match import ROUND_ONLY, MatchScale
from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.games.hint_text import hint_sentence
from koloda.engine import Engine
from koloda.games.rooster.ai import AI, match_values, series_range, series_turns
from koloda.games.rooster.rules import RoosterState
from koloda.games.rooster.series import may_be_rooster
from koloda.match import Match, MatchConfig
from koloda.rules import RulesError, new_game


def test_a_match_tells_each_game_its_series_and_the_games_left() -> None:
    match = Match(MatchConfig("rooster", 2, levels=["normal", "normal"], seed=3, match_games=3))
    obs = match.observation(0)
    assert obs["public"]["series"] == [0, 0] and obs["public"]["games_left"] == 2
    k = 0
    while not match.state.is_terminal():
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, choose_action(match.observation(seat), "normal", seed=k))
        k += 1
    loser = match.state.result()["loser"]  # type: ignore[index]
    match.round_seen()
    match.start_next_game()
    after = match.observation(1)["public"]
    assert after["games_left"] == 1
    assert after["series"] == [1 if s == loser else 0 for s in range(2)]


def test_a_game_on_its_own_shows_no_series_and_saves_as_before() -> None:
    st = new_game("rooster", players=3, seed=1)
    assert "series" not in st.observation(0)["public"]
    assert st.to_json()["options"] == {"previous_loser": None}


def test_the_series_survives_a_redeal_of_the_hidden_cards() -> None:
    st = new_game("rooster", players=2, seed=2, options={"series": [1, 2], "games_left": 1})
    seat = st.to_move
    assert seat is not None
    again = RoosterState.determinize(st.observation(seat), random.Random(0))
    assert again.match == ((1, 2), 1)


@pytest.mark.parametrize(
    "options",
    [{"series": [1], "games_left": 1}, {"series": [0, 0]}, {"series": [0, -1], "games_left": 0}],
)
def test_a_series_that_is_not_one_is_refused(options: dict[str, object]) -> None:
    with pytest.raises(RulesError, match="series"):
        new_game("rooster", players=2, seed=1, options=options)  # type: ignore[arg-type]
    reply = Engine().handle(
        json.dumps({"cmd": "new", "game": "rooster", "players": 2, "options": options})
    )
    assert reply["ok"] is False


def test_in_the_last_game_a_draw_is_a_win_when_ahead_and_a_loss_when_behind() -> None:
    """CR-12, CR-13: two players, one rooster apart, the last game. Ahead (1 to 2), a draw
    keeps the lead: worth a win; if I am the rooster the match is shared. Behind (2 to 1), a
    draw loses the match: worth as little as being the rooster."""
    draw, me, other = [0.0, 0.0], [1.0, 0.0], [0.0, 1.0]
    returns = [0.5, 0.5]
    assert match_values((1, 2), 0, draw, returns)[0] == pytest.approx(1.0)
    assert match_values((1, 2), 0, other, returns)[0] == pytest.approx(1.0)
    assert match_values((1, 2), 0, me, returns)[0] == pytest.approx(0.0)
    assert match_values((2, 1), 0, draw, returns)[0] == pytest.approx(0.0)
    assert match_values((2, 1), 0, me, returns)[0] == pytest.approx(0.0)
    assert match_values((2, 1), 0, other, returns)[0] == pytest.approx(1.0)


@pytest.mark.parametrize("players", [2, 4])
def test_before_the_last_game_hard_plays_for_the_game(players: int) -> None:
    """Issue 44: far from the end hard plays much as before. Before a series' last game its
    search values a game's end, and a playout cut short, by the game's own returns (CR-12),
    as the hint speaks of them; in the last game, by the series (CR-13)."""
    series = [1, 0, 0, 1][:players]
    for left in (3, 1, 0):
        st = new_game(
            "rooster", players=players, seed=5, options={"series": series, "games_left": left}
        )
        assert isinstance(st, RoosterState)
        base = AI.baseline(st)  # at the root, the ends still possible: every seat's
        assert base == ([] if left else [1.0] * players)
        k = 0
        cut = None
        while not st.is_terminal():
            if k == 12:
                cut = st.clone()  # a playout cut short: the cards still held decide
            st.apply(choose_action(st.observation(st.to_move or 0), "normal", seed=k))
            k += 1
        assert isinstance(cut, RoosterState)
        if left:
            assert AI.evaluate(st, base) == st.returns()
            assert AI.evaluate(cut, base) == cut.returns()
        else:  # the series' values (test_the_search_values_a_finished_game_by_the_match…)
            odds = [1.0 if p == st.loser else 0.0 for p in range(players)]
            shares = match_values(tuple(series), 0, odds, st.returns())
            assert AI.evaluate(st, base) == shares


def test_a_match_that_this_game_cannot_change_keeps_the_games_own_returns() -> None:
    assert match_values((5, 0), 0, [1.0, 0.0], [0.25, 0.75]) == [0.25, 0.75]


def test_the_search_values_a_finished_game_by_the_match_unless_told_otherwise() -> None:
    st = new_game("rooster", players=2, seed=5, options={"series": [2, 1], "games_left": 0})
    k = 0
    while not st.is_terminal():
        st.apply(choose_action(st.observation(st.to_move or 0), "normal", seed=k))
        k += 1
    assert isinstance(st, RoosterState)
    values = AI.evaluate(st, [])
    if_alone = st.returns()
    token = ROUND_ONLY.set(True)
    try:
        assert AI.evaluate(st, []) == if_alone
    finally:
        ROUND_ONLY.reset(token)
    loser = st.loser
    expected = match_values((2, 1), 0, [1.0 if p == loser else 0.0 for p in range(2)], if_alone)
    assert values == expected


def _first_decision(options: dict[str, object]) -> dict[str, object]:
    """The first observation with a choice of a two-player game dealt with ``options``."""
    st = new_game("rooster", players=2, seed=7, options=options)  # type: ignore[arg-type]
    k = 0
    while True:
        seat = st.to_move
        assert seat is not None
        obs = st.observation(seat)
        if len(obs["legal"]) > 1:
            return obs
        st.apply(choose_action(obs, "normal", seed=k))
        k += 1


def test_in_a_series_the_analysis_says_the_chance_to_win_the_series(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """CR-13, issue 44: in the last game, ahead by one (1 to 2), the seat wins the series alone
    unless it ends the rooster (then it is shared, 0.5): two results, so hard's rescaled
    values are said as the chance of the better one, winning it outright ("alone"). With more
    results than two they are said as the expected share: low + v * (high - low)."""
    obs = _first_decision({"series": [1, 2], "games_left": 0})
    seat = int(obs["seat"])  # type: ignore[call-overload]
    ahead = [1, 2] if seat == 0 else [2, 1]
    obs = _first_decision({"series": ahead, "games_left": 0})
    found = analyse(obs, 1, iterations=200)
    assert found.match == "alone" and found.basis == "search"
    assert series_range(tuple(ahead), 0, seat) == pytest.approx((0.5, 1.0))
    with monkeypatch.context() as m:
        m.setattr(type(AI), "match_scale", lambda self, view: None)
        rescaled = analyse(obs, 1, iterations=200)
    with monkeypatch.context() as m:
        m.setattr(type(AI), "match_scale", lambda self, view: MatchScale(0.5, 1.0, "part"))
        part = analyse(obs, 1, iterations=200)
    assert not rescaled.match and part.match == "part"
    for c, r, e in zip(found.candidates, rescaled.candidates, part.candidates, strict=True):
        assert c.action == r.action == e.action
        if r.value is not None:
            assert c.value == pytest.approx(r.value)  # the chance of the series alone
            assert e.value == pytest.approx(0.5 + 0.5 * r.value)  # the expected share
            assert e.stderr == pytest.approx(0.5 * (r.stderr or 0.0))
    level = _first_decision({"series": [1, 1], "games_left": 0})
    assert analyse(level, 1, iterations=200).match == "part"  # lost, shared by a draw, won
    alone = analyse(_first_decision({}), 1, iterations=200)
    assert not alone.match
    token = ROUND_ONLY.set(True)
    try:
        assert not analyse(obs, 1, iterations=200).match  # hard-round: the game's own values
    finally:
        ROUND_ONLY.reset(token)


def test_a_series_that_this_game_cannot_change_is_not_said_as_the_series() -> None:
    """Decided before the last game (0 to 3), or with games still to come after it (the values
    then close to the game's own), the analysis speaks of the game."""
    obs = _first_decision({"series": [0, 3], "games_left": 0})
    assert not analyse(obs, 1, iterations=200).match
    obs = _first_decision({"series": [1, 1], "games_left": 2})
    assert not analyse(obs, 1, iterations=200).match


@pytest.mark.parametrize("games_left", [0, 1, 3])
def test_the_series_orders_a_games_ends_as_the_exact_endgame_does(games_left: int) -> None:
    """Why Chuvash Rooster has no deciding position in a two-player endgame (docs/strength.md,
    "Deciding positions"): at every stand of the series, being the rooster is worth no more to
    a seat than a draw, and a draw no more than the other seat being the rooster (CR-12,
    CR-13), the order of the exact endgame's 0, 0.5 and 1; so the move that is best for the
    game is also best for the series once the stock is empty."""
    for mine in range(5):
        for theirs in range(5):
            stand = (mine, theirs)
            rooster = match_values(stand, games_left, [1.0, 0.0], [0.5, 0.5])[0]
            draw = match_values(stand, games_left, [0.0, 0.0], [0.5, 0.5])[0]
            out = match_values(stand, games_left, [0.0, 1.0], [0.5, 0.5])[0]
            assert rooster <= draw <= out, stand
            if abs(mine - theirs) <= 1 and games_left == 0:
                assert rooster < out  # the last game still decides this series


@pytest.mark.parametrize(
    ("series", "turns"),
    [
        ((1, 0, 2, 2), ((1,), True)),  # behind the leader by one: shared only if he is it
        ((0, 0, 1, 1), ((1,), False)),  # level with the leader: all mine only if he is it
        ((1, 0, 1, 2), ((1,), True)),  # shared three ways, and only then
        ((0, 1, 1, 2), ((), False)),  # mine whoever else is the rooster
        ((2, 1, 1, 3), ((), False)),  # lost whoever else is the rooster
        ((0, 0, 0), ((), False)),  # shared with whoever is left: one share each way
        ((1, 2), ((), False)),  # two players: the other is the only other rooster
    ],
)
def test_with_three_or_more_the_last_game_may_turn_on_who_else_is_the_rooster(
    series: tuple[int, ...], turns: tuple[tuple[int, ...], bool]
) -> None:
    """CR-12, CR-13 (issue 44): for seat 0 in the last game, the seats of which one must end
    the rooster for its best chance of the series, and whether that best is a share."""
    assert series_turns(series, 0) == turns


def test_who_may_still_be_the_rooster() -> None:
    """CR-10, CR-12: a seat out, or without cards once the stock is empty and not defending,
    cannot end the game holding cards; a defender can (a take picks up the table), and while
    the stock refills everyone not out can."""
    empty = {"hands": [0, 3, 0, 5], "stock": 0, "finished": [0], "defender": 3}
    assert may_be_rooster(empty) == {1, 3}
    assert may_be_rooster({**empty, "hands": [0, 3, 5, 0]}) == {1, 2, 3}  # defender without cards
    assert may_be_rooster({**empty, "stock": 4}) == {1, 2, 3}
    # the series (me 1, seat 2 none, the others 2): only seat 2 as the rooster lets me share,
    # and with seat 2 unable to end it I play for the game (returns)
    series, returns = (1, 2, 0, 2), [0.9, 0.1, 0.0, 0.0]
    odds = [0.0, 1.0, 0.0, 0.0]
    assert match_values(series, 0, odds, returns)[0] == pytest.approx(0.0)
    possible = may_be_rooster(empty)
    assert match_values(series, 0, odds, returns, possible)[0] == pytest.approx(0.9)


def test_a_match_of_one_game_is_that_game_not_a_series() -> None:
    """A Chuvash Rooster match of one game told its game a series of one: its hints said "This
    gets you a share of the series (a smaller share counted for less) about one time in
    three" at a three-player table. A match of one game is that game alone (CR-12), as the
    arena plays it: hard and the hint play it for staying out of the rooster's seat; a match of
    two games is a series from its first game (CR-13)."""
    one = Match(MatchConfig("rooster", 3, levels=["normal"] * 3, seed=3, match_games=1))
    two = Match(MatchConfig("rooster", 3, levels=["normal"] * 3, seed=3, match_games=2))
    assert "series" not in one.observation(0)["public"]
    assert two.observation(0)["public"]["games_left"] == 1
    # the first decision with a choice, as the person's hint says it
    k = 0
    while len(one.observation(one.to_move() or 0)["legal"]) < 2:
        seat = one.to_move()
        assert seat is not None
        one.apply(seat, choose_action(one.observation(seat), "normal", seed=k))
        k += 1
    seat = one.to_move()
    assert seat is not None
    obs = one.observation(seat)
    hint = analyse(obs, 1, iterations=200)
    d = Describer(["You", "Boris", "Chen"], seat, kit("rooster"))
    words = hint_sentence(kit("rooster"), d, seat, str(hint.best.action), analysis_json(obs, hint))
    assert "series" not in words, words
    assert "keeps you out of the rooster's seat" in words, words
