"""A seat plate shows its note (a computer's level, or "computer plays" for a friend who is
away at a network table, issue 42) even when the role's pills leave no room beside the name:
the note then leads the line of counts, and it never lies under a pill."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter

from koloda.app.table.layout import SeatPanel
from koloda.app.table.marks import SeatPlate
from koloda.match import OPPONENT_NAMES
from koloda.rules import new_game


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
    return painted_plate(SeatPlate(panel))


def painted_plate(plate: SeatPlate) -> list[tuple[str, QRectF]]:
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    painter = Recording(image)
    try:
        plate.paint(painter, None, None)  # type: ignore[arg-type]
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


def test_a_thinking_seat_keeps_its_whole_name_beside_its_role(make_table: Any, show: Any) -> None:
    """Seen at six players in a 1024 by 600 window: "O..." with "attacks" and "thinking..."
    for Oksana while she thought. The cue gives way to its dots before the name is cut; and
    it never moves the level onto the line of counts (the level hopped there at every turn,
    and once kept there for the cue's sake it pushed the dealer's total out of the line)."""
    t = make_table("rooster", 6, (800, 480))  # the table beside the log in that window
    show(t, new_game("rooster", 6, seed=1).observation(0))
    narrow = min(p.seat_panel.rect.width() for s, p in t.plates.items() if s != 0)
    counts = ["5 cards", "stack 0", "total 0"]
    for name in OPPONENT_NAMES:  # the names a person meets at the table
        for role in ("attacks", "dealer"):
            panel = SeatPanel(0, QRectF(10, 10, narrow, 48), name, "normal", counts, [], False)
            panel.markers.append((role, "#c0392b"))
            resting = [t for t, _ in painted(panel)]
            assert name in resting and "normal" in resting, (narrow, resting)  # beside it
            line = next(t for t in resting if "cards" in t)
            assert "total 0" in line and "normal" not in line, line
            for dots in range(4):
                plate = SeatPlate(panel)
                plate.set_thinking(True)
                plate.dots = dots
                texts = [t for t, _ in painted_plate(plate)]
                assert name in texts, (narrow, texts)
                assert role in texts and ("•" * dots + "·" * (3 - dots)) in texts, texts
                assert next(t for t in texts if "cards" in t) == line  # the counts as they were
                plate.set_thinking(False)
    # with room the cue says it in words
    roomy = SeatPanel(0, QRectF(10, 10, 380, 48), "Oksana", "normal", ["3 cards"], [], False)
    plate = SeatPlate(roomy)
    plate.set_thinking(True)
    texts = [t for t, _ in painted_plate(plate)]
    assert "Oksana" in texts and [t for t in texts if t.startswith("thinking")], texts
    assert "normal" in texts and "normal" in [t for t, _ in painted(roomy)]  # beside the name
    plate.set_thinking(False)
