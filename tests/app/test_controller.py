"""GameController: whole matches with AI seats and a scripted human, refusals, pacing, saves."""

from __future__ import annotations

import json
import time
from typing import Any

import pytest
from PySide6.QtCore import QTimer

from koloda.app.play.ai_worker import BUDGET_MS
from koloda.app.play.controller import GameController, MatchConfig, MatchError
from koloda.match import MatchResult, RoundSummary


def _config(game: str, players: int, **kw: Any) -> MatchConfig:
    options = kw.pop("options", {})
    return MatchConfig(game=game, players=players, options=options, seed=kw.pop("seed", 7), **kw)


class ScriptedHuman:
    """Plays the first legal action whenever it is the human's turn."""

    def __init__(self, controller: GameController) -> None:
        self.c = controller
        self.moves = 0
        controller.turnStarted.connect(self._on_turn)

    def _on_turn(self, seat: int, human: bool) -> None:
        if human:
            QTimer.singleShot(0, self._play)

    def _play(self) -> None:
        legal = self.c.observation().legal
        if legal:
            self.moves += 1
            self.c.submit(legal[0])


def _play_match(
    qtbot: Any, config: MatchConfig, timeout_ms: int = 60000
) -> tuple[MatchResult, list[RoundSummary], GameController]:
    """Play ``config`` to its end: the result gameOver carried, the round summaries, and the
    controller."""
    c = GameController(paced=False, ai_pause_ms=0, auto_continue=True, budget_scale=0.1)
    human = ScriptedHuman(c)
    rounds: list[RoundSummary] = []
    errors: list[str] = []
    c.roundEnded.connect(rounds.append)
    c.error.connect(errors.append)
    with qtbot.waitSignal(c.gameOver, timeout=timeout_ms) as blocker:
        c.new_match(config)
    c.shutdown()
    result = blocker.args[0]
    assert isinstance(result, MatchResult) and result == c.result()
    assert errors == []
    assert human.moves > 0
    return result, rounds, c


def test_whole_ryadky_match_with_ai_and_scripted_human_ends_in_result(qtbot: Any) -> None:
    config = _config("ryadky", 3, options={"deck_size": 36, "deals": 2})
    result, rounds, c = _play_match(qtbot, config)
    assert [r.number for r in rounds] == [1, 2]  # RY-10: one summary per deal
    assert rounds[-1].final and not rounds[0].final
    assert c.state.is_terminal()
    assert result.totals == c.state.result()["totals"]
    assert result.winners == c.state.result()["winners"]
    # the deal points add up to the final totals (RY-9)
    sums = [sum(r.points[s] for r in rounds) for s in range(3)]
    assert sums == result.totals
    assert result.progress == [r.totals for r in rounds]


def test_whole_rooster_match_of_two_games_passes_the_loser_on(qtbot: Any) -> None:
    config = _config("rooster", 3, match_games=2)
    result, rounds, c = _play_match(qtbot, config)
    assert [r.number for r in rounds] == [1, 2]
    first_loser = rounds[0].loser
    assert first_loser is not None  # this seed's first game has a rooster (not a draw)
    # CR-13: the loser of game 1 deals game 2 and is attacked first (CR-3)
    assert c.state.to_json()["options"]["previous_loser"] == first_loser
    roosters = [0, 0, 0]
    for r in rounds:
        if r.loser is not None:
            roosters[r.loser] += 1
    assert result.totals == roosters and result.fewest_wins
    assert result.winners == [s for s in range(3) if roosters[s] == min(roosters)]


def test_whole_ditch_match_of_one_hand_ends_in_result(qtbot: Any) -> None:
    config = _config("ditch", 2, options={"hands": 1})
    result, rounds, c = _play_match(qtbot, config)
    assert len(rounds) == 1
    assert rounds[0].kind == "hand"
    assert result.totals == c.state.result()["totals"]
    assert rounds[0].totals == result.totals


def _human_turn_controller(qtbot: Any) -> GameController:
    c = GameController(paced=False, ai_pause_ms=0)
    with qtbot.waitSignal(c.turnStarted, timeout=5000, check_params_cb=lambda s, h: h):
        c.new_match(_config("ryadky", 2, first_dealer=0))  # RY-2: the dealer (seat 0) leads
    return c


def test_submit_refuses_an_illegal_action_and_leaves_the_state_unchanged(qtbot: Any) -> None:
    c = _human_turn_controller(qtbot)
    before = json.dumps(c.state.to_json(), sort_keys=True)
    hand = c.observation().hand
    not_mine = next(
        f"play {r}{s}" for r in "23456789TJQKA" for s in "CDHS" if f"{r}{s}" not in hand
    )
    for bad in (not_mine, "take", "play", "", "play 7S 8S", "rubbish"):
        with qtbot.waitSignal(c.error, timeout=1000):
            c.submit(bad)
        assert json.dumps(c.state.to_json(), sort_keys=True) == before
    c.shutdown()


def test_submit_refuses_when_it_is_not_the_humans_turn(qtbot: Any) -> None:
    c = GameController(paced=True, ai_pause_ms=0)
    c.new_match(_config("ryadky", 2, first_dealer=1))  # seat 1 (AI) leads
    before = json.dumps(c.state.to_json(), sort_keys=True)
    legal_for_ai = c.state.legal_strings()[0]
    with qtbot.waitSignal(c.error, timeout=1000):
        c.submit(legal_for_ai)
    assert json.dumps(c.state.to_json(), sort_keys=True) == before
    c.shutdown()


def test_paced_controller_waits_for_the_view_before_the_next_seat(qtbot: Any) -> None:
    c = GameController(paced=True, ai_pause_ms=0)
    turns: list[int] = []
    c.turnStarted.connect(lambda s, h: turns.append(s))
    c.new_match(_config("ryadky", 2, first_dealer=1))
    qtbot.wait(100)
    assert turns == []  # the deal is still being shown
    with qtbot.waitSignal(c.changed, timeout=5000):
        c.view_ready()
    assert turns == [1]
    moves = c.state.to_json()
    qtbot.wait(100)
    assert c.state.to_json() == moves  # no further move until the view is ready again
    c.shutdown()


def test_new_match_ignores_a_stale_ai_answer(qtbot: Any) -> None:
    c = GameController(paced=False, ai_pause_ms=300)
    applied: list[int] = []
    c.changed.connect(lambda change: applied.append(change.seat))
    c.new_match(_config("ryadky", 2, first_dealer=1, seed=1))
    qtbot.waitUntil(lambda: c._thinking == 1, timeout=3000)
    c.new_match(_config("ryadky", 2, first_dealer=0, seed=2))  # the human leads now
    qtbot.wait(600)
    assert applied == [-1, -1]  # only the two deals; the old AI answer was dropped
    assert c.is_human_turn()
    c.shutdown()


def test_gui_thread_stays_responsive_while_hard_ai_thinks(qtbot: Any) -> None:
    c = GameController(paced=False, ai_pause_ms=0)
    config = _config("rooster", 4, levels=["hard"] * 4, human_seat=None, seed=3)
    moves: list[int] = []
    c.changed.connect(lambda change: moves.append(change.seat))
    c.new_match(config)
    qtbot.waitUntil(lambda: len(moves) >= 2, timeout=20000)  # the helper process is warm

    def measure(decisions: int) -> list[float]:
        gaps: list[float] = []
        last = [time.perf_counter()]

        def tick() -> None:
            now = time.perf_counter()
            gaps.append((now - last[0]) * 1000.0)
            last[0] = now

        timer = QTimer()
        timer.setInterval(5)
        timer.timeout.connect(tick)
        target = len(moves) + decisions
        timer.start()
        qtbot.waitUntil(lambda: len(moves) >= target or c.state.is_terminal(), timeout=20000)
        timer.stop()
        return sorted(gaps)

    # A GUI thread that runs the search itself stalls for whole decisions (BUDGET_MS["hard"],
    # 800 ms) in every window; a shared 2-core machine adds scheduling hiccups (56 ms seen at
    # load 3.8). So a few windows are measured and the best must never stall a sixth of one.
    stall_ms = BUDGET_MS["hard"] / 6
    windows = []
    for _ in range(3):
        gaps = measure(4)
        windows.append(gaps)
        if gaps[-1] < stall_ms:
            break
    c.shutdown()
    for gaps in windows:
        print(f"event-loop gaps while hard AI thinks: max {gaps[-1]:.1f} ms over {len(gaps)} ticks")
        assert len(gaps) > 50  # the decisions took real time, measured tick by tick
        assert gaps[len(gaps) // 2] < 15.0  # the loop ticks at its pace throughout
    assert min(g[-1] for g in windows) < stall_ms


def test_to_json_round_trips_a_match_in_progress(qtbot: Any) -> None:
    c = GameController(paced=True, ai_pause_ms=0)
    c.new_match(_config("rooster", 3, match_games=3, human_seat=None))
    for _ in range(5):
        with qtbot.waitSignal(c.changed, timeout=5000):
            c.view_ready()
    data = json.loads(json.dumps(c.to_json()))
    c.shutdown()
    d = GameController(paced=True, ai_pause_ms=0)
    d.from_json(data)
    assert d.to_json() == data
    assert d.state.to_json() == c.state.to_json()
    assert d.match_scores() == c.match_scores()
    d.shutdown()


@pytest.mark.parametrize(
    "mutate",
    [
        lambda d: d.update(version=99),
        lambda d: d.update(format="other"),
        lambda d: d.__setitem__("config", {"game": "poker", "players": 3}),
        lambda d: d["config"].update(players=9),
        lambda d: d["config"].update(levels=["godlike"] * 3),
        lambda d: d["config"].update(options={"deals": 3}),
        lambda d: d["config"].update(names=["You", 7, "Taras"]),
        lambda d: d["config"].update(match_games=10**9),
        lambda d: d["config"].update(human_seat=True),
        lambda d: d.__setitem__("state", {"game": "rooster"}),
        lambda d: d.__setitem__("state", "nonsense"),
        lambda d: d["match"].update(roosters=[1, 2]),
        lambda d: d["match"].update(game_no=-1),
        lambda d: d["match"].update(pending_round={"kind": "game", "names": 5}),
        lambda d: d["match"].update(history=[{"kind": "deal", "points": "x"}]),
        lambda d: d.pop("match"),
    ],
)
def test_from_json_refuses_damaged_data_and_keeps_the_match(qtbot: Any, mutate: Any) -> None:
    c = GameController(paced=True, ai_pause_ms=0)
    c.new_match(_config("rooster", 3, human_seat=None))
    good = c.to_json()
    bad = json.loads(json.dumps(good))
    mutate(bad)
    with pytest.raises(MatchError):
        c.from_json(bad)
    assert c.to_json() == good
    c.shutdown()


def test_new_match_with_a_bad_config_says_why_and_starts_nothing(qtbot: Any) -> None:
    c = GameController(paced=True)
    with qtbot.waitSignal(c.error, timeout=1000) as blocker:
        c.new_match(MatchConfig(game="rooster", players=7))
    assert "2-6 players" in blocker.args[0]
    with qtbot.waitSignal(c.error, timeout=1000) as blocker:
        c.new_match(MatchConfig(game="ryadky", players=3, options={"deck_size": 40}))
    assert "40" in blocker.args[0]
    assert c.state is None


def test_ditch_team_hand_summary_adds_partners_together(qtbot: Any) -> None:
    config = _config("ditch", 4, options={"hands": 1, "teams": True}, human_seat=None, seed=2)
    c = GameController(paced=False, ai_pause_ms=0, auto_continue=True, budget_scale=0.1)
    rounds: list[RoundSummary] = []
    c.roundEnded.connect(rounds.append)
    with qtbot.waitSignal(c.gameOver, timeout=60000) as blocker:
        c.new_match(config)
    c.shutdown()
    summary = rounds[0]
    teams = summary.team_rows
    points = summary.points
    assert [t.seats for t in teams] == [(0, 2), (1, 3)]  # DR-8
    assert [t.points for t in teams] == [points[0] + points[2], points[1] + points[3]]
    final = blocker.args[0]
    assert isinstance(final, MatchResult) and final == c.result()
    assert sorted(final.winners) in ([0, 2], [1, 3], [0, 1, 2, 3])
    best = max(t.total for t in final.team_rows)
    assert final.winners == sorted(s for t in final.team_rows if t.total == best for s in t.seats)


def test_shutdown_stops_the_match_until_a_new_one(qtbot: Any) -> None:
    c = GameController(paced=True, ai_pause_ms=0)
    c.new_match(_config("rooster", 3, human_seat=None, seed=8))
    c.shutdown()
    before = c.state.to_json()
    c.view_ready()
    qtbot.wait(300)
    assert c.state.to_json() == before  # no AI moved on behind the start screen
    with qtbot.waitSignal(c.changed, timeout=5000):
        c.new_match(_config("rooster", 3, human_seat=None, seed=8))
    with qtbot.waitSignal(c.changed, timeout=5000):
        c.view_ready()
    c.shutdown()


def test_a_match_saved_with_a_pending_summary_shows_it_after_loading(qtbot: Any) -> None:
    c = GameController(paced=False, ai_pause_ms=0, auto_continue=False, budget_scale=0.1)
    with qtbot.waitSignal(c.roundEnded, timeout=60000) as first:
        c.new_match(_config("rooster", 2, human_seat=None, match_games=2, seed=6))
    data = json.loads(json.dumps(c.to_json()))  # saved while the summary is on screen
    c.shutdown()
    assert data["match"]["pending_round"] == first.args[0].to_json()
    d = GameController(paced=False, ai_pause_ms=0, auto_continue=False, budget_scale=0.1)
    with qtbot.waitSignal(d.roundEnded, timeout=5000) as again:
        d.from_json(data)
    assert again.args[0] == first.args[0]
    with qtbot.waitSignal(d.turnStarted, timeout=10000):
        d.continue_match()
    # CR-13: game 2 is dealt by the loser of game 1
    assert d.state.to_json()["options"]["previous_loser"] == first.args[0].loser
    d.shutdown()
