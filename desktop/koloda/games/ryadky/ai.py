"""Ryadky AI. Normal strategy, per card I may play (RY-3..RY-7):

1. The pile comes to me when the next player cannot answer (RY-4): value the pile (with my
   card) times the chance that the next player holds no card of its rank or suit, the chance
   computed from the cards I have not seen (hidden hands and stock are a uniform pool), minus
   the cards the next player is publicly known to lack (the observation's RY-4 voids: at most
   ``at_most`` of their cards have those ranks or suits).
2. A 7 or a Q (RY-6b) takes 1 or 4 cards from the next player's stack: worth those cards.
3. A third card of one rank (RY-6a) earns 2 stock cards: worth 2.
4. J on J (RY-6c) destroys the pile: good when the pile would likely go to an opponent.
5. Avoid handing a big pile on: if the next player answers and I keep no card of my card's
   suit or rank, the pile may go to them when the play comes back round; keep cards that
   answer many others (suits I hold several of), play the lonely ones last.
6. Endgame: once the stock is empty and two players hold cards, every unseen card is in the
   other hand or face down, so the rest of the deal is searched exactly in each possible
   split (koloda.games.ryadky.ai_end); the best play found there wins over points 1-5 (measured:
   normal beats easy in 81% of two-player games, 1,200 games, instead of 75%).
Easy is a beginner: three times in four it plays any card that matches, else points 1-5
(never the endgame search).
Hard plays a proven endgame (6) at once; otherwise it compares the cards it may play by flat
Monte Carlo with common random numbers (koloda.ai.flat): every card is tried on the same
re-deals of the hidden cards (honouring the voids), each followed by a playout with these
rules (the hidden cards of the sample known) for 16 actions or to the end of the deal (RY-8),
scored from each seat's total plus its stack weighted by a logistic chance to hold the
largest stack (RY-9), as the chance that the lead over the best other seat wins the ryadok
with the deals still to play (the lead model measured from play, koloda.ai.match; the end of
the last deal is exact, RY-10) (koloda.games.ryadky.ai_play plays these playouts on hand
masks, about 1.5 times as many a second as through the rules engine, the same moves and
values). Normal's card is kept
unless another beats it by 1.5 standard errors of the paired differences. (The tree search
of koloda.ai.search did as well within the noise of 200-game arenas; the flat search is
simpler to trust with so few choices per turn.)
"""

from __future__ import annotations

import math
import random
import threading
from collections.abc import Callable
from typing import Any

from koloda.ai.flat import flat_search
from koloda.ai.policy import (
    GameAI,
    View,
    best,
    easy_choice,
    hard_nodes,
    narrow,
    view_from_observation,
)
from koloda.ai.trace import Trace
from koloda.games.ryadky.ai_end import endgame_choice, endgame_value
from koloda.games.ryadky.ai_play import (
    SUIT,
    known_hand_choice,
    mask_scores,
    next_holder,
    playout_values,
    ryadok_chance,
    standing,
)
from koloda.games.ryadky.rules import MATCH, RyadkyState
from koloda.rules import Action, GameState
from koloda.rules.cards import (
    RANKS,
    SUITS,
    full_deck,
    mask_of,
    parse_card,
)

PLAYOUT_DEPTH = 16  # actions a hard playout plays (within the deal) before it is scored
ENDGAME_NODES = 3000  # normal's node budget for an exact endgame (else the card rules play)
HARD_NODES = 40000  # hard's: a proven endgame is played without sampling


def _matches(a: int, b: int) -> bool:
    """RY-3, from the engine's table: ``a`` answers ``b``."""
    return bool(MATCH[b] >> a & 1)


def _no_answer_chance(card: int, pool: list[int], held: int) -> float:
    """Chance that ``held`` cards drawn from ``pool`` hold nothing matching ``card``."""
    size = len(pool)
    if held <= 0:
        return 1.0
    m = sum(1 for x in pool if _matches(x, card))
    p = 1.0
    for i in range(held):
        if size - i <= 0:
            return 0.0
        p *= max(0.0, (size - m - i) / (size - i))
    return p


def _void_masks(entries: Any) -> list[tuple[int, int]]:
    """The observation's void entries of one seat as (card mask, at_most), oldest first."""
    out = []
    for e in entries or []:
        mask = 0
        for r in e["ranks"]:
            mask |= 0xF << (4 * RANKS.index(r))
        for x in e["suits"]:
            mask |= SUIT << SUITS.index(x)
        out.append((mask, int(e["at_most"])))
    return out


def _classes(
    pool: list[int], held: int, voids: list[tuple[int, int]]
) -> list[tuple[int, list[int]]]:
    """The next player's hand as (count, cards it may come from) parts: with nested voids,
    ``held - at_most[0]`` cards lie outside every void, and so on (see io._fill)."""
    if not voids:
        return [(held, pool)]
    bounds = []
    low = held
    for _, k in voids:
        low = min(low, k)
        bounds.append(low)
    sizes = [held - bounds[0]] + [bounds[j - 1] - bounds[j] for j in range(1, len(bounds))]
    sizes.append(bounds[-1])
    depth = {c: sum(1 for m, _ in voids if m >> c & 1) for c in pool}
    return [(k, [c for c in pool if depth[c] <= j]) for j, k in enumerate(sizes) if k > 0]


def _no_answer_chance_parts(card: int, parts: list[tuple[int, list[int]]]) -> float:
    """Chance that a hand made of ``parts`` holds nothing matching ``card`` (parts taken as
    independent draws)."""
    p = 1.0
    for held, cards in parts:
        p *= _no_answer_chance(card, cards, held)
    return p


class RyadkyAI(GameAI):
    """Heuristics and search hooks for Ryadky."""

    easy_slip = 0.75  # a beginner: three times in four any card that matches
    easy_width = 1.0
    playout_greed = 0.85
    playout_depth = PLAYOUT_DEPTH
    prior_margin = 1.5  # the deal is noisy: overrule the normal choice only on clear evidence
    flat = True  # hard: flat Monte Carlo over the cards (koloda.ai.flat), not the tree search
    switch_z = 1.5  # standard errors by which another card must beat normal's
    nodes_per_iteration = 100.0  # ~250,000 endgame nodes/s against ~2,500 samples/s
    exact_unit = "points"  # ai_end: my total minus the best other's (a won game +1,000)

    def said_chance(self, view: View) -> Callable[[float], float] | None:
        """At a table of more than two the searched value is the chance against the best other
        seat alone: said as the chance of the ryadok it turned into in play."""
        if view.players <= 2:
            return None
        return lambda value: ryadok_chance(value, view.players)

    def scores(self, view: View) -> list[float]:
        """The card rules, and an exact endgame (koloda.games.ryadky.ai_end) played when solved."""
        out = self.heuristic_scores(view)
        found = endgame_choice(view, best(view.legal, out), ENDGAME_NODES)
        if found.action is not None:
            out[view.legal.index(found.action)] += 100.0
        return out

    def settled(
        self, view: View, deadline: float = math.inf, nodes: int | None = None
    ) -> Action | None:
        """Hard plays a proven endgame without sampling."""
        first = best(view.legal, self.heuristic_scores(view))
        found = endgame_choice(view, first, hard_nodes(nodes, ENDGAME_NODES, HARD_NODES), deadline)
        return found.action if found.proven else None

    def exact_values(
        self, view: View, nodes: int | None, deadline: float = math.inf
    ) -> dict[Action, float] | None:
        """A proven endgame's plays valued exactly (koloda.games.ryadky.ai_end: my total minus the
        best other's after the deal, a won last deal counting 1,000 more, RY-9, RY-10)."""
        cap = hard_nodes(nodes, ENDGAME_NODES, HARD_NODES)
        return endgame_value(view, cap, partial=True, deadline=deadline)

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
        """Hard compares the cards it may play by flat Monte Carlo with common random numbers
        (koloda.ai.flat), keeping normal's card unless another is significantly better."""
        if not self.flat:
            return None
        if prior is None:
            view = view_from_observation(obs)
            prior = best(view.legal, self.scores(view))
        return flat_search(
            obs,
            state_class,
            self,
            rng,
            prior,
            budget_ms=budget_ms,
            iterations=iterations,
            cancel=cancel,
            z=self.switch_z,
            trace=trace,
        )

    def easy_action(self, view: View, rng: random.Random) -> Action:
        """A beginner: the card rules with slips, never the endgame search."""
        scores = self.heuristic_scores(view)
        return easy_choice(view.legal, scores, rng, self.easy_slip, self.easy_width)

    def heuristic_scores(self, view: View) -> list[float]:
        """Points 1-5 of the module docstring for every legal play."""
        pub = view.public
        pile = [parse_card(x) for x in pub["pile"]]
        counts = [int(k) for k in pub["hands"]]
        seen = set(view.hand) | set(pile)
        obs = view.obs
        for st in obs.get("stack_cards", []):
            seen.update(parse_card(x) for x in st if x is not None)
        seen.update(parse_card(x) for x in obs.get("out_cards", []) if x is not None)
        size = int(obs.get("options", {}).get("deck_size", 52))
        pool = [c for c in full_deck(size) if c not in seen]
        q = next_holder(counts, view.seat)
        held = counts[q] if q >= 0 else 0
        voids = obs.get("voids")
        parts = _classes(pool, held, _void_masks(voids[q]) if voids and q >= 0 else [])
        chances = [_no_answer_chance_parts(a.cards[0], parts) for a in view.legal]
        suits = [0.0] * 4
        for k, cards in parts:  # expected cards of each suit in the next hand
            share = k / max(1, len(cards))
            for x in cards:
                suits[x & 3] += share
        return mask_scores(
            [a.cards[0] for a in view.legal],
            mask_of(view.hand),
            pile,
            view.seat,
            counts,
            [int(x) for x in pub["stacks"]],
            int(pub["stock"]),
            chances,
            suits,
        )

    def playout_action(self, state: GameState, rng: random.Random) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1 or rng.random() >= self.playout_greed:
            return legal[rng.randrange(len(legal))]
        # Inside a sampled deal the next hand is known: score against it directly.
        st = narrow(state, RyadkyState)
        seat = st.to_move
        assert seat is not None
        card = known_hand_choice(
            [a.cards[0] for a in legal],
            [mask_of(h) for h in st.hands],
            [len(h) for h in st.hands],
            seat,
            st.pile,
            [len(x) for x in st.stacks],
            len(st.stock),
        )
        return Action("play", (card,))

    def horizon(self, state: GameState) -> int | None:
        return narrow(state, RyadkyState).deal

    def evaluate(self, state: GameState, base: list[float]) -> list[float]:
        """Totals plus each stack weighted by its chance to win the deal (RY-9), then the chance
        that the lead over the best other seat wins the ryadok (ai_play.standing)."""
        if state.is_terminal():
            return state.returns()
        st = narrow(state, RyadkyState)
        return standing([len(x) for x in st.stacks], st.totals, st.deals - st.deal)

    def fast_playout(
        self, state: GameState, rng: random.Random, base: list[float]
    ) -> list[float] | None:
        """Hard's playouts on hand masks and counts (koloda.games.ryadky.ai_play): the same moves
        and values as the rules engine's playouts, about 1.5 times as many a second."""
        return playout_values(
            narrow(state, RyadkyState), self.playout_greed, self.playout_depth, rng
        )


AI = RyadkyAI()  # the game's AI, as its package declares it
