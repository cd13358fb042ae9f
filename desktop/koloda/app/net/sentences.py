"""What a network table says of its seats and of its end, in the window's language: a friend
who joined, left or came back, why the table ended for us, and why the host refused a join."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from koloda.app.i18n import display_name
from koloda.app.net.lobby import level_word
from koloda.app.net.messages import SeatInfo


def notice_sentence(kind: str, name: str, *, own: bool = False) -> str:
    """What the host told of a seat, in the window's language; ``own``: of our own seat, where
    only a move the computer made for us is news (our joining is not)."""
    if own:
        return (
            QCoreApplication.translate(
                "Network", "You took too long: the computer made that move for you."
            )
            if kind == "slow"
            else ""
        )
    who = display_name(name)
    sentences = {
        "joined": QCoreApplication.translate("Network", "%s has joined the table."),
        "back": QCoreApplication.translate("Network", "%s is back at the table."),
        "left": QCoreApplication.translate(
            "Network", "%s has left; the computer plays their seat if they do not come back."
        ),
        "computer": QCoreApplication.translate(
            "Network", "The computer plays %s's seat until they come back."
        ),
        "open": QCoreApplication.translate(
            "Network", "No friend has taken %s: the computer plays it until one joins."
        ),
        "slow": QCoreApplication.translate(
            "Network", "%s took too long: the computer moved for them."
        ),
    }
    return sentences[kind] % who if kind in sentences else ""


def gone_sentence(why: str, where: str = "") -> str:
    """Why the table ended for us, in one sentence ("" when it simply ended); ``where``: the
    address a join tried."""
    sentences = {
        "unreachable": QCoreApplication.translate(
            "Network",
            "No table answers at %s: check the address, and that the host's table is open.",
        )
        % where,
        "closed": QCoreApplication.translate("Network", "The host has closed the table."),
        "lost": QCoreApplication.translate(
            "Network", "The host is gone: the connection to the table was lost."
        ),
        "replaced": QCoreApplication.translate(
            "Network", "You joined this table again from another window."
        ),
    }
    return sentences.get(why, "")


def joining_heading(where: str, *, waiting: bool) -> str:
    """The friend's lobby before the host's welcome: joining the table at ``where``, or
    (``waiting``, after Play again) waiting for the host to open it again."""
    if waiting:
        return (
            QCoreApplication.translate(
                "Network", "Waiting for the host to open the table at %s again…"
            )
            % where
        )
    return QCoreApplication.translate("Network", "Joining the table at %s…") % where


def refusal_sentence(reason: str, text: str) -> str:
    sentences = {
        "bad_code": QCoreApplication.translate("Network", "The join code is wrong."),
        "table_full": QCoreApplication.translate(
            "Network", "Every friend's seat at this table is taken."
        ),
        "protocol": QCoreApplication.translate(
            "Network", "This table is hosted by another version of Koloda."
        ),
        "bad_name": QCoreApplication.translate(
            "Network", "That name cannot be used at this table; choose another."
        ),
        "bad_welcome": QCoreApplication.translate(
            "Network", "The host answered with a table this version cannot show."
        ),
    }
    return sentences.get(
        reason, QCoreApplication.translate("Network", "The host refused: %s") % text
    )


def plate_note(seat: SeatInfo, mine: int | None) -> str:
    """Under a name on the table: a computer's level, or who plays a friend's seat ("" ours)."""
    if seat.kind != "friend":
        return level_word(seat.kind)
    if seat.number == mine:
        return ""
    if seat.stood_in:  # short: the plate shows it only if it fits
        return QCoreApplication.translate("Network", "computer plays")
    if not seat.connected:
        return QCoreApplication.translate("Network", "away")
    return QCoreApplication.translate("Network", "a friend")


def leave_question(*, hosting: bool) -> str:
    """Leave the match in play? (The host's table can be opened again for the same friends;
    a friend's seat is played by the computer.)"""
    if hosting:
        return QCoreApplication.translate(
            "Network",
            "Leave the table? The match stops for everyone at it; Host a Network Game "
            "opens it again for the same friends.",
        )
    return QCoreApplication.translate(
        "Network",
        "Leave the table? The computer plays your seat until you join again with the same code.",
    )
