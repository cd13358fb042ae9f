"""A script run on a real Qt screen of a chosen size: the offscreen platform's own screen
configuration (``offscreen:configfile=``), in a process of its own (a process has one
platform). The script prints one JSON object as its last line; that is what comes back."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any


def run_on_screen(script: str, width: int, height: int, home: Path) -> dict[str, Any]:
    """Run ``script`` with a screen of ``width`` x ``height`` (window frames drawn), its
    settings and data in ``home``; the JSON its last line printed."""
    config = home / "screen.json"
    home.mkdir(parents=True, exist_ok=True)
    screen = {"name": "s", "x": 0, "y": 0, "width": width, "height": height}
    config.write_text(json.dumps({"windowFrameMargins": True, "screens": [screen]}))
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}"}
    for name in ("CONFIG", "DATA", "STATE", "CACHE"):
        env[f"XDG_{name}_HOME"] = str(home / name.lower())
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, Any] = json.loads(done.stdout.strip().splitlines()[-1])
    return result
