"""The action bar under the table: where the match and the deal stand, and a button for each
legal action that carries no card (take, pass, draw N), each with its letter key."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, Qt, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QWidget

from koloda.app.table.game import ButtonSpec
from koloda.app.table.theme import TableTheme

GUIDE_LINES = 2  # the guidance's lines in the bar's height

# the button of a hinted move (or a lesson's step): the lesson bar's colours
GLOW_BUTTON = (
    "QPushButton { font-weight: bold; color: #1d1d1d; background: #fff3bf;"
    " border: 2px solid #e0a800; border-radius: 3px; padding: 3px 10px; }"
)


class ActionBar(QWidget):
    """The info line, the guidance (what to do now, or why the last gesture did nothing: in the
    status line alone, at the window's bottom edge, it went unseen, issue 41) and the buttons;
    ``pressed`` says which action's button was pressed."""

    pressed = Signal(object)  # the Action of the button pressed
    focusLeft = Signal()  # the focused button went (its move was played): focus goes back

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("actionBar")
        # a QWidget subclass paints its style sheet's background only when asked to
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFixedHeight(44)
        self.row = QHBoxLayout(self)
        self.row.setContentsMargins(8, 4, 8, 4)
        self.info = QLabel(self)
        self.row.addWidget(self.info)
        self.guide = QLabel(self)
        self.guide.setObjectName("guide")
        self.guide.setWordWrap(True)  # two lines fit the bar (GUIDE_LINES)
        self.guide.setTextFormat(Qt.TextFormat.PlainText)
        self.guide.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.row.addWidget(self.guide, 1)
        self.guide.installEventFilter(self)
        self.guidance = ""  # the window's what-to-do-now (whose turn), under a gesture's words
        self._told = ""  # the guidance as told, whole (the label may show it cut short)
        self.buttons: dict[str, QPushButton] = {}
        self._generation = 0  # counts the sets of buttons (set_buttons may be re-entered)

    def tell(self, text: str) -> None:
        """The guidance of the moment, beside the buttons (the whole of it in the tooltip)."""
        self._told = text
        self.guide.setToolTip(text)
        self.guide.setAccessibleName(text)
        self._fit_guide()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.guide and event.type() == QEvent.Type.Resize:
            self._fit_guide()  # the bar's room for the words changed (the window, the buttons)
        return super().eventFilter(watched, event)

    def _fit_guide(self) -> None:
        """The guidance in the two lines the bar has, cut at a whole word with "…" where it
        needs more (in a small window a third line was cut through above and below)."""
        text, width = self._told, self.guide.contentsRect().width()
        metrics = self.guide.fontMetrics()
        room = GUIDE_LINES * metrics.lineSpacing()

        def fits(candidate: str) -> bool:
            box = QRect(0, 0, width, 100 * room)
            flags = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignCenter)
            return metrics.boundingRect(box, flags, candidate).height() <= room

        if width <= 0 or fits(text):
            self.guide.setText(text)
            return
        words = text.split()
        low, high = 0, len(words)  # the most words that fit before "…"
        while low < high:
            middle = (low + high + 1) // 2
            if fits(" ".join(words[:middle]) + "…"):
                low = middle
            else:
                high = middle - 1
        self.guide.setText(" ".join(words[:low]) + "…")

    def set_guidance(self, text: str) -> None:
        """The standing guidance (whose turn, what to do): shown now, and on each new position."""
        self.guidance = text
        self.tell(text)

    def new_position(self) -> None:
        """A new position is on the table: a gesture's words named the last one's cards, so
        the standing guidance replaces them (issue 42: "A♠: Enter plays it, Up and Down
        choose where." stayed in the bar after A♠ was played)."""
        self.tell(self.guidance)

    def set_theme(self, theme: TableTheme, background: str | None = None) -> None:
        """The theme's text colour on ``background`` (theme.bar_background's shade of the table's
        cloth; None: the theme's own)."""
        bg = background or theme.bar_bg
        self.setStyleSheet(
            f"#actionBar {{ background: {bg}; }} QLabel {{ color: {theme.bar_text}; }}"
            " QPushButton { padding: 4px 14px; }"
        )

    def set_buttons(self, specs: list[ButtonSpec], enabled: bool = True) -> None:
        """One button per spec, in order, replacing the ones there. Showing a button can lay
        the table out again, which sets the buttons anew from inside this call: the newer set
        wins and this one stops (before, both stayed: "End turn, End turn", issue 34)."""
        self._generation += 1
        generation = self._generation
        had_focus = any(b.hasFocus() for b in self.buttons.values())
        for b in self.buttons.values():
            self.row.removeWidget(b)
            # until deleteLater runs, an old button's shortcut would make a new one ambiguous
            b.setShortcut(QKeySequence())
            b.setVisible(False)
            b.deleteLater()
        made: dict[str, QPushButton] = {}
        for spec in specs:
            b = QPushButton(f"{spec.label}  ({spec.shortcut})", self)
            b.setVisible(False)  # shown below, once the whole set is the bar's
            b.setToolTip(spec.tooltip)
            b.setAccessibleName(spec.label)
            b.setShortcut(QKeySequence(spec.shortcut))
            b.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # after the table's areas (issue 28)
            b.setAutoDefault(True)  # Enter presses the focused button, as Space does
            b.setEnabled(enabled)
            # the bar names each button by its action's protocol text, as tests and tools do
            text = str(spec.action)
            b.clicked.connect(lambda _=False, a=spec.action: self.pressed.emit(a))
            self.row.addWidget(b)
            made[text] = b
        self.buttons = made
        for b in made.values():
            # a layout shows a new child of a visible widget only on the next event-loop pass
            # (a queued call), and a hidden button's shortcut does nothing: show it now
            b.setVisible(True)
            if self._generation != generation:
                return  # a newer set replaced this one while the button showed
        if had_focus:
            self.focusLeft.emit()

    def enable(self, on: bool) -> None:
        for b in self.buttons.values():
            b.setEnabled(on)

    def glow(self, action: str | None) -> None:
        """The hinted action's button glows (a style sheet drops the button's own face: the
        glowing one gets a light face and dark words, else its label is dark on the dark bar)."""
        for key, b in self.buttons.items():
            b.setStyleSheet(GLOW_BUTTON if key == action else "")
