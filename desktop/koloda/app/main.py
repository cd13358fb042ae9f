"""``koloda`` (no arguments) opens the app; ``koloda --demo ...`` plays a demo."""

from __future__ import annotations

import argparse
import multiprocessing
import sys

SPEEDS = ("off", "fast", "normal", "slow")


class _VersionAction(argparse.Action):
    """``--version``: the version is read only when asked for (it costs ~35 ms at start)."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, argparse.SUPPRESS, nargs=0, help="show the version")

    def __call__(self, parser: argparse.ArgumentParser, *args: object) -> None:
        from koloda import __version__

        print(f"koloda {__version__}")
        parser.exit()


def _parser() -> argparse.ArgumentParser:
    from koloda.rules import games

    parser = argparse.ArgumentParser(
        prog="koloda",
        description="Ryadky, Chuvash Rooster and Ditch Rummy against computer opponents. "
        "Other commands: koloda engine | arena | bench.",
    )
    parser.add_argument("--version", action=_VersionAction)
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


def main(argv: list[str]) -> int:
    """Run the app (or the demo) and return the exit code."""
    # A frozen app's AI helper process (worker.py) starts as this executable: let it run there.
    multiprocessing.freeze_support()
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
    from koloda.app.system_check import qt_start_problem

    if problem := qt_start_problem():  # a missing library or display: say which, plainly
        print(problem, file=sys.stderr)
        return 1
    if args.demo:
        from koloda.app.demo import run_demo

        return run_demo(
            args.game, args.players, args.quit_after, args.seed, args.speed or "fast", args.timeout
        )
    return run_app(args.speed)


def run_app(speed: str | None = None) -> int:
    """The app; ``speed`` overrides the animation speed of the settings for this run."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from koloda.app.window.main_window import MainWindow, app_icon

    app = QApplication.instance() or QApplication(["koloda"])
    assert isinstance(app, QApplication)
    app.setApplicationName("Koloda")
    app.setOrganizationName("Koloda")
    app.setWindowIcon(app_icon())
    window = MainWindow(speed=speed)  # loads the settings (and installs their language)
    window.resize(1280, 800)
    from koloda.app.bench import FirstPaintReporter, wants_first_paint_report

    if wants_first_paint_report():  # koloda bench --ui timing this start-up
        FirstPaintReporter(window, app)
    else:
        # once the window is up: say what was wrong with a settings file, offer the autosave
        QTimer.singleShot(0, window.show_notices)
        QTimer.singleShot(0, window.offer_resume)
    window.show()
    return int(app.exec())
