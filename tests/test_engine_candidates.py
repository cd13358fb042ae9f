"""The engine's ``ai`` request with ``"candidates": true``: hard's analysis beside its action
(every candidate with its value and facts), within the same caps; bad values refused."""

from __future__ import annotations

import json
from typing import Any

import pytest

from koloda.engine import MAX_ITERATIONS, Engine
from koloda.games import BUILTIN


def _engine(game: str, players: int = 2, seed: int = 3) -> Engine:
    engine = Engine()
    reply = engine.handle(
        json.dumps({"cmd": "new", "game": game, "players": players, "seed": seed})
    )
    assert reply["ok"], reply
    return engine


def _ask(engine: Engine, **req: Any) -> dict[str, Any]:
    return engine.handle(json.dumps({"cmd": "ai", **req}))


@pytest.mark.parametrize("game", BUILTIN)  # every built-in game (the registry's)
def test_candidates_come_with_values_and_facts_and_the_action_hard_plays(game: str) -> None:
    engine = _engine(game)
    if game == "ditch":  # past the draw, to a play step hard searches
        engine.handle(json.dumps({"cmd": "apply", "action": "draw 3"}))
    before = engine.handle(json.dumps({"cmd": "state"}))
    reply = _ask(engine, level="hard", seed=4, iterations=120, candidates=True)
    assert reply["ok"], reply
    plain = _ask(engine, level="hard", seed=4, iterations=120)
    assert reply["action"] == plain["action"]  # the same decision as without candidates
    assert {k: v for k, v in reply.items() if k not in ("action", "analysis")} == before
    analysis = reply["analysis"]
    assert analysis["basis"] == "search" and analysis["deals"] > 0
    assert analysis["unit"] == ("points" if game == "ditch" else "chance")
    assert isinstance(analysis["close"], bool) and analysis["margin"] > 0
    cands = analysis["candidates"]
    assert cands[0]["action"] == reply["action"]
    assert {c["action"] for c in cands} <= set(reply["legal"])
    for c in cands:
        assert c["plan"][0] == c["action"]
        assert isinstance(c["samples"], int)
        assert len(c["facts"]) == len(c["plan"])
        assert all(f["game"] == game and f["rules"] for f in c["facts"])
    assert any(c["value"] is not None for c in cands[1:])
    again = _ask(engine, level="hard", seed=4, iterations=120, candidates=True)
    assert again == reply  # deterministic with iterations
    assert json.loads(json.dumps(reply)) == reply  # plain JSON (no NaN)


def test_candidates_false_is_the_plain_reply() -> None:
    engine = _engine("ryadky")
    reply = _ask(engine, level="hard", seed=1, iterations=50, candidates=False)
    assert reply["ok"] and "analysis" not in reply


@pytest.mark.parametrize(
    ("req", "words"),
    [
        ({"level": "hard", "candidates": "yes"}, "candidates must be true or false"),
        ({"level": "hard", "candidates": 1}, "candidates must be true or false"),
        ({"level": "hard", "candidates": None}, "candidates must be true or false"),
        ({"level": "normal", "candidates": True}, "level 'hard'"),
        ({"candidates": True}, "level 'hard'"),
        ({"level": "hard", "candidates": True, "iterations": MAX_ITERATIONS + 1}, "iterations"),
        ({"level": "hard", "candidates": True, "budget_ms": -1}, "budget_ms"),
        ({"level": "hard", "candidates": True, "seed": -1}, "seed"),
    ],
)
def test_malformed_candidates_requests_are_refused_and_change_nothing(
    req: dict[str, Any], words: str
) -> None:
    engine = _engine("rooster")
    before = engine.handle(json.dumps({"cmd": "state"}))
    reply = _ask(engine, **req)
    assert reply["ok"] is False and words in reply["error"], reply
    assert engine.handle(json.dumps({"cmd": "state"})) == before
