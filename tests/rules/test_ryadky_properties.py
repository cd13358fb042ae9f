"""Property tests for Ryadky over random seeds and player counts (hypothesis), with the RY-4 voids.

Random play comes from the ``positions`` fixture (tests/rules/conftest.py), shared by the games.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from koloda.games.ryadky.rules import HIDDEN, RyadkyState, fits_voids, matches
from koloda.rules import GameState, new_game, state_from_json
from koloda.rules.cards import card_name, full_deck

PROPS = settings(max_examples=40, deadline=None)
SETUPS = st.tuples(
    st.integers(0, 2**31),  # seed
    st.integers(2, 6),  # players
    st.sampled_from([36, 52]),  # deck_size
    st.integers(1, 7),  # deals
)


def start(seed: int, players: int, size: int, deals: int) -> RyadkyState:
    s = new_game("ryadky", players=players, seed=seed, options={"deck_size": size, "deals": deals})
    assert isinstance(s, RyadkyState)
    return s


def places(s: RyadkyState) -> list[int]:
    """Every card of the deal, wherever it is (hands, stock, pile, stacks, out)."""
    cards = [c for h in s.hands for c in h] + s.stock + s.pile
    return cards + [x & 63 for st in s.stacks for x in st] + [x & 63 for x in s.out]


def hidden_from(s: RyadkyState, seat: int) -> set[str]:
    """Cards ``seat`` must not see: other hands, the stock, face-down bonus cards."""
    cards = {c for p, h in enumerate(s.hands) if p != seat for c in h} | set(s.stock)
    cards |= {x & 63 for st in s.stacks for x in st if x & HIDDEN}
    cards |= {x & 63 for x in s.out if x & HIDDEN}
    return {card_name(c) for c in cards}


def play_to_end(
    positions: Callable[..., Iterator[GameState]], state: GameState, rng: random.Random
) -> int:
    """Play random legal actions, checked by apply, to the end; returns how many."""
    return sum(1 for _ in positions(state, rng)) - 1


def check_each_position(
    positions: Callable[..., Iterator[GameState]],
    setup: tuple[int, int, int, int],
    check: Callable[[Any], None],
) -> None:
    seed, players, size, deals = setup
    for s in positions(start(seed, players, size, deals), random.Random(seed)):
        check(s)


@PROPS
@given(SETUPS)
def test_every_card_is_in_exactly_one_place(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int]
) -> None:
    size = setup[2]

    def check(s: RyadkyState) -> None:
        assert sorted(places(s)) == full_deck(size)
        pub = s.public()
        assert (
            sum(pub["hands"]) + pub["stock"] + len(pub["pile"]) + sum(pub["stacks"]) + pub["out"]
            == size
        )

    check_each_position(positions, setup, check)


@PROPS
@given(SETUPS)
def test_every_game_terminates_with_a_result(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int]
) -> None:
    seed, players, size, deals = setup
    s = start(seed, players, size, deals)
    for _ in positions(s, random.Random(seed)):
        pass
    result = s.result()
    assert result is not None
    best = max(result["totals"])
    assert result["winners"] == [p for p, t in enumerate(result["totals"]) if t == best]
    assert s.returns() == [1.0 if p in result["winners"] else 0.0 for p in range(players)]
    assert s.public()["deal"] == deals - 1


@PROPS
@given(SETUPS)
def test_the_same_seed_replays_the_same_game(setup: tuple[int, int, int, int]) -> None:
    seed = setup[0]
    a, b = start(*setup), start(*setup)
    ra, rb = random.Random(seed), random.Random(seed)
    while not a.is_terminal():
        assert a.to_json() == b.to_json()
        la, lb = a.legal_actions(), b.legal_actions()
        assert la == lb
        assert a.apply(la[ra.randrange(len(la))]) == b.apply(lb[rb.randrange(len(lb))])
    assert b.is_terminal() and a.result() == b.result()


@PROPS
@given(SETUPS, st.integers(0, 400))
def test_to_json_from_json_round_trips_at_any_point(
    setup: tuple[int, int, int, int], at: int
) -> None:
    seed = setup[0]
    rng = random.Random(seed)
    s = start(*setup)
    for _ in range(at):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    data = json.loads(json.dumps(s.to_json()))
    assert data["game"] == "ryadky" and data["version"] == 1
    t = state_from_json(data)
    assert t.to_json() == s.to_json()
    assert t.legal_actions() == s.legal_actions()
    r1, r2 = random.Random(at), random.Random(at)
    while not s.is_terminal():  # plays on identically, including later deals
        l1, l2 = s.legal_actions(), t.legal_actions()
        assert l1 == l2
        assert s.apply(l1[r1.randrange(len(l1))]) == t.apply(l2[r2.randrange(len(l2))])
    assert t.is_terminal() and t.result() == s.result()


@PROPS
@given(SETUPS, st.integers(0, 200))
def test_clone_is_independent_of_the_original(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int], at: int
) -> None:
    rng = random.Random(at)
    s = start(*setup)
    for _ in range(at):
        if s.is_terminal():
            return
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    before = s.to_json()
    legal_before = s.legal_actions()
    c = s.clone()
    assert c.to_json() == before
    for _ in positions(c, rng):
        pass
    assert s.to_json() == before
    assert s.legal_actions() == legal_before


@PROPS
@given(SETUPS)
def test_an_observation_never_holds_another_seats_hidden_cards(
    positions: Callable[..., Iterator[GameState]],
    strings: Callable[[Any], set[str]],
    setup: tuple[int, int, int, int],
) -> None:
    players = setup[1]

    def check(s: RyadkyState) -> None:
        for seat in range(players):
            obs = s.observation(seat)
            json.dumps(obs)
            assert "seed" not in obs and "decks" not in obs
            assert not strings(obs) & hidden_from(s, seat)
            assert obs["public"] == s.public()
            assert obs["legal"] == (s.legal_strings() if s.to_move == seat else [])

    check_each_position(positions, setup, check)


@PROPS
@given(SETUPS, st.integers(0, 300), st.integers(0, 5), st.integers(0, 2**20))
def test_determinize_matches_the_observation_and_plays_on_legally(
    positions: Callable[..., Iterator[GameState]],
    setup: tuple[int, int, int, int],
    at: int,
    seat: int,
    rseed: int,
) -> None:
    seed, players = setup[0], setup[1]
    seat %= players
    rng = random.Random(seed)
    s = start(*setup)
    for _ in range(at):
        if s.is_terminal():
            break
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    obs = s.observation(seat)
    d = RyadkyState.determinize(obs, random.Random(rseed))
    assert d.observation(seat) == obs
    assert sorted(places(d)) == full_deck(setup[2])
    assert play_to_end(positions, d, random.Random(rseed)) >= 0
    assert d.is_terminal()


@PROPS
@given(SETUPS)
def test_returns_stay_between_zero_and_one(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int]
) -> None:
    def check(s: RyadkyState) -> None:
        r = s.returns()
        assert len(r) == setup[1] and all(0.0 <= x <= 1.0 for x in r)

    check_each_position(positions, setup, check)


def zones(s: RyadkyState) -> dict[str, set[int]]:
    """Where every card is, by the event protocol's zone names (empty zones left out)."""
    z = {"stock": set(s.stock), "pile": set(s.pile), "out": {x & 63 for x in s.out}}
    for seat in range(s.players):
        z[f"hand:{seat}"] = set(s.hands[seat])
        z[f"stack:{seat}"] = {x & 63 for x in s.stacks[seat]}
    return {k: v for k, v in z.items() if v}


def follow(z: dict[str, set[int]], events: list[Any], size: int) -> dict[str, set[int]]:
    """Move cards between zones as the events say; a new deal starts from a full stock."""
    z = {k: set(v) for k, v in z.items()}
    for e in events:
        if e.kind == "deal_start":
            z = {"stock": set(full_deck(size))}
        elif e.kind == "move":
            for c in e.cards:
                z[e.src].remove(c)
                z.setdefault(e.dst, set()).add(c)
    return {k: v for k, v in z.items() if v}


@PROPS
@given(SETUPS)
def test_move_events_account_for_every_card_movement(setup: tuple[int, int, int, int]) -> None:
    seed, _, size, _ = setup
    rng = random.Random(seed)
    s = start(*setup)
    z = zones(s)
    while not s.is_terminal():
        legal = s.legal_actions()
        z = follow(z, s.apply(legal[rng.randrange(len(legal))]), size)
        assert z == zones(s)


# --------------------------------------------------------------------------- RY-4 voids


def check_voids_at_every_position(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int], rseed: int
) -> int:
    """Every real hand fits its voids; determinize from every seat honours them; returns how
    many positions had voids about another seat."""
    seed, players = setup[0], setup[1]
    rng = random.Random(rseed)
    with_voids = 0
    for s in positions(start(*setup), random.Random(seed)):
        assert isinstance(s, RyadkyState)
        for p in range(players):
            assert fits_voids(s.hands[p], s.voids[p])
        seat = rng.randrange(players)
        if not any(s.voids[p] for p in range(players) if p != seat):
            continue
        with_voids += 1
        obs = s.observation(seat)
        d = RyadkyState.determinize(obs, rng)
        assert d.observation(seat) == obs
        assert sorted(places(d)) == full_deck(setup[2])
        for p in range(players):
            assert fits_voids(d.hands[p], d.voids[p])
        # RY-3: whoever must answer the pile holds a matching card in the re-deal too.
        assert (
            d.to_move is None
            or not d.pile
            or any(matches(c, d.pile[-1]) for c in d.hand(d.to_move))
        )
    return with_voids


@PROPS
@given(SETUPS, st.integers(0, 2**20))
@example(setup=(337, 4, 52, 3), rseed=2963)  # CI found it: the greedy deal missed (below)
def test_voids_hold_for_real_hands_and_for_every_determinization(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int], rseed: int
) -> None:
    check_voids_at_every_position(positions, setup, rseed)


def test_a_deal_whose_hidden_cards_barely_fit_their_voids_is_found_at_every_seed(
    positions: Callable[..., Iterator[GameState]],
) -> None:
    """RY-3, RY-4: late in a deal every hidden card is in some hand, three of them bounded
    by voids and one owing a reply to Q♠; the random greedy deal missed a fitting deal at
    about one seed in six (60 tries each; a failed CI run), the exact search after it finds
    one at every seed."""
    rng = random.Random(2963)  # drawn as the property test draws (its failing example)
    for s in positions(start(337, 4, 52, 3), random.Random(337)):
        seat = rng.randrange(4)
        if not any(s.voids[p] for p in range(4) if p != seat):
            continue
        obs = s.observation(seat)
        if seat == 3 and obs["public"]["pile"] == ["JS", "KS", "QS"]:
            break
        RyadkyState.determinize(obs, rng)
    else:
        pytest.fail("the game never reached the position")
    assert obs["public"]["stock"] == 0 and obs["public"]["hands"] == [4, 3, 4, 4]
    assert sum(1 for p in range(3) if s.voids[p]) == 3 and obs["to_move"] == 0
    for k in range(200):
        d = RyadkyState.determinize(obs, random.Random(k))
        assert d.observation(seat) == obs
        for p in range(4):
            assert fits_voids(d.hands[p], d.voids[p])
        assert any(matches(c, d.pile[-1]) for c in d.hand(obs["to_move"]))


def test_voids_do_occur_in_ordinary_games(positions: Callable[..., Iterator[GameState]]) -> None:
    assert check_voids_at_every_position(positions, (7, 2, 52, 2), 1) > 10
    assert check_voids_at_every_position(positions, (8, 4, 36, 2), 2) > 10


@PROPS
@given(SETUPS, st.integers(0, 2**20))
def test_a_determinized_state_with_voids_plays_on_to_the_end(
    positions: Callable[..., Iterator[GameState]], setup: tuple[int, int, int, int], rseed: int
) -> None:
    seed, players = setup[0], setup[1]
    rng = random.Random(seed)
    s = start(*setup)
    while not s.is_terminal() and not any(s.voids):
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    seat = rseed % players
    d = RyadkyState.determinize(s.observation(seat), random.Random(rseed))
    assert d.observation(seat) == s.observation(seat)
    assert play_to_end(positions, d, random.Random(rseed)) >= 0
