"""What a hard search leaves behind for koloda.ai.analysis: its root candidates' statistics."""

from __future__ import annotations

from dataclasses import dataclass, field

from koloda.rules import Action


@dataclass(frozen=True)
class Arm:
    """One root candidate as a search left it: its action, the whole turn it stands for (a
    Ditch Rummy plan; else just the action), and its statistics for the searching seat."""

    action: Action
    plan: tuple[Action, ...]
    visits: int  # tree: visits of the root child; flat: sampled deals it was played out on
    total: float  # the sum of its rewards over those visits or deals
    square: float = 0.0  # tree: the sum of the squared rewards (flat: see values)
    # flat: its value on each sampled deal in order (common random numbers: deal k is the
    # same deal for every arm), so two arms compare sample by sample; tree: empty
    values: tuple[float, ...] = ()


@dataclass
class Trace:
    """What a hard search leaves behind for koloda.ai.analysis: its root candidates, the one
    it chose (an index into ``arms``) and whether the values are paired (flat search)."""

    # asked by the caller before the search: actions to value even where the search would
    # not sample them (Ditch Rummy's plan shortlist; a review's played move)
    include: tuple[Action, ...] = ()
    arms: list[Arm] = field(default_factory=list)
    chosen: int = -1
    paired: bool = False
    # set by a search whose values are not in its game's usual unit: a Ditch Rummy plan
    # search valuing the match's chance ("chance") instead of the hand's points
    unit: str = ""
