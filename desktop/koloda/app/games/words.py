"""The game log's words every game shares: card counts in the language's plural forms."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


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
