"""RY-4 public voids: a seat that could not answer a pile lacked that card's rank and suit.

The observation keeps it per seat as nested entries ``{"ranks", "suits", "at_most"}``; draws
(RY-7) raise ``at_most``, playing such a card lowers it. Determinize must honour it exactly.
"""

from __future__ import annotations

import copy
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import settings

from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import Action, RulesError, state_from_json
from koloda.rules.cards import full_deck, parse_card

PROPS = settings(max_examples=30, deadline=None)


def play(s: RyadkyState, card: str) -> None:
    s.apply(Action("play", (parse_card(card),)))


def void(ranks: str, suits: str, at_most: int) -> dict[str, Any]:
    return {"ranks": list(ranks), "suits": list(suits), "at_most": at_most}


@pytest.fixture
def scripted(ryadky_game: Callable[..., RyadkyState]) -> RyadkyState:
    """Seat 1 holds no club, 2 or 3; seat 0 draws 8H, then 9D, 5S; seat 1 then draws 2S."""
    return ryadky_game(
        2,
        [["2C", "3C", "4D", "5D", "6D", "7D"], ["AH", "KH", "QH", "JH", "TH", "4S"]],
        stock=["8H", "9D", "2S", "5S"],
    )


def test_ry4_a_seat_that_cannot_answer_becomes_void_in_that_rank_and_suit(
    scripted: RyadkyState,
) -> None:
    s = scripted
    assert s.observation(0)["voids"] == [[], []]
    play(s, "2C")  # RY-4: seat 1 holds no club and no 2; the pile goes to seat 0
    assert s.public()["stacks"] == [1, 0]
    for seat in (0, 1):
        assert s.observation(seat)["voids"] == [[], [void("2", "C", 0)]]
    play(s, "3C")  # RY-4 again: the newest entry already says 0, so one entry grows
    assert s.observation(0)["voids"] == [[], [void("23", "C", 0)]]


def test_ry4_void_allows_the_cards_drawn_since_and_counts_down_when_one_is_played(
    scripted: RyadkyState,
) -> None:
    s = scripted
    play(s, "2C")
    play(s, "3C")
    play(s, "8H")
    play(s, "TH")  # seat 0 holds no heart and no ten: RY-4, the pile goes to seat 1
    assert s.public()["stacks"] == [2, 2]
    # RY-7: seat 1 refills first and draws 2S (one card), then seat 0 draws 5S (one card).
    assert s.hand(1) == sorted(parse_card(c) for c in ["AH", "KH", "QH", "JH", "4S", "2S"])
    assert s.observation(0)["voids"] == [[void("T", "H", 1)], [void("23", "C", 1)]]
    play(s, "2S")  # seat 1 leads the drawn 2: it was the one card that could be a club/2/3
    assert s.observation(1)["voids"] == [[void("T", "H", 1)], [void("23", "C", 0)]]


def test_ry4_voids_reset_with_a_new_deal(ryadky_game: Callable[..., RyadkyState]) -> None:
    s = ryadky_game(
        2,
        [["2C", "3C", "4D", "5D", "6D", "7D"], ["AH", "KH", "QH", "JH", "TH", "4S"]],
        stock=["8H", "9D", "2S", "5S"],
        deals=2,
    )
    play(s, "2C")
    assert s.voids[1]
    rng = random.Random(3)
    while s.deal == 0:
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert s.observation(0)["voids"] == [[], []]  # RY-1: new hands, nothing known yet


def test_determinize_never_gives_a_void_seat_a_card_it_lacks(scripted: RyadkyState) -> None:
    s = scripted
    play(s, "2C")
    play(s, "3C")
    obs = s.observation(0)
    lacking = {c for c in full_deck(52) if c >> 2 in (0, 1) or c & 3 == 0}
    rng = random.Random(5)
    for _ in range(200):
        d = RyadkyState.determinize(obs, rng)
        assert d.observation(0) == obs
        assert not set(d.hands[1]) & lacking


def test_determinize_gives_at_most_the_drawn_cards_of_a_void_and_an_answer_if_due(
    scripted: RyadkyState,
) -> None:
    s = scripted
    for card in ("2C", "3C", "8H", "TH"):
        play(s, card)
    obs = s.observation(0)
    clubs_or_low = {c for c in full_deck(52) if c >> 2 in (0, 1) or c & 3 == 0}
    rng = random.Random(9)
    seen = set()
    for _ in range(300):
        d = RyadkyState.determinize(obs, rng)
        assert d.observation(0) == obs
        held = len(set(d.hands[1]) & clubs_or_low)
        assert held <= 1
        seen.add(held)
    assert seen == {0, 1}  # the one drawn card may or may not be such a card


# --------------------------------------------------------------------------- saved states


@pytest.fixture
def saved_with_voids(scripted: RyadkyState) -> dict[str, Any]:
    s = scripted
    for card in ("2C", "3C", "8H", "TH"):
        play(s, card)
    data = json.loads(json.dumps(s.to_json()))
    assert data["voids"] == [[void("T", "H", 1)], [void("23", "C", 1)]]
    return data


def test_voids_survive_a_save_and_load(saved_with_voids: dict[str, Any]) -> None:
    data = saved_with_voids
    s = state_from_json(data)
    assert isinstance(s, RyadkyState)
    assert s.to_json() == data
    play(s, "2S")
    assert s.observation(0)["voids"][1] == [void("23", "C", 0)]


def test_a_state_saved_before_voids_were_kept_loads_with_none_known(
    saved_with_voids: dict[str, Any],
) -> None:
    data = saved_with_voids
    del data["voids"]
    s = state_from_json(data)
    assert isinstance(s, RyadkyState)
    assert s.observation(0)["voids"] == [[], []]
    obs = s.observation(0)
    del obs["voids"]  # an observation from before voids determinizes too
    d = RyadkyState.determinize(obs, random.Random(1))
    assert d.observation(0)["voids"] == [[], []]


@pytest.mark.parametrize(
    ("voids", "words"),
    [
        ([[]], "2 lists"),
        ("none", "2 lists"),
        ([[], {}], "must be a list"),
        ([[], [{"ranks": ["2"], "suits": []}]], "exactly ranks"),
        ([[], [void("1", "", 0)]], "letters"),
        ([[], [void("22", "", 0)]], "twice"),
        ([[], [void("2", "X", 0)]], "letters"),
        ([[], [void("2", "C", 7)]], "at_most"),
        ([[], [void("2", "C", -1)]], "at_most"),
        ([[], [{"ranks": ["2"], "suits": ["C"], "at_most": True}]], "at_most"),
        ([[], [void("", "", 0)]], "rank or a suit"),
        ([[], [void("2", "C", 1), void("4", "", 0)]], "cover"),
        ([[], [void("A", "", 0)]], "breaks"),  # seat 1 holds AH
        ([[], [void("", "H", 3)]], "breaks"),  # seat 1 holds four hearts
    ],
)
def test_malformed_or_contradicted_voids_are_refused(
    voids: Any, words: str, saved_with_voids: dict[str, Any]
) -> None:
    data = copy.deepcopy(saved_with_voids)
    data["voids"] = voids
    with pytest.raises(RulesError, match=words):
        state_from_json(data)


def test_determinize_refuses_an_observation_whose_own_hand_breaks_its_voids(
    scripted: RyadkyState,
) -> None:
    obs = scripted.observation(0)
    obs["voids"] = [[void("2", "", 0)], []]  # seat 0 holds 2C
    with pytest.raises(RulesError, match="voids"):
        RyadkyState.determinize(obs, random.Random(0))
