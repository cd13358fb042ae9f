"""Ditch Rummy's pool players, written from the rules pages (DR-1..DR-8), one human style each,
playing every step of a turn: draw, meld a set or a run, single onto any meld, discard, pass.

- random: a random legal action.
- low: draws one card, plays its lowest single or smallest meld, never discards.
- greedy: draws the most it may, always takes the biggest score now (a run, an ace single, a
  set, a single; the bigger meld first, J-Q-K and Q-K-A whenever it can), keeps its leftovers
  and discards only a full hand it cannot use.
- hoarder: draws the most it may, keeps pairs, near-runs and aces waiting for three-card melds,
  melds a pair or a two-card run only when its hand is full or the stock runs low, plays aces
  and loose cards as singles, discards loose cards.
- steady: a careful club player: draws to three (but leaves the last stock card when behind),
  plans its whole turn (runs before sets, a single wherever one fits, J-Q and a K single rather
  than J-Q-K), ends the hand with J-Q-K or Q-K-A only when ahead, and discards what it cannot
  use, keeping at most one card with six live neighbours early in the stock.
"""

from __future__ import annotations

import random

from koloda.ai.pool.common import Observation, PoolGame, best, cards, player_table
from koloda.games.ditch.melds import hand_actions, meld_info, single_points
from koloda.rules import Action
from koloda.rules.cards import RANK_A, Card, mask_of

DESCRIPTIONS = {
    "random": "plays a random legal action",
    "low": "draws one card, plays its lowest single or smallest meld, never discards",
    "greedy": "draws the most it may, always takes the biggest score now (J-Q-K whenever it can), "
    "keeps its leftovers and discards only a full hand it cannot use",
    "hoarder": "keeps pairs, near-runs and aces waiting for three-card melds, melds two cards "
    "only when its hand is full or the stock runs low, discards loose cards",
    "steady": "draws to three, plans its whole turn, ends the hand (J-Q-K, Q-K-A or the last "
    "stock card) only when ahead, discards what it cannot use, keeping one live card at most",
}

PENALTY_GUESS = 2.6  # DR-6: what an unseen card left in a hand costs on average (4 aces in 52)
PASS = Action("pass")
KEEP_OUTS = 6  # unseen cards of the two neighbouring ranks that make a card worth keeping
MAX_KEEP = 1  # keeping more blocks draws: three fresh cards beat two kept ones (measured)


def _rank_cards(r: int) -> int:
    return 0xF << (4 * r) if 0 <= r <= RANK_A else 0


class Turn:
    """What one seat sees of the hand in progress."""

    def __init__(self, obs: Observation) -> None:
        pub = obs["public"]
        self.seat: int = obs["seat"]
        self.players: int = obs["players"]
        self.hand = tuple(cards(obs["hand"]))
        self.stock: int = pub["stock"]
        self.hands: list[int] = pub["hands"]
        melds = [tuple(cards(m["cards"])) for m in pub["melds"]]
        self.fits: frozenset[int] = frozenset(
            r for m in melds if (info := meld_info(m)) is not None for r in info.fit_ranks
        )
        seen = mask_of(self.hand) | mask_of(cards(obs["discard_pile"]))
        seen |= mask_of(c for m in melds for c in m)
        seen |= mask_of(cards(s["card"] for s in pub["singles"]))
        self.unseen = ((1 << 52) - 1) & ~seen
        self.late = self.stock <= 3 * self.players  # a round or so of draws left
        now = [t + s for t, s in zip(pub["totals"], pub["scores"], strict=True)]
        teams = bool(obs["options"].get("teams"))
        side = [s % 2 if teams else s for s in range(self.players)]
        mine = side[self.seat]
        self.mine: int = sum(now[s] for s in range(self.players) if side[s] == mine)
        # Others stand to lose about PENALTY_GUESS a held card when the hand ends (DR-6).
        rivals: dict[int, float] = {}
        for s in range(self.players):
            extra = 0.0 if s == self.seat else -PENALTY_GUESS * self.hands[s]
            rivals[side[s]] = rivals.get(side[s], 0.0) + now[s] + extra
        self.partner_penalty: float = rivals.pop(mine) - self.mine  # <= 0: the partner's held cards
        self.best_rival: float = max(rivals.values())

    def ahead(self, gained: int) -> bool:
        """Whether ending the hand now, holding nothing, leaves our side strictly first."""
        return self.mine + gained + self.partner_penalty > self.best_rival

    def outs(self, c: Card) -> int:
        """Unseen cards that would make a blind run with ``c`` (DR-3b: adjacent ranks)."""
        r = c >> 2
        return (self.unseen & (_rank_cards(r - 1) | _rank_cards(r + 1))).bit_count()


def _plays(hand: tuple[Card, ...], fits: frozenset[int]) -> list[Action]:
    """The melds the hand holds (DR-3a/b) and one single per card that fits (DR-3c)."""
    melds, _ = hand_actions(hand)
    return melds + [Action("single", (c,)) for c in hand if c >> 2 in fits]


def _points(a: Action) -> int:
    if a.kind == "single":
        return single_points(a.cards[0])
    info = meld_info(a.cards)
    return info.points if info is not None else 0


def _without(hand: tuple[Card, ...], gone: tuple[Card, ...]) -> tuple[Card, ...]:
    return tuple(c for c in hand if c not in gone)


def _discard_all(hand: tuple[Card, ...]) -> Action:
    return Action("discard", hand) if hand else PASS


def _low(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    if obs["public"]["phase"] == "draw":
        return min(legal, key=lambda a: a.n or 0)
    singles = [a for a in legal if a.kind == "single"]
    if singles:
        return min(singles, key=lambda a: (a.cards[0], a.n or 0))
    melds = [a for a in legal if a.kind == "meld"]
    return min(melds, key=lambda a: (len(a.cards), a.cards)) if melds else PASS


def _greedy(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    if obs["public"]["phase"] == "draw":
        return max(legal, key=lambda a: a.n or 0)
    plays = [a for a in legal if a.kind in ("meld", "single")]
    if plays:
        return best(plays, lambda a: _points(a) * 10 + len(a.cards), rng)
    hand = tuple(cards(obs["hand"]))
    # Leftovers wait for their partners; only a full hand it cannot use goes, to draw again.
    return _discard_all(hand) if len(hand) == 3 else PASS


def _hoarder(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    if obs["public"]["phase"] == "draw":
        return max(legal, key=lambda a: a.n or 0)
    turn = Turn(obs)
    hand = turn.hand
    ranks = [c >> 2 for c in hand]

    def loose(c: Card) -> bool:  # no pair and no neighbour within two ranks in hand
        r = c >> 2
        return all(x == c or abs((x >> 2) - r) > 2 for x in hand) and ranks.count(r) == 1

    plays = []
    for a in legal:
        if a.kind == "meld" and (len(a.cards) == 3 or turn.late or len(hand) == 3):
            plays.append(a)  # a pair or a two-card run waits for its third card till then
        if a.kind == "single" and (a.cards[0] >> 2 == RANK_A or loose(a.cards[0])):
            plays.append(a)
    if plays:
        return best(plays, lambda a: len(a.cards) * 100 + _points(a), rng)
    junk = tuple(c for c in hand if loose(c) and c >> 2 != RANK_A)
    return Action("discard", junk) if junk else PASS


def _steady(obs: Observation, legal: list[Action], rng: random.Random) -> Action:
    turn = Turn(obs)
    if obs["public"]["phase"] == "draw":
        most = max(legal, key=lambda a: a.n or 0)
        if (most.n or 0) >= turn.stock and not turn.ahead(0) and turn.stock > 1:
            # DR-5b: the last stock card ends the hand; behind, leave it for later.
            return Action("draw", (), turn.stock - 1)
        return most
    ends = turn.stock == 0 or bool(obs["turn"]["top_run"])  # this is the hand's last turn

    def kept_value(kept: tuple[Card, ...], gained: int, finishing: bool) -> float:
        """What holding ``kept`` at the end of this turn is worth (the turn's points aside)."""
        if finishing:
            held = -sum(single_points(c) for c in kept)
            return held + (20.0 if turn.ahead(gained + held) else -60.0) * (not ends)
        value = 0.0
        for c in kept:
            live = turn.outs(c) >= KEEP_OUTS and not turn.late and c >> 2 != RANK_A
            risk = (0.9 if turn.late else 0.15) * single_points(c)
            value += (1.5 if live else -1.0) - risk
        return value - (2.0 if len(kept) == 3 else 0.0)  # a full hand draws nothing next turn

    def stop(hand: tuple[Card, ...], gained: int, finishing: bool) -> float:
        """The best way to end the turn from here: keep the best two live cards at most."""
        if finishing:
            return kept_value((), gained, finishing)
        ranked = sorted(hand, key=lambda c: -turn.outs(c))
        return max(
            kept_value(tuple(ranked[:k]), gained, False) for k in range(min(2, len(hand)) + 1)
        )

    def plan(hand: tuple[Card, ...], fits: frozenset[int], gained: int, finishing: bool) -> float:
        """The most this turn can still make: play on, or stop and discard."""
        value = stop(hand, gained, finishing)
        for a in _plays(hand, fits):
            value = max(value, _after(a, hand, fits, gained, finishing))
        return value

    def _after(
        a: Action, hand: tuple[Card, ...], fits: frozenset[int], gained: int, finishing: bool
    ) -> float:
        points = _points(a)
        if a.kind == "meld":
            info = meld_info(a.cards)
            assert info is not None
            fits = fits | frozenset(info.fit_ranks)
            finishing = finishing or info.ends_hand  # DR-5a
        return points + plan(_without(hand, a.cards), fits, gained + points, finishing)

    def value(a: Action) -> float:
        if a.kind in ("meld", "single"):
            return _after(a, turn.hand, turn.fits, 0, ends)
        kept = _without(turn.hand, a.cards)
        return kept_value(kept, 0, ends)

    return best(legal, value, rng)


# the game's pool, as its package declares it
POOL = PoolGame(
    player_table(low=_low, greedy=_greedy, hoarder=_hoarder, steady=_steady),
    DESCRIPTIONS,
)
