"""The guided first games (issue 27): each lesson file is complete in three languages, short,
legal from its first move to its game's end, and shows the rules a beginner needs."""

from __future__ import annotations

import json
from typing import Any

import pytest

from koloda.games import BUILTIN
from koloda.match import MatchError
from koloda.match.lesson import LANGUAGES, MAX_PERSON_STEPS, check, lesson_from_json, load_lesson
from koloda.rules import declaration

# what must happen in each game's lesson, as (event or action kind, seat or None for anyone)
SHOWN = {
    # RY-2 a lead, RY-3 following, RY-4 a pile won, RY-6a a bonus, RY-6b a penalty, RY-6c a
    # pile destroyed, RY-8/RY-9 the deal's end and its score
    "ryadky": [
        ("pile_taken", 0),
        ("pile_taken", 1),
        ("pile_destroyed", 0),
        ("bonus", 0),
        ("penalty", 1),
        ("deal_end", None),
        ("score", 0),
    ],
    # CR-4 the person leads, CR-1/CR-5 covers, CR-7 throws in, CR-8 passes (and so does the
    # other), CR-6 takes at once (and so does the other), CR-10 goes out, CR-12 the other is
    # the rooster
    "rooster": [
        ("lead", 0),
        ("cover", 0),
        ("cover", 1),
        ("throw", 0),
        ("throw", 1),
        ("pass", 0),
        ("pass", 1),
        ("take", 0),
        ("take", 1),
        ("player_out", 0),
        ("game_end", 1),
    ],
    # DR-2 drawing up to three, DR-3a/DR-3b melds (a set and a blind run: both are "meld"),
    # DR-3c a single, DR-4 a discard, DR-5a the run J-Q-K or Q-K-A ending the hand, DR-6 scores
    "ditch": [
        ("draw", 0),
        ("meld", 0),
        ("single", 0),
        ("discard", 0),
        ("top_run", 0),
        ("hand_end", None),
        ("score", 0),
    ],
}


def _data(game: str) -> dict[str, Any]:
    """The JSON of the lesson file ``game``'s package declares."""
    found = declaration(game)
    assert found.lesson is not None
    data: dict[str, Any] = json.loads(found.read_text(found.lesson))
    return data


@pytest.mark.parametrize("game", BUILTIN)
def test_a_lesson_plays_legally_to_its_games_end_in_few_steps(game: str) -> None:
    lesson = load_lesson(game)  # checks every move through the rules
    assert lesson.game == game
    assert 5 <= len(lesson.person_steps()) <= MAX_PERSON_STEPS
    match = check(lesson)
    assert match.is_over()
    assert lesson.human_seat in match.result().winners  # a first game the newcomer wins


@pytest.mark.parametrize("game", BUILTIN)
def test_every_step_of_the_persons_says_what_to_do_and_why_in_every_language(game: str) -> None:
    lesson = load_lesson(game)
    for index in lesson.person_steps():
        step = lesson.steps[index]
        assert step.say is not None and step.why is not None
        assert set(step.say) == set(LANGUAGES) == set(step.why)
        for lang in LANGUAGES:
            assert step.say[lang] != step.why[lang]
        # the caption names the card to play, in the table's own notation (♥ ♦ ♣ ♠)
        for card in step.action.split()[1:]:
            if len(card) == 2:
                suit = "♣♦♥♠"["CDHS".index(card[1])]
                assert all(suit in step.say[lang] for lang in LANGUAGES), (index, step.say)


@pytest.mark.parametrize("game", sorted(SHOWN))
def test_the_lesson_shows_every_rule_a_beginner_needs(game: str) -> None:
    lesson = load_lesson(game)
    from koloda.match import Match

    match = Match(lesson.config())
    happened: set[tuple[str, int | None]] = set()
    for step in lesson.steps:
        match.pending = None
        played = match.apply(step.seat, step.action)
        for event in played.events:
            happened.add((event.kind, event.seat))
            happened.add((event.kind, None))
    missing = [need for need in SHOWN[game] if need not in happened]
    assert missing == []


def test_a_damaged_lesson_is_refused_with_a_sentence() -> None:
    good = _data("ryadky")
    person = next(i for i, s in enumerate(good["steps"]) if s["seat"] == good["human_seat"])
    untranslated = json.loads(json.dumps(good))
    del untranslated["steps"][person]["say"]["uk"]
    illegal = json.loads(json.dumps(good))
    illegal["steps"][person]["action"] = "play 2C"  # no 2 in a 36-card deck
    short = json.loads(json.dumps(good))
    short["steps"] = short["steps"][:-1]
    for bad, words in (
        (untranslated, "must be given in en, ru, uk"),
        (illegal, "is not legal"),
        (short, "ends before its game does"),
        ({"format": "something else"}, "not a Koloda lesson"),
    ):
        with pytest.raises(MatchError, match=words):
            lesson_from_json(bad)


def test_every_game_has_its_guided_first_game() -> None:
    assert {g for g in BUILTIN if declaration(g).lesson is not None} == set(BUILTIN) == set(SHOWN)
    with pytest.raises(MatchError, match="the lesson of whist cannot be read: unknown game"):
        load_lesson("whist")
