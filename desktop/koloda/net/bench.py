"""``koloda bench --network``: a headless host process on 127.0.0.1 and five friends (bots in
this process, one asyncio loop) play a match; printed, not asserted: the latency of a move
from a friend's play to that friend's receiving it played (median, p99), the bytes each
friend receives per move, and the host process's CPU time."""

from __future__ import annotations

import asyncio
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from koloda.net.client import Connection, TableView

FRIENDS = 5
CODE = "BENCH5"


@dataclass
class Friend:
    name: str
    latencies: list[float] = field(default_factory=list)
    received: int = 0
    moves: int = 0


async def _friend(port: int, friend: Friend, level: str) -> None:
    from koloda.ai import choose_action

    conn = await Connection.open("127.0.0.1", port, CODE, friend.name)
    view, sent_at, answered = TableView(), 0.0, -1
    try:
        while True:
            message = await conn.next()
            view.update(message)
            kind = message.get("msg")
            mine = kind == "played" and message.get("seat") == view.seat
            if mine and answered >= 0 and message.get("move") == answered + 1:
                friend.latencies.append(time.perf_counter() - sent_at)
            if kind in ("over", "closing"):
                friend.moves = view.move
                return
            if view.my_turn() and answered != view.move and not conn.pending:
                assert view.observation is not None
                action = choose_action(view.observation, level, view.move)
                answered, sent_at = view.move, time.perf_counter()
                await conn.send({"cmd": "play", "action": str(action), "move": view.move})
    finally:
        friend.received = conn.received
        conn.close()


def _cpu(pid: int) -> float | None:
    """A live process's CPU seconds so far (Linux's /proc), None elsewhere."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def bench_network(game: str, rounds: int, seed: int, level: str = "easy") -> int:
    """Play one match of ``game`` (five friends and one computer, or as many friends as the
    game seats beside the computer) and print."""
    from koloda.rules import games

    count = min(FRIENDS, games()[game].max_players - 1)
    seats = ",".join(["friend"] * count + [level])
    cmd = [sys.executable, "-m", "koloda", "host", "--headless", "--game", game]
    cmd += ["--players", str(count + 1), "--seats", seats, "--port", "0", "--code", CODE]
    cmd += ["--rounds", str(rounds), "--games", str(rounds), "--seed", str(seed), "--wait", "30"]
    folder = tempfile.TemporaryDirectory(prefix="koloda-bench-")
    cmd += ["--autosave", str(Path(folder.name) / "table.json")]  # as a real host saves
    before = os.times()
    host = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
    assert host.stdout is not None
    line = host.stdout.readline()
    found = re.search(r":(\d+) with join code", line)
    if found is None:
        host.kill()
        folder.cleanup()
        print(f"network bench: the host did not start ({line.strip()!r})")
        return 1
    friends = [Friend(f"Friend {k + 1}") for k in range(count)]
    start, cpu_start = time.perf_counter(), _cpu(host.pid)

    async def everyone() -> None:
        await asyncio.gather(*(_friend(int(found.group(1)), f, level) for f in friends))

    asyncio.run(asyncio.wait_for(everyone(), 600))
    wall = time.perf_counter() - start
    cpu_end = _cpu(host.pid)  # the host is still closing the table: alive
    host.wait(60)
    after = os.times()
    folder.cleanup()
    cpu = (after.children_user - before.children_user) + (
        after.children_system - before.children_system
    )
    moves = max(f.moves for f in friends)
    latencies = [x for f in friends for x in f.latencies]
    received = [f.received for f in friends]
    print(
        f"network {game}: {count} friends and 1 computer ({level}), {moves} moves in "
        f"{wall:.1f} s over 127.0.0.1"
    )
    print(
        f"  move latency (a friend's play until it receives the move played): median "
        f"{statistics.median(latencies) * 1000:.2f} ms, p99 {_pct(latencies, 0.99) * 1000:.2f} ms "
        f"over {len(latencies)} moves"
    )
    print(
        f"  bytes per move to each friend: {statistics.mean(received) / max(1, moves):,.0f} "
        f"(all {count}: {sum(received) / max(1, moves):,.0f})"
    )
    if cpu_start is not None and cpu_end is not None:
        match_cpu = cpu_end - cpu_start
        print(
            f"  host CPU during the match: {match_cpu:.2f} s ({match_cpu / wall * 100:.0f}% of "
            f"one core, {match_cpu / max(1, moves) * 1000:.2f} ms per move, its computer seat's "
            f"thinking included)"
        )
    print(f"  host CPU in all, its start included: {cpu:.2f} s")
    return 0


def bench_games(game: str | None, rounds: int, seed: int) -> int:
    """``koloda bench --network``: ``game``, or each game that seats six (``rounds`` deals,
    hands or games of a series each)."""
    from koloda.rules import games

    names = [game] if game else sorted(games())
    return max(bench_network(name, rounds, seed) for name in names)
