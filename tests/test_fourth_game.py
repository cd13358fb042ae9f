"""A fourth game, registered through the public registries alone, plays everywhere a game plays:
the match, every AI level, a move's facts (koloda.ai.reasons), the arena (levels and pool
styles), the soak's plan, the bench's short matches, the statistics, the app's controller (a
person's seat and an AI seat, counted by the window's scorebook) and, with a table kit of its
own, the app's round summary and statistics window. Nothing that names the three games by hand
can hide from it (issue 26; the checklist is docs/architecture.md, "Adding a game").

The toy is "high card": each round deals two cards to each seat; in turn each seat plays one
card to the table, and the highest card (C-2) takes the trick, worth a point; the seat with
the most points after ``rounds`` rounds wins (a tie shares it). Its twin "low card" is the same
game won by not being the loser: the seat with the fewest points (alone) is the loser.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Self

import pytest
from PySide6.QtCore import QPointF, QSizeF
from PySide6.QtWidgets import QLabel, QWidget

from koloda.ai import LEVELS, choose_action, pool, reasons
from koloda.ai import policy as ai_registry
from koloda.ai.arena import main as arena_main
from koloda.ai.arena import play_game, sides_of, summarize
from koloda.ai.pool.common import player_table
from koloda.app import games as app_games
from koloda.app.games.base import Describer, OptionsBox, TableKit
from koloda.app.table.layout import Seats, TableBuilder, build_layout
from koloda.match import Match, MatchConfig, RoundSummary
from koloda.rules import (
    BY_POINTS,
    NOT_LOSER,
    Action,
    Event,
    GameInfo,
    GameState,
    Observation,
    Round,
    RulesError,
    TableView,
    games,
    make_io,
    new_game,
    register,
    state_from_json,
    unregister,
)
from koloda.rules.base import JSON
from koloda.rules.cards import Card, card_name, full_deck, parse_card, shuffled_deck
from koloda.store.stats import Statistics

HAND = 2  # cards dealt to each seat a round


class HighCardState(GameState):
    """The toy's whole match: its rounds, hands, the trick on the table and the points."""

    game: ClassVar[str] = "highcard"
    __slots__ = (
        "dealer",
        "hands",
        "played",
        "players",
        "round_no",
        "rounds",
        "seed",
        "table",
        "totals",
        "tricks",
        "turn",
    )

    def __init__(self, players: int, seed: int, rounds: int, dealer: int) -> None:
        self.players, self.seed, self.rounds, self.round_no = players, seed, rounds, 0
        self.dealer = dealer
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.table: list[tuple[int, Card]] = []  # (seat, card) in the order played
        self.played: list[Card] = []  # this round's cards already out of play
        self.tricks = [0] * players  # this round's points
        self.totals = [0] * players  # the finished rounds' points
        self.turn: int | None = None

    @classmethod
    def new(
        cls,
        *,
        players: int,
        seed: int,
        decks: list[list[str]],
        dealer: int,
        options: dict[str, JSON],
    ) -> Self:
        rounds = options["rounds"]
        if not isinstance(rounds, int) or rounds < 1:
            raise RulesError(f"rounds must be at least 1, not {rounds!r}")
        state = cls(players, seed, rounds, dealer)
        state._deal()
        return state

    def _deal(self) -> list[Event]:
        deck = shuffled_deck(52, self.seed, self.round_no)
        self.hands = [sorted(deck[s * HAND : (s + 1) * HAND]) for s in range(self.players)]
        self.table, self.played, self.tricks = [], [], [0] * self.players
        self.turn = (self.dealer + 1) % self.players
        return [
            Event("move", s, tuple(h), "stock", f"hand:{s}", False)
            for s, h in enumerate(self.hands)
        ]

    @property
    def to_move(self) -> int | None:
        return self.turn

    def legal_actions(self) -> list[Action]:
        return [] if self.turn is None else [Action("play", (c,)) for c in self.hands[self.turn]]

    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        if check and action not in self.legal_actions():
            raise RulesError(f"illegal action {action}")
        seat, card = self.turn, action.cards[0]
        assert seat is not None
        self.hands[seat].remove(card)
        self.table.append((seat, card))
        events = [Event("move", seat, (card,), f"hand:{seat}", "table")]
        if len(self.table) < self.players:
            self.turn = (seat + 1) % self.players
            return events
        winner = max(self.table, key=lambda sc: sc[1])[0]  # the highest card, C-2
        self.tricks[winner] += 1
        self.played += [c for _, c in self.table]
        events += [
            Event("trick", winner, value=1),
            Event("move", winner, tuple(c for _, c in self.table), "table", "out"),
        ]
        self.table, self.turn = [], winner
        if any(self.hands):
            return events
        events.append(Event("round_end"))
        events += [Event("score", s, value=t) for s, t in enumerate(self.tricks) if t]
        self.totals = [a + b for a, b in zip(self.totals, self.tricks, strict=True)]
        if self.round_no + 1 >= self.rounds:
            self.turn = None
            return [*events, Event("game_end")]
        self.round_no += 1
        self.dealer = (self.dealer + 1) % self.players
        return events + self._deal()

    def clone(self) -> Self:
        other = type(self)(self.players, self.seed, self.rounds, self.dealer)
        other.round_no, other.turn = self.round_no, self.turn
        other.hands = [list(h) for h in self.hands]
        other.table, other.played = list(self.table), list(self.played)
        other.tricks, other.totals = list(self.tricks), list(self.totals)
        return other

    def as_last_round(self) -> Self:
        other = self.clone()
        other.rounds = self.round_no + 1
        return other

    def is_terminal(self) -> bool:
        return self.turn is None

    def result(self) -> dict[str, JSON] | None:
        if not self.is_terminal():
            return None
        best = max(self.totals)
        return {
            "totals": list(self.totals),
            "winners": [s for s, t in enumerate(self.totals) if t == best],
        }

    @classmethod
    def round_breakdown(cls, events: Sequence[Event], players: int) -> dict[str, list[int]]:
        """A round's points are its tricks: one row, counted from the trick events."""
        tricks = [0] * players
        for e in events:
            if e.kind == "trick" and e.seat is not None:
                tricks[e.seat] += e.value
        return {"tricks": tricks}

    def round(self) -> Round:
        return Round("round", self.round_no, self.rounds)

    def running_totals(self) -> list[int]:
        return list(self.totals)

    def returns(self) -> list[float]:
        points = [a + b for a, b in zip(self.totals, self.tricks, strict=True)]
        low, high = min(points), max(points)
        return [0.5 if high == low else (p - low) / (high - low) for p in points]

    def hand(self, seat: int) -> list[Card]:
        return sorted(self.hands[seat])

    def public(self) -> dict[str, JSON]:
        return {
            "round": self.round_no,
            "rounds": self.rounds,
            "dealer": self.dealer,
            "hands": [len(h) for h in self.hands],
            "table": [[s, card_name(c)] for s, c in self.table],
            "played": [card_name(c) for c in self.played],
            "tricks": list(self.tricks),
            "totals": list(self.totals),
        }


class LowCardState(HighCardState):
    """The same game won by not being the loser: the one seat with the fewest points."""

    game: ClassVar[str] = "lowcard"
    __slots__ = ()

    def result(self) -> dict[str, JSON] | None:
        if not self.is_terminal():
            return None
        low = min(self.totals)
        losers = [s for s, t in enumerate(self.totals) if t == low]
        return {"loser": losers[0] if len(losers) == 1 else None}


def _observation(state: HighCardState, seat: int) -> dict[str, JSON]:
    return {
        "game": state.game,
        "players": state.players,
        "seat": seat,
        "to_move": state.to_move,
        "hand": [card_name(c) for c in state.hand(seat)],
        "public": state.public(),
        "legal": state.legal_strings() if seat == state.to_move else [],
        "result": state.result(),
    }


def _to_json(state: HighCardState) -> dict[str, JSON]:
    return {
        "game": state.game,
        "version": 1,
        "players": state.players,
        "seed": state.seed,
        "turn": state.turn,
        "hands": [[card_name(c) for c in h] for h in state.hands],
        **{k: v for k, v in state.public().items() if k != "hands"},
    }


def _restore(
    cls: type[HighCardState],
    players: int,
    seed: int,
    public: dict[str, Any],
    hands: list[list[Card]],
    turn: int | None,
) -> HighCardState:
    state = cls(players, seed, int(public["rounds"]), int(public["dealer"]))
    state.round_no, state.hands, state.turn = int(public["round"]), hands, turn
    state.table = [(int(s), parse_card(c)) for s, c in public["table"]]
    state.played = [parse_card(c) for c in public["played"]]
    state.tricks, state.totals = list(public["tricks"]), list(public["totals"])
    return state


def _io(cls: type[HighCardState]) -> Any:
    def from_json(data: dict[str, JSON]) -> HighCardState:
        if data.get("game") != cls.game or data.get("version") != 1:
            raise RulesError(f"not a saved {cls.game} state")
        hands = [[parse_card(c) for c in h] for h in data["hands"]]
        return _restore(cls, data["players"], data["seed"], data, hands, data["turn"])

    def determinize(obs: dict[str, JSON], rng: random.Random) -> HighCardState:
        """The other hands dealt at random from the cards this seat has not seen."""
        seat, public = int(obs["seat"]), obs["public"]
        mine = [parse_card(c) for c in obs["hand"]]
        seen = {*mine, *(parse_card(c) for c in public["played"])}
        seen |= {parse_card(c) for _, c in public["table"]}
        unseen = [c for c in full_deck(52) if c not in seen]
        rng.shuffle(unseen)
        hands: list[list[Card]] = []
        for s, count in enumerate(public["hands"]):
            hands.append(mine if s == seat else sorted(unseen[:count]))
            unseen = unseen if s == seat else unseen[count:]
        seed = rng.randrange(2**31)  # the future deals are hidden too
        return _restore(cls, int(obs["players"]), seed, public, hands, obs["to_move"])

    return make_io(
        cls,
        to_json=_to_json,
        observation=_observation,
        from_json=from_json,
        determinize=determinize,
    )


@dataclass(frozen=True)
class HighCardView(TableView):
    """The toy's own public fields: the trick on the table (seat, card) and each seat's tricks."""

    table: tuple[tuple[int, str], ...] = ()
    tricks: tuple[int, ...] = ()

    @classmethod
    def read(cls, obs: Mapping[str, Any], players: int) -> Self:
        pub = obs.get("public") if isinstance(obs.get("public"), dict) else {}
        assert isinstance(pub, dict)
        table = [t for t in pub.get("table") or [] if isinstance(t, list) and len(t) == 2]
        tricks = [t if isinstance(t, int) else 0 for t in pub.get("tricks") or []]
        return cls(tuple((int(s), str(c)) for s, c in table), tuple(tricks[:players]))


def _view(obs: Observation) -> HighCardView:
    assert isinstance(obs.view, HighCardView)
    return obs.view


def _info(cls: type[HighCardState], won_by: str) -> GameInfo:
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


def _highest(obs: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    return max(legal, key=lambda a: a.cards[0])


def _lowest(obs: dict[str, Any], legal: list[Action], rng: random.Random) -> Action:
    return min(legal, key=lambda a: a.cards[0])


TOYS = {"highcard": _info(HighCardState, BY_POINTS), "lowcard": _info(LowCardState, NOT_LOSER)}


@pytest.fixture
def toys() -> Iterator[dict[str, GameInfo]]:
    """Both toys in the rules', the AI's and the pool's registries for one test, then gone
    (and out of the facts' registry, which a test may have put them in)."""
    assert not set(TOYS) & set(games())
    for name, info in TOYS.items():
        register(info)
        ai_registry.register(name, ai_registry.GameAI())  # the default hooks: uniform scores
        players = player_table(low=_lowest, greedy=_highest, hoarder=_lowest, steady=_highest)
        pool.register(name, players, {style: f"{style} at {name}" for style in players})
    yield TOYS
    for name in TOYS:
        unregister(name)
        ai_registry.unregister(name)
        pool.unregister(name)
        reasons.unregister_facts(name)
    assert not set(TOYS) & set(games())


def test_the_toys_are_games_of_the_rules_with_their_declarations(toys: dict[str, GameInfo]) -> None:
    for name, info in toys.items():
        assert games()[name] is info
        state = new_game(name, 2, seed=3)
        assert state.round() == Round("round", 0, 2) and len(state.legal_actions()) == HAND
        assert state_from_json(json.loads(json.dumps(state.to_json()))).public() == state.public()
    assert toys["highcard"].fair_share(2) == 0.5 and toys["lowcard"].fair_share(3) == 2 / 3
    assert toys["highcard"].short_options(1) == {"rounds": 1}
    with pytest.raises(RulesError, match="rounds must be at least 1"):
        new_game("highcard", 2, options={"rounds": 0})


@pytest.mark.parametrize("name", list(TOYS))
def test_a_match_of_the_toy_is_played_by_every_level_to_its_result(
    toys: dict[str, GameInfo], name: str
) -> None:
    config = MatchConfig(game=name, players=3, levels=list(LEVELS), options={"rounds": 2}, seed=5)
    match = Match(config)
    summaries = []
    for step in range(100):
        if match.is_over():
            break
        if match.pending is not None:
            match.round_seen()
        seat = match.to_move()
        assert seat is not None
        obs = match.observation(seat)
        action = choose_action(obs, config.levels[seat], seed=step, iterations=30)
        assert str(action) in obs["legal"]
        played = match.apply(seat, str(action))
        if played.summary is not None:
            summaries.append(played.summary)
    assert match.is_over()
    assert [(s.kind, s.number, s.of) for s in summaries] == [
        ("round", 1, 2),
        ("round", 2, 2),
    ]
    assert sum(sum(s.points) for s in summaries) == 2 * HAND  # a point a trick
    assert sum(summaries[0].tally["tricks"]) == HAND  # the rules' own round breakdown
    result = match.result()
    assert result.totals == match.state.running_totals()
    if toys[name].won_by == BY_POINTS:
        assert result.winners == [s for s, t in enumerate(result.totals) if t == max(result.totals)]
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.actions == match.actions and again.result() == result


@pytest.mark.parametrize("name", list(TOYS))
def test_hards_analysis_and_the_engines_candidates_work_for_the_toy(
    toys: dict[str, GameInfo], name: str
) -> None:
    """issue 27's analysis needs nothing of a new game: the tree search's values, and
    plain facts (kind and cards) for moves of a game without facts of its own."""
    from koloda.ai import analyse, facts
    from koloda.ai.reasons import MoveFacts, facts_json
    from koloda.engine import Engine

    state = new_game(name, players=2, seed=3, options={"rounds": 1})
    seat = state.to_move
    assert seat is not None
    obs = state.observation(seat)
    found = analyse(obs, seed=1, iterations=40)
    assert found.basis == "search" and found.unit == "chance"
    assert found.best.action == choose_action(obs, "hard", seed=1, iterations=40)
    (first,) = facts(obs, found.best.plan)
    card = card_name(found.best.action.cards[0])
    assert first == MoveFacts(name, "play", (card,))
    assert facts_json(first) == {"game": name, "kind": "play", "cards": [card], "rules": []}
    engine = Engine()
    engine.handle(json.dumps({"cmd": "new", "game": name, "players": 2, "seed": 3}))
    reply = engine.handle(
        json.dumps({"cmd": "ai", "level": "hard", "iterations": 40, "candidates": True})
    )
    assert reply["ok"], reply
    assert reply["analysis"]["candidates"][0]["facts"][0]["game"] == name


@dataclass(frozen=True)
class TrickFacts:
    """The toy's own facts: the card played and whether it takes the trick (C-2)."""

    game: ClassVar[str] = "highcard"

    card: str
    takes: bool
    rules: tuple[str, ...] = ("C-2",)


def _trick_facts(
    obs: dict[str, Any], before: GameState, action: Action, events: list[Event]
) -> TrickFacts:
    takes = any(e.kind == "trick" and e.seat == before.to_move for e in events)
    return TrickFacts(card_name(action.cards[0]), takes)


def test_facts_registered_for_the_toy_are_the_ones_its_moves_get(
    toys: dict[str, GameInfo],
) -> None:
    """A game's facts register through koloda.ai.reasons' public registry, as a built-in
    game's module does; the facts of its moves and their JSON are then its own."""
    from koloda.ai.reasons import MoveFacts, facts, facts_json, register_facts

    def second_to_play(name: str) -> tuple[Card, dict[str, Any], list[Action]]:
        """The card led, the second seat's observation and its plays (each ends the trick)."""
        state = new_game(name, 2, seed=1, options={"rounds": 1})
        led = state.legal_actions()[0]
        state.apply(led)
        seat = state.to_move
        assert seat is not None
        return led.cards[0], state.observation(seat), state.legal_actions()

    led, obs, plays = second_to_play("highcard")
    first = card_name(plays[0].cards[0])
    assert facts(obs, plays[0]) == (MoveFacts("highcard", "play", (first,)),)
    register_facts("highcard", _trick_facts)
    found = [f for a in plays for f in facts(obs, a)]
    assert found == [TrickFacts(card_name(a.cards[0]), a.cards[0] > led) for a in plays]
    assert {f.takes for f in found} == {True, False}  # seed 1 deals one card of each
    assert facts_json(found[0]) == {
        "game": "highcard",
        "card": first,
        "takes": found[0].takes,
        "rules": ["C-2"],
    }
    _, low_obs, low_plays = second_to_play("lowcard")
    (low,) = facts(low_obs, low_plays[0])
    assert isinstance(low, MoveFacts)  # the other toy has registered none


@pytest.mark.parametrize("name", list(TOYS))
def test_the_benchs_short_matches_of_the_toy_come_from_its_declaration(
    toys: dict[str, GameInfo], name: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`koloda bench --analysis` reviews one round of the toy (its ``short_options(1)``) and
    times the app's review of a round in a match of two (``short_options(2)``)."""
    from koloda.ai import bench
    from koloda.app.tools.review_bench import played_round

    monkeypatch.setattr(bench, "REVIEW_ITERATIONS", 20)
    line = bench.review_line(name, seed=1)
    assert line.startswith(f"{name} players=2 review of one round at 20 iterations a decision: ")
    # one round: seat 0 chose its first card of the round (its last was forced)
    assert f" {HAND - 1} decisions of seat 0 " in line
    match = played_round(name, 1)
    assert match.config.options == {"rounds": 2}
    assert len(match.history) == 1 and not match.is_over()


@pytest.mark.parametrize("name", list(TOYS))
def test_the_arena_plays_the_toy_between_levels_and_pool_styles(
    toys: dict[str, GameInfo], name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    records = [play_game(name, 2, ["hard", "steady"], g, 7, None, 20, {}) for g in range(4)]
    assert all(r.error is None for r in records)
    for r in records:
        if toys[name].won_by == NOT_LOSER:  # CR-12's way: not being the loser is a win
            assert r.wins == [0.0 if s == r.loser else 1.0 for s in range(2)]
        else:
            assert sum(r.wins) == pytest.approx(1.0) and r.loser is None
    rows = summarize(records, name, 2, ["hard", "steady"], sides_of(name, 2, {}))
    assert [row["fair"] for row in rows] == [toys[name].fair_share(2)] * 2
    assert (rows[0]["loser"] is None) == (toys[name].won_by == BY_POINTS)
    code = arena_main(
        f"--game {name} --players 2 --seats normal --opponents pool --games 2".split()
    )
    out = capsys.readouterr().out
    assert code == 0, out
    assert ("not low card" in out) == (toys[name].won_by == NOT_LOSER)
    assert out.count("normal") >= len(pool.POOL_STYLES)


def test_the_soak_plan_holds_the_toy_at_every_player_count(toys: dict[str, GameInfo]) -> None:
    from koloda.app.tools.soak import soak_plan

    plan = soak_plan()
    assert ("highcard", 2, {"rounds": 2}) in plan and ("highcard", 3, {"rounds": 2}) in plan
    assert not [p for p in plan if p[0] == "highcard" and p[1] > 3]


@pytest.mark.parametrize("name", list(TOYS))
def test_the_statistics_record_the_toy_and_read_it_back(
    toys: dict[str, GameInfo], name: str, tmp_path: Any
) -> None:
    state = new_game(name, 2, seed=11, options={"rounds": 1})
    rng = random.Random(1)
    while not state.is_terminal():
        state.apply(rng.choice(state.legal_actions()))
    result = state.result()
    stats = Statistics(tmp_path)
    records = [stats.record_game(name, result, s, ["hard"], False, [1]) for s in range(2)]
    again = Statistics(tmp_path)
    assert again.load() is None
    assert again.games_in(name) == records and again.summary(name, "hard").games == 2
    if toys[name].won_by == NOT_LOSER:
        loser = result["loser"]
        assert [r.loser for r in records] == [s == loser for s in range(2)]
        assert again.summary(name).losers == (loser is not None)
        assert [r.won for r in records] == [loser is not None and s != loser for s in range(2)]
    else:
        assert [r.won for r in records] == [s in result["winners"] for s in range(2)]
        assert [r.score for r in records] == result["totals"] and again.summary(name).losers == 0


@pytest.mark.parametrize("name", list(TOYS))
def test_the_apps_controller_plays_the_toy_to_the_end_and_the_statistics_count_it(
    toys: dict[str, GameInfo], name: str, tmp_path: Any, qtbot: Any
) -> None:
    # the person's seat moves through the human input, the other through the AI input (in a
    # thread: a helper process would not know the toy), and the window's scorebook counts it
    from PySide6.QtCore import QTimer

    from koloda.app.play.controller import GameController
    from koloda.app.play.inputs import Move
    from koloda.app.window.scorebook import Scorebook

    config = MatchConfig(game=name, players=2, levels=["normal", "easy"], options={"rounds": 2})
    c = GameController(paced=False, ai_pause_ms=0, auto_continue=True, ai_process=False)
    scorebook = Scorebook(Statistics(tmp_path), c, persist=True)
    moves: list[tuple[int, str]] = []  # (seat, source) of every move played
    errors: list[str] = []
    c.error.connect(errors.append)
    c.changed.connect(lambda ch: ch.kind == "move" and moves.append((ch.seat, ch.source)))
    c.roundEnded.connect(lambda _summary: scorebook.record())  # as the window does
    c.gameOver.connect(lambda _result: scorebook.record())

    def persons_move() -> None:
        obs = c.observation()
        if c.is_human_turn():  # the lowest card: any legal move will do
            c.play(Move(0, Action.parse(min(obs.legal)), c.human.name, "table"))

    c.turnStarted.connect(lambda seat, human: human and QTimer.singleShot(0, persons_move))
    with qtbot.waitSignal(c.gameOver, timeout=30_000) as over:
        c.new_match(config)
    assert over.args[0] == c.result() and c.state is not None
    result = c.state.result()  # the game's own result, the one the statistics count
    assert c.is_finished() and errors == []  # no move refused, no AI that failed
    assert {source for seat, source in moves if seat == 0} == {"table"}
    assert {source for seat, source in moves if seat == 1} == {"ai"}
    assert len(moves) == 2 * HAND * 2  # both seats played their hands in both rounds
    again = Statistics(tmp_path)
    assert again.load() is None
    [record] = again.games_in(name)
    assert (record.level, record.assisted) == ("easy", False)
    if toys[name].won_by == NOT_LOSER:
        assert record.loser == (result["loser"] == 0) and record.score is None
    else:
        assert record.won == (0 in result["winners"]) and record.score == result["totals"][0]
    c.shutdown()


# ---------------------------------------------------------------------- the app's table kits


class HighCardOptions(OptionsBox):
    """The toy's New Game box: it has no choice to offer, so a match is its default rounds."""

    def __init__(self, parent: QWidget) -> None:
        self.widget = QLabel("Two rounds of two tricks.", parent)

    def options(self, players: int) -> dict[str, Any]:
        return {"rounds": 2}


class HighCardKit(TableKit):
    """How the toy looks and reads: its trick in the centre, each seat's tricks on its plate."""

    game: ClassVar[str] = "highcard"
    order: ClassVar[int] = 90

    def title(self) -> str:
        return "Highcard"

    def blurb(self) -> str:
        return "Everyone plays a card; the highest takes the trick."

    def opponents_label(self) -> str:
        return "&Highcard opponents:"

    def seat_lines(self, obs: Observation, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        tricks = _view(obs).tricks
        return [f"{tricks[seat] if seat < len(tricks) else 0} tricks"]

    def lay_centre(self, b: TableBuilder) -> None:
        table = _view(b.obs).table
        left, top = b.centre.center().x() - b.cw * len(table) / 2, b.centre.top()
        for i, (_, card) in enumerate(table):
            b.add("table", card, True, QPointF(left + i * b.cw, top), b.cw, 20 + i)
        b.info(f"{len(table)} on the table")

    def targets(self, obs: Observation) -> list[str]:
        return ["table"] if obs.legal else []

    def candidates(self, cards: list[str], target: str, legal: list[str]) -> list[str]:
        return [f"play {cards[0]}"] if target == "table" and len(cards) == 1 else []

    def explain(self, obs: Observation, cards: list[str], target: str) -> str:
        return "Play one card onto the table."

    def hint_place(self, action: str) -> tuple[list[str], str]:
        return action.split()[1:], "table"

    def turn_hint(self, obs: Observation) -> str:
        return "Your turn: play a card"

    def action_sentence(
        self,
        d: Describer,
        seat: int,
        kind: str,
        cards: list[str],
        n: int | None,
        public: TableView | None,
    ) -> str | None:
        return None if kind != "play" else f"{d.who(seat)} plays {' '.join(cards)}"

    def options_box(self, parent: QWidget) -> OptionsBox:
        return HighCardOptions(parent)

    def round_title(self) -> str:
        return "Trick round %s"

    def next_round(self) -> str:
        return "Next trick round"


class LowCardKit(HighCardKit):
    game: ClassVar[str] = "lowcard"
    order: ClassVar[int] = 91

    def title(self) -> str:
        return "Lowcard"

    def loser_label(self) -> str:
        return "Low card"

    def loser_note(self) -> str:
        return "“Low card”: times you took the fewest tricks."


@pytest.fixture
def toy_kits(toys: dict[str, GameInfo]) -> Iterator[list[TableKit]]:
    """The toys' kits in the app's kit registry for one test, then gone."""
    made: list[TableKit] = [HighCardKit(), LowCardKit()]
    for k in made:
        app_games.register(k)
    yield made
    for k in made:
        app_games.unregister(k.game)


def _summaries(name: str) -> list[RoundSummary]:
    match = Match(MatchConfig(game=name, players=2, levels=["normal"] * 2, seed=2))
    out = []
    while not match.is_over():
        match.round_seen()
        seat = match.to_move()
        assert seat is not None
        played = match.apply(seat, match.observation(seat)["legal"][0])
        out += [played.summary] if played.summary else []
    return out


def test_the_app_shows_the_toys_in_their_own_words(
    toy_kits: list[TableKit], qapp: Any, tmp_path: Any
) -> None:
    """The kit registry takes the toys; the round summary and the statistics window say what
    their kits say (round words, the loser's column), knowing no game by name."""
    from koloda.app.window.stats_window import LOSER_COLUMN, StatisticsWindow
    from koloda.app.window.summary import RoundSummaryDialog, summary_headline

    assert [k.game for k in app_games.kits()][-2:] == ["highcard", "lowcard"]
    assert app_games.kit("lowcard") is toy_kits[1]
    first, last = _summaries("highcard")
    assert summary_headline(first).startswith("Trick round 1 of 2: ")
    dialog = RoundSummaryDialog(first)
    assert dialog.next_button.text() == "Next trick round"
    assert dialog.table.rowCount() == 2 and dialog.windowTitle() == "Highcard"
    assert RoundSummaryDialog(last).next_button.text() == "See the result"

    state = new_game("highcard", 2, seed=4)
    state.apply(state.legal_actions()[0])  # one card on the table
    obs = state.observe(0)  # read through the view the toy's GameInfo declares
    layout = build_layout(obs, QSizeF(1280, 800), Seats(["A", "B"], ["", "easy"], 0), toy_kits[0])
    table = [slot.card for slot in layout.slots if slot.zone == "table"]
    assert table == [_view(obs).table[0][1]] and layout.info == "1 on the table"
    assert len([slot for slot in layout.slots if slot.in_hand]) == HAND

    stats = Statistics(tmp_path)
    for game, loser in [("lowcard", True), ("lowcard", False), ("highcard", None)]:
        stats.record_result(game, ["hard"], not loser, None, loser, False, [])
    window = StatisticsWindow(stats)
    header = window.table.horizontalHeaderItem(LOSER_COLUMN).text()
    assert "Low card" in header and not window.table.isColumnHidden(LOSER_COLUMN)
    assert "“Low card”: times you took the fewest tricks." in window.note.text()
    rows = {window.table.verticalHeaderItem(r).text(): r for r in range(window.table.rowCount())}
    assert window.table.item(rows["Lowcard"], LOSER_COLUMN).text() == "1"
    assert window.table.item(rows["Highcard"], 0).text() == "1"
    window.close()
