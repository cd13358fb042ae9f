"""The vocabulary a game's sentences are said in (the log's, the captions', a hint's): the
players' names, "you" for the person, cards as the log or a sentence shows them. A table kit's
sentence hooks are handed a ``Voice`` and call only it; the ``Describer`` (kit_words) that calls
those hooks is one, so a kit's words never call back into the describer that asked for them.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from koloda.app.table.names import pretty_card, pretty_cards
from koloda.rules import Action, Event


def spoken_cards(names: list[str]) -> str:
    """Several cards as a sentence names them, never misread as one: "J♣ and Q♠", "7♣, 7♦
    and 7♥" (the log's short form is "J♣ Q♠")."""
    shown = [pretty_card(n) for n in names]
    if len(shown) < 2:
        return "".join(shown)
    return QCoreApplication.translate("Hint", "{cards} and {last}").format(
        cards=", ".join(shown[:-1]), last=shown[-1]
    )


class Voice:
    """Seats by the players' names (``human_seat`` addressed as "you"), cards in the log's
    short form or, ``spoken``, as a sentence names them; ``acting`` and ``events``: the
    action being described and all its events, for sentences that refer to them."""

    def __init__(self, names: list[str], human_seat: int | None, *, spoken: bool = False) -> None:
        self.names = names
        self.human_seat = human_seat
        self.spoken = spoken  # cards named as a sentence does (a hint), not as the log does
        self.acting: Action | None = None  # the action being described
        self.events: list[Event] = []  # all the events of that action

    def cards(self, names: list[str]) -> str:
        """Cards in a sentence: the log's short "J♣ Q♠", or a hint's "J♣ and Q♠"."""
        return spoken_cards(names) if self.spoken else pretty_cards(names)

    def who(self, seat: Any) -> str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            return QCoreApplication.translate("GameLog", "someone")
        return self.names[seat]

    def whom(self, seat: Any) -> str:
        """The object form: 'you' for the human."""
        return (
            QCoreApplication.translate("GameLog", "you")
            if seat == self.human_seat
            else self.who(seat)
        )

    def pronoun(self, seat: Any) -> str:
        """The one pronoun said of ``seat``'s player: "she", "he" or "they" (issue 41)."""
        from koloda.app.i18n import pronoun

        return pronoun(self.who(seat))

    def say(self, seat: Any, third: str, second: str, **values: Any) -> str:
        """The sentence for ``seat``: ``second`` (addressed to 'you') for the human seat; both
        are marked with QT_TRANSLATE_NOOP("GameLog", ...) where they are written."""
        if seat == self.human_seat:
            return QCoreApplication.translate("GameLog", second).format(**values)
        return QCoreApplication.translate("GameLog", third).format(who=self.who(seat), **values)
