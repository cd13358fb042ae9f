"""A screen-reader user can play: the blind player (blind_player.py, system Python, AT-SPI
only) starts each game from the start page and plays a whole round from one seat with key
presses alone, deciding every move from the names, states and announcements it reads. Every
move it made was announced, and the hand it read always agreed with itself: the hand's name
lists the same cards as its items, and a card played left the hand."""

from __future__ import annotations

import json
from typing import Any

import pytest
from access_desktop import BLIND_PLAYER, AccessDesktop

from koloda.games import BUILTIN

pytestmark = pytest.mark.xdist_group("xvfb")  # one private X server at a time

# the round each game plays (the blind player sets it in the New Game dialog), and the most
# it may take (15-60 s on an idle machine): a 36-card Ryadky deal, a Rooster game, a Ditch
# hand, two players each
SECONDS = 150  # a loaded 2-core machine takes up to twice as long


def play(access_desktop: AccessDesktop, game: str) -> dict[str, Any]:
    """The blind player's report on one game, in a fresh app."""
    from koloda.app.games import kits

    key = str([k.game for k in kits()].index(game) + 1)  # the start page's number for it
    app = access_desktop.start_app("--speed", "off")
    try:
        run = access_desktop.run_script(
            BLIND_PLAYER, game, "--key", key, "--seconds", str(SECONDS), timeout=SECONDS + 30
        )
    finally:
        app.end()
    assert run.returncode == 0 and run.stdout.strip(), run.stderr[-3000:] + app.stderr()
    report: dict[str, Any] = json.loads(run.stdout)
    return report


@pytest.mark.parametrize("game", BUILTIN)  # every built-in game (the registry's)
def test_a_blind_player_plays_a_whole_round_by_keys_from_what_it_hears(
    access_desktop: AccessDesktop, game: str
) -> None:
    report = play(access_desktop, game)
    story = json.dumps(report, ensure_ascii=False)[-4000:]
    assert report["problems"] == [], story
    # Tab reaches every action button (the player pressed them by their shortcut instead)
    assert report["untabbable"] == [], story
    assert report["finished"], story
    moves = report["moves"]
    assert len(moves) >= 3, story
    # every move of ours was announced with the log's sentence (naming the card played)
    assert [m for m in moves if not m["announced"]] == [], story
    # the hand read agrees with itself before and after every move, and a card played left it
    assert report["mismatches"] == [], story
    assert [m for m in moves if m["what"].startswith("card") and not m["gone"]] == [], story
    # our turns were said ("Your turn: ..."), and no key at the table met silence
    assert report["turns"] >= len([m for m in moves if m["what"].startswith("card")])
    assert report["turns_unannounced"] == 0, story
    assert report["silent_keys"] == [], story
    # "L" listed every move made among the legal ones; "R" read the hand and whose turn it is
    assert report["unlisted"] == [], story
    assert report["situations"], story
    for situation in report["situations"]:
        assert "Your hand" in situation and "your turn" in situation.lower(), situation
    # the table was read by area names, the round summaries by their titles
    assert any(a.startswith("Your hand") for a in report["table"]), report["table"]
    assert report["summaries"], story
