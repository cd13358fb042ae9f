"""Saved files deal their next rounds from their seed with Koloda's own shuffle (issue 41): with
Python's ``random.shuffle`` gone, as a new Python could change it, every saved file in
tests/match/data loads and plays on into its next deal exactly as it would have."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playing import play_out

from koloda.match import Match
from koloda.rules.cards import card_names, shuffled_deck
from koloda.store import saves

DATA = Path(__file__).parent / "data"


def saved(name: str) -> dict[str, Any]:
    """The saved match of a file: a .koloda through the app's store, a .json as it is."""
    if name.endswith(saves.SUFFIX):
        return saves.load_game(DATA / name)
    data: dict[str, Any] = json.loads((DATA / name).read_text("utf-8"))
    return data


def test_a_saved_ditch_hand_holds_the_deck_its_seed_deals(no_python_shuffle: None) -> None:
    state = saved("ditch-mid-hand.json")["state"]
    deck = card_names(shuffled_deck(52, state["seed"], state["hand_no"]))  # DR-1
    stock = state["stock"]
    assert len(stock) < len(deck) and deck[len(deck) - len(stock) :] == stock


@pytest.mark.parametrize("name", sorted(p.name for p in DATA.iterdir()))
def test_every_saved_file_plays_to_its_end_without_pythons_shuffle(
    name: str, no_python_shuffle: None
) -> None:
    match = Match.from_json(saved(name))
    before = len(match.history)
    play_out(match, seed=7)
    assert match.is_over() and len(match.history) > before


def test_the_saved_files_deal_new_rounds_from_their_seeds() -> None:
    # the test above is worth its name only if some files have rounds still to deal
    still_to_deal = [
        name
        for name in sorted(p.name for p in DATA.iterdir())
        if len(_played_out(name).history) > len(Match.from_json(saved(name)).history) + 1
    ]
    assert len(still_to_deal) >= 2


def _played_out(name: str) -> Match:
    match = Match.from_json(saved(name))
    play_out(match, seed=7)
    return match
