"""Building the translations: ``.ts`` sources to ``.qm`` files with Qt's own tools (issue 36).

The ``.qm`` files are made when Koloda is built, never when it runs: the wheel's build
(``setup.py``'s build step, also in an editable install), the bundles' build scripts and a
developer's ``python -m koloda.app.i18n build`` call ``build()``; the app only loads them
(``koloda.app.i18n``). This module imports no Qt and nothing of Koloda, so ``setup.py`` loads it
by its path while the package is not installed yet; ``pyside6-lrelease`` and
``pyside6-lupdate`` come from the PySide6 wheel (a build requirement in pyproject.toml).

English is the source language and has no file: its texts with a count are made singular or
plural in code (``koloda.app.table.names.english_number``), Russian's and Ukrainian's three forms
("1 карта", "2 карты", "5 карт") are Qt's numerus forms in the ``.ts`` files.
"""

from __future__ import annotations

import importlib.util
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

TRANSLATED = ("ru", "uk")  # English is the source language
SCANNED = ("desktop/koloda/app", "desktop/koloda/games", "desktop/koloda/store")  # for `update`
TOOL_TIMEOUT_S = 120


class I18nError(RuntimeError):
    """A translation could not be built or updated; the message says why."""


def tool(name: str) -> Path | None:
    """A Qt Linguist tool (``lrelease``, ``lupdate``) from the PySide6 wheel, or the PATH's."""
    exe = name + (".exe" if os.name == "nt" else "")
    spec = importlib.util.find_spec("PySide6")
    for folder in (spec.submodule_search_locations or []) if spec else []:
        bundled = Path(folder) / exe
        if bundled.is_file():
            return bundled
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    return Path(found) if found else None


def _run(args: list[str]) -> subprocess.CompletedProcess[str]:
    try:
        return subprocess.run(
            args, capture_output=True, text=True, check=False, timeout=TOOL_TIMEOUT_S
        )
    except (OSError, subprocess.SubprocessError) as e:
        raise I18nError(f"{Path(args[0]).name} could not run: {e}") from None


def compile_ts(ts: Path, qm: Path) -> None:
    """Run lrelease on ``ts`` into ``qm`` atomically (a temp file, then replace)."""
    lrelease = tool("lrelease")
    if lrelease is None:
        raise I18nError("pyside6-lrelease was not found (is PySide6 installed?)")
    if not ts.is_file():
        raise I18nError(f"{ts} is missing")
    qm.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=qm.parent, prefix=f".{qm.name}.", suffix=".tmp")
    os.close(fd)
    try:
        run = _run([str(lrelease), "-silent", str(ts), "-qm", tmp])
        if run.returncode != 0 or os.path.getsize(tmp) == 0:
            detail = (run.stderr or run.stdout).strip() or f"exit {run.returncode}"
            raise I18nError(f"lrelease failed on {ts.name}: {detail}")
        os.replace(tmp, qm)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def ts_files(folder: Path) -> dict[str, Path]:
    """Each translation's ``.ts`` in ``folder`` (resources/i18n)."""
    return {lang: folder / f"koloda_{lang}.ts" for lang in TRANSLATED}


def stale(folder: Path) -> list[str]:
    """The languages whose ``.qm`` is missing or older than its ``.ts``."""
    out = []
    for lang, ts in ts_files(folder).items():
        qm = ts.with_suffix(".qm")
        if not qm.is_file() or qm.stat().st_mtime < ts.stat().st_mtime:
            out.append(lang)
    return out


def build(folder: Path) -> list[Path]:
    """Compile every ``.ts`` of ``folder`` into a ``.qm`` beside it."""
    built = []
    for ts in ts_files(folder).values():
        qm = ts.with_suffix(".qm")
        compile_ts(ts, qm)
        built.append(qm)
    return built


def update(root: Path, folder: Path) -> str:
    """Merge the strings of the scanned sources under ``root`` into the ``.ts`` files of
    ``folder`` (pyside6-lupdate); returns what lupdate said."""
    lupdate = tool("lupdate")
    if lupdate is None:
        raise I18nError("pyside6-lupdate was not found (is PySide6 installed?)")
    sources = sorted(str(p) for d in SCANNED for p in (root / d).rglob("*.py"))
    targets = [str(ts) for ts in ts_files(folder).values()]
    run = _run([str(lupdate), "-locations", "none", "-no-obsolete", *sources, "-ts", *targets])
    if run.returncode != 0:
        raise I18nError(f"lupdate failed: {(run.stderr or run.stdout).strip()}")
    return run.stdout.strip()
