"""Card names on the table: ``TS`` as ``10♠`` (C-1), C-2 order, and card counts in the installed
language's plural forms."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

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


def english_plural(text: str, n: int) -> str:
    """English has no translation file: "%n card(s)" (already with its number) reads "1 card",
    "5 cards". A translation holds its own forms (KolodaTranslator, "one|few|many")."""
    return text.replace("(s)", "" if n == 1 else "s")


def cards_text(n: int) -> str:
    """ "5 cards" on the table, in the language's plural form (ru/uk: 1 карта, 2 карты, 5 карт)."""
    return english_plural(QCoreApplication.translate("Table", "%n card(s)", None, n), n)
