"""Before Qt starts, ``koloda`` names a missing system library or display in one sentence."""

from __future__ import annotations

import importlib.util
import re
import struct
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from koloda.app.launch import system_check as sc
from koloda.app.main import main

ROOT = Path(__file__).resolve().parents[2]
GLIB_ERROR = "libglib-2.0.so.0: cannot open shared object file: No such file or directory"
DESKTOP = {"DISPLAY": ":0"}


def lacking(*absent: str) -> Callable[[str], None]:
    """A library loader on a machine without the ``absent`` sonames."""

    def load(soname: str) -> None:
        if soname in absent:
            raise OSError(f"{soname}: cannot open shared object file: No such file or directory")

    return load


def qt_fails(message: str) -> Callable[[], None]:
    def import_qt() -> None:
        raise ImportError(message)

    return import_qt


def qt_loads() -> None:
    return None


EVERYTHING = (*sc.QT_LIBRARIES, *sc.XCB_LIBRARIES)
# always there: the C and C++ runtimes and what a minimal Debian installs (zlib1g, libzstd1)
BASE = re.compile(
    r"^(libc|libm|libdl|libpthread|librt|ld-linux.*|libstdc\+\+|libgcc_s|libz|libzstd)\.so"
)


def elf_needed(path: Path) -> list[str]:
    """The DT_NEEDED sonames of a 64-bit little-endian ELF file."""
    data = path.read_bytes()
    (shoff,) = struct.unpack_from("<Q", data, 0x28)
    shentsize, shnum = struct.unpack_from("<HH", data, 0x3A)
    sections = [
        struct.unpack_from("<IIQQQQIIQQ", data, shoff + i * shentsize) for i in range(shnum)
    ]
    dynamic = next(s for s in sections if s[1] == 6)  # SHT_DYNAMIC
    strtab = sections[dynamic[6]][4]  # its sh_link: the string table's offset
    names = []
    for at in range(dynamic[4], dynamic[4] + dynamic[5], 16):
        tag, value = struct.unpack_from("<qQ", data, at)
        if tag == 1:  # DT_NEEDED
            names.append(data[strtab + value : data.index(b"\0", strtab + value)].decode())
    return names


def system_needs(start: list[Path], bundled: list[Path]) -> set[str]:
    """The sonames outside the ``bundled`` folders that ``start`` and the bundled libraries
    they load need."""
    todo, seen, system = list(start), set(), set()
    while todo:
        for soname in elf_needed(todo.pop()):
            inside = [folder / soname for folder in bundled if (folder / soname).exists()]
            if inside and soname not in seen:
                seen.add(soname)
                todo.append(inside[0])
            elif not inside and not BASE.match(soname):
                system.add(soname)
    return system


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the wheels' ELF files")
def test_the_tables_name_exactly_what_the_installed_qt_loads() -> None:
    spec = importlib.util.find_spec("PySide6")
    assert spec is not None and spec.submodule_search_locations is not None
    pyside = Path(next(iter(spec.submodule_search_locations)))
    platforms = pyside / "Qt" / "plugins" / "platforms"
    bundled = [pyside / "Qt" / "lib", pyside, pyside.parent / "shiboken6"]
    core = system_needs([pyside / "QtWidgets.abi3.so", platforms / "libqoffscreen.so"], bundled)
    assert core == set(sc.QT_LIBRARIES)
    assert system_needs([platforms / "libqxcb.so"], bundled) - core == set(sc.XCB_LIBRARIES)


def test_only_libxcb_shape_missing_is_named_with_its_install_line() -> None:
    problem = sc.qt_start_problem(DESKTOP, "linux", lacking("libxcb-shape.so.0"), qt_loads)
    assert problem == (
        "koloda: Qt cannot start because libxcb-shape0 is missing. Install it with: "
        "sudo apt-get install libxcb-shape0 (Debian/Ubuntu)"
    )


def test_a_bare_machine_is_told_the_readme_packages_in_one_line() -> None:
    problem = sc.qt_start_problem(DESKTOP, "linux", lacking(*EVERYTHING), qt_fails(GLIB_ERROR))
    assert problem is not None
    m = re.search(r"sudo apt-get install ([\w .+-]+) \(Debian/Ubuntu\)$", problem)
    assert m is not None, problem
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    line = re.search(r"^    apt-get update && apt-get install -y (.+)$", readme, re.MULTILINE)
    assert line is not None
    # the README's line adds the venv and what pip's build needs (lrelease: libgssapi-krb5-2)
    assert line.group(1).split() == ["python3-venv", *m.group(1).split(), "libgssapi-krb5-2"]
    # the packages the named ones pull in (libfreetype6 with libfontconfig1...) are not repeated
    assert "libfreetype6" not in problem and "libxcb-util1" not in problem


def test_offscreen_needs_only_the_core_libraries() -> None:
    problem = sc.qt_start_problem(
        {"QT_QPA_PLATFORM": "offscreen"}, "linux", lacking(*EVERYTHING), qt_fails(GLIB_ERROR)
    )
    assert problem is not None
    assert "libglib2.0-0, libgl1, libegl1, libfontconfig1, libdbus-1-3 and libxkbcommon0" in problem
    assert "xcb" not in problem
    # and once Qt loads, offscreen never asks for the xcb plugin's libraries
    env = {"QT_QPA_PLATFORM": "offscreen"}
    assert sc.qt_start_problem(env, "linux", lacking(*sc.XCB_LIBRARIES), qt_loads) is None


def test_a_library_outside_the_table_is_named_by_its_file() -> None:
    problem = sc.qt_start_problem(
        {"QT_QPA_PLATFORM": "offscreen"},
        "linux",
        lacking(),
        qt_fails("libfancy.so.3: cannot open shared object file: No such file or directory"),
    )
    assert problem == (
        "koloda: Qt cannot start because libfancy.so.3 is missing. "
        "Install the system package that provides it."
    )


def test_no_display_is_said_instead_of_qt_blaming_xcb_cursor() -> None:
    problem = sc.qt_start_problem({}, "linux", lacking(), qt_loads)
    assert problem is not None
    assert "no display" in problem and "QT_QPA_PLATFORM=offscreen" in problem
    assert sc.qt_start_problem({"QT_QPA_PLATFORM": "xcb"}, "linux", lacking(), qt_loads) == problem


@pytest.mark.parametrize(
    "environ",
    [
        {"WAYLAND_DISPLAY": "wayland-0", "DISPLAY": ":0"},
        {"XDG_SESSION_TYPE": "wayland"},
        {"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": ":0"},
    ],
)
def test_a_wayland_session_is_not_checked_for_the_xcb_plugin(environ: dict[str, str]) -> None:
    assert sc.qt_start_problem(environ, "linux", lacking(*sc.XCB_LIBRARIES), qt_loads) is None


def test_a_working_desktop_has_no_problem() -> None:
    assert sc.qt_start_problem(DESKTOP, "linux", lacking(), qt_loads) is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_other_systems_are_not_asked_for_linux_packages(platform: str) -> None:
    assert sc.qt_start_problem({}, platform, lacking(*EVERYTHING), qt_loads) is None
    problem = sc.qt_start_problem({}, platform, lacking(*EVERYTHING), qt_fails("DLL load failed"))
    assert problem == "koloda: Qt cannot start (DLL load failed)."


def test_the_app_prints_the_sentence_and_exits_one_without_a_traceback(
    monkeypatch: Any, capsys: Any
) -> None:
    monkeypatch.setattr(sc, "_import_qt", qt_fails(GLIB_ERROR))
    monkeypatch.setattr(sc, "_load", lacking("libglib-2.0.so.0", "libgthread-2.0.so.0"))
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert main(["--demo", "--quit-after", "1"]) == 1
    err = capsys.readouterr().err
    assert err == (
        "koloda: Qt cannot start because libglib2.0-0 is missing. Install it with: "
        "sudo apt-get install libglib2.0-0 (Debian/Ubuntu)\n"
    )


def test_the_real_check_passes_on_this_test_machine(monkeypatch: Any) -> None:
    # The tests run offscreen with Qt's libraries installed: the real loaders find no problem.
    monkeypatch.setenv("QT_QPA_PLATFORM", "offscreen")
    assert sc.qt_start_problem() is None


def test_the_loader_trusts_the_ld_cache_and_loads_only_what_it_lacks(
    tmp_path: Path, monkeypatch: Any
) -> None:
    cache = tmp_path / "ld.so.cache"
    cache.write_bytes(
        b"glibc-ld.so.cache1.1\0libnone.so.0\0/usr/lib/x86_64-linux-gnu/libnone.so.0\0"
    )
    monkeypatch.setattr(sc, "LD_CACHE", str(cache))
    monkeypatch.setattr(sc, "_ld_cache", [])
    sc._load("libnone.so.0")  # named by the cache: taken as there without loading it
    with pytest.raises(OSError):
        sc._load("libkoloda-nothing.so.9")
    sc._load("libc.so.6")  # not in this cache, but the loader finds it


@pytest.mark.parametrize(
    ("environ", "expected"),
    [
        ({}, {"LC_CTYPE": "C.UTF-8"}),
        ({"LANG": "C"}, {"LANG": "C", "LC_CTYPE": "C.UTF-8"}),
        ({"LANG": "uk_UA.UTF-8"}, {"LANG": "uk_UA.UTF-8"}),
        ({"LC_CTYPE": "ru_RU.UTF-8"}, {"LC_CTYPE": "ru_RU.UTF-8"}),
        ({"LC_ALL": "C"}, {"LC_ALL": "C"}),
    ],
)
def test_a_utf8_locale_is_set_only_when_none_is_chosen(
    environ: dict[str, str], expected: dict[str, str]
) -> None:
    env = dict(environ)
    assert sc.utf8_locale_fallback(env) == (env != environ)
    assert env == expected
