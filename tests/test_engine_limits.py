"""``koloda engine`` refuses AI requests beyond its documented caps at once, instead of thinking
for minutes (issue 15): at most MAX_ITERATIONS search iterations, at most MAX_BUDGET_MS."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

from koloda.engine import MAX_BUDGET_MS, MAX_ITERATIONS

NEW = {"cmd": "new", "game": "rooster", "players": 3, "seed": 11}  # hard searches here


def ask(*requests: dict[str, Any]) -> list[dict[str, Any]]:
    """Replies of a real engine process; the timeout only keeps a hanging engine from hanging
    the test suite (a refusal takes no thinking at all)."""
    lines = "".join(json.dumps(r) + "\n" for r in requests)
    proc = subprocess.run(
        [sys.executable, "-m", "koloda", "engine"],
        input=lines,
        capture_output=True,
        text=True,
        timeout=60,
        check=False,
    )
    assert proc.returncode == 0 and proc.stderr == "", proc.stderr
    return [json.loads(line) for line in proc.stdout.splitlines()]


def test_a_million_iterations_is_refused_at_once_with_the_cap_named() -> None:
    replies = ask(
        NEW,
        {"cmd": "ai", "level": "hard", "seed": 1, "iterations": 1_000_000},
        {"cmd": "ai", "level": "hard", "seed": 1, "iterations": MAX_ITERATIONS + 1},
        {"cmd": "ai", "level": "hard", "seed": 1, "budget_ms": MAX_BUDGET_MS + 1},
        {"cmd": "ai", "level": "hard", "seed": 1, "budget_ms": 600_000},
        {"cmd": "state"},
    )
    expected_iterations = {"ok": False, "error": "iterations must be an integer from 1 to 10000"}
    expected_budget = {
        "ok": False,
        "error": "budget_ms must be a number of milliseconds from 0 to 60000",
    }
    assert replies[1:5] == [expected_iterations] * 2 + [expected_budget] * 2
    assert replies[5] == replies[0]  # nothing changed


def test_requests_at_the_small_end_still_answer_with_a_legal_move() -> None:
    replies = ask(NEW, {"cmd": "ai", "level": "hard", "seed": 1, "iterations": 20})
    assert replies[1]["ok"] is True and replies[1]["action"] in replies[0]["legal"]
