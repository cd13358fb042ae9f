"""Chuvash Rooster's words for a series (CR-13, issue 44): on whom its last game turns, and
what a hint's or a review's chance is the chance of when the values are the series'."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from koloda.app.games.base import hint_words
from koloda.app.tr import QT_TRANSLATE_NOOP

# What a chance said for the series is the chance of, by ``koloda.ai.match.scale_words``' kind:
# the better of two results, or with more than two the expected share (a share is no win).
OUTCOMES = {
    "win": QT_TRANSLATE_NOOP("Hint", "wins you the series"),
    "share": QT_TRANSLATE_NOOP("Hint", "gets you a share of the series"),
    "alone": QT_TRANSLATE_NOOP("Hint", "wins you the series outright"),
    "more": QT_TRANSLATE_NOOP("Hint", "gets you the larger share of the series"),
    "part": QT_TRANSLATE_NOOP(
        "Hint", "wins you the series (a shared series counted as part of a win)"
    ),
    "parts": QT_TRANSLATE_NOOP(
        "Hint", "gets you a share of the series (a smaller share counted for less)"
    ),
}
GAME_OUTCOME = QT_TRANSLATE_NOOP("Hint", "keeps you out of the rooster's seat")  # CR-12


def series_outcome(match: str) -> str:
    """After "this": staying out of the rooster's seat (CR-12), or for a ``match`` kind the
    series' result (``OUTCOMES``)."""
    return QCoreApplication.translate("Hint", OUTCOMES.get(match, GAME_OUTCOME))


def series_clause(names: list[str], share: bool) -> str:
    """On whom the series turns in its last game (CR-12, CR-13; the facts' ``series_with``):
    "you share the series only if Boris ends the rooster", or with the whole of it "the series
    is yours alone only if …"; several names are said "Boris or Chen"."""
    who = names[-1]
    if len(names) > 1:
        text = hint_words(QT_TRANSLATE_NOOP("Hint", "{names} or {last}"))
        who = text.format(names=", ".join(names[:-1]), last=names[-1])
    if share:
        text = QT_TRANSLATE_NOOP(
            "Hint", "you share the series only if {who} ends the rooster (CR-13)"
        )
    else:
        text = QT_TRANSLATE_NOOP(
            "Hint", "the series is yours alone only if {who} ends the rooster (CR-13)"
        )
    return hint_words(text).format(who=who)


def series_sentence(names: list[str], share: bool) -> str:
    """``series_clause`` as a sentence of its own: "You share the series only if Chen ends
    the rooster (CR-13)." """
    clause = series_clause(names, share)
    return clause[:1].upper() + clause[1:] + "."
