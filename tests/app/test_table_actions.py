"""Gesture -> Action: only actions listed in the observation's legal are ever produced."""

from __future__ import annotations

from typing import Any

from koloda.app.games import kit
from koloda.app.table import gestures as acts
from koloda.rules import Action, new_game, read_observation

A = Action.parse  # an action of the rules from its protocol text


def test_ryadky_drop_on_the_pile_is_a_play_only_when_legal(positions: Any) -> None:
    obs = positions.ryadky_after_lead().observe(0)
    assert acts.compose(kit("ryadky"), ["9S"], "pile", acts.legal_of(obs)) == A("play 9S")
    assert acts.compose(kit("ryadky"), ["2H"], "pile", acts.legal_of(obs)) is None  # RY-3
    assert acts.compose(kit("ryadky"), ["7S", "9S"], "pile", acts.legal_of(obs)) is None
    assert acts.legal_targets(kit("ryadky"), obs, ["7S"]) == ["pile"]
    assert acts.legal_targets(kit("ryadky"), obs, ["2H"]) == []
    assert acts.obvious_action(kit("ryadky"), obs, ["7S"]) == (A("play 7S"), 1)


def test_rooster_lead_cards_are_sorted_whatever_the_selection_order(positions: Any) -> None:
    obs = positions.rooster_seat0_attacks().observe(0)
    assert acts.compose(kit("rooster"), ["TH", "8H"], "table", acts.legal_of(obs)) == A(
        "lead 8H TH"
    )
    assert acts.compose(kit("rooster"), ["8C", "8H"], "table", acts.legal_of(obs)) is None  # CR-4
    assert acts.obvious_action(kit("rooster"), obs, ["9H", "8H"]) == (A("lead 8H 9H"), 1)


def test_rooster_cover_targets_are_the_uncovered_attack_cards(positions: Any) -> None:
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 6C 8C")
    obs = s.observe(1)
    targets = kit("rooster").targets(obs)
    assert targets == ["table", "attack:6C", "attack:8C"]
    # CR-1: 7D beats 6C (higher suit, higher rank) but not 8C (higher suit, lower rank)
    assert acts.legal_targets(kit("rooster"), obs, ["7D"]) == ["table", "attack:6C"]
    # a card dropped on the table covers when exactly one cover uses it
    assert acts.compose(kit("rooster"), ["7D"], "table", acts.legal_of(obs)) == A("cover 6C 7D")
    assert (
        acts.compose(kit("rooster"), ["9D"], "table", acts.legal_of(obs)) is None
    )  # two covers: ask


def test_a_rooster_throw_dropped_on_an_attack_card_goes_to_the_table() -> None:
    """CR-7: a thrower's card dropped on an uncovered attack card means the table (a person
    aims at the cards lying there); only the table is lit for it. Found by the session test,
    where a click on the attack card was refused with "Only the defender covers"."""
    s = new_game("rooster", 4, seed=0)
    for action in ("lead 6C TC QC", "take", "lead TD KD", "cover TD KS", "take"):
        s.apply_text(action)
    obs = s.observe(0)
    assert obs.legal == (A("throw KC"), A("pass"))
    legal = acts.legal_of(obs)
    assert acts.compose(kit("rooster"), ["KC"], "attack:KD", legal) == A("throw KC")
    assert acts.legal_targets(kit("rooster"), obs, ["KC"]) == ["table"]
    assert "rank" in acts.explain(kit("rooster"), obs, ["9H"], "attack:KD")


def test_ditch_meld_single_and_discard(positions: Any) -> None:
    obs = positions.ditch_seat0_to_play().observe(0)
    legal = acts.legal_of(obs)
    assert acts.compose(kit("ditch"), ["7D", "5S", "6H"], "melds", legal) == A("meld 5S 6H 7D")
    assert acts.compose(kit("ditch"), ["6H", "7D"], "discard", legal) == A("discard 6H 7D")
    assert acts.compose(kit("ditch"), ["5S"], "melds", legal) is None  # DR-3: two or three cards
    assert acts.obvious_action(kit("ditch"), obs, ["5S", "6H"]) == (None, 2)
    single = read_observation(
        {
            "game": "ditch",
            "public": {"melds": [{"owner": 1, "cards": ["8C", "8D"]}]},
            "legal": ["single 8H 0", "discard 8H", "pass"],
        }
    )
    assert acts.compose(kit("ditch"), ["8H"], "meld:0", acts.legal_of(single)) == A("single 8H 0")
    assert acts.legal_targets(kit("ditch"), single, ["8H"]) == ["discard", "meld:0"]
    # DR-3: two cards dropped on a meld already down make a new meld in the melds area
    # (found by the session test: such a drag was refused with "one card at a time")
    meld = read_observation(
        {
            "game": "ditch",
            "public": {"melds": [{"owner": 1, "cards": ["8C", "8D"]}]},
            "legal": ["meld 9C TC", "single 8H 0", "pass"],
        }
    )
    assert acts.compose(kit("ditch"), ["TC", "9C"], "meld:0", acts.legal_of(meld)) == A(
        "meld 9C TC"
    )
    assert acts.legal_targets(kit("ditch"), meld, ["9C", "TC"]) == ["melds"]
    assert "2 or 3 cards" in acts.explain(kit("ditch"), meld, ["9C", "JC"], "meld:0")


def test_buttons_cover_exactly_the_cardless_actions() -> None:
    specs = acts.buttons(kit("ditch"), [A("draw 3"), A("draw 1"), A("draw 2")])
    assert [b.action for b in specs] == [A("draw 1"), A("draw 2"), A("draw 3")]
    assert [b.shortcut for b in specs] == ["1", "2", "3"]
    assert all(b.tooltip for b in specs)
    assert [b.label for b in acts.buttons(kit("ditch"), [A("discard 2C"), A("pass")])] == [
        "End turn"
    ]
    legal = [A("throw 9D"), A("take"), A("pass"), A("cover 7S 9S")]
    rooster = acts.buttons(kit("rooster"), legal)
    assert [(b.action, b.shortcut) for b in rooster] == [(A("pass"), "P"), (A("take"), "T")]
    assert acts.buttons(kit("ryadky"), [A("play 7S")]) == []


def test_explanations_are_one_short_sentence(positions: Any) -> None:
    obs = positions.ryadky_after_lead().observe(0)
    text = acts.explain(kit("ryadky"), obs, ["2H"], "pile")
    assert text.endswith(".") and "2♥" in text and "K♠" in text
    assert acts.explain(kit("ryadky"), obs.without_legal(), ["2H"], "pile") == "Wait for your turn."
    s = positions.rooster_seat0_attacks()
    s.apply_text("lead 6C 8C")
    assert acts.explain(kit("rooster"), s.observe(1), ["7D"], "attack:8C") == "7♦ does not beat 8♣."
    for game, o in (
        ("rooster", s.observe(1)),
        ("ditch", positions.ditch_seat0_to_play().observe(0)),
    ):
        for target in kit(game).targets(o):
            sentence = acts.explain(kit(game), o, ["2C"], target)
            assert sentence.endswith(".") and len(sentence) < 90


def test_an_illegal_meld_says_that_the_ace_is_high_only(positions: Any) -> None:
    obs = positions.ditch_seat0_to_play().observe(0)
    text = acts.explain(kit("ditch"), obs, ["AS", "2C"], "melds")
    assert "ace is high only" in text and "Q-K-A" in text  # DR-3b: A-2 is no run
    assert len(text) < 90
