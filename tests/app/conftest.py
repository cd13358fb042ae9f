"""Shared fixtures of the app tests.

Every app test runs with its own KOLODA_HOME (settings, saves and statistics in tmp_path, never
the real home) and answers Yes to the window's questions instead of blocking on a message box.
The table tests share explicit-deck positions (``positions``), a real table (``make_table``,
``show``, ``mouse``); the window tests a stand-in table that records what it is shown
(``stand_in_table``) and a driver that plays a whole match (``play_to_the_end``).
"""

from __future__ import annotations

import os
import random
import subprocess
import sys
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt, QTimer, Signal
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from koloda.app.games import TableKit, kit
from koloda.app.i18n import current_language, install_language
from koloda.app.launch.application import single_threaded_painting
from koloda.app.table.widget import TableWidget
from koloda.app.window.main_window import MainWindow
from koloda.rules import Action, Event, GameState, Observation, new_game, read_observation
from koloda.rules.cards import card_names, full_deck

NAMES = ["You", "Olena", "Taras", "Mykola", "Iryna", "Petro"]
LEVELS = ["", "easy", "normal", "hard", "hard", "easy"]

single_threaded_painting()  # as the app paints (before pytest-qt makes the QApplication)


@pytest.fixture(autouse=True)
def _english_after() -> Iterator[None]:
    """Each test starts in English whatever the one before installed: the language is the
    process's (its translators), and a window made with the default settings keeps it (a host
    run put "Sound off" in Russian under a test of the sound's words)."""
    yield
    if current_language() != "en":
        install_language("en")


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "koloda-home"
    monkeypatch.setenv("KOLODA_HOME", str(home))
    monkeypatch.setattr(MainWindow, "_ask_user", lambda self, title, text: True)
    return home


class Positions:
    """Explicit-deck games at positions the table tests start from (C-5: index 0 on top)."""

    names = NAMES
    levels = LEVELS

    @staticmethod
    def deck(first: list[str], size: int = 52) -> list[str]:
        """A full deck whose top cards are ``first``, the rest in sorted order."""
        return first + [c for c in card_names(full_deck(size)) if c not in first]

    def ryadky_after_lead(self) -> GameState:
        """Two players, seat 1 deals and leads KS (RY-2); seat 0 holds 2H 3C 4C 5C 7S 9S and
        must answer with a spade or a king (RY-3): only 7S and 9S are legal."""
        d = self.deck(["7S", "KS", "9S", "2D", "2H", "3D", "3C", "4D", "4C", "5D", "5C", "6D"])
        s = new_game("ryadky", 2, decks=[d], dealer=1)
        s.apply_text("play KS")
        return s

    def rooster_seat0_attacks(self) -> GameState:
        """Two players, 36 cards: seat 0 holds 6C (the lowest card) and attacks seat 1 (CR-3)."""
        top = ["6C", "7D", "8C", "9D", "8H", "TD", "9H", "JD", "TH", "QD", "JH", "KD"]
        return new_game("rooster", 2, decks=[self.deck(top, 36)], dealer=1)

    def ditch_seat0_to_play(self) -> GameState:
        """Two players; seat 0 starts (DR-1), draws 3 (DR-2) and holds 5S 6H 7D."""
        s = new_game("ditch", 2, decks=[self.deck(["5S", "6H", "7D", "KC", "2C"])], dealer=1)
        s.apply_text("draw 3")
        return s

    @staticmethod
    def before_a_penalty() -> tuple[GameState, random.Random, str]:
        """A 3-player Ryadky game (seeded random play), the random generator as it was then,
        and the move in it that costs the next player cards from the stack (RY-6b)."""
        for seed in range(40):
            s = new_game("ryadky", 3, seed=seed)
            rng = random.Random(seed)
            while not s.is_terminal():
                action = rng.choice(s.legal_strings())
                if any(e.kind == "penalty" and e.value for e in s.clone().apply_text(action)):
                    return s, rng, action
                s.apply_text(action)
        raise LookupError("no penalty in 40 seeded games")

    @staticmethod
    def midgame(game: str, players: int, seed: int, moves: int) -> GameState:
        """A real game advanced by seeded random legal moves, stopped on seat 0's turn if
        possible."""
        s = new_game(game, players, seed=seed)
        rng = random.Random(seed)
        for k in range(moves * 3):
            if s.is_terminal() or (k >= moves and s.to_move == 0):
                break
            s.apply_text(rng.choice(s.legal_strings()))
        return s


@pytest.fixture
def run_koloda() -> Callable[..., Any]:
    """Runs ``python -m koloda ARGS`` and returns it finished: offscreen Qt and this test's
    KOLODA_HOME unless ``env`` is given; ``timeout`` seconds at the most."""

    def run(*args: str, env: dict[str, str] | None = None, timeout: float = 240) -> Any:
        return subprocess.run(
            [sys.executable, "-m", "koloda", *args],
            env=env if env is not None else dict(os.environ, QT_QPA_PLATFORM="offscreen"),
            capture_output=True,
            text=True,
            timeout=timeout,
            check=False,
        )

    return run


@pytest.fixture
def positions() -> Positions:
    return Positions()


@pytest.fixture
def make_table(qtbot: Any) -> Callable[..., TableWidget]:
    """A shown table seated for ``game`` (animations off), the human at ``human``."""

    def make(
        game: str, players: int, size: tuple[int, int] = (1280, 800), human: int = 0
    ) -> TableWidget:
        t = TableWidget()
        qtbot.addWidget(t)
        t.resize(*size)
        t.show()
        qtbot.waitExposed(t)
        t.set_speed("off")
        t.start_game(kit(game), players, human, NAMES[:players], LEVELS[:players])
        return t

    return make


@pytest.fixture
def show(qtbot: Any) -> Callable[..., None]:
    """Show an observation (and events) on a table and wait until it has settled; one in its
    JSON form (``state.observation(seat)``, a hand-made position) is read as from a file."""

    def show_it(
        t: TableWidget, obs: Observation | dict[str, Any], events: list[Event] | None = None
    ) -> None:
        seen = obs if isinstance(obs, Observation) else read_observation(obs)
        with qtbot.waitSignal(t.animationsFinished, timeout=10_000):
            t.show_observation(seen, events or [])

    return show_it


class Mouse:
    """Real mouse gestures on a table's viewport."""

    @staticmethod
    def to_view(t: TableWidget, p: QPointF) -> QPoint:
        return t.view.mapFromScene(p)

    def drag(self, t: TableWidget, card: str, target_point: QPointF) -> None:
        """Press on the card, move past the drag distance in small steps, release over the
        target."""
        viewport = t.view.viewport()
        a = self.to_view(t, t.card_point(card))
        b = self.to_view(t, target_point)
        QTest.mousePress(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, a)
        d = QApplication.startDragDistance() + 3
        QTest.mouseMove(viewport, a + QPoint(d, -d))
        for k in range(1, 6):
            QTest.mouseMove(viewport, a + (b - a) * (k / 5))
        QTest.mouseRelease(viewport, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, b)

    def click(self, t: TableWidget, p: QPointF) -> None:
        QTest.mouseClick(
            t.view.viewport(),
            Qt.MouseButton.LeftButton,
            Qt.KeyboardModifier.NoModifier,
            self.to_view(t, p),
        )


@pytest.fixture
def mouse() -> Mouse:
    return Mouse()


class StandInTable(QWidget):
    """Records what the window shows it; 'animates' events for a few milliseconds."""

    actionChosen = Signal(object)
    animationsFinished = Signal()
    message = Signal(str)
    sound = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.started: list[tuple[Any, ...]] = []
        self.shown: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []
        self.thinking: list[int | None] = []
        self.speed = ""
        self._animating = False
        self.highlighted: list[str | None] = []
        self.glowing: str | None = None
        self.appearance: tuple[bool, str, str] | None = None
        self.captions: list[str] = []
        self.match_info = ""
        self.guidance = ""
        self.deck: str | None = None
        self.celebrations: list[tuple[str, list[int]]] = []
        self.deals_anew = 0

    def start_game(
        self,
        kit: TableKit,
        players: int,
        human_seat: int | None,
        names: list[str],
        levels: list[str],
    ) -> None:
        self.started.append((kit.game, players, human_seat, list(names), list(levels)))

    def show_observation(self, obs: Observation, events: list[Event]) -> None:
        self.shown.append((obs, events))
        if events:
            self._animating = True
            QTimer.singleShot(2, self._done)

    def _done(self) -> None:
        self._animating = False
        self.animationsFinished.emit()

    def set_speed(self, speed: str) -> None:
        self.speed = speed

    def deal_anew(self) -> None:
        self.deals_anew += 1

    def celebrate(
        self, kind: str, seats: list[int], then: Callable[[], None] | None = None
    ) -> None:
        self.celebrations.append((kind, list(seats)))
        if then is not None:
            then()

    def show_caption(self, text: str, to_read: bool = False) -> int:
        self.captions.append(text)
        return 0

    def set_match_info(self, text: str) -> None:
        self.match_info = text

    def set_guidance(self, text: str) -> None:
        self.guidance = text

    def hide_caption(self, text: str) -> None:
        self.captions = [c for c in self.captions if c != text]

    def is_animating(self) -> bool:
        return self._animating

    def set_thinking(self, seat: int | None) -> None:
        self.thinking.append(seat)

    def highlight_action(self, action: str | None) -> None:
        self.highlighted.append(action)
        self.glowing = action

    def set_appearance(
        self,
        four_colour: bool,
        back: str,
        table_colour: str,
        deck: str | None = None,
        *,
        high_contrast: bool = False,
        large_cards: bool = False,
        surface: str = "felt",
    ) -> None:
        self.appearance = (four_colour, back, table_colour)
        self.deck = deck
        self.low_vision = (high_contrast, large_cards)
        self.surface = surface


@pytest.fixture
def stand_in_table() -> type[StandInTable]:
    return StandInTable


def _card_move(legal: Sequence[Action]) -> Action:
    return next((a for a in legal if a.kind in ("play", "lead", "cover")), legal[0])


@pytest.fixture
def play_to_the_end(qtbot: Any) -> Callable[..., None]:
    """The human plays a card move at every turn until the match is over (``before_move`` is
    called before each of the human's moves)."""

    def play(window: MainWindow, before_move: Callable[[], Any] | None = None) -> None:
        while not window.controller.is_finished():

            def ready() -> bool:
                if window.game_page.summary_dialog is not None:
                    window.game_page.summary_dialog.accept()
                return window.controller.is_human_turn() or window.controller.is_finished()

            qtbot.waitUntil(ready, timeout=60_000)
            if window.controller.is_finished():
                break
            if before_move is not None:
                before_move()
            window.table.actionChosen.emit(_card_move(window.controller.observation().legal))

    return play


@pytest.fixture
def make_active_window(qtbot: Any) -> Any:
    """Makes real windows at 1280x800 that have the keyboard, opponents quick and easy to
    wait for (the keyboard and session tests, issue 34), one after another as a person
    restarts Koloda (each reads the settings the last one kept)."""
    from koloda.app.play.controller import GameController

    made: list[MainWindow] = []

    def make() -> MainWindow:
        controller = GameController(ai_pause_ms=0, budget_scale=0.05, ai_process=False)
        window = MainWindow(speed="off", controller=controller, persist=True)
        qtbot.addWidget(window)
        window.resize(1280, 800)
        window.show()
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown()


@pytest.fixture
def active_window(make_active_window: Any) -> MainWindow:
    """A real window at 1280x800 that has the keyboard (``make_active_window``)."""
    window: MainWindow = make_active_window()
    return window
