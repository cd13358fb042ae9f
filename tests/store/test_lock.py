"""The statistics lock: exclusive between processes, never stale after a kill -9."""

import subprocess
import sys

import pytest

from koloda.store.jsonio import StoreError
from koloda.store.lock import file_lock

HOLDER = """
import sys, time
from pathlib import Path
from koloda.store.lock import file_lock
with file_lock(Path(sys.argv[1])):
    print("locked", flush=True)
    time.sleep(600)
"""


def test_a_held_lock_makes_others_wait_then_fail_clearly_and_a_killed_holder_frees_it(tmp_path):
    target = tmp_path / "statistics.json"
    holder = subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(target)], stdout=subprocess.PIPE, text=True
    )
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(StoreError) as err, file_lock(target, timeout_s=0.3):
            pass
        assert str(err.value) == (
            "statistics.json could not be saved: another Koloda kept it locked."
        )
        holder.kill()  # SIGKILL on POSIX: no chance to unlock
        holder.wait(timeout=30)
        with file_lock(target, timeout_s=10):  # raises StoreError if the lock were stale
            pass
    finally:
        if holder.poll() is None:
            holder.kill()
        holder.communicate(timeout=30)


def test_sequential_locks_leave_only_the_lock_file_behind(tmp_path):
    target = tmp_path / "statistics.json"
    for _ in range(3):
        with file_lock(target, timeout_s=1):
            pass
    assert [p.name for p in tmp_path.iterdir()] == ["statistics.json.lock"]
