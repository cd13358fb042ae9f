"""The accessibility tests' private desktop (access_desktop.py): skipped, with the reason, on a
machine without Xvfb, D-Bus, the AT-SPI bus, xdotool or the system Python's pyatspi
(.ci/run installs them all, so in CI they run)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from access_desktop import AccessDesktop, missing


@pytest.fixture
def access_desktop(tmp_path: Path) -> Iterator[AccessDesktop]:
    reason = missing()
    if reason:
        pytest.skip(f"no accessibility desktop here: {reason}")
    with AccessDesktop(tmp_path / "home") as desktop:
        yield desktop
