"""A whole Ryadky deal in the real window with the real table: the human's moves come from the
table's ``actionChosen`` and every AI move is animated before the next seat acts."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from koloda.app.play.controller import Change, GameController, MatchConfig
from koloda.app.window.main_window import MainWindow
from koloda.match import RoundSummary


def test_whole_ryadky_deal_with_the_real_table(qtbot: Any) -> None:
    controller = GameController(ai_pause_ms=0, budget_scale=0.1)
    window = MainWindow(speed="fast", controller=controller)
    qtbot.addWidget(window)
    window.resize(1280, 800)
    window.show()
    applied: list[int] = []
    turns: list[tuple[int, bool]] = []  # (seat, table still animating when the turn began)

    def on_applied(change: Change) -> None:
        applied.append(change.seat)

    shown_to_human: list[list[str]] = []  # what the table offered at each human turn

    def on_turn(seat: int, human: bool) -> None:
        turns.append((seat, window.table.is_animating()))
        if human:
            legal = window.game_page.table_legal()
            shown_to_human.append(legal)
            QTimer.singleShot(0, lambda: window.table.actionChosen.emit((legal or ["?"])[0]))

    def on_round(summary: RoundSummary) -> None:
        QTimer.singleShot(0, lambda: window.game_page.summary_dialog.accept())

    controller.changed.connect(on_applied)
    controller.turnStarted.connect(on_turn)
    controller.roundEnded.connect(on_round)
    config = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=21)
    with qtbot.waitSignal(controller.gameOver, timeout=120000):
        window.start_match(config)
    assert window.stack.currentWidget() is window.result_screen
    assert controller.state.is_terminal()
    assert set(applied) == {-1, 0, 1}
    # the table was told every time that it is the human's turn
    assert shown_to_human and all(shown_to_human)
    # pacing: no seat's turn began while the table was still animating the action before
    assert len(turns) >= len(applied) - 1
    assert not any(animating for _, animating in turns)
    controller.shutdown()
