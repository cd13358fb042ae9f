"""The safe reader and the atomic writer."""

import json
import os
import re

import pytest

from koloda.store import jsonio
from koloda.store.jsonio import StoreError, read_envelope, read_json, write_json_atomic


def test_round_trip_keeps_unicode_and_numbers(tmp_path):
    path = tmp_path / "x.json"
    data = {"name": "Олена", "n": [1, -2, 3.5], "ok": True, "none": None}
    write_json_atomic(path, data)
    assert read_json(path) == data
    assert not list(tmp_path.glob(".x.json.*"))  # no temp file left behind


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (b"", "empty"),
        (b"   \n", "empty"),
        (b'{"a": [1, 2', "damaged or truncated"),
        (b"\xff\xfe\x00garbage", "not a text file"),
        (b'{"a": NaN}', "out of range"),
        (b'{"a": Infinity}', "out of range"),
        (b'{"a": 1e999}', "out of range"),
        (b'{"a": ' + b"7" * 400 + b"}", "out of range"),
        (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
        (b'{"a":' * 60 + b"1" + b"}" * 60, "nested too deeply"),
    ],
)
def test_hostile_or_broken_files_raise_a_clear_message(tmp_path, content, words):
    path = tmp_path / "f.json"
    path.write_bytes(content)
    with pytest.raises(StoreError) as err:
        read_json(path)
    assert words in str(err.value)
    assert "f.json" in str(err.value)
    assert path.read_bytes() == content  # reading never changes the file


def test_oversized_file_is_refused_by_its_size(tmp_path):
    path = tmp_path / "big.json"
    with open(path, "wb") as f:  # 50 MB of valid JSON, written in one go
        f.write(b"[" + b"1," * (25 * 1024 * 1024) + b"1]")
    assert path.stat().st_size > 50 * 1024 * 1024
    with pytest.raises(StoreError, match="too large"):
        read_json(path)


def test_envelope_checks_format_and_version(tmp_path):
    path = tmp_path / "s.json"
    write_json_atomic(path, {"format": "koloda-save", "version": 1, "match": {}})
    assert read_envelope(path, "save", 1) == (1, {"match": {}})
    with pytest.raises(StoreError, match="not a Koloda settings file"):
        read_envelope(path, "settings", 1)
    write_json_atomic(path, {"format": "koloda-save", "version": 3})
    with pytest.raises(StoreError, match="newer version of Koloda"):
        read_envelope(path, "save", 1)
    for bad in (0, "1", True, None, 1.0):
        write_json_atomic(path, {"format": "koloda-save", "version": bad})
        with pytest.raises(StoreError, match="invalid format version"):
            read_envelope(path, "save", 1)


def test_failed_replace_keeps_the_old_file_and_removes_the_temp(tmp_path, monkeypatch):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"v": 1})

    def crash(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(StoreError, match="could not be saved: No space left"):
        write_json_atomic(path, {"v": 2})
    monkeypatch.undo()
    assert read_json(path) == {"v": 1}
    assert not list(tmp_path.glob(".x.json.*"))


def test_unserialisable_data_is_refused_before_touching_the_file(tmp_path):
    path = tmp_path / "x.json"
    write_json_atomic(path, {"v": 1})
    with pytest.raises(StoreError, match="could not be saved"):
        write_json_atomic(path, {"v": float("nan")})
    assert json.loads(path.read_text()) == {"v": 1}


def test_stale_temps_of_a_killed_writer_are_cleaned_later(tmp_path):
    path = tmp_path / "x.json"
    stale = tmp_path / ".x.json.abc123.tmp"
    stale.write_bytes(b'{"trunc')
    os.utime(stale, (0, 0))
    fresh = tmp_path / ".x.json.def456.tmp"  # maybe another instance writing right now
    fresh.write_bytes(b"{")
    write_json_atomic(path, {"v": 1})
    assert not stale.exists()
    assert fresh.exists()


def test_keep_bad_never_overwrites_an_earlier_bad_file(tmp_path):
    path = tmp_path / "settings.json"
    # set aside by an older Koloda: .bad and .bad.2 .. .bad.9 (the tenth used to overwrite .bad.9)
    old = ["settings.json.bad"] + [f"settings.json.bad.{n}" for n in range(2, 10)]
    for name in old:
        (tmp_path / name).write_text(f"old {name}")
    names = []
    for n in range(12):
        path.write_text(f"bad {n}")
        bad = jsonio.keep_bad(path)
        assert bad is not None and not path.exists()
        names.append(bad.name)
    assert len(set(names)) == 12
    assert all(re.fullmatch(r"settings\.json\.bad-\d{8}-\d{6}(-\d+)?", n) for n in names)
    kept = {p.name: p.read_text() for p in tmp_path.iterdir()}
    assert all(kept[name] == f"old {name}" for name in old)  # nothing is ever deleted
    assert sorted(kept[name] for name in names) == sorted(f"bad {n}" for n in range(12))


def test_the_first_bad_copy_is_plain_dot_bad_and_later_ones_are_timestamped(tmp_path):
    path = tmp_path / "statistics.json"
    path.write_text("first")
    assert jsonio.keep_bad(path).name == "statistics.json.bad"
    path.write_text("second")
    second = jsonio.keep_bad(path)
    assert second.name.startswith("statistics.json.bad-")
    assert (tmp_path / "statistics.json.bad").read_text() == "first"
    assert second.read_text() == "second"


def test_messages_translate_through_the_store_context():
    msg = jsonio.Message(jsonio.M_EMPTY, name="a.json")
    assert str(msg) == "a.json is empty."
    assert msg.translated() == "a.json is empty."  # no translator installed: English
