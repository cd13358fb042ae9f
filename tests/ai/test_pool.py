"""The arena's outside opponent pool: independent of the AI (no AI module uses it, it uses only
the rules), legal through whole games, deterministic, honest, ordered in strength, and playable
from ``koloda arena`` by name or as ``--opponents pool``."""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest

import koloda.ai
from koloda.ai import pool
from koloda.ai.arena import main as arena_main
from koloda.ai.arena import play_game, wilson
from koloda.ai.pool import POOL_STYLES, descriptions, pool_action
from koloda.rules import GameState, games, new_game

GAMES = tuple(games())
AI_DIR = Path(koloda.ai.__file__).parent
POOL_DIR = Path(pool.__file__).parent
GAMES_DIR = AI_DIR.parent / "games"
SHORT = {name: info.short_options(1) for name, info in games().items()}  # one round each

Positions = Callable[[str, int, int, int, int], list[GameState]]


def _imports(path: Path) -> list[str]:
    """Every module a source file imports (relative imports resolved), and every string
    constant naming a koloda module (``importlib.import_module("koloda.ai.pool")``)."""
    package = ".".join(path.relative_to(AI_DIR.parent.parent).with_suffix("").parts)
    if path.name == "__init__.py":
        package += ".__init__"
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[: -node.level]
                base = ".".join([*parent, base] if base else parent)
            found.append(base)
            found += [f"{base}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and str(node.value).startswith("koloda."):
            found.append(str(node.value))
    return found


def test_no_ai_module_but_the_arena_imports_the_pool() -> None:
    """The pool is a yardstick: no level, heuristic or search may play or learn from it, nor
    any game's AI or reasons (its pool module is the pool's, beside them in its package)."""
    sources = [p for p in AI_DIR.rglob("*.py") if POOL_DIR not in p.parents]
    sources += [p for p in GAMES_DIR.rglob("*.py") if p.stem != "pool"]
    assert len(sources) > 5 and AI_DIR / "search.py" in sources
    assert GAMES_DIR / "ryadky" / "ai.py" in sources
    users = {p.name for p in sources for name in _imports(p) if _is_pool(name)}
    assert users == {"arena.py"}


def _is_pool(name: str) -> bool:
    """``name`` is the pool or a game's pool module (or a name it defines)."""
    parts = name.split(".")
    return parts[:3] == ["koloda", "ai", "pool"] or (
        parts[:2] == ["koloda", "games"] and parts[3:4] == ["pool"]
    )


def _pool_modules() -> list[Path]:
    """The pool's own modules and every game's pool module."""
    return sorted(POOL_DIR.glob("*.py")) + sorted(GAMES_DIR.glob("*/pool.py"))


def test_the_pool_imports_only_the_rules_and_the_standard_library() -> None:
    modules = _pool_modules()
    assert {p.stem for p in modules} >= {"__init__", "common", "pool"}
    assert {p.parent.name for p in modules if p.stem == "pool"} >= set(GAMES)
    for path in modules:
        for name in _imports(path):
            top, parts = name.split(".")[0], name.split(".")
            game_rules = parts[:2] == ["koloda", "games"] and parts[3:4] in (
                ["rules"],
                ["cards"],
                ["melds"],
            )
            allowed = (
                name.startswith(("koloda.rules", "koloda.ai.pool"))
                or game_rules
                or top in sys.stdlib_module_names
            )
            assert allowed, (path.name, name)


def test_choose_action_works_with_the_pool_import_blocked() -> None:
    """Every level still plays every game when importing koloda.ai.pool fails."""
    script = """
import sys
from importlib.abc import MetaPathFinder

class Block(MetaPathFinder):
    def find_spec(self, name, path=None, target=None):
        if name == "koloda.ai.pool" or name.startswith("koloda.ai.pool."):
            raise ImportError("the pool is blocked")
        return None

sys.meta_path.insert(0, Block())
from koloda.ai import LEVELS, choose_action
from koloda.rules import games, new_game

for game in games():
    state = new_game(game, players=3, seed=4)
    for step in range(40):
        seat = state.to_move
        level = LEVELS[step % 3]
        action = choose_action(state.observation(seat), level, seed=step, iterations=20)
        assert action in state.legal_actions(), (game, level, action)
        state.apply(action)
try:
    import koloda.ai.pool
except ImportError:
    print("blocked and played")
"""
    r = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=False, timeout=300
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.strip() == "blocked and played"


def test_every_style_is_described_in_one_sentence_per_game() -> None:
    assert len(POOL_STYLES) >= 5
    for style in POOL_STYLES:
        for game in GAMES:
            text = descriptions(game)[style]
            assert text and "\n" not in text and not text.endswith("."), (style, game)
    for game in GAMES:
        doc = (GAMES_DIR / game / "pool.py").read_text(encoding="utf-8").split('"""')[1]
        for style in POOL_STYLES:
            assert f"\n- {style}: " in doc, (game, style)


def test_the_pool_page_carries_every_description() -> None:
    """docs/pool.md (linked from the README) says what each style does in each game, in the
    registry's own words, so the page cannot drift from the code."""
    root = Path(__file__).resolve().parents[2]
    page = (root / "docs" / "pool.md").read_text(encoding="utf-8")
    assert "docs/pool.md" in (root / "README.md").read_text(encoding="utf-8")
    for style in POOL_STYLES:
        for game in GAMES:
            assert f"- `{style}`: {descriptions(game)[style]}." in page, (style, game)


def test_the_strength_page_measures_every_level_against_every_style_in_every_game() -> None:
    """docs/strength.md (linked from the README) has, per game, a 2-player row of hard and of
    normal against each pool style and against each other, each with its interval and the
    arena command that reproduces it."""
    root = Path(__file__).resolve().parents[2]
    page = (root / "docs" / "strength.md").read_text(encoding="utf-8")
    assert "docs/strength.md" in (root / "README.md").read_text(encoding="utf-8")
    for game in GAMES:
        section = page.split(f"### {games()[game].title}")[1].split("\n### ")[0]
        rows = [line for line in section.splitlines() if line.startswith("| 2 |")]
        for level, against in [("hard", "normal"), ("normal", "easy")] + [
            (level, style) for level in ("hard", "normal") for style in POOL_STYLES
        ]:
            row = next(r for r in rows if r.startswith(f"| 2 | {level} | {against} |"))
            assert "% [" in row or "| [" in row, row
            assert f"`koloda arena --game {game} --players 2" in row, row


def _play(game: str, seats: list[str], seed: int) -> int:
    """One short game with pool styles in ``seats``; checks each action is in the observation's
    legal list. Returns the number of real choices made."""
    state = new_game(game, players=len(seats), seed=seed, options=SHORT[game])
    choices = 0
    for _ in range(20_000):
        if state.is_terminal():
            return choices
        seat = state.to_move
        assert seat is not None
        obs = state.observation(seat)
        action = pool_action(obs, seats[seat], seed)
        assert str(action) in obs["legal"], (game, seats[seat], str(action))
        choices += len(obs["legal"]) > 1
        state.apply(action)
    raise AssertionError(f"{game} with {seats} did not end")


@pytest.mark.parametrize("game", GAMES)
def test_every_style_plays_only_legal_actions_through_whole_games(game: str) -> None:
    """Every style at every seat, at 2 and 4 players and every other count the game allows."""
    info = games()[game]
    for players in range(info.min_players, info.max_players + 1):
        for k, style in enumerate(POOL_STYLES):
            alone = [style] * players  # the style against itself at every seat
            mixed = [POOL_STYLES[(k + i) % len(POOL_STYLES)] for i in range(players)]
            assert _play(game, alone, seed=players * 10 + k) > 0
            assert _play(game, mixed, seed=players * 10 + k + 5) > 0


@pytest.mark.parametrize("game", GAMES)
def test_the_same_observation_and_seed_give_the_same_action(
    game: str, positions: Positions
) -> None:
    states = positions(game, 3, 21, 2, 12)
    assert len(states) == 12
    random_differs = False
    for state in states:
        seat = state.to_move
        assert seat is not None
        obs = state.observation(seat)
        for style in POOL_STYLES:
            first = pool_action(obs, style, seed=5)
            assert pool_action(state.observation(seat), style, seed=5) == first
        picks = {pool_action(obs, "random", seed=s) for s in range(8)}
        random_differs |= len(picks) > 1
    assert random_differs  # the random style does depend on its seed


@pytest.mark.parametrize("game", GAMES)
def test_the_same_information_gives_the_same_action_whatever_the_hidden_cards(
    game: str,
    positions: Positions,
    redeal: Callable[[GameState, random.Random], GameState],
) -> None:
    """Honesty: a re-deal of everything the seat cannot see (keeping its observation) gets the
    same action from every style."""
    rng = random.Random(3)
    states = positions(game, 3, 8, 2, 6) + positions(game, 2, 9, 2, 6)
    assert len(states) == 12
    for state in states:
        seat = state.to_move
        assert seat is not None
        other = redeal(state, rng)
        obs = state.observation(seat)
        assert other.observation(seat) == obs
        for style in POOL_STYLES:
            assert pool_action(obs, style, 11) == pool_action(other.observation(seat), style, 11)


@pytest.mark.parametrize(
    ("game", "weak", "n_games"),
    [
        ("ryadky", "random", 300),
        ("ryadky", "low", 300),
        ("rooster", "random", 60),
        ("rooster", "low", 200),
        ("ditch", "random", 40),
        ("ditch", "low", 40),
    ],
)
def test_steady_beats_random_and_low_with_a_statistical_margin(
    game: str, weak: str, n_games: int
) -> None:
    """One Ryadky deal, one Rooster game, one Ditch hand a game, seats rotated over the same
    decks: steady's 95% Wilson interval lies wholly above the fair 50%."""
    won = 0.0
    for g in range(n_games):
        record = play_game(game, 2, ["steady", weak], g, 17, None, None, SHORT[game])
        assert record.error is None
        seat = record.levels.index("steady")
        won += record.wins[seat]
    low, _ = wilson(won, n_games)
    assert low > 0.5, won / n_games


def _table_rows(out: str) -> list[list[str]]:
    return [line.split() for line in out.splitlines() if "%" in line and "[" in line]


def test_arena_seats_pool_styles_by_name_beside_levels(capsys: pytest.CaptureFixture[str]) -> None:
    args = "--game rooster --players 3 --seats normal,greedy,hoarder --games 3"
    code = arena_main(args.split())
    out = capsys.readouterr().out
    assert code == 0, out
    assert [row[0] for row in _table_rows(out)] == ["normal", "greedy", "hoarder"]


def test_arena_opponents_pool_prints_a_row_per_level_and_style(
    capsys: pytest.CaptureFixture[str],
) -> None:
    args = [
        *("--game", "ditch", "--players", "2", "--seats", "normal,easy"),
        *("--opponents", "pool", "--games", "2", "--options", '{"hands": 1}'),
    ]
    code = arena_main(args)
    out = capsys.readouterr().out
    assert code == 0, out
    rows = _table_rows(out)
    assert [(row[0], row[1]) for row in rows] == [
        (level, style) for level in ("normal", "easy") for style in POOL_STYLES
    ]
    assert all(row[2] == "2" for row in rows)  # seat-games: each pairing played its 2 games
    assert "opponents=" + ",".join(POOL_STYLES) in out
    assert f"{2 * 2 * len(POOL_STYLES)} games in" in out


def test_arena_opponents_fill_the_seats_an_entry_leaves(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """At 4 players 'normal+easy' sits two levels together; the style takes the other two."""
    args = "--game rooster --players 4 --seats normal+easy --opponents steady --games 4"
    code = arena_main(args.split())
    out = capsys.readouterr().out
    assert code == 0, out
    rows = _table_rows(out)
    assert [(row[0], row[1], row[2]) for row in rows] == [
        ("normal", "steady", "4"),
        ("easy", "steady", "4"),
    ]


@pytest.mark.parametrize(
    ("args", "message"),
    [
        ("--seats normal,genius", "unknown level 'genius'"),
        ("--seats normal --opponents pool,genius", "unknown pool style 'genius'"),
        ("--seats normal --opponents hard", "unknown pool style 'hard'"),
        ("--seats normal+easy --opponents pool", "leaves no seat for the opponents"),
    ],
)
def test_arena_refuses_wrong_names_with_one_line(
    args: str, message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = arena_main(["--game", "ditch", "--players", "2", *args.split()])
    err = capsys.readouterr().err
    assert code == 2
    assert message in err and len(err.strip().splitlines()) == 1, err


def test_arena_help_documents_the_pool(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as done:
        arena_main(["--help"])
    out = capsys.readouterr().out
    assert done.value.code == 0
    assert "--opponents" in out
    for style in POOL_STYLES:
        assert f"\n  {style} " in out
