"""Flat Monte Carlo with common random numbers (koloda.ai.flat), as Ryadky's hard level uses
it: normal's card is kept on thin evidence and overruled on clear evidence."""

from __future__ import annotations

import random

from koloda.ai import game_ai
from koloda.ai.flat import MIN_SAMPLES, choose, flat_search
from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import Action, new_game
from koloda.rules.cards import full_deck, parse_card

HEART = Action("play", (parse_card("4H"),))
CLUB = Action("play", (parse_card("9C"),))


def big_pile_position() -> RyadkyState:
    """Seat 0 must answer 9H on a 9-card pile with 9C or 4H. Seat 1 is publicly void in clubs
    and 9s (RY-4), so 9C wins the whole pile at once; 4H lets seat 1 play on."""
    s = new_game("ryadky", players=2, seed=0)
    assert isinstance(s, RyadkyState)
    pile = cards("AH KH QH JH TH 8H 7H 6H 9H")
    hands = [cards("9C 4H 2D 3D 4D 5D"), cards("2S 3S 4S 5S 6S 3H")]
    used = set(pile) | set(hands[0]) | set(hands[1])
    stock = [c for c in full_deck(52) if c not in used]
    void = (1 << (parse_card("9C") >> 2), 1 << (parse_card("9C") & 3), 0)
    s.set_position(
        deal=0,
        hands=hands,
        stock_top_first=stock,
        pile=pile,
        stacks=[[], []],
        out=[],
        totals=[0, 0],
        to_move=0,
        voids=[(), (void,)],
    )
    return s


def cards(text: str) -> list[int]:
    return [parse_card(x) for x in text.split()]


def _search(iterations: int, seed: int = 3) -> tuple[Action, int, dict[str, int]]:
    obs = big_pile_position().observation(0)
    assert set(obs["legal"]) == {str(CLUB), str(HEART)}
    return flat_search(
        obs,
        RyadkyState,
        game_ai("ryadky"),
        random.Random(seed),
        HEART,
        budget_ms=None,
        iterations=iterations,
    )


def test_a_sure_pile_beats_a_prior_that_gives_the_pile_away() -> None:
    """With enough playouts hard overrules a (bad) prior that hands the next player the play."""
    for seed in (1, 2, 3):
        action, spent, samples = _search(400, seed)
        assert action == CLUB, (seed, str(action), samples)
        assert spent <= 400


def test_thin_evidence_keeps_the_prior() -> None:
    """Fewer samples than MIN_SAMPLES per card: normal's choice stands, however it looks."""
    action, _, samples = _search(2 * (MIN_SAMPLES - 1))
    assert action == HEART
    assert samples == {str(CLUB): MIN_SAMPLES - 1, str(HEART): MIN_SAMPLES - 1}


def test_same_observation_seed_and_bound_give_the_same_answer() -> None:
    assert _search(600, 9) == _search(600, 9)


def test_choose_needs_a_significant_paired_margin() -> None:
    n = MIN_SAMPLES
    noisy = [[1.0 if k % 2 else 0.0 for k in range(n)], [0.55] * n]  # mean 0.5 vs 0.55
    assert choose(noisy, [0, 1], 0, n) == 0  # normal (0) kept: the gap is within the noise
    clear = [[0.2] * n, [0.2 + (0.3 if k % 2 else 0.31) for k in range(n)]]
    assert choose(clear, [0, 1], 0, n) == 1  # every pair better by ~0.3: switch
    assert choose(clear, [0, 1], 0, n - 1) == 0  # too few samples to judge
