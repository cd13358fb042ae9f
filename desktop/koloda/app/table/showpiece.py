"""Showpieces on the table (issue 43): a shuffle before a new deal and a flourish for a won
round or match. Each is a few cards of its own (never the game's) and a function that places
them at a time; the table runs it on its animation clock, a click or a key ends it at once.

Like the rest of the table it knows no game: a new deal is seen in the events' card moves
(cards dealt one at a time from the stock to the hands, C-6, or the cards out of play gathered
into the stock again, DR-1), and a flourish is given the seats that won.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QPointF, QRectF, QSizeF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QStyleOptionGraphicsItem,
    QWidget,
)

from koloda.app.i18n import names_and
from koloda.app.table.banner import BANNER_Z
from koloda.app.table.card_art import RANKS, SUITS
from koloda.app.table.layout import CARD_RATIO, Layout
from koloda.app.table.marks import ground_of, theme_of
from koloda.app.table.scene import DRAG_Z, CardItem, CardScene
from koloda.app.table.theme import banner_background
from koloda.app.table.timing import AnimationTracker, Tween
from koloda.rules import Event

# Durations at normal speed (scaled by the speed setting; none at "off"), in milliseconds.
SHUFFLE_MS = 1100  # two riffles of a small deck, then the deal
ROUND_MS = 1500  # a won round: one fountain of cards and the words
MATCH_MS = 2600  # a won match: fountains from both sides and the winner, and the words

SHUFFLE = "shuffle"
ROUND = "round"
MATCH = "match"

SHUFFLE_CARDS = 14  # the backs of the shuffled deck (enough to look like one, few to draw)
ROUND_CARDS = 12
MATCH_CARDS = 22
SHOW_Z = DRAG_Z + 500  # above every card of the game, below popups and captions
LIFTED_Z = SHOW_Z + 2  # above the showpiece's cards (SHOW_Z to SHOW_Z + 1), below its words
SEED = 43  # the same flourish every time (tests and screenshots see the same)


@dataclass
class Showpiece:
    """One showpiece: its kind (SHUFFLE, ROUND or MATCH), its items, how long it takes (ms)
    and ``place(t)``, which puts the items where they are at ``t`` ms and says if any moved."""

    kind: str
    items: list[QGraphicsItem]
    duration: float
    place: Callable[[float], bool]
    cards: list[CardItem] = field(default_factory=list)  # whose images to make ahead
    # the table's own items kept above the show while it runs (the seat plates: a flourish's
    # cards fly behind them, the names and totals stay readable), put back when it ends
    lifted: list[QGraphicsItem] = field(default_factory=list)


def _turning(item: CardItem) -> None:
    """A card that turns as it moves: drawn once in its own coordinates and that picture
    turned (a cache in the screen's coordinates would be drawn again every frame)."""
    item.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)


def deals_anew(events: Sequence[Event], players: int) -> bool:
    """Whether ``events`` begin a new deal: more cards dealt one at a time from the stock to
    the hands than there are players (a draw or a refill is at most one move a player), or the
    cards out of play gathered into the stock again."""
    dealt = 0
    for e in events:
        if e.kind != "move":
            continue
        if e.src == "out" and e.dst == "stock":
            return True
        if e.src == "stock" and e.dst.startswith("hand:") and len(e.cards) == 1:
            dealt += 1
    return dealt > max(1, players)


def _ease(u: float) -> float:
    u = min(1.0, max(0.0, u))
    return u * u * (3 - 2 * u)


def _middle(layout: Layout) -> QPointF:
    centre = layout.centre if layout.centre.width() > 0 else QRectF(QPointF(), layout.size)
    return centre.center()


def _riffle_orders(n: int, riffles: int) -> list[list[int]]:
    """The deck's order (bottom first) before the first riffle and after each: a riffle cuts
    it in halves and drops their cards from the bottoms by ones and twos in turn."""
    rng = random.Random(SEED)
    orders = [list(range(n))]
    for _ in range(riffles):
        left, right = orders[-1][: n // 2], orders[-1][n // 2 :]
        dropped: list[int] = []
        while left or right:
            for half in (left, right):
                for _ in range(rng.choice((1, 1, 2))):
                    if half:
                        dropped.append(half.pop(0))
        orders.append(dropped)
    return orders


def shuffle(layout: Layout, factor: float) -> Showpiece:
    """Two riffle shuffles of a small deck of backs in the middle of the table; then the
    squared deck glides to the stock, where the deal comes from."""
    middle = _middle(layout)
    w = layout.card_w
    h = w * CARD_RATIO
    stock = layout.anchors.get("stock")  # its place (top left) and card width
    n = SHUFFLE_CARDS
    cards = [CardItem(None, False, w) for _ in range(n)]
    for c in cards:
        c.setTransformOriginPoint(w / 2, h)
        _turning(c)
    orders = _riffle_orders(n, 2)
    duration = SHUFFLE_MS * factor
    riffles = [(0.0, 0.45), (0.45, 0.86)]  # the parts of the time each riffle takes
    glide = riffles[-1][1]  # then the deck goes to the stock
    spread = w * 0.62

    def stacked(k: int) -> QPointF:  # the k-th card from the bottom of the deck
        return QPointF(middle.x() - w / 2 - k * 0.25, middle.y() - h / 2 - k * 0.6)

    def in_half(side: int, k: int) -> QPointF:
        return QPointF(
            middle.x() - w / 2 + side * spread + side * k * 0.3, middle.y() - h / 2 - k * 0.7
        )

    def riffled(card_no: int, r: int, v: float) -> tuple[QPointF, float, float]:
        """Where a card is at ``v`` (0 to 1) of riffle ``r``: its place, tilt and height."""
        before, after = orders[r], orders[r + 1]
        half = n // 2
        k0, k1 = before.index(card_no), after.index(card_no)
        side = -1 if k0 < half else 1
        k_half = k0 if k0 < half else k0 - half
        start, cut, end = stacked(k0), in_half(side, k_half), stacked(k1)
        land = 0.32 + 0.5 * k1 / n  # the cards drop in the new order, bottom first
        if v < 0.3:  # cut: the halves part and tilt towards each other
            s = _ease(v / 0.3)
            pos, tilt, z = start + (cut - start) * s, side * s, 50.0 + k_half
        elif v < land:
            pos, tilt, z = cut, float(side), 50.0 + k_half
        else:  # dropped onto the middle, with a little arc
            s = _ease((v - land) / 0.1)
            pos = cut + (end - cut) * s - QPointF(0, h * 0.12 * math.sin(math.pi * s))
            tilt, z = side * (1.0 - s), float(k1)
        if v > 0.9:  # squared up: a tap on the table
            pos = pos - QPointF(0, 3.0 * math.sin(math.pi * (v - 0.9) / 0.1))
        return pos, tilt, z

    def place(t: float) -> bool:
        u = t / duration if duration > 0 else 1.0
        for card_no, item in enumerate(cards):
            scale = 1.0
            if u < glide:
                r = 0 if u < riffles[0][1] else 1
                a, b = riffles[r]
                pos, tilt, z = riffled(card_no, r, (u - a) / (b - a))
            else:  # the squared deck to the stock, as big as the stock's cards
                k = orders[-1].index(card_no)
                pos, tilt, z = stacked(k), 0.0, float(k)
                if stock is not None:
                    s = _ease((u - glide) / (1.0 - glide))
                    scale = 1.0 + (stock[1] / w - 1.0) * s
                    # scaled about the card's bottom middle: its top left lands on the stock
                    target = stock[0] - QPointF(w / 2 * (1 - scale), h * (1 - scale))
                    pos = pos + (target - pos) * s
            item.setPos(pos)
            item.setScale(scale)
            item.setRotation(7.0 * tilt)
            item.setZValue(SHOW_Z + z)
        return True

    place(0.0)
    return Showpiece(SHUFFLE, list(cards), duration, place, cards)


class Cheer(QGraphicsObject):
    """The words of a flourish ("You won the match!") in the theme's banner colours."""

    def __init__(self, text: str, centre: QPointF, big: bool) -> None:
        super().__init__()
        self.text = text
        self.font_ = QFont()
        self.font_.setPixelSize(34 if big else 26)
        self.font_.setBold(True)
        width = QFontMetricsF(self.font_).horizontalAdvance(text) + 56
        height = QFontMetricsF(self.font_).height() + 26
        self.rect = QRectF(-width / 2, -height / 2, width, height)
        self.setPos(centre)
        self.setZValue(BANNER_Z + 1)
        # grows and fades as one picture: drawn once at its size, scaled after
        self.setCacheMode(QGraphicsItem.CacheMode.ItemCoordinateCache)

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-3, -3, 3, 3)

    def paint(
        self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None
    ) -> None:
        theme = theme_of(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(theme.banner_border), 3.0))
        painter.setBrush(banner_background(theme, ground_of(self)))
        painter.drawRoundedRect(self.rect, 14, 14)
        painter.setFont(self.font_)
        painter.setPen(QColor(theme.banner_text))
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter, self.text)


def cheer_words(kind: str, names: list[str]) -> str:
    """What the flourish says: the person's win ("You won the round!"), or the winners'."""
    if not names:
        return (
            QCoreApplication.translate("Table", "You won the match!")
            if kind == MATCH
            else QCoreApplication.translate("Table", "You won the round!")
        )
    who = names_and(names)
    if kind == MATCH:
        return QCoreApplication.translate("Table", "{names} won the match!").format(names=who)
    return QCoreApplication.translate("Table", "{names} won the round!").format(names=who)


def _origins(layout: Layout, seats: list[int], viewer: int) -> list[QPointF]:
    """Where the winners sit: the middle of the hand for the viewer, else their plates."""
    out = []
    for seat in seats:
        if seat == viewer and layout.hand_rect.width() > 0:
            out.append(QPointF(layout.hand_rect.center().x(), layout.hand_rect.top()))
            continue
        panel = next((p for p in layout.panels if p.seat == seat), None)
        if panel is not None:
            out.append(panel.rect.center())
    return out or [QPointF(layout.size.width() / 2, layout.size.height() * 0.8)]


def flourish(
    kind: str, layout: Layout, seats: list[int], viewer: int, words: str, factor: float
) -> Showpiece:
    """Cards thrown up from where the winners sit (and, for a match, from both lower corners)
    that turn, fall and fade, under the words of the win."""
    size: QSizeF = layout.size
    w = layout.card_w * 0.8
    h = w * CARD_RATIO
    rng = random.Random(SEED)
    origins = _origins(layout, seats, viewer)
    if kind == MATCH:
        bottom = size.height()
        origins += [QPointF(size.width() * 0.06, bottom), QPointF(size.width() * 0.94, bottom)]
    count = MATCH_CARDS if kind == MATCH else ROUND_CARDS
    duration = (MATCH_MS if kind == MATCH else ROUND_MS) * factor
    faces = [r + s for r in reversed(RANKS[-5:]) for s in SUITS]  # aces and courts first
    cards: list[CardItem] = []
    flights = []  # per card: origin, velocity (px/ms), gravity (px/ms²), spin, start, life
    for i in range(count):
        item = CardItem(faces[i % len(faces)], True, w)
        item.setTransformOriginPoint(w / 2, h / 2)
        _turning(item)
        item.setOpacity(0.0)
        cards.append(item)
        origin = origins[i % len(origins)]
        life = duration * rng.uniform(0.55, 0.7)
        start = (duration - life) * rng.uniform(0.0, 0.85)
        rise = size.height() * rng.uniform(0.35, 0.6)  # how high it goes above its origin
        up = life * 0.42  # the top of its arc
        gravity = 2 * rise / (up * up)
        towards_middle = 1 if origin.x() < size.width() / 2 else -1
        sideways = rng.uniform(-0.35, 0.35) + towards_middle * (0.25 if kind == MATCH else 0.0)
        velocity = QPointF(sideways * size.width() / life, -gravity * up)
        spin = rng.uniform(-0.5, 0.5)  # degrees per ms
        flights.append((origin - QPointF(w / 2, h / 2), velocity, gravity, spin, start, life))
    centre = (
        layout.centre.center()
        if layout.centre.width() > 0
        else QPointF(size.width() / 2, size.height() / 2)
    )
    cheer = Cheer(words, centre, kind == MATCH)
    cheer.setOpacity(0.0)

    def place(t: float) -> bool:
        for item, (origin, velocity, gravity, spin, start, life) in zip(
            cards, flights, strict=True
        ):
            s = t - start
            if s <= 0 or s >= life:
                item.setOpacity(0.0)
                continue
            item.setPos(origin + velocity * s + QPointF(0, 0.5 * gravity * s * s))
            item.setRotation(spin * s)
            item.setOpacity(min(1.0, s / 80.0, (life - s) / (life * 0.3)))
            item.setZValue(SHOW_Z + s / life)
        u = t / duration if duration > 0 else 1.0
        cheer.setScale(0.6 + 0.4 * _ease(u / 0.18))
        cheer.setOpacity(min(1.0, u / 0.1, (1.0 - u) / 0.15))
        return True

    place(0.0)
    return Showpiece(kind, [*cards, cheer], duration, place, cards)


FrameHook = Callable[[bool, bool, float], None]


class Shows(QObject):
    """Runs one showpiece at a time on the table's animation clock (its tracker counts it, so
    the table is animating meanwhile); a click on the table or a key in it ends it at once.
    As one begins, ``shuffleStarted`` (its length in ms) or ``flourishStarted`` (its kind and
    length) says so: the hooks for sound."""

    shuffleStarted = Signal(int)
    flourishStarted = Signal(str, int)

    def __init__(
        self,
        table: QWidget,
        viewport: QWidget,
        scene: CardScene,
        tracker: AnimationTracker,
        hook: Callable[[], FrameHook | None],
    ) -> None:
        super().__init__(table)
        self._table, self._viewport, self._scene = table, viewport, scene
        self._tracker, self._hook = tracker, hook
        self.current: Showpiece | None = None
        self._tween: Tween | None = None
        self._then: list[Callable[[], None]] = []
        self._lowered: list[tuple[QGraphicsItem, float]] = []  # lifted items, their own z
        self.skipped = 0  # how many were ended by a click or a key (for tests)

    def play(self, show: Showpiece, then: Callable[[], None] | None = None) -> None:
        """Run ``show`` (ending any other first), then call ``then``; its card images are
        made first (a pause before, not a stutter in it)."""
        self.skip()
        scene, dpr = self._scene, self._viewport.devicePixelRatioF()
        for c in show.cards:
            card = c.card if c.face_up else None
            scene.renderer.pixmap(card, round(c.width), dpr, scene.four_colour, scene.back)
        self.current = show
        self._then = [then] if then is not None else []
        for item in show.items:
            self._scene.addItem(item)
        self._lowered = [(item, item.zValue()) for item in show.lifted]
        for item in show.lifted:
            item.setZValue(LIFTED_Z)
        tween = self._tween = Tween(max(1, round(show.duration)), self)

        def frame(u: float) -> None:
            hook = self._hook()
            cpu = time.thread_time() if hook is not None else 0.0
            moved = show.place(u * show.duration)
            if hook is not None:
                hook(moved, u == 0.0, time.thread_time() - cpu)

        tween.valueChanged.connect(frame)
        tween.finished.connect(self._ended)  # before the tracker's: the next part starts first
        app = QCoreApplication.instance()
        if app is not None:
            app.installEventFilter(self)
        if show.kind == SHUFFLE:
            self.shuffleStarted.emit(round(show.duration))
        else:
            self.flourishStarted.emit(show.kind, round(show.duration))
        self._tracker.start(tween)

    def after(self, then: Callable[[], None]) -> None:
        """Call ``then`` when the showpiece on the table ends (at once when there is none)."""
        if self.current is None:
            then()
        else:
            self._then.append(then)

    def skip(self) -> None:
        """End the showpiece now (what comes after it comes at once)."""
        if self._tween is not None:
            self._tween.finish_now()

    def cancel(self) -> None:
        """End it and forget what was to come after it (a new game is dealt)."""
        self._then = []
        self.skip()

    def _ended(self) -> None:
        show, self.current, self._tween = self.current, None, None
        app = QCoreApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if show is not None:
            for item in show.items:
                if item.scene() is self._scene:
                    self._scene.removeItem(item)
        lowered, self._lowered = self._lowered, []
        for item, z in lowered:
            item.setZValue(z)
        then, self._then = self._then, []
        for call in then:
            call()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A click on the table or a key pressed in it ends the showpiece (and does nothing
        else: the cards it would have touched are not there yet)."""
        kind = event.type()
        if self.current is None or kind not in (
            QEvent.Type.MouseButtonPress,
            QEvent.Type.MouseButtonDblClick,
            QEvent.Type.KeyPress,
        ):
            return False
        if not isinstance(watched, QWidget):
            return False
        if kind == QEvent.Type.KeyPress:
            mine = watched is self._table or self._table.isAncestorOf(watched)
        else:
            mine = watched is self._viewport
        if mine:
            self.skipped += 1
            self.skip()
        return mine
