"""Shared helpers for the table tests: explicit-deck games, showing observations, mouse drags."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from koloda.app.table.widget import TableWidget
from koloda.rules import GameState, new_game
from koloda.rules.cards import card_names, full_deck

NAMES = ["You", "Olena", "Taras", "Mykola", "Iryna", "Petro"]
LEVELS = ["", "easy", "normal", "hard", "hard", "easy"]


def deck(first: list[str], size: int = 52) -> list[str]:
    """A full deck whose top cards are ``first`` (C-5), the rest in sorted order."""
    return first + [c for c in card_names(full_deck(size)) if c not in first]


def ryadky_after_lead() -> GameState:
    """Two players, seat 1 deals and leads KS (RY-2); seat 0 holds 2H 3C 4C 5C 7S 9S and must
    answer with a spade or a king (RY-3): only 7S and 9S are legal."""
    d = deck(["7S", "KS", "9S", "2D", "2H", "3D", "3C", "4D", "4C", "5D", "5C", "6D"])
    s = new_game("ryadky", 2, decks=[d], dealer=1)
    s.apply_text("play KS")
    return s


def rooster_seat0_attacks() -> GameState:
    """Two players, 36 cards: seat 0 holds 6C (the lowest card) and attacks seat 1 (CR-3)."""
    top = ["6C", "7D", "8C", "9D", "8H", "TD", "9H", "JD", "TH", "QD", "JH", "KD"]
    return new_game("rooster", 2, decks=[deck(top, 36)], dealer=1)


def ditch_seat0_to_play() -> GameState:
    """Two players; seat 0 starts (DR-1), draws 3 (DR-2) and holds 5S 6H 7D."""
    s = new_game("ditch", 2, decks=[deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
    s.apply_text("draw 3")
    return s


def make_table(
    qtbot: Any, game: str, players: int, size: tuple[int, int] = (1280, 800), human: int = 0
) -> TableWidget:
    t = TableWidget()
    qtbot.addWidget(t)
    t.resize(*size)
    t.show()
    qtbot.waitExposed(t)
    t.set_speed("off")
    t.start_game(game, players, human, NAMES[:players], LEVELS[:players])
    return t


def show(
    qtbot: Any, t: TableWidget, obs: dict[str, Any], events: list[dict[str, Any]] | None = None
) -> None:
    with qtbot.waitSignal(t.animationsFinished, timeout=10_000):
        t.show_observation(obs, events or [])


def to_view(t: TableWidget, p: QPointF) -> QPoint:
    return t.view.mapFromScene(p)


def drag(t: TableWidget, card: str, target_point: QPointF) -> None:
    """A real mouse drag on the viewport: press on the card, move past the drag distance in
    small steps, release over the target."""
    viewport = t.view.viewport()
    a = to_view(t, t.card_point(card))
    b = to_view(t, target_point)
    QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
    d = QApplication.startDragDistance() + 3
    QTest.mouseMove(viewport, a + QPoint(d, -d))
    for k in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * (k / 5))
    QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)


def click(t: TableWidget, p: QPointF) -> None:
    QTest.mouseClick(
        t.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, to_view(t, p)
    )
