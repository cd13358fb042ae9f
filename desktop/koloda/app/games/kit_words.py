"""A table kit's second part: a game's words. Its names (title, blurb, the settings' opponent
label), the status line's hint of what may be done, the log's sentences for its actions and
events, and the clauses a hint gives for what a move does under the rules (issue 27); the
``Describer`` turns actions and events into those sentences, naming the seats.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication

from koloda.app.games.voice import Voice, spoken_cards
from koloda.rules import Action, Event, Observation, TableView
from koloda.rules.cards import card_name

__all__ = ["Describer", "KitWords", "Voice", "hint_words", "spoken_cards"]


def hint_words(text: str) -> str:
    """A hint's words (marked with QT_TRANSLATE_NOOP("Hint", ...)) in the installed language."""
    return QCoreApplication.translate("Hint", text)


class KitWords(ABC):
    """What one game's moves and events say (the second part of its ``TableKit``)."""

    # events that happen by themselves and are explained in a caption on the table as well
    caption_kinds: ClassVar[frozenset[str]] = frozenset()

    # ------------------------------------------------------------------ names

    @abstractmethod
    def title(self) -> str:
        """The game's name in the installed language."""

    @abstractmethod
    def blurb(self) -> str:
        """One or two sentences for the start screen."""

    @abstractmethod
    def opponents_label(self) -> str:
        """The settings' label for this game's opponent level (with a mnemonic)."""

    # ------------------------------------------------------------------ the status line and the log

    @abstractmethod
    def turn_hint(self, obs: Observation) -> str:
        """What the human may do now, in one sentence, from the legal actions' kinds."""

    @abstractmethod
    def action_sentence(
        self,
        d: Voice,
        seat: int,
        kind: str,
        cards: list[str],
        n: int | None,
        public: TableView | None,
    ) -> str | None:
        """The log's sentence for one of the game's actions, or None for an unknown kind."""

    def event_sentence(self, d: Voice, event: Event) -> str | None:
        """The log's sentence for one of the game's named events, or None."""
        return None

    def move_sentences(self, d: Voice, events: list[Event]) -> list[str]:
        """Sentences for card moves worth saying on their own (a pick-up)."""
        return []

    # ------------------------------------------------------------------ hints (issue 27)

    def fact_clauses(self, d: Voice, fact: dict[str, Any]) -> list[str]:
        """What a move does under the rules, from its facts (``koloda.ai.reasons``, as JSON),
        in short clauses citing the rule ids; [] when the game words none."""
        return []

    def review_note(self, d: Voice, facts: list[dict[str, Any]]) -> str:
        """A sentence the review adds to its why from the better move's facts, where the
        game has one to say (Chuvash Rooster: on whom the series turns); "" else."""
        return ""

    def match_length(self, options: Mapping[str, Any], match_games: int) -> str:
        """How long a match of the game with ``options`` (and, for a series, ``match_games``
        games) is, in a sentence for where a table is offered ("A match of 2 hands."); ""
        where the game says none."""
        return ""

    def hint_outcome(self, match: str = "") -> str:
        """What a hint's chance is the chance of, after "this": "wins you the match" (Ryadky's
        game of all its deals, RY-10; Ditch Rummy's match near its end, issue 44); ``match``:
        how the values are said for the match (an analysis' ``match``, the kinds of
        ``koloda.ai.match.scale_words``), where a game's own outcome would say something else
        (Chuvash Rooster's)."""
        return QCoreApplication.translate("Hint", "wins you the match")


class Describer(Voice):
    """Turns actions and events into sentences, naming seats by the players' names; what a
    game's moves and events say comes from its kit, which is handed this describer as the
    ``Voice`` its sentences are said in."""

    def __init__(
        self,
        names: list[str],
        human_seat: int | None,
        kit: KitWords | None,
        *,
        spoken: bool = False,
    ) -> None:
        super().__init__(names, human_seat, spoken=spoken)
        self.kit = kit

    def captions(self, events: list[Event]) -> list[str]:
        """The sentences of the events the table explains in a caption (the kit's
        ``caption_kinds``: a pile that goes to someone, cards lost to a 7 or a Q...)."""
        kinds = self.kit.caption_kinds if self.kit is not None else frozenset()
        lines = [self.event(e) for e in events if e.kind in kinds]
        return [line[:1].upper() + line[1:] for line in lines if line]

    def action(self, seat: int, action: Action, public: TableView | None = None) -> str:
        """One sentence for an action of the rules."""
        cards = [card_name(c) for c in action.cards]
        sentence = None
        if self.kit is not None:
            sentence = self.kit.action_sentence(self, seat, action.kind, cards, action.n, public)
        return sentence if sentence is not None else f"{self.who(seat)}: {action}"

    def event(self, event: Event) -> str | None:
        """A sentence for a named event, or None for those the action's sentence already says."""
        line = self.kit.event_sentence(self, event) if self.kit is not None else None
        if line is None and event.kind == "game_end":
            line = QCoreApplication.translate("GameLog", "the game is over")
        return line

    def lines(
        self,
        seat: int,
        action: Action | None,
        events: list[Event],
        public: TableView | None = None,
    ) -> list[str]:
        """Every sentence for one applied action (the action first, then its named events;
        None: no action, as a deal)."""
        out: list[str] = []
        if action is not None:
            out.append(self.action(seat, action, public))
        self.acting = action  # what the events' sentences may refer to
        self.events = list(events)
        said: list[str] = []
        for event in events:  # in the order they happened: a last bout's pick-up came after
            line = self.event(event)  # "The game is over"
            if line:
                said.append(line)
            if self.kit is not None and event.kind == "move":
                said += [m for m in self.kit.move_sentences(self, [event]) if m not in said]
        out.extend(line[:1].upper() + line[1:] for line in said)
        return out
