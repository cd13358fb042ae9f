"""What every game's AI provides: a heuristic score per legal action, and the search hooks.

A ``View`` is what a heuristic may look at: the seat's hand, its legal actions and the public
snapshot. It is built from an observation (easy and normal) or from a determinized state inside
the hard AI's playouts, so one heuristic serves both.

Each game's ``GameAI`` is the ``ai`` part its package declares (``koloda.rules.Declaration``),
read through the rules' registry: ``game_ai(name)``.
"""

from __future__ import annotations

import hashlib
import json
import math
import random
import threading
import time
from collections.abc import Callable
from typing import Any, NamedTuple, TypeVar

from koloda.ai.match import MatchScale
from koloda.ai.trace import Trace
from koloda.rules import Action, GameState, declaration
from koloda.rules.cards import parse_card

S = TypeVar("S", bound=GameState)


def observation_rng(obs: dict[str, Any], seed: int, salt: str = "") -> random.Random:
    """A generator built only from the seed and what the seat knows: the same information
    gives the same decisions, whatever the hidden cards are."""
    text = json.dumps(obs, sort_keys=True, separators=(",", ":"), default=str)
    digest = hashlib.sha256(f"{salt}:{seed}:{text}".encode()).digest()
    return random.Random(digest)


def narrow(state: GameState, cls: type[S]) -> S:
    """``state`` as its game's own class: a game's hooks are only ever given its own states."""
    if not isinstance(state, cls):
        raise TypeError(f"a {cls.__name__} was expected, not {type(state).__name__}")
    return state


class OutOfBudget(Exception):
    """An exact search ran past its node cap or its deadline."""


class Budget:
    """The node cap and the deadline (perf_counter seconds) of an exact search: ``spend()``
    once per node raises OutOfBudget past either; the clock is read every CHECK_EVERY nodes."""

    CHECK_EVERY = 256
    __slots__ = ("cap", "deadline", "used")

    def __init__(self, cap: int, deadline: float = math.inf) -> None:
        self.cap = cap
        self.deadline = deadline
        self.used = 0

    def spend(self) -> None:
        """Count one node; past the cap or the deadline, raise (``used`` never passes the cap)."""
        if self.used >= self.cap:
            raise OutOfBudget
        self.used += 1
        if not self.used % self.CHECK_EVERY and time.perf_counter() >= self.deadline:
            raise OutOfBudget


class Solved(NamedTuple):
    """An exact endgame search's answer: the best action found (None if none was valued),
    whether every action was valued within the budget, and the nodes spent."""

    action: Action | None
    proven: bool
    nodes: int


class View(NamedTuple):
    """One seat's view of a decision: hand (sorted ints), legal actions, public snapshot."""

    seat: int
    players: int
    hand: list[int]
    legal: list[Action]
    public: dict[str, Any]
    obs: dict[str, Any]  # the whole observation when there is one, else {}


def view_from_observation(obs: dict[str, Any]) -> View:
    """Parse an observation's hand and legal strings into a View."""
    return View(
        seat=int(obs["seat"]),
        players=int(obs["players"]),
        hand=sorted(parse_card(c) for c in obs["hand"]),
        legal=[Action.parse(s) for s in obs["legal"]],
        public=obs["public"],
        obs=obs,
    )


def view_from_state(state: GameState) -> View:
    """The view of the seat to move in a (determinized) state, for playouts."""
    seat = state.to_move
    assert seat is not None
    return View(
        seat=seat,
        players=state.players,
        hand=state.hand(seat),
        legal=state.legal_actions(),
        public=state.public(),
        obs={},
    )


class GameAI:
    """Default hooks: uniform scores, whole-game playouts, the engine's own returns."""

    # easy: how often it plays a reasonable but not the best move, and how wide "reasonable" is
    easy_slip = 0.5
    easy_width = 0.5
    # hard: the share of playout moves taken from the heuristic (the rest are random)
    playout_greed = 0.8
    # hard: whether the tree also branches on a seat's later actions within one turn (else the
    # heuristic plays them)
    tree_within_turn = True
    # hard: UCB exploration constant; distinct determinizations before clones are reused (a
    # small pool lets the tree learn the pool's hidden cards); expand the heuristic's move first
    exploration = 0.5
    pool = 1 << 30
    guided_expansion = True
    # hard: how many times the visits of normal's choice another action needs to replace it
    prior_margin = 1.0
    # hard: playouts stop after this many actions and are scored by ``evaluate``
    playout_depth = 2000
    # hard: exact-endgame nodes searched in the time of one search iteration (measured with
    # koloda bench --ai), so a decision bounded by iterations gives its endgame the share of
    # the work a timed decision would (not a cap worth seconds)
    nodes_per_iteration = 10.0
    # what hard's values mean (koloda.ai.analysis): "chance", an estimate in [0, 1] of the
    # seat's chance to win (or stay out), or "points", a margin of points; for the sampled
    # search and for a proven endgame's exact values
    value_unit = "chance"
    exact_unit = "chance"

    def match_scale(self, view: View) -> MatchScale | None:
        """Where hard's searched values (unit "chance") are the seat's share of the match
        rescaled from the round's worst end (0) to its best (1): those two shares and how the
        values are said (``koloda.ai.match.scale_words``: the chance of the better end, or the
        expected share low + v * (high - low); koloda.ai.analysis says it so); None where the
        values are the round's own, or already the match's chance."""
        return None

    def said_chance(self, view: View) -> Callable[[float], float] | None:
        """How a searched value (unit "chance") is said as the seat's chance of the match where
        the value is not that chance itself (Ryadky ranks its plays at a table of more than two
        by the chance against the best other seat alone: said as it is, a level start of three
        was "about even"); None where it is. koloda.ai.analysis reads the values through it."""
        return None

    def scores(self, view: View) -> list[float]:
        """One score per legal action, higher is better (the normal strategy)."""
        return [0.0] * len(view.legal)

    def settled(
        self, view: View, deadline: float = math.inf, nodes: int | None = None
    ) -> Action | None:
        """A decision the hard level takes without sampling (a proven endgame), if any; an
        exact search here stops at ``deadline`` (perf_counter seconds) or its node cap, which
        ``nodes`` lowers (see ``hard_nodes``)."""
        return None

    def own_search(
        self,
        obs: dict[str, Any],
        state_class: type[GameState],
        rng: random.Random,
        budget_ms: float | None,
        iterations: int | None,
        cancel: threading.Event | None,
        prior: Action | None = None,
        trace: Trace | None = None,
    ) -> tuple[Action, int, dict[str, int]] | None:
        """A game's own hard search for this decision: (action, iterations, samples per root
        action), or None for the common tree search. ``prior`` is normal's choice when the
        caller has it; ``trace`` receives the root candidates' statistics."""
        return None

    def exact_values(
        self, view: View, nodes: int | None, deadline: float = math.inf
    ) -> dict[Action, float] | None:
        """Every legal action's exact value in a proven endgame (the same solver ``settled``
        uses, each action searched with a full window), for the analysis; None when this is
        no such endgame. Actions the node cap or ``deadline`` did not allow are left out."""
        return None

    def routine(self, state: GameState) -> bool:
        """Whether the search leaves this step to the heuristic (no tree node)."""
        return False

    def easy_action(self, view: View, rng: random.Random) -> Action:
        """The easy level: the normal scores with human-like slips."""
        return easy_choice(view.legal, self.scores(view), rng, self.easy_slip, self.easy_width)

    def horizon(self, state: GameState) -> int | None:
        """A value that changes when the current deal/hand ends (playouts stop there), or None
        to play every playout to the end of the game."""
        return None

    def baseline(self, state: GameState) -> list[float]:
        """Standing of each seat at the root of the search (evaluate scores the change)."""
        return []

    def evaluate(self, state: GameState, base: list[float]) -> list[float]:
        """Rewards in [0, 1] for a playout stopped at the horizon or the depth, or played to
        the end of the game (a game whose match goes on may value that end for the match)."""
        return state.returns()

    def fast_playout(
        self, state: GameState, rng: random.Random, base: list[float]
    ) -> list[float] | None:
        """A game's own implementation of a whole playout from ``state`` (which it must leave
        untouched), equal to playing ``playout_action`` to the horizon or the depth and scoring
        by ``evaluate``; None to have koloda.ai.search.playout play it through the rules."""
        return None

    def playout_action(self, state: GameState, rng: random.Random) -> Action:
        """The move a playout makes: mostly the heuristic's best, sometimes random."""
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() >= self.playout_greed:
            return legal[rng.randrange(len(legal))]
        view = view_from_state(state)
        return best(legal, self.scores(view))


def hard_nodes(nodes: int | None, normal: int, hard: int) -> int:
    """Hard's endgame node cap: ``hard`` unless the caller's ``nodes`` asks for fewer, never
    fewer than ``normal`` spends on the same endgame."""
    return hard if nodes is None else max(normal, min(hard, nodes))


def best(legal: list[Action], scores: list[float]) -> Action:
    """The first action with the top score (ties go to the earliest: deterministic)."""
    top = 0
    for i in range(1, len(scores)):
        if scores[i] > scores[top]:
            top = i
    return legal[top]


def easy_choice(
    legal: list[Action], scores: list[float], rng: random.Random, slip: float, width: float
) -> Action:
    """Mostly the best move; with probability ``slip`` a random one among the better part."""
    if len(legal) == 1 or rng.random() >= slip:
        return best(legal, scores)
    order = sorted(range(len(legal)), key=lambda i: -scores[i])
    keep = max(1, round(len(order) * width))
    return legal[order[rng.randrange(keep)]]


_DEFAULT = GameAI()  # the hooks of a game that declares no AI: uniform scores, plain search


def game_ai(game: str) -> GameAI:
    """The heuristics and search hooks of one declared game (its package's ``ai`` part);
    ValueError naming the known games for any other."""
    found = declaration(game).load("ai")
    if found is None:
        return _DEFAULT
    if not isinstance(found, GameAI):
        raise TypeError(f"the AI {game} declares is not a GameAI: {type(found).__name__}")
    return found
