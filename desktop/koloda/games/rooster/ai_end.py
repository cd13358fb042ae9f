"""Chuvash Rooster endgame: once the stock is empty and two players are left (CR-10), every card
a seat has not seen is in the other hand, so the rest of the game is one of perfect information.

It is searched exactly: alpha-beta over hands as bit masks (the engine's CR-1 table and lead
tables) with a transposition table, valued 1 when I am not the rooster, 0.5 for a draw and 0
when I am (CR-12). The search stops at a node cap or a deadline; a position it cannot value in
time is left to the caller. The moves follow CR-4..CR-12 for two players, where the attacker is
the only thrower (CR-7) and a taken bout is attacked again by the same player (CR-9, CR-11);
tests check every value against a full search of the engine.
"""

from __future__ import annotations

import math
from typing import NamedTuple

from koloda.ai.policy import Budget, OutOfBudget, Solved, View
from koloda.games.rooster.cards import (
    BEATEN_BY,
    DECK,
    RANK_MASK_OF,
    SUIT_MASK,
    lead_table,
)
from koloda.rules import Action
from koloda.rules.cards import cards_of, mask_of, parse_card

LEAD, DEFEND, THROW_IN = 0, 1, 2
WIN, DRAW, LOSS = 1.0, 0.5, 0.0
_FULL = mask_of(DECK)


class Pos(NamedTuple):
    """A position: the attacker's and the defender's hands, whether I attack, the phase, the
    uncovered attack cards, every table card, the ranks on the table and a declared take."""

    att: int
    dfn: int
    me_att: bool
    phase: int
    unc: int
    tab: int
    ranks: int
    taking: bool


Move = tuple[int, int, int]  # (kind, card mask or attack card, cover card); see _moves


_LEAD_MASKS: dict[int, list[int]] = {}


def _leads(part: int) -> list[int]:
    """Every CR-4 lead from one suit's cards (a mask), smallest first, as masks."""
    found = _LEAD_MASKS.get(part)
    if found is None:
        found = _LEAD_MASKS[part] = [mask_of(a.cards) for a in lead_table(part)[0]]
    return found


def _end_bout(p: Pos, beaten: bool) -> Pos | float:
    """CR-9..CR-12 with an empty stock: the table is discarded or picked up; a player left
    without cards is out and ends the game; else the next bout's attacker leads."""
    att, dfn = p.att, p.dfn if beaten else p.dfn | p.tab
    if not att or not dfn:
        if not att and not dfn:
            return DRAW
        me_holds = (att if p.me_att else dfn) != 0
        return LOSS if me_holds else WIN
    if beaten:  # CR-9: the defender attacks next
        return Pos(dfn, att, not p.me_att, LEAD, 0, 0, 0, False)
    return Pos(att, dfn, p.me_att, LEAD, 0, 0, 0, False)  # CR-9/CR-11: the same attacker


def _seek(p: Pos) -> Pos | float:
    """CR-7/CR-8: the attacker may throw in (a card of a table rank, within the limit), else
    the bout ends, beaten unless the defender takes."""
    if p.unc.bit_count() < p.dfn.bit_count() and p.att & p.ranks:
        return p._replace(phase=THROW_IN)
    return _end_bout(p, not p.taking)


def after(p: Pos, move: Move) -> Pos | float:
    """The position after ``move`` (or the game's value for me once it ends)."""
    kind, x, y = move
    if kind == 0:  # lead the cards of mask x (CR-4)
        ranks = 0
        m = x
        while m:
            low = m & -m
            ranks |= RANK_MASK_OF[low.bit_length() - 1]
            m ^= low
        return Pos(p.att & ~x, p.dfn, p.me_att, DEFEND, x, x, ranks, False)
    if kind == 1:  # cover attack card x with y (CR-5)
        q = p._replace(
            dfn=p.dfn & ~(1 << y),
            unc=p.unc & ~(1 << x),
            tab=p.tab | 1 << y,
            ranks=p.ranks | RANK_MASK_OF[y],
        )
        return _seek(q) if not q.unc else q
    if kind == 2:  # take (CR-6 at once, else CR-7 throw-ins onto the taker)
        if p.tab == p.unc:
            return _end_bout(p, False)
        return _seek(p._replace(taking=True))
    if kind == 3:  # throw card x (CR-7, CR-8)
        q = p._replace(att=p.att & ~(1 << x), unc=p.unc | 1 << x, tab=p.tab | 1 << x)
        return _seek(q) if q.taking else q._replace(phase=DEFEND)
    return _end_bout(p, not p.taking)  # pass: the round and the bout end (CR-8)


def moves(p: Pos) -> list[Move]:
    """The legal moves, likeliest good first: long leads and leads the defender cannot cover,
    the cheapest covers, taking last; throws of weak cards before passing."""
    if p.phase == LEAD:
        limit = p.dfn.bit_count()
        out: list[tuple[int, Move]] = []
        for sm in SUIT_MASK:
            part = p.att & sm
            if not part:
                continue
            for lead in _leads(part):
                size = lead.bit_count()
                if size > limit:
                    break
                stuck = any(not p.dfn & BEATEN_BY[c] for c in cards_of(lead))
                out.append((-(size + 4 * stuck) * 64 + (lead & -lead).bit_length(), (0, lead, 0)))
        out.sort()
        return [m for _, m in out]
    if p.phase == DEFEND:
        covers: list[tuple[int, Move]] = []
        for a in cards_of(p.unc):
            for b in cards_of(p.dfn & BEATEN_BY[a]):
                covers.append((b, (1, a, b)))
        covers.sort()
        return [m for _, m in covers] + [(2, 0, 0)]
    throws = [(3, c, 0) for c in cards_of(p.att & p.ranks)]
    return [*throws, (4, 0, 0)]


class Solver:
    """Alpha-beta with a transposition table, within a Budget of nodes and time."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.table: dict[Pos, tuple[float, int]] = {}

    def value(self, p: Pos | float, alpha: float = LOSS, beta: float = WIN) -> float:
        """My value of ``p`` (exact when it lies strictly between alpha and beta)."""
        if isinstance(p, float):
            return p
        self.budget.spend()
        hit = self.table.get(p)
        if hit is not None:
            v, flag = hit
            if flag == 0 or (flag > 0 and v >= beta) or (flag < 0 and v <= alpha):
                return v
        a0, b0 = alpha, beta
        mine = p.me_att == (p.phase != DEFEND)
        best = LOSS - 1 if mine else WIN + 1
        for move in moves(p):
            v = self.value(after(p, move), alpha, beta)
            if mine:
                if v > best:
                    best = v
                alpha = max(alpha, v)
            else:
                if v < best:
                    best = v
                beta = min(beta, v)
            if alpha >= beta:
                break
        flag = -1 if best <= a0 else 1 if best >= b0 else 0
        self.table[p] = (best, flag)
        return best


def position(view: View) -> Pos | None:
    """The endgame of the module docstring from what the seat sees, or None if this is not one
    (the stock holds cards, or more than two players are left)."""
    obs = view.obs
    pub = view.public
    if not obs or int(pub["stock"]) != 0 or view.players - len(pub["finished"]) != 2:
        return None
    attacker, defender = pub["attacker"], pub["defender"]
    if attacker is None or defender is None:
        return None
    mine = mask_of(view.hand)
    seen = mine | mask_of(parse_card(x) for x in obs["discard_cards"])
    unc = tab = 0
    for a, c in pub["table"]:
        tab |= 1 << parse_card(a)
        if c is None:
            unc |= 1 << parse_card(a)
        else:
            tab |= 1 << parse_card(c)
    theirs = _FULL & ~seen & ~tab
    other = attacker if defender == view.seat else defender
    if theirs.bit_count() != int(pub["hands"][other]):
        return None  # not every unseen card is in the other hand
    me_att = attacker == view.seat
    att, dfn = (mine, theirs) if me_att else (theirs, mine)
    ranks = 0
    for c in cards_of(tab):
        ranks |= RANK_MASK_OF[c]
    phase = {"lead": LEAD, "defend": DEFEND, "throw": THROW_IN}.get(str(obs["phase"]))
    if phase is None:
        return None
    return Pos(att, dfn, me_att, phase, unc, tab, ranks, bool(pub["taking"]))


def action_move(action: Action) -> Move:
    """The solver's move for an engine action."""
    kind = action.kind
    if kind == "lead":
        return (0, mask_of(action.cards), 0)
    if kind == "cover":
        return (1, action.cards[0], action.cards[1])
    if kind == "take":
        return (2, 0, 0)
    if kind == "throw":
        return (3, action.cards[0], 0)
    return (4, 0, 0)


def endgame_choice(view: View, first: Action, nodes: int, deadline: float = math.inf) -> Solved:
    """Search the rest of an exact endgame (CR-12), ``first`` (the heuristic's choice) first and
    kept on ties: the best legal action found within ``nodes`` and ``deadline``."""
    p = position(view)
    if p is None:
        return Solved(None, False, 0)
    budget = Budget(nodes, deadline)
    solver = Solver(budget)
    order = [first] + [a for a in view.legal if a != first]
    choice: Action | None = None
    top = LOSS - 1
    try:
        for a in order:
            v = solver.value(after(p, action_move(a)), max(top, LOSS), WIN)
            if v > top:
                top, choice = v, a
            if top >= WIN:
                break
    except OutOfBudget:
        return Solved(choice, False, budget.used)
    return Solved(choice, True, budget.used)


def endgame_values(
    view: View, nodes: int, deadline: float = math.inf
) -> dict[Action, float] | None:
    """Every legal action's exact value (1 out, 0.5 a draw, 0 the rooster, CR-12), each
    searched with a full window within one ``nodes`` cap; None when this is no endgame. The
    actions valued before the cap ran out are kept, the rest left out."""
    p = position(view)
    if p is None:
        return None
    solver = Solver(Budget(nodes, deadline))
    out: dict[Action, float] = {}
    try:
        for a in view.legal:
            out[a] = solver.value(after(p, action_move(a)), LOSS, WIN)
    except OutOfBudget:
        pass
    return out
