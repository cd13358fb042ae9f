"""Chuvash Rooster's deciding positions (issue 44) with three and four players: the last game of
a series (CR-13), where a seat one rooster behind the leader shares the series only if the
leader becomes the rooster (CR-12). Being out of the rooster's seat is then worth the same to
me whoever else ends there, but the series is not: a move that leaves the leader holding cards
is worth the series, one that lets the leader go out is worth nothing.

Each position (two of three players, two of four) is a fully known endgame (the stock empty,
every hand's cards publicly known from pick-ups, the rest beaten): seat 0 (one rooster so far)
attacks seat 1; the leader has none and the others two. Found by a scratch scan of such random
endgames (docs/strength.md, "Deciding positions"), kept where hard with the series and
hard-round chose differently at seeds 1 and 2 and normal's play-out of both moves confirms
the difference: after the series' move normal's line ends with the leader as the rooster and
me out, after the game's move with another seat as the rooster and me out."""

from __future__ import annotations

from typing import Any, NamedTuple

import pytest

from koloda.ai import ANALYSIS_ITERATIONS, analyse, choose_action, facts, review
from koloda.ai.analysis import analysis_json
from koloda.ai.match import ROUND_ONLY
from koloda.ai.selfplay import next_in_series, seed_of
from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.games.hint_text import hint_sentence
from koloda.app.games.voice import Voice
from koloda.app.play.ai_process import review_decision
from koloda.app.window.review_dialog import cost_sentence, why_sentence
from koloda.games.rooster.ai import series_range
from koloda.games.rooster.cards import DECK
from koloda.games.rooster.io import from_json
from koloda.games.rooster.reasons import RoosterFacts
from koloda.games.rooster.rules import RoosterState
from koloda.games.rooster.series import may_be_rooster
from koloda.rules import Action, new_game
from koloda.rules.cards import card_name

SEEDS = (1, 2, 3)


class Position(NamedTuple):
    """``hands`` per seat; ``series`` each seat's times as the rooster so far; ``leader`` the
    seat with none; ``for_series`` the moves after which normal's line ends with the leader
    as the rooster (the rest end with another seat there, or me)."""

    hands: tuple[tuple[str, ...], ...]
    series: tuple[int, ...]
    leader: int
    for_series: tuple[str, ...]


POSITIONS = {
    # Three players. Leading 9♠ alone (or K♥), seat 1 covers it and attacks the leader
    # (CR-9), whose J♣ beats no spade: he takes and stays in. 9♠ K♠ can be covered only with
    # both of seat 1's high spades; I then throw K♥ (CR-7), which its 8♠ cannot beat, and
    # seat 1 takes everything. Hard-round: 9♠ K♠ 0.97 against 9♠ 0.72-0.82 (analysis, seeds
    # 1-3); with the series 9♠ 0.44-0.45, every move but K♥ 0.15 or less.
    "three, a lone nine": Position(
        (("9S", "JD", "KH", "KS"), ("8S", "AS", "QS"), ("JC",)),
        (1, 2, 0),
        2,
        ("lead 9S", "lead KH"),
    ),
    # Three players. 7♣ is covered by 7♦ or Q♥ and seat 1 then attacks the leader with the
    # other: covered with 7♦, its Q♥ is more than the leader's 8♦ can beat and he takes it
    # (normal's line ends with him the rooster); covered with Q♥, the leader beats 7♦ and both
    # go out, leaving me the rooster. So hard-round values 7♣ at 0.56 against 0.96 for a ten,
    # which seat 1 must take; with the series 7♣ is worth 0.24, a ten 0.04 or less.
    "three, a risk for the series": Position(
        (("TD", "TH", "JS", "7C"), ("QH", "7D"), ("8D",)),
        (1, 2, 0),
        2,
        ("lead 7C",),
    ),
    # Four players. A♣ is beaten only by a higher ace (CR-1) and seat 1 has none: it takes, the
    # leader attacks next (CR-9) with his one card, 8♥, and goes out whatever the defender
    # does (CR-10): A♣ is worth nothing to the series. 7♠ is covered by J♠ and seat 1 attacks
    # the leader, who then holds cards to the end in normal's line (after A♣ seat 3 does).
    # Hard-round: A♣ 0.86-0.94 against 7♠ 0.65-0.74 (after 7♠ I still hold the A♣); with the
    # series 7♠ 0.19-0.21 against A♣ 0.
    "four, the ace lets the leader out": Position(
        (
            ("7S", "AC"),
            ("KH", "6H", "JS", "9C", "TD"),
            ("8H",),
            ("QD", "AH", "JD", "9H", "TH"),
        ),
        (1, 2, 0, 2),
        2,
        ("lead 7S",),
    ),
    # Four players. A♣ is beaten only by seat 1's A♦ (CR-1); seat 1 then attacks the leader,
    # whose 9♣ beats none of its cards, so he takes (a lone 10♦ ends the same way in normal's
    # line). 10♦ Q♦ is covered and normal's line ends with seat 3 the rooster. Hard-round:
    # 10♦ Q♦ 0.90-0.93 against A♣ 0.80-0.85 (seeds 1-3); with the series A♣ 0.27-0.31, 10♦
    # 0.08-0.16, 10♦ Q♦ 0.05 or less.
    "four, the ace for the leader": Position(
        (("QD", "AC", "TD"), ("7S", "JH", "6D", "KS", "AD"), ("9C",), ("6H",)),
        (1, 2, 0, 2),
        2,
        ("lead AC", "lead TD"),
    ),
}
CASES = [pytest.param(p, id=name) for name, p in POSITIONS.items()]


def endgame(p: Position) -> RoosterState:
    """The position as a saved game: the last game of the series (``games_left`` 0), the stock
    empty, every card not in a hand in the discard pile, seat 0 to lead against seat 1, each
    hand publicly known (its cards were picked up, CR-9)."""
    held = {c for hand in p.hands for c in hand}
    data: dict[str, Any] = {
        "game": "rooster",
        "version": 1,
        "players": len(p.hands),
        "seed": 0,
        "dealer": 0,
        "decks": [],
        "options": {"previous_loser": None, "series": list(p.series), "games_left": 0},
        "hands": [list(h) for h in p.hands],
        "stock": [],
        "discard": [card_name(c) for c in DECK if card_name(c) not in held],
        "table": [],
        "attacker": 0,
        "defender": 1,
        "taking": False,
        "finished": [],
        "phase": "lead",
        "priority": None,
        "known": [list(h) for h in p.hands],
        "void": [[] for _ in p.hands],
        "stalled": 0,
    }
    return from_json(data)


def normal_line(p: Position, first: str) -> int | None:
    """The rooster (CR-12) after ``first``, every seat then playing normal."""
    st = endgame(p)
    st.apply(Action.parse(first))
    for k in range(200):
        seat = st.to_move
        if seat is None:
            break
        st.apply(choose_action(st.observation(seat), "normal", seed=k))
    assert st.is_terminal()
    return st.loser


def by_game(p: Position) -> Action:
    """Hard-round's hint (the game's own values, hard before issue 44) at seed 1."""
    token = ROUND_ONLY.set(True)
    try:
        found = analyse(endgame(p).observation(0), 1, iterations=ANALYSIS_ITERATIONS)
    finally:
        ROUND_ONLY.reset(token)
    assert not found.match
    return found.best.action


@pytest.mark.parametrize("p", CASES)
def test_normals_lines_tell_the_series_moves_apart(p: Position) -> None:
    """Every legal move played out by normal: the series' moves end with the leader as the
    rooster (CR-12), so the series is shared; hard-round's move ends with another seat there
    and me out, worth as much to the game and nothing to the series (the leader's alone)."""
    assert p.series[p.leader] == 0 and p.series[0] == 1
    assert sorted(p.series).count(0) == 1
    legal = endgame(p).observation(0)["legal"]
    ends = {str(a): normal_line(p, str(a)) for a in legal}
    assert {a for a, r in ends.items() if r == p.leader} == set(p.for_series)
    game_move = str(by_game(p))
    assert ends[game_move] not in (0, p.leader)


@pytest.mark.parametrize("p", CASES)
def test_hard_round_takes_another_move(p: Position) -> None:
    """Valued by the game alone, another move is the better one at every seed: the position
    tells the two hards apart."""
    obs = endgame(p).observation(0)
    token = ROUND_ONLY.set(True)
    try:
        chosen = {str(choose_action(obs, "hard", s, iterations=ANALYSIS_ITERATIONS)) for s in SEEDS}
    finally:
        ROUND_ONLY.reset(token)
    assert not chosen & set(p.for_series)


@pytest.mark.parametrize("p", CASES)
@pytest.mark.parametrize("seed", SEEDS)
def test_hard_and_the_hint_take_the_series_side(p: Position, seed: int) -> None:
    obs = endgame(p).observation(0)
    assert str(choose_action(obs, "hard", seed, iterations=ANALYSIS_ITERATIONS)) in p.for_series
    hint = analyse(obs, seed, iterations=ANALYSIS_ITERATIONS)
    assert hint.match and hint.unit == "chance"
    assert str(hint.best.action) in p.for_series
    assert hint.best.value is not None and hint.best.value > 0.0


@pytest.mark.parametrize("p", CASES)
def test_the_review_flags_the_games_move_and_never_the_hint(p: Position, qtbot: Any) -> None:
    """The review flags hard-round's move and says what it cost in the series' words."""
    obs = endgame(p).observation(0)
    flagged = review_decision(obs, str(by_game(p)), 1, ANALYSIS_ITERATIONS)
    assert flagged["mistake"] and flagged["match"]
    assert flagged["best"] in p.for_series
    assert flagged["match"] == "share"  # the best the series gives me is a share of it
    assert cost_sentence(flagged).startswith("The better move gets you a share of the series")
    names = ["You", "Boris", "Chen", "Dara"][: len(p.hands)]
    why = why_sentence(flagged, Voice(names, 0))
    assert why.startswith("Better to ")
    assert why.endswith(f"You share the series only if {names[p.leader]} ends the rooster (CR-13).")
    assert "share the series" not in why_sentence(flagged)  # no names: no seat to name
    hint = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    assert not review(obs, hint.best.action, 1).mistake


@pytest.mark.parametrize("p", CASES)
def test_the_hint_says_on_whom_the_series_turns(p: Position, qtbot: Any) -> None:
    """The hint names the seat that must end the rooster for me to share the series (the
    facts' ``series_with``, CR-13) and gives the odds as the series', not the game's."""
    obs = endgame(p).observation(0)
    hint = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    for move in obs["legal"]:  # the same stand for every move
        (fact,) = facts(obs, move)
        assert isinstance(fact, RoosterFacts)
        assert fact.series_with == (p.leader,) and fact.series_share
    names = ["You", "Boris", "Chen", "Dara"][: len(p.hands)]
    d = Describer(names, 0, kit("rooster"))
    words = hint_sentence(kit("rooster"), d, 0, str(hint.best.action), analysis_json(obs, hint))
    assert f"you share the series only if {names[p.leader]} ends the rooster (CR-13)" in words
    assert "this gets you a share of the series" in words.lower()  # never said as a win
    assert "rooster's seat" not in words


def scanned_position(match: int, moves: int) -> dict[str, Any]:
    """A decision of the last game of a four-player, five-game series of normal's self-play,
    as the scan of docs/strength.md ("Deciding positions") dealt and played it: the series
    ``match``'s games dealt from ``seed_of("scan4", match, game)``, every move normal's at
    ``seed_of("scan4", match, game, move)``; the observation after ``moves`` moves of the last
    game."""
    st = new_game(
        "rooster",
        players=4,
        seed=seed_of("scan4", match, 0),
        dealer=match % 4,
        options={"series": [0, 0, 0, 0], "games_left": 4},
    )
    for game in range(5):
        k = 0
        while not st.is_terminal() and not (game == 4 and k == moves):
            seat = st.to_move
            assert seat is not None
            obs = st.observation(seat)
            st.apply(choose_action(obs, "normal", seed=seed_of("scan4", match, game, k)))
            k += 1
        if game < 4:
            st = next_in_series(st, "rooster", seed_of("scan4", match, game + 1), {})
    seat = st.to_move
    assert seat is not None
    return st.observation(seat)


def test_in_a_random_series_hard_and_the_hint_take_the_series_side() -> None:
    """Found by the scan (series 18, move 31 of its last game): seat 0 leads with 8♣ Q♠ A♠,
    the stock empty, one rooster each for seats 0 and 1, none for seat 2, two for seat 3
    (CR-13): only seat 2 as the rooster lets seat 0 share the series (three ways). Re-valued by
    200 re-deals of the hidden cards played out by normal, every lead but A♠ keeps seat 0 out
    (A♠ 0.87), and only 8♣ leaves seat 2 the rooster (169 times in 200: the series 0.28; Q♠
    and Q♠ A♠ 0, A♠ 0.14). For the game the leads are level (the analysis' own word: close);
    for the series 8♣ is clearly the best, and hard, the hint and the review say so."""
    obs = scanned_position(18, 31)
    assert obs["public"]["series"] == [1, 1, 0, 2] and obs["public"]["games_left"] == 0
    assert obs["public"]["stock"] == 0 and obs["seat"] == 0
    token = ROUND_ONLY.set(True)
    try:
        by_game = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    finally:
        ROUND_ONLY.reset(token)
    assert by_game.close and not by_game.match
    for seed in SEEDS:
        assert str(choose_action(obs, "hard", seed, iterations=ANALYSIS_ITERATIONS)) == "lead 8C"
        hint = analyse(obs, seed, iterations=ANALYSIS_ITERATIONS)
        assert hint.match and str(hint.best.action) == "lead 8C" and not hint.close
    assert review(obs, Action.parse("lead QS"), 1).mistake
    assert not review(obs, Action.parse("lead 8C"), 1).mistake


# Found by the same scan: decisions of the last game where the seat's series is lost whatever
# the game gives, because the one seat whose being the rooster would let it share is out or
# can no longer end holding cards (CR-10, CR-12); the game still is not, and normal's
# play-out of the moves (100 re-deals) tells them apart: the move kept here keeps the seat out
# of the rooster's seat (1.0), hard's choice before this test (at seeds 1 and 2, the series'
# values being flat over the ends still possible) left it the rooster (0.0).
LOST_SERIES = {
    # seat 2 (one rooster; seat 1, with none, has no cards left and is not defending): a
    # throw-in of 9♠ onto seat 0 leaves seat 2 the last with cards; passing keeps it out
    "throw-in or pass": (2, 28, "pass", "throw 9S"),
    # seat 3 defends against the last other seat in play; seat 2, the leader, is out
    "take or cover": (34, 41, "take", "cover 7S 8S"),
    # seat 1 leads against seat 3 with seats 0 and 2 out: one card alone keeps it in
    "a lone lead or all four": (35, 52, "lead 7D 9D TD AD", "lead 7D"),
}


@pytest.mark.parametrize("case", LOST_SERIES.values(), ids=list(LOST_SERIES))
def test_with_the_series_lost_whatever_hard_and_the_hint_play_for_the_game(
    case: tuple[int, int, str, str],
) -> None:
    """CR-12, CR-13: with no end of the game still possible that changes the seat's series,
    hard and the hint value the game itself (the series' values were flat, and hard's choice
    the tree's noise: it took the move that made it the rooster)."""
    match, moves, for_game, before = case
    obs = scanned_position(match, moves)
    seat, public = obs["seat"], obs["public"]
    series = tuple(public["series"])
    assert public["games_left"] == 0 and series[seat] > min(series)
    # every end still possible leaves the seat short of the fewest roosters (CR-13)
    assert series_range(series, 0, seat, may_be_rooster(public)) == (0.0, 0.0)
    assert series_range(series, 0, seat) != (0.0, 0.0)  # a seat out would have shared it
    assert before in obs["legal"]
    for seed in SEEDS:
        assert str(choose_action(obs, "hard", seed, iterations=ANALYSIS_ITERATIONS)) == for_game
        hint = analyse(obs, seed, iterations=ANALYSIS_ITERATIONS)
        assert str(hint.best.action) == for_game and not hint.match
    assert review(obs, Action.parse(before), 1).mistake
    assert not review(obs, Action.parse(for_game), 1).mistake
