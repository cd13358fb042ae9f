"""Automatic events explained: why a pile goes to someone (RY-4), what a 7 or a Q costs (RY-6b),
why a Ditch hand ends (DR-5), in the log and in a caption on the table."""

from __future__ import annotations

from typing import Any

from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.table.names import pretty_card
from koloda.rules import Action, new_game


def _describe(game: str, state: Any, action: str, names: list[str]) -> tuple[list[str], list[str]]:
    d = Describer(names, 0, kit(game))
    events = state.apply_text(action)
    lines = d.lines(state.to_move or 0, Action.parse(action), events, state.public())
    return lines, d.captions(events)


def test_a_pile_that_goes_to_someone_says_who_could_not_answer(positions: Any) -> None:
    # C-6: seat 0 gets 2C 3S..7S, seat 1 (the dealer, who leads: RY-2) 2D 9S..KS; seat 1
    # leads 2D, seat 0 answers 2C, and seat 1 holds no 2 and no club (RY-4)
    deck = positions.deck(["2C", "2D", "3S", "9S", "4S", "TS", "5S", "JS", "6S", "QS", "7S", "KS"])
    s = new_game("ryadky", 2, decks=[deck], dealer=1)
    s.apply_text("play 2D")
    lines, captions = _describe("ryadky", s, "play 2C", ["You", "Taras"])
    assert "Taras has no 2 and no ♣: the pile of 2 cards goes to you" in lines
    assert captions == ["Taras has no 2 and no ♣: the pile of 2 cards goes to you"]


def test_a_seven_or_a_queen_says_what_it_costs_the_next_player(positions: Any) -> None:
    s, _rng, action = positions.before_a_penalty()
    card = action.split()[1]
    assert card[0] in "7Q"  # RY-6b
    lines, captions = _describe("ryadky", s, action, ["You", "Olena", "Taras"])
    lost = [line for line in lines if " costs " in line]
    assert len(lost) == 1 and lost[0].startswith(pretty_card(card) + " costs ")
    assert lost == [c for c in captions if " costs " in c]  # and in a caption on the table


def test_a_ditch_hand_ended_by_a_top_run_says_so_in_a_caption(positions: Any) -> None:
    deck = positions.deck(["9C", "9D", "2H", "QS", "KC", "AD"])
    s = new_game("ditch", 2, decks=[deck], dealer=1, options={"target": 1000})
    for action in ("draw 3", "meld 9C 9D", "pass", "draw 3", "meld QS KC AD"):
        s.apply_text(action)
    lines, captions = _describe("ditch", s, "pass", ["You", "Olena"])
    assert captions == ["Olena's blind run J-Q-K or Q-K-A ends the hand"]  # DR-5a
    assert "The hand is over" in lines


def test_the_table_shows_the_caption_under_its_centre(
    qtbot: Any, make_table: Any, show: Any, positions: Any
) -> None:
    s = positions.ryadky_after_lead()
    t = make_table("ryadky", 2)
    show(t, s.observation(0))
    stays = t.show_caption("Taras has no 2 and no ♦: the pile goes to you")
    assert stays > 0 and t.banner is not None and t.banner.scene() is t.scene
    centre = t.layout_.centre  # centred under it, clear of its cards (test_table_layout)
    assert abs(t.banner.pos().x() - centre.center().x()) < 1
    view = t.view.mapToScene(t.view.viewport().rect()).boundingRect()
    assert view.contains(t.banner.mapRectToScene(t.banner.rect))
    qtbot.waitUntil(lambda: t.banner is None, timeout=stays + 3000)  # then it goes
