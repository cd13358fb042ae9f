"""Why a move is refused is said once, by each game's rules (``refuse``): the engine's error is
its message, and every reason cites the rule that refuses the move (docs/rules.md)."""

from __future__ import annotations

import random
import re

import pytest

from koloda.rules import Action, GameState, RulesError, new_game
from koloda.rules.cards import card_name

RULE_ID = re.compile(r"^(C|RY|CR|DR)-\d+[a-c]?$")


def _wrong_moves(state: GameState) -> list[Action]:
    """Moves of every kind the game knows, with the mover's own cards and others, that the
    rules refuse now."""
    legal = set(state.legal_actions())
    seat = state.to_move
    assert seat is not None
    hand = state.hand(seat)
    others = [c for c in range(52) if c not in hand][:4]
    out: list[Action] = []
    for kind in ("play", "lead", "cover", "throw", "meld", "single", "discard", "draw", "pass"):
        for cards in [(c,) for c in hand + others] + [tuple(sorted(hand[:2])), tuple(hand[:3])]:
            for n in (None, 0, 2):
                out.append(Action(kind, cards, n))
    out.append(Action("take"))
    return [a for a in out if a not in legal]


@pytest.mark.parametrize("game", ["ryadky", "rooster", "ditch"])
def test_every_refusal_cites_its_rule_and_is_the_engines_error(game: str) -> None:
    rng = random.Random(7)
    state = new_game(game, 3 if game != "ditch" else 2, seed=11)
    codes: set[str] = set()
    for _ in range(12):  # a few moments of a game played at random
        for action in _wrong_moves(state):
            refusal = state.why_illegal(action)
            assert RULE_ID.match(refusal.rule), (action, refusal)
            assert refusal.code and refusal.message
            with pytest.raises(RulesError) as refused:
                state.apply(action)
            assert str(refused.value) == refusal.message
            codes.add(refusal.code)
        state.apply(rng.choice(state.legal_actions()))
    assert len(codes) >= 3  # the reasons differ with the move: not one catch-all


def test_ryadky_says_which_card_is_not_answered() -> None:
    state = new_game("ryadky", 2, seed=3)
    lead = state.legal_actions()[0]
    state.apply(lead)
    seat = state.to_move
    assert seat is not None
    wrong = [c for c in state.hand(seat) if Action("play", (c,)) not in state.legal_actions()]
    assert wrong  # seed 3: the answerer holds a card that does not match (RY-3)
    refusal = state.why_illegal(Action("play", (wrong[0],)))
    assert (refusal.code, refusal.rule) == ("no_match", "RY-3")
    assert refusal.cards == (wrong[0], lead.cards[0])
    assert card_name(lead.cards[0]) in refusal.message
