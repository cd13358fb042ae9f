"""The supported Pythons and Qts are stated in pyproject.toml, enforced by pip, and the README
says the same (issue 36): Python 3.11 to 3.13, PySide6-Essentials 6.11 and 6.12 (never 6.12.0
under Python 3.11, whose Signal.emit aborts the interpreter)."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest
from packaging.markers import Marker
from packaging.requirements import Requirement
from packaging.specifiers import SpecifierSet

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))


def pyside_for(requirements: list[str], python: str) -> SpecifierSet:
    """The PySide6-Essentials versions a list of requirements allows under ``python``."""
    found = [
        Requirement(r)
        for r in requirements
        if Requirement(r).name == "PySide6-Essentials"
        and (Requirement(r).marker or Marker("python_version >= '0'")).evaluate(
            {"python_version": python}
        )
    ]
    assert len(found) == 1, (python, found)
    return found[0].specifier


@pytest.mark.parametrize(
    ("python", "allowed"),
    [("3.10", False), ("3.11", True), ("3.12", True), ("3.13", True), ("3.14", False)],
)
def test_requires_python_takes_only_the_tested_pythons(python: str, allowed: bool) -> None:
    assert SpecifierSet(PYPROJECT["project"]["requires-python"]).contains(python) is allowed


@pytest.mark.parametrize("python", ["3.11", "3.12", "3.13"])
@pytest.mark.parametrize(
    ("qt", "allowed_311", "allowed_later"),
    [
        ("6.10.3", False, False),
        ("6.11.0", True, True),
        ("6.11.3", True, True),
        ("6.12.0", False, True),  # the Signal.emit crash under Python 3.11
        ("6.12.1", True, True),
        ("6.13.0", False, False),  # untested: waits until it has been tried
        ("7.0.0", False, False),
    ],
)
def test_pyside6_is_held_to_the_tested_versions(
    python: str, qt: str, allowed_311: bool, allowed_later: bool
) -> None:
    allowed = allowed_311 if python == "3.11" else allowed_later
    runtime = pyside_for(PYPROJECT["project"]["dependencies"], python)
    assert runtime.contains(qt) is allowed
    # the build compiles the translations with the same PySide6 (setup.py)
    build = pyside_for(PYPROJECT["build-system"]["requires"], python)
    assert build == runtime


def test_the_readme_states_the_supported_versions() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert re.search(r"Python 3\.11 to 3\.13", readme)
    assert re.search(r"PySide6-Essentials 6\.11 and 6\.12", readme)
    top = readme.split("## Licence")[0]
    # Ubuntu 22.04's python3 is 3.10: named only as not working
    assert "Ubuntu 22.04 does not work\n(its `python3` is 3.10)" in top
    assert top.count("22.04") == 1
