"""Before Qt starts: one plain sentence for a missing system library or display, not a traceback.

Qt's own reports are misleading on a minimal Linux: an ``ImportError`` traceback for the first
missing library, or "xcb-cursor0 is needed" (and an abort) for any library of the xcb platform
plugin, even ``libxcb-shape.so.0``, and even when only ``DISPLAY`` is missing. This module
imports no Qt at its top, so it runs before any Qt library loads.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterable, Mapping, MutableMapping

# System libraries (soname -> Debian/Ubuntu package) that the PySide6 wheels' QtCore, QtGui and
# QtWidgets and the offscreen plugin load; the wheels carry everything else.
QT_LIBRARIES = {
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libGL.so.1": "libgl1",
    "libEGL.so.1": "libegl1",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libdbus-1.so.3": "libdbus-1-3",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libX11.so.6": "libx11-6",
}

# What the xcb platform plugin (libqxcb.so and libQt6XcbQpa.so.6) loads besides those.
XCB_LIBRARIES = {
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxcb.so.1": "libxcb1",
    "libX11-xcb.so.1": "libx11-xcb1",
}

# Packages that another one on the README's list installs with it (Debian 12's Depends): when
# both are missing only the one a person would name is said.
COMES_WITH = {
    "libfreetype6": "libfontconfig1",
    "libx11-6": "libgl1",
    "libxcb1": "libgl1",
    "libx11-xcb1": "libegl1",
    "libxcb-randr0": "libegl1",
    "libxcb-sync1": "libegl1",
    "libxcb-xfixes0": "libegl1",
    "libxcb-util1": "libxcb-cursor0",
    "libxcb-image0": "libxcb-cursor0",
    "libxcb-render-util0": "libxcb-cursor0",
    "libxcb-render0": "libxcb-cursor0",
    "libxcb-shm0": "libxcb-cursor0",
    "libxcb-xkb1": "libxkbcommon-x11-0",
}

SONAME = re.compile(r"(lib[\w.+-]+?\.so(?:\.\d+)*)")


LD_CACHE = "/etc/ld.so.cache"
_ld_cache: list[bytes] = []


def _load(soname: str) -> None:
    """Raise OSError unless the dynamic loader finds ``soname``: named in its cache (a byte
    search, a fraction of a millisecond) or, for one installed elsewhere, loaded for real."""
    if not _ld_cache:
        try:
            with open(LD_CACHE, "rb") as f:
                _ld_cache.append(f.read())
        except OSError:
            _ld_cache.append(b"")
    if b"/" + soname.encode() + b"\0" in _ld_cache[0]:
        return
    import ctypes  # a few ms: only for a library the cache does not name

    ctypes.CDLL(soname)


def _import_qt() -> None:
    import PySide6.QtGui
    import PySide6.QtWidgets  # noqa: F401 (imported to see whether its libraries load)


def missing(sonames: Iterable[str], load: Callable[[str], None]) -> list[str]:
    """The sonames of ``sonames`` that cannot be loaded, in order."""
    found: list[str] = []
    for soname in sonames:
        try:
            load(soname)
        except OSError:
            found.append(soname)
    return found


def packages_sentence(sonames: list[str]) -> str:
    """'koloda: Qt cannot start because X is missing. Install it with: sudo apt-get install X'."""
    table = {**QT_LIBRARIES, **XCB_LIBRARIES}
    packages = list(dict.fromkeys(table[s] for s in sonames if s in table))
    packages = [p for p in packages if COMES_WITH.get(p) not in packages]
    unknown = [s for s in sonames if s not in table]
    names = packages + unknown
    listed = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]
    verb = "is" if len(names) == 1 else "are"
    text = f"koloda: Qt cannot start because {listed} {verb} missing."
    if packages:
        them = "it" if len(packages) == 1 else "them"
        text += f" Install {them} with: sudo apt-get install {' '.join(packages)} (Debian/Ubuntu)"
        if unknown:
            text += f"; {' and '.join(unknown)} from your system's packages"
    else:
        text += " Install the system package that provides it."
    return text


def _uses_xcb(environ: Mapping[str, str]) -> bool:
    """Whether Qt will start with its xcb plugin (its choice when QT_QPA_PLATFORM is unset)."""
    chosen = environ.get("QT_QPA_PLATFORM", "").strip()
    if chosen:
        return chosen.split(";")[0].split(":")[0] == "xcb"
    wayland = bool(environ.get("WAYLAND_DISPLAY")) or environ.get("XDG_SESSION_TYPE") == "wayland"
    return not wayland  # a Wayland session tries the wayland plugin first, then falls back


def qt_start_problem(
    environ: Mapping[str, str] = os.environ,
    platform: str = sys.platform,
    load: Callable[[str], None] | None = None,
    import_qt: Callable[[], None] | None = None,
) -> str | None:
    """Why Qt cannot open the window here, in one sentence, or None when it can."""
    load = load or _load
    import_qt = import_qt or _import_qt
    linux = platform.startswith("linux")
    xcb = linux and _uses_xcb(environ)
    try:
        import_qt()
    except ImportError as e:
        if isinstance(e, ModuleNotFoundError):
            return f"koloda: Qt for Python (PySide6) is not installed in this Python ({e})."
        if not linux:
            return f"koloda: Qt cannot start ({e})."
        absent = missing([*QT_LIBRARIES, *(XCB_LIBRARIES if xcb else ())], load)
        first = SONAME.search(str(e))
        if first and first.group(1) not in absent:
            absent.insert(0, first.group(1))
        return packages_sentence(absent) if absent else f"koloda: Qt cannot start ({e})."
    if not xcb:
        return None
    absent = missing(XCB_LIBRARIES, load)  # else Qt blames xcb-cursor0 and aborts
    if absent:
        return packages_sentence(absent)
    if not environ.get("DISPLAY"):
        return (
            "koloda: there is no display to open the window on (DISPLAY is not set): start "
            "Koloda from a desktop session, or set QT_QPA_PLATFORM=offscreen to run it without one."
        )
    return None


def utf8_locale_fallback(environ: MutableMapping[str, str]) -> bool:
    """Set LC_CTYPE=C.UTF-8 when no locale is chosen, as python3 itself does (PEP 538) and a
    frozen app must before Qt starts; a locale the user set is kept. True if it was set."""
    if environ.get("LC_ALL"):
        return False
    chosen = environ.get("LC_CTYPE") or environ.get("LANG") or ""
    if chosen not in ("", "C", "POSIX"):
        return False
    environ["LC_CTYPE"] = "C.UTF-8"
    return True
