"""The lobby of a network table: its address and join code (for the host to read out), who
sits where (live, from the host's lobby messages), and Start (the host) or a word that the
host starts the match (a friend)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kit
from koloda.app.i18n import display_name
from koloda.app.net.messages import SeatInfo
from koloda.app.window.cloth import ClothScreen


def level_word(level: str) -> str:
    words = {
        "easy": QCoreApplication.translate("Network", "computer, easy"),
        "normal": QCoreApplication.translate("Network", "computer, normal"),
        "hard": QCoreApplication.translate("Network", "computer, hard"),
    }
    return words.get(level, level)


def never_taken(name: str, number: int, kind: str) -> bool:
    """A friend's seat nobody has taken yet: the host names it "Seat N" (koloda.net.seats)."""
    return kind == "friend" and name == f"Seat {number + 1}"


def shown_name(name: str, number: int, kind: str) -> str:
    """A seat's name as this window shows it: a friend's seat nobody has taken yet is named
    in the window's language."""
    if never_taken(name, number, kind):
        return QCoreApplication.translate("Network", "Seat %d") % (number + 1)
    return name


def table_title(game: str, players: int, options: Mapping[str, Any]) -> str:
    """The lobby's first line: "Ditch Rummy, 3 players", and the sides where there are teams
    (DR-8: it said "4 players" alone, the partners nowhere)."""
    title = kit(game).title()
    if options.get("teams") is True:
        return (
            QCoreApplication.translate(
                "Network", "%s, 4 players in teams: seats 1 and 3 against seats 2 and 4"
            )
            % title
        )
    return QCoreApplication.translate("Network", "%s, %d players") % (title, players)


def seat_line(seat: SeatInfo, mine: int | None) -> str:
    """One seat as the lobby lists it: "Seat 2: Olena (you)", "Seat 3: waiting for a friend"."""
    number = seat.number + 1
    name = display_name(shown_name(seat.name, seat.number, seat.kind))
    if seat.kind != "friend":
        who = f"{name} — {level_word(seat.kind)}"
    elif seat.number == mine:
        who = QCoreApplication.translate("Network", "%s (you)") % name
    elif seat.connected:
        who = name
    elif seat.stood_in and never_taken(seat.name, seat.number, seat.kind):  # no friend came
        who = QCoreApplication.translate("Network", "the computer plays until a friend joins")
    elif seat.stood_in:
        who = QCoreApplication.translate("Network", "%s — the computer plays for them") % name
    else:
        who = QCoreApplication.translate("Network", "waiting for a friend")
    return QCoreApplication.translate("Network", "Seat %d: %s") % (number, who)


LOBBY_STYLE = """
#lobbyPage QLabel { color: @ink; }
#lobbyPage QListWidget { background: #fbfaf4; color: #1f2a22; font-size: 12pt; }
#lobbyPage QListWidget::item { padding: 6px; }
#lobbyPage QPushButton { padding: 6px 16px; }
"""  # on the table's cloth, as the start screen (cloth.ClothScreen); @ink: its words' colour


def lobby_style(ink: str) -> str:
    return LOBBY_STYLE.replace("@ink", ink)


class LobbyPage(ClothScreen):
    """Before the match: the table's address and code, its seats, and Start."""

    startRequested = Signal()
    leaveRequested = Signal()
    retryRequested = Signal()  # a join that failed: Join a Network Game again

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lobby_style, parent)
        self.setObjectName("lobbyPage")
        self.title = QLabel()
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.length = QLabel()  # how long the match is: the friends agree to it by joining
        self.length.setObjectName("lobbyLength")
        self.length.setAlignment(Qt.AlignmentFlag.AlignCenter)
        larger = QFont(self.length.font())
        larger.setPointSizeF(larger.pointSizeF() * 1.25)
        self.length.setFont(larger)
        self.address = QLabel()
        self.address.setObjectName("lobbyAddress")
        self.address.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.address.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.code = QLabel()
        self.code.setObjectName("lobbyCode")
        big = QFont(self.code.font())
        big.setPointSizeF(big.pointSizeF() * 2.2)
        big.setBold(True)
        big.setLetterSpacing(QFont.SpacingType.AbsoluteSpacing, 4)
        self.code.setFont(big)
        self.code.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.note = QLabel()
        self.note.setWordWrap(True)
        self.note.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.seats = QListWidget()
        self.seats.setObjectName("lobbySeats")
        self.seats.setMaximumWidth(520)
        self.start_button = QPushButton()
        self.start_button.setObjectName("lobbyStart")
        self.start_button.setDefault(True)
        self.start_button.clicked.connect(self.startRequested)
        self.leave_button = QPushButton()
        self.leave_button.setObjectName("lobbyLeave")
        self.leave_button.clicked.connect(self.leaveRequested)
        self.again_button = QPushButton()
        self.again_button.setObjectName("lobbyTryAgain")
        self.again_button.clicked.connect(self.retryRequested)
        self.again_button.hide()
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.leave_button)
        buttons.addWidget(self.again_button)
        buttons.addWidget(self.start_button)
        buttons.addStretch(1)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addWidget(self.seats, 3)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(1)
        layout.addWidget(self.title)
        layout.addWidget(self.length)
        layout.addSpacing(8)
        for widget in (self.address, self.code, self.note):
            layout.addWidget(widget)
        layout.addSpacing(12)
        layout.addLayout(row)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        layout.addStretch(2)
        self.hosting = False
        self.retranslate()
        self._fit_rows()

    def retranslate(self) -> None:
        self.start_button.setText(QCoreApplication.translate("Network", "&Start the match"))
        self.start_button.setToolTip(
            QCoreApplication.translate(
                "Network", "Start now: the computer plays every friend's seat still empty"
            )
        )
        self.leave_button.setText(
            QCoreApplication.translate("Network", "&Close the table")
            if self.hosting
            else QCoreApplication.translate("Network", "&Leave")
        )
        self.again_button.setText(QCoreApplication.translate("Network", "&Try Again…"))
        self.again_button.setToolTip(
            QCoreApplication.translate(
                "Network", "Join a Network Game again, with the address and the code you typed"
            )
        )

    def offer_retry(self) -> None:
        """The join failed: Try Again (the Join dialog as it was sent) beside Leave, and the
        default button."""
        self.again_button.show()
        self.again_button.setDefault(True)
        self.again_button.setFocus()

    def show_table(
        self,
        title: str,
        address: str,
        code: str,
        hosting: bool,
        listed: bool = True,
        length: str = "",
    ) -> None:
        """The table's game, how long its match is (``length``: "A match of 2 hands.", "" while
        not known) and, for its host, where friends join and with which code (``listed``: the
        table is announced, so the friends' Join dialog lists it)."""
        self.hosting = hosting
        self.title.setText(title)
        self.length.setText(length)
        self.length.setVisible(bool(length))
        self.address.setVisible(hosting)
        self.code.setVisible(hosting)
        self.start_button.setVisible(hosting)
        if hosting:
            self.address.setText(
                QCoreApplication.translate("Network", "Friends join at %s") % address
            )
            self.code.setText(QCoreApplication.translate("Network", "Join code: %s") % code)
            self.code.setAccessibleName(
                QCoreApplication.translate("Network", "Join code: %s") % " ".join(code)
            )
            self.note.setText(
                QCoreApplication.translate(
                    "Network",
                    "Tell your friends the code. They choose Game > Join a Network Game; "
                    "the table is listed there, or they type the address.",
                )
                if listed
                else QCoreApplication.translate(
                    "Network",
                    "Tell your friends the address and the code. They choose "
                    "Game > Join a Network Game and type them.",
                )
            )
        else:
            self.note.setText(QCoreApplication.translate("Network", "The host starts the match."))
        self.retranslate()

    def show_seats(self, seats: list[SeatInfo], mine: int | None) -> None:
        current = self.seats.currentRow()
        if current < 0 and mine is not None:
            current = mine  # first shown on one's own seat (a screen reader starts there)
        self.seats.clear()
        for seat in seats:
            self.seats.addItem(seat_line(seat, mine))
        self.seats.setCurrentRow(min(max(current, 0), self.seats.count() - 1))
        self._fit_rows()

    def _fit_rows(self) -> None:
        """The list as tall as its rows, so every seat is in sight at once (its default
        192 px holds six rows of 16-pixel text and no more: at 120 dpi the sixth was cut)."""
        view = self.seats
        view.ensurePolished()
        rows = sum(max(view.sizeHintForRow(i), 0) for i in range(view.count()))
        view.setFixedHeight(rows + 2 * view.frameWidth())
        view.setVisible(view.count() > 0)  # no empty strip while a friend's join is answered

    def lines(self) -> list[str]:
        """The seats as listed (for tests and the screen reader's review)."""
        return [self.seats.item(i).text() for i in range(self.seats.count())]
