"""The coach's line over the table during a guided first game (issue 27): what to do now and
why, the step, and a way out. Hidden outside lessons."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, QTimer, Signal
from PySide6.QtGui import QHideEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

STYLE = """
QFrame#lessonBar { background: #fff8dc; border-bottom: 2px solid #e0a800; }
QFrame#lessonBar QLabel { color: #1d1d1d; }
QLabel#lessonCaption { font-size: 11pt; }
QFrame#lessonBar QLabel#lessonRefusal { color: #a31b0c; font-weight: bold; }
"""


class LessonBar(QFrame):
    """A caption, a refusal line, the step number and Leave. During a lesson the bar keeps the
    tallest height its texts have needed, so that the table under it is not resized (every card
    moving and changing size) whenever a step's caption is a line shorter than the last."""

    leaveRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBar")
        self.setStyleSheet(STYLE)
        self.caption = QLabel()
        self.caption.setObjectName("lessonCaption")
        self.caption.setWordWrap(True)
        self.caption.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal = QLabel()
        self.refusal.setObjectName("lessonRefusal")
        self.refusal.setWordWrap(True)
        self.refusal.setTextFormat(Qt.TextFormat.PlainText)
        self.refusal.hide()
        self.step = QLabel()
        self.step.setObjectName("lessonStep")
        self.leave = QPushButton()
        self.leave.setObjectName("leaveLesson")
        self.leave.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        self.leave.clicked.connect(self.leaveRequested)
        texts = QVBoxLayout()
        texts.addWidget(self.caption)
        texts.addWidget(self.refusal)
        side = QVBoxLayout()
        side.addWidget(self.step, 0, Qt.AlignmentFlag.AlignRight)
        side.addWidget(self.leave, 0, Qt.AlignmentFlag.AlignRight)
        side.addStretch(1)
        row = QHBoxLayout(self)
        row.setContentsMargins(12, 8, 12, 8)
        row.addLayout(texts, 1)
        row.addLayout(side)
        self.retranslate()
        self.hide()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def retranslate(self) -> None:
        self.leave.setText(self.tr("Leave the Lesson"))
        self.setAccessibleName(self.tr("Lesson"))

    def show_step(self, text: str, step: int, total: int) -> None:
        """The caption of the step the person is at (any refusal shown before is over)."""
        self.caption.setText(text)
        self.caption.setAccessibleName(text)
        self.step.setText(self.tr("Step %d of %d") % (step, total))
        self.refusal.hide()
        self.show()
        self._keep_height()

    def show_refusal(self, text: str) -> None:
        self.refusal.setText(text)
        self.refusal.setAccessibleName(text)
        self.refusal.show()
        self._keep_height()

    def _keep_height(self) -> None:
        """Grow to what the texts need now (once laid out), never shrink while shown."""
        QTimer.singleShot(0, self._hold)

    def _hold(self) -> None:
        if self.isVisible() and self.width() > 0:
            need = self.heightForWidth(self.width())
            self.setMinimumHeight(max(self.minimumHeight(), need))

    def hideEvent(self, event: QHideEvent) -> None:
        """The lesson is over: the next one starts from its own texts (a window minimised
        hides the bar too, and keeps its height)."""
        if not event.spontaneous():
            self.setMinimumHeight(0)
        super().hideEvent(event)
