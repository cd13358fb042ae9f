"""A blind player: plays one Koloda match from one seat with key presses only, deciding each
move from what it reads through the accessibility bus (names, states, announcements), as a
screen-reader user does. Never imports koloda; run by the system Python (pyatspi).

    blind_player.py GAME --key K [--seconds S] [--mute-after N]
    blind_player.py GAME --on-table [--seconds S]

It starts the game from the start page (its number key K, which the test reads from the app's
registry, then the New Game dialog's fields by Tab), or with --on-table plays the game already
on the table (a saved game the app opened); with --mute-after N it presses M (Game > Sound)
once its Nth move is made, as a player silencing the table does,
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
from gi.repository import GLib  # type: ignore[import-not-found]
from pyatspi import STATE_SHOWING  # type: ignore[import-not-found]

# the New Game dialog's fields set by keys (field role, name start, keys pressed on it): the
# options of a game whose own defaults make a long round, for a short one (a game not listed
# plays its defaults), then one easy opponent, in the order Tab reaches them
SHORT_ROUNDS: dict[str, list[tuple[str, str, list[str]]]] = {
    "ryadky": [
        ("combo box", "52 cards", ["Down"]),  # the 36-card deck
        ("spin button", "Deals in a ryadok", ["ctrl+a", "1"]),
    ],
    "rooster": [("spin button", "Games in the match", ["ctrl+a", "1"])],
    "ditch": [
        # Tab enters a group of radio buttons at the checked one; Down checks the next
        ("radio button", "Play to a target score", ["Down"]),
        ("spin button", "Number of hands", ["ctrl+a", "1"]),
    ],
}
ONE_EASY_OPPONENT = [
    ("spin button", "Number of players", ["ctrl+a", "2"]),
    ("combo box", "Normal", ["Up"]),  # Easy
]
# "Your hand, 6 cards: 6♠, 8♠, 9♥; stack 0, total 0, dealer": the count, then the cards;
# "Your hand, empty; ..." when there are none
TARGETS = 4  # the places tried for one card (Enter, then Down and Enter again)
HAND = re.compile(r"Your hand, (?:(\d+) cards?(?:: ([^;]*))?|(empty))")
CARD = re.compile(r"^(10|[2-9JQKA])[♣♦♥♠]$")
AUDIBLE = ("object:announcement", "object:property-change:accessible-name")
FOCUS = "object:state-changed:focused"


T0 = time.monotonic()


def say(text: str) -> None:
    print(f"[blind {time.monotonic() - T0:6.2f}] {text}", file=sys.stderr, flush=True)


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
    muted_at: float | None = None  # when M was pressed (time.monotonic(), every process's clock)
    turns_unannounced: int = 0  # turns with no "Your turn" heard before them
    turns_marked_late: int = 0  # turns whose cards were marked only after the words came
    mismatches: list[str] = field(default_factory=list)  # hand name vs hand items
    silent_keys: list[str] = field(default_factory=list)  # keys at the table nothing followed
    heard: list[str] = field(default_factory=list)  # every announcement, in order
    problems: list[str] = field(default_factory=list)  # what could not be done, and why
    untabbable: list[str] = field(default_factory=list)  # buttons Tab did not reach
    unlisted: list[str] = field(default_factory=list)  # moves made that "L" did not list
    situations: list[str] = field(default_factory=list)  # what "R" read, now and then
    summaries: list[str] = field(default_factory=list)  # round summaries' names, read
    table: list[str] = field(default_factory=list)  # the table's areas, as first read


class Blind:
    """The player: the app found on the bus, an ear on it, the table's objects read fresh."""

    def __init__(self, game: str, seconds: float, mute_after: int | None = None) -> None:
        self.report = Report(game)
        self.mute_after = mute_after
        self.deadline = time.monotonic() + seconds
        self.app = find_app()
        self.ear = Ear()
        self.last_move_mark = 0  # the ear's index after our last move
        self.root: tuple[Any, list[int]] | None = None
        self.untabbable: set[str] = set()  # buttons Tab did not reach (tried once each)

    # --------------------------------------------------------------- reading

    def table_root(self) -> tuple[Any, list[int]] | None:
        """The "Card table" (kept once found: a walk of the whole app grows with the log)."""
        if self.root is not None:
            try:
                if self.root[0].getState().contains(STATE_SHOWING):
                    return self.root
            except GLib.Error:
                pass
        found = find(self.app, role="filler", name="Card table$")
        self.root = (found[0][0], found[0][1].path) if found else None
        return self.root

    def areas(self) -> list[tuple[Any, Node]]:
        """The table's lists (hand, centre areas, opponents), in tree order: its children."""
        root = self.table_root()
        if root is None:
            return []
        found = []
        for i in range(root[0].childCount):
            try:
                child = root[0].getChildAtIndex(i)
                if child is not None and child.getRoleName() == "list":
                    node = read(child, [*root[1], i])
                    if node.has("showing"):
                        found.append((child, node))
            except GLib.Error:
                continue
        return found

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
        from_name = [c for c in re.split(r"[,\s]+", match.group(2) or "") if c]
        count = 0 if match.group(3) else int(match.group(1))
        if count != len(from_items) or from_name != from_items:
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

    def focused(self) -> Heard | None:
        """What has the keyboard focus, as its last focus event named it (the states in the
        tree are not enough: a list keeps its current item "focused" when Tab has left it)."""
        return self.ear.focus()

    def cursor(self) -> str | None:
        """The card under the keyboard cursor: the hand item in the state focused."""
        found = self.hand()
        items = [i for i in found[2] if i.has("focused")] if found else []
        return card_of(items[0].name) if items else None

    def dialog(self) -> Node | None:
        """A dialog of the app that is showing (a round summary): a top-level object."""
        for i in range(self.app.childCount):
            try:
                child = self.app.getChildAtIndex(i)
                if child is not None and child.getRoleName() == "dialog":
                    node = read(child, [i])
                    if node.has("showing"):
                        return node
            except GLib.Error:
                continue
        return None

    def finished(self) -> bool:
        """The result screen is up (the table is gone, "Play again" is there)."""
        if self.table_root() is not None:
            return False
        return bool(find(self.app, role="push button", name="Play again$"))

    # --------------------------------------------------------------- keys

    def key(
        self, key: str, audible: tuple[str, ...] = AUDIBLE, within: float = 5.0
    ) -> Heard | None:
        """Press a key at the table; what was heard first after it (silence is recorded)."""
        start = self.ear.mark()
        press(key)
        heard = self.ear.wait(lambda h: h.type in audible and bool(h.text or h.name), start, within)
        say(f"key {key}: {heard.type if heard else ''} {heard.text or heard.name if heard else ''}")
        if heard is None:
            self.report.silent_keys.append(key)
            say(f"{key}: silence")
        return heard

    def aloud(self, key: str) -> str:
        """What the app says to a reading key ("r": the situation, "l": the legal moves)."""
        heard = self.key(key, ("object:announcement",))
        return heard.text if heard else ""

    def tab_to(self, wanted: Any, limit: int = 20) -> Heard | None:
        """Tab until the focus event names an object ``wanted(role, name)`` accepts."""
        for _ in range(limit):
            now = self.focused()
            if now is not None and wanted(now.role, now.name):
                return now
            self.key("Tab", (*AUDIBLE, FOCUS))
        return None

    # --------------------------------------------------------------- the match

    def start(self, game: str, number: str) -> None:
        fields = SHORT_ROUNDS.get(game, []) + ONE_EASY_OPPONENT
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
            if self.dialog() is not None:  # a round summary: read it, then Enter goes on
                self.report.summaries.append(self.dialog_text())
                press("Return")
                pump(0.3)
                idle_since = time.monotonic()
                continue
            if self.finished():
                self.report.finished = True
                break
            told = self.ear.wait(is_your_turn, self.last_move_mark, 0.5)
            quiet = time.monotonic() - self.ear.last_at() > 1.0
            if told is not None or (quiet and self.my_turn()):
                if told is None:  # the table says it is our turn, nobody said so
                    self.report.turns_unannounced += 1
                self.turn()
                idle_since = time.monotonic()
                continue
            if time.monotonic() - idle_since > 30:
                self.report.problems.append("30 s without a turn, a summary or the end")
                break
        self.report.seconds = time.monotonic() - t0
        self.report.heard = [h.text for h in self.ear.heard if h.type == "object:announcement"]

    def dialog_text(self) -> str:
        """A summary dialog read as a screen reader would: its name and its texts."""
        for i in range(self.app.childCount):
            child = self.app.getChildAtIndex(i)
            if child is not None and child.getRoleName() == "dialog":
                names = [n.name for _, n in find(child, path=[i]) if n.name]
                return " | ".join(names)[:500]
        return ""

    def my_turn(self) -> bool:
        found = self.hand()
        playable = found is not None and any(i.name.endswith(", playable") for i in found[2])
        return playable or bool(self.buttons())

    def choices(self, wait: float = 3.0) -> tuple[list[str], list[Node]]:
        """The hand's playable cards and the table's buttons, as a person explores them after
        hearing it is their turn: read again for up to ``wait`` seconds while there are none
        (the words can come a moment before the table has marked the cards)."""
        deadline, reads = time.monotonic() + wait, 0
        while True:  # bounded by the deadline: each read and pump takes time
            reads += 1
            found = self.hand()
            items = found[2] if found else []
            playable = [card_of(i.name) for i in items if i.name.endswith(", playable")]
            buttons = self.buttons()
            if playable or buttons or time.monotonic() > deadline:
                break
            pump(0.1)
        if reads > 1 and (playable or buttons):
            self.report.turns_marked_late += 1
        return playable, buttons

    def turn(self) -> None:
        self.report.turns += 1
        before = self.hand_cards()
        playable, buttons = self.choices()
        if self.report.turns % 8 == 1:  # now and then, the situation read aloud
            self.report.situations.append(self.aloud("r"))
        legal = self.aloud("l")
        passing = [b for b in buttons if b.name == "Pass"]
        if self.report.game == "rooster" and passing:  # no throwing in: the bout ends sooner
            self.check_listed("pass", legal)
            self.press_button(passing[0], before, legal)
        elif playable:
            # Ditch: everything playable at once (discarding all lets us draw three again,
            # DR-2, so the hand's stock runs out sooner); elsewhere one card
            cards = playable if self.report.game == "ditch" else playable[:1]
            self.check_listed(cards[0], legal)
            self.play_cards(cards, before)
        elif buttons:
            button = choose_button(buttons)
            self.check_listed(button.name.split()[0], legal)
            self.press_button(button, before, legal)
        else:
            self.report.problems.append(f"our turn, but nothing playable and no button: {before}")
            self.last_move_mark = self.ear.mark()
        if len(self.report.moves) == self.mute_after and self.report.muted_at is None:
            self.report.muted_at = time.monotonic()  # as the key goes down
            press("m")  # Game > Sound: off, at once
            say("pressed M")

    def check_listed(self, word: str, legal: str) -> None:
        """The move chosen from the hand's marks or the buttons is among the legal moves "L"
        read (unless the list was cut short: "; and N more")."""
        if word.lower() not in legal.lower() and "more" not in legal:
            self.report.unlisted.append(f"{word} not in {legal!r}")

    def play_cards(self, cards: list[str], before: list[str]) -> None:
        """Select ``cards`` (cursor with Right, Space on each) and play them with Enter, trying
        the next target (Down) when Enter alone does not say where."""
        say(f"hand {before}; playing {cards}")
        move = Move(f"card {' '.join(cards)}", before)
        if self.tab_to(is_hand) is None:
            self.report.problems.append("Tab never reached the hand")
        start = self.ear.mark()
        for card in cards:
            for _ in range(len(before) + 1):  # Right until the cursor is on the card
                if self.cursor() == card:
                    break
                self.key("Right", (*AUDIBLE, FOCUS))
            else:
                self.report.problems.append(f"Right never brought the cursor to {card}")
            self.key("space")
        heard = None
        for _ in range(TARGETS):  # Enter; if the cards may go to several places, Down picks
            self.key("Return")
            heard = self.ear.wait(lambda h: is_mine(h, cards[0]), start, 1.5)
            if heard is not None:
                break
            self.key("Down")  # "Target: ..."
        move.announced = heard.text if heard else ""
        self.last_move_mark = self.ear.after(heard) if heard else self.ear.mark()
        move.hand_after = self.hand_cards()
        move.gone = all(move.hand_after.count(c) < before.count(c) for c in cards)
        if not move.gone:
            self.report.problems.append(f"{cards} not played (Enter); hand {move.hand_after}")
            self.key("Escape")
        self.report.moves.append(move)

    def press_button(self, button: Node, before: list[str], legal: str) -> None:
        say(f"hand {before}; pressing {button.name}")
        move = Move(f"button {button.name}", before)
        node = None
        if button.name not in self.untabbable:  # once round the Tab order
            limit = len(self.areas()) + len(self.buttons()) + 1
            wanted = button.name
            node = self.tab_to(lambda role, name: role == "push button" and name == wanted, limit)
        start = self.ear.mark()
        if node is not None:
            self.key("space")
        else:  # go on with the button's own shortcut, as its Action interface gives it
            if button.name not in self.untabbable:
                self.untabbable.add(button.name)
                self.report.untabbable.append(f"{button.name} (shortcut {button.keys})")
            if not button.keys:
                return
            self.key(xdotool_key(button.keys))
        word = button_verb(button.name, legal)
        heard = self.ear.wait(lambda h: is_mine(h, word), start, 5)
        move.announced = heard.text if heard else ""
        self.last_move_mark = self.ear.after(heard) if heard else self.ear.mark()
        move.hand_after = self.hand_cards()
        self.report.moves.append(move)


def choose_button(buttons: list[Node]) -> Node:
    """The button to press when no card is playable: the biggest draw ("Draw 3" before
    "Draw 1": a Ditch hand ends sooner), else the first ("Take", "Pass")."""
    draws = [b for b in buttons if re.fullmatch(r"Draw \d+", b.name)]
    if draws:
        return max(draws, key=lambda b: int(b.name.split()[1]))
    return buttons[0]


def xdotool_key(binding: str) -> str:
    """A Qt key binding ("P", "Ctrl+T", "<Control>t") as xdotool names it ("p", "ctrl+t")."""
    text = binding.replace("<Control>", "ctrl+").replace("<Alt>", "alt+")
    text = text.replace("<Shift>", "shift+").replace("Ctrl+", "ctrl+").replace("Alt+", "alt+")
    *mods, key = text.split("+")
    return "+".join([*mods, key.lower() if len(key) == 1 else key])


def card_of(name: str) -> str:
    """The card an item names ("7♦, playable" -> "7♦")."""
    return name.split(",")[0].strip()


def is_hand(role: str, name: str) -> bool:
    """The hand list (or one of its cards: a focus event may name the item)."""
    return (role == "list" and name.startswith("Your hand")) or (
        role == "list item" and bool(CARD.match(card_of(name)))
    )


# a prompt to us: "Your turn: ...", "Your turn to attack: ...", "You defend: ...", "End your
# turn: discard cards or pass.", "You may throw in ... or pass.", "Meld sets or blind runs,
# play singles, then discard or pass." (what the game page says when the turn comes)
PROMPT = re.compile(r"^(Your turn|You [^.]*:|You may |End your turn[^.]*:|Meld sets )")


def is_your_turn(h: Heard) -> bool:
    """An announcement that it is our turn (or the next step of it), and what to do."""
    return h.type == "object:announcement" and bool(PROMPT.match(h.text))


def button_verb(name: str, legal: str) -> str:
    """The word the log uses for a button's move, as "L" pairs them ("You pass: End turn (E)"
    gives "pass" for "End turn"); else the button's first word ("Take")."""
    for move in legal.split(";"):
        said, _, label = move.rpartition(": ")
        words = said[said.rfind("You ") :].split() if "You " in said else []
        if label.strip().startswith(f"{name} (") and len(words) > 1:
            return words[1]
    return name.split()[0]


def is_mine(h: Heard, word: str | None) -> bool:
    """An announcement of a move of ours: the log's sentence about "you", naming the card
    played or the button's word ("take", "pass", "draw"); never a prompt."""
    if h.type != "object:announcement" or is_your_turn(h):
        return False
    return h.text.startswith("You ") and (word is None or word.lower() in h.text.lower())


def main(argv: list[str]) -> int:
    game = argv[0]
    key = argv[argv.index("--key") + 1] if "--key" in argv else None
    seconds = float(argv[argv.index("--seconds") + 1]) if "--seconds" in argv else 120.0
    mute = int(argv[argv.index("--mute-after") + 1]) if "--mute-after" in argv else None
    if (key is None) == ("--on-table" not in argv):
        print("blind_player.py: give either --key K or --on-table", file=sys.stderr)
        return 2
    blind = Blind(game, seconds, mute)
    try:
        if key is not None:
            blind.start(game, key)
        else:  # --on-table: the game is there already
            focus_window()
        blind.play()
    except Exception as e:  # reported, with what was done so far
        blind.report.problems.append(f"{type(e).__name__}: {e}")
    finally:
        blind.ear.close()
    print(json.dumps(asdict(blind.report), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
