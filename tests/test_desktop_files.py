"""Koloda's desktop integration files (issue 29): the .desktop entry, the AppStream metainfo,
the saved games' MIME type and the macOS/Windows document registrations. The Debian tools
(appstreamcli, desktop-file-validate, update-mime-database, gio, xdg-mime) check the real
files; a test skips only when its tool is not installed here (.ci/run installs them all)."""

from __future__ import annotations

import os
import re
import shutil
import struct
import subprocess
import sys
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from koloda.app.main import DESKTOP_ID
from koloda.store import saves

ROOT = Path(__file__).resolve().parents[1]
LINUX = ROOT / "packaging" / "linux"
DESKTOP = LINUX / "org.koloda.Koloda.desktop"
METAINFO = LINUX / "org.koloda.Koloda.metainfo.xml"
MIME_XML = LINUX / "koloda-mime.xml"
SHOTS = LINUX / "screenshots"
MIME_NS = "{http://www.freedesktop.org/standards/shared-mime-info}"
LANG = "{http://www.w3.org/XML/1998/namespace}lang"

sys.path.insert(0, str(ROOT / "packaging"))
import koloda_bundle as kb  # noqa: E402


def tool(name: str) -> str:
    path = shutil.which(name)
    if path is None:
        pytest.skip(f"{name} is not installed here (.ci/run installs it)")
    return path


def desktop_fields() -> dict[str, str]:
    text = DESKTOP.read_text(encoding="utf-8")
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


# ------------------------------------------------------------------ the .desktop entry


def test_the_desktop_entry_is_valid() -> None:
    run = subprocess.run([tool("desktop-file-validate"), str(DESKTOP)], capture_output=True)
    assert run.returncode == 0 and not run.stdout.strip(), run.stdout + run.stderr


def test_the_desktop_entry_opens_saved_games() -> None:
    fields = desktop_fields()
    assert fields["Exec"] == "koloda %f" and fields["TryExec"] == "koloda"
    assert fields["MimeType"].split(";") == [kb.SAVE_MIME_TYPE, ""]
    assert DESKTOP.stem == DESKTOP_ID  # the app's desktopFileName (Wayland's app id)


# ------------------------------------------------------------------ AppStream


def test_the_metainfo_validates() -> None:
    run = subprocess.run(
        [tool("appstreamcli"), "validate", "--no-net", "--explain", str(METAINFO)],
        capture_output=True,
        text=True,
    )
    assert run.returncode == 0, run.stdout + run.stderr


def test_the_metainfo_names_the_desktop_entry_binary_and_mime_type() -> None:
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == DESKTOP.stem
    assert root.findtext("launchable") == DESKTOP.name
    assert root.find("launchable").get("type") == "desktop-id"  # type: ignore[union-attr]
    assert root.findtext("provides/binary") == "koloda"
    assert root.findtext("provides/mediatype") == kb.SAVE_MIME_TYPE
    assert root.find("content_rating").get("type") == "oars-1.1"  # type: ignore[union-attr]


def test_the_metainfo_speaks_english_russian_and_ukrainian() -> None:
    root = ET.parse(METAINFO).getroot()
    for tag in ("name", "summary", "description/p", "description/ul/li"):
        langs = {e.get(LANG) for e in root.findall(tag)}
        assert {None, "ru", "uk"} <= langs, tag


def test_the_program_is_named_koloda_in_every_language_of_the_metainfo() -> None:
    """The software centres' name in Russian and Ukrainian was "Колода" while the desktop
    entry, the window and the About box say Koloda (docs/style.md); колода is a deck."""
    root = ET.parse(METAINFO).getroot()
    assert {e.text for e in root.findall("name")} == {"Koloda"}
    for p in root.findall("description/p"):
        assert "Колод" not in (p.text or ""), p.get(LANG)


# ------------------------------------------------------------------ the games they list
# The packaging texts are written by hand, in three languages; each that lists the games is held
# to the registry here (koloda.games.BUILTIN): a game added or renamed fails until they say so.
COUNTS = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six"}


def _titles() -> list[str]:
    from koloda.games import BUILTIN
    from koloda.rules import games

    return [games()[name].title for name in BUILTIN]


def test_every_text_that_lists_the_games_names_each_game_of_the_registry() -> None:
    deb = (LINUX / "build.sh").read_text(encoding="utf-8").split("Description:")[1]
    iss = (ROOT / "packaging" / "windows" / "koloda.iss").read_text(encoding="utf-8")
    pyproject = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    texts = {
        "the .desktop Comment": desktop_fields()["Comment"],
        "the .deb's Description": " ".join(deb.split("EOF")[0].split()),
        "the installer's AppComments": iss.split("AppComments=")[1].splitlines()[0],
        "pyproject's description": pyproject["project"]["description"],
    }
    for title in _titles():
        for where, text in texts.items():
            assert title in text, (title, where)


def test_the_metainfo_describes_each_game_of_the_registry_in_every_language() -> None:
    root = ET.parse(METAINFO).getroot()
    titles = _titles()
    items = root.findall("description/ul/li")
    english = [e.text or "" for e in items if e.get(LANG) is None]
    assert [text.split(":")[0] for text in english] == titles  # one item per game, in order
    for lang in ("ru", "uk"):
        assert len([e for e in items if e.get(LANG) == lang]) == len(titles), lang
    summary = next(e.text or "" for e in root.findall("summary") if e.get(LANG) is None)
    assert summary.lower().startswith(f"{COUNTS[len(titles)]} card games"), summary


def test_each_game_of_the_registry_is_found_by_a_keyword() -> None:
    """A search for the game finds Koloda: its name or a word of its title is a keyword of the
    .desktop entry and of the metainfo."""
    from koloda.games import BUILTIN
    from koloda.rules import games

    entry = set(desktop_fields()["Keywords"].lower().split(";"))
    listed = {e.text or "" for e in ET.parse(METAINFO).getroot().findall("keywords/keyword")}
    for name in BUILTIN:
        words = {name, *games()[name].title.lower().split()}
        assert words & entry and words & listed, name


def test_the_newest_release_is_the_version_of_pyproject() -> None:
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    assert releases and releases[0].get("version") == kb.read_version()
    assert re.fullmatch(r"\d{4}-\d\d-\d\d", releases[0].get("date") or "")


def test_every_screenshot_is_shipped_small_with_its_stated_size() -> None:
    images = ET.parse(METAINFO).getroot().findall("screenshots/screenshot/image")
    assert len(images) >= 3
    names = set()
    for image in images:
        name = (image.text or "").rsplit("/", 1)[-1]
        png = SHOTS / name
        assert png.is_file(), name
        header = png.read_bytes()[:24]
        assert header[:8] == b"\x89PNG\r\n\x1a\n"
        width, height = struct.unpack(">II", header[16:24])
        assert (str(width), str(height)) == (image.get("width"), image.get("height")), name
        names.add(name)
    assert names == {p.name for p in SHOTS.glob("*.png")}  # none shipped unused
    total = sum(p.stat().st_size for p in SHOTS.glob("*.png"))
    assert total < 400 * 1024, f"{total} bytes of screenshots"


def test_the_deb_installs_the_desktop_files() -> None:
    build = (LINUX / "build.sh").read_text(encoding="utf-8")
    for target in (
        "/usr/share/applications/org.koloda.Koloda.desktop",
        "/usr/share/metainfo/org.koloda.Koloda.metainfo.xml",
        "/usr/share/mime/packages/koloda.xml",
        "/usr/share/icons/hicolor/scalable/mimetypes/application-x-koloda.svg",
        "/usr/share/koloda/screenshots/",
    ):
        assert f'"$stage{target}' in build, target
    assert "update-mime-database /usr/share/mime" in build
    assert "update-desktop-database" in build


# ------------------------------------------------------------------ the MIME type


def test_the_mime_type_has_the_glob_the_magic_and_the_icon() -> None:
    root = ET.parse(MIME_XML).getroot()
    [mime] = root.findall(f"{MIME_NS}mime-type")
    assert mime.get("type") == kb.SAVE_MIME_TYPE
    assert mime.find(f"{MIME_NS}glob").get("pattern") == "*.koloda"  # type: ignore[union-attr]
    assert mime.find(f"{MIME_NS}icon").get("name") == "application-x-koloda"  # type: ignore[union-attr]
    assert (ROOT / "resources" / "icons" / "application-x-koloda.svg").is_file()
    match = mime.find(f"{MIME_NS}magic/{MIME_NS}match")
    assert match is not None and match.get("value") == '"format": "koloda-save"'


@pytest.fixture
def mime_home(tmp_path: Path) -> dict[str, str]:
    """A data folder with Koloda's MIME type and desktop entry, indexed by Debian's tools."""
    share = tmp_path / "share"
    (share / "mime" / "packages").mkdir(parents=True)
    (share / "applications").mkdir()
    shutil.copy(MIME_XML, share / "mime" / "packages" / "koloda.xml")
    shutil.copy(DESKTOP, share / "applications" / DESKTOP.name)
    subprocess.run([tool("update-mime-database"), str(share / "mime")], check=True,
                   capture_output=True)  # fmt: skip
    subprocess.run([tool("update-desktop-database"), str(share / "applications")], check=True)
    return dict(os.environ, XDG_DATA_HOME=str(share), XDG_DATA_DIRS=f"{share}:/usr/share")


def content_type(path: Path, env: dict[str, str]) -> str:
    run = subprocess.run(
        [tool("gio"), "info", "-a", "standard::content-type", str(path)],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    return run.stdout.rsplit(":", 1)[-1].strip()


def test_a_saved_game_is_recognised_by_its_name_and_by_its_content(
    mime_home: dict[str, str], tmp_path: Path, qapp: Any
) -> None:
    from koloda.app.play.controller import GameController
    from koloda.match import MatchConfig

    c = GameController(ai_process=False)
    c.new_match(MatchConfig(game="ryadky", players=2, seed=3))
    saved = tmp_path / "game.koloda"
    saves.save_game(saved, c.to_json())
    c.shutdown()
    assert content_type(saved, mime_home) == kb.SAVE_MIME_TYPE
    for renamed in ("game", "game.json"):  # the magic: the file's JSON header
        shutil.copy(saved, tmp_path / renamed)
        assert content_type(tmp_path / renamed, mime_home) == kb.SAVE_MIME_TYPE, renamed
    (tmp_path / "other.json").write_text('{"format": "something-else"}\n')
    assert content_type(tmp_path / "other.json", mime_home) == "application/json"


def test_the_desktop_entry_is_the_handler_of_saved_games(mime_home: dict[str, str]) -> None:
    run = subprocess.run(
        [tool("xdg-mime"), "query", "default", kb.SAVE_MIME_TYPE],
        capture_output=True,
        text=True,
        env=mime_home,
    )
    assert run.stdout.strip() == DESKTOP.name, run.stdout + run.stderr


# ------------------------------------------------------------------ Windows and macOS


def test_the_windows_installer_registers_koloda_files_per_user_and_removes_them() -> None:
    iss = (ROOT / "packaging" / "windows" / "koloda.iss").read_text(encoding="utf-8")
    assert re.search(r"^ChangesAssociations=yes$", iss, re.MULTILINE)
    rows = [line for line in iss.splitlines() if line.startswith("Root:")]
    assert rows and all(line.startswith('Root: HKA; Subkey: "Software\\Classes\\') for line in rows)
    assert any(
        'Classes\\.koloda"' in r and '"Koloda.SavedGame"' in r and "uninsdelete" in r for r in rows
    )
    command = next(r for r in rows if r.split(";")[1].strip().endswith('shell\\open\\command"'))
    assert '"""{app}\\{#AppExe}"" ""%1"""' in command
    progid = next(
        r
        for r in rows
        if r.split(";")[1].strip() == 'Subkey: "Software\\Classes\\Koloda.SavedGame"'
    )
    assert "uninsdeletekey" in progid
    assert re.search(r"^PrivilegesRequired=lowest$", iss, re.MULTILINE)  # HKA is HKCU then


def test_the_macos_bundle_declares_the_document_type_and_its_uti() -> None:
    keys = kb.macos_document_types()
    [doc] = keys["CFBundleDocumentTypes"]
    [uti] = keys["UTExportedTypeDeclarations"]
    assert doc["LSItemContentTypes"] == [uti["UTTypeIdentifier"]]
    tags = uti["UTTypeTagSpecification"]
    assert isinstance(tags, dict)
    assert tags["public.filename-extension"] == ["koloda"]
    assert tags["public.mime-type"] == [kb.SAVE_MIME_TYPE]
    assert "public.json" in uti["UTTypeConformsTo"]  # type: ignore[operator]
    spec = (ROOT / "packaging" / "koloda.spec").read_text(encoding="utf-8")
    assert "**kb.macos_document_types()" in spec
