"""``koloda`` (no arguments) opens the app; ``koloda FILE.koloda`` opens it on that saved game
(or hands the file to the Koloda already running); ``koloda --demo ...`` plays a demo.

Exit codes: 0 done (or the file handed to the running Koloda), 1 Qt cannot start here or the
running Koloda does not answer, 2 a usage error: a bad option, or a FILE that is missing, a
folder, a named pipe or device, or unreadable (said in one sentence, nothing opened)."""

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

    *others, last = [info.title for info in games().values()]  # the registry's games
    listed = f"{', '.join(others)} and {last}" if others else last
    parser = argparse.ArgumentParser(
        prog="koloda",
        description=f"{listed} against computer opponents. "
        "Other commands: koloda engine | arena | bench.",
        epilog="Exit codes: 0 done, 1 Qt cannot start or the running Koloda does not answer, "
        "2 a bad option or a FILE that is not a readable regular file. A saved game named like "
        "a command opens as ./engine.",
    )
    parser.add_argument("--version", action=VersionAction)
    parser.add_argument(
        "file",
        nargs="?",
        metavar="FILE",
        help="a saved game (.koloda) to open; a Koloda already running opens it and comes forward",
    )
    parser.add_argument("--demo", action="store_true", help="every seat is played by the AI")
    parser.add_argument("--game", choices=sorted(games()), help="demo game")
    parser.add_argument("--players", type=int, help="demo player count")
    parser.add_argument(
        "--quit-after", type=int, metavar="N", help="demo: exit after N rounds (deals/games/hands)"
    )
    parser.add_argument("--seed", type=int, help="demo: seed for the shuffles")
    parser.add_argument("--speed", choices=SPEEDS, help="animation speed")
    parser.add_argument("--timeout", type=float, help="demo: fail after this many seconds")
    parser.add_argument(
        "--deck", choices=("koloda", "english", "atlas"), help="demo: the card deck (checked)"
    )
    parser.add_argument(
        "--language", choices=("en", "ru", "uk"), help="demo: the language (checked)"
    )
    parser.add_argument(
        "--statistics", action="store_true", help="demo: draw the Statistics window at the end"
    )
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
    demo_only = (args.game, args.players, args.quit_after, args.deck, args.language)
    if not args.demo and (any(demo_only) or args.statistics):
        print(
            "koloda: --game, --players, --quit-after, --deck, --language and --statistics go "
            "with --demo",
            file=sys.stderr,
        )
        return 2
    if args.demo and args.file:
        print("koloda: a saved game is opened without --demo", file=sys.stderr)
        return 2
    document = None
    if args.file is not None:
        from koloda.app.launch.documents import document_problem

        if problem := document_problem(args.file):
            print(f"koloda: {problem}", file=sys.stderr)
            return 2
        document = os.path.abspath(args.file)  # the running Koloda may have another folder
    if args.players is not None and args.players < 1:
        print("koloda: --players needs a positive number", file=sys.stderr)
        return 2
    if _qt_problem_said():
        return 1
    if args.demo:
        from koloda.app.tools.demo import run_demo

        return run_demo(
            args.game,
            args.players,
            args.quit_after,
            args.seed,
            args.speed or "fast",
            args.timeout,
            deck=args.deck,
            language=args.language,
            statistics=args.statistics,
        )
    return run_app(args.speed, document)


def run_app(speed: str | None = None, document: str | None = None) -> int:
    """The app; ``speed`` overrides the animation speed of the settings for this run;
    ``document`` (an absolute path) is opened at once, or handed to the running Koloda.

    One instance per user and data folder (a second ``koloda`` brings this window forward and
    exits 0); Ctrl+C, SIGTERM and SIGHUP quit like Game > Quit (exit 128 + the signal); an
    unexpected exception is logged under the data folder and shown (app/launch/crash.py)."""
    from PySide6.QtCore import QTimer

    from koloda.app.launch.application import application
    from koloda.app.launch.crash import CrashHandler
    from koloda.app.launch.file_open import FileOpenFilter
    from koloda.app.launch.quit_signals import SignalQuitter
    from koloda.app.launch.single_instance import Claim, SingleInstance
    from koloda.app.window.main_window import MainWindow, app_icon
    from koloda.store.paths import data_dir

    app = application()
    app.setApplicationName("Koloda")
    app.setOrganizationName("Koloda")
    app.setWindowIcon(app_icon())
    app.setDesktopFileName(DESKTOP_ID)  # Wayland and the taskbars match the window to its entry
    quitter = SignalQuitter(app)  # before anything slow: Ctrl+C during start-up quits too
    instance = SingleInstance(data_dir(), app)
    claim = instance.claim(document=document)
    if claim is not Claim.FIRST:
        quitter.uninstall()
        return _second_instance(claim)
    crash = CrashHandler(parent=app)
    crash.install()
    try:
        window = MainWindow(speed=speed)  # loads the settings (and installs their language)
        window.place_on_screen()  # as last closed, else fitted to the screen (issue 41)
        quitter.quitRequested.connect(lambda signum: quit_on_signal(window, signum))
        instance.activated.connect(lambda: bring_forward(window))
        instance.documentRequested.connect(lambda path: open_document(window, path))
        file_open = FileOpenFilter(app)  # macOS: Finder's double-click, the Dock
        file_open.fileOpened.connect(lambda path: open_document(window, path))
        app.installEventFilter(file_open)
        # once the window is up: say what was wrong with a settings file, offer the autosave,
        # then open the file given (after the resume question: nothing is dropped unasked)
        QTimer.singleShot(0, window.show_notices)
        QTimer.singleShot(0, lambda: start_with(window, document))
        if os.environ.get(ANNOUNCE_ENV) == "1":
            announce_play(window)
        # after them: "ready" comes once start-up is done (a resume question on screen)
        QTimer.singleShot(0, lambda: announce("ready"))
        window.show()
        return int(app.exec())
    finally:
        crash.uninstall()
        quitter.uninstall()
        instance.release()


DESKTOP_ID = "org.koloda.Koloda"  # packaging/linux/org.koloda.Koloda.desktop, the AppStream id
ANNOUNCE_ENV = "KOLODA_ANNOUNCE"


def announce(event: str) -> None:
    """With KOLODA_ANNOUNCE=1, print ``koloda: <event>`` ("ready", "brought forward",
    "forwarded", "opened PATH", "not opened PATH", "quitting on signal N") on stdout, for tests
    and scripts driving the app."""
    if os.environ.get(ANNOUNCE_ENV) == "1":
        with contextlib.suppress(OSError):  # a reader that went away must not stop the app
            print(f"koloda: {event}", flush=True)


def announce_play(window: Any) -> None:
    """With KOLODA_ANNOUNCE=1, what a test listening to the real app needs of its play, each
    with its ``time.monotonic()`` (one clock for every process on the machine): "move SEAT
    ACTION T" as a move is played, "cue NAME T" for every sound asked for (a card landing, a
    turn, a result; said whether heard or not), "played NAME T" for each the audio device got,
    "sound on T" / "sound off T" from Game > Sound or its key, "audio ready T" (or "audio
    none T") once the device is open (or is known to be missing), and "show KIND T" as a shuffle
    or a won round's or match's flourish begins (KIND shuffle, round or match)."""
    import time

    def say(text: str) -> None:
        announce(f"{text} {time.monotonic():.4f}")

    def moved(change: Any) -> None:
        if change.kind == "move" and change.action is not None:
            say(f"move {change.seat} {change.action}")

    def table(page: Any) -> None:
        page.table.shuffleStarted.connect(lambda _ms: say("show shuffle"))
        page.table.flourishStarted.connect(lambda kind, _ms: say(f"show {kind}"))

    window.controller.changed.connect(moved)
    window.sounds.asked.connect(lambda name: say(f"cue {name}"))
    window.sounds.played.connect(lambda name: say(f"played {name}"))
    window.sounds.ready.connect(lambda opened: say(f"audio {'ready' if opened else 'none'}"))
    window.commands.sound.toggled.connect(lambda on: say(f"sound {'on' if on else 'off'}"))
    window.gamePageMade.connect(table)


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


def start_with(window: Any, document: str | None) -> None:
    """The start-up questions: the autosaved game offered back; or, with a ``document`` (a file
    opened with Koloda), that file opened and the autosaved game kept in File > Open Recent,
    unasked (a question about another game before the file was a puzzle), and said after the
    file's own line."""
    window.offer_resume(document=bool(document))
    if document:
        open_document(window, document)
        kept = window.saved_games.kept_words
        if kept:
            window.say(kept, 15000)


def open_document(window: Any, path: str) -> bool:
    """Open a saved game handed from outside (command line, a second koloda, macOS) as File >
    Open does: asked first when a game is in progress, a bad file said in a message box with
    the current game left as it was. While a question or file chooser is open (its own event
    loop), the file waits until it is answered. Whether the file was opened."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is not None and app.thread().loopLevel() > 1:
        QTimer.singleShot(POLL_BUSY_MS, lambda: open_document(window, path))
        return False
    opened = bool(window.open_game(path))
    announce(f"{'opened' if opened else 'not opened'} {path}")
    return opened


POLL_BUSY_MS = 250


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
        window.saved_games.autosave(window.turns.in_progress())
        for stream in (sys.stdout, sys.stderr):
            with contextlib.suppress(Exception):  # a closed terminal (SIGHUP) cannot be flushed
                stream.flush()
        os._exit(code)
    window.ask = lambda title, text: True
    # closing the last window would quit with 0, which can come after exit(code) and win over
    # it (seen with a game in progress): only exit(code) ends the loop
    if isinstance(app, QApplication):
        app.setQuitOnLastWindowClosed(False)
    window.close()
    app.exit(code)
