"""Tables found on the local network (issue 42): DNS-SD over multicast DNS, tried for real in a
network namespace the test makes (its own loopback, nothing sent elsewhere), and the reading of
a received record, which trusts nothing."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from koloda.net.discovery import MAX_FIELD, TableAd

PROBE = Path(__file__).with_name("discovery_probe.py")


def record(**changes: object) -> dict[bytes, object]:
    fields: dict[str, object] = {
        "game": "rooster",
        "players": "4",
        "free": "2",
        "protocol": "1",
        "table": "Olena's table",
    }
    fields.update(changes)
    return {k.encode(): (v.encode() if isinstance(v, str) else v) for k, v in fields.items()}


def test_a_record_as_a_host_writes_it_reads_back_as_the_same_table() -> None:
    ad = TableAd("Olena's table", "rooster", 4, 2, 1, 47801, ("127.0.0.1",))
    props = {k.encode(): v.encode() for k, v in ad.properties().items()}
    assert TableAd.read(props, 47801, ["127.0.0.1"]) == ad
    assert ad.address() == "127.0.0.1:47801"


def test_a_record_says_how_long_its_match_is_when_the_host_said_it() -> None:
    ad = TableAd("Olena's table", "ditch", 2, 1, 1, 47801, ("127.0.0.1",), '{"hands":2}', 1)
    props = {k.encode(): v.encode() for k, v in ad.properties().items()}
    assert TableAd.read(props, 47801, ["127.0.0.1"]) == ad
    assert ad.match_options() == {"hands": 2}
    # options that do not fit a field are not said, and the table is still listed
    long = TableAd.options_text({"deals": 7, "deck_size": 36, "x" * 60: 1})
    assert long == ""
    quiet = TableAd("Olena's table", "ditch", 2, 1, 1, 47801, ("127.0.0.1",), long, 1)
    assert "options" not in quiet.properties() and "games" not in quiet.properties()
    heard = TableAd.read(record(), 47801, ["127.0.0.1"])  # a host of an earlier version
    assert heard is not None and heard.match_options() is None


@pytest.mark.parametrize(
    "changes",
    [
        {"options": "{}"},  # options without the games, or the games without options
        {"games": "5"},
        {"options": "{}", "games": "0"},
        {"options": "{}", "games": "100"},  # CR-13: at most 99 games
        {"options": "{", "games": "5"},
        {"options": "[]", "games": "5"},
        {"options": '{"hands":2}', "games": "5"},  # not an option of Chuvash Rooster
        {"options": '{"series":"x"}', "games": "5"},  # refused by the rules
        {"options": '{"series":[[[[[[]]]]]]}', "games": "5"},
        {"options": '{"series":1e999}', "games": "5"},
        {"options": '{"series":2147483648}', "games": "5"},
        {"game": "ditch", "players": "2", "free": "1", "options": '{"target":0}', "games": "1"},
        {
            "game": "ditch",
            "players": "2",
            "free": "1",
            "options": '{"target":100000}',
            "games": "1",
        },
        {"players": "99999"},
        {"players": "7"},
        {"free": "4"},
        {"free": "-1"},
        {"protocol": "x"},
        {"game": "../../etc"},
        {"game": ""},
        {"table": ""},
        {"table": "a\x1b[2Jb"},
        {"table": "M" * (MAX_FIELD + 1)},
        {"table": b"\xff\xfe"},
        {"game": None},
    ],
    ids=str,
)
def test_a_garbled_or_hostile_record_is_no_table(changes: dict[str, object]) -> None:
    assert TableAd.read(record(**changes), 47801, ["127.0.0.1"]) is None


def test_a_record_with_a_bad_port_or_address_is_no_table_or_loses_the_address() -> None:
    assert TableAd.read(record(), 0, ["127.0.0.1"]) is None
    assert TableAd.read(record(), "47801", ["127.0.0.1"]) is None
    ad = TableAd.read(record(), 47801, ["not an address", "127.0.0.2"])
    assert ad is not None and ad.addresses == ("127.0.0.2",)


@pytest.fixture
def namespace() -> Iterator[str]:
    """A network namespace of the test's own: only a loopback, multicast on it."""
    if os.geteuid() != 0 or shutil.which("ip") is None:
        pytest.skip("a network namespace needs root and iproute2 (CI runs as root)")
    name = f"koloda-{uuid.uuid4().hex[:8]}"
    made = subprocess.run(["ip", "netns", "add", name], capture_output=True, text=True)
    if made.returncode != 0:  # a chroot without /run's mounts (the fresh roots of .ci/fresh.sh)
        pytest.skip(f"no network namespace here: {made.stderr.strip()}")
    try:
        for cmd in (
            ["ip", "link", "set", "lo", "up"],
            ["ip", "link", "set", "lo", "multicast", "on"],
            ["ip", "route", "add", "224.0.0.0/4", "dev", "lo"],
        ):
            subprocess.run(["ip", "netns", "exec", name, *cmd], check=True)
        yield name
    finally:
        subprocess.run(["ip", "netns", "del", name], check=False)


def test_a_hosted_table_is_found_updated_and_gone_on_the_local_network(namespace: str) -> None:
    run = subprocess.run(
        ["ip", "netns", "exec", namespace, sys.executable, str(PROBE)],
        capture_output=True,
        text=True,
        timeout=90,
        check=False,
    )
    assert run.returncode == 0, run.stderr
    stages = {s["stage"]: s["tables"] for s in map(json.loads, run.stdout.splitlines())}
    advertised = stages["advertised"]
    # the hostile record beside it (a path for a game, 99999 players) is not listed
    assert [t["name"] for t in advertised] == ["Olena's table"]
    table = advertised[0]
    assert (table["game"], table["players"], table["free"], table["port"]) == (
        "rooster",
        4,
        2,
        47801,
    )
    assert table["addresses"] == ["127.0.0.1"]
    assert (table["options"], table["games"]) == ("{}", 3)  # a series of 3 games (CR-13)
    assert "code" not in json.dumps(advertised)  # the join code is never announced
    assert [(t["free"], t["games"]) for t in stages["a seat taken"]] == [(1, 3)]
    assert stages["closed"] == []


def test_without_the_library_discovery_says_it_is_unavailable(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from koloda.net import discovery

    monkeypatch.setitem(sys.modules, "zeroconf", None)  # a build that lacks it
    with pytest.raises(discovery.DiscoveryUnavailable, match="no multicast DNS library"):
        discovery.TableFinder()
