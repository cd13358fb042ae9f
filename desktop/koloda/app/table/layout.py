"""Where everything goes on the table: pure geometry from an observation and a view size.

A layout is a list of card slots (zone, identity, face, place), drop targets, seat panels and
captions. It knows the public formats of RULES.md but no rule: the table animates cards from
where they are to the slots of the newest layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF

from koloda.app.table.card_art import CARD_RATIO

MARGIN = 12.0
LABEL_H = 46.0
LIFT = 0.2  # a selected hand card rises by this fraction of its height
OPP_SCALE = 0.5  # opponents' cards and stacks, relative to the human's
MAX_SHOWN_BACKS = 5  # a stock or a stack shows at most this many backs, plus its count
CAPTION_PX = 12  # the captions' font size in pixels
CAPTION_PAD = 6.0  # room left beside a caption's text
DISCARD_FAN = 0.25  # Ditch's last discards fan by this much of a card: "10" stays readable
PLATE_SEPARATOR = "  ·  "  # between a seat plate's counts (drawn in the caption font)


def caption_font(px: int = CAPTION_PX) -> QFont:
    """The font the scene draws captions in (layouts size captions with its metrics)."""
    font = QFont()
    font.setPixelSize(px)
    return font


def caption_advance(text: str, px: int = CAPTION_PX) -> float:
    """How wide ``text`` is in the caption font: every caption is at least this wide, so no
    translation is clipped ("стопка 0" is wider than "stack 0")."""
    return QFontMetricsF(caption_font(px)).horizontalAdvance(text)


def plate_line(lines: list[str], room: float) -> tuple[str, int]:
    """A seat plate's counts on one line and the pixel size to draw them in: the separators
    tightened, then the font a pixel smaller, when ``room`` is short (a 6-seat table)."""
    wide, narrow = PLATE_SEPARATOR.join(lines), " · ".join(lines)
    for text, px in ((wide, CAPTION_PX), (narrow, CAPTION_PX), (narrow, CAPTION_PX - 1)):
        if caption_advance(text, px) <= room:
            break
    return text, px


def english_plural(text: str, n: int) -> str:
    """English has no translation file: "%n card(s)" (already with its number) reads "1 card",
    "5 cards". A translation holds its own forms (KolodaTranslator, "one|few|many")."""
    return text.replace("card(s)", "card" if n == 1 else "cards")


def _cards_text(n: int) -> str:
    """ "5 cards", with the plural form of the language (ru/uk: 1 карта, 2 карты, 5 карт)."""
    return english_plural(QCoreApplication.translate("Table", "%n card(s)", None, n), n)


@dataclass
class Slot:
    """One card's place in a layout."""

    zone: str  # events' zone: stock, pile, out, table, discard, hand:<s>, stack:<s>, meld:<i>
    card: str | None  # known identity, or None for a back whose face nobody here may see
    face_up: bool
    pos: QPointF  # top-left corner in scene coordinates
    width: float
    z: float
    in_hand: bool = False  # a card of the viewer's own hand (draggable)


@dataclass
class SeatPanel:
    seat: int
    rect: QRectF  # the name plate
    name: str
    level: str
    lines: list[str]
    markers: list[tuple[str, str]]  # (text, colour) pills: attacks, defends, out, dealer
    active: bool  # this seat is to move


@dataclass
class Layout:
    size: QSizeF
    card_w: float
    slots: list[Slot] = field(default_factory=list)
    targets: dict[str, QRectF] = field(default_factory=dict)  # target id -> drop rect
    anchors: dict[str, tuple[QPointF, float]] = field(default_factory=dict)  # zone -> entry
    panels: list[SeatPanel] = field(default_factory=list)
    captions: list[tuple[QRectF, str]] = field(default_factory=list)
    outlines: list[QRectF] = field(default_factory=list)  # empty places: a stock, a stack
    info: str = ""  # one line for the action bar: deal or hand number
    hand_rect: QRectF = field(default_factory=QRectF)
    hand_step: float = 0.0

    @property
    def card_h(self) -> float:
        return self.card_w * CARD_RATIO


@dataclass
class Seats:
    """Who sits where: names and levels per seat, and the seat drawn at the bottom."""

    names: list[str]
    levels: list[str]
    viewer: int


def card_width_for(size: QSizeF) -> float:
    """The human's card width for a view size: large on a big window, never overflowing."""
    ch = min(size.height() * 0.2, size.width() * 0.105 * CARD_RATIO)
    return max(34.0, ch / CARD_RATIO)


def sort_hand(game: str, hand: list[str]) -> list[str]:
    """The viewer's hand in display order: by suit for Rooster (leads are one suit, CR-4),
    by rank otherwise (C-2, as the engine gives it)."""
    if game == "rooster":
        return sorted(hand, key=lambda c: ("CDHS".index(c[1]), "23456789TJQKA".index(c[0])))
    return list(hand)


# Others sit clockwise from the viewer (C-4): first on the left, then across, then right.
_PLACES = {
    0: [],
    1: ["top-c"],
    2: ["top-l", "top-r"],
    3: ["left", "top-c", "right"],
    4: ["left", "top-l", "top-r", "right"],
    5: ["left", "top-l", "top-c", "top-r", "right"],
}


class _Builder:
    def __init__(self, obs: dict[str, Any], size: QSizeF, seats: Seats) -> None:
        self.obs = obs
        self.pub: dict[str, Any] = obs.get("public") or {}
        self.game = str(obs.get("game", ""))
        self.n = int(obs.get("players", len(seats.names)) or len(seats.names))
        self.viewer = seats.viewer
        self.seats = seats
        self.W, self.H = size.width(), size.height()
        self.cw = card_width_for(size)
        self.ch = self.cw * CARD_RATIO
        self.scw = self.cw * OPP_SCALE
        self.sch = self.scw * CARD_RATIO
        self.out = Layout(size=size, card_w=self.cw)
        self.panel_w = max(190.0, self.scw * 6.4)
        self.panel_h = LABEL_H + 8 + self.sch + 6
        self.side_w = max(170.0, self.scw * 4.4)  # side seats stay narrow to leave the centre
        self.centre = QRectF()

    def caption(self, rect: QRectF, text: str, anchor: str = "centre") -> None:
        """A caption in ``rect``, widened to its text (about its centre, or keeping its right
        edge for ``anchor="right"``) and kept inside the view."""
        need = caption_advance(text) + CAPTION_PAD
        r = QRectF(rect)
        if r.width() < need:
            if anchor == "right":
                r.setLeft(r.right() - need)
            else:
                r = QRectF(r.center().x() - need / 2, r.top(), need, r.height())
        if r.left() < 0:
            r.moveLeft(0)
        if r.right() > self.W:
            r.moveRight(self.W)
        self.out.captions.append((r, text))

    # --------------------------------------------------------------- seats

    def place_seats(self) -> None:
        others = [(self.viewer + k) % self.n for k in range(1, self.n)]
        places = _PLACES.get(len(others), [])
        top_used = any(p.startswith("top") for p in places)
        side_used = "left" in places
        top_h = self.panel_h + MARGIN if top_used else 0.0
        if side_used:  # wide enough for the plate's line in any language (up to a quarter)
            need = max(self.plate_line_width(s) for s in others) + 20
            self.side_w = max(self.side_w, min(need, self.W * 0.25))
        side_w = self.side_w + MARGIN if side_used else 0.0
        pw, ph = self.panel_w, self.panel_h
        tops = [p for p in places if p.startswith("top")]
        spacing = self.W / (len(tops) + 1)
        top_w = min(pw, spacing - MARGIN) if len(tops) > 1 else min(pw, self.W - 2 * MARGIN)
        if len(tops) == 2:  # two across the table sit apart, over the corners of the centre
            spacing = self.W * 0.4
        k = 0
        for seat, place in zip(others, places, strict=False):
            if place.startswith("top"):
                k += 1
                cx = (
                    self.W / 2
                    if len(tops) == 1
                    else (self.W * 0.3 + (k - 1) * spacing if len(tops) == 2 else k * spacing)
                )
                rect = QRectF(cx - top_w / 2, MARGIN, top_w, ph)
            elif place == "left":
                rect = QRectF(MARGIN, MARGIN + top_h, self.side_w, ph)
            else:
                rect = QRectF(self.W - MARGIN - self.side_w, MARGIN + top_h, self.side_w, ph)
            self.seat_panel(seat, rect)
        bottom_h = self.ch * (1 + LIFT) + 2 * MARGIN
        mine = QRectF(MARGIN, self.H - MARGIN - ph, pw, ph)
        self.seat_panel(self.viewer, mine)
        left = side_w + MARGIN
        self.centre = QRectF(left, top_h + MARGIN, self.W - 2 * left, self.H - top_h - bottom_h)
        hand_left = mine.right() + MARGIN * 2
        self.out.hand_rect = QRectF(
            hand_left,
            self.H - MARGIN - self.ch * (1 + LIFT),
            self.W - MARGIN - hand_left,
            self.ch * (1 + LIFT),
        )
        self.lay_viewer_hand()

    def seat_panel(self, seat: int, rect: QRectF) -> None:
        name = (
            self.seats.names[seat]
            if seat < len(self.seats.names)
            else QCoreApplication.translate("Table", "Seat {n}").format(n=seat + 1)
        )
        level = self.seats.levels[seat] if seat < len(self.seats.levels) else ""
        hands = self.pub.get("hands") or [0] * self.n
        count = int(hands[seat]) if seat < len(hands) else 0
        lines = [_cards_text(count)]
        markers: list[tuple[str, str]] = []
        lines += self.seat_lines(seat, markers)
        plate = QRectF(rect.left(), rect.top(), rect.width(), LABEL_H)
        if seat == self.viewer:
            plate.moveTop(rect.bottom() - LABEL_H)
        self.out.panels.append(
            SeatPanel(seat, plate, name, level, lines, markers, self.obs.get("to_move") == seat)
        )
        if seat != self.viewer:
            self.lay_back_fan(seat, rect, count)
        stack_zone = self.stack_place(seat, rect)
        if stack_zone is not None:
            self.lay_stack(seat, stack_zone)

    def plate_line_width(self, seat: int) -> float:
        """The width of a seat plate's line of counts ("6 cards · stack 0 · total 0")."""
        hands = self.pub.get("hands") or [0] * self.n
        count = int(hands[seat]) if seat < len(hands) else 0
        lines = [_cards_text(count), *self.seat_lines(seat, [])]
        return caption_advance(PLATE_SEPARATOR.join(lines))

    def seat_lines(self, seat: int, markers: list[tuple[str, str]]) -> list[str]:
        pub = self.pub
        lines: list[str] = []
        if self.game == "ryadky":
            stacks, totals = pub.get("stacks") or [], pub.get("totals") or []
            lines.append(
                QCoreApplication.translate("Table", "stack {n}").format(n=_at(stacks, seat))
            )
            lines.append(
                QCoreApplication.translate("Table", "total {n}").format(n=_at(totals, seat))
            )
            if pub.get("dealer") == seat:
                markers.append((QCoreApplication.translate("Table", "dealer"), "#8a6d1d"))
        elif self.game == "rooster":
            finished = list(pub.get("finished") or [])
            if seat in finished:
                markers.append(
                    (
                        QCoreApplication.translate("Table", "out #{n}").format(
                            n=finished.index(seat) + 1
                        ),
                        "#2e7d32",
                    )
                )
            elif pub.get("attacker") == seat:
                markers.append((QCoreApplication.translate("Table", "attacks"), "#c0562b"))
            elif pub.get("defender") == seat:
                taking = bool(pub.get("taking"))
                markers.append(
                    (
                        QCoreApplication.translate("Table", "takes")
                        if taking
                        else QCoreApplication.translate("Table", "defends"),
                        "#9c2432" if taking else "#2b5fa8",
                    )
                )
            result = self.obs.get("result")
            if isinstance(result, dict) and result.get("loser") == seat:
                markers.append((QCoreApplication.translate("Table", "rooster!"), "#9c2432"))
        elif self.game == "ditch":
            scores, totals = pub.get("scores") or [], pub.get("totals") or []
            if self.obs.get("teams") and self.n == 4:  # DR-8: seats 0+2 against 1+3
                colour = "#5b3f99" if seat % 2 == 0 else "#2f7f7a"
                markers.append(
                    (QCoreApplication.translate("Table", "team {n}").format(n=1 + seat % 2), colour)
                )
            lines.append(
                QCoreApplication.translate("Table", "hand {n}").format(n=_at(scores, seat))
            )
            lines.append(
                QCoreApplication.translate("Table", "total {n}").format(n=_at(totals, seat))
            )
            if pub.get("dealer") == seat:
                markers.append((QCoreApplication.translate("Table", "dealer"), "#8a6d1d"))
        return lines

    def stack_place(self, seat: int, rect: QRectF) -> QPointF | None:
        if self.game != "ryadky":
            return None
        if seat == self.viewer:
            return QPointF(rect.right() - self.scw - 8, rect.top() + 2)
        return QPointF(rect.right() - self.scw - 8, rect.top() + LABEL_H + 6)

    def lay_back_fan(self, seat: int, rect: QRectF, count: int) -> None:
        zone = f"hand:{seat}"
        left = rect.left() + 6
        room = rect.width() - 12 - (self.scw + 14 if self.game == "ryadky" else 0)
        shown = min(count, 30)
        step = min(self.scw * 0.34, (room - self.scw) / max(1, shown - 1))
        top = rect.top() + LABEL_H + 6
        width = self.scw + step * max(0, shown - 1)
        x0 = left + max(0.0, (room - width) / 2)
        for i in range(shown):
            self.add(zone, None, False, QPointF(x0 + i * step, top), self.scw, 10 + i)
        self.out.anchors[zone] = (QPointF(x0 + step * shown, top), self.scw)

    def lay_stack(self, seat: int, at: QPointF) -> None:
        zone = f"stack:{seat}"
        stacks = self.pub.get("stacks") or []
        count = _at(stacks, seat)
        self.out.outlines.append(QRectF(at.x(), at.y(), self.scw, self.sch))
        shown = min(count, 1 + count // 6, MAX_SHOWN_BACKS)
        for i in range(shown):
            self.add(
                zone, None, False, QPointF(at.x() - i * 1.5, at.y() - i * 1.5), self.scw, 5 + i
            )
        self.out.anchors[zone] = (QPointF(at.x() - shown * 1.5, at.y() - shown * 1.5), self.scw)
        cap = QRectF(at.x() - 6, at.y() + self.sch + 1, self.scw + 12, 16)
        if seat != self.viewer:
            self.caption(cap, f"{count}")
        else:  # beside the stack (right-aligned to it), clear of the name plate below it
            beside = QRectF(at.x() - 4, at.y() + self.sch - 18, 0, 16)
            self.caption(
                beside, QCoreApplication.translate("Table", "stack {n}").format(n=count), "right"
            )

    def lay_viewer_hand(self) -> None:
        hand = sort_hand(self.game, [str(c) for c in self.obs.get("hand") or []])
        zone = f"hand:{self.viewer}"
        r = self.out.hand_rect
        n = len(hand)
        top = r.bottom() - self.ch
        if n == 0:
            self.out.anchors[zone] = (QPointF(r.center().x() - self.cw / 2, top), self.cw)
            return
        step = min(self.cw * 0.62, (r.width() - self.cw) / max(1, n - 1))
        width = self.cw + step * (n - 1)
        x0 = r.left() + (r.width() - width) / 2
        self.out.hand_step = step
        for i, card in enumerate(hand):
            self.add(zone, card, True, QPointF(x0 + i * step, top), self.cw, 100 + i, True)
        self.out.anchors[zone] = (QPointF(x0 + width - self.cw, top), self.cw)

    # --------------------------------------------------------------- shared zones

    def add(
        self,
        zone: str,
        card: str | None,
        face_up: bool,
        pos: QPointF,
        width: float,
        z: float,
        in_hand: bool = False,
    ) -> None:
        self.out.slots.append(Slot(zone, card, face_up, pos, width, z, in_hand))

    def lay_pile_of_backs(
        self,
        zone: str,
        count: int,
        at: QPointF,
        width: float,
        caption: str,
        tops: list[str] | None = None,
    ) -> None:
        """A stock or a discard: a few backs for thickness (or known face-up cards on top)."""
        tops = tops or []
        shown = min(count, max(1 + count // 8, len(tops)), MAX_SHOWN_BACKS)
        for i in range(shown):
            known = i >= shown - len(tops)
            card = tops[i - (shown - len(tops))] if known else None
            base = (shown - len(tops)) * 1.5
            off = i * 1.5 if not known else base + (i - shown + len(tops)) * width * DISCARD_FAN
            self.add(
                zone, card, card is not None, QPointF(at.x() + off, at.y() - i * 1.5), width, 5 + i
            )
        self.out.anchors[zone] = (at, width)
        h = width * CARD_RATIO
        self.out.outlines.append(QRectF(at.x(), at.y(), width, h))
        self.caption(QRectF(at.x() - 20, at.y() + h + 4, width + 40, 18), caption)
        self.out.targets.setdefault(zone, QRectF(at.x(), at.y(), width, h))

    # --------------------------------------------------------------- games

    def lay_stock(self) -> tuple[float, QPointF]:
        """The stock, face down at the left of the centre with its count (every game has one);
        returns the centre row's top and the stock's corner for the zones laid beside it."""
        c = self.centre
        cy = c.center().y() - self.ch / 2
        stock_at = QPointF(c.left() + MARGIN, cy)
        n = self.pub.get("stock", 0)
        self.lay_pile_of_backs(
            "stock",
            int(n),
            stock_at,
            self.cw,
            QCoreApplication.translate("Table", "stock {n}").format(n=n),
        )
        return cy, stock_at

    def ryadky(self) -> None:
        c, pub = self.centre, self.pub
        cy, stock_at = self.lay_stock()
        out_at = QRectF(stock_at.x() - 20, cy + self.ch + 24, self.cw + 40, 18)
        self.caption(
            out_at, QCoreApplication.translate("Table", "out {n}").format(n=pub.get("out", 0))
        )
        self.out.anchors["out"] = (QPointF(stock_at.x(), cy + self.ch * 0.6), self.cw * 0.7)
        pile = [str(x) for x in pub.get("pile") or []]
        left = stock_at.x() + self.cw * 1.8
        room = c.right() - MARGIN - left
        # RY-6: the last three cards decide bonuses, so they are fanned wide enough to read.
        wide, tight = self.cw * 0.42, self.cw * 0.16
        n = len(pile)
        n_wide = min(2, max(0, n - 1))
        n_tight = max(0, n - 1 - n_wide)
        need = self.cw + n_wide * wide + n_tight * tight
        if need > room and n_tight:
            tight = max(2.0, (room - self.cw - n_wide * wide) / n_tight)
            need = self.cw + n_wide * wide + n_tight * tight
        x = left + max(0.0, (room - need) / 2)
        area = QRectF(left, cy - 8, room, self.ch + 16)
        for i, card in enumerate(pile):
            self.add("pile", card, True, QPointF(x, cy), self.cw, 20 + i)
            if i < n - 1:
                x += tight if i < n_tight else wide
        nxt = x + (wide if n else 0)
        self.out.anchors["pile"] = (QPointF(min(nxt, c.right() - self.cw), cy), self.cw)
        self.out.targets["pile"] = area
        if not pile:
            self.caption(
                QRectF(left, cy + self.ch / 2 - 9, room, 18),
                QCoreApplication.translate("Table", "pile"),
            )
        self.info(
            QCoreApplication.translate("Table", "Deal {n}").format(n=int(pub.get("deal", 0)) + 1)
        )

    def rooster(self) -> None:
        c, pub = self.centre, self.pub
        cy, stock_at = self.lay_stock()
        disc_at = QPointF(c.right() - MARGIN - self.cw, cy)
        self.lay_pile_of_backs(
            "discard",
            int(pub.get("discard", 0)),
            disc_at,
            self.cw,
            QCoreApplication.translate("Table", "discard {n}").format(n=pub.get("discard", 0)),
        )
        self.out.targets.pop("stock", None)
        self.out.targets.pop("discard", None)
        left, right = stock_at.x() + self.cw * 1.3, disc_at.x() - self.cw * 0.3
        area = QRectF(left, c.top(), right - left, c.height())
        self.out.targets["table"] = area
        table = [p for p in pub.get("table") or [] if isinstance(p, list) and p]
        w = self.cw
        dx, dy = 0.3, 0.26  # the cover lies over its attack card, shifted so both read
        n = max(1, len(table))
        fit_one = (area.width() + 0.2 * w) / (n * (1 + dx + 0.2))  # width for a single row
        if fit_one >= 0.6 * w or n == 1:  # one row, a little smaller if need be
            w, per_row, rows = min(w, fit_one), n, 1
        else:  # two rows, shrunk if even that is not enough
            per_row, rows = (n + 1) // 2, 2
            w = min(w, (area.width() + 0.2 * w) / (per_row * (1 + dx + 0.2)))
            w = min(w, (area.height() - 10) / (2 * (1 + dy) * CARD_RATIO))
        h = w * CARD_RATIO
        pair_w, pair_h = w * (1 + dx), h * (1 + dy)
        total_h = rows * pair_h + (rows - 1) * 10
        y0 = area.center().y() - total_h / 2
        for r in range(rows):
            row = table[r * per_row : (r + 1) * per_row]
            width = len(row) * pair_w + max(0, len(row) - 1) * w * 0.2
            x = area.center().x() - width / 2
            y = y0 + r * (pair_h + 10)
            for i, pair in enumerate(row):
                attack, cover = str(pair[0]), pair[1] if len(pair) > 1 else None
                self.add("table", attack, True, QPointF(x, y), w, 30 + i * 2)
                if cover:
                    self.add(
                        "table", str(cover), True, QPointF(x + w * dx, y + h * dy), w, 31 + i * 2
                    )
                else:
                    self.out.targets[f"attack:{attack}"] = QRectF(x, y, w, h)
                x += pair_w + w * 0.2
        self.out.anchors["table"] = (QPointF(area.center().x() - w / 2, y0), w)
        if not table:
            self.caption(
                QRectF(area.left(), area.center().y() - 9, area.width(), 18),
                QCoreApplication.translate("Table", "table"),
            )

    def ditch(self) -> None:
        c, pub = self.centre, self.pub
        cy, stock_at = self.lay_stock()
        disc_at = QPointF(c.right() - MARGIN - self.cw * (1 + 2 * DISCARD_FAN + 0.05), cy)
        tops = [str(x) for x in (self.obs.get("discard_pile") or [])][-3:]
        self.lay_pile_of_backs(
            "discard",
            int(pub.get("discard", 0)),
            disc_at,
            self.cw,
            # DR-4: Ditch's discard pile is not Rooster's discard (CR-9), in Russian and Ukrainian
            QCoreApplication.translate("Table", "discard {n}", "Ditch Rummy").format(
                n=pub.get("discard", 0)
            ),
            tops,
        )
        self.out.targets.pop("stock", None)
        self.out.targets["discard"] = QRectF(
            disc_at.x() - 8, cy - 8, self.cw * (1 + 2 * DISCARD_FAN + 0.05) + 16, self.ch + 16
        )
        left, right = stock_at.x() + self.cw * 1.4, disc_at.x() - self.cw * 0.3
        area = QRectF(left, c.top(), right - left, c.height())
        self.out.targets["melds"] = area
        melds = [m for m in pub.get("melds") or [] if isinstance(m, dict)]
        singles: dict[int, list[str]] = {}
        for s in pub.get("singles") or []:
            if isinstance(s, dict):
                singles.setdefault(int(s.get("meld", -1)), []).append(str(s.get("card")))
        owners = [(self.viewer + k) % self.n for k in range(self.n)]
        owners = [o for o in reversed(owners)]  # the viewer's row nearest the hand
        rows = [o for o in owners if any(int(m.get("owner", -1)) == o for m in melds)]
        if not rows:
            self.caption(
                QRectF(area.left(), area.center().y() - 9, area.width(), 18),
                QCoreApplication.translate("Table", "melds"),
            )
            self.out.anchors["melds"] = (QPointF(area.center().x(), area.center().y()), self.cw)
            self.info(
                QCoreApplication.translate("Table", "Hand {n}").format(
                    n=int(pub.get("hand_no", 0)) + 1
                )
            )
            return
        groups = {
            o: [(i, m) for i, m in enumerate(melds) if int(m.get("owner", -1)) == o] for o in rows
        }
        step, gap, cap_h = 0.34, 0.45, 16.0  # per card and between melds, in card widths

        def meld_w(i: int, m: dict[str, Any]) -> float:
            n = len(m.get("cards") or []) + len(singles.get(i, []))
            return 1 + (n - 1) * step + 0.06 * len(singles.get(i, []))

        def lines_for(w: float) -> list[list[list[tuple[int, dict[str, Any]]]]]:
            """Each owner's melds flowed into lines that fit the area's width."""
            out = []
            for o in rows:
                lines: list[list[tuple[int, dict[str, Any]]]] = [[]]
                used = 0.0
                for i, m in groups[o]:
                    need = meld_w(i, m) * w + (gap * w if lines[-1] else 0.0)
                    if lines[-1] and used + need > area.width():
                        lines.append([])
                        used, need = 0.0, meld_w(i, m) * w
                    lines[-1].append((i, m))
                    used += need
                out.append(lines)
            return out

        w = self.cw * 0.75
        while True:  # shrink until every owner's lines fit the height
            flowed = lines_for(w)
            line_h = w * CARD_RATIO * 1.12 + 6
            total = sum(cap_h + len(ls) * line_h for ls in flowed)
            if total <= area.height() or w <= 18:
                break
            w *= 0.92
        h = w * CARD_RATIO
        y = area.top() + max(0.0, (area.height() - total) / 2)
        for owner, lines in zip(rows, flowed, strict=True):
            name = self.seats.names[owner] if owner < len(self.seats.names) else str(owner)
            self.caption(QRectF(area.left(), y, area.width(), cap_h), name)
            y += cap_h
            for line in lines:
                width = sum(meld_w(i, m) for i, m in line) * w + gap * w * (len(line) - 1)
                x = area.left() + max(0.0, (area.width() - width) / 2)
                for i, m in line:
                    start = x
                    for j, card in enumerate(str(k) for k in m.get("cards") or []):
                        self.add(f"meld:{i}", card, True, QPointF(x, y), w, 40 + j)
                        x += w * step
                    for j, card in enumerate(singles.get(i, [])):
                        # singles sit a little lower than the meld they were played to (DR-3c)
                        x += w * 0.06
                        self.add(f"meld:{i}", card, True, QPointF(x, y + h * 0.12), w, 50 + j)
                        x += w * step
                    right = x - w * step + w
                    self.out.targets[f"meld:{i}"] = QRectF(
                        start - 3, y - 3, right - start + 6, h * 1.12 + 6
                    )
                    self.out.anchors[f"meld:{i}"] = (QPointF(x, y), w)
                    x = right + gap * w
                y += line_h
        self.out.anchors["melds"] = (QPointF(area.center().x(), area.center().y()), self.cw)
        self.info(
            QCoreApplication.translate("Table", "Hand {n}").format(n=int(pub.get("hand_no", 0)) + 1)
        )

    def info(self, text: str) -> None:
        self.out.info = text


def _at(values: Any, i: int) -> int:
    try:
        return int(values[i])
    except (IndexError, TypeError, ValueError, KeyError):
        return 0


def build_layout(obs: dict[str, Any], size: QSizeF, seats: Seats) -> Layout:
    """The layout of ``obs`` in a view of ``size``: seat panels, hands, and the game's zones."""
    b = _Builder(obs, size, seats)
    b.place_seats()
    if b.game == "ryadky":
        b.ryadky()
    elif b.game == "rooster":
        b.rooster()
    elif b.game == "ditch":
        b.ditch()
    b.out.anchors.setdefault("out", (b.centre.center(), b.cw * 0.6))
    b.out.anchors.setdefault("stock", (QPointF(b.centre.left() + MARGIN, b.centre.top()), b.cw))
    return b.out
