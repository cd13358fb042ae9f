"""Where everything goes on the table: pure geometry from an observation and a view size.

A layout is a list of card slots (zone, identity, face, place), drop targets, seat panels and
captions. The seats, the viewer's hand and the stock are laid out here for every game; the
game's own zones in the centre are laid by its table kit (``kit.lay_centre``) with the helpers
of ``TableBuilder``. The table animates cards from where they are to the slots of the newest
layout.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, Protocol

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, QSizeF
from PySide6.QtGui import QFont, QFontMetricsF

from koloda.app.table.names import cards_text
from koloda.rules import Observation

# the table's card slot, height / width, close to a poker card (88 x 63 mm); the card art
# fits each deck into it (card_art)
CARD_RATIO = 1.4
MARGIN = 12.0
LABEL_H = 46.0
LIFT = 0.2  # a selected hand card rises by this fraction of its height
OPP_SCALE = 0.55  # opponents' cards and stacks, relative to the human's
MAX_SHOWN_BACKS = 5  # a stock or a stack shows at most this many backs, plus its count
CAPTION_PX = 12  # the captions' font size in pixels
CAPTION_PAD = 6.0  # room left beside a caption's text
DISCARD_FAN = 0.25  # Ditch's last discards fan by this much of a card: "10" stays readable
PILE_SCALES = (1.0, 0.85, 0.7, 0.55)  # the widths tried for the stock and discard, in hand cards
PLATE_SEPARATOR = "  ·  "  # between a seat plate's counts (drawn in the caption font)
LARGE_CARDS = 1.35  # the large-cards setting: the human's and the centre's cards this much bigger
CENTRE_ROOM = 50.0  # what the centre needs besides a row of cards (its captions)


def caption_font(px: int = CAPTION_PX) -> QFont:
    """The font the scene draws captions in (layouts size captions with its metrics)."""
    font = QFont()
    font.setPixelSize(px)
    return font


def caption_advance(text: str, px: int = CAPTION_PX) -> float:
    """How wide ``text`` is in the caption font: every caption is at least this wide, so no
    translation is clipped ("стопка 0" is wider than "stack 0")."""
    return QFontMetricsF(caption_font(px)).horizontalAdvance(text)


# how a seat plate's counts are tightened, step by step: separators, then the font's size
PLATE_STEPS = ((PLATE_SEPARATOR, CAPTION_PX), (" · ", CAPTION_PX), (" · ", 11), (" · ", 10))


def plate_step(lines: list[str], room: float, first: int = 0) -> int:
    """How far a seat plate's counts must be tightened to fit ``room`` (``plate_line``), from
    step ``first`` on: 0 as they are, then the separators tightened, then the font a pixel or
    two smaller (a 6-seat table, or four seats at a table 630 px wide); the last when none
    fits."""
    for step in range(first, len(PLATE_STEPS)):
        if caption_advance(*_plate_text(lines, step)) <= room:
            return step
    return len(PLATE_STEPS) - 1


def plate_line(lines: list[str], room: float, first: int = 0) -> tuple[str, int]:
    """A seat plate's counts on one line and the pixel size to draw them in, tightened as
    ``plate_step`` finds (the opponents' plates share their row's step: one size for all)."""
    return _plate_text(lines, plate_step(lines, room, first))


def _plate_text(lines: list[str], step: int) -> tuple[str, int]:
    separator, px = PLATE_STEPS[step]
    return separator.join(lines), px


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
    cards: int = 0  # the cards in the seat's hand: its "N cards", the first of ``lines``
    # how tightened its counts are at the least (plate_step): the opponents' plates share the
    # step the tightest of them needs, so that their lines are of one size
    step: int = 0


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
    # zones laid as a few backs for thickness (a stock, a discard, a stack): their items stand
    # for no card in particular; every other zone's items stand one-to-one for its cards
    piles_of_backs: set[str] = field(default_factory=set)
    info: str = ""  # one line for the action bar: deal or hand number
    # captions that count a zone's cards ("stock 24"): caption index -> zone, text, count
    counted: dict[int, tuple[str, str, int]] = field(default_factory=dict)
    hand_rect: QRectF = field(default_factory=QRectF)
    centre: QRectF = field(default_factory=QRectF)  # the game's own zones lie in it
    hand_step: float = 0.0


@dataclass
class Seats:
    """Who sits where: names and levels per seat, and the seat drawn at the bottom."""

    names: list[str]
    levels: list[str]
    viewer: int
    human: bool = True  # the viewer is the human player (not in a demo)


def card_width_for(size: QSizeF, scale: float = 1.0) -> float:
    """The human's card width for a view size: large on a big window, never overflowing;
    ``scale`` (the large-cards setting) makes it bigger as far as the table still fits: the
    opponents' plates on top, a row of cards with its captions in the centre and the hand."""
    ch = min(size.height() * 0.25, size.width() * 0.12 * CARD_RATIO)
    width = max(34.0, ch / CARD_RATIO)
    if scale <= 1.0:
        return width
    top = LABEL_H + 14 + width * OPP_SCALE * CARD_RATIO + MARGIN  # the opponents stay as they are
    room = (size.height() - top - 2 * MARGIN - CENTRE_ROOM) / (2 + LIFT)  # the centre and hand
    return max(width, min(width * scale, room / CARD_RATIO, size.width() * 0.16))


# Others sit clockwise from the viewer (C-4): first on the left, then across, then right.
_PLACES = {
    0: [],
    1: ["top-c"],
    2: ["top-l", "top-r"],
    # three opponents sit across the top, as two do: at the sides they left the centre too
    # narrow beside the game log (Ditch Rummy's melds got 40 px cards)
    3: ["top-l", "top-c", "top-r"],
    4: ["left", "top-l", "top-r", "right"],
    5: ["left", "top-l", "top-c", "top-r", "right"],
}


class SeatFacts(NamedTuple):
    """What a game says of one seat's plate: its ``lines`` after "N cards", its ``markers``
    (text, colour) and the size of its face-down ``stack`` (None: the game has no stacks)."""

    lines: list[str]
    markers: list[tuple[str, str]]
    stack: int | None


class TableFacts(NamedTuple):
    """What a game tells the layout up front (its table kit, which then lays its own zones
    with the builder's helpers, issue 37: the layout never calls back into a kit): the
    viewer's ``hand`` in display order and each seat's ``SeatFacts``."""

    hand: list[str]
    seats: list[SeatFacts]

    def of(self, seat: int) -> SeatFacts:
        return self.seats[seat] if 0 <= seat < len(self.seats) else SeatFacts([], [], None)


class LayoutGame(Protocol):
    """What the table asks of a game to lay it out (its table kit: the facts, then its zones)."""

    def layout(
        self, obs: Observation, size: QSizeF, seats: Seats, card_scale: float = 1.0
    ) -> Layout: ...


class TableBuilder:
    """Builds one layout; a kit lays its centre zones with these helpers."""

    def __init__(
        self,
        obs: Observation,
        size: QSizeF,
        seats: Seats,
        facts: TableFacts,
        card_scale: float = 1.0,
    ) -> None:
        self.obs = obs
        self.n = obs.players
        self.viewer = seats.viewer
        self.seats = seats
        self.facts = facts
        self.W, self.H = size.width(), size.height()
        self.cw = card_width_for(size, card_scale)
        self.ch = self.cw * CARD_RATIO
        self.scw = card_width_for(size) * OPP_SCALE  # the opponents' cards never grow
        self.sch = self.scw * CARD_RATIO
        self.out = Layout(size=size, card_w=self.cw)
        self.panel_w = max(190.0, self.scw * 6.4)
        self.panel_h = LABEL_H + 8 + self.sch + 6
        self.side_w = max(170.0, self.scw * 4.4)  # side seats stay narrow to leave the centre
        self.centre = QRectF()

    def clear(self, rect: QRectF) -> bool:
        """Whether ``rect`` lies on none of the cards, empty places and seat plates laid so far
        (a caption's place)."""
        marks = [QRectF(s.pos, QSizeF(s.width, s.width * CARD_RATIO)) for s in self.out.slots]
        marks += self.out.outlines + [p.rect for p in self.out.panels]
        return not any(rect.intersects(m) for m in marks)

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
        tops = [s for s, p in zip(others, places, strict=False) if p.startswith("top")]
        # as wide as the widest plate's line where the row has room (at a table 630 px wide
        # two plates read "6 карт · стопка 0 · разо…")
        need = max((self.plate_line_width(s) + 20 for s in tops), default=0.0)
        centres, top_w = self._top_row(len(tops), max(pw, need))
        k = 0
        for seat, place in zip(others, places, strict=False):
            if place.startswith("top"):
                rect = QRectF(centres[k] - top_w / 2, MARGIN, top_w, ph)
                k += 1
            elif place == "left":
                rect = QRectF(MARGIN, MARGIN + top_h, self.side_w, ph)
            else:
                rect = QRectF(self.W - MARGIN - self.side_w, MARGIN + top_h, self.side_w, ph)
            self.seat_panel(seat, rect)
        theirs = self.out.panels[-len(others) :] if others else []
        step = max((plate_step(p.lines, p.rect.width() - 16) for p in theirs), default=0)
        for p in theirs:
            p.step = step
        bottom_h = self.ch * (1 + LIFT) + 2 * MARGIN
        mine = QRectF(MARGIN, self.H - MARGIN - ph, pw, ph)
        self.seat_panel(self.viewer, mine)
        left = side_w + MARGIN
        self.centre = QRectF(left, top_h + MARGIN, self.W - 2 * left, self.H - top_h - bottom_h)
        self.out.centre = QRectF(self.centre)
        hand_left = mine.right() + MARGIN * 2
        self.out.hand_rect = QRectF(
            hand_left,
            self.H - MARGIN - self.ch * (1 + LIFT),
            self.W - MARGIN - hand_left,
            self.ch * (1 + LIFT),
        )
        self.lay_viewer_hand()

    def _top_row(self, tops: int, pw: float) -> tuple[list[float], float]:
        """The centres and the width (``pw`` where there is room) of the seat plates across the
        top: one in the middle; two apart, over the corners of the centre; three in thirds of
        the width (the side seats' plates are in the row below them)."""
        w = self.W
        if tops == 1:
            return [w / 2], min(pw, w - 2 * MARGIN)
        if tops == 2:
            return [w * 0.3, w * 0.7], min(pw, w * 0.4 - MARGIN)
        if tops == 3:  # the side seats sit in the row below: quarters cut six players' counts
            return [(k + 0.5) * w / 3 for k in range(3)], min(pw, w / 3 - 2 * MARGIN)
        spacing = w / (tops + 1)
        return [k * spacing for k in range(1, tops + 1)], min(pw, spacing - MARGIN)

    def seat_panel(self, seat: int, rect: QRectF) -> None:
        name = (
            self.seats.names[seat]
            if seat < len(self.seats.names)
            else QCoreApplication.translate("Table", "Seat {n}").format(n=seat + 1)
        )
        level = self.seats.levels[seat] if seat < len(self.seats.levels) else ""
        count = self.hand_count(seat)
        lines = [cards_text(count)]
        facts = self.facts.of(seat)
        lines += facts.lines
        markers = list(facts.markers)
        plate = QRectF(rect.left(), rect.top(), rect.width(), LABEL_H)
        if seat == self.viewer:
            plate.moveTop(rect.bottom() - LABEL_H)
        self.out.panels.append(
            SeatPanel(seat, plate, name, level, lines, markers, self.obs.to_move == seat, count)
        )
        if seat != self.viewer:
            self.lay_back_fan(seat, rect, count)
        stack_zone = self.stack_place(seat, rect)
        if stack_zone is not None:
            self.lay_stack(seat, stack_zone, rect)

    def plate_line_width(self, seat: int) -> float:
        """The width of a seat plate's line of counts ("6 cards · stack 0 · total 0")."""
        lines = [cards_text(self.hand_count(seat)), *self.facts.of(seat).lines]
        return caption_advance(PLATE_SEPARATOR.join(lines))

    def hand_count(self, seat: int) -> int:
        hands = self.obs.hands
        return hands[seat] if 0 <= seat < len(hands) else 0

    def stack_place(self, seat: int, rect: QRectF) -> QPointF | None:
        """Where a seat's face-down stack lies beside its plate (games with stacks only)."""
        if self.facts.of(seat).stack is None:
            return None
        if seat == self.viewer:
            return QPointF(rect.right() - self.scw - 8, rect.top() + 2)
        return QPointF(rect.right() - self.scw - 8, rect.top() + LABEL_H + 6)

    def lay_back_fan(self, seat: int, rect: QRectF, count: int) -> None:
        zone = f"hand:{seat}"
        left = rect.left() + 6
        stack = self.facts.of(seat).stack is not None
        room = rect.width() - 12 - (self.scw + 14 if stack else 0)
        shown = min(count, 30)
        step = min(self.scw * 0.34, (room - self.scw) / max(1, shown - 1))
        top = rect.top() + LABEL_H + 6
        width = self.scw + step * max(0, shown - 1)
        x0 = left + max(0.0, (room - width) / 2)
        for i in range(shown):
            self.add(zone, None, False, QPointF(x0 + i * step, top), self.scw, 10 + i)
        self.out.anchors[zone] = (QPointF(x0 + step * shown, top), self.scw)

    def lay_stack(self, seat: int, at: QPointF, seat_rect: QRectF) -> None:
        zone = f"stack:{seat}"
        self.out.piles_of_backs.add(zone)
        count = self.facts.of(seat).stack or 0
        self.out.outlines.append(QRectF(at.x(), at.y(), self.scw, self.sch))
        shown = min(count, 1 + count // 6, MAX_SHOWN_BACKS)
        for i in range(shown):
            self.add(
                zone, None, False, QPointF(at.x() - i * 1.5, at.y() - i * 1.5), self.scw, 5 + i
            )
        self.out.anchors[zone] = (QPointF(at.x() - shown * 1.5, at.y() - shown * 1.5), self.scw)
        named = QCoreApplication.translate("Table", "stack {n}").format(n=count)
        cap = QRectF(at.x() - 6, at.y() + self.sch + 1, self.scw + 12, 16)
        if seat != self.viewer:  # named as the person's own, the number alone where it is narrow
            # wider than the stack where the words need it, under the fan beside it and within
            # the seat's place ("20" alone at a table 630 px wide, "stack 5" beside it)
            width = min(caption_advance(named) + CAPTION_PAD, seat_rect.width())
            if width > cap.width():
                centre = min(cap.center().x(), seat_rect.right() - width / 2)
                cap = QRectF(centre - width / 2, cap.top(), width, cap.height())
            fits = caption_advance(named) + CAPTION_PAD <= cap.width()
            self.caption(cap, named if fits else f"{count}")
        else:  # beside the stack (right-aligned to it), clear of the name plate below it
            beside = QRectF(at.x() - 4, at.y() + self.sch - 18, 0, 16)
            self.caption(beside, named, "right")

    def lay_viewer_hand(self) -> None:
        hand = list(self.facts.hand)
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
        self.out.piles_of_backs.add(zone)
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

    def lay_stock(self, width: float | None = None) -> tuple[float, QPointF]:
        """The stock, face down at the left of the centre with its count (every game has one),
        ``width`` wide (default: a hand card's); returns the centre row's top and the stock's
        corner for the zones laid beside it."""
        c = self.centre
        w = width or self.cw
        cy = c.center().y() - w * CARD_RATIO / 2
        stock_at = QPointF(c.left() + MARGIN, cy)
        n = self.obs.stock
        text = QCoreApplication.translate("Table", "stock {n}")
        self.lay_pile_of_backs("stock", n, stock_at, w, text.format(n=n))
        self.out.counted[len(self.out.captions) - 1] = ("stock", text, n)
        return cy, stock_at

    def info(self, text: str) -> None:
        self.out.info = text

    def finish(self) -> Layout:
        """The layout, once the game has laid its zones (a place it gave none is set)."""
        self.out.anchors.setdefault("out", (self.centre.center(), self.cw * 0.6))
        anchor = QPointF(self.centre.left() + MARGIN, self.centre.top())
        self.out.anchors.setdefault("stock", (anchor, self.cw))
        return self.out


def count_at(values: Any, i: int) -> int:
    """``int(values[i])``, or 0 for anything malformed (a layout never trusts its input)."""
    try:
        return int(values[i])
    except (IndexError, TypeError, ValueError, KeyError):
        return 0


def start_layout(
    obs: Observation, size: QSizeF, seats: Seats, facts: TableFacts, card_scale: float = 1.0
) -> TableBuilder:
    """A builder for the layout of ``obs`` in a view of ``size`` with its seat panels and
    hands laid; the game lays its zones with it, then takes ``finish()``. ``card_scale``
    above 1: large cards."""
    b = TableBuilder(obs, size, seats, facts, card_scale)
    b.place_seats()
    return b
