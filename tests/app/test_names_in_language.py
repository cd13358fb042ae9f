"""Players' names in the chosen language (issue 41): a team is named at display from its
seats' names, so "Команда You + Taras" never outlives a switch to Russian; after "against" the
opponents' names take the genitive ("против Олены и Ирины"); and a round of a match is one word
in each language, in the review as everywhere else."""

from __future__ import annotations

import random
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QWidget

# the ts files' reader and the games with a lesson, as their own tests read them
from test_i18n import messages
from test_lesson_window import LESSONS

import koloda.games
from koloda.app import i18n
from koloda.app.window.result_screen import ResultScreen, result_headline
from koloda.app.window.summary import RoundSummaryDialog, summary_headline
from koloda.games.ditch.kit_options import DitchOptions
from koloda.match import Match, MatchConfig, MatchResult, RoundSummary, TeamRow, default_names
from koloda.match.lesson import load_lesson

SOURCES = Path(__file__).resolve().parents[2] / "resources" / "i18n"
TEAMS = MatchConfig("ditch", 4, options={"hands": 1, "teams": True}, seed=3, levels=["easy"] * 4)


def _finished_teams_match() -> Match:
    match = Match(TEAMS)
    rng = random.Random(3)
    while not match.is_over():
        match.pending = None
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, rng.choice(match.state.legal_strings()))
    return match


@pytest.mark.parametrize(("lang", "you"), [("ru", "Вы"), ("uk", "Ви"), ("en", "You")])
def test_a_team_is_named_in_the_language_shown_not_the_one_it_was_saved_in(
    qtbot: Any, lang: str, you: str
) -> None:
    match = _finished_teams_match()
    i18n.install_language(lang)
    partner = i18n.display_name("Taras")
    screen = ResultScreen()
    qtbot.addWidget(screen)
    screen.show_result(match.result())
    rows = [screen.table.item(r, 0).text() for r in range(screen.table.rowCount())]
    assert any(row.endswith(f"{you} + {partner}") for row in rows), rows
    # the chart under the standings names them as the standings do (its key said "You", "Taras")
    assert screen.chart.names[0] == you and partner in screen.chart.names, screen.chart.names
    summary = match.history[-1]
    dialog = RoundSummaryDialog(summary)
    qtbot.addWidget(dialog)
    cells = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    assert any(cell.endswith(f"{you} + {partner}") for cell in cells), cells
    if lang != "en":
        assert not any("You" in text for text in [*rows, *cells, summary_headline(summary)])


@pytest.mark.parametrize(
    ("lang", "teams"),
    [
        ("ru", "Команды: вы и Тарас против Олены и Ирины"),
        ("uk", "Команди: ви й Тарас проти Олени і Ірини"),
        ("en", "Teams: you and Taras against Olena and Iryna"),
    ],
)
def test_the_teams_of_four_name_the_opponents_after_against_in_the_genitive(
    qtbot: Any, lang: str, teams: str
) -> None:
    i18n.install_language(lang)
    parent = QWidget()
    qtbot.addWidget(parent)
    box = DitchOptions(parent)
    box.players_changed(4, default_names(4, 0))
    assert box.teams.text() == teams


def test_every_opponent_name_has_a_genitive_in_each_language(qapp: Any) -> None:
    from koloda.match import OPPONENT_NAMES

    for lang in ("ru", "uk"):
        i18n.install_language(lang)
        for name in OPPONENT_NAMES:
            genitive, nominative = i18n.genitive_name(name), i18n.display_name(name)
            assert genitive != nominative and genitive[:3] == nominative[:3], (lang, name)


# the word for a circuit of turns round the table, and the sources that mean one
CIRCUIT = {"ru": r"\bкруг", "uk": r"\bкол(о|а|і|ом)\b"}
ROUND_OF_TURNS = ("a whole round without a move", "a round with no meld")


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_a_round_of_a_match_is_one_word_in_the_review_and_everywhere_else(lang: str) -> None:
    tree = ET.parse(SOURCES / f"koloda_{lang}.ts")
    wrong = []
    for message in tree.getroot().iter("message"):
        source = message.findtext("source") or ""
        texts = [t.text or "" for t in message.iter() if t.tag in ("translation", "numerusform")]
        if source.startswith(ROUND_OF_TURNS):
            continue
        wrong += [text for text in texts if re.search(CIRCUIT[lang], text, re.IGNORECASE)]
    assert wrong == []


# a hand of Ditch Rummy (DR-5) is "кон"; the match's word ("партия", "партія") is another's
HAND_ENDS = re.compile(r"\b(ends? the hand|the hand (ends|is over))\b")
MATCH_WORD = {"ru": r"\bпарти", "uk": r"\bпарті"}


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_end_of_a_hand_is_never_said_the_end_of_the_match(lang: str) -> None:
    """Seen in a Ukrainian hint: "колода скінчилася: партія завершується (DR-5b)" (the match
    ends) of a stock that ends the hand, in the very hints that tell the hand from the match
    (issue 44). Each text that says a hand ends says "кон", never the match's word."""
    said = [(s, t) for s, t in _translated(lang) if HAND_ENDS.search(s) and "match" not in s]
    assert len(said) >= 6  # the log's, the hints' and the review's
    assert [t for _s, t in said if re.search(MATCH_WORD[lang], t, re.IGNORECASE)] == []
    assert [t for _s, t in said if not re.search(r"\bкон", t, re.IGNORECASE)] == []


def _translated(lang: str) -> Iterator[tuple[str, str]]:
    """(English, translation) of every translated text, each plural form apart."""
    for _context, source, translation in messages(lang):
        forms = [f.text for f in translation.iter("numerusform")] or [translation.text]
        yield from ((source or "", form) for form in forms if form and form.strip())


def _lesson_words(game: str, lang: str) -> Iterator[tuple[str, str]]:
    """(English, translation) of everything ``game``'s guided first game says."""
    lesson = load_lesson(game)
    said = [lesson.intro, lesson.outro]
    said += [text for step in lesson.steps for text in (step.say, step.why) if text]
    yield from ((words["en"], words[lang]) for words in said)


def _ryadky_texts(lang: str) -> Iterator[tuple[str, str]]:
    """Every text a player of Ryadky reads or hears: the translations and its lesson."""
    yield from _translated(lang)
    yield from _lesson_words("ryadky", lang)


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_ryadkys_pile_and_stack_are_the_same_two_words_everywhere(lang: str) -> None:
    """The table, the log and the rules page call the pile in the middle "рядок" and the
    cards a player has won "стопка"; the lesson, the hints and the screen reader called the
    pile "стопка" and the stack "запас", so a first game said "Олена почала стопку з 8♥"
    beside a plate reading "стопка 0"."""
    wrong = []
    for english, text in _ryadky_texts(lang):
        words = english.lower()
        if re.search(r"\bpiles?\b", words) and "discard" not in words and "{pile}" not in words:
            wrong += [] if "ряд" in text.lower() else [text]
        if re.search(r"\bstacks?\b", words):
            wrong += [] if "стопк" in text.lower() else [text]
        wrong += [text] if "запас" in text.lower() else []
    assert wrong == []


RANK = {"uk": "варт", "ru": "достоинств"}  # вартість, достоинство
CHIN = r"\bчин(а|у|ы|ів|ов)?\b"  # the Russian original's word, not the app's


def _every_text(lang: str) -> Iterator[tuple[str, str]]:
    """The translations and every game's lesson."""
    yield from _translated(lang)
    for game in LESSONS:
        yield from _lesson_words(game, lang)


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_a_cards_rank_is_one_word_in_each_language(lang: str) -> None:
    """Rank was "вартість" on the table, "чин" in Ryadky's lesson and hints and "значення" in
    two refusals (uk; "достоинство" and "чин" in ru)."""
    wrong = []
    for english, text in _every_text(lang):
        if re.search(r"\brank\b", re.sub(r"\{\w+\}", "", english.lower())):  # not {rank}
            wrong += [] if RANK[lang] in text.lower() else [text]
        wrong += [text] if re.search(CHIN, text.lower()) else []
    assert wrong == []


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_program_is_called_koloda_in_every_language(lang: str) -> None:
    """The window's title, the start screen, the desktop entry and the About box's own text
    say "Koloda"; the About box's heading, Quit's question, the crash message and a dozen
    more said "Колода" (declined: "Вийти з Колоди?"), two names for one program."""
    wrong = []
    for english, text in _translated(lang):
        if re.search(r"(?<![.*])\bKoloda\b", english) and "Koloda" not in text:
            wrong.append(text)
        wrong += [text] if re.search(r"«Колод", text) else []
    assert wrong == []


@pytest.mark.parametrize("lang", ["ru", "uk"])
def test_the_rules_pages_name_the_program_koloda_as_the_english_ones_do(lang: str) -> None:
    """Each game's rules page ends with "Playing in Koloda"; the Russian and Ukrainian pages
    said "Игра в Колоде", "Гра в Колоді" (колода there is a deck, and the page has one)."""
    for game in koloda.games.BUILTIN:
        folder = Path(koloda.games.__file__).parent / game
        english = (folder / "rules.en.html").read_text(encoding="utf-8")
        page = (folder / f"rules.{lang}.html").read_text(encoding="utf-8")
        assert page.count("Koloda") == english.count("Koloda") > 0, game


@pytest.mark.parametrize(
    ("lang", "summary_words", "result_words"),
    [
        ("en", "Hand 1: you and Taras win with 116.", "You and Taras win as a team"),
        ("ru", "вы и Тарас побеждаете, очков: 116.", "Вы и Тарас"),
        ("uk", "ви і Тарас перемагаєте, очок: 116.", "Ви і Тарас"),
    ],
)
def test_a_team_that_wins_is_said_in_a_sentence_not_a_list(
    qtbot: Any, lang: str, summary_words: str, result_words: str
) -> None:
    """A team hand of Ditch Rummy (DR-8) won by the person and Taras ended in "Hand 1 of 1: team
    You + Taras wins with 116." and the result "You, Taras win as a team"; the person's own team
    is now "you and Taras" (in each language), the other team still a team by name, and a win
    shared by two is "Olena and Taras", not a list."""
    names = ["You", "Olena", "Taras", "Iryna"]
    rows = [TeamRow((0, 2), "You + Taras", 116, 116), TeamRow((1, 3), "Olena + Iryna", 106, 106)]
    summary = RoundSummary(
        "ditch", "hand", 1, 1, names, [45, 68, 71, 38], [45, 68, 71, 38], rows, [0, 2], None,
        True, 0, True, None,
    )  # fmt: skip
    result = MatchResult("ditch", names, [45, 68, 71, 38], rows, [0, 2], 0, False, 1, True)
    i18n.install_language(lang)
    assert summary_words in summary_headline(summary)
    assert result_words in result_headline(result)
    theirs = replace(summary, winners=[1, 3], human_seat=0)
    assert "+" in summary_headline(theirs)  # the other side, named as a team
    if lang == "en":
        assert summary_headline(theirs) == "Hand 1: team Olena + Iryna wins with 106."
        shared = replace(result, teams=False, team_rows=[], winners=[1, 2])
        assert result_headline(shared) == "Olena and Taras share the win"
