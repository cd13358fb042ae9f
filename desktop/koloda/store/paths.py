"""Where Koloda keeps its files: platformdirs, or ``$KOLODA_HOME/{config,data,cache}`` if set.

Tests and portable installs set ``KOLODA_HOME`` (or pass a directory to the stores) so that the
real home directory is never touched.
"""

from __future__ import annotations

import os
from pathlib import Path

import platformdirs

APP_NAME = "Koloda"
HOME_ENV = "KOLODA_HOME"


def _home(sub: str) -> Path | None:
    home = os.environ.get(HOME_ENV)
    return Path(home).expanduser() / sub if home else None


def config_dir() -> Path:
    """Settings live here: ``platformdirs.user_config_dir("Koloda")``."""
    return _home("config") or Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """Saves and statistics live here: ``platformdirs.user_data_dir("Koloda")``."""
    return _home("data") or Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def cache_dir() -> Path:
    """Rebuildable files (compiled translations): ``platformdirs.user_cache_dir("Koloda")``."""
    return _home("cache") or Path(platformdirs.user_cache_dir(APP_NAME, appauthor=False))
