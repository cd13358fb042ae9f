"""Every app test runs with its own KOLODA_HOME (settings, saves and statistics in tmp_path, never
the real home) and answers Yes to the window's questions instead of blocking on a message box."""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "koloda-home"
    monkeypatch.setenv("KOLODA_HOME", str(home))
    from koloda.app.window.main_window import MainWindow

    monkeypatch.setattr(MainWindow, "_ask_user", lambda self, title, text: True)
    return home
