"""The game log: a side panel listing every move and event of the game in words (the sentences
come from koloda.app.games.base.Describer and the game's kit)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from koloda.app.games.base import Describer

if TYPE_CHECKING:
    from koloda.app.games.base import TableKit

MAX_LINES = 2000


class GameLogPanel(QWidget):
    """A side panel listing the game's moves in words, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setAccessibleName(self.tr("Game log"))
        self.title = title = QLabel(self.tr("Game log"))
        title.setObjectName("gameLogTitle")
        title.setStyleSheet("font-weight: bold; padding: 4px 6px;")
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Moves of the game, newest last"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(title)
        layout.addWidget(self.list)
        self.describer = Describer([], 0, None)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.title.setText(self.tr("Game log"))
            self.setAccessibleName(self.tr("Game log"))
            self.list.setAccessibleName(self.tr("Moves of the game, newest last"))
        super().changeEvent(event)

    def start(self, names: list[str], human_seat: int | None, title: str, kit: TableKit) -> None:
        """A new game of ``kit``'s game: the old lines go, ``title`` is the first."""
        self.list.clear()
        self.describer = Describer(names, human_seat, kit)
        self.add(title)

    def add(self, line: str) -> None:
        self.list.addItem(QListWidgetItem(line))
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def record(
        self,
        seat: int,
        action: str,
        events: list[dict[str, Any]],
        public: dict[str, Any] | None = None,
    ) -> None:
        for line in self.describer.lines(seat, action, events, public):
            self.add(line)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
