"""A round's breakdown in its summary (what made each seat's points) is counted by the game's
rules (``GameState.round_breakdown``), summed over the round's actions by the match, and kept
across a save and a resume."""

from __future__ import annotations

import random
from typing import Any

from koloda.match import Match, MatchConfig, RoundSummary


def _play_rounds(match: Match, seed: int) -> list[tuple[RoundSummary, list[dict[str, Any]]]]:
    """Play seeded random legal moves to the match's end: each round's summary with the events
    of that round (the next round's deal, dealt in the same action, left out)."""
    rng = random.Random(seed)
    out: list[tuple[RoundSummary, list[dict[str, Any]]]] = []
    events: list[dict[str, Any]] = []
    while not match.is_over() or match.pending is not None:
        if match.pending is not None:
            match.round_seen()
            continue
        if match.next_game_due():
            match.start_next_game()
            continue
        seat = match.to_move()
        assert seat is not None
        played = match.apply(seat, rng.choice(match.state.legal_strings()))
        events += played.events[: played.round_events]
        if played.summary is not None:
            out.append((played.summary, events))
            events = list(played.events[played.round_events :])
    return out


def test_ditch_melds_singles_and_cards_left_add_up_to_the_hands_points() -> None:
    # DR-6: a hand's points are what its melds and singles scored less the cards left in hand
    hands = 0
    for seed in range(6):
        config = MatchConfig("ditch", 2 + seed % 3, options={"hands": 2}, seed=seed)
        for summary, _events in _play_rounds(Match(config), seed):
            rows = summary.tally
            assert set(rows) == {"melds", "singles", "left"}
            made = [m + s + left for m, s, left in zip(*rows.values(), strict=True)]
            if not summary.teams:
                assert made == summary.points
            assert all(v <= 0 for v in rows["left"]) and all(v >= 0 for v in rows["melds"])
            hands += 1
    assert hands >= 10


def test_ryadky_bonus_cards_are_the_cards_moved_from_the_stock_onto_each_stack() -> None:
    # RY-6a puts up to two stock cards on the stack; RY-6b takes the top cards off it
    seen_bonus = seen_penalty = 0
    for seed in range(8):
        config = MatchConfig(
            "ryadky", 2 + seed % 3, options={"deck_size": 36, "deals": 2}, seed=seed
        )
        for summary, events in _play_rounds(Match(config), seed):
            players = len(summary.names)
            bonus, lost, cause = [0] * players, [0] * players, ""
            for e in events:  # counted from the card moves, not from the named events
                if e.kind != "move":
                    cause = e.kind
                elif cause == "bonus" and e.src == "stock":
                    bonus[int(e.dst.split(":")[1])] += len(e.cards)
                elif cause == "penalty" and e.dst == "out":
                    lost[int(e.src.split(":")[1])] += len(e.cards)
            assert summary.tally["bonus"] == bonus
            assert summary.tally["penalty"] == lost
            seen_bonus += sum(bonus)
            seen_penalty += sum(lost)
    assert seen_bonus and seen_penalty  # the decks did give both


def test_a_resumed_round_keeps_its_breakdown_so_far() -> None:
    config = MatchConfig("ditch", 2, options={"hands": 1}, seed=3)
    match, rng = Match(config), random.Random(3)
    while not any(match.tally.get("melds") or []) and match.pending is None:
        seat = match.to_move()
        assert seat is not None
        legal = match.state.legal_strings()
        melds = [a for a in legal if a.startswith("meld")]  # DR-3: lay one when there is one
        match.apply(seat, rng.choice(melds or legal))
    assert match.pending is None and any(match.tally["melds"])
    resumed = Match.from_json(match.to_json())
    assert resumed.tally == match.tally


def test_a_game_without_a_breakdown_has_no_rows() -> None:
    config = MatchConfig("rooster", 2, seed=1)
    for summary, _events in _play_rounds(Match(config), 1):
        assert summary.tally == {}
