"""Languages: installs Qt translators for English, Russian and Ukrainian.

Sources are ``resources/i18n/koloda_{ru,uk}.ts`` (committed); the compiled ``.qm`` files are
NOT committed: they are built with ``pyside6-lrelease`` (shipped inside the PySide6 wheel) when
missing or older than their ``.ts`` — beside the sources, or in the user cache directory when
that is read-only. The build and packaging run ``python -m koloda.app.i18n build`` beforehand.

    install_language("uk")      # after QApplication exists; widgets get QEvent.LanguageChange
    install_language("en")      # back to the source strings

Adding strings: write them with ``self.tr("...")`` in QObject subclasses (the context is the
class name, so do not subclass a translated widget) or ``QCoreApplication.translate("Ctx", ...)``
(non-Qt modules mark them with ``QT_TRANSLATE_NOOP("Ctx", ...)``), then run
``python -m koloda.app.i18n update``: pyside6-lupdate scans ``desktop/koloda/app`` and
``desktop/koloda/store`` and merges new strings into both ``.ts`` files, keeping the existing
translations. Translate the new ``<message>`` entries (Qt Linguist: ``pyside6-linguist``, or any
text editor: fill ``<translation>`` and drop ``type="unfinished"``), then ``build``.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from koloda.store.paths import cache_dir

LANGUAGES = {"en": "English", "ru": "Русский", "uk": "Українська"}  # native names
TRANSLATED = ("ru", "uk")  # English is the source language
SCANNED = ("desktop/koloda/app", "desktop/koloda/store")  # what `update` feeds to lupdate

_installed: list[QTranslator] = []


class I18nError(RuntimeError):
    """A translation could not be built or loaded; the message says why."""


def i18n_dir() -> Path:
    """``resources/i18n`` (through the app's one resource-path helper)."""
    from koloda.app.resources import resource_path

    return resource_path("i18n")


def ts_path(lang: str) -> Path:
    return i18n_dir() / f"koloda_{lang}.ts"


def _tool(name: str) -> Path | None:
    """A Qt Linguist tool from the PySide6 wheel (or the PATH)."""
    import PySide6

    exe = name + (".exe" if os.name == "nt" else "")
    bundled = Path(PySide6.__file__).resolve().parent / exe
    if bundled.is_file():
        return bundled
    found = shutil.which(f"pyside6-{name}") or shutil.which(name)
    return Path(found) if found else None


def compile_ts(ts: Path, qm: Path) -> None:
    """Run lrelease on ``ts`` into ``qm`` atomically (a temp file, then replace)."""
    lrelease = _tool("lrelease")
    if lrelease is None:
        raise I18nError("pyside6-lrelease was not found (is PySide6 installed?)")
    qm.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=qm.parent, prefix=f".{qm.name}.", suffix=".tmp")
    os.close(fd)
    try:
        run = subprocess.run(
            [str(lrelease), "-silent", str(ts), "-qm", tmp],
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
        if run.returncode != 0 or os.path.getsize(tmp) == 0:
            raise I18nError(f"lrelease failed on {ts.name}: {(run.stderr or run.stdout).strip()}")
        os.replace(tmp, qm)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)


def _fresh(qm: Path, ts: Path) -> bool:
    return qm.is_file() and (not ts.is_file() or qm.stat().st_mtime >= ts.stat().st_mtime)


def qm_path(lang: str) -> Path:
    """The compiled translation for ``lang``, built now if missing or stale."""
    ts = ts_path(lang)
    beside = ts.with_suffix(".qm")
    cached = cache_dir() / "i18n" / beside.name
    for qm in (beside, cached):
        if _fresh(qm, ts):
            return qm
    errors: list[str] = []
    if ts.is_file():
        for qm in (beside, cached):  # resources/ may be read-only once installed
            try:
                compile_ts(ts, qm)
                return qm
            except (OSError, I18nError, subprocess.SubprocessError) as e:
                errors.append(str(e))
    for qm in (beside, cached):  # a stale translation beats none
        if qm.is_file():
            return qm
    raise I18nError(f"no translation for {lang!r}: " + ("; ".join(errors) or f"{ts} is missing"))


def plural_index(n: int) -> int:
    """Russian and Ukrainian plural form of ``n``: 0 one (1, 21...), 1 few (2-4, 22-24...),
    2 many."""
    n = abs(n)
    if n % 10 == 1 and n % 100 != 11:
        return 0
    if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
        return 1
    return 2


class KolodaTranslator(QTranslator):
    """Koloda's .qm. pyside6-lupdate cannot mark a message of a Python source as plural, so a
    translation may hold its forms as "one|few|many" (e.g. "%n карта|%n карты|%n карт"); asked
    with a count, this picks the form (Qt then puts the number in for %n)."""

    def translate(
        self, context: str, source: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        text = super().translate(context, source, disambiguation, n)
        if not text and n >= 0:  # Qt finds a message without plural forms only without a count
            text = super().translate(context, source, disambiguation, -1)
        if not text:
            return None  # type: ignore[return-value]  # a null string: ask the next translator
        forms = text.split("|")
        if n < 0 or len(forms) < 2:
            return text
        return forms[min(plural_index(n), len(forms) - 1)]


def install_language(lang: str) -> bool:
    """Replace the installed translators by ``lang``'s (Koloda's and Qt's own); True if Koloda's
    translation is active (always for English). Widgets receive QEvent.LanguageChange."""
    app = QCoreApplication.instance()
    if app is None:
        raise I18nError("install_language needs a QApplication")
    for translator in _installed:
        QCoreApplication.removeTranslator(translator)
    _installed.clear()
    if lang == "en":
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
        return True
    if lang not in LANGUAGES:
        return False
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt = QTranslator(app)
    if qt.load(f"qtbase_{lang}", qt_dir):  # standard buttons: OK, Cancel, Yes, No...
        _installed.append(qt)
    ours = KolodaTranslator(app)
    try:
        loaded = ours.load(str(qm_path(lang)))
    except I18nError:
        loaded = False
    if loaded:
        _installed.append(ours)
    for translator in _installed:
        QCoreApplication.installTranslator(translator)
    # deliver the queued LanguageChange now: every widget is retranslated when this returns
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return loaded


def current_language() -> str:
    """The language of the installed translation ("en" when none)."""
    for translator in _installed:
        lang = translator.language()[:2]
        if lang in LANGUAGES and Path(translator.filePath()).name.startswith("koloda_"):
            return lang
    return "en"


def display_name(name: str) -> str:
    """A player's name as the installed language spells it: the opponents' default names and
    the human's "You" are translated at display, any other name is the player's own."""
    from koloda.match import OPPONENT_NAMES

    if name in OPPONENT_NAMES:
        return QCoreApplication.translate("Names", name)
    if name == "You":
        return QCoreApplication.translate("MainWindow", "You")
    return name


def system_language() -> str:
    """The user's system language if Koloda speaks it, else English (a first-run default)."""
    for name in QLocale.system().uiLanguages():
        lang = name[:2].lower()
        if lang in LANGUAGES:
            return lang
    return "en"


def build() -> list[Path]:
    """Compile every ``.ts`` beside itself (``python -m koloda.app.i18n build``)."""
    built = []
    for lang in TRANSLATED:
        ts = ts_path(lang)
        qm = ts.with_suffix(".qm")
        compile_ts(ts, qm)
        built.append(qm)
    return built


def update(root: Path | None = None) -> None:
    """Merge the strings of the scanned sources into the ``.ts`` files (pyside6-lupdate)."""
    lupdate = _tool("lupdate")
    if lupdate is None:
        raise I18nError("pyside6-lupdate was not found (is PySide6 installed?)")
    base = root or Path(__file__).resolve().parents[3]
    sources = sorted(str(p) for d in SCANNED for p in (base / d).rglob("*.py"))
    targets = [str(ts_path(lang)) for lang in TRANSLATED]
    run = subprocess.run(
        [str(lupdate), "-locations", "none", "-no-obsolete", *sources, "-ts", *targets],
        capture_output=True,
        text=True,
        check=False,
    )
    if run.returncode != 0:
        raise I18nError(f"lupdate failed: {(run.stderr or run.stdout).strip()}")
    print(run.stdout.strip())


def main(argv: list[str]) -> int:
    usage = "usage: python -m koloda.app.i18n build|update"
    if argv != ["build"] and argv != ["update"]:
        print(usage, file=sys.stderr)
        return 2
    try:
        if argv == ["build"]:
            for qm in build():
                print(f"built {qm}")
        else:
            update()
    except (I18nError, OSError) as e:
        print(f"error: {e}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
