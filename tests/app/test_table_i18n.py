"""The table in Russian and Ukrainian: its strings are visible to pyside6-lupdate where they are
used, every one is translated, and card counts take the language's plural forms."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from koloda.app import i18n
from koloda.app.games import kit, kits
from koloda.app.table.gestures import buttons
from koloda.app.table.marks import Caption
from koloda.app.table.names import cards_text

APP = Path(__file__).resolve().parents[2] / "desktop" / "koloda" / "app" / "table"
# the table's modules and the kits' (whose words the table shows)
SOURCES = sorted(APP.glob("*.py")) + sorted((APP.parent / "games").glob("*.py"))
LATIN = re.compile(r"[A-Za-z]{2,}")


@pytest.fixture
def english_after(qapp: Any) -> Iterator[None]:
    yield
    i18n.install_language("en")


def test_the_tables_translated_strings_are_literals_lupdate_can_see() -> None:
    """A helper like ``_tr(text)`` hides its strings from lupdate: every translate() and
    QT_TRANSLATE_NOOP of the "Table" context names its text literally (one lookup of a
    QT_TRANSLATE_NOOP table excepted)."""
    calls = 0
    for path in SOURCES:
        name = path.stem
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            func = node.func
            fname = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")
            first = node.args[0]
            if fname not in ("translate", "QT_TRANSLATE_NOOP") or not (
                isinstance(first, ast.Constant) and first.value == "Table"
            ):
                continue
            calls += 1
            text = node.args[1]
            literal = isinstance(text, ast.Constant) and isinstance(text.value, str)
            popup_lookup = name == "animation" and ast.unparse(text) == "spec.text"
            assert literal or popup_lookup, f"{name}.py:{node.lineno}: {ast.unparse(node)}"
    assert calls > 50
    assert not (APP / "i18n_strings.py").exists()


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_every_table_message_is_translated(lang: str) -> None:
    root = ET.parse(i18n.ts_path(lang)).getroot()
    contexts = {c.findtext("name"): c for c in root.iter("context")}
    messages = list(contexts["Table"].iter("message")) + list(
        contexts["TableWidget"].iter("message")
    )
    assert len(messages) > 50
    for m in messages:
        tr = m.find("translation")
        assert tr is not None and tr.get("type") is None, m.findtext("source")
        assert (tr.text or "").strip(), m.findtext("source")
    plurals = {  # one|few|many for KolodaTranslator
        m.findtext("source"): m.findtext("translation") or ""
        for m in messages
        if "%n" in (m.findtext("source") or "")
    }
    assert plurals
    assert {s: len(t.split("|")) for s, t in plurals.items()} == {s: 3 for s in plurals}
    sources = {(m.findtext("source"), m.findtext("comment")) for m in messages}
    worded = {p.text for k in kits() for p in k.popups.values() if LATIN.search(p.text)}
    assert worded and {(text, None) for text in worded} <= sources


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["1 card", "2 cards", "5 cards", "11 cards", "21 cards"]),
        ("ru", ["1 карта", "2 карты", "5 карт", "11 карт", "21 карта"]),
        ("uk", ["1 карта", "2 карти", "5 карт", "11 карт", "21 карта"]),
    ],
)
def test_card_counts_take_the_plural_form(
    english_after: None, lang: str, expected: list[str]
) -> None:
    assert i18n.install_language(lang)
    assert [cards_text(n) for n in (1, 2, 5, 11, 21)] == expected
    tips = {b.action: b.tooltip for b in buttons(kit("ditch"), ["draw 1", "draw 2", "draw 3"])}
    assert tips["draw 1"].startswith(("Draw 1 card ", "Взять 1 карту", "Взяти 1 карту"))
    assert ("2 cards" in tips["draw 2"]) or ("2 карт" in tips["draw 2"])
    assert "%n" not in tips["draw 3"] and "(s)" not in tips["draw 3"]


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_english_word_is_left_on_the_table(
    qtbot: Any, english_after: None, lang: str, make_table: Any, show: Any, positions: Any
) -> None:
    assert i18n.install_language(lang)
    for game, players, moves in [("ryadky", 4, 9), ("rooster", 4, 10), ("ditch", 3, 45)]:
        s = positions.midgame(game, players, seed=5, moves=moves)
        t = make_table(game, players, (1280, 800))
        show(t, s.observation(0))
        texts = [c.text for c in t.scene.items() if isinstance(c, Caption)]
        names = set(t.names)
        texts = [x for x in texts if x not in names]  # a Ditch meld row is captioned by owner
        for plate in t.plates.values():
            texts += plate.seat_panel.lines + [m for m, _c in plate.seat_panel.markers]
        texts += [b.text() + " " + b.toolTip() for b in t.buttons.values()]
        texts.append(t.info.text())
        for popup in kit(game).popups.values():
            texts.append(QCoreApplication.translate("Table", popup.text))
        for text in texts:
            words = re.sub("|".join(map(re.escape, names)), "", text)  # the players' own names
            assert not LATIN.search(words), (lang, game, text)
        t.close()


def test_a_language_switch_retranslates_the_table_in_place(
    qtbot: Any, english_after: None, make_table: Any, show: Any, positions: Any
) -> None:

    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 6C")  # CR-3: seat 1 defends and may take
    t = make_table("rooster", 2, human=1)
    show(t, s.observation(1))
    assert t.buttons["take"].text().startswith("Take")
    assert any(c.text.startswith("stock") for c in t.scene.items() if isinstance(c, Caption))
    assert i18n.install_language("uk")  # every widget gets LanguageChange at once
    assert t.buttons["take"].text().startswith("Беру") and t.buttons["take"].isEnabled()
    captions = [c.text for c in t.scene.items() if isinstance(c, Caption)]
    assert any(c.startswith("колода") for c in captions), captions
    lines = [line for p in t.plates.values() for line in p.seat_panel.lines]
    assert any(line.endswith("карт") or "карт" in line for line in lines), lines
