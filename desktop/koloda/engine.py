"""``koloda engine``: the JSON-Lines protocol of docs/rules.md over standard input and output.

One request object per line, one reply per line, in order. Nothing on stdin can crash it:
every failure is ``{"ok": false, "error": ...}`` and leaves the game as it was.
"""

from __future__ import annotations

import json
import sys
from typing import IO, Any

from koloda.rules import GameState, RulesError, new_game
from koloda.rules.base import is_int

MAX_LINE = 1 << 20  # a request longer than this is refused, not parsed
# One AI decision may think at most this long or this many search iterations: a request for
# more would leave the engine unresponsive for minutes, which no caller can mean. Hard's
# slowest search (Ditch Rummy) runs 560-930 iterations/s on a 2-core machine (koloda bench
# --ai, and a scan of early positions), so 10,000 iterations take 11-18 s there and under a
# minute on a machine three times slower; the app's hard level uses about 700.
MAX_BUDGET_MS = 60_000
MAX_ITERATIONS = 10_000


def snapshot(state: GameState) -> dict[str, Any]:
    """The protocol's reply body for the current position."""
    terminal = state.is_terminal()
    seat = None if terminal else state.to_move
    return {
        "ok": True,
        "to_move": seat,
        "legal": [] if seat is None else state.legal_strings(),
        "hand": [] if seat is None else _names(state.hand(seat)),
        "terminal": terminal,
        "public": state.public(),
        "result": state.result(),
    }


def _not_json(name: str) -> None:
    """NaN and Infinity are not JSON (RFC 8259), though Python's parser accepts them."""
    raise json.JSONDecodeError(f"{name} is not JSON", name, 0)


def _names(cards: list[int]) -> list[str]:
    from koloda.rules.cards import card_names

    return card_names(cards)


class Engine:
    """The protocol's state machine; ``handle`` maps one request line to one reply object."""

    def __init__(self) -> None:
        self.state: GameState | None = None
        self.done = False

    def handle(self, line: str) -> dict[str, Any]:
        try:
            return self._handle(line)
        except RulesError as e:
            return {"ok": False, "error": str(e)}
        except RecursionError:
            return {"ok": False, "error": "request nested too deeply"}
        except Exception as e:  # the engine never crashes on input
            return {"ok": False, "error": f"internal error: {type(e).__name__}: {e}"}

    def _handle(self, line: str) -> dict[str, Any]:
        if not line.strip():
            raise RulesError("blank line: send one JSON request object per line")
        if len(line) > MAX_LINE:
            raise RulesError("request too long")
        try:
            req = json.loads(line, parse_constant=_not_json)
        except (ValueError, RecursionError):  # JSONDecodeError, or an integer too long to read
            raise RulesError("malformed JSON: send one JSON request object per line") from None
        if not isinstance(req, dict):
            raise RulesError("a request must be a JSON object with a 'cmd'")
        cmd = req.get("cmd")
        if cmd == "new":
            return self._new(req)
        if cmd == "quit":
            self.done = True
            return {"ok": True}
        if cmd in ("apply", "state", "ai"):
            if self.state is None:
                raise RulesError(f"'{cmd}' before 'new': start a game first")
            if cmd == "state":
                return snapshot(self.state)
            if self.state.is_terminal():
                raise RulesError(f"the game is over: '{cmd}' is not possible")
            if cmd == "apply":
                return self._apply(req)
            return self._ai(req)
        if not isinstance(cmd, str):
            raise RulesError("a request needs a 'cmd' string")
        raise RulesError(f"unknown command {cmd!r} (commands: new, apply, state, ai, quit)")

    def _new(self, req: dict[str, Any]) -> dict[str, Any]:
        decks = req.get("decks")
        if decks is not None and (
            not isinstance(decks, list) or not all(isinstance(d, list) for d in decks)
        ):
            raise RulesError("decks must be a list of deck orders (lists of card names)")
        options = req.get("options")
        if options is not None and not isinstance(options, dict):
            raise RulesError("options must be an object")
        if "players" not in req:
            raise RulesError("'new' needs 'players'")
        state = new_game(
            req.get("game"),  # type: ignore[arg-type]
            players=req["players"],
            seed=req.get("seed", 0),
            decks=decks,
            dealer=req.get("dealer", 0),
            options=options,
        )
        self.state = state
        return snapshot(state)

    def _apply(self, req: dict[str, Any]) -> dict[str, Any]:
        assert self.state is not None
        text = req.get("action")
        if not isinstance(text, str):
            raise RulesError("'apply' needs an 'action' string such as \"play 7S\"")
        legal = self.state.legal_strings()
        if text not in legal:
            # A clear reason: malformed text, or well-formed but not legal now.
            from koloda.rules import Action

            Action.parse(text)
            raise RulesError(f"illegal action {text!r} (legal now: {', '.join(legal)})")
        self.state.apply_text(text)
        return snapshot(self.state)

    def _ai(self, req: dict[str, Any]) -> dict[str, Any]:
        assert self.state is not None
        level = req.get("level", "normal")
        seed = req.get("seed", 0)
        budget = req.get("budget_ms")
        iterations = req.get("iterations")
        candidates = req.get("candidates", False)
        if not isinstance(candidates, bool):
            raise RulesError(f"candidates must be true or false, not {candidates!r}")
        if not is_int(seed) or seed < 0:
            raise RulesError(f"seed must be a non-negative integer, not {seed!r}")
        if budget is not None and (
            not isinstance(budget, int | float)
            or isinstance(budget, bool)
            or not 0 <= budget <= MAX_BUDGET_MS  # also refuses NaN and infinities
        ):
            raise RulesError(
                f"budget_ms must be a number of milliseconds from 0 to {MAX_BUDGET_MS}"
            )
        if iterations is not None and (
            not is_int(iterations) or not 1 <= iterations <= MAX_ITERATIONS
        ):
            raise RulesError(f"iterations must be an integer from 1 to {MAX_ITERATIONS}")
        try:
            from koloda.ai import LEVELS, choose_action
        except ImportError:
            raise RulesError("no AI yet") from None
        if level not in LEVELS:
            raise RulesError(f"unknown AI level {level!r} (levels: {', '.join(LEVELS)})")
        if candidates and level != "hard":
            raise RulesError(
                f"candidates come from the hard level's search: ask with level 'hard', "
                f"not {level!r}"
            )
        seat = self.state.to_move
        assert seat is not None
        obs = self.state.observation(seat)
        reply = snapshot(self.state)
        if candidates:
            from koloda.ai.analysis import analyse, analysis_json

            found = analyse(obs, seed=seed, budget_ms=budget, iterations=iterations)
            reply["action"] = str(found.best.action)
            reply["analysis"] = analysis_json(obs, found)
            return reply
        action = choose_action(obs, level=level, seed=seed, budget_ms=budget, iterations=iterations)
        reply["action"] = str(action)
        return reply


class _TooLong(Exception):
    """The request line was longer than MAX_LINE (and has been dropped)."""


def _read_request(inp: IO[str]) -> str | None:
    """The next request line without its line ending, or None at the end of input. A line is
    read in pieces of at most MAX_LINE + 2 characters (the longest allowed line with CR LF);
    of a longer one the rest is dropped piece by piece and _TooLong raised, so the engine
    never holds an over-long line (issue 36: a 300 MB line grew it to 657 MB)."""
    piece = inp.readline(MAX_LINE + 2)
    if not piece:
        return None
    if piece.endswith("\n") or len(piece) < MAX_LINE + 2:  # a whole line, or the last one
        return piece.rstrip("\r\n")
    while piece and not piece.endswith("\n"):
        piece = inp.readline(MAX_LINE + 2)
    raise _TooLong


def run(stdin: IO[str] | None = None, stdout: IO[str] | None = None) -> int:
    """Serve requests until ``quit`` or end of input."""
    if stdin is None and hasattr(sys.stdin, "reconfigure"):
        sys.stdin.reconfigure(errors="replace")  # bad bytes become U+FFFD, then a clear error
    inp = stdin if stdin is not None else sys.stdin
    out = stdout if stdout is not None else sys.stdout
    engine = Engine()
    while not engine.done:
        reply: dict[str, Any]
        try:
            line = _read_request(inp)
        except UnicodeDecodeError:
            reply = {"ok": False, "error": "input is not valid UTF-8"}
        except _TooLong:
            reply = {"ok": False, "error": "request too long"}
        else:
            if line is None:
                break
            reply = engine.handle(line)
        out.write(json.dumps(reply) + "\n")
        out.flush()
    return 0
