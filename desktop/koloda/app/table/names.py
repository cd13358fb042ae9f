"""Card names on the table: ``TS`` as ``10♠`` (C-1), C-2 order, and card counts in the installed
language's plural forms."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QObject

SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
RANKS = "23456789TJQKA"


def pretty_card(name: str) -> str:
    """``TS`` -> ``10♠`` (C-1)."""
    if not isinstance(name, str) or len(name) != 2 or name[1] not in SUITS:
        return str(name)
    rank = "10" if name[0] == "T" else name[0]
    return rank + SUITS[name[1]]


def pretty_cards(names: Sequence[str]) -> str:
    return " ".join(pretty_card(n) for n in names)


def card_key(card: str) -> int:
    """C-2 order: by rank, then suit."""
    return RANKS.index(card[0]) * 4 + "CDHS".index(card[1])


def english_number(text: str, n: int) -> str:
    """A counted text as Qt translated it, its English "(s)" made singular or plural for ``n``
    (English has no translation file; a Russian or Ukrainian form has no "(s)" to change)."""
    return text.replace("(s)", "" if n == 1 else "s")


class Plurals(QObject):
    """The texts with a count, in the installed language's plural forms: Russian's and
    Ukrainian's three (1 карта, 2 карты, 5 карт) are Qt's numerus forms in the .ts files,
    English's "(s)" is made singular or plural by ``english_number``.

    Each is ``self.tr(text, "", n)``: the one form of a counted message that pyside6-lupdate
    marks numerus in 6.11 and 6.12 alike (6.11 passes over ``QCoreApplication.translate`` with
    a count, 6.12 marks it), so ``python -m koloda.app.i18n update`` leaves the .ts files as
    they are under either (issue 36). The hint's and the review's counted sentences are the
    same kind of object, in ``koloda.app.games.counts``."""

    def cards(self, n: int) -> str:
        return english_number(self.tr("%n card(s)", "", n), n)

    def stock(self, n: int) -> str:
        return english_number(self.tr("Stock, %n card(s)", "", n), n)

    def discard(self, n: int) -> str:
        """Chuvash Rooster's discard (CR-6)."""
        return english_number(self.tr("Discard, %n card(s)", "", n), n)

    def discard_pile(self, n: int) -> str:
        """Ditch Rummy's discard pile."""
        return english_number(self.tr("Discard pile, %n card(s)", "", n), n)

    def draw_from_stock(self, n: int) -> str:
        return english_number(self.tr("Draw %n card(s) from the stock", "", n), n)

    def legal_moves(self, n: int) -> str:
        return english_number(self.tr("%n legal move(s)", "", n), n)

    # how long a match is, said where a table is offered (a network table's lobby)

    def match_of_hands(self, n: int) -> str:
        """Ditch Rummy's option ``hands`` (DR-7)."""
        return english_number(self.tr("A match of %n hand(s).", "", n), n)

    def match_to_points(self, n: int) -> str:
        """Ditch Rummy's target (DR-7)."""
        return english_number(self.tr("A match to %n point(s).", "", n), n)

    def ryadok_of_deals(self, n: int, deck: str) -> str:
        """Ryadky's deals (RY-10) and its ``deck`` in words (RY-1)."""
        return english_number(self.tr("A ryadok of %n deal(s), {deck}.", "", n), n).format(
            deck=deck
        )

    def match_of_games(self, n: int) -> str:
        """Chuvash Rooster's series (CR-13)."""
        return english_number(self.tr("A match of %n game(s).", "", n), n)


_plurals: list[Plurals] = []


def plurals() -> Plurals:
    """The one Plurals object (made at the first use, after the QApplication if there is one)."""
    if not _plurals:
        _plurals.append(Plurals())
    return _plurals[0]


def cards_text(n: int) -> str:
    """ "5 cards" on the table, in the language's plural form (ru/uk: 1 карта, 2 карты, 5 карт)."""
    return plurals().cards(n)
