"""Ryadky on the table: the pile in the middle, a stack beside each name plate, and how its
plays, pile endings, bonuses and penalties (RY-3..RY-9) read in the log and on screen."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import QComboBox, QFormLayout, QGroupBox, QSpinBox, QWidget

from koloda.app.games.base import (
    COMMON_POPUPS,
    OptionsBox,
    SummaryCell,
    TableKit,
    Voice,
    hint_words,
    tally_row,
)
from koloda.app.games.counts import hint_counts
from koloda.app.games.words import log_cards
from koloda.app.table.game import NEGATIVE, Area, AreaItem, PopupSpec, stock_area
from koloda.app.table.layout import CARD_RATIO, MARGIN, TableBuilder, count_at
from koloda.app.table.names import plurals, pretty_card, pretty_cards
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.games.ryadky.view import RyadkyView
from koloda.match import RoundSummary
from koloda.rules import Action, Event, Observation, Refusal, TableView, games
from koloda.rules.cards import card_name, parse_card
from koloda.rules.observation import as_int

PILE_WIDE = 0.42  # the pile's last three cards fan this much of a card apart (RY-6)
PILE_PACKED = 2.0  # the least step of its older cards, in pixels

GAME = "ryadky"


def deck_name(size: object) -> str:
    """The deck of RY-1 as the New Game dialog names it (and a table's lobby after it)."""
    if size == 36:
        return QCoreApplication.translate("NewGameDialog", "36 cards (6 to ace)")
    return QCoreApplication.translate("NewGameDialog", "52 cards (2 to ace)")


class RyadkyOptions(OptionsBox):
    """RY-1 deck size and RY-10 number of deals."""

    def __init__(self, parent: QWidget) -> None:
        self.widget = box = QGroupBox(
            QCoreApplication.translate("NewGameDialog", "Ryadky options"), parent
        )
        self.deck_size = QComboBox()
        for size in (52, 36):
            self.deck_size.addItem(deck_name(size), size)
        self.deals = QSpinBox()
        self.deals.setRange(1, 30)
        self.deals.setValue(int(games()[GAME].options.get("deals") or 7))
        self.deck_size.setAccessibleName(QCoreApplication.translate("NewGameDialog", "Deck"))
        self.deals.setAccessibleName(
            QCoreApplication.translate("NewGameDialog", "Deals in a ryadok")
        )
        form = QFormLayout(box)
        form.addRow(QCoreApplication.translate("NewGameDialog", "Deck:"), self.deck_size)
        form.addRow(QCoreApplication.translate("NewGameDialog", "Deals in a ryadok:"), self.deals)

    def options(self, players: int) -> dict[str, Any]:
        return {"deck_size": int(self.deck_size.currentData()), "deals": self.deals.value()}

    def restore(self, options: dict[str, Any], match_games: int) -> None:
        index = self.deck_size.findData(options.get("deck_size"))
        if index >= 0:  # RY-1
            self.deck_size.setCurrentIndex(index)
        if type(deals := options.get("deals")) is int:  # RY-10
            self.deals.setValue(deals)


class RyadkyKit(TableKit):
    game = GAME
    order = 1
    native_title = "Рядки"
    caption_kinds = frozenset({"no_answer", "pile_built", "pile_destroyed", "bonus", "penalty"})
    popups: ClassVar[dict[str, PopupSpec]] = {
        **COMMON_POPUPS,
        "pile_taken": PopupSpec("+{v}", "#9be38f", "stack:{seat}"),
        "pile_built": PopupSpec(QT_TRANSLATE_NOOP("Table", "Built"), "#ffe066", "pile"),
        "pile_destroyed": PopupSpec(QT_TRANSLATE_NOOP("Table", "Destroyed!"), NEGATIVE, "pile"),
        "bonus": PopupSpec(QT_TRANSLATE_NOOP("Table", "+{v} bonus"), "#9be38f", "stack:{seat}"),
        "penalty": PopupSpec("−{v}", NEGATIVE, "stack:{seat}"),
        "deal_end": PopupSpec(QT_TRANSLATE_NOOP("Table", "Deal over"), "#ffffff"),
    }

    def title(self) -> str:
        return QCoreApplication.translate("Games", "Ryadky")

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "Games",
            "Follow rank or suit to grow the pile, grab piles for your stack, "
            "and end each deal with the biggest stack.",
        )

    def opponents_label(self) -> str:
        return QCoreApplication.translate("SettingsDialog", "Opponents in &Ryadky:")

    def match_length(self, options: Mapping[str, Any], match_games: int) -> str:
        """The ryadok's deals (RY-10) and its deck (RY-1), as the New Game dialog names it."""
        chosen = {**games()[GAME].options, **options}
        deals, size = chosen.get("deals"), chosen.get("deck_size")
        if type(deals) is not int:
            return ""
        return plurals().ryadok_of_deals(deals, deck_name(size))

    # ------------------------------------------------------------------ the table

    def stack_count(self, obs: Observation, seat: int) -> int | None:
        return count_at(RyadkyView.of(obs).stacks, seat)

    def seat_lines(self, obs: Observation, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        view = RyadkyView.of(obs)
        stacks, totals = view.stacks, view.totals
        if obs.dealer == seat:
            markers.append((QCoreApplication.translate("Table", "dealer"), "#8a6d1d"))
        return [
            QCoreApplication.translate("Table", "stack {n}").format(n=count_at(stacks, seat)),
            QCoreApplication.translate("Table", "total {n}").format(n=count_at(totals, seat)),
        ]

    def lay_centre(self, b: TableBuilder) -> None:
        """The stock, the count of cards out of play, and the pile fanned left to right."""
        c, view = b.centre, RyadkyView.of(b.obs)
        cy, stock_at = b.lay_stock()
        # under the stock's count, or over the stock where the person's stack is too near
        # below it (six players in a small window: "out 4" lay across the stack's top)
        out_at = QRectF(stock_at.x() - 20, cy + b.ch + 24, b.cw + 40, 18)
        if not b.clear(out_at):
            out_at.moveBottom(cy - 2)
        b.caption(out_at, QCoreApplication.translate("Table", "out {n}").format(n=view.out))
        b.out.anchors["out"] = (QPointF(stock_at.x(), cy + b.ch * 0.6), b.cw * 0.7)
        pile = view.pile
        n = len(pile)
        n_wide = min(2, max(0, n - 1))
        n_tight = max(0, n - 1 - n_wide)

        def least(w: float) -> float:  # the pile's width with its older cards packed tight
            return w * (1 + n_wide * PILE_WIDE) + n_tight * PILE_PACKED

        # the pile keeps inside the centre (six players leave it narrow between the side
        # seats): nearer the stock first, then smaller cards
        left = stock_at.x() + b.cw * 1.8
        if least(b.cw) > c.right() - MARGIN - left:
            left = stock_at.x() + b.cw * 1.2
        room = c.right() - MARGIN - left
        w = max(b.cw * 0.4, min(b.cw, (room - n_tight * PILE_PACKED) / (1 + n_wide * PILE_WIDE)))
        # RY-6: the last three cards decide bonuses, so they are fanned wide enough to read.
        wide, tight = w * PILE_WIDE, w * 0.16
        need = w + n_wide * wide + n_tight * tight
        if need > room and n_tight:
            tight = max(PILE_PACKED, (room - w - n_wide * wide) / n_tight)
            need = w + n_wide * wide + n_tight * tight
        x = left + max(0.0, (room - need) / 2)
        y = cy + (b.ch - w * CARD_RATIO) / 2
        area = QRectF(left, cy - 8, room, b.ch + 16)
        for i, card in enumerate(pile):
            b.add("pile", card, True, QPointF(x, y), w, 20 + i)
            if i < n - 1:
                x += tight if i < n_tight else wide
        nxt = x + (wide if n else 0)
        b.out.anchors["pile"] = (QPointF(min(nxt, c.right() - w), y), w)
        b.out.targets["pile"] = area
        if not pile:
            b.caption(
                QRectF(left, cy + b.ch / 2 - 9, room, 18),
                QCoreApplication.translate("Table", "pile"),
            )
        deals, deal = view.deals, view.deal + 1  # RY-10
        if deals > 0:
            b.info(QCoreApplication.translate("Table", "Deal {n} of {m}").format(n=deal, m=deals))
        else:
            b.info(QCoreApplication.translate("Table", "Deal {n}").format(n=deal))

    # ------------------------------------------------------------------ input

    def targets(self, obs: Observation) -> list[str]:
        return ["pile"]

    def centre_areas(self, obs: Observation, names: list[str], viewer: int | None) -> list[Area]:
        """The pile, its top card first (RY-3: the card to answer), and the stock with the
        count of cards out of play."""
        view = RyadkyView.of(obs)
        pile = view.pile
        if pile:
            name = QCoreApplication.translate("Access", "Pile, top {top}: {cards}").format(
                top=pretty_card(pile[-1]), cards=pretty_cards(pile)
            )
        else:
            name = QCoreApplication.translate("Access", "Pile, empty")
        items = tuple(AreaItem(pretty_card(c), "pile") for c in reversed(pile))
        stock = stock_area(obs)
        out = QCoreApplication.translate("Access", "{stock}, {n} out of play").format(
            stock=stock.name, n=view.out
        )
        label = QCoreApplication.translate("Access", "the pile")
        return [Area("pile", name, items, "pile", "pile", label), Area("stock", out, zone="stock")]

    def candidates(self, cards: list[str], target: str, legal: list[Action]) -> list[Action]:
        # several cards on the pile mean a play the rules refuse (RY-3: one card a turn)
        return [Action("play", tuple(map(parse_card, cards)))] if cards and target == "pile" else []

    def refusal_words(self, refusal: Refusal, obs: Observation) -> str:
        code, cards = refusal.code, refusal.cards
        if code == "one_card":  # RY-3
            return QCoreApplication.translate("Table", "Play one card at a time.")
        if code == "no_match" and len(cards) == 2:  # RY-3
            return QCoreApplication.translate(
                "Table", "{c} matches neither the rank nor the suit of {top}."
            ).format(c=pretty_card(card_name(cards[0])), top=pretty_card(card_name(cards[1])))
        if code == "not_held":
            return super().refusal_words(refusal, obs)
        return QCoreApplication.translate("Table", "That card cannot be played now.")

    def off_target(self, obs: Observation, cards: list[str], target: str) -> str:
        return QCoreApplication.translate("Table", "Play your card onto the pile.")

    def hint_place(self, action: Action) -> tuple[list[str], str]:
        return [card_name(c) for c in action.cards[:1]], "pile"

    # ------------------------------------------------------------------ words

    def turn_hint(self, obs: Observation) -> str:
        pile = RyadkyView.of(obs).pile
        if not pile:
            return QCoreApplication.translate(
                "Status", "Your turn: lead any card to start a new pile."
            )
        return QCoreApplication.translate(
            "Status", "Your turn: play a card of the same rank or suit as %s."
        ) % pretty_card(pile[-1])

    def action_sentence(
        self,
        d: Voice,
        seat: int,
        kind: str,
        cards: list[str],
        n: int | None,
        public: TableView | None,
    ) -> str | None:
        if kind != "play":
            return None
        if list(RyadkyView.of(public).pile) == cards:  # RY-2, RY-7: the first card of a pile
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} starts a new pile with {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You start a new pile with {cards}"),
                cards=pretty_cards(cards),
            )
        return d.say(
            seat,
            QT_TRANSLATE_NOOP("GameLog", "{who} plays {cards}"),
            QT_TRANSLATE_NOOP("GameLog", "You play {cards}"),
            cards=pretty_cards(cards),
        )

    def event_sentence(self, d: Voice, event: Event) -> str | None:
        kind, seat = event.kind, event.seat
        n = log_cards(len(event.cards) or event.value)
        if kind == "no_answer":  # RY-4: say why the pile goes to the one who played last
            card = pretty_card((event.names() or ["??"])[0])
            why = d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} has no {rank} and no {suit}"),
                QT_TRANSLATE_NOOP("GameLog", "you have no {rank} and no {suit}"),
                rank=card[:-1],
                suit=card[-1:],
            )
            taken = next((e for e in d.events if e.kind == "pile_taken"), None)
            return f"{why}: {self._pile_taken(d, taken)}" if taken is not None else why
        if kind == "pile_taken" and any(e.kind == "no_answer" for e in d.events):
            return None  # said with the reason, just before
        if kind == "pile_taken":  # RY-4
            return self._pile_taken(d, event)
        if kind == "pile_built":  # RY-5
            return QCoreApplication.translate(
                "GameLog", "the pile of {n} is built: it goes to no one"
            ).format(n=n)
        if kind == "pile_destroyed":  # RY-6c
            return QCoreApplication.translate(
                "GameLog", "jack on jack: the pile of {n} is destroyed"
            ).format(n=n)
        if kind == "bonus":  # RY-6a
            return d.say(
                seat,
                QT_TRANSLATE_NOOP(
                    "GameLog", "three of a rank: {who} puts {n} from the stock on the stack"
                ),
                QT_TRANSLATE_NOOP(
                    "GameLog", "three of a rank: you put {n} from the stock on your stack"
                ),
                n=n,
            )
        if kind == "penalty":  # RY-6b: the 7 or the Q just played is the cause
            played = [card_name(c) for c in d.acting.cards] if d.acting is not None else []
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{card} costs {who} {n} from the stack"),
                QT_TRANSLATE_NOOP("GameLog", "{card} costs you {n} from your stack"),
                card=pretty_cards(played) or "7/Q",
                n=n,
            )
        if kind == "deal_start":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "a new deal begins; {who} deals"),
                QT_TRANSLATE_NOOP("GameLog", "a new deal begins; you deal"),
            )
        if kind == "deal_end":
            return QCoreApplication.translate("GameLog", "the deal is over")
        return None

    @staticmethod
    def _pile_taken(d: Voice, event: Event) -> str:
        return d.say(
            event.seat,
            QT_TRANSLATE_NOOP("GameLog", "the pile of {n} goes to {who}"),
            QT_TRANSLATE_NOOP("GameLog", "the pile of {n} goes to you"),
            n=log_cards(len(event.cards) or event.value),
        )

    # ------------------------------------------------------------------ rounds

    def fact_clauses(self, d: Voice, fact: dict[str, Any]) -> list[str]:
        """A Ryadky play's facts (koloda.games.ryadky.reasons.RyadkyFacts) in clauses."""

        out: list[str] = []
        if fact.get("kind") == "lead":
            out.append(hint_words(QT_TRANSLATE_NOOP("Hint", "it opens a new pile (RY-7)")))
        elif fact.get("by") == "rank":
            out.append(
                hint_words(
                    QT_TRANSLATE_NOOP("Hint", "the same rank as the pile's last card (RY-3)")
                )
            )
        elif fact.get("by") == "suit":
            out.append(
                hint_words(
                    QT_TRANSLATE_NOOP("Hint", "the same suit as the pile's last card (RY-3)")
                )
            )
        pile, nxt = as_int(fact.get("pile")), fact.get("next_seat")
        bonus, penalty = as_int(fact.get("bonus")), as_int(fact.get("penalty"))
        if bonus:
            out.append(hint_counts().stock_bonus(bonus))
        if penalty:  # the next player is never the person a hint is for (RY-3)
            out.append(hint_counts().stack_loss(penalty, who=d.who(nxt)))
        out += self._outcome_clauses(d, fact.get("outcome"), pile, nxt)
        return out

    @staticmethod
    def _outcome_clauses(d: Voice, outcome: Any, pile: int, nxt: Any) -> list[str]:
        """What the play does to the pile: destroys it, wins it or builds it (RY-4 to RY-6c)."""
        out: list[str] = []
        if outcome == "destroyed":
            out.append(hint_counts().pile_destroyed(pile))
        elif outcome == "won":
            out.append(hint_counts().pile_won(pile, who=d.who(nxt)))
        elif outcome == "built":
            out.append(
                hint_words(
                    QT_TRANSLATE_NOOP("Hint", "nobody else holds cards: the pile is built (RY-5)")
                )
            )
        return out

    def options_box(self, parent: QWidget) -> OptionsBox:
        return RyadkyOptions(parent)

    def round_title(self) -> str:
        return QCoreApplication.translate("Summary", "Deal %s")  # RY-10

    def first_round_playing(self) -> str:
        return QCoreApplication.translate(
            "StatisticsWindow", "The first deal is still being played"
        )

    def progress_axes(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("StatisticsWindow", "Deal"),  # RY-10
            QCoreApplication.translate("StatisticsWindow", "Total score"),
        )

    def next_round(self) -> str:
        return QCoreApplication.translate("RoundSummaryDialog", "Next deal")

    def round_column(self) -> str:
        return QCoreApplication.translate("RoundSummaryDialog", "This deal")

    def round_by_round(self) -> str:
        return QCoreApplication.translate("ResultScreen", "deal by deal")  # RY-10

    def summary_details(self, summary: RoundSummary) -> tuple[list[str], list[list[SummaryCell]]]:
        """Each stack as the deal ended (RY-9: the biggest banks its count), the cards put on
        it from the stock by three of a rank (RY-6a) and those lost to a 7 or a Q (RY-6b)."""
        stacks = RyadkyView.of(summary.table).stacks if summary.table is not None else None
        bonus, lost = tally_row(summary, "bonus"), tally_row(summary, "penalty")
        columns = [
            QCoreApplication.translate("RoundSummaryDialog", "Stack"),
            QCoreApplication.translate("RoundSummaryDialog", "Bonus cards"),
            QCoreApplication.translate("RoundSummaryDialog", "Lost to 7/Q"),
        ]
        rows: list[list[SummaryCell]] = [
            [
                str(count_at(stacks, s)) if stacks is not None else "",
                f"+{bonus[s]}" if bonus[s] else "",
                f"−{lost[s]}" if lost[s] else "",
            ]
            for s in range(len(bonus))
        ]
        return columns, rows


KIT = RyadkyKit()
