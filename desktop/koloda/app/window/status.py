"""The status line's sentence for the human's turn, from the legal actions' kinds."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from koloda.app.window.game_log import pretty_card


def turn_hint(obs: dict[str, Any]) -> str:
    """What the human may do now, in one sentence, from the legal actions' kinds."""
    legal = list(obs.get("legal") or [])
    kinds = {a.split()[0] for a in legal if a}
    public = obs.get("public") or {}
    game = obs.get("game")
    if game == "ryadky":
        pile = list(public.get("pile") or [])
        if not pile:
            return QCoreApplication.translate(
                "Status", "Your turn: lead any card to start a new pile."
            )
        return QCoreApplication.translate(
            "Status", "Your turn: play a card of the same rank or suit as %s."
        ) % pretty_card(pile[-1])
    if game == "rooster":
        if "lead" in kinds:
            return QCoreApplication.translate(
                "Status", "Your turn to attack: lead one or more cards of one suit."
            )
        if "cover" in kinds:
            return QCoreApplication.translate(
                "Status",
                "You defend: cover each card with a higher one of its suit or an equal or "
                "higher one of a higher suit, or take.",
            )
        if "take" in kinds:
            return QCoreApplication.translate("Status", "You cannot cover: take the cards.")
        if "throw" in kinds:
            return QCoreApplication.translate(
                "Status", "You may throw in a card of a rank on the table, or pass."
            )
    if game == "ditch":
        if "draw" in kinds:
            most = max((int(a.split()[1]) for a in legal if a.startswith("draw ")), default=1)
            return (
                QCoreApplication.translate(
                    "Status", "Your turn: draw 1 to %d cards from the stock."
                )
                % most
            )
        if kinds & {"meld", "single"}:
            return QCoreApplication.translate(
                "Status", "Meld sets or blind runs, play singles, then discard or pass."
            )
        if kinds:
            return QCoreApplication.translate("Status", "End your turn: discard cards or pass.")
    return QCoreApplication.translate("Status", "Your turn.")
