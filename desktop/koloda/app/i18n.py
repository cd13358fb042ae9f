"""Languages: installs Qt translators for English, Russian and Ukrainian.

Sources are ``resources/i18n/koloda_{ru,uk}.ts`` (committed); the compiled ``.qm`` files are
NOT committed: they are built when Koloda is built (the wheel's build step in ``setup.py``, an
editable install, the bundles' scripts, ``python -m koloda.app.i18n build``: see
``koloda.app.i18n_build``), and the app only loads them; it never runs a Qt tool (issue 36).

    install_language("uk")      # after QApplication exists; widgets get QEvent.LanguageChange
    install_language("en")      # back to the source strings

Adding strings: write them with ``self.tr("...")`` in QObject subclasses (the context is the
class name, so do not subclass a translated widget) or ``QCoreApplication.translate("Ctx", ...)``
(non-Qt modules mark them with ``QT_TRANSLATE_NOOP("Ctx", ...)``); a text with a count is a
method of ``koloda.app.table.names.Plurals`` or, for the hint and the review, of
``koloda.app.games.counts`` (``self.tr(text, "", n)``: one source text with ``%n`` and Qt's
numerus forms; English's "(s)" made singular or plural by ``names.english_number``).
Then run ``python -m koloda.app.i18n update``: pyside6-lupdate scans ``desktop/koloda/app``,
``desktop/koloda/games`` (the games' table kits) and ``desktop/koloda/store`` and merges new
strings into the ``.ts`` files, keeping the existing translations. Translate the new
``<message>`` entries (Qt Linguist: ``pyside6-linguist``, or any text editor: fill
``<translation>``, with a ``<numerusform>`` per plural form, and drop ``type="unfinished"``),
then ``build``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from koloda.app import i18n_build
from koloda.app.i18n_build import I18nError

LANGUAGES = {"en": "English", "ru": "Русский", "uk": "Українська"}  # native names
TRANSLATED = i18n_build.TRANSLATED  # English is the source language

_installed: list[QTranslator] = []


def i18n_dir() -> Path:
    """``resources/i18n`` (through the app's one resource-path helper)."""
    from koloda.app.resources import resource_path

    return resource_path("i18n")


def ts_path(lang: str) -> Path:
    return i18n_dir() / f"koloda_{lang}.ts"


def qm_path(lang: str) -> Path:
    """The compiled translation for ``lang``, as the build left it; I18nError if there is none
    (the app never compiles one)."""
    qm = i18n_dir() / f"koloda_{lang}.qm"
    if not qm.is_file():
        raise I18nError(
            f"the translation {qm.name} is not installed (a source checkout builds it with "
            "`python -m koloda.app.i18n build`)"
        )
    return qm


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
    ours = QTranslator(app)
    try:
        loaded = ours.load(str(qm_path(lang)))
    except I18nError as e:
        print(f"koloda: {e}", file=sys.stderr, flush=True)
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


def genitive_name(name: str) -> str:
    """A player's name after "against" in the installed language ("против Олены и Ирины",
    "проти Олени й Ірини"): the opponents' default names have their genitive in each language
    (the NamesGenitive context), any other name is as ``display_name`` gives it."""
    from koloda.match import OPPONENT_NAMES

    if name in OPPONENT_NAMES:
        return QCoreApplication.translate("NamesGenitive", name)
    return display_name(name)


def pronoun(name: str) -> str:
    """The one pronoun the sentences about a player use: "she" or "he" for the opponents'
    default names (koloda.match.OPPONENT_PRONOUNS), in any language they are spelt in, and
    "they" for any other name."""
    from koloda.match import OPPONENT_PRONOUNS

    for source, word in OPPONENT_PRONOUNS.items():
        if name in (source, display_name(source)):
            return word
    return "they"


def team_name(names: list[str], seats: tuple[int, ...] | list[int]) -> str:
    """The partners of a side as the installed language spells them ("Вы + Тарас"), made at
    display from the seats' names: a team row keeps the names joined in English."""
    return " + ".join(display_name(names[s]) for s in seats if s < len(names))


def names_and(names: list[str]) -> str:
    """Names as a sentence lists them: "You and Taras", "Olena, Taras and Iryna" (the
    result's "You, Taras win as a team" read as a list, not a sentence)."""
    if len(names) < 2:
        return "".join(names)
    return QCoreApplication.translate("Names", "%s and %s") % (", ".join(names[:-1]), names[-1])


def system_language() -> str:
    """The user's system language if Koloda speaks it, else English (a first-run default)."""
    for name in QLocale.system().uiLanguages():
        lang = name[:2].lower()
        if lang in LANGUAGES:
            return lang
    return "en"


def build() -> list[Path]:
    """Compile every ``.ts`` beside itself (``python -m koloda.app.i18n build``)."""
    return i18n_build.build(i18n_dir())


def update(root: Path | None = None) -> None:
    """Merge the strings of the scanned sources into the ``.ts`` files (pyside6-lupdate)."""
    base = root or Path(__file__).resolve().parents[3]
    print(i18n_build.update(base, i18n_dir()))


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
