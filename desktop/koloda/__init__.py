"""Koloda: Ryadky, Chuvash Rooster and Ditch Rummy against computer opponents."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("koloda")
except PackageNotFoundError:  # running from a source tree that is not installed
    __version__ = "0.1.0"
