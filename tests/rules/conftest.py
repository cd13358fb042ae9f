"""Shared fixtures of the rules tests: a real ``koloda engine`` subprocess to talk to, random
play through a game's positions, and explicit Ryadky deals."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from typing import Any

import pytest

from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import GameState, new_game
from koloda.rules.cards import card_names, full_deck

ALL52 = card_names(full_deck(52))
ALL36 = card_names(full_deck(36))


def _engine(*requests: Any, raw: bytes | None = None) -> list[dict[str, Any]]:
    """Send the requests (dicts JSON-encoded, strings as written), one line each, to a fresh
    ``koloda engine``; return its replies. ``raw`` bytes are sent exactly as they are."""
    if raw is None:
        lines = "".join((r if isinstance(r, str) else json.dumps(r)) + "\n" for r in requests)
        raw = lines.encode()
    proc = subprocess.run(
        [sys.executable, "-m", "koloda", "engine"],
        input=raw,
        capture_output=True,
        timeout=120,
        check=False,
    )
    assert proc.returncode == 0, proc.stderr.decode()
    assert proc.stderr == b"", proc.stderr.decode()
    replies = [json.loads(line) for line in proc.stdout.decode().splitlines()]
    quits = any(isinstance(r, dict) and r.get("cmd") == "quit" for r in requests)
    # One reply per request, in order (a quit ends the replies early; raw input has no list).
    assert quits or (raw is not None and not requests) or len(replies) == len(requests)
    return replies


def _refused(reply: dict[str, Any], *words: str) -> None:
    """The reply is a refusal whose message mentions every one of ``words``."""
    assert reply["ok"] is False and set(reply) == {"ok", "error"}, reply
    assert isinstance(reply["error"], str) and reply["error"]
    for w in words:
        assert w in reply["error"].lower(), reply["error"]


@pytest.fixture
def engine() -> Callable[..., list[dict[str, Any]]]:
    """``engine(*requests, raw=None)``: the replies of a fresh ``koloda engine`` process."""
    return _engine


@pytest.fixture
def refused() -> Callable[..., None]:
    """``refused(reply, *words)``: asserts a refusal naming every word."""
    return _refused


@pytest.fixture
def apply() -> Callable[[str], dict[str, Any]]:
    """``apply(action)``: the protocol's apply request."""
    return lambda action: {"cmd": "apply", "action": action}


def _positions(state: GameState, rng: random.Random, limit: int = 20000) -> Iterator[GameState]:
    """Yield the state before every random action, then the final state; fails past ``limit``."""
    for _ in range(limit):
        yield state
        if state.is_terminal():
            return
        legal = state.legal_actions()
        assert legal, "a live state must offer an action"
        assert len(set(legal)) == len(legal), "legal actions must not repeat"
        state.apply(legal[rng.randrange(len(legal))])
    raise AssertionError("the game did not end")


@pytest.fixture(scope="session")
def positions() -> Callable[..., Iterator[GameState]]:
    """``positions(state, rng, limit=20000)``: random legal play (checked by apply) from
    ``state``, yielding it before every action and at the end."""
    return _positions


def _strings(value: Any) -> set[str]:
    if isinstance(value, str):
        return {value}
    if isinstance(value, dict):
        return set().union(set(value), *(_strings(v) for v in value.values()))
    if isinstance(value, list):
        return set().union(set(), *(_strings(v) for v in value))
    return set()


@pytest.fixture(scope="session")
def strings() -> Callable[[Any], set[str]]:
    """``strings(value)``: every string inside a JSON value (keys included)."""
    return _strings


def ryadky_deck(
    players: int,
    hands: Sequence[Sequence[str]],
    stock: Sequence[str] = (),
    dealer: int = 0,
    size: int = 52,
) -> list[str]:
    """A full deck order that deals ``hands`` (C-6, from the seat after the dealer), then has
    ``stock`` on top of the stock, then every other card in sorted order."""
    order = [(dealer + 1 + i) % players for i in range(players)]
    top = [hands[seat][i] for i in range(6) for seat in order] + list(stock)
    return top + [c for c in (ALL52 if size == 52 else ALL36) if c not in top]


def _ryadky_game(
    players: int,
    hands: Sequence[Sequence[str]],
    stock: Sequence[str] = (),
    dealer: int = 0,
    size: int = 52,
    deals: int = 1,
) -> RyadkyState:
    state = new_game(
        "ryadky",
        players=players,
        seed=0,
        decks=[ryadky_deck(players, hands, stock, dealer, size)],
        dealer=dealer,
        options={"deck_size": size, "deals": deals},
    )
    assert isinstance(state, RyadkyState)
    return state


@pytest.fixture(scope="session")
def ryadky_game() -> Callable[..., RyadkyState]:
    """``ryadky_game(players, hands, stock=(), dealer=0, size=52, deals=1)``: a new Ryadky game
    whose first deal gives these hands and puts ``stock`` on top of the stock."""
    return _ryadky_game
