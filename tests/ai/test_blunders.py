"""Planted blunders (issue 27's review target): in positions built from explicit deck orders
where one move loses clearly, hard's analysis (koloda.ai.analyse, with the blunder included as
a review includes the played move) flags that move as clearly worse than the best in 100 of 100
seeded positions, and never flags the move hard itself plays there (with another seed)."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from koloda.ai import analyse, choose_action, judge
from koloda.rules import GameState, new_game
from koloda.rules.cards import RANKS, SUITS, card_name, full_deck

POSITIONS = 100


def _rest(used: list[str], size: int, rng: random.Random) -> list[str]:
    rest = [card_name(c) for c in full_deck(size) if card_name(c) not in used]
    rng.shuffle(rest)
    return rest


def ryadky_destroys_a_pile_it_would_win(seed: int) -> tuple[GameState, str]:
    """Three players, one deal: twelve cards of one suit S lie on the pile, JS on top, and
    seat 0 holds TS (the thirteenth S: only a ten can answer it, RY-3, so the next player
    most likely cannot and the pile of 13 comes to seat 0, RY-4) and J of another suit, which
    destroys the pile (RY-6c). The blunder: the jack."""
    rng = random.Random(seed)
    s, h = rng.sample(SUITS, 2)
    hands = [[r + s for r in "258K"] + ["J" + h, "T" + s], [r + s for r in "369A"], []]
    hands[2] = [r + s for r in "47QJ"]
    spare = [card_name(c) for c in full_deck(52)]
    spare = [x for x in spare if x[1] != s and x[0] not in "TJ"]
    rng.shuffle(spare)
    hands[1] += spare[:2]
    hands[2] += spare[2:4]
    dealt = [x for trio in zip(hands[1], hands[2], hands[0], strict=True) for x in trio]  # C-6
    deck = dealt + _rest(dealt, 52, rng)
    st = new_game("ryadky", players=3, seed=0, decks=[deck], options={"deals": 1})
    for r in "23456789QKAJ":
        st.apply_text(f"play {r}{s}")
    return st, f"play J{h}"


def rooster_takes_instead_of_going_out(seed: int) -> tuple[GameState, str]:
    """Six players (the stock is empty from the deal, CR-2): the holder of 6C leads six clubs
    (CR-3, CR-4), the defender has covered five and holds one card that beats the last: that
    cover leaves the hand empty, so the defender goes out (CR-10). The blunder: take (CR-9)."""
    rng = random.Random(seed)
    clubs = ["6C", *rng.sample([r + "C" for r in "789TJQKA"], 5)]
    ranks = "6789TJQKA"
    attack = sorted(clubs, key=lambda x: ranks.index(x[0]))
    cover: list[str] = []
    for c in attack:  # CR-1: a higher suit of a rank at least as high beats each club
        while True:
            x = rng.choice(ranks[ranks.index(c[0]) :]) + rng.choice("DHS")
            if x not in cover:
                cover.append(x)
                break
    a = rng.randrange(6)
    d = (a + 1) % 6
    rest = _rest(clubs + cover, 36, rng)
    hands = {a: clubs, d: cover}
    others = [p for p in range(6) if p not in hands]
    for k, p in enumerate(others):
        hands[p] = rest[6 * k : 6 * k + 6]
    deck = [hands[(1 + k) % 6][i] for i in range(6) for k in range(6)]  # C-6, seat 0 deals
    st = new_game("rooster", players=6, seed=0, decks=[deck])
    assert st.to_move == a
    st.apply_text("lead " + " ".join(attack))
    pairs = list(zip(attack, cover, strict=True))
    rng.shuffle(pairs)
    for x, y in pairs[:5]:
        st.apply_text(f"cover {x} {y}")
    assert st.to_move == d
    return st, "take"


def ditch_discards_the_hand_ending_run(seed: int) -> tuple[GameState, str]:
    """Two players discard everything they draw until seat 0 draws the stock's last three
    cards, a J-Q-K or Q-K-A: melding them scores 25 (DR-3b, DR-6), and the hand ends after
    this turn anyway (DR-5b). The blunder: discarding the three (DR-4)."""
    rng = random.Random(seed)
    low = RANKS.index(rng.choice("JQ"))
    run = [RANKS[low + k] + rng.choice(SUITS) for k in range(3)]
    st = new_game("ditch", players=2, seed=0, decks=[_rest(run, 52, rng) + run])
    for turn in range(17):
        st.apply_text("draw 3" if turn < 16 else "draw 1")
        seat = st.to_move
        assert seat is not None
        st.apply_text("discard " + " ".join(st.observation(seat)["hand"]))
    assert st.public()["stock"] == 3 and st.to_move == 0
    st.apply_text("draw 3")
    return st, "discard " + " ".join(st.observation(0)["hand"])


@pytest.mark.parametrize(
    ("plant", "iterations"),
    [
        (ryadky_destroys_a_pile_it_would_win, 150),
        (rooster_takes_instead_of_going_out, 60),
        (ditch_discards_the_hand_ending_run, 60),
    ],
)
def test_a_planted_blunder_is_flagged_and_hards_own_move_never_is(
    plant: Callable[[int], tuple[GameState, str]], iterations: int
) -> None:
    flagged = 0
    for seed in range(POSITIONS):
        st, blunder = plant(seed)
        seat = st.to_move
        assert seat is not None
        obs = st.observation(seat)
        assert blunder in obs["legal"]
        analysis = analyse(obs, seed=seed, iterations=iterations, include=blunder)
        assert analysis.basis == "search"
        verdict = judge(analysis, blunder)
        assert verdict.judged and verdict.best == analysis.best.action
        flagged += verdict.mistake
        assert analysis.best.action != verdict.played
        own = choose_action(obs, "hard", seed=seed + 1000, iterations=iterations)
        assert not judge(analysis, own).mistake, (plant.__name__, seed, str(own))
    assert flagged == POSITIONS
