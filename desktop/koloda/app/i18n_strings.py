"""Strings the table translates at run time through its own helpers (``_tr(text)``), which
pyside6-lupdate cannot see; listed here so that ``python -m koloda.app.i18n update`` collects
them into the .ts files (context "Table", as the table looks them up)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

TABLE_STRINGS = (
    # action bar (table_actions.buttons)
    QT_TRANSLATE_NOOP("Table", "Take"),
    QT_TRANSLATE_NOOP("Table", "Pick up every card on the table"),
    QT_TRANSLATE_NOOP("Table", "Draw {n}"),
    QT_TRANSLATE_NOOP("Table", "Draw {n} card(s) from the stock"),
    QT_TRANSLATE_NOOP("Table", "End turn"),
    QT_TRANSLATE_NOOP("Table", "End your turn without discarding"),
    QT_TRANSLATE_NOOP("Table", "Pass"),
    QT_TRANSLATE_NOOP("Table", "Throw in nothing more"),
    # why a drop is refused (table_actions.explain)
    QT_TRANSLATE_NOOP("Table", "Wait for your turn."),
    QT_TRANSLATE_NOOP("Table", "Play your card onto the pile."),
    QT_TRANSLATE_NOOP("Table", "Play one card at a time."),
    QT_TRANSLATE_NOOP("Table", "{c} matches neither the rank nor the suit of {top}."),
    QT_TRANSLATE_NOOP("Table", "That card cannot be played now."),
    QT_TRANSLATE_NOOP("Table", "Only the defender covers attack cards."),
    QT_TRANSLATE_NOOP("Table", "{c} does not beat {a}."),
    QT_TRANSLATE_NOOP("Table", "A lead is cards of one suit, no more than the defender holds."),
    QT_TRANSLATE_NOOP("Table", "You may throw in only a card whose rank is on the table."),
    QT_TRANSLATE_NOOP("Table", "Drop your card on the attack card it beats."),
    QT_TRANSLATE_NOOP("Table", "You may only take or pass now."),
    QT_TRANSLATE_NOOP("Table", "Draw from the stock first."),
    QT_TRANSLATE_NOOP("Table", "A meld is 2 or 3 cards of one rank or of consecutive ranks."),
    QT_TRANSLATE_NOOP("Table", "Play singles one card at a time."),
    QT_TRANSLATE_NOOP("Table", "{c} does not fit that meld."),
    QT_TRANSLATE_NOOP("Table", "You cannot discard those cards now."),
    QT_TRANSLATE_NOOP("Table", "That move is not allowed."),
    QT_TRANSLATE_NOOP("Table", "That cannot be played now."),
    # name plates, captions and the info line (layouts)
    QT_TRANSLATE_NOOP("Table", "Seat {n}"),
    QT_TRANSLATE_NOOP("Table", "stack {n}"),
    QT_TRANSLATE_NOOP("Table", "total {n}"),
    QT_TRANSLATE_NOOP("Table", "dealer"),
    QT_TRANSLATE_NOOP("Table", "out #{n}"),
    QT_TRANSLATE_NOOP("Table", "attacks"),
    QT_TRANSLATE_NOOP("Table", "takes"),
    QT_TRANSLATE_NOOP("Table", "defends"),
    QT_TRANSLATE_NOOP("Table", "rooster!"),
    QT_TRANSLATE_NOOP("Table", "team {n}"),
    QT_TRANSLATE_NOOP("Table", "hand {n}"),
    QT_TRANSLATE_NOOP("Table", "stock {n}"),
    QT_TRANSLATE_NOOP("Table", "out {n}"),
    QT_TRANSLATE_NOOP("Table", "pile"),
    QT_TRANSLATE_NOOP("Table", "Deal {n}"),
    QT_TRANSLATE_NOOP("Table", "discard {n}"),
    QT_TRANSLATE_NOOP("Table", "table"),
    QT_TRANSLATE_NOOP("Table", "melds"),
    QT_TRANSLATE_NOOP("Table", "Hand {n}"),
    # pop-ups over the table (table_anim)
    QT_TRANSLATE_NOOP("Table", "Built"),
    QT_TRANSLATE_NOOP("Table", "Destroyed!"),
    QT_TRANSLATE_NOOP("Table", "+{v} bonus"),
    QT_TRANSLATE_NOOP("Table", "Takes"),
    QT_TRANSLATE_NOOP("Table", "Out!"),
    QT_TRANSLATE_NOOP("Table", "Deal over"),
    QT_TRANSLATE_NOOP("Table", "Hand over"),
    QT_TRANSLATE_NOOP("Table", "Game over"),
)
