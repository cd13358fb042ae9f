"""The network table window's menus: Game, View and Help, the keys of their commands, and
their words in the installed language (made once, said again when the language changes).
The commands the main window shares keep its keys: the main window is hidden while a table
is open."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenuBar

__all__ = ["NET_SHORTCUTS", "NetMenus"]

NET_SHORTCUTS: dict[str, tuple[str, ...]] = {
    "hint": ("H",),
    "playHint": ("Shift+H",),
    "leave": ("Ctrl+M",),
    "quit": ("Ctrl+Q",),  # as in the main window, which is hidden while the table is open
    "rules": ("F1",),
    "fullScreen": ("F11",),
    "showLog": ("Ctrl+L",),  # as in the main window
    # Statistics, Settings and Sound in the main window's order
    "statistics": ("Ctrl+T",),  # as in the main window, open on "At network tables"
    "settings": ("Ctrl+,",),  # as in the main window
    "sound": ("M",),  # as in the main window
}
VIEW = ("fullScreen", "showLog")  # the View menu's; the others are the Game menu's


def _words(game_known: bool) -> dict[str, str]:
    """Each command's words in the installed language (the rules' as "of This Game" once the
    table's game is known: before, they open on the first game's)."""
    return {
        "hint": QCoreApplication.translate("Network", "&Hint"),
        "playHint": QCoreApplication.translate("Network", "&Play the Hint"),
        "leave": QCoreApplication.translate("Network", "&Leave the Table"),
        "quit": QCoreApplication.translate("Network", "&Quit"),
        "rules": (
            QCoreApplication.translate("Network", "&Rules of This Game")
            if game_known
            else QCoreApplication.translate("Network", "&Rules")
        ),
        "fullScreen": QCoreApplication.translate("Network", "&Full Screen"),
        "showLog": QCoreApplication.translate("MainWindow", "Show Game &Log"),
        "sound": QCoreApplication.translate("MainWindow", "S&ound"),
        "settings": QCoreApplication.translate("MainWindow", "&Settings…"),
        "statistics": QCoreApplication.translate("MainWindow", "S&tatistics…"),
        "keyboard": QCoreApplication.translate("Network", "&Keyboard…"),
    }


class NetMenus:
    """The menus of one table window; ``actions`` by name (Help > Keyboard's too)."""

    def __init__(
        self, bar: QMenuBar, owner: QObject, slots: Mapping[str, Callable[[], object]]
    ) -> None:
        self.game = bar.addMenu("")
        self.view = bar.addMenu("")
        self.help = bar.addMenu("")
        self.actions: dict[str, QAction] = {}
        self.game_known = False
        for name, keys in (*NET_SHORTCUTS.items(), ("keyboard", ())):
            action = QAction(owner)
            action.setObjectName(name)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.triggered.connect(lambda _=False, slot=slots[name]: slot())
            menu = self.view if name in VIEW else self.help if name == "keyboard" else self.game
            menu.addAction(action)
            self.actions[name] = action
        self.actions["showLog"].setCheckable(True)
        self.actions["sound"].setCheckable(True)
        self.translate()

    def translate(self) -> None:
        """The menus' titles and their commands' words in the installed language."""
        self.game.setTitle(QCoreApplication.translate("Network", "&Game"))
        self.view.setTitle(QCoreApplication.translate("Network", "&View"))
        self.help.setTitle(QCoreApplication.translate("Network", "&Help"))
        for name, text in _words(self.game_known).items():
            self.actions[name].setText(text)

    def know_game(self) -> None:
        """The table's game is known (hosted, or the host's welcome): the rules are its."""
        self.game_known = True
        self.translate()
