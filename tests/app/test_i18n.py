"""Translations: .ts sources are compiled when Koloda is built and only loaded when it runs
(issue 36); switching language; plural forms; completeness; lupdate leaves the .ts as they are."""

import ast
import os
import re
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QTranslator

from koloda.app import i18n, i18n_build

ROOT = Path(__file__).resolve().parents[2]
SOURCES = ROOT / "resources" / "i18n"
MY_FILES = [
    ROOT / "desktop/koloda/app/window/settings_dialog.py",
    ROOT / "desktop/koloda/app/window/stats_window.py",
    *sorted((ROOT / "desktop/koloda/store").glob("*.py")),
]


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
    tool = i18n_build.tool("lrelease")
    assert tool is not None and tool.exists()


@pytest.fixture
def no_tools(monkeypatch):
    """Any process the app starts fails the test: it loads translations, never builds them."""

    def refuse(*args, **kwargs):
        raise AssertionError(f"the app ran a program: {args[:1]}")

    monkeypatch.setattr(subprocess, "Popen", refuse)
    monkeypatch.setattr(subprocess, "run", refuse)


def test_the_app_loads_the_built_translation(ts_copy, qapp):
    i18n_build.build(ts_copy)
    ts = ts_copy / "koloda_uk.ts"
    ts.write_text(ts.read_text("utf-8").replace(">Налаштування<", ">Параметри<"), "utf-8")
    stamp = (ts_copy / "koloda_uk.qm").stat().st_mtime + 5
    os.utime(ts, (stamp, stamp))
    assert i18n.qm_path("uk") == ts_copy / "koloda_uk.qm"
    assert i18n.install_language("uk")
    # the .ts edited after the build changes nothing until the next build
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "Налаштування"


def test_the_app_never_compiles_a_translation(ts_copy, qapp, no_tools, capsys):
    assert not list(ts_copy.glob("*.qm"))
    with pytest.raises(i18n.I18nError, match=r"koloda_ru\.qm is not installed"):
        i18n.qm_path("ru")
    assert not i18n.install_language("ru")
    assert "koloda_ru.qm is not installed" in capsys.readouterr().err
    assert QCoreApplication.translate("SettingsDialog", "Settings") == "Settings"
    assert not list(ts_copy.glob("*.qm"))


def test_build_command_compiles_both_languages(ts_copy, capsys):
    assert i18n.main(["build"]) == 0
    assert sorted(p.name for p in ts_copy.glob("*.qm")) == ["koloda_ru.qm", "koloda_uk.qm"]
    assert "built" in capsys.readouterr().out
    assert translate_with(ts_copy / "koloda_ru.qm", "SettingsDialog", "Settings") == "Настройки"
    assert i18n.i18n_build.stale(ts_copy) == []
    assert i18n.main(["frobnicate"]) == 2


def test_a_missing_source_fails_the_build_with_a_clear_error(ts_copy, capsys):
    (ts_copy / "koloda_ru.ts").unlink()
    assert i18n.main(["build"]) == 1
    assert "koloda_ru.ts is missing" in capsys.readouterr().err


def test_install_language_switches_and_returns_to_english(qapp):
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


FIRST_WINDOW = """
import sys
from PySide6.QtWidgets import QApplication
from koloda.app.i18n import current_language
from koloda.app.window.main_window import MainWindow
app = QApplication(sys.argv)
window = MainWindow()
window.show()
app.processEvents()
print(current_language(), window.menuBar().actions()[0].text())
window.close()
"""


def open_and_close_the_window(home: Path, locale: str) -> list[str]:
    """Start Koloda's window in a process of its own whose system locale is ``locale`` (the
    locale need not be installed: Qt names the language from the variable), close it, and say
    the language it spoke and its first menu's title."""
    env = dict(os.environ, KOLODA_HOME=str(home), LC_ALL=locale, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", FIRST_WINDOW],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return done.stdout.split()


def test_the_first_start_speaks_the_systems_language_and_keeps_it(tmp_path):
    """A player whose desktop is Ukrainian or Russian meets Koloda in that language the first
    time; once settings are kept, the language is theirs (the Settings dialog changes it), not
    the system's; a system language Koloda does not speak gives English."""
    assert open_and_close_the_window(tmp_path / "uk", "uk_UA.UTF-8") == ["uk", "&Файл"]
    assert open_and_close_the_window(tmp_path / "uk", "C.UTF-8") == ["uk", "&Файл"]
    assert open_and_close_the_window(tmp_path / "ru", "ru_RU.UTF-8") == ["ru", "&Файл"]
    assert open_and_close_the_window(tmp_path / "de", "de_DE.UTF-8") == ["en", "&File"]
    assert open_and_close_the_window(tmp_path / "de", "uk_UA.UTF-8") == ["en", "&File"]
    # a settings file that cannot be read starts with the defaults: the system's language too
    partial = '{"format": "koloda-settings", "version": 1, "language": "xx", "sound_on": false}'
    for damage in ("{not json", partial):
        (tmp_path / "de" / "config" / "settings.json").write_text(damage)
        assert open_and_close_the_window(tmp_path / "de", "ru_RU.UTF-8") == ["ru", "&Файл"]
    assert '"sound_on": false' in (tmp_path / "de" / "config" / "settings.json").read_text()


def test_store_messages_are_translated_at_display_time(qapp):
    from koloda.store.jsonio import KIND_NAMES, M_EMPTY, M_NOT_OURS, Message

    msg = Message(M_NOT_OURS, name="a.koloda", kind=Message(KIND_NAMES["save"]))
    assert str(msg) == "a.koloda is not a Koloda saved game file."
    i18n.install_language("uk")
    assert msg.translated() == "Файл a.koloda не є файлом збереженої гри Koloda."
    assert Message(M_EMPTY, name="x").translated() == "Файл x порожній."


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_every_message_is_translated_with_the_same_placeholders(lang):
    count = numerus = 0
    for context, source, translation in messages(lang):
        count += 1
        where = f"{context}: {source!r}"
        assert translation is not None and translation.get("type") is None, where
        forms = [f.text or "" for f in translation.iter("numerusform")]
        if "%n" in source:  # one, few, many (1, 2-4, 5-20...) as Qt's numerus forms
            numerus += 1
            assert len(forms) == 3 and all("%n" in form for form in forms), where
        else:
            assert forms == [], where
            forms = [translation.text or ""]
        for text in forms:
            assert text.strip() and "|" not in text, where
            assert set(re.findall(r"\{\w+\}", source)) == set(re.findall(r"\{\w+\}", text)), where
            assert source.count("&") == text.count("&"), where  # keyboard mnemonics kept
    assert count >= 100
    assert numerus == 32  # the table's Plurals (a lobby's match length), the hint's, the review's,
    # the network table's seconds left for a move, and the result's moves Demo made


# a match is one word in each language: the hint's "wins you the match" and the result
# screen's "You won the match!" must name the same thing (партія, партия), never матч
MATCH_WORD = {"uk": ("парті", "матч"), "ru": ("парти", "матч")}


@pytest.mark.parametrize("lang", i18n.TRANSLATED)
def test_a_match_is_named_by_one_word_in_each_language(lang):
    word, other = MATCH_WORD[lang]
    named = 0
    for context, source, translation in messages(lang):
        # "match" the noun (a match, the match, matches played), not the verb ("{c} matches
        # neither the rank nor the suit")
        if not re.search(r"\bmatch(es)?\b", source, re.I) or "matches neither" in source:
            continue
        texts = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for text in texts:
            assert word in text.lower() and other not in text.lower(), f"{context}: {source!r}"
            named += 1
    assert named >= 30  # the hint's, the review's, the lobby's, the statistics' and the results'


def test_counted_messages_are_marked_numerus_in_the_ts():
    tree = ET.parse(SOURCES / "koloda_ru.ts")
    marked = {m.findtext("source"): m.get("numerus") for m in tree.getroot().iter("message")}
    counted = {source: flag for source, flag in marked.items() if "%n" in source}
    assert counted and set(counted.values()) == {"yes"}


def _counted_calls(tree):
    """The callee of each translate call with a count: a 4th argument or ``n=``."""
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call) or not isinstance(node.func, ast.Attribute):
            continue
        name = node.func.attr
        count_args = {"translate": 4, "tr": 3}.get(name)
        if count_args is None:
            continue
        if len(node.args) >= count_args or any(k.arg == "n" for k in node.keywords):
            yield ast.unparse(node.func)


def test_every_counted_text_goes_through_plurals():
    """pyside6-lupdate 6.11 skips QCoreApplication.translate(..., n) and 6.12 marks it numerus,
    so the .ts would change with the Qt version: counted texts are self.tr(text, "", n) in
    Plurals (the table), in HintCounts and ReviewCounts (app/games/counts.py) and in the
    network table's TurnClock and the result screen, which all mark numerus."""
    found = {}
    for path in sorted((ROOT / "desktop" / "koloda").rglob("*.py")):
        for how in _counted_calls(ast.parse(path.read_text("utf-8"))):
            found.setdefault(path.relative_to(ROOT).as_posix(), []).append(how)
    assert found == {
        "desktop/koloda/app/games/counts.py": ["self.tr"] * 20,
        "desktop/koloda/app/net/turn_clock.py": ["self.tr"],
        "desktop/koloda/app/window/result_screen.py": ["self.tr"],
        "desktop/koloda/app/table/names.py": ["self.tr"] * 10,
    }


def test_ts_files_hold_every_string_of_these_widgets(tmp_path):
    target = tmp_path / "check.ts"
    shutil.copy(SOURCES / "koloda_ru.ts", target)
    lupdate = i18n_build.tool("lupdate")
    assert lupdate is not None
    run = subprocess.run(
        [str(lupdate), "-locations", "none", *map(str, MY_FILES), "-ts", str(target)],
        capture_output=True,
        text=True,
        check=True,
    )
    assert re.search(r"\(0 new and \d+ already existing\)", run.stdout), run.stdout


def test_update_leaves_the_ts_files_as_they_are(ts_copy, capsys):
    """``python -m koloda.app.i18n update`` with the installed pyside6-lupdate changes nothing
    (checked by hand on 6.11.3 and 6.12.0: issue 36), numerus entries included."""
    i18n.update(ROOT)
    for lang in i18n.TRANSLATED:
        name = f"koloda_{lang}.ts"
        assert (ts_copy / name).read_bytes() == (SOURCES / name).read_bytes(), name
    assert "0 new and" in capsys.readouterr().out


def test_update_merges_a_new_string_and_keeps_the_translations(ts_copy, tmp_path, capsys):
    before = {(c, s): ET.tostring(t) for c, s, t in messages("ru")}
    root = tmp_path / "src"
    for folder in i18n_build.SCANNED:
        shutil.copytree(ROOT / folder, root / folder)
    extra = root / "desktop" / "koloda" / "app" / "extra.py"
    extra.write_text(
        "from PySide6.QtCore import QObject\n\n\nclass Extra(QObject):\n"
        "    def text(self, n: int) -> str:\n        return self.tr('%n new card(s)', '', n)\n"
    )
    i18n.update(root)
    tree = ET.parse(ts_copy / "koloda_ru.ts")
    after = {
        (ctx.findtext("name"), m.findtext("source")): m
        for ctx in tree.getroot().iter("context")
        for m in ctx.iter("message")
    }
    new = after.pop(("Extra", "%n new card(s)"))
    assert new.get("numerus") == "yes"
    assert new.find("translation").get("type") == "unfinished"
    assert {key: ET.tostring(m.find("translation")) for key, m in after.items()} == before
    assert "1 new" in capsys.readouterr().out
