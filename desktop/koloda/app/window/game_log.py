"""The game log: every action and event in words, and the side panel that shows them."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QEvent
from PySide6.QtWidgets import QLabel, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

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
    """'1 card', '5 cards'; Russian and Ukrainian in their three plural forms."""
    from koloda.app.i18n import current_language

    if current_language() in ("ru", "uk"):  # one: 1, 21, 31...; few: 2-4, 22-24...; many
        if n % 10 == 1 and n % 100 != 11:
            return QCoreApplication.translate("GameLog", "{n} card").format(n=n)
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return QCoreApplication.translate("GameLog", "{n} cards (2 to 4)").format(n=n)
    if n == 1:
        return QCoreApplication.translate("GameLog", "{n} card").format(n=n)
    return QCoreApplication.translate("GameLog", "{n} cards").format(n=n)


class Describer:
    """Turns actions and events into sentences, naming seats by the players' names."""

    def __init__(self, names: list[str], human_seat: int | None) -> None:
        self.names = names
        self.human_seat = human_seat

    def who(self, seat: Any) -> str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            return QCoreApplication.translate("GameLog", "someone")
        return self.names[seat]

    def whom(self, seat: Any) -> str:
        """The object form: 'you' for the human."""
        return (
            QCoreApplication.translate("GameLog", "you")
            if seat == self.human_seat
            else self.who(seat)
        )

    def say(self, seat: Any, third: str, second: str, **values: Any) -> str:
        """The sentence for ``seat``: ``second`` (addressed to 'you') for the human seat."""
        if seat == self.human_seat:
            return _t(second).format(**values)
        return _t(third).format(who=self.who(seat), **values)

    def meld_text(self, index: int | None, public: dict[str, Any] | None) -> str:
        """'Olena's 7♦ 8♦' for meld ``index`` of the table (DR-3c), or 'meld 2'."""
        melds = (public or {}).get("melds") or []
        if index is None or not 0 <= index < len(melds) or not isinstance(melds[index], dict):
            return QCoreApplication.translate("GameLog", "meld {n}").format(n=(index or 0) + 1)
        meld = melds[index]
        cards = pretty_cards(list(meld.get("cards") or []))
        owner = meld.get("owner")
        if owner == self.human_seat:
            return QCoreApplication.translate("GameLog", "your {cards}").format(cards=cards)
        return QCoreApplication.translate("GameLog", "{who}'s {cards}").format(
            who=self.who(owner), cards=cards
        )

    def action(self, seat: int, action: str, public: dict[str, Any] | None = None) -> str:
        """One sentence for an action string of the protocol."""
        words = action.split()
        if not words:
            return ""
        kind, rest = words[0], words[1:]
        cards = [w for w in rest if not w.isdigit()]
        number = next((int(w) for w in rest if w.isdigit()), None)
        shown = pretty_cards(cards)
        if kind == "play" and list((public or {}).get("pile") or []) == cards:  # RY-2, RY-7
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} starts a new pile with {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You start a new pile with {cards}"),
                cards=shown,
            )
        if kind == "play":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} plays {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You play {cards}"),
                cards=shown,
            )
        if kind == "lead":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} leads {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You lead {cards}"),
                cards=shown,
            )
        if kind == "cover" and len(cards) == 2:
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} covers {attack} with {cover}"),
                QT_TRANSLATE_NOOP("GameLog", "You cover {attack} with {cover}"),
                attack=pretty_card(cards[0]),
                cover=pretty_card(cards[1]),
            )
        if kind == "take":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} says “take”"),
                QT_TRANSLATE_NOOP("GameLog", "You say “take”"),
            )
        if kind == "throw":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} throws in {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You throw in {cards}"),
                cards=shown,
            )
        if kind == "pass":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} passes"),
                QT_TRANSLATE_NOOP("GameLog", "You pass"),
            )
        if kind == "draw":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} draws {n}"),
                QT_TRANSLATE_NOOP("GameLog", "You draw {n}"),
                n=_cards(number or 0),
            )
        if kind == "meld":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} melds {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You meld {cards}"),
                cards=shown,
            )
        if kind == "single":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} plays {cards} as a single on {meld}"),
                QT_TRANSLATE_NOOP("GameLog", "You play {cards} as a single on {meld}"),
                cards=shown,
                meld=self.meld_text(number, public),
            )
        if kind == "discard":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} discards {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You discard {cards}"),
                cards=shown,
            )
        return f"{self.who(seat)}: {action}"

    def event(self, event: dict[str, Any]) -> str | None:
        """A sentence for a named event, or None for those the action sentence already says."""
        kind = event.get("kind")
        seat = event.get("seat")
        cards = list(event.get("cards") or [])
        value = event.get("value") or 0
        count = len(cards) or int(value)
        n = _cards(count)
        if kind == "pile_taken":  # RY-4
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "the pile of {n} goes to {who}"),
                QT_TRANSLATE_NOOP("GameLog", "the pile of {n} goes to you"),
                n=n,
            )
        if kind == "pile_built":  # RY-5
            return QCoreApplication.translate(
                "GameLog", "the pile of {n} is built: it goes to no one"
            ).format(n=n)
        if kind == "pile_destroyed":  # RY-6c
            return QCoreApplication.translate(
                "GameLog", "jack on jack: the pile of {n} is destroyed"
            ).format(n=n)
        if kind == "bonus":  # RY-6a
            return self.say(
                seat,
                QT_TRANSLATE_NOOP(
                    "GameLog", "three of a rank: {who} puts {n} from the stock on the stack"
                ),
                QT_TRANSLATE_NOOP(
                    "GameLog", "three of a rank: you put {n} from the stock on your stack"
                ),
                n=n,
            )
        if kind == "penalty":  # RY-6b
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} loses {n} from the stack"),
                QT_TRANSLATE_NOOP("GameLog", "you lose {n} from your stack"),
                n=n,
            )
        if kind == "deal_start":
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "a new deal begins; {who} deals"),
                QT_TRANSLATE_NOOP("GameLog", "a new deal begins; you deal"),
            )
        if kind == "deal_end":
            return QCoreApplication.translate("GameLog", "the deal is over")
        if kind == "bout_end":
            return QCoreApplication.translate("GameLog", "the bout is over")
        if kind == "player_out":  # CR-10
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} is out"),
                QT_TRANSLATE_NOOP("GameLog", "you are out"),
            )
        if kind == "hand_start":
            return QCoreApplication.translate("GameLog", "a new hand begins")
        if kind == "hand_end":
            return QCoreApplication.translate("GameLog", "the hand is over")
        if kind == "score" and isinstance(seat, int) and value:
            return self.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} scores {v:+d}"),
                QT_TRANSLATE_NOOP("GameLog", "you score {v:+d}"),
                v=int(value),
            )
        if kind == "game_end":
            return QCoreApplication.translate("GameLog", "the game is over")
        return None

    def pickup(self, event: dict[str, Any]) -> str | None:
        """A defender picking up the table (CR-9): a move from the table to a hand."""
        dst = str(event.get("dst") or "")
        if event.get("kind") != "move" or event.get("src") != "table":
            return None
        if not dst.startswith("hand:") or not dst[5:].isdigit():
            return None
        n = _cards(len(event.get("cards") or []))
        return self.say(
            int(dst[5:]),
            QT_TRANSLATE_NOOP("GameLog", "{who} picks up {n}"),
            QT_TRANSLATE_NOOP("GameLog", "you pick up {n}"),
            n=n,
        )

    def lines(
        self,
        seat: int,
        action: str,
        events: list[dict[str, Any]],
        public: dict[str, Any] | None = None,
    ) -> list[str]:
        """Every sentence for one applied action (the action first, then its named events)."""
        out: list[str] = []
        if action:
            out.append(self.action(seat, action, public))
        pickups: dict[str, int] = {}
        for event in events:
            line = self.pickup(event)
            if line:  # one sentence per picking-up, however many card moves it took
                pickups[line] = pickups.get(line, 0) + 1
        for event in events:
            if event.get("kind") in ("take", "cover", "lead", "throw", "pass", "draw", "meld"):
                continue  # the action's own sentence says it
            if event.get("kind") in ("single", "discard"):
                continue
            line = self.event(event)
            if line:
                out.append(line[:1].upper() + line[1:])
        out.extend(line[:1].upper() + line[1:] for line in pickups)
        return out


class GameLogPanel(QWidget):
    """A side panel listing the game's moves in words, newest at the bottom."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("gameLog")
        self.setAccessibleName(self.tr("Game log"))
        self.title = title = QLabel(self.tr("Game log"))
        title.setObjectName("gameLogTitle")
        title.setStyleSheet("font-weight: bold; padding: 4px 6px;")
        self.list = QListWidget(self)
        self.list.setAccessibleName(self.tr("Moves of the game, newest last"))
        self.list.setWordWrap(True)
        self.list.setAlternatingRowColors(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(title)
        layout.addWidget(self.list)
        self.describer = Describer([], 0)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.title.setText(self.tr("Game log"))
            self.setAccessibleName(self.tr("Game log"))
            self.list.setAccessibleName(self.tr("Moves of the game, newest last"))
        super().changeEvent(event)

    def start(self, names: list[str], human_seat: int | None, title: str) -> None:
        self.list.clear()
        self.describer = Describer(names, human_seat)
        self.add(title)

    def add(self, line: str) -> None:
        self.list.addItem(QListWidgetItem(line))
        while self.list.count() > MAX_LINES:
            self.list.takeItem(0)
        self.list.scrollToBottom()

    def record(
        self,
        seat: int,
        action: str,
        events: list[dict[str, Any]],
        public: dict[str, Any] | None = None,
    ) -> None:
        for line in self.describer.lines(seat, action, events, public):
            self.add(line)

    def texts(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
