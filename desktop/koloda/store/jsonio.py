"""Safe JSON files for the store: atomic writes, versioned envelopes and a defensive reader.

Every file Koloda writes is ``{"format": "koloda-<kind>", "version": N, ...payload}``, written to
a temp file in the same directory, flushed, fsynced and moved over the old one with
``os.replace`` (a crash at any moment leaves either the old or the new file, never half of
one). The reader refuses oversized files without reading them whole, rejects NaN/Infinity,
huge integers, deep nesting and text that is not valid Unicode (lone surrogates), never
unpickles or evaluates anything, and reports every problem as a :class:`StoreError` whose
message can be shown to the user (``str(e)`` is English, ``e.translated()`` goes through Qt's
translation in the "Store" context).

Only regular files are read or replaced: a FIFO, device, socket or folder in a file's place is
refused by its type before it is opened (so nothing can block), and never moved or renamed.
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import stat
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from pathlib import Path
from typing import IO, Any

JSON = Any

MB = 1024 * 1024
DEFAULT_MAX_BYTES = 4 * MB
MAX_DEPTH = 48
# Anything longer is hostile. The longest integer of ours is a match's seed, below 2**63
# (MatchConfig.validate): 19 digits, so every seed a match accepts reads back (issue 36).
MAX_INT_DIGITS = 19
TEMP_SUFFIX = ".tmp"
STALE_TEMP_SECONDS = 600.0


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:
    """Marks a message for pyside6-lupdate without importing Qt into the store."""
    return text


class Message:
    """A user-visible sentence: English by ``str()``, translated (context "Store") at display."""

    def __init__(self, source: str, **params: object) -> None:
        self.source = source
        self.params = params

    def _render(self, translate: Callable[[str], str]) -> str:
        values = {
            k: (v._render(translate) if isinstance(v, Message) else v)
            for k, v in self.params.items()
        }
        return translate(self.source).format(**values)

    def __str__(self) -> str:
        return self._render(lambda s: s)

    def __repr__(self) -> str:
        return f"Message({str(self)!r})"

    def translated(self) -> str:
        """The message in the installed language (falls back to English without Qt)."""
        try:
            from PySide6.QtCore import QCoreApplication
        except ImportError:  # pragma: no cover - PySide6 is a dependency
            return str(self)
        return self._render(lambda s: QCoreApplication.translate("Store", s))


class StoreError(Exception):
    """A file could not be read or written; the message says which and why."""

    def __init__(self, message: Message) -> None:
        super().__init__(str(message))
        self.message = message

    def translated(self) -> str:
        return self.message.translated()


M_TOO_BIG = QT_TRANSLATE_NOOP(
    "Store", "{name} is too large ({size} MB, the limit is {limit} MB), so it was not read."
)
M_EMPTY = QT_TRANSLATE_NOOP("Store", "{name} is empty.")
M_UNREADABLE = QT_TRANSLATE_NOOP("Store", "{name} could not be read: {detail}.")
M_NOT_TEXT = QT_TRANSLATE_NOOP("Store", "{name} is not a text file (it is not UTF-8).")
M_NOT_JSON = QT_TRANSLATE_NOOP(
    "Store", "{name} is damaged or truncated (not valid JSON: {detail})."
)
M_TOO_DEEP = QT_TRANSLATE_NOOP("Store", "{name} is nested too deeply to be a Koloda file.")
M_BIG_NUMBER = QT_TRANSLATE_NOOP("Store", "{name} contains a number that is out of range.")
M_NOT_OURS = QT_TRANSLATE_NOOP("Store", "{name} is not a Koloda {kind} file.")
KIND_NAMES = {  # the {kind} of M_NOT_OURS
    "settings": QT_TRANSLATE_NOOP("Store", "settings"),
    "save": QT_TRANSLATE_NOOP("Store", "saved game"),
    "stats": QT_TRANSLATE_NOOP("Store", "statistics"),
}
M_BAD_VERSION = QT_TRANSLATE_NOOP("Store", "{name} has an invalid format version.")
M_TOO_NEW = QT_TRANSLATE_NOOP(
    "Store",
    "{name} was written by a newer version of Koloda (format version {version}; "
    "this version reads up to {supported}).",
)
M_INVALID = QT_TRANSLATE_NOOP("Store", "{name} is damaged: {detail}.")
M_WRITE_FAILED = QT_TRANSLATE_NOOP("Store", "{name} could not be saved: {detail}.")


class _Hostile(ValueError):
    pass


def file_kind(mode: int) -> str:
    """What a file of this mode is, in the words of a notice ("a named pipe", ...)."""
    kinds = (
        (stat.S_ISREG, "a regular file"),
        (stat.S_ISDIR, "a folder"),
        (stat.S_ISFIFO, "a named pipe"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISLNK, "a symbolic link"),
        (stat.S_ISCHR, "a device"),
        (stat.S_ISBLK, "a device"),
    )
    return next((words for test, words in kinds if test(mode)), "a special file")


def _not_regular(mode: int) -> str | None:
    """What a file of this mode is when it is not a regular file ("a folder", ...), else None."""
    return None if stat.S_ISREG(mode) else file_kind(mode)


def is_special(path: Path) -> bool:
    """True when something that is not a regular file (FIFO, device, folder...) is at ``path``
    (symlinks followed); such a thing is never read, replaced or moved aside."""
    try:
        return _not_regular(os.stat(path).st_mode) is not None
    except OSError:
        return False


def _refuse_special(name: str, what: str, message: str = M_UNREADABLE) -> StoreError:
    return StoreError(Message(message, name=name, detail=f"it is {what}, not a regular file"))


def open_regular(path: Path) -> IO[bytes]:
    """Open ``path`` for reading if it is a regular file; StoreError otherwise, never blocking.

    The type is checked before opening (a FIFO or device is never opened, so nothing can wait
    on a writer or touch hardware), and again on the open descriptor (O_NONBLOCK, no
    controlling terminal) in case the file was swapped in between."""
    name = path.name
    try:
        what = _not_regular(os.stat(path).st_mode)
        if what is not None:
            raise _refuse_special(name, what)
        flags = os.O_RDONLY
        for extra in ("O_NONBLOCK", "O_NOCTTY", "O_BINARY"):
            flags |= getattr(os, extra, 0)
        fd = os.open(path, flags)
    except OSError as e:
        raise StoreError(Message(M_UNREADABLE, name=name, detail=e.strerror or str(e))) from None
    try:
        what = _not_regular(os.fstat(fd).st_mode)
    except OSError as e:
        os.close(fd)
        raise StoreError(Message(M_UNREADABLE, name=name, detail=e.strerror or str(e))) from None
    if what is not None:
        os.close(fd)
        raise _refuse_special(name, what)
    return os.fdopen(fd, "rb")


_SURROGATE = re.compile("[\ud800-\udfff]")


def _has_surrogate(value: JSON) -> bool:
    """A lone surrogate in any string or key (JSON escapes such as \\ud800 make them; they
    cannot be written back as UTF-8, so every later save of the file would fail)."""
    stack: list[JSON] = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if _SURROGATE.search(item):
                return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False


def _parse_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_INT_DIGITS:
        raise _Hostile("integer too large")
    return int(text)


def _parse_float(text: str) -> float:
    if len(text) > 64:
        raise _Hostile("number too long")
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise _Hostile("number out of range")
    return value


def _parse_constant(text: str) -> float:
    raise _Hostile(f"{text} is not allowed")


def _too_deep(value: JSON, limit: int) -> bool:
    stack: list[tuple[JSON, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, dict):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            if depth > limit:
                return True
            stack.extend((v, depth + 1) for v in item)
    return False


def read_json(
    path: Path, *, max_bytes: int = DEFAULT_MAX_BYTES, max_depth: int = MAX_DEPTH
) -> JSON:
    """Parse a JSON file defensively; raise StoreError with a clear message on any problem."""
    name = path.name
    try:
        with open_regular(path) as f:
            size = os.fstat(f.fileno()).st_size
            if size > max_bytes:
                raise StoreError(
                    Message(M_TOO_BIG, name=name, size=_mb(size), limit=_mb(max_bytes))
                )
            # read one byte more than allowed: a file growing under us is still refused
            raw = f.read(max_bytes + 1)
    except OSError as e:
        raise StoreError(Message(M_UNREADABLE, name=name, detail=e.strerror or str(e))) from None
    if len(raw) > max_bytes:
        raise StoreError(Message(M_TOO_BIG, name=name, size=_mb(len(raw)), limit=_mb(max_bytes)))
    if not raw.strip():
        raise StoreError(Message(M_EMPTY, name=name))
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise StoreError(Message(M_NOT_TEXT, name=name)) from None
    try:
        data = json.loads(
            text,
            parse_int=_parse_int,
            parse_float=_parse_float,
            parse_constant=_parse_constant,
        )
    except _Hostile:
        raise StoreError(Message(M_BIG_NUMBER, name=name)) from None
    except RecursionError:
        raise StoreError(Message(M_TOO_DEEP, name=name)) from None
    except ValueError as e:  # json.JSONDecodeError and int-conversion limits
        detail = e.msg if isinstance(e, json.JSONDecodeError) else str(e)
        pos = f", line {e.lineno} column {e.colno}" if isinstance(e, json.JSONDecodeError) else ""
        raise StoreError(Message(M_NOT_JSON, name=name, detail=detail + pos)) from None
    if _too_deep(data, max_depth):
        raise StoreError(Message(M_TOO_DEEP, name=name))
    if _has_surrogate(data):
        raise invalid(name, "it contains text that is not valid Unicode (a lone surrogate)")
    return data


def _mb(size: int) -> str:
    return f"{size / MB:.1f}"


def write_json_atomic(path: Path, data: JSON) -> None:
    """Write ``data`` as JSON to ``path`` atomically; StoreError on failure."""
    try:
        text = json.dumps(data, ensure_ascii=False, indent=1, allow_nan=False)
    except (TypeError, ValueError) as e:
        raise StoreError(Message(M_WRITE_FAILED, name=path.name, detail=str(e))) from None
    write_bytes_atomic(path, encode_text(path, text + "\n"))


def encode_text(path: Path, text: str, encoding: str = "utf-8") -> bytes:
    """``text`` encoded for writing to ``path``; StoreError (not UnicodeEncodeError) when it
    holds something no file can (a lone surrogate)."""
    try:
        return text.encode(encoding)
    except UnicodeEncodeError:
        detail = "it contains text that is not valid Unicode (a lone surrogate)"
        raise StoreError(Message(M_WRITE_FAILED, name=path.name, detail=detail)) from None


def write_bytes_atomic(path: Path, payload: bytes) -> None:
    """Replace ``path`` with ``payload`` so that a crash leaves the old or the new file whole.

    A FIFO, device or folder at ``path`` is refused (StoreError), never replaced."""
    with contextlib.suppress(OSError):  # missing (or unreadable: the replace will say so)
        what = _not_regular(os.stat(path).st_mode)
        if what is not None:
            raise _refuse_special(path.name, what, M_WRITE_FAILED)
    tmp_name: str | None = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp_name = tempfile.mkstemp(
            dir=path.parent, prefix=f".{path.name}.", suffix=TEMP_SUFFIX
        )
        with os.fdopen(fd, "wb") as f:
            f.write(payload)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp_name, path)
        tmp_name = None
        _fsync_dir(path.parent)
    except OSError as e:
        raise StoreError(
            Message(M_WRITE_FAILED, name=path.name, detail=e.strerror or str(e))
        ) from None
    finally:
        if tmp_name is not None:
            with contextlib.suppress(OSError):
                os.unlink(tmp_name)
    remove_stale_temps(path)


def _fsync_dir(directory: Path) -> None:
    # make the rename itself durable (POSIX); Windows cannot open directories, and needs not
    if os.name != "posix":
        return
    with contextlib.suppress(OSError):
        fd = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def remove_stale_temps(path: Path, older_than: float = STALE_TEMP_SECONDS) -> int:
    """Delete temp files a killed writer of ``path`` left behind; returns how many."""
    removed = 0
    now = time.time()
    with contextlib.suppress(OSError):
        for tmp in path.parent.glob(f".{path.name}.*{TEMP_SUFFIX}"):
            with contextlib.suppress(OSError):
                info = tmp.lstat()
                if stat.S_ISREG(info.st_mode) and now - info.st_mtime >= older_than:
                    tmp.unlink()
                    removed += 1
    return removed


def envelope(kind: str, version: int, payload: dict[str, JSON]) -> dict[str, JSON]:
    """Wrap ``payload`` as ``{"format": "koloda-<kind>", "version": version, ...}``."""
    return {"format": f"koloda-{kind}", "version": version, **payload}


def open_envelope(data: JSON, kind: str, supported: int, name: str) -> tuple[int, dict[str, JSON]]:
    """Check the envelope of a parsed file; return (version, the remaining fields)."""
    if not isinstance(data, dict) or data.get("format") != f"koloda-{kind}":
        kind_name = Message(KIND_NAMES.get(kind, kind))
        raise StoreError(Message(M_NOT_OURS, name=name, kind=kind_name))
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise StoreError(Message(M_BAD_VERSION, name=name))
    if version > supported:
        raise StoreError(Message(M_TOO_NEW, name=name, version=version, supported=supported))
    body = {k: v for k, v in data.items() if k not in ("format", "version")}
    return version, body


def read_envelope(
    path: Path, kind: str, supported: int, *, max_bytes: int = DEFAULT_MAX_BYTES
) -> tuple[int, dict[str, JSON]]:
    """read_json + open_envelope."""
    return open_envelope(read_json(path, max_bytes=max_bytes), kind, supported, path.name)


def invalid(name: str, detail: str) -> StoreError:
    """A StoreError for a file whose content has the wrong shape."""
    return StoreError(Message(M_INVALID, name=name, detail=detail))


def keep_bad(path: Path) -> Path | None:
    """Move a bad file aside, never over an earlier one: to ``<name>.bad`` if that is free, else
    to ``<name>.bad-<UTC date>-<time>`` (``-2``, ``-3``... when one of that second exists).
    Set-aside files are never deleted by Koloda. None if it could not be moved, or if what is at
    ``path`` is not a regular file (a FIFO, device or folder is left where it is)."""
    if is_special(path):
        return None
    first = path.with_name(path.name + ".bad")
    stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
    candidates = [first, path.with_name(f"{path.name}.bad-{stamp}")]
    candidates += [path.with_name(f"{path.name}.bad-{stamp}-{n}") for n in range(2, 1000)]
    for bad in candidates:
        moved = _move_no_clobber(path, bad)
        if moved is not None:
            return bad if moved else None
    return None


def _move_no_clobber(src: Path, dst: Path) -> bool | None:
    """Rename ``src`` to ``dst`` unless ``dst`` exists: True when moved, None when ``dst`` is
    taken (try another name), False when ``src`` cannot be moved at all."""
    try:
        # a hard link fails if dst exists, so nothing set aside earlier is ever replaced, even
        # by another process racing us; then the old name goes
        os.link(src, dst, follow_symlinks=False)
    except FileExistsError:
        return None
    except (OSError, NotImplementedError):  # no hard links here (FAT, some shares, symlinks)
        if os.path.lexists(dst):
            return None
        try:
            os.rename(src, dst)  # Windows refuses to replace; POSIX: checked just above
        except FileExistsError:
            return None
        except OSError:
            return False
        return True
    try:
        os.unlink(src)
    except OSError:
        with contextlib.suppress(OSError):
            os.unlink(dst)
        return False
    return True
