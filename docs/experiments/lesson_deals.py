"""Find a deal for a guided first game (issue 27): shuffled decks played by the normal AI on
every seat, kept when every rule a beginner needs happens in the person's game, shortest first.

Not part of the app: it printed the deal and the moves that koloda/games/<game>/lesson.json
writes down (the captions were then written by hand). Run from the repository root:

    .venv/bin/python docs/experiments/lesson_deals.py --game ryadky --tries 3000
"""

from __future__ import annotations

import argparse
import json
import random
from typing import Any

from koloda.ai import choose_action
from koloda.match import Match, MatchConfig
from koloda.rules.cards import RANKS, card_name, shuffled_deck

NEEDED = {
    # Ryadky: the person wins a pile (RY-4) and so does the other, the person destroys one
    # (RY-6c), earns a bonus (RY-6a) and makes the other lose cards (RY-6b)
    "ryadky": ("pile_taken:0", "pile_taken:1", "pile_destroyed:0", "bonus:0", "penalty:1"),
    # Chuvash Rooster (the engine's action and event kinds, with the seat): the person leads
    # (CR-4), covers (CR-1, CR-5), throws in (CR-7) and passes (CR-8), takes at once (CR-6)
    # and so does the other, the person goes out (CR-10) and the other is the rooster (CR-12):
    # found with --game rooster --tries 400 --seed 1 (13 moves of the person's)
    "rooster": (
        "lead:0",
        "cover:0",
        "throw:0",
        "pass:0",
        "take:0",
        "take:1",
        "player_out:0",
        "game_end:1",
    ),
    # Ditch Rummy: the person draws three into an empty hand (DR-2), melds a set (DR-3a) and a
    # blind run (DR-3b), plays a single (DR-3c) and discards (DR-4), and ends the hand with J-Q-K
    # or Q-K-A (DR-5a: the engine's "top_run", then "hand_end", which has no seat); "set", "run"
    # and "draw3" are this script's names for the meld and draw actions (ditch_kinds). The
    # shortest random decks (12 moves of the person's) showed them out of the order, so
    # the lesson's deck was stacked by hand (its first 18 cards); on it, play("ditch", deck, 1)
    # plays exactly the lesson's script, the normal AI on both seats
    "ditch": ("draw3:0", "set:0", "run:0", "single:0", "discard:0", "top_run:0", "hand_end:None"),
}
OPTIONS = {"ryadky": {"deck_size": 36, "deals": 1}, "rooster": {}, "ditch": {"hands": 1}}
SIZE = {"ryadky": 36, "rooster": 36, "ditch": 52}


def ditch_kinds(seat: int, action: str) -> list[str]:
    """Ditch Rummy's meld event does not say set or run, nor its draw event how many: the
    action does (a run that ends the hand, DR-5a, is not counted as the lesson's run)."""
    words = action.split()
    if words[0] == "draw":
        return [f"draw{words[1]}:{seat}"]
    if words[0] != "meld":
        return []
    ranks = sorted(RANKS.index(card[0]) for card in words[1:])
    if len(set(ranks)) == 1:
        return [f"set:{seat}"]
    if len(ranks) == 3 and ranks[0] >= RANKS.index("J"):  # J-Q-K, Q-K-A: seen as top_run
        return []
    return [f"run:{seat}"]


def play(game: str, deck: list[str], dealer: int) -> tuple[list[tuple[int, str]], list[str], Any]:
    config = MatchConfig(
        game, 2, options=OPTIONS[game], first_dealer=dealer, decks=[deck], match_games=1
    )
    match = Match(config)
    moves: list[tuple[int, str]] = []
    kinds: list[str] = []
    while not match.is_over():
        match.pending = None
        seat = match.to_move()
        assert seat is not None
        action = str(choose_action(match.observation(seat), "normal", len(moves)))
        played = match.apply(seat, action)
        moves.append((seat, action))
        kinds.append(action.split()[0])
        kinds.append(f"{action.split()[0]}:{seat}")
        kinds += [f"{e['kind']}:{e['seat']}" for e in played.events if e["kind"] != "move"]
        if game == "ditch":
            kinds += ditch_kinds(seat, action)
    return moves, kinds, match


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--game", default="ryadky")
    parser.add_argument("--tries", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    game = args.game
    best: tuple[int, list[str], int, list[tuple[int, str]]] | None = None
    rng = random.Random(args.seed)
    for _ in range(args.tries):
        deck = [card_name(c) for c in shuffled_deck(SIZE[game], rng.randrange(2**31), 0)]
        dealer = rng.randrange(2)
        moves, kinds, match = play(game, deck, dealer)
        if not all(k in kinds for k in NEEDED[game]):
            continue
        mine = sum(1 for seat, _ in moves if seat == 0)
        result = match.result()
        if (result.get("winners") or []) != [0]:
            continue  # a first game the newcomer wins outright
        if best is None or mine < best[0]:
            best = (mine, deck, dealer, moves)
    if best is None:
        print("no deal found")
        return
    mine, deck, dealer, moves = best
    print(json.dumps({"person_moves": mine, "dealer": dealer, "deck": deck, "moves": moves}))


if __name__ == "__main__":
    main()
