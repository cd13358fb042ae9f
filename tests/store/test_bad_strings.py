"""Text that cannot be shown or written back is refused when a file is read, and a string that
cannot be encoded gives a clear StoreError when written, never a UnicodeEncodeError (issue 15)."""

import json

import pytest

from koloda.store import saves
from koloda.store.jsonio import StoreError, read_json, write_json_atomic
from koloda.store.settings import Settings, SettingsStore
from koloda.store.stats import Statistics


def a_save(names, history_names=None, pending_names=None):
    """The shape of a save as the controller writes it (only what the store looks at)."""
    summary = {"kind": "deal", "names": history_names} if history_names is not None else None
    pending = {"kind": "deal", "names": pending_names} if pending_names is not None else None
    return {
        "format": "koloda-save",
        "version": 1,
        "saved_at": "2025-01-01T00:00:00+00:00",
        "match": {
            "config": {"game": "ryadky", "players": len(names), "names": names},
            "state": {},
            "match": {"history": [summary] if summary else [], "pending_round": pending},
        },
    }


def write_raw(path, document):
    # ensure_ascii keeps a lone surrogate as the escape \ud800 (how a hostile file holds one)
    path.write_text(json.dumps(document, ensure_ascii=True), "ascii")


@pytest.mark.parametrize(
    ("names", "history", "pending", "words"),
    [
        (["Olena", "Iv\ud800an"], None, None, "not valid Unicode"),
        (["Olena", "Ivan"], ["Olena", "\udfffvan"], None, "not valid Unicode"),
        (["Olena", "Iv\x07an"], None, None, "control characters"),
        (["Olena", "Line\nbreak"], None, None, "control characters"),
        (["Olena", "Ivan\u202e"], None, None, "control characters"),  # right-to-left override
        (["Olena", "Ivan"], ["Olena", "Iv\x00an"], None, "control characters"),
        (["Olena", "Ivan"], None, ["Olena", "Iv\x1ban"], "control characters"),
        (["Olena", "I" * 41], None, None, "longer than 40"),
    ],
)
def test_a_save_with_an_unusable_player_name_is_refused_clearly(
    tmp_path, names, history, pending, words
):
    path = tmp_path / "hostile.koloda"
    write_raw(path, a_save(names, history, pending))
    validated = []
    with pytest.raises(StoreError) as err:
        saves.load_game(path, validate=validated.append)
    assert str(err.value).startswith("hostile.koloda is damaged: ")
    assert words in str(err.value)
    assert validated == []  # refused before the match is looked at


def test_a_save_with_ordinary_names_in_any_script_opens(tmp_path):
    path = tmp_path / "fine.koloda"
    names = ["Олена", "Тарас Шевченко", "José", "李雷"]
    write_raw(path, a_save(names, names, names))
    assert saves.load_game(path)["config"]["names"] == names


def test_an_autosave_with_a_lone_surrogate_is_kept_aside_with_a_message(tmp_path):
    write_raw(saves.autosave_path(tmp_path), a_save(["Olena", "Iv\ud800an"]))
    match, notice = saves.load_autosave(directory=tmp_path)
    assert match is None
    assert "not valid Unicode" in str(notice)
    assert (tmp_path / "autosave.koloda.bad").exists()


def test_a_lone_surrogate_anywhere_in_any_store_file_is_refused(tmp_path):
    path = tmp_path / "x.json"
    write_raw(path, {"format": "koloda-stats", "version": 1, "odd \udc80 key": 1})
    with pytest.raises(StoreError, match=r"x\.json is damaged: .*not valid Unicode"):
        read_json(path)
    store = SettingsStore(tmp_path)
    write_raw(store.path, {"format": "koloda-settings", "version": 1, "extra": "\ud83d"})
    settings, notice = store.load()
    assert settings == Settings() and "not valid Unicode" in str(notice)


def test_statistics_with_control_characters_in_a_date_are_kept_aside(tmp_path):
    stats = Statistics(tmp_path)
    stats.record_result("ditch", ["easy"], True, 10, None, False, [10])
    body = json.loads(stats.path.read_text("utf-8"))
    body["history"][0]["when"] = "2025-01-01\x1b[2J"
    stats.path.write_text(json.dumps(body), "utf-8")
    assert "start empty" in str(Statistics(tmp_path).load())


def test_writing_a_lone_surrogate_is_a_clear_store_error_and_keeps_the_old_file(tmp_path):
    path = tmp_path / "game.koloda"
    saves.save_game(path, {"names": ["Olena"]})
    before = path.read_bytes()
    with pytest.raises(StoreError) as err:
        saves.save_game(path, {"names": ["Iv\ud800an"]})
    assert str(err.value) == (
        "game.koloda could not be saved: it contains text that is not valid Unicode "
        "(a lone surrogate)."
    )
    assert path.read_bytes() == before
    with pytest.raises(StoreError, match="not valid Unicode"):
        write_json_atomic(tmp_path / "new.json", {"\udc00": 1})
    assert not (tmp_path / "new.json").exists()
    assert not list(tmp_path.glob(".*.tmp"))
