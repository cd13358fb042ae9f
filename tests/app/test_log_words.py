"""The words of the log, the hints and the review (issue 41): a player's own meld is "her own",
each opponent has one pronoun, the log says what the button says, a cover reads as a move in
the review, and one opponent is "your opponent", not "the others"."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path
from typing import Any

import pytest

from koloda.app.games import kit
from koloda.app.games.kit_words import Describer
from koloda.app.i18n import pronoun
from koloda.app.table.gestures import buttons
from koloda.app.window.review_dialog import headline
from koloda.games.ditch.view import DitchView, Meld
from koloda.match import OPPONENT_NAMES, OPPONENT_PRONOUNS
from koloda.rules import Action

SOURCES = Path(__file__).resolve().parents[2] / "resources" / "i18n"
NAMES = ["You", "Olena", "Taras", "Mariia"]


def _single(seat: int, owner: int) -> str:
    """The log's sentence for ``seat`` playing J♠ as a single on ``owner``'s meld 9♠ 10♦."""
    ditch = kit("ditch")
    view = DitchView(melds=(Meld(owner, ("9S", "TD")),))
    return Describer(NAMES, 0, ditch).action(seat, Action.parse("single JS 0"), view)


@pytest.mark.parametrize(
    ("seat", "owner", "said"),
    [
        (1, 1, "Olena plays J♠ as a single on her own 9♠ 10♦"),
        (2, 2, "Taras plays J♠ as a single on his own 9♠ 10♦"),
        (3, 3, "Mariia plays J♠ as a single on their own 9♠ 10♦"),  # a name of no opponent
        (1, 2, "Olena plays J♠ as a single on Taras's 9♠ 10♦"),
        (0, 0, "You play J♠ as a single on your 9♠ 10♦"),
        (1, 0, "Olena plays J♠ as a single on your 9♠ 10♦"),
    ],
)
def test_a_single_on_a_players_own_meld_says_her_own_not_her_name_again(
    qapp: Any, seat: int, owner: int, said: str
) -> None:
    assert _single(seat, owner) == said


def test_every_opponent_has_one_pronoun_whatever_the_language_spells_the_name(qapp: Any) -> None:
    assert set(OPPONENT_PRONOUNS) == set(OPPONENT_NAMES)
    assert [pronoun(n) for n in OPPONENT_NAMES] == [OPPONENT_PRONOUNS[n] for n in OPPONENT_NAMES]
    assert pronoun("Mariia") == pronoun("You") == "they"


def test_no_sentence_about_a_named_player_says_their() -> None:
    """A sentence with {who} is said without a pronoun, or in one variant per pronoun
    (Voice.pronoun): "their" was said of Olena where the lessons say "her"."""
    tree = ET.parse(SOURCES / "koloda_ru.ts")
    about = [m.findtext("source") or "" for m in tree.getroot().iter("message")]
    theirs = [s for s in about if "{who}" in s and re.search(r"\b(their|her|his)\b", s)]
    assert theirs == []


def test_the_log_says_the_ditch_pass_as_its_button_does(qapp: Any) -> None:
    ditch = kit("ditch")
    (button,) = [b for b in buttons(ditch, [Action("pass")]) if b.action == Action("pass")]
    d = Describer(NAMES, 0, ditch)
    mine, hers = d.action(0, Action("pass")), d.action(1, Action("pass"))
    assert button.label == "End turn"
    assert mine == "You end your turn without discarding"
    assert hers == "Olena ends the turn without discarding"
    assert "pass" not in (mine + hers).lower()


def test_a_rooster_cover_in_the_review_reads_as_a_move_of_its_own(qapp: Any) -> None:
    verdict = {"game": "rooster", "move": 7, "played": "cover 6S 8S", "best": "take"}
    assert headline(verdict) == "Move 7: you chose “cover 6♠ with 8♠”; better was “take”"
    ditch = {"game": "ditch", "move": 3, "played": "draw 1", "played_plan": ["draw 1", "pass"]}
    ditch |= {"best": "draw 3", "best_plan": ["draw 3", "meld 7C 7D 7H", "pass"]}
    assert headline(ditch) == (
        "Move 3: you chose “draw 1”; better was “draw 3, then meld 7♣, 7♦ and 7♥, "
        "then end the turn”"
    )


def test_the_log_tells_a_last_bouts_pick_up_before_the_games_end(qapp: Any) -> None:
    """Seen: "You are out. The game is over. Olena picks up 7 cards": the pick-up (CR-9) was
    said after every other event of the move. It is said where it happened."""
    import random

    from koloda.rules import new_game

    rng = random.Random(1)
    st = new_game("rooster", 2, seed=1)  # random legal moves: the game ends on a take
    while not st.is_terminal():
        legal = st.legal_actions()
        seat, action = st.to_move, legal[rng.randrange(len(legal))]
        events = st.apply(action)
    assert seat is not None and action.kind == "take"
    lines = Describer(NAMES, 0, kit("rooster")).lines(seat, action, events)
    assert lines[1:] == [
        "Olena picks up 1 card",
        "You are out",
        "The game is over",
    ]


def test_a_bout_is_said_beaten_off_only_when_it_was(qapp: Any) -> None:
    """Seen in Russian: "Вы говорите «беру» · Бито · Вы забираете со стола: 3 карты": the log
    said every bout's end "бито" (beaten off, the cards to the discard pile), a picked-up
    bout's too. CR-9: a bout the defender covered is discarded, and the log says so; a bout
    the defender took is said by its pick-up alone."""
    import random

    from koloda.rules import new_game

    rng = random.Random(3)
    said: dict[bool, list[str]] = {True: [], False: []}
    for seed in range(1, 40):  # bounded: random legal moves until each end has been seen
        st = new_game("rooster", 3, seed=seed)
        while not st.is_terminal() and not (said[True] and said[False]):
            legal = st.legal_actions()
            seat, action = st.to_move, legal[rng.randrange(len(legal))]
            events = st.apply(action)
            ends = [e for e in events if e.kind == "bout_end"]
            if ends and seat is not None:
                lines = Describer(NAMES, 0, kit("rooster")).lines(seat, action, events)
                said[bool(ends[0].value)] = lines
    beaten, taken = said[True], said[False]
    assert "All beaten: the cards are discarded" in beaten
    assert not any("picks up" in line for line in beaten)
    assert not any("beaten" in line or "bout" in line for line in taken)
    assert [line for line in taken if re.fullmatch(r"\w+ picks? up \d+ cards?", line)]
    for lang in ("ru", "uk"):
        messages = ET.parse(SOURCES / f"koloda_{lang}.ts").getroot().iter("message")
        words = {m.findtext("source"): m.findtext("translation") for m in messages}
        assert words["all beaten: the cards are discarded"] == "бито"
        assert "the bout is over" not in words  # the line said of a picked-up bout too
