"""The main window's status bar: passing messages, whose turn it is, and a warning that stays
while the game cannot be saved."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics
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


class StatusLine(QStatusBar):
    """Messages on the left; the save warning and the turn on the right."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.turn_label = QLabel()
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
        beside = sum(w.width() for w in (self.turn_label, self.save_problem) if w.isVisible())
        room = self.width() - beside - 40
        # before the bar is laid out (a hidden window) there is no width to go by
        shown = elide_words(text, self.fontMetrics(), room) if self.isVisible() else text
        self.setToolTip(text if shown != text else "")
        self.showMessage(shown, ms)

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
