"""A blind player: plays one Koloda match from one seat with key presses only, deciding each
move from what it reads through the accessibility bus (names, states, announcements), as a
screen-reader user does. Never imports koloda; run by the system Python (pyatspi).

    blind_player.py ryadky|rooster|ditch [--seconds S]

It starts the game from the start page (its number key, the New Game dialog's fields by Tab),
then on each of its turns reads its hand, plays a card the hand marks "playable" (cursor with
Left/Right, Space, Enter) or presses an action button (Tab to it, Space), and checks what it
hears. Prints one JSON report on stdout (tests/access/test_blind_player.py asserts on it);
what it does, step by step, on stderr.
"""

from __future__ import annotations

import json
import re
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any

from atspi_reader import Ear, Heard, Node, find, find_app, focus_window, press, pump, read

# the New Game dialog, per game: its start-page key and the fields set by keys for a short
# match against one easy opponent (field role, name start, keys pressed on it)
SETUPS: dict[str, tuple[str, list[tuple[str, str, list[str]]]]] = {
    "ryadky": (
        "1",
        [
            ("combo box", "52 cards", ["Down"]),  # the 36-card deck
            ("spin button", "Deals in a ryadok", ["ctrl+a", "1"]),
            ("spin button", "Number of players", ["ctrl+a", "2"]),
            ("combo box", "Normal", ["Up"]),  # Easy
        ],
    ),
    "rooster": (
        "2",
        [
            ("spin button", "Games in the match", ["ctrl+a", "1"]),
            ("spin button", "Number of players", ["ctrl+a", "2"]),
            ("combo box", "Normal", ["Up"]),
        ],
    ),
    "ditch": (
        "3",
        [
            # Tab enters a group of radio buttons at the checked one; Down checks the next
            ("radio button", "Play to a target score", ["Down"]),
            ("spin button", "Number of hands", ["ctrl+a", "1"]),
            ("spin button", "Number of players", ["ctrl+a", "2"]),
            ("combo box", "Normal", ["Up"]),
        ],
    ),
}
HAND = re.compile(r"Your hand, (\d+) cards?(?:: (.*))?$")
CARD = re.compile(r"^(10|[2-9JQKA])[♣♦♥♠]$")
AUDIBLE = ("object:announcement", "object:property-change:accessible-name")
FOCUS = "object:state-changed:focused"


def say(text: str) -> None:
    print(f"[blind] {text}", file=sys.stderr, flush=True)


@dataclass
class Move:
    """One move the blind player made, and what it heard and read around it."""

    what: str  # "card 7♦" or "button Take"
    hand_before: list[str]
    hand_after: list[str] = field(default_factory=list)
    announced: str = ""  # the sentence heard for it ("" if none)
    gone: bool = False  # the card left the hand (card moves)


@dataclass
class Report:
    game: str
    finished: bool = False
    seconds: float = 0.0
    moves: list[Move] = field(default_factory=list)
    turns: int = 0
    turns_unannounced: int = 0  # turns with no "Your turn" heard before them
    mismatches: list[str] = field(default_factory=list)  # hand name vs hand items
    silent_keys: list[str] = field(default_factory=list)  # keys at the table nothing followed
    heard: list[str] = field(default_factory=list)  # every announcement, in order
    problems: list[str] = field(default_factory=list)  # what could not be done, and why
    summaries: list[str] = field(default_factory=list)  # round summaries' names, read
    table: list[str] = field(default_factory=list)  # the table's areas, as first read


class Blind:
    """The player: the app found on the bus, an ear on it, the table's objects read fresh."""

    def __init__(self, game: str, seconds: float) -> None:
        self.report = Report(game)
        self.deadline = time.monotonic() + seconds
        self.app = find_app()
        self.ear = Ear()
        self.last_move_mark = 0  # the ear's index after our last move

    # --------------------------------------------------------------- reading

    def table_root(self) -> tuple[Any, list[int]] | None:
        found = find(self.app, role="filler", name="Card table$")
        return (found[0][0], found[0][1].path) if found else None

    def areas(self) -> list[tuple[Any, Node]]:
        """The table's lists (hand, centre areas, opponents), in tree order."""
        root = self.table_root()
        if root is None:
            return []
        return find(root[0], role="list", path=root[1])

    def hand(self) -> tuple[Any, Node, list[Node]] | None:
        """The hand list, its node and its items (fresh)."""
        for obj, node in self.areas():
            if node.name.startswith("Your hand"):
                items = []
                for i in range(obj.childCount):
                    child = obj.getChildAtIndex(i)
                    if child is not None:
                        items.append(read(child, [*node.path, i]))
                return obj, node, items
        return None

    def hand_cards(self) -> list[str]:
        """The hand as its items say, checked against the hand's own name; a mismatch is
        recorded."""
        found = self.hand()
        if found is None:
            return []
        _, node, items = found
        from_items = [card_of(i.name) for i in items]
        match = HAND.match(node.name)
        if match is None:
            self.report.mismatches.append(f"hand name unreadable: {node.name!r}")
            return from_items
        from_name = [c.strip() for c in (match.group(2) or "").split(",") if c.strip()]
        if int(match.group(1)) != len(from_items) or from_name != from_items:
            self.report.mismatches.append(f"{node.name!r} but items {from_items}")
        bad = [c for c in from_items if not CARD.match(c)]
        if bad:
            self.report.mismatches.append(f"items not cards: {bad}")
        return from_items

    def buttons(self) -> list[Node]:
        """The table's action buttons that can be pressed now."""
        root = self.table_root()
        if root is None:
            return []
        return [
            n
            for _, n in find(root[0], role="push button", path=root[1])
            if n.has("enabled") and n.has("sensitive")
        ]

    def focused(self) -> Node | None:
        root = self.table_root()
        if root is None:
            return None
        found = find(root[0], state="focused", path=root[1])
        return found[-1][1] if found else None

    def dialog(self) -> Node | None:
        found = find(self.app, role="dialog")
        return found[0][1] if found else None

    def finished(self) -> bool:
        return bool(find(self.app, role="push button", name="Play again$"))

    # --------------------------------------------------------------- keys

    def key(self, key: str, audible: tuple[str, ...] = AUDIBLE, within: float = 2.0) -> bool:
        """Press a key at the table; whether something was heard after it (else recorded)."""
        start = self.ear.mark()
        press(key)
        heard = self.ear.wait(lambda h: h.type in audible, start, within)
        if heard is None:
            self.report.silent_keys.append(key)
            say(f"{key}: silence")
        return heard is not None

    def tab_to(self, wanted: Any, limit: int = 20) -> Node | None:
        """Tab until the focused object is one ``wanted(node)`` accepts."""
        for _ in range(limit):
            now = self.focused()
            if now is not None and wanted(now):
                return now
            self.key("Tab", (*AUDIBLE, FOCUS))
        return None

    # --------------------------------------------------------------- the match

    def start(self, game: str) -> None:
        number, fields = SETUPS[game]
        focus_window()
        press(number)
        deadline = time.monotonic() + 10
        while self.dialog() is None:
            if time.monotonic() > deadline:
                raise TimeoutError(f"key {number} opened no New Game dialog")
            pump(0.1)
        for role, name, keys in fields:
            for _ in range(25):
                now = self.ear.focus()
                if now is not None and now.role == role and now.name.startswith(name):
                    press(*keys)
                    break
                start = self.ear.mark()
                press("Tab")
                self.ear.wait(lambda h: h.type == FOCUS, start, 1.0)
            else:
                self.report.problems.append(f"New Game: Tab never reached {role} {name!r}")
        press("Return")
        deadline = time.monotonic() + 15
        while self.table_root() is None or self.dialog() is not None:
            if time.monotonic() > deadline:
                raise TimeoutError("Return in the New Game dialog started no game")
            pump(0.1)

    def play(self) -> None:
        t0 = time.monotonic()
        self.report.table = [n.name for _, n in self.areas()]
        idle_since = time.monotonic()
        while time.monotonic() < self.deadline:
            if self.finished():
                self.report.finished = True
                break
            dialog = self.dialog()
            if dialog is not None:  # a round summary: read it, then Enter goes on
                self.report.summaries.append(dialog.name)
                press("Return")
                pump(0.3)
                continue
            if self.my_turn():
                self.turn()
                idle_since = time.monotonic()
                continue
            if time.monotonic() - idle_since > 30:
                self.report.problems.append("30 s without a turn, a summary or the end")
                break
            self.ear.wait(lambda h: h.type in AUDIBLE, self.ear.mark(), 0.5)
        self.report.seconds = time.monotonic() - t0
        self.report.heard = [h.text for h in self.ear.heard if h.type == "object:announcement"]

    def my_turn(self) -> bool:
        found = self.hand()
        playable = found is not None and any(i.name.endswith(", playable") for i in found[2])
        return playable or bool(self.buttons())

    def turn(self) -> None:
        self.report.turns += 1
        if not any(is_your_turn(h) for h in self.ear.since(self.last_move_mark)):
            self.report.turns_unannounced += 1
        before = self.hand_cards()
        found = self.hand()
        items = found[2] if found else []
        playable = [card_of(i.name) for i in items if i.name.endswith(", playable")]
        if playable:
            self.play_card(playable[0], before)
        else:
            buttons = self.buttons()
            self.press_button(buttons[0].name, before)

    def play_card(self, card: str, before: list[str]) -> None:
        say(f"hand {before}; playing {card}")
        move = Move(f"card {card}", before)
        cursor = self.tab_to(lambda n: n.role in ("list item", "list") and is_hand_node(n))
        if cursor is None:
            self.report.problems.append("Tab never reached the hand")
        for _ in range(len(before) + 1):  # Right until the cursor is on the card
            now = self.focused()
            if now is not None and now.role == "list item" and card_of(now.name) == card:
                break
            self.key("Right", (*AUDIBLE, FOCUS))
        start = self.ear.mark()
        self.key("space")
        self.key("Return")
        heard = self.ear.wait(lambda h: is_mine(h, card), start, 5)
        move.announced = heard.text if heard else ""
        self.last_move_mark = self.ear.mark()
        move.hand_after = self.hand_cards()
        move.gone = move.hand_after.count(card) < before.count(card)
        if not move.gone:
            self.report.problems.append(f"{card} was not played (Enter); hand {move.hand_after}")
            self.key("Escape")
        self.report.moves.append(move)

    def press_button(self, name: str, before: list[str]) -> None:
        say(f"hand {before}; pressing {name}")
        move = Move(f"button {name}", before)
        node = self.tab_to(lambda n: n.role == "push button" and n.name == name)
        if node is None:
            self.report.problems.append(f"Tab never reached the button {name!r}")
        start = self.ear.mark()
        self.key("space")
        heard = self.ear.wait(lambda h: is_mine(h, None), start, 5)
        move.announced = heard.text if heard else ""
        self.last_move_mark = self.ear.mark()
        move.hand_after = self.hand_cards()
        self.report.moves.append(move)


def card_of(name: str) -> str:
    """The card an item names ("7♦, playable" -> "7♦")."""
    return name.split(",")[0].strip()


def is_hand_node(node: Node) -> bool:
    return node.role == "list item" or node.name.startswith("Your hand")


def is_your_turn(h: Heard) -> bool:
    return h.type in AUDIBLE and h.text.startswith("Your turn")


def is_mine(h: Heard, card: str | None) -> bool:
    """An announcement of a move of ours: the log's sentence about "you" (naming the card)."""
    if h.type not in AUDIBLE or is_your_turn(h) or not h.text:
        return False
    text = h.text
    ours = text.startswith("You ") or text.lower().startswith("you ")
    return ours and (card is None or card in text)


def main(argv: list[str]) -> int:
    game = argv[0]
    seconds = float(argv[argv.index("--seconds") + 1]) if "--seconds" in argv else 120.0
    blind = Blind(game, seconds)
    try:
        blind.start(game)
        blind.play()
    except Exception as e:  # reported, with what was done so far
        blind.report.problems.append(f"{type(e).__name__}: {e}")
    finally:
        blind.ear.close()
    print(json.dumps(asdict(blind.report), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
