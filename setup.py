"""The build step pyproject.toml cannot say: the translations are compiled when Koloda is built.

``build_py`` runs ``pyside6-lrelease`` (from the PySide6 wheel, a build requirement) on
``resources/i18n/*.ts`` and ships the ``.qm`` files as data files beside the sources, under
``<prefix>/share/koloda/resources/i18n`` where the installed app looks. A wheel, an install from
the sdist and an editable install (``pip install -e .``, which leaves them in the source tree's
``resources/i18n``) all build them; the app only loads them (issue 36). A failed compile fails
the build: a Koloda without its translations is not installed silently.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

from setuptools import setup
from setuptools.command.build_py import build_py

ROOT = Path(__file__).resolve().parent
I18N = "resources/i18n"
TARGET = "share/koloda/resources/i18n"  # as pyproject.toml's [tool.setuptools.data-files]


def _i18n_build() -> ModuleType:
    """koloda.app.i18n_build, loaded by path: the package is not installed while it builds."""
    path = ROOT / "desktop" / "koloda" / "app" / "i18n_build.py"
    spec = importlib.util.spec_from_file_location("koloda_i18n_build", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


class BuildWithTranslations(build_py):
    """build_py, then the translations compiled and added to the data files."""

    def run(self) -> None:
        super().run()
        i18n_build = _i18n_build()
        built = i18n_build.build(ROOT / I18N)
        for qm in built:
            self.announce(f"compiled {qm.relative_to(ROOT)}", level=2)
        files = [str(qm.relative_to(ROOT)) for qm in built]
        data_files = self.distribution.data_files
        if data_files is None:
            data_files = self.distribution.data_files = []
        if not any(target == TARGET and set(files) <= set(names) for target, names in data_files):
            data_files.append((TARGET, files))


setup(cmdclass={"build_py": BuildWithTranslations})
