"""Chuvash Rooster, rule by rule (CR-1..CR-13 of docs/rules.md), on explicit decks and positions."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.games.rooster.cards import BEATEN_BY, beats, lead_actions
from koloda.games.rooster.rules import RoosterState
from koloda.rules import Action, RulesError, new_game
from koloda.rules.cards import RANKS, SUITS, card_name, card_names, full_deck, parse_card

ALL36 = card_names(full_deck(36))


# --------------------------------------------------------------------------- helpers


def deck_for(hands: list[list[str]], stock: list[str] | None = None, dealer: int = 0) -> list[str]:
    """A deck order that deals ``hands`` (6 cards each, C-6) then has ``stock`` on top."""
    n = len(hands)
    order = [(dealer + 1 + i) % n for i in range(n)]
    deck = [hands[seat][k] for k in range(6) for seat in order]
    deck += stock or []
    return deck + [c for c in ALL36 if c not in deck]


def start(hands: list[list[str]], stock: list[str] | None = None, **kw: Any) -> RoosterState:
    dealer = kw.pop("dealer", 0)
    s = new_game(
        "rooster",
        players=len(hands),
        decks=[deck_for(hands, stock, dealer)],
        dealer=dealer,
        **kw,
    )
    assert isinstance(s, RoosterState)
    return s


def position(
    hands: list[list[str]],
    *,
    attacker: int,
    stock: list[str] | None = None,
    finished: list[int] | None = None,
    table: list[list[str | None]] | None = None,
    phase: str = "lead",
    taking: bool = False,
    priority: int | None = None,
) -> RoosterState:
    """A mid-game position (loaded through from_json); unlisted cards are in the discard."""
    n = len(hands)
    stock, finished, table = stock or [], finished or [], table or []
    used = {c for h in hands for c in h} | set(stock) | {c for p in table for c in p if c}
    defender = (attacker + 1) % n
    while defender in finished:
        defender = (defender + 1) % n
    data = {
        "game": "rooster",
        "version": 1,
        "players": n,
        "seed": 0,
        "dealer": 0,
        "decks": [],
        "options": {"previous_loser": None},
        "hands": [sorted(h, key=parse_card) for h in hands],
        "stock": list(stock),
        "discard": [c for c in ALL36 if c not in used],
        "table": [list(p) for p in table],
        "attacker": attacker,
        "defender": defender,
        "taking": taking,
        "finished": list(finished),
        "phase": phase,
        "priority": priority,
        "known": [[] for _ in range(n)],
        "void": [[] for _ in range(n)],
    }
    return RoosterState.from_json(data)


def play(s: RoosterState, *actions: str) -> list[Any]:
    events: list[Any] = []
    for a in actions:
        assert a in s.legal_strings(), (a, s.legal_strings())
        events += s.apply_text(a)
    return events


def names(s: RoosterState, seat: int) -> list[str]:
    return card_names(s.hand(seat))


# --------------------------------------------------------------------------- CR-1


def _wording(x: str, y: str) -> bool:
    """CR-1 read straight from its text, on card names (an independent oracle)."""
    hierarchy = "CDHS"  # "S > H > D > C"
    rx, sx, ry, sy = (
        RANKS.index(x[0]),
        hierarchy.index(x[1]),
        RANKS.index(y[0]),
        hierarchy.index(y[1]),
    )
    same_suit_higher = x[1] == y[1] and rx > ry
    higher_suit_not_lower = sx > sy and rx >= ry
    return same_suit_higher or higher_suit_not_lower


def test_cr1_beating_matches_the_rule_wording_for_all_36_by_36_pairs() -> None:
    for x in ALL36:
        for y in ALL36:
            assert beats(parse_card(x), parse_card(y)) is _wording(x, y), (x, y)
            assert bool(BEATEN_BY[parse_card(y)] >> parse_card(x) & 1) is _wording(x, y)


@pytest.mark.parametrize(
    ("x", "y", "expected"),
    [
        ("KD", "8C", True),  # seed: ♦K is higher than ♣8
        ("9S", "6D", True),  # seed: ♠9 is higher than ♦6
        ("TS", "8C", True),  # seed: ♠10 covers ♣8
        ("TS", "AC", False),  # seed: ♠10 does not cover ♣A (higher suit, lower rank)
        ("AC", "TS", False),  # seed: ♣A does not cover ♠10 (higher rank, lower suit)
        ("AS", "AH", True),  # an ace only by a higher-suited ace
        ("AH", "AS", False),
        ("KS", "AC", False),
        ("8C", "8C", False),  # a card never beats itself
        ("7D", "7C", True),  # same rank, higher suit
        ("7C", "7D", False),
    ],
)
def test_cr1_seed_examples(x: str, y: str, expected: bool) -> None:
    assert beats(parse_card(x), parse_card(y)) is expected


def test_cr1_ace_of_spades_beats_everything_and_six_of_clubs_is_beaten_by_everything() -> None:
    a_s, six_c = parse_card("AS"), parse_card("6C")
    others = [parse_card(c) for c in ALL36]
    assert all(beats(a_s, c) for c in others if c != a_s)
    assert not any(beats(c, a_s) for c in others)
    assert all(beats(c, six_c) for c in others if c != six_c)
    assert not any(beats(six_c, c) for c in others)


def test_cr1_an_ace_is_beaten_only_by_a_higher_suited_ace() -> None:
    for suit_index, suit in enumerate(SUITS):
        ace = parse_card("A" + suit)
        beaters = {card_name(c) for c in map(parse_card, ALL36) if beats(c, ace)}
        assert beaters == {"A" + s for s in SUITS[suit_index + 1 :]}


# --------------------------------------------------------------------------- CR-2, CR-3


def test_cr2_six_cards_each_one_at_a_time_from_the_seat_after_the_dealer() -> None:
    deck = ALL36[::-1]  # top card AS
    s = new_game("rooster", players=3, decks=[deck], dealer=1)
    assert isinstance(s, RoosterState)
    # Seat 2 gets deck[0], deck[3], ...; seat 0 deck[1], ...; seat 1 (the dealer) deck[2], ...
    for k, seat in enumerate([2, 0, 1]):
        assert names(s, seat) == sorted(deck[k:18:3], key=parse_card)
    assert s.to_json()["stock"] == deck[18:]
    assert s.public()["stock"] == 18 and s.public()["hands"] == [6, 6, 6]


def test_cr2_six_players_leave_no_stock() -> None:
    s = new_game("rooster", players=6, seed=3)
    assert s.public()["stock"] == 0 and s.public()["hands"] == [6] * 6


def test_cr3_holder_of_the_lowest_dealt_card_attacks_the_next_player() -> None:
    # 6C lies in the stock; the lowest dealt card is 6D, held by seat 2.
    hands = [
        ["7C", "8C", "9C", "TC", "JC", "QC"],
        ["7D", "8D", "9D", "TD", "JD", "QD"],
        ["6D", "8H", "9H", "TH", "JH", "QH"],
    ]
    s = start(hands, ["6C"])
    assert s.public()["attacker"] == 2 and s.public()["defender"] == 0 and s.to_move == 2
    # The holder shows the card to claim the lead: known in that hand; 6C known undealt.
    obs = s.observation(0)
    assert obs["known"][2] == ["6D"]
    assert all(v == ["6C"] for v in obs["void"])


def test_cr3_lowest_goes_by_rank_then_suit() -> None:
    # Nobody holds a six: 7C is the lowest dealt card.
    hands = [
        ["7D", "8D", "9D", "TD", "JD", "QD"],
        ["7C", "8C", "9C", "TC", "JC", "QC"],
    ]
    s = start(hands, ["6C", "6D", "6H", "6S"])
    assert s.public()["attacker"] == 1 and s.public()["defender"] == 0


@pytest.mark.parametrize("players", [2, 3, 6])
def test_cr3_cr13_previous_loser_is_attacked_by_their_counterclockwise_neighbour(
    players: int,
) -> None:
    for loser in range(players):
        s = new_game("rooster", players=players, seed=5, options={"previous_loser": loser})
        assert s.public()["defender"] == loser
        assert s.public()["attacker"] == (loser - 1) % players


@pytest.mark.parametrize("bad", [3, -1, "1", True, 1.0, [0]])
def test_cr3_previous_loser_must_be_null_or_a_seat(bad: Any) -> None:
    with pytest.raises(RulesError, match="previous_loser"):
        new_game("rooster", players=3, options={"previous_loser": bad})


# --------------------------------------------------------------------------- CR-4


def test_cr4_leads_are_same_suit_sets_no_larger_than_the_defenders_hand() -> None:
    s = position(
        [["6S", "8S", "TS", "7H", "9H"], ["AC", "KC"]],
        attacker=0,
    )
    leads = s.legal_strings()
    expected = ["lead 6S", "lead 8S", "lead TS", "lead 6S 8S", "lead 6S TS", "lead 8S TS"]
    expected += ["lead 7H", "lead 9H", "lead 7H 9H"]
    assert sorted(leads) == sorted(expected)  # never mixed suits, never 3 cards against 2


def test_cr4_a_lead_may_be_every_card_of_a_suit_when_the_defender_holds_enough() -> None:
    s = position([["6C", "7C", "8C", "AC"], ["KS", "QS", "KH", "QH"]], attacker=0)
    assert "lead 6C 7C 8C AC" in s.legal_strings()
    assert len(s.legal_strings()) == 15  # every non-empty subset of four clubs


def test_cr4_lead_generation_handles_a_whole_suit() -> None:
    spades = parse_card("6S"), parse_card("AS")
    mask = sum(1 << c for c in range(spades[0], 52, 4))
    assert len(lead_actions(mask, 36)) == 2**9 - 1
    assert len(lead_actions(mask, 2)) == 9 + 36
    assert all(len(a.cards) <= 2 for a in lead_actions(mask, 2))


def test_cr4_lead_cards_must_be_written_sorted() -> None:
    s = position([["6S", "8S"], ["AC", "KC"]], attacker=0)
    with pytest.raises(RulesError):
        s.apply_text("lead 8S 6S")
    with pytest.raises(RulesError):
        s.apply(Action("lead", (parse_card("8S"), parse_card("6S"))))
    assert s.legal_strings()[0].startswith("lead")  # untouched


# --------------------------------------------------------------------------- CR-5, CR-6


def test_cr5_defender_covers_in_any_order_only_with_beating_cards() -> None:
    s = position(
        [["6C", "9C", "JD"], ["7C", "TC", "6D", "QH"]],
        attacker=0,
    )
    play(s, "lead 6C 9C")
    assert s.to_move == 1
    covers_6c = ["cover 6C 7C", "cover 6C TC", "cover 6C 6D", "cover 6C QH"]
    assert sorted(s.legal_strings()) == sorted([*covers_6c, "cover 9C TC", "cover 9C QH", "take"])
    play(s, "cover 9C QH")  # the second card first
    assert s.public()["table"] == [["6C", None], ["9C", "QH"]]
    assert s.to_move == 1 and "cover 6C 7C" in s.legal_strings() and "take" in s.legal_strings()
    with pytest.raises(RulesError):
        s.apply_text("cover 6C 6C")


def test_cr5_seed_strategy_example_the_club_ace_cannot_be_covered_and_the_defender_takes() -> None:
    # Seed: holding KS QS KH QH against a lead of 6C 7C 8C AC, the defender must take.
    s = position([["6C", "7C", "8C", "AC"], ["KS", "QS", "KH", "QH"]], attacker=0)
    play(s, "lead 6C 7C 8C AC")
    assert not [a for a in s.legal_strings() if a.startswith("cover AC")]
    play(s, "cover 6C QH", "cover 7C KH", "cover 8C QS")
    assert s.legal_strings() == ["take"]
    events = play(s, "take")
    # The attacker has nothing left to throw; the defender picks up, the attacker is out.
    assert s.is_terminal() and s.result() == {"loser": 1}
    assert s.public()["finished"] == [0]
    assert names(s, 1) == ["6C", "7C", "8C", "QH", "QS", "KH", "KS", "AC"]
    kinds = [e.kind for e in events]
    assert kinds == ["take", "bout_end", "move", "player_out", "game_end"]


def test_cr5_seed_strategy_example_the_strong_hand_wins_when_it_attacks_first() -> None:
    s = position([["KS", "QS", "KH", "QH"], ["6C", "7C", "8C", "AC"]], attacker=0)
    play(s, "lead QS KS")
    assert s.legal_strings() == ["take"]
    play(s, "take")  # an immediate take: the player after the defender (seat 0) attacks again
    assert s.public()["attacker"] == 0
    play(s, "lead QH KH", "take")
    assert s.result() == {"loser": 1}


def test_cr6_immediate_take_allows_no_throw_in() -> None:
    s = position(
        [["6C", "6D", "6H"], ["7S", "8S", "9S"], ["6S", "7C", "7D"]],
        attacker=0,
    )
    events = play(s, "lead 6C", "take")
    # Seats 0 and 2 hold sixes but may not throw: the bout is over at once.
    assert [e.kind for e in events[:4]] == ["lead", "move", "take", "bout_end"]
    assert names(s, 1) == ["6C", "7S", "8S", "9S"]
    assert s.public()["table"] == [] and s.public()["taking"] is False
    # CR-9: the player after the defender attacks next.
    assert s.public()["attacker"] == 2 and s.public()["defender"] == 0


# --------------------------------------------------------------------------- CR-7, CR-8, CR-9


def test_cr7_cr8_throw_ins_while_defending_go_round_from_the_attacker() -> None:
    s = position(
        [["7C", "9D", "AS"], ["8C", "9S", "KD", "KH"], ["7D", "QC"], ["7H", "JC"]],
        attacker=0,
    )
    play(s, "lead 7C", "cover 7C 8C")
    # Everything covered: the round starts with the attacker, who holds no 7 or 8 (skipped).
    assert s.to_move == 2 and s.legal_strings() == ["throw 7D", "pass"]
    play(s, "pass")
    assert s.to_move == 3 and s.legal_strings() == ["throw 7H", "pass"]
    play(s, "throw 7H")
    # A throw hands the turn back to the defending defender.
    assert s.to_move == 1
    assert sorted(s.legal_strings()) == ["cover 7H 9S", "cover 7H KH", "take"]
    play(s, "cover 7H 9S")
    # Covered again: a new round from the attacker; the cover's rank 9 may now be thrown.
    assert s.to_move == 0 and s.legal_strings() == ["throw 9D", "pass"]
    play(s, "throw 9D", "cover 9D KH")
    # New round: seat 0 (AS) skipped, seat 2 may throw again although it passed before.
    assert s.to_move == 2 and s.legal_strings() == ["throw 7D", "pass"]
    events = play(s, "pass")
    # Seat 3 (JC) is skipped: the round ends and the bout is beaten (CR-9).
    assert [e.kind for e in events] == ["pass", "bout_end", "move"]
    assert events[1].value == 1 and events[2].dst == "discard"
    assert s.public()["discard"] == 36 - 5 and s.public()["table"] == []  # five stay in hands
    assert s.public()["attacker"] == 1 and s.public()["defender"] == 2
    # Seat 0 skipped with the limit open: it publicly holds no 7, 8, 9 or K.
    assert set(s.observation(1)["void"][0]) >= {"7S", "8H", "9C", "KC"}


def test_cr7_uncovered_cards_never_outnumber_the_defenders_hand() -> None:
    s = position([["6C", "7C", "6D", "6H"], ["7D", "8D"]], attacker=0)
    assert "lead 6C 7C" in s.legal_strings() and not any(
        len(a.split()) > 3 for a in s.legal_strings()
    )
    play(s, "lead 6C 7C", "cover 6C 7D")
    events = play(s, "take")
    # One uncovered card against one card in hand: no throw-in is possible, so none is asked.
    assert [e.kind for e in events] == ["take", "bout_end", "move"]
    assert names(s, 1) == ["6C", "7C", "7D", "8D"]
    assert s.observation(1)["void"][0] == []  # a closed limit shows nothing about a hand
    assert s.public()["finished"] == [] and names(s, 0) == ["6D", "6H"]


def test_cr8_against_a_taking_defender_the_thrower_keeps_priority_until_passing() -> None:
    s = position(
        [
            ["6C", "8C", "6D", "6H", "7H", "JS"],
            ["7C", "TD", "JD", "QD", "KD", "AD"],
            ["8H", "8S", "7S", "9C", "9D", "9H"],
        ],
        attacker=0,
        stock=["6S", "TC", "TH", "TS", "JC", "JH", "QC", "QH", "QS", "KC", "KH", "KS"],
    )
    play(s, "lead 6C 8C", "cover 6C 7C", "take")
    assert s.public()["taking"] is True
    assert s.to_move == 0
    assert s.legal_strings() == ["throw 6D", "throw 6H", "throw 7H", "pass"]
    play(s, "throw 6D")
    assert s.to_move == 0 and s.legal_strings() == ["throw 6H", "throw 7H", "pass"]
    play(s, "throw 6H", "pass")
    assert s.to_move == 2 and s.legal_strings() == ["throw 7S", "throw 8H", "throw 8S", "pass"]
    play(s, "throw 8H")
    assert s.to_move == 2 and s.legal_strings() == ["throw 7S", "throw 8S", "pass"]
    events = play(s, "throw 8S")
    # Uncovered 8C 6D 6H 8H 8S: five, as many as the defender holds, so the bout ends taken.
    assert [e.kind for e in events[:4]] == ["throw", "move", "bout_end", "move"]
    assert events[2].value == 0 and events[3].dst == "hand:1"
    picked = ["6C", "6D", "6H", "7C", "8C", "8H", "8S"]
    assert names(s, 1) == [*picked, "TD", "JD", "QD", "KD", "AD"]
    # CR-10 refill from the bout's attacker clockwise: seat 0 draws 4, seat 1 none, seat 2 two.
    draws = [(e.seat, card_names(e.cards)) for e in events if e.kind == "move" and e.src == "stock"]
    assert draws == [(0, ["6S", "TC", "TH", "TS"]), (2, ["JC", "JH"])]
    assert s.public()["stock"] == 6
    assert all(not e.face_up for e in events if e.src == "stock")
    # CR-9: after a take the player after the defender attacks.
    assert s.public()["attacker"] == 2 and s.public()["defender"] == 0
    # Picked-up cards are publicly known in the defender's hand until played.
    assert s.observation(0)["known"][1] == ["6C", "6D", "6H", "7C", "8C", "8H", "8S"]


def test_cr8_a_defender_who_takes_after_a_throw_starts_a_taking_round() -> None:
    s = position(
        [["6C", "6D", "AH"], ["7C", "8D", "9S"], ["6H", "KC"]],
        attacker=0,
    )
    play(s, "lead 6C", "cover 6C 7C")
    assert s.to_move == 0 and s.legal_strings() == ["throw 6D", "pass"]
    play(s, "throw 6D", "take")
    # The new round starts with the attacker again, now against a taking defender.
    assert s.public()["taking"] is True and s.to_move == 2
    assert s.legal_strings() == ["throw 6H", "pass"]
    play(s, "throw 6H")
    # Two uncovered against two in hand: the limit is reached and the bout ends taken.
    assert s.public()["table"] == [] and names(s, 1) == ["6C", "6D", "6H", "7C", "8D", "9S"]


def test_cr9_a_beaten_bout_is_discarded_and_the_defender_attacks_next() -> None:
    s = position([["6C", "9H"], ["7C", "8D", "AS"]], attacker=0)
    before = s.public()["discard"]
    events = play(s, "lead 6C", "cover 6C 7C")
    # Seat 0 holds no 6 or 7, so the throw-in round is empty and the bout is beaten.
    assert [e.kind for e in events] == ["lead", "move", "cover", "move", "bout_end", "move"]
    assert events[4].value == 1 and events[4].seat == 1
    assert card_names(events[5].cards) == ["6C", "7C"] and events[5].dst == "discard"
    assert s.public()["discard"] == before + 2 and s.observation(0)["discard_cards"][-2:] == [
        "6C",
        "7C",
    ]
    assert s.public()["attacker"] == 1 and s.public()["defender"] == 0 and s.to_move == 1


def test_cr9_a_taken_bout_goes_to_the_defender_and_the_next_player_attacks() -> None:
    s = position([["6C", "9H"], ["7D", "8D"], ["TS", "JS"]], attacker=0)
    events = play(s, "lead 6C", "take")
    assert events[3].kind == "bout_end" and events[3].value == 0
    assert events[4].src == "table" and events[4].dst == "hand:1" and events[4].face_up
    assert names(s, 1) == ["6C", "7D", "8D"]
    assert s.public()["attacker"] == 2 and s.public()["defender"] == 0


# --------------------------------------------------------------------------- CR-10..CR-12


def test_cr10_nobody_goes_out_while_the_stock_holds_cards() -> None:
    s = position(
        [["6S", "7S", "8S", "9S", "TS", "JS"], ["6C", "7C", "8C", "9C", "TC", "JC"]],
        attacker=0,
        stock=["AH", "AD"],
    )
    events = play(s, "lead 6S 7S 8S 9S TS JS", "take")
    # Seat 0 had no cards at the bout end but refills first, so it is not out.
    assert names(s, 0) == ["AD", "AH"] and s.public()["finished"] == []
    assert "player_out" not in [e.kind for e in events]
    assert s.public()["attacker"] == 0  # the player after the defender (2 players)


def test_cr10_players_going_out_together_are_listed_in_refill_order_and_cr12_draw() -> None:
    s = position([["6D"], ["6C"], ["7C", "8D"]], attacker=1)
    play(s, "lead 6C", "cover 6C 7C")
    assert s.to_move == 0 and s.legal_strings() == ["throw 6D", "pass"]
    events = play(s, "throw 6D", "cover 6D 8D")
    # Refill order starts with the bout's attacker (1), then 2, then 0: all three are out.
    assert [e.seat for e in events if e.kind == "player_out"] == [1, 2, 0]
    assert s.public()["finished"] == [1, 2, 0]
    assert s.is_terminal() and s.result() == {"loser": None}
    assert s.returns() == [0.5, 0.5, 0.5]
    assert events[-1].kind == "game_end" and events[-1].seat is None
    assert s.public()["attacker"] is None and s.public()["defender"] is None
    assert s.to_move is None and s.legal_actions() == []


def test_cr11_the_next_attacker_skips_seats_that_are_out() -> None:
    s = position(
        [["6C", "AS"], ["7D", "8D"], [], ["9H", "TH"]],
        attacker=0,
        finished=[2],
    )
    play(s, "lead 6C", "take")  # taken: seat 2 would attack but is out
    assert s.public()["attacker"] == 3 and s.public()["defender"] == 0


def test_cr11_a_defender_who_beats_off_with_the_last_card_is_out_and_the_next_attacks() -> None:
    s = position([["6C", "AS"], ["7C"], ["9H", "TH"]], attacker=0)
    events = play(s, "lead 6C", "cover 6C 7C")
    # Seat 0 holds no 6 or 7... the limit is closed anyway: the defender holds nothing.
    assert [e.seat for e in events if e.kind == "player_out"] == [1]
    assert s.public()["attacker"] == 2 and s.public()["defender"] == 0


def test_cr12_the_last_player_holding_cards_is_the_rooster() -> None:
    s = position([["6C"], ["7C", "8D"]], attacker=0)
    events = play(s, "lead 6C", "cover 6C 8D")
    # The attacker is out; the defender still holds 7C and loses.
    assert s.result() == {"loser": 1} and s.returns() == [1.0, 0.0]
    assert events[-1].kind == "game_end" and events[-1].seat == 1
    with pytest.raises(RulesError):
        s.apply_text("pass")


def test_returns_before_the_end_estimate_standing_from_hand_shares() -> None:
    s = position([["6C", "7C"], ["8C", "9C", "TC", "JC", "QC", "KC"], []], attacker=0, finished=[2])
    assert s.returns() == [1 - 2 / 8, 1 - 6 / 8, 1.0]


# --------------------------------------------------------------------------- stalled bouts


def test_stalled_counts_takes_that_only_move_cards_between_hands() -> None:
    """Public history the AI needs (the rules have no cap): bouts in a row that end in a take
    with nobody drawing or going out; a beaten bout, a draw from the stock or a player going
    out starts the count again."""
    s = position([["6C", "9H", "TD"], ["7D", "8D", "QS"], ["TS", "JS", "KH"]], attacker=0, stock=[])
    assert s.stalled == 0 and s.observation(1)["stalled"] == 0
    play(s, "lead 6C", "take")  # 1 takes; 2 attacks 0
    assert s.stalled == 1
    play(s, "lead TS", "take")  # 0 takes; 1 attacks 2
    assert s.stalled == 2 and s.observation(0)["stalled"] == 2
    play(s, "lead 6C", "cover 6C KH")  # beaten: the discard grows
    assert s.stalled == 0


def test_stalled_restarts_when_someone_draws_or_goes_out() -> None:
    s = position([["6C"], ["7D", "8D"], ["TS", "JS"]], attacker=0, stock=[])
    play(s, "lead 6C", "take")  # seat 0 led its last card: it is out (CR-10)
    assert s.public()["finished"] == [0] and s.stalled == 0
    stocked = position(
        [["6C", "7C", "8C", "9C", "TC", "JC"], ["6D", "7D", "8D", "9D", "TD", "JD"]],
        attacker=0,
        stock=["AH", "AD"],
    )
    play(stocked, "lead 6C", "take")  # seat 0 draws one card: not stalled
    assert stocked.stalled == 0 and stocked.public()["stock"] == 1
    # Seven cards each with the stock not empty: the attacker keeps six, nobody draws.
    full = position(
        [["6C", "7C", "8C", "9C", "TC", "JC", "QC"], ["6D", "7D", "8D", "9D", "TD", "JD", "QD"]],
        attacker=0,
        stock=["AH"],
    )
    play(full, "lead 6C", "take")
    assert full.public()["stock"] == 1 and full.stalled == 1


def test_stalled_survives_saving_and_old_saves_read_it_as_zero() -> None:
    s = position([["6C", "9H"], ["7D", "8D"], ["TS", "JS"]], attacker=0, stock=[])
    play(s, "lead 6C", "take")
    data = s.to_json()
    assert data["stalled"] == 1
    assert RoosterState.from_json(data).stalled == 1
    assert RoosterState.from_json({k: v for k, v in data.items() if k != "stalled"}).stalled == 0
    for bad in (-1, 1.5, "2", None):
        with pytest.raises(RulesError, match="stalled"):
            RoosterState.from_json({**data, "stalled": bad})
    import random

    again = RoosterState.determinize(s.observation(2), random.Random(0))
    assert again.stalled == 1 and s.clone().stalled == 1


# --------------------------------------------------------------------------- whole games


def test_a_whole_game_from_a_seed_ends_with_one_rooster_or_a_draw() -> None:
    import random

    for players in range(2, 7):
        s = new_game("rooster", players=players, seed=11)
        rng = random.Random(players)
        while not s.is_terminal():
            legal = s.legal_strings()
            s.apply_text(legal[rng.randrange(len(legal))])
        loser = s.result()["loser"]  # type: ignore[index]
        held = [p for p, n in enumerate(s.public()["hands"]) if n]
        assert held == ([] if loser is None else [loser])
        assert sorted(s.public()["finished"] + held) == list(range(players))
