"""``koloda bench --network-soak N`` (issue 42's "done when": the headless forms play 20 matches
of each game without a hang or a lost match): one match of each game as real processes on
127.0.0.1, a match over its time limit counted as a hang with every process killed, and the
verdict on what the processes left behind."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import time
from pathlib import Path

from koloda.net.soak import Table, judge, play, tables
from koloda.rules import games

RESULT = '{"game":"ditch","names":["A","B"],"totals":[174,132],"winners":[0]}'
SAVED = {"game": "ditch", "names": ["A", "B"], "totals": [174, 132], "winners": [0]}


def test_the_soak_plays_one_match_of_each_game_and_exits_0(tmp_path: Path) -> None:
    cmd = [sys.executable, "-m", "koloda", "bench", "--network-soak", "1", "--seed", "7"]
    env = {**os.environ, "KOLODA_HOME": str(tmp_path)}
    done = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=env)
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0] == "network soak: seed 7 (the same matches again: --seed 7)"
    for game in games():
        line = next(x for x in lines if x.startswith(f"network soak {game}:"))
        assert "1 matches" in line and "1 finished, 0 hangs, 0 lost" in line, line
    assert re.match(r"network soak: 3 of 3 matches finished, 0 hung or lost, in \d+ s$", lines[-1])


def test_a_match_past_its_time_limit_is_a_hang_and_its_processes_are_killed(
    tmp_path: Path,
) -> None:
    table = Table("ryadky", ("friend", "hard", "friend", "hard"), ("hard", "hard"), 5, 3)
    started = time.monotonic()
    outcome = play(table, 1.5, tmp_path, 0)
    assert outcome.verdict == "hang"
    assert time.monotonic() - started < 10  # killed, not waited for


def test_the_tables_mix_seats_and_take_every_player_count_the_game_allows() -> None:
    made = tables("rooster", 20, 7, 1)
    assert sorted({len(t.seats) for t in made}) == [2, 3, 4, 5, 6]
    assert all(t.seats.count("friend") == len(t.bots) >= 1 for t in made)
    assert any("friend" in t.seats and set(t.seats) - {"friend"} for t in made)  # mixed
    assert {len(t.seats) for t in tables("ditch", 6, 7, 1)} == {2, 3, 4}  # Ditch seats four
    assert made == tables("rooster", 20, 7, 1)  # the seed gives the same matches again


def test_the_verdict_on_a_match() -> None:
    two = [(0, RESULT + "\n"), (0, RESULT + "\n")]
    assert judge(0, two, SAVED) == ("finished", "")
    assert judge(None, two, SAVED)[0] == "hang"  # the host still running at the limit
    assert judge(0, [(0, RESULT), (None, "")], SAVED)[0] == "hang"
    assert judge(1, two, SAVED) == ("lost", "the host exited 1")
    assert judge(0, [(0, RESULT), (1, "")], SAVED) == ("lost", "friend 2 exited 1")
    assert judge(0, [(0, RESULT), (0, "")], SAVED) == ("lost", "friend 2 has no result")
    assert judge(0, [(0, "null\n"), (0, RESULT)], SAVED)[1] == "friend 1 has no result"
    other = RESULT.replace("174", "175")
    assert judge(0, [(0, RESULT), (0, other)], SAVED) == ("lost", "the friends' results disagree")
    assert judge(0, two, None) == ("lost", "the host's autosave holds no finished match")
    assert judge(0, two, {**SAVED, "winners": [1]}) == (
        "lost",
        "the friends' result is not the host's",
    )
