"""Saved games handed to Koloda from outside the window: ``koloda FILE.koloda`` (the file
manager's double-click on Linux and Windows), a file forwarded by a second ``koloda`` through
the single-instance channel, and macOS's open-document event (Finder, the Dock), which arrives
as a ``QFileOpenEvent`` on the QApplication.

``document_problem`` checks a command-line path before Qt starts (no Qt here at import); the
file's content is checked by the window, exactly as File > Open checks it.
"""

from __future__ import annotations

import os
import stat

SUBCOMMANDS = ("engine", "arena", "bench", "games", "host", "join")  # koloda.cli's commands


def document_problem(path: str) -> str | None:
    """Why ``path`` cannot be opened as a saved game at all (missing, a folder, a FIFO, a
    device, unreadable), in one sentence; None when it is a regular file that can be read.

    A named pipe or a device is never opened (reading one could block or never end)."""
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        hint = ""
        if os.sep not in path and "." not in path:  # a mistyped command, most likely
            commands = f"{', '.join(SUBCOMMANDS[:-1])} and {SUBCOMMANDS[-1]}"
            hint = f" (the commands are {commands})"
        return f"there is no file {path}{hint}"
    except OSError as e:
        return f"{path} cannot be read: {e.strerror or e}"
    if stat.S_ISDIR(mode):
        return f"{path} is a folder, not a saved game"
    if not stat.S_ISREG(mode):
        return f"{path} is not a regular file (a named pipe, socket or device), not a saved game"
    if not os.access(path, os.R_OK):
        return f"{path} cannot be read: permission denied"
    return None
