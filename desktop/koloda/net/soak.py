"""``koloda bench --network-soak N``: the headless forms play N matches of each game (issue 42:
"20 matches of each game without a hang or a lost match"). Each match is a real
``koloda host --headless`` process and one ``koloda join --bot`` process per friend's seat, on
127.0.0.1, with mixed seats (2 to 6 players as the game allows, friends and computer levels
drawn from the seed), one at a time and each within a time limit. Printed per game: matches
finished, hangs (a process still running at the limit: all are killed), lost matches (a process
that exits non-zero, a friend without the result, friends disagreeing on it, or the host's
autosave not holding the same finished match) and the time per match; exit 1 on any."""

from __future__ import annotations

import json
import os
import random
import re
import secrets
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from koloda.rules import LEVELS, games

LISTENING = re.compile(r":(\d+) with join code (\S+)$")


def _koloda() -> list[str]:
    """The command that runs koloda: this Python with the package, or a frozen bundle."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    return [sys.executable, "-m", "koloda"]


@dataclass(frozen=True)
class Table:
    """One match of the soak: the game, every seat ("friend" or a level), the level each
    friend's bot plays, the seed of the deals and the rounds (deals, hands or games)."""

    game: str
    seats: tuple[str, ...]
    bots: tuple[str, ...]
    seed: int
    rounds: int

    def host_command(self, code: str, autosave: Path) -> list[str]:
        cmd = [*_koloda(), "host", "--headless", "--bind", "127.0.0.1", "--port", "0"]
        cmd += ["--game", self.game, "--players", str(len(self.seats))]
        cmd += ["--seats", ",".join(self.seats), "--code", code, "--seed", str(self.seed)]
        cmd += ["--rounds", str(self.rounds), "--games", str(self.rounds), "--wait", "60"]
        cmd += ["--autosave", str(autosave)]
        return cmd

    def shown(self) -> str:
        friends = [f"friend({bot})" for bot in self.bots]
        kinds = iter(friends)
        return ",".join(next(kinds) if s == "friend" else s for s in self.seats)


def tables(game: str, count: int, seed: int, rounds: int) -> list[Table]:
    """``count`` tables of ``game``: player counts in turn through all the game allows, then
    from the seed how many seats are friends' (at least one), which, and every level."""
    info = games()[game]
    sizes = list(range(max(2, info.min_players), min(6, info.max_players) + 1))
    rng = random.Random(f"{seed}:{game}")
    out = []
    for k in range(count):
        players = sizes[k % len(sizes)]
        friends = set(rng.sample(range(players), rng.randint(1, players)))
        seats = tuple("friend" if s in friends else rng.choice(LEVELS) for s in range(players))
        bots = tuple(rng.choice(LEVELS) for _ in friends)
        out.append(Table(game, seats, bots, rng.randrange(2**31), rounds))
    return out


@dataclass
class Outcome:
    """How one match went: ``verdict`` is "finished", "hang" or "lost"; ``why`` says what."""

    table: Table
    verdict: str
    seconds: float
    why: str = ""
    details: list[str] = field(default_factory=list)


def judge(
    host_code: int | None,
    joins: list[tuple[int | None, str]],
    saved: dict[str, Any] | None,
) -> tuple[str, str]:
    """The verdict on one match from the host's exit code, each friend's exit code and
    stdout (``koloda join --print-result``: the result as one JSON line), and the result the
    host's autosave holds (None: not a finished match). None as an exit code: still running
    at the limit."""
    if host_code is None or any(code is None for code, _ in joins):
        return "hang", "still running at the time limit"
    if host_code != 0:
        return "lost", f"the host exited {host_code}"
    results = []
    for k, (code, out) in enumerate(joins):
        if code != 0:
            return "lost", f"friend {k + 1} exited {code}"
        try:
            result = json.loads(out.strip().splitlines()[-1]) if out.strip() else None
        except ValueError:
            result = None
        if not isinstance(result, dict):
            return "lost", f"friend {k + 1} has no result"
        results.append(result)
    if any(r != results[0] for r in results):
        return "lost", "the friends' results disagree"
    if saved is None:
        return "lost", "the host's autosave holds no finished match"
    if results[0] != saved:
        return "lost", "the friends' result is not the host's"
    return "finished", ""


def _saved_result(path: Path) -> dict[str, Any] | None:
    """The result of the finished match the autosave holds, in its JSON form, or None."""
    from koloda.net import saved

    try:
        match = saved.load(path).match
    except (ValueError, OSError):
        return None
    if not match.is_over():
        return None
    data = json.loads(json.dumps(match.result().to_json()))
    return data if isinstance(data, dict) else None


def _first_line(proc: subprocess.Popen[str], limit: float) -> str:
    """The first line ``proc`` prints, or "" when it prints none within ``limit`` s (or
    exits first)."""
    found: list[str] = []
    assert proc.stdout is not None
    reader = threading.Thread(target=lambda: found.append(proc.stdout.readline()), daemon=True)  # type: ignore[union-attr]
    reader.start()
    reader.join(limit)
    return found[0] if found else ""


def _wait_all(procs: list[subprocess.Popen[str]], deadline: float) -> set[int]:
    """Wait until every process has exited or ``deadline`` (time.monotonic) passed; kill
    whichever still runs. The indexes of those killed."""
    while time.monotonic() < deadline and any(p.poll() is None for p in procs):
        time.sleep(0.05)
    killed = {k for k, p in enumerate(procs) if p.poll() is None}
    for k in killed:
        procs[k].kill()
    return killed


def play(table: Table, limit: float, folder: Path, number: int) -> Outcome:
    """Play one match of the soak (processes on 127.0.0.1, at most ``limit`` seconds)."""
    env = {**os.environ, "KOLODA_HOME": str(folder), "QT_QPA_PLATFORM": "offscreen"}
    code, autosave = secrets.token_hex(4).upper(), folder / f"table-{number}.json"
    started = time.monotonic()
    deadline = started + limit
    host_log = folder / f"host-{number}.err"
    with open(host_log, "w") as host_err_file:  # a file: a full pipe would stall the host
        host = subprocess.Popen(
            table.host_command(code, autosave),
            stdout=subprocess.PIPE,
            stderr=host_err_file,
            text=True,
            env=env,
        )
    found = LISTENING.search(_first_line(host, limit).rstrip("\n"))
    if found is None:  # still silent at the limit (a hang), or gone without a word (lost)
        verdict, why = (
            ("hang", "the host printed nothing")
            if host.poll() is None
            else ("lost", f"the host did not start (exit {host.returncode})")
        )
        host.kill()
        host.communicate()
        seconds = time.monotonic() - started
        return Outcome(table, verdict, seconds, why, [host_log.read_text()])
    logs = [folder / f"join-{number}-{k}" for k in range(len(table.bots))]
    joins = []
    for k, (bot, log) in enumerate(zip(table.bots, logs, strict=True)):
        cmd = [*_koloda(), "join", f"127.0.0.1:{found.group(1)}", "--code", code]
        cmd += ["--name", f"Friend {k + 1}", "--bot", bot, "--print-result"]
        with open(f"{log}.out", "w") as out_file, open(f"{log}.err", "w") as err_file:
            joins.append(
                subprocess.Popen(cmd, stdout=out_file, stderr=err_file, text=True, env=env)
            )
    everyone: list[subprocess.Popen[str]] = [host, *joins]
    killed = _wait_all(everyone, deadline)
    host.communicate()
    host_err = host_log.read_text()
    for j in joins:
        j.wait()
    seconds = time.monotonic() - started
    outs = [(Path(f"{log}.out").read_text(), Path(f"{log}.err").read_text()) for log in logs]
    codes = [None if k in killed else p.returncode for k, p in enumerate(everyone)]
    verdict, why = judge(
        codes[0],
        [(c, out) for c, (out, _) in zip(codes[1:], outs, strict=True)],
        _saved_result(autosave),
    )
    if verdict == "finished":
        return Outcome(table, verdict, seconds)
    details = [f"host: {host_err.strip()[-400:]}"] if host_err.strip() else []
    details += [f"friend {k + 1}: {e.strip()[-400:]}" for k, (_, e) in enumerate(outs) if e]
    return Outcome(table, verdict, seconds, why, details)


def soak_game(game: str, count: int, seed: int, rounds: int, limit: float) -> list[Outcome]:
    """Play ``count`` matches of ``game`` one after another and print what came of them."""
    outcomes = []
    with tempfile.TemporaryDirectory(prefix="koloda-soak-") as home:
        for number, table in enumerate(tables(game, count, seed, rounds)):
            outcomes.append(play(table, limit, Path(home), number))
    finished = [o for o in outcomes if o.verdict == "finished"]
    hangs = [o for o in outcomes if o.verdict == "hang"]
    lost = [o for o in outcomes if o.verdict == "lost"]
    times = [o.seconds for o in finished] or [0.0]
    sizes = sorted({len(o.table.seats) for o in outcomes})
    friends = sorted({o.table.seats.count("friend") for o in outcomes})
    print(
        f"network soak {game}: {len(outcomes)} matches ({rounds} round(s) each; "
        f"{min(sizes)}-{max(sizes)} players, {min(friends)}-{max(friends)} friends): "
        f"{len(finished)} finished, {len(hangs)} hangs, {len(lost)} lost; time per match "
        f"median {statistics.median(times):.1f} s, max {max(times):.1f} s "
        f"(limit {limit:.0f} s)",
        flush=True,
    )
    for o in hangs + lost:
        print(f"  {o.verdict}: {o.why} after {o.seconds:.1f} s; seats {o.table.shown()}")
        print(f"    replay: {' '.join(o.table.host_command('CODE', Path('table.json')))}")
        for line in o.details:
            print(f"    {line}")
    return outcomes


def soak_games(game: str | None, count: int, seed: int | None, rounds: int, limit: float) -> int:
    """``koloda bench --network-soak N``: N matches of ``game`` or of each game; exit 1 when
    any hung or was lost."""
    if seed is None:
        seed = secrets.randbelow(2**31)
    print(f"network soak: seed {seed} (the same matches again: --seed {seed})", flush=True)
    started = time.monotonic()
    outcomes = []
    for name in [game] if game else sorted(games()):
        outcomes += soak_game(name, count, seed, rounds, limit)
    bad = sum(o.verdict != "finished" for o in outcomes)
    print(
        f"network soak: {len(outcomes) - bad} of {len(outcomes)} matches finished, {bad} "
        f"hung or lost, in {time.monotonic() - started:.0f} s"
    )
    return 1 if bad else 0
