"""A hint that says why (issue 27): the move, what it does under the rules (the game's kit words
the facts of ``koloda.ai.reasons``) and the search's own numbers, in one sentence, e.g. "You
cover 7♠ with K♠: it beats 7♠, the same suit, higher (CR-1); you keep 1 more ♠. Over 412
sampled deals this keeps you out of the rooster's seat 71% of the time, against 58% for Take."
"""

from __future__ import annotations

from typing import Any

from koloda.app.games.base import Describer, TableKit, hint_words
from koloda.app.table.names import pretty_cards
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.rules import Action, RulesError, TableView
from koloda.rules.cards import card_name

__all__ = ["hint_sentence"]


def _name(kit: TableKit, action: str) -> str:
    """A move named short: its cards, or its button's label (Take, Pass, Draw 2)."""
    try:
        cards = [card_name(c) for c in Action.parse(action).cards]
    except RulesError:
        return action
    if cards:
        return pretty_cards(cards)
    label = next((b.label for b in kit.buttons([action]) if b.action == action), "")
    return label or action


def _value(unit: str, value: float) -> str:
    return f"{round(100 * value)}%" if unit == "chance" else f"{value:+.0f}"


def numbers(kit: TableKit, analysis: dict[str, Any], d: Describer | None = None) -> str:
    """What the search found: the move's value over its sampled deals, beside the next move's;
    "about as good" when the two are within the analysis' margin."""
    basis, unit = analysis.get("basis"), analysis.get("unit")
    candidates = [c for c in analysis.get("candidates") or [] if isinstance(c, dict)]
    if basis == "forced":
        return hint_words(QT_TRANSLATE_NOOP("Hint", "It is your only move."))
    if basis == "rule" or not candidates or candidates[0].get("value") is None:
        return ""
    best = candidates[0]
    first = str(best.get("action"))
    other = next(
        (c for c in candidates[1:] if c.get("value") is not None and str(c.get("action")) != first),
        None,
    )
    value = float(best["value"])
    alt = _name(kit, str(other.get("action"))) if other is not None else ""
    if other is not None and d is not None and alt == _name(kit, first):
        # the same cards another way (a Ditch set or the same cards as singles): say how
        sentence = d.action(d.human_seat or 0, str(other.get("action")))
        alt = f"“{sentence}”"
    if basis == "exact" and unit != "chance":  # a proven endgame: no sampled chance to give
        if other is None:
            return hint_words(
                QT_TRANSLATE_NOOP("Hint", "Worked out to the end, this is the best move.")
            )
        if float(other["value"]) >= value:
            return hint_words(
                QT_TRANSLATE_NOOP("Hint", "Worked out to the end, {alt} is just as good.")
            ).format(alt=alt)
        return hint_words(
            QT_TRANSLATE_NOOP("Hint", "Worked out to the end, this is better than {alt}.")
        ).format(alt=alt)
    if unit == "chance":
        outcome = kit.hint_outcome()
        if basis == "exact":
            text = hint_words(
                QT_TRANSLATE_NOOP("Hint", "Worked out to the end, this {outcome} {p} of the time")
            )
        else:
            text = hint_words(
                QT_TRANSLATE_NOOP("Hint", "Over {n} sampled deals this {outcome} {p} of the time")
            )
        head = text.format(n=analysis.get("deals", 0), outcome=outcome, p=_value(unit, value))
    else:
        text = hint_words(
            QT_TRANSLATE_NOOP(
                "Hint", "Over {n} sampled deals this leaves you {v} points against the others"
            )
        )
        head = text.format(n=analysis.get("deals", 0), v=_value(str(unit), value))
    if other is None:
        return head + "."
    q = _value(str(unit), float(other["value"]))
    if analysis.get("close") and float(other["value"]) > value:
        # the search plays the move it tried most, and the other's mean came out a little
        # higher: say so, not "about as good as" a bigger figure (it read as a contradiction)
        return head + hint_words(
            QT_TRANSLATE_NOOP(
                "Hint",
                ", and {alt} did a little better ({q}), within the sampling noise: a close call.",
            )
        ).format(alt=alt, q=q)
    if analysis.get("close"):
        return head + hint_words(
            QT_TRANSLATE_NOOP("Hint", ", about as good as {alt} ({q}): a close call.")
        ).format(alt=alt, q=q)
    return head + hint_words(QT_TRANSLATE_NOOP("Hint", ", against {q} for {alt}.")).format(
        alt=alt, q=q
    )


def hint_sentence(
    kit: TableKit,
    d: Describer,
    seat: int,
    action: str,
    analysis: dict[str, Any] | None,
    public: TableView | None = None,
) -> str:
    """The hint in one sentence: the move, why under the rules, and the search's numbers."""
    move = d.action(seat, action, public)
    if analysis is None:
        return move
    candidates = [c for c in analysis.get("candidates") or [] if isinstance(c, dict)]
    chosen = next((c for c in candidates if str(c.get("action")) == action), None)
    facts = [f for f in (chosen or {}).get("facts") or [] if isinstance(f, dict)][:1]
    why = "; ".join(clause for f in facts for clause in kit.fact_clauses(d, f) if clause)
    said = f"{move}: {why}." if why else f"{move}."
    tail = numbers(kit, analysis, d)
    return f"{said} {tail}" if tail else said
