"""High card's saved form, observation and determinization, and its ``GameInfo``; ``toy_info``
makes low card's too."""

from __future__ import annotations

import random
from typing import Any

from koloda.rules import BY_POINTS, GameInfo, GameIO, RulesError, make_io
from koloda.rules.base import JSON
from koloda.rules.cards import Card, card_name, full_deck, parse_card
from koloda.rules.observation import Observation, observed
from toy_games.highcard.rules import HighCardState
from toy_games.highcard.view import HighCardView


def _observe(state: HighCardState, seat: int) -> Observation:
    public = state.public()  # all of it rides in extra: the toy's view names no field
    trick = tuple((s, card_name(c) if state.turned else None) for s, c in state.trick)
    return observed(
        state,
        seat,
        hand=tuple(card_name(c) for c in state.hand(seat)),
        hands=tuple(len(h) for h in state.hands),
        stock=0,
        dealer=state.dealer,
        options={},
        view=HighCardView(trick, tuple(state.tricks)),
        extra={"public": public},
    )


def _to_json(state: HighCardState) -> dict[str, JSON]:
    return {
        "game": state.game,
        "version": 1,
        "players": state.players,
        "seed": state.seed,
        "turn": state.turn,
        "decks": [[card_name(c) for c in d] for d in state.decks],
        "hands": [[card_name(c) for c in h] for h in state.hands],
        **{k: v for k, v in state.public().items() if k not in ("hands", "trick")},
        "trick": [[s, card_name(c)] for s, c in state.trick],
    }


def _restore(
    cls: type[HighCardState],
    players: int,
    seed: int,
    public: dict[str, Any],
    hands: list[list[Card]],
    trick: list[tuple[int, Card]],
) -> HighCardState:
    state = cls(players, seed, int(public["rounds"]), int(public["dealer"]))
    state.round_no, state.hands, state.trick = int(public["round"]), hands, trick
    state.turned = len(trick) == players
    state.played = [parse_card(c) for c in public["played"]]
    state.tricks, state.totals = list(public["tricks"]), list(public["totals"])
    return state


def _io(cls: type[HighCardState]) -> GameIO:
    def from_json(data: dict[str, JSON]) -> HighCardState:
        if data.get("game") != cls.game or data.get("version") != 1:
            raise RulesError(f"not a saved {cls.game} state")
        hands = [[parse_card(c) for c in h] for h in data["hands"]]
        trick = [(int(s), parse_card(c)) for s, c in data["trick"]]
        state = _restore(cls, data["players"], data["seed"], data, hands, trick)
        state.turn = data["turn"]
        state.decks = [[parse_card(c) for c in d] for d in data["decks"]]
        return state

    def determinize(obs: dict[str, JSON], rng: random.Random) -> HighCardState:
        """The other hands and the trick's face-down cards dealt at random from the cards this
        seat has not seen."""
        seat, public = int(obs["seat"]), obs["public"]
        mine = [parse_card(c) for c in obs["hand"]]
        seen = {*mine, *(parse_card(c) for c in public["played"])}
        seen |= {parse_card(c) for _, c in public["trick"] if c is not None}
        unseen = [c for c in full_deck(52) if c not in seen]
        rng.shuffle(unseen)
        trick = []
        for s, c in public["trick"]:
            trick.append((int(s), parse_card(c) if c is not None else unseen.pop()))
        hands: list[list[Card]] = []
        for s, count in enumerate(public["hands"]):
            hands.append(mine if s == seat else sorted(unseen[:count]))
            unseen = unseen if s == seat else unseen[count:]
        seed = rng.randrange(2**31)  # the future deals are hidden too
        state = _restore(cls, int(obs["players"]), seed, public, hands, trick)
        state.turn = obs["to_move"]
        return state

    return make_io(
        cls,
        to_json=_to_json,
        observe=_observe,
        from_json=from_json,
        determinize=determinize,
    )


def toy_info(cls: type[HighCardState], won_by: str) -> GameInfo:
    """A toy's rules as its package declares them: two rounds by default, 2-3 players."""
    return GameInfo(
        name=cls.game,
        title=cls.game.title(),
        min_players=2,
        max_players=3,
        state_class=cls,
        options={"rounds": 2},
        io=_io(cls),
        won_by=won_by,
        loser_name="low card",
        rounds_option="rounds",
        view=HighCardView,
    )


INFO = toy_info(HighCardState, BY_POINTS)
