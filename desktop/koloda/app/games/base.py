"""The table kit: everything the app knows about one game, behind one small interface.

The table, the window and the log are generic; they take a kit and ask it what the game's
public state means on screen: how it is cleaned and laid out, where cards may be dropped, what
its buttons are, how its moves and events read, and how its round summary looks. Legality
stays with ``koloda.rules``: a kit only turns gestures into action strings and looks them up
in the observation's ``legal`` list.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from koloda.app.table.clean import as_int
from koloda.app.table.game import Area, ButtonSpec, PopupSpec
from koloda.app.table.names import english_plural

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from koloda.app.table.layout import TableBuilder


COMMON_POPUPS = {
    "score": PopupSpec("{v:+d}", "#ffe066", signed=True),
    "game_end": PopupSpec(QT_TRANSLATE_NOOP("Table", "Game over"), "#ffffff"),
}


def hint_words(text: str) -> str:
    """A hint's words (marked with QT_TRANSLATE_NOOP("Hint", ...)) in the installed language."""
    return QCoreApplication.translate("Hint", text)


@dataclass(frozen=True)
class Cell:
    """A summary cell with an icon of resources/icons (``rooster``) beside its text."""

    text: str
    icon: str = ""


SummaryCell = str | Cell


def tally_row(summary: dict[str, Any], key: str, older: str = "") -> list[int]:
    """One row of the round's breakdown as the rules count it (``GameState.round_breakdown``;
    zeros when the round had none); ``older`` is the row's key in summaries saved before the
    rules stated the breakdown themselves."""
    names = summary.get("names") or []
    tally = summary.get("tally") or {}
    row = tally.get(key) or (tally.get(older) if older else None) or []
    return [
        int(row[s]) if s < len(row) and isinstance(row[s], int) else 0 for s in range(len(names))
    ]


class OptionsBox(ABC):
    """The game's part of the New Game dialog: its options (docs/rules.md) and the match length."""

    widget: QWidget

    @abstractmethod
    def options(self, players: int) -> dict[str, Any]:
        """The rules options chosen (only names the game's engine knows)."""

    def match_games(self) -> int:
        """Games in a match: 1 unless the game is played as a series (CR-13)."""
        return 1

    def players_changed(self, players: int, names: list[str]) -> None:
        """The player count or the names changed (e.g. to name the teams)."""
        return None


class TableKit(ABC):
    """One game's kit; ``koloda.app.games.kit(name)`` gives the registered one."""

    game: ClassVar[str]  # the rules registry's name (koloda.rules.games())
    order: ClassVar[int]  # place on the start screen, in menus and dialogs
    native_title: ClassVar[str] = ""  # the game's name in its own language
    multi_select: ClassVar[bool] = False  # a move may use several cards of the hand
    star_winners: ClassVar[bool] = True  # a round summary stars the round's winners
    popups: ClassVar[dict[str, PopupSpec]] = COMMON_POPUPS  # event kind -> label over the table
    # events that happen by themselves and are explained in a caption on the table as well
    caption_kinds: ClassVar[frozenset[str]] = frozenset()

    # ------------------------------------------------------------------ names

    @abstractmethod
    def title(self) -> str:
        """The game's name in the installed language."""

    @abstractmethod
    def blurb(self) -> str:
        """One or two sentences for the start screen."""

    @abstractmethod
    def opponents_label(self) -> str:
        """The settings' label for this game's opponent level (with a mnemonic)."""

    # ------------------------------------------------------------------ what the table shows

    @abstractmethod
    def clean_public(self, public: dict[str, Any], players: int) -> dict[str, Any]:
        """The game's ``public`` fields in their protocol shape (bad input repaired, never
        trusted); the generic fields (hands, stock, dealer) are cleaned already."""

    def clean_extras(self, obs: dict[str, Any]) -> dict[str, Any]:
        """Observation fields beyond the protocol's that the game's layout reads."""
        return {}

    def sort_hand(self, hand: list[str]) -> list[str]:
        """The viewer's hand in display order (default: as the engine sorts it, C-2)."""
        return list(hand)

    def stack_count(self, obs: dict[str, Any], seat: int) -> int | None:
        """The size of a seat's face-down stack beside its name plate; None: no stacks."""
        return None

    @abstractmethod
    def seat_lines(
        self, obs: dict[str, Any], seat: int, markers: list[tuple[str, str]]
    ) -> list[str]:
        """A seat plate's counts after "N cards"; appends (text, colour) marker pills."""

    @abstractmethod
    def lay_centre(self, b: TableBuilder) -> None:
        """Lay the game's zones in the centre of the table (stock, piles, melds) and the
        action bar's info line."""

    # ------------------------------------------------------------------ input

    @abstractmethod
    def targets(self, obs: dict[str, Any]) -> list[str]:
        """Every drop target id the table offers now (``pile``, ``attack:7S``, ``meld:2``)."""

    @abstractmethod
    def candidates(self, cards: list[str], target: str, legal: list[str]) -> list[str]:
        """The action strings a drop of ``cards`` (sorted, C-2) on ``target`` could mean, most
        specific first; the table plays the first one that is legal."""

    def buttons(self, legal: list[str]) -> list[ButtonSpec]:
        """Buttons for the legal actions that carry no card."""
        return []

    @abstractmethod
    def explain(self, obs: dict[str, Any], cards: list[str], target: str) -> str:
        """One short sentence on why a drop is not a legal move (wording only)."""

    def click(self, target: str, obs: dict[str, Any]) -> tuple[str | None, str]:
        """A place clicked without cards: the action it stands for (None) and what to say."""
        return None, ""

    @abstractmethod
    def hint_place(self, action: str) -> tuple[list[str], str]:
        """The hand cards a suggested action uses and the target it goes to."""

    # ------------------------------------------------------------------ the screen reader's table

    def centre_areas(self, obs: dict[str, Any], names: list[str], viewer: int | None) -> list[Area]:
        """The game's centre zones as a screen reader reads them, in Tab order (issue 28):
        every game has a stock; a kit adds its own piles, bouts and melds."""
        return [self.stock_area(obs)]

    def stock_area(self, obs: dict[str, Any], target: str | None = None) -> Area:
        n = max(0, as_int((obs.get("public") or {}).get("stock")))
        name = english_plural(QCoreApplication.translate("Access", "Stock, %n card(s)", None, n), n)
        label = QCoreApplication.translate("Access", "stock")
        return Area("stock", name, target=target, zone="stock", label=label)

    def legal_words(self, obs: dict[str, Any], names: list[str], viewer: int | None) -> list[str]:
        """Each legal action of ``obs`` as the log would say it of the viewer, with the key of
        its button when it has one ("You pass (P)")."""
        d = Describer(names, viewer, self)
        legal = [str(a) for a in obs.get("legal") or []]
        keys = {b.action: b.shortcut for b in self.buttons(legal)}
        public = obs.get("public") if isinstance(obs.get("public"), dict) else {}
        out = []
        for action in legal:
            words = d.action(viewer if viewer is not None else 0, action, public)
            out.append(f"{words} ({keys[action]})" if action in keys else words)
        return out

    # ------------------------------------------------------------------ words

    @abstractmethod
    def turn_hint(self, obs: dict[str, Any]) -> str:
        """What the human may do now, in one sentence, from the legal actions' kinds."""

    @abstractmethod
    def action_sentence(
        self, d: Describer, seat: int, kind: str, cards: list[str], n: int | None, public: Any
    ) -> str | None:
        """The log's sentence for one of the game's actions, or None for an unknown kind."""

    def event_sentence(self, d: Describer, event: dict[str, Any]) -> str | None:
        """The log's sentence for one of the game's named events, or None."""
        return None

    def move_sentences(self, d: Describer, events: list[dict[str, Any]]) -> list[str]:
        """Sentences for card moves worth saying on their own (a pick-up)."""
        return []

    # ------------------------------------------------------------------ hints (issue 27)

    def fact_clauses(self, d: Describer, fact: dict[str, Any]) -> list[str]:
        """What a move does under the rules, from its facts (``koloda.ai.reasons``, as JSON),
        in short clauses citing the rule ids; [] when the game words none."""
        return []

    def hint_outcome(self) -> str:
        """What a hint's chance is the chance of, after "this": "wins you the game"."""
        return QCoreApplication.translate("Hint", "wins you the game")

    # ------------------------------------------------------------------ rounds

    @abstractmethod
    def options_box(self, parent: QWidget) -> OptionsBox:
        """The New Game dialog's box of this game's options."""

    def progress_title(self) -> str:
        """The title of the statistics window's plot of the current match."""
        return QCoreApplication.translate("MainWindow", "Current match")

    def summary_headline(self, summary: dict[str, Any], head: str) -> str | None:
        """The game's own headline for a round summary, or None for the usual winners line."""
        return None

    def summary_table(self, summary: dict[str, Any]) -> tuple[list[str], list[list[SummaryCell]]]:
        """The round summary's columns after "Player", and one row of cells per seat: the
        round's own details (``summary_details``), its points and the running total."""
        points, totals = list(summary.get("points", [])), list(summary.get("totals", []))
        names, details = self.summary_details(summary)
        columns = [*names, self.round_column()]
        columns.append(QCoreApplication.translate("RoundSummaryDialog", "Total"))
        rows: list[list[SummaryCell]] = []
        for s, p in enumerate(points):
            extra = details[s] if s < len(details) else [""] * len(names)
            rows.append(
                [*extra, f"{p:+d}" if p else "0", str(totals[s]) if s < len(totals) else ""]
            )
        return columns, rows

    def summary_details(self, summary: dict[str, Any]) -> tuple[list[str], list[list[SummaryCell]]]:
        """Columns of what made each seat's points this round (a game's own breakdown), read
        from the summary's ``tally`` (the rules' ``round_breakdown``) and its ``table`` as it
        ended."""
        return [], []

    def round_title(self) -> str:
        """A round's name with its number as ``%s`` (the rules' ``Round.kind``: 'Deal %s')."""
        return QCoreApplication.translate("Summary", "Round %s")

    def next_round(self) -> str:
        """The round summary's button to the next round ('Next deal')."""
        return QCoreApplication.translate("RoundSummaryDialog", "Continue")

    def round_column(self) -> str:
        """The summary's column of this round's points."""
        return QCoreApplication.translate("RoundSummaryDialog", "This round")

    def result_detail(self) -> str:
        """The result screen's line under the headline."""
        return QCoreApplication.translate("ResultScreen", "%s: final totals.") % self.title()

    def result_column(self) -> str:
        """The result screen's column of match totals."""
        return QCoreApplication.translate("ResultScreen", "Total")

    # ------------------------------------------------------------------ statistics

    def loser_label(self) -> str:
        """For a game won by not being the loser (GameInfo.won_by, CR-12): the statistics
        table's column of the times the player was the loser; "" for a game won by points."""
        return ""

    def loser_note(self) -> str:
        """One sentence under the statistics table on what ``loser_label``'s column counts."""
        return ""


class Describer:
    """Turns actions and events into sentences, naming seats by the players' names; what a
    game's moves and events say comes from its kit."""

    def __init__(self, names: list[str], human_seat: int | None, kit: TableKit | None) -> None:
        self.names = names
        self.human_seat = human_seat
        self.kit = kit
        self.action_words: list[str] = []  # the action being described, split
        self.events: list[dict[str, Any]] = []  # all the events of that action

    def captions(self, events: list[dict[str, Any]]) -> list[str]:
        """The sentences of the events the table explains in a caption (the kit's
        ``caption_kinds``: a pile that goes to someone, cards lost to a 7 or a Q...)."""
        kinds = self.kit.caption_kinds if self.kit is not None else frozenset()
        lines = [self.event(e) for e in events if e.get("kind") in kinds]
        return [line[:1].upper() + line[1:] for line in lines if line]

    def who(self, seat: Any) -> str:
        if not isinstance(seat, int) or not 0 <= seat < len(self.names):
            return QCoreApplication.translate("GameLog", "someone")
        return self.names[seat]

    def whom(self, seat: Any) -> str:
        """The object form: 'you' for the human."""
        return (
            QCoreApplication.translate("GameLog", "you")
            if seat == self.human_seat
            else self.who(seat)
        )

    def say(self, seat: Any, third: str, second: str, **values: Any) -> str:
        """The sentence for ``seat``: ``second`` (addressed to 'you') for the human seat; both
        are marked with QT_TRANSLATE_NOOP("GameLog", ...) where they are written."""
        if seat == self.human_seat:
            return QCoreApplication.translate("GameLog", second).format(**values)
        return QCoreApplication.translate("GameLog", third).format(who=self.who(seat), **values)

    def action(self, seat: int, action: str, public: dict[str, Any] | None = None) -> str:
        """One sentence for an action string of the protocol."""
        words = action.split()
        if not words:
            return ""
        kind, rest = words[0], words[1:]
        cards = [w for w in rest if not w.isdigit()]
        number = next((int(w) for w in rest if w.isdigit()), None)
        sentence = None
        if self.kit is not None:
            sentence = self.kit.action_sentence(self, seat, kind, cards, number, public or {})
        return sentence if sentence is not None else f"{self.who(seat)}: {action}"

    def event(self, event: dict[str, Any]) -> str | None:
        """A sentence for a named event, or None for those the action's sentence already says."""
        line = self.kit.event_sentence(self, event) if self.kit is not None else None
        if line is None and event.get("kind") == "game_end":
            line = QCoreApplication.translate("GameLog", "the game is over")
        return line

    def lines(
        self,
        seat: int,
        action: str,
        events: list[dict[str, Any]],
        public: dict[str, Any] | None = None,
    ) -> list[str]:
        """Every sentence for one applied action (the action first, then its named events)."""
        out: list[str] = []
        if action:
            out.append(self.action(seat, action, public))
        self.action_words = action.split()  # what the events' sentences may refer to
        self.events = list(events)
        said = [line for line in map(self.event, events) if line]
        if self.kit is not None:
            said += self.kit.move_sentences(self, events)
        out.extend(line[:1].upper() + line[1:] for line in said)
        return out
