"""What a client may not do or learn (issue 42): without the join code it learns nothing; a
hostile friend's thousands of malformed, oversized, unknown, out-of-turn, other-seat, stale
and illegal lines are each refused to it alone and change nothing; and no byte a friend
receives over a whole match names a card of another seat's hidden hand before it is public."""

from __future__ import annotations

import contextlib
import json
import random
import threading
import time
from collections import Counter
from typing import Any

import pytest
from tables import CODE, DEADLINE, Raw, assert_nothing_hidden, bot, fast, spec

from koloda.ai import choose_action
from koloda.net.host import Host


def test_a_wrong_join_code_gets_one_refusal_and_nothing_of_the_table(hosting) -> None:
    thread, port = hosting(spec("rooster", ["friend", "easy"]))
    early = Raw(port)
    early.send({"cmd": "state"}, {"cmd": "play", "action": "take", "move": 0})
    for _ in range(2):
        message = early.line()
        assert message is not None and message["reason"] == "not_joined"
    early.send({"cmd": "join", "protocol": 1, "code": "WRONG1", "name": "Eve"})
    assert early.line() == {
        "msg": "refused",
        "cmd": "join",
        "reason": "bad_code",
        "error": "wrong join code",
    }
    assert early.line() is None  # and the host hung up
    for word in (b"rooster", b"Taras", b"seat", b"observation", b"hand"):
        assert word not in early.received
    assert not thread.host.seats[0].taken
    right = Raw(port)
    right.send({"cmd": "join", "protocol": 1, "code": " k7qx3m ", "name": "Olha"})
    welcome = right.line()
    assert welcome is not None and welcome["msg"] == "welcome" and welcome["seat"] == 0
    right.close()


def _junk(seat: int, move: int, legal: list[str]) -> list[bytes]:
    """One burst of lines the host must refuse one by one, each with one refusal."""
    illegal = next(a for a in ("take", "pass", "draw 9", "play 2C", "lead 2C") if a not in legal)
    plays = [
        {"cmd": "play", "action": legal[0], "move": move - 1},  # stale
        {"cmd": "play", "action": legal[0], "move": move, "seat": (seat + 1) % 3},  # other seat
        {"cmd": "play", "action": illegal, "move": move},  # illegal
        {"cmd": "play", "action": "play", "move": move},  # malformed action
        {"cmd": "play", "action": legal[0]},  # no move number
        {"cmd": "join", "protocol": 1, "code": CODE, "name": "Again"},  # joined already
        {"cmd": "fly"},
        {"cmd": 7},
        [1, 2],
    ]
    lines = [json.dumps(p).encode() for p in plays]
    lines += [b"{not json", b"\xff\xfe", b"", b"   ", b'{"cmd":"play","move":NaN}']
    lines += [b"[" * 2000 + b"]" * 2000, b"x" * 20_000]  # deep, then over the 4 KiB cap
    return lines


class Hostile:
    """A friend that plays its seat like the easy bot but sends a burst of junk before each
    of its moves and a move out of turn whenever another seat plays."""

    def __init__(self, port: int, bursts: int) -> None:
        self.raw = Raw(port)
        self.bursts = bursts
        self.sent = 0  # junk sent on its own turn: the host reads it all before its move
        self.out_of_turn = 0  # moves sent on another's turn (the last may meet the match's end)
        self.refusals: list[str] = []  # the reasons of refused junk
        self.late: list[str] = []  # the reasons of refused moves out of turn
        self.error: BaseException | None = None
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    def _run(self) -> None:
        try:
            self._play()
        except BaseException as e:
            self.error = e

    def _play(self) -> None:
        raw = self.raw
        raw.send({"cmd": "join", "protocol": 1, "code": CODE, "name": "Mallory"})
        seat = raw.until(lambda m: m.get("msg") == "welcome")["seat"]
        for _ in range(20_000):
            message = raw.line(DEADLINE)
            assert message is not None
            kind = message.get("msg")
            if kind == "refused":
                late = message.get("id") == "out-of-turn"
                (self.late if late else self.refusals).append(message["reason"])
            if kind == "over":
                return
            if kind == "ping":
                raw.send({"cmd": "pong"})
            obs = message.get("observation")
            if kind not in ("played", "deal", "table") or obs is None:
                continue
            move = message["move"]
            if obs["to_move"] != seat or not obs["legal"]:
                if kind == "played":
                    self.out_of_turn += 1
                    with contextlib.suppress(BrokenPipeError, ConnectionResetError):
                        raw.send(
                            {"cmd": "play", "action": "pass", "move": move, "id": "out-of-turn"}
                        )
                continue
            burst = _junk(seat, move, obs["legal"]) * self.bursts
            raw.send(b"".join(line + b"\n" for line in burst))
            self.sent += len(burst)
            action = choose_action(obs, "easy", move * 31 + seat)  # play_bot's choice
            raw.send({"cmd": "play", "action": str(action), "move": move})
        raise AssertionError("the match did not end")


def _play_match(hosting: Any, hostile: bool) -> tuple[Host, Hostile | None]:
    table = spec("ryadky", ["friend", "friend", "easy"], seed=8)
    thread, port = hosting(table, fast(turn=30.0, silence=10.0))
    friends = [bot(port, "Olha")]
    mallory = Hostile(port, bursts=12) if hostile else None
    if mallory is None:
        friends.append(bot(port, "Mallory"))
    stranger = Raw(port)  # never joins: all it sends is refused
    stranger.send(b"{}\n" * 50 + b'{"cmd":"state"}\n' * 50)
    for friend in friends:
        friend.join()
    assert thread.join(DEADLINE) is not None
    if mallory is not None:
        mallory.thread.join(DEADLINE)
        assert mallory.error is None, repr(mallory.error)
    stranger.close()
    return thread.host, mallory


def test_hostile_lines_are_refused_one_by_one_and_change_nothing(hosting) -> None:
    calm, _ = _play_match(hosting, hostile=False)
    host, mallory = _play_match(hosting, hostile=True)
    assert mallory is not None and mallory.sent > 2000
    reasons = Counter(mallory.refusals)
    assert sum(reasons.values()) == mallory.sent  # one refusal for each, to Mallory alone
    kinds = {"stale", "other_seat", "illegal", "malformed", "joined", "unknown", "too_long"}
    assert set(reasons) == kinds and reasons["malformed"] > reasons["illegal"] > 0
    # a move sent on another's turn may meet the host after the turn came round (then it is
    # stale or illegal), or after the match's end (then no answer comes)
    assert "not_your_turn" in mallory.late and len(mallory.late) <= mallory.out_of_turn
    assert host.refusals >= len(mallory.refusals) + len(mallory.late) + 100  # the stranger's
    assert calm.match is not None and host.match is not None
    assert host.match.actions == calm.match.actions  # the same match, move for move
    assert host.result is not None and calm.result is not None
    assert host.result.totals == calm.result.totals


@pytest.mark.parametrize("game", ["ryadky", "rooster", "ditch"])
def test_no_byte_a_friend_receives_names_another_seats_hidden_card(hosting, game) -> None:
    thread, port = hosting(spec(game, ["friend", "friend", "friend", "easy"], seed=21))
    bots = [bot(port, name) for name in ("Olha", "Denys", "Marta")]
    views = [b.join() for b in bots]
    assert thread.join(DEADLINE) is not None
    checked = sum(
        assert_nothing_hidden(thread.host, bytes(b.received), v.seat, game)
        for b, v in zip(bots, views, strict=True)
    )
    assert checked > 3 * len(thread.host.log) - 3


def test_a_flood_of_connections_and_random_bytes_leaves_the_table_playable(hosting) -> None:
    thread, port = hosting(spec("rooster", ["friend", "friend", "easy"]), fast(join=2.0, lobby=3.0))
    flood = [Raw(port) for _ in range(40)]  # never join: the host keeps at most 32 open
    time.sleep(0.5)  # the extra ones are closed at once; the others wait for their join
    assert sum(raw.closed_within(0.01) for raw in flood) == 8
    assert all(raw.closed_within(5.0) for raw in flood)  # the rest never joined in time
    rng = random.Random(42)
    noise = Raw(port)  # joins, sends 200 kB of random bytes and lines, then goes
    noise.send({"cmd": "join", "protocol": 1, "code": CODE, "name": "Noise"})
    for _ in range(50):
        chunk = bytes(rng.randrange(256) for _ in range(4000))
        noise.send(chunk.replace(b"\x00", b"\n"))
    noise.close()
    view = bot(port, "Olha").join()
    assert view.result is not None and thread.join(DEADLINE) is not None
    assert thread.host.refusals > 50
    assert any("The computer plays Noise's seat" in n for n in view.notices)
