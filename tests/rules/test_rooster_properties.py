"""Property tests for Chuvash Rooster over random seeds and 2-6 players (hypothesis).

Random play comes from the ``positions`` fixture (tests/rules/conftest.py), shared by the games.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.games.rooster.cards import beats, cards_of
from koloda.games.rooster.rules import RoosterState
from koloda.rules import GameState, RulesError, new_game, state_from_json
from koloda.rules.cards import card_name, full_deck, parse_card

PROPS = settings(max_examples=25, deadline=None)
SETUPS = st.tuples(st.integers(0, 2**31), st.integers(2, 6))


def start(seed: int, players: int) -> RoosterState:
    s = new_game("rooster", players=players, seed=seed)
    assert isinstance(s, RoosterState)
    return s


def places(s: RoosterState) -> list[int]:
    """Every card, wherever it is: hands, stock, discard, table."""
    cards = [c for h in s.hands for c in cards_of(h)] + s.stock + s.discard + s.attacks
    return cards + [c for c in s.covers if c >= 0]


def secret_cards(s: RoosterState, seat: int) -> set[str]:
    """Cards ``seat`` may not locate: other hands' cards not publicly known, and the stock."""
    secret = set(s.stock)
    for p in range(s.players):
        if p != seat:
            secret |= set(cards_of(s.hands[p] & ~s.known[p]))
    return {card_name(c) for c in secret}


@PROPS
@given(SETUPS)
def test_every_card_is_in_exactly_one_place_at_all_times(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int]
) -> None:
    for s in positions(start(*setup), random.Random(setup[0])):
        assert isinstance(s, RoosterState)
        assert sorted(places(s)) == full_deck(36)
        pub = s.public()
        assert sum(pub["hands"]) + pub["stock"] + pub["discard"] == 36 - sum(
            1 + (c is not None) for _, c in pub["table"]
        )


@PROPS
@given(SETUPS)
def test_games_end_with_at_most_one_player_holding_cards(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int]
) -> None:
    *_, last = positions(start(*setup), random.Random(setup[0]))
    assert isinstance(last, RoosterState)
    result = last.result()
    assert result is not None
    held = [p for p, n in enumerate(last.public()["hands"]) if n]
    assert held == ([] if result["loser"] is None else [result["loser"]])
    assert sorted(last.public()["finished"] + held) == list(range(setup[1]))
    returns = last.returns()
    assert all(0.0 <= r <= 1.0 for r in returns)


@PROPS
@given(SETUPS)
def test_same_seed_and_choices_replay_the_same_game(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int]
) -> None:
    a = [json.dumps(s.to_json()) for s in positions(start(*setup), random.Random(1))]
    b = [json.dumps(s.to_json()) for s in positions(start(*setup), random.Random(1))]
    assert a == b


@PROPS
@given(SETUPS, st.integers(0, 10**6))
def test_json_round_trip_at_any_point_plays_on_identically(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int], pick: int
) -> None:
    states = [s.to_json() for s in positions(start(*setup), random.Random(setup[0]))]
    data = states[pick % len(states)]
    loaded = state_from_json(json.loads(json.dumps(data)))
    original = RoosterState.from_json(data)
    assert loaded.to_json() == data
    rng_a, rng_b = random.Random(pick), random.Random(pick)
    trail_a = [(s.legal_strings(), s.public()) for s in positions(loaded, rng_a)]
    trail_b = [(s.legal_strings(), s.public()) for s in positions(original, rng_b)]
    assert trail_a == trail_b


@PROPS
@given(SETUPS, st.integers(0, 10**6))
def test_clone_is_independent_of_the_original(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int], pick: int
) -> None:
    rng = random.Random(setup[0])
    s = start(*setup)
    for _ in range(pick % 60):  # a random position (or the end, if the game is shorter)
        if s.is_terminal():
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    before = s.to_json()
    copy = s.clone()
    for _ in positions(copy, random.Random(pick)):
        pass
    assert copy.is_terminal()
    assert s.to_json() == before
    assert s.legal_strings() == RoosterState.from_json(before).legal_strings()


@PROPS
@given(SETUPS)
def test_observation_never_shows_a_hidden_card(
    positions: Callable[..., Iterator[GameState]],
    strings: Callable[[Any], set[str]],
    setup: tuple[int, int],
) -> None:
    for s in positions(start(*setup), random.Random(setup[0])):
        assert isinstance(s, RoosterState)
        for seat in range(s.players):
            obs = s.observation(seat)
            json.dumps(obs)
            assert obs["hand"] == [card_name(c) for c in s.hand(seat)]
            assert obs["public"] == s.public()
            assert "seed" not in obs and "decks" not in obs
            # void lists say where cards are NOT, so they may name any card; nothing else may.
            shown = strings({k: v for k, v in obs.items() if k != "void"})
            assert not shown & secret_cards(s, seat)
            assert obs["legal"] == (s.legal_strings() if s.to_move == seat else [])


@PROPS
@given(SETUPS, st.integers(0, 10**6))
def test_determinized_states_match_the_observation_and_play_on(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int], pick: int
) -> None:
    rng = random.Random(pick)
    for i, s in enumerate(positions(start(*setup), random.Random(setup[0]))):
        if i % 9 and not s.is_terminal():
            continue
        assert isinstance(s, RoosterState)
        for seat in range(s.players):
            obs = s.observation(seat)
            d = RoosterState.determinize(obs, rng)
            assert d.observation(seat) == obs
            # The hidden cards are honoured: known cards stay put, voids stay empty.
            for p in range(s.players):
                assert d.known[p] & ~d.hands[p] == 0 and d.void[p] & d.hands[p] == 0
            if i % 27 == 0:
                for _ in positions(d, random.Random(pick)):
                    pass


def test_determinize_does_not_copy_the_real_hidden_cards() -> None:
    s = start(4, 3)
    obs = s.observation(0)
    deals = {tuple(RoosterState.determinize(obs, random.Random(k)).hands) for k in range(20)}
    assert len(deals) > 1


def test_determinize_gives_the_priority_holder_a_card_to_throw(
    positions: Callable[..., Iterator[GameState]],
) -> None:
    # Find positions where another seat holds throw-in priority and check every sample.
    found = 0
    for seed in range(40):
        for s in positions(start(seed, 4), random.Random(seed)):
            assert isinstance(s, RoosterState)
            if s.phase != 2 or s.to_move is None:
                continue
            watcher = (s.to_move + 1) % 4
            for k in range(5):
                d = RoosterState.determinize(s.observation(watcher), random.Random(k))
                assert d.to_move == s.to_move and d.legal_strings()[0].startswith("throw")
            found += 1
    assert found > 20


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("players", 7),
        ("players", "2"),
        ("hands", None),
        ("hands", [["ZZ"], []]),
        ("stock", ["2C"]),
        ("discard", "6C"),
        ("table", [["6C"]]),
        ("attacker", 9),
        ("defender", None),
        ("taking", 1),
        ("finished", [0, 0]),
        ("phase", "dance"),
        ("priority", 0),
        ("known", [["AS"], []]),
        ("version", 2),
        ("options", {"previous_loser": 5}),
        ("decks", [["6C"]]),
        ("seed", -1),
    ],
)
def test_from_json_refuses_damaged_states(key: str, value: Any) -> None:
    data = start(7, 2).to_json()
    data[key] = value
    with pytest.raises(RulesError):
        state_from_json(data)


def test_from_json_accepts_empty_voids_which_are_always_consistent() -> None:
    data = start(7, 2).to_json()
    data["void"] = [[], []]
    assert RoosterState.from_json(data).to_json() == data


def test_from_json_refuses_a_missing_or_doubled_card_and_an_impossible_cover() -> None:
    data = start(7, 2).to_json()
    broken = json.loads(json.dumps(data))
    broken["stock"] = broken["stock"][1:]
    with pytest.raises(RulesError, match="36-card deck"):
        RoosterState.from_json(broken)
    broken = json.loads(json.dumps(data))
    broken["stock"][0] = broken["hands"][0][0]
    with pytest.raises(RulesError):
        RoosterState.from_json(broken)
    s = start(7, 2)
    lead = next(a for a in s.legal_strings() if len(a.split()) == 2)
    s.apply_text(lead)
    data = s.to_json()
    attack = data["table"][0][0]
    weak = next(
        c for c in data["hands"][s.defender] if not beats(parse_card(c), parse_card(attack))
    )
    data["hands"][s.defender].remove(weak)
    data["table"][0][1] = weak
    with pytest.raises(RulesError, match="does not beat"):
        RoosterState.from_json(data)


@settings(max_examples=60, deadline=None)
@given(st.integers(0, 10**6), st.sampled_from(["hands", "table", "stock", "known", "void"]))
def test_from_json_never_crashes_on_junk(pick: int, key: str) -> None:
    data = start(pick, 2 + pick % 5).to_json()
    rng = random.Random(pick)
    junk: list[Any] = [None, 3, "x", [], [[]], [None], {"a": 1}, ["AS", "AS"], [["AS", None]]]
    data[key] = junk[rng.randrange(len(junk))]
    try:
        s = state_from_json(data)
    except RulesError:
        return
    assert sorted(places(s)) == full_deck(36)  # type: ignore[arg-type]
