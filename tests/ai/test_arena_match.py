"""``koloda arena`` plays whole matches (issue 44): a series of Chuvash Rooster games (CR-13)
with ``--series``, and ``hard-round`` (hard before issue 44) as a seat."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.ai.arena import GameRecord, by_deck, main, play_game, wilson


def test_each_game_of_an_arena_series_is_told_the_series(monkeypatch: pytest.MonkeyPatch) -> None:
    import koloda.ai.arena as arena
    import koloda.ai.selfplay as selfplay

    told: list[object] = []
    real = arena.new_game

    def spy(*args: Any, **kw: Any) -> Any:
        told.append(kw["options"])
        return real(*args, **kw)

    monkeypatch.setattr(arena, "new_game", spy)  # the first game
    monkeypatch.setattr(selfplay, "new_game", spy)  # the next ones
    record = play_game("rooster", 2, ["normal", "random"], 0, 1, None, None, {}, series=3)
    assert record.error is None
    first, second, third = told
    assert first == {"series": [0, 0], "games_left": 2}
    assert second["games_left"] == 1 and third["games_left"] == 0  # type: ignore[index]
    assert len(third["series"]) == 2 and sum(third["series"]) <= 2  # type: ignore[index]


def test_a_rooster_series_is_won_by_the_fewest_roosters_and_shared_when_equal() -> None:
    record = play_game("rooster", 2, ["normal", "random"], 0, 1, None, None, {}, series=3)
    assert record.error is None and record.loser is None
    assert sum(record.wins) == pytest.approx(1.0)
    assert set(record.wins) <= {0.0, 0.5, 1.0}
    # one game, as before: won by not being the rooster (a draw is a win for both, CR-12)
    one = play_game("rooster", 2, ["normal", "random"], 0, 1, None, None, {})
    assert one.loser is not None or one.wins == [1.0, 1.0]


def test_a_series_table_reads_match_wins_with_a_fair_half(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """The table reads match wins (not "not rooster") with a fair share of one half."""
    assert (
        main(
            [
                "--game=rooster",
                "--players=2",
                "--seats=normal",
                "--opponents=steady",
                "--games=4",
                "--series=3",
            ]
        )
        == 0
    )
    out = capsys.readouterr().out
    assert "series=3" in out and "not rooster" not in out and " win " in out
    assert "50.0%" in out


def test_hard_round_is_a_seat_of_the_arena(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["--game=ditch", "--players=2", "--seats=hard,hard-round", "--games=2"]
    assert main([*args, "--iterations=20", '--options={"hands": 1}']) == 0
    out = capsys.readouterr().out
    assert "hard-round" in out


def test_a_long_level_name_keeps_its_column_apart(capsys: pytest.CaptureFixture[str]) -> None:
    """The name columns are as wide as the longest name: ``hard-round`` against a pool style
    read "hard-roundsteady", and its row's figures stood out of line with the header's."""
    args = ["--game=ditch", "--players=2", "--seats=hard-round,normal", "--opponents=steady"]
    assert main([*args, "--games=2", "--iterations=10", '--options={"hands": 1}']) == 0
    lines = capsys.readouterr().out.splitlines()
    header = next(line for line in lines if line.startswith("level"))
    rows = {line.split()[0]: line for line in lines if line.split()[:2][1:] == ["steady"]}
    assert set(rows) == {"hard-round", "normal"}
    for row in rows.values():
        assert len(row) == len(header)  # every figure under its column's title


def test_a_series_below_one_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--game=rooster", "--players=2", "--seats=normal,easy", "--series=0"]) == 2
    assert "--series must be positive" in capsys.readouterr().err


def test_the_next_game_of_a_series_needs_the_last_one_over() -> None:
    """CR-13: the next game of a series is dealt only after the last one ended; the arena and
    match_fit then deal it by the series' loser."""
    from koloda.ai.selfplay import next_in_series, play_one, seed_of
    from koloda.rules import new_game

    state = new_game(
        "rooster", players=2, seed=seed_of("t", 1), options={"series": [0, 0], "games_left": 1}
    )
    with pytest.raises(ValueError, match="not over"):
        next_in_series(state, "rooster", 5, {})
    k = 0
    while not state.is_terminal() and k < 2000:
        play_one(state, "normal", seed_of("t", k))
        k += 1
    assert state.is_terminal()
    with pytest.raises(ValueError, match="nobody"):
        play_one(state, "normal", 0)
    step = state.series_step()
    assert step is not None
    after = next_in_series(state, "rooster", 5, {})
    assert after.observation(0)["public"]["series"] == step.options["series"]


def _deck(number: int, wins_a: tuple[float, float], error: str | None = None) -> list[GameRecord]:
    """The two games of a two-player deck: level a at seat 0, then at seat 1."""
    a0, a1 = wins_a
    return [
        GameRecord(number, ["a", "b"], [a0, 1 - a0], None, {}, 0.0, None),
        GameRecord(number + 1, ["b", "a"], [1 - a1, a1], None, {}, 0.0, error),
    ]


def test_the_interval_by_deck_counts_only_what_the_levels_play_differently() -> None:
    """Forty decks the levels play alike (each wins its seat's game once) and eight that level
    a wins both games of: 58.3% for a either way, but by deck the alike decks add no spread,
    so its interval lies above a half where Wilson's over the same 96 games does not."""
    records = [r for d in range(40) for r in _deck(2 * d, (1.0, 0.0))]
    records += [r for d in range(40, 48) for r in _deck(2 * d, (1.0, 1.0))]
    low, high, decks = by_deck(records, "a", 2)
    assert decks == 48
    assert 0.5 < low < 56 / 96 < high
    w_low, _ = wilson(56, 96)
    assert w_low < 0.5
    b_low, b_high, _ = by_deck(records, "b", 2)
    assert (b_low, b_high) == pytest.approx((1 - high, 1 - low))


def test_a_deck_with_a_failed_or_missing_game_is_left_out_of_the_interval_by_deck() -> None:
    records = _deck(0, (1.0, 0.0)) + _deck(2, (1.0, 1.0), error="too long") + _deck(4, (0.0, 1.0))
    records.append(GameRecord(6, ["a", "b"], [1.0, 0.0], None, {}, 0.0, None))  # half a deck
    low, high, decks = by_deck(records, "a", 2)
    assert decks == 2 and low == high == 0.5  # two alike decks: no spread at all
    assert by_deck(records[:2], "a", 2) == (0.0, 1.0, 1)  # one deck: no interval


def test_the_table_shows_the_interval_by_deck_and_its_decks(
    capsys: pytest.CaptureFixture[str],
) -> None:
    """Outside a series hard and hard-round are one player (the match value is off): every
    deck is played alike from each seat, so each deck scores the same for both rows."""
    args = ["--game=rooster", "--players=2", "--seats=hard,hard-round", "--games=8"]
    assert main([*args, "--iterations=20", "--seed=3"]) == 0
    lines = capsys.readouterr().out.splitlines()
    header = next(line for line in lines if line.startswith("level"))
    assert "95% by deck" in header
    assert "95% by deck: over 4 whole decks" in "\n".join(lines)
    rows = [line for line in lines if line.split()[0] in {"hard", "hard-round"}]
    assert len(rows) == 2
    # the same columns (win, Wilson, by deck) read alike: alike play, alike results
    assert rows[0].split()[1:7] == rows[1].split()[1:7]
