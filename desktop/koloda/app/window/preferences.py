"""The player's settings on one window (koloda.store.settings): loaded at start, changed by the
Settings dialog or by the window itself (the recent files, the lessons offered), and saved at
once, except on a window that leaves no trace (a demo). A setting that cannot be saved is kept
for this session. The language by default is the system's, if Koloda speaks it: on the first
start (no settings file yet), and where the file's language could not be read, a player whose
desktop is in Ukrainian or Russian never meets an English window."""

from __future__ import annotations

from koloda.app.i18n import system_language
from koloda.store.jsonio import Message, StoreError
from koloda.store.settings import M_PARTIAL, M_RESET, M_RESET_NOT_KEPT, Settings, SettingsStore

__all__ = ["Preferences"]


class Preferences:
    """The settings in use and the file they are kept in."""

    def __init__(self, *, persist: bool) -> None:
        self.store = SettingsStore()
        self.persist = persist
        self.settings = Settings()  # the defaults until load()

    def load(self) -> Message | None:
        """Read the settings file (a window that keeps nothing keeps the defaults); why it
        was bad, if it was."""
        if not self.persist:
            return None
        first_start = not self.store.path.exists()
        self.settings, notice = self.store.load()
        if first_start or (notice is not None and _language_lost(notice)):
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


def _language_lost(notice: Message) -> bool:
    """The settings file was read without its language: all of it reset, or the language
    among the values reset (a value it cannot use)."""
    if notice.source in (M_RESET, M_RESET_NOT_KEPT):
        return True
    names = str(notice.params.get("names", "")).split(", ")
    return notice.source == M_PARTIAL and "language" in names
