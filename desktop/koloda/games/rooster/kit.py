"""Chuvash Rooster on the table: the bout in the middle (attack cards with their covers), the
stock and the discard, the attacker's and defender's markers, and how leads, covers, takes and
throw-ins (CR-4..CR-12) read in the log and on screen."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QFormLayout, QGroupBox, QSpinBox, QWidget

from koloda.app.games.base import (
    COMMON_POPUPS,
    Cell,
    OptionsBox,
    SummaryCell,
    TableKit,
    Voice,
    hint_words,
)
from koloda.app.games.counts import hint_counts
from koloda.app.games.words import log_cards
from koloda.app.i18n import display_name
from koloda.app.table.game import NEGATIVE, Area, AreaItem, ButtonSpec, PopupSpec, stock_area
from koloda.app.table.layout import CARD_RATIO, MARGIN, PILE_SCALES, TableBuilder
from koloda.app.table.names import RANKS, plurals, pretty_card
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.games.rooster.kit_series import series_clause, series_outcome, series_sentence
from koloda.games.rooster.view import RoosterView
from koloda.match import RoundSummary
from koloda.rules import Action, Event, Observation, Refusal, TableView
from koloda.rules.cards import card_name, parse_card
from koloda.rules.observation import as_int

GAME = "rooster"
MATCH_GAMES = 5  # CR-13 gives no length: the app plays five games by default
BOUT_DX, BOUT_DY = 0.3, 0.26  # a cover lies over its attack card, shifted so both read
PILE_FIT_PAIRS = 3  # the bout the piles make room for (most bouts have one to three pairs)


class RoosterOptions(OptionsBox):
    """CR-13: a match is a series of games."""

    def __init__(self, parent: QWidget) -> None:
        self.widget = box = QGroupBox(
            QCoreApplication.translate("NewGameDialog", "Chuvash Rooster options"), parent
        )
        self.games = QSpinBox()
        self.games.setRange(1, 20)
        self.games.setValue(MATCH_GAMES)
        self.games.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Games in the match")
        )
        form = QFormLayout(box)
        form.addRow(QCoreApplication.translate("NewGameDialog", "Games in the match:"), self.games)

    def options(self, players: int) -> dict[str, Any]:
        return {}

    def match_games(self) -> int:
        return self.games.value()

    def restore(self, options: dict[str, Any], match_games: int) -> None:
        self.games.setValue(match_games)  # CR-13


class RoosterKit(TableKit):
    game = GAME
    order = 2
    native_title = "Чуваський півень"
    multi_select = True  # a lead is one or more cards of one suit (CR-4)
    star_winners = False  # a game has one loser, the rooster (CR-12), not winners
    caption_kinds = frozenset({"player_out"})
    popups: ClassVar[dict[str, PopupSpec]] = {
        **COMMON_POPUPS,
        "take": PopupSpec(QT_TRANSLATE_NOOP("Table", "Takes"), NEGATIVE),
        "player_out": PopupSpec(QT_TRANSLATE_NOOP("Table", "Out!"), "#9be38f"),
        "pass": PopupSpec(QT_TRANSLATE_NOOP("Table", "Pass"), "#ffffff"),
    }

    def title(self) -> str:
        return QCoreApplication.translate("Games", "Chuvash Rooster")

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "Games",
            "Attack and defend without trumps: spades beat hearts beat diamonds beat clubs. "
            "Whoever is left holding cards is the rooster.",
        )

    def opponents_label(self) -> str:
        return QCoreApplication.translate("SettingsDialog", "Opponents in Chuvash R&ooster:")

    def match_length(self, options: Mapping[str, Any], match_games: int) -> str:
        """The series' games (CR-13)."""
        return plurals().match_of_games(match_games)

    # ------------------------------------------------------------------ the table

    def sort_hand(self, hand: list[str]) -> list[str]:
        """By suit, then rank: a lead is cards of one suit (CR-4), so they sit together."""
        return sorted(hand, key=lambda c: ("CDHS".index(c[1]), RANKS.index(c[0])))

    def seat_lines(self, obs: Observation, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        view = RoosterView.of(obs)
        finished = view.finished
        if seat in finished:  # CR-10
            n = finished.index(seat) + 1
            markers.append((QCoreApplication.translate("Table", "out #{n}").format(n=n), "#2e7d32"))
        elif view.attacker == seat:
            markers.append((QCoreApplication.translate("Table", "attacks"), "#c0562b"))
        elif view.defender == seat:
            if view.taking:
                markers.append((QCoreApplication.translate("Table", "takes"), "#9c2432"))
            else:
                markers.append((QCoreApplication.translate("Table", "defends"), "#2b5fa8"))
        if obs.result is not None and obs.result.get("loser") == seat:  # CR-12
            markers.append((QCoreApplication.translate("Table", "rooster!"), "#9c2432"))
        return []

    def lay_centre(self, b: TableBuilder) -> None:
        """The stock on the left, the discard on the right, the bout between them: each attack
        card with its cover lying over it, in one row or two."""
        c, view = b.centre, RoosterView.of(b.obs)
        table = view.table
        # the bout's cards are what the players read: the stock and discard (only counts)
        # give up to 45% of their width before a bout of three pairs would shrink below 85%
        # of a hand card (chosen by the window alone, so the piles keep their size in a bout)
        for scale in PILE_SCALES:
            pile = b.cw * scale
            area = QRectF(c.left() + MARGIN + pile * 1.3, c.top(), 0.0, c.height())
            area.setRight(c.right() - MARGIN - pile * 1.3)
            if self._bout_grid(area, PILE_FIT_PAIRS, b.cw)[0] >= 0.85 * b.cw:
                break
        w, per_row, rows = self._bout_grid(area, len(table), b.cw)
        cy, _stock_at = b.lay_stock(pile)
        disc_at = QPointF(c.right() - MARGIN - pile, cy)
        b.lay_pile_of_backs(
            "discard",
            view.discard,
            disc_at,
            pile,
            QCoreApplication.translate("Table", "discard {n}").format(n=view.discard),
        )
        b.out.targets.pop("stock", None)
        b.out.targets.pop("discard", None)
        b.out.targets["table"] = area
        dx, dy = BOUT_DX, BOUT_DY
        h = w * CARD_RATIO
        pair_w, pair_h = w * (1 + dx), h * (1 + dy)
        total_h = rows * pair_h + (rows - 1) * 10
        y0 = area.center().y() - total_h / 2
        for r in range(rows):
            row = table[r * per_row : (r + 1) * per_row]
            width = len(row) * pair_w + max(0, len(row) - 1) * w * 0.2
            x = area.center().x() - width / 2
            y = y0 + r * (pair_h + 10)
            for i, (attack, cover) in enumerate(row):
                b.add("table", attack, True, QPointF(x, y), w, 30 + i * 2)
                if cover:
                    b.add("table", cover, True, QPointF(x + w * dx, y + h * dy), w, 31 + i * 2)
                else:
                    b.out.targets[f"attack:{attack}"] = QRectF(x, y, w, h)
                x += pair_w + w * 0.2
        b.out.anchors["table"] = (QPointF(area.center().x() - w / 2, y0), w)
        if not table:
            b.caption(
                QRectF(area.left(), area.center().y() - 9, area.width(), 18),
                QCoreApplication.translate("Table", "table"),
            )
        b.info(self._bout_line(b))

    @staticmethod
    def _bout_grid(area: QRectF, pairs: int, cw: float) -> tuple[float, int, int]:
        """The bout's card width, pairs per row and rows for ``pairs`` pairs in ``area``: one
        row, a little smaller if need be, else two rows, shrunk if even that is not enough."""
        n = max(1, pairs)
        step = 1 + BOUT_DX + 0.2  # a pair and the gap after it, in card widths
        fit_one = (area.width() + 0.2 * cw) / (n * step)
        if fit_one >= 0.6 * cw or n == 1:
            return min(cw, fit_one), n, 1
        per_row = (n + 1) // 2
        w = min(cw, (area.width() + 0.2 * cw) / (per_row * step))
        w = min(w, (area.height() - 10) / (2 * (1 + BOUT_DY) * CARD_RATIO))
        return w, per_row, 2

    @staticmethod
    def _bout_line(b: TableBuilder) -> str:
        return RoosterKit.bout_line(
            RoosterView.of(b.obs), b.seats.names, b.viewer if b.seats.human else None
        )

    @staticmethod
    def bout_line(view: RoosterView, names: list[str], you: int | None) -> str:
        """Who attacks whom in the bout on the table (CR-3, CR-9), addressed to the player."""
        a, d = view.attacker, view.defender
        if a is None or d is None or max(a, d) >= len(names):
            return ""
        taking = view.taking
        if a == you:
            line = (
                QCoreApplication.translate("Table", "You attack, {d} takes")
                if taking
                else QCoreApplication.translate("Table", "You attack, {d} defends")
            )
        elif d == you:
            line = (
                QCoreApplication.translate("Table", "{a} attacks, you take")
                if taking
                else QCoreApplication.translate("Table", "{a} attacks, you defend")
            )
        else:
            line = (
                QCoreApplication.translate("Table", "{a} attacks, {d} takes")
                if taking
                else QCoreApplication.translate("Table", "{a} attacks, {d} defends")
            )
        return line.format(a=names[a], d=names[d])

    # ------------------------------------------------------------------ input

    def targets(self, obs: Observation) -> list[str]:
        out = ["table"]
        for attack, cover in RoosterView.of(obs).table:
            if cover is None:
                out.append(f"attack:{attack}")
        return out

    def centre_areas(self, obs: Observation, names: list[str], viewer: int | None) -> list[Area]:
        """The bout (each attack card with its cover, or waiting for one: the place a cover
        goes, CR-5), then the stock and the discard (CR-9)."""
        view = RoosterView.of(obs)
        items = []
        for attack, cover in view.table:
            if cover:
                text = QCoreApplication.translate("Access", "{a} covered by {c}").format(
                    a=pretty_card(attack), c=pretty_card(cover)
                )
                items.append(AreaItem(text, None))
            else:
                text = QCoreApplication.translate("Access", "{a}, not covered")
                items.append(AreaItem(text.format(a=pretty_card(attack)), f"attack:{attack}"))
        line = self.bout_line(view, names, viewer)
        if items:
            body = "; ".join(i.name for i in items)
            name = QCoreApplication.translate("Access", "Table: {cards}").format(cards=body)
        else:
            name = QCoreApplication.translate("Access", "Table, empty")
        if line:
            name = f"{name}. {line}"
        return [
            Area(
                "table",
                name,
                tuple(items),
                "table",
                "table",
                QCoreApplication.translate("Access", "the table"),
            ),
            stock_area(obs),
            Area("discard", plurals().discard(view.discard), zone="discard"),
        ]

    def candidates(self, cards: list[str], target: str, legal: list[Action]) -> list[Action]:
        body = tuple(map(parse_card, cards))
        one = len(body) == 1
        if target.startswith("attack:") and one:
            # an attack card lies on the table: a thrower who drops a card on it means the
            # table (CR-7), the defender means a cover (CR-5)
            return [Action("cover", (parse_card(target[7:]), *body)), Action("throw", body)]
        if target != "table":
            return []
        out = [Action("lead", body)]
        if one:
            out.append(Action("throw", body))
            # a single card dropped on the table may cover when exactly one cover uses it
            covers = [a for a in legal if a.kind == "cover" and a.cards[1:] == body]
            if len(covers) == 1:
                out.append(covers[0])
        return out

    def buttons(self, legal: list[Action]) -> list[ButtonSpec]:
        out = []
        if Action("take") in legal:
            out.append(
                ButtonSpec(
                    Action("take"),
                    QCoreApplication.translate("Table", "Take"),
                    QCoreApplication.translate("Table", "Pick up every card on the table"),
                    "T",
                )
            )
        if Action("pass") in legal:
            out.append(
                ButtonSpec(
                    Action("pass"),
                    QCoreApplication.translate("Table", "Pass"),
                    QCoreApplication.translate("Table", "Throw in nothing more"),
                    "P",
                )
            )
        return out

    def refusal_words(self, refusal: Refusal, obs: Observation) -> str:
        code, cards = refusal.code, refusal.cards
        if code == "does_not_beat" and len(cards) == 2:  # CR-1
            return QCoreApplication.translate("Table", "{c} does not beat {a}.").format(
                c=pretty_card(card_name(cards[0])), a=pretty_card(card_name(cards[1]))
            )
        if code == "not_defender":  # CR-5
            return QCoreApplication.translate("Table", "Only the defender covers attack cards.")
        if code == "lead":  # CR-4
            return QCoreApplication.translate(
                "Table", "A lead is cards of one suit, no more than the defender holds."
            )
        if code == "throw_rank":  # CR-7
            return QCoreApplication.translate(
                "Table", "You may throw in only a card whose rank is on the table."
            )
        if code in ("cover_which", "not_uncovered", "cover_shape"):  # CR-5
            return QCoreApplication.translate(
                "Table", "Drop your card on the attack card it beats."
            )
        if code == "take_or_pass":  # CR-5
            return QCoreApplication.translate("Table", "You may only take or pass now.")
        return super().refusal_words(refusal, obs)

    def off_target(self, obs: Observation, cards: list[str], target: str) -> str:
        """Several cards dropped on an attack card: they mean what they would on the table
        (CR-4, CR-7), as a thrower's card dropped there does."""
        if target == "table":
            return super().off_target(obs, cards, target)
        return self.explain(obs, cards, "table")

    def hint_place(self, action: Action) -> tuple[list[str], str]:
        cards = [card_name(c) for c in action.cards]
        if action.kind == "cover" and len(cards) == 2:  # CR-5: the cover goes onto its attack card
            return cards[1:], f"attack:{cards[0]}"
        return cards, "table" if action.kind in ("lead", "throw") else ""

    # ------------------------------------------------------------------ words

    def turn_hint(self, obs: Observation) -> str:
        kinds = {a.kind for a in obs.legal}
        if "lead" in kinds:
            return QCoreApplication.translate(
                "Status", "Your turn to attack: lead one or more cards of one suit."
            )
        if "cover" in kinds:
            return QCoreApplication.translate(
                "Status",
                "You defend: cover each card with a higher one of its suit or an equal or "
                "higher one of a higher suit, or take.",
            )
        if "take" in kinds:
            return QCoreApplication.translate("Status", "You cannot cover: take the cards.")
        if "throw" in kinds:
            return QCoreApplication.translate(
                "Status", "You may throw in a card of a rank on the table, or pass."
            )
        return QCoreApplication.translate("Status", "Your turn.")

    def action_sentence(
        self,
        d: Voice,
        seat: int,
        kind: str,
        cards: list[str],
        n: int | None,
        public: TableView | None,
    ) -> str | None:
        shown = d.cards(cards)
        if kind == "lead":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} leads {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You lead {cards}"),
                cards=shown,
            )
        if kind == "cover" and len(cards) == 2:
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} covers {attack} with {cover}"),
                QT_TRANSLATE_NOOP("GameLog", "You cover {attack} with {cover}"),
                attack=pretty_card(cards[0]),
                cover=pretty_card(cards[1]),
            )
        if kind == "take":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} says “take”"),
                QT_TRANSLATE_NOOP("GameLog", "You say “take”"),
            )
        if kind == "throw":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} throws in {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You throw in {cards}"),
                cards=shown,
            )
        if kind == "pass":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} passes"),
                QT_TRANSLATE_NOOP("GameLog", "You pass"),
            )
        return None

    def event_sentence(self, d: Voice, event: Event) -> str | None:
        kind = event.kind
        if kind == "bout_end":  # CR-9: beaten off, or the defender picks up (said by the move)
            if not event.value:
                return None  # "… picks up 3 cards" follows: "бито" here said the opposite
            return QCoreApplication.translate("GameLog", "all beaten: the cards are discarded")
        if kind == "player_out":  # CR-10
            return d.say(
                event.seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} is out"),
                QT_TRANSLATE_NOOP("GameLog", "you are out"),
            )
        return None

    def move_sentences(self, d: Voice, events: list[Event]) -> list[str]:
        """A defender picking up the table (CR-9): one sentence per pick-up, however many card
        moves it took."""
        lines: dict[str, None] = {}
        for event in events:
            dst = event.dst
            if event.kind != "move" or event.src != "table":
                continue
            if not dst.startswith("hand:") or not dst[5:].isdigit():
                continue
            line = d.say(
                int(dst[5:]),
                QT_TRANSLATE_NOOP("GameLog", "{who} picks up {n}"),
                QT_TRANSLATE_NOOP("GameLog", "you pick up {n}"),
                n=log_cards(len(event.cards)),
            )
            lines[line] = None
        return list(lines)

    # ------------------------------------------------------------------ rounds

    def fact_clauses(self, d: Voice, fact: dict[str, Any]) -> list[str]:
        """A Chuvash Rooster move's facts (koloda.games.rooster.reasons.RoosterFacts) in clauses."""

        kind, cards = fact.get("kind"), [str(c) for c in fact.get("cards") or []]
        out: list[str] = []
        if kind == "cover" and len(cards) == 2:
            text = (
                hint_words(QT_TRANSLATE_NOOP("Hint", "it beats {a}: the same suit, higher (CR-1)"))
                if fact.get("beats_by") == "rank"
                else hint_words(QT_TRANSLATE_NOOP("Hint", "it beats {a}: a higher suit (CR-1)"))
            )
            out.append(text.format(a=pretty_card(cards[0])))
        elif kind == "take":
            if fact.get("immediate"):
                out.append(
                    hint_words(
                        QT_TRANSLATE_NOOP("Hint", "taking at once, nobody may throw in more (CR-6)")
                    )
                )
            else:
                out.append(hint_counts().pick_up(as_int(fact.get("pick_up"))))
        elif kind == "lead":
            out.append(hint_words(QT_TRANSLATE_NOOP("Hint", "a lead is cards of one suit (CR-4)")))
        elif kind == "throw":
            out.append(hint_words(QT_TRANSLATE_NOOP("Hint", "a rank already on the table (CR-7)")))
        elif kind == "pass":
            out.append(hint_words(QT_TRANSLATE_NOOP("Hint", "you let the bout end (CR-8)")))
        if kind in ("cover", "lead", "throw") and cards:
            suit = pretty_card(cards[-1])[-1]
            left = as_int(fact.get("suit_left"))
            text = (
                hint_words(QT_TRANSLATE_NOOP("Hint", "you keep {n} more {suit}"))
                if left
                else hint_words(QT_TRANSLATE_NOOP("Hint", "it is your last {suit}"))
            )
            out.append(text.format(n=left, suit=suit))
        if fact.get("goes_out"):
            out.append(
                hint_words(QT_TRANSLATE_NOOP("Hint", "with the stock empty, you go out (CR-10)"))
            )
        seats = [x for x in fact.get("series_with") or [] if isinstance(x, int)]
        if seats:
            out.append(series_clause([d.who(x) for x in seats], bool(fact.get("series_share"))))
        return out

    def review_note(self, d: Voice, facts: list[dict[str, Any]]) -> str:
        """On whom the series turns (CR-13, the facts' ``series_with``), as a sentence ("You
        share the series only if Chen ends the rooster (CR-13).")."""
        for fact in facts:
            seats = [x for x in fact.get("series_with") or [] if isinstance(x, int)]
            if seats:
                return series_sentence([d.who(x) for x in seats], bool(fact.get("series_share")))
        return ""

    def hint_outcome(self, match: str = "") -> str:
        """Staying out of the rooster's seat (CR-12); in a series whose values are the match's
        (CR-13, issue 44), the result of the series they are the chance of (``series_outcome``)."""
        return series_outcome(match)

    def options_box(self, parent: QWidget) -> OptionsBox:
        return RoosterOptions(parent)

    def round_title(self) -> str:
        return QCoreApplication.translate("Summary", "Game %s")  # CR-13

    def next_round(self) -> str:
        return QCoreApplication.translate("RoundSummaryDialog", "Next game")

    def first_round_playing(self) -> str:
        return QCoreApplication.translate(
            "StatisticsWindow", "The first game is still being played"
        )

    def progress_axes(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("StatisticsWindow", "Game"),  # CR-13
            QCoreApplication.translate("StatisticsWindow", "Times as the rooster"),  # CR-12
        )

    def loser_label(self) -> str:
        return QCoreApplication.translate("StatisticsWindow", "Rooster")  # CR-12

    def loser_note(self) -> str:
        return QCoreApplication.translate(
            "StatisticsWindow",
            "“Rooster”: Chuvash Rooster matches in which you were the rooster most often.",
        )

    def summary_headline(self, summary: RoundSummary, head: str) -> str | None:
        names = summary.names
        loser = summary.loser
        if loser is not None and loser < len(names):  # CR-12
            if loser == summary.human_seat:
                return (
                    QCoreApplication.translate("Summary", "%s: you are the Chuvash Rooster!") % head
                )
            return QCoreApplication.translate("Summary", "%s: %s is the Chuvash Rooster!") % (
                head,
                display_name(names[loser]),  # "Олена" in Russian, as on her plate
            )
        return (
            QCoreApplication.translate("Summary", "%s: a draw, nobody is left holding cards.")
            % head
        )

    def summary_table(self, summary: RoundSummary) -> tuple[list[str], list[list[SummaryCell]]]:
        """The order the players went out (CR-10), the rooster (CR-12) and the times each has
        been the rooster in the match (CR-13)."""
        points, totals = summary.points, summary.totals
        finished = RoosterView.of(summary.table).finished
        columns = [
            QCoreApplication.translate("RoundSummaryDialog", "Went out"),
            QCoreApplication.translate("RoundSummaryDialog", "This game"),
            QCoreApplication.translate("RoundSummaryDialog", "Times rooster"),
        ]
        rooster = QCoreApplication.translate("RoundSummaryDialog", "the rooster")
        rows: list[list[SummaryCell]] = []
        for s, p in enumerate(points):
            out = (
                QCoreApplication.translate("RoundSummaryDialog", "#%d") % (finished.index(s) + 1)
                if s in finished
                else ""
            )
            rows.append(
                [
                    out,
                    Cell(rooster, "rooster") if p else "",
                    str(totals[s]) if s < len(totals) else "",
                ]
            )
        return columns, rows

    def result_detail(self) -> str:
        return (
            QCoreApplication.translate(
                "ResultScreen", "%s: the fewest times as the Chuvash Rooster wins the match."
            )
            % self.title()
        )

    def result_column(self) -> str:
        return QCoreApplication.translate("ResultScreen", "Times rooster")

    def round_by_round(self) -> str:
        return QCoreApplication.translate("ResultScreen", "game by game")  # CR-13


KIT = RoosterKit()
