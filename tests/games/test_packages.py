"""One package per game (issue 37): ``koloda/games/<name>/`` holds everything of one game behind
one declaration, the layers still hold inside it (only its kit imports Qt, and nothing Qt-free
imports the kit; its rules import nothing of the AI or the app), and nothing outside the games'
packages names one: the shared layers find the games through the registry alone."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from koloda.ai.policy import GameAI
from koloda.ai.pool import PoolGame
from koloda.games import BUILTIN
from koloda.rules import Declaration, GameInfo, declaration, games

PACKAGE = Path(__file__).resolve().parents[2] / "desktop" / "koloda"
GAMES = PACKAGE / "games"
LANGUAGES = ("en", "ru", "uk")


def _layer(path: Path) -> str:
    """Which layer of its game a module of a game's package is, by its name: ``kit`` (the
    table kit: ``kit.py``, ``kit_*.py``), ``ai`` (``ai*.py``, ``pool.py``, ``reasons.py``) or
    ``rules`` (the rest: the state, its io and view, the declaration in ``__init__.py``)."""
    name = path.stem
    if name == "kit" or name.startswith("kit_"):
        return "kit"
    if name.startswith("ai") or name in ("pool", "reasons"):
        return "ai"
    return "rules"


def _imports(path: Path) -> set[str]:
    """Every module a file imports, at module level or inside a function, relative imports
    resolved (for ``from a import b`` both ``a`` and ``a.b``, as b may be a module)."""
    package = ".".join(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: -node.level]
                base = ".".join([*parent, base] if base else parent)
            found.add(base)
            found.update(f"{base}.{a.name}" for a in node.names)
    return found


def _modules() -> dict[Path, str]:
    """Every module of every game's package, with its layer."""
    found = {p: _layer(p) for p in sorted(GAMES.glob("*/*.py"))}
    assert {p.parent.name for p in found} >= set(BUILTIN)
    return found


def _of_game(name: str) -> tuple[str, str] | None:
    """(game, module) of a module name inside a game's package, None outside them."""
    parts = name.split(".")
    if parts[:2] != ["koloda", "games"] or len(parts) < 3:
        return None
    return parts[2], parts[3] if len(parts) > 3 else "__init__"


def test_only_a_games_kit_imports_qt_and_nothing_qt_free_imports_the_kit() -> None:
    modules = _modules()
    assert {layer for layer in modules.values()} == {"rules", "ai", "kit"}
    for path, layer in modules.items():
        for name in _imports(path):
            of = _of_game(name)
            qt = name.split(".")[0] == "PySide6" or name.startswith("koloda.app")
            kit = of is not None and _layer(Path(of[1] + ".py")) == "kit"
            assert layer == "kit" or not (qt or kit), (path.relative_to(GAMES), name)


def test_a_games_rules_import_only_the_rules_and_its_own_rules() -> None:
    for path, layer in _modules().items():
        if layer != "rules":
            continue
        for name in _imports(path):
            top, of = name.split(".")[0], _of_game(name)
            own = of is not None and of[0] == path.parent.name
            own_rules = of is not None and own and _layer(Path(f"{of[1]}.py")) == "rules"
            allowed = name.startswith("koloda.rules") or own_rules or top in sys.stdlib_module_names
            assert allowed, (path.relative_to(GAMES), name)


def test_a_games_ai_imports_no_app_and_no_other_game() -> None:
    for path, layer in _modules().items():
        for name in _imports(path):
            of = _of_game(name)
            assert of is None or of[0] == path.parent.name, (path.relative_to(GAMES), name)
            if layer == "ai":
                assert not name.startswith(("koloda.app", "koloda.store", "PySide6")), name


def test_nothing_outside_the_games_packages_names_one() -> None:
    """The match, the AI, the app, the store and the tools import no game's module: they find
    the games through the registry, which only knows the package that holds them."""
    outside = [p for p in PACKAGE.rglob("*.py") if GAMES not in p.parents]
    assert len(outside) > 100
    for path in outside:
        for name in _imports(path):
            assert _of_game(name) is None and name != "koloda.games", (path, name)
    mentions = {
        str(path.relative_to(PACKAGE))
        for path in outside
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Constant) and str(node.value).startswith("koloda.games")
    }
    assert mentions == {"rules/base.py"}  # GAMES_PACKAGE, where the registry looks


@pytest.mark.parametrize("name", BUILTIN)
def test_a_built_in_games_declaration_names_every_part_and_file(name: str) -> None:
    found = declaration(name)
    assert isinstance(found, Declaration) and found.package == f"koloda.games.{name}"
    assert games()[name] is found.info and isinstance(found.info, GameInfo)
    ai, pool, facts = found.load("ai"), found.load("pool"), found.load("reasons")
    assert isinstance(ai, GameAI) and type(ai) is not GameAI  # its own heuristics
    assert isinstance(pool, PoolGame) and callable(facts)
    assert found.kit is not None and found.lesson is not None and found.pages is not None
    for lang in LANGUAGES:
        page = found.read_text(found.pages.format(lang=lang))
        assert page.count("<h") >= 2, (name, lang)
    assert found.read_text(found.lesson).startswith("{")


def test_loading_a_games_rules_ai_pool_and_facts_loads_no_qt() -> None:
    """Declaring the games and asking every layer below the app for its part imports no Qt:
    the kit is imported by the app's registry alone."""
    code = (
        "import sys\n"
        "from koloda.rules import declaration, games\n"
        "for name in games():\n"
        "    for part in ('ai', 'pool', 'reasons'):\n"
        "        declaration(name).load(part)\n"
        "print(sorted(games()), 'PySide6' in sys.modules)\n"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.strip() == f"{sorted(BUILTIN)} False"
