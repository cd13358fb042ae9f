"""The README's commands are the ones .ci/fresh.sh runs as written on fresh Debian systems and
.ci/run runs on the host (issue 36): each is there, after the line the scripts look for, and
runs on a minimal system as root with no question asked."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8").splitlines()
FRESH = (ROOT / ".ci" / "fresh.sh").read_text("utf-8")


def command_after(key: str) -> str:
    """The first line indented by four spaces after the line matching ``key`` (as the scripts'
    awk reads it)."""
    for i, line in enumerate(README):
        if re.search(key, line):
            for later in README[i + 1 :]:
                if later.startswith("    "):
                    return later[4:]
            break
    raise AssertionError(f"no command after {key!r}")


KEYS = [
    "^Fresh machine",
    "^Install and run the app",
    "^Install and run the tests",
    "^For every test to run",
]


@pytest.mark.parametrize("key", KEYS)
def test_fresh_sh_reads_each_command_from_the_readme(key: str) -> None:
    assert f"readme_command '{key}'" in FRESH
    assert "sudo" not in command_after(key)  # a minimal system has none: run as root


def test_the_package_lines_run_unattended_on_a_fresh_system() -> None:
    packages = command_after("^Fresh machine")
    assert packages.startswith("apt-get update && apt-get install -y ")
    # lrelease (run by pip's build) needs libgssapi_krb5 on Debian 13
    assert {"python3-venv", "libxcb-cursor0", "libgssapi-krb5-2"} <= set(packages.split())
    tests = command_after("^For every test to run").split()
    assert tests[:3] == ["apt-get", "install", "-y"]
    assert {"xvfb", "libxdamage1", "at-spi2-core", "appstream", "binutils"} <= set(tests)


def test_the_install_command_starts_the_app_and_ci_runs_the_test_command() -> None:
    assert command_after("^Install and run the app").endswith("&& .venv/bin/koloda")
    assert "pytest -n 2" in command_after("^Install and run the tests")
    assert "/^Install and run the tests/" in (ROOT / ".ci" / "run").read_text("utf-8")
