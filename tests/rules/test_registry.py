"""The game registry knows every game, however the rules are imported."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("first", ["ryadky", "rooster", "ditch"])
def test_registry_lists_all_games_after_importing_one_game_module_first(first: str) -> None:
    code = (
        f"import koloda.rules.{first}\n"
        "from koloda.rules import games, new_game\n"
        "print(','.join(sorted(games())))\n"
        "new_game('rooster', players=2)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    assert out.strip() == "ditch,rooster,ryadky"
