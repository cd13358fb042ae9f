"""Every seed a match accepts survives a save: MatchConfig takes seeds below 2**63, and the
file reader must read every such integer back (issue 36: a seed of 19 digits saved a file that
could not be opened)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import example, given, settings
from hypothesis import strategies as st

from koloda.match import Match, MatchConfig, MatchError
from koloda.store import saves

LARGEST_SEED = 2**63 - 1


def _round_trip(folder: Path, seed: int) -> Match:
    match = Match(MatchConfig("ryadky", 2, seed=seed))
    path = folder / "seed.koloda"
    saves.save_game(path, match.to_json())
    return Match.from_json(saves.load_game(path))


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(min_value=0, max_value=LARGEST_SEED))
@example(seed=0)
@example(seed=10**18 - 1)
@example(seed=10**18)
@example(seed=LARGEST_SEED)
def test_every_accepted_seed_round_trips_through_a_save(tmp_path_factory, seed):
    folder = tmp_path_factory.mktemp("seed")
    loaded = _round_trip(folder, seed)
    assert loaded.config.seed == seed


def test_the_largest_seed_deals_the_same_cards_after_loading(tmp_path):
    match = Match(MatchConfig("ryadky", 2, seed=LARGEST_SEED))
    loaded = _round_trip(tmp_path, LARGEST_SEED)
    assert loaded.to_json() == match.to_json()


@pytest.mark.parametrize("seed", [-1, 2**63, 10**19])
def test_a_seed_outside_the_range_is_refused_before_anything_is_saved(seed):
    with pytest.raises(MatchError, match="seed"):
        Match(MatchConfig("ryadky", 2, seed=seed))
