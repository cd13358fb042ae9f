"""Playing a match through in the match tests: seeded random legal moves for every seat."""

from __future__ import annotations

import random
from typing import Any

from koloda.match import Match, RoundSummary


def play_out(match: Match, seed: int = 1, stop: Any = None) -> list[RoundSummary]:
    """Play every seat with seeded random legal moves (summaries seen at once) until the match
    is over or ``stop(match)`` says so; the round summaries in order."""
    rng = random.Random(seed)
    summaries = []
    while not match.is_over() or match.pending is not None:
        if stop is not None and stop(match):
            break
        if match.pending is not None:
            summaries.append(match.pending)
            match.round_seen()
            continue
        if match.next_game_due():
            match.start_next_game()
            continue
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, rng.choice(match.state.legal_strings()))
    return summaries
