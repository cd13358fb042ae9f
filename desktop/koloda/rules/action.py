"""A move as a value: the one type every layer above the rules names a move by (the rules'
``legal_actions``, an ``Observation``'s ``legal``, the table's gestures, the match's record),
with the engine protocol's action strings (docs/rules.md) as its text form for the edges: the
engine, saved games, logs.
Below ``koloda.rules.base`` and ``koloda.rules.observation``, so that both may name it."""

from __future__ import annotations

from typing import NamedTuple

from koloda.rules.cards import Card, CardError, card_name, parse_card


class RulesError(ValueError):
    """An illegal or malformed action, or a game that cannot be set up as asked.
    The message is one clear sentence for a person."""


class Action(NamedTuple):
    """One move in the protocol's text form: ``kind`` then sorted cards then an optional number.

    ``play 7S`` is Action("play", (card,)); ``single 8C 3`` is Action("single", (card,), 3);
    ``draw 2`` is Action("draw", (), 2); ``take`` is Action("take").
    """

    kind: str
    cards: tuple[Card, ...] = ()
    n: int | None = None

    def __str__(self) -> str:
        parts = [self.kind, *(card_name(c) for c in self.cards)]
        if self.n is not None:
            parts.append(str(self.n))
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Parse an action string; raises RulesError if it is not of the protocol's form."""
        if not isinstance(text, str):
            raise RulesError("an action must be a string such as 'play 7S'")
        words = text.split(" ")
        if not words or not words[0] or not words[0].isalpha() or not words[0].islower():
            raise RulesError(f"malformed action {text!r}")
        n: int | None = None
        body = words[1:]
        if body and body[-1].isdigit() and body[-1].isascii():
            if len(body[-1]) > 1 and body[-1][0] == "0":
                raise RulesError(f"malformed number in action {text!r}")
            n = int(body[-1])
            body = body[:-1]
        try:
            cards = tuple(parse_card(w) for w in body)
        except CardError as e:
            raise RulesError(f"malformed action {text!r}: {e}") from None
        action = cls(words[0], cards, n)
        if str(action) != text:
            raise RulesError(f"malformed action {text!r}")
        return action
