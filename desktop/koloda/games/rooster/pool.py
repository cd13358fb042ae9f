"""Chuvash Rooster's pool players, written from the rules pages (CR-1..CR-13), one human style
each, playing every step of a bout: lead, cover, take, throw in, pass.

- random: a random legal action.
- low: leads its lowest single card, covers with its lowest card that beats, takes only when it
  cannot cover, throws in its lowest card whenever it may.
- greedy: leads as many cards as it may (its longest suit), covers with the cheapest card that
  beats, takes as soon as a card cannot be beaten, throws in whatever it may: junk onto a
  taker, its hardest cards onto a defender.
- hoarder: keeps its strong cards (high spades and hearts): leads and throws only weak cards,
  and takes rather than cover with a strong card until the stock is gone.
- steady: a careful club player: counts the cards seen and what is public about each hand,
  leads runs of junk (at the end, cards the defender cannot beat), takes at once (before anyone
  may throw in) when it cannot cover everything or covering would waste a top spade early,
  loads a taking defender with junk and throws every card it can spare at a defender.
"""

from __future__ import annotations

import random

from koloda.ai.pool.common import Observation, PoolGame, best, cards, chance_none, player_table
from koloda.games.rooster.cards import BEATEN_BY, DECK, FULL_MASK, beats
from koloda.rules import Action
from koloda.rules.cards import Card, mask_of

DESCRIPTIONS = {
    "random": "plays a random legal action",
    "low": "leads its lowest single card, covers with its lowest beating card, takes only when "
    "it cannot cover, throws in its lowest card whenever it may",
    "greedy": "leads as many cards as it may, covers with the cheapest card that beats, takes as "
    "soon as a card cannot be beaten, throws in whatever it may",
    "hoarder": "keeps its high spades and hearts: leads and throws only weak cards and takes "
    "rather than cover with a strong card while the stock lasts",
    "steady": "counts cards, leads runs of junk, takes at once when it cannot cover everything "
    "or covering would waste a top spade early, loads a taking defender with junk and throws "
    "every card it can spare at a defender",
}

# POWER[c]: how many cards of the deck c beats (CR-1): 0 for 6C, 35 for AS.
POWER = [0] * 52
for _c in DECK:
    POWER[_c] = sum(1 for _y in DECK if beats(_c, _y))
STRONG = 23  # KH, JS and better: what a hoarder keeps
TOP = 27  # QS, KS, AS: what steady will not spend on a low card early
JUNK = 17  # up to AD and QH: what steady is glad to be rid of
TAKE = Action("take")
PASS = Action("pass")


class Bout:
    """What one seat sees of the bout in progress and of the other hands."""

    def __init__(self, obs: Observation) -> None:
        pub = obs["public"]
        self.seat: int = obs["seat"]
        self.players: int = obs["players"]
        self.phase: str = obs["phase"]
        self.hand = cards(obs["hand"])
        self.hand_mask = mask_of(self.hand)
        self.table: list[tuple[Card, Card | None]] = [
            (cards([a])[0], cards([b])[0] if b is not None else None) for a, b in pub["table"]
        ]
        self.defender: int = pub["defender"]
        self.taking: bool = pub["taking"]
        self.stock: int = pub["stock"]
        self.stalled: int = obs["stalled"]
        self.known = [mask_of(cards(k)) for k in obs["known"]]
        self.void = [mask_of(cards(v)) for v in obs["void"]]
        self.hidden: list[int] = obs["hidden"]["hands"]
        seen = self.hand_mask | mask_of(cards(obs["discard_cards"]))
        for a, b in self.table:
            seen |= 1 << a | (1 << b if b is not None else 0)
        for k in self.known:
            seen |= k
        self.unseen = FULL_MASK & ~seen

    def uncovered(self) -> list[Card]:
        return [a for a, b in self.table if b is None]

    def covered(self) -> int:
        return sum(1 for _, b in self.table if b is not None)

    def stuck(self, seat: int, c: Card) -> float:
        """Chance ``seat`` holds no card that beats ``c``, from what is public about its hand."""
        if self.known[seat] & BEATEN_BY[c]:
            return 0.0
        pool = self.unseen & ~self.void[seat]
        return chance_none(pool.bit_count(), (pool & BEATEN_BY[c]).bit_count(), self.hidden[seat])


def cover_plan(hand: list[Card], attacks: list[Card]) -> list[tuple[Card, Card]] | None:
    """A cover for every card (hardest first, each with the cheapest card that beats it), or
    None if this way of covering runs out of cards (CR-5)."""
    free = sorted(hand, key=lambda c: POWER[c])
    plan = []
    for a in sorted(attacks, key=lambda c: -POWER[c]):
        b = next((x for x in free if BEATEN_BY[a] >> x & 1), None)
        if b is None:
            return None
        free.remove(b)
        plan.append((a, b))
    return plan


def _cover(a: Card, b: Card) -> Action:
    return Action("cover", (a, b))


def _strength(a: Action) -> int:
    return sum(POWER[c] for c in a.cards)


def _low(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    phase = obs["phase"]
    if phase == "lead":
        return min((a for a in legal if len(a.cards) == 1), key=lambda a: a.cards[0])
    playing = [a for a in legal if a.cards]
    if not playing:
        return legal[0]  # take or pass: nothing else is left
    # Cover with the lowest card that beats (CR-5) or throw the lowest card (CR-7).
    return min(playing, key=lambda a: (a.cards[-1], a.cards[0]))


def _greedy(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    bout = Bout(obs)
    if bout.phase == "lead":
        return best(legal, lambda a: len(a.cards) * 100 - _strength(a), rng)
    if bout.phase == "defend":
        if any(not bout.hand_mask & BEATEN_BY[a] for a in bout.uncovered()):
            return TAKE
        covers = [a for a in legal if a.kind == "cover"]
        return best(covers, lambda a: -POWER[a.cards[1]], rng)
    throws = [a for a in legal if a.kind == "throw"]
    if not throws:
        return PASS
    sign = -1 if bout.taking else 1  # junk onto a taker, the hardest cards onto a defender
    return best(throws, lambda a: sign * POWER[a.cards[0]], rng)


def _hoarder(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    bout = Bout(obs)
    weak = [c for c in bout.hand if POWER[c] < STRONG]
    if bout.phase == "lead":
        only_weak = [a for a in legal if all(POWER[c] <= 11 for c in a.cards)]
        if only_weak:
            return best(only_weak, lambda a: len(a.cards) * 100 - _strength(a), rng)
        return min((a for a in legal if len(a.cards) == 1), key=lambda a: POWER[a.cards[0]])
    if bout.phase == "defend":
        plan = cover_plan(weak, bout.uncovered())
        if plan is None and (bout.stock == 0 or bout.stalled >= 2):
            plan = cover_plan(bout.hand, bout.uncovered())
        return _cover(*plan[0]) if plan else TAKE
    throws = [a for a in legal if a.kind == "throw" and POWER[a.cards[0]] < STRONG]
    if not bout.taking:
        throws = [a for a in throws if POWER[a.cards[0]] <= 11]
    if not throws:
        return PASS
    return min(throws, key=lambda a: POWER[a.cards[0]])


def _steady(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    bout = Bout(obs)
    d = bout.defender
    if bout.phase == "lead":
        cost = 1.6 if bout.stock else 0.5  # strong cards defend while the stock lasts

        def lead_value(a: Action) -> float:
            shed = sum(1.0 - cost * POWER[c] / 35 for c in a.cards)
            held = 1.0
            for c in a.cards:
                held *= 1.0 - bout.stuck(d, c)
            return shed + (1.0 - held) * (1.5 if bout.stock else 3.0)

        return best(legal, lead_value, rng)
    if bout.phase == "defend":
        attacks = bout.uncovered()
        plan = cover_plan(bout.hand, attacks)
        if plan is None:
            return TAKE  # CR-6: taking before covering keeps everyone from throwing in
        if bout.covered() == 0 and bout.stock >= 6 and bout.stalled < 2 and len(attacks) <= 2:
            wasted = any(POWER[b] >= TOP and POWER[a] <= 12 for a, b in plan)
            if wasted and len(bout.hand) < 10:
                return TAKE
        return _cover(*plan[0])
    throws = [a for a in legal if a.kind == "throw"]
    if bout.taking:
        # CR-8: load a taking defender with everything we would be glad to lose.
        junk = [a for a in throws if bout.stock == 0 or POWER[a.cards[0]] <= JUNK]
        return min(junk, key=lambda a: POWER[a.cards[0]]) if junk else PASS

    def throw_value(a: Action) -> float:
        c = a.cards[0]
        return bout.stuck(d, c) - (0.0 if bout.stock == 0 else POWER[c] / 70)

    # CR-7: every card thrown at a defender costs them a cover or the whole table; steady
    # spares all but its top spades while the stock lasts (throwing less lost more, measured).
    spare = [a for a in throws if bout.stock == 0 or POWER[a.cards[0]] < TOP]
    return best(spare, throw_value, rng) if spare else PASS


# the game's pool, as its package declares it
POOL = PoolGame(
    player_table(low=_low, greedy=_greedy, hoarder=_hoarder, steady=_steady),
    DESCRIPTIONS,
)
