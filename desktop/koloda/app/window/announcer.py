"""What a screen reader says besides what has the focus (issue 28): every move, automatic event
and turn change, and the answer to each key of the table, sent as Qt's accessibility
announcement (AT-SPI ``object:announcement`` for Orca, a UI Automation notification for NVDA
and Narrator). Moves are polite (said after what is being read); the answer to a key the player
just pressed is assertive (said at once)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget

KEPT = 200  # the newest announcements kept for a test or a later "say again"


class Announcer(QObject):
    """Announces sentences from one widget (the game page)."""

    announced = Signal(str)  # every sentence, as it is sent

    def __init__(self, source: QWidget) -> None:
        super().__init__(source)
        self.source = source
        self.said: list[str] = []

    def say(self, text: str, *, urgent: bool = False) -> None:
        text = " ".join(text.split())
        if not text:
            return
        self.said.append(text)
        del self.said[:-KEPT]
        event = QAccessibleAnnouncementEvent(self.source, text)
        politeness = QAccessible.AnnouncementPoliteness
        event.setPoliteness(politeness.Assertive if urgent else politeness.Polite)
        QAccessible.updateAccessibility(event)
        self.announced.emit(text)
