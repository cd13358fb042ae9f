"""The match's move log on GameController: undo, by replaying the match from its first deal up to
before the human's last move, and the check that a saved move log replays to the saved state.

``MoveLogMixin`` is mixed into ``koloda.app.play.controller.GameController``, which owns the
state it declares for type checkers. Its strings keep the "GameController" translation context
on purpose (lupdate would file ``self.tr`` under the mixin's name; Qt asks for the controller's).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, Slot

from koloda.app.play.match import MatchConfig, MatchError, is_int
from koloda.rules import GameState, RulesError


class MoveLogMixin:
    """Every applied action of the match as [seat, action]: undo and saved histories use it."""

    if TYPE_CHECKING:  # GameController's match state and steps that the log works with
        config: MatchConfig | None
        state: GameState | None
        error: Any  # Signal(str)
        assisted: bool
        recorded: int
        _actions: list[list[Any]]
        _game_start: int
        _game_no: int
        _dealer: int
        _roosters: list[int]
        _history: list[dict[str, Any]]
        _pending_round: dict[str, Any] | None
        _move_no: int
        _finished: bool
        _stopped: bool

        def _cancel_ai(self) -> None: ...
        def _reset_match(self) -> None: ...
        def _next_rooster_state(self) -> None: ...
        def _after_change(self, seat: int, action: str, events: list[dict[str, Any]]) -> None: ...
        def _new_state(
            self, config: MatchConfig, game_no: int, dealer: int, previous_loser: int | None
        ) -> GameState: ...
        def _round_summary(
            self, before: dict[str, Any], events: list[dict[str, Any]]
        ) -> dict[str, Any] | None: ...

    def actions(self) -> list[list[Any]]:
        """Every action applied in this match so far, as [seat, action string]."""
        return [list(a) for a in self._actions]

    def _last_human_move(self) -> int | None:
        """Index in the action log of the human's last move in the current game, or None."""
        if self.config is None or self.config.human_seat is None:
            return None
        for i in range(len(self._actions) - 1, self._game_start - 1, -1):
            if self._actions[i][0] == self.config.human_seat:
                return i
        return None

    def can_undo(self) -> bool:
        """True when the human has a move in the current game to take back."""
        if self.state is None or self._finished or self._stopped:
            return False
        return self._last_human_move() is not None

    @Slot()
    def undo(self) -> bool:
        """Back to the human's previous decision point (the opponents' replies undone too), by
        replaying the match from its first deal up to just before the human's last move."""
        index = self._last_human_move()
        if index is None or not self.can_undo():
            self.error.emit(
                QCoreApplication.translate(
                    "GameController", "There is no move of yours to take back."
                )
            )
            return False
        config = self.config
        assert config is not None
        snapshot = self._snapshot()
        self._cancel_ai()
        try:
            self._replay(config, self._actions[:index])
            self._to_decision_point()
        except (MatchError, RulesError) as e:  # the log replayed once already; never crash
            self._restore(snapshot)
            self.error.emit(str(e))
            return False
        self.assisted = True
        self.recorded = int(snapshot["recorded"])
        self._stopped = False
        self._after_change(-1, "undo", [])
        return True

    def _to_decision_point(self) -> None:
        """After a replayed prefix: the summary was seen and the next Rooster game dealt."""
        assert self.state is not None and self.config is not None
        self._pending_round = None
        if (
            self.state.is_terminal()
            and self.config.game == "rooster"
            and self._game_no + 1 < self.config.match_games
        ):
            self._next_rooster_state()

    def _replay(self, config: MatchConfig, actions: list[Any]) -> None:
        """Rebuild the match from its first deal by applying ``actions`` ([seat, action] pairs,
        AI moves included, so the replay is exact); MatchError if they do not fit."""
        self.config = config
        self._reset_match()
        self._dealer = config.first_dealer
        self._roosters = [0] * config.players
        self.state = self._new_state(config, 0, config.first_dealer, None)
        for number, item in enumerate(actions, start=1):
            if not (
                isinstance(item, list)
                and len(item) == 2
                and is_int(item[0])
                and isinstance(item[1], str)
            ):
                raise MatchError(f"the move history is damaged (move {number})")
            seat, action = item
            if (
                self.state.is_terminal()
                and config.game == "rooster"
                and self._game_no + 1 < config.match_games
            ):
                self._next_rooster_state()
            if self.state.to_move != seat or action not in self.state.legal_strings():
                raise MatchError(f"the move history does not fit the game (move {number})")
            before = self.state.public()
            events = self.state.apply_text(action)
            self._move_no += 1
            self._actions.append([seat, action])
            summary = self._round_summary(before, [e.to_json() for e in events])
            if summary is not None:
                self._history.append(summary)
                self._pending_round = summary

    _SNAPSHOT = (
        "config",
        "state",
        "_game_no",
        "_dealer",
        "_roosters",
        "_history",
        "_pending_round",
        "_shown_round",
        "_waiting_view",
        "_waiting_continue",
        "_finished",
        "_move_no",
        "_result",
        "_actions",
        "_game_start",
        "assisted",
        "recorded",
    )

    def _snapshot(self) -> dict[str, Any]:
        return {name: getattr(self, name) for name in self._SNAPSHOT}

    def _restore(self, snapshot: dict[str, Any]) -> None:
        for name, value in snapshot.items():
            setattr(self, name, value)

    MAX_ACTIONS = 20_000

    def _check_actions(
        self, config: MatchConfig, state: GameState, actions: Any
    ) -> tuple[list[list[Any]], int]:
        """A saved move history must replay to the saved state (then undo can use it); a save
        without one (older files) resumes with no moves to take back."""
        if actions is None:
            return [], 0
        if not isinstance(actions, list) or len(actions) > self.MAX_ACTIONS:
            raise MatchError("the saved move history is damaged")
        snapshot = self._snapshot()
        try:
            self._replay(config, actions)
            target = state.to_json()
            if self.state is not None and self.state.to_json() != target:
                self._to_decision_point()  # the next Rooster game may have been dealt
            if self.state is None or self.state.to_json() != target:
                raise MatchError("the saved move history does not lead to the saved game")
            return self._actions, self._game_start
        except RulesError as e:
            raise MatchError(f"the saved move history is damaged: {e}") from None
        finally:
            self._restore(snapshot)
