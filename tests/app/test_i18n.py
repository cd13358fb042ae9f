"""Translations: .ts sources compile to .qm at run time; switching language; completeness."""

import os
import re
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from koloda.app import i18n

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "resources" / "i18n"
MY_FILES = [
    ROOT / "desktop/koloda/app/window/settings_dialog.py",
    ROOT / "desktop/koloda/app/window/stats_window.py",
    *sorted((ROOT / "desktop/koloda/store").glob("*.py")),
]


@pytest.fixture
def english_after(qapp):
    yield
    i18n.install_language("en")


@pytest.fixture
def ts_copy(tmp_path, monkeypatch):
    """A private copy of the .ts sources, so tests never write into resources/."""
    folder = tmp_path / "i18n"
    folder.mkdir()
    for lang in i18n.TRANSLATED:
        shutil.copy(SOURCES / f"koloda_{lang}.ts", folder)
    monkeypatch.setattr(i18n, "i18n_dir", lambda: folder)
    monkeypatch.setenv("KOLODA_HOME", str(tmp_path / "home"))
    return folder


def translate_with(qm: Path, context: str, text: str) -> str:
    translator = QTranslator()
    assert translator.load(str(qm))
    return translator.translate(context, text) or ""


def messages(lang: str):
    tree = ET.parse(SOURCES / f"koloda_{lang}.ts")
    for ctx in tree.getroot().iter("context"):
        for m in ctx.iter("message"):
            yield ctx.findtext("name"), m.findtext("source"), m.find("translation")


def test_lrelease_ships_with_pyside6():
    tool = i18n._tool("lrelease")
    assert tool is not None and tool.exists()


def test_missing_qm_is_built_from_the_ts(ts_copy, qapp):
    qm = i18n.qm_path("ru")
    assert qm == ts_copy / "koloda_ru.qm"
    assert translate_with(qm, "SettingsDialog", "Settings") == "Настройки"
    assert translate_with(i18n.qm_path("uk"), "SettingsDialog", "Settings") == "Налаштування"


def test_stale_qm_is_rebuilt_after_the_ts_changes(ts_copy, qapp):
    qm = i18n.qm_path("uk")
    ts = ts_copy / "koloda_uk.ts"
    ts.write_text(ts.read_text("utf-8").replace(">Налаштування<", ">Параметри<"), "utf-8")
    stamp = qm.stat().st_mtime + 5
    os.utime(ts, (stamp, stamp))
    assert translate_with(i18n.qm_path("uk"), "SettingsDialog", "Settings") == "Параметри"


def test_read_only_resources_build_into_the_cache(ts_copy, monkeypatch, qapp):
    real = i18n.compile_ts

    def refuse_resources(ts, qm):
        if qm.parent == ts_copy:
            raise PermissionError(13, "Permission denied")
        real(ts, qm)

    monkeypatch.setattr(i18n, "compile_ts", refuse_resources)
    qm = i18n.qm_path("ru")
    assert qm.parent == ts_copy.parent / "home" / "cache" / "i18n"
    assert translate_with(qm, "StatisticsWindow", "Statistics") == "Статистика"


def test_missing_sources_give_a_clear_error(ts_copy):
    (ts_copy / "koloda_ru.ts").unlink()
    with pytest.raises(i18n.I18nError, match="no translation for 'ru'"):
        i18n.qm_path("ru")


def test_build_command_compiles_both_languages(ts_copy, capsys):
    assert i18n.main(["build"]) == 0
    assert sorted(p.name for p in ts_copy.glob("*.qm")) == ["koloda_ru.qm", "koloda_uk.qm"]
    assert "built" in capsys.readouterr().out
    assert i18n.main(["frobnicate"]) == 2


def test_install_language_switches_and_returns_to_english(english_after):
    assert i18n.install_language("uk")
    assert QCoreApplication.translate("StatisticsWindow", "Close") == "Закрити"
    assert i18n.current_language() == "uk"
    assert i18n.install_language("ru")
    assert QCoreApplication.translate("StatisticsWindow", "Close") == "Закрыть"
    assert i18n.install_language("en")
    assert QCoreApplication.translate("StatisticsWindow", "Close") == "Close"
    assert i18n.current_language() == "en"
    assert not i18n.install_language("xx")
    assert i18n.system_language() in i18n.LANGUAGES


def test_store_messages_are_translated_at_display_time(english_after):
    from koloda.store.jsonio import KIND_NAMES, M_EMPTY, M_NOT_OURS, Message

    msg = Message(M_NOT_OURS, name="a.koloda", kind=Message(KIND_NAMES["save"]))
    assert str(msg) == "a.koloda is not a Koloda saved game file."
    i18n.install_language("uk")
    assert msg.translated() == "Файл a.koloda не є файлом збереженої гри Koloda."
    assert Message(M_EMPTY, name="x").translated() == "Файл x порожній."


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    count = 0
    for context, source, translation in messages(lang):
        count += 1
        where = f"{context}: {source!r}"
        assert translation is not None and translation.get("type") is None, where
        text = translation.text or ""
        assert text.strip(), where
        assert set(re.findall(r"\{\w+\}", source)) == set(re.findall(r"\{\w+\}", text)), where
        assert source.count("&") == text.count("&"), where  # keyboard mnemonics kept
    assert count >= 100


def test_ts_files_hold_every_string_of_these_widgets(tmp_path):
    target = tmp_path / "check.ts"
    shutil.copy(SOURCES / "koloda_ru.ts", target)
    lupdate = i18n._tool("lupdate")
    assert lupdate is not None
    run = subprocess.run(
        [str(lupdate), "-locations", "none", *map(str, MY_FILES), "-ts", str(target)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert re.search(r"\(0 new and \d+ already existing\)", run.stdout), run.stdout


def test_update_merges_new_strings_and_keeps_translations(ts_copy, capsys):
    before = {(c, s): t.text for c, s, t in messages("ru")}
    i18n.update(ROOT)
    tree = ET.parse(ts_copy / "koloda_ru.ts")
    after = {
        (ctx.findtext("name"), m.findtext("source")): m.find("translation")
        for ctx in tree.getroot().iter("context")
        for m in ctx.iter("message")
    }
    assert len(after) >= len(before)
    for key, text in before.items():
        assert after[key].text == text and after[key].get("type") is None, key
    assert "already existing" in capsys.readouterr().out
