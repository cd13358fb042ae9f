"""A seat plate shows its note (a computer's level, or "computer plays" for a friend who is
away at a network table, issue 42) even when the role's pills leave no room beside the name:
the note then leads the line of counts, and it never lies under a pill."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from koloda.app.table.layout import SeatPanel
from koloda.app.table.marks import SeatPlate


class Recording(QPainter):
    """A painter that keeps each text drawn with its box."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, QRectF]] = []

    def drawText(self, *args: Any) -> None:  # type: ignore[override]
        rect, _flags, text = args
        self.texts.append((text, QRectF(rect)))
        super().drawText(*args)


def painted(panel: SeatPanel) -> list[tuple[str, QRectF]]:
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    painter = Recording(image)
    try:
        SeatPlate(panel).paint(painter, None, None)  # type: ignore[arg-type]
    finally:
        painter.end()
    return painter.texts


def plate(width: float, level: str, markers: list[tuple[str, str]]) -> SeatPanel:
    return SeatPanel(0, QRectF(10, 10, width, 48), "Marta", level, ["6 cards"], markers, False)


def test_a_friend_played_by_the_computer_says_so_beside_the_role_pills(qapp: Any) -> None:
    pills = [("attacks", "#c0392b"), ("dealer", "#555555")]
    texts = painted(plate(190, "computer plays", pills))  # a narrow 6-seat side plate
    said = [t for t, _ in texts if "computer plays" in t]
    assert said, [t for t, _ in texts]
    # the note is not drawn where a pill is
    note = next(r for t, r in texts if "computer plays" in t)
    for pill in ("attacks", "dealer"):
        box = next(r for t, r in texts if t == pill)
        assert not note.intersects(box), (note, box)
    # with room beside the name it stays there, and the counts line is the counts alone
    roomy = painted(plate(380, "computer plays", pills))
    assert "computer plays" in [t for t, _ in roomy]
    assert "6 cards" in [t for t, _ in roomy]
