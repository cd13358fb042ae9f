"""The Help menu's windows on one main window: the rules of a game (one dialog, kept while
open and turned to the game asked for), the keyboard's keys and About Koloda. Each dialog's
module is imported when it is first opened: the first window needs none."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QMessageBox, QWidget

import koloda

if TYPE_CHECKING:
    from koloda.app.window.dialogs import RulesDialog

__all__ = ["HelpDialogs"]


class HelpDialogs:
    """Opens the Help menu's dialogs over ``parent``."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent
        self.rules_dialog: RulesDialog | None = None

    def rules(self, game: str) -> RulesDialog:
        """The rules of ``game`` (the dialog open already turns to it)."""
        if self.rules_dialog is None:
            from koloda.app.window.dialogs import RulesDialog

            self.rules_dialog = RulesDialog(game, self.parent)
        self.rules_dialog.show_game(game)
        self.rules_dialog.show()
        self.rules_dialog.raise_()
        self.rules_dialog.activateWindow()  # Esc and the arrows go to it (no window manager too)
        return self.rules_dialog

    def forget_rules(self) -> None:
        """Close the rules dialog for good (after a language change: the next is made anew)."""
        if self.rules_dialog is not None:
            self.rules_dialog.close()
            self.rules_dialog.deleteLater()
            self.rules_dialog = None

    def keys(self, actions: list[QAction]) -> QDialog:
        """Help > Keyboard: every key of the window (``actions``) and the table."""
        from koloda.app.window.keyboard import KeyboardDialog

        dialog = KeyboardDialog(actions, self.parent)
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.show()
        return dialog

    def about(self) -> None:
        from koloda.app.games import kits
        from koloda.app.window.dialogs import ABOUT_HTML

        about = QCoreApplication.translate("About", ABOUT_HTML)
        games = ", ".join(k.title() for k in kits())  # the registry's, in the start page's order
        text = about.format(version=koloda.__version__, games=games)
        title = QCoreApplication.translate("MainWindow", "About Koloda")
        QMessageBox.about(self.parent, title, text)
