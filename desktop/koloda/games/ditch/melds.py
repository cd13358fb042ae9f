"""Ditch Rummy's melds, scores and interned action tables (DR-2, DR-3, DR-4, DR-6).

Pure functions of cards, shared by the state (rules.py) and its JSON checks (io.py).
Actions are interned so legal-action generation allocates almost nothing.
"""

from __future__ import annotations

from itertools import combinations

from koloda.rules.base import Action
from koloda.rules.cards import RANK_A, RANK_J, RANK_K, RANK_Q, Card

HAND_LIMIT = 3  # DR-2: draw to at most 3 in hand
DECK_SIZE = 52
MAX_MELDS = DECK_SIZE // 2  # every meld holds at least 2 cards

SET_POINTS = 5  # DR-6
RUN_POINTS = 25
SINGLE_POINTS = 2
ACE_SINGLE_POINTS = 10

PASS = Action("pass")
# DRAWS[k]: the draw actions when at most k cards may be drawn (DR-2: 1..k).
DRAWS: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("draw", (), n) for n in range(1, k + 1)) for k in range(HAND_LIMIT + 1)
)
# SINGLES[card][i]: "single <card> <i>" (DR-3c).
SINGLES: tuple[tuple[Action, ...], ...] = tuple(
    tuple(Action("single", (c,), i) for i in range(MAX_MELDS)) for c in range(DECK_SIZE)
)

# Run ranks that end the hand when melded (DR-5a).
_HAND_ENDING_RUNS = ((RANK_J, RANK_Q, RANK_K), (RANK_Q, RANK_K, RANK_A))


class MeldInfo:
    """What a legal meld is worth, which single ranks fit it and whether it ends the hand."""

    __slots__ = ("ends_hand", "fit_ranks", "is_run", "points")

    def __init__(self, is_run: bool, fit_ranks: tuple[int, ...], ends_hand: bool) -> None:
        self.is_run = is_run
        self.points = RUN_POINTS if is_run else SET_POINTS
        self.fit_ranks = fit_ranks
        self.ends_hand = ends_hand


def classify_meld(cards: tuple[Card, ...]) -> MeldInfo | None:
    """The meld formed by 2-3 sorted, distinct cards, or None if they form none (DR-3a, DR-3b)."""
    if not 2 <= len(cards) <= HAND_LIMIT:
        return None
    ranks = tuple(c >> 2 for c in cards)
    if all(r == ranks[0] for r in ranks):
        # DR-3a a set; DR-3c a single fits it by its rank.
        return MeldInfo(False, (ranks[0],), False)
    if all(ranks[i + 1] == ranks[i] + 1 for i in range(len(ranks) - 1)):
        # DR-3b a blind run, suits ignored; ace high only, so rank order already excludes A-2.
        # DR-3c a single fits just below the lowest or just above the highest card.
        fit = tuple(r for r in (ranks[0] - 1, ranks[-1] + 1) if 0 <= r <= RANK_A)
        return MeldInfo(True, fit, ranks in _HAND_ENDING_RUNS)
    return None


_MELD_INFO: dict[tuple[Card, ...], MeldInfo | None] = {}


def meld_info(cards: tuple[Card, ...]) -> MeldInfo | None:
    """Cached classify_meld for sorted card tuples."""
    try:
        return _MELD_INFO[cards]
    except KeyError:
        info = _MELD_INFO[cards] = classify_meld(cards)
        return info


def single_points(card: Card) -> int:
    """DR-6: a single scores 2, a single ace 10."""
    return ACE_SINGLE_POINTS if card >> 2 == RANK_A else SINGLE_POINTS


def hand_penalty(hand: tuple[Card, ...]) -> int:
    """DR-6: every card left in a hand counts as a single against its holder (negative)."""
    return -sum(single_points(c) for c in hand)


_BASE: dict[tuple[Card, ...], tuple[list[Action], list[Action]]] = {}
_MELD_ACTIONS: dict[tuple[Card, ...], Action | None] = {}
_DISCARD_ACTIONS: dict[tuple[Card, ...], Action] = {}


def _meld_action(cards: tuple[Card, ...]) -> Action | None:
    action = _MELD_ACTIONS.get(cards, PASS)  # PASS: not looked at yet; None: no meld
    if action is PASS:
        action = _MELD_ACTIONS[cards] = Action("meld", cards) if meld_info(cards) else None
    return action


def _discard_action(cards: tuple[Card, ...]) -> Action:
    action = _DISCARD_ACTIONS.get(cards)
    if action is None:
        action = _DISCARD_ACTIONS[cards] = Action("discard", cards)
    return action


def hand_actions(hand: tuple[Card, ...]) -> tuple[list[Action], list[Action]]:
    """For a sorted hand: (every meld it holds (DR-3a/b), every discard plus pass (DR-4)).

    Cached per hand, built from interned actions; callers must not mutate the lists."""
    cached = _BASE.get(hand)
    if cached is None:
        subsets = [combo for k in range(1, len(hand) + 1) for combo in combinations(hand, k)]
        melds = [a for combo in subsets[len(hand) :] if (a := _meld_action(combo)) is not None]
        ends = [_discard_action(combo) for combo in subsets]
        ends.append(PASS)
        cached = _BASE[hand] = (melds, ends)
    return cached
