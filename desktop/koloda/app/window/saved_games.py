"""The player's games on disk: the autosave after every action and the offer to resume it at
start, Save As and Open of ``.koloda`` files (koloda.store.saves). A saved file is checked by
``koloda.match.Match.from_json`` alone; a bad one says why and changes nothing on screen.

A failing autosave (a full disk, no permission) is not said once and forgotten: ``problem``
carries the reason and stays on until a save works again (``problem`` with "").
"""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtWidgets import QFileDialog, QWidget

from koloda.app.games import kit
from koloda.app.play.controller import GameController
from koloda.match import Match, MatchError
from koloda.store import saves
from koloda.store.jsonio import StoreError


class Host(Protocol):
    """What the saved games ask of the window: questions, message boxes, the status bar."""

    def ask(self, title: str, text: str) -> bool: ...
    def inform(self, title: str, text: str, warning: bool = True) -> Any: ...
    def say(self, text: str, ms: int = 6000) -> None: ...


class SavedGames(QObject):
    """Autosave, resume, Save As and Open for one window's controller."""

    problem = Signal(str)  # why the game cannot be saved now; "" once a save works again
    fileUsed = Signal(str)  # a .koloda file was saved or opened (File > Open Recent)
    keptAside = Signal(str)  # a game not resumed, kept as this file (File > Open Recent)

    def __init__(
        self, controller: GameController, host: Host, parent: QWidget, *, persist: bool
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.host = host
        self.parent_widget = parent
        self.persist = persist  # a demo leaves no trace
        self.failing = ""  # the reason the last autosave failed ("" when it worked)
        self.folder = ""  # where Open and Save As start ("" = the home folder)
        self.kept_words = ""  # what was said of the last game set aside (File > Open Recent)

    # ------------------------------------------------------------------ the autosave

    def autosave(self, in_progress: bool) -> None:
        """Save the match in progress to the autosave slot (after every action)."""
        if not self.persist or not in_progress:
            return
        try:
            saves.autosave(self.controller.to_json())
        except (StoreError, MatchError, TypeError, ValueError) as e:
            text = e.translated() if isinstance(e, StoreError) else str(e)
            if text != self.failing:
                self.failing = text
                self.problem.emit(text)
            return
        if self.failing:
            self.failing = ""
            self.problem.emit("")

    def forget(self) -> None:
        """The match is over or abandoned: nothing to resume."""
        if self.persist:
            saves.clear_autosave()

    def resumable(self, ask: bool = True) -> Match | None:
        """At start: the autosaved match if the player wants it back (they are asked); not
        ``ask``ed (a file was opened with Koloda), it is kept in File > Open Recent as a No
        keeps it."""
        if not self.persist:
            return None
        loaded: list[Match] = []  # the file is checked by the match alone, once
        data, notice = saves.load_autosave(validate=lambda d: loaded.append(Match.from_json(d)))
        if notice is not None:
            self.host.inform(
                QCoreApplication.translate("MainWindow", "Resume"), notice.translated()
            )
        if data is None or not loaded:
            return None
        match = loaded[0]
        title = kit(match.config.game).title()
        question = (
            QCoreApplication.translate(
                "MainWindow", "Resume your %s game?\n\nNo keeps it in File > Open Recent."
            )
            % title
        )
        if not ask or not self.host.ask(
            QCoreApplication.translate("MainWindow", "Resume"), question
        ):
            self._set_aside(match, title)
            return None
        return match

    def _set_aside(self, match: Match, title: str) -> None:
        """A game not resumed is kept as a file of its own, in File > Open Recent, and said
        (issue 41: No deleted it without a word)."""
        stem = f"{match.config.game}-{time.strftime('%Y-%m-%d-%H%M')}"
        kept = saves.set_aside_autosave(stem)
        if kept is None:  # it could not be moved: it stays the autosave, offered next time
            return
        self.keptAside.emit(str(kept))
        self.kept_words = QCoreApplication.translate(
            "MainWindow", "Your %s game was kept as %s: File > Open Recent opens it."
        ) % (title, kept.name)
        self.host.say(self.kept_words, 15000)

    # ------------------------------------------------------------------ files

    def save_as(self, path: str | Path | None = None) -> bool:
        """Save the match to a .koloda file (asks for the name when none is given)."""
        config = self.controller.config
        if config is None:
            self.host.say(QCoreApplication.translate("MainWindow", "There is no game to save."))
            return False
        if path is None:
            path = self._ask_path(True, str(self.start_folder() / f"{config.game}.koloda"))
            if not path:
                return False
        target = saves.with_suffix(path)
        try:
            saves.save_game(target, self.controller.to_json())
        except (StoreError, MatchError, TypeError, ValueError) as e:
            text = e.translated() if isinstance(e, StoreError) else str(e)
            self.host.inform(QCoreApplication.translate("MainWindow", "Save game"), text)
            return False
        self.host.say(QCoreApplication.translate("MainWindow", "Game saved to %s") % target.name)
        self.fileUsed.emit(str(target))
        return True

    def open(self, path: str | Path | None = None) -> Match | None:
        """The match of a .koloda file, checked; None (the reason said) for a bad file."""
        if path is None:
            path = self._ask_path(False, str(self.start_folder()))
            if not path:
                return None
        loaded: list[Match] = []
        title = QCoreApplication.translate("MainWindow", "Open game")
        try:
            saves.load_game(path, validate=lambda d: loaded.append(Match.from_json(d)))
        except StoreError as e:
            self.host.inform(title, e.translated())
            return None
        except Exception as e:  # a hostile file must never take the app down
            text = QCoreApplication.translate("MainWindow", "This file cannot be opened: %s")
            self.host.inform(title, text % e)
            return None
        self.host.say(QCoreApplication.translate("MainWindow", "Opened %s") % Path(path).name)
        self.fileUsed.emit(str(Path(path)))
        return loaded[0]

    def start_folder(self) -> Path:
        """The folder Open and Save As start in: the last one used, if it is still there."""
        folder = Path(self.folder) if self.folder else Path.home()
        return folder if folder.is_dir() else Path.home()

    def _ask_path(self, saving: bool, start: str) -> str:
        ask: Callable[..., tuple[str, str]] = (
            QFileDialog.getSaveFileName if saving else QFileDialog.getOpenFileName
        )
        title = (
            QCoreApplication.translate("MainWindow", "Save game")
            if saving
            else QCoreApplication.translate("MainWindow", "Open game")
        )
        path, _ = ask(
            self.parent_widget,
            title,
            start,
            QCoreApplication.translate("MainWindow", "Koloda games (*.koloda)"),
        )
        return path
