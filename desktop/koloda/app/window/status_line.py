"""The main window's status bar: passing messages, whose turn it is, and a warning that stays
while the game cannot be saved."""

from __future__ import annotations

import time
from collections.abc import Callable

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics, QPainter, QPaintEvent, QResizeEvent
from PySide6.QtWidgets import QLabel, QStatusBar, QWidget


def elide_words(text: str, metrics: QFontMetrics, width: int) -> str:
    """``text`` if it fits in ``width`` pixels, else its longest run of whole words that fits
    with "…" after it."""
    if metrics.horizontalAdvance(text) <= width:
        return text
    words = text.split()
    while len(words) > 1:
        words.pop()
        shown = " ".join(words).rstrip(",;:") + "…"
        if metrics.horizontalAdvance(shown) <= width:
            return shown
    return metrics.elidedText(text, Qt.TextElideMode.ElideRight, width)


MIN_TURN_WIDTH = 160


class TurnLabel(QLabel):
    """Whose turn, on the right: a new text makes the message beside it fit again, and is
    ``said`` (the table shows it by its buttons too, issue 41)."""

    said = Signal(str)

    def __init__(self, changed: Callable[[], None]) -> None:
        super().__init__()
        self._changed = changed

    def setText(self, text: str) -> None:
        super().setText(text)
        self.setToolTip(text)
        self._changed()
        self.said.emit(text)

    def minimumSizeHint(self) -> QSize:
        """A long turn text is cut short rather than widen the window beyond a small screen
        (issue 41: a Russian turn text made the window 911 pixels wide); the table says it
        whole by its buttons, the tooltip too."""
        hint = super().minimumSizeHint()
        return QSize(min(hint.width(), MIN_TURN_WIDTH), hint.height())

    def paintEvent(self, event: QPaintEvent) -> None:
        room = self.contentsRect()
        if self.fontMetrics().horizontalAdvance(self.text()) <= room.width():
            super().paintEvent(event)
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        shown = elide_words(self.text(), self.fontMetrics(), room.width())
        painter.drawText(room, int(self.alignment()), shown)


class StatusLine(QStatusBar):
    """Messages on the left; the save warning and the turn on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""  # the passing message, whole, and when it goes (0: stays)
        self._until = 0.0
        self.turn_label = TurnLabel(self._fit)
        self.turn_label.setObjectName("turnLabel")
        self.save_problem = QLabel()  # stays on while the game cannot be saved
        self.save_problem.setObjectName("saveProblem")
        self.save_problem.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.save_problem.hide()
        self.addPermanentWidget(self.save_problem)
        self.addPermanentWidget(self.turn_label)
        self.retranslate()

    def say(self, text: str, ms: int = 6000) -> None:
        """A passing message (``ms`` 0: until the next one); one too long for the line ends on
        a whole word and "…", the whole of it in the tooltip (a hint was cut mid-word into the
        turn's words, issue 34)."""
        self._full = text
        self._until = time.monotonic() + ms / 1000 if ms > 0 else 0.0
        self._show(ms)

    def _show(self, ms: int) -> None:
        text = self._full
        # the labels' widths to come (a turn text just set is not laid out yet): the wanted
        # width, within the most the label may take (the turn's words, 60% of the line)
        beside = sum(
            min(w.sizeHint().width(), w.maximumWidth())
            for w in (self.turn_label, self.save_problem)
            if w.isVisible()
        )
        # the message keeps what they leave, the size grip and spacing aside; at least 40% of
        # the line less those (with all of it given away, a lesson's answer in Ukrainian was
        # cut to nothing; with 40% and no less, a hint ran under the turn's words)
        room = max(int(self.width() * 0.4), self.width() - beside) - 40
        # before the bar is laid out (a hidden window) there is no width to go by
        shown = elide_words(text, self.fontMetrics(), room) if self.isVisible() else text
        self.setToolTip(text if shown != text else "")
        self.showMessage(shown, ms)

    def _fit(self) -> None:
        """The message shown again to fit beside a new turn text or a new width (issue 34: a
        hint said before the turn's words grew ran into them, cut mid-word), for the time it
        has left."""
        if not self._full or not self.currentMessage():
            return
        if self._until == 0.0:
            self._show(0)
        elif (left := int((self._until - time.monotonic()) * 1000)) > 0:
            self._show(left)

    def resizeEvent(self, event: QResizeEvent) -> None:
        # the turn's words keep to 60% of the line, cut short with "…" beyond (in a small
        # window they took all but 110 pixels: "Your game is bac" was all a message showed)
        self.turn_label.setMaximumWidth(max(MIN_TURN_WIDTH, int(event.size().width() * 0.6)))
        super().resizeEvent(event)
        self._fit()

    def show_save_problem(self, text: str) -> None:
        """A failing autosave stays visible until a save works again ("" when it works)."""
        self.save_problem.setText(self.tr("Not saved: %s") % text if text else "")
        self.save_problem.setToolTip(text)
        self.save_problem.setVisible(bool(text))
        if text:
            self.say(self.tr("The game could not be saved: %s") % text, 0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.turn_label.setAccessibleName(self.tr("Whose turn"))
