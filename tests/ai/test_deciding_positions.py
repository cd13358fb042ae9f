"""Deciding positions (issue 44): hand-made last-round positions where the round's best points
and the match's best chance differ. Hard (at the app's analysis bound, fixed seeds) and the
hint take the match's side, the review flags the move that throws the match away, and a
hinted move is never flagged."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.ai import ANALYSIS_ITERATIONS, analyse, choose_action, facts, review
from koloda.ai.match import ROUND_ONLY
from koloda.games.ditch.melds import meld_info
from koloda.games.ditch.reasons import DitchFacts
from koloda.games.ditch.rules import DitchState
from koloda.games.ryadky import ai_end
from koloda.rules import Action, new_game
from koloda.rules.cards import card_names, full_deck

SEEDS = (1, 2, 3)
ENDING = "meld JC QS KD"  # J-Q-K ends the hand (DR-5a)


def ditch_last_hand(opponent_cards: int = 3, stock: int = 10, **options: Any) -> DitchState:
    """The issue's position: the last of two hands (DR-7), seat 1 is 44 behind (93 to 137),
    holds J♣ Q♠ K♦ in its play step with its set 7♣ 7♦ (5) on the table against the other
    seat's two singles on it (4): J-Q-K ends the hand 26 ahead on the table and loses the
    match whatever the other hand holds; Q-K or J-Q and a single keep the hand going."""
    hand = ["JC", "QS", "KD"]
    placed = set(hand) | {"7C", "7D", "7H", "7S"}
    rest = [c for c in card_names(full_deck(52)) if c not in placed]
    data = {
        "game": "ditch",
        "version": 1,
        "players": 2,
        "seed": 1,
        "decks": [],
        "options": {"target": 500, "hands": 2, "teams": False, **options},
        "hand_no": 1,
        "dealer": 0,
        "seat": 1,
        "phase": "play",
        "stock": rest[opponent_cards : opponent_cards + stock],
        "hands": [rest[:opponent_cards], hand],
        "discard": rest[opponent_cards + stock :],
        "melds": [{"owner": 1, "cards": ["7C", "7D"]}],
        "singles": [
            {"owner": 0, "card": "7H", "meld": 0},
            {"owner": 0, "card": "7S", "meld": 0},
        ],
        "totals": [137, 93],
        "acted": True,
        "top_run": False,
        "quiet": 0,
        "over": False,
    }
    return DitchState.from_json(data)


def test_in_the_issues_position_the_rounds_points_would_end_the_hand() -> None:
    """The position decides: valued by the hand's points (hard before issue 44), ending it is
    the best plan; valued by the match, it is worth nothing."""
    obs = ditch_last_hand().observation(1)
    token = ROUND_ONLY.set(True)
    try:
        by_points = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS, include=ENDING)
    finally:
        ROUND_ONLY.reset(token)
    assert by_points.unit == "points"
    ranked = [c for c in by_points.candidates if c.value is not None]
    assert str(max(ranked, key=lambda c: c.value or 0.0).action) == ENDING
    by_match = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS, include=ENDING)
    assert by_match.unit == "chance"
    ending = by_match.candidate(ENDING)
    assert ending is not None and ending.value == 0.0


@pytest.mark.parametrize("seed", SEEDS)
def test_hard_keeps_the_last_hand_going_where_ending_it_loses_the_match(seed: int) -> None:
    obs = ditch_last_hand().observation(1)
    action = choose_action(obs, "hard", seed, iterations=ANALYSIS_ITERATIONS)
    assert str(action) != ENDING
    assert action.kind == "meld"


@pytest.mark.parametrize("seed", SEEDS)
def test_the_hint_keeps_a_chance_and_the_review_flags_ending_the_hand(seed: int) -> None:
    obs = ditch_last_hand().observation(1)
    hint = analyse(obs, seed, iterations=ANALYSIS_ITERATIONS)
    assert hint.unit == "chance"
    assert str(hint.best.action) != ENDING
    assert hint.best.value is not None and hint.best.value > 0.0
    flagged = review(obs, Action.parse(ENDING), seed)
    assert flagged.mistake
    assert not review(obs, hint.best.action, seed).mistake  # a played hint is never flagged


def test_normal_keeps_the_last_hand_going_where_ending_it_loses_the_match() -> None:
    """Normal's cheap part of the match value: in the last hand, ahead means ahead in the
    match (DR-7), so it does not meld J-Q-K 26 ahead on the table and 18 behind in totals."""
    obs = ditch_last_hand().observation(1)
    assert str(choose_action(obs, "normal", 0)) != ENDING


def test_the_facts_of_ending_the_hand_say_it_loses_the_match_and_by_how_much() -> None:
    """Ending: seat 1 has 93 + 5 + 25 = 123; the other seat 137 + 4 less its three held cards,
    at most 6 (every ace is in the face-up discard pile, DR-4, DR-6): at least 135, so the
    match is lost (DR-7) whatever it holds, and 13 more points would have won it."""
    obs = ditch_last_hand().observation(1)
    plan = (Action.parse(ENDING), Action.parse("pass"))
    last = facts(obs, plan)[-1]
    assert isinstance(last, DitchFacts)
    assert last.ends == "top_run" and last.lead == 26
    assert last.match == "lost"
    assert last.short == (137 + 4 - 3 * 2) - (93 + 5 + 25) + 1


def test_before_the_last_of_a_fixed_number_of_hands_ending_one_decides_no_match() -> None:
    """The issue's hand, but the second of three (DR-7): ending it 26 ahead on the table
    neither loses nor wins the match, whatever the totals, and the facts say so, so neither
    the hint ("that wins the match") nor the review ("lose the match") claims it. Seen in
    hand 1 of 2: "the stock is out: the hand ends; … that wins the match (DR-7)"."""
    plan = (Action.parse(ENDING), Action.parse("pass"))
    for totals in ([137, 93], [93, 137]):  # behind, then ahead
        data = ditch_last_hand(hands=3).to_json()
        data["totals"] = totals
        last = facts(DitchState.from_json(data).observation(1), plan)[-1]
        assert isinstance(last, DitchFacts)
        assert last.ends == "top_run"
        assert (last.match, last.short) == ("on", 0)
        data["options"]["hands"] = 2  # the same totals in the last hand decide the match
        last = facts(DitchState.from_json(data).observation(1), plan)[-1]
        assert isinstance(last, DitchFacts)
        assert last.match == ("lost" if totals[1] < totals[0] else "won")


def test_with_an_ace_unseen_the_facts_leave_the_match_to_the_hidden_cards() -> None:
    """The other hand holds one card and the ace of spades is unseen: that card costs 2 or 10
    (DR-6). Where both leave the match won the facts say so; where they split it, the hidden
    card decides and the facts say nothing of the match."""
    s = ditch_last_hand(opponent_cards=1)
    data = s.to_json()
    data["discard"] = [c for c in data["discard"] if c != "AS"]
    data["stock"] = [*data["stock"], "AS"]
    data["totals"] = [120, 93]
    obs = DitchState.from_json(data).observation(1)
    last = facts(obs, (Action.parse(ENDING), Action.parse("pass")))[-1]
    assert isinstance(last, DitchFacts)
    # ending: 123 against 120 + 4 - 2 = 122 (won) or 120 + 4 - 10 = 114 (won): decided
    assert last.match == "won" and last.short == 0
    data["totals"] = [125, 93]  # 127 (lost) or 119 (won): the hidden card decides
    obs = DitchState.from_json(data).observation(1)
    last = facts(obs, (Action.parse(ENDING), Action.parse("pass")))[-1]
    assert isinstance(last, DitchFacts)
    assert last.match == ""


def _top_run_positions(matches: int, outcome: str) -> list[tuple[dict[str, Any], Action]]:
    """Issue 44's positions of this kind in random two-hand matches (normal's self-play, seeds
    0..matches-1): in the last hand, a play step where a J-Q-K or Q-K-A meld would end the hand
    and the facts say the match is then ``outcome`` (lost, won) whatever the hidden cards are."""
    found = []
    for m in range(matches):
        st = new_game("ditch", players=2, seed=m, dealer=m % 2, options={"hands": 2})
        assert isinstance(st, DitchState)
        k = 0
        while not st.is_terminal():
            seat = st.seat
            obs = st.observation(seat)
            if st.hand_no == 1 and not st.draw_phase:
                for a in st.legal_actions():
                    info = meld_info(a.cards) if a.kind == "meld" else None
                    if info is None or not info.ends_hand:
                        continue
                    last = facts(obs, (a, Action.parse("pass")))[-1]
                    if isinstance(last, DitchFacts) and last.match == outcome:
                        found.append((obs, a))
            st.apply(choose_action(obs, "normal", seed=k))
            k += 1
    return found


def test_in_random_matches_hard_and_the_hint_never_end_a_last_hand_that_loses_the_match() -> None:
    found = _top_run_positions(200, "lost")
    assert len(found) >= 8  # 13 in these 200 matches
    for obs, ending in found:
        assert choose_action(obs, "hard", 1, iterations=ANALYSIS_ITERATIONS) != ending
        assert analyse(obs, 2, iterations=ANALYSIS_ITERATIONS).best.action != ending


# Ryadky: last-deal endgames of two-deal, 36-card matches of normal's self-play (found by
# searching seeds 0-59: seed, moves played), where the deal's best margin of points and the
# match's best chance differ (RY-9, RY-10). Hard solves such endgames exactly, valuing the
# won ryadok first (koloda.games.ryadky.ai_end.WIN); so it did before issue 44.
RYADKY_POSITIONS = (
    (17, 58, "play 6D"),
    (21, 54, "play TD"),
    (25, 60, "play AD"),
    (59, 60, "play 7H"),
)


def _ryadky_position(seed: int, moves: int) -> dict[str, Any]:
    st = new_game(
        "ryadky", players=2, seed=seed, dealer=seed % 2, options={"deals": 2, "deck_size": 36}
    )
    for k in range(moves):
        seat = st.to_move
        assert seat is not None
        st.apply(choose_action(st.observation(seat), "normal", seed=k))
    seat = st.to_move
    assert seat is not None
    return st.observation(seat)


@pytest.mark.parametrize(("seed", "moves", "for_match"), RYADKY_POSITIONS)
def test_in_a_ryadky_last_deal_hard_and_the_hint_take_the_matchs_side(
    seed: int, moves: int, for_match: str
) -> None:
    obs = _ryadky_position(seed, moves)
    assert obs["public"]["deal"] == 1  # the last deal
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(ai_end, "WIN", 0.0)  # the deal's points alone
        by_points = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    assert by_points.basis == "exact"
    for_points = by_points.best.action
    assert str(for_points) != for_match
    hint = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    assert hint.basis == "exact" and str(hint.best.action) == for_match
    assert str(choose_action(obs, "hard", 1, iterations=ANALYSIS_ITERATIONS)) == for_match
    assert review(obs, for_points, 1).mistake  # the deal's best throws the match's chance away
    assert not review(obs, Action.parse(for_match), 1).mistake


def test_in_random_matches_hard_and_the_hint_end_a_last_hand_that_wins_the_match() -> None:
    """Safe when ahead: where a hand-ending run wins the match whatever the hidden cards are,
    hard and the hint take it (hard before issue 44 melded two of its cards and played on in 4
    of these 9 positions, and in 4 of 18 over seeds 0-199)."""
    found = _top_run_positions(120, "won")
    assert len(found) >= 6  # 9 in these 120 matches
    for obs, ending in found:
        assert choose_action(obs, "hard", 1, iterations=ANALYSIS_ITERATIONS) == ending
        assert analyse(obs, 2, iterations=ANALYSIS_ITERATIONS).best.action == ending


def ditch_last_hand_teams() -> DitchState:
    """The issue's position for a team (DR-8): four players, seats 1 and 3 against 0 and 2, the
    team 44 behind (50 + 43 to 70 + 67); seat 1 holds J♣ Q♠ K♦ with its set 7♣ 7♦ on the table
    against two singles of the other team on it: J-Q-K ends the hand 26 ahead for the team
    and loses the team the match."""
    data = ditch_last_hand().to_json()
    rest = [*data["hands"][0], *data["stock"], *data["discard"]]
    data.update(
        players=4,
        options={"target": 500, "hands": 2, "teams": True},
        hands=[rest[0:3], data["hands"][1], rest[3:6], rest[6:9]],
        stock=rest[9:19],
        discard=rest[19:],
        singles=[{"owner": 0, "card": "7H", "meld": 0}, {"owner": 2, "card": "7S", "meld": 0}],
        totals=[70, 50, 67, 43],
    )
    return DitchState.from_json(data)


def test_for_a_team_the_teams_match_decides() -> None:
    obs = ditch_last_hand_teams().observation(1)
    last = facts(obs, (Action.parse(ENDING), Action.parse("pass")))[-1]
    assert isinstance(last, DitchFacts)
    assert last.lead == 26 and last.match == "lost"
    # the other team's six cards at their dearest (every ace seen: 2 each), the partner's three
    # at their least: 137 + 4 - 12 = 129 against 93 + 30 - 6 = 117
    assert last.short == 129 - 117 + 1
    hint = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    assert hint.unit == "chance" and str(hint.best.action) != ENDING
    assert str(choose_action(obs, "hard", 2, iterations=ANALYSIS_ITERATIONS)) != ENDING
    assert review(obs, Action.parse(ENDING), 1).mistake
