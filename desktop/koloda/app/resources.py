"""The one resource-path helper: finds ``resources/`` from the source tree and when frozen."""

from __future__ import annotations

import sys
from pathlib import Path


class ResourceError(FileNotFoundError):
    """A resource the app needs is missing from this installation."""


def resources_root() -> Path:
    """The ``resources/`` folder: inside a PyInstaller bundle (``sys._MEIPASS``) or the repo."""
    frozen = getattr(sys, "_MEIPASS", None)
    candidates: list[Path] = []
    if frozen:
        candidates.append(Path(frozen) / "resources")
    here = Path(__file__).resolve()
    # desktop/koloda/app/resources.py -> the repository root holds resources/
    candidates.append(here.parents[3] / "resources")
    # an installed wheel may carry them next to the package, or as data files under the prefix
    candidates.append(here.parents[1] / "resources")
    candidates.append(Path(sys.prefix) / "share" / "koloda" / "resources")
    for path in candidates:
        if path.is_dir():
            return path
    return candidates[0]


def resource_path(*parts: str) -> Path:
    """Path of a file under ``resources/`` (it may not exist: callers check and explain)."""
    for part in parts:
        if part.startswith(("/", "\\")) or ".." in Path(part).parts:
            raise ResourceError(f"not a resource name: {part!r}")
    return resources_root().joinpath(*parts)


def read_text(*parts: str) -> str:
    """The text of a resource file; raises ResourceError with a clear message if it is missing."""
    path = resource_path(*parts)
    try:
        return path.read_text(encoding="utf-8")
    except OSError as e:
        raise ResourceError(f"missing resource {'/'.join(parts)} ({e.strerror})") from None
