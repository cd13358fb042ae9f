"""``koloda engine`` refuses an over-long request line without holding it (issue 36: a 300 MB
line was refused only after the engine had grown to 657 MB): it reads at most a bounded chunk
at a time, answers the refusal once and drops the rest of that line chunk by chunk."""

from __future__ import annotations

import io
import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from koloda import engine
from koloda.engine import MAX_LINE

NEW = json.dumps({"cmd": "new", "game": "ryadky", "players": 2, "seed": 5})
STATE = json.dumps({"cmd": "state"})


class RecordingInput(io.StringIO):
    """A stdin that records the longest piece any single read handed out."""

    def __init__(self, text: str) -> None:
        super().__init__(text)
        self.largest = 0
        self.unbounded_reads = 0

    def readline(self, size: int | None = -1, /) -> str:
        if size is None or size < 0:
            self.unbounded_reads += 1
        line = super().readline(size)
        self.largest = max(self.largest, len(line))
        return line


def _serve(text: str) -> tuple[list[dict[str, object]], RecordingInput]:
    inp = RecordingInput(text)
    out = io.StringIO()
    assert engine.run(inp, out) == 0
    return [json.loads(line) for line in out.getvalue().splitlines()], inp


def test_a_line_of_megabytes_is_refused_once_and_never_held_whole() -> None:
    huge = '{"cmd": "new", "junk": "' + "x" * (5 * MAX_LINE) + '"}'
    replies, inp = _serve(f"{NEW}\n{huge}\n{STATE}\n")
    assert len(replies) == 3  # one refusal for the long line, however many chunks it took
    assert replies[0]["ok"] is True
    assert replies[1] == {"ok": False, "error": "request too long"}
    assert replies[2]["ok"] is True and replies[2]["to_move"] == replies[0]["to_move"]
    assert inp.unbounded_reads == 0
    assert inp.largest <= MAX_LINE + 2


def test_an_over_long_last_line_without_a_newline_is_refused() -> None:
    replies, inp = _serve(f"{NEW}\n" + "y" * (3 * MAX_LINE))
    assert [r["ok"] for r in replies] == [True, False]
    assert replies[1]["error"] == "request too long"
    assert inp.largest <= MAX_LINE + 2


@pytest.mark.parametrize("ending", ["\n", "\r\n"])
def test_a_request_of_exactly_the_limit_is_still_read(ending: str) -> None:
    padded = NEW[:-1] + ', "pad": "' + "p" * MAX_LINE
    padded = padded[: MAX_LINE - 2] + '"}'
    assert len(padded) == MAX_LINE
    replies, _ = _serve(padded + ending + STATE + ending)
    assert replies[0]["ok"] is True, replies[0]
    assert replies[1]["ok"] is True


def test_one_character_over_the_limit_is_refused() -> None:
    padded = NEW[:-1] + ', "pad": "' + "p" * MAX_LINE
    padded = padded[: MAX_LINE - 1] + '"}'
    assert len(padded) == MAX_LINE + 1
    replies, _ = _serve(f"{padded}\n{NEW}\n")
    assert replies[0]["error"] == "request too long"
    assert replies[1]["ok"] is True


def _peak_kib(pid: int) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    raise AssertionError("no VmHWM in /proc status")


def _engine_peak(line_chars: int) -> tuple[list[dict[str, object]], int]:
    """Replies of a real engine process fed NEW, a line of ``line_chars`` characters and STATE,
    and its peak resident memory (KiB) once it has answered all three."""
    proc = subprocess.Popen(
        [sys.executable, "-m", "koloda", "engine"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert proc.stdin is not None and proc.stdout is not None
    try:
        proc.stdin.write(NEW + "\n")
        chunk = "z" * (1 << 20)
        for _ in range(line_chars // len(chunk)):
            proc.stdin.write(chunk)
        proc.stdin.write("\n" + STATE + "\n")
        proc.stdin.flush()
        replies = [json.loads(proc.stdout.readline()) for _ in range(3)]
        peak = _peak_kib(proc.pid)
        proc.stdin.write('{"cmd": "quit"}\n')
        proc.stdin.close()
        assert proc.wait(timeout=60) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    return replies, peak


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc/PID/status")
def test_the_engine_process_does_not_grow_with_the_line() -> None:
    start = time.monotonic()
    _, small = _engine_peak(1 << 20)
    replies, large = _engine_peak(64 << 20)
    assert [r["ok"] for r in replies] == [True, False, True]
    assert replies[1]["error"] == "request too long"
    # holding the 64 MB line even once would add 64 MiB; chunks of 1 MiB add a few at most
    assert large - small < 16 * 1024, (small, large)
    assert time.monotonic() - start < 60
