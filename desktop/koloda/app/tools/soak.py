"""``koloda bench --soak N``: N rounds played on the real window with the real store, then every
file and process checked (issue 15).

The parent makes a throwaway ``KOLODA_HOME`` and runs the child (``koloda bench --soak-child``)
offscreen as the leader of its own process group. The child plays rounds across every game and
player count: the human seat is played by the normal AI through ``controller.submit``, round
summaries are closed as a player would, so the window autosaves after every move and records the
statistics as it does for a person; after N rounds it quits through the window's close path.
The parent then checks that every settings, save and statistics file loads cleanly through the
store, that the statistics hold exactly the matches the child finished, that nothing else was
left in the data folders (no .bad, temp or crash files), and that no process of the child is
still alive. Exit 0 when everything holds.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from itertools import cycle
from pathlib import Path
from typing import TYPE_CHECKING, Any

from koloda.rules import games
from koloda.store.paths import HOME_ENV

if TYPE_CHECKING:
    from PySide6.QtCore import QCoreApplication

    from koloda.app.window.main_window import MainWindow
    from koloda.match import MatchResult

RESULT_TAG = "koloda-soak-result "
SHORT_ROUNDS = 2  # rounds in a match of a game whose rounds are an option (RY-10, DR-7)
SERIES_GAMES = 2  # games in a match of a game played as a series (CR-13)


def soak_plan() -> list[tuple[str, int, dict[str, Any]]]:
    """(game, players, options): every game of the registry in turn at every player count it
    allows, short matches so that many are finished (and recorded) in a few rounds."""
    infos = games().values()
    counts = range(min(i.min_players for i in infos), max(i.max_players for i in infos) + 1)
    return [
        (info.name, n, info.short_options(SHORT_ROUNDS))
        for n in counts
        for info in infos
        if info.min_players <= n <= info.max_players
    ]


PLAN = soak_plan()
LEVEL_CYCLE = ("easy", "normal", "normal", "hard")
STALL_S = 180.0  # no move at all for this long: the game is stuck, and the soak says so


class SoakChild:
    """The child's play: matches of the plan in turn on one window, the human seat played by
    the normal AI, each round's summary closed, until ``rounds`` rounds are over."""

    def __init__(self, rounds: int, seed: int, window: MainWindow, app: QCoreApplication) -> None:
        self.rounds = rounds  # how many to play
        self.seed = seed
        self.window = window
        self.controller = window.controller
        self.app = app
        self.plan = cycle(PLAN)
        self.levels = cycle(LEVEL_CYCLE)
        self.played = 0  # rounds finished
        self.matches = 0  # matches finished
        self.recorded = 0  # matches finished, for the statistics
        self.helpers: set[int] = set()  # the AI helper processes seen
        self.last_finished: object = None  # the rules state of the last finished match
        self.stalled = False  # stuck, or a slot raised: the soak failed
        self.last_move = time.monotonic()
        self.started = time.perf_counter()

    def connect(self) -> None:
        c = self.controller
        c.changed.connect(self.moved)
        c.turnStarted.connect(self.play_human)
        c.error.connect(lambda message: print(f"soak: {message}", file=sys.stderr))
        self.window.roundCount.connect(self.on_round)
        c.gameOver.connect(self.on_game_over)

    def new_match(self) -> None:
        from koloda.match import MatchConfig

        game, players, options = next(self.plan)
        config = MatchConfig(
            game=game,
            players=players,
            levels=["normal"] + [next(self.levels) for _ in range(players - 1)],
            options=dict(options),
            seed=(self.seed * 7919 + self.matches) % (2**31),
            names=["Soak", *[f"Bot {n}" for n in range(1, players)]],
            match_games=SERIES_GAMES,
        )
        self.window.start_match(config)

    def play_human(self, seat: int, human: bool) -> None:
        from PySide6.QtCore import QTimer

        if human:
            QTimer.singleShot(0, self.human_move)

    def human_move(self) -> None:
        from koloda.ai import choose_action

        c = self.controller
        obs = c.observation()
        if c.is_human_turn() and obs is not None:  # the AI reads the observation's JSON form
            c.submit(str(choose_action(obs.to_json(), "normal", self.played)))

    def on_round(self, n: int) -> None:
        from PySide6.QtCore import QTimer

        from koloda.app.play.ai_worker import helper_pids

        self.played += 1
        self.helpers.update(helper_pids())
        state, match = self.controller.state, self.controller.match
        # the statistics count a match played to its end, of any game (issue 41: a Rooster
        # series once counted game by game), counted here without asking the window
        over = match is not None and match.is_over()
        if state is not None and over and state is not self.last_finished:
            self.last_finished = state
            self.recorded += 1
        if self.played >= self.rounds:
            QTimer.singleShot(0, self.finish)
            return
        QTimer.singleShot(0, self.close_summary)  # the dialog opens after roundCount

    def close_summary(self) -> None:
        dialog = self.window.game_page.summary_dialog
        if dialog is not None:
            dialog.accept()  # the player has read it and goes on

    def on_game_over(self, result: MatchResult) -> None:
        from PySide6.QtCore import QTimer

        self.matches += 1
        if self.played < self.rounds:
            QTimer.singleShot(0, self.new_match)

    def finish(self) -> None:
        self.window.close()  # Game > Quit: the game in progress is autosaved
        self.app.exit(0)

    def moved(self, *_: Any) -> None:
        self.last_move = time.monotonic()

    def check_stall(self) -> None:
        if time.monotonic() - self.last_move > STALL_S:
            state = self.controller.state
            seat = state.to_move if state is not None else None
            print(
                f"soak: stalled: no move for {STALL_S:.0f} s after round {self.played} "
                f"(seat {seat} to move)",
                file=sys.stderr,
                flush=True,
            )
            self.stalled = True
            self.finish()

    def crashed(self, kind: type[BaseException], value: BaseException, tb: Any) -> None:
        import traceback

        traceback.print_exception(kind, value, tb)  # the soak's own report: stderr
        self.stalled = True  # a broken slot stops the game: end the soak now
        self.finish()

    def result(self) -> dict[str, Any]:
        """The figures the parent checks (the line after RESULT_TAG)."""
        return {
            "rounds": self.played,
            "matches": self.matches,
            "recorded": self.recorded,
            "helpers": sorted(self.helpers),
            "seconds": round(time.perf_counter() - self.started, 1),
        }


def soak_child(rounds: int, seed: int) -> int:
    """Play ``rounds`` rounds in a MainWindow on the real store; print a result line."""
    from PySide6.QtCore import QTimer

    from koloda.app.launch.application import application
    from koloda.app.play.controller import GameController
    from koloda.app.window.main_window import MainWindow

    app = application()
    controller = GameController(ai_pause_ms=0, budget_scale=0.25)
    window = MainWindow(speed="off", controller=controller)
    window.ask = lambda title, text: True
    run = SoakChild(rounds, seed, window, app)
    sys.excepthook = run.crashed
    stall_timer = QTimer()
    stall_timer.timeout.connect(run.check_stall)
    stall_timer.start(5000)
    run.connect()
    window.show()
    QTimer.singleShot(0, run.new_match)
    code = app.exec()
    stall_timer.stop()
    print(RESULT_TAG + json.dumps(run.result()), flush=True)
    return 1 if run.stalled else int(code)


def _child_command(rounds: int, seed: int) -> list[str]:
    from koloda.app.tools.bench import _app_command

    return [*_app_command(), "bench", "--soak-child", str(rounds), "--seed", str(seed)]


def check_home(home: Path) -> tuple[list[str], list[str], int]:
    """(problems, files checked, games in the statistics) for a soak's KOLODA_HOME."""
    from koloda.match import Match
    from koloda.store import saves
    from koloda.store.jsonio import StoreError
    from koloda.store.lock import LOCK_SUFFIX
    from koloda.store.settings import SettingsStore
    from koloda.store.stats import Statistics

    problems: list[str] = []
    checked: list[str] = []
    games = 0
    config, data = home / "config", home / "data"
    for path in sorted(p for p in home.rglob("*") if p.is_file() or p.is_symlink()):
        rel = path.relative_to(home).as_posix()
        if path.parent == home / "cache" or rel.startswith("cache/"):
            continue  # rebuildable (compiled translations)
        if path == config / SettingsStore.FILE_NAME:
            _, notice = SettingsStore(config).load()
            if notice is not None:
                problems.append(f"{rel}: {notice}")
        elif path == data / Statistics.FILE_NAME:
            stats = Statistics(data)
            notice = stats.load()
            if notice is not None:
                problems.append(f"{rel}: {notice}")
            games = stats.summary().games
        elif path == saves.autosave_path(data):
            try:
                saves.load_game(path, validate=Match.from_json)
            except StoreError as e:
                problems.append(f"{rel}: {e}")
        elif path.name.endswith(LOCK_SUFFIX) and path.stat().st_size == 0:
            pass  # the statistics lock file (store.lock), empty by design
        else:
            problems.append(f"{rel}: not a file Koloda should leave (set aside, temp or crash)")
            continue
        checked.append(rel)
    return problems, checked, games


def _live_in_group(pgid: int) -> list[int]:
    """Live processes of a process group (Linux /proc; elsewhere: not checked, [])."""
    if not sys.platform.startswith("linux"):
        return []
    alive = []
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                stat = Path(f"/proc/{entry}/stat").read_text("ascii", "replace")
            except OSError:
                continue
            fields = stat[stat.rindex(")") + 2 :].split()
            if int(fields[2]) == pgid and fields[0] not in ("Z", "X"):
                alive.append(int(entry))
    return alive


def run_soak(rounds: int, seed: int, keep: bool = False) -> int:
    """The parent: run the child, check what it left behind, print the figures."""
    from koloda.app.launch.single_instance import process_alive

    home = Path(tempfile.mkdtemp(prefix="koloda-soak-"))
    env = dict(os.environ, **{HOME_ENV: str(home)})
    env.setdefault("QT_QPA_PLATFORM", "offscreen")
    start = time.perf_counter()
    child = subprocess.Popen(
        _child_command(rounds, seed),
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        start_new_session=os.name == "posix",
    )
    try:
        out, err = child.communicate(timeout=max(600.0, 60.0 * rounds))
    except subprocess.TimeoutExpired:
        child.kill()
        out, err = child.communicate()
        print(f"soak: FAILED: no end after {time.perf_counter() - start:.0f} s", flush=True)
        return 1
    took = time.perf_counter() - start
    lines = [line for line in out.splitlines() if line.startswith(RESULT_TAG)]
    if child.returncode != 0 or not lines:
        print(f"soak: FAILED: the child exited {child.returncode}\n{err[-3000:]}", flush=True)
        return 1
    result = json.loads(lines[-1][len(RESULT_TAG) :])
    deadline = time.monotonic() + 10.0  # the helper notices its parent's end within a second
    while True:
        left = _live_in_group(child.pid) + [p for p in result["helpers"] if process_alive(p)]
        if not left or time.monotonic() > deadline:
            break
        time.sleep(0.1)
    problems, checked, games = check_home(home)
    if games != result["recorded"]:
        problems.append(f"statistics hold {games} matches, {result['recorded']} were finished")
    if result["rounds"] != rounds:
        problems.append(f"{result['rounds']} rounds played, {rounds} asked")
    if "Traceback" in err:
        problems.append("a traceback on stderr:\n" + err[-3000:])
    if left:
        problems.append(f"processes still alive after the app ended: {sorted(set(left))}")
    print(
        f"soak: {result['rounds']} rounds, {result['matches']} matches finished, "
        f"{games} matches in the statistics, in {took:.1f} s ({result['seconds']} s playing, "
        f"{took / max(1, result['rounds']):.2f} s per round)",
        flush=True,
    )
    print(f"soak: files checked: {', '.join(checked) or 'none'}", flush=True)
    print(
        f"soak: AI helper processes used: {len(result['helpers'])}, alive after exit: {len(left)}",
        flush=True,
    )
    for problem in problems:
        print(f"soak: PROBLEM: {problem}", flush=True)
    print(f"soak: {'FAILED' if problems else 'OK'}", flush=True)
    if keep or problems:
        print(f"soak: the data folders are kept in {home}", flush=True)
    else:
        shutil.rmtree(home, ignore_errors=True)
    return 1 if problems else 0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--soak", type=int, metavar="N", help="play N rounds, check every file")
    parser.add_argument("--soak-child", type=int, metavar="N", help=argparse.SUPPRESS)
    parser.add_argument("--keep", action="store_true", help="soak: keep the data folders")
    parser.add_argument(
        "--session",
        type=float,
        metavar="MINUTES",
        help="play like a person on the real window for MINUTES on random seeds (issue 34); "
        "with --seed and --steps N, replay that evening's first N steps",
    )
    parser.add_argument("--steps", type=int, metavar="N", help="--session: steps to play")


def run_window_tool(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int | None:
    """Run ``--soak``, its child, or ``--session`` if asked (their exit code), else None."""
    seed = 1 if args.seed is None else args.seed  # --session alone draws a seed per evening
    if args.soak_child is not None:
        return soak_child(args.soak_child, seed)
    if args.session is not None:
        if args.session < 0 or (args.steps is not None and args.steps < 1):
            parser.error("--session needs minutes (0 or more) and --steps a positive number")
        from koloda.app.tools.session_run import run_session

        return run_session(args.session, args.seed, args.steps)
    if args.soak is not None:
        if args.soak < 1:
            parser.error("--soak needs a number of rounds of at least 1")
        return run_soak(args.soak, seed, args.keep)
    return None
