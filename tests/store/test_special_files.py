"""A FIFO, device or folder where a store file should be: a clear message, nothing blocks, and
the thing is left where it is (never read, replaced, renamed or removed) (issue 15)."""

import os
import stat
import sys
from pathlib import Path

import pytest

from koloda.store import saves
from koloda.store.jsonio import StoreError, read_json, write_json_atomic
from koloda.store.settings import Settings, SettingsStore
from koloda.store.stats import Statistics

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs and /dev/null are POSIX")

KINDS = ("fifo", "folder", "device")
WORDS = {"fifo": "a named pipe", "folder": "a folder", "device": "a device"}


def make_special(path: Path, kind: str, no_hang) -> None:
    if kind == "fifo":
        os.mkfifo(path)
        no_hang.fifos.append(path)
    elif kind == "folder":
        path.mkdir()
        (path / "inside").write_text("keep me")
    else:
        path.symlink_to(os.devnull)  # a character device behind a symlink


def still_there(path: Path, kind: str) -> bool:
    mode = os.stat(path).st_mode
    if kind == "fifo":
        return stat.S_ISFIFO(mode)
    if kind == "folder":
        return stat.S_ISDIR(mode) and (path / "inside").read_text() == "keep me"
    return path.is_symlink() and stat.S_ISCHR(mode)


@pytest.mark.parametrize("kind", KINDS)
def test_reading_refuses_anything_but_a_regular_file_without_blocking(tmp_path, kind, no_hang):
    path = tmp_path / "x.json"
    make_special(path, kind, no_hang)
    with pytest.raises(StoreError) as err:
        no_hang(read_json, path)
    assert str(err.value) == f"x.json could not be read: it is {WORDS[kind]}, not a regular file."
    assert still_there(path, kind)


@pytest.mark.parametrize("kind", KINDS)
def test_settings_in_place_of_a_special_file_start_with_defaults_and_leave_it(
    tmp_path, kind, no_hang
):
    store = SettingsStore(tmp_path)
    make_special(store.path, kind, no_hang)
    settings, notice = no_hang(store.load)
    assert settings == Settings()
    assert "default settings" in str(notice) and WORDS[kind] in str(notice)
    assert still_there(store.path, kind)
    assert not list(tmp_path.glob("settings.json.bad*"))  # never renamed
    with pytest.raises(StoreError, match=f"could not be saved: it is {WORDS[kind]}"):
        no_hang(store.save, Settings(player_name="Ivan"))
    assert still_there(store.path, kind)


@pytest.mark.parametrize("kind", KINDS)
def test_an_autosave_that_is_a_special_file_is_reported_and_left_alone(tmp_path, kind, no_hang):
    path = saves.autosave_path(tmp_path)
    make_special(path, kind, no_hang)
    match, notice = no_hang(saves.load_autosave, None, tmp_path)
    assert match is None
    assert "could not be resumed" in str(notice) and WORDS[kind] in str(notice)
    with pytest.raises(StoreError, match="not a regular file"):
        no_hang(saves.autosave, {"game": "ditch"}, tmp_path)
    no_hang(saves.clear_autosave, tmp_path)
    assert still_there(path, kind)
    assert not list(tmp_path.glob("autosave.koloda.bad*"))


@pytest.mark.parametrize("kind", KINDS)
def test_opening_a_special_file_as_a_game_says_why_without_blocking(tmp_path, kind, no_hang):
    path = tmp_path / "game.koloda"
    make_special(path, kind, no_hang)
    with pytest.raises(StoreError, match=rf"game\.koloda could not be read: it is {WORDS[kind]}"):
        no_hang(saves.load_game, path)
    assert no_hang(saves.saved_at, path) is None
    with pytest.raises(StoreError, match="could not be saved"):
        no_hang(saves.save_game, path, {"game": "ditch"})  # Save As onto it
    assert still_there(path, kind)


@pytest.mark.parametrize("kind", KINDS)
def test_statistics_in_place_of_a_special_file_start_empty_and_leave_it(tmp_path, kind, no_hang):
    stats = Statistics(tmp_path)
    make_special(stats.path, kind, no_hang)
    notice = no_hang(stats.load)
    assert "start empty" in str(notice) and WORDS[kind] in str(notice)
    with pytest.raises(StoreError, match="not a regular file"):
        no_hang(stats.record_result, "ditch", ["easy"], True, 10, None, False, [10])
    assert still_there(stats.path, kind)
    csv_path = tmp_path / "export.csv"
    make_special(csv_path, kind, no_hang)
    with pytest.raises(StoreError, match=r"export\.csv could not be saved"):
        no_hang(stats.export_csv, csv_path)
    assert still_there(csv_path, kind)


def test_a_regular_file_behind_a_symlink_is_still_read(tmp_path):
    real = tmp_path / "real.json"
    write_json_atomic(real, {"v": 1})
    link = tmp_path / "link.json"
    link.symlink_to(real)
    assert read_json(link) == {"v": 1}
