"""A person's hand on the table (the session driver, issue 34): the gestures that make a
move with the mouse or the keys, as QTest events on the card view and the hand's list."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QComboBox

__all__ = ["GESTURES", "choose"]

LEFT = Qt.MouseButton.LeftButton
NONE = Qt.KeyboardModifier.NoModifier


def _point(table: Any, p: QPointF) -> QPoint:
    point: QPoint = table.view.mapFromScene(p)
    return point


def select(table: Any, cards: list[str]) -> None:
    """Click each card (the game's multi-select takes them all)."""
    viewport = table.view.viewport()
    table.scene.set_selection([])
    for card in cards:
        QTest.mouseClick(viewport, LEFT, NONE, _point(table, table.card_point(card)))
        QTest.qWait(5)


def drag(table: Any, cards: list[str], target: str) -> None:
    viewport = table.view.viewport()
    if len(cards) > 1:
        select(table, cards)
    a = _point(table, table.card_point(cards[-1]))
    b = _point(table, table.drop_point(target))
    QTest.mousePress(viewport, LEFT, NONE, a)
    d = QApplication.startDragDistance() + 3
    QTest.mouseMove(viewport, a + QPoint(d, -d))
    for k in range(1, 6):
        QTest.mouseMove(viewport, a + (b - a) * (k / 5))
    QTest.mouseRelease(viewport, LEFT, NONE, b)


def click(table: Any, cards: list[str], target: str) -> None:
    select(table, cards)
    point = _point(table, table.drop_point(target))
    QTest.mouseClick(table.view.viewport(), LEFT, NONE, point)


def double_click(table: Any, cards: list[str], target: str) -> None:
    p = _point(table, table.card_point(cards[0]))
    QTest.mouseDClick(table.view.viewport(), LEFT, NONE, p)


def keys(table: Any, cards: list[str], target: str) -> None:
    hand = table.access.hand()
    hand.setFocus()
    table.scene.set_selection([])
    QTest.keyClick(hand, Qt.Key.Key_Escape)
    names = [c.card for c in table.scene.hand_items()]
    QTest.keyClick(hand, Qt.Key.Key_Home)
    at = 0
    for card in sorted(cards, key=names.index):
        while at < names.index(card):
            QTest.keyClick(hand, Qt.Key.Key_Right)
            at += 1
        QTest.keyClick(hand, Qt.Key.Key_Space)
    for _ in range(40):
        if table.keys.target == target:
            break
        QTest.keyClick(hand, Qt.Key.Key_Down)
    QTest.keyClick(hand, Qt.Key.Key_Return)


def choose(combo: QComboBox, value: object) -> None:
    """Pick ``value`` in a combo box with its keys (Home, then Down until it shows)."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    for _ in range(combo.count()):
        if combo.currentData() == value:
            return
        QTest.keyClick(combo, Qt.Key.Key_Down)


# how each gesture is called in the session's steps
GESTURES: dict[str, Callable[[Any, list[str], str], None]] = {
    "drag": drag,
    "click": click,
    "double-click": double_click,
    "keys": keys,
}
