"""``koloda bench --analysis``: the review of one two-player round timed along the app's own path
(issue 27's targets: the first flagged decision within 2 s, the whole round within 20 s on a
2-core machine). A match of normal players is played to the end of its first round, the
person's decisions are taken from its action log (koloda.match.review) and judged by
``RoundReview`` as the review window does: in the AI's helper process (warmed first, as during
a game), at ``REVIEW_ITERATIONS``, with the seeds the match gives."""

from __future__ import annotations

import threading

from koloda.ai import choose_action
from koloda.app.play import review as reviews
from koloda.app.play.ai_worker import _wait_ready, ai_executor
from koloda.match import Match, MatchConfig
from koloda.match.review import last_round_replay
from koloda.rules import games

WAIT_S = 600.0


def played_round(game: str, seed: int) -> Match:
    """A two-player match of normal players (seat 0 the person's) through its first round."""
    short = games()[game].short_options(2)  # a match longer than the round timed
    config = MatchConfig(game, 2, levels=["normal"] * 2, options=short, seed=seed)
    match = Match(config)
    k = 0
    while not match.history:
        seat = match.to_move()
        assert seat is not None
        match.apply(seat, choose_action(match.observation(seat), "normal", seed=seed + k))
        k += 1
    return match


def review_round_line(game: str, seed: int) -> str:
    """Print and return the app's review time of one two-player round: the first flagged
    decision and the whole round, in seconds."""
    replay = last_round_replay(played_round(game, seed))
    executor = ai_executor()
    where = "in the helper process" if executor is not None else "in a thread"
    if executor is not None:
        _wait_ready(executor, threading.Event())
    review = reviews.RoundReview(replay.decisions, reviews.REVIEW_ITERATIONS)
    review.start()
    review.wait(WAIT_S)
    flagged = sum(1 for v in review.verdicts if v.get("mistake"))
    share, judged = reviews.accuracy(review.verdicts)
    first = "none flagged" if review.first_flag_s is None else f"{review.first_flag_s:.2f} s"
    shown = "—" if judged == 0 else f"{100 * share:.0f}%"
    line = (
        f"{game} players=2 app review of one round ({where}, {reviews.REVIEW_ITERATIONS} "
        f"iterations a decision): {len(replay.decisions)} decisions, whole round "
        f"{review.seconds:.1f} s, first flagged {first}; {flagged} flagged, accuracy {shown}"
    )
    print(line)
    return line
