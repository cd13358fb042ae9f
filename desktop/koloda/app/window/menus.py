"""The main window's commands: every QAction once, with its shortcuts and icon, in the File,
Game, View and Help menus and on the toolbar; their texts and tooltips in the installed
language. Shortcuts follow the desktop conventions and KDE's card games (KStandardGameAction)
where they do not clash: F2 / Ctrl+N a new game, F5 restart, Ctrl+S save, D demo, Ctrl+Z undo,
Ctrl+Shift+Z redo, F11 full screen, F1 the rules of the game on the table, M sound on or off;
Ctrl+L shows or hides the game log."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QAction, QIcon, QKeySequence
from PySide6.QtWidgets import QMainWindow, QMenu, QToolBar

from koloda.app.games import kits
from koloda.app.resources import resource_path

# the shortcuts of each action, the first one shown in menus and tooltips
SHORTCUTS: dict[str, tuple[str, ...]] = {
    "open": ("Ctrl+O",),
    "saveAs": ("Ctrl+S", "Ctrl+Shift+S"),
    "quit": ("Ctrl+Q",),
    "new": ("F2", "Ctrl+N"),
    "restart": ("F5", "Ctrl+R"),
    "mainMenu": ("Ctrl+M",),
    "hostNetwork": (),  # issue 42: a dialog each, opened from the Game menu
    "joinNetwork": (),
    "undo": ("Ctrl+Z",),
    "redo": ("Ctrl+Shift+Z", "Ctrl+Y"),
    "hint": ("H",),
    "playHint": ("Shift+H",),
    "reviewLast": ("Ctrl+Shift+R",),
    "demo": ("D", "Ctrl+D"),
    "statistics": ("Ctrl+T",),
    "settings": ("Ctrl+,",),
    "sound": ("M",),
    "fullScreen": ("F11",),
    "showLog": ("Ctrl+L",),
    "rulesHere": ("F1",),
    "keys": ("Ctrl+F1",),
    "about": ("Shift+F1",),
}
ICONS = {n: n for n in ("new", "restart", "undo", "redo", "hint", "demo")}
TOOLBAR = ("new", "restart", None, "undo", "redo", "hint", None, "demo")
MAX_RECENT = 8


def action_icon(name: str) -> QIcon:
    """One of Koloda's own toolbar icons (resources/icons/actions)."""
    path = resource_path("icons", "actions", f"{name}.svg")
    return QIcon(str(path)) if path.is_file() else QIcon()


class WindowActions:
    """The window's actions, menus and toolbar; ``slots`` maps each action's name to what it
    does (``rules`` takes the game, ``recent`` the file)."""

    def __init__(self, window: QMainWindow, slots: dict[str, Callable[..., Any]]) -> None:
        self.window = window
        self.slots = slots

        def action(name: str, checkable: bool = False) -> QAction:
            a = QAction(window)
            a.setObjectName(name)
            a.setShortcuts([QKeySequence(k) for k in SHORTCUTS[name]])
            if name in ICONS:
                a.setIcon(action_icon(ICONS[name]))
            a.setCheckable(checkable)
            slot = slots[name]
            if checkable:
                a.toggled.connect(slot)
            else:
                a.triggered.connect(lambda _=False: slot())
            return a

        self.open = action("open")
        self.save = action("saveAs")
        self.quit = action("quit")
        self.new = action("new")
        self.restart = action("restart")
        self.main_menu = action("mainMenu")
        self.host_network = action("hostNetwork")
        self.join_network = action("joinNetwork")
        self.undo = action("undo")
        self.redo = action("redo")
        self.hint = action("hint")
        self.play_hint = action("playHint")
        self.demo = action("demo", checkable=True)
        self.review_last = action("reviewLast")
        self.statistics = action("statistics")
        self.settings, self.sound = action("settings"), action("sound", checkable=True)
        self.full_screen = action("fullScreen", checkable=True)
        self.show_log = action("showLog", checkable=True)
        self.show_log.blockSignals(True)  # a game log is shown at first (Panels: as kept)
        self.show_log.setChecked(True)
        self.show_log.blockSignals(False)
        self.rules_here = action("rulesHere")
        self.keys = action("keys")
        self.about = action("about")
        self.rules: dict[str, QAction] = {}
        self.learn: dict[str, QAction] = {}  # each game's guided first game (a lesson)
        for k in kits():
            for table, kind in ((self.rules, "rules"), (self.learn, "learn")):
                a = QAction(window)
                a.setObjectName(f"{kind}_{k.game}")
                a.triggered.connect(lambda _=False, g=k.game, n=kind: slots[n](g))
                table[k.game] = a
        self._build(window)

    def _build(self, window: QMainWindow) -> None:
        """The menus and the toolbar of the actions made above."""
        bar = window.menuBar()
        self.file_menu = bar.addMenu("")
        self.game_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.help_menu = bar.addMenu("")
        self.recent_menu = QMenu(window)
        self.recent_menu.setObjectName("openRecent")
        self.file_menu.addAction(self.open)
        self.file_menu.addMenu(self.recent_menu)
        self._fill(self.file_menu, [self.save, None, self.quit])
        self._fill(self.game_menu, [self.new, self.restart, self.main_menu, None])
        self._fill(self.game_menu, [self.host_network, self.join_network, None])
        self._fill(
            self.game_menu,
            [self.undo, self.redo, self.hint, self.play_hint, self.demo, self.review_last, None],
        )
        self._fill(self.game_menu, [self.statistics, self.settings, self.sound])
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("gameToolbar")
        self.toolbar.setIconSize(QSize(24, 24))
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        for name in TOOLBAR:
            if name is None:
                self.toolbar.addSeparator()
            else:
                tool = window.findChild(QAction, name)
                assert tool is not None, name  # every toolbar name is an action made above
                self.toolbar.addAction(tool)
        window.addToolBar(self.toolbar)
        self.show_toolbar = self.toolbar.toggleViewAction()
        self._fill(self.view_menu, [self.full_screen, self.show_toolbar, self.show_log])
        self._fill(self.help_menu, [self.rules_here, *self.rules.values(), None])
        self._fill(self.help_menu, [*self.learn.values(), None, self.keys])
        self._fill(self.help_menu, [self.about])
        self.set_recent([])
        self.translate()

    @staticmethod
    def _fill(menu: QMenu, actions: list[QAction | None]) -> None:
        for a in actions:
            if a is None:
                menu.addSeparator()
            else:
                menu.addAction(a)
        menu.setToolTipsVisible(True)

    def set_recent(self, paths: list[str]) -> None:
        """File > Open Recent: the files last opened or saved, newest first, each by its name
        and its folder (the whole path is its tooltip)."""
        self.recent_menu.clear()
        self.recent_menu.setToolTipsVisible(True)
        for n, path in enumerate(paths[:MAX_RECENT], start=1):
            a = self.recent_menu.addAction(f"&{n} {recent_label(path)}")
            a.setToolTip(path)
            a.setData(path)
            a.triggered.connect(lambda _=False, p=path: self.slots["recent"](p))
        self.recent_menu.setEnabled(bool(paths))

    def show_sound(self, on: bool) -> None:
        """Game > Sound checked as the setting is (without acting on it again)."""
        if self.sound.isChecked() != on:
            self.sound.blockSignals(True)
            self.sound.setChecked(on)
            self.sound.blockSignals(False)

    def all(self) -> list[QAction]:
        """Every command of the window (for the keyboard page)."""
        return [
            self.new,
            self.restart,
            self.main_menu,
            self.undo,
            self.redo,
            self.hint,
            self.play_hint,
            self.demo,
            self.review_last,
            self.open,
            self.save,
            self.statistics,
            self.settings,
            self.sound,
            self.full_screen,
            self.show_log,
            self.rules_here,
            self.keys,
            self.about,
            self.quit,
        ]

    def translate(self) -> None:
        """Menu titles, action texts, tooltips and status tips in the installed language."""
        self.file_menu.setTitle(QCoreApplication.translate("MainWindow", "&File"))
        self.game_menu.setTitle(QCoreApplication.translate("MainWindow", "&Game"))
        self.view_menu.setTitle(QCoreApplication.translate("MainWindow", "&View"))
        self.help_menu.setTitle(QCoreApplication.translate("MainWindow", "&Help"))
        self.recent_menu.setTitle(QCoreApplication.translate("MainWindow", "Open &Recent"))
        self.toolbar.setWindowTitle(QCoreApplication.translate("MainWindow", "Toolbar"))
        self.show_toolbar.setText(QCoreApplication.translate("MainWindow", "Show &Toolbar"))
        for a, (text, tip) in self._action_texts().items():
            a.setText(text)
            a.setIconText(text.replace("&", "").replace("…", ""))
            keys = a.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
            a.setToolTip(f"{tip} ({keys})" if keys else tip)
            a.setStatusTip(tip)

    def _action_texts(self) -> dict[QAction, tuple[str, str]]:
        """Each action's text and its tip, in the installed language."""
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
            self.redo: (
                QCoreApplication.translate("MainWindow", "Re&do"),
                QCoreApplication.translate("MainWindow", "Play again the move you took back"),
            ),
            self.hint: (
                QCoreApplication.translate("MainWindow", "&Hint"),
                QCoreApplication.translate("MainWindow", "Show what the strongest AI would do"),
            ),
            self.play_hint: (
                QCoreApplication.translate("MainWindow", "&Play the Hint"),
                QCoreApplication.translate("MainWindow", "Play the move the hint shows"),
            ),
            self.demo: (
                QCoreApplication.translate("MainWindow", "&Demo"),
                QCoreApplication.translate("MainWindow", "Let the computer play your hand"),
            ),
            self.review_last: (
                QCoreApplication.translate("MainWindow", "Re&view Last Round…"),
                QCoreApplication.translate(
                    "MainWindow", "See which of your decisions in the last round cost you"
                ),
            ),
            self.rules_here: (
                QCoreApplication.translate("MainWindow", "&Rules of This Game"),
                QCoreApplication.translate("MainWindow", "How to play the game on the table"),
            ),
            self.keys: (
                QCoreApplication.translate("MainWindow", "&Keyboard…"),
                QCoreApplication.translate("MainWindow", "Every key of the window and the table"),
            ),
            self.about: (
                QCoreApplication.translate("MainWindow", "&About Koloda"),
                QCoreApplication.translate("MainWindow", "Version and licence"),
            ),
        }
        return {
            **texts,
            **self._window_texts(),
            **self._network_texts(),
            **self._game_texts(),
        }

    def _window_texts(self) -> dict[QAction, tuple[str, str]]:
        """The texts of the commands about the window and the player's choices."""
        return {
            self.statistics: (
                QCoreApplication.translate("MainWindow", "S&tatistics…"),
                QCoreApplication.translate("MainWindow", "Your results and plots"),
            ),
            self.settings: (
                QCoreApplication.translate("MainWindow", "&Settings…"),
                QCoreApplication.translate("MainWindow", "Change how Koloda looks"),
            ),
            self.sound: (
                QCoreApplication.translate("MainWindow", "S&ound"),
                QCoreApplication.translate("MainWindow", "Play the sounds of the table (M mutes)"),
            ),
            self.full_screen: (
                QCoreApplication.translate("MainWindow", "&Full Screen"),
                QCoreApplication.translate("MainWindow", "Use the whole screen for the table"),
            ),
            self.show_log: (
                QCoreApplication.translate("MainWindow", "Show Game &Log"),
                QCoreApplication.translate("MainWindow", "Show the moves of the game in words"),
            ),
        }

    def _network_texts(self) -> dict[QAction, tuple[str, str]]:
        """Game > Host / Join a Network Game (issue 42)."""
        return {
            self.host_network: (
                QCoreApplication.translate("MainWindow", "&Host a Network Game…"),
                QCoreApplication.translate(
                    "MainWindow", "Open a table for friends on the local network"
                ),
            ),
            self.join_network: (
                QCoreApplication.translate("MainWindow", "&Join a Network Game…"),
                QCoreApplication.translate("MainWindow", "Sit at a friend's table on the network"),
            ),
        }

    def _game_texts(self) -> dict[QAction, tuple[str, str]]:
        """Each game's Help entries: its rules and its guided first game."""
        texts: dict[QAction, tuple[str, str]] = {}
        for k in kits():
            texts[self.rules[k.game]] = (
                QCoreApplication.translate("MainWindow", "Rules of %s") % k.title(),
                QCoreApplication.translate("MainWindow", "How to play %s") % k.title(),
            )
            texts[self.learn[k.game]] = (
                QCoreApplication.translate("MainWindow", "Learn to Play %s") % k.title(),
                QCoreApplication.translate("MainWindow", "A guided first game of %s") % k.title(),
            )
        return texts


def recent_label(path: str) -> str:
    """A recent file as File > Open Recent names it: "ryadky-2026-12-07-1143.koloda  [~/Games]"
    (the home folder as ~; a full path ran the menu half across the screen), an "&" in it
    doubled so that it shows as itself, not as the next letter's mnemonic."""
    file = Path(path)
    try:
        folder = str(Path("~") / file.parent.relative_to(Path.home()))
    except ValueError:  # outside the home folder
        folder = str(file.parent)
    return f"{file.name}  [{folder}]".replace("&", "&&")
