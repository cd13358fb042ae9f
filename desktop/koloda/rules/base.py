"""The interface every game implements: actions, events, states and the game registry.

Modelled on python-chess and OpenSpiel (docs/style.md): ``state.legal_actions()`` is the one
authority on what may be played; actions are small immutable values with the protocol's text
form; ``apply`` returns plain event records for the UI and the log.

A game's rules are three modules of its package (``koloda.games.<name>``): ``rules.py`` holds
the state and its moves, ``io.py`` (which imports it and is never imported back) the saved form,
the observation and determinization, and the game's ``GameInfo``; ``view.py`` reads the game's
own public fields of an observation as a typed ``TableView`` (koloda.rules.observation). The
package's ``DECLARATION`` (a ``Declaration``) gives the registry that GameInfo and names the
game's other parts; ``GameState`` reaches its io through the registry.
"""

from __future__ import annotations

import importlib
import random
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from importlib import resources
from typing import Any, ClassVar, Literal, NamedTuple, Self, TypeVar

# a move and the error of a bad one live below this module (observations name them too); the
# games and tools import them from here as before
from koloda.rules.action import Action as Action
from koloda.rules.action import RulesError as RulesError
from koloda.rules.cards import Card, CardError, card_name
from koloda.rules.observation import Observation, TableView
from koloda.rules.observation import is_int as is_int

JSON = Any  # a value json.dumps accepts


class Refusal(NamedTuple):
    """Why the rules refuse an action, the one authority on it (each game's ``refuse``): a
    stable ``code`` a table kit puts into its own words, the ``rule`` id that refuses it
    (docs/rules.md), one English ``message`` for the engine protocol and tools, and the
    ``cards`` the reason names (the card played and the one it fails to answer)."""

    code: str
    rule: str
    message: str
    cards: tuple[Card, ...] = ()


class Event(NamedTuple):
    """A plain record of something that happened, for animation and the game log.

    ``kind`` names it (``move``, ``pile_taken``, ``pile_built``, ``pile_destroyed``, ``penalty``,
    ``bonus``, ``deal_end``, ``player_out``, ``score``, ``hand_end``, ``game_end`` ...).
    For ``move``: ``cards`` go from zone ``src`` to zone ``dst``; zones are strings such as
    ``stock``, ``pile``, ``out``, ``table``, ``discard``, ``hand:2``, ``stack:1``, ``meld:3``.
    ``face_up`` says whether everyone sees the cards while they move. ``value`` carries a
    number (points, a count) for scoring events; in a seat's view of a face-down move whose
    cards that seat may not know (``seen_by``), it is how many cards moved.
    """

    kind: str
    seat: int | None = None
    cards: tuple[Card, ...] = ()
    src: str = ""
    dst: str = ""
    face_up: bool = True
    value: int = 0

    def names(self) -> list[str]:
        """The cards' protocol names (C-1), in order."""
        return [card_name(c) for c in self.cards]

    def seen_by(self, seat: int | None) -> Event:
        """This event as ``seat`` sees it (None: someone who holds no hand). The cards of a
        face-down move are known only to the seat whose hand they leave or enter (a deal, C-6;
        a refill, RY-7 and CR-10; a draw, DR-2); any other seat learns only how many moved:
        the same move with no cards and their number in ``value``. A face-down move between
        other zones is known to nobody (RY-6a's bonus onto a stack, RY-6b's hidden losses).
        Every other event is public as it stands: the rules name only face-up cards in them."""
        if self.face_up or not self.cards or self.kind != "move":
            return self
        if seat is not None:
            own = f"hand:{seat}"
            if self.src == own or self.dst == own:
                return self
        return self._replace(cards=(), value=len(self.cards))

    def to_json(self) -> dict[str, JSON]:
        return {
            "kind": self.kind,
            "seat": self.seat,
            "cards": self.names(),
            "src": self.src,
            "dst": self.dst,
            "face_up": self.face_up,
            "value": self.value,
        }


class Round(NamedTuple):
    """Which round of its match a game is playing: what the rules call one round (a Ryadky
    ``deal``, RY-10; a Ditch Rummy ``hand``, DR-7; a Chuvash Rooster ``game``, CR-13), its
    number from 0, and how many the match plays (None: until a target is reached)."""

    kind: str
    number: int
    of: int | None


class SeriesStep(NamedTuple):
    """A finished game of a match played as a series of games (CR-13): what it adds to each
    seat's series total, how the next game starts, and how the series is won."""

    points: list[int]  # Chuvash Rooster: 1 for the rooster (CR-12), 0 for the others
    dealer: int  # the next game's dealer
    options: dict[str, Any]  # the next game's options (the previous loser, CR-3)
    fewest_wins: bool  # the series is won by the fewest points


class GameState(ABC):
    """A whole game (a Ryadky ryadok, a Rooster game, a Ditch Rummy match) at one moment.

    Seats are 0..players-1 clockwise (C-4). Deterministic: every shuffle comes from the
    seed or the given deck orders.
    """

    __slots__ = ()  # so the games' own __slots__ take effect (no per-state __dict__)

    game: ClassVar[str]
    players: int

    @classmethod
    @abstractmethod
    def new(
        cls,
        *,
        players: int,
        seed: int,
        decks: list[list[str]],
        dealer: int,
        options: dict[str, JSON],
    ) -> Self:
        """Start a game. ``new_game`` has checked players, seed, dealer and option names; this
        checks the deck orders (raising CardError) and option values (raising RulesError)."""

    @property
    @abstractmethod
    def to_move(self) -> int | None:
        """The seat that must act now, or None once the game is over."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action for ``to_move``, the only authority on legality."""

    @classmethod
    def refuse(cls, obs: Observation, action: Action) -> Refusal:
        """Why ``action`` is not legal for the seat that sees ``obs``, from what that seat sees
        (its hand, the table, its legal actions), never a hidden card: the engine, the table
        and its kits all ask this. Each game gives its own; this one is for a game that gives
        none."""
        return Refusal("not_legal", "", f"{action} is not a legal action now")

    def why_illegal(self, action: Action) -> Refusal:
        """Why ``action`` is not legal now (``refuse`` over the mover's observation)."""
        seat = self.to_move
        if seat is None:
            return Refusal("over", "", "the game is over: no more actions")
        return self.refuse(self.observe(seat), action)

    @abstractmethod
    def apply(self, action: Action, *, check: bool = True) -> list[Event]:
        """Play ``action`` for ``to_move``. With ``check`` an illegal action raises RulesError
        and leaves the state untouched; search code that only applies legal actions may pass
        ``check=False``."""

    @abstractmethod
    def clone(self) -> Self:
        """An independent copy."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def result(self) -> dict[str, JSON] | None:
        """The protocol's ``result`` object, None until the game is over."""

    # A match plays its rounds inside one state (Ryadky's deals, Ditch Rummy's hands) or, for a
    # game played as a series (Chuvash Rooster, CR-13), one state per game: koloda.match asks
    # these, so that it never needs to know which game it plays. A game played as a series
    # takes the options ``series`` (each seat's series points before this game) and
    # ``games_left`` (the games after it), which the match (and ``koloda arena --series``)
    # give every game, so that its players may play for the match (issue 44).
    plays_series: ClassVar[bool] = False

    @classmethod
    def round_breakdown(cls, events: Sequence[Event], players: int) -> dict[str, list[int]]:
        """What ``events`` (some of one round's) add to the round's breakdown: per row, per
        seat, the points or cards the rules give for one cause (a bonus, a meld...). The round
        summary sums them; a game without a breakdown has no rows."""
        return {}

    @abstractmethod
    def round(self) -> Round:
        """The round being played now (the last one once the game is over)."""

    @abstractmethod
    def running_totals(self) -> list[int]:
        """Each seat's total over the finished rounds of this state (RY-9, DR-6)."""

    def sides(self) -> list[tuple[int, ...]]:
        """Who wins and loses together: each seat alone, or partners (DR-8)."""
        return [(s,) for s in range(self.players)]

    def series_step(self) -> SeriesStep | None:
        """Once a game played as a series is over, what it adds to the series and how the
        next game starts; None before that and for a state that is a whole match."""
        return None

    def as_last_round(self) -> Self:
        """A copy in which the round being played is the match's last, so that the action that
        ends it leaves the table as the round ended (the protocol keeps the last round's table
        at the end); the app shows it under the round's summary."""
        return self.clone()

    @abstractmethod
    def returns(self) -> list[float]:
        """One reward per seat in [0, 1] for search: 1 for a win, 0 for a loss, between for
        shares and partial standing. Meaningful at any point, exact at the end."""

    @abstractmethod
    def hand(self, seat: int) -> list[Card]:
        """That seat's cards, sorted (C-2)."""

    @abstractmethod
    def public(self) -> dict[str, JSON]:
        """The protocol's ``public`` object: what every seat may see."""

    def observation(self, seat: int) -> dict[str, JSON]:
        """Everything ``seat`` may know and nothing more, in JSON form for an edge (the engine
        protocol, the AI's helper process): ``observe(seat)`` written out, holding at least
        ``game``, ``players``, ``seat``, ``to_move``, ``hand`` (card names), ``public``,
        ``legal`` (action strings, empty when it is not this seat's turn) and ``result``."""
        return self.observe(seat).to_json()

    def observe(self, seat: int) -> Observation:
        """Everything ``seat`` may know and nothing more, as a typed value made straight from
        the state by the game's io (koloda.rules.observation)."""
        return game_io(self.game).observe(self, seat)

    @classmethod
    def determinize(cls, observation: dict[str, JSON], rng: random.Random) -> Self:
        """A full state consistent with ``observation``: the hidden cards dealt at random among
        the places they may be, respecting every count and every card known to be somewhere.
        The AI searches over these; it never sees the real state."""
        return _as(cls, game_io(cls.game).determinize(observation, rng))

    def to_json(self) -> dict[str, JSON]:
        """Lossless JSON form (with ``game`` and ``version``)."""
        return game_io(self.game).to_json(self)

    @classmethod
    def from_json(cls, data: dict[str, JSON]) -> Self:
        """Inverse of to_json; raises RulesError on anything malformed."""
        return _as(cls, game_io(cls.game).from_json(data))

    def legal_strings(self) -> list[str]:
        return [str(a) for a in self.legal_actions()]

    def apply_text(self, text: str) -> list[Event]:
        """Parse and play an action string, accepting only the canonical text of a legal action."""
        action = Action.parse(text)
        return self.apply(action)


# --------------------------------------------------------------------------- registry


S = TypeVar("S", bound=GameState)


class GameIO(NamedTuple):
    """One game's information views and saved form, over any ``GameState`` (see make_io)."""

    to_json: Callable[[GameState], dict[str, JSON]]
    observe: Callable[[GameState, int], Observation]
    from_json: Callable[[dict[str, JSON]], GameState]
    determinize: Callable[[dict[str, JSON], random.Random], GameState]


def make_io(
    state_class: type[S],
    *,
    to_json: Callable[[S], dict[str, JSON]],
    observe: Callable[[S, int], Observation],
    from_json: Callable[[dict[str, JSON]], S],
    determinize: Callable[[dict[str, JSON], random.Random], S],
) -> GameIO:
    """A GameIO from one game's typed functions; a state of another game is refused."""

    def mine(state: GameState) -> S:
        if not isinstance(state, state_class):
            raise TypeError(f"not a {state_class.game} state: {type(state).__name__}")
        return state

    return GameIO(
        to_json=lambda state: to_json(mine(state)),
        observe=lambda state, seat: observe(mine(state), seat),
        from_json=from_json,
        determinize=determinize,
    )


# How a game is won, as its GameInfo declares it: ``BY_POINTS``, a seat wins by being among
# its ``result["winners"]`` (RY-10, DR-7); ``NOT_LOSER``, a seat wins by not being its
# ``result["loser"]``, the one seat left holding cards (CR-12).
BY_POINTS = "points"
NOT_LOSER = "not_loser"
WON_BY = (BY_POINTS, NOT_LOSER)


class GameInfo(NamedTuple):
    """A game's rules as it declares them, once, in its io module: everything outside the game's
    own package (the match, the AI's arena, the statistics, the soak) asks this, never the name."""

    name: str  # protocol name: ryadky, rooster, ditch
    title: str
    min_players: int
    max_players: int
    state_class: type[GameState]
    # new(players, seed, decks, dealer, options) -> state; validates everything
    options: dict[str, JSON]  # option name -> default
    io: GameIO
    won_by: str = BY_POINTS  # BY_POINTS or NOT_LOSER (above)
    loser_name: str = "loser"  # what the rules call the loser (NOT_LOSER), for tools' output
    # the option that sets how many rounds a match plays (Ryadky's ``deals``, RY-10; Ditch
    # Rummy's ``hands``, DR-7), so that tools and tests can ask for a short match; None for a
    # state that is one game of a series (CR-13), whose match length the match layer sets
    rounds_option: str | None = None
    # the typed reading of the game's own public fields (koloda.rules.observation)
    view: type[TableView] = TableView

    def short_options(self, rounds: int) -> dict[str, JSON]:
        """Options for a match of ``rounds`` rounds (a series is as short as its match says)."""
        return {} if self.rounds_option is None else {self.rounds_option: rounds}

    def fair_share(self, sides: int) -> float:
        """The share of wins each of ``sides`` equal sides expects: one winning side of them
        (shared wins count 1/k, RY-10, DR-7, DR-8), or all but the one loser (CR-12)."""
        return (sides - 1) / sides if self.won_by == NOT_LOSER else 1 / sides


Part = Literal["ai", "pool", "reasons", "kit"]


class Declaration(NamedTuple):
    """A game as its package declares it, once (``koloda.games.<name>.DECLARATION``), read by
    every registry: its rules at once; each other layer's part as ``"module:attribute"``, the
    module named as an import names it (``".ai:AI"``: the package's own ``ai``), imported only
    when that layer first asks (the rules never load the AI, and only the app loads the Qt
    kit); its lesson and rules pages as files of the package."""

    info: GameInfo
    package: str  # the game's package: its parts' relative names and its files start there
    ai: str | None = None  # its GameAI (koloda.ai.policy); None: the default hooks
    pool: str | None = None  # its PoolGame, the arena's styles (koloda.ai.pool)
    reasons: str | None = None  # its FactsOf (koloda.ai.reasons); None: MoveFacts
    kit: str | None = None  # its TableKit (koloda.app.games), the one part that imports Qt
    lesson: str | None = None  # its guided first game (koloda.match.lesson's JSON)
    pages: str | None = None  # its rules pages, "{lang}" standing for the language's code

    @classmethod
    def standard(cls, info: GameInfo, package: str) -> Declaration:
        """A game whose package holds every part under the usual names: ``ai.AI``,
        ``pool.POOL``, ``reasons.FACTS``, ``kit.KIT``, ``lesson.json``, ``rules.<lang>.html``."""
        return cls(
            info,
            package,
            ai=".ai:AI",
            pool=".pool:POOL",
            reasons=".reasons:FACTS",
            kit=".kit:KIT",
            lesson="lesson.json",
            pages="rules.{lang}.html",
        )

    @property
    def name(self) -> str:
        return self.info.name

    def load(self, part: Part) -> object | None:
        """The object the declaration names for ``part``, its module imported now if it was
        not; None when the game declares no such part."""
        ref = getattr(self, part)
        if ref is None:
            return None
        module, _, attribute = str(ref).partition(":")
        found: object = getattr(importlib.import_module(module, self.package), attribute)
        return found

    def read_text(self, name: str) -> str:
        """The text of a file of the game's package (its lesson, a rules page), wherever the
        package is: a source tree, an installed wheel, a frozen bundle. OSError if missing."""
        return resources.files(self.package).joinpath(name).read_text(encoding="utf-8")


_REGISTRY: dict[str, Declaration] = {}

# The computer opponents' levels, weakest first. Defined here, once, because the engine
# protocol (docs/rules.md, the ``ai`` request) names them, and because koloda.rules is the floor
# that koloda.ai, koloda.match and koloda.store all stand on: each may import it without an
# import running upward (koloda.store and koloda.match never import koloda.ai).
LEVELS = ("easy", "normal", "hard")


# The package holding the built-in games; its BUILTIN names them, one package each, and each
# package's DECLARATION declares its game. The registry imports them by name when first asked,
# as a host finds its plugins: no module of koloda.rules imports anything of a game.
GAMES_PACKAGE = "koloda.games"


def declare(found: Declaration) -> None:
    """Take a game's declaration: the built-in games' from their packages when first asked,
    a test's own game from the test. A name declared again is replaced."""
    info = found.info
    if info.won_by not in WON_BY:
        raise ValueError(f"{info.name}: won_by must be one of {', '.join(WON_BY)}")
    if info.rounds_option is not None and info.rounds_option not in info.options:
        raise ValueError(f"{info.name}: rounds_option {info.rounds_option!r} is not an option")
    _REGISTRY[info.name] = found


def undeclare(name: str) -> None:
    """Forget a declared game (a test's own game, once the test is over)."""
    _REGISTRY.pop(name, None)


def games() -> dict[str, GameInfo]:
    """Every declared game's rules, by name."""
    _load_builtin()
    return {name: found.info for name, found in _REGISTRY.items()}


def declaration(game: str) -> Declaration:
    """The declaration of ``game``; ValueError naming the known games for any other."""
    _load_builtin()
    found = _REGISTRY.get(game)
    if found is None:
        raise ValueError(f"unknown game {game!r} (known games: {', '.join(sorted(_REGISTRY))})")
    return found


def game_io(game: str) -> GameIO:
    """The declared io of ``game`` (the state classes dispatch through it)."""
    _load_builtin()
    return _REGISTRY[game].info.io


def read_observation(data: object) -> Observation:
    """The typed observation of a JSON form from an edge (a file, the engine protocol), read
    as the game it names; one naming no registered game has only the fields every game has."""
    name = data.get("game") if isinstance(data, dict) else None
    found = _REGISTRY.get(name) if isinstance(name, str) else None
    if found is None:
        return Observation.read(data)
    return Observation.read(data, found.info.name, found.info.view)


def _as(cls: type[S], state: GameState) -> S:
    if not isinstance(state, cls):
        raise TypeError(f"{cls.__name__} expected, the {cls.game} io made {type(state).__name__}")
    return state


_builtin_loaded = False


def _load_builtin() -> None:
    """Declare the built-in games once, whatever game module a caller imported first."""
    global _builtin_loaded
    if _builtin_loaded:
        return
    for name in importlib.import_module(GAMES_PACKAGE).BUILTIN:
        found = importlib.import_module(f"{GAMES_PACKAGE}.{name}").DECLARATION
        if not isinstance(found, Declaration) or found.name != name:
            raise ImportError(f"{GAMES_PACKAGE}.{name} declares no game {name!r}")
        declare(found)
    _builtin_loaded = True


def new_game(
    game: str,
    players: int,
    seed: int = 0,
    decks: list[list[str]] | None = None,
    dealer: int = 0,
    options: dict[str, JSON] | None = None,
) -> GameState:
    """The one way to start a game. Validates every argument and raises RulesError with a clear
    message for anything the rules (docs/rules.md) refuse."""
    info = games().get(game) if isinstance(game, str) else None
    if info is None:
        known = ", ".join(sorted(games()))
        raise RulesError(f"unknown game {game!r} (known games: {known})")
    if not is_int(players) or not info.min_players <= players <= info.max_players:
        raise RulesError(
            f"{info.title} is for {info.min_players}-{info.max_players} players, not {players!r}"
        )
    if not is_int(seed) or seed < 0:
        raise RulesError(f"seed must be a non-negative integer, not {seed!r}")
    if not is_int(dealer) or not 0 <= dealer < players:
        raise RulesError(f"dealer must be a seat 0..{players - 1}, not {dealer!r}")
    opts = dict(options or {}) if options is None or isinstance(options, dict) else None
    if opts is None:
        raise RulesError("options must be an object")
    for key in opts:
        if key not in info.options:
            allowed = ", ".join(info.options) or "none"
            raise RulesError(f"unknown option {key!r} for {game} (options: {allowed})")
    merged = {**info.options, **opts}
    if decks is not None and not isinstance(decks, list):
        raise RulesError("decks must be a list of deck orders")
    try:
        state = info.state_class.new(
            players=players, seed=seed, decks=decks or [], dealer=dealer, options=merged
        )
    except CardError as e:
        raise RulesError(str(e)) from None
    return state


def state_from_json(data: dict[str, JSON]) -> GameState:
    """Load any game's state saved with to_json."""
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise RulesError("not a saved game state")
    info = games().get(data["game"])
    if info is None:
        raise RulesError(f"unknown game {data['game']!r} in saved state")
    try:
        return info.io.from_json(data)
    except RulesError:
        raise
    except (KeyError, TypeError, ValueError, IndexError, AttributeError) as e:
        raise RulesError(f"damaged saved state: {e}") from None
