"""The value of a round's end for the match (issue 44): the chance that a side wins the match
from the totals the round leaves and the rounds still to come.

A player plays to win the match, not the round. In the match's last round the value is exact:
the highest total wins, equal highest totals share (``exact_shares``). Before it, a lead of
``L`` points with ``k`` rounds still to play turns into a win with the chance of a random walk
whose steps (one side's points minus another's over one round) have the standard deviation
``LeadModel.spread``: ``Phi(L / (spread * sqrt(k)))``. With more than two sides each side's
chance is the product of its pairwise chances, normalised to sum to one. A match played to a
target has no fixed count of rounds: ``rounds_to_target`` estimates it from the distance of
the leading side to the target and ``LeadModel.pace``, the points a side scores a round.

The numbers of each game's model are measured from play by ``python -m koloda.ai.match_fit``
(docs/strength.md, "The match value") and kept in the game's own AI module; this module names
no game. ``ROUND_ONLY`` turns the match value off for the hard level (the arena's
``hard-round`` seat, hard as it played before issue 44: each round valued by its points).
"""

from __future__ import annotations

import contextvars
import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

__all__ = [
    "ROUND_ONLY",
    "LeadModel",
    "MatchScale",
    "exact_shares",
    "match_chances",
    "phi",
    "rounds_to_target",
    "scale_words",
]

# True while hard plays as before issue 44 (its rounds valued by their points alone).
ROUND_ONLY: contextvars.ContextVar[bool] = contextvars.ContextVar("round_only", default=False)


@dataclass(frozen=True)
class LeadModel:
    """How a lead turns into a match win in one game, measured from play: ``spread`` is the
    standard deviation of one side's points minus another's over one round; ``pace`` the mean
    points a side scores in a round (for a match played to a target)."""

    spread: float
    pace: float = 0.0


class MatchScale(NamedTuple):
    """What a search's values rescaled for the match mean (``GameAI.match_scale``): the seat's
    share of the match at the round's worst end (a value 0) and at its best (1), and which of
    ``scale_words``' kinds the values are said as."""

    low: float
    high: float
    words: str


def scale_words(shares: Sequence[float]) -> str:
    """How a value between the worst and the best of a seat's ``shares`` of the match (one for
    each end of the round still possible: 1 won, 1/k shared by k, 0 lost) is said. With two
    levels the value is the chance of the better one: "win" (won or lost), "share" (a share
    or lost), "alone" (won alone or shared), "more" (a larger share or a smaller one). With
    three or more it is the expected share: "part" (a shared match counted as part of a win),
    or "parts" where no end wins it alone (a smaller share counted for less)."""
    levels: list[float] = []
    for x in sorted(shares):
        if not levels or x - levels[-1] > 1e-9:
            levels.append(x)
    whole = levels[-1] > 1.0 - 1e-9
    if len(levels) != 2:
        return "part" if whole else "parts"
    low = levels[0]
    if low < 1e-9:
        return "win" if whole else "share"
    return "alone" if whole else "more"


def phi(x: float) -> float:
    """The standard normal distribution function."""
    return 0.5 * math.erfc(-x / math.sqrt(2.0))


def exact_shares(totals: Sequence[float]) -> list[float]:
    """Each side's share of the match when it ends on ``totals``: the highest total wins,
    equal highest totals share it (1/k each)."""
    top = max(totals)
    winners = [i for i, t in enumerate(totals) if t == top]
    return [1.0 / len(winners) if i in winners else 0.0 for i in range(len(totals))]


def match_chances(totals: Sequence[float], rounds_left: float, model: LeadModel) -> list[float]:
    """Each side's chance to win the match from ``totals`` with ``rounds_left`` rounds still to
    play: exact (``exact_shares``) when none is left, else the random-walk model."""
    if rounds_left <= 0 or model.spread <= 0.0:
        return exact_shares(totals)
    scale = model.spread * math.sqrt(rounds_left)
    raw = []
    for i, t in enumerate(totals):
        p = 1.0
        for j, u in enumerate(totals):
            if j != i:
                p *= phi((t - u) / scale)
        raw.append(p)
    total = sum(raw)
    if total <= 0.0:
        return exact_shares(totals)
    return [p / total for p in raw]


def rounds_to_target(totals: Sequence[float], target: float, model: LeadModel) -> float:
    """About how many rounds a match played to ``target`` has left: the leading side's
    distance to it over the pace (at least one round)."""
    if model.pace <= 0.0:
        return 1.0
    return max(1.0, (target - max(totals)) / model.pace)
