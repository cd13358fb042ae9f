"""The game log's words every game shares: card counts in the language's plural forms."""

from __future__ import annotations

from koloda.app.table.names import plurals


def log_cards(n: int) -> str:
    """'1 card', '5 cards' in the log; Russian and Ukrainian in their three plural forms (Qt's
    numerus forms, as on the table: one 1, 21, 31...; few 2-4, 22-24...; many)."""
    return plurals().cards(n)
