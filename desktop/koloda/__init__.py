"""Koloda: card games against computer opponents, one package each in ``koloda.games``."""

from __future__ import annotations

__version__: str  # declared only: unbound until asked, so __getattr__ below reads it


def __getattr__(name: str) -> str:
    # __version__ is read when asked, not at import: importlib.metadata costs ~35 ms at start.
    if name != "__version__":
        raise AttributeError(f"module 'koloda' has no attribute {name!r}")
    global __version__
    __version__ = _read_version()
    return __version__


def _read_version() -> str:
    """The installed package's version (pyproject.toml's, the one place it is set)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("koloda")
    except PackageNotFoundError:  # a source tree that is not installed: its own pyproject.toml
        import tomllib
        from pathlib import Path

        pyproject = Path(__file__).resolve().parents[2] / "pyproject.toml"
        try:
            return str(tomllib.loads(pyproject.read_text(encoding="utf-8"))["project"]["version"])
        except (OSError, KeyError, tomllib.TOMLDecodeError):
            return "unknown"
