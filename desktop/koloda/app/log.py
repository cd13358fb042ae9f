"""The game log: every action and event in words, and the side panel that shows them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QVBoxLayout, QWidget

SUITS = {"C": "♣", "D": "♦", "H": "♥", "S": "♠"}
MAX_LINES = 2000


def _t(text: str) -> str:
    return QCoreApplication.translate("GameLog", text)


def pretty_card(name: str) -> str:
    """``TS`` -> ``10♠`` (C-1)."""
    if not isinstance(name, str) or len(name) != 2 or name[1] not in SUITS:
        return str(name)
    rank = "10" if name[0] == "T" else name[0]
    return rank + SUITS[name[1]]


def pretty_cards(names: list[str]) -> str:
    return " ".join(pretty_card(n) for n in names)


def _cards(n: int) -> str:
    return _t("1 card") if n == 1 else _t("%d cards") % n


class Describer:
    """Turns actions and events into sentences, naming seats by the players' names."""

    def __init__(self, names: list[str], human_seat: int | None) -> None:
        self.names = names
        self.human_seat = human_seat

    def who(self, seat: Any) -> str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            return _t("someone")
        return self.names[seat]

    def whom(self, seat: Any) -> str:
        """The object form: 'you' for the human."""
        return _t("you") if seat == self.human_seat else self.who(seat)

    def action(self, seat: int, action: str) -> str:
        """One sentence for an action string of the protocol."""
        words = action.split()
        if not words:
            return ""
        kind, rest = words[0], words[1:]
        who = self.who(seat)
        cards = [w for w in rest if not w.isdigit()]
        number = next((int(w) for w in rest if w.isdigit()), None)
        if kind == "play":
            return _t("%s plays %s") % (who, pretty_cards(cards))
        if kind == "lead":
            return _t("%s leads %s") % (who, pretty_cards(cards))
        if kind == "cover" and len(cards) == 2:
            return _t("%s covers %s with %s") % (who, pretty_card(cards[0]), pretty_card(cards[1]))
        if kind == "take":
            return _t("%s takes the table") % who
        if kind == "throw":
            return _t("%s throws in %s") % (who, pretty_cards(cards))
        if kind == "pass":
            return _t("%s passes") % who
        if kind == "draw":
            return _t("%s draws %s") % (who, _cards(number or 0))
        if kind == "meld":
            return _t("%s melds %s") % (who, pretty_cards(cards))
        if kind == "single":
            return _t("%s plays %s as a single on meld %d") % (
                who,
                pretty_cards(cards),
                (number or 0) + 1,
            )
        if kind == "discard":
            return _t("%s discards %s") % (who, pretty_cards(cards))
        return f"{who}: {action}"

    def event(self, event: dict[str, Any]) -> str | None:
        """A sentence for a named event, or None for those the action sentence already says."""
        kind = event.get("kind")
        seat = event.get("seat")
        cards = list(event.get("cards") or [])
        value = event.get("value") or 0
        count = len(cards) or int(value)
        if kind == "pile_taken":
            return _t("the pile of %s goes to %s") % (_cards(count), self.whom(seat))
        if kind == "pile_built":
            return _t("the pile of %s is built: it goes to no one") % _cards(count)
        if kind == "pile_destroyed":
            return _t("jack on jack: the pile of %s is destroyed") % _cards(count)
        if kind == "bonus":
            return _t("three of a rank: %s puts %s from the stock on the stack") % (
                self.who(seat),
                _cards(count),
            )
        if kind == "penalty":
            return _t("%s loses %s from the stack") % (self.who(seat), _cards(count))
        if kind == "deal_start":
            return _t("a new deal begins; %s deals") % self.who(seat)
        if kind == "deal_end":
            return _t("the deal is over")
        if kind == "bout_end":
            return _t("the bout is over")
        if kind == "player_out":
            return _t("%s is out") % self.who(seat)
        if kind == "hand_start":
            return _t("a new hand begins")
        if kind == "hand_end":
            return _t("the hand is over")
        if kind == "score" and isinstance(seat, int) and value:
            return _t("%s scores %+d") % (self.who(seat), value)
        if kind == "game_end":
            return _t("the game is over")
        return None

    def lines(self, seat: int, action: str, events: list[dict[str, Any]]) -> list[str]:
        """Every sentence for one applied action (the action first, then its named events)."""
        out: list[str] = []
        if action:
            out.append(self.action(seat, action))
        for event in events:
            if event.get("kind") in ("take", "cover", "lead", "throw", "pass", "draw", "meld"):
                continue  # the action's own sentence says it
            if event.get("kind") in ("single", "discard"):
                continue
            line = self.event(event)
            if line:
                out.append(line[:1].upper() + line[1:])
        return out


class GameLogPanel(QWidget):
    """A side panel listing the game's moves in words, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setAccessibleName(self.tr("Game log"))
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.list)
        self.describer = Describer([], 0)

    def start(self, names: list[str], human_seat: int | None, title: str) -> None:
        self.list.clear()
        self.describer = Describer(names, human_seat)
        self.add(title)

    def add(self, line: str) -> None:
        self.list.addItem(QListWidgetItem(line))
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def record(self, seat: int, action: str, events: list[dict[str, Any]]) -> None:
        for line in self.describer.lines(seat, action, events):
            self.add(line)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
