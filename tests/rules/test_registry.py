"""The game registry knows every game, however the rules are imported; each game's rules are a
state module and an io module that imports it and is never imported back."""

import subprocess
import sys
from collections.abc import Callable

import pytest

from koloda.games import BUILTIN
from koloda.rules import games, new_game

RULES_MODULES = {"rules", "view", "cards", "melds"}  # a game's rules modules but its io


@pytest.mark.parametrize("first", BUILTIN)
def test_registry_lists_all_games_after_importing_one_game_module_first(first: str) -> None:
    code = (
        f"import koloda.games.{first}.rules\n"
        "from koloda.rules import games, new_game\n"
        "print(','.join(sorted(games())))\n"
        f"new_game({BUILTIN[-1]!r}, players=2)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == ",".join(sorted(BUILTIN))


@pytest.mark.parametrize("game", BUILTIN)
def test_a_state_saves_and_observes_with_only_its_state_module_imported(game: str) -> None:
    code = (
        f"import random, koloda.games.{game}.rules as m\n"
        "from koloda.rules.base import new_game\n"
        f"s = new_game({game!r}, players=2, seed=3)\n"
        "cls = type(s)\n"
        "assert cls.from_json(s.to_json()).to_json() == s.to_json()\n"
        "obs = s.observation(s.to_move)\n"
        "assert cls.determinize(obs, random.Random(1)).observation(s.to_move) == obs\n"
        "print('ok')\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "ok"


def test_no_rules_module_imports_an_io_module_or_closes_an_import_circle(
    import_graph: Callable[[str], dict[str, set[str]]],
    import_circles: Callable[[dict[str, set[str]]], list[str]],
) -> None:
    rules, games = import_graph("rules"), import_graph("games")
    assert "koloda.games.ryadky.io" in games
    # a game's rules beside its io: its state and what the state stands on (rules, view, cards)
    state_side = {m: d for m, d in games.items() if m.rsplit(".", 1)[-1] in RULES_MODULES}
    assert len(state_side) >= len(BUILTIN) * 2
    for module, deps in (rules | state_side).items():
        assert not any(d.endswith(".io") for d in deps), (module, deps)
    assert import_circles(rules) == [] and import_circles(games) == []


def test_every_game_has_its_io_registered_and_states_without_instance_dicts() -> None:
    assert sorted(games()) == sorted(BUILTIN) and len(BUILTIN) >= 3
    for name, info in games().items():
        state = new_game(name, players=info.min_players, seed=1)
        assert isinstance(state, info.state_class)
        assert not hasattr(state, "__dict__")  # GameState.__slots__ = (): the slots hold
        assert info.io.from_json(state.to_json()).to_json() == state.to_json()
