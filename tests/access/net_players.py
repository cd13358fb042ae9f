"""Four friends at one network table, each in a real Koloda window of their own
(net_window.py), played as people play: keys and mouse through X (xdotool), what each sees read
through the accessibility bus (AT-SPI). Never imports koloda; run by the system Python
(pyatspi).

    net_players.py --python PY --homes DIR --shots DIR [--seconds S] [--kill-after N]

It starts four ``PY -m koloda`` processes on this desktop (DISPLAY and the buses come from the
environment), each with a data folder of its own under DIR, puts their windows side by side,
and then: Anna hosts a six-seat Chuvash Rooster table (three friends' seats, two computer
seats) through Game > Host a Network Game; Boris, Chen and Dara join through Game > Join a
Network Game, typing the address, the code and their name; Anna starts the match. Each friend
plays their own turns, most by the table's keys and some by dragging a card or clicking a
button with the mouse. After Chen's ``N``th move Chen's process is killed (SIGKILL); the others
must show the computer playing Chen's seat; Chen is started again with the same data folder,
joins with the same name and code, and must get the same seat back. The match plays to its
end. Screenshots of each window (``import -window``) go to the shots folder; each window's
tree is checked to show its own hand only. One JSON report on stdout
(tests/access/test_net_windows.py asserts on it); what it does, step by step, on stderr.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from atspi_reader import find, pump, read, role_of, walk
from gi.repository import GLib  # type: ignore[import-not-found]
from net_window import (
    Player,
    card_of,
    click,
    drag,
    keys,
    showing,
    type_text,
    xdotool_key,
)

NAMES = ("Anna", "Boris", "Chen", "Dara")  # Anna hosts
KILLED = "Chen"
CARD = re.compile(r"^(10|[2-9JQKA])[♣♦♥♠]$")
T0 = time.monotonic()


def say(text: str) -> None:
    print(f"[net {time.monotonic() - T0:6.2f}] {text}", file=sys.stderr, flush=True)


@dataclass
class Report:
    joined: dict[str, int] = field(default_factory=dict)  # name -> seat (1-based list row)
    started: bool = False
    moves: dict[str, list[str]] = field(default_factory=dict)  # name -> moves, how made
    killed_after: int = 0  # the table's move count seen when Chen was killed
    stand_in_seen: dict[str, str] = field(default_factory=dict)  # who saw it, what they read
    stand_in_moved: str = ""  # a move the computer made for Chen, as the host's log says it
    rejoined: bool = False
    back_seen: dict[str, str] = field(default_factory=dict)
    finished: dict[str, bool] = field(default_factory=dict)
    hands: dict[str, list[list[str]]] = field(default_factory=dict)  # hands read, per check
    leaks: list[str] = field(default_factory=list)  # a card shown where it should not be
    shots: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    seconds: float = 0.0


# ---------------------------------------------------------------------------- the lobby


def host_table(anna: Player) -> tuple[str, str]:
    """Game > Host a Network Game: Chuvash Rooster, one game, six seats (three friends, two
    easy computers); the table's address and code as its lobby shows them."""
    anna.focus()
    keys("alt+g")
    pump(0.4)
    keys("h")  # &Host a Network Game…
    dialog = anna.wait_dialog("Host a network game")
    type_text(anna.name)  # the name field has the focus (the settings hold no name yet)
    (game,) = [o for o, n in find(dialog, role="combo box") if n.name == "Ryadky"]
    click(game)  # its list opens; the next game in it is Chuvash Rooster
    keys("Down", "Return")
    pump(0.5)
    spins = {n.name: o for o, n in find(dialog, role="spin button")}
    for name, value in (("Games in the match", "1"), ("Number of players", "6")):
        click(spins[name])
        keys("ctrl+a")
        type_text(value)
        keys("Tab")
        pump(0.3)
    seats = [o for o, n in find(dialog, role="combo box") if n.name == "A friend"]
    for box in seats[3:]:  # seats 5 and 6: the first level after "A friend" (Easy)
        click(box)
        pump(0.4)
        keys("Down", "Return")
        pump(0.3)
    chosen = [n.name for _, n in find(dialog, role="combo box")]
    values = {n.name: n.value for _, n in find(dialog, role="spin button")}
    say(f"host dialog: {chosen} {values}")
    if chosen != ["Chuvash Rooster", "A friend", "A friend", "A friend", *["Computer, easy"] * 2]:
        raise RuntimeError(f"the host dialog did not take the seats: {chosen}")
    keys("Return")  # Open the Table
    _, where = anna.wait_find("label", "Friends join at ")
    _, code = anna.wait_find("label", "Join code: ")
    anna.place()
    address = where.name.rsplit(" ", 1)[1]
    return address, code.name.split(": ", 1)[1].replace(" ", "")


def join_table(friend: Player, address: str, code: str, playing: bool = False) -> int:
    """Game > Join a Network Game: the address typed by hand over what the dialog shows
    (nothing is announced on the loopback address), the code and the name; in the lobby, or
    at the table of a match in play (``playing``). The seat the lobby says is ours (0 at a
    match in play)."""
    friend.focus()
    keys("alt+g")
    pump(0.4)
    keys("j")  # &Join a Network Game…
    dialog = friend.wait_dialog("Join a network game")
    fields = {n.name: o for o, n in find(dialog, role="text")}
    click(fields["Address of the table"])
    keys("ctrl+a")  # a window that joined before shows that table's address, and its code
    type_text(address)
    keys("Tab")  # (the code field taken by Tab has its text selected: typing replaces it)
    type_text(code)
    keys("Tab", "ctrl+a")
    type_text(friend.name)
    keys("Return")
    seat = 0
    if playing:
        friend.wait_find("filler", "Card table$")
    else:
        seat = seat_of(friend)
    friend.place()
    return seat


def seat_of(player: Player) -> int:
    """The seat number the lobby or the table says is ours (1-based)."""
    _, node = player.wait_find("list item", rf"Seat \d+: {player.name} \(you\)")
    return int(node.name.split(":")[0].split()[1])


# ---------------------------------------------------------------------------- the match


def playable(player: Player) -> list[tuple[int, str]]:
    """The hand's cards the table marks playable: (index in the hand, card)."""
    _, items = player.hand()
    return [(i, card_of(n)) for i, (_, n) in enumerate(items) if n.endswith(", playable")]


def hand_cards(player: Player) -> list[str]:
    return [card_of(n) for _, n in player.hand()[1]]


def my_turn(player: Player) -> bool:
    """The table says it is our turn (its first centre area's name ends "; your turn"): one
    read of the table's places, not a walk of its buttons."""
    return any(name.endswith("; your turn") for _, name in player.areas())


def wait_moved(player: Player, before: list[str], timeout: float = 6) -> bool:
    """Whether the move was taken: the hand changed or the turn passed on."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pump(0.15)
        if hand_cards(player) != before or not my_turn(player):
            return True
    return False


def gone(player: Player, card: str, timeout: float) -> bool:
    """Whether ``card`` left the hand within ``timeout`` seconds."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        pump(0.15)
        if card not in hand_cards(player):
            return True
    return False


def play_turn(player: Player, mouse: bool) -> str:
    """One move of ``player``'s: the first playable card (a card played is a card shed: the
    match ends sooner), else Pass, else the first button (Take). By the table's keys, or with
    ``mouse`` by a drag or a click. What was done ("" when nothing could be)."""
    player.focus()
    before = hand_cards(player)
    buttons = {n.name: (o, n) for o, n in player.buttons()}
    cards = playable(player)
    if not cards and buttons:
        name = "Pass" if "Pass" in buttons else next(iter(buttons))
        obj, node = buttons[name]
        if mouse or not node.keys:
            click(obj)
            how = f"click {name}"
        else:
            keys(xdotool_key(node.keys))
            how = f"key {node.keys} ({name})"
        return how if wait_moved(player, before) else ""
    if not cards:
        return ""
    index, card = cards[0]
    if mouse:
        _, items = player.hand()
        table = [o for o, n in player.areas() if n.startswith("Table")]
        if table:  # onto the table's middle: a lead or a throw-in lands there
            drag(items[index][0], table[0])
            if gone(player, card, 6):  # the host's answer may take a moment
                return f"drag {card}"
    # the keys: the cursor to the card, Space selects it, Enter plays it (Down picks the
    # next place when Enter alone does not say where)
    keys("Escape", "Home", *["Right"] * index, "space", "Return")
    for _ in range(4):
        if wait_moved(player, before, 1.5):
            return f"keys {card}"
        keys("Down", "Return")
    keys("Escape")
    return ""


def dismiss_dialogs(player: Player) -> bool:
    """A round summary or a message over the window: read, then Enter (True if one was)."""
    for i in range(player.app.childCount):
        try:
            child = player.app.getChildAtIndex(i)
            if child is not None and role_of(child) == "dialog" and showing(child):
                say(f"{player.name}: dialog {child.name!r}")
                player.focus()
                keys("Return")
                pump(0.3)
                return True
        except GLib.Error:
            continue
    return False


def play_round(players: list[Player], report: Report, until: Any, deadline: float) -> None:
    """Each friend plays their turns (every third of their moves by the mouse) until
    ``until()`` holds or the deadline passes; 30 s without any move ends it with a problem."""
    idle = time.monotonic()
    failed = dict.fromkeys((p.name for p in players), 0)  # turns in a row with no move made
    while time.monotonic() < deadline and not until():
        moved = False
        for p in players:
            if p.app is None or p.finished():
                continue
            if dismiss_dialogs(p):
                moved = True
                continue
            if not my_turn(p):
                continue
            how = play_turn(p, mouse=len(p.moves) % 3 == 2)
            say(f"{p.name}: {how or 'no move'}")
            if how:
                p.moves.append(how)
                moved, failed[p.name] = True, 0
            else:  # the table may still be showing the last move: tried again, 5 times
                failed[p.name] += 1
                if failed[p.name] == 5:
                    report.problems.append(f"{p.name} could not move: hand {hand_cards(p)}")
        if moved:
            idle = time.monotonic()
        elif time.monotonic() - idle > 30:
            report.problems.append("30 s without a move by anyone")
            return
        pump(0.2)


# ---------------------------------------------------------------------------- what is shown

SEATS_SHOWN = ("Your hand", "Table", "Discard", "Stock")  # the places whose cards may be faces


def shown_cards(player: Player) -> tuple[list[str], list[str]]:
    """The cards ``player``'s window names in its own hand, and any card it names in another
    seat's place (which must be none: only backs and counts are shown there)."""
    own: list[str] = []
    others: list[str] = []
    for obj, name in player.areas():
        texts = [name]
        for i in range(obj.childCount):
            child = obj.getChildAtIndex(i)
            if child is not None:
                texts.append(child.name or "")
        if name.startswith("Your hand"):
            own = [card_of(t) for t in texts[1:]]
        elif not name.startswith(SEATS_SHOWN[1:]):
            others += [w for t in texts for w in re.split(r"[,:;\s]+", t) if CARD.match(w)]
    return own, others


def check_hands(players: list[Player], report: Report, moment: str) -> None:
    """Each window shows its own hand face up and no card of another seat's hand: nothing is
    named in another seat's place, and no two windows hold the same card."""
    hands: dict[str, list[str]] = {}
    for p in players:
        if p.app is None or p.table() is None:
            continue
        own, others = shown_cards(p)
        hands[p.name] = own
        if others:
            report.leaks.append(f"{moment}: {p.name}'s window names {others} in other seats")
    report.hands[moment] = [[name, *cards] for name, cards in hands.items()]
    seen: dict[str, str] = {}
    for name, cards in hands.items():
        for card in cards:
            if card in seen:
                report.leaks.append(f"{moment}: {card} in both {seen[card]}'s and {name}'s hand")
            seen[card] = name


def shoot(players: list[Player], folder: Path, moment: str, report: Report) -> None:
    for p in players:
        if p.app is not None:
            report.shots.append(p.shot(folder, moment))


def wait_said(player: Player, pattern: str, timeout: float) -> str:
    """The text of ``player``'s window matching ``pattern`` (its status line, a plate, the
    log), waited for; "" if it never showed."""
    wanted = re.compile(pattern)
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        for text in said_now(player):
            if wanted.search(text):
                return text
        pump(0.3)
    return ""


def said_now(player: Player) -> list[str]:
    """The status line's texts and the table's places' names (the plates' notes)."""
    texts = [name for _, name in player.areas()]
    for i in range(player.app.childCount):
        frame = player.app.getChildAtIndex(i)
        if frame is None or role_of(frame) != "frame" or not showing(frame):
            continue
        for j in range(frame.childCount):
            bar = frame.getChildAtIndex(j)
            if bar is not None and role_of(bar) == "status bar":
                texts += [n.name for _, n in find(bar, role="label") if n.name]
    return texts


def log_lines(player: Player, last: int = 60) -> list[str]:
    """The last lines of the window's game log (its list, newest last)."""
    if player.log is None or not showing(player.log):
        found = player.find("list", "Moves of the game")
        player.log = found[0][0] if found else None
    log = player.log
    if log is None:
        return []
    count = log.childCount
    lines = []
    for i in range(max(0, count - last), count):
        item = log.getChildAtIndex(i)
        lines.append(item.name or "" if item is not None else "")
    return lines


def moved_for(player: Player, name: str) -> str:
    """The first move of ``name``'s seat that the log tells after it said the computer plays
    that seat ("" if none yet)."""
    lines = log_lines(player)
    said = [i for i, line in enumerate(lines) if line.startswith(f"The computer plays {name}'s")]
    if not said:
        return ""
    return next((line for line in lines[said[-1] + 1 :] if line.startswith(f"{name} ")), "")


# ---------------------------------------------------------------------------- the evening


def others_order(player: Player) -> list[str]:
    """The other seats' names in the order the window's table lists them (from its own seat
    on): the same order again means the same seat."""
    return [n.split(",")[0] for _, n in player.areas() if not n.startswith(SEATS_SHOWN)]


def evening(
    players: list[Player], shots: Path, seconds: float, kill_after: int, report: Report
) -> None:
    deadline = time.monotonic() + seconds
    anna, chen = players[0], players[NAMES.index(KILLED)]
    for p in players:
        p.start()
    address, code = host_table(anna)
    say(f"table at {address}, code {code}")
    # each window's own seat, read as it is taken (the host's own first, before any friend)
    report.joined[anna.name] = seat_of(anna)
    for friend in players[1:]:
        report.joined[friend.name] = join_table(friend, address, code)
    shoot(players, shots, "1-lobby", report)
    start, _ = anna.wait_find("push button", "Start the match")
    click(start)  # the host's Start, by the mouse
    for p in players:
        p.wait_find("filler", "Card table$")
    report.started = True
    check_hands(players, report, "start")
    shoot(players, shots, "2-start", report)
    # play until Chen has made ``kill_after`` moves (or the game ended first)
    play_round(players, report, lambda: len(chen.moves) >= kill_after, deadline)
    say(f"killing {chen.name} after {len(chen.moves)} moves")
    check_hands(players, report, "before-kill")
    around = others_order(chen)
    report.killed_after = len(chen.moves)
    chen.kill()
    for p in players:
        if p is not chen:
            seen = wait_said(p, rf"computer plays {KILLED}'s seat|^{KILLED}, computer plays", 30)
            report.stand_in_seen[p.name] = seen
    # the friends play on until the computer has moved for Chen (at most a minute)
    play_round(
        players,
        report,
        lambda: bool(moved_for(anna, KILLED)),
        min(deadline, time.monotonic() + 60),
    )
    report.stand_in_moved = moved_for(anna, KILLED)
    shoot([p for p in players if p is not chen], shots, "3-stand-in", report)
    chen.start()
    join_table(chen, address, code, playing=True)
    report.rejoined = others_order(chen) == around
    say(f"{chen.name} back: {others_order(chen)} (before: {around})")
    for p in players:
        if p is not chen:
            report.back_seen[p.name] = wait_said(p, rf"{KILLED} is back|{KILLED}, a friend", 20)
    check_hands(players, report, "rejoined")
    shoot(players, shots, "4-rejoined", report)
    play_round(players, report, lambda: all(p.finished() for p in players), deadline)
    report.finished = {p.name: p.finished() for p in players}
    shoot(players, shots, "5-end", report)


def seen_at_fault(players: list[Player], shots: Path, report: Report) -> None:
    """What each window showed when the evening went wrong: its picture, and every list item
    of its tree with its states (shown or not: a seat line that is there but not "showing"
    tells another story than one that is missing)."""
    for p in players:
        if p.app is None or p.proc is None or p.proc.poll() is not None:
            continue
        try:
            report.shots.append(p.shot(shots, "0-fault"))
        except (subprocess.SubprocessError, TimeoutError) as e:
            say(f"{p.name}: no picture ({e})")
        try:
            items = [
                f"{n.name} [{','.join(n.states)}]"
                for n in (
                    read(obj, where)
                    for obj, where, role in walk(p.app, showing_only=False)
                    if role == "list item"
                )
            ]
        except GLib.Error as e:
            items = [f"unreadable: {e}"]
        say(f"{p.name}'s list items at the fault: {items[:24]}")


def main(argv: list[str]) -> int:
    def arg(name: str, default: str) -> str:
        return argv[argv.index(name) + 1] if name in argv else default

    python, homes, shots = (
        arg("--python", sys.executable),
        Path(arg("--homes", ".")),
        Path(arg("--shots", ".")),
    )
    seconds, kill_after = float(arg("--seconds", "600")), int(arg("--kill-after", "2"))
    shots.mkdir(parents=True, exist_ok=True)
    players = [Player(n, python, homes / n, cell) for cell, n in enumerate(NAMES)]
    report = Report()
    try:
        evening(players, shots, seconds, kill_after, report)
    except Exception as e:  # reported, with what was done so far
        report.problems.append(f"{type(e).__name__}: {e}")
        for p in players:
            if p.proc is not None and p.proc.poll() is not None and p.name != KILLED:
                report.problems.append(f"{p.name}'s app ended: {p.stderr()}")
        seen_at_fault(players, shots, report)
    finally:
        report.moves = {p.name: p.moves for p in players}
        for p in players:
            p.end()
    report.seconds = round(time.monotonic() - T0, 1)
    print(json.dumps(asdict(report), ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
