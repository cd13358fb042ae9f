"""``koloda host`` and ``koloda join``: the headless forms of network play (README). A headless
host prints one line (where it listens and the join code), seats friends, plays the match to
its end and exits 0; a headless join plays its seat with a computer level to the match's end
and exits 0. The window's Host and Join dialogs will drive the same ``koloda.net`` classes."""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import json
import signal
import socket
import sys
from pathlib import Path

from koloda.net.client import HostGone, JoinRefused, play_bot
from koloda.net.host import Host
from koloda.net.protocol import DEFAULT_PORT, MAX_CODE
from koloda.net.seats import TableSpec, Timing
from koloda.rules import LEVELS, games


def autosave_path() -> Path:
    """Where a host keeps its table unless told otherwise (KOLODA_HOME moves it)."""
    from koloda.store.paths import data_dir

    return data_dir() / "network" / "table.json"


def _host_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="koloda host", description="Host a network table (docs/network.md)."
    )
    parser.add_argument("--game", choices=sorted(games()), help="the game")
    parser.add_argument("--players", type=int, help="how many seats")
    parser.add_argument(
        "--seats", help="every seat, comma-separated: 'friend' or a level (easy, normal, hard)"
    )
    parser.add_argument("--headless", action="store_true", help="no window: the host plays none")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"TCP port ({DEFAULT_PORT})")
    parser.add_argument("--bind", default="127.0.0.1", help="address to listen on (127.0.0.1)")
    parser.add_argument("--code", help="the join code (default: a new random one)")
    parser.add_argument("--options", default="{}", help="the game's options as a JSON object")
    parser.add_argument("--rounds", type=int, help="a short match: this many deals or hands")
    parser.add_argument("--games", type=int, default=5, help="games of a series (Rooster, CR-13)")
    parser.add_argument("--seed", type=int, default=None, help="the deals' seed (default random)")
    parser.add_argument("--wait", type=float, default=120.0, help="seconds to wait for friends")
    parser.add_argument(
        "--takeover",
        type=float,
        default=5.0,
        help="seconds before the computer plays a dropped seat",
    )
    parser.add_argument("--pace", type=float, default=0.0, help="seconds before a computer move")
    parser.add_argument(
        "--turn", type=float, default=120.0, help="seconds a connected friend may take to move"
    )
    parser.add_argument("--autosave", type=Path, help=f"the table's autosave ({autosave_path()})")
    parser.add_argument("--resume", type=Path, help="reopen the table an autosave holds")
    return parser


def _shown_address(bind: str) -> str:
    """The address friends connect to: the bind address, or for every interface the one
    this computer uses towards the network (found without sending anything)."""
    if bind not in ("0.0.0.0", "", "::"):
        return bind
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            probe.connect(("192.0.2.1", 9))  # TEST-NET-1: a UDP connect sends no packet
            return str(probe.getsockname()[0])
        except OSError:
            return "127.0.0.1"


def host_main(argv: list[str]) -> int:
    parser = _host_parser()
    args = parser.parse_args(argv)
    if not args.headless:
        parser.error("only --headless hosting is available here; the window hosts from its menu")
    if args.code is not None and not 0 < len(args.code.strip()) <= MAX_CODE:
        parser.error(f"--code must be 1 to {MAX_CODE} characters")
    if not 0 <= args.port <= 65535:
        parser.error("--port must be 0 to 65535")
    timing = Timing(
        lobby=max(0.0, args.wait),
        takeover=max(0.0, args.takeover),
        pace=max(0.0, args.pace),
        turn=max(0.1, args.turn),
    )

    def listening(address: str, port: int, code: str) -> None:
        print(f"listening on {_shown_address(address)}:{port} with join code {code}", flush=True)

    try:
        if args.resume is not None:
            host = Host.resumed(
                args.resume, code=args.code, bind=args.bind, port=args.port, timing=timing
            )
            host.on_listening = listening
        else:
            spec = _spec(parser, args)
            autosave = args.autosave or autosave_path()
            host = Host(
                spec,
                code=args.code,
                bind=args.bind,
                port=args.port,
                timing=timing,
                autosave=autosave,
                on_listening=listening,
            )
    except ValueError as e:
        print(f"koloda host: {e}", file=sys.stderr)
        return 2
    try:
        asyncio.run(_until_signalled(host))
    except OSError as e:
        print(f"koloda host: cannot listen on {args.bind}:{args.port}: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    return 0


async def _until_signalled(host: Host) -> None:
    """Run the host; SIGTERM (a service manager, ``kill``) closes the table as Ctrl+C does:
    every client is told the host has gone."""
    task = asyncio.current_task()
    loop = asyncio.get_running_loop()
    if task is not None and hasattr(signal, "SIGTERM"):
        with contextlib.suppress(NotImplementedError, RuntimeError):  # Windows' loops
            loop.add_signal_handler(signal.SIGTERM, task.cancel)
    try:
        await host.run()
    except asyncio.CancelledError:
        raise KeyboardInterrupt from None


def _spec(parser: argparse.ArgumentParser, args: argparse.Namespace) -> TableSpec:
    if args.game is None or args.players is None or args.seats is None:
        parser.error("--game, --players and --seats are needed (or --resume FILE)")
    try:
        options = json.loads(args.options)
    except ValueError:
        parser.error("--options must be a JSON object")
    if not isinstance(options, dict):
        parser.error("--options must be a JSON object")
    info = games()[args.game]
    if args.rounds is not None:
        if args.rounds < 1:
            parser.error("--rounds must be 1 or more")
        options.update(info.short_options(args.rounds))
    seed = args.seed
    if seed is None:
        import secrets

        seed = secrets.randbelow(2**31)
    spec = TableSpec(
        args.game,
        args.players,
        [s.strip() for s in args.seats.split(",")],
        options=options,
        match_games=args.games,
        seed=seed,
    )
    spec.check()
    from koloda.match import MatchConfig, MatchError

    try:
        MatchConfig(
            spec.game, spec.players, options=options, seed=seed, match_games=spec.match_games
        ).validate()
    except MatchError as e:
        raise ValueError(str(e)) from None
    return spec


def split_address(text: str) -> tuple[str, int]:
    """``HOST:PORT`` (``[v6]:PORT``; the port defaults to 47142); ValueError if malformed."""
    host, port = text, str(DEFAULT_PORT)
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise ValueError(f"malformed address {text!r}")
        host, rest = text[1:end], text[end + 1 :]
        if rest:
            if not rest.startswith(":"):
                raise ValueError(f"malformed address {text!r}")
            port = rest[1:]
    elif text.count(":") == 1:
        host, port = text.split(":")
    if not host or not port.isdigit() or not 0 < int(port) <= 65535:
        raise ValueError(f"malformed address {text!r}: give ADDRESS:PORT")
    return host, int(port)


def join_main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(
        prog="koloda join", description="Take a seat at a network table (docs/network.md)."
    )
    parser.add_argument("address", help="ADDRESS:PORT the host printed")
    parser.add_argument("--code", required=True, help="the table's join code")
    parser.add_argument("--name", required=True, help="your name at the table")
    parser.add_argument(
        "--bot", choices=LEVELS, help="play the seat with this computer level (headless)"
    )
    parser.add_argument(
        "--print-result",
        action="store_true",
        help="at the match's end, print its result as one JSON line (koloda bench --network-soak)",
    )
    args = parser.parse_args(argv)
    if args.bot is None:
        parser.error("only --bot LEVEL is available here; the window joins from its menu")
    try:
        address, port = split_address(args.address)
    except ValueError as e:
        parser.error(str(e))
    try:
        view = asyncio.run(play_bot(address, port, args.code, args.name, args.bot))
    except JoinRefused as e:
        print(f"koloda join: the host refused: {e}", file=sys.stderr)
        return 2
    except HostGone as e:
        print(f"koloda join: {e}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    if args.print_result:
        print(json.dumps(view.result, separators=(",", ":"), ensure_ascii=False), flush=True)
    return 0
