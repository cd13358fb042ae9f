"""Hints that say why (issue 27): the hint names the move, what it does under the rules and the
search's own numbers, says when two moves are close, and comes from the person's own view."""

from __future__ import annotations

from typing import Any

from koloda.app.games import kit
from koloda.app.games.base import Describer
from koloda.app.games.hint_text import hint_details, hint_sentence, odds_words, points_words
from koloda.app.play.controller import GameController, MatchConfig
from koloda.app.play.hints import read_answer
from koloda.app.window.main_window import MainWindow
from koloda.rules import Action


def _analysis(close: bool, best: float = 0.71, other: float = 0.58) -> dict[str, Any]:
    cover = {
        "game": "rooster",
        "kind": "cover",
        "cards": ["7S", "KS"],
        "beats_by": "rank",
        "suit_left": 1,
        "hand_left": 4,
        "covered": True,
        "immediate": False,
        "pick_up": 0,
        "stock": 10,
        "goes_out": False,
        "rules": ["CR-1", "CR-5"],
    }
    return {
        "basis": "search",
        "unit": "chance",
        "deals": 412,
        "gap": best - other,
        "margin": 0.03,
        "close": close,
        "candidates": [
            {
                "action": "cover 7S KS",
                "value": best,
                "samples": 412,
                "stderr": 0.012,
                "facts": [cover],
            },
            {"action": "take", "value": other, "samples": 412, "stderr": 0.015, "facts": []},
        ],
    }


def test_a_rooster_hint_says_what_the_cover_does_then_the_odds_in_words(qtbot: Any) -> None:
    d = Describer(["You", "Olena"], 0, kit("rooster"))
    text = hint_sentence(kit("rooster"), d, 0, "cover 7S KS", _analysis(close=False))
    assert text.startswith("You cover 7♠ with K♠: it beats 7♠: the same suit, higher (CR-1)")
    assert "you keep 1 more ♠" in text
    assert "This keeps you out of the rooster's seat about three times in four." in text
    assert text.endswith("It is clearly better than “take”, the next best.")
    assert "%" not in text and "sampled" not in text  # the numbers are one step away
    details = hint_details(kit("rooster"), _analysis(close=False))
    assert details.startswith(
        "Over 412 sampled deals: “cover 7♠ with K♠” 71% ± 1.2; “take” 58% ± 1.5"
    )
    assert "Moves within 3% of the best count as equally good." in details


def test_in_a_series_the_rooster_hint_and_review_speak_of_the_series(qtbot: Any) -> None:
    """CR-13, issue 44: where the analysis' values are said for the series (its ``match``),
    the hint and the review's cost say so, not the rooster's seat of this game; a share of the
    series is said as a share, never as a win (``koloda.ai.match.scale_words``)."""
    from koloda.app.window.review_dialog import cost_sentence

    d = Describer(["You", "Olena"], 0, kit("rooster"))
    said = {
        "win": "This wins you the series about three times in four.",
        "share": "This gets you a share of the series about three times in four.",
        "alone": "This wins you the series outright about three times in four.",
        "part": "This wins you the series (a shared series counted as part of a win) about",
        "parts": "This gets you a share of the series (a smaller share counted for less) about",
    }
    for match, words in said.items():
        analysis = {**_analysis(False), "match": match}
        text = hint_sentence(kit("rooster"), d, 0, "cover 7S KS", analysis)
        assert words in text
        assert "rooster's seat" not in text
    verdict = {
        "game": "rooster",
        "unit": "chance",
        "basis": "search",
        "best_value": 0.9,
        "played_value": 0.6,
        "difference": 0.3,
    }
    assert cost_sentence({**verdict, "match": "win"}).startswith(
        "The better move wins you the series about nine times in ten"
    )
    assert cost_sentence({**verdict, "match": "share"}).startswith(
        "The better move gets you a share of the series about nine times in ten"
    )
    assert cost_sentence(verdict).startswith(
        "The better move keeps you out of the rooster's seat about nine times in ten"
    )


def test_within_the_noise_the_hint_says_once_that_either_is_fine(qtbot: Any) -> None:
    d = Describer(["You", "Olena"], 0, kit("rooster"))
    close = hint_sentence(kit("rooster"), d, 0, "cover 7S KS", _analysis(close=True))
    assert close.endswith("“take” would do about as well: either is fine here.")
    # the move tried most came out a little lower than the next: no figure to contradict
    lower = hint_sentence(kit("rooster"), d, 0, "cover 7S KS", _analysis(True, 0.57, 0.58))
    assert "a little more often than not. “take” would do about as well: either is fine" in lower
    assert "close call" not in lower and "better" not in lower
    # a sure thing is never a close call: worked out to the end, both keep you safe
    sure = {**_analysis(True, 1.0, 1.0), "basis": "exact"}
    said = hint_sentence(kit("rooster"), d, 0, "cover 7S KS", sure)
    assert said.endswith(
        "Worked out to the end, this keeps you out of the rooster's seat every time. "
        "“take” would do just as well: either is fine here."
    )
    lost = {**_analysis(False, 0.0, 0.0), "basis": "exact"}
    assert "Worked out to the end, no move keeps you out of the rooster's seat." in hint_sentence(
        kit("rooster"), d, 0, "cover 7S KS", lost
    )
    even = hint_sentence(kit("rooster"), d, 0, "cover 7S KS", _analysis(False, 0.5, 0.3))
    assert "The odds that this keeps you out of the rooster's seat are about even." in even


def test_odds_and_points_read_as_a_player_says_them(qtbot: Any) -> None:
    k = kit("ryadky")
    said = {p: odds_words(k, p, exact=False) for p in (0.99, 0.9, 0.66, 0.5, 0.33, 0.02)}
    assert said[0.99] == "This wins you the match almost always."
    assert said[0.9] == "This wins you the match about nine times in ten."
    assert said[0.66] == "This wins you the match about two times in three."
    assert said[0.5] == "The odds that this wins you the match are about even."
    assert said[0.33] == "This wins you the match about one time in three."
    assert said[0.02] == "This wins you the match hardly ever."
    assert points_words(1.2) == "This should gain you about 1 point more than the others this hand."
    assert (
        points_words(12.4) == "This should gain you about 12 points more than the others this hand."
    )
    assert points_words(-3.0) == (
        "Even at best, the others should gain about 3 points more than you this hand."
    )
    assert points_words(0.3) == "This keeps you about level with the others this hand."


def test_a_ditch_draw_says_why_that_many_cards(qtbot: Any) -> None:
    d = Describer(["You", "Taras"], 0, kit("ditch"))
    base = {"game": "ditch", "kind": "draw", "cards": [], "points": 0, "meld": None}
    three = {**base, "count": 3, "hand_left": 3, "stock": 40, "ends": "", "rules": ["DR-2"]}
    one = {**base, "count": 1, "hand_left": 1, "stock": 40, "ends": "", "rules": ["DR-2"]}
    last = {**base, "count": 2, "hand_left": 3, "stock": 0, "ends": "", "rules": ["DR-2"]}
    said = [kit("ditch").fact_clauses(d, f)[0] for f in (three, one, last)]
    # "You draw 2 cards: three cards give ..." read as a contradiction: three in hand
    assert said[0] == "three cards in hand give you the most chances to meld a set or a run (DR-2)"
    assert said[1] == "a small hand costs less if the hand ends: 2 a card, 10 an ace (DR-6)"
    assert said[2].startswith("it takes the stock's last cards: the hand ends with this turn")
    # a single on one's own meld, and on another's: never "You's meld"
    single = {**base, "kind": "single", "cards": ["AC"], "points": 10, "meld": 0, "ends": ""}
    own = kit("ditch").fact_clauses(d, {**single, "meld_owner": 0})[0]
    theirs = kit("ditch").fact_clauses(d, {**single, "meld_owner": 1})[0]
    assert own == "A♣ on your own meld scores 10 (DR-3c, DR-6)"
    # a turn that ends the hand says where it leaves the person (DR-5, DR-6)
    run = {**base, "kind": "run", "cards": ["QC", "KD", "AS"], "points": 25, "ends": ""}
    top = {**run, "rules": ["DR-3b", "DR-6", "DR-5a"], "lead": 40}
    assert kit("ditch").fact_clauses(d, top)[1:] == [
        "it ends the hand (DR-5a)",
        "on the table you are 40 points ahead",
    ]
    out = {**base, "kind": "pass", "cards": [], "ends": "stock_out", "lead": -1}
    assert kit("ditch").fact_clauses(d, out)[-1] == "on the table you are 1 point behind"
    assert theirs == "A♣ on Taras's meld scores 10 for you (DR-3c, DR-6)"


def test_a_ditch_pass_says_why_it_keeps_the_cards_not_its_own_name_again(qtbot: Any) -> None:
    """Seen: "You end your turn without discarding: you end your turn without a discard
    (DR-4)". Passing keeps the cards to meld later at their cost if the hand ends (DR-4,
    DR-6); with an empty hand there is nothing to discard."""
    d = Describer(["You", "Olena"], 0, kit("ditch"))
    base = {"game": "ditch", "kind": "pass", "cards": [], "points": 0, "ends": "", "stock": 20}
    kept = kit("ditch").fact_clauses(d, {**base, "hand_left": 1, "rules": ["DR-4"]})
    assert kept == [
        "you keep your cards for later melds and singles; a card still in hand when the hand "
        "ends costs 2, an ace 10 (DR-4, DR-6)"
    ]
    empty = kit("ditch").fact_clauses(d, {**base, "hand_left": 0, "rules": ["DR-4"]})
    assert empty == ["your hand is empty: nothing to discard (DR-4)"]


def test_a_forced_move_and_a_hint_without_figures_say_so(qtbot: Any) -> None:
    d = Describer(["You", "Olena"], 0, kit("ryadky"))
    forced = {"basis": "forced", "unit": "chance", "candidates": [{"action": "play 9S"}]}
    assert hint_sentence(kit("ryadky"), d, 0, "play 9S", forced).endswith("only move.")
    assert hint_sentence(kit("ryadky"), d, 0, "play 9S", None) == "You play 9♠"
    assert read_answer("play 9S") == ("play 9S", None)  # normal's move after a timeout
    assert read_answer("{not json") == ("", None)


def test_the_hint_on_the_window_names_the_move_why_and_a_number(qtbot: Any) -> None:
    controller = GameController(ai_pause_ms=0, ai_process=False, budget_scale=0.1)
    window = MainWindow(speed="off", controller=controller, persist=False)
    qtbot.addWidget(window)
    window.show()
    config = MatchConfig("ryadky", 2, options={"deck_size": 36, "deals": 1}, seed=4)
    window.start_match(config)
    qtbot.waitUntil(controller.is_human_turn, timeout=10_000)
    with qtbot.waitSignal(controller.hintReady, timeout=30_000) as blocker:
        assert window.turns.hint()
    action, analysis = blocker.args
    assert Action.parse(action) in controller.observation().legal and analysis is not None
    text = window.game_page.hint_text
    card = action.split()[1]
    shown = ("10" if card[0] == "T" else card[0]) + "♣♦♥♠"["CDHS".index(card[1])]
    assert text.startswith(f"Hint: You play {shown}")
    assert "RY-" in text  # what it does under the rules, with the rule's id
    assert "This wins you the match" in text or "Worked out to the end" in text
    assert window.log_panel.texts()[-1] == text  # kept in the game log too
    # the figures one step away: the tooltip of the hint's line in the log
    details = window.game_page.hint_details
    assert details and "%" in details and window.log_panel.tooltips()[-1] == details
    controller.shutdown()


def test_a_ryadky_alternative_is_named_as_a_move_not_a_bare_card(qtbot: Any) -> None:
    """Issue 35: "“6♠” would do about as well" named a bare card; it is "“play 6♠”"."""
    d = Describer(["You", "Olena"], 0, kit("ryadky"))
    analysis = {
        "basis": "search",
        "unit": "chance",
        "close": True,
        "candidates": [
            {"action": "play 7D", "value": 0.5, "samples": 400, "stderr": 0.02, "facts": []},
            {"action": "play 6S", "value": 0.49, "samples": 400, "stderr": 0.02, "facts": []},
        ],
    }
    text = hint_sentence(kit("ryadky"), d, 0, "play 7D", analysis)
    assert text.endswith("“play 6♠” would do about as well: either is fine here.")


def test_a_ditch_hint_in_a_deciding_last_hand_keeps_it_going_and_says_why(qtbot: Any) -> None:
    """Issue 44's position (tests/ai/test_deciding_positions.py): the hint does not end the
    last hand with J-Q-K, says the match's chance, and that ending it would lose the match."""
    from tests.ai.test_deciding_positions import ENDING, ditch_last_hand

    from koloda.ai import ANALYSIS_ITERATIONS, analyse
    from koloda.ai.analysis import analysis_json

    obs = ditch_last_hand().observation(1)
    found = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    assert str(found.best.action) != ENDING
    d = Describer(["Taras", "You"], 1, kit("ditch"))
    text = hint_sentence(kit("ditch"), d, 1, str(found.best.action), analysis_json(obs, found))
    assert "wins you the match" in text
    assert "“meld J♣, Q♠ and K♦, then end the turn” would end the hand and lose the match" in text
    assert text.endswith("you would need 13 points more (DR-7).")


def test_a_hint_that_ends_the_match_says_once_that_it_wins_it(qtbot: Any) -> None:
    """Seen: "…; that wins the match (DR-7). This wins you the match almost always." The same
    position 44 ahead (DR-7): J-Q-K ends the last hand and wins the match whatever the other
    hand holds, so the hint says that, not odds beside it."""
    from tests.ai.test_deciding_positions import ENDING, ditch_last_hand

    from koloda.ai import ANALYSIS_ITERATIONS, analyse
    from koloda.ai.analysis import analysis_json
    from koloda.games.ditch.rules import DitchState

    data = ditch_last_hand().to_json()
    data["totals"] = [93, 137]
    obs = DitchState.from_json(data).observation(1)
    found = analyse(obs, 1, iterations=ANALYSIS_ITERATIONS)
    assert str(found.best.action) == ENDING
    d = Describer(["Taras", "You"], 1, kit("ditch"))
    text = hint_sentence(kit("ditch"), d, 1, ENDING, analysis_json(obs, found))
    assert text.count("the match") == 1
    assert (
        "it ends the hand (DR-5a); on the table you are 26 points ahead; that wins the match"
        in (text)
    )


def test_ending_a_hand_says_what_it_does_to_the_match(qtbot: Any) -> None:
    d = Describer(["You", "Taras"], 0, kit("ditch"))
    top = {"game": "ditch", "kind": "pass", "cards": [], "ends": "top_run", "lead": 26}
    clauses = kit("ditch").fact_clauses(d, {**top, "match": "lost", "short": 19})
    assert clauses[-1] == "ending the hand now loses the match: you need 19 points more (DR-7)"
    assert kit("ditch").fact_clauses(d, {**top, "match": "won"})[-1] == (
        "that wins the match (DR-7)"
    )
    assert kit("ditch").fact_clauses(d, {**top, "match": ""})[-1] == (
        "on the table you are 26 points ahead"
    )
