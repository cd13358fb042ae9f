"""How much is the hidden information worth? A diagnostic for issue 12, not part of Koloda.

It plays the hard level against one pool style, two players, one round per game (a Ryadky deal,
a Ditch Rummy hand), on exactly the decks, seats and decision seeds of ``koloda arena``, in one
of three ways (``--subject``):

- ``hard``: hard as shipped (fixed ``--iterations``). This reproduces, game for game,
  ``koloda arena --game G --players 2 --seats hard --opponents STYLE --games 2*DECKS
  --iterations N --options '{"deals": 1}'`` (Ditch Rummy: ``'{"hands": 1}'``).
- ``sees``: hard whose re-deals keep the other seat's true hand (and re-deal only the stock and,
  in Ryadky, the face-down bonus cards): what the same search does with the other hand known.
- ``filter`` (Ryadky): hard whose re-deals draw the other hand from a particle filter that
  followed every public event of the deal (plays, draws, RY-4 voids, every card seen) and
  weighed each particle by how likely the opponent's own code (the pool style, known exactly)
  was to make each of its plays: the most a fair player could learn from the other seat's
  choices, and more than Koloda's AI may know (it never models a pool style).

``sees`` and ``filter`` swap the search's re-deal function for the decision (a monkeypatch):
they are measuring instruments, never a level of the app. Run from the repository root:

    .venv/bin/python docs/experiments/information.py --game ryadky --subject sees \
        --opponent steady --decks 300 --iterations 300 --jobs 2
"""

from __future__ import annotations

import argparse
import multiprocessing
import os
import random
import sys
import time
from collections.abc import Callable
from typing import Any

from koloda.ai import choose_action
from koloda.ai.arena import _seed_of, wilson
from koloda.ai.pool import pool_action, pool_player
from koloda.ai.pool.common import legal_of
from koloda.games.ditch.rules import DitchState
from koloda.games.ryadky.rules import HIDDEN, MATCH, RyadkyState
from koloda.rules import GameState, new_game
from koloda.rules.cards import card_name, cards_of, mask_of

ALL = (1 << 52) - 1
PARTICLES = 400
MISS = 0.05  # a particle's weight when the style would have played another card with it

Redeal = Callable[[dict[str, Any], random.Random], GameState]


# ---------------------------------------------------------------------- re-deals

_RY_REDEAL = RyadkyState.determinize.__func__  # type: ignore[attr-defined]
_DITCH_REDEAL = DitchState.determinize.__func__  # type: ignore[attr-defined]
WORLDS: list[Redeal | None] = [None]  # the re-deal of the decision being made, if not shipped's


def _ryadky_redeal(cls: type[RyadkyState], obs: dict[str, Any], rng: random.Random) -> Any:
    redeal = WORLDS[0]
    return _RY_REDEAL(cls, obs, rng) if redeal is None else redeal(obs, rng)


def _ditch_redeal(obs: dict[str, Any], rng: random.Random) -> Any:
    redeal = WORLDS[0]
    return _DITCH_REDEAL(DitchState, obs, rng) if redeal is None else redeal(obs, rng)


def install() -> None:
    """Route every re-deal of hard's searches through WORLDS (the plan search of Ditch Rummy
    imports its own name for it)."""
    import koloda.games.ditch.ai_plan

    RyadkyState.determinize = classmethod(_ryadky_redeal)  # type: ignore[method-assign,assignment]
    DitchState.determinize = classmethod(  # type: ignore[method-assign,assignment]
        lambda cls, obs, rng: _ditch_redeal(obs, rng)
    )
    koloda.games.ditch.ai_plan.determinize = _ditch_redeal  # type: ignore[assignment]


def ryadky_world(obs: dict[str, Any], rng: random.Random, other: int, hand: int) -> RyadkyState:
    """A re-deal of ``obs`` in which ``other`` holds ``hand``: the rest of the unseen cards go
    to the stock and the face-down places at random."""
    st: RyadkyState = _RY_REDEAL(RyadkyState, obs, rng)
    unseen = mask_of(st.hands[other]) | mask_of(st.stock)
    slots = [(i, j) for i, s in enumerate(st.stacks) for j, x in enumerate(s) if x & HIDDEN]
    outs = [j for j, x in enumerate(st.out) if x & HIDDEN]
    unseen |= mask_of(st.stacks[i][j] & 63 for i, j in slots)
    unseen |= mask_of(st.out[j] & 63 for j in outs)
    if hand & ~unseen or hand.bit_count() != len(st.hands[other]):
        return st  # the hand does not fit what this seat has seen: a plain re-deal
    rest = cards_of(unseen & ~hand)
    rng.shuffle(rest)
    st.hands[other] = cards_of(hand)
    k = len(st.stock)
    st.stock, rest = rest[:k], rest[k:]
    for i, j in slots:
        st.stacks[i][j] = rest.pop() | HIDDEN
    for j in outs:
        st.out[j] = rest.pop() | HIDDEN
    return st


def sees(state: GameState, seat: int) -> Redeal:
    """Re-deals that keep every other hand as it truly is."""
    if isinstance(state, RyadkyState):
        other = 1 - seat
        hand = mask_of(state.hands[other])
        return lambda obs, rng: ryadky_world(obs, rng, other, hand)

    def ditch(obs: dict[str, Any], rng: random.Random) -> Any:
        fresh = _DITCH_REDEAL(DitchState, obs, rng)  # fresh seeds for later hands
        world = state.clone()
        world.seed = fresh.seed  # type: ignore[attr-defined]
        stock = list(world.stock)  # type: ignore[attr-defined]
        rng.shuffle(stock)
        world.stock = stock  # type: ignore[attr-defined]
        return world

    return ditch


# ---------------------------------------------------------------------- the particle filter


class Filter:
    """Particles for the other seat's Ryadky hand (two players), from one seat's view."""

    def __init__(self, state: RyadkyState, me: int, rng: random.Random) -> None:
        self.me = me
        self.other = 1 - me
        self.rng = rng
        self.seen = mask_of(state.hands[me])
        unseen = cards_of(ALL & ~self.seen)
        k = len(state.hands[self.other])
        self.parts = [mask_of(rng.sample(unseen, k)) for _ in range(PARTICLES)]
        self.weights = [1.0] * PARTICLES

    def _replace(self, i: int, bad: int, allowed: int) -> None:
        """Particle i held cards it cannot hold: swap them for random allowed unseen cards."""
        p = self.parts[i]
        pool = cards_of(allowed & ~p)
        k = bad.bit_count()
        if len(pool) < k:
            self.weights[i] = 0.0
            return
        self.parts[i] = p & ~bad | mask_of(self.rng.sample(pool, k))

    def saw(self, cards: int) -> None:
        """Cards this seat now sees (its own draws, every card turned face up)."""
        self.seen |= cards
        for i, p in enumerate(self.parts):
            if p & cards and self.weights[i]:
                self._replace(i, p & cards, ALL & ~self.seen)

    def drew(self, k: int) -> None:
        for i, p in enumerate(self.parts):
            if self.weights[i]:
                pool = cards_of(ALL & ~self.seen & ~p)
                if len(pool) < k:
                    self.weights[i] = 0.0
                    continue
                self.parts[i] = p | mask_of(self.rng.sample(pool, k))

    def played(self, card: int, likely: Callable[[int], float]) -> None:
        """The other seat played ``card``: every particle holds it (swapped in for a random card
        if need be) and is weighed by how likely the style was to choose it with that hand."""
        for i, p in enumerate(self.parts):
            if not self.weights[i]:
                continue
            if not p >> card & 1:
                p = p & ~(1 << self.rng.choice(cards_of(p))) | 1 << card
            self.weights[i] *= likely(p)
            self.parts[i] = p & ~(1 << card)
        self.resample()

    def void(self, card: int) -> None:
        """RY-4: the other seat could not answer ``card``."""
        for i, p in enumerate(self.parts):
            if p & MATCH[card] and self.weights[i]:
                self._replace(i, p & MATCH[card], ALL & ~self.seen & ~MATCH[card])

    def resample(self) -> None:
        total = sum(self.weights)
        if total <= 0:
            return
        if total * total / sum(w * w for w in self.weights) < PARTICLES / 2:
            self.parts = self.rng.choices(self.parts, weights=self.weights, k=PARTICLES)
            self.weights = [1.0] * PARTICLES

    def redeal(self) -> Redeal | None:
        if sum(self.weights) <= 0:
            return None

        def world(obs: dict[str, Any], rng: random.Random) -> RyadkyState:
            hand = rng.choices(self.parts, weights=self.weights, k=1)[0]
            return ryadky_world(obs, rng, self.other, hand)

        return world


def _follow(filt: Filter, state: RyadkyState, before: RyadkyState, events: list[Any]) -> None:
    """Update the filter with what an action showed (``before`` is the state it was made in)."""
    me, other = filt.me, filt.other
    shown = mask_of(state.hands[me]) & ~mask_of(before.hands[me])
    shown |= mask_of(state.pile)
    shown |= mask_of(e.cards[0] for e in events if e.kind == "move" and e.dst == "pile")
    shown |= mask_of(x for s in state.stacks for x in s if not x & HIDDEN)
    shown |= mask_of(x for x in state.out if not x & HIDDEN)
    if shown & ~filt.seen:
        filt.saw(shown & ~filt.seen)
    for e in events:
        if e.kind == "no_answer" and e.seat == other:
            filt.void(e.cards[0])
        elif e.kind == "move" and e.src == "stock" and e.dst == f"hand:{other}":
            filt.drew(len(e.cards))
    filt.resample()


# ---------------------------------------------------------------------- games


def _share(hands: list[int], weights: list[float], truth: int) -> float:
    """The weighted mean share of the true hand's cards that the guessed hands hold."""
    total = sum(weights)
    hit = sum(w * (h & truth).bit_count() for h, w in zip(hands, weights, strict=True))
    return hit / total / max(1, truth.bit_count())


def play(job: tuple[str, str, str, int, int, int]) -> tuple[int, float, float, float, int]:
    """Arena game ``number`` (seats rotated, duplicate decks): the subject's win share, and for
    the filter the summed share of the other hand it guessed right at each decision, beside
    the share of plain re-deals, and the number of decisions."""
    game, subject, style, number, seed, iterations = job
    install()
    options = {"deals": 1} if game == "ryadky" else {"hands": 1}
    seats = ["hard", style]
    levels = [""] * 2
    for i, name in enumerate(seats):
        levels[(i + number) % 2] = name
    me = levels.index("hard")
    game_seed = _seed_of("arena", seed, number // 2)
    state = new_game(game, players=2, seed=game_seed, dealer=0, options=options)
    filt = None
    if subject == "filter":
        assert isinstance(state, RyadkyState)
        filt = Filter(state, me, random.Random(game_seed))
    player = pool_player(game, style)
    steps = 0
    guessed = plain = 0.0
    decisions = 0
    while not state.is_terminal():
        seat = state.to_move
        assert seat is not None
        obs = state.observation(seat)
        decision_seed = _seed_of(game_seed, steps)
        if seat == me:
            if subject == "sees":
                WORLDS[0] = sees(state, me)
            elif filt is not None:
                WORLDS[0] = filt.redeal()
                if len(obs["legal"]) > 1 and sum(filt.weights) > 0:
                    truth = mask_of(state.hands[filt.other])  # type: ignore[attr-defined]
                    guessed += _share(filt.parts, filt.weights, truth)
                    rng = random.Random(decision_seed)
                    worlds = [_RY_REDEAL(RyadkyState, obs, rng) for _ in range(20)]
                    hands = [mask_of(w.hands[filt.other]) for w in worlds]
                    plain += _share(hands, [1.0] * len(hands), truth)
                    decisions += 1
            try:
                action = choose_action(obs, "hard", decision_seed, iterations=iterations)
            finally:
                WORLDS[0] = None
        else:
            action = pool_action(obs, style, seed=decision_seed)
            if filt is not None:
                top = state.pile[-1] if state.pile else -1  # type: ignore[attr-defined]

                def likely(
                    hand: int, obs: dict[str, Any] = obs, top: int = top, played: Any = action
                ) -> float:
                    options = hand if top < 0 else hand & MATCH[top]
                    if options & (options - 1) == 0:
                        return 1.0
                    mine = dict(obs)
                    mine["hand"] = [card_name(c) for c in cards_of(hand)]
                    mine["legal"] = [f"play {card_name(c)}" for c in cards_of(options)]
                    pick = player(mine, legal_of(mine), random.Random(0))
                    return 1.0 if pick == played else MISS

                filt.played(action.cards[0], likely)
        before = state.clone() if filt is not None else state
        events = state.apply(action)
        if filt is not None:
            assert isinstance(state, RyadkyState) and isinstance(before, RyadkyState)
            _follow(filt, state, before, events)
        steps += 1
    winners = (state.result() or {})["winners"]
    return number, (1.0 / len(winners) if me in winners else 0.0), guessed, plain, decisions


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=("ryadky", "ditch"), required=True)
    parser.add_argument("--subject", choices=("hard", "sees", "filter"), required=True)
    parser.add_argument("--opponent", default="steady", help="a pool style")
    parser.add_argument("--decks", type=int, default=100, help="decks; each is played twice")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    args = parser.parse_args(argv)
    if args.subject == "filter" and args.game != "ryadky":
        parser.error("--subject filter is for Ryadky")
    jobs = [
        (args.game, args.subject, args.opponent, g, args.seed, args.iterations)
        for g in range(2 * args.decks)
    ]
    start = time.perf_counter()
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        results = list(pool.imap_unordered(play, jobs, chunksize=1))
    done = {r[0]: r[1] for r in results}
    n = len(done)
    won = sum(done.values())
    lo, hi = wilson(won, n)
    pairs = [done[g] + done[g + 1] for g in range(0, n, 2)]
    print(
        f"{args.game} hard ({args.subject}, {args.iterations} iterations) vs {args.opponent}: "
        f"{n} games, win {100 * won / n:.1f}% [{100 * lo:.1f}, {100 * hi:.1f}]; deck pairs "
        f"won twice {sum(p > 1.5 for p in pairs)}, once {sum(0.5 <= p <= 1.5 for p in pairs)}, "
        f"never {sum(p < 0.5 for p in pairs)}; {time.perf_counter() - start:.0f} s"
    )
    decisions = sum(r[4] for r in results)
    if decisions:
        print(
            f"share of the other hand's cards guessed right at {decisions} decisions: the filter "
            f"{100 * sum(r[2] for r in results) / decisions:.1f}%, plain re-deals (RY-4 voids "
            f"honoured) {100 * sum(r[3] for r in results) / decisions:.1f}%"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
