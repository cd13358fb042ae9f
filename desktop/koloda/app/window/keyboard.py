"""Help > Keyboard: every key of the window and of the table, from the actions themselves and
the table's own key list, so the page cannot drift from what the keys do."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kits
from koloda.app.table.keys import TABLE_KEYS
from koloda.app.window.placement import sized_for_screen
from koloda.rules import Action

# every action a kit's action bar may show a button for (the kit answers for its own)
_BUTTON_ACTIONS = [Action.parse(a) for a in ("take", "pass", "draw 1", "draw 2", "draw 3")]


def key_rows(actions: list[QAction]) -> list[tuple[str, str, str]]:
    """(section, keys, what they do) for the window's commands, the table and each game's
    action-bar buttons."""
    native = QKeySequence.SequenceFormat.NativeText
    window = QCoreApplication.translate("Keyboard", "Window")
    table = QCoreApplication.translate("Keyboard", "Table")
    rows = [
        (window, ", ".join(k.toString(native) for k in a.shortcuts()), a.text().replace("&", ""))
        for a in actions
        if a.shortcuts()
    ]
    rows += [
        (table, keys, QCoreApplication.translate("Keyboard", text)) for keys, text in TABLE_KEYS
    ]
    start = QCoreApplication.translate("Keyboard", "Start screen")
    for n, k in enumerate(kits(), start=1):
        rows.append((start, str(n), QCoreApplication.translate("Keyboard", "Play %s") % k.title()))
    for k in kits():
        for b in sorted(k.buttons(_BUTTON_ACTIONS), key=lambda b: b.shortcut):
            rows.append((k.title(), b.shortcut, b.label))
    return rows


class KeyboardDialog(QDialog):
    """A table of every key, by section."""

    def __init__(self, actions: list[QAction], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("keyboardDialog")
        self.setWindowTitle(self.tr("Keyboard"))
        rows = key_rows(actions)
        intro = QLabel(
            self.tr(
                "Play with the mouse (drag, click a card then a place, double-click) or with "
                "these keys. A button's key is shown on the button."
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(len(rows), 3, self)
        self.table.setHorizontalHeaderLabels([self.tr("Where"), self.tr("Keys"), self.tr("Does")])
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                if c == 1:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(r, c, item)
        self.table.setAccessibleName(self.tr("Keys"))
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table)
        layout.addWidget(close)
        self.resize(sized_for_screen(QSize(620, 560), parent))
