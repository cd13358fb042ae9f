"""The game page of the main window: the table and the game log of the match being played.

It shows each applied action on the table (animated) and in the log, tells the controller when
the table is ready for the next seat, shows the round summaries and hints, and says whose turn
it is. It changes no game state: actions go to the controller.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, QTimer, Signal
from PySide6.QtWidgets import QSplitter, QStackedWidget, QVBoxLayout, QWidget

from koloda.app.games import kit
from koloda.app.games.hint_text import hint_details, hint_sentence
from koloda.app.i18n import display_name
from koloda.app.play.controller import Change, GameController
from koloda.app.sound import result_sound
from koloda.app.window.announcer import Announcer
from koloda.app.window.game_log import GameLogPanel
from koloda.app.window.lesson_bar import LessonBar
from koloda.app.window.summary import RoundSummaryDialog, game_in_play, summary_headline
from koloda.rules import Action, Event, Observation
from koloda.store.settings import Settings

if TYPE_CHECKING:
    from koloda.app.table.widget import TableWidget
    from koloda.match import MatchResult, RoundSummary

VIEW_WATCHDOG_MS = 15000  # if the table never reports its animations done, go on anyway


# What makes the table: the real TableWidget (imported when the first game is dealt), or a
# test's stand-in with the same signals and methods.
TableFactory = Callable[[QWidget], "TableWidget"]


def next_game_line(number: int, controller: GameController) -> Callable[[], str]:
    """The log's line where the next game of a series begins (CR-13; issue 41: Rooster's second
    game began without a word), in the language of the moment."""
    config = controller.config
    of = config.games_in_match() if config is not None else number
    return lambda: QCoreApplication.translate("GameLog", "Game {n} of {m} begins").format(
        n=number, m=of
    )


def default_table_factory(parent: QWidget) -> TableWidget:
    from koloda.app.table.widget import TableWidget

    return TableWidget(parent)


LOG_WIDTH = 260  # the game log's width beside the table until the player drags it


class GamePage(QSplitter):
    """The table beside the game log, following one controller's match."""

    turnText = Signal(str)  # the status bar's line: what the human may do, or whose turn
    message = Signal(str, int)  # a passing status-bar message and how long it shows (ms)
    shown = Signal()  # an action (or a fresh deal) is on the table: time to autosave
    newGame = Signal()  # a fresh game was dealt (the window title may change)
    summaryClosed = Signal()  # the player closed a round summary
    reviewRequested = Signal()  # the summary's Review: review the round just finished
    logDragged = Signal(int)  # the player dragged the game log's edge: its width (0: shut)
    # a sound to play (koloda.app.sound.SOUNDS): the table's (cards landing, picked up, a
    # refusal) and the page's own (the person's turn, a round won or lost)
    sound = Signal(str)

    def __init__(
        self,
        controller: GameController,
        table_factory: TableFactory | None,
        parent: QWidget,
        *,
        summaries: bool,
    ) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.controller = controller
        self.summaries = summaries  # open a dialog at each round's end (not in a demo)
        board = QWidget(self)  # the lesson's coach (hidden outside lessons) over the table
        self.lesson_bar = LessonBar(board)
        self.table = (table_factory or default_table_factory)(board)
        self.table.setObjectName("table")
        column = QVBoxLayout(board)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(0)
        column.addWidget(self.lesson_bar)
        column.addWidget(self.table, 1)
        self.log_panel = GameLogPanel()
        self.addWidget(board)
        self.addWidget(self.log_panel)
        self.setStretchFactor(0, 5)
        self.setStretchFactor(1, 1)
        self.setCollapsible(0, False)
        self.setSizes([1000, LOG_WIDTH])
        self.splitterMoved.connect(lambda _pos, _i: self.logDragged.emit(self.sizes()[1]))
        # what a screen reader says of the game besides the focus: moves, turns, key answers
        self.announcer = Announcer(self)
        self.message.connect(lambda text, _ms: self.announcer.say(text, urgent=True))
        self.summary_dialog: RoundSummaryDialog | None = None
        self._retold = False  # a resumed log ends with its pending summary's headline
        self.hint_shown: str | None = None
        self.hint_text = ""  # the last hint's sentence
        self.hint_details = ""  # the figures behind it (the tooltip of its line in the log)
        # words under a seat's name instead of its level (a network table: who plays it)
        self.plate_notes: dict[int, str] = {}
        self._hint_caption = ""  # the hint's words on the table, while they are there
        self.reviews = True  # a round's summary offers its review (not at a network table)
        self._table_legal: list[Action] = []
        self._reading_ms = 0  # how long the caption shown with the last action stays
        self._shows = 0  # positions shown: a pause for a caption ends only its own position's
        self._shown_legal = False
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_animations_finished)
        self.table.actionChosen.connect(controller.human.choose)  # the person's one way in
        self.table.animationsFinished.connect(self._on_animations_finished)
        self.table.message.connect(lambda text: self.message.emit(text, 6000))
        self.table.sound.connect(self.sound)
        controller.changed.connect(self._on_changed)
        controller.turnStarted.connect(self._on_turn_started)
        controller.thinkingChanged.connect(self._on_thinking)
        controller.roundEnded.connect(self._on_round_ended)
        controller.gameOver.connect(self._on_game_over)
        controller.hintReady.connect(self._on_hint)

    # ------------------------------------------------------------------ a match on the page

    def start(self, title: Callable[[], str]) -> None:
        """A new or resumed match: the log begins with ``title``; a summary open goes, and a
        hint of the match before (a game opened from a file is set up with the controller's
        signals held, so no change clears it on the way)."""
        self.close_summary()
        self.clear_hint()
        config = self.controller.config
        assert config is not None
        self.log_panel.start(config.names, config.human_seat, title, kit(config.game))

    def retell(self) -> None:
        """Write the log of a resumed match again, every move from its first deal."""
        next_game = 0  # a game of a series was over: the next one begins with the next move
        for played, public in self.controller.replayed_log():
            if next_game:
                self.log_panel.add(next_game_line(next_game, self.controller))
                next_game = 0
            ended = played.events[: played.round_events]  # as played: the round's end first
            self.log_panel.record(played.seat, played.action, ended, public)
            if played.summary is not None:
                summary = played.summary
                self.log_panel.add(lambda s=summary: summary_headline(s))  # type: ignore[misc]
                config = self.controller.config
                if config is not None and config.plays_series() and not summary.final:
                    next_game = summary.number + 1
            if played.round_events < len(played.events):  # then the next round's deal
                self.log_panel.record(-1, None, played.events[played.round_events :], public)
        match = self.controller.match
        # a summary still pending is shown again on resume: its headline is in the log already
        self._retold = match is not None and match.pending is not None
        if next_game and match is not None and match.game_no + 1 == next_game:  # dealt, unplayed
            self.log_panel.add(next_game_line(next_game, self.controller))

    def seat_players(self) -> None:
        """Seat the players of the match on the table (each level translated)."""
        config = self.controller.config
        assert config is not None
        words = {
            "easy": QCoreApplication.translate("MainWindow", "easy"),
            "normal": QCoreApplication.translate("MainWindow", "normal"),
            "hard": QCoreApplication.translate("MainWindow", "hard"),
        }
        levels = [  # a lesson's opponents play its script: no level to show
            "" if s == config.human_seat or config.lesson else words.get(lv, lv)
            for s, lv in enumerate(config.levels)
        ]
        levels = [self.plate_notes.get(s, level) for s, level in enumerate(levels)]
        self.table.start_game(
            kit(config.game),
            config.players,
            config.human_seat,
            [display_name(n) for n in config.names],
            levels,
        )
        games = config.games_in_match()
        number = game_in_play(self.controller)
        info = QCoreApplication.translate("Table", "Game {n} of {m}").format(n=number, m=games)
        self.table.set_match_info(info if games > 1 else "")

    def show_now(self) -> None:
        """Show the match as it is, without animation (after a resume or a renaming)."""
        obs = self.controller.observation()
        if obs is not None:
            self.show_observation(obs, [])

    def rename_players(self) -> None:
        config = self.controller.config
        assert config is not None
        self.log_panel.rename(config.names)
        self._reseat()

    def _reseat(self) -> None:
        """The same match seated anew (new names, a new language) and shown as it is, the move
        glowing still glowing: seating clears a hint's or a lesson step's glow, and a step said
        "play A♥" over a table showing nothing."""
        glowing = self.table.glowing
        self.seat_players()
        self.show_now()
        if glowing:
            self.table.highlight_action(glowing)

    def set_look(self, settings: Settings) -> None:
        """The cards and the table as ``settings`` say (deck, back, colours, contrast, size,
        surface)."""
        s = settings
        self.table.set_appearance(
            s.four_colour,
            s.card_back,
            s.table_colour,
            deck=s.card_deck,
            high_contrast=s.high_contrast,
            large_cards=s.large_cards,
            surface=s.table_surface,
        )

    def focus_table(self) -> None:
        """Keyboard play goes to the table's card view (again once the event loop turns, if
        the person's match is still on this page: a closing dialog hands the focus back to
        where it was; without a window manager the X focus stays with the closed dialog unless
        the main window asks for it)."""
        view = getattr(self.table, "view", None)
        target = view if isinstance(view, QWidget) else self.table
        target.setFocus()

        def again() -> None:
            if self._persons_match_here():
                if target.window().isVisible() and not target.window().isActiveWindow():
                    target.window().activateWindow()
                target.setFocus()

        QTimer.singleShot(0, self, again)

    def _persons_match_here(self) -> bool:
        """A person's match is on this page, the page is shown, and the match is not over (a
        demo's page, which shows no summaries, plays no person's match)."""
        stack, config = self.parentWidget(), self.controller.config
        return (
            self.summaries
            and isinstance(stack, QStackedWidget)
            and stack.currentWidget() is self
            and config is not None
            and config.human_seat is not None
            and not self.controller.is_finished()
        )

    def table_legal(self) -> list[Action]:
        """The legal actions the table was last shown (empty when it is not the human's turn)."""
        return list(self._table_legal)

    def turn_hint(self) -> str:
        """The status line's sentence for the human's turn, from the game's kit."""
        c = self.controller
        obs = c.observation()
        return kit(c.config.game).turn_hint(obs) if c.config is not None and obs is not None else ""

    def whose_turn(self) -> str:
        """The status line as it should read now."""
        c = self.controller
        if c.is_human_turn():
            return self.turn_hint()
        seat = c.to_move()
        return "" if c.config is None or seat is None else self._seat_words(seat)

    def _seat_words(self, seat: int, thinking: bool = False) -> str:
        """The status line's words for ``seat``: "Olena's turn", "Olena is thinking…"; the
        person's own seat played by the computer (Demo) has words of its own (it read "You's
        turn" and "You is thinking…")."""
        config = self.controller.config
        assert config is not None
        if seat == config.human_seat:
            return QCoreApplication.translate("MainWindow", "The computer plays for you…")
        name = display_name(config.names[seat])
        if thinking:
            return QCoreApplication.translate("MainWindow", "%s is thinking…") % name
        return QCoreApplication.translate("MainWindow", "%s's turn") % name

    def show_log(self, on: bool, width: int = 0) -> None:
        """The game log beside the table, or the table alone (View > Show Game Log); a log
        dragged shut opens at ``width`` (0: LOG_WIDTH), the table keeping at least half."""
        self.log_panel.setVisible(on)
        if on and self.sizes()[1] == 0:
            self.size_log(width)

    def size_log(self, width: int = 0) -> None:
        """The game log ``width`` pixels wide (0: LOG_WIDTH), the table keeping at least half
        (the page may not be laid out yet: its stack's width then)."""
        parent = self.parentWidget()
        total = max(sum(self.sizes()), self.width(), parent.width() if parent else 0)
        width = min(width or LOG_WIDTH, total // 2)
        self.setSizes([total - width, width])

    def changeEvent(self, event: QEvent) -> None:
        # the levels and the default names on the plates are words of the language too
        if event.type() == QEvent.Type.LanguageChange and self.controller.config is not None:
            self._reseat()
        super().changeEvent(event)

    # ------------------------------------------------------------------ showing actions

    def show_observation(self, obs: Observation, events: list[Event]) -> None:
        self._table_legal = list(obs.legal)
        self._shown_legal = bool(self._table_legal)
        self._shows += 1
        self.table.show_observation(obs, events)
        self._watchdog.start(VIEW_WATCHDOG_MS)
        # a table with nothing to animate may never signal: check once the event loop turns
        QTimer.singleShot(0, self, self._check_idle)

    def _check_idle(self) -> None:
        if not self.table.is_animating():
            self._on_animations_finished()

    def _on_animations_finished(self) -> None:
        self._watchdog.stop()
        wait, self._reading_ms = self._reading_ms, 0
        if wait > 0:  # a caption is being read: the next seat acts a little later
            shown = self._shows
            QTimer.singleShot(wait // 2, self, lambda: self._read(shown))
        else:
            self.controller.view_ready()

    def _read(self, shown: int) -> None:
        """The caption of the ``shown``th position has been read: the next seat may act,
        unless another position is on its way already (a person who moved while the caption
        was read: their move's own end says when; the pause ending in the middle of it said
        "Your turn" over cards still flying, before they could be played)."""
        if shown == self._shows:
            self.controller.view_ready()

    def _on_changed(self, change: Change) -> None:
        obs, events = change.observation, change.events
        match = self.controller.match
        if change.kind == "fresh" and self.controller.config is not None:  # clear the table
            self.newGame.emit()
            self.seat_players()
            if match is not None and match.game_no > 0:  # the next game of a series (CR-13)
                self.log_panel.add(next_game_line(match.game_no + 1, self.controller))
        self.clear_hint()
        if change.kind in ("fresh", "next") and not self.controller.is_human_turn():
            # not the last game's "Your turn to attack" over a new deal where another seat
            # moves first: whose turn it is (the person's own is said by turnStarted)
            self.turnText.emit(self.whose_turn())
        if change.kind == "undo":
            lines = self.log_panel.add(
                QCoreApplication.translate("MainWindow", "You took back your move.")
            )
        elif change.kind == "redo":
            lines = self.log_panel.add(
                QCoreApplication.translate("MainWindow", "Your move was played again.")
            )
        else:  # a move, or the next round's deal ("next": its events only)
            lines = self.log_panel.record(change.seat, change.action, events, obs.view)
        self.announcer.say(" ".join(line.rstrip(".") + "." for line in lines if line))
        match = self.controller.match
        if change.kind == "fresh" and match is not None and len(match.actions) == match.game_start:
            self.table.deal_anew()  # a game with no move yet: shuffled first, dealt or not (DR-1)
        self.show_observation(obs, events)
        config = self.controller.config
        if change.kind == "move" and config is not None and change.seat != config.human_seat:
            # another seat moved: not "Olena is thinking…" over her move's cards and the next
            # seat's turn; the person's own turn is said once the cards landed (turnStarted)
            human = self.controller.is_human_turn()
            self.turnText.emit("" if human else self.whose_turn())
        # what happened by itself is explained on the table too, and the next seat waits
        # until a newcomer has had time to read it
        captions = self.log_panel.describer.captions(events)
        self._reading_ms = self.table.show_caption("\n".join(captions)) if captions else 0
        self.shown.emit()

    def _on_turn_started(self, seat: int, human: bool) -> None:
        config = self.controller.config
        if config is None:
            return
        if human and not self._shown_legal:  # e.g. after a round summary: take input again
            self.show_now()
        text = self.turn_hint() if human else self._seat_words(seat)
        self.turnText.emit(text)
        self.announcer.say(text)
        if human:  # after the last move's cards landed: the controller waited for them
            self.sound.emit("your_turn")

    def _on_thinking(self, seat: int) -> None:
        self.table.set_thinking(None if seat < 0 else seat)
        config = self.controller.config
        if seat >= 0 and config is not None:
            self.turnText.emit(self._seat_words(seat, thinking=True))

    # ------------------------------------------------------------------ summaries and hints

    def celebrated(self, winners: list[int]) -> list[int]:
        """The seats a win is celebrated for on the table: the person's side when it won (not
        in a lesson), every winner in a demo; none when the person lost."""
        config = self.controller.config
        if config is None or config.lesson:
            return []
        human = config.human_seat
        return list(winners) if human is None or human in winners else []

    def celebrate_match(self, winners: list[int], then: Callable[[], None]) -> None:
        """The flourish of a won match on the table, then ``then`` (the result page)."""
        self.table.celebrate("match", self.celebrated(winners), then)

    def _on_round_ended(self, summary: RoundSummary) -> None:
        if not self._retold:  # a resumed match's pending summary is in the log already
            self.log_panel.add(lambda: summary_headline(summary))
        self._retold = False
        self.announcer.say(summary_headline(summary))
        self._result_sound("round", summary.winners, summary.loser)
        self.turnText.emit(
            summary_headline(summary)
        )  # nobody is to move while the round's end is on show
        seats = self.celebrated(summary.winners)
        if not self.summaries:  # a demo: the next deal waits for the flourish on the table
            self.table.celebrate("round", seats)
            return
        self.close_summary()
        self.table.celebrate("round", seats, lambda: self._open_summary(summary))

    def _open_summary(self, summary: RoundSummary) -> None:
        """The round's summary beside the table."""
        dialog = RoundSummaryDialog(summary, self.window())
        dialog.finished.connect(self._summary_closed)
        dialog.reviewRequested.connect(self.reviewRequested)
        dialog.review_button.setVisible(self.reviews and not self.controller.in_lesson())
        self.summary_dialog = dialog
        dialog.open()
        # beside the finished table, over the log, so the table stays in view under it
        frame = self.window().geometry()
        dialog.adjustSize()
        dialog.move(
            frame.right() - dialog.width() - 16,
            frame.top() + max(60, (frame.height() - dialog.height()) // 3),
        )

    def _on_game_over(self, result: MatchResult) -> None:
        # the match's sound as its result page comes (a flourish on the table may start it
        # instead, once the table has one: then from there, through the table's sound signal)
        self._result_sound("match", result.winners, None)

    def _result_sound(self, what: str, winners: list[int], loser: int | None) -> None:
        """``what`` ("round", "match") won or lost, heard when a person plays (not a demo)."""
        config = self.controller.config
        heard = result_sound(what, winners, loser, config.human_seat if config else None)
        if heard is not None:
            self.sound.emit(heard)

    def _summary_closed(self) -> None:
        self.summary_dialog = None
        self.controller.continue_match()
        self.summaryClosed.emit()

    def close_summary(self) -> None:
        if self.summary_dialog is not None:
            dialog, self.summary_dialog = self.summary_dialog, None
            dialog.finished.disconnect(self._summary_closed)
            dialog.close()
            dialog.deleteLater()

    def _on_hint(self, action: str, analysis: dict[str, Any] | None) -> None:
        """The hint on the table (its cards glow), and why in the status bar and the log."""
        config = self.controller.config
        if not action or config is None:
            self.message.emit(QCoreApplication.translate("MainWindow", "No hint this time."), 6000)
            return
        self.hint_shown = action
        self.table.highlight_action(action)
        obs = self.controller.observation()
        public = obs.view if obs is not None else None
        seat, describer, game = config.human_seat or 0, self.log_panel.describer, kit(config.game)

        def said() -> str:  # asked again after a change of language (issue 34)
            sentence = hint_sentence(game, describer, seat, action, analysis, public)
            return QCoreApplication.translate("MainWindow", "Hint: %s") % sentence

        sentence = hint_sentence(game, describer, seat, action, analysis, public)
        text = self.hint_text = said()
        # the figures behind it one step away: the tooltip of the hint's line in the log
        self.hint_details = hint_details(game, analysis)
        self.log_panel.add(said, lambda: hint_details(game, analysis))
        # where the eye is: the status bar may cut it short
        self.table.show_caption(sentence, to_read=True)
        self._hint_caption = sentence
        self.message.emit(text, 30000)

    def clear_hint(self) -> None:
        """The hint is of a position that is gone: its glow and its caption go (issue 41: the
        caption stayed over the table for 10 s after the move)."""
        if self.hint_shown is not None:
            self.hint_shown = None
            self.table.highlight_action(None)
        if self._hint_caption:
            self.table.hide_caption(self._hint_caption)
            self._hint_caption = ""
