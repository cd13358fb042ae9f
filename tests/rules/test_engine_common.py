"""The engine protocol's game-independent behaviour, driving ``koloda engine`` as a subprocess."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

NEW = {"cmd": "new", "game": "ryadky", "players": 3, "seed": 5}


def test_bad_lines_are_refused_and_the_engine_keeps_serving(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    replies = engine(
        "{not json",
        "",
        "   ",
        "[1, 2]",
        '"new"',
        "{}",
        {"cmd": 7},
        {"cmd": "dance"},
        {"cmd": "state"},
        {"cmd": "apply", "action": "play 2C"},
        {"cmd": "ai"},
        NEW,
    )
    assert len(replies) == 12
    refused(replies[0], "json")
    refused(replies[1], "blank")
    refused(replies[2], "blank")
    for r in replies[3:7]:
        refused(r)
    refused(replies[7], "unknown command")
    for r in replies[8:11]:
        refused(r, "before 'new'")
    assert replies[11]["ok"] is True


def test_invalid_utf8_is_refused_without_a_crash(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    raw = b'\xff\xfe{"cmd": "state"}\n' + json.dumps(NEW).encode() + b"\n"
    replies = engine(raw=raw)
    refused(replies[0])
    assert replies[1]["ok"] is True


def test_a_number_too_long_to_read_is_malformed_json(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    huge = '{"cmd": "new", "game": "ryadky", "players": 2, "seed": ' + "9" * 5000 + "}"
    replies = engine(huge, NEW)
    refused(replies[0], "malformed json")
    assert replies[1]["ok"] is True


def test_bad_new_requests_are_refused_and_the_game_is_kept(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    replies = engine(
        NEW,
        {**NEW, "game": "poker"},
        {**NEW, "game": None},
        {**NEW, "players": 1},
        {**NEW, "players": 7},
        {**NEW, "players": "3"},
        {**NEW, "players": True},
        {k: v for k, v in NEW.items() if k != "players"},
        {**NEW, "seed": -1},
        {**NEW, "seed": 1.5},
        {**NEW, "seed": "7"},
        {**NEW, "dealer": 3},
        {**NEW, "options": {"colour": "red"}},
        {**NEW, "options": [1]},
        {**NEW, "decks": "AS"},
        {"cmd": "state"},
    )
    first, last = replies[0], replies[-1]
    refused(replies[1], "unknown game")
    refused(replies[2], "unknown game")
    for r in replies[3:8]:
        refused(r, "players")
    for r in replies[8:11]:
        refused(r, "seed")
    refused(replies[11], "dealer")
    refused(replies[12], "unknown option")
    refused(replies[13], "options")
    refused(replies[14], "decks")
    assert last == first  # every refusal left the first game as it was


def test_a_successful_reply_carries_the_whole_snapshot(
    engine: Callable[..., list[dict[str, Any]]],
) -> None:
    (reply,) = engine(NEW)
    assert set(reply) == {"ok", "to_move", "legal", "hand", "terminal", "public", "result"}
    assert reply["ok"] is True and reply["terminal"] is False and reply["result"] is None
    assert reply["to_move"] == 0
    assert sorted(reply["legal"]) == sorted(f"play {c}" for c in reply["hand"])


def test_quit_answers_ok_and_ends_the_process(engine: Callable[..., list[dict[str, Any]]]) -> None:
    replies = engine(NEW, {"cmd": "quit"}, {"cmd": "state"})
    assert replies[1] == {"ok": True}
    assert len(replies) == 2


def test_end_of_input_ends_the_process_quietly(engine: Callable[..., list[dict[str, Any]]]) -> None:
    assert engine(raw=b"") == []


def test_ai_answers_with_a_legal_action_or_refuses_clearly(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    replies = engine(
        NEW,
        {"cmd": "ai", "level": "easy", "seed": 1, "iterations": 5},
        {"cmd": "ai", "level": "grandmaster"},
        {"cmd": "ai", "seed": -2},
        {"cmd": "ai", "iterations": 0},
        {"cmd": "state"},
    )
    new, ai = replies[0], replies[1]
    assert ai["ok"] is True and ai["action"] in new["legal"]
    refused(replies[2], "level")
    refused(replies[3], "seed")
    refused(replies[4], "iterations")
    assert replies[5] == new  # asking the AI never changes the game


def test_ai_refuses_budgets_and_iterations_that_would_never_end(
    engine: Callable[..., list[dict[str, Any]]], refused: Callable[..., None]
) -> None:
    replies = engine(
        NEW,
        '{"cmd": "ai", "level": "hard", "budget_ms": NaN}',
        '{"cmd": "ai", "level": "hard", "budget_ms": Infinity}',
        {"cmd": "ai", "level": "hard", "budget_ms": 1e308},
        {"cmd": "ai", "level": "hard", "iterations": 2**64},
        {"cmd": "ai", "level": "hard", "budget_ms": -1},
        {"cmd": "state"},
    )
    refused(replies[1], "json")
    refused(replies[2], "json")
    refused(replies[3], "budget_ms")
    refused(replies[4], "iterations")
    refused(replies[5], "budget_ms")
    assert replies[6] == replies[0]  # the game is as it was
