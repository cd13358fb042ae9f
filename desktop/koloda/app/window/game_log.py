"""The game log: a side panel listing every move and event of the game in words (the sentences
come from koloda.app.games.base.Describer and the game's kit)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from koloda.app.games.base import Describer
from koloda.app.i18n import display_name
from koloda.rules import Action, Event, TableView

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
        # the newest line stays in view as the panel is resized (its lines wrap anew), unless
        # the person scrolled back to read: a narrower window left it on a line of the start
        self.following = True
        bar = self.list.verticalScrollBar()
        bar.valueChanged.connect(self._scrolled)
        bar.rangeChanged.connect(self._range_changed)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(title)
        layout.addWidget(self.list)
        self.describer = Describer([], 0, None)
        self.names: list[str] = []
        self.entries: list[Callable[[], list[str]]] = []  # each gives its lines, now
        # a line's details one step away (a hint's figures), as its tooltip: by entry
        self.tips: dict[int, Callable[[], str]] = {}

    def _scrolled(self, value: int) -> None:
        self.following = value >= self.list.verticalScrollBar().maximum()

    def _range_changed(self, _low: int, high: int) -> None:
        if self.following:  # told before the bar's value is clamped to the new range
            self.list.verticalScrollBar().setValue(high)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.title.setText(self.tr("Game log"))
            self.setAccessibleName(self.tr("Game log"))
            self.list.setAccessibleName(self.tr("Moves of the game, newest last"))
            self._render()  # every line again, in the new language
        super().changeEvent(event)

    def start(
        self, names: list[str], human_seat: int | None, title: Callable[[], str], kit: TableKit
    ) -> None:
        """A new game of ``kit``'s game: the old lines go, ``title()`` is the first. ``names``
        are the match's; the log shows them as the language spells them (display_name)."""
        self.entries = []
        self.tips = {}
        self.names = list(names)
        self.describer = Describer([display_name(n) for n in names], human_seat, kit)
        self.list.clear()
        self.add(title)

    def rename(self, names: list[str]) -> None:
        """The players' names changed (a player renamed in the settings)."""
        self.names = list(names)
        self._render()

    def add(self, line: str | Callable[[], str], tip: Callable[[], str] | None = None) -> list[str]:
        """A line of its own (a callable is asked again after a language change), with
        ``tip()`` as its tooltip if given (a hint's figures); the line as written."""
        text = line if callable(line) else (lambda: line)

        def entry() -> list[str]:  # kept by identity: its tip is found by it
            return [text()]

        if tip is not None:
            self.tips[id(entry)] = tip
        return self._append(entry)

    def record(
        self,
        seat: int,
        action: Action | None,
        events: list[Event],
        public: TableView | None = None,
    ) -> list[str]:
        """The sentences of one applied action (None: none, a deal) and its events."""
        return self._append(lambda: self.describer.lines(seat, action, events, public))

    def _item(self, entry: Callable[[], list[str]], line: str) -> QListWidgetItem:
        item = QListWidgetItem(line)
        tip = self.tips.get(id(entry))
        if tip is not None:
            text = tip()
            item.setToolTip(text)
            item.setData(Qt.ItemDataRole.AccessibleDescriptionRole, text)  # a screen reader's
        return item

    def _append(self, entry: Callable[[], list[str]]) -> list[str]:
        self.entries.append(entry)
        for old in self.entries[:-MAX_LINES]:
            self.tips.pop(id(old), None)
        del self.entries[:-MAX_LINES]
        lines = entry()
        for line in lines:
            self.list.addItem(self._item(entry, line))
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()
        return lines

    def _render(self) -> None:
        self.describer.names = [display_name(n) for n in self.names]
        self.list.clear()
        for entry in self.entries:
            for line in entry():
                self.list.addItem(self._item(entry, line))
        self.list.scrollToBottom()

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]

    def tooltips(self) -> list[str]:
        return [self.list.item(i).toolTip() for i in range(self.list.count())]
