"""The review of a round (issue 27): a non-modal window over the game that runs the review
(app/play/review.py) with a progress bar and Cancel, then steps through the person's flagged
decisions: "Move 7: you played 7♦; better was 9♠", one sentence of why from the facts of both
moves, then what it cost as a player says it ("The better move wins you the match about two times
in three; yours, about one time in three."), its numbers in the tooltip (issue 35). Every count
it shows comes from the review's verdicts (``tally``). Each stop is shown on the game's table
(the round replayed there from the previous stop, the better move glowing); closing the window
puts the table back as it is.

The words here are generic, by what each move does (its fact kind, docs/analysis.md): the games'
own sentences live in their kits (app/games).
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, Qt, QTimer, Signal, SignalInstance
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kit
from koloda.app.games.counts import review_counts
from koloda.app.games.hint_text import match_words, odds_phrase
from koloda.app.games.kit_words import spoken_cards
from koloda.app.games.move_words import move_name, pass_ends_turn
from koloda.app.games.voice import Voice
from koloda.app.play.review import RoundReview, Tally, tally
from koloda.app.table.names import pretty_card
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.match.review import RoundReplay
from koloda.rules import Event, Observation

REPLAY_LIMIT = 12  # at most this many moves are replayed before a stop (else it jumps there)


class ReviewTable(Protocol):
    """What the review asks of the game's table (the real TableWidget, or a test's stand-in)."""

    @property
    def animationsFinished(self) -> SignalInstance: ...

    def show_observation(self, obs: Observation, events: list[Event]) -> None: ...

    def highlight_action(self, action: str | None) -> None: ...

    def is_animating(self) -> bool: ...


def fact_phrase(fact: dict[str, Any], game: str = "") -> str:
    """What one move of ``game`` does, from its facts' kind (docs/analysis.md), as a short
    phrase."""
    kind = str(fact.get("kind", ""))
    cards = fact.get("cards")
    shown = spoken_cards([str(c) for c in cards]) if isinstance(cards, list) else ""
    if "card" in fact:
        shown = pretty_card(str(fact["card"]))
    base = {
        "lead": QCoreApplication.translate("Review", "lead %s"),
        "follow": QCoreApplication.translate("Review", "play %s on the pile"),
        "cover": QCoreApplication.translate("Review", "cover with %s"),
        "throw": QCoreApplication.translate("Review", "throw in %s"),
        "set": QCoreApplication.translate("Review", "lay the set %s"),
        "run": QCoreApplication.translate("Review", "lay the run %s"),
        "single": QCoreApplication.translate("Review", "add %s to a meld"),
        "discard": QCoreApplication.translate("Review", "discard %s"),
    }
    if kind == "lead" and "card" in fact:  # a Ryadky lead starts a pile (RY-2)
        phrase = QCoreApplication.translate("Review", "start a new pile with %s") % shown
    elif kind in base:
        cover = kind == "cover" and isinstance(cards, list) and len(cards) == 2
        phrase = base[kind] % (pretty_card(str(cards[1])) if cover and cards else shown)
    elif kind == "take":
        phrase = QCoreApplication.translate("Review", "take the cards")
    elif kind == "pass" and pass_ends_turn(game):  # DR-4, as the End turn button says it
        phrase = QCoreApplication.translate("Review", "end the turn")
    elif kind == "pass":  # "you chose to pass": a verb, where the move's name is a noun ("пас")
        phrase = QCoreApplication.translate("Review", "pass", "to pass, what one chose to do")
    elif kind == "draw":
        phrase = QCoreApplication.translate("Review", "draw %s") % fact.get("count", "")
    else:
        phrase = " ".join(x for x in (kind, shown) if x)
    extras: list[str] = []
    outcome = fact.get("outcome")
    if outcome == "destroyed":
        extras.append(QCoreApplication.translate("Review", "destroy the pile"))
    elif outcome == "won":
        extras.append(QCoreApplication.translate("Review", "win the pile"))
    elif outcome == "built":
        extras.append(QCoreApplication.translate("Review", "complete the pile"))
    penalty = int(fact.get("penalty") or 0)
    if penalty > 0:
        extras.append(review_counts().stack_cost(penalty))
    if fact.get("goes_out"):
        extras.append(QCoreApplication.translate("Review", "go out"))
    pick_up = int(fact.get("pick_up") or 0)
    if pick_up > 0 and kind == "take":
        extras.append(review_counts().pick_up(pick_up))
    points = int(fact.get("points") or 0)
    if points and kind in ("set", "run", "single", "discard"):
        extras.append(QCoreApplication.translate("Review", "score %s points") % points)
    if fact.get("ends"):
        extras.append(QCoreApplication.translate("Review", "end the hand"))
        match = fact.get("match")  # what that does to the match, when it decides it (DR-7)
        if match == "lost":
            extras.append(QCoreApplication.translate("Review", "lose the match"))
        elif match == "won":
            extras.append(QCoreApplication.translate("Review", "win the match"))
    return phrase + "".join(QCoreApplication.translate("Review", " and %s") % e for e in extras)


def why_sentence(verdict: dict[str, Any], names: Voice | None = None) -> str:
    """One sentence of why: what the better move does against what the played one does; with
    the players' ``names``, what the game adds of the better move's facts, naming the seat
    (Chuvash Rooster: "You share the series only if Chen ends the rooster (CR-13).")."""
    best = [f for f in verdict.get("best_facts") or [] if isinstance(f, dict)]
    mine = [f for f in verdict.get("played_facts") or [] if isinstance(f, dict)]
    if not best or not mine:
        return ""
    join, game = QCoreApplication.translate("Review", ", then "), str(verdict.get("game", ""))
    text = QCoreApplication.translate("Review", "Better to %s; you chose to %s.") % (
        join.join(fact_phrase(f, game) for f in best),
        join.join(fact_phrase(f, game) for f in mine),
    )
    note = kit(game).review_note(names, best) if names else ""
    return f"{text} {note}" if note else text


def cost_sentence(verdict: dict[str, Any]) -> str:
    """What the played move cost, as a player says it: the odds of both moves in words (or
    the points in Ditch Rummy, or of a proven endgame); the numbers are ``cost_details``."""
    diff = verdict.get("difference")
    best, mine = verdict.get("best_value"), verdict.get("played_value")
    if not isinstance(diff, int | float):
        return ""
    exact = verdict.get("basis") == "exact"
    if verdict.get("unit") == "points":
        return review_counts().points_better(round(abs(float(diff))))
    if not isinstance(best, int | float) or not isinstance(mine, int | float):
        return ""
    outcome = kit(str(verdict.get("game", ""))).hint_outcome(match_words(verdict))
    good, yours = odds_phrase(float(best), exact), odds_phrase(float(mine), exact)
    if good == yours:  # the same words for both: say that it was still clearly more often
        text = QT_TRANSLATE_NOOP(
            "Review", "Each move {outcome} {odds}, but the better one clearly more often."
        )
        return QCoreApplication.translate("Review", text).format(outcome=outcome, odds=good)
    text = QT_TRANSLATE_NOOP("Review", "The better move {outcome} {odds}; yours, {yours}.")
    return QCoreApplication.translate("Review", text).format(
        outcome=outcome, odds=good, yours=yours
    )


def cost_details(verdict: dict[str, Any]) -> str:
    """The numbers behind a flag, for those who want them: both values, the difference and
    its standard error, the sampled deals, and what the second analysis found."""
    diff, se = verdict.get("difference"), verdict.get("stderr")
    best, mine = verdict.get("best_value"), verdict.get("played_value")
    if not all(isinstance(x, int | float) for x in (diff, best, mine)):
        return ""
    chance = verdict.get("unit") == "chance"

    def shown(x: Any) -> str:
        return f"{100 * float(x):.0f}%" if chance else f"{float(x):+.1f}"

    def gap(x: Any) -> str:
        return f"{100 * float(x):.1f}" if chance else f"{float(x):.1f}"

    text = QCoreApplication.translate(
        "Review", "Best {best}, yours {mine}: {d} ± {se} less over {n} sampled deals."
    ).format(
        best=shown(best),
        mine=shown(mine),
        d=gap(diff),
        se=gap(se if isinstance(se, int | float) else 0.0),
        n=verdict.get("deals", 0),
    )
    second = verdict.get("second_difference")
    if isinstance(second, int | float):
        text += " " + QCoreApplication.translate(
            "Review", "A second, independent analysis found {d} less."
        ).format(d=gap(second))
    return text


def headline(verdict: dict[str, Any]) -> str:
    """'Move 7: you chose “play 7♦”; better was “play 9♠”', the moves named as a hint names
    them (issue 41: "you played cover 6♠ with 8♠")."""
    played_plan = [str(a) for a in verdict.get("played_plan") or []][:1]
    best_plan = [str(a) for a in verdict.get("best_plan") or []]
    game = str(verdict.get("game", ""))
    return QCoreApplication.translate("Review", "Move %s: you chose %s; better was %s") % (
        verdict.get("move", "?"),
        move_name(str(verdict.get("played", "")), played_plan, game),
        move_name(str(verdict.get("best", "")), best_plan, game),
    )


def accuracy_text(counts: Tally, played_for: int = 0) -> str:
    """'Accuracy: 96% (26 of 27 decisions close to the best); 4 more could not be judged':
    the review's counts (``tally``) in words, and how many moves the computer made for the
    person (Demo), which are not theirs to count."""
    if not counts.judged:  # every decision settled by a rule (Ditch Rummy's draws), or none
        text = QCoreApplication.translate("Review", "No decision could be judged")
    else:
        text = review_counts().accuracy(
            counts.judged,
            percent=f"{100 * counts.accuracy:.0f}",
            good=counts.judged - counts.flagged,
        )
    if counts.judged and counts.unjudged:  # decided by a rule, or a value the search never found
        text += QCoreApplication.translate("Review", "; {m} more could not be judged").format(
            m=counts.unjudged
        )
    if played_for:
        text += QCoreApplication.translate(
            "Review", "; {m} played by the computer for you (Demo) are left out"
        ).format(m=played_for)
    return text


def finished_text(counts: Tally) -> str:
    """The review's last word: how many decisions were clearly worse, or none; no praise
    where none was judged ("Well played!" over "No decision could be judged")."""
    if not counts.judged:
        return QCoreApplication.translate("Review", "Review finished.")
    if not counts.flagged:
        return QCoreApplication.translate("Review", "No clear mistakes. Well played!")
    return review_counts().flagged(counts.flagged)


class ReviewDialog(QDialog):
    """The review of one round; made and shown by the main window (non-modal)."""

    closed = Signal()
    accuracyKnown = Signal(float, int)  # the round's accuracy and how many decisions it judged

    def __init__(
        self,
        replay: RoundReplay,
        review: RoundReview,
        table: ReviewTable,
        restore: Callable[[], None],
        parent: QWidget | None = None,
        names: Voice | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("reviewDialog")
        self.names = names  # the players, as the why names them (None: no seat is named)
        self.setModal(False)
        self.replay = replay
        self.review = review
        self.table = table
        self.restore = restore
        self.flagged: list[dict[str, Any]] = []
        self.current = -1  # index in ``flagged`` shown, -1 for none
        self._shown_step = -1  # the replay's step whose position is on the table (-1: start)
        self._queue: list[tuple[Observation, list[Event]]] = []
        self._on_table = False
        self._closing = False
        self._counted = False  # the accuracy was handed on (accuracyKnown), once
        self.accuracy_value: float | None = None
        self._best = ""

        number = replay.round_index + 1
        title = kit(replay.game).round_title() % number
        self.setWindowTitle(QCoreApplication.translate("Review", "Review: %s") % title)
        self._make_words(title, len(review.decisions))
        self._make_buttons()
        self._lay_out()

        review.progress.connect(self._on_progress)
        review.decision.connect(self._on_decision)
        review.finished.connect(self._on_finished)
        table.animationsFinished.connect(self._play_next)
        self._update_steps()
        if not review.decisions:  # nothing to look at: no progress, no "so far"
            self.status.setText(self._nothing_to_review())
            self.bar.hide()
            self.cancel_button.hide()

    def _nothing_to_review(self) -> str:
        """Why a round has no decision of the person's to judge."""
        if self.replay.played_for:
            return QCoreApplication.translate(
                "Review",
                "The computer played your moves in this round (Demo): none of them is yours "
                "to review.",
            )
        return QCoreApplication.translate(
            "Review", "You made no choice in this round: every move was forced."
        )

    def _make_words(self, title: str, decisions: int) -> None:
        """The title, the progress while the review runs, and the labels of a flagged move."""
        self.title = QLabel(QCoreApplication.translate("Review", "Review of %s") % title)
        font = self.title.font()
        font.setPointSizeF(font.pointSizeF() * 1.25)
        font.setBold(True)
        self.title.setFont(font)
        self.status = QLabel(QCoreApplication.translate("Review", "Looking at your decisions…"))
        self.status.setWordWrap(True)
        self.bar = QProgressBar()
        self.bar.setRange(0, max(1, decisions))
        self.bar.setValue(0)
        self.bar.setFormat(QCoreApplication.translate("Review", "Decisions looked at: %v of %m"))
        self.accuracy_label = QLabel()
        self.accuracy_label.setObjectName("reviewAccuracy")
        self.accuracy_label.setWordWrap(True)  # whole, on lines of its own (issue 41: cut)
        self.head = QLabel()
        self.head.setObjectName("reviewHeadline")
        self.head.setWordWrap(True)
        bold = self.head.font()
        bold.setBold(True)
        self.head.setFont(bold)
        self.cost = QLabel()
        self.cost.setWordWrap(True)
        self.why = QLabel()
        self.why.setWordWrap(True)
        # room for words that wrap: a top-level window does not grow with a wrapped label
        lines = self.why.fontMetrics().lineSpacing()
        self.head.setMinimumHeight(2 * lines)
        self.cost.setMinimumHeight(2 * lines)
        self.why.setMinimumHeight(4 * lines)
        self.position = QLabel()
        self.position.setAlignment(Qt.AlignmentFlag.AlignCenter)

    def _make_buttons(self) -> None:
        """Cancel while the review runs; Previous, Next and Close to step through it."""
        self.cancel_button = QPushButton(QCoreApplication.translate("Review", "&Cancel"))
        self.cancel_button.setToolTip(QCoreApplication.translate("Review", "Stop the review"))
        self.cancel_button.clicked.connect(self.cancel)
        self.prev_button = QPushButton(QCoreApplication.translate("Review", "◀ &Previous"))
        self.next_button = QPushButton(QCoreApplication.translate("Review", "&Next ▶"))
        self.close_button = QPushButton(QCoreApplication.translate("Review", "C&lose"))
        self.close_button.setToolTip(
            QCoreApplication.translate("Review", "Close the review and show the table as it is")
        )
        self.prev_button.clicked.connect(lambda: self.step(-1))
        self.next_button.clicked.connect(lambda: self.step(1))
        self.close_button.clicked.connect(self.close)

    def _lay_out(self) -> None:
        running = QHBoxLayout()
        running.addWidget(self.bar, 1)
        running.addWidget(self.cancel_button)
        steps = QHBoxLayout()
        steps.addWidget(self.prev_button)
        steps.addWidget(self.position, 1)
        steps.addWidget(self.next_button)
        bottom = QHBoxLayout()  # the accuracy above it, as wide as the window
        bottom.addStretch(1)
        bottom.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.status)
        layout.addLayout(running)
        layout.addSpacing(6)
        layout.addWidget(self.head)
        layout.addWidget(self.why)  # what the moves do first, then what it cost
        layout.addWidget(self.cost)
        layout.addLayout(steps)
        layout.addWidget(self.accuracy_label)
        layout.addLayout(bottom)
        self.setMinimumWidth(480)
        self.resize(480, 1)  # as high as its words: the table stays in view around it

    # ------------------------------------------------------------------ the review's signals

    def _on_progress(self, done: int, total: int) -> None:
        self.bar.setRange(0, max(1, total))
        self.bar.setValue(done)

    def _on_decision(self, verdict: dict[str, Any]) -> None:
        if not tally([verdict]).flagged:  # flagged as the review's counts count it
            return
        self.flagged.append(verdict)
        if self.current < 0:
            self.show_flag(0)
        self._update_steps()

    def _on_finished(self, value: float) -> None:
        """The round's counts, every one from ``tally`` of the verdicts (the progress bar's
        total, the accuracy and the statistics' record alike)."""
        self.bar.setValue(self.bar.maximum())
        self.cancel_button.setEnabled(False)
        counts = tally(self.review.verdicts)
        if not counts.decisions:  # no "Well played!" where the person chose nothing
            self.status.setText(self._nothing_to_review())
            self.head.setText("")
            self._nothing_to_step_through()
            return
        self.accuracy_label.setText(accuracy_text(counts, self.replay.played_for))
        if counts.judged:
            self.accuracy_value = counts.accuracy
            self._counted = True
            self.accuracyKnown.emit(counts.accuracy, counts.judged)
        if not counts.flagged:
            self.head.setText("")
            self._nothing_to_step_through()
        self.status.setText(finished_text(counts))
        self._update_steps()  # "Mistake 1 of 2", no longer "so far"
        QTimer.singleShot(0, self, self._fit_words)

    def _nothing_to_step_through(self) -> None:
        """A finished review with no mistake: the room kept for a mistake's words and the
        Previous and Next buttons go, and the window is as high as what it says (a blank block
        and two buttons that could never be pressed stood between "Well played!" and Close)."""
        steps = (self.prev_button, self.position, self.next_button)
        for widget in (self.head, self.why, self.cost, *steps):
            widget.hide()
        QTimer.singleShot(0, self, self._fit_height)

    def _fit_height(self) -> None:
        """As high as its words at its width, no higher."""
        self.resize(self.width(), max(self.heightForWidth(self.width()), 1))

    def _fit_words(self) -> None:
        """Tall enough for every line of its words at its width (it has a minimum width of
        its own, so its layout does not grow it)."""
        need = max(self.heightForWidth(self.width()), self.sizeHint().height())
        if need > self.height():
            self.resize(self.width(), need)

    def cancel(self) -> None:
        """Stop the review; the decisions found so far stay to be looked at."""
        self.review.cancel()
        self._count_so_far()
        self.cancel_button.setEnabled(False)
        if self._closing:
            return
        self.status.setText(QCoreApplication.translate("Review", "Review cancelled."))

    def _count_so_far(self) -> None:
        """A review stopped before its end (cancelled, closed, the match left) still counts
        the decisions it judged: a person who looked at a round's mistakes has reviewed it
        (issue 34: the statistics said "No round reviewed yet" after two such reviews)."""
        if self._counted or self.review.done:
            return
        counts = tally(list(self.review.verdicts))  # the thread stops at the next decision
        if counts.judged:
            self._counted = True
            self.accuracyKnown.emit(counts.accuracy, counts.judged)

    # ------------------------------------------------------------------ stepping

    def step(self, delta: int) -> None:
        """Show the previous (-1) or next (+1) flagged decision."""
        target = self.current + delta
        if 0 <= target < len(self.flagged):
            self.show_flag(target)

    def show_flag(self, k: int) -> None:
        """Show flagged decision ``k``: its words, and its position on the table."""
        self.current = k
        verdict = self.flagged[k]
        self.head.setText(headline(verdict))
        self.cost.setText(cost_sentence(verdict))
        details = cost_details(verdict)  # the numbers, one step away
        self.cost.setToolTip(details)
        self.cost.setAccessibleDescription(details)
        self.why.setText(why_sentence(verdict, self.names))
        self._update_steps()
        self._go_to(int(verdict.get("step", 0)), str(verdict.get("best", "")))

    def _go_to(self, step: int, best: str) -> None:
        """The table at the decision before ``step``: the round replayed from the position on
        show when going forward a little, else set at once; the better move glows."""
        self._best = best
        self._on_table = True
        steps = self.replay.steps
        if self._shown_step < step - 1 and step - 1 - self._shown_step <= REPLAY_LIMIT:
            self._queue = [(s.after, s.events) for s in steps[self._shown_step + 1 : step]]
        else:
            before = steps[step - 1].after if step > 0 else self.replay.start
            self._queue = [(before, [])]
        self._shown_step = step - 1
        self.table.highlight_action(None)
        self._play_next()

    def _play_next(self) -> None:
        """The next replayed move, when the table has finished animating the last one."""
        if not self._on_table or self._closing:
            return
        if self._queue:
            obs, events = self._queue.pop(0)
            self.table.show_observation(obs, events)
            if not events:
                QTimer.singleShot(0, self, self._play_next)
            return
        if not self.table.is_animating():
            self.table.highlight_action(self._best or None)

    def _update_steps(self) -> None:
        count = len(self.flagged)
        self.prev_button.setEnabled(self.current > 0)
        self.next_button.setEnabled(0 <= self.current < count - 1)
        if count:
            self.position.setText(
                QCoreApplication.translate("Review", "Mistake %s of %s") % (self.current + 1, count)
                + (
                    ""
                    if self.review.done or self.review.cancelled()
                    else QCoreApplication.translate("Review", " so far")
                )
            )
        else:
            self.position.setText("")
            if not self.review.done and self.review.decisions:
                self.head.setText(QCoreApplication.translate("Review", "No clear mistakes so far."))

    # ------------------------------------------------------------------ closing

    def done(self, result: int) -> None:
        """Closed (Close, Esc or the window's button): the review stops and the table shows
        the game as it is again."""
        if not self._closing:
            self._closing = True
            self.review.cancel()
            self._count_so_far()
            with contextlib.suppress(RuntimeError, TypeError):
                self.table.animationsFinished.disconnect(self._play_next)
            if self._on_table:
                self._on_table = False
                self.table.highlight_action(None)
                self.restore()
            self.closed.emit()
        super().done(result)
