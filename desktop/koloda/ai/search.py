"""The hard AI: single-observer information-set Monte Carlo tree search (SO-ISMCTS).

Each iteration deals the unseen cards anew (the game's ``determinize`` on the observation),
walks one tree whose nodes are keyed by actions, choosing by UCB with availability counts
(an action only counts as a choice where it was legal), expands one node, finishes with a
heuristic playout, and backs up one reward per seat: each node is scored for the seat that
chose its action, so with 3-6 players every seat plays for itself. Long games are cut at the
end of the current deal or hand and scored by the game's evaluation (see each game module).
"""

from __future__ import annotations

import math
import random
import threading
import time
from typing import Any, NamedTuple

from koloda.ai.policy import GameAI
from koloda.ai.trace import Arm, Trace
from koloda.rules import Action, GameState

# An analysis' included root action (a review's played move) gets at least this share of the
# iterations, so its value rests on enough visits to be compared with the best.
INCLUDE_SHARE = 0.25


class _Greedy(random.Random):
    """A generator that always says "follow the heuristic" to a playout policy."""

    def random(self) -> float:
        return 0.0


GREEDY = _Greedy(0)


class Node:
    """Statistics of one action in the tree, from the view of the seat that chose it."""

    __slots__ = ("avail", "children", "reward", "seat", "square", "visits")

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.visits = 0
        self.avail = 1
        self.reward = 0.0
        self.square = 0.0  # the sum of the squared rewards (for an analysis' standard errors)
        self.children: dict[Action, Node] = {}


class SearchResult(NamedTuple):
    action: Action
    iterations: int
    seconds: float
    visits: dict[str, int]


def search(
    obs: dict[str, Any],
    state_class: type[GameState],
    ai: GameAI,
    rng: random.Random,
    *,
    budget_ms: float | None,
    iterations: int | None,
    cancel: threading.Event | None = None,
    prior: Action | None = None,
    trace: Trace | None = None,
) -> SearchResult:
    """Search from ``obs`` until the iteration bound, the time budget or ``cancel``.

    With ``iterations`` given the time budget is ignored, so the answer depends only on the
    observation and ``rng``. ``prior`` (the normal level's choice) is kept unless another
    action gets ``ai.prior_margin`` times its visits. ``trace``, when given, receives the root
    candidates' statistics (it changes nothing in the search).
    """
    start = time.perf_counter()
    own = ai.own_search(obs, state_class, rng, budget_ms, iterations, cancel, prior, trace)
    if own is not None:
        return SearchResult(own[0], own[1], time.perf_counter() - start, own[2])
    deadline = math.inf if iterations is not None else start + (budget_ms or 0.0) / 1000.0
    limit = iterations if iterations is not None else 1 << 62
    seat = int(obs["seat"])
    legal_root = [Action.parse(s) for s in obs["legal"]]
    root = Node(seat)
    include = [a for a in trace.include if a in legal_root] if trace is not None else []
    forced: dict[Action, int] = {}  # visits an analysis' include forced (not UCB's choice)
    pool: list[GameState] = []
    base: list[float] = []
    n = 0
    while n < limit:
        if n and (time.perf_counter() >= deadline or (cancel is not None and cancel.is_set())):
            break
        if len(pool) < ai.pool:
            state = state_class.determinize(obs, rng)
            pool.append(state.clone())
        else:
            state = pool[n % ai.pool].clone()
        if not base:
            base = ai.baseline(state)
        force = _forced(root, include, n) if include else None
        if force is not None:
            forced[force] = forced.get(force, 0) + 1
        _iterate(root, state, ai, rng, base, force)
        n += 1
    visits = {str(a): root.children[a].visits for a in legal_root if a in root.children}
    chosen = legal_root[0]
    top = -1.0
    for a in legal_root:  # most visited, ties to the better mean then to legal order
        child = root.children.get(a)
        if child is None:
            continue
        key = child.visits - forced.get(a, 0) + child.reward / (child.visits + 1) * 0.5
        if key > top:
            top, chosen = key, a
    # Trust the heuristic unless the search clearly prefers another action.
    if (
        prior is not None
        and chosen != prior
        and prior in root.children
        and root.children[chosen].visits < ai.prior_margin * root.children[prior].visits
    ):
        chosen = prior
    if trace is not None:
        trace.arms = [
            Arm(a, (a,), root.children[a].visits, root.children[a].reward, root.children[a].square)
            if a in root.children
            else Arm(a, (a,), 0, 0.0)
            for a in legal_root
        ]
        trace.chosen = legal_root.index(chosen)
        trace.paired = False
    return SearchResult(chosen, n, time.perf_counter() - start, visits)


def _forced(root: Node, include: list[Action], n: int) -> Action | None:
    """An included root action (an analysis' ``include``) behind its share of the visits."""
    for a in include:
        child = root.children.get(a)
        if child is None or child.visits < n * INCLUDE_SHARE:
            return a
    return None


def _iterate(
    root: Node,
    state: GameState,
    ai: GameAI,
    rng: random.Random,
    base: list[float],
    force: Action | None = None,
) -> None:
    """One selection-expansion-playout-backup pass on a determinized state; ``force`` is the
    root action to take this time instead of the one UCB would choose."""
    path: list[Node] = []
    node = root
    last = -1
    while not state.is_terminal():
        mover = state.to_move
        assert mover is not None
        if (mover == last and not ai.tree_within_turn) or ai.routine(state):
            # The rest of a turn (and any routine step) is played by the heuristic: exploring
            # follow-ups would drag down the mean of every action that does not end the turn.
            state.apply(ai.playout_action(state, GREEDY), check=False)
            continue
        last = mover
        legal = state.legal_actions()
        children = node.children
        untried: list[Action] = []
        for a in legal:
            child = children.get(a)
            if child is None:
                untried.append(a)
            else:
                child.avail += 1
        if force is not None:
            action, force = force, None
            child = children.get(action)
            state.apply(action, check=False)
            if child is None:
                child = children[action] = Node(mover)
                path.append(child)
                break
            node = child
            path.append(node)
            continue
        if untried:
            # Expand the heuristic's own choice first, so good lines are in the tree early.
            action = untried[0]
            if len(untried) > 1:
                if ai.guided_expansion:
                    action = ai.playout_action(state, GREEDY)
                else:
                    action = untried[rng.randrange(len(untried))]
            if action in children or action not in untried:
                action = untried[rng.randrange(len(untried))]
            child = Node(mover)
            children[action] = child
            state.apply(action, check=False)
            path.append(child)
            break
        action = _select(legal, children, ai.exploration)
        state.apply(action, check=False)
        node = children[action]
        path.append(node)
    rewards = playout(state, ai, rng, base)
    for node in path:
        node.visits += 1
        r = rewards[node.seat]
        node.reward += r
        node.square += r * r


def _select(legal: list[Action], children: dict[Action, Node], exploration: float) -> Action:
    """UCB1 over the actions legal here, with availability counts in place of parent visits."""
    best_action = legal[0]
    best_value = -math.inf
    for a in legal:
        c = children[a]
        value = c.reward / c.visits + exploration * math.sqrt(math.log(c.avail) / c.visits)
        if value > best_value:
            best_value, best_action = value, a
    return best_action


def playout(state: GameState, ai: GameAI, rng: random.Random, base: list[float]) -> list[float]:
    """Play on with the game's playout policy to the end, the horizon or the depth (the game's
    ``fast_playout`` when it has one; else through the rules engine, changing ``state``)."""
    fast = ai.fast_playout(state, rng, base)
    if fast is not None:
        return fast
    return rules_playout(state, ai, rng, base)


def rules_playout(
    state: GameState, ai: GameAI, rng: random.Random, base: list[float]
) -> list[float]:
    """``playout`` through the rules engine: ``ai.playout_action`` applied to ``state``."""
    horizon = ai.horizon(state)
    depth = ai.playout_depth
    steps = 0
    while not state.is_terminal():
        if steps >= depth or (horizon is not None and ai.horizon(state) != horizon):
            return ai.evaluate(state, base)
        state.apply(ai.playout_action(state, rng), check=False)
        steps += 1
    return ai.evaluate(state, base)
