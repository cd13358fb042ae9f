"""The hint's and the review's sentences with a count, through the installed translator as the
app says them (issue 35): Qt's numerus forms (ru, uk: 1 карта, 2 карты, 5 карт, 21 карта) and
English's singular and plural, one source message per count."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Callable
from typing import Any

import pytest

from koloda.app import i18n
from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.games.hint_text import points_words
from koloda.app.play.review import Tally
from koloda.app.window.review_dialog import accuracy_text, fact_phrase, finished_text

COUNTS = (1, 2, 5, 11, 21, 22)
# each counted word, for COUNTS, in the case its sentences need
WORDS = {
    "en": {
        "card": "1 card,2 cards,5 cards,11 cards,21 cards,22 cards",
        "point": "1 point,2 points,5 points,11 points,21 points,22 points",
        "decision": "1 decision,2 decisions,5 decisions,11 decisions,21 decisions,22 decisions",
    },
    "ru": {
        "card": "1 карта,2 карты,5 карт,11 карт,21 карта,22 карты",
        "card_acc": "1 карту,2 карты,5 карт,11 карт,21 карту,22 карты",
        "point": "1 очко,2 очка,5 очков,11 очков,21 очко,22 очка",
        "decision": "1 решение,2 решения,5 решений,11 решений,21 решение,22 решения",
        "decision_gen": "1 решения,2 решений,5 решений,11 решений,21 решения,22 решений",
    },
    "uk": {
        "card": "1 карта,2 карти,5 карт,11 карт,21 карта,22 карти",
        "card_acc": "1 карту,2 карти,5 карт,11 карт,21 карту,22 карти",
        "point": "1 очко,2 очки,5 очок,11 очок,21 очко,22 очки",
        # the comparative agrees with the count: одне рішення гірше, два рішення гірші
        "decision": "1 рішення явно гірше,2 рішення явно гірші,5 рішень явно гірші,"
        "11 рішень явно гірші,21 рішення явно гірше,22 рішення явно гірші",
        "decision_gen": "1 рішення,2 рішень,5 рішень,11 рішень,21 рішення,22 рішень",
    },
}
# (the counted word, the sentence around it) per language
SENTENCES = {
    "stack_loss": {
        "en": ("card", "{who}'s stack loses {c} (RY-6b)"),
        "ru": ("card_acc", "{who} теряет {c} из своей стопки (RY-6b)"),
        "uk": ("card_acc", "{who} втрачає {c} зі своєї стопки (RY-6b)"),
    },
    "pile_destroyed": {
        "en": ("card", "a jack on a jack destroys the pile ({c}) (RY-6c)"),
        "ru": ("card", "валет на валета сжигает рядок ({c}) (RY-6c)"),
        "uk": ("card", "валет на валета спалює рядок ({c}) (RY-6c)"),
    },
    "pick_up": {
        "en": ("card", "you pick up {c} (CR-9)"),
        "ru": ("card_acc", "вы забираете {c} (CR-9)"),
        "uk": ("card_acc", "ви забираєте {c} (CR-9)"),
    },
    "lead_ahead": {
        "en": ("point", "on the table you are {c} ahead"),
        "ru": ("point", "по выложенным картам вы впереди на {c}"),
        "uk": ("point", "за викладеними картами ви попереду на {c}"),
    },
    "points_gained": {
        "en": ("point", "This should gain you about {c} more than the others this hand."),
        "ru": (
            "point",
            "До конца кона этот ход должен принести вам примерно на {c} больше, чем соперникам.",
        ),
        "uk": (
            "point",
            "До кінця кону цей хід має принести вам приблизно на {c} більше, ніж суперникам.",
        ),
    },
    "points_over_one_opponent": {  # issue 41: not "than the others" with one opponent
        "en": ("point", "This should gain you about {c} more than your opponent this hand."),
        "ru": (
            "point",
            "До конца кона этот ход должен принести вам примерно на {c} больше, чем сопернику.",
        ),
        "uk": (
            "point",
            "До кінця кону цей хід має принести вам приблизно на {c} більше, ніж суперникові.",
        ),
    },
    "points_over_the_other_team": {  # DR-8: "the others" were three, one the partner
        "en": (
            "point",
            "This should gain your team about {c} more than the other team this hand.",
        ),
        "ru": (
            "point",
            "До конца кона этот ход должен принести вашей команде примерно на {c} больше, "
            "чем другой.",
        ),
        "uk": (
            "point",
            "До кінця кону цей хід має принести вашій команді приблизно на {c} більше, ніж іншій.",
        ),
    },
    "points_under_the_other_team": {
        "en": (
            "point",
            "Even at best, the other team should gain about {c} more than yours this hand.",
        ),
        "ru": (
            "point",
            "Даже при лучшей игре другая команда до конца кона наберёт примерно на {c} больше, "
            "чем ваша.",
        ),
        "uk": (
            "point",
            "Навіть за найкращої гри інша команда до кінця кону набере приблизно на {c} більше, "
            "ніж ваша.",
        ),
    },
    "points_under_one_opponent": {
        "en": (
            "point",
            "Even at best, your opponent should gain about {c} more than you this hand.",
        ),
        "ru": (
            "point",
            "Даже при лучшей игре соперник до конца кона наберёт примерно на {c} больше, чем вы.",
        ),
        "uk": (
            "point",
            "Навіть за найкращої гри суперник до кінця кону набере приблизно на {c} більше, "
            "ніж ви.",
        ),
    },
    "review_pick_up": {
        "en": ("card", "take the cards and pick up {c}"),
        "ru": ("card_acc", "взять карты и забрать {c}"),
        "uk": ("card_acc", "взяти карти і забрати {c}"),
    },
    "accuracy": {
        "en": ("decision", "Accuracy: 100% ({n} of {c} close to the best)"),
        "ru": ("decision_gen", "Точность: 100% ({n} из {c} близко к лучшему)"),
        "uk": ("decision_gen", "Точність: 100% ({n} з {c} близько до найкращого)"),
    },
    "finished": {
        "en": ("decision", "Review finished: {c} clearly worse than the best."),
        "ru": ("decision", "Разбор закончен: {c} явно хуже лучшего."),
        "uk": ("decision", "Розбір закінчено: {c} за найкраще."),
    },
}


def _only(clauses: list[str], rule: str) -> str:
    """The one clause of a hint that cites ``rule``."""
    found = [c for c in clauses if rule in c]
    assert len(found) == 1, clauses
    return found[0]


def _said(what: str, n: int, d: Describer) -> str:
    """The sentence ``what`` with the count ``n``, made by the app's own code."""
    ryadky = {"game": "ryadky", "kind": "follow", "card": "JS", "by": "rank", "rules": []}
    ryadky |= {"bonus": 0, "penalty": 0, "pile": 3, "next_seat": 1, "outcome": "open"}
    said: dict[str, Callable[[], str]] = {
        "stack_loss": lambda: _only(
            kit("ryadky").fact_clauses(d, ryadky | {"penalty": n}), "RY-6b"
        ),
        "pile_destroyed": lambda: _only(
            kit("ryadky").fact_clauses(d, ryadky | {"pile": n, "outcome": "destroyed"}), "RY-6c"
        ),
        "pick_up": lambda: _only(
            kit("rooster").fact_clauses(d, {"kind": "take", "cards": [], "pick_up": n}), "CR-9"
        ),
        "lead_ahead": lambda: kit("ditch").fact_clauses(
            d, {"kind": "pass", "cards": [], "ends": "quiet_round", "lead": n}
        )[-1],
        "points_gained": lambda: points_words(float(n)),
        "points_over_one_opponent": lambda: points_words(float(n), players=2),
        "points_under_one_opponent": lambda: points_words(-float(n), players=2),
        "points_over_the_other_team": lambda: points_words(float(n), 4, teams=True),
        "points_under_the_other_team": lambda: points_words(-float(n), 4, teams=True),
        "review_pick_up": lambda: fact_phrase({"kind": "take", "pick_up": n}),
        "accuracy": lambda: accuracy_text(Tally(n, n, 0)),
        "finished": lambda: finished_text(Tally(n, n, n)),
    }
    return said[what]()


@pytest.mark.parametrize("what", list(SENTENCES))
@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
def test_a_counted_sentence_takes_the_languages_plural_form(
    qapp: Any, lang: str, what: str
) -> None:
    assert i18n.install_language(lang)
    names = [i18n.display_name(n) for n in ("You", "Olena", "Taras")]
    d = Describer(names, 0, kit("ryadky"))
    word, sentence = SENTENCES[what][lang]
    said = [_said(what, n, d) for n in COUNTS]
    expected = [
        sentence.format(c=c, n=n, who=d.who(1))
        for n, c in zip(COUNTS, WORDS[lang][word].split(","), strict=True)
    ]
    assert said == expected


def test_a_count_is_one_numerus_message_not_a_message_per_form() -> None:
    """Translators get one source text with %n and fill in Qt's numerus forms; never "1 card",
    "2 cards (2 to 4)" and "5 cards" as three messages lupdate cannot check."""
    for lang in i18n.TRANSLATED:
        root = ET.parse(i18n.ts_path(lang)).getroot()
        for context in root.iter("context"):
            messages = [
                (m.findtext("source") or "", m.findtext("comment") or "")
                for m in context.iter("message")
            ]
            # a message that says a number ({n}, %s...): "Take" and "Takes" are two verbs
            messages = [m for m in messages if re.search(r"\{\w+\}|%\w", m[0])]
            # "cards" and "card" alike (a comment tells two messages of one source apart)
            singular = [(re.sub(r"s\b", "", s), c) for s, c in messages]
            twins = {
                s for (s, _c), k in zip(messages, singular, strict=True) if singular.count(k) > 1
            }
            assert not twins, (lang, context.findtext("name"), sorted(twins))
