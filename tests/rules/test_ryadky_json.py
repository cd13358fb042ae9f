"""Ryadky saved states: from_json refuses anything malformed or impossible, never crashes."""

from __future__ import annotations

import copy
import json
import random
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import RulesError, new_game, state_from_json
from koloda.rules.cards import full_deck


def saved(seed: int = 3, players: int = 3, steps: int = 20) -> dict[str, Any]:
    s = new_game("ryadky", players=players, seed=seed, options={"deals": 2})
    rng = random.Random(seed)
    for _ in range(steps):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    data = s.to_json()
    assert isinstance(data, dict)
    return json.loads(json.dumps(data))


def edited(path: tuple[Any, ...], value: Any, data: dict[str, Any] | None = None) -> dict[str, Any]:
    d = copy.deepcopy(data if data is not None else saved())
    target: Any = d
    for key in path[:-1]:
        target = target[key]
    target[path[-1]] = value
    return d


def test_a_saved_game_loads_and_plays_on() -> None:
    data = saved()
    s = state_from_json(data)
    assert isinstance(s, RyadkyState)
    assert s.to_json() == data


@pytest.mark.parametrize(
    ("path", "value", "words"),
    [
        (("game",), "chess", "unknown game"),
        (("version",), 2, "version"),
        (("players",), 7, "players"),
        (("players",), True, "players"),
        (("seed",), -1, "seed"),
        (("dealer",), 5, "dealer"),
        (("options",), {"deck_size": 52}, "options"),
        (("options", "deck_size"), 40, "deck_size"),
        (("options", "deals"), 0, "deals"),
        (("decks",), [["AS"]], "52 cards"),
        (("deal",), 2, "deal"),
        (("to_move",), 3, "to_move"),
        (("to_move",), "0", "to_move"),
        (("hands",), [[], []], "hands"),
        (("stock",), "AS", "stock"),
        (("pile",), ["XX"], "unknown card"),
        (("stacks",), None, "stacks"),
        (("out",), [1, 2], "unknown card"),
        (("totals",), [0, -1, 0], "totals"),
        (("totals",), [0, 0], "totals"),
    ],
)
def test_malformed_fields_are_refused(path: tuple[Any, ...], value: Any, words: str) -> None:
    with pytest.raises(RulesError, match=words):
        state_from_json(edited(path, value))


def test_duplicated_or_missing_cards_are_refused() -> None:
    data = saved()
    card = data["hands"][0][0]
    with pytest.raises(RulesError, match="one 52-card deck"):
        state_from_json(edited(("stock",), [*data["stock"], card], data))
    with pytest.raises(RulesError, match="one 52-card deck"):
        state_from_json(edited(("hands", 0), data["hands"][0][1:], data))
    with pytest.raises(RulesError, match="unknown card"):
        state_from_json(edited(("hands", 0, 0), "~" + card, data))


def test_impossible_positions_are_refused() -> None:
    data = saved(steps=0)  # seat 0 to lead, everybody holds 6, stock full
    hand0 = data["hands"][0]
    # A seventh card in hand.
    with pytest.raises(RulesError, match="more than 6"):
        state_from_json(
            edited(
                ("hands", 0),
                [*hand0, data["stock"][0]],
                edited(("stock",), data["stock"][1:], data),
            )
        )
    # A game marked over in its first deal.
    with pytest.raises(RulesError, match="over"):
        state_from_json(edited(("to_move",), None, data))
    # Hands short of 6 while the stock still holds cards and no pile is under way.
    moved = edited(("out",), [*data["out"], hand0[0]], edited(("hands", 0), hand0[1:], data))
    with pytest.raises(RulesError, match="refilled"):
        state_from_json(moved)
    # A pile whose cards do not follow RY-3.
    two = data["stock"]
    pile = next([a, b] for a in two for b in two if a[0] != b[0] and a[1] != b[1])
    rest = [c for c in data["stock"] if c not in pile]
    with pytest.raises(RulesError, match="RY-3"):
        state_from_json(edited(("pile",), pile, edited(("stock",), rest, data)))


@settings(max_examples=60, deadline=None)
@given(
    st.integers(0, 60),
    st.sampled_from(
        [
            *("players", "seed", "dealer", "deal", "to_move", "hands", "stock", "pile"),
            *("stacks", "out", "totals", "decks", "options"),
        ]
    ),
    st.recursive(
        st.none() | st.booleans() | st.integers(-3, 60) | st.sampled_from(["AS", "~AS", "7", ""]),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=3), inner),
        max_leaves=8,
    ),
)
def test_hostile_edits_never_crash_and_never_load_an_impossible_state(
    steps: int, key: str, value: Any
) -> None:
    data = edited((key,), value, saved(steps=steps))
    try:
        s = state_from_json(data)
    except RulesError:
        return
    assert isinstance(s, RyadkyState)
    cards = [c for h in s.hands for c in h] + s.stock + s.pile
    cards += [x & 63 for st_ in s.stacks for x in st_] + [x & 63 for x in s.out]
    assert sorted(cards) == full_deck(s.deck_size)
    rng = random.Random(steps)
    while not s.is_terminal():
        legal = s.legal_actions()
        assert legal
        s.apply(legal[rng.randrange(len(legal))])
