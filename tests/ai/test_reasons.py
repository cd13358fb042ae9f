"""koloda.ai.reasons: what a move does under the rules, from explicit deck orders, and the
same facts whatever the hidden cards are."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from koloda.ai import analyse
from koloda.ai.reasons import facts, facts_json
from koloda.games import BUILTIN
from koloda.games.ditch.reasons import DitchFacts
from koloda.games.rooster.reasons import RoosterFacts
from koloda.games.ryadky.reasons import RyadkyFacts
from koloda.rules import Action, GameState, new_game
from koloda.rules.cards import card_name, full_deck


def _deck(first: list[str], size: int) -> list[str]:
    """``first`` on top, then the rest of the deck in order."""
    return first + [card_name(c) for c in full_deck(size) if card_name(c) not in first]


def _dealt(seat1: list[str], seat0: list[str], size: int) -> list[str]:
    """Two players, seat 0 dealing: the cards go to seat 1, seat 0, seat 1, ... (C-6)."""
    return _deck([x for pair in zip(seat1, seat0, strict=True) for x in pair], size)


def _ryadky() -> GameState:
    deck = _dealt(["5H", "JH", "9S", "2C", "3C", "4C"], ["5C", "JS", "5D", "KD", "7D", "QD"], 52)
    return new_game("ryadky", players=2, seed=0, decks=[deck])


def test_ryadky_lead_follow_by_rank_or_suit_and_the_bonus() -> None:
    st = _ryadky()
    (lead,) = facts(st.observation(0), "play 5C")
    assert lead == RyadkyFacts("lead", "5C", "", 1, 0, 0, 1, "open", ("RY-2", "RY-7"))
    st.apply_text("play 5C")
    obs = st.observation(1)
    assert facts(obs, "play 3C")[0].by == "suit"  # type: ignore[union-attr]
    (rank,) = facts(obs, "play 5H")
    assert isinstance(rank, RyadkyFacts)
    assert (rank.kind, rank.by, rank.pile, rank.next_seat) == ("follow", "rank", 2, 0)
    st.apply_text("play 5H")
    (third,) = facts(st.observation(0), "play 5D")  # RY-6a: a third five earns 2 stock cards
    assert isinstance(third, RyadkyFacts)
    assert third.bonus == 2 and third.rules == ("RY-3", "RY-6a") and third.outcome == "open"


def test_ryadky_jack_on_jack_destroys_the_pile() -> None:
    st = _ryadky()
    st.apply_text("play JS")
    (jack,) = facts(st.observation(1), "play JH")
    assert isinstance(jack, RyadkyFacts)
    assert (jack.outcome, jack.next_seat, jack.pile) == ("destroyed", None, 2)
    assert "RY-6c" in jack.rules
    (other,) = facts(st.observation(1), "play 9S")
    assert isinstance(other, RyadkyFacts) and other.outcome == "open"


def _rooster() -> GameState:
    deck = _dealt(["6C", "8C", "9H", "KH", "AS", "7D"], ["7C", "TC", "JD", "QD", "8S", "9S"], 36)
    return new_game("rooster", players=2, seed=0, decks=[deck])


def test_rooster_lead_cover_and_take() -> None:
    st = _rooster()
    assert st.to_move == 1  # CR-3: 6C is the lowest card
    (lead,) = facts(st.observation(1), "lead 6C 8C")
    assert isinstance(lead, RoosterFacts)
    assert (lead.kind, lead.cards, lead.suit_left, lead.hand_left) == ("lead", ("6C", "8C"), 0, 4)
    assert lead.rules == ("CR-4",) and not lead.goes_out and lead.stock == 24
    st.apply_text("lead 6C 8C")
    obs = st.observation(0)
    (by_rank,) = facts(obs, "cover 6C 7C")
    (by_suit,) = facts(obs, "cover 6C 8S")
    assert isinstance(by_rank, RoosterFacts) and isinstance(by_suit, RoosterFacts)
    assert (by_rank.beats_by, by_suit.beats_by) == ("rank", "suit")  # CR-1's two cases
    assert by_rank.suit_left == 1 and not by_rank.covered  # 8C is still uncovered
    (take,) = facts(obs, "take")
    assert isinstance(take, RoosterFacts)
    assert take.immediate and take.pick_up == 2 and take.hand_left == 8
    assert take.rules == ("CR-5", "CR-6", "CR-9")
    st.apply_text("cover 6C 7C")
    obs = st.observation(0)
    (last,) = facts(obs, "cover 8C TC")
    assert isinstance(last, RoosterFacts)
    assert last.covered and last.suit_left == 0 and "CR-7" in last.rules  # throw-ins may come
    (late,) = facts(obs, "take")
    assert isinstance(late, RoosterFacts) and not late.immediate and late.pick_up == 3


def test_ditch_draw_run_that_ends_the_hand_and_set() -> None:
    deck = _deck(["QD", "KS", "AH", "9C", "9H", "2D"], 52)
    st = new_game("ditch", players=2, seed=0, decks=[deck])
    (draw,) = facts(st.observation(1), "draw 3")
    # three in hand after it, 49 left in the stock: why that many (DR-2) is worded from these
    assert draw == DitchFacts("draw", (), 3, 0, None, None, "", ("DR-2",), 3, 49)
    (one,) = facts(st.observation(1), "draw 1")
    assert (one.count, one.hand_left, one.stock) == (1, 1, 51)
    st.apply_text("draw 3")
    obs = st.observation(1)
    run, end = facts(obs, (Action.parse("meld QD KS AH"), Action.parse("pass")))
    assert isinstance(run, DitchFacts) and isinstance(end, DitchFacts)
    assert (run.kind, run.points, run.ends) == ("run", 25, "")
    assert "DR-5a" in run.rules
    assert (end.kind, end.ends) == ("pass", "top_run")
    assert run.lead == end.lead == 25  # the hand ends 25 points ahead on the table (DR-6)
    (short,) = facts(obs, "meld QD KS")
    assert isinstance(short, DitchFacts) and short.kind == "run" and "DR-5a" not in short.rules
    st.apply_text("pass")
    st.apply_text("draw 3")  # seat 0: 9C 9H 2D
    (pair,) = facts(st.observation(0), "meld 9C 9H")
    assert isinstance(pair, DitchFacts) and (pair.kind, pair.points) == ("set", 5)
    assert (pair.hand_left, pair.stock) == (1, 46)
    assert facts_json(pair)["game"] == "ditch" and facts_json(pair)["cards"] == ["9C", "9H"]


@pytest.mark.parametrize("game", BUILTIN)  # every built-in game (the registry's)
def test_facts_are_the_same_whatever_the_hidden_cards(
    game: str, positions: Callable[[str, int, int, int, int], list[GameState]]
) -> None:
    """The engine plays each move on several deals of the hidden cards: the facts agree."""
    checked = 0
    for players in (2, 3):
        for real in positions(game, players, 11, 2, 8):
            seat = real.to_move
            assert seat is not None
            obs = real.observation(seat)
            for c in analyse(obs, seed=1, iterations=30).candidates:
                found = facts(obs, c.plan)
                assert len(found) == len(c.plan)
                for k in range(4):
                    assert facts(obs, c.plan, random.Random(k)) == found, (game, c.plan)
                checked += 1
    assert checked >= 20
