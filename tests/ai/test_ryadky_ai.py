"""Ryadky AI and the public voids of RY-4: normal counts on a next player known to lack a card,
hard's determinizations never hand that player such a card, and the voids stay honest."""

from __future__ import annotations

import random
from typing import Any

from koloda.ai import choose_action, game_ai
from koloda.ai.policy import view_from_observation
from koloda.games.ryadky.ai import _classes, _no_answer_chance, _no_answer_chance_parts, _void_masks
from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import Action, new_game
from koloda.rules.cards import card_names, full_deck, parse_card

ALL52 = card_names(full_deck(52))


def two_player_game(hands: list[list[str]], stock: list[str]) -> RyadkyState:
    """Dealer 0; seat 1 is dealt first (C-6); ``stock`` tops the stock, then the rest sorted."""
    top = [hands[s][i] for i in range(6) for s in (1, 0)] + stock
    s = new_game("ryadky", players=2, seed=0, decks=[top + [c for c in ALL52 if c not in top]])
    assert isinstance(s, RyadkyState)
    return s


def play(s: RyadkyState, *cards: str) -> None:
    for c in cards:
        s.apply(Action("play", (parse_card(c),)))


def club_void_position() -> RyadkyState:
    """Seat 1 could not answer 2C nor 3C (RY-4): it holds no club, no 2 and no 3; seat 0 leads."""
    s = two_player_game(
        [["2C", "3C", "4C", "5C", "6H", "7S"], ["AH", "KH", "QH", "JH", "TH", "4S"]],
        ["8H", "9D"],
    )
    play(s, "2C", "3C")
    assert s.observation(0)["voids"][1] == [{"ranks": ["2", "3"], "suits": ["C"], "at_most": 0}]
    return s


def without_voids(obs: dict[str, Any]) -> dict[str, Any]:
    o = dict(obs)
    del o["voids"]
    return o


def test_a_full_void_makes_an_unanswerable_card_certain() -> None:
    """RY-4: no 4 and no club at all means 4C cannot be answered, whatever the pool."""
    pool = [c for c in full_deck(52) if c not in (parse_card("4C"),)]
    voids = _void_masks([{"ranks": ["4"], "suits": ["C"], "at_most": 0}])
    parts = _classes(pool, 6, voids)
    assert _no_answer_chance_parts(parse_card("4C"), parts) == 1.0
    assert _no_answer_chance(parse_card("4C"), pool, 6) < 0.2
    # at_most 1: one card may be a 4 or a club again, so it is no longer certain
    parts = _classes(pool, 6, _void_masks([{"ranks": ["4"], "suits": ["C"], "at_most": 1}]))
    assert 0.2 < _no_answer_chance_parts(parse_card("4C"), parts) < 1.0


def test_normal_values_leading_into_the_next_players_void_more() -> None:
    obs = club_void_position().observation(0)
    ai = game_ai("ryadky")
    view, blind = view_from_observation(obs), view_from_observation(without_voids(obs))
    with_v, without = ai.scores(view), ai.scores(blind)
    clubs = [i for i, a in enumerate(view.legal) if a.cards[0] & 3 == 0]
    assert clubs  # a club: seat 1 can only answer it with a 4 or a 5
    assert all(with_v[i] > without[i] + 0.3 for i in clubs)
    assert str(choose_action(obs, "normal", 0)) in ("play 4C", "play 5C")


def test_hard_only_imagines_hands_that_fit_the_voids() -> None:
    obs = club_void_position().observation(0)
    rng = random.Random(4)
    lacking = {c for c in full_deck(52) if c >> 2 in (0, 1) or c & 3 == 0}
    for _ in range(100):
        d = RyadkyState.determinize(obs, rng)
        assert not set(d.hand(1)) & lacking
    assert str(choose_action(obs, "hard", 1, iterations=300)).startswith("play ")


def test_same_voids_and_hand_give_the_same_decision_whatever_the_hidden_cards() -> None:
    """Honesty with voids: two deals that differ only in cards seat 0 cannot see, both fitting
    the voids, get the same answers at every level."""
    real = club_void_position()
    obs = real.observation(0)
    other = RyadkyState.determinize(obs, random.Random(12))
    assert other.hand(1) != real.hand(1)
    assert other.observation(0) == obs
    for level in ("easy", "normal", "hard"):
        a = choose_action(real.observation(0), level, 5, iterations=200)
        b = choose_action(other.observation(0), level, 5, iterations=200)
        assert a == b


def test_every_level_finishes_games_legally_while_voids_pile_up() -> None:
    for seed, players in ((1, 2), (2, 4)):
        s = new_game("ryadky", players=players, seed=seed, options={"deals": 1})
        assert isinstance(s, RyadkyState)
        levels = ("easy", "normal", "hard")
        had_voids = False
        while not s.is_terminal():
            p = s.to_move
            assert p is not None
            obs = s.observation(p)
            had_voids |= any(obs["voids"])
            level = levels[p % 3]
            s.apply(choose_action(obs, level, seed, iterations=30 if level == "hard" else None))
        assert had_voids
