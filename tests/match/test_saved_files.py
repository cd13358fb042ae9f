"""Every saved file under tests/match/data loads in every later Koloda (docs/style.md: a saved
file is a promise; issue 37), and after a fix of its game's own bookkeeping too.

The ``.koloda`` files were written by Koloda 8cc425c with the app's own save path
(``koloda.store.saves.save_game`` of ``Match.to_json()``), from matches played by seeded random
moves to the human's turn: ryadky-mid-deal (3 players, 3 deals, seed 2024: the second deal in
progress, a pile on the table) and rooster-mid-game (3 players, a 3-game series, seed 1917: the
second game, the human defending). The ``.json`` files are ``Match.to_json()`` as written.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from playing import play_out

from koloda.match import Match
from koloda.store import saves

DATA = Path(__file__).parent / "data"
FILES = sorted(DATA.glob("*.json")) + sorted(DATA.glob("*.koloda"))
FIXED = ("ryadky", "rooster")  # the games the rules_fixed fixture changes the bookkeeping of


def saved(path: Path) -> dict[str, Any]:
    """The saved match of a file: a .koloda through the app's store, a .json as it is."""
    if path.suffix == saves.SUFFIX:
        return saves.load_game(path)
    data: dict[str, Any] = json.loads(path.read_text("utf-8"))
    return data


def test_each_game_has_a_saved_file_in_progress() -> None:
    in_progress = {
        saved(p)["config"]["game"] for p in FILES if saved(p)["match"]["pending_round"] is None
    }
    assert in_progress >= {"ryadky", "rooster", "ditch"}


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_saved_file_loads_where_it_was_left_and_plays_to_the_end(path: Path) -> None:
    data = saved(path)
    match = Match.from_json(data)
    assert not match.rules_changed_since_save
    assert match.state.to_json() == data["state"]
    assert [list(a) for a in match.actions] == data["match"]["actions"]
    assert "base" not in match.to_json()["match"]
    play_out(match)
    assert match.is_over()


@pytest.mark.parametrize(
    "path", [p for p in FILES if saved(p)["config"]["game"] in FIXED], ids=lambda p: p.name
)
def test_a_saved_file_loads_after_a_fix_of_its_games_bookkeeping(
    path: Path, rules_fixed: Any
) -> None:
    data = saved(path)
    rules_fixed(data["config"]["game"])
    replayed = Match.replay(Match.from_json(data).config, data["match"]["actions"])
    assert replayed.state.to_json() != data["state"]  # the fix changes what these moves give
    match = Match.from_json(data)
    assert match.rules_changed_since_save
    assert match.state.to_json() == data["state"]
    play_out(match)
    assert match.is_over()
