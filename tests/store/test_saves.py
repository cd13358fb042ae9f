"""Saved games: round trips, validation through the caller's validator, crash safety."""

import json
import os
import subprocess
import sys
import time

import pytest

from koloda.rules import games
from koloda.store import saves
from koloda.store.jsonio import StoreError

MATCH = {"game": "ditch", "players": 2, "seats": ["Olena", "Bot"], "state": {"deck": [1, 2, 3]}}


def strict_validator(match):
    """Stands in for GameController.from_json: raises a clear error on bad data."""
    if match.get("game") not in games():
        raise ValueError(f"unknown game {match.get('game')!r}")
    return match


def test_save_and_open_round_trip(tmp_path):
    path = tmp_path / "my game.koloda"
    saves.save_game(path, MATCH)
    assert saves.load_game(path, strict_validator) == MATCH
    assert saves.saved_at(path) is not None
    body = json.loads(path.read_text("utf-8"))
    assert (body["format"], body["version"]) == ("koloda-save", 1)


def test_with_suffix_adds_the_extension_once():
    assert saves.with_suffix("a/b").name == "b.koloda"
    assert saves.with_suffix("a/b.KOLODA").name == "b.KOLODA"


def test_validator_rejection_is_a_clear_store_error(tmp_path):
    path = tmp_path / "x.koloda"
    saves.save_game(path, {**MATCH, "game": "poker"})
    with pytest.raises(
        StoreError, match=r"x.koloda does not hold a valid game: unknown game 'poker'"
    ):
        saves.load_game(path, strict_validator)
    assert path.exists()  # Open never moves or changes the user's file


@pytest.mark.parametrize(
    "content",
    [
        b"",
        b'{"format": "koloda-save", "version": 1, "match": {"game": "di',
        b'{"format": "koloda-save", "version": 1}',
        b'{"format": "koloda-save", "version": 1, "match": [1]}',
        b'{"format": "koloda-save", "version": 2, "match": {}}',
        b'{"format": "koloda-settings", "version": 1}',
        b"\x80\x04\x95pickle",
        b"__import__('os').system('echo hacked')",
        b'{"format": "koloda-save", "version": 1, "match": ' + b"[" * 3000 + b"]" * 3000 + b"}",
        b'{"format": "koloda-save", "version": 1, "match": {"n": 1' + b"0" * 400 + b"}}",
    ],
)
def test_damaged_or_hostile_file_gives_a_message_and_changes_nothing(tmp_path, content):
    path = tmp_path / "x.koloda"
    path.write_bytes(content)
    with pytest.raises(StoreError) as err:
        saves.load_game(path, strict_validator)
    assert "x.koloda" in str(err.value)
    assert path.read_bytes() == content


def test_fifty_megabyte_save_is_refused(tmp_path):
    path = tmp_path / "big.koloda"
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(StoreError, match="too large"):
        saves.load_game(path)


def test_autosave_slot_round_trip_and_clear():
    assert saves.load_autosave(strict_validator) == (None, None)
    saves.autosave(MATCH)
    assert saves.autosave_path().parent.name == "data"  # KOLODA_HOME/data (conftest)
    assert saves.load_autosave(strict_validator) == (MATCH, None)
    saves.clear_autosave()
    saves.clear_autosave()  # clearing twice is fine
    assert saves.load_autosave() == (None, None)


def test_bad_autosave_is_kept_aside_and_reported_once(tmp_path):
    saves.autosave_path().parent.mkdir(parents=True)
    saves.autosave_path().write_bytes(b'{"format": "koloda-save", "ver')
    match, notice = saves.load_autosave(strict_validator)
    assert match is None
    assert "autosave.koloda.bad" in str(notice) and "damaged or truncated" in str(notice)
    assert saves.load_autosave(strict_validator) == (None, None)


def test_crash_between_temp_write_and_replace_keeps_the_previous_save(tmp_path, monkeypatch):
    path = tmp_path / "game.koloda"
    saves.save_game(path, MATCH)

    class Killed(BaseException):
        pass

    def killed(src, dst):  # the process dies right here: no cleanup code runs after it
        raise Killed

    monkeypatch.setattr(os, "replace", killed)
    monkeypatch.setattr(os, "unlink", lambda p: None)  # a dead process removes nothing
    with pytest.raises(Killed):
        saves.save_game(path, {**MATCH, "players": 3})
    monkeypatch.undo()
    temps = list(tmp_path.glob(".game.koloda.*.tmp"))
    assert len(temps) == 1  # the complete new temp file was left behind, not used
    assert saves.load_game(path, strict_validator) == MATCH


def test_truncated_temp_files_beside_a_save_are_ignored(tmp_path):
    path = tmp_path / "game.koloda"
    saves.save_game(path, MATCH)
    full = path.read_bytes()
    for n, cut in enumerate((0, 1, len(full) // 2, len(full) - 2)):
        (tmp_path / f".game.koloda.crash{n}.tmp").write_bytes(full[:cut])
    assert saves.load_game(path, strict_validator) == MATCH
    saves.save_game(path, {**MATCH, "players": 4})
    assert saves.load_game(path)["players"] == 4


WRITER = """
import sys
from koloda.store import saves
path = sys.argv[1]
n = 0
print("ready", flush=True)
while True:
    n += 1
    saves.save_game(path, {"game": "ditch", "n": n, "pad": "x" * (n % 5000)})
"""


def test_killing_the_writer_at_random_moments_never_breaks_the_save(tmp_path):
    path = tmp_path / "auto.koloda"
    saves.save_game(path, {"game": "ditch", "n": 0, "pad": ""})
    last = -1
    for delay in (0.05, 0.11, 0.17, 0.23):
        proc = subprocess.Popen(
            [sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True
        )
        assert proc.stdout is not None and proc.stdout.readline() == "ready\n"
        time.sleep(delay)
        proc.kill()  # SIGKILL: no cleanup at all
        proc.wait()
        match = saves.load_game(path, strict_validator)  # always a whole, valid save
        assert match["game"] == "ditch" and match["pad"] == "x" * (match["n"] % 5000)
        last = match["n"]
    assert last > 0
