"""Ryadky's card rules on bit masks, and hard's playouts on them.

``mask_scores`` is the one implementation of the card rules (points 1-5 of koloda.games.ryadky.ai):
normal scores the cards of an observation with it, and hard's playouts score every move with
it. ``playout_values`` plays one of hard's playouts (koloda.ai.search.playout with RyadkyAI's
policy and evaluation) on hand masks and counts instead of a RyadkyState: no events, actions,
voids or clones, the same moves (the same random numbers drawn in the same order) and the same
values as playing them through the rules engine (tests/ai/test_ryadky_play.py compares them on
positions of 2 to 6 players), about 1.5 times the playouts a second.
"""

from __future__ import annotations

import itertools
import math
import random

from koloda.ai.match import ROUND_ONLY, LeadModel, phi
from koloda.games.ryadky.rules import HAND_SIZE, MATCH, PENALTY, RyadkyState
from koloda.rules.cards import RANK_7, RANK_J, RANK_Q, cards_of, mask_of

LONELY = 0.5  # weight of keeping no answer to my own card (the pile may pass me by)
WAR = 0.1  # weight of out-lasting the next player in the suit I play (per card, per 4 in pile)
DEAL_SCALE = 12.0  # hard before issue 44: a logistic's scale of a lead, per deal left
# How a lead of banked cards turns into a won ryadok (RY-9, RY-10), measured from normal's
# self-play by ``python -m koloda.ai.match_fit --game ryadky --matches 600`` (docs/strength.md,
# "The match value"): Phi(lead / (spread * sqrt(deals left))).
MATCH_MODEL = LeadModel(spread=23.0, pace=11.2)
# At a table of more than two, hard ranks its plays by the chance against the best other seat
# alone (``standing``: weighing every other seat, as koloda.ai.match.match_chances does, lost
# ground in four-player arenas, docs/strength.md), which is no chance of the ryadok: a level
# start of three players is 0.5, where each wins one time in three. The hint and the review
# read it through what it turned into in play: (that value, the share of ryadoks won) by
# tenths, from ``python -m koloda.ai.match_fit --game ryadky --players N --matches M
# --against-best 23`` (docs/strength.md, "Ryadky's chances at a table of more than two").
AGAINST_BEST_WON: dict[int, tuple[tuple[float, float], ...]] = {
    3: (
        (0.038, 0.008),
        (0.152, 0.076),
        (0.250, 0.163),
        (0.353, 0.246),
        (0.443, 0.302),
        (0.543, 0.473),
        (0.646, 0.571),
        (0.748, 0.744),
        (0.848, 0.898),
        (0.958, 0.993),
    ),
    4: (
        (0.042, 0.002),
        (0.152, 0.046),
        (0.250, 0.102),
        (0.353, 0.188),
        (0.440, 0.260),
        (0.544, 0.434),
        (0.643, 0.574),
        (0.747, 0.776),
        (0.848, 0.911),
        (0.951, 1.000),
    ),
    5: (
        (0.044, 0.000),
        (0.152, 0.020),
        (0.251, 0.079),
        (0.354, 0.154),
        (0.438, 0.238),
        (0.544, 0.437),
        (0.644, 0.586),
        (0.746, 0.807),
        (0.844, 0.950),
        (0.950, 1.000),
    ),
    6: (
        (0.049, 0.000),
        (0.155, 0.011),
        (0.252, 0.055),
        (0.353, 0.116),
        (0.436, 0.209),
        (0.542, 0.391),
        (0.642, 0.610),
        (0.743, 0.849),
        (0.846, 0.967),
        (0.944, 1.000),
    ),
}
SUIT = sum(1 << (4 * r) for r in range(13))  # every club as a card mask; << suit for the others


def next_holder(counts: list[int], seat: int) -> int:
    """RY-3: the next player clockwise after ``seat`` holding cards (by hand counts), or -1."""
    n = len(counts)
    q = seat
    for _ in range(n - 1):
        q = (q + 1) % n
        if counts[q]:
            return q
    return -1


def mask_scores(
    cards: list[int],
    held: int,
    pile: list[int],
    seat: int,
    counts: list[int],
    stacks: list[int],
    stock: int,
    no_answer: list[float],
    their_suits: list[float],
) -> list[float]:
    """Score each of ``cards`` (cards of the hand ``held``, a card mask, that ``seat`` may play)
    by the card rules. ``no_answer[i]`` is the chance the next player cannot answer
    ``cards[i]``; ``their_suits[s]`` how many cards of suit s the next player holds
    (expected); ``counts`` and ``stacks`` are every seat's hand and stack counts."""
    n = len(counts)
    q = next_holder(counts, seat)
    weight = 1.0 if n == 2 else 0.7  # an opponent's loss matters less with more opponents
    # What does not depend on the card, once (the same arithmetic, in the same order).
    size = len(pile) + 1
    on_j = size > 1 and pile[-1] >> 2 == RANK_J
    pair = pile[-1] >> 2 if size > 2 and pile[-1] >> 2 == pile[-2] >> 2 and stock else -1
    lonely = LONELY * (size + 1)
    spread = 1.0 if n == 2 else 0.4
    war = WAR * (size + 2) / 4
    their = stacks[q] if q >= 0 else 0
    out = []
    for i, c in enumerate(cards):
        r = c >> 2
        score = 0.0
        if r == RANK_J and on_j:
            # RY-6c: a destroyed pile is lost to everybody; worth it if an answer was likely.
            score += 0.4 * size * (1.0 - no_answer[i]) - 0.5
        elif q >= 0:
            score += size * no_answer[i]
            rest = held & ~(1 << c)
            if not MATCH[c] & rest:
                score -= lonely * (1.0 - no_answer[i]) * spread
            # A suit war: answers mostly follow suit, so the longer side of it wins the pile.
            score += war * ((rest & SUIT << (c & 3)).bit_count() - their_suits[c & 3])
        if q >= 0 and r == RANK_7:
            score += weight * min(1, their)
        elif q >= 0 and r == RANK_Q:
            score += weight * min(4, their)
        if r == pair:
            score += min(2, stock)
        # Keep 7s and Qs for a rich stack: spending one on an empty stack wastes it.
        if r in (RANK_7, RANK_Q) and (q < 0 or their == 0):
            score -= 0.3
        out.append(score)
    return out


def known_hand_choice(
    cards: list[int],
    hands: list[int],
    counts: list[int],
    seat: int,
    pile: list[int],
    stacks: list[int],
    stock: int,
) -> int:
    """The card rules' pick among ``cards`` inside a sampled deal, where the next hand is
    known (its cards answer or not: chance 0 or 1). Ties go to the lowest card."""
    q = next_holder(counts, seat)
    nxt = hands[q] if q >= 0 else 0
    chances = [0.0 if MATCH[c] & nxt else 1.0 for c in cards]
    suits = [float((nxt & SUIT << s).bit_count()) for s in range(4)]
    scores = mask_scores(cards, hands[seat], pile, seat, counts, stacks, stock, chances, suits)
    return cards[max(range(len(cards)), key=scores.__getitem__)]


def standing(stacks: list[int], totals: list[int], left: int) -> list[float]:
    """Hard's value of a position for every seat: totals plus each stack weighted by its chance
    to win the deal (RY-9), then the chance that the lead over the best other seat wins the
    ryadok with the deals still to play counting the current one (``left``, RY-10), by the lead
    model measured from play (issue 44; the end of the last deal is valued exactly, RY-10)."""
    n = len(totals)
    values = []
    for s in range(n):
        other = max(stacks[i] for i in range(n) if i != s)
        values.append(totals[s] + stacks[s] / (1.0 + math.exp((other - stacks[s]) / 4.0)))
    if ROUND_ONLY.get():  # hard before issue 44: a logistic of a guessed scale
        scale = DEAL_SCALE * math.sqrt(max(1, left))
        out = []
        for s in range(n):
            lead = values[s] - max(values[i] for i in range(n) if i != s)
            out.append(1.0 / (1.0 + math.exp(-lead / scale)))
        return out
    # the lead model measured from play (koloda.ai.match_fit): a deal moves a lead by a
    # spread of MATCH_MODEL.spread cards
    scale = MATCH_MODEL.spread * math.sqrt(max(1, left))
    return [phi((values[s] - max(values[i] for i in range(n) if i != s)) / scale) for s in range(n)]


def _said_points(table: tuple[tuple[float, float], ...]) -> list[tuple[float, float]]:
    """A measured table from (0, 0) to (1, 1), its shares never falling."""
    points = [(0.0, 0.0)]
    for v, won in table:
        points.append((v, max(won, points[-1][1])))
    return [*points, (1.0, 1.0)]


_SAID_POINTS = {n: _said_points(table) for n, table in AGAINST_BEST_WON.items()}


def ryadok_chance(value: float, players: int) -> float:
    """Hard's value at a table of ``players`` (the chance against the best other seat) as the
    chance of the ryadok it turned into in play (``AGAINST_BEST_WON``, the nearest table
    measured; between its points on a straight line, never falling); the value itself with
    two players, where it is that chance."""
    if players <= 2:
        return value
    points = _SAID_POINTS[min(_SAID_POINTS, key=lambda n: abs(n - players))]
    for (v0, w0), (v1, w1) in itertools.pairwise(points):
        if value <= v1:
            return w0 + (w1 - w0) * (max(value, v0) - v0) / (v1 - v0) if v1 > v0 else w1
    return 1.0


def playout_values(state: RyadkyState, greed: float, depth: int, rng: random.Random) -> list[float]:
    """One of hard's playouts from ``state`` (left untouched): up to ``depth`` plays, each the
    card rules' pick (``known_hand_choice``) with chance ``greed`` or else a random legal card,
    stopped at the end of the deal; valued by ``standing``, or at the end of the game 1.0 for
    each winner (RY-10). Plays exactly what koloda.ai.search.playout plays with RyadkyAI on a
    clone of the state, drawing the same random numbers."""
    if state.is_terminal():
        return state.returns()
    n = state.players
    hands = [mask_of(h) for h in state.hands]
    counts = [len(h) for h in state.hands]
    stacks = [len(st) for st in state.stacks]
    stock = state.stock[:]  # the top card last (RyadkyState's order)
    pile = state.pile[:]
    totals = state.totals[:]
    deal = state.deal
    p = state.to_move
    assert p is not None
    for _ in range(depth):
        cards = cards_of(hands[p] & MATCH[pile[-1]] if pile else hands[p])
        if len(cards) == 1 or rng.random() >= greed:
            c = cards[rng.randrange(len(cards))]
        else:
            c = known_hand_choice(cards, hands, counts, p, pile, stacks, len(stock))
        # RY-3..RY-6: the play (koloda.games.ryadky.rules.RyadkyState.apply, without the events).
        hands[p] &= ~(1 << c)
        counts[p] -= 1
        pile.append(c)
        q = next_holder(counts, p)
        r = c >> 2
        size = len(pile)
        if size >= 3 and pile[-2] >> 2 == r and pile[-3] >> 2 == r and stock:
            got = min(2, len(stock))  # RY-6a
            del stock[-got:]
            stacks[p] += got
        if PENALTY[r] and q >= 0 and stacks[q]:
            stacks[q] -= min(PENALTY[r], stacks[q])  # RY-6b
        if r == RANK_J and size >= 2 and pile[-2] >> 2 == RANK_J:
            pass  # RY-6c: destroyed
        elif q < 0:
            pass  # RY-5: built
        elif hands[q] & MATCH[c]:
            p = q  # RY-3: q must answer
            continue
        else:
            stacks[p] += size  # RY-4
        pile.clear()
        # RY-7: refill from p clockwise; p leads while the stock lasts.
        if stock:
            for i in range(n):
                s = (p + i) % n
                need = HAND_SIZE - counts[s]
                if need > 0:
                    for x in stock[-need:]:
                        hands[s] |= 1 << x
                    got = min(need, len(stock))
                    del stock[-need:]
                    counts[s] += got
                    if not stock:
                        break
            if stock:
                continue
        holders = [s for s in range(n) if counts[s]]
        if len(holders) <= 1:
            # RY-8, RY-9: the deal ends; the largest stacks bank.
            top = max(stacks)
            if top > 0:
                for s in range(n):
                    if stacks[s] == top:
                        totals[s] += top
            if deal + 1 < state.deals:
                return standing([0] * n, totals, state.deals - deal - 1)
            best = max(totals)
            return [1.0 if t == best else 0.0 for t in totals]
        p = next(s for s in ((p + i) % n for i in range(n)) if counts[s])
    return standing(stacks, totals, state.deals - deal)
