"""Koloda's icon, shared by the app and its windows."""

from __future__ import annotations

from functools import cache

from PySide6.QtGui import QIcon

from koloda.app.resources import resource_path

__all__ = ["app_icon"]


@cache
def app_icon() -> QIcon:
    """Koloda's icon (read once: the app and its windows share it)."""
    icon = QIcon()
    for path in (resource_path("icons", "koloda.svg"), resource_path("icons", "koloda.png")):
        if path.is_file():
            icon.addFile(str(path))
    return icon
