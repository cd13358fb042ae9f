"""The table protocol's text edge (docs/network.md) and where koloda.net stands among the layers:
no Qt, nothing of the app, the rules reached only through their public values."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

from koloda.net.client import TableView
from koloda.net.commands import split_address
from koloda.net.protocol import (
    DEFAULT_PORT,
    MAX_REQUEST,
    TOO_LONG,
    LineBuffer,
    Refused,
    read_request,
    same_code,
)

NET = Path(__file__).resolve().parents[2] / "desktop" / "koloda" / "net"


def test_importing_the_network_package_loads_no_qt() -> None:
    code = "import sys, koloda.net, koloda.net.commands; print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_network_package_imports_nothing_of_the_app_or_a_game() -> None:
    files = sorted(NET.glob("*.py"))
    assert len(files) >= 6
    for path in files:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            for name in names:
                assert not name.startswith(("PySide6", "koloda.app", "koloda.games")), (path, name)


def test_lines_split_across_reads_are_joined_and_an_over_long_one_is_dropped_once() -> None:
    lines = LineBuffer(16)
    assert lines.feed(b'{"cmd":') == []
    assert lines.feed(b'"ping"}\r\nab') == [b'{"cmd":"ping"}']
    assert lines.feed(b"c" * 40) == [TOO_LONG]  # reported as soon as it is too long
    assert lines.feed(b"d" * 1000) == []  # and its rest is never held
    assert lines.feed(b"e\nok\n") == [b"ok"]
    assert lines.feed(b"x" * 16 + b"\n" + b"y" * 15 + b"\n") == [TOO_LONG, b"y" * 15]


@pytest.mark.parametrize(
    ("line", "reason"),
    [
        (b"", "malformed"),
        (b"\xff", "malformed"),
        (b"{nope", "malformed"),
        (b"[]", "malformed"),
        (b'{"cmd":"play","action":"play 7S","move":NaN}', "malformed"),
        (b'{"cmd":"fly"}', "unknown"),
        (b'{"cmd":"play","action":"play 7S"}', "malformed"),
        (b'{"cmd":"play","action":"play 7S","move":-1}', "malformed"),
        (b'{"cmd":"play","action":"play 7S","move":true}', "malformed"),
        (b'{"cmd":"join","protocol":1,"code":"X","name":"  "}', "bad_name"),
        (b'{"cmd":"join","protocol":1,"code":"X","name":"a\\u0007b"}', "bad_name"),
        (b'{"cmd":"join","protocol":1,"name":"Olha"}', "malformed"),
        (TOO_LONG, "too_long"),
    ],
)
def test_a_bad_request_is_refused_with_its_reason(line: bytes | object, reason: str) -> None:
    with pytest.raises(Refused) as refused:
        read_request(line)
    assert refused.value.reason == reason and refused.value.error


def test_a_refusal_knows_the_id_of_the_request_it_refuses() -> None:
    with pytest.raises(Refused) as refused:
        read_request(b'{"cmd":"play","id":"m7","action":"play 7S"}')
    assert refused.value.id == "m7"
    assert read_request(b'{"cmd":"state","id":3}').id == 3


def test_a_join_reads_its_name_trimmed_and_the_code_ignores_case_and_spaces() -> None:
    req = read_request(b'{"cmd":"join","protocol":1,"code":"k7qx 3m","name":"  Olha   K. "}')
    assert (req.cmd, req.name) == ("join", "Olha K.")
    assert same_code(req.code, "K7QX3M") and not same_code("K7QX3N", "K7QX3M")
    assert MAX_REQUEST == 4096


def test_a_clients_table_view_follows_the_hosts_messages() -> None:
    view = TableView()
    view.update({"msg": "welcome", "seat": 1, "name": "Olha", "game": "ditch", "players": 2})
    obs = {"to_move": 1, "legal": ["draw 1"], "hand": []}
    view.update({"msg": "played", "move": 3, "game_no": 0, "kind": "played", "observation": obs})
    assert view.my_turn() and view.move == 3 and len(view.log) == 1
    view.update({"msg": "table", "move": 4, "observation": {**obs, "to_move": 0, "legal": []}})
    assert not view.my_turn() and view.move == 4


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("127.0.0.1:47142", ("127.0.0.1", 47142)),
        ("192.168.1.20", ("192.168.1.20", DEFAULT_PORT)),
        ("[::1]:5000", ("::1", 5000)),
        ("::1", ("::1", DEFAULT_PORT)),
        ("table.local:80", ("table.local", 80)),
    ],
)
def test_a_join_address_is_read_with_the_default_port(text: str, expected: tuple[str, int]) -> None:
    assert split_address(text) == expected


@pytest.mark.parametrize(
    "text", ["", ":47142", "host:", "host:0", "host:99999", "[::1", "[::1]5000"]
)
def test_a_malformed_join_address_is_refused(text: str) -> None:
    with pytest.raises(ValueError, match="malformed address"):
        split_address(text)
