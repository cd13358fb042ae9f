"""The typed observation (koloda.rules.observation) says exactly what the protocol's JSON form
says, for every game, at every point of real games; a damaged JSON form reads as empty fields,
never as an exception; and the JSON form read is what is written back (a saved table)."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from koloda.games.ditch.view import DitchView, Meld, Single
from koloda.games.rooster.view import RoosterView
from koloda.games.ryadky.view import RyadkyView
from koloda.rules import Action, Observation, TableView, games, new_game, read_observation

GAMES = [("ryadky", 3), ("rooster", 4), ("ditch", 4)]


def _positions(game: str, players: int, seed: int) -> list[dict[str, Any]]:
    """Every seat's observation at every move of one seeded random game."""
    options = {"teams": True} if game == "ditch" else {}
    s = new_game(game, players, seed=seed, options=options)
    rng = random.Random(seed)
    out = []
    for _ in range(400):
        out += [s.observation(seat) for seat in range(players)]
        if s.is_terminal():
            break
        s.apply_text(rng.choice(s.legal_strings()))
    return out


def _same_view(game: str, view: TableView, obs: dict[str, Any]) -> None:
    pub = obs["public"]
    if game == "ryadky":  # RY-2..RY-10
        assert isinstance(view, RyadkyView)
        assert (view.deal, view.out, view.deals) == (
            pub["deal"],
            pub["out"],
            obs["options"]["deals"],
        )
        assert view.pile == tuple(pub["pile"])
        assert (view.stacks, view.totals) == (tuple(pub["stacks"]), tuple(pub["totals"]))
    elif game == "rooster":  # CR-4..CR-10
        assert isinstance(view, RoosterView)
        assert view.table == tuple((a, c) for a, c in pub["table"])
        assert (view.attacker, view.defender) == (pub["attacker"], pub["defender"])
        assert (view.taking, view.finished, view.discard) == (
            pub["taking"],
            tuple(pub["finished"]),
            pub["discard"],
        )
    else:  # DR-2..DR-8
        assert isinstance(view, DitchView)
        assert view.melds == tuple(Meld(m["owner"], tuple(m["cards"])) for m in pub["melds"])
        assert view.singles == tuple(
            Single(s["owner"], s["card"], s["meld"]) for s in pub["singles"]
        )
        assert view.discard_pile == tuple(obs["discard_pile"])
        assert (view.hand_no, view.phase, view.discard) == (
            pub["hand_no"],
            pub["phase"],
            pub["discard"],
        )
        assert (view.scores, view.totals) == (tuple(pub["scores"]), tuple(pub["totals"]))
        assert view.teams is True


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_the_typed_observation_says_what_the_json_says(game: str, players: int) -> None:
    seen = 0
    for data in _positions(game, players, seed=3):
        obs = read_observation(data)
        assert obs.game == game and obs.players == players
        assert (obs.seat, obs.to_move) == (data["seat"], data["to_move"])
        assert obs.hand == tuple(data["hand"])
        assert obs.legal == tuple(Action.parse(a) for a in data["legal"])
        assert obs.hands == tuple(data["public"]["hands"]) and obs.stock == data["public"]["stock"]
        assert obs.result == data["result"]
        _same_view(game, obs.view, data)
        assert obs.to_json() == data  # the form read is the form written back
        seen += 1
    assert seen > 50


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_state_observes_through_its_games_view(game: str, players: int) -> None:
    s = new_game(game, players, seed=1)
    obs = s.observe(0)
    assert type(obs.view) is games()[game].view and obs == read_observation(s.observation(0))
    quiet = obs.without_legal()
    assert quiet.legal == () and quiet.to_json()["legal"] == [] and quiet.hand == obs.hand


DAMAGED: list[Any] = [
    None,
    [],
    "observation",
    {"game": "ryadky", "players": "many", "seat": -1, "hand": "7S", "public": 5},
    {"game": "rooster", "players": 99, "public": {"table": [["ZZ", "7S"], [], "x", ["9H"]]}},
    {
        "game": "ditch",
        "players": 2,
        "public": {
            "melds": [None, {"owner": "a"}, {"owner": 1, "cards": ["7S", "XX", "8S"]}],
            "singles": [{"meld": 9, "card": "2C"}, {"meld": 2, "card": "9S", "owner": 0}, 4],
            "scores": [1, "2", None, 4],
        },
        "discard_pile": ["2C", 7],
        "options": {"teams": "yes", "hands": -3},
    },
    {"game": "nope", "players": 3, "seat": 1, "legal": ["play 7S", 7, "play 7s", "play"]},
]


@pytest.mark.parametrize("data", DAMAGED, ids=range(len(DAMAGED)))
def test_a_damaged_observation_reads_as_empty_fields(data: Any) -> None:
    obs = read_observation(data)  # never raises
    assert 1 <= obs.players <= 6 and len(obs.hands) == obs.players
    assert all(len(c) == 2 for c in obs.hand) and all(isinstance(a, Action) for a in obs.legal)
    assert obs.seat is None or 0 <= obs.seat < obs.players
    json.dumps(obs.to_json())  # still the JSON form, for a file


def test_what_survives_damage_is_kept() -> None:
    """Unreadable parts go; the readable ones stay in place (a meld keeps its number, DR-3c)."""
    rooster = read_observation(DAMAGED[4]).view
    assert isinstance(rooster, RoosterView) and rooster.table == (("9H", None),)
    ditch = read_observation(DAMAGED[5])
    view = ditch.view
    assert isinstance(view, DitchView)
    assert view.melds == (Meld(-1, ()), Meld(-1, ()), Meld(1, ("7S", "8S")))
    assert view.singles == (Single(0, "9S", 2),)
    assert view.scores == (1, 2) and view.discard_pile == ("2C",)
    assert view.teams is False and view.hands == 0
    other = read_observation(DAMAGED[6])
    assert other.game == "" and type(other.view) is TableView
    assert other.legal == (Action.parse("play 7S"), Action.parse("play"))  # "play 7s" goes


def test_an_observation_shown_on_another_games_table_keeps_only_the_shared_fields() -> None:
    obs = new_game("ryadky", 2, seed=1).observe(0)
    shown = obs.as_game("rooster", games()["rooster"].view)
    assert shown.game == "rooster" and shown.view == RoosterView()
    assert (shown.hand, shown.hands, shown.legal) == (obs.hand, obs.hands, obs.legal)
    assert obs.as_game("ryadky", RyadkyView) is obs
    assert RyadkyView.of(obs) is obs.view and RyadkyView.of(obs.view) is obs.view
    assert RoosterView.of(obs) == RoosterView() and DitchView.of(None) == DitchView()
    assert isinstance(Observation.read({}), Observation)


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_state_observes_without_reading_json_back(
    game: str, players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 37: the typed observation is made straight from the state; the JSON form is only
    written for an edge, and reading it back gives the same value."""
    options = {"teams": True} if game == "ditch" else {}
    s = new_game(game, players, seed=4, options=options)
    rng = random.Random(4)
    typed = []
    with monkeypatch.context() as m:

        def no_reading(*args: object, **kwargs: object) -> None:
            raise AssertionError("an observation was read back from JSON in the process")

        m.setattr(Observation, "read", no_reading)
        m.setattr(TableView, "read", no_reading)
        for _ in range(150):
            typed += [s.observe(seat) for seat in range(players)]
            if s.is_terminal():
                break
            s.apply(rng.choice(s.legal_actions()))
    assert len(typed) > 20 * players
    for obs in typed:
        assert read_observation(obs.to_json()) == obs


@pytest.mark.parametrize(("game", "players"), GAMES)
def test_a_table_under_other_options_is_the_table_read_with_them(game: str, players: int) -> None:
    """A kept table shown under the match's own options (a match's length, Ditch's teams)."""
    obs = new_game(game, players, seed=2).observe(1)
    for options in ({"deals": 3, "deck_size": 36}, {"teams": True, "hands": 5, "target": 0}, {}):
        again = read_observation({**obs.to_json(), "options": options})
        assert obs.with_options(options) == again
