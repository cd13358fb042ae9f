"""``koloda`` (no arguments) opens the app; ``koloda --demo ...`` plays a demo."""

from __future__ import annotations

import contextlib
import os
import sys
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse

SPEEDS = ("off", "fast", "normal", "slow")


def _parser() -> argparse.ArgumentParser:
    """The options (argparse is imported only when there are any: ~25 ms of a plain start)."""
    import argparse

    from koloda.rules import games

    class VersionAction(argparse.Action):
        """``--version``: the version is read only when asked for (it costs ~35 ms)."""

        def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
            super().__init__(option_strings, argparse.SUPPRESS, nargs=0, help="show the version")

        def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
            from koloda import __version__

            print(f"koloda {__version__}")
            parser.exit()

    parser = argparse.ArgumentParser(
        prog="koloda",
        description="Ryadky, Chuvash Rooster and Ditch Rummy against computer opponents. "
        "Other commands: koloda engine | arena | bench.",
    )
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument("--demo", action="store_true", help="every seat is played by the AI")
    parser.add_argument("--game", choices=sorted(games()), help="demo game")
    parser.add_argument("--players", type=int, help="demo player count")
    parser.add_argument(
        "--quit-after", type=int, metavar="N", help="demo: exit after N rounds (deals/games/hands)"
    )
    parser.add_argument("--seed", type=int, help="demo: seed for the shuffles")
    parser.add_argument("--speed", choices=SPEEDS, help="animation speed")
    parser.add_argument("--timeout", type=float, help="demo: fail after this many seconds")
    return parser


def _qt_problem_said() -> bool:
    """Whether Qt cannot start here (a missing library or display); if so, say which, plainly."""
    from koloda.app.launch.system_check import qt_start_problem

    if problem := qt_start_problem():
        print(problem, file=sys.stderr)
        return True
    return False


def main(argv: list[str]) -> int:
    """Run the app (or the demo) and return the exit code."""
    # A frozen app's AI helper process (started by play/ai_worker.py) starts as this executable:
    # let it run there (PyInstaller's freeze_support; unfrozen it does nothing and
    # multiprocessing waits until a helper is started).
    if getattr(sys, "frozen", False):
        import multiprocessing

        multiprocessing.freeze_support()
    if not argv:  # the plain start: the app with its settings
        return 1 if _qt_problem_said() else run_app()
    try:
        args = _parser().parse_args(argv)
    except SystemExit as e:  # --help, --version, or a usage error already explained
        return int(e.code or 0) if not isinstance(e.code, str) else 2
    if not args.demo and (args.game or args.players or args.quit_after):
        print("koloda: --game, --players and --quit-after go with --demo", file=sys.stderr)
        return 2
    if args.players is not None and args.players < 1:
        print("koloda: --players needs a positive number", file=sys.stderr)
        return 2
    if _qt_problem_said():
        return 1
    if args.demo:
        from koloda.app.tools.demo import run_demo

        return run_demo(
            args.game, args.players, args.quit_after, args.seed, args.speed or "fast", args.timeout
        )
    return run_app(args.speed)


def run_app(speed: str | None = None) -> int:
    """The app; ``speed`` overrides the animation speed of the settings for this run.

    One instance per user and data folder (a second ``koloda`` brings this window forward and
    exits 0); Ctrl+C, SIGTERM and SIGHUP quit like Game > Quit (exit 128 + the signal); an
    unexpected exception is logged under the data folder and shown (app/launch/crash.py)."""
    from PySide6.QtCore import QTimer

    from koloda.app.launch.application import application
    from koloda.app.launch.crash import CrashHandler
    from koloda.app.launch.quit_signals import SignalQuitter
    from koloda.app.launch.single_instance import Claim, SingleInstance
    from koloda.app.window.main_window import MainWindow, app_icon
    from koloda.store.paths import data_dir

    app = application()
    app.setApplicationName("Koloda")
    app.setOrganizationName("Koloda")
    app.setWindowIcon(app_icon())
    quitter = SignalQuitter(app)  # before anything slow: Ctrl+C during start-up quits too
    instance = SingleInstance(data_dir(), app)
    claim = instance.claim()
    if claim is not Claim.FIRST:
        quitter.uninstall()
        return _second_instance(claim)
    crash = CrashHandler(parent=app)
    crash.install()
    try:
        window = MainWindow(speed=speed)  # loads the settings (and installs their language)
        window.resize(1280, 800)
        quitter.quitRequested.connect(lambda signum: quit_on_signal(window, signum))
        instance.activated.connect(lambda: bring_forward(window))
        # once the window is up: say what was wrong with a settings file, offer the autosave
        QTimer.singleShot(0, window.show_notices)
        QTimer.singleShot(0, window.offer_resume)
        # after them: "ready" comes once start-up is done (a resume question on screen)
        QTimer.singleShot(0, lambda: announce("ready"))
        window.show()
        return int(app.exec())
    finally:
        crash.uninstall()
        quitter.uninstall()
        instance.release()


ANNOUNCE_ENV = "KOLODA_ANNOUNCE"


def announce(event: str) -> None:
    """With KOLODA_ANNOUNCE=1, print ``koloda: <event>`` ("ready", "brought forward",
    "forwarded", "quitting on signal N") on stdout, for tests and scripts driving the app."""
    if os.environ.get(ANNOUNCE_ENV) == "1":
        with contextlib.suppress(OSError):  # a reader that went away must not stop the app
            print(f"koloda: {event}", flush=True)


def _second_instance(claim: object) -> int:
    from PySide6.QtCore import QCoreApplication
    from PySide6.QtWidgets import QMessageBox

    from koloda.app.launch.single_instance import Claim

    if claim is Claim.FORWARDED:
        announce("forwarded")
        return 0
    text = QCoreApplication.translate(
        "Main",
        "Koloda is already running but does not answer. Close it (or end it) and start "
        "Koloda again.",
    )
    print(f"koloda: {text}", file=sys.stderr, flush=True)
    QMessageBox.warning(None, "Koloda", text)
    return 1


def bring_forward(window: Any) -> None:
    """Show ``window`` on top and focused (another ``koloda`` was started)."""
    if window.isMinimized():
        window.showNormal()
    window.show()
    window.raise_()
    window.activateWindow()
    announce("brought forward")


def quit_on_signal(window: Any, signum: int) -> None:
    """Quit as Game > Quit does, without its question (the player asked from the terminal, or
    the system is shutting down): the window's close path saves the game in progress.

    When a dialog runs its own event loop (a question, a file chooser), leaving that loop would
    answer the dialog (a "No" to "Resume your game?" forgets the autosave), so the game is saved
    and the process ends at once instead; the AI helper follows it (ai_process.watch_parent)."""
    from PySide6.QtWidgets import QApplication

    from koloda.app.launch.quit_signals import exit_code

    code = exit_code(signum)
    announce(f"quitting on signal {signum}")
    app = QApplication.instance()
    if app is None:
        os._exit(code)
    if app.thread().loopLevel() > 1:
        window.saved_games.autosave(window.in_progress())
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # a closed terminal (SIGHUP) cannot be flushed
                stream.flush()
        os._exit(code)
    window.ask = lambda title, text: True
    window.close()
    app.exit(code)
