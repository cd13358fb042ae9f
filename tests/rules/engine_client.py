"""Talking to a real ``koloda engine`` subprocess: shared by the protocol tests of every game."""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any


def engine(*requests: Any, raw: bytes | None = None) -> list[dict[str, Any]]:
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
    if requests and not any(isinstance(r, dict) and r.get("cmd") == "quit" for r in requests):
        assert len(replies) == len(requests)  # one reply per request, in order
    return replies


def apply(action: Any) -> dict[str, Any]:
    return {"cmd": "apply", "action": action}


def refused(reply: dict[str, Any], *words: str) -> None:
    """The reply is a refusal whose message mentions every one of ``words``."""
    assert reply["ok"] is False and set(reply) == {"ok", "error"}, reply
    assert isinstance(reply["error"], str) and reply["error"]
    for w in words:
        assert w in reply["error"].lower(), reply["error"]
