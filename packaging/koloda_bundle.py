"""What goes into the frozen Koloda: version, excluded modules and the Qt file filter.

Used by ``koloda.spec`` (PyInstaller) and checked by ``tests/test_packaging.py``; plain Python so
that the rules are testable without running a build.
"""

from __future__ import annotations

import posixpath
import re
import sys
import tomllib
from collections.abc import Callable, Iterable
from pathlib import Path, PurePosixPath

ROOT = Path(__file__).resolve().parents[1]

# Qt's Python modules the app may use; the rest of PySide6 is excluded from the analysis so that
# PyInstaller's Qt hooks never collect their libraries, plugins and translations.
QT_BASE_MODULES = ("QtCore", "QtGui", "QtWidgets")
# QtTest: koloda bench --session plays the window with QTest's events (0.7 MB)
QT_OPTIONAL_MODULES = ("QtSvg", "QtSvgWidgets", "QtOpenGL", "QtOpenGLWidgets", "QtTest")
PYSIDE6_MODULES = (
    "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
    "QtAxContainer", "QtBluetooth", "QtCharts", "QtConcurrent", "QtDBus", "QtDataVisualization",
    "QtDesigner", "QtGraphs", "QtGraphsWidgets", "QtHelp", "QtHttpServer", "QtLabsStyleKit",
    "QtLocation", "QtMultimedia", "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth", "QtNfc",
    "QtOpenGL", "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtPrintSupport",
    "QtQml", "QtQmlFeatures", "QtQuick", "QtQuick3D", "QtQuickControls2", "QtQuickTest",
    "QtQuickWidgets", "QtRemoteObjects", "QtScxml", "QtSensors", "QtSerialBus", "QtSerialPort",
    "QtSpatialAudio", "QtSql", "QtStateMachine", "QtSvg", "QtSvgWidgets", "QtTest",
    "QtTextToSpeech", "QtUiTools", "QtWebChannel", "QtWebEngineCore", "QtWebEngineQuick",
    "QtWebEngineWidgets", "QtWebSockets", "QtWebView", "QtXml",
)  # fmt: skip

# Python packages a desktop card game never needs at run time (test tools, other Qt bindings,
# GUI toolkits, notebooks, the East Asian text codecs: Koloda's files are UTF-8); pyqtgraph and
# numpy import some of them only optionally.
PYTHON_EXCLUDES = (
    "tkinter", "_tkinter", "turtle", "turtledemo", "idlelib", "lib2to3", "ensurepip", "venv",
    "pydoc_data", "ssl", "_ssl", "_hashlib", "readline", "PyQt5", "PyQt6", "PySide2", "IPython",
    "jupyter_rfb", "ipywidgets", "matplotlib", "scipy", "pandas", "h5py", "cupy", "numba", "OpenGL",
    "pytest", "_pytest", "pytestqt", "hypothesis", "setuptools", "pkg_resources", "pip", "mypy",
    "ruff", "numpy.f2py", "numpy.distutils", "numpy.testing", "pyqtgraph.examples",
    "pyqtgraph.jupyter", "pyqtgraph.opengl", "pyqtgraph.canvas", "pyqtgraph.flowchart",
    "pyqtgraph.console", "_codecs_jp", "_codecs_kr", "_codecs_cn", "_codecs_tw", "_codecs_hk",
    "_codecs_iso2022",
)  # fmt: skip
# (pyqtgraph.util.cupy_helper and numba_helper stay: `import pyqtgraph` imports them, and they
# import cupy and numba only when asked; leaving them out broke the frozen Statistics window.)

# Kept Qt plugins: plugin type -> base names (without lib prefix / extension). A type that is not
# listed is dropped whole (sqldrivers, tls, printsupport, qmltooling, generic, egl...).
QT_PLUGINS: dict[str, tuple[str, ...]] = {
    # xcb and wayland for desktops, offscreen for CI and the smoke test, windows/cocoa elsewhere.
    "platforms": ("qxcb", "qwayland", "qoffscreen", "qwindows", "qcocoa", "qdirect2d"),
    "platforminputcontexts": (
        "composeplatforminputcontextplugin",
        "ibusplatforminputcontextplugin",
    ),
    "iconengines": ("qsvgicon",),
    "xcbglintegrations": ("qxcb-glx-integration", "qxcb-egl-integration"),
    "wayland-shell-integration": ("xdg-shell",),
    "wayland-decoration-client": ("bradient", "adwaita"),
    "styles": ("qmodernwindowsstyle", "qwindowsvistastyle", "qmacstyle"),
    # Filled per build from the image files in resources/ (see image_format_plugins).
    "imageformats": (),
}
IMAGE_FORMAT_PLUGINS = {
    ".svg": "qsvg", ".svgz": "qsvg", ".jpg": "qjpeg", ".jpeg": "qjpeg", ".gif": "qgif",
    ".ico": "qico", ".webp": "qwebp", ".tif": "qtiff", ".tiff": "qtiff", ".icns": "qicns",
    ".tga": "qtga", ".wbmp": "qwbmp",
}  # fmt: skip

# Qt's own translations the app can load (the app ships English, Russian and Ukrainian).
QT_TRANSLATIONS = re.compile(r"^qtbase_(en|ru|uk)\.qm$")

# Qt libraries of modules the app does not use; they must never end up in the bundle even when a
# plugin or another library would drag them in.
QT_LIBRARY_BLOCKLIST = re.compile(
    r"^(lib)?qt6?(quick|qml|labs|network|pdf|webengine|webview|designer|help|test|sql|"
    r"printsupport|multimedia|3d|charts|graphs|datavis|positioning|location|remoteobjects|scxml|"
    r"sensors|serial|spatialaudio|texttospeech|uitools|virtualkeyboard|wayland(compositor|egl)|"
    r"shadertools|concurrent|xml|statemachine|bluetooth|nfc|httpserver|websockets|webchannel|"
    r"eglfs)",
    re.IGNORECASE,
)

# System libraries of the Linux desktop stack: they come with every desktop (and are listed in
# the .deb's Depends:), and bundling the build machine's copies breaks graphics drivers and fonts
# on newer distributions (libstdc++ older than Mesa's, a fontconfig that cannot read the config).
LINUX_SYSTEM_LIBS = re.compile(
    r"^lib(X11|X11-xcb|Xau|Xdmcp|Xext|Xrender|Xi|xcb.*|xkbcommon.*|fontconfig|freetype|png16|"
    r"glib-2\.0|gthread-2\.0|gobject-2\.0|gio-2\.0|gmodule-2\.0|dbus-1|systemd|expat|brotli.*|"
    r"bsd|md|cap|gcrypt|gpg-error|lz4|zstd|pcre2-8|stdc\+\+|gcc_s|wayland-.*|ffi|harfbuzz|"
    r"graphite2|udev|drm|gbm|Xcursor|Xfixes|Xrandr|Xinerama|icuuc|icui18n|icudata)\.so",
)


# Koloda's saved games as documents (issue 29): the MIME type of packaging/linux/koloda-mime.xml,
# the macOS type identifier exported by the app bundle, the Windows ProgID of koloda.iss.
SAVE_SUFFIX = "koloda"
SAVE_MIME_TYPE = "application/x-koloda"
SAVE_UTI = "org.koloda.koloda-save"


def macos_document_types() -> dict[str, list[dict[str, object]]]:
    """Info.plist keys that make Koloda.app open ``.koloda`` files (Finder's double-click, the
    Dock): the document type it owns and the type identifier (UTI) it declares for them, a
    kind of JSON. The app receives each file as a QFileOpenEvent (app/launch/file_open.py)."""
    return {
        "CFBundleDocumentTypes": [
            {
                "CFBundleTypeName": "Koloda saved game",
                "CFBundleTypeRole": "Editor",
                "LSHandlerRank": "Owner",
                "LSItemContentTypes": [SAVE_UTI],
            }
        ],
        "UTExportedTypeDeclarations": [
            {
                "UTTypeIdentifier": SAVE_UTI,
                "UTTypeDescription": "Koloda saved game",
                "UTTypeConformsTo": ["public.json", "public.data"],
                "UTTypeTagSpecification": {
                    "public.filename-extension": [SAVE_SUFFIX],
                    "public.mime-type": [SAVE_MIME_TYPE],
                },
            }
        ],
    }


# ICU's data (libicudata, trimmed by packaging/linux/trim_icu.py on Linux): the locales of the
# app's languages and root; no character-set converters (Koloda reads and writes UTF-8 only) and
# no dictionaries for breaking Chinese, Japanese, Thai, Lao, Khmer or Burmese text.
ICU_LANGUAGES = ("en", "ru", "uk")
ICU_LOCALE_ITEM = re.compile(r"^([a-z]{2,3})(?:_[A-Za-z0-9]+)*\.res$")
ICU_SHARED_ITEMS = ("root.res", "pool.res", "res_index.res")
# What Qt 6 asks ICU for: collation (QCollator: coll/), case mapping (built into libicuuc), time
# zone names (QTimeZone: zone/ and the zone tables) and converters (none kept). The trees and
# files below serve ICU's own formatting, transliteration, break iteration, StringPrep, spoof
# checks and character names, which Qt does not use.
ICU_UNUSED_TREES = ("translit", "brkitr", "curr", "unit", "lang", "region", "rbnf")
ICU_UNUSED_FILES = (".cnv", ".dict", ".spp", ".cfu", "unames.icu")


def icu_item_kept(name: str) -> bool:
    """Whether an item of ICU's data package (``icudt73l/coll/ru.res``) stays in the bundle."""
    parts = name.split("/")
    base = parts[-1]
    if base.endswith(ICU_UNUSED_FILES) or any(p in ICU_UNUSED_TREES for p in parts[:-1]):
        return False
    if base in ICU_SHARED_ITEMS:
        return True
    locale = ICU_LOCALE_ITEM.match(base)
    return locale is None or locale.group(1) in ICU_LANGUAGES


def read_version(pyproject: Path | None = None) -> str:
    """The project's version: ``[project] version`` of pyproject.toml, the one place it is set."""
    path = pyproject or ROOT / "pyproject.toml"
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, tomllib.TOMLDecodeError) as err:
        raise SystemExit(f"cannot read the version from {path}: {err}") from err
    version = data.get("project", {}).get("version")
    if not isinstance(version, str) or not re.fullmatch(r"\d+\.\d+\.\d+([.-]?\w+)*", version):
        raise SystemExit(f"{path}: [project] version is missing or not like 1.2.3: {version!r}")
    return version


def package_data(pyproject: Path | None = None) -> list[tuple[str, str]]:
    """The package's own data files (each game's lesson and rules pages, in its package) as
    PyInstaller ``datas``, (source, folder in the bundle): the files that pyproject.toml's
    ``[tool.setuptools.package-data]`` gives the wheel, so that the bundle carries the same ones
    where ``importlib.resources`` finds them (koloda.rules.Declaration.read_text)."""
    path = pyproject or ROOT / "pyproject.toml"
    patterns = tomllib.loads(path.read_text(encoding="utf-8"))["tool"]["setuptools"]
    base = path.parent / "desktop" / "koloda"
    found = {
        (str(file), (Path("koloda") / file.parent.relative_to(base)).as_posix())
        for pattern in patterns["package-data"]["koloda"]
        for file in base.glob(pattern)
        if file.is_file()
    }
    return sorted(found)


def windows_version_tuple(version: str) -> tuple[int, int, int, int]:
    """A Windows file version (four integers) from a version like ``1.2.3`` or ``1.2.3rc1``."""
    numbers = [int(n) for n in re.findall(r"\d+", version)[:3]]
    numbers += [0] * (4 - len(numbers))
    return (numbers[0], numbers[1], numbers[2], numbers[3])


# Qt modules that a package the app imports loads at its own import: pyqtgraph's plot curves
# import QtOpenGL and QtOpenGLWidgets unconditionally (pyqtgraph/Qt/OpenGLHelpers.py), so the
# Statistics window needs them even though Koloda never draws with OpenGL.
QT_MODULES_OF_PACKAGES = {"pyqtgraph": ("QtOpenGL", "QtOpenGLWidgets")}


def source_mentions(name: str, package_dir: Path | None = None) -> bool:
    """Whether any module of the koloda package refers to ``name`` (e.g. a Qt module)."""
    base = package_dir or ROOT / "desktop" / "koloda"
    pattern = re.compile(rf"\b{re.escape(name)}\b")
    return any(
        pattern.search(p.read_text(encoding="utf-8", errors="replace")) for p in base.rglob("*.py")
    )


def used_qt_modules(package_dir: Path | None = None, resources: Path | None = None) -> set[str]:
    """Qt modules to bundle: the base three, plus each optional one the app's code imports or a
    package it imports needs (QT_MODULES_OF_PACKAGES).

    QtSvg also when resources hold SVG files (Qt loads them through the svg plugins and QtSvg).
    """
    used = set(QT_BASE_MODULES)
    used.update(m for m in QT_OPTIONAL_MODULES if source_mentions(m, package_dir))
    for package, modules in QT_MODULES_OF_PACKAGES.items():
        if source_mentions(package, package_dir):
            used.update(modules)
    if any(True for _ in (resources or ROOT / "resources").rglob("*.svg")):
        used.add("QtSvg")
    return used


def qt_module_excludes(used: Iterable[str]) -> list[str]:
    """``PySide6.X`` names to exclude from the analysis: every known Qt module that is not used."""
    keep = set(used)
    return [f"PySide6.{m}" for m in PYSIDE6_MODULES if m not in keep]


def image_format_plugins(resources: Path | None = None, used: Iterable[str] = ()) -> set[str]:
    """Image-format plugins needed for the image files in resources/ (PNG is built into Qt)."""
    base = resources or ROOT / "resources"
    plugins = {IMAGE_FORMAT_PLUGINS[p.suffix.lower()] for p in base.rglob("*") if p.is_file()
               and p.suffix.lower() in IMAGE_FORMAT_PLUGINS}  # fmt: skip
    if "QtSvg" in set(used):
        plugins.add("qsvg")
    return plugins


def _plugin_base(filename: str) -> str:
    name = filename.split(".", 1)[0]
    return name[3:] if name.startswith("lib") else name


def _parts(dest: str) -> tuple[str, ...]:
    return PurePosixPath(dest.replace("\\", "/")).parts


def keep_file(dest: str, src: str, image_plugins: Iterable[str] = ()) -> bool:
    """Whether a collected file (destination path inside the bundle, source path) is kept."""
    parts = _parts(dest)
    lower = [p.lower() for p in parts]
    name = parts[-1] if parts else dest
    # Test suites of bundled packages (numpy's, pyqtgraph's) are never run by users.
    if any(p in ("tests", "test", "testing") for p in lower[:-1]):
        return False
    # pyqtgraph's own logo, only for the QApplication pg.mkQApp makes (Koloda makes its own).
    if "pyqtgraph" in lower and "peegee" in lower[:-1]:
        return False
    if "plugins" in lower[:-1]:
        i = lower.index("plugins")
        if len(parts) < i + 3:
            return True
        plugin_type, base = lower[i + 1], _plugin_base(name)
        if plugin_type == "imageformats":
            return base in set(image_plugins)
        return base in QT_PLUGINS.get(plugin_type, ())
    if "translations" in lower[:-1] and name.endswith(".qm") and "pyside6" in lower:
        return bool(QT_TRANSLATIONS.match(name))
    # Applied to every path part: Linux/Windows library names and macOS framework folders alike.
    if any(QT_LIBRARY_BLOCKLIST.match(part) for part in parts):
        return False
    # The PySide6 wheel ships qml/, metatypes/ and headers; an app without QML needs none of them.
    if "pyside6" in lower and any(
        p in ("qml", "metatypes", "typesystems", "include") for p in lower
    ):
        return False
    src_posix = src.replace("\\", "/")
    return not (
        src_posix.startswith(("/lib/", "/usr/lib/", "/lib64/", "/usr/lib64/"))
        and LINUX_SYSTEM_LIBS.match(name)
    )


def filter_toc(
    toc: Iterable[tuple[str, str, str]], image_plugins: Iterable[str] = ()
) -> list[tuple[str, str, str]]:
    """The entries of a PyInstaller TOC (dest, src, typecode) that :func:`keep_file` keeps."""
    plugins = set(image_plugins)
    return [entry for entry in toc if keep_file(entry[0], entry[1] or "", plugins)]


def is_test_module(name: str) -> bool:
    """Whether a module name belongs to a test package (``numpy._core.tests.x``)."""
    return any(part in ("tests", "test", "testing", "conftest") for part in name.split("."))


def _is_root(dest: str, typecode: str) -> bool:
    """Binaries loaded by Python or Qt themselves, not through another binary's link."""
    parts = [p.lower() for p in _parts(dest)]
    name = parts[-1]
    return typecode == "EXTENSION" or "plugins" in parts[:-1] or name.startswith("libpython")


def prune_unreferenced(
    toc: Iterable[tuple[str, str, str]], needed_of: Callable[[str], Iterable[str]]
) -> list[tuple[str, str, str]]:
    """Drop shared libraries that no kept extension module, Qt plugin or libpython links to.

    PyInstaller collects the link dependencies of every plugin before the plugin filter runs, so
    the dropped plugins' libraries (GTK, Pango, Kerberos...) stay behind without this.
    ``needed_of(src)`` gives the library names a binary links to (directly or not).
    """
    entries = list(toc)
    libs: dict[str, tuple[str, str, str]] = {}
    queue: list[str] = []
    for dest, src, typecode in entries:
        if typecode == "SYMLINK":
            continue
        if typecode in ("BINARY", "EXTENSION") and not _is_root(dest, typecode):
            libs.setdefault(PurePosixPath(dest.replace("\\", "/")).name, (dest, src, typecode))
        elif typecode in ("BINARY", "EXTENSION"):
            queue.append(src)
    reached: set[str] = set()
    seen_src: set[str] = set()
    while queue:
        src = queue.pop()
        if src in seen_src:
            continue
        seen_src.add(src)
        for name in needed_of(src):
            if name in libs and name not in reached:
                reached.add(name)
                queue.append(libs[name][1])
    return [
        (dest, src, typecode)
        for dest, src, typecode in entries
        if typecode not in ("BINARY", "EXTENSION")
        or _is_root(dest, typecode)
        or PurePosixPath(dest.replace("\\", "/")).name in reached
    ]


def drop_dangling_symlinks(toc: Iterable[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Drop SYMLINK entries (dest, relative target, "SYMLINK") whose target is not collected."""
    entries = list(toc)
    dests = {dest.replace("\\", "/") for dest, _, typecode in entries if typecode != "SYMLINK"}
    kept = []
    for dest, src, typecode in entries:
        if typecode == "SYMLINK":
            posix = dest.replace("\\", "/")
            target = posixpath.normpath(posixpath.join(posixpath.dirname(posix), src))
            if target not in dests:
                continue
        kept.append((dest, src, typecode))
    return kept


def main(argv: list[str]) -> int:
    """``python packaging/koloda_bundle.py version`` prints the version (for the build scripts)."""
    if argv == ["version"]:
        print(read_version())
        return 0
    if argv == ["windows-version"]:
        print(".".join(map(str, windows_version_tuple(read_version()))))
        return 0
    print("usage: koloda_bundle.py version|windows-version", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
