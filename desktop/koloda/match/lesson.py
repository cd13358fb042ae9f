"""A guided first game (issue 27): a real match on a fixed, hand-made deal whose every move is
written down. The person's moves carry a caption (what to do and why) and the rule a different
move would break; the opponents' moves are played from the script. No Qt: the app's lesson run
(``koloda.app.play.lesson``) puts it on the table.

A lesson is a versioned JSON file per game, the ``lesson`` file its package declares
(``koloda/games/<game>/lesson.json``, read by ``load_lesson``), with every text in English,
Russian and Ukrainian:

    {"format": "koloda-lesson", "version": 1, "game": "ryadky", "players": 2,
     "options": {...}, "dealer": 1, "human_seat": 0, "decks": [["7H", ...]],
     "intro": {"en": ..., "ru": ..., "uk": ...}, "outro": {...},
     "steps": [{"seat": 1, "action": "play 9H"},
               {"seat": 0, "action": "play 9S", "say": {...}, "why": {...}}, ...]}
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from koloda.match.config import MatchConfig, MatchError
from koloda.match.match import Match
from koloda.rules import RulesError, declaration, games

LESSON_FORMAT = "koloda-lesson"
LESSON_VERSION = 1
LANGUAGES = ("en", "ru", "uk")
MAX_PERSON_STEPS = 25  # a guided game stays short (issue 27)
MAX_TEXT = 600

Text = dict[str, str]  # one sentence or two in each of LANGUAGES


@dataclass(frozen=True)
class Step:
    """One move of the lesson's game. A person's step says what to do and why (``say``) and
    the rule another move would break (``why``); an opponent's may say what just happened."""

    seat: int
    action: str
    say: Text | None = None
    why: Text | None = None


@dataclass(frozen=True)
class Lesson:
    game: str
    players: int
    options: dict[str, Any]
    dealer: int
    human_seat: int
    decks: list[list[str]]
    intro: Text
    outro: Text
    steps: tuple[Step, ...]

    def config(self, names: list[str] | None = None) -> MatchConfig:
        """The match the lesson plays (the opponents' levels do not matter: they follow the
        script)."""
        config = MatchConfig(
            game=self.game,
            players=self.players,
            options=dict(self.options),
            human_seat=self.human_seat,
            first_dealer=self.dealer,
            match_games=1,
            decks=[list(d) for d in self.decks],
            lesson=self.game,
        )
        if names is not None:
            config.names = list(names)
        return config

    def person_steps(self) -> list[int]:
        """Indexes in ``steps`` of the person's moves."""
        return [i for i, s in enumerate(self.steps) if s.seat == self.human_seat]

    def next_person_step(self, played: int) -> int | None:
        """The index of the person's next step once ``played`` moves are made, or None."""
        return next((i for i in self.person_steps() if i >= played), None)

    def opponents_moves(self, played: int) -> list[tuple[int, str]]:
        """The opponents' moves still to be played after the first ``played`` moves."""
        return [(s.seat, s.action) for s in self.steps[played:] if s.seat != self.human_seat]

    def is_over(self, played: int) -> bool:
        return played >= len(self.steps)


def _text(value: Any, where: str) -> Text:
    if not isinstance(value, dict) or set(value) != set(LANGUAGES):
        raise MatchError(f"the lesson's {where} must be given in {', '.join(LANGUAGES)}")
    for lang, text in value.items():
        if not isinstance(text, str) or not 0 < len(text.strip()) <= MAX_TEXT:
            raise MatchError(f"the lesson's {where} ({lang}) must be text of 1-{MAX_TEXT} chars")
    return {k: str(v) for k, v in value.items()}


def _step(value: Any, number: int, human: int) -> Step:
    if not isinstance(value, dict) or not isinstance(value.get("action"), str):
        raise MatchError(f"lesson step {number} needs an action")
    seat = value.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise MatchError(f"lesson step {number} needs a seat")
    if seat == human:
        say = _text(value.get("say"), f"step {number} caption")
        why = _text(value.get("why"), f"step {number} rule")
        return Step(seat, value["action"], say, why)
    said = value.get("say")
    return Step(seat, value["action"], _text(said, f"step {number}") if said else None)


def load_lesson(game: str) -> Lesson:
    """The guided first game of ``game`` (the lesson file its package declares); MatchError
    with a sentence when it has none, or it is missing or damaged."""
    try:
        found = declaration(game)
        if found.lesson is None:
            raise OSError("the game declares none")
        data = json.loads(found.read_text(found.lesson))
    except (OSError, ValueError) as e:  # ValueError: an unknown game, or a file not JSON
        raise MatchError(f"the lesson of {game} cannot be read: {e}") from None
    return lesson_from_json(data)


def lesson_from_json(data: Any) -> Lesson:
    """A lesson from its JSON; MatchError on anything malformed (a damaged resource is refused
    with a sentence, never half-played)."""
    if not isinstance(data, dict) or data.get("format") != LESSON_FORMAT:
        raise MatchError("not a Koloda lesson")
    if data.get("version") != LESSON_VERSION:
        raise MatchError(f"unsupported lesson version {data.get('version')!r}")
    game = data.get("game")
    if game not in games():
        raise MatchError(f"the lesson is for an unknown game {game!r}")
    human = data.get("human_seat")
    steps_in = data.get("steps")
    if not isinstance(human, int) or not isinstance(steps_in, list) or not steps_in:
        raise MatchError("the lesson needs a human seat and steps")
    decks = data.get("decks")
    if not isinstance(decks, list) or not all(isinstance(d, list) for d in decks):
        raise MatchError("the lesson needs its deck orders")
    lesson = Lesson(
        game=str(game),
        players=int(data.get("players") or 0),
        options=dict(data.get("options") or {}),
        dealer=int(data.get("dealer") or 0),
        human_seat=human,
        decks=[[str(c) for c in d] for d in decks],
        intro=_text(data.get("intro"), "introduction"),
        outro=_text(data.get("outro"), "ending"),
        steps=tuple(_step(s, n, human) for n, s in enumerate(steps_in, start=1)),
    )
    if len(lesson.person_steps()) > MAX_PERSON_STEPS:
        raise MatchError(f"a lesson has at most {MAX_PERSON_STEPS} steps of the person's")
    check(lesson)
    return lesson


def check(lesson: Lesson) -> Match:
    """Play the whole script through the rules: every move legal for the seat to move, and the
    match over after the last one (MatchError otherwise). The finished match is returned."""
    config = lesson.config()
    config.validate()
    match = Match(config)
    for number, step in enumerate(lesson.steps, start=1):
        match.pending = None
        if match.to_move() != step.seat:
            raise MatchError(f"lesson step {number}: seat {step.seat} is not to move")
        try:
            match.apply(step.seat, step.action)
        except (MatchError, RulesError) as e:
            raise MatchError(f"lesson step {number} is not legal: {e}") from None
    if not match.is_over():
        raise MatchError("the lesson's script ends before its game does")
    return match
