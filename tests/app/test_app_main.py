"""The ``koloda`` app entry point's arguments and the resource-path helper."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

from koloda.app import resources
from koloda.app.main import main


def test_version_prints_and_exits_zero(capsys: Any) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.startswith("koloda ")


def test_help_lists_the_demo_options(capsys: Any) -> None:
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    for option in ("--demo", "--game", "--players", "--quit-after", "--version"):
        assert option in out


@pytest.mark.parametrize(
    "argv",
    [
        ["--bogus"],
        ["--game", "ryadky"],
        ["--demo", "--game", "chess"],
        ["--demo", "--players", "0"],
    ],
)
def test_bad_arguments_exit_two_with_a_message(argv: list[str], capsys: Any) -> None:
    assert main(argv) == 2
    assert capsys.readouterr().err.strip()


def test_resource_path_finds_the_shared_resources_from_the_source_tree() -> None:
    assert resources.resource_path("LICENSES.md").is_file()
    assert resources.resource_path("cards", "english").is_dir()
    assert resources.resource_path("icons", "koloda.svg").is_file()
    assert resources.resource_path("icons", "koloda.png").is_file()


def test_resource_path_uses_the_pyinstaller_bundle_when_frozen(
    tmp_path: Path, monkeypatch: Any
) -> None:
    (tmp_path / "resources" / "icons").mkdir(parents=True)
    (tmp_path / "resources" / "icons" / "koloda.svg").write_text("<svg/>")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources.resource_path("icons", "koloda.svg") == (
        tmp_path / "resources" / "icons" / "koloda.svg"
    )
    assert resources.read_text("icons", "koloda.svg") == "<svg/>"


def test_resource_path_refuses_names_that_leave_the_folder() -> None:
    with pytest.raises(resources.ResourceError):
        resources.resource_path("..", "secret")
    with pytest.raises(resources.ResourceError):
        resources.resource_path("/etc/passwd")


def test_a_missing_resource_gives_a_clear_error() -> None:
    with pytest.raises(resources.ResourceError, match=r"missing resource icons/nothing\.svg"):
        resources.read_text("icons", "nothing.svg")
