"""Why Chuvash Rooster's rules refuse a move, from what the mover sees (its hand and its legal
actions, which say whether it leads, defends or throws in): the one place that says it, for the
engine's error and the table's words alike."""

from __future__ import annotations

from koloda.games.rooster.cards import beats
from koloda.rules.base import Action, Refusal
from koloda.rules.cards import card_name
from koloda.rules.observation import Observation


def refuse(obs: Observation, action: Action) -> Refusal:
    """Why ``action`` is not legal for the seat that sees ``obs``."""
    try:
        code, rule, why, cards = _refuse(obs, action)
    except (TypeError, ValueError, IndexError, KeyError, AttributeError):  # built from junk
        code, rule, why, cards = "malformed", "C-1", "write an action such as 'lead 7S'", ()
    return Refusal(code, rule, f"{action} is not a legal action now: {why} ({rule})", cards)


def _refuse(obs: Observation, action: Action) -> tuple[str, str, str, tuple[int, ...]]:
    kinds = {a.kind for a in obs.legal}
    if action.kind == "cover" and "cover" in kinds:
        if len(action.cards) != 2:
            return "cover_shape", "CR-5", "a cover names the attack card, then its cover", ()
        attack, cover = action.cards
        if card_name(cover) not in obs.hand:
            return "not_held", "CR-5", f"you do not hold {card_name(cover)}", (cover,)
        if not beats(cover, attack):
            why = f"{card_name(cover)} does not beat {card_name(attack)}"
            return "does_not_beat", "CR-1", why, (cover, attack)
        why = f"{card_name(attack)} is no uncovered attack card"
        return "not_uncovered", "CR-5", why, (attack,)
    if action.kind == "cover" and "throw" not in kinds:
        return "not_defender", "CR-5", "only the defender covers attack cards", ()
    if "lead" in kinds:
        why = "a lead is cards of one suit, no more than the defender holds"
        return "lead", "CR-4", why, action.cards
    if "throw" in kinds:
        why = "a throw-in is one card of a rank on the table"
        return "throw_rank", "CR-7", why, action.cards
    if "cover" in kinds:
        return "cover_which", "CR-5", "cover one attack card at a time, or take", ()
    if kinds:
        return "take_or_pass", "CR-5", "you hold no card that beats an attack card: take", ()
    return "not_your_turn", "CR-8", "it is not your turn", ()
