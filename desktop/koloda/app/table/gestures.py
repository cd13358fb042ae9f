"""From a gesture (cards + a drop target) to a protocol action string, matched against the
observation's legal actions. Nothing here decides legality: an action is offered only when
the engine listed exactly that string in ``obs["legal"]`` (RULES.md, "The engine protocol").

Target ids: ``pile`` (Ryadky), ``table`` and ``attack:<card>`` (Rooster), ``melds``,
``meld:<index>`` and ``discard`` (Ditch Rummy).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication

from koloda.app.table.layout import english_plural

_RANKS = "23456789TJQKA"
_SUITS = "CDHS"


def card_key(card: str) -> int:
    """C-2 order: by rank, then suit."""
    return _RANKS.index(card[0]) * 4 + _SUITS.index(card[1])


def pretty(card: str) -> str:
    rank = "10" if card[0] == "T" else card[0]
    return rank + "♣♦♥♠"[_SUITS.index(card[1])]


def candidates(game: str, cards: list[str], target: str, legal: list[str]) -> list[str]:
    """The action strings a drop of ``cards`` on ``target`` could mean, most specific first."""
    if not cards:
        return []
    body = " ".join(sorted(cards, key=card_key))
    one = len(cards) == 1
    if game == "ryadky":
        return [f"play {body}"] if one and target == "pile" else []
    if game == "rooster":
        if target.startswith("attack:") and one:
            return [f"cover {target[7:]} {body}"]
        if target == "table":
            out = [f"lead {body}"]
            if one:
                out.append(f"throw {body}")
                # a single card dropped on the table may cover when exactly one cover uses it
                covers = [a for a in legal if a.startswith("cover ") and a.endswith(" " + body)]
                if len(covers) == 1:
                    out.append(covers[0])
            return out
        return []
    if game == "ditch":
        if target == "melds":
            return [f"meld {body}"]
        if target.startswith("meld:") and one:
            return [f"single {body} {target[5:]}"]
        if target == "discard":
            return [f"discard {body}"]
    return []


def compose(game: str, cards: list[str], target: str, legal: list[str]) -> str | None:
    """The legal action meant by dropping ``cards`` on ``target``, or None."""
    for action in candidates(game, cards, target, legal):
        if action in legal:
            return action
    return None


def all_targets(game: str, obs: dict[str, Any]) -> list[str]:
    """Every target id the observation's table offers."""
    pub = obs.get("public") or {}
    if game == "ryadky":
        return ["pile"]
    if game == "rooster":
        out = ["table"]
        for pair in pub.get("table") or []:
            if isinstance(pair, list) and pair and (len(pair) < 2 or pair[1] is None):
                out.append(f"attack:{pair[0]}")
        return out
    if game == "ditch":
        return ["melds", "discard"] + [f"meld:{i}" for i in range(len(pub.get("melds") or []))]
    return []


def legal_targets(game: str, obs: dict[str, Any], cards: list[str]) -> list[str]:
    legal = [str(a) for a in obs.get("legal") or []]
    return [t for t in all_targets(game, obs) if compose(game, cards, t, legal) is not None]


def obvious_action(game: str, obs: dict[str, Any], cards: list[str]) -> tuple[str | None, int]:
    """The one legal action these cards make on any target, and how many distinct there are."""
    legal = [str(a) for a in obs.get("legal") or []]
    found = {compose(game, cards, t, legal) for t in all_targets(game, obs)}
    found.discard(None)
    if len(found) == 1:
        return next(iter(found)), 1
    return None, len(found)


@dataclass(frozen=True)
class ButtonSpec:
    action: str
    label: str
    tooltip: str
    shortcut: str


def buttons(game: str, legal: list[str]) -> list[ButtonSpec]:
    """Buttons for the legal actions that carry no card (take, pass, draw N)."""
    out: list[ButtonSpec] = []
    for action in legal:
        words = action.split()
        if words[0] == "take":
            out.append(
                ButtonSpec(
                    action,
                    QCoreApplication.translate("Table", "Take"),
                    QCoreApplication.translate("Table", "Pick up every card on the table"),
                    "T",
                )
            )
        elif words[0] == "draw" and len(words) == 2 and words[1].isdigit():
            n = int(words[1])
            tip = QCoreApplication.translate("Table", "Draw %n card(s) from the stock", None, n)
            out.append(
                ButtonSpec(
                    action,
                    QCoreApplication.translate("Table", "Draw {n}").format(n=n),
                    english_plural(tip, n),
                    str(n),
                )
            )
        elif words == ["pass"]:
            if game == "ditch":
                out.append(
                    ButtonSpec(
                        action,
                        QCoreApplication.translate("Table", "End turn"),
                        QCoreApplication.translate("Table", "End your turn without discarding"),
                        "E",
                    )
                )
            else:
                out.append(
                    ButtonSpec(
                        action,
                        QCoreApplication.translate("Table", "Pass"),
                        QCoreApplication.translate("Table", "Throw in nothing more"),
                        "P",
                    )
                )
    out.sort(key=lambda b: b.action)
    return out


def explain(game: str, obs: dict[str, Any], cards: list[str], target: str) -> str:
    """One short sentence on why a drop is not a legal move (wording only; the engine's legal
    list already said no)."""
    legal = [str(a) for a in obs.get("legal") or []]
    pub = obs.get("public") or {}
    if not legal:
        return QCoreApplication.translate("Table", "Wait for your turn.")
    names = ", ".join(pretty(c) for c in cards)
    kinds = {a.split()[0] for a in legal}
    if game == "ryadky":
        pile = pub.get("pile") or []
        if target != "pile":
            return QCoreApplication.translate("Table", "Play your card onto the pile.")
        if len(cards) != 1:
            return QCoreApplication.translate("Table", "Play one card at a time.")
        if pile:
            return QCoreApplication.translate(
                "Table", "{c} matches neither the rank nor the suit of {top}."
            ).format(c=names, top=pretty(str(pile[-1])))
        return QCoreApplication.translate("Table", "That card cannot be played now.")
    if game == "rooster":
        if target.startswith("attack:"):
            if "cover" not in kinds:
                return QCoreApplication.translate("Table", "Only the defender covers attack cards.")
            return QCoreApplication.translate("Table", "{c} does not beat {a}.").format(
                c=names, a=pretty(target[7:])
            )
        if "lead" in kinds:
            return QCoreApplication.translate(
                "Table", "A lead is cards of one suit, no more than the defender holds."
            )
        if "throw" in kinds:
            return QCoreApplication.translate(
                "Table", "You may throw in only a card whose rank is on the table."
            )
        if "cover" in kinds:
            return QCoreApplication.translate(
                "Table", "Drop your card on the attack card it beats."
            )
        return QCoreApplication.translate("Table", "You may only take or pass now.")
    if game == "ditch":
        if "draw" in kinds:
            return QCoreApplication.translate("Table", "Draw from the stock first.")
        if target == "melds":
            return QCoreApplication.translate(
                "Table", "A meld is 2 or 3 cards of one rank or of consecutive ranks."
            )
        if target.startswith("meld:"):
            if len(cards) != 1:
                return QCoreApplication.translate("Table", "Play singles one card at a time.")
            return QCoreApplication.translate("Table", "{c} does not fit that meld.").format(
                c=names
            )
        if target == "discard":
            return QCoreApplication.translate("Table", "You cannot discard those cards now.")
    return QCoreApplication.translate("Table", "That move is not allowed.")
