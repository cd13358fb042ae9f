"""Ditch Rummy on the table: the stock, the face-up discard pile, every player's melds with the
singles played to them, team markers, and how draws, melds, singles and discards (DR-2..DR-8)
read in the log and on screen."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtWidgets import (
    QWidget,
)

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
from koloda.app.games.kit_words import spoken_cards
from koloda.app.games.words import log_cards
from koloda.app.table.game import Area, AreaItem, ButtonSpec, PopupSpec, stock_area
from koloda.app.table.layout import (
    CARD_RATIO,
    DISCARD_FAN,
    MARGIN,
    PILE_SCALES,
    TableBuilder,
    count_at,
)
from koloda.app.table.names import plurals, pretty_card, pretty_cards
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.games.ditch.kit_melds import MeldRows
from koloda.games.ditch.kit_options import GAME, DitchOptions
from koloda.games.ditch.view import DitchView
from koloda.match import RoundSummary
from koloda.rules import Action, Event, Observation, Refusal, TableView, games
from koloda.rules.cards import card_name, parse_card
from koloda.rules.observation import as_int

DISCARD_W = 1 + 2 * DISCARD_FAN + 0.05  # the discard pile's width with its last three fanned
STOCK_GAP, DISCARD_GAP = 1.4, 0.3  # from the stock's left edge, and before the discard pile
MELD_SHARE = 0.45  # the part of the centre's width the melds keep before the piles shrink


class DitchKit(TableKit):
    game = GAME
    order = 3
    native_title = "Забий Рамі"
    multi_select = True  # melds and discards take several cards (DR-3, DR-4)
    pass_ends_turn = True  # DR-4: a turn ends without a discard, as its End turn button says
    caption_kinds = frozenset({"top_run", "stock_out", "quiet_round"})
    popups: ClassVar[dict[str, PopupSpec]] = {
        **COMMON_POPUPS,
        "pass": PopupSpec(QT_TRANSLATE_NOOP("Table", "End turn"), "#ffffff"),  # its button's
        "hand_end": PopupSpec(QT_TRANSLATE_NOOP("Table", "Hand over"), "#ffffff"),
    }

    def title(self) -> str:
        return QCoreApplication.translate("Games", "Ditch Rummy")

    def blurb(self) -> str:
        return QCoreApplication.translate(
            "Games",
            "Draw up to three, meld sets and blind runs, stick singles on any meld, "
            "and race to 500.",
        )

    def opponents_label(self) -> str:
        return QCoreApplication.translate("SettingsDialog", "Opponents in &Ditch Rummy:")

    def match_length(self, options: Mapping[str, Any], match_games: int) -> str:
        """A fixed number of hands, or to the target (DR-7)."""
        chosen = {**games()[GAME].options, **options}
        hands, target = chosen.get("hands"), chosen.get("target")
        if type(hands) is int:
            return plurals().match_of_hands(hands)
        return plurals().match_to_points(target) if type(target) is int else ""

    # ------------------------------------------------------------------ the table

    def seat_lines(self, obs: Observation, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        view = DitchView.of(obs)
        scores, totals = view.scores, view.totals
        if view.teams and obs.players == 4:  # DR-8: seats 0+2 against 1+3
            colour = "#5b3f99" if seat % 2 == 0 else "#2f7f7a"
            team = QCoreApplication.translate("Table", "team {n}").format(n=1 + seat % 2)
            markers.append((team, colour))
        if obs.dealer == seat:
            markers.append((QCoreApplication.translate("Table", "dealer"), "#8a6d1d"))
        return [
            QCoreApplication.translate("Table", "hand {n}").format(n=count_at(scores, seat)),
            QCoreApplication.translate("Table", "total {n}").format(n=count_at(totals, seat)),
        ]

    def lay_centre(self, b: TableBuilder) -> None:
        """The stock on the left, the discard pile fanned on the right, the melds between."""
        c, view = b.centre, DitchView.of(b.obs)
        pile = self._pile_width(b)
        cy, stock_at = b.lay_stock(pile)
        disc_at = QPointF(c.right() - MARGIN - pile * DISCARD_W, cy)
        tops = list(view.discard_pile[-3:])
        b.lay_pile_of_backs(
            "discard",
            view.discard,
            disc_at,
            pile,
            # DR-4: Ditch's discard pile is not Rooster's discard (CR-9), in Russian and Ukrainian
            QCoreApplication.translate("Table", "discard {n}", "Ditch Rummy").format(
                n=view.discard
            ),
            tops,
        )
        b.out.targets["discard"] = QRectF(
            disc_at.x() - 8, cy - 8, pile * DISCARD_W + 16, pile * CARD_RATIO + 16
        )
        left, right = stock_at.x() + pile * STOCK_GAP, disc_at.x() - pile * DISCARD_GAP
        area = QRectF(left, c.top(), right - left, c.height())
        b.out.targets["melds"] = area
        MeldRows(b, area).lay()
        hand, hands, target = view.hand_no + 1, view.hands, view.target
        if hands > 0:  # DR-7: a fixed number of hands, or to a target score
            b.info(QCoreApplication.translate("Table", "Hand {n} of {m}").format(n=hand, m=hands))
        elif target > 0:
            line = QCoreApplication.translate("Table", "Hand {n}, playing to {t}")
            b.info(line.format(n=hand, t=target))
        else:
            b.info(QCoreApplication.translate("Table", "Hand {n}").format(n=hand))

    @staticmethod
    def _pile_width(b: TableBuilder) -> float:
        """The stock's and the discard pile's width: a hand card's, smaller where the centre is
        narrow (four players beside the game log), so that the melds keep MELD_SHARE of it."""
        room = b.centre.width() - 2 * MARGIN
        for scale in PILE_SCALES:
            pile = b.cw * scale
            if room - pile * (STOCK_GAP + DISCARD_GAP + DISCARD_W) >= MELD_SHARE * room:
                break
        return pile

    # ------------------------------------------------------------------ input

    def targets(self, obs: Observation) -> list[str]:
        melds = DitchView.of(obs).melds
        return ["melds", "discard"] + [f"meld:{i}" for i in range(len(melds))]

    def centre_areas(self, obs: Observation, names: list[str], viewer: int | None) -> list[Area]:
        """The stock (Enter draws, DR-2), every meld with the singles played to it (Enter
        plays a single there; on the area itself, a new meld: DR-3) and the discard pile, its
        top card first (DR-4)."""
        view = DitchView.of(obs)
        d = Voice(names, viewer)
        singles = view.singles_on()
        items = []
        for i, meld in enumerate(view.melds):
            if not meld.cards:
                continue
            text = self.meld_text(d, i, view)
            if singles.get(i):
                text = QCoreApplication.translate("Access", "{meld} with {cards}").format(
                    meld=text, cards=pretty_cards(singles[i])
                )
            items.append(AreaItem(text[:1].upper() + text[1:], f"meld:{i}"))
        if items:
            name = QCoreApplication.translate("Access", "Melds: {melds}").format(
                melds="; ".join(i.name for i in items)
            )
        else:
            name = QCoreApplication.translate("Access", "Melds, none yet")
        n = view.discard
        top = list(reversed(view.discard_pile))
        discard = plurals().discard_pile(n)
        if top:
            discard = QCoreApplication.translate("Access", "{pile}, top {cards}").format(
                pile=discard,
                cards=pretty_cards(top[:3]),  # as the table fans them (DR-4)
            )
        return [
            stock_area(obs, "stock"),
            Area(
                "melds",
                name,
                tuple(items),
                "melds",
                "melds",
                QCoreApplication.translate("Access", "a new meld"),
            ),
            Area(
                "discard",
                discard,
                tuple(AreaItem(pretty_card(c), "discard") for c in top),
                "discard",
                "discard",
                QCoreApplication.translate("Access", "the discard pile"),
            ),
        ]

    def candidates(self, cards: list[str], target: str, legal: list[Action]) -> list[Action]:
        body = tuple(map(parse_card, cards))
        if target == "melds":
            return [Action("meld", body)]
        if target.startswith("meld:"):
            # a card dropped on a meld is a single on it (DR-3c); the meld lies in the melds
            # area, so two or three cards dropped on it make a new meld there (DR-3a, DR-3b)
            return [Action("single", body, int(target[5:])), Action("meld", body)]
        if target == "discard":
            return [Action("discard", body)]
        return []

    def buttons(self, legal: list[Action]) -> list[ButtonSpec]:
        out = []
        for action in legal:
            if action.kind == "draw" and not action.cards and action.n is not None:  # DR-2
                n = action.n
                label = QCoreApplication.translate("Table", "Draw {n}").format(n=n)
                out.append(ButtonSpec(action, label, plurals().draw_from_stock(n), str(n)))
            elif action == Action("pass"):  # DR-4: end the turn without discarding
                out.append(
                    ButtonSpec(
                        action,
                        QCoreApplication.translate("Table", "End turn"),
                        QCoreApplication.translate("Table", "End your turn without discarding"),
                        "E",
                    )
                )
        return out

    def refusal_words(self, refusal: Refusal, obs: Observation) -> str:
        code, cards = refusal.code, refusal.cards
        if code == "draw_first":  # DR-2
            return QCoreApplication.translate("Table", "Draw from the stock first.")
        # DR-3a, DR-3b; several cards dropped on a meld are a single of the wrong shape to the
        # rules, and a new meld in the melds area to the player (``candidates``)
        if code in ("meld_shape", "no_meld", "single_shape"):
            return QCoreApplication.translate(
                "Table",
                "A meld is 2 or 3 cards of one rank or in a row; the ace is high only "
                "(Q-K-A, not A-2).",
            )
        if code in ("no_fit", "no_such_meld") and cards:  # DR-3c
            return QCoreApplication.translate("Table", "{c} does not fit that meld.").format(
                c=pretty_card(card_name(cards[0]))
            )
        if refusal.rule == "DR-4" and code != "not_held":
            return QCoreApplication.translate("Table", "You cannot discard those cards now.")
        return super().refusal_words(refusal, obs)

    def off_target(self, obs: Observation, cards: list[str], target: str) -> str:
        if any(a.kind == "draw" for a in obs.legal):  # the seat's turn begins
            return QCoreApplication.translate("Table", "Draw from the stock first.")
        return super().off_target(obs, cards, target)

    def click(self, target: str, obs: Observation) -> tuple[Action | None, str]:
        """The stock clicked: draw, when there is only one way to (DR-2), else say how many."""
        if target != "stock":
            return None, ""
        draws = sorted((a for a in obs.legal if a.kind == "draw"), key=lambda a: a.n or 0)
        if len(draws) == 1:
            return draws[0], ""
        if draws:
            most = draws[-1].n
            text = QCoreApplication.translate(
                "Table", "Draw 1 to {n} cards: press 1 to {n}, or use the buttons."
            )
            return None, text.format(n=most)
        return None, QCoreApplication.translate(
            "Table", "You draw only with fewer than three cards, at the start of your turn."
        )

    def hint_place(self, action: Action) -> tuple[list[str], str]:
        cards = [card_name(c) for c in action.cards]
        if action.kind == "single" and len(cards) == 1 and action.n is not None:  # DR-3c
            return cards, f"meld:{action.n}"
        return cards, {"meld": "melds", "discard": "discard"}.get(action.kind, "")

    # ------------------------------------------------------------------ words

    def turn_hint(self, obs: Observation) -> str:
        legal = obs.legal
        kinds = {a.kind for a in legal}
        if "draw" in kinds:
            most = max((a.n or 0 for a in legal if a.kind == "draw"), default=1)
            if most == 1:  # DR-2: two cards in hand, so one to draw
                return QCoreApplication.translate(
                    "Status", "Your turn: draw 1 card from the stock."
                )
            return (
                QCoreApplication.translate(
                    "Status", "Your turn: draw 1 to %d cards from the stock."
                )
                % most
            )
        if kinds & {"meld", "single"}:
            return QCoreApplication.translate(
                "Status",
                "Meld sets or blind runs, play singles, then discard or end your turn.",
            )
        if kinds:
            return QCoreApplication.translate(
                "Status", "End your turn: discard cards, or press End turn to discard none."
            )
        return QCoreApplication.translate("Status", "Your turn.")

    def meld_text(
        self, d: Voice, index: int | None, public: TableView | None, actor: int | None = None
    ) -> str:
        """'Olena's 7♦ 8♦' for meld ``index`` of the table (DR-3c), or 'meld 2'; 'her own
        7♦ 8♦' when its owner is the ``actor``, the one the sentence is about."""
        melds = DitchView.of(public).melds
        if index is None or not 0 <= index < len(melds):
            return QCoreApplication.translate("GameLog", "meld {n}").format(n=(index or 0) + 1)
        cards, owner = d.cards(list(melds[index].cards)), melds[index].owner
        if owner == d.human_seat:
            return QCoreApplication.translate("GameLog", "your {cards}").format(cards=cards)
        if owner == actor:  # "Olena plays J♠ as a single on her own 9♠ 10♦", not "on Olena's"
            own = {
                "she": QT_TRANSLATE_NOOP("GameLog", "her own {cards}"),
                "he": QT_TRANSLATE_NOOP("GameLog", "his own {cards}"),
            }.get(d.pronoun(owner), QT_TRANSLATE_NOOP("GameLog", "their own {cards}"))
            return QCoreApplication.translate("GameLog", own).format(cards=cards)
        return QCoreApplication.translate("GameLog", "{who}'s {cards}").format(
            who=d.who(owner), cards=cards
        )

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
        if kind == "draw":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} draws {n}"),
                QT_TRANSLATE_NOOP("GameLog", "You draw {n}"),
                n=log_cards(n or 0),
            )
        if kind == "meld":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} melds {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You meld {cards}"),
                cards=shown,
            )
        if kind == "single":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} plays {cards} as a single on {meld}"),
                QT_TRANSLATE_NOOP("GameLog", "You play {cards} as a single on {meld}"),
                cards=shown,
                meld=self.meld_text(d, n, public, seat),
            )
        if kind == "discard":
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} discards {cards}"),
                QT_TRANSLATE_NOOP("GameLog", "You discard {cards}"),
                cards=shown,
            )
        if kind == "pass":  # DR-4, as the button says it ("End turn")
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} ends the turn without discarding"),
                QT_TRANSLATE_NOOP("GameLog", "You end your turn without discarding"),
            )
        return None

    def event_sentence(self, d: Voice, event: Event) -> str | None:
        kind, seat, value = event.kind, event.seat, event.value
        if kind == "hand_start":
            return QCoreApplication.translate("GameLog", "a new hand begins")
        if kind == "hand_end":
            return QCoreApplication.translate("GameLog", "the hand is over")
        if kind == "top_run":  # DR-5a
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who}'s blind run J-Q-K or Q-K-A ends the hand"),
                QT_TRANSLATE_NOOP("GameLog", "your blind run J-Q-K or Q-K-A ends the hand"),
            )
        if kind == "stock_out":  # DR-5b
            return QCoreApplication.translate(
                "GameLog", "the stock is empty: the hand ends with this turn"
            )
        if kind == "quiet_round":  # DR-5c
            return QCoreApplication.translate(
                "GameLog", "a whole round without a move: the hand ends"
            )
        if kind == "score" and isinstance(seat, int) and value:  # DR-6
            return d.say(
                seat,
                QT_TRANSLATE_NOOP("GameLog", "{who} scores {v:+d}"),
                QT_TRANSLATE_NOOP("GameLog", "you score {v:+d}"),
                v=int(value),
            )
        return None

    # ------------------------------------------------------------------ rounds

    def fact_clauses(self, d: Voice, fact: dict[str, Any]) -> list[str]:
        """A Ditch Rummy action's facts (koloda.games.ditch.reasons.DitchFacts) in clauses."""

        kind, points = fact.get("kind"), as_int(fact.get("points"))
        cards = spoken_cards([str(c) for c in fact.get("cards") or []])
        out: list[str] = []
        if kind == "draw":
            out.append(self._draw_clause(fact))
        elif kind == "set":
            out.append(
                hint_words(
                    QT_TRANSLATE_NOOP("Hint", "the set {cards} scores {p} (DR-3a, DR-6)")
                ).format(cards=cards, p=points)
            )
        elif kind == "run":
            out.append(
                hint_words(
                    QT_TRANSLATE_NOOP("Hint", "the run {cards} scores {p} (DR-3b, DR-6)")
                ).format(cards=cards, p=points)
            )
        elif kind == "single":
            owner = fact.get("meld_owner")
            if owner == d.human_seat:  # never "You's meld" (issue 35)
                text = QT_TRANSLATE_NOOP(
                    "Hint", "{cards} on your own meld scores {p} (DR-3c, DR-6)"
                )
            else:
                text = QT_TRANSLATE_NOOP(
                    "Hint", "{cards} on {who}'s meld scores {p} for you (DR-3c, DR-6)"
                )
            out.append(hint_words(text).format(cards=cards, who=d.who(owner), p=points))
        elif kind == "discard":
            out.append(
                hint_words(
                    QT_TRANSLATE_NOOP(
                        "Hint", "the discard ends your turn and scores nothing (DR-4)"
                    )
                )
            )
        elif kind == "pass":  # why keep the cards, not the move's name again (DR-4, DR-6)
            if as_int(fact.get("hand_left")) > 0:
                text = QT_TRANSLATE_NOOP(
                    "Hint",
                    "you keep your cards for later melds and singles; a card still in hand "
                    "when the hand ends costs 2, an ace 10 (DR-4, DR-6)",
                )
            else:
                text = QT_TRANSLATE_NOOP("Hint", "your hand is empty: nothing to discard (DR-4)")
            out.append(hint_words(text))
        ends = {
            "top_run": hint_words(QT_TRANSLATE_NOOP("Hint", "it ends the hand (DR-5a)")),
            "stock_out": hint_words(
                QT_TRANSLATE_NOOP("Hint", "the stock is out: the hand ends (DR-5b)")
            ),
            "quiet_round": hint_words(
                QT_TRANSLATE_NOOP("Hint", "a round with no meld ends the hand (DR-5c)")
            ),
        }.get(str(fact.get("ends") or ("top_run" if "DR-5a" in (fact.get("rules") or []) else "")))
        if ends:  # and where it leaves the person: a good player ends a hand ahead (DR-6)
            out.append(ends)
            out.append(self._lead_clause(as_int(fact.get("lead"))))
            match = self._match_clause(str(fact.get("match") or ""), as_int(fact.get("short")))
            if match:  # and what that does to the match, when it decides it (DR-7, issue 44)
                out.append(match)
        return out

    @staticmethod
    def _match_clause(match: str, short: int) -> str:
        """What ending the hand does to the match, when the table alone decides it (DR-7)."""
        if match == "won":
            return hint_words(QT_TRANSLATE_NOOP("Hint", "that wins the match (DR-7)"))
        if match == "shared":
            return hint_words(
                QT_TRANSLATE_NOOP("Hint", "that shares the match: equal highest totals (DR-7)")
            )
        if match == "lost":
            return hint_counts().match_lost(max(1, short))
        return ""

    @staticmethod
    def _lead_clause(lead: int) -> str:
        """The person's lead in the hand as it ends: the melds and singles on the table."""
        n = abs(lead)
        if lead > 0:
            return hint_counts().lead_ahead(n)
        if lead < 0:
            return hint_counts().lead_behind(n)
        return hint_words(QT_TRANSLATE_NOOP("Hint", "on the table you are level with the others"))

    @staticmethod
    def _draw_clause(fact: dict[str, Any]) -> str:
        """Why a draw takes that many cards (DR-2): up to three, the most chances to meld; the
        stock's last cards end the hand (DR-5b); fewer, a smaller hand to pay for (DR-6)."""
        held, stock = as_int(fact.get("hand_left")), fact.get("stock")
        if stock == 0:
            text = QT_TRANSLATE_NOOP(
                "Hint", "it takes the stock's last cards: the hand ends with this turn (DR-5b)"
            )
        elif held >= 3:
            text = QT_TRANSLATE_NOOP(
                "Hint",
                "three cards in hand give you the most chances to meld a set or a run (DR-2)",
            )
        else:
            text = QT_TRANSLATE_NOOP(
                "Hint", "a small hand costs less if the hand ends: 2 a card, 10 an ace (DR-6)"
            )
        return hint_words(text)

    def options_box(self, parent: QWidget) -> OptionsBox:
        return DitchOptions(parent)

    def round_title(self) -> str:
        return QCoreApplication.translate("Summary", "Hand %s")  # DR-7

    def first_round_playing(self) -> str:
        return QCoreApplication.translate(
            "StatisticsWindow", "The first hand is still being played"
        )

    def progress_axes(self) -> tuple[str, str]:
        return (
            QCoreApplication.translate("StatisticsWindow", "Hand"),  # DR-7
            QCoreApplication.translate("StatisticsWindow", "Total score"),
        )

    def next_round(self) -> str:
        return QCoreApplication.translate("RoundSummaryDialog", "Next hand")

    def round_column(self) -> str:
        return QCoreApplication.translate("RoundSummaryDialog", "This hand")

    def round_by_round(self) -> str:
        return QCoreApplication.translate("ResultScreen", "hand by hand")  # DR-7

    def summary_details(self, summary: RoundSummary) -> tuple[list[str], list[list[SummaryCell]]]:
        """What each player's melds (sets 5, blind runs 25) and singles (2, an ace 10) scored,
        and what the cards left in hand cost (DR-6)."""
        melds = tally_row(summary, "melds", "meld:score")
        singles = tally_row(summary, "singles", "single:score")
        left = tally_row(summary, "left", "hand_end:score")
        columns = [
            QCoreApplication.translate("RoundSummaryDialog", "Melds"),
            QCoreApplication.translate("RoundSummaryDialog", "Singles"),
            QCoreApplication.translate("RoundSummaryDialog", "Left in hand"),
        ]
        rows: list[list[SummaryCell]] = [
            [f"{m:+d}" if m else "", f"{g:+d}" if g else "", f"{h:+d}" if h else ""]
            for m, g, h in zip(melds, singles, left, strict=True)
        ]
        return columns, rows


KIT = DitchKit()
