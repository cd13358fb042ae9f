"""An observation as a typed value: what one seat may know (docs/rules.md, the engine protocol's
``observation``), for the layers above the rules (the match, the table, its log and hints).

Each game's io module makes the typed value straight from its state (``observe``), with the
shared fields here and the game's own in its ``TableView`` (each game's view module declares
one, C-7 of docs/rules.md names the shared fields); nothing in the process writes it to JSON to
read it back. Its JSON form (``to_json``) is written only where it crosses an edge: the engine
protocol, the AI's helper process, a saved match's table. ``Observation.read`` reads that form
back from an edge and never trusts it: a damaged field reads as its shape's empty value (no
cards, a count of 0, no seat), so a damaged saved table shows as a sparse table and never
crashes what shows it. The fields of the form that no typed field holds (the AI's knowledge of
voids, Rooster's phase) ride along in ``extra`` as the rules wrote them.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, Protocol, Self, TypeGuard

from koloda.rules.action import Action, RulesError
from koloda.rules.cards import RANKS, SUITS

MAX_SEATS = 6  # no game seats more (docs/rules.md, each game's player counts)

Plain = bool | int | str | None  # an option's value

# The fields of an observation's JSON form that ``Observation`` writes itself, in their order;
# its view writes ``public`` after ``hand`` and any other field it names in ``KEYS`` after these.
OWN = ("game", "players", "seat", "to_move", "hand", "legal", "result", "options")


# --------------------------------------------------------------------------- tolerant readers


def is_card(x: object) -> TypeGuard[str]:
    """A card's protocol name (C-1), such as ``TS``."""
    return isinstance(x, str) and len(x) == 2 and x[0] in RANKS and x[1] in SUITS


def is_int(x: object) -> TypeGuard[int]:
    """True for a real integer (not a bool): JSON validation helper for the games."""
    return isinstance(x, int) and not isinstance(x, bool)


def as_int(x: object, default: int = 0) -> int:
    """An integer from JSON-ish input (digits in a string too), else ``default``."""
    if isinstance(x, bool):
        return default
    if isinstance(x, int):
        return x
    if isinstance(x, str) and x.strip().lstrip("-").isdigit():
        return int(x)
    return default


def as_count(x: object) -> int:
    """A count: an integer, never below 0."""
    return max(0, as_int(x))


def as_seat(x: object, players: int) -> int | None:
    """A seat of a ``players``-seat game, else None."""
    if isinstance(x, int) and not isinstance(x, bool) and 0 <= x < players:
        return x
    return None


def as_cards(x: object) -> tuple[str, ...]:
    """The card names of a list, leaving out anything that is not one."""
    return tuple(c for c in x if is_card(c)) if isinstance(x, list | tuple) else ()


def as_ints(x: object, n: int) -> tuple[int, ...]:
    """Exactly ``n`` integers (one per seat): missing ones are 0, extra ones dropped."""
    vals = [as_int(v) for v in x] if isinstance(x, list | tuple) else []
    return tuple((vals + [0] * n)[:n])


def as_actions(x: object) -> tuple[Action, ...]:
    """The actions of a list of action strings, leaving out anything that is not one."""
    out = []
    for text in x if isinstance(x, list | tuple) else ():
        try:
            out.append(Action.parse(text))
        except RulesError:
            continue
    return tuple(out)


def as_dict(x: object) -> Mapping[str, Any]:
    return x if isinstance(x, dict) else {}


# --------------------------------------------------------------------------- the values


class Observed(Protocol):
    """What ``observed`` asks of a game's state (koloda.rules.base.GameState has it all)."""

    @property
    def game(self) -> str: ...
    @property
    def players(self) -> int: ...
    @property
    def to_move(self) -> int | None: ...
    def legal_actions(self) -> list[Action]: ...
    def result(self) -> dict[str, Any] | None: ...


@dataclass(frozen=True)
class TableView:
    """A game's own public fields (beyond the hands, the stock and the dealer), typed. Each
    game's view module declares a subclass and names it in its ``GameInfo.view``; this base is
    the view of a game that declares none (it has no fields of its own, and an observation of
    such a game keeps its ``public`` in ``extra``)."""

    # the top-level fields of the JSON form this view reads and writes
    KEYS: ClassVar[tuple[str, ...]] = ()

    @classmethod
    def read(cls, obs: Mapping[str, Any], players: int) -> Self:
        """The view of an observation's JSON form (all of it: ``public`` and the game's extra
        fields) for ``players`` seats; damaged fields read as empty."""
        return cls()

    def write(self, obs: Observation) -> dict[str, Any]:
        """The fields named in ``KEYS`` in JSON form, ``obs`` being the observation this view
        is part of (``public`` holds its shared fields too); the inverse of ``read``."""
        return {}

    def with_options(self, options: Mapping[str, Plain]) -> Self:
        """The same view under other plain options, for a game whose view holds some of
        them (a match's length, Ditch Rummy's teams)."""
        return self

    def as_round_ended(self, points: Sequence[int]) -> Self:
        """The view of the table as its round ended, ``points`` being each seat's points in
        that round as its summary counts them: a game whose table shows the round's points
        shows these (Ditch Rummy's seat plates: the hand's points with what the cards left in
        hand cost, DR-6), the others are unchanged."""
        return self

    @classmethod
    def of(cls, x: Observation | TableView | None) -> Self:
        """This game's view of an observation (or the view itself); an empty one for another
        game's, or for none."""
        view = x.view if isinstance(x, Observation) else x
        return view if isinstance(view, cls) else cls()


@dataclass(frozen=True)
class Observation:
    """What one seat may know, typed. ``game`` is "" for an observation of no game the reader
    knows. ``legal`` holds the seat's legal actions (empty when it is not its turn, or when
    the viewer may not act); ``result`` the rules' result once the game
    is over; ``options`` the game's plain options; ``view`` the game's own fields; ``extra``
    the fields of the JSON form that no typed field holds, as written (JSON values)."""

    game: str
    players: int
    seat: int | None
    to_move: int | None
    hand: tuple[str, ...]
    hands: tuple[int, ...]  # how many cards each seat holds
    stock: int
    dealer: int | None
    legal: tuple[Action, ...]
    result: Mapping[str, Any] | None
    options: Mapping[str, Plain]
    view: TableView
    extra: Mapping[str, Any] = field(default_factory=dict, repr=False)

    @classmethod
    def read(cls, data: object, game: str = "", view: type[TableView] = TableView) -> Observation:
        """The observation a JSON form from an edge describes, as the game ``game`` (whose table
        view is ``view``); "" and the base view read only the fields every game has."""
        src = as_dict(data)
        players = min(max(as_int(src.get("players"), 2), 1), MAX_SEATS)
        pub = as_dict(src.get("public"))
        legal = src.get("legal")
        result = src.get("result")
        options = {
            k: v
            for k, v in as_dict(src.get("options")).items()
            if isinstance(k, str) and (v is None or isinstance(v, bool | int | str))
        }
        own = OWN if game else OWN[1:]  # no game known: its name rides along
        return cls(
            game=game,
            players=players,
            seat=as_seat(src.get("seat"), players),
            to_move=as_seat(src.get("to_move"), players),
            hand=as_cards(src.get("hand")),
            hands=as_ints(pub.get("hands"), players),
            stock=as_count(pub.get("stock")),
            dealer=as_seat(pub.get("dealer"), players),
            legal=as_actions(legal),
            result=result if isinstance(result, dict) else None,
            options=options,
            view=view.read(src, players),
            extra={k: v for k, v in src.items() if k not in own and k not in view.KEYS},
        )

    def to_json(self) -> dict[str, Any]:
        """The JSON form, for an edge (the engine protocol, the AI's helper process, a saved
        match's table): the shared fields and the view's in the protocol's order, then
        ``extra``."""
        out: dict[str, Any] = {"game": self.game} if self.game else {}
        out.update(players=self.players, seat=self.seat, to_move=self.to_move)
        out["hand"] = list(self.hand)
        view = self.view.write(self)
        if "public" in view:
            out["public"] = view.pop("public")
        out["legal"] = [str(a) for a in self.legal]
        out["result"] = None if self.result is None else dict(self.result)
        out["options"] = dict(self.options)
        out.update(view)
        out.update(self.extra)
        return out

    def without_legal(self) -> Observation:
        """The same table with nothing to play on it (a replayed or finished table, or another
        seat's turn seen by the viewer)."""
        return replace(self, legal=())

    def with_options(self, options: Mapping[str, Plain]) -> Observation:
        """The same table under other plain options (a match's own, for a table kept from the
        copy of the match's last round that was played out): a game's view holds some of them
        (a match's length, Ditch Rummy's teams)."""
        return replace(self, options=dict(options), view=self.view.with_options(options))

    def as_round_ended(self, points: Sequence[int]) -> Observation:
        """The same table as its round ended, saying the round's ``points`` as its summary
        does (TableView.as_round_ended)."""
        return replace(self, view=self.view.as_round_ended(points))

    def as_game(self, game: str, view: type[TableView]) -> Observation:
        """This observation shown on ``game``'s table: the same if it is of that game, else
        only the fields every game has, with the game's view empty."""
        if self.game == game:
            return self
        return replace(self, game=game, view=view.read({}, self.players))


def observed(
    state: Observed,
    seat: int,
    *,
    hand: tuple[str, ...],
    hands: tuple[int, ...],
    stock: int,
    dealer: int | None,
    options: dict[str, Plain],
    view: TableView,
    extra: dict[str, Any],
) -> Observation:
    """The observation of ``seat`` with the fields every game's state gives the same way (its
    turn, its legal actions when it is the seat's turn, its result) and the given ones: each
    game's io makes its ``observe`` with this, straight from its state."""
    to_move = state.to_move
    return Observation(
        game=state.game,
        players=state.players,
        seat=seat,
        to_move=to_move,
        hand=hand,
        hands=hands,
        stock=stock,
        dealer=dealer,
        legal=tuple(state.legal_actions()) if to_move == seat else (),
        result=state.result(),
        options=options,
        view=view,
        extra=extra,
    )
