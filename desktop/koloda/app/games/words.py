"""Words every game shares: card names with suit symbols, card counts in the language's plural
forms, and the Describer that turns a move and its events into the game log's sentences."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from koloda.app.games.base import TableKit

SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANKS = "23456789TJQKA"


def pretty_card(name: str) -> str:
    """``TS`` -> ``10♠`` (C-1)."""
    if not isinstance(name, str) or len(name) != 2 or name[1] not in SUITS:
        return str(name)
    rank = "10" if name[0] == "T" else name[0]
    return rank + SUITS[name[1]]


def pretty_cards(names: list[str]) -> str:
    return " ".join(pretty_card(n) for n in names)


def card_key(card: str) -> int:
    """C-2 order: by rank, then suit."""
    return RANKS.index(card[0]) * 4 + "CDHS".index(card[1])


def english_plural(text: str, n: int) -> str:
    """English has no translation file: "%n card(s)" (already with its number) reads "1 card",
    "5 cards". A translation holds its own forms (KolodaTranslator, "one|few|many")."""
    return text.replace("card(s)", "card" if n == 1 else "cards")


def cards_text(n: int) -> str:
    """ "5 cards" on the table, in the language's plural form (ru/uk: 1 карта, 2 карты, 5 карт)."""
    return english_plural(QCoreApplication.translate("Table", "%n card(s)", None, n), n)


def log_cards(n: int) -> str:
    """'1 card', '5 cards' in the log; Russian and Ukrainian in their three plural forms."""
    from koloda.app.i18n import current_language

    if current_language() in ("ru", "uk"):  # one: 1, 21, 31...; few: 2-4, 22-24...; many
        if n % 10 == 1 and n % 100 != 11:
            return QCoreApplication.translate("GameLog", "{n} card").format(n=n)
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return QCoreApplication.translate("GameLog", "{n} cards (2 to 4)").format(n=n)
    if n == 1:
        return QCoreApplication.translate("GameLog", "{n} card").format(n=n)
    return QCoreApplication.translate("GameLog", "{n} cards").format(n=n)


class Describer:
    """Turns actions and events into sentences, naming seats by the players' names; what a
    game's moves and events say comes from its kit."""

    def __init__(self, names: list[str], human_seat: int | None, kit: TableKit | None) -> None:
        self.names = names
        self.human_seat = human_seat
        self.kit = kit

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

    def say(self, seat: Any, third: str, second: str, **values: Any) -> str:
        """The sentence for ``seat``: ``second`` (addressed to 'you') for the human seat; both
        are marked with QT_TRANSLATE_NOOP("GameLog", ...) where they are written."""
        if seat == self.human_seat:
            return QCoreApplication.translate("GameLog", second).format(**values)
        return QCoreApplication.translate("GameLog", third).format(who=self.who(seat), **values)

    def action(self, seat: int, action: str, public: dict[str, Any] | None = None) -> str:
        """One sentence for an action string of the protocol."""
        words = action.split()
        if not words:
            return ""
        kind, rest = words[0], words[1:]
        cards = [w for w in rest if not w.isdigit()]
        number = next((int(w) for w in rest if w.isdigit()), None)
        sentence = None
        if self.kit is not None:
            sentence = self.kit.action_sentence(self, seat, kind, cards, number, public or {})
        return sentence if sentence is not None else f"{self.who(seat)}: {action}"

    def event(self, event: dict[str, Any]) -> str | None:
        """A sentence for a named event, or None for those the action's sentence already says."""
        line = self.kit.event_sentence(self, event) if self.kit is not None else None
        if line is None and event.get("kind") == "game_end":
            line = QCoreApplication.translate("GameLog", "the game is over")
        return line

    def lines(
        self,
        seat: int,
        action: str,
        events: list[dict[str, Any]],
        public: dict[str, Any] | None = None,
    ) -> list[str]:
        """Every sentence for one applied action (the action first, then its named events)."""
        out: list[str] = []
        if action:
            out.append(self.action(seat, action, public))
        said = [line for line in map(self.event, events) if line]
        if self.kit is not None:
            said += self.kit.move_sentences(self, events)
        out.extend(line[:1].upper() + line[1:] for line in said)
        return out
