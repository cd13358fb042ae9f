"""Ryadky rules RY-1..RY-10 on explicit deck orders and explicit positions."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

import pytest

from koloda.games.ryadky.rules import RyadkyState
from koloda.rules import Action, Event, RulesError, new_game
from koloda.rules.cards import card_names, full_deck, parse_card, rank_of

ALL52 = card_names(full_deck(52))
ALL36 = card_names(full_deck(36))


def position(
    hands: Sequence[Sequence[str]],
    *,
    to_move: int,
    stock: Sequence[str] = (),
    pile: Sequence[str] = (),
    stacks: Sequence[Sequence[str]] | None = None,
    size: int = 52,
    deals: int = 1,
    deal: int = 0,
    dealer: int = 0,
    totals: Sequence[int] | None = None,
) -> RyadkyState:
    """A mid-deal position loaded through from_json; every card not placed is out of play."""
    n = len(hands)
    stacks = stacks if stacks is not None else [[] for _ in range(n)]
    placed = {c for h in hands for c in h} | set(stock) | set(pile)
    placed |= {c.lstrip("~") for st in stacks for c in st}
    data = {
        "game": "ryadky",
        "version": 1,
        "players": n,
        "seed": 0,
        "dealer": dealer,
        "options": {"deck_size": size, "deals": deals},
        "decks": [],
        "deal": deal,
        "to_move": to_move,
        "hands": [list(h) for h in hands],
        "stock": list(stock),
        "pile": list(pile),
        "stacks": [list(st) for st in stacks],
        "out": [c for c in (ALL52 if size == 52 else ALL36) if c not in placed],
        "totals": list(totals) if totals is not None else [0] * n,
    }
    return RyadkyState.from_json(data)


def play(state: RyadkyState, card: str) -> list[Event]:
    return state.apply(Action("play", (parse_card(card),)))


def names(state: RyadkyState, seat: int) -> list[str]:
    return card_names(state.hand(seat))


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events if e.kind != "move"]


# --------------------------------------------------------------------------- RY-1, RY-2


def test_ry1_deals_six_each_one_at_a_time_from_the_seat_after_the_dealer() -> None:
    order = list(reversed(ALL52))
    s = new_game("ryadky", players=3, seed=0, decks=[order], dealer=1)
    # C-6: seat 2 gets cards 0, 3, 6..., seat 0 cards 1, 4, ..., seat 1 (dealer) cards 2, 5, ...
    assert names(s, 2) == sorted(order[0:18:3], key=parse_card)
    assert names(s, 0) == sorted(order[1:18:3], key=parse_card)
    assert names(s, 1) == sorted(order[2:18:3], key=parse_card)
    assert s.public()["stock"] == 52 - 18
    assert s.public()["hands"] == [6, 6, 6]


def test_ry1_a_36_card_deck_holds_only_six_to_ace() -> None:
    s = new_game("ryadky", players=5, seed=3, options={"deck_size": 36})
    assert isinstance(s, RyadkyState)
    dealt = [c for seat in range(5) for c in s.hand(seat)]
    assert s.public()["stock"] == 36 - 30
    assert min(rank_of(c) for c in dealt + s.stock) == 4  # rank index of "6"


def test_ry1_six_players_with_36_cards_leave_no_stock() -> None:
    s = new_game("ryadky", players=6, seed=1, options={"deck_size": 36})
    assert s.public()["stock"] == 0
    assert s.public()["hands"] == [6] * 6


def test_ry2_the_dealer_leads_and_may_lead_any_card() -> None:
    s = new_game("ryadky", players=4, seed=5, dealer=2)
    assert s.to_move == 2
    assert s.public()["dealer"] == 2
    assert sorted(s.legal_strings()) == sorted(f"play {c}" for c in names(s, 2))


# --------------------------------------------------------------------------- RY-3


HANDS_2 = [
    ["2C", "9D", "TD", "JD", "KD", "AD"],  # seat 0 (dealer)
    ["2H", "5C", "9S", "KH", "AH", "QS"],  # seat 1
]


def test_ry3_the_next_player_must_answer_with_same_rank_or_suit(
    ryadky_game: Callable[..., RyadkyState],
) -> None:
    s = ryadky_game(2, HANDS_2)
    play(s, "2C")
    assert s.to_move == 1
    assert sorted(s.legal_strings()) == ["play 2H", "play 5C"]


def test_ry3_playing_is_compulsory_and_a_non_matching_card_is_refused(
    ryadky_game: Callable[..., RyadkyState],
) -> None:
    s = ryadky_game(2, HANDS_2)
    play(s, "2C")
    before = s.to_json()
    with pytest.raises(RulesError, match="neither the rank nor the suit"):
        play(s, "9S")
    with pytest.raises(RulesError, match="does not hold"):
        play(s, "3C")
    with pytest.raises(RulesError):
        s.apply(Action("take"))
    assert s.to_json() == before


def test_ry3_the_turn_skips_players_with_empty_hands() -> None:
    s = position([["5S", "6S"], [], ["5H", "9C"]], to_move=0)
    play(s, "5S")
    assert s.to_move == 2
    assert s.legal_strings() == ["play 5H"]


# --------------------------------------------------------------------------- RY-4, RY-5


def test_ry4_the_pile_goes_to_the_player_of_its_last_card_when_nobody_can_answer(
    ryadky_game: Callable[..., RyadkyState],
) -> None:
    s = ryadky_game(2, [["2C", "3S", "4S", "5S", "6S", "7S"], ["2D", "9D", "TD", "JD", "KD", "AD"]])
    play(s, "2C")
    events = play(s, "2D")  # seat 0 holds no 2 and no diamond
    assert "pile_taken" in kinds(events)
    taken = next(e for e in events if e.kind == "pile_taken")
    assert taken.seat == 1
    assert card_names(taken.cards) == ["2C", "2D"]
    # the event before says who could not answer which card, for the log
    missing = next(e for e in events if e.kind == "no_answer")
    assert (missing.seat, card_names(missing.cards)) == (0, ["2D"])
    assert s.public()["stacks"] == [0, 2]
    assert s.public()["pile"] == []
    assert s.to_move == 1  # RY-7: the taker leads


def test_ry4_the_pile_is_taken_when_the_only_other_holder_cannot_answer() -> None:
    s = position([["AS", "2C"], ["KH"], []], to_move=0)
    play(s, "AS")  # seat 1 holds KH: neither an ace nor a spade
    assert s.public()["stacks"] == [1, 0, 0]
    assert s.to_move == 0


def test_ry5_a_pile_nobody_else_can_answer_because_their_hands_are_empty_is_built() -> None:
    s = position([["AS"], ["KS", "2C"], []], to_move=0, deals=2)
    play(s, "AS")
    events = play(s, "KS")  # seats 2 and 0 hold nothing: nobody but seat 1 holds cards
    assert "pile_built" in kinds(events)
    built = next(e for e in events if e.kind == "pile_built")
    assert card_names(built.cards) == ["AS", "KS"]
    assert s.public()["deal"] == 1  # RY-8 followed: only seat 1 holds cards, stock empty
    moves = [e for e in events if e.kind == "move" and e.src == "pile"]
    assert [m.dst for m in moves] == ["out"]


def test_ry5_built_pile_leaves_play_and_counts_as_out() -> None:
    s = position([[], ["KS", "2C"], []], to_move=1, pile=["KD"])
    out_before = s.public()["out"]
    play(s, "KS")  # seats 2 and 0 hold nothing
    assert s.public()["out"] == out_before + 2
    assert s.public()["stacks"] == [0, 0, 0]


# --------------------------------------------------------------------------- RY-6a


def test_ry6a_third_card_of_a_rank_takes_two_stock_cards_face_down() -> None:
    s = position(
        [["9H", "2C"], ["5H", "3C"]],
        to_move=1,
        pile=["5C", "5D"],
        stock=["AS", "KS", "QS"],
    )
    events = play(s, "5H")
    bonus = next(e for e in events if e.kind == "bonus")
    assert (bonus.seat, bonus.value, bonus.cards) == (1, 2, ())  # a log must not name them
    move = next(e for e in events if e.kind == "move" and e.src == "stock")
    assert move.dst == "stack:1" and move.face_up is False
    assert card_names(move.cards) == ["AS", "KS"]  # for the table, which shows them face down
    assert s.public()["stacks"] == [0, 2]
    assert s.public()["stock"] == 1
    assert s.to_move == 0  # the pile goes on: seat 0 answers with 9H
    for seat in (0, 1):  # face down: nobody sees them, not even their owner
        assert s.observation(seat)["stack_cards"] == [[], [None, None]]
        assert "AS" not in str(s.observation(seat))


def test_ry6a_bonus_with_a_short_stock_takes_what_is_left() -> None:
    s = position([["9H", "2C"], ["5H", "3C"]], to_move=1, pile=["5C", "5D"], stock=["AS"])
    events = play(s, "5H")
    assert next(e for e in events if e.kind == "bonus").value == 1
    assert s.public()["stacks"] == [0, 1]
    assert s.public()["stock"] == 0


def test_ry6a_no_bonus_from_an_empty_stock() -> None:
    s = position([["9H", "2C"], ["5H", "3C"]], to_move=1, pile=["5C", "5D"])
    events = play(s, "5H")
    assert "bonus" not in kinds(events)
    assert s.public()["stacks"] == [0, 0]


def test_ry6a_fourth_card_of_a_rank_earns_another_bonus_and_two_of_a_rank_do_not() -> None:
    s = position(
        [["5S", "2C"], ["5H", "3C"]],
        to_move=1,
        pile=["9C", "5C", "5D"],
        stock=["AS", "KS", "QS", "JS"],
    )
    play(s, "5H")
    assert s.public()["stacks"] == [0, 2]
    events = play(s, "5S")  # 5S on 5H, 5D: a bonus again
    assert [(e.seat, e.value) for e in events if e.kind == "bonus"] == [(0, 2)]
    # seat 1 (3C) cannot answer 5S: seat 0 takes the five pile cards onto its two bonus cards
    assert s.public()["stacks"] == [7, 2]
    assert s.observation(1)["stack_cards"][0] == [None, None, "9C", "5C", "5D", "5H", "5S"]
    s = position([["9H", "2C"], ["5H", "3C"]], to_move=1, pile=["9D", "5D"], stock=["AS", "KS"])
    assert "bonus" not in kinds(play(s, "5H"))  # only one 5 under it


# --------------------------------------------------------------------------- RY-6b


def test_ry6b_a_seven_costs_the_next_player_the_top_card_of_their_stack() -> None:
    s = position(
        [["7S", "2C"], ["9S", "3D"], ["4H"]],
        to_move=0,
        stacks=[[], ["2H", "3H", "4C"], []],
    )
    events = play(s, "7S")
    pen = next(e for e in events if e.kind == "penalty")
    assert (pen.seat, pen.value, card_names(pen.cards)) == (1, 1, ["4C"])
    assert s.public()["stacks"] == [0, 2, 0]
    assert s.observation(2)["stack_cards"][1] == ["2H", "3H"]
    assert s.observation(2)["out_cards"][-1] == "4C"
    assert s.to_move == 1


def test_ry6b_a_queen_takes_four_cards_or_as_many_as_there_are() -> None:
    s = position([["QS", "2C"], ["9S", "3D"]], to_move=0, stacks=[[], ["2H", "3H"]])
    events = play(s, "QS")
    pen = next(e for e in events if e.kind == "penalty")
    assert (pen.seat, pen.value) == (1, 2)
    assert s.public()["stacks"] == [0, 0]
    s = position(
        [["QS", "2C"], ["9S", "3D"]],
        to_move=0,
        stacks=[[], ["2H", "3H", "4H", "5H", "6H", "7H"]],
    )
    play(s, "QS")
    assert s.observation(0)["stack_cards"][1] == ["2H", "3H"]


def test_ry6b_penalty_hits_the_next_player_holding_cards_even_if_they_cannot_answer() -> None:
    s = position(
        [["7S", "2C"], [], ["4H"]],
        to_move=0,
        pile=["7D"],
        stacks=[[], ["2H"], ["3H", "4C"]],
    )
    events = play(s, "7S")  # seat 1 is skipped (empty hand); seat 2 cannot answer
    assert next(e for e in events if e.kind == "penalty").seat == 2
    assert s.public()["stacks"] == [2, 1, 1]  # seat 0 took the pile of two


def test_ry6b_no_penalty_when_there_is_no_next_player() -> None:
    s = position([["QS", "5C"], [], []], to_move=0, pile=["QH"], stacks=[[], ["2H"], ["3H"]])
    events = play(s, "QS")
    assert "penalty" not in kinds(events)
    assert "pile_built" in kinds(events)


def test_ry6b_penalty_removes_face_down_bonus_cards_face_down() -> None:
    s = position(
        [["7S", "2C"], ["9S", "3D"]],
        to_move=0,
        pile=["7H"],
        stacks=[[], ["2H", "~3H"]],
        stock=["4D"],
    )
    events = play(s, "7S")
    move = next(e for e in events if e.kind == "move" and e.dst == "out")
    assert card_names(move.cards) == ["3H"] and move.face_up is False
    penalty = next(e for e in events if e.kind == "penalty")
    assert (penalty.seat, penalty.value, penalty.cards) == (1, 1, ())
    assert s.observation(0)["out_cards"][-1] is None


# --------------------------------------------------------------------------- RY-6c


def test_ry6c_jack_on_jack_destroys_the_pile() -> None:
    s = position([["JH", "2C"], ["JS", "3D"], ["4H", "5H"]], to_move=0, pile=["9S", "9H"], deals=1)
    out_before = s.public()["out"]
    play(s, "JH")
    assert s.to_move == 1
    events = play(s, "JS")
    assert "pile_destroyed" in kinds(events)
    assert s.public()["out"] == out_before + 4
    assert s.public()["stacks"] == [0, 0, 0]
    assert s.to_move == 1  # RY-7: the player of the last card leads


def test_ry6c_a_jack_on_another_rank_does_not_destroy() -> None:
    s = position([["JH", "2C"], ["9S", "3H"]], to_move=0, pile=["9H"])
    events = play(s, "JH")
    assert "pile_destroyed" not in kinds(events)
    assert s.public()["pile"] == ["9H", "JH"]


# --------------------------------------------------------------------------- RY-7


def test_ry7_refill_starts_with_the_last_player_and_stops_when_the_stock_runs_out() -> None:
    s = position(
        [["2C", "3C", "4C", "5C", "6C"], ["7D", "8D", "9D", "TD"], ["JH", "QH", "KH"]],
        to_move=1,
        pile=["7H"],
        stock=["AS", "KS", "QS", "JS"],
    )
    events = play(s, "7D")  # seat 2 holds no 7 and no diamond: seat 1 takes the pile
    refills = [(e.dst, card_names(e.cards)) for e in events if e.src == "stock"]
    assert refills == [("hand:1", ["AS", "KS", "QS"]), ("hand:2", ["JS"])]
    assert s.public()["hands"] == [5, 6, 4]
    assert s.public()["stock"] == 0
    assert s.to_move == 1


def test_ry7_next_player_with_cards_leads_when_the_last_player_has_none() -> None:
    s = position([[], ["7D"], ["JH", "QH"], ["2C"]], to_move=1, pile=["7H"])
    play(s, "7D")  # seat 2 cannot answer: seat 1 takes the pile, holds nothing now
    assert s.public()["stacks"] == [0, 2, 0, 0]
    assert s.to_move == 2
    assert sorted(s.legal_strings()) == ["play JH", "play QH"]


def test_ry7_refill_goes_clockwise_from_the_last_player_to_six_each(
    ryadky_game: Callable[..., RyadkyState],
) -> None:
    hands = [
        ["2C", "3C", "4C", "5C", "6C", "7C"],  # seat 0, dealer
        ["2D", "3D", "4D", "5D", "6D", "8D"],
        ["2H", "3H", "4H", "5H", "6H", "8H"],
    ]
    s = ryadky_game(3, hands, stock=["AS", "KS", "QS"])
    play(s, "7C")  # seat 1 must answer: no 7, no club -> seat 0 takes the pile
    assert s.public()["stacks"] == [1, 0, 0]
    assert "AS" in names(s, 0)
    assert s.public()["hands"] == [6, 6, 6]
    assert s.to_move == 0


# --------------------------------------------------------------------------- RY-8, RY-9


def test_ry8_the_deal_goes_on_while_two_players_hold_cards() -> None:
    s = position([["2C", "9S"], ["3D"], []], to_move=0)
    play(s, "2C")  # seat 1 cannot answer: seat 0 takes; seats 0 and 1 still hold cards
    assert s.public()["deal"] == 0
    assert not s.is_terminal()
    assert s.to_move == 0


def test_ry8_ry9_deal_ends_when_stock_is_empty_and_one_player_holds_cards() -> None:
    s = position(
        [["2C", "9S"], ["3D"], []],
        to_move=1,
        stacks=[["4C"], ["5C", "5D"], []],
        deals=2,
        pile=["3C"],
    )
    events = play(s, "3D")  # seat 0 cannot answer: seat 1 takes the pile (4 in stack)
    ks = kinds(events)
    assert ks[ks.index("deal_end") :] == ["deal_end", "score", "deal_start"]
    score = next(e for e in events if e.kind == "score")
    assert (score.seat, score.value) == (1, 4)
    assert s.public()["totals"] == [0, 4, 0]
    assert s.public()["deal"] == 1
    assert s.public()["stacks"] == [0, 0, 0]
    assert s.public()["hands"] == [6, 6, 6]


def test_ry9_tied_largest_stacks_each_bank_their_count() -> None:
    s = position(
        [["KS"], ["QS"], []],
        to_move=0,
        stacks=[["2C", "3C"], ["4C", "5C", "6C"], ["7C", "8C", "9C"]],
        totals=[5, 0, 1],
    )
    play(s, "KS")
    assert s.to_move == 1
    events = play(s, "QS")  # seats 2 and 0 hold nothing: built, and no Q penalty
    assert "pile_built" in kinds(events)
    assert [(e.seat, e.value) for e in events if e.kind == "score"] == [(1, 3), (2, 3)]
    assert s.result() == {"totals": [5, 3, 4], "winners": [0]}


def test_ry9_nobody_banks_when_every_stack_is_empty() -> None:
    s = position([["KS"], ["2D"]], to_move=0, totals=[2, 2])
    events = play(s, "KS")  # seat 1 cannot answer: seat 0 takes 1 card and banks it
    assert [(e.seat, e.value) for e in events if e.kind == "score"] == [(0, 1)]
    s = position([["KS"], []], to_move=0, pile=["KH"], totals=[2, 2])
    events = play(s, "KS")
    assert "score" not in kinds(events)
    assert s.result() == {"totals": [2, 2], "winners": [0, 1]}


# --------------------------------------------------------------------------- RY-10


def test_ry10_dealer_rotates_each_deal_and_a_game_is_seven_deals() -> None:
    s = new_game("ryadky", players=3, seed=11, dealer=2)
    rng = random.Random(4)
    dealers = [s.public()["dealer"]]
    leads = []  # (new dealer, seat to move, public dealer) at each new deal
    deal_ends = 0
    while not s.is_terminal():
        legal = s.legal_actions()
        events = s.apply(legal[rng.randrange(len(legal))])
        starts = [e.seat for e in events if e.kind == "deal_start"]
        dealers += starts
        leads += [(seat, s.to_move, s.public()["dealer"]) for seat in starts]
        deal_ends += sum(e.kind == "deal_end" for e in events)
    assert dealers == [(2 + k) % 3 for k in range(7)]
    assert leads == [(d, d, d) for d in dealers[1:]]  # RY-2: the new dealer leads
    assert deal_ends == 7
    assert s.public()["deal"] == 6


def test_ry10_option_deals_sets_the_number_of_deals() -> None:
    s = new_game("ryadky", players=2, seed=2, options={"deals": 2})
    rng = random.Random(0)
    while not s.is_terminal():
        legal = s.legal_actions()
        s.apply(legal[rng.randrange(len(legal))])
    assert s.public()["deal"] == 1


def test_ry10_highest_total_wins_and_equal_totals_share() -> None:
    s = position([["KS"], ["2D"], []], to_move=0, pile=["KH"], totals=[7, 7, 3], deal=6, deals=7)
    events = play(s, "KS")  # seat 1 cannot answer: seat 0 takes 2 cards and banks them
    assert kinds(events)[-1] == "game_end"
    assert s.result() == {"totals": [9, 7, 3], "winners": [0]}
    assert s.returns() == [1.0, 0.0, 0.0]
    assert s.to_move is None and s.legal_actions() == []
    s = position([["KS"], []], to_move=0, pile=["KH"], totals=[4, 4], deal=6, deals=7)
    play(s, "KS")
    assert s.result() == {"totals": [4, 4], "winners": [0, 1]}
    assert s.returns() == [1.0, 1.0]


def test_ry10_the_next_deal_uses_the_next_given_deck() -> None:
    second = list(reversed(ALL36))
    s = position([["KS"], []], to_move=0, pile=["KH"], size=36, deals=2)
    data = s.to_json()
    data["decks"] = [ALL36, second]
    s = RyadkyState.from_json(data)
    play(s, "KS")
    assert s.public()["deal"] == 1 and s.public()["dealer"] == 1
    assert names(s, 0) == sorted(second[0:12:2], key=parse_card)  # seat 0 is after dealer 1


def test_game_over_refuses_actions() -> None:
    s = position([["KS"], []], to_move=0, pile=["KH"])
    play(s, "KS")
    assert s.is_terminal()
    with pytest.raises(RulesError, match="over"):
        play(s, "2C")


def test_apply_refuses_objects_that_are_not_ryadky_actions(
    ryadky_game: Callable[..., RyadkyState],
) -> None:
    s = ryadky_game(2, HANDS_2)
    before = s.to_json()
    for bad in [Action("take"), Action("play", (99,)), Action("play", (0, 1)), "play 2C", None]:
        with pytest.raises(RulesError):
            s.apply(bad)  # type: ignore[arg-type]
    assert s.to_json() == before
