"""Two processes recording into one statistics file never drop a game (issue 15)."""

import subprocess
import sys
import time

import pytest

from koloda.store import stats as stats_module
from koloda.store.jsonio import M_WRITE_FAILED, Message, StoreError
from koloda.store.stats import Statistics

# One "app": loads the statistics once (as the window does at start), then records N games.
RECORDER = """
import sys, time
from koloda.store.stats import Statistics
folder, tag, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
stats = Statistics(folder)
stats.load()
open(folder + "/ready-" + tag, "w").close()
while not __import__("os").path.exists(folder + "/go"):
    time.sleep(0.01)
for i in range(n):
    stats.record_result("ditch", ["easy"], i % 2 == 0, int(tag) * 1000 + i, None, False, [i])
"""


def test_two_processes_recording_at_once_keep_every_game(tmp_path):
    n = 60
    procs = [
        subprocess.Popen([sys.executable, "-c", RECORDER, str(tmp_path), tag, str(n)])
        for tag in ("1", "2")
    ]
    try:
        end = time.monotonic() + 60
        while not all((tmp_path / f"ready-{t}").exists() for t in ("1", "2")):
            assert time.monotonic() < end, "the recorders did not start"
            time.sleep(0.05)
        (tmp_path / "go").touch()
        assert [p.wait(timeout=120) for p in procs] == [0, 0]
    finally:
        for p in procs:
            if p.poll() is None:
                p.kill()
    stats = Statistics(tmp_path)
    assert stats.load() is None
    scores = sorted(r.score for r in stats.history)
    assert scores == sorted(t * 1000 + i for t in (1, 2) for i in range(n))
    assert stats.summary().games == 2 * n
    assert stats.summary("ditch", "easy").wins == n  # even i won, in each process


def test_a_game_recorded_elsewhere_meanwhile_is_kept(tmp_path):
    first = Statistics(tmp_path)
    assert first.load() is None  # the first window starts (empty statistics)
    first.record_result("ryadky", ["hard"], True, 50, None, False, [50])
    second = Statistics(tmp_path)
    second.load()  # another process starts and records two games
    second.record_result("rooster", ["easy"], False, None, True, False, [])
    second.record_result("ditch", ["normal"], True, 120, None, True, [120])
    first.record_result("ryadky", ["hard"], False, 10, None, False, [10])  # stale view
    final = Statistics(tmp_path)
    final.load()
    assert [r.game for r in final.history] == ["ryadky", "rooster", "ditch", "ryadky"]
    assert final.summary().games == 4
    assert final.summary("ryadky", "hard").games == 2
    assert first.summary().games == 4  # the recording window now shows all of them


def test_a_game_that_could_not_be_saved_is_merged_in_with_the_next(tmp_path, monkeypatch):
    stats = Statistics(tmp_path)
    real_write = stats_module.write_json_atomic

    def full_disk(path, data):
        raise StoreError(Message(M_WRITE_FAILED, name=path.name, detail="No space left on device"))

    monkeypatch.setattr(stats_module, "write_json_atomic", full_disk)
    with pytest.raises(StoreError):
        stats.record_result("ditch", ["easy"], True, 1, None, False, [1])
    assert stats.summary().games == 1  # counted in memory
    other = Statistics(tmp_path)
    monkeypatch.setattr(stats_module, "write_json_atomic", real_write)
    other.record_result("ditch", ["easy"], True, 2, None, False, [2])  # another process
    stats.record_result("ditch", ["easy"], True, 3, None, False, [3])
    final = Statistics(tmp_path)
    final.load()
    assert sorted(r.score for r in final.history) == [1, 2, 3]
