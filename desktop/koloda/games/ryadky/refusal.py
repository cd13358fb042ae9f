"""Why Ryadky's rules refuse a move, from what the mover sees (its hand and the pile): the one
place that says it, for the engine's error and the table's words alike."""

from __future__ import annotations

from koloda.games.ryadky.view import RyadkyView
from koloda.rules.base import Action, Refusal
from koloda.rules.cards import card_name, parse_card, rank_of, suit_of
from koloda.rules.observation import Observation


def refuse(obs: Observation, action: Action) -> Refusal:
    """Why ``action`` is not legal for the seat that sees ``obs``."""
    if not isinstance(action, Action) or action.kind != "play" or len(action.cards) != 1:
        # RY-3: a turn plays one card
        text = f"{action!r} is not a Ryadky action (write 'play' and one card, e.g. 'play 7S')"
        return Refusal("one_card", "RY-3", text)
    c = action.cards[0]
    if not isinstance(c, int) or not 0 <= c < 52:
        return Refusal("no_card", "C-1", f"{c!r} is not a card")
    if card_name(c) not in obs.hand:  # RY-2, RY-3: a card from the player's own hand
        return Refusal("not_held", "RY-3", f"seat {obs.seat} does not hold {card_name(c)}", (c,))
    pile = RyadkyView.of(obs).pile
    if pile:
        top = parse_card(pile[-1])
        if rank_of(c) != rank_of(top) and suit_of(c) != suit_of(top):
            text = (
                f"{card_name(c)} matches neither the rank nor the suit of {card_name(top)} (RY-3)"
            )
            return Refusal("no_match", "RY-3", text, (c, top))
    # a card the rules would take, refused only because it is not this seat's turn (RY-3)
    return Refusal("not_your_turn", "RY-3", f"it is not seat {obs.seat}'s turn")
