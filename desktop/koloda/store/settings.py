"""User settings: one schema with its defaults (:class:`Settings`) and a store that never fails.

Usage (the main window)::

    store = SettingsStore()                 # config dir, or KOLODA_HOME/config, or an argument
    settings, notice = store.load()         # never raises; notice is None or a Message
    if notice: QMessageBox.warning(w, w.tr("Settings"), notice.translated())   # show it once
    ...
    store.save(new_settings)                # atomic; raises StoreError (show e.translated())

A missing file gives the defaults silently. A corrupt, truncated, empty, hostile, wrong-type or
too-new file gives the defaults (or, when only some values are wrong, the good values kept and the
bad ones reset), the file moved aside to ``settings.json.bad`` and a message to show once.
"""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from koloda.rules import LEVELS, games
from koloda.store.jsonio import (
    JSON,
    QT_TRANSLATE_NOOP,
    Message,
    StoreError,
    envelope,
    keep_bad,
    read_envelope,
    write_json_atomic,
)
from koloda.store.paths import config_dir

SPEEDS = ("off", "fast", "normal", "slow")
CARD_STYLES = ("two", "four")  # two-colour or four-colour suits
# the drawn deck, then the SVG decks of resources/cards (koloda.app.table.decks.DECKS)
CARD_DECKS = ("koloda", "english", "atlas")
# the deck's own back, or one of the drawn deck's patterns (on any deck)
CARD_BACKS = ("deck", "blue", "red", "green")
TABLE_COLOURS = {  # presets offered by the dialog; any #rrggbb is accepted
    "green": "#1e5c3a",
    "blue": "#1d4466",
    "red": "#6b2326",
    "grey": "#3c4148",
    "brown": "#5a4128",
}
# the table under the cards (koloda.app.table.felt.SURFACES): the felt and linen in the table
# colour, wooden boards in their own
TABLE_SURFACES = ("felt", "linen", "wood")
LANGUAGES = ("en", "ru", "uk")
GAMES = tuple(games())  # the rules' registry
NAME_MAX = 24
RECENT_MAX = 8  # File > Open Recent
PATH_MAX = 4096
MIN_LOG_WIDTH, MAX_LOG_WIDTH = 120, 2000  # a dragged game log (pixels); 0 = not dragged

_COLOUR = re.compile(r"#[0-9a-fA-F]{6}")

Check = Callable[[Any], bool]


def _one_of(choices: tuple[str, ...]) -> Check:
    return lambda v: isinstance(v, str) and v in choices


def _is_bool(v: Any) -> bool:
    return isinstance(v, bool)


def _is_colour(v: Any) -> bool:
    return isinstance(v, str) and _COLOUR.fullmatch(v) is not None


def _is_trimmed(limit: int) -> Check:
    """Printable text of at most ``limit`` characters, with no space around it."""
    return lambda v: isinstance(v, str) and len(v) <= limit and v == v.strip() and v.isprintable()


_is_name = _is_trimmed(NAME_MAX)


def _is_percent(v: Any) -> bool:
    return type(v) is int and 0 <= v <= 100


def _is_log_width(v: Any) -> bool:
    return type(v) is int and (v == 0 or MIN_LOG_WIDTH <= v <= MAX_LOG_WIDTH)


def _is_levels(v: Any) -> bool:
    return (
        isinstance(v, dict)
        and set(v) <= set(GAMES)  # a game added later gets its default level
        and all(isinstance(x, str) and x in LEVELS for x in v.values())
    )


def _default_levels() -> dict[str, str]:
    return dict.fromkeys(GAMES, "normal")


def _is_path(v: Any) -> bool:
    return isinstance(v, str) and len(v) <= PATH_MAX and v.isprintable()


TYPED_MAX = 255  # an address or a join code as typed
_is_typed = _is_trimmed(TYPED_MAX)


def _is_paths(v: Any) -> bool:
    return isinstance(v, list) and len(v) <= RECENT_MAX and all(_is_path(x) and x for x in v)


def _is_games(v: Any) -> bool:
    return (
        isinstance(v, list) and len(v) <= 32 and all(isinstance(x, str) and x in GAMES for x in v)
    )


CHOICE_KEYS = {"players", "options", "match_games"}


def _is_choice(v: Any) -> bool:
    """One game's last New Game choices: the player count, its options, the match length and
    (since issue 41; older files have none) the opponents' levels, seat by seat."""
    if not isinstance(v, dict) or set(v) not in (CHOICE_KEYS, CHOICE_KEYS | {"levels"}):
        return False
    players, options, length = v["players"], v["options"], v["match_games"]
    levels = v.get("levels", [])
    return (
        isinstance(levels, list)
        and len(levels) <= 8
        and all(isinstance(x, str) and x in LEVELS for x in levels)
        and type(players) is int
        and 2 <= players <= 8
        and type(length) is int
        and 1 <= length <= 100
        and isinstance(options, dict)
        and len(options) <= 16
        and all(
            isinstance(k, str) and (x is None or type(x) in (int, bool, str)) and len(str(x)) <= 32
            for k, x in options.items()
        )
    )


def _is_choices(v: Any) -> bool:
    return isinstance(v, dict) and set(v) <= set(GAMES) and all(map(_is_choice, v.values()))


def _is_game(v: Any) -> bool:
    return v == "" or v in GAMES


_BASE64 = re.compile(r"[A-Za-z0-9+/=]*")
GEOMETRY_MAX = 4096


def _is_geometry(v: Any) -> bool:
    """Qt's saved window geometry in base64 ("" = none saved yet)."""
    return isinstance(v, str) and len(v) <= GEOMETRY_MAX and _BASE64.fullmatch(v) is not None


def _cleaned(text: str, limit: int) -> str:
    """``text`` as ``_is_trimmed(limit)`` accepts it: printable, trimmed, cut to ``limit``."""
    return "".join(c for c in text if c.isprintable()).strip()[:limit].strip()


def clean_name(text: str) -> str:
    """A player name as the schema accepts it (at most NAME_MAX chars; "" means not set)."""
    return _cleaned(text, NAME_MAX)


def clean_typed(text: str) -> str:
    """An address or a join code as the schema keeps it (at most TYPED_MAX characters)."""
    return _cleaned(text, TYPED_MAX)


@dataclass
class Settings:
    """Every user setting with its default; ``metadata["check"]`` validates a stored value."""

    animation_speed: str = field(default="normal", metadata={"check": _one_of(SPEEDS)})
    card_deck: str = field(default="english", metadata={"check": _one_of(CARD_DECKS)})
    card_style: str = field(default="two", metadata={"check": _one_of(CARD_STYLES)})
    card_back: str = field(default="deck", metadata={"check": _one_of(CARD_BACKS)})
    table_colour: str = field(default=TABLE_COLOURS["green"], metadata={"check": _is_colour})
    table_surface: str = field(default="felt", metadata={"check": _one_of(TABLE_SURFACES)})
    # low vision: the human's and the centre's cards bigger; a dark plain, high-contrast table
    large_cards: bool = field(default=False, metadata={"check": _is_bool})
    high_contrast: bool = field(default=False, metadata={"check": _is_bool})
    # the table's sounds (koloda.app.sound): on or off (Game > Sound, M) and their volume
    sound_on: bool = field(default=True, metadata={"check": _is_bool})
    sound_volume: int = field(default=70, metadata={"check": _is_percent})
    opponent_levels: dict[str, str] = field(
        default_factory=_default_levels, metadata={"check": _is_levels}
    )
    # "" = not set: the table shows the translated word for "You"
    player_name: str = field(default="", metadata={"check": _is_name})
    language: str = field(default="en", metadata={"check": _one_of(LANGUAGES)})
    # the address and the join code of the last network table joined, as typed: a friend
    # whose window closed mid-match (a crash, a quit) finds them in Join and rejoins the seat
    join_address: str = field(default="", metadata={"check": _is_typed})
    join_code: str = field(default="", metadata={"check": _is_typed})
    confirm_abandon: bool = field(default=True, metadata={"check": _is_bool})
    hints_allowed: bool = field(default=True, metadata={"check": _is_bool})
    undo_allowed: bool = field(default=True, metadata={"check": _is_bool})
    # File > Open Recent, newest first, and the folder Open and Save As start in ("" = home)
    recent_files: list[str] = field(default_factory=list, metadata={"check": _is_paths})
    last_folder: str = field(default="", metadata={"check": _is_path})
    # the games whose guided first game was offered when first chosen (it is offered once)
    lessons_offered: list[str] = field(default_factory=list, metadata={"check": _is_games})
    # the New Game dialog opens on the game last started, with each game's last choices
    # (players, its options, the match length); "" = none started yet
    last_game: str = field(default="", metadata={"check": _is_game})
    new_game: dict[str, dict[str, Any]] = field(
        default_factory=dict, metadata={"check": _is_choices}
    )
    # the main window's size and place when it was last closed (QWidget.saveGeometry, in
    # base64); "" = the first start: the window fits the screen's available area
    window_geometry: str = field(default="", metadata={"check": _is_geometry})
    # View > Show Toolbar and Show Game Log, and the game log's width as the player dragged
    # it (0 = never dragged: the window's own share), as they were when the window closed
    show_toolbar: bool = field(default=True, metadata={"check": _is_bool})
    show_game_log: bool = field(default=True, metadata={"check": _is_bool})
    game_log_width: int = field(default=0, metadata={"check": _is_log_width})

    def __post_init__(self) -> None:
        # a game the stored settings do not know yet (added later) plays at the default level
        self.opponent_levels = {**_default_levels(), **self.opponent_levels}

    @property
    def four_colour(self) -> bool:
        return self.card_style == "four"

    def level_for(self, game: str) -> str:
        """The default opponent level for ``game``."""
        return self.opponent_levels.get(game, "normal")

    def with_level(self, game: str, level: str) -> Settings:
        return replace(self, opponent_levels={**self.opponent_levels, game: level})

    def with_choice(
        self,
        game: str,
        players: int,
        options: dict[str, Any],
        match_games: int,
        levels: list[str] | None = None,
    ) -> Settings:
        """``game`` the last started, with these New Game choices remembered for it (``levels``:
        the opponents', seat by seat)."""
        choice: dict[str, Any] = {
            "players": players,
            "options": dict(options),
            "match_games": match_games,
        }
        if levels is not None:
            choice["levels"] = list(levels)
        return replace(self, last_game=game, new_game={**self.new_game, game: choice})

    def with_recent(self, path: str) -> Settings:
        """``path`` first among the recent files, and its folder the one to start in."""
        recent = [path, *(p for p in self.recent_files if p != path)][:RECENT_MAX]
        return replace(self, recent_files=recent, last_folder=str(Path(path).parent))

    def to_json(self) -> dict[str, JSON]:
        return asdict(self)

    @classmethod
    def from_json(cls, data: dict[str, JSON]) -> tuple[Settings, list[str]]:
        """Settings from stored values; every missing or invalid one gets its default and its
        name is returned (unknown keys from other versions are ignored)."""
        values: dict[str, Any] = {}
        rejected: list[str] = []
        for f in fields(cls):
            if f.name not in data:
                continue
            value = data[f.name]
            if f.metadata["check"](value):
                values[f.name] = (
                    dict(value)
                    if isinstance(value, dict)
                    else list(value)
                    if isinstance(value, list)
                    else value
                )
            else:
                rejected.append(f.name)
        return cls(**values), rejected

    def validate(self) -> None:
        """Raise ValueError naming the first invalid field (for values built in code)."""
        for f in fields(self):
            if not f.metadata["check"](getattr(self, f.name)):
                raise ValueError(f"invalid setting {f.name}: {getattr(self, f.name)!r}")


M_RESET = QT_TRANSLATE_NOOP(
    "Store",
    "Your settings could not be read, so Koloda started with the default settings. "
    "The old file was kept as {bad}. ({reason})",
)
M_RESET_NOT_KEPT = QT_TRANSLATE_NOOP(
    "Store",
    "Your settings could not be read, so Koloda started with the default settings. "
    "The old file could not be moved aside. ({reason})",
)
M_PARTIAL = QT_TRANSLATE_NOOP(
    "Store",
    "Some settings were invalid and were reset to their defaults: {names}. "
    "The old file was kept as {bad}.",
)


class SettingsStore:
    """Loads and saves :class:`Settings` as ``settings.json`` (format koloda-settings)."""

    KIND = "settings"
    VERSION = 1
    FILE_NAME = "settings.json"
    MAX_BYTES = 1024 * 1024

    def __init__(self, directory: Path | str | None = None) -> None:
        self.directory = Path(directory) if directory is not None else config_dir()
        # after load(): the settings that took their default because the file gave no usable
        # value (every one when there is no file or it cannot be read)
        self.defaulted: frozenset[str] = frozenset()

    @property
    def path(self) -> Path:
        return self.directory / self.FILE_NAME

    def load(self) -> tuple[Settings, Message | None]:
        """The stored settings, or defaults; never raises. The message (if any) is shown once."""
        self.defaulted = frozenset(f.name for f in fields(Settings))
        if not self.path.exists():
            return Settings(), None
        try:
            _, body = read_envelope(self.path, self.KIND, self.VERSION, max_bytes=self.MAX_BYTES)
        except StoreError as e:
            bad = keep_bad(self.path)
            if bad is None:
                return Settings(), Message(M_RESET_NOT_KEPT, reason=e.message)
            return Settings(), Message(M_RESET, bad=bad.name, reason=e.message)
        settings, rejected = Settings.from_json(body)
        self.defaulted = frozenset(rejected) | (self.defaulted - body.keys())
        if not rejected:
            return settings, None
        bad = keep_bad(self.path)
        # the repaired settings become the file, so the message is shown only once
        with contextlib.suppress(StoreError):
            self.save(settings)
        names = ", ".join(rejected)
        return settings, Message(M_PARTIAL, names=names, bad=bad.name if bad else "-")

    def save(self, settings: Settings) -> None:
        """Write atomically; raises StoreError with a clear message if the disk refuses."""
        settings.validate()
        write_json_atomic(self.path, envelope(self.KIND, self.VERSION, settings.to_json()))
