"""Game > Host a Network Game (the New Game dialog with "a friend" among each seat's
choices) and Game > Join a Network Game (the tables heard on the local network, or an
address typed by hand, with the join code and a name)."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kit
from koloda.app.net.lobby import level_word
from koloda.app.window.dialogs import NewGameDialog
from koloda.net.discovery import DiscoveryUnavailable, TableAd, TableFinder
from koloda.net.protocol import DEFAULT_PORT, MAX_NAME, PROTOCOL
from koloda.net.seats import FRIEND, TableSpec
from koloda.rules import games


class HostDialog(NewGameDialog):
    """The New Game dialog for a network table: each other seat is a friend or a computer."""

    def __init__(self, game: str | None = None, parent: QWidget | None = None, **kw: Any) -> None:
        super().__init__(game, parent, **kw)
        self.setWindowTitle(self.tr("Host a network game"))
        self.setObjectName("hostDialog")
        self.opponents_box.setTitle(self.tr("Seats"))
        self.lesson_button.hide()
        self.first_time.hide()
        self.ok_button.setText(self.tr("Open the Table"))
        self.ok_button.setToolTip(self.tr("Open the table and wait for friends (Enter)"))
        # the host's name at the table (the settings' name; "You" means nothing to a friend)
        given = kw.get("player_name", "")
        self.name_edit = QLineEdit("" if given in ("", "You") else given)
        self.name_edit.setObjectName("hostName")
        self.name_edit.setMaxLength(MAX_NAME)
        self.name_edit.setAccessibleName(self.tr("Your name at the table"))
        self.name_edit.setPlaceholderText(self.tr("Your name: the other players see it"))
        self.form.insertRow(0, self.tr("Your name:"), self.name_edit)
        self.name_edit.textChanged.connect(self._name_changed)
        self._name_changed()
        if not self.host_name():
            self.name_edit.setFocus()  # the one thing left to fill in

    def _name_changed(self) -> None:
        self.ok_button.setEnabled(bool(self.host_name()))

    def host_name(self) -> str:
        """The name the host sits at the table with."""
        return " ".join(self.name_edit.text().split())

    def _on_game_changed(self) -> None:
        super()._on_game_changed()
        self.first_time.hide()

    def _on_players_changed(self) -> None:
        old = [b.currentData() for b in self.level_boxes]
        super()._on_players_changed()
        for seat, box in enumerate(self.level_boxes, start=1):
            for i in range(box.count()):  # "Hard" alone did not say a computer plays the seat
                word = level_word(str(box.itemData(i)))
                box.setItemText(i, word[:1].upper() + word[1:])
            box.insertItem(0, self.tr("A friend"), FRIEND)
            kept = old[seat - 1] if seat - 1 < len(old) else FRIEND
            box.setCurrentIndex(max(0, box.findData(kept)))
            box.setAccessibleName(self.tr("Who plays seat %d") % (seat + 1))
            box.currentIndexChanged.connect(self._note_levels)
        self._name_sides()
        self._note_levels()

    def row_name(self, seat: int) -> str:
        return self.tr("Seat %d") % (seat + 1)

    def seat_names(self, players: int) -> list[str] | None:
        return None  # friends name themselves as they join: the options say seats

    def sides_title(self, partners: frozenset[int]) -> str:
        return self.tr("Seats")

    def _note_levels(self) -> None:
        """Where the computers' levels come from, said only where a computer plays a seat (it
        stood under seats all of friends); with friends alone, what becomes of a seat no
        friend takes (its room stood blank under them)."""
        computers = any(b.currentData() != FRIEND for b in self.level_boxes)
        friends = self.tr(
            "When the match starts, the computer plays each seat no friend has taken, until a "
            "friend joins it."
        )
        if self.levels_note.text() != friends:  # the levels' words, as the game set them
            self._levels_text = self.levels_note.text()
        self.levels_note.setText(self._levels_text if computers else friends)

    def spec(self, seed: int | None = None) -> TableSpec:
        """The table this dialog describes: the host's own seat first, a friend's."""
        config = self.config(seed)
        seats = [FRIEND, *(str(b.currentData()) for b in self.level_boxes)]
        return TableSpec(
            game=config.game,
            players=config.players,
            seats=seats,
            options=dict(config.options),
            match_games=config.match_games,
            seed=random.randrange(2**31) if seed is None else seed,
        )


@dataclass(frozen=True)
class JoinRequest:
    address: str
    port: int
    code: str
    name: str


def parse_address(text: str) -> tuple[str, int] | None:
    """``host``, ``host:port`` or ``[v6]:port`` as (host, port); None when it is not one."""
    text = text.strip()
    if not text or len(text) > 260 or any(c.isspace() for c in text):
        return None
    host, port_text = text, ""
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            return None
        host, rest = text[1:end], text[end + 1 :]
        if rest and not rest.startswith(":"):
            return None
        port_text = rest[1:]
    elif text.count(":") == 1:
        host, port_text = text.split(":")
    if not host:
        return None
    if not port_text:
        return host, DEFAULT_PORT
    if not port_text.isdigit() or not 0 < int(port_text) < 65536:
        return None
    return host, int(port_text)


class _Heard(QObject):
    """TableFinder calls back on its own thread: this signal brings the news to the GUI."""

    changed = Signal()


class JoinDialog(QDialog):
    """The tables heard on the local network, an address typed by hand, the code and a name."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        name: str = "",
        listen: bool = True,
        typed: tuple[str, str] = ("", ""),
        fault: str = "",
    ) -> None:
        """``typed``: the address and the code to show (the last join's); ``fault``: the field
        a failed join found wrong ("address", "code" or "name"), focused and selected."""
        super().__init__(parent)
        self.setObjectName("joinDialog")
        self.setWindowTitle(self.tr("Join a network game"))
        self.tables = QListWidget()
        self.tables.setObjectName("heardTables")
        self.tables.setAccessibleName(self.tr("Tables on the local network"))
        self.heard_note = QLabel()
        self.heard_note.setWordWrap(True)
        self.address = QLineEdit(typed[0])
        self.address.setObjectName("joinAddress")
        self.address.setPlaceholderText(
            self.tr("address:port, e.g. 192.168.1.20:%d") % DEFAULT_PORT
        )
        self.address.setAccessibleName(self.tr("Address of the table"))
        self.code = QLineEdit()
        self.code.setObjectName("joinCode")
        self.code.setMaxLength(64)
        self.code.setText(typed[1])
        self.code.setAccessibleName(self.tr("Join code"))
        self.name = QLineEdit(name.strip()[:MAX_NAME])
        self.name.setObjectName("joinName")
        self.name.setMaxLength(MAX_NAME)
        self.name.setAccessibleName(self.tr("Your name at the table"))
        self.problem = QLabel()
        self.problem.setObjectName("joinProblem")
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b3261e;")
        form = QFormLayout()
        form.addRow(self.tr("Address:"), self.address)
        form.addRow(self.tr("Join code:"), self.code)
        form.addRow(self.tr("Your name:"), self.name)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(self.tr("Join"))
        buttons.accepted.connect(self._check)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(QLabel(self.tr("Tables on the local network:")))
        layout.addWidget(self.tables)
        layout.addWidget(self.heard_note)
        layout.addLayout(form)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        self.tables.currentItemChanged.connect(self._chosen)
        self.tables.itemDoubleClicked.connect(lambda _item: self.code.setFocus())
        self._heard = _Heard(self)
        self._heard.changed.connect(self._list_tables, Qt.ConnectionType.QueuedConnection)
        self.finder: TableFinder | None = None
        self.listen = listen  # False: tables are kept to this computer (KOLODA_NET_BIND)
        if listen:
            try:
                self.finder = TableFinder(changed=self._heard.changed.emit)
            except DiscoveryUnavailable:
                self.finder = None
        self.finished.connect(self._stop_listening)
        self._list_tables()
        self.setMinimumWidth(460)
        wrong = {"address": self.address, "code": self.code, "name": self.name}.get(fault)
        if wrong is not None:
            wrong.selectAll()
            wrong.setFocus()
        elif not self.tables.count():  # nothing to choose: the keys go to the address
            self.address.selectAll()  # (the last join's, if any: Enter rejoins, typing replaces)
            self.address.setFocus()  # (the empty list had them: an address typed went nowhere)

    def _stop_listening(self) -> None:
        finder, self.finder = self.finder, None
        if finder is not None:
            finder.close()

    def show_tables(self, tables: list[TableAd]) -> None:
        """List ``tables`` (each one's address is put in the field when it is chosen)."""
        chosen = self.address.text()
        self.tables.clear()
        for ad in tables:
            if ad.protocol != PROTOCOL or ad.game not in games():
                continue
            line = self.tr("%s — %s, %d players, %d free") % (
                ad.name,
                kit(ad.game).title(),
                ad.players,
                ad.free,
            )
            options = ad.match_options()  # how long its match is, where the host said it
            length = "" if options is None else kit(ad.game).match_length(options, ad.games)
            item = QListWidgetItem(f"{line}\n{length}" if length else line)
            item.setData(Qt.ItemDataRole.UserRole, ad.address())
            self.tables.addItem(item)
            if ad.address() == chosen:
                self.tables.setCurrentItem(item)

    def _list_tables(self) -> None:
        if self.finder is None:
            self.show_tables([])
            self.heard_note.setText(
                self.tr("Tables cannot be listed on this network: type the address the host shows.")
                if self.listen
                # listing is off on purpose (issue 42: it read as if the network had failed)
                else self.tr(
                    "Tables are kept on this computer (loopback): type the address the host shows."
                )
            )
            return
        self.show_tables(self.finder.tables())
        self.heard_note.setText(
            self.tr("Listening for tables…")
            if not self.tables.count()
            else self.tr("Choose a table, or type the address the host shows.")
        )

    def _chosen(self, item: QListWidgetItem | None) -> None:
        if item is not None:
            self.address.setText(str(item.data(Qt.ItemDataRole.UserRole)))

    def request(self) -> JoinRequest | None:
        """What the person typed, or None (with the reason shown) when it cannot be used."""
        where = parse_address(self.address.text())
        if where is None:
            self._refuse(
                self.address, self.tr("Type the table's address, such as 192.168.1.20:47142.")
            )
            return None
        code = "".join(self.code.text().split())
        if not code:
            self._refuse(self.code, self.tr("Type the join code the host shows."))
            return None
        name = " ".join(self.name.text().split())
        if not name:
            self._refuse(self.name, self.tr("Type your name: the other players see it."))
            return None
        return JoinRequest(where[0], where[1], code, name)

    def _refuse(self, field: QLineEdit, why: str) -> None:
        """``why`` under the fields, and the focus in ``field``, what is in it selected: the
        next keys typed go there (they went to Join, where the click had left the focus)."""
        self.problem.setText(why)
        field.selectAll()
        field.setFocus()

    def _check(self) -> None:
        if self.request() is not None:
            self.accept()
