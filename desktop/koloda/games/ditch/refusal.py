"""Why Ditch Rummy's rules refuse a move, from what the mover sees (its hand, the melds on the
table, its legal actions): the one place that says it, for the engine's error and the table's
words alike."""

from __future__ import annotations

from koloda.games.ditch.melds import HAND_LIMIT, meld_info
from koloda.games.ditch.view import DitchView
from koloda.rules.base import Action, Refusal
from koloda.rules.cards import card_name
from koloda.rules.observation import Observation

# The shape of each action: (fewest cards, most cards, takes a number, its written form, rule).
_SHAPES = {
    "draw": (0, 0, True, "draw <count>", "DR-2"),
    "meld": (2, 3, False, "meld <2 or 3 cards>", "DR-3"),
    "single": (1, 1, True, "single <card> <meld index>", "DR-3c"),
    "discard": (1, 3, False, "discard <1 to 3 cards from your hand>", "DR-4"),
    "pass": (0, 0, False, "pass", "DR-4"),
}


def refuse(obs: Observation, action: Action) -> Refusal:
    """Why ``action`` is not legal for the seat that sees ``obs``."""
    try:
        return _refuse(obs, action)
    except (TypeError, ValueError, IndexError, KeyError, AttributeError):  # built from junk
        text = "malformed action: use a card code 0..51 per card and an integer count or index"
        return Refusal("malformed", "C-1", text)


def _refuse(obs: Observation, action: Action) -> Refusal:
    if not isinstance(action, Action):
        return Refusal("malformed", "C-1", "an action must be an Action such as Action('pass')")
    text = str(action)
    shape = _SHAPES.get(action.kind)
    if shape is None:
        known = "Ditch Rummy has draw, meld, single, discard and pass"
        return Refusal("unknown", "DR-2", f"unknown action {text!r}: {known}")
    low, high, numbered, form, rule = shape
    if not low <= len(action.cards) <= high or (action.n is not None) != numbered:
        return Refusal(f"{action.kind}_shape", rule, f"malformed action {text!r}: write '{form}'")
    if list(action.cards) != sorted(set(action.cards)):
        sentence = f"malformed action {text!r}: write each card once, sorted (C-2)"
        return Refusal("unsorted", "C-2", sentence)
    draws = [a.n or 0 for a in obs.legal if a.kind == "draw"]
    if draws:  # DR-2: the draw step comes first
        most = min(HAND_LIMIT - len(obs.hand), obs.stock)
        sentence = f"{text!r} is not possible now: first draw 1 to {most} cards (DR-2)"
        return Refusal("draw_first", "DR-2", sentence)
    if action.kind == "draw":
        sentence = "no drawing now: the draw step is over or skipped with 3 cards in hand (DR-2)"
        return Refusal("no_draw", "DR-2", sentence)
    if action.kind == "meld" and meld_info(action.cards) is None:  # whoever holds the cards
        sentence = f"{text!r} is neither a set nor a blind run (DR-3a, DR-3b)"
        return Refusal("no_meld", "DR-3", sentence, action.cards)
    missing = [c for c in action.cards if card_name(c) not in obs.hand]
    if missing:  # DR-3, DR-4: a player melds, plays and discards from their own hand
        rule = "DR-4" if action.kind == "discard" else "DR-3"
        sentence = f"{card_name(missing[0])} is not in your hand"
        return Refusal("not_held", rule, sentence, (missing[0],))
    if action.kind == "single":
        melds = len(DitchView.of(obs).melds)
        if action.n is not None and action.n >= melds:
            sentence = f"there is no meld {action.n} on the table"
            return Refusal("no_such_meld", "DR-3c", sentence)
        sentence = f"{card_name(action.cards[0])} does not fit meld {action.n} (DR-3c)"
        return Refusal("no_fit", "DR-3c", sentence, action.cards)
    # a meld, a discard or a pass the rules would take now, refused only because it is not
    # this seat's turn (DR-2)
    return Refusal("not_your_turn", "DR-2", f"{text!r} is not possible now: it is not your turn")
