"""The app read through the accessibility bus alone (AT-SPI, as Orca reads it), and driven by
real key presses: the start page and the menus have names, and a Ryadky game starts from the
start page with keys only."""

from __future__ import annotations

import time
from typing import Any

import pytest
from access_desktop import AccessDesktop, Reader

pytestmark = pytest.mark.xdist_group("xvfb")  # one private X server at a time

GAMES = {"1": "Ryadky", "2": "Chuvash Rooster", "3": "Ditch Rummy"}


def tab_to(reader: Reader, role: str, name: str, limit: int = 25) -> dict[str, Any]:
    """Press Tab until the object with the keyboard focus is this one (at most ``limit``)."""
    for _ in range(limit):
        now = reader.ask("focused")
        if now is not None and now["role"] == role and now["name"].startswith(name):
            return dict(now)
        reader.ask("press", keys=["Tab"])
    raise AssertionError(f"Tab never reached the {role} {name!r}; last: {now}")


def type_number(reader: Reader, role: str, name: str, number: int) -> float:
    """Tab to a spin button, type the number over its text; the value it then reads."""
    tab_to(reader, role, name)
    reader.ask("press", keys=["ctrl+a", *str(number)])
    deadline = time.monotonic() + 5
    while True:
        value = reader.ask("focused")["value"]
        if value == number or time.monotonic() > deadline:
            return float(value)
        reader.ask("pump", seconds=0.1)


def test_start_page_and_menus_read_by_name_and_keys_start_a_ryadky_game(
    access_desktop: AccessDesktop,
) -> None:
    app = access_desktop.start_app("--speed", "off")
    reader = access_desktop.reader()
    try:
        assert reader.ask("app")["name"] == "Koloda"
        # the start page: each game's Play button says its name and its number key
        for key, title in GAMES.items():
            play = reader.ask("wait_for", role="push button", name=f"Play {title}$")
            assert play["description"].endswith(f"({key})"), play
            assert "focusable" in play["states"]
            assert reader.ask("find", role="push button", name=f"Rules of {title}$")
        blurbs = [n["name"] for n in reader.ask("find", role="label")]
        assert any(b.startswith("Attack and defend without trumps") for b in blurbs), blurbs
        assert reader.ask("find", role="menu bar")
        assert [m["name"] for m in reader.ask("find", role="tool bar")] == ["Toolbar"]

        # a menu opened by its key: its items are there by name, with the focus on the first
        reader.ask("focus_window")
        reader.ask("press", keys=["alt+g"])
        new = reader.ask("wait_for", role="menu item", name="New…$", state="focused")
        assert len(new["path"]) > 3, new  # an item inside the Game menu, not the bar
        items = {m["name"] for m in reader.ask("find", role="menu item")}
        assert {"Game", "New…", "Statistics…", "Settings…", "Undo"} <= items, items
        reader.ask("press", keys=["Escape", "Escape"])
        reader.ask("wait_for", role="push button", name="Play Ryadky$")
        assert not reader.ask("find", role="menu item", name="Statistics…$")

        # the start page's key 1: the New Game dialog on Ryadky, its fields reached by Tab
        heard = reader.ask("mark")
        reader.ask("press", keys=["1"])
        dialog = reader.ask("wait_for", role="dialog", name="New game$")
        assert "active" in dialog["states"]
        assert reader.ask("find", role="combo box", name="Ryadky$")
        assert type_number(reader, "spin button", "Deals in a ryadok", 1) == 1
        assert type_number(reader, "spin button", "Number of players", 2) == 2
        levels = reader.ask("find", role="combo box", name="Normal$")
        assert len(levels) == 1, levels  # one opponent's level now: two players
        focus_moves = [h for h in reader.ask("heard", start=heard) if "focused" in h["type"]]
        assert focus_moves, "Tab moved the focus without a focus event"

        # Enter plays: the window, the log and the deal counter say a one-deal Ryadky began
        reader.ask("press", keys=["Return"])
        frame = reader.ask("wait_for", role="frame", name="Koloda — Ryadky$")
        assert "active" in frame["states"]
        assert not reader.ask("find", role="dialog", name="New game$")
        reader.ask("wait_for", role="list item", name="New game of Ryadky")
        assert reader.ask("find", role="label", name="Deal 1 of 1$")
    finally:
        said = reader.end()
        app.end()
    assert "Traceback" not in said, said
