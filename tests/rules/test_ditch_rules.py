"""Ditch Rummy rules DR-1..DR-8 on explicit deck orders (top card first, C-5)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from koloda.games.ditch.rules import DitchState
from koloda.rules import Action, Event, RulesError, new_game
from koloda.rules.cards import card_names, full_deck, shuffled_deck


def deck(*top: str) -> list[str]:
    """A deck order: the given cards on top, then the rest of the deck sorted."""
    rest = [c for c in card_names(full_deck(52)) if c not in top]
    return [*top, *rest]


def start(
    players: int = 2, decks: list[list[str]] | None = None, dealer: int = 0, **options: Any
) -> DitchState:
    s = new_game("ditch", players=players, decks=decks or [], dealer=dealer, options=options)
    assert isinstance(s, DitchState)
    return s


def play(s: DitchState, *actions: str) -> list[Event]:
    """Apply action strings in order (each must be legal), returning all events."""
    events: list[Event] = []
    for text in actions:
        assert text in s.legal_strings(), f"{text!r} not legal; legal: {s.legal_strings()}"
        events += s.apply_text(text)
    return events


def drain(s: DitchState) -> list[Event]:
    """Finish the current hand: draw as much as allowed, then discard the whole hand."""
    hand_no = s.hand_no
    events: list[Event] = []
    while s.hand_no == hand_no and not s.is_terminal():
        legal = s.legal_strings()
        seat = s.seat
        if legal[0].startswith("draw"):
            events += s.apply_text(legal[-1])
        elif s.hands[seat]:
            events += s.apply_text("discard " + " ".join(card_names(s.hands[seat])))
        else:
            events += s.apply_text("pass")
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


# --------------------------------------------------------------------------- DR-1


def test_dr1_no_deal_the_deck_is_the_stock_and_the_player_after_the_dealer_starts() -> None:
    s = start(3, [deck("5C", "9D", "KH")], dealer=1)
    pub = s.public()
    assert (pub["stock"], pub["hands"], pub["phase"], pub["dealer"]) == (52, [0, 0, 0], "draw", 1)
    assert s.to_move == 2
    events = play(s, "draw 3")
    assert s.hand(2) == sorted(s.hand(2)) and card_names(s.hand(2)) == ["5C", "9D", "KH"]
    move = next(e for e in events if e.kind == "move")
    assert (move.src, move.dst, move.face_up) == ("stock", "hand:2", False)


def test_dr1_dealer_moves_clockwise_and_each_hand_takes_its_own_deck() -> None:
    s = start(3, [deck("QC", "KD", "AH"), deck("2S", "3S", "7H")], dealer=2)
    assert s.to_move == 0
    events = play(s, "draw 3", "meld QC KD AH", "pass")  # DR-5a ends hand 0
    assert kinds(events)[-2:] == ["hand_start", "move"]
    pub = s.public()
    assert (pub["hand_no"], pub["dealer"], pub["stock"], pub["melds"]) == (1, 0, 52, [])
    assert s.to_move == 1
    play(s, "draw 3")
    assert card_names(s.hand(1)) == ["2S", "3S", "7H"]


def test_dr1_a_hand_without_a_given_deck_uses_the_seeded_shuffle() -> None:
    s = new_game("ditch", players=2, seed=77, decks=[deck("QC", "KD", "AH")])
    assert isinstance(s, DitchState)
    play(s, "draw 3", "meld QC KD AH", "pass")
    play(s, "draw 2")  # hand 1: dealer 1, seat 0 starts
    assert s.hand(0) == sorted(shuffled_deck(52, 77, 1)[:2])


# --------------------------------------------------------------------------- DR-2


def test_dr2_a_player_below_three_must_draw_one_to_three() -> None:
    s = start(2, [deck("5C", "9D", "KH", "2C")])
    assert s.legal_strings() == ["draw 1", "draw 2", "draw 3"]
    before = s.to_json()
    with pytest.raises(RulesError, match="draw"):
        s.apply_text("pass")
    assert s.to_json() == before  # refused without a trace
    play(s, "draw 1", "pass", "draw 1", "pass")
    assert s.public()["phase"] == "draw"
    assert s.legal_strings() == ["draw 1", "draw 2"]  # 1 in hand: to at most 3


def test_dr2_three_cards_in_hand_skip_the_draw() -> None:
    s = start(2, [deck("5C", "9D", "KH", "2C", "7D", "JS")])
    play(s, "draw 3", "pass", "draw 3", "pass")
    assert s.to_move == 1 and s.public()["phase"] == "play"
    assert not any(a.startswith("draw") for a in s.legal_strings())
    with pytest.raises(RulesError, match="DR-2"):
        s.apply_text("draw 1")


def draw_and_discard_until(s: DitchState, stock: int) -> None:
    """Each turn draw as much as allowed and discard the whole hand, until ``stock`` cards
    remain at the start of a turn."""
    while s.public()["stock"] > stock or not s.draw_phase:
        legal = s.legal_strings()
        if legal[0].startswith("draw"):
            play(s, legal[-1])
        else:
            play(s, "discard " + " ".join(card_names(s.hands[s.seat])))


def test_dr2_draws_are_limited_by_what_the_stock_holds() -> None:
    s = start(2, [deck()])
    draw_and_discard_until(s, 1)  # 17 turns of 3 cards leave 1
    assert s.hands[s.seat] == () and s.legal_strings() == ["draw 1"]


# --------------------------------------------------------------------------- DR-3


def test_dr3_two_card_blind_run_of_two_suits() -> None:
    s = start(2, [deck("5S", "6H")])
    events = play(s, "draw 2", "meld 5S 6H")
    assert s.public()["melds"] == [{"owner": 1, "cards": ["5S", "6H"]}]
    assert s.public()["scores"] == [0, 25]  # DR-6 a blind run scores 25
    assert Event("score", 1, (), "", "", True, 25) in events
    assert any(e.kind == "move" and e.dst == "meld:0" and e.face_up for e in events)


def test_dr3_sets_are_two_or_three_cards_of_one_rank() -> None:
    s = start(2, [deck("9C", "9D", "9S")])
    play(s, "draw 3")
    melds = [a for a in s.legal_strings() if a.startswith("meld")]
    assert sorted(melds) == ["meld 9C 9D", "meld 9C 9D 9S", "meld 9C 9S", "meld 9D 9S"]
    play(s, "meld 9C 9D 9S")
    assert s.public()["scores"] == [0, 5]


def test_dr3_runs_are_ace_high_only_and_need_consecutive_ranks() -> None:
    s = start(2, [deck("AS", "2C", "3D", "5C", "7D", "8H")])
    play(s, "draw 3")
    melds = [a for a in s.legal_strings() if a.startswith("meld")]
    assert melds == ["meld 2C 3D"]  # A-2 and A-2-3 are no runs
    play(s, "pass", "draw 3")
    assert [a for a in s.legal_strings() if a.startswith("meld")] == ["meld 7D 8H"]
    s2 = start(2, [deck("QC", "KC", "AD")])
    play(s2, "draw 3")
    assert "meld QC KC AD" in s2.legal_strings()  # Q-K-A is a run
    assert "meld KC AD" in s2.legal_strings()


def test_dr3_a_single_fits_a_run_only_next_to_its_own_cards() -> None:
    s = start(2, [deck("6C", "7D", "8H", "5S", "9C", "TD")])
    play(s, "draw 3", "meld 6C 7D 8H", "pass", "draw 3")
    singles = [a for a in s.legal_strings() if a.startswith("single")]
    assert singles == ["single 5S 0", "single 9C 0"]
    play(s, "single 9C 0")
    # DR-3c singles never extend a meld: TD does not fit after 9C was played.
    assert [a for a in s.legal_strings() if a.startswith("single")] == ["single 5S 0"]
    with pytest.raises(RulesError, match="does not fit"):
        s.apply(Action("single", (s.hands[0][-1],), 0))


def test_dr3_a_single_to_another_players_meld_scores_for_the_one_who_played_it() -> None:
    s = start(2, [deck("4C", "4D", "2H", "4S", "8C", "JD")])
    play(s, "draw 3", "meld 4C 4D", "pass", "draw 3")
    events = play(s, "single 4S 0")
    pub = s.public()
    assert pub["singles"] == [{"owner": 0, "card": "4S", "meld": 0}]
    assert pub["scores"] == [2, 5]
    assert Event("score", 0, (), "", "", True, 2) in events
    assert any(e.kind == "single" and e.seat == 0 and e.value == 0 for e in events)


def test_dr3_an_ace_single_is_worth_ten() -> None:
    s = start(2, [deck("QC", "KD", "2H", "AS", "3C", "5D")])
    play(s, "draw 3", "meld QC KD", "pass", "draw 3", "single AS 0")
    assert s.public()["scores"] == [10, 25]


def test_dr3_melds_and_singles_any_number_in_any_order() -> None:
    s = start(2, [deck("7C", "7D", "7H")])
    play(s, "draw 3", "meld 7C 7D", "single 7H 0")
    assert s.public()["scores"] == [0, 7]
    assert s.legal_strings() == ["pass"]  # DR-4 an empty hand can only pass


# --------------------------------------------------------------------------- DR-4


def test_dr4_end_a_turn_by_discarding_any_cards_or_passing() -> None:
    s = start(2, [deck("2C", "5D", "9H")])
    play(s, "draw 3")
    ends = [a for a in s.legal_strings() if a.startswith(("discard", "pass"))]
    assert sorted(ends) == sorted(
        [
            "discard 2C",
            "discard 5D",
            "discard 9H",
            "discard 2C 5D",
            "discard 2C 9H",
            "discard 5D 9H",
            "discard 2C 5D 9H",
            "pass",
        ]
    )
    events = play(s, "discard 2C 9H")
    assert s.public()["discard"] == 2 and s.public()["scores"] == [0, 0]
    assert s.observation(0)["discard_pile"] == ["2C", "9H"]  # face up
    assert any(e.kind == "move" and e.dst == "discard" and e.face_up for e in events)
    assert s.to_move == 0


def test_dr4_unsorted_or_foreign_cards_are_refused() -> None:
    s = start(2, [deck("2C", "5D", "9H")])
    play(s, "draw 3")
    before = s.to_json()
    for bad in ("discard 9H 2C", "discard 3C", "meld 2C 5D", "single 2C 0", "draw 1", "fold"):
        with pytest.raises(RulesError):
            s.apply_text(bad)
    assert s.to_json() == before


# --------------------------------------------------------------------------- DR-5


def test_dr5a_q_k_a_ends_the_hand_only_at_the_end_of_the_turn() -> None:
    s = start(2, [deck("9C", "9D", "2H", "QS", "KC", "AD", "9S")], target=1000)
    play(s, "draw 3", "meld 9C 9D", "pass", "draw 3")
    events = play(s, "meld QS KC AD")
    assert "hand_end" not in kinds(events)
    assert s.to_move == 0 and s.public()["hand_no"] == 0  # the turn goes on
    events = play(s, "pass")
    assert kinds(events)[:3] == ["pass", "top_run", "hand_end"]  # the log can say why
    assert events[1].seat == 0
    assert s.public()["hand_no"] == 1 and s.totals == [25, 5 - 2]


def test_dr5a_j_q_k_ends_the_hand_when_the_turn_ends() -> None:
    # Seat 1 melds 5-5, then seat 0 holds J Q K: meld, nothing else to play; pass ends.
    s = start(2, [deck("5C", "5D", "8H", "JS", "QH", "KD")], target=1000)
    play(s, "draw 3", "meld 5C 5D", "discard 8H", "draw 3", "meld JS QH KD")
    assert s.public()["hand_no"] == 0 and s.legal_strings() == ["pass"]
    events = play(s, "pass")
    assert "hand_end" in kinds(events) and s.totals == [25, 5]


def test_dr5b_the_empty_stock_ends_the_hand_at_the_end_of_that_turn() -> None:
    s = start(2, [deck()])
    draw_and_discard_until(s, 1)
    seat = s.to_move
    play(s, "draw 1")
    assert s.public()["stock"] == 0 and s.public()["hand_no"] == 0
    assert s.to_move == seat and s.public()["phase"] == "play"  # the turn goes on
    events = play(s, "pass")
    assert kinds(events)[1:3] == ["stock_out", "hand_end"] and s.public()["hand_no"] == 1
    # 17 turns of 3 from seat 1 on: seat 0 drew the last card, AS, and kept it (DR-6: -10).
    assert seat == 0 and s.totals == [-10, 0]


def test_dr5c_a_stalemate_round_ends_the_hand() -> None:
    s = start(2, [deck("2C", "5D", "9H", "3C", "6D", "TH")], target=1000)
    play(s, "draw 3", "pass", "draw 3", "pass")  # drawing turns are not quiet
    events = play(s, "pass")  # seat 1: first quiet turn
    assert "hand_end" not in kinds(events) and s.quiet == 1
    events = play(s, "pass")  # seat 0: N = 2 quiet turns in a row
    assert kinds(events)[1:3] == ["quiet_round", "hand_end"]
    assert s.totals == [-6, -6] and s.public()["hand_no"] == 1


def test_dr5c_any_action_restarts_the_count_of_quiet_turns() -> None:
    s = start(3, [deck("2C", "5D", "9H", "3C", "6D", "TH", "4C", "7D", "JH", "8S")])
    play(s, "draw 3", "pass", "draw 3", "pass", "draw 3", "pass")
    play(s, "pass", "pass")
    assert s.quiet == 2
    play(s, "discard 4C")  # seat 0 discards: not quiet
    assert s.quiet == 0 and s.public()["hand_no"] == 0
    play(s, "pass", "pass", "draw 1", "pass")  # seat 0 must draw: not quiet
    assert s.quiet == 0 and s.public()["hand_no"] == 0
    play(s, "pass", "pass")
    assert s.public()["hand_no"] == 0
    events = play(s, "pass")
    assert "hand_end" in kinds(events)


# --------------------------------------------------------------------------- DR-6


def test_dr6_cards_left_in_hand_count_against_their_holder() -> None:
    s = start(2, [deck("AS", "2C", "5D", "3C", "7D", "9H")], target=1000)
    play(s, "draw 3", "pass", "draw 3", "pass", "pass")
    events = play(s, "pass")
    assert s.totals == [-6, -14]  # ace -10, others -2
    assert Event("score", 1, (), "", "", True, -14) in events
    assert Event("score", 0, (), "", "", True, -6) in events
    assert kinds(events).index("hand_end") < kinds(events).index("score")


def test_dr6_hand_scores_and_penalties_are_banked_into_totals() -> None:
    order = deck("8C", "8D", "4H", "9C", "TD", "JH", "QS", "KC", "JC", "QD", "KH")
    s = start(2, [order], target=1000)
    play(s, "draw 3", "meld 8C 8D", "pass")  # seat 1: set 5, keeps 4H
    play(s, "draw 3", "meld 9C TD JH", "pass")  # seat 0: run 25
    play(s, "draw 2", "meld QS KC", "pass")  # seat 1: run 25
    assert s.public()["scores"] == [25, 30] and s.totals == [0, 0]
    events = play(s, "draw 3", "meld JC QD KH", "pass")  # seat 0: run 25, DR-5a
    assert s.totals == [50, 5 + 25 - 2]
    assert s.public()["scores"] == [0, 0] and s.public()["totals"] == [50, 28]
    assert kinds(events)[-2:] == ["hand_start", "move"]


# --------------------------------------------------------------------------- DR-7


def test_dr7_the_first_to_reach_the_target_wins_and_the_table_stays() -> None:
    s = start(2, [deck("QS", "KC", "AD")], target=25)
    events = play(s, "draw 3", "meld QS KC AD", "pass")
    assert kinds(events)[-1] == "game_end"
    assert s.is_terminal() and s.to_move is None and s.legal_actions() == []
    assert s.result() == {"totals": [0, 25], "winners": [1]}
    assert s.public()["melds"] == [{"owner": 1, "cards": ["QS", "KC", "AD"]}]
    assert s.returns() == [0.0, 1.0]
    with pytest.raises(RulesError, match="over"):
        s.apply_text("pass")


def test_dr7_when_several_reach_the_target_the_highest_total_wins() -> None:
    s = start(2, [deck("9C", "9D", "9H", "JS", "QH", "KD")], target=5)
    play(s, "draw 3", "meld 9C 9D 9H", "pass", "draw 3", "meld JS QH KD", "pass")
    assert s.result() == {"totals": [25, 5], "winners": [0]}


def test_dr7_equal_highest_totals_over_the_target_play_another_hand() -> None:
    first = deck("9C", "9D", "9H", "8C", "8D", "8H")
    s = start(2, [first, deck("QS", "KC", "AD")], target=5)
    play(s, "draw 3", "meld 9C 9D 9H", "pass", "draw 3", "meld 8C 8D 8H", "pass")
    drain(s)  # the stock runs out, every hand emptied by discards: no penalties
    assert s.totals == [5, 5] and not s.is_terminal() and s.public()["hand_no"] == 1
    assert s.to_move == 0  # dealer 1 now
    play(s, "draw 3", "meld QS KC AD", "pass")
    assert s.result() == {"totals": [30, 5], "winners": [0]}


def test_dr7_below_the_target_the_match_goes_on() -> None:
    s = start(2, [deck("9C", "9D", "2H", "QS", "KC", "AD")], target=31)
    play(s, "draw 3", "meld 9C 9D", "pass", "draw 3", "meld QS KC AD", "pass")
    assert s.totals == [25, 3] and not s.is_terminal()


def test_dr7_a_fixed_number_of_hands_ignores_the_target_and_ties_share() -> None:
    s = start(2, [deck("2C", "5D", "9H", "3C", "6D", "TH")], hands=1, target=1)
    play(s, "draw 3", "pass", "draw 3", "pass", "pass", "pass")
    assert s.result() == {"totals": [-6, -6], "winners": [0, 1]}
    saved = s.to_json()
    assert DitchState.from_json(saved).to_json() == saved  # a stalemate-ended match reloads
    s = start(2, [deck("QS", "KC", "AD")], hands=2, target=1)
    play(s, "draw 3", "meld QS KC AD", "pass")
    assert not s.is_terminal() and s.totals == [0, 25]
    drain(s)
    assert s.is_terminal() and s.result() == {"totals": [0, 25], "winners": [1]}


# --------------------------------------------------------------------------- DR-8


def test_dr8_a_team_match_is_won_on_the_combined_total() -> None:
    hand0 = deck("QS", "KC", "AD")
    hand1 = deck("2C", "5D", "9H", "JC", "QD", "KH")
    s = start(4, [hand0, hand1], teams=True, target=30)
    play(s, "draw 3", "meld QS KC AD", "pass")  # seat 1: 25, team 1+3 below 30
    assert not s.is_terminal() and s.totals == [0, 25, 0, 0]
    play(s, "draw 3", "pass", "draw 3", "meld JC QD KH", "pass")  # seats 2 and 3
    # Nobody alone has 30, but seats 1 and 3 together have 50; seat 2 lost 6.
    assert s.result() == {"totals": [0, 25, -6, 25], "winners": [1, 3]}
    assert s.returns() == [0.0, 1.0, 0.0, 1.0]


def test_dr8_equal_team_totals_over_the_target_play_another_hand() -> None:
    s = start(4, [deck("9C", "9D", "9H", "8C", "8D", "8H")], teams=True, target=5)
    play(s, "draw 3", "meld 9C 9D 9H", "pass", "draw 3", "meld 8C 8D 8H", "pass")
    drain(s)
    assert s.side_totals(s.totals)[0] == [5, 5] and not s.is_terminal()


def test_dr8_teams_need_four_players_and_a_bool() -> None:
    with pytest.raises(RulesError, match="4 players"):
        start(3, teams=True)
    with pytest.raises(RulesError, match="true or false"):
        start(4, teams="yes")
    assert start(3, teams=False).teams is False


@pytest.mark.parametrize(
    "options",
    [{"target": 0}, {"target": "500"}, {"target": True}, {"hands": 0}, {"hands": 1.5}, {"x": 1}],
)
def test_option_values_out_of_range_are_refused(options: dict[str, Any]) -> None:
    with pytest.raises(RulesError):
        start(2, **options)


def test_every_given_deck_must_be_a_full_deck() -> None:
    with pytest.raises(RulesError):
        start(2, [deck(), deck()[:51]])
    with pytest.raises(RulesError):
        start(2, [[*deck()[:51], "2C"]])


# --------------------------------------------------------------------------- views


def test_observation_shows_the_table_and_own_hand_only_and_determinizes_back() -> None:
    s = start(3, [deck("9C", "9D", "2H", "4S", "KC", "7D", "3S")], dealer=2)
    play(s, "draw 3", "meld 9C 9D", "discard 2H", "draw 3")  # seat 0, then seat 1 draws
    obs = s.observation(0)
    assert obs["hand"] == [] and obs["legal"] == [] and obs["to_move"] == 1
    assert obs["discard_pile"] == ["2H"] and obs["public"]["hands"] == [0, 3, 0]
    assert obs["options"] == {"target": 500, "hands": None, "teams": False}
    assert not {"4S", "KC", "7D", "3S"} & set(json.dumps(obs).replace('"', " ").split())
    mine = s.observation(1)
    assert mine["hand"] == ["4S", "7D", "KC"] and "pass" in mine["legal"]
    for seat, o in ((0, obs), (1, mine)):
        d = DitchState.determinize(o, random.Random(seat))
        assert d.observation(seat) == o and d.hands[seat] == s.hands[seat]
        assert len(d.hands[1]) == 3 and len(d.stock) == 52 - 6


def test_events_of_a_hand_end_come_in_order() -> None:
    s = start(2, [deck("9C", "9D", "2H", "QS", "KC", "AD")], target=1000)
    play(s, "draw 3", "meld 9C 9D", "pass", "draw 3", "meld QS KC AD")
    events = play(s, "pass")
    assert kinds(events)[:5] == ["pass", "top_run", "hand_end", "score", "move"]
    assert events[2].value == 0 and events[3] == Event("score", 1, (), "", "", True, -2)
    outs = [e for e in events if e.kind == "move" and e.dst == "out"]
    assert sorted(c for e in outs for c in e.cards) == list(range(52))
    assert events[-2] == Event("hand_start", 1, (), "", "", True, 1)
    assert (events[-1].src, events[-1].dst, events[-1].face_up) == ("out", "stock", False)


def test_returns_estimate_favours_the_leader_before_the_end() -> None:
    s = start(2, [deck("9C", "9D", "9H")])
    assert s.returns() == [0.5, 0.5]
    play(s, "draw 3", "meld 9C 9D 9H")
    r = s.returns()
    assert 0.5 < r[1] < 1.0 and 0.0 < r[0] < 0.5


def test_actions_built_from_junk_are_refused_with_a_reason() -> None:
    s = start(2)
    before = s.to_json()
    junk: list[Any] = [
        Action("meld", ("a",)),  # type: ignore[arg-type]
        Action("draw", (), "x"),  # type: ignore[arg-type]
        Action("single", (99,), 0),
        Action("pass", 5),  # type: ignore[arg-type]
        ("pass",),
    ]
    for bad in junk:
        with pytest.raises(RulesError):
            s.apply(bad)
    assert s.to_json() == before
