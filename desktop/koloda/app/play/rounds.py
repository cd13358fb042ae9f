"""What GameController tells the view about a match's rounds: the deal as card moves, the summary
of a finished Ryadky deal, Rooster game or Ditch hand, and the match's final result.

Plain values from the rules state and the match config (no Qt); koloda.app.play.match checks the
summaries of saved matches against this shape.
"""

from __future__ import annotations

from typing import Any

from koloda.app.play.match import MatchConfig, team_rows
from koloda.rules import GameState, games


def deal_events(state: GameState, dealer: int, viewer: int) -> list[dict[str, Any]]:
    """The deal of a fresh game as card moves from the stock, one card at a time (C-6)."""
    n = state.players
    hands = [[str(c) for c in state.observation(seat).get("hand", [])] for seat in range(n)]
    events: list[dict[str, Any]] = []
    order = [(dealer + 1 + i) % n for i in range(n)]
    while any(hands):
        for seat in order:
            if hands[seat]:
                card = hands[seat].pop(0)
                events.append(
                    {
                        "kind": "move",
                        "seat": seat,
                        "cards": [card],
                        "src": "stock",
                        "dst": f"hand:{seat}",
                        "face_up": seat == viewer,
                        "value": 0,
                    }
                )
    return events


def round_summary(
    state: GameState,
    config: MatchConfig,
    game_no: int,
    roosters: list[int],
    before: dict[str, Any],
    events: list[dict[str, Any]],
) -> dict[str, Any] | None:
    """A summary when the action that led to ``state`` (``before`` its public view, ``events``
    as dicts) ended a Ryadky deal, a Rooster game or a Ditch hand; None otherwise. A Rooster
    summary's ``totals`` are ``roosters`` (times as the rooster so far) with this game counted."""
    kinds = {e.get("kind") for e in events}
    after = state.public()
    names = list(config.names)
    if config.game == "rooster":
        if not state.is_terminal():
            return None
        totals = list(roosters)
        loser = (state.result() or {}).get("loser")
        if isinstance(loser, int) and 0 <= loser < config.players:
            totals[loser] += 1  # CR-12: the last player holding cards is the rooster
        else:
            loser = None
        return {
            "game": "rooster",
            "kind": "game",
            "number": game_no + 1,
            "of": config.match_games,
            "names": names,
            "points": [1 if s == loser else 0 for s in range(config.players)],
            "totals": totals,
            "winners": [s for s in range(config.players) if s != loser],
            "loser": loser,
            "finished": list(after.get("finished", [])),
            "human_seat": config.human_seat,
            "final": state.is_terminal() and game_no + 1 >= config.match_games,
        }
    marker = "deal_end" if config.game == "ryadky" else "hand_end"
    if marker not in kinds and not state.is_terminal():
        return None
    if marker not in kinds and before == after:
        return None
    totals_before = [int(t) for t in before.get("totals", [])]
    result = state.result()
    totals_after = [int(t) for t in (result or after).get("totals", after.get("totals", []))]
    if len(totals_before) != len(totals_after):
        totals_before = [0] * len(totals_after)
    points = [a - b for a, b in zip(totals_after, totals_before, strict=True)]
    top = max(points) if points else 0
    number_key = "deal" if config.game == "ryadky" else "hand_no"
    number = int(before.get(number_key, 0)) + 1
    of: int | None = None
    if config.game == "ryadky":
        of = int(config.options.get("deals", games()["ryadky"].options.get("deals", 7)))
    elif config.options.get("hands"):
        of = int(config.options["hands"])
    winners = [s for s, p in enumerate(points) if p == top and top > 0]
    teams = team_rows(names, points, totals_after) if config.options.get("teams") else []
    if teams:  # DR-8: partners win or lose a hand together
        best = max(t["points"] for t in teams)
        winners = [s for t in teams if t["points"] == best for s in t["seats"]]
    return {
        "game": config.game,
        "kind": "deal" if config.game == "ryadky" else "hand",
        "number": number,
        "of": of,
        "names": names,
        "points": points,
        "totals": totals_after,
        "team_rows": teams,
        "winners": winners,
        "loser": None,
        "teams": bool(config.options.get("teams")),
        "human_seat": config.human_seat,
        "final": state.is_terminal(),
    }


def final_result(
    state: GameState, config: MatchConfig, roosters: list[int], rounds: int
) -> dict[str, Any]:
    """The match's result: totals and winners (Rooster: the fewest times as the rooster)."""
    if config.game == "rooster":
        totals = list(roosters)
        least = min(totals) if totals else 0
        winners = [s for s, t in enumerate(totals) if t == least]
    else:
        result = state.result() or {}
        totals = [int(t) for t in result.get("totals", [])]
        winners = [int(w) for w in result.get("winners", [])]
    teams = []
    if config.options.get("teams"):
        teams = team_rows(list(config.names), [0] * len(totals), totals)
    return {
        "game": config.game,
        "names": list(config.names),
        "totals": totals,
        "team_rows": teams,
        "winners": winners,
        "human_seat": config.human_seat,
        "fewest_wins": config.game == "rooster",
        "rounds": rounds,
        "teams": bool(config.options.get("teams")),
    }
