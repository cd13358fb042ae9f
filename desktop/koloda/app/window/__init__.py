"""The main window and its screens, dialogs, settings, statistics and game log."""
