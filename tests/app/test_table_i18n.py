"""The table in Russian and Ukrainian: its strings are visible to pyside6-lupdate where they are
used, every one is translated, and card counts take the language's plural forms."""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication

from koloda.app import i18n
from koloda.app.games import kit, kits
from koloda.app.table.gestures import buttons
from koloda.app.table.marks import Caption
from koloda.app.table.names import cards_text, plurals
from koloda.rules import Action

APP = Path(__file__).resolve().parents[2] / "desktop" / "koloda" / "app" / "table"
GAMES = APP.parents[1] / "games"
# the table's modules and the kits' (whose words the table shows): the app's shared parts and
# each game's own
SOURCES = [*sorted(APP.glob("*.py")), *sorted((APP.parent / "games").glob("*.py"))]
SOURCES += sorted(GAMES.glob("*/kit*.py"))
LATIN = re.compile(r"[A-Za-z]{2,}")


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
        contexts["GestureInput"].iter("message")
    )
    assert len(messages) > 50
    for m in messages:
        tr = m.find("translation")
        assert tr is not None and tr.get("type") is None, m.findtext("source")
        assert (tr.text or "").strip(), m.findtext("source")
    counted = list(contexts["Plurals"].iter("message"))  # Qt's numerus forms: one, few, many
    assert {m.findtext("source") for m in counted} >= {"%n card(s)", "Stock, %n card(s)"}
    for m in counted:
        forms = [f.text or "" for f in m.iter("numerusform")]
        assert m.get("numerus") == "yes" and len(forms) == 3, m.findtext("source")
        assert all("%n" in f and "|" not in f for f in forms), forms
    sources = {(m.findtext("source"), m.findtext("comment")) for m in messages}
    worded = {p.text for k in kits() for p in k.popups.values() if LATIN.search(p.text)}
    assert worded and {(text, None) for text in worded} <= sources


COUNTS = (0, 1, 2, 4, 5, 11, 12, 14, 21, 22, 25, 101, 111)


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        (
            "en",
            "0 cards,1 card,2 cards,4 cards,5 cards,11 cards,12 cards,14 cards,21 cards,"
            "22 cards,25 cards,101 cards,111 cards",
        ),
        (
            "ru",
            "0 карт,1 карта,2 карты,4 карты,5 карт,11 карт,12 карт,14 карт,21 карта,"
            "22 карты,25 карт,101 карта,111 карт",
        ),
        (
            "uk",
            "0 карт,1 карта,2 карти,4 карти,5 карт,11 карт,12 карт,14 карт,21 карта,"
            "22 карти,25 карт,101 карта,111 карт",
        ),
    ],
)
def test_card_counts_take_the_plural_form(qapp: Any, lang: str, expected: str) -> None:
    """Through the installed translator and its numerus forms (issue 36), not a "|" list."""
    assert i18n.install_language(lang)
    assert ",".join(cards_text(n) for n in COUNTS) == expected
    draws = [Action("draw", (), n) for n in (1, 2, 3)]
    tips = {str(b.action): b.tooltip for b in buttons(kit("ditch"), draws)}
    assert (
        tips["draw 1"]
        == {
            "en": "Draw 1 card from the stock",
            "ru": "Взять 1 карту из колоды",
            "uk": "Взяти 1 карту з колоди",
        }[lang]
    )
    assert (
        tips["draw 2"]
        == {
            "en": "Draw 2 cards from the stock",
            "ru": "Взять 2 карты из колоды",
            "uk": "Взяти 2 карти з колоди",
        }[lang]
    )


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("en", ["1 legal move", "3 legal moves", "21 legal moves"]),
        ("ru", ["1 возможный ход", "3 возможных хода", "21 возможный ход"]),
        ("uk", ["1 можливий хід", "3 можливі ходи", "21 можливий хід"]),
    ],
)
def test_every_counted_text_takes_the_plural_form(
    qapp: Any, lang: str, expected: list[str]
) -> None:
    assert i18n.install_language(lang)
    said = [plurals().legal_moves(n) for n in (1, 3, 21)]
    assert said == expected
    for n in (1, 2, 5):
        for text in (
            plurals().stock(n),
            plurals().discard(n),
            plurals().discard_pile(n),
            plurals().draw_from_stock(n),
        ):
            assert str(n) in text and "%n" not in text and "(s)" not in text, text
            assert lang == "en" or not LATIN.search(text), text


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_no_english_word_is_left_on_the_table(
    qtbot: Any, lang: str, make_table: Any, show: Any, positions: Any
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
    qtbot: Any, make_table: Any, show: Any, positions: Any
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
