"""The main window's commands: every QAction once, with its shortcut, in the File, Game and Help
menus; their texts and tooltips in the installed language."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu

from koloda.app.games import kits


class WindowActions:
    """The window's actions and menus; ``slots`` maps each action's name to what it does."""

    def __init__(self, window: QMainWindow, slots: dict[str, Callable[..., Any]]) -> None:
        self.window = window

        def action(name: str, shortcut: str) -> QAction:
            a = QAction(window)
            a.setObjectName(name)
            a.setShortcut(QKeySequence(shortcut))
            slot = slots[name]
            a.triggered.connect(lambda _=False: slot())
            return a

        self.open = action("open", "Ctrl+O")
        self.save = action("saveAs", "Ctrl+Shift+S")
        self.quit = action("quit", "Ctrl+Q")
        self.new = action("new", "Ctrl+N")
        self.restart = action("restart", "Ctrl+R")
        self.main_menu = action("mainMenu", "Ctrl+M")
        self.undo = action("undo", "Ctrl+Z")
        self.hint = action("hint", "H")
        self.statistics = action("statistics", "Ctrl+T")
        self.settings = action("settings", "Ctrl+,")
        self.about = action("about", "Shift+F1")
        self.rules: dict[str, QAction] = {}
        for n, k in enumerate(kits(), start=1):
            a = QAction(window)
            a.setObjectName(f"rules_{k.game}")
            a.setShortcut(QKeySequence(f"F{n}"))
            a.triggered.connect(lambda _=False, g=k.game: slots["rules"](g))
            self.rules[k.game] = a
        bar = window.menuBar()
        self.file_menu = bar.addMenu("")
        self.game_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self._fill(self.file_menu, [self.open, self.save, None, self.quit])
        self._fill(
            self.game_menu,
            [
                self.new,
                self.restart,
                self.main_menu,
                None,
                self.undo,
                self.hint,
                None,
                self.statistics,
                self.settings,
            ],
        )
        self._fill(self.help_menu, [*self.rules.values(), None, self.about])
        self.translate()

    @staticmethod
    def _fill(menu: QMenu, actions: list[QAction | None]) -> None:
        for a in actions:
            if a is None:
                menu.addSeparator()
            else:
                menu.addAction(a)
        menu.setToolTipsVisible(True)

    def translate(self) -> None:
        """Menu titles, action texts, tooltips and status tips in the installed language."""
        self.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        texts = {
            self.open: (
                QCoreApplication.translate("MainWindow", "&Open…"),
                QCoreApplication.translate("MainWindow", "Open a saved game"),
            ),
            self.save: (
                QCoreApplication.translate("MainWindow", "Save &As…"),
                QCoreApplication.translate("MainWindow", "Save this game to a file"),
            ),
            self.quit: (
                QCoreApplication.translate("MainWindow", "&Quit"),
                QCoreApplication.translate("MainWindow", "Close Koloda (your game is kept)"),
            ),
            self.new: (
                QCoreApplication.translate("MainWindow", "&New…"),
                QCoreApplication.translate("MainWindow", "Choose a game and opponents"),
            ),
            self.restart: (
                QCoreApplication.translate("MainWindow", "&Restart"),
                QCoreApplication.translate("MainWindow", "Play this match again"),
            ),
            self.main_menu: (
                QCoreApplication.translate("MainWindow", "&Main menu"),
                QCoreApplication.translate("MainWindow", "Back to the three games"),
            ),
            self.undo: (
                QCoreApplication.translate("MainWindow", "&Undo"),
                QCoreApplication.translate("MainWindow", "Take back your last move"),
            ),
            self.hint: (
                QCoreApplication.translate("MainWindow", "&Hint"),
                QCoreApplication.translate("MainWindow", "Show what the strongest AI would do"),
            ),
            self.statistics: (
                QCoreApplication.translate("MainWindow", "S&tatistics…"),
                QCoreApplication.translate("MainWindow", "Your results and plots"),
            ),
            self.settings: (
                QCoreApplication.translate("MainWindow", "&Settings…"),
                QCoreApplication.translate("MainWindow", "Change how Koloda looks"),
            ),
            self.about: (
                QCoreApplication.translate("MainWindow", "&About Koloda"),
                QCoreApplication.translate("MainWindow", "Version and licence"),
            ),
        }
        for k in kits():
            texts[self.rules[k.game]] = (
                QCoreApplication.translate("MainWindow", "Rules of %s") % k.title(),
                QCoreApplication.translate("MainWindow", "How to play %s") % k.title(),
            )
        for a, (text, tip) in texts.items():
            a.setText(text)
            keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({keys})" if keys else tip)
            a.setStatusTip(tip)
