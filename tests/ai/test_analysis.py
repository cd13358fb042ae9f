"""koloda.ai.analyse: hard's own search with every candidate's value, best first; hard plays
its best candidate; honest (observation only) and deterministic with an iteration bound."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable

import pytest

from koloda.ai import Analysis, analyse, choose_action, judge
from koloda.ai.analysis import CLOSE_Z, Candidate, _searched, ranked
from koloda.ai.trace import Arm, Trace
from koloda.games import BUILTIN
from koloda.rules import Action, GameState, games, new_game

GAMES = BUILTIN  # every built-in game (the registry's)
SHORT = {name: info.short_options(1) for name, info in games().items()}  # one round each


def _choices(game: str, count: int, every: int = 3) -> list[dict[str, object]]:
    """Observations of real choices (2+ legal actions) from random games of 2-4 players."""
    found: list[dict[str, object]] = []
    g = 0
    while len(found) < count:
        rng = random.Random(g)
        st = new_game(game, players=2 + g % 3, seed=500 + g, options=SHORT[game])
        k = 0
        while not st.is_terminal() and len(found) < count:
            legal = st.legal_actions()
            if len(legal) > 1:
                k += 1
                if k % every == 0:
                    seat = st.to_move
                    assert seat is not None
                    found.append(st.observation(seat))
            st.apply(legal[rng.randrange(len(legal))])
        g += 1
    return found


def _figures(a: Analysis) -> Analysis:
    """The analysis without its timing (the only field that may differ between two runs)."""
    return dataclasses.replace(a, seconds=0.0)


@pytest.mark.parametrize("game", GAMES)
def test_hard_plays_the_analysis_best_candidate(game: str) -> None:
    """Hard's decision is the analysis' best, position by position (80 per game)."""
    bases = set()
    for i, obs in enumerate(_choices(game, 80)):
        a = analyse(obs, seed=i, iterations=30)
        assert choose_action(obs, "hard", seed=i, iterations=30) == a.best.action, (game, i)
        bases.add(a.basis)
    assert "search" in bases


@pytest.mark.parametrize("game", GAMES)
def test_candidates_are_the_legal_moves_best_first_then_by_value(game: str) -> None:
    searched = 0
    for i, obs in enumerate(_choices(game, 25, every=2)):
        a = analyse(obs, seed=i, iterations=120)
        legal = {Action.parse(x) for x in obs["legal"]}  # type: ignore[attr-defined]
        assert {c.action for c in a.candidates} <= legal
        assert a.game == game and a.seat == obs["seat"]
        rest = [c.value for c in a.candidates[1:] if c.value is not None]
        assert rest == sorted(rest, reverse=True)
        if a.basis != "search":
            continue
        searched += 1
        assert a.deals > 0
        assert {c.action for c in a.candidates} == legal or game == "ditch"
        assert a.best.value is not None and a.best.gap_stderr == 0.0
        for c in a.candidates:
            if c.value is not None and a.unit == "chance":
                assert 0.0 <= c.value <= 1.0
            assert c.plan[0] == c.action
    assert searched >= 10


@pytest.mark.parametrize("game", GAMES)
def test_same_information_gives_the_same_analysis_whatever_the_hidden_cards(
    game: str,
    positions: Callable[[str, int, int, int, int], list[GameState]],
    redeal: Callable[[GameState, random.Random], GameState],
) -> None:
    """Honesty, as for the decisions (test_ai.py): a state and a re-deal of everything the
    seat cannot see get the same analysis, every figure of it."""
    rng = random.Random(5)
    checked = 0
    for players in (2, 3):
        for real in positions(game, players, 40 + players, 3, 4):
            seat = real.to_move
            assert seat is not None
            other = redeal(real, rng)
            assert other.observation(seat) == real.observation(seat)
            mine = analyse(real.observation(seat), seed=3, iterations=80)
            theirs = analyse(other.observation(seat), seed=3, iterations=80)
            assert _figures(mine) == _figures(theirs), (game, players)
            checked += 1
    assert checked >= 6


def test_the_analysis_is_deterministic_with_iterations_and_depends_on_the_seed() -> None:
    obs = _choices("ryadky", 6)[5]
    a = analyse(obs, seed=1, iterations=200)
    assert _figures(analyse(obs, seed=1, iterations=200)) == _figures(a)
    values = {
        tuple(c.value for c in analyse(obs, seed=s, iterations=200).candidates) for s in range(4)
    }
    assert len(values) > 1  # another seed samples other deals


def test_a_forced_move_has_one_candidate_and_no_value() -> None:
    st = new_game("ryadky", players=2, seed=0)
    obs = st.observation(0)
    obs["legal"] = obs["legal"][:1]
    a = analyse(obs, seed=0, iterations=10)
    assert a.basis == "forced" and len(a.candidates) == 1
    assert a.best.value is None and not a.close and a.gap is None


def _analysis(values: list[tuple[str, float, float]]) -> Analysis:
    """An analysis of hand-made candidates: (action, value, standard error of best minus it),
    the first one chosen."""
    cands = [
        Candidate(Action.parse(t), (Action.parse(t),), v, 100, 0.01, se) for t, v, se in values
    ]
    return ranked("ryadky", 0, "search", "chance", cands, 0, 100, 0.0)


def test_judge_flags_a_move_clearly_worse_than_the_best_only() -> None:
    a = _analysis([("play 7S", 0.70, 0.0), ("play 9S", 0.66, 0.01), ("play TC", 0.40, 0.02)])
    v = judge(a, "play TC")
    assert v.judged and v.mistake
    assert v.best == Action.parse("play 7S") and v.played == Action.parse("play TC")
    assert v.best_value == 0.70 and v.played_value == 0.40
    assert v.difference == pytest.approx(0.30) and v.margin == 0.05
    near = judge(a, "play 9S")  # 4 points of chance: within the review's 5
    assert near.judged and not near.mistake and near.difference == pytest.approx(0.04)
    assert judge(a, "play 9S", margin=0.03).mistake
    best = judge(a, Action.parse("play 7S"))
    assert best.difference == 0.0 and not best.mistake
    unknown = judge(a, "play 2C")  # a move the analysis did not value is never a mistake
    assert not unknown.judged and not unknown.mistake and unknown.played_value is None


def test_judge_does_not_call_noise_a_mistake() -> None:
    a = _analysis([("play 7S", 0.70, 0.0), ("play TC", 0.60, 0.05)])  # 0.10 is 2 errors
    v = judge(a, "play TC")
    assert v.judged and not v.mistake and v.stderr == 0.05


def test_close_says_whether_the_best_two_moves_are_within_the_margin() -> None:
    assert _analysis([("play 7S", 0.70, 0.0), ("play 9S", 0.69, 0.001)]).close
    far = _analysis([("play 7S", 0.70, 0.0), ("play TC", 0.40, 0.01), ("play 9S", 0.50, 0.01)])
    assert not far.close and far.gap == pytest.approx(0.20) and far.margin == 0.02
    assert [str(c.action) for c in far.candidates] == ["play 7S", "play 9S", "play TC"]
    # the margin grows with the sampling error of the difference
    wide = _analysis([("play 7S", 0.70, 0.0), ("play 9S", 0.62, 0.05)])
    assert wide.close and wide.margin == pytest.approx(0.10)
    # the chosen move leads even when another's mean is higher (within the noise): close
    kept = _analysis([("play 7S", 0.60, 0.0), ("play 9S", 0.63, 0.02)])
    assert kept.best.action == Action.parse("play 7S") and kept.close and kept.gap < 0


def _flat_trace(arms: list[tuple[str, list[float]]]) -> Trace:
    """A flat search's trace of hand-made arms (action, its values deal by deal), the first
    chosen: an arm with fewer values than the most was dropped (koloda.ai.flat)."""
    trace = Trace(chosen=0, paired=True)
    trace.arms = [
        Arm(Action.parse(t), (Action.parse(t),), len(v), sum(v), sum(x * x for x in v), tuple(v))
        for t, v in arms
    ]
    return trace


def test_a_move_the_search_dropped_as_clearly_worse_is_never_close_to_the_best() -> None:
    # On 16 deals the dropped move is as good as the best, deal for deal, within its noise:
    # the search dropped it against another plan, so it is no "either is fine" (a Ditch
    # Rummy hint said discarding a run worth 25 was about as good as melding it).
    rng = random.Random(4)
    best = [rng.random() for _ in range(64)]
    noise = [rng.gauss(0.0, 0.3) for _ in range(16)]
    dropped = [b - 0.05 + e for b, e in zip(best, noise, strict=False)]
    trace = _flat_trace([("play 7S", best), ("play 9S", dropped)])
    found = _searched("ryadky", 0, trace, 64, "chance", 0.0)
    other = found.candidates[1]
    assert other.dropped and other.samples == 16 and not found.best.dropped
    assert found.gap is not None and found.gap <= CLOSE_Z * (other.gap_stderr or 0.0)
    assert not found.close
    # the same values on every deal the search kept sampling: within the noise, close
    kept = _flat_trace([("play 7S", best[:16]), ("play 9S", dropped)])
    again = _searched("ryadky", 0, kept, 16, "chance", 0.0)
    assert not again.candidates[1].dropped and again.close


def test_a_hint_never_calls_throwing_a_run_away_about_as_good_as_melding_it() -> None:
    # Seen in the app: hand 1 of a two-hand Ditch Rummy match (the match value, issue 44), Q♠
    # K♠ and 4♦ in hand; the hint said "You meld Q♠ and K♠ ... “discard 4♦ and K♠” would do
    # about as well: either is fine here", the discard resting on the 16 deals after which
    # the search had dropped it.
    st = new_game("ditch", 2, seed=9633307820379, options={"hands": 2})
    played = "draw 3|discard 3H AC|draw 3|meld 6C 7C|pass|draw 2|meld 7D 8C|pass|draw 2"
    for text in played.split("|"):
        st.apply(Action.parse(text))
    found = analyse(st.observation(0), 1, iterations=600)  # the app's hint: 600 deals
    assert found.unit == "chance" and found.best.action == Action.parse("meld QS KS")
    other = next(c for c in found.candidates if c.action.kind == "discard")
    assert other.dropped and not found.close


def test_bench_prints_hint_and_review_times(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    from koloda.ai import bench

    monkeypatch.setattr(bench, "HINT_POSITIONS", 2)
    monkeypatch.setattr(bench, "REVIEW_ITERATIONS", 20)
    bench.bench_analysis("ditch", 2, seed=1)
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("ditch players=2 analysis (hint) at 20 iterations: median ")
    assert (
        " sampled deals; close hints " in out[0]
        and " of them with moves as good as equal" in out[0]
    )
    # one verdict per decision: the review never flags the move the hint recommends
    assert out[0].endswith("; hinted moves a review flags 0 of 2 (0%)")
    assert out[1].startswith("ditch players=2 review of one round at 20 iterations a decision: ")
    assert " (not confirmed by a second analysis: " in out[1]
    assert "; agrees with a review at another seed on " in out[1] and out[1].endswith("%)")


def test_the_bench_analyses_hints_as_the_app_does() -> None:
    from koloda.ai import ANALYSIS_ITERATIONS
    from koloda.ai.bench import REVIEW_ITERATIONS
    from koloda.app.play.review import REVIEW_ITERATIONS as APP_REVIEW

    assert REVIEW_ITERATIONS == APP_REVIEW == ANALYSIS_ITERATIONS  # ai_process.explain's count
