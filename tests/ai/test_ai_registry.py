"""The AI's game registry mirrors the rules' registry, and koloda.ai has no import circle."""

from collections.abc import Callable

import pytest

from koloda.ai import game_ai
from koloda.ai.policy import GameAI
from koloda.rules import games


def test_every_game_of_the_rules_has_its_own_ai_registered_by_its_module() -> None:
    found = {name: type(game_ai(name)) for name in games()}
    assert len(found) >= 3
    for name, kind in found.items():
        assert issubclass(kind, GameAI) and kind is not GameAI, name
        assert kind.__module__ == f"koloda.games.{name}.ai", name
    assert len(set(found.values())) == len(found)  # each game its own


def test_an_unknown_game_is_refused_with_the_known_names() -> None:
    with pytest.raises(ValueError, match=r"unknown game 'whist'.*" + ", ".join(sorted(games()))):
        game_ai("whist")


def test_koloda_ai_has_no_import_circle(
    import_graph: Callable[[str], dict[str, set[str]]],
    import_circles: Callable[[dict[str, set[str]]], list[str]],
) -> None:
    graph = import_graph("ai")
    games = import_graph("games")
    assert {"koloda.ai.search", "koloda.ai.flat"} <= set(graph)
    assert {"koloda.games.ditch.ai", "koloda.games.ditch.ai_plan"} <= set(games)
    assert import_circles(graph) == [] and import_circles(games) == []
