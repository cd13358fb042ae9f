"""A refused drop's words come from the rules' reason (each game's ``refuse``), which the kit
only puts into words: the kit decides nothing of its own on why a move is refused."""

from __future__ import annotations

from typing import Any

import pytest

from koloda.app.games import kit
from koloda.app.table import gestures as acts
from koloda.rules import Action, GameState, Observation, Refusal, games, new_game


def _refusal(game: str, obs: Observation, action: str) -> Refusal:
    return games()[game].state_class.refuse(obs, Action.parse(action))


def test_ryadky_refused_drop_words_the_rules_reason(positions: Any) -> None:
    s = positions.ryadky_after_lead()
    obs = s.observe(0)
    refusal = _refusal("ryadky", obs, "play 2H")
    assert (refusal.code, refusal.rule) == ("no_match", "RY-3")
    assert s.why_illegal(Action.parse("play 2H")) == refusal  # the engine's reason, the same
    words = acts.explain(kit("ryadky"), obs, ["2H"], "pile")
    assert words == kit("ryadky").refusal_words(refusal, obs)
    assert words == "2♥ matches neither the rank nor the suit of K♠."
    several = _refusal("ryadky", obs, "play 2H 3C")
    assert (several.code, several.rule) == ("one_card", "RY-3")
    assert acts.explain(kit("ryadky"), obs, ["3C", "2H"], "pile") == "Play one card at a time."


def test_rooster_refused_drops_word_the_rules_reasons(positions: Any) -> None:
    s: GameState = positions.rooster_seat0_attacks()
    s.apply_text("lead 6C 8C")
    obs = s.observe(1)
    refusal = _refusal("rooster", obs, "cover 8C 7D")
    assert (refusal.code, refusal.rule) == ("does_not_beat", "CR-1")
    words = acts.explain(kit("rooster"), obs, ["7D"], "attack:8C")
    assert words == kit("rooster").refusal_words(refusal, obs) == "7♦ does not beat 8♣."
    lead = positions.rooster_seat0_attacks().observe(0)
    refusal = _refusal("rooster", lead, "lead 8C 8H")
    assert (refusal.code, refusal.rule) == ("lead", "CR-4")
    words = acts.explain(kit("rooster"), lead, ["8C", "8H"], "table")
    assert words == kit("rooster").refusal_words(refusal, lead)
    assert "one suit" in words


def test_ditch_refused_drops_word_the_rules_reasons(positions: Any) -> None:
    obs = positions.ditch_seat0_to_play().observe(0)
    refusal = _refusal("ditch", obs, "meld 5S 7D")
    assert (refusal.code, refusal.rule) == ("no_meld", "DR-3")
    words = acts.explain(kit("ditch"), obs, ["7D", "5S"], "melds")
    assert words == kit("ditch").refusal_words(refusal, obs)
    assert "ace is high only" in words
    # DR-1, DR-2: seat 0 starts, with no cards and the draw step to take first
    deck = positions.deck(["5S", "6H", "7D", "KC", "2C"])
    before = new_game("ditch", 2, decks=[deck], dealer=1).observe(0)
    refusal = _refusal("ditch", before, "discard 5S")
    assert (refusal.code, refusal.rule) == ("draw_first", "DR-2")
    words = acts.explain(kit("ditch"), before, ["5S"], "discard")
    assert words == kit("ditch").refusal_words(refusal, before) == "Draw from the stock first."


@pytest.mark.parametrize(
    ("game", "cards", "target"),
    [("ryadky", ["2H"], "pile"), ("rooster", ["7D"], "attack:8C"), ("ditch", ["5S"], "melds")],
)
def test_the_words_follow_the_rules_not_the_kit(
    game: str, cards: list[str], target: str, positions: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Told another reason by the rules, a kit says that one: it has none of its own."""
    s = {
        "ryadky": positions.ryadky_after_lead,
        "rooster": positions.rooster_seat0_attacks,
        "ditch": positions.ditch_seat0_to_play,
    }[game]()
    if game == "rooster":
        s.apply_text("lead 6C 8C")
    obs = s.observe(s.to_move)
    before = acts.explain(kit(game), obs, cards, target)
    held = Refusal("not_held", "C-1", "not held", Action.parse("play 2S").cards)
    monkeypatch.setattr(games()[game].state_class, "refuse", classmethod(lambda cls, o, a: held))
    after = acts.explain(kit(game), obs, cards, target)
    assert after == "You do not hold 2♠." != before
