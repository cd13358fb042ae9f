"""Demo mode: every seat played by the AI on the table, optionally quitting after N rounds.

``--deck``, ``--language`` and ``--statistics`` make the demo a check of a frozen build (the
smoke test, packaging/smoke.sh): an SVG deck is loaded and a card drawn from it, a language's
translation is installed and used, the Statistics window draws its plots (pyqtgraph, numpy);
each says so on stdout ("demo: deck atlas: ...") or fails the demo (exit 1)."""

from __future__ import annotations

import random
import sys
import traceback
from types import TracebackType
from typing import Any

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from koloda.app.launch.application import application
from koloda.app.window.main_window import MainWindow
from koloda.match import MatchConfig, MatchResult, default_names, plays_series
from koloda.rules import games


def demo_config(game: str, players: int, seed: int, rounds: int) -> MatchConfig:
    """All seats AI at level normal; a Rooster match long enough for ``rounds`` games."""
    return MatchConfig(
        game=game,
        players=players,
        levels=["normal"] * players,
        seed=seed,
        human_seat=None,
        names=default_names(players, None),
        match_games=max(1, min(rounds, 99)) if plays_series(game) else 1,
    )


class DemoCheckError(Exception):
    """A check of the demo's --deck or --language failed (a damaged build)."""


def _drawn(image: Any) -> bool:
    """Whether an image has visible pixels of more than one colour."""
    colours = {image.pixel(x, y) for x in range(0, image.width(), 7)
               for y in range(0, image.height(), 7)}  # fmt: skip
    return len(colours) > 2


class Demo:
    """Runs demo matches in a window; exits the event loop after ``quit_after`` rounds."""

    def __init__(
        self,
        app: QApplication,
        game: str | None,
        players: int | None,
        quit_after: int | None,
        seed: int | None = None,
        speed: str = "fast",
        statistics: bool = False,
    ) -> None:
        self.app = app
        self.statistics = statistics
        self.rng = random.Random(seed)
        known = [
            g
            for g, info in sorted(games().items())
            if players is None or info.min_players <= players <= info.max_players
        ]
        if game is None and not known:
            raise ValueError(f"no game is for {players} players")
        self.game = game or self.rng.choice(known)
        info = games()[self.game]
        self.players = players or self.rng.randint(info.min_players, min(info.max_players, 4))
        self.quit_after = quit_after
        self.rounds = 0
        self.exit_code = 0
        self.window = MainWindow(demo=True, speed=speed)
        self.window.roundCount.connect(self._on_round)
        self.window.controller.gameOver.connect(self._on_game_over)
        self.window.controller.error.connect(self._on_error)

    def start(self) -> None:
        self.window.resize(1280, 800)
        self.window.show()
        self._new_match()

    def _new_match(self) -> None:
        left = (self.quit_after or 5) - self.rounds
        config = demo_config(self.game, self.players, self.rng.randrange(2**31), left)
        self.window.start_match(config)
        seed, title = config.seed, self.window.windowTitle()  # the title in the window's language
        print(f"demo: {self.game}, {self.players} players, seed {seed}: {title}", flush=True)

    def _on_round(self, n: int) -> None:
        self.rounds += 1
        print(f"demo: round {self.rounds} done", flush=True)
        if self.quit_after is not None and self.rounds >= self.quit_after:
            if self.statistics:
                self.show_statistics()
            self.finish(0)

    def use_look(self, deck: str | None, language: str | None) -> None:
        """Play with ``deck`` and in ``language``; each checked at once (DemoCheckError)."""
        from dataclasses import replace

        # the settings applied below keep the speed asked for (the saved one, normal by
        # default, made "--speed off" a round of about a minute of animations)
        settings = replace(self.window.settings, animation_speed=self.window.player.speed)
        if deck is not None:
            settings = replace(settings, card_deck=deck)
            if deck != "koloda":  # an SVG deck of resources/cards: its file, QtSvg, the plugin
                from koloda.app.table.decks import DeckError, load_deck

                try:
                    card = load_deck(deck).render("QS", 120)
                except DeckError as e:
                    raise DemoCheckError(f"deck {deck}: {e}") from None
                if not _drawn(card):
                    raise DemoCheckError(f"deck {deck}: the queen of spades drew nothing")
                print(f"demo: deck {deck}: SVG loaded, QS drawn {card.width()}x{card.height()}")
        if language is not None:
            settings = replace(settings, language=language)
        self.window.player.apply(settings)
        if language is not None and language != "en":
            from PySide6.QtCore import QCoreApplication

            from koloda.app.table.names import cards_text

            said = QCoreApplication.translate("MainWindow", "Choose a game to play.")
            if said == "Choose a game to play.":
                raise DemoCheckError(f"language {language}: the translation is not installed")
            counted = cards_text(2)  # a numerus form of the .qm (issue 36)
            if "card" in counted:
                raise DemoCheckError(f"language {language}: no plural forms ({counted!r})")
            print(f"demo: language {language}: {said} {counted}", flush=True)

    def show_statistics(self) -> None:
        """Open the Statistics window and draw it; its plots must be there."""
        import pyqtgraph as pg  # type: ignore[import-untyped]

        window = self.window.show_statistics()
        self.app.processEvents()
        picture = window.grab()
        plots = window.findChildren(pg.PlotWidget)
        if not plots or picture.isNull():
            self.fail("the Statistics window has no plots")
            return
        print(f"demo: statistics: {len(plots)} plots drawn", flush=True)
        window.close()

    def _on_game_over(self, result: MatchResult) -> None:
        if self.quit_after is not None and self.rounds >= self.quit_after:
            return
        QTimer.singleShot(300, self._new_match)  # the demo goes on with a fresh match

    def _on_error(self, message: str) -> None:
        print(f"demo: {message}", file=sys.stderr, flush=True)

    def fail(self, message: str) -> None:
        print(f"koloda demo: error: {message}", file=sys.stderr, flush=True)
        self.finish(1)

    def finish(self, code: int) -> None:
        self.exit_code = code or self.exit_code
        self.window.controller.shutdown()
        self.app.exit(self.exit_code)


def run_demo(
    game: str | None,
    players: int | None,
    quit_after: int | None,
    seed: int | None = None,
    speed: str = "fast",
    timeout_s: float | None = None,
    deck: str | None = None,
    language: str | None = None,
    statistics: bool = False,
) -> int:
    """Play a demo; returns the process exit code (0, or 1 with a message on any error)."""
    if game is not None and game not in games():
        known = ", ".join(sorted(games()))
        print(f"koloda: unknown game {game!r} (games: {known})", file=sys.stderr)
        return 2
    if players is not None and game is not None:
        info = games()[game]
        if not info.min_players <= players <= info.max_players:
            print(
                f"koloda: {info.title} is for {info.min_players}-{info.max_players} players",
                file=sys.stderr,
            )
            return 2
    if (
        players is not None
        and game is None
        and not any(i.min_players <= players <= i.max_players for i in games().values())
    ):
        print(f"koloda: no game is for {players} players (2-6)", file=sys.stderr)
        return 2
    if quit_after is not None and quit_after < 1:
        print("koloda: --quit-after needs a number of rounds of at least 1", file=sys.stderr)
        return 2
    app = application()
    try:
        demo = Demo(app, game, players, quit_after, seed, speed, statistics)
        demo.use_look(deck, language)
    except DemoCheckError as e:
        print(f"koloda demo: error: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # e.g. a damaged installation: say so and fail
        traceback.print_exc()
        print(f"koloda demo: error: cannot open the table: {e}", file=sys.stderr)
        return 1
    old_hook = sys.excepthook

    def hook(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
        traceback.print_exception(kind, value, tb)
        demo.fail(f"{kind.__name__}: {value}")

    sys.excepthook = hook
    try:
        if timeout_s:
            QTimer.singleShot(int(timeout_s * 1000), lambda: demo.fail("timed out"))
        demo.start()
        code = app.exec()
    finally:
        sys.excepthook = old_hook
    demo.window.close()
    return demo.exit_code or code
