"""Ryadky endgame: once the stock is empty and only two players hold cards, every card a seat
has not seen is in the other hand or lies face down in a stack or out of play (RY-6a bonus
cards). With no face-down card the rest of the deal is a game of perfect information; with a
few, each way to pick the other hand from the unseen cards (that fits its public RY-4 voids)
is a "world", and a play is valued by its average over the worlds. Each world is searched
exactly: alpha-beta over hands as bit masks with a transposition table, scored at the deal's
end by RY-9 (the largest stack banks) as my total minus the best other total, and in the last
deal (RY-10) by winning the game first. The search has a node cap and a deadline (a Budget): a
position it cannot value within them is left to the heuristic.
"""

from __future__ import annotations

import math
from itertools import combinations
from typing import NamedTuple

from koloda.ai.policy import Budget, OutOfBudget, Solved, View
from koloda.games.ryadky.io import parse_voids
from koloda.games.ryadky.rules import MATCH, PENALTY, fits_voids
from koloda.rules import Action
from koloda.rules.cards import RANK_J, cards_of, full_deck, mask_of, parse_card

MAX_WORLDS = 36  # hidden-card splits an endgame may have and still be searched
WIN = 1000.0  # in the last deal, winning the game outweighs any margin of points


class Endgame:
    """The perfect-information rest of a deal between two card holders, me (0) and them (1)."""

    def __init__(
        self,
        *,
        fixed: list[int],
        totals: list[int],
        final: bool,
    ) -> None:
        # fixed: the stacks of the seats holding no cards (unchanged till the deal ends);
        # totals: [mine, theirs, *the others'] before this deal's RY-9 banking.
        self.fixed = fixed
        self.totals = totals
        self.final = final
        self.budget = Budget(0)
        self.table: dict[tuple[int, ...], tuple[float, int]] = {}

    def deal_value(self, s0: int, s1: int) -> float:
        """RY-9 then my total minus the best other (RY-10: a won last deal is worth WIN)."""
        stacks = [s0, s1, *self.fixed]
        best = max(stacks)
        t = list(self.totals)
        if best > 0:
            for i, k in enumerate(stacks):
                if k == best:
                    t[i] += k
        other = max(t[1:])
        margin = float(t[0] - other)
        if self.final:
            if t[0] > other:
                return WIN + margin
            if t[0] == other:
                return WIN / 2 + margin
            return margin - WIN
        return margin

    def moves(self, hands: tuple[int, int], p: int, top: int) -> list[int]:
        """The cards p may play, the likeliest good ones first: cards the other cannot answer
        (the pile is won), then those with fewest answers."""
        mine = hands[p] if top < 0 else hands[p] & MATCH[top]
        theirs = hands[1 - p]
        cards = cards_of(mine)
        cards.sort(key=lambda c: (MATCH[c] & theirs).bit_count())
        return cards

    def after(
        self, hands: tuple[int, int], p: int, c: int, top: int, plen: int, s0: int, s1: int
    ) -> tuple[int, int, int, int, int, int, int] | float:
        """Play c by p: the next position (hands..., mover, top, pile length, stacks) or the
        deal's value if it ends (RY-3..RY-8 with an empty stock)."""
        h = [hands[0], hands[1]]
        h[p] &= ~(1 << c)
        q = 1 - p
        plen += 1
        st = [s0, s1]
        r = c >> 2
        answering = h[q] != 0
        if PENALTY[r] and answering:  # RY-6b on the next player
            st[q] = max(0, st[q] - PENALTY[r])
        if r == RANK_J and top >= 0 and top >> 2 == RANK_J:
            pass  # RY-6c: the pile is destroyed
        elif not answering:
            pass  # RY-5: built
        elif h[q] & MATCH[c]:
            return (h[0], h[1], q, c, plen, st[0], st[1])
        else:
            st[p] += plen  # RY-4: the pile goes to p
        # RY-7 with an empty stock: p leads again, or the other holder; RY-8 the deal ends.
        if not (h[0] and h[1]):
            return self.deal_value(st[0], st[1])
        lead = p if h[p] else q
        return (h[0], h[1], lead, -1, 0, st[0], st[1])

    def search(
        self,
        hands: tuple[int, int],
        p: int,
        top: int,
        plen: int,
        s0: int,
        s1: int,
        alpha: float,
        beta: float,
    ) -> float:
        self.budget.spend()
        key = (hands[0], hands[1], p, top, plen, s0, s1)
        hit = self.table.get(key)
        if hit is not None:
            v, flag = hit
            if flag == 0 or (flag > 0 and v >= beta) or (flag < 0 and v <= alpha):
                return v
        a0, b0 = alpha, beta
        maximize = p == 0
        value = -1e9 if maximize else 1e9
        for c in self.moves(hands, p, top):
            nxt = self.after(hands, p, c, top, plen, s0, s1)
            if isinstance(nxt, float):
                v = nxt
            else:
                v = self.search(
                    (nxt[0], nxt[1]), nxt[2], nxt[3], nxt[4], nxt[5], nxt[6], alpha, beta
                )
            if maximize:
                value = max(value, v)
                alpha = max(alpha, v)
            else:
                value = min(value, v)
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = 0
        if value <= a0:
            flag = -1  # an upper bound
        elif value >= b0:
            flag = 1  # a lower bound
        self.table[key] = (value, flag)
        return value


class Worlds(NamedTuple):
    """The possible endgames behind an observation: one solver (its table is keyed by both
    hands, so worlds share it), the hands (mine, theirs) of every world, the pile's top card
    (-1 for a lead), its length and the two holders' stacks."""

    solver: Endgame
    hands: list[tuple[int, int]]
    top: int
    plen: int
    s0: int
    s1: int


def endgame_worlds(view: View, limit: int = MAX_WORLDS) -> Worlds | None:
    """The endgame of the module docstring: the stock is empty and two players hold cards, so
    every unseen card is in the other hand or face down (RY-6a). Each way to pick the other
    hand from the unseen cards that fits its public voids (RY-4) is a world; None when this
    is no such endgame or it has more than ``limit`` worlds."""
    obs = view.obs
    if not obs:
        return None
    pub = view.public
    if int(pub["stock"]) != 0:
        return None
    counts = [int(k) for k in pub["hands"]]
    me = view.seat
    holders = [s for s in range(view.players) if counts[s] > 0]
    if len(holders) != 2 or me not in holders:
        return None
    them = holders[0] if holders[1] == me else holders[1]
    stack_cards = obs.get("stack_cards", [])
    out_cards = obs.get("out_cards", [])
    pile = [parse_card(x) for x in pub["pile"]]
    seen = set(view.hand) | set(pile)
    holes = 0
    for x in [*(x for st in stack_cards for x in st), *out_cards]:
        if x is None:
            holes += 1  # a face-down bonus card: could be any unseen card
        else:
            seen.add(parse_card(x))
    options = obs.get("options", {})
    unseen = [c for c in full_deck(int(options.get("deck_size", 52))) if c not in seen]
    k = counts[them]
    if len(unseen) != k + holes or math.comb(len(unseen), k) > limit:
        return None
    voids = parse_voids(obs.get("voids"), view.players)[them]
    mine = mask_of(view.hand)
    hands = [
        (mine, mask_of(pick)) for pick in combinations(unseen, k) if fits_voids(list(pick), voids)
    ]
    if not hands:
        return None
    stacks = [int(x) for x in pub["stacks"]]
    totals = [int(x) for x in pub["totals"]]
    others = [s for s in range(view.players) if s not in (me, them)]
    solver = Endgame(
        fixed=[stacks[s] for s in others],
        totals=[totals[me], totals[them], *(totals[s] for s in others)],
        final=int(pub["deal"]) + 1 >= int(options.get("deals", 7)),
    )
    top = pile[-1] if pile else -1
    return Worlds(solver, hands, top, len(pile), stacks[me], stacks[them])


def exact_endgame(view: View) -> Worlds | None:
    """The endgame when it has a single world: every card's place is known."""
    found = endgame_worlds(view)
    return found if found is not None and len(found.hands) == 1 else None


def _play_value(w: Worlds, card: int, alpha: float) -> float:
    """My play's value averaged over the worlds (exact in each; a bound below ``alpha``
    may come back as anything up to ``alpha`` when there is a single world)."""
    total = 0.0
    for hands in w.hands:
        nxt = w.solver.after(hands, 0, card, w.top, w.plen, w.s0, w.s1)
        if isinstance(nxt, float):
            total += nxt
        else:
            lo = alpha if len(w.hands) == 1 else -1e9
            total += w.solver.search(
                (nxt[0], nxt[1]), nxt[2], nxt[3], nxt[4], nxt[5], nxt[6], lo, 1e9
            )
    return total / len(w.hands)


def endgame_choice(view: View, first: Action, nodes: int, deadline: float = math.inf) -> Solved:
    """The best play of the endgame found within ``nodes`` and ``deadline`` (``first``, the
    heuristic's choice, is tried first and kept on ties; with several worlds, the best average)
    and whether every play was valued; (None, False, 0) when this is no endgame."""
    found = endgame_worlds(view)
    if found is None:
        return Solved(None, False, 0)
    budget = found.solver.budget = Budget(nodes, deadline)
    order = [first] + [a for a in view.legal if a != first]
    choice: Action | None = None
    top_value = -1e9
    try:
        for a in order:
            v = _play_value(found, a.cards[0], top_value)
            if v > top_value:
                top_value, choice = v, a
    except OutOfBudget:
        return Solved(choice, False, budget.used)
    return Solved(choice, True, budget.used)


def endgame_value(
    view: View, nodes: int, partial: bool = False, deadline: float = math.inf
) -> dict[Action, float] | None:
    """Every legal play's exact value averaged over the worlds, or None (no endgame, or the
    node cap ran out; with ``partial`` the plays valued before the cap are kept instead)."""
    found = endgame_worlds(view)
    if found is None:
        return None
    found.solver.budget = Budget(nodes, deadline)
    out: dict[Action, float] = {}
    try:
        for a in view.legal:
            out[a] = _play_value(found, a.cards[0], -1e9)
    except OutOfBudget:
        return out if partial else None
    return out
