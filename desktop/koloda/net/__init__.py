"""Network play without Qt (docs/network.md): the table protocol, the host that runs the one
true match, the client a window or a headless bot uses, and the discovery of tables on the
local network (discovery.py, imported on its own: only the network dialogs need it)."""

from koloda.net.client import ClientThread, Connection, HostGone, JoinRefused, TableView, play_bot
from koloda.net.host import Host
from koloda.net.host_thread import HostThread
from koloda.net.protocol import DEFAULT_PORT, PROTOCOL
from koloda.net.seats import FRIEND, TableSpec, Timing

__all__ = [
    "DEFAULT_PORT",
    "FRIEND",
    "PROTOCOL",
    "ClientThread",
    "Connection",
    "Host",
    "HostGone",
    "HostThread",
    "JoinRefused",
    "TableSpec",
    "TableView",
    "Timing",
    "play_bot",
]
