"""A guided first game on the real table (issue 27): the lesson's opponents play from its
script (``ScriptInput``), the person is told at each step what to do and why, and any other
move is refused with the rule it breaks. A lesson is an ordinary match underneath, so it is
autosaved and resumed like one (its config names the lesson)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from koloda.app.i18n import current_language, display_name
from koloda.app.play.controller import Change, GameController
from koloda.app.play.inputs import Move, ScriptInput, SeatInput
from koloda.match import Match, MatchResult
from koloda.match.lesson import Lesson, Text
from koloda.rules import Action

__all__ = ["LessonRun"]


class LessonRun(QObject):
    """One lesson being played by one controller."""

    stepShown = Signal(str, int, int)  # the caption, the person's step (from 1), their steps
    refused = Signal(str)  # a move the lesson does not take, and why
    finished = Signal(str)  # the lesson's last words, once its game is over

    def __init__(self, lesson: Lesson, controller: GameController) -> None:
        super().__init__(controller)
        self.lesson = lesson
        self.controller = controller
        self.done = False
        self._played = 0
        self._script: ScriptInput | None = None
        controller.changed.connect(self._on_changed)
        controller.turnStarted.connect(self._on_turn)
        controller.gameOver.connect(self._on_game_over)
        controller.human.guard = self.refusal

    def words(self, text: Text | None) -> str:
        """A lesson text in the language of the app (English when it has no such language)."""
        if not text:
            return ""
        return text.get(current_language()) or text.get("en", "")

    # ------------------------------------------------------------------ starting

    def _inputs(self, played: int) -> dict[int, SeatInput]:
        self._script = ScriptInput(self.lesson.opponents_moves(played), "lesson", self)
        seats = {s.seat for s in self.lesson.steps if s.seat != self.lesson.human_seat}
        return dict.fromkeys(seats, self._script)

    def start(self, names: list[str] | None = None) -> None:
        """Deal the lesson's game from its first move."""
        self._played = 0
        self.controller.new_match(self.lesson.config(names), self._inputs(0))

    def resume(self, match: Match) -> None:
        """Go on with a lesson left half-way (its opponents' script from where it was)."""
        self._played = len(match.actions)
        self.controller.resume(match, self._inputs(self._played))

    def stop(self) -> None:
        """The person leaves the lesson: the table takes any move again."""
        if self.controller.human.guard == self.refusal:
            self.controller.human.guard = None
        self.controller.changed.disconnect(self._on_changed)
        self.controller.turnStarted.disconnect(self._on_turn)
        self.controller.gameOver.disconnect(self._on_game_over)

    # ------------------------------------------------------------------ following the game

    def expected(self) -> str:
        """The person's move the lesson waits for now ("" when it waits for none)."""
        index = self.lesson.next_person_step(self._played)
        if index is None or index != self._played:
            return ""
        return self.lesson.steps[index].action

    def caption(self) -> str:
        """What the table says now: the next step of the person's, or the lesson's end."""
        if self.lesson.is_over(self._played):
            return self.words(self.lesson.outro)
        index = self.lesson.next_person_step(self._played)
        if index is None:
            return ""
        text = self.words(self.lesson.steps[index].say)
        if index == self.lesson.person_steps()[0]:  # the first step: what the game is about
            text = f"{self.words(self.lesson.intro)}\n{text}"
        return text

    def position(self) -> tuple[int, int]:
        """The person's step being shown (from 1) and how many steps are theirs."""
        mine = self.lesson.person_steps()
        done = sum(1 for i in mine if i < self._played)
        return min(done + 1, len(mine)), len(mine)

    def refusal(self, move: Move) -> str:
        """Why the lesson does not take ``move`` ("" when it is the step's move)."""
        return self.refuses(move.action)

    def refuses(self, action: Action) -> str:
        """Why the lesson does not take the move ``action`` ("" when it is the step's move);
        the table asks this before a card leaves the hand."""
        if str(action) == self.expected():  # the lesson's file names its moves by their text
            return ""
        index = self.lesson.next_person_step(self._played)
        why = self.words(self.lesson.steps[index].why) if index is not None else ""
        text = why or self.tr("In this lesson, wait for your turn.")
        self.refused.emit(text)
        return text

    def show(self) -> None:
        """Say the step the game is at (after a resume, or a change of language)."""
        step, total = self.position()
        self.stepShown.emit(self.caption(), step, total)

    def _mine(self) -> bool:
        match = self.controller.match
        return match is not None and match.config.lesson == self.lesson.game

    def _on_changed(self, change: Change) -> None:
        match = self.controller.match
        if match is None or not self._mine():
            return
        self._played = len(match.actions)
        over = self.lesson.is_over(self._played)
        if change.kind == "fresh" or self.controller.is_human_turn() or over:
            # the first words while the dealer leads; a step as soon as the table offers it;
            # the last words as the last move is played, beside the round's summary (issue 34:
            # the last step's instruction stayed on until the summary was closed)
            self.show()
        elif change.seat == self.lesson.human_seat:
            # the step is done: its words go at once, and any refusal with them (issue 41: "play
            # 10♦ on 10♥" stayed up while the opponent played on); the next step is said when
            # the table offers it, after the opponents' moves it speaks of
            self._done()

    def _done(self) -> None:
        """The person made the step's move: say so, and whose move comes now."""
        config, state = self.controller.config, self.controller.state
        seat = state.to_move if state is not None else None
        if config is not None and seat is not None and 0 <= seat < len(config.names):
            text = self.tr("Well done. Now watch %s's move.") % display_name(config.names[seat])
        else:
            text = self.tr("Well done.")
        mine = self.lesson.person_steps()
        done = sum(1 for i in mine if i < self._played)  # the step just made is the last done
        self.stepShown.emit(text, max(1, done), len(mine))

    def _on_turn(self, seat: int, human: bool) -> None:
        # the step is said once the person is to move: the opponent's card is on the table
        if human and self._mine():
            self.show()

    def _on_game_over(self, result: MatchResult) -> None:
        # after the last summary was closed, so the last words are not hidden behind it
        if self._mine() and self.lesson.is_over(self._played) and not self.done:
            self.done = True
            self.show()
            self.finished.emit(self.words(self.lesson.outro))
