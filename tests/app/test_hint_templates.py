"""Every hint and review sentence, rendered from its templates in English, Russian and
Ukrainian, for the person ("you") and for another seat (issue 35): no "You's" or "гравця Ви",
no "1 decisions", no bare "J♣ Q♠", no placeholder left unfilled, no "close call"."""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterator
from typing import Any

import pytest

from koloda.app import i18n
from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.games.hint_text import (
    hint_details,
    hint_sentence,
    odds_words,
    points_words,
    spoken,
)
from koloda.app.play.review import Tally
from koloda.app.window.review_dialog import (
    accuracy_text,
    cost_details,
    cost_sentence,
    finished_text,
    headline,
    why_sentence,
)
from koloda.rules import Action

NAMES = ["Mykola", "Olena", "Taras"]  # the person's seat is named "You" in each test
COUNTS = (0, 1, 2, 3, 5, 11, 12, 21, 22, 25)
# a seat named where "you" must be said instead, and counts in the wrong form
BAD = {
    "en": [
        r"\bYou's\b",
        r"\byou's\b",
        r"\bYou (loses|plays|draws|covers|leads|passes|throws|melds|discards|says)\b",
        r"(?<![\d.])1 (decisions|cards|points)\b",
        r"(?<![\d.])(0|[2-9]|1\d|2\d) (decision|card|point)\b",
    ],
    "ru": [
        r"\b(игрока|у) (Вы|вы|Вас)\b",
        r"\bВы's\b",
        r"(?<!1)1 (решений|карт|очков|карты|очка)\b",
        r"\b[5-9] (решения|карты|очка)\b",
        r"\(ы\)",
        r"^Вы \w+: [^:.—]*: ",  # "Вы ходите: 10♠: заходят...": the move's colon, then the join's
    ],
    "uk": [
        r"^Ви \w+ ?[\w ]*: [^:.—]*: ",  # "Ви берете з колоди: 3 карти: із трьома..."
        r"\b(гравця|у) (Ви|ви|Вас)\b",
        r"\bВи's\b",
        r"(?<!1)1 (рішень|карт|очок|карти|очки)\b",
        r"\b[5-9] (рішення|карти|очки)\b",
        r"\(и\)",
    ],
}
# in every language: a template's placeholder left, a bare card pair, words the hint no longer
# says (a close call beside 100%, "a little better" after a lower figure)
EVERYWHERE = [
    r"\{\w*\}",
    r"%[sdvm]",
    r"[♣♦♥♠] (10|[2-9JQKA])[♣♦♥♠]",
    r"close call",
    r"a little better",
    r"  ",
    r" [.,;:]",
]


def _ryadky_facts(nxt: int) -> Iterator[dict[str, Any]]:
    """``nxt``: the seat that must answer the person's card, never the person (RY-3)."""
    base = {"game": "ryadky", "card": "7S", "pile": 1, "bonus": 0, "penalty": 0, "rules": []}
    yield {**base, "kind": "lead", "by": "", "next_seat": nxt, "outcome": "open"}
    for by, bonus, penalty, pile in itertools.product(
        ("rank", "suit"), (0, 1, 2), (0, 1, 4), (2, 5, 21)
    ):
        yield {
            **base,
            "kind": "follow",
            "by": by,
            "bonus": bonus,
            "penalty": penalty,
            "pile": pile,
            "next_seat": nxt,
            "outcome": "open",
        }
    for outcome, pile in itertools.product(("destroyed", "won", "built"), (1, 2, 3, 5, 12, 21)):
        yield {
            **base,
            "kind": "follow",
            "by": "rank",
            "pile": pile,
            "next_seat": 2,
            "outcome": outcome,
        }


def _rooster_facts() -> Iterator[dict[str, Any]]:
    base = {
        "game": "rooster",
        "beats_by": "",
        "suit_left": 0,
        "hand_left": 3,
        "covered": False,
        "immediate": False,
        "pick_up": 0,
        "stock": 0,
        "goes_out": False,
        "rules": [],
    }
    for left, out in itertools.product((0, 1, 2, 5), (False, True)):
        extra = {"suit_left": left, "goes_out": out}
        yield {**base, **extra, "kind": "lead", "cards": ["JC", "QC"]}
        yield {**base, **extra, "kind": "throw", "cards": ["9D"]}
        for by in ("rank", "suit"):
            yield {**base, **extra, "kind": "cover", "cards": ["7S", "KS"], "beats_by": by}
    for n in (1, 2, 3, 5, 21):
        yield {**base, "kind": "take", "cards": [], "immediate": n == 1, "pick_up": n}
    yield {**base, "kind": "pass", "cards": []}
    # the last game of a series that turns on who else ends the rooster (CR-13, issue 44)
    for seats, share in (([2], True), ([2], False), ([1, 2], True), ([0, 1, 2], False)):
        yield {**base, "kind": "lead", "cards": ["9S"], "series_with": seats, "series_share": share}


def _ditch_facts(other: int) -> Iterator[dict[str, Any]]:
    base = {"game": "ditch", "count": 0, "points": 0, "meld": None, "meld_owner": None}
    for ends, lead in itertools.product(
        ("", "top_run", "stock_out", "quiet_round"), (-21, -2, -1, 0, 1, 3, 5, 40)
    ):
        base["lead"] = lead
        for held, stock in ((3, 30), (1, 30), (2, 12), (3, 0)):
            yield {**base, "kind": "draw", "cards": [], "count": 1, "hand_left": held}
            yield {**base, "kind": "draw", "cards": [], "hand_left": held, "stock": stock}
        yield {**base, "kind": "set", "cards": ["7C", "7D", "7H"], "points": 5, "ends": ends}
        yield {**base, "kind": "run", "cards": ["JC", "QS"], "points": 25, "ends": ends}
        for owner in (0, other):
            yield {
                **base,
                "kind": "single",
                "cards": ["AC"],
                "points": 10,
                "meld": 0,
                "meld_owner": owner,
                "ends": ends,
            }
        yield {**base, "kind": "discard", "cards": ["2C", "KD"], "count": 2, "ends": ends}
        yield {**base, "kind": "pass", "cards": [], "ends": ends}


ACTIONS = {
    "ryadky": ["play 7S", "play TS"],
    "rooster": ["lead JC QC", "cover 7S KS", "take", "throw 9D", "pass"],
    "ditch": ["draw 1", "draw 3", "meld 7C 7D 7H", "meld JC QS KD", "discard 2C KD", "pass"],
}


def _facts(game: str, human: int = 0) -> list[dict[str, Any]]:
    """Facts of every kind for a hint to the person at seat ``human``, naming another seat."""
    if game == "ryadky":
        return list(_ryadky_facts(nxt=(human + 1) % 3))
    if game == "rooster":
        return list(_rooster_facts())
    return list(_ditch_facts(other=(human + 1) % 3))


def _analyses(game: str, action: str, facts: list[dict[str, Any]]) -> Iterator[dict[str, Any]]:
    """Analyses of every shape a hint words: each basis, close or not, every odds."""
    unit = "points" if game == "ditch" else "chance"
    values = (-12.0, -1.0, 0.2, 1.0, 3.0, 25.0) if unit == "points" else (0, 0.02, 0.3, 0.5, 1)
    other = "pass" if action != "pass" else "take"
    yield {"basis": "forced", "unit": unit, "candidates": [{"action": action}]}
    yield {"basis": "rule", "unit": unit, "candidates": [{"action": action, "facts": facts}]}
    for basis, value, close in itertools.product(("search", "exact"), values, (False, True)):
        for second in (value, value - 0.1 * (1 + abs(value))):
            yield {
                "basis": basis,
                "unit": "points" if basis == "exact" and game == "ryadky" else unit,
                "deals": 600,
                "gap": value - second,
                "margin": 0.03,
                "close": close,
                "candidates": [
                    {"action": action, "value": value, "stderr": 0.01, "facts": facts},
                    {"action": other, "value": second, "stderr": 0.02, "facts": []},
                    {"action": "play 9S", "value": None},
                ],
            }


def _check(lang: str, text: str) -> None:
    for pattern in BAD[lang] + EVERYWHERE:
        assert not re.search(pattern, text), (lang, pattern, text)


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("game", ["ryadky", "rooster", "ditch"])
def test_every_hint_sentence_reads_right_for_you_and_for_another_seat(
    qapp: Any, lang: str, game: str
) -> None:
    i18n.install_language(lang)
    k = kit(game)
    said = 0
    for human in (0, 1):  # the person at seat 0, or at seat 1 with seat 0 another player
        names = [i18n.display_name(n) for n in NAMES]
        names[human] = i18n.display_name("You")
        d = Describer(names, human, k)
        facts = _facts(game, human)
        for fact in facts:
            for clause in k.fact_clauses(d, fact):
                _check(lang, clause)
                said += 1
        for action in ACTIONS[game]:
            for seat in range(3):  # the move as a hint says it, for you and for the others
                _check(lang, spoken(d).action(seat, Action.parse(action)))
            for fact in facts[:: max(1, len(facts) // 6)]:
                for analysis in _analyses(game, action, [fact]):
                    _check(lang, hint_sentence(k, d, human, action, analysis))
                    _check(lang, hint_details(k, analysis))
                    said += 1
    for value, exact in itertools.product([i / 100 for i in range(101)], (False, True)):
        _check(lang, odds_words(k, value, exact))
    for n in COUNTS:
        _check(lang, points_words(float(n)))
        _check(lang, points_words(-float(n)))
    assert said > 100


def _verdicts(game: str) -> Iterator[dict[str, Any]]:
    unit = "points" if game == "ditch" else "chance"
    facts = _facts(game)
    for basis, best, played in itertools.product(
        ("search", "exact"), (1.0, 0.7, 0.5), (0.0, 0.05, 0.45, 0.65)
    ):
        scale = 40 if unit == "points" else 1
        yield {
            "game": game,
            "unit": unit,
            "basis": basis,
            "move": 7,
            "played": ACTIONS[game][0],
            "best": ACTIONS[game][-1],
            "played_plan": ACTIONS[game][:2],
            "best_plan": ACTIONS[game][-2:],
            "best_value": best * scale,
            "played_value": played * scale,
            "difference": (best - played) * scale,
            "stderr": 0.02 * scale,
            "second_difference": (best - played) * scale * 0.9,
            "deals": 600,
            "best_facts": facts[:2],
            "played_facts": facts[-2:],
        }


@pytest.mark.parametrize("lang", ["en", "ru", "uk"])
@pytest.mark.parametrize("game", ["ryadky", "rooster", "ditch"])
def test_every_review_sentence_reads_right(qapp: Any, lang: str, game: str) -> None:
    i18n.install_language(lang)
    for verdict in _verdicts(game):
        for text in (
            headline(verdict),
            why_sentence(verdict),
            cost_sentence(verdict),
            cost_details(verdict),
        ):
            _check(lang, text)
    tallies = [
        Tally(decisions, judged, flagged)
        for decisions, judged, flagged in itertools.product(COUNTS, COUNTS, COUNTS)
        if 0 < judged <= decisions and flagged <= judged
    ]
    for counts in tallies:
        _check(lang, accuracy_text(counts))
        _check(lang, finished_text(counts))


def test_a_team_hint_speaks_of_the_teams_not_of_the_others(qapp: Any) -> None:
    """In a four-player team game of Ditch Rummy (DR-8) the hint said "the others should gain
    about 4 points more than you": "the others" were three players, one of them the partner,
    and the value is the two sides' margin."""
    from koloda.games.ditch.view import DitchView

    names = ["You", "Olena", "Taras", "Iryna"]
    d = Describer(names, 0, kit("ditch"))
    analysis = {
        "basis": "search",
        "unit": "points",
        "deals": 600,
        "close": False,
        "candidates": [
            {"action": "discard 2H 6C", "value": -4.0, "stderr": 0.5, "facts": []},
            {"action": "discard 2H QC", "value": -9.0, "stderr": 0.5, "facts": []},
        ],
    }
    teams = hint_sentence(kit("ditch"), d, 0, "discard 2H 6C", analysis, DitchView(teams=True))
    assert "the other team should gain about 4 points more than yours this hand" in teams
    alone = hint_sentence(kit("ditch"), d, 0, "discard 2H 6C", analysis, DitchView())
    assert "the others should gain about 4 points more than you this hand" in alone
