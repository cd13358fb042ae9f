"""A count in words in the language's plural forms, for the hint's and the review's sentences
(issue 35: never "1 decisions"). The scheme the game log's ``log_cards`` uses: three source
strings, each marked with QT_TRANSLATE_NOOP where it is written: ``one`` (English 1; Russian
and Ukrainian 1, 21, 31...), ``few`` (Russian and Ukrainian 2-4, 22-24...) and ``many``."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication


def plural_form(n: int, language: str) -> str:
    """ "one", "few" or "many": which of a counted text's forms ``n`` takes in ``language``."""
    if language in ("ru", "uk"):
        if n % 10 == 1 and n % 100 != 11:
            return "one"
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return "few"
        return "many"
    return "one" if n == 1 else "many"


def counted(context: str, n: int, one: str, few: str, many: str, **values: Any) -> str:
    """The form of ``one``/``few``/``many`` (``{n}`` and ``values`` filled in) that ``n``
    takes in the installed language, translated in ``context``."""
    from koloda.app.i18n import current_language

    form = plural_form(n, current_language())
    text = {"one": one, "few": few, "many": many}[form]
    return QCoreApplication.translate(context, text).format(n=n, **values)
