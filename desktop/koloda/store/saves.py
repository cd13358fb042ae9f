"""Saved games: the autosave slot and ``.koloda`` files (format koloda-save, version 1).

A save is ``{"format": "koloda-save", "version": 1, "saved_at": ISO time, "match": <the
controller's to_json() dict>}``. The store checks the envelope and hands ``match`` to a
validator the caller supplies (``GameController.from_json``, which raises on bad data), so a
damaged or hostile file gives one clear :class:`StoreError` and changes nothing.

    save_game(with_suffix(path), controller.to_json())       # Save As (atomic)
    load_game(path, validate=controller.from_json)           # Open: loads it, or StoreError
    autosave(controller.to_json())                           # after every action
    match, notice = load_autosave(validate=probe.from_json)  # at start: offer to resume
    clear_autosave()                                         # when the match is over

``controller.from_json`` loads the match into that controller and changes nothing when it
raises, so it serves as the validator; use a spare controller to check the autosave before
asking the player whether to resume it.

Writes are atomic (temp file + fsync + replace): killing the app at any moment leaves the
previous good save readable.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path

from koloda.store.jsonio import (
    JSON,
    MB,
    QT_TRANSLATE_NOOP,
    Message,
    StoreError,
    envelope,
    invalid,
    is_special,
    keep_bad,
    read_envelope,
    write_json_atomic,
)
from koloda.store.paths import data_dir

KIND = "save"
VERSION = 1
SUFFIX = ".koloda"
AUTOSAVE_NAME = "autosave" + SUFFIX
MAX_BYTES = 8 * MB
NAME_CAP = 40  # == koloda.app.match: a player's name in a saved match has 1 to 40 characters

M_REJECTED = QT_TRANSLATE_NOOP("Store", "{name} does not hold a valid game: {detail}")
M_AUTOSAVE_BAD = QT_TRANSLATE_NOOP(
    "Store", "The game saved automatically could not be resumed and was kept as {bad}. ({reason})"
)

Validator = Callable[[dict[str, JSON]], object]


def autosave_path(directory: Path | str | None = None) -> Path:
    """``<user data dir>/autosave.koloda`` (or under ``directory``)."""
    return (Path(directory) if directory is not None else data_dir()) / AUTOSAVE_NAME


def with_suffix(path: Path | str) -> Path:
    """``path`` ending in ``.koloda`` (for Save As names typed without it)."""
    p = Path(path)
    return p if p.suffix.lower() == SUFFIX else p.with_name(p.name + SUFFIX)


def save_game(path: Path | str, match_json: dict[str, JSON]) -> None:
    """Write a match atomically; raises StoreError (disk full, no permission, not JSON-able)."""
    if not isinstance(match_json, dict):
        raise TypeError("match_json must be the controller's to_json() dict")
    saved_at = datetime.now(UTC).isoformat(timespec="seconds")
    write_json_atomic(
        Path(path), envelope(KIND, VERSION, {"saved_at": saved_at, "match": match_json})
    )


def load_game(path: Path | str, validate: Validator | None = None) -> dict[str, JSON]:
    """The ``match`` dict of a save; raises StoreError if the file or the match is bad."""
    p = Path(path)
    _, body = read_envelope(p, KIND, VERSION, max_bytes=MAX_BYTES)
    match = body.get("match")
    if not isinstance(match, dict):
        raise invalid(p.name, "no match in the file")
    bad_name = _bad_name(match)
    if bad_name is not None:
        raise invalid(p.name, bad_name)
    if validate is not None:
        try:
            validate(match)
        except (RecursionError, MemoryError):
            raise invalid(p.name, "the match data is too large or too deep") from None
        except Exception as e:  # the validator's clear message becomes the user's
            raise StoreError(Message(M_REJECTED, name=p.name, detail=str(e))) from None
    return match


def _bad_name(match: dict[str, JSON]) -> str | None:
    """Why a player name of the match is unusable, or None: names are shown on the table, in
    the log and in dialogs, so they are single-line printable text of at most NAME_CAP
    characters (no control or format characters). The shape of the rest is the validator's."""
    config, progress = match.get("config"), match.get("match")
    lists = [config.get("names")] if isinstance(config, dict) else []
    if isinstance(progress, dict):
        summaries = progress.get("history")
        summaries = list(summaries) if isinstance(summaries, list) else []
        summaries.append(progress.get("pending_round"))
        lists += [s.get("names") for s in summaries if isinstance(s, dict)]
    for names in lists:
        for name in names if isinstance(names, list) else []:
            if not isinstance(name, str):
                continue  # not text at all: the validator says so
            if len(name) > NAME_CAP:
                return f"a player name is longer than {NAME_CAP} characters"
            if not name.isprintable():
                return "a player name contains control characters or other unprintable ones"
    return None


def saved_at(path: Path | str) -> str | None:
    """When a save was written (ISO time), or None if the file is not readable."""
    try:
        _, body = read_envelope(Path(path), KIND, VERSION, max_bytes=MAX_BYTES)
    except StoreError:
        return None
    value = body.get("saved_at")
    return value if isinstance(value, str) else None


def autosave(match_json: dict[str, JSON], directory: Path | str | None = None) -> None:
    """Save the current match to the autosave slot (atomic; StoreError on failure)."""
    save_game(autosave_path(directory), match_json)


def load_autosave(
    validate: Validator | None = None, directory: Path | str | None = None
) -> tuple[dict[str, JSON] | None, Message | None]:
    """The autosaved match (None if there is none). A bad autosave is kept as
    ``autosave.koloda.bad`` and a message returned; never raises."""
    path = autosave_path(directory)
    if not path.exists():
        return None, None
    try:
        return load_game(path, validate), None
    except StoreError as e:
        bad = keep_bad(path)
        return None, Message(M_AUTOSAVE_BAD, bad=bad.name if bad else path.name, reason=e.message)


def clear_autosave(directory: Path | str | None = None) -> None:
    """Forget the autosave (the match ended or the player abandoned it)."""
    path = autosave_path(directory)
    if is_special(path):
        return  # a FIFO, device or folder in its place is the user's: never removed
    with contextlib.suppress(OSError):  # a stale autosave only means one needless offer
        path.unlink()


KEPT_FOLDER = "kept"  # under the data folder: games not resumed, kept to be opened later


def set_aside_autosave(stem: str, directory: Path | str | None = None) -> Path | None:
    """Move the autosave to ``<data dir>/kept/<stem>.koloda`` (``stem-2`` and so on when that
    name is taken), a game the player did not resume but may open later; its path, or None
    when there was none or it could not be moved (it stays where it was then)."""
    path = autosave_path(directory)
    if not path.is_file() or is_special(path):
        return None
    folder = path.parent / KEPT_FOLDER
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = folder / f"{stem}{SUFFIX}"
        number = 1
        while target.exists():
            number += 1
            target = folder / f"{stem}-{number}{SUFFIX}"
        path.replace(target)
    except OSError:
        return None
    return target
