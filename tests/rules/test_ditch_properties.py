"""Property tests for Ditch Rummy over random seeds, 2-4 players, with and without teams.

Random play comes from the ``positions`` fixture (tests/rules/conftest.py), shared by the games.
"""

from __future__ import annotations

import copy
import itertools
import json
import random
from collections.abc import Callable, Iterator
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from koloda.games.ditch.rules import DitchState
from koloda.rules import GameState, RulesError, new_game, state_from_json
from koloda.rules.cards import card_name

PROPS = settings(max_examples=15, deadline=None)
# (seed, players, teams, target, hands): small targets keep random matches short.
SETUPS = st.tuples(
    st.integers(0, 2**31),
    st.integers(2, 4),
    st.booleans(),
    st.integers(1, 150),
    st.sampled_from([None, None, 1, 2]),
)


def start(setup: tuple[int, int, bool, int, int | None]) -> DitchState:
    seed, players, teams, target, hands = setup
    options = {"target": target, "hands": hands, "teams": teams and players == 4}
    s = new_game("ditch", players=players, seed=seed, options=options)
    assert isinstance(s, DitchState)
    return s


def every_card(s: DitchState) -> list[int]:
    """Every card of the hand, wherever it is."""
    cards = [*s.stock, *s.discard, *(c for h in s.hands for c in h)]
    cards += [c for _, meld in s.melds for c in meld]
    return cards + [c for _, c, _ in s.singles]


def hidden_from(s: DitchState, seat: int) -> set[str]:
    """Cards ``seat`` must not see: the other hands and the stock."""
    cards = {c for p, h in enumerate(s.hands) if p != seat for c in h} | set(s.stock)
    return {card_name(c) for c in cards}


def trace(positions: Callable[..., Iterator[GameState]], state: GameState, seed: int) -> list[str]:
    """The actions of a random playout from ``state`` (which it plays to the end)."""
    rng = random.Random(seed)
    out = []
    for s in positions(state, rng):
        if not s.is_terminal():
            out.append(",".join(s.legal_strings()))
    return out


@PROPS
@given(SETUPS)
def test_every_card_is_in_exactly_one_place_and_the_match_ends(
    positions: Callable[..., Iterator[GameState]], setup: Any
) -> None:
    """Conservation, hand sizes (DR-2), counts in public(), and termination."""
    for s in positions(start(setup), random.Random(setup[0])):
        assert isinstance(s, DitchState)
        cards = every_card(s)
        assert sorted(cards) == list(range(52))
        assert all(len(h) <= 3 and list(h) == sorted(h) for h in s.hands)
        pub = s.public()
        assert pub["hands"] == [len(h) for h in s.hands] and pub["stock"] == len(s.stock)
        assert all(type(v) is int for v in [*pub["scores"], *pub["totals"], pub["stock"]])
        json.dumps(pub)
    assert s.result() is not None and s.to_move is None and s.legal_actions() == []
    assert all(r in (0.0, 1.0) for r in s.returns())


@PROPS
@given(SETUPS)
def test_the_same_seed_replays_the_same_match(
    positions: Callable[..., Iterator[GameState]], setup: Any
) -> None:
    assert trace(positions, start(setup), 5) == trace(positions, start(setup), 5)


@PROPS
@given(SETUPS, st.integers(0, 2**31))
def test_json_round_trip_at_any_point_plays_on_identically(
    positions: Callable[..., Iterator[GameState]], setup: Any, pick: int
) -> None:
    # At one live position (of the first 20) both also play the same future to the end; a
    # small target can end a match within a few actions, so count the positions first.
    live = sum(1 for s in positions(start(setup), random.Random(pick)) if not s.is_terminal())
    at = pick % min(20, live)
    rng = random.Random(pick)
    futures: list[list[str]] = []
    for i, s in enumerate(positions(start(setup), rng)):
        data = s.to_json()
        again = state_from_json(json.loads(json.dumps(data)))
        assert again.to_json() == data
        assert again.legal_strings() == s.legal_strings()
        assert again.public() == s.public() and again.result() == s.result()
        futures += (
            [trace(positions, again, pick), trace(positions, s.clone(), pick)] if i == at else []
        )
    assert len(futures) == 2 and futures[0] == futures[1]


@PROPS
@given(SETUPS)
def test_a_clone_is_independent_of_the_original(
    positions: Callable[..., Iterator[GameState]], setup: Any
) -> None:
    rng = random.Random(setup[0])
    # Every tenth position (the others are skipped to keep the test fast).
    for s in itertools.islice(positions(start(setup), rng), 0, None, 10):
        before = s.to_json()
        c = s.clone()
        trace(positions, c, setup[0] % 100)
        assert c.is_terminal() and s.to_json() == before


@PROPS
@given(SETUPS)
def test_observation_never_shows_another_seats_hidden_cards(
    positions: Callable[..., Iterator[GameState]], strings: Callable[[Any], set[str]], setup: Any
) -> None:
    for s in positions(start(setup), random.Random(setup[0] + 1)):
        assert isinstance(s, DitchState)
        for seat in range(s.players):
            obs = s.observation(seat)
            assert not strings(obs) & hidden_from(s, seat)
            assert "seed" not in obs and "decks" not in obs
            json.dumps(obs)
            assert obs["legal"] == (s.legal_strings() if s.to_move == seat else [])


@PROPS
@given(SETUPS, st.integers(0, 2**31))
def test_determinize_agrees_with_the_observation_and_plays_on(
    positions: Callable[..., Iterator[GameState]], setup: Any, pick: int
) -> None:
    rng = random.Random(pick)
    redeals = []
    # Every third position (the others are skipped to keep the test fast).
    for s in itertools.islice(positions(start(setup), random.Random(setup[0] + 2)), 0, None, 3):
        seat = rng.randrange(s.players)
        obs = s.observation(seat)
        d = DitchState.determinize(copy.deepcopy(obs), rng)
        assert d.observation(seat) == obs
        redeals.append(d)
    chosen = redeals[pick % len(redeals)]  # one re-deal plays on to the end of the match
    trace(positions, chosen, pick)
    assert chosen.is_terminal()


def _mutate(value: Any, rng: random.Random) -> Any:
    """Damage one random spot of a JSON value."""
    junk = [None, -1, 0, 1, 99, 1.5, True, "", "ZZ", "AS", [], {}, ["2C"]]
    if isinstance(value, dict) and value:
        key = rng.choice(list(value))
        out = dict(value)
        roll = rng.random()
        if roll < 0.15:
            del out[key]
        elif roll < 0.6:
            out[key] = _mutate(value[key], rng)
        else:
            out[key] = rng.choice(junk)
        return out
    if isinstance(value, list) and value:
        out_list = list(value)
        i = rng.randrange(len(out_list))
        roll = rng.random()
        if roll < 0.2:
            del out_list[i]
        elif roll < 0.4:
            out_list.append(out_list[i])
        elif roll < 0.8:
            out_list[i] = _mutate(out_list[i], rng)
        else:
            out_list[i] = rng.choice(junk)
        return out_list
    return rng.choice(junk)


@settings(max_examples=8, deadline=None)
@given(SETUPS, st.integers(0, 2**31))
def test_a_damaged_saved_state_is_refused_or_still_playable(
    positions: Callable[..., Iterator[GameState]], setup: Any, pick: int
) -> None:
    rng = random.Random(pick)
    for s in positions(start(setup), random.Random(setup[0])):
        if rng.random() < 0.8:
            continue
        data = s.to_json()
        for _ in range(10):
            bad = _mutate(data, rng)
            try:
                loaded = state_from_json(bad)
            except RulesError:
                continue
            assert isinstance(loaded, DitchState)
            assert sorted(every_card(loaded)) == list(range(52))
            loaded.legal_actions()
            loaded.public()
