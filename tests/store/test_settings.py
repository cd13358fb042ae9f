"""Settings: defaults, round trips, and every kind of bad file (never fails, keeps it as .bad)."""

import json
from dataclasses import fields, replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from koloda.store.paths import config_dir
from koloda.store.settings import (
    CARD_BACKS,
    CARD_DECKS,
    CARD_STYLES,
    GAMES,
    LANGUAGES,
    LEVELS,
    SPEEDS,
    Settings,
    SettingsStore,
    clean_name,
)

ENV = {"format": "koloda-settings", "version": 1}


def test_missing_file_gives_defaults_and_no_message(tmp_path):
    settings_, notice = SettingsStore(tmp_path).load()
    assert settings_ == Settings()
    assert notice is None
    assert list(tmp_path.iterdir()) == []


def test_default_directory_follows_koloda_home(tmp_path):
    store = SettingsStore()
    assert store.path == tmp_path / "home" / "config" / "settings.json"
    assert config_dir() == tmp_path / "home" / "config"


def test_every_field_round_trips(tmp_path):
    store = SettingsStore(tmp_path)
    edited = Settings(
        animation_speed="slow",
        card_deck="atlas",
        card_style="four",
        card_back="red",
        table_colour="#123abc",
        table_surface="wood",
        large_cards=True,
        high_contrast=True,
        sound_on=False,
        sound_volume=35,
        opponent_levels={"ryadky": "easy", "rooster": "hard", "ditch": "normal"},
        player_name="Олена",
        language="uk",
        join_address="192.168.1.20:47142",
        join_code="K7Q2MX",
        confirm_abandon=False,
        hints_allowed=False,
        undo_allowed=False,
        recent_files=["/home/o/ryadky.koloda", "/tmp/x.koloda"],
        last_folder="/home/o",
        lessons_offered=["ryadky", "ditch"],
        last_game="ditch",
        new_game={
            "ditch": {"players": 4, "options": {"hands": 2, "teams": True}, "match_games": 1}
        },
        window_geometry="AdnQywADAAAAAABkAAAAMgAABGUAAAMG",
        show_toolbar=False,
        show_game_log=False,
        game_log_width=340,
    )
    assert all(getattr(edited, f.name) != getattr(Settings(), f.name) for f in fields(Settings))
    store.save(edited)
    loaded, notice = SettingsStore(tmp_path).load()
    assert loaded == edited and notice is None
    assert json.loads(store.path.read_text("utf-8"))["format"] == "koloda-settings"


def test_a_settings_file_from_before_the_sounds_loads_with_sound_on(tmp_path):
    """Issue 43 added sound_on and sound_volume: a file written before them loads as it was,
    with the sounds at their defaults and no message."""
    body = {"language": "uk", "animation_speed": "slow", "large_cards": True}
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": "koloda-settings", "version": 1, **body}), "utf-8"
    )
    loaded, notice = SettingsStore(tmp_path).load()
    assert notice is None
    assert (loaded.language, loaded.animation_speed, loaded.large_cards) == ("uk", "slow", True)
    assert (loaded.sound_on, loaded.sound_volume) == (True, 70)


@pytest.mark.parametrize("volume", [-1, 101, 50.5, True, "70", None])
def test_a_volume_outside_0_to_100_is_reset_and_said(tmp_path, volume):
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": "koloda-settings", "version": 1, "sound_volume": volume}), "utf-8"
    )
    loaded, notice = SettingsStore(tmp_path).load()
    assert (
        loaded.sound_volume == 70 and notice is not None and "sound_volume" in notice.translated()
    )


@given(
    speed=st.sampled_from(SPEEDS),
    deck=st.sampled_from(CARD_DECKS),
    style=st.sampled_from(CARD_STYLES),
    back=st.sampled_from(CARD_BACKS),
    lang=st.sampled_from(LANGUAGES),
    levels=st.lists(st.sampled_from(LEVELS), min_size=3, max_size=3),
    name=st.text(min_size=1, max_size=40),
    flags=st.lists(st.booleans(), min_size=3, max_size=3),
)
@settings(
    max_examples=12, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_any_valid_settings_round_trip(
    tmp_path, speed, deck, style, back, lang, levels, name, flags
):
    s = Settings(
        animation_speed=speed,
        card_deck=deck,
        card_style=style,
        card_back=back,
        opponent_levels=dict(zip(GAMES, levels, strict=True)),
        player_name=clean_name(name),
        language=lang,
        confirm_abandon=flags[0],
        hints_allowed=flags[1],
        undo_allowed=flags[2],
    )
    store = SettingsStore(tmp_path)
    store.save(s)
    assert store.load() == (s, None)


BAD_FILES = {
    "corrupt": b'{"format": "koloda-settings", "version": 1, "language" "ru"}',
    "truncated": b'{"format": "koloda-settings", "version": 1, "lang',
    "empty": b"",
    "wrong type": b"[1, 2, 3]",
    "not ours": b'{"format": "koloda-save", "version": 1}',
    "too new": b'{"format": "koloda-settings", "version": 99, "language": "ru"}',
    "huge number": b'{"format": "koloda-settings", "version": 1' + b"9" * 5000 + b"}",
    "huge version": b'{"format": "koloda-settings", "version": ' + b"9" * 5000 + b"}",
    "deep nesting": b'{"a":' * 5000 + b"1" + b"}" * 5000,
    "binary": bytes(range(256)) * 4,
}


@pytest.mark.parametrize("kind", BAD_FILES)
def test_bad_file_gives_defaults_keeps_it_and_says_so_once(tmp_path, kind):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(BAD_FILES[kind])
    loaded, notice = store.load()
    assert loaded == Settings()
    assert notice is not None
    text = str(notice)
    assert "default settings" in text and "settings.json.bad" in text
    assert (tmp_path / "settings.json.bad").read_bytes() == BAD_FILES[kind]  # nothing lost
    assert not store.path.exists()
    assert store.load() == (Settings(), None)  # said once


def test_too_new_file_message_names_the_versions(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_bytes(BAD_FILES["too new"])
    _, notice = store.load()
    assert "newer version of Koloda (format version 99; this version reads up to 1)" in str(notice)


def test_fifty_megabyte_file_is_refused_without_reading_it(tmp_path):
    store = SettingsStore(tmp_path)
    with open(store.path, "wb") as f:
        f.truncate(50 * 1024 * 1024)  # sparse: instant to create
    loaded, notice = store.load()
    assert loaded == Settings()
    assert "too large (50.0 MB" in str(notice)
    assert (tmp_path / "settings.json.bad").stat().st_size == 50 * 1024 * 1024


@pytest.mark.parametrize(
    ("key", "value"),
    [
        ("animation_speed", "ludicrous"),
        ("card_style", 4),
        ("card_deck", "tarot"),
        ("card_deck", ["english"]),
        ("card_back", "../../etc/passwd"),
        ("card_back", "purple"),
        ("table_colour", "green"),
        ("recent_files", ["/a.koloda", 7]),
        ("recent_files", ["x"] * 9),
        ("last_folder", "bad\nfolder"),
        ("opponent_levels", {"ryadky": "easy", "rooster": "godlike", "ditch": "hard"}),
        ("player_name", " padded "),
        ("player_name", "x" * 1000),
        ("player_name", "bell\x07"),
        ("language", "de"),
        ("join_address", "127.0.0.1:47142\n"),
        ("join_code", "x" * 1000),
        ("join_code", 7),
        ("confirm_abandon", 1),
        ("hints_allowed", "yes"),
        ("undo_allowed", None),
        ("large_cards", "true"),
        ("high_contrast", 1),
        ("table_surface", "marble"),
        ("table_surface", True),
        ("show_game_log", "no"),
        ("game_log_width", 50),  # a log too narrow to read
        ("game_log_width", 1e9),
        ("game_log_width", True),
    ],
)
def test_one_wrong_value_is_reset_and_the_rest_kept(tmp_path, key, value):
    store = SettingsStore(tmp_path)
    data = {**ENV, **Settings(language="ru", hints_allowed=False).to_json(), key: value}
    store.path.write_text(json.dumps(data), "utf-8")
    loaded, notice = store.load()
    expected = replace(
        Settings(language="ru", hints_allowed=False), **{key: getattr(Settings(), key)}
    )
    assert loaded == expected
    assert key in str(notice) and "settings.json.bad" in str(notice)
    assert json.loads((tmp_path / "settings.json.bad").read_text("utf-8"))[key] == value
    assert store.load() == (expected, None)  # repaired on disk: the message is shown once


def test_a_file_from_before_the_deck_choice_loads_with_the_default_deck(tmp_path):
    store = SettingsStore(tmp_path)
    old = {k: v for k, v in Settings(card_back="red").to_json().items() if k != "card_deck"}
    store.path.write_text(json.dumps({**ENV, **old}), "utf-8")
    loaded, notice = store.load()
    assert notice is None
    assert loaded.card_deck == Settings().card_deck == "english"
    assert loaded.card_back == "red"


def test_a_file_from_before_the_low_vision_options_loads_with_them_off(tmp_path):
    store = SettingsStore(tmp_path)
    new = ("large_cards", "high_contrast")
    old = {k: v for k, v in Settings(card_style="four").to_json().items() if k not in new}
    store.path.write_text(json.dumps({**ENV, **old}), "utf-8")
    loaded, notice = store.load()
    assert notice is None
    assert (loaded.large_cards, loaded.high_contrast, loaded.card_style) == (False, False, "four")


def test_a_file_from_before_the_table_surfaces_loads_with_the_felt(tmp_path):
    store = SettingsStore(tmp_path)
    old = Settings(table_colour="#1d4466").to_json()
    del old["table_surface"]
    store.path.write_text(json.dumps({**ENV, **old}), "utf-8")
    loaded, notice = store.load()
    assert notice is None
    assert (loaded.table_surface, loaded.table_colour) == ("felt", "#1d4466")


def test_unknown_keys_from_another_version_are_ignored(tmp_path):
    store = SettingsStore(tmp_path)
    store.path.write_text(json.dumps({**ENV, "language": "uk", "future_option": [1]}), "utf-8")
    assert store.load() == (Settings(language="uk"), None)


def test_saving_invalid_settings_is_refused(tmp_path):
    with pytest.raises(ValueError, match="language"):
        SettingsStore(tmp_path).save(Settings(language="fr"))
    assert not (tmp_path / "settings.json").exists()


def test_unwritable_directory_gives_a_clear_store_error(tmp_path):
    from koloda.store.jsonio import StoreError

    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(StoreError, match=r"settings\.json could not be saved"):
        SettingsStore(blocker / "sub").save(Settings())


def test_clean_name_trims_and_bounds():
    assert clean_name("  Olena\n ") == "Olena"
    assert clean_name("\x00\x01") == ""
    assert len(clean_name("я" * 100)) == 24


@given(content=st.one_of(st.binary(max_size=300), st.text(max_size=300).map(str.encode)))
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_any_file_content_loads_without_raising(tmp_path, content):
    store = SettingsStore(tmp_path / "fuzz")
    store.directory.mkdir(exist_ok=True)
    store.path.write_bytes(content)
    loaded, notice = store.load()
    loaded.validate()
    assert notice is not None  # none of these is a valid settings file
    assert any(p.name.startswith("settings.json.bad") for p in store.directory.iterdir())
    for p in store.directory.iterdir():
        p.unlink()


@given(
    data=st.recursive(
        st.none() | st.booleans() | st.integers() | st.text(max_size=8),
        lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
        max_leaves=20,
    )
)
@settings(
    max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
def test_any_json_values_give_valid_settings(tmp_path, data):
    store = SettingsStore(tmp_path / "fuzz")
    store.directory.mkdir(exist_ok=True)
    body = {**ENV, **data} if isinstance(data, dict) else {**ENV, "language": data}
    store.path.write_text(json.dumps(body), "utf-8")
    loaded, _ = store.load()
    loaded.validate()
    for p in store.directory.iterdir():
        p.unlink()


def test_a_game_missing_from_the_stored_levels_plays_at_the_default(tmp_path):
    store = SettingsStore(tmp_path)
    store.save(Settings())
    data = json.loads(store.path.read_text("utf-8"))
    data["opponent_levels"] = {"ryadky": "hard"}  # written before the other games existed
    store.path.write_text(json.dumps(data), "utf-8")
    loaded, notice = store.load()
    assert notice is None
    assert loaded.opponent_levels == {"ryadky": "hard", "rooster": "normal", "ditch": "normal"}


def test_a_recent_file_goes_first_once_and_sets_the_folder():
    s = Settings(recent_files=["/b/two.koloda", "/a/one.koloda"])
    s = s.with_recent("/a/one.koloda")
    assert s.recent_files == ["/a/one.koloda", "/b/two.koloda"]
    assert s.last_folder == "/a"
    for n in range(20):
        s = s.with_recent(f"/c/{n}.koloda")
    assert len(s.recent_files) == 8 and s.recent_files[0] == "/c/19.koloda"


def test_the_store_says_which_settings_took_their_default(tmp_path):
    """The window takes the system's language where the file gave none it could use: the
    store says which settings it filled in (all of them with no file or an unreadable one)."""
    every = {f.name for f in fields(Settings)}
    store = SettingsStore(tmp_path)
    store.load()
    assert store.defaulted == every
    store.path.write_text(json.dumps({**ENV, "language": "xx", "sound_on": False}))
    settings, _ = store.load()
    assert not settings.sound_on and store.defaulted == every - {"sound_on"}
    store.save(replace(Settings(), language="uk"))
    store.load()
    assert store.defaulted == frozenset()
    store.path.write_text("{not json")
    store.load()
    assert store.defaulted == every
