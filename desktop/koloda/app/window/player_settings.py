"""What the player's settings do to one main window: the Settings dialog, a change applied at
once (speed, look, name, hints, sound, language), Game > Sound, and the settings the window
keeps by itself (the files used, a game kept aside, the choices remembered). The settings
themselves, loaded and saved, are the window's ``Preferences``."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from koloda.app.i18n import current_language, install_language
from koloda.app.table.timing import speed_factor
from koloda.store.settings import Settings

if TYPE_CHECKING:
    from koloda.app.window.main_window import MainWindow
    from koloda.app.window.settings_dialog import SettingsDialog

__all__ = ["LOOK", "PlayerSettings"]

# the settings that change how the table looks
LOOK = (
    "card_deck",
    "card_style",
    "card_back",
    "table_colour",
    "table_surface",
    "high_contrast",
    "large_cards",
)


class PlayerSettings:
    """The settings of one window put to work."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.speed = "normal"

    def set_speed(self, speed: str) -> None:
        """Animations and the opponents' pace follow the speed setting (a demo plays at once)."""
        w = self.window
        self.speed = speed
        if w._game_page is not None:
            w._game_page.table.set_speed(speed)
        w.controller.pace = speed_factor(speed)

    def apply_appearance(self) -> None:
        self.window.stack.set_look(self.window.settings)  # the screens on the table's cloth
        page = self.window._game_page
        if page is not None:  # a table made later takes the settings then
            page.set_look(self.window.settings)

    def show_dialog(
        self,
        parent: QWidget | None = None,
        then: Callable[[], None] | None = None,
        name_at_table: str = "",
    ) -> SettingsDialog:
        """The Settings dialog (non-blocking) over ``parent`` (the window, or a network table
        where the friends know the person as ``name_at_table``); OK saves and applies at
        once, then calls ``then``."""
        from koloda.app.window.settings_dialog import SettingsDialog

        dialog = SettingsDialog(self.window.settings, parent or self.window)
        dialog.keep_name_at_table(name_at_table)
        dialog.show_no_device(self.window.sounds.device_failed())
        dialog.accepted.connect(lambda: self.apply(dialog.settings()))
        if then is not None:
            dialog.accepted.connect(then)
        dialog.finished.connect(dialog.deleteLater)
        dialog.open()
        return dialog

    def apply(self, new: Settings) -> None:
        """Save ``new`` and apply it now: speed, look, language, name, undo and hints."""
        w, old = self.window, self.window.settings
        # the files used since the dialog opened are kept (the dialog does not edit them)
        new = replace(new, recent_files=old.recent_files, last_folder=old.last_folder)
        problem = w.preferences.save(new)
        if problem:
            w.inform(QCoreApplication.translate("MainWindow", "Settings"), problem)
        self.set_speed(new.animation_speed)
        if any(getattr(new, k) != getattr(old, k) for k in LOOK):
            self.apply_appearance()
        if new.player_name != old.player_name and w.turns.in_progress():
            w.controller.rename_human(w.player_name())  # shown at once on the table
            w.game_page.rename_players()
            w.saved_games.autosave(True)
        if not new.hints_allowed and w._game_page is not None:
            w._game_page.clear_hint()
        self.apply_sound()
        if new.language != current_language():
            install_language(new.language)  # every widget gets LanguageChange: retranslate()
        w.turns.update()

    def set_sound(self, on: bool, say: Callable[[str, int], None] | None = None) -> None:
        """Game > Sound (M): sound on or off at once, remembered; said by ``say`` (a network
        table's status line) or the window's."""
        if on != self.window.settings.sound_on:
            self.store(replace(self.window.settings, sound_on=on))
        self.apply_sound()
        silent = on and self.window.sounds.device_failed()  # "Sound on", then nothing heard
        if silent:
            said = QCoreApplication.translate(
                "MainWindow", "Sound on, but this computer has no sound device Koloda can open"
            )
        elif on:
            said = QCoreApplication.translate("MainWindow", "Sound on")
        else:
            said = QCoreApplication.translate("MainWindow", "Sound off")
        (say or self.window.say)(said, 8000 if silent else 3000)

    def apply_sound(self) -> None:
        """The sounds as the settings say (off silences what is playing); the menu item too."""
        w = self.window
        w.sounds.set_volume(w.settings.sound_volume)
        w.sounds.set_enabled(w.settings.sound_on)
        w.commands.show_sound(w.settings.sound_on)

    def remember_file(self, path: str) -> None:
        """File > Open Recent and the folder of the next Open/Save As."""
        w = self.window
        self.store(w.settings.with_recent(path))
        w.saved_games.folder = w.settings.last_folder
        w.commands.set_recent(w.settings.recent_files)

    def remember_kept(self, path: str) -> None:
        """A game not resumed, first in File > Open Recent (Open and Save As still start in the
        folder they did)."""
        w = self.window
        folder = w.settings.last_folder
        self.store(replace(w.settings.with_recent(path), last_folder=folder))
        w.commands.set_recent(w.settings.recent_files)

    def offered(self, *games: str) -> None:
        """The guided first game of ``games`` was offered (the New Game dialog's "New to …?"
        note, or Learn to Play itself): the note is not shown for them again. A demo keeps
        nothing."""
        w = self.window
        was = w.settings.lessons_offered
        new = [game for game in dict.fromkeys(games) if game not in was]
        if new and not w.demo:
            self.store(replace(w.settings, lessons_offered=[*was, *new]))

    def store(self, new: Settings) -> None:
        """Settings the window changed by itself, kept (for this session only if they cannot
        be saved)."""
        problem = self.window.preferences.save(new)
        if problem:
            self.window.say(problem, 8000)
