"""What a match tells one game of its series (CR-13, issue 44): each seat's times as the rooster
in the games before this one and the games it plays after this one (the options ``series`` and
``games_left``), so that its players may play for the match."""

from __future__ import annotations

from koloda.rules.base import RulesError, is_int


def match_option(
    series: object, games_left: object, players: int
) -> tuple[tuple[int, ...], int] | None:
    """The options ``series`` (each seat's times as the rooster in the match's games before
    this one, CR-13) and ``games_left`` (the games the match plays after this one): both null,
    or both given; RulesError otherwise."""
    if series is None and games_left is None:
        return None
    if not (
        isinstance(series, list)
        and len(series) == players
        and all(is_int(x) and x >= 0 for x in series)
        and is_int(games_left)
        and games_left >= 0
    ):
        raise RulesError(
            f"series must be a count per seat ({players}) and games_left a count, both or neither"
        )
    return tuple(int(x) for x in series), int(games_left)
