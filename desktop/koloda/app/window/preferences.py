"""The player's settings on one window (koloda.store.settings): loaded at start, changed by the
Settings dialog or by the window itself (the recent files, the lessons offered), and saved at
once, except on a window that leaves no trace (a demo). A setting that cannot be saved is kept
for this session. The language by default is the system's, if Koloda speaks it: on the first
start (no settings file yet), and where the file's language could not be read, a player whose
desktop is in Ukrainian or Russian never meets an English window."""

from __future__ import annotations

from koloda.app.i18n import system_language
from koloda.store.jsonio import Message, StoreError
from koloda.store.settings import Settings, SettingsStore

__all__ = ["Preferences"]


class Preferences:
    """The settings in use and the file they are kept in."""

    def __init__(self, *, persist: bool) -> None:
        self.store = SettingsStore()
        self.persist = persist
        # the defaults until load(), in the system's language: a demo, which loads nothing,
        # spoke English on any desktop
        self.settings = Settings(language=system_language())

    def load(self) -> Message | None:
        """Read the settings file (a window that keeps nothing keeps the defaults); why it
        was bad, if it was."""
        if not self.persist:
            return None
        self.settings, notice = self.store.load()
        if "language" in self.store.defaulted:
            self.settings.language = system_language()
        return notice

    def save(self, new: Settings) -> str:
        """Use ``new`` from now on and save it; why it could not be saved ("" when it was)."""
        self.settings = new
        if self.persist:
            try:
                self.store.save(new)
            except (StoreError, ValueError) as e:
                return e.translated() if isinstance(e, StoreError) else str(e)
        return ""

    def player_name(self) -> str:
        """The human's name on the table: the setting, or the translated word for "You"."""
        return self.settings.player_name or "You"  # "You" is translated where it is shown
