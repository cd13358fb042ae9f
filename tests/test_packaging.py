"""Static checks of the packaging: what the PyInstaller spec keeps and drops, the version's single
source, the .deb's Depends computation and the installer scripts' consistency (no build runs)."""

from __future__ import annotations

import importlib.util
import os
import re
import subprocess
import sys
import tomllib
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[1]
PACKAGING = ROOT / "packaging"


def _load(name: str, path: Path) -> ModuleType:
    # packaging/ is not a Python package (its name would shadow the "packaging" library).
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module


kb = _load("koloda_bundle", PACKAGING / "koloda_bundle.py")
dd = _load("deb_depends", PACKAGING / "linux" / "deb_depends.py")

SITE = "/venv/lib/python3.11/site-packages"


# --- version ------------------------------------------------------------------------------------


def test_version_is_read_from_pyproject(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "koloda"\nversion = "2.3.4"\n', encoding="utf-8")
    assert kb.read_version(pyproject) == "2.3.4"


def test_version_of_the_repository_matches_pyproject_text() -> None:
    text = (ROOT / "pyproject.toml").read_text(encoding="utf-8")
    m = re.search(r'^version = "([^"]+)"', text, re.MULTILINE)
    assert m is not None
    assert kb.read_version() == m.group(1)


@pytest.mark.parametrize(
    "content",
    ['[project]\nname = "koloda"\n', '[project]\nversion = "latest"\n', "[project\nversion=1"],
)
def test_missing_or_malformed_version_stops_the_build_with_a_message(
    tmp_path: Path, content: str
) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text(content, encoding="utf-8")
    with pytest.raises(SystemExit, match="version"):
        kb.read_version(pyproject)


def test_version_cli_prints_the_version() -> None:
    out = subprocess.run(
        [sys.executable, str(PACKAGING / "koloda_bundle.py"), "version"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    assert out == kb.read_version()


def test_the_version_is_read_only_when_asked_for() -> None:
    # importlib.metadata costs ~35 ms of every start: neither the import nor the argument parser
    # reads it; koloda.__version__ and --version still give pyproject.toml's version.
    code = (
        "import sys, koloda, koloda.app.main as m; m._parser().parse_args([]); "
        "print('importlib.metadata' in sys.modules, koloda.__version__)"
    )
    run = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert run.stdout.split() == ["False", kb.read_version()]
    cli = [sys.executable, "-m", "koloda", "--version"]
    out = subprocess.run(cli, capture_output=True, text=True, check=True).stdout
    assert out == f"koloda {kb.read_version()}\n"


@pytest.mark.parametrize(
    ("version", "expected"),
    [("1.2.3", (1, 2, 3, 0)), ("0.10.0rc2", (0, 10, 0, 0)), ("4.5", (4, 5, 0, 0))],
)
def test_windows_file_version_has_four_numbers(version: str, expected: tuple[int, ...]) -> None:
    assert kb.windows_version_tuple(version) == expected


# --- Qt modules, plugins, translations -----------------------------------------------------------


def test_unused_qt_modules_are_excluded_and_used_ones_are_not() -> None:
    excludes = kb.qt_module_excludes({"QtCore", "QtGui", "QtWidgets", "QtSvg"})
    for heavy in (
        "PySide6.QtWebEngineCore",
        "PySide6.QtQml",
        "PySide6.QtQuick",
        "PySide6.QtNetwork",
    ):
        assert heavy in excludes
    for used in ("PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg"):
        assert used not in excludes


def test_optional_qt_modules_follow_the_app_sources(tmp_path: Path) -> None:
    pkg = tmp_path / "koloda"
    (pkg / "app").mkdir(parents=True)
    (pkg / "app" / "view.py").write_text("from PySide6.QtOpenGLWidgets import QOpenGLWidget\n")
    res = tmp_path / "resources"
    res.mkdir()
    used = kb.used_qt_modules(pkg, res)
    assert "QtOpenGLWidgets" in used and "QtSvg" not in used
    (res / "back.svg").write_text("<svg/>")
    assert "QtSvg" in kb.used_qt_modules(pkg, res)


def test_image_format_plugins_follow_the_resources(tmp_path: Path) -> None:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "felt.jpg").write_bytes(b"")
    (tmp_path / "icon.png").write_bytes(b"")
    assert kb.image_format_plugins(tmp_path) == {"qjpeg"}
    assert kb.image_format_plugins(tmp_path, {"QtSvg"}) == {"qjpeg", "qsvg"}


@pytest.mark.parametrize(
    ("dest", "kept"),
    [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
        ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
        ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", False),
        ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
        ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
        ("PySide6/Qt/plugins/sqldrivers/libqsqlite.so", False),
        ("PySide6/Qt/plugins/tls/libqopensslbackend.so", False),
        ("PySide6/Qt/plugins/qmltooling/libqmldbg_tcp.so", False),
        ("PySide6/Qt/plugins/iconengines/libqsvgicon.so", True),
        ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
        ("PySide6/Qt/plugins/imageformats/libqtiff.so", False),
        ("PySide6/Qt/plugins/imageformats/libqwebp.so", False),
        ("PySide6/plugins/platforms/qwindows.dll", True),
        ("PySide6\\plugins\\imageformats\\qgif.dll", False),
        ("PySide6/Qt/plugins/platforms/libqcocoa.dylib", True),
    ],
)
def test_only_the_needed_qt_plugins_are_kept(dest: str, kept: bool) -> None:
    assert kb.keep_file(dest, f"{SITE}/{dest}", {"qsvg"}) is kept


@pytest.mark.parametrize(
    ("name", "kept"),
    [
        ("qtbase_ru.qm", True),
        ("qtbase_uk.qm", True),
        ("qtbase_en.qm", True),
        ("qtbase_de.qm", False),
        ("qt_help_ru.qm", False),
        ("qtdeclarative_uk.qm", False),
        ("designer_ru.qm", False),
    ],
)
def test_only_russian_ukrainian_english_qtbase_translations_are_kept(name: str, kept: bool) -> None:
    dest = f"PySide6/Qt/translations/{name}"
    assert kb.keep_file(dest, f"{SITE}/{dest}") is kept


def test_koloda_own_translations_and_resources_are_kept() -> None:
    for dest in (
        "resources/i18n/koloda_ru.qm",
        "koloda/games/ryadky/rules.en.html",
        "resources/cards/english/anglo.svgz",
        "resources/cards/atlas/atlasnye.svgz",
    ):
        assert kb.keep_file(dest, f"/src/{dest}")


@pytest.mark.parametrize(
    ("platform", "site", "files"),
    [
        ("linux", SITE, ["_miniaudio.abi3.so", "_cffi_backend.cpython-311-x86_64-linux-gnu.so"]),
        (
            "windows",
            "C:\\venv\\Lib\\site-packages",
            ["_miniaudio.pyd", "_cffi_backend.cp311-win_amd64.pyd"],
        ),
        ("macos", SITE, ["_miniaudio.abi3.so", "_cffi_backend.cpython-311-darwin.so"]),
    ],
)
def test_every_platforms_bundle_carries_the_sound_library_and_the_sounds(
    platform: str, site: str, files: list[str]
) -> None:
    """Issue 43: the one spec every build script runs names miniaudio and cffi's backend (the
    sound thread imports them; nothing else does), their compiled parts are kept on each
    system, and so are the sounds; the project's dependencies bring miniaudio to the build."""
    spec = (PACKAGING / "koloda.spec").read_text(encoding="utf-8")
    assert re.search(r'^hiddenimports \+= \["miniaudio", "_cffi_backend"\]$', spec, re.M)
    script = {"linux": "linux/build.sh", "windows": "windows/build.ps1", "macos": "macos/build.sh"}
    assert "koloda.spec" in (PACKAGING / script[platform]).read_text(encoding="utf-8")
    sep = "\\" if platform == "windows" else "/"
    for name in files:
        assert kb.keep_file(name, f"{site}{sep}{name}"), name
    for wav in sorted((ROOT / "resources" / "sounds").glob("*.wav")):
        assert kb.keep_file(f"resources/sounds/{wav.name}", str(wav)), wav.name
    deps = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["dependencies"]
    assert any(d.startswith("miniaudio") for d in deps)


def test_the_bundle_keeps_qtsvg_for_the_card_decks() -> None:
    used = kb.used_qt_modules()
    assert "QtSvg" in used  # koloda.app.table.decks renders the SVG decks with QSvgRenderer
    assert "PySide6.QtSvg" not in kb.qt_module_excludes(used)
    dest = "PySide6/Qt/lib/libQt6Svg.so.6"
    assert kb.keep_file(dest, f"{SITE}/{dest}")


def test_every_resource_file_is_installed_with_the_wheel() -> None:
    """pyproject's data-files carry each file of resources/ to the folder that
    koloda.app.resources looks in."""
    data = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    installed: dict[str, str] = {}
    for dest, patterns in data["tool"]["setuptools"]["data-files"].items():
        for pattern in patterns:
            for path in ROOT.glob(pattern):
                installed[path.relative_to(ROOT).as_posix()] = dest
    for path in sorted((ROOT / "resources").rglob("*")):
        if not path.is_file() or path.name == ".gitkeep" or path.suffix in (".qm", ".py"):
            # .qm files: setup.py compiles the .ts files and adds them while building; a script
            # (resources/sounds/make_sounds.py) makes resources, it is none
            continue
        rel = path.relative_to(ROOT).as_posix()
        assert rel in installed, rel
        assert installed[rel] == "share/koloda/" + path.parent.relative_to(ROOT).as_posix()


def test_every_data_file_of_the_package_goes_into_the_wheel_and_the_bundle() -> None:
    """Each game's lesson and rules pages lie in its package (koloda/games/<name>/): pyproject's
    package-data carries every file of the package that is not Python into the wheel, and the
    bundle's datas, made from the same patterns, put each beside its modules."""
    package = ROOT / "desktop" / "koloda"
    files = {
        p
        for p in package.rglob("*")
        if p.is_file() and p.suffix not in (".py", ".pyc") and "__pycache__" not in p.parts
    }
    assert {"lesson.json", "rules.en.html"} <= {p.name for p in files if p.parent.name == "ditch"}
    bundled = kb.package_data()
    assert {Path(src) for src, _ in bundled} == files
    for src, folder in bundled:
        assert folder == (Path("koloda") / Path(src).parent.relative_to(package)).as_posix()
        assert kb.keep_file(f"{folder}/{Path(src).name}", src)


@pytest.mark.parametrize(
    "dest",
    [
        "PySide6/Qt/lib/libQt6Quick.so.6",
        "PySide6/Qt/lib/libQt6Qml.so.6",
        "PySide6/Qt/lib/libQt6Network.so.6",
        "libQt6Network.so.6",
        "PySide6/Qt6WebEngineCore.dll",
        "PySide6/Qt/lib/QtQuick.framework/Versions/A/QtQuick",
        "PySide6/Qt/qml/QtQuick/Controls/libqtquickcontrols2plugin.so",
    ],
)
def test_unused_qt_libraries_and_qml_are_dropped(dest: str) -> None:
    assert not kb.keep_file(dest, f"{SITE}/{dest}")


@pytest.mark.parametrize(
    "dest",
    ["PySide6/Qt/lib/libQt6Core.so.6", "PySide6/Qt/lib/libQt6Widgets.so.6", "libQt6Gui.so.6"],
)
def test_core_qt_libraries_are_kept(dest: str) -> None:
    assert kb.keep_file(dest, f"{SITE}/{dest}")


def test_test_folders_and_modules_are_dropped() -> None:
    assert not kb.keep_file("numpy/_core/tests/data/x.npy", f"{SITE}/numpy/_core/tests/data/x.npy")
    assert kb.is_test_module("numpy._core.tests.test_api")
    assert kb.is_test_module("numpy.testing")
    assert not kb.is_test_module("koloda.app.table.widget")
    assert not kb.is_test_module("unittest.mock")


@pytest.mark.parametrize(
    ("name", "dropped"),
    [
        ("libstdc++.so.6", True),
        ("libfontconfig.so.1", True),
        ("libxkbcommon-x11.so.0", True),
        ("libglib-2.0.so.0", True),
        ("libpython3.11.so.1.0", False),
        ("libz.so.1", False),
    ],
)
def test_desktop_system_libraries_are_left_to_the_system(name: str, dropped: bool) -> None:
    assert kb.keep_file(name, f"/lib/x86_64-linux-gnu/{name}") is not dropped


def test_a_wheel_shipped_library_is_kept_even_with_a_system_name() -> None:
    # PySide6's own ICU lives in site-packages and must stay although the system has one too.
    dest = "PySide6/Qt/lib/libicudata.so.73"
    assert kb.keep_file(dest, f"{SITE}/{dest}")


def test_filter_toc_keeps_entry_order_and_typecodes() -> None:
    toc = [
        ("PySide6/Qt/plugins/platforms/libqxcb.so", f"{SITE}/a", "BINARY"),
        ("PySide6/Qt/plugins/platforms/libqvnc.so", f"{SITE}/b", "BINARY"),
        ("koloda/app/x.pyc", "/src/x.py", "DATA"),
    ]
    assert kb.filter_toc(toc) == [toc[0], toc[2]]


# --- pruning libraries and symlinks --------------------------------------------------------------


def test_libraries_only_dropped_plugins_needed_are_pruned() -> None:
    toc = [
        ("PySide6/QtGui.abi3.so", "/s/QtGui.abi3.so", "EXTENSION"),
        ("PySide6/Qt/plugins/platforms/libqxcb.so", "/s/libqxcb.so", "BINARY"),
        ("PySide6/Qt/lib/libQt6Gui.so.6", "/s/libQt6Gui.so.6", "BINARY"),
        ("PySide6/Qt/lib/libQt6XcbQpa.so.6", "/s/libQt6XcbQpa.so.6", "BINARY"),
        ("libgtk-3.so.0", "/lib/libgtk-3.so.0", "BINARY"),
        ("libpango-1.0.so.0", "/lib/libpango-1.0.so.0", "BINARY"),
        ("libpython3.11.so.1.0", "/py/libpython3.11.so.1.0", "BINARY"),
        ("koloda/games/ditch/rules.en.html", "/src/rules.en.html", "DATA"),
    ]
    needs = {
        "/s/QtGui.abi3.so": ["libQt6Gui.so.6"],
        "/s/libqxcb.so": ["libQt6XcbQpa.so.6", "libxcb.so.1"],
        "/s/libQt6XcbQpa.so.6": ["libQt6Gui.so.6"],
    }
    kept = kb.prune_unreferenced(toc, lambda src: needs.get(src, []))
    names = [dest for dest, _, _ in kept]
    assert "libgtk-3.so.0" not in names and "libpango-1.0.so.0" not in names
    for wanted in (
        "PySide6/Qt/lib/libQt6Gui.so.6",
        "PySide6/Qt/lib/libQt6XcbQpa.so.6",
        "libpython3.11.so.1.0",
        "koloda/games/ditch/rules.en.html",
    ):
        assert wanted in names


def test_symlinks_to_dropped_files_are_dropped() -> None:
    toc = [
        ("PySide6/Qt/lib/libQt6Core.so.6", "/s/libQt6Core.so.6", "BINARY"),
        ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK"),
        ("libQt6Network.so.6", "PySide6/Qt/lib/libQt6Network.so.6", "SYMLINK"),
        ("PySide6/Qt/lib/libQt6Core.so", "libQt6Core.so.6", "SYMLINK"),
    ]
    assert kb.drop_dangling_symlinks(toc) == [toc[0], toc[1], toc[3]]


# --- .deb Depends ---------------------------------------------------------------------------------

OBJDUMP = """
Dynamic Section:
  NEEDED               libQt6Gui.so.6
  NEEDED               libxkbcommon-x11.so.0
  NEEDED               libstdc++.so.6
  NEEDED               libc.so.6
  RUNPATH              $ORIGIN

Version References:
  required from libstdc++.so.6:
    0x0297f871 0x00 07 GLIBCXX_3.4.21
    0x08922974 0x00 05 GLIBCXX_3.4.30
  required from libc.so.6:
    0x06969194 0x00 04 GLIBC_2.14
    0x069691b4 0x00 03 GLIBC_2.34
    0x09691a75 0x00 02 GLIBC_2.2.5
"""


def test_objdump_listing_gives_needed_libraries_and_version_references() -> None:
    info = dd.parse_objdump(OBJDUMP)
    assert info.needed == ["libQt6Gui.so.6", "libxkbcommon-x11.so.0", "libstdc++.so.6", "libc.so.6"]
    assert dd.max_version(info.versions, "GLIBC") == (2, 34)
    assert dd.max_version(info.versions, "GLIBCXX") == (3, 4, 30)
    assert dd.max_version(set(), "GLIBC") is None


def test_ldconfig_listing_maps_64_bit_sonames_to_paths() -> None:
    text = (
        "3 libs found in cache `/etc/ld.so.cache'\n"
        "\tlibxcb-cursor.so.0 (libc6,x86-64) => /lib/x86_64-linux-gnu/libxcb-cursor.so.0\n"
        "\tlibz.so.1 (libc6) => /lib/i386-linux-gnu/libz.so.1\n"
        "\tlibz.so.1 (libc6,x86-64) => /lib/x86_64-linux-gnu/libz.so.1\n"
    )
    assert dd.parse_ldconfig(text) == {
        "libxcb-cursor.so.0": "/lib/x86_64-linux-gnu/libxcb-cursor.so.0",
        "libz.so.1": "/lib/x86_64-linux-gnu/libz.so.1",
    }


def test_depends_line_has_minimum_versions_and_t64_alternatives() -> None:
    line = dd.depends_line({"libxcb-cursor0", "libglib2.0-0", "libstdc++6"}, (2, 34), (3, 4, 30))
    assert line == (
        "libc6 (>= 2.34), libstdc++6 (>= 12), libglib2.0-0t64 | libglib2.0-0, libxcb-cursor0"
    )


def test_the_qt_xcb_runtime_libraries_have_known_packages() -> None:
    # The list: these must map even on a build machine that lacks them.
    for soname, package in {
        "libxcb-cursor.so.0": "libxcb-cursor0",
        "libxcb-icccm.so.4": "libxcb-icccm4",
        "libxcb-keysyms.so.1": "libxcb-keysyms1",
        "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
        "libEGL.so.1": "libegl1",
        "libGL.so.1": "libgl1",
        "libfontconfig.so.1": "libfontconfig1",
    }.items():
        assert dd.KNOWN_PACKAGES[soname] == package


def test_deb_depends_refuses_a_missing_folder(tmp_path: Path) -> None:
    assert dd.main([str(tmp_path / "nope")]) == 2


# --- installer scripts ----------------------------------------------------------------------------


def test_desktop_entry_launches_koloda_with_its_icon() -> None:
    entry = (PACKAGING / "linux" / "org.koloda.Koloda.desktop").read_text(encoding="utf-8")
    fields = dict(
        line.split("=", 1) for line in entry.splitlines() if "=" in line and "[" not in line
    )
    assert entry.startswith("[Desktop Entry]")
    assert fields["Type"] == "Application"
    assert fields["Exec"] == "koloda %f" and fields["Icon"] == "koloda"
    assert "Game" in fields["Categories"].split(";") and fields["Categories"].endswith(";")


def test_the_deb_leaves_opt_alone_and_recommends_the_icon_theme() -> None:
    # dpkg owns every folder a package ships; /opt is no other package's, so shipping it means
    # `dpkg -r koloda` removes an empty /opt (packaging/ci.sh checks the built .deb for real).
    build = (PACKAGING / "linux" / "build.sh").read_text(encoding="utf-8")
    assert '"$stage/opt' not in build
    assert 'cp -a dist/koloda "$stage/usr/lib/koloda"' in build
    recommends = re.search(r"^Recommends: (.+)$", build, re.MULTILINE)
    assert recommends is not None
    assert "hicolor-icon-theme" in [item.strip() for item in recommends.group(1).split(",")]


def test_inno_setup_script_installs_per_user_with_shortcuts_and_version() -> None:
    iss = (PACKAGING / "windows" / "koloda.iss").read_text(encoding="utf-8")
    assert re.search(r"^PrivilegesRequired=lowest$", iss, re.MULTILINE)
    assert re.search(r"^OutputBaseFilename=Koloda-Setup-\{#AppVersion\}$", iss, re.MULTILINE)
    assert re.search(r"^VersionInfoVersion=", iss, re.MULTILINE)
    assert re.search(r'^Name: "\{autoprograms\}\\\{#AppName\}"; Filename: "\{app\}', iss, re.M)
    assert re.search(r'Name: "desktopicon".*Flags: unchecked', iss)
    assert re.search(r"^Uninstallable=yes$", iss, re.MULTILINE)


def test_scripts_are_valid_bash() -> None:
    scripts = [
        PACKAGING / "smoke.sh",
        PACKAGING / "ci.sh",
        PACKAGING / "linux" / "build.sh",
        PACKAGING / "macos" / "build.sh",
    ]
    for script in scripts:
        r = subprocess.run(["bash", "-n", str(script)], capture_output=True, text=True)
        assert r.returncode == 0, f"{script.name}: {r.stderr}"


def test_smoke_test_fails_loudly_for_a_missing_program(tmp_path: Path) -> None:
    r = subprocess.run(
        ["bash", str(PACKAGING / "smoke.sh"), str(tmp_path / "koloda")],
        capture_output=True,
        text=True,
    )
    assert r.returncode == 1 and "SMOKE FAILED" in r.stderr


def test_smoke_test_fails_for_a_program_that_crashes_or_hangs(tmp_path: Path) -> None:
    crash = tmp_path / "crash"
    crash.write_text("#!/bin/sh\necho 'Traceback (most recent call last):'\nexit 0\n")
    crash.chmod(0o755)
    hang = tmp_path / "hang"
    hang.write_text("#!/bin/sh\nexec sleep 30\n")
    hang.chmod(0o755)
    ok = tmp_path / "ok"
    # A fixed seed by default, so a failing demo can be replayed.
    checks = "--deck english --language ru --statistics"
    said = "echo 'demo: deck english: SVG loaded'; echo 'demo: language ru: x'; "
    said += "echo 'demo: statistics: 3 plots drawn'"
    ok.write_text(
        f'#!/bin/sh\n[ "$*" = "--demo --game ryadky --quit-after 1 --seed 1 {checks}" ] && {said}\n'
    )
    ok.chmod(0o755)
    env = {"PATH": "/usr/bin:/bin", "KOLODA_SMOKE_GAMES": "ryadky", "KOLODA_SMOKE_TIMEOUT": "2"}
    results = {
        exe.name: subprocess.run(
            ["bash", str(PACKAGING / "smoke.sh"), str(exe)], capture_output=True, text=True, env=env
        )
        for exe in (crash, hang, ok)
    }
    assert results["crash"].returncode == 1 and "traceback" in results["crash"].stderr
    assert results["hang"].returncode == 1 and "did not finish" in results["hang"].stderr
    assert results["ok"].returncode == 0, results["ok"].stderr
    free = tmp_path / "free"
    free.write_text(
        f'#!/bin/sh\n[ "$*" = "--demo --game ryadky --quit-after 1 {checks}" ] && {said}\n'
    )
    free.chmod(0o755)
    chosen = subprocess.run(
        ["bash", str(PACKAGING / "smoke.sh"), str(free)],
        capture_output=True,
        text=True,
        env={**env, "KOLODA_SMOKE_SEED": "random"},
    )
    assert chosen.returncode == 0, chosen.stderr
    # a build whose plots (or deck, or translation) did not come fails, though it exited 0
    mute = tmp_path / "mute"
    mute.write_text("#!/bin/sh\nexit 0\n")
    mute.chmod(0o755)
    silent = subprocess.run(
        ["bash", str(PACKAGING / "smoke.sh"), str(mute)], capture_output=True, text=True, env=env
    )
    assert silent.returncode == 1 and "Statistics window's plots" in silent.stderr


def test_koloda_games_lists_the_rules_registry() -> None:
    from koloda.rules import games

    r = subprocess.run(
        [sys.executable, "-m", "koloda", "games"], capture_output=True, text=True, timeout=60
    )
    assert r.returncode == 0, r.stderr
    assert r.stdout.split() == list(games())


def test_smoke_test_plays_every_game_the_program_lists(tmp_path: Path) -> None:
    """Without KOLODA_SMOKE_GAMES the smoke test asks the program (``koloda games``) which
    games it has and plays each: a game added to the registry is smoke-tested with no edit."""
    exe = tmp_path / "lister"
    played = tmp_path / "played"
    exe.write_text(
        "#!/bin/sh\n"
        'if [ "$*" = games ]; then printf "alpha\\r\\nbeta\\n"; exit 0; fi\n'
        f'echo "$3" >> {played}\n'  # --demo --game G ...
        "echo 'demo: statistics: 3 plots drawn'\n"  # what the smoke test asks of every game
    )
    exe.chmod(0o755)
    env = {"PATH": "/usr/bin:/bin", "KOLODA_SMOKE_TIMEOUT": "5"}
    r = subprocess.run(
        ["bash", str(PACKAGING / "smoke.sh"), str(exe)], capture_output=True, text=True, env=env
    )
    assert r.returncode == 0, r.stderr
    assert played.read_text().split() == ["alpha", "beta"]
    assert "smoke passed: 2 games" in r.stdout
    silent = tmp_path / "silent"
    silent.write_text("#!/bin/sh\nexit 0\n")
    silent.chmod(0o755)
    r = subprocess.run(
        ["bash", str(PACKAGING / "smoke.sh"), str(silent)], capture_output=True, text=True, env=env
    )
    assert r.returncode == 1 and "listed no game" in r.stderr


def test_macos_bundle_is_high_resolution_capable_with_id_and_version() -> None:
    spec = (PACKAGING / "koloda.spec").read_text(encoding="utf-8")
    assert '"NSHighResolutionCapable": True' in spec
    assert 'bundle_identifier="org.koloda.Koloda"' in spec
    assert '"CFBundleShortVersionString": VERSION' in spec
    assert "iconutil -c icns" in (PACKAGING / "macos" / "build.sh").read_text(encoding="utf-8")


def test_release_workflow_builds_all_three_on_version_tags() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text(encoding="utf-8")
    assert re.search(r"tags:\s*\[\s*[\"']v\*[\"']\s*\]", workflow)
    for runner in ("ubuntu-22.04", "windows-", "macos-"):
        assert runner in workflow
    assert workflow.count("packaging/smoke.sh") >= 3
    for asset in ("Koloda-Setup-", ".dmg", ".deb", ".tar.gz", ".AppImage"):
        assert asset in workflow


# --- the app's own imports survive the excludes ---------------------------------------------------


def _imported_modules(package_dir: Path) -> dict[str, str]:
    """module name -> first file importing it, for every import statement in the package."""
    import ast

    found: dict[str, str] = {}
    for path in sorted(package_dir.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                names = [node.module] + [f"{node.module}.{a.name}" for a in node.names]
            else:
                continue
            for name in names:
                found.setdefault(name, str(path.relative_to(package_dir)))
    return found


def test_no_module_the_app_imports_is_left_out_of_the_bundle() -> None:
    package_dir = ROOT / "desktop" / "koloda"
    excluded = set(kb.PYTHON_EXCLUDES) | set(
        kb.qt_module_excludes(kb.used_qt_modules(package_dir, ROOT / "resources"))
    )
    clashes = {
        name: where
        for name, where in _imported_modules(package_dir).items()
        if any(name == ex or name.startswith(ex + ".") for ex in excluded)
    }
    assert clashes == {}, f"the frozen app would miss these imports: {clashes}"


BLOCK_EXCLUDED = """
import importlib.abc, sys
excluded = sys.argv[1:]
class LeftOut(importlib.abc.MetaPathFinder):
    def find_spec(self, name, path, target=None):
        if any(name == ex or name.startswith(ex + ".") for ex in excluded):
            raise ModuleNotFoundError(f"No module named {name!r} (left out of the bundle)")
        return None
sys.meta_path.insert(0, LeftOut())
import pyqtgraph, pyqtgraph.functions
import koloda.app.window.stats_window
print("imported")
"""


def test_the_statistics_window_and_pyqtgraph_import_without_what_the_bundle_leaves_out() -> None:
    # pyqtgraph imports some of its optional helpers at once (util.cupy_helper did, and the
    # frozen Statistics window failed with ModuleNotFoundError): import them as the bundle would
    excluded = list(kb.PYTHON_EXCLUDES) + kb.qt_module_excludes(
        kb.used_qt_modules(ROOT / "desktop" / "koloda", ROOT / "resources")
    )
    run = subprocess.run(
        [sys.executable, "-c", BLOCK_EXCLUDED, *excluded],
        capture_output=True,
        text=True,
        env=dict(os.environ, QT_QPA_PLATFORM="offscreen"),
    )
    assert run.returncode == 0 and "imported" in run.stdout, run.stderr[-2000:]
