"""Card images for the table: Koloda's own drawn deck or an SVG deck, cached.

Every image is made once per (deck, card, size, device pixel ratio, colours, back) into a QPixmap
and cached (KPatience's ``KAbstractCardDeck`` model). An SVG card is rendered once, into a
"master" image at least as large as any size asked for; each size is a smooth reduction of it,
so a resize costs a millisecond per card instead of a vector render. A deck that cannot be
loaded falls back to the drawn deck and says why once (``problem``, ``on_problem``).
"""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap

from koloda.app.table.decks import DECKS, DeckError, SvgDeck, load_deck
from koloda.app.table.drawn_deck import BACKS, SUITS, draw_card, suit_path
from koloda.app.table.layout import CARD_RATIO

__all__ = [
    "BACKS",
    "CARD_RATIO",
    "DECK_NAMES",
    "RANKS",
    "SUITS",
    "CardRenderer",
    "suit_path",
]

RANKS = "23456789TJQKA"
DECK_NAMES = ("koloda", *DECKS)  # "koloda" is the drawn deck
OWN_BACK = "deck"  # the back that comes with the deck (the drawn deck's: its first pattern)
DRAWN_CORNER = 0.07  # the drawn deck's corner radius as a share of the width
CACHE_LIMIT = 600  # images of the sizes in use
CACHE_BYTES = 192 * 1024 * 1024
MASTER_MIN_PX = 256  # SVG masters are at least this wide: enough for 1920x1080 at DPR 1
MASTER_MAX_PX = 1024
MASTER_BYTES = 96 * 1024 * 1024

CacheKey = tuple[str, int, float, bool, str, str, bool]


def _bytes(pm: QPixmap | QImage) -> int:
    return pm.width() * pm.height() * 4


class _Masters:
    """The SVG cards' master images of this process (shared by every table), bounded in bytes."""

    def __init__(self) -> None:
        self.images: OrderedDict[tuple[str, bool, bool, str], QImage] = OrderedDict()
        self.bytes = 0

    def get(self, key: tuple[str, bool, bool, str]) -> QImage | None:
        image = self.images.get(key)
        if image is not None:
            self.images.move_to_end(key)
        return image

    def put(self, key: tuple[str, bool, bool, str], image: QImage) -> None:
        old = self.images.pop(key, None)
        if old is not None:
            self.bytes -= _bytes(old)
        self.images[key] = image
        self.bytes += _bytes(image)
        while self.bytes > MASTER_BYTES and len(self.images) > 1:
            _, dropped = self.images.popitem(last=False)
            self.bytes -= _bytes(dropped)

    def clear(self) -> None:
        self.images.clear()
        self.bytes = 0


MASTERS = _Masters()


class CardRenderer:
    """Renders card faces and backs to cached pixmaps; ``pixmap`` is the one entry point."""

    def __init__(self, deck: str = "koloda") -> None:
        self._cache: OrderedDict[CacheKey, QPixmap] = OrderedDict()
        self._cache_bytes = 0
        self.renders = 0  # images made for the cache (for tests and benchmarks)
        self.svg_renders = 0  # SVG cards rendered into masters (the costly part)
        self.deck = "koloda"
        self.problem: str | None = None  # why the chosen deck is not shown, once known
        self.on_problem: Callable[[str], None] | None = None
        self._largest_px = MASTER_MIN_PX
        self.high_contrast = False  # the drawn deck: bigger indices; an SVG deck: a darker red
        self.set_deck(deck)

    # ------------------------------------------------------------------ the deck

    def set_deck(self, name: str) -> None:
        """Use the deck ``name`` (``koloda`` or a key of ``decks.DECKS``); loaded when needed."""
        if name == self.deck and self.problem is None:
            return
        self.deck = name if name in DECK_NAMES else "koloda"
        self.problem = None
        self.clear()
        if name not in DECK_NAMES:
            self._fail(DeckError(f"no card deck named {name!r}"))

    def svg(self, four_colour: bool = False) -> SvgDeck | None:
        """The chosen SVG deck, loaded; None for the drawn deck or one that failed to load."""
        if self.deck == "koloda" or self.problem is not None:
            return None
        try:
            return load_deck(self.deck, four_colour, self.high_contrast)
        except DeckError as e:
            self._fail(e)
            return None

    def _fail(self, error: DeckError) -> None:
        text = QCoreApplication.translate(
            "Table", "The card deck could not be loaded, so Koloda's own cards are shown: {reason}"
        )
        self.problem = text.format(reason=error)
        self.clear()
        if self.on_problem is not None:
            self.on_problem(self.problem)

    def ratio(self) -> float:
        """Height / width of the deck's cards (the drawn deck's fill the slot exactly)."""
        deck = self.svg()
        return deck.ratio if deck is not None else CARD_RATIO

    def face_box(self, width: float) -> tuple[QRectF, float]:
        """Where the card is drawn in its slot (``width`` x ``width * CARD_RATIO``), and its
        corner radius: an SVG deck keeps its own proportions, centred in the slot."""
        height = width * CARD_RATIO
        deck = self.svg()
        if deck is None:
            return QRectF(0, 0, width, height), width * DRAWN_CORNER
        if deck.ratio >= CARD_RATIO:  # taller than the slot: full height, narrower
            w, h = height / deck.ratio, height
        else:
            w, h = width, width * deck.ratio
        return QRectF((width - w) / 2, (height - h) / 2, w, h), w * deck.info.corner

    # ------------------------------------------------------------------ images

    def pixmap(
        self,
        card: str | None,
        width: int,
        dpr: float = 1.0,
        four_colour: bool = False,
        back: str = OWN_BACK,
    ) -> QPixmap:
        """The card's face (``card`` like ``TS``) or the back (``card`` None) at ``width``
        logical pixels for a screen of ``dpr``; ``back`` is ``deck`` or a drawn pattern."""
        width = max(8, int(width))
        if back not in BACKS:
            back = OWN_BACK
        if card is not None:
            back = ""
        else:
            four_colour = False  # a back has no suits
        key = (card or "", width, round(dpr, 3), four_colour, back, self.deck, self.high_contrast)
        pm = self._cache.get(key)
        if pm is not None:
            self._cache.move_to_end(key)
            return pm
        pm = self._render(card, width, dpr, four_colour, back)
        self._cache[key] = pm
        self._cache_bytes += _bytes(pm)
        while len(self._cache) > CACHE_LIMIT or self._cache_bytes > CACHE_BYTES:
            _, old = self._cache.popitem(last=False)
            self._cache_bytes -= _bytes(old)
        return pm

    def clear(self) -> None:
        self._cache.clear()
        self._cache_bytes = 0

    def cached(self) -> int:
        return len(self._cache)

    def cached_ratios(self) -> set[float]:
        """The device pixel ratios the cached images were drawn for."""
        return {key[2] for key in self._cache}

    def warm(self, four_colour: bool = False, px: int = 0) -> bool:
        """Render one SVG card whose master image is missing or narrower than ``px`` (or the
        widest image asked for so far), in idle time before it is needed; False when done."""
        deck = self.svg(four_colour)
        if deck is None:
            return False
        self._largest_px = max(self._largest_px, min(px, MASTER_MAX_PX))
        for card in [None, *(r + s for r in RANKS for s in SUITS)]:  # the back is dealt first
            master = self._master_for(deck, card)
            if master is None or master.width() < self._largest_px:
                self._master(deck, card, self._largest_px)
                return True
        return False

    # ------------------------------------------------------------------ drawing

    def _render(
        self, card: str | None, width: int, dpr: float, four_colour: bool, back: str
    ) -> QPixmap:
        self.renders += 1
        height = round(width * CARD_RATIO)
        pm = QPixmap(max(1, round(width * dpr)), max(1, round(height * dpr)))
        pm.setDevicePixelRatio(dpr)
        pm.fill(Qt.GlobalColor.transparent)
        deck = self.svg(four_colour)
        box, radius = self.face_box(width)
        p = QPainter(pm)
        if deck is None or (card is None and back != OWN_BACK):
            # the drawn deck, or one of its backs on an SVG deck's card shape
            inner = box.adjusted(0.5, 0.5, -0.5, -0.5)
            pattern = back if back in BACKS else BACKS[0]
            draw_card(p, inner, radius, card, four_colour, pattern, self.high_contrast)
        else:
            # the master's reduction is drawn pixel for pixel: no second resampling
            x, y = round(box.x() * dpr), round(box.y() * dpr)
            w, h = pm.width() - 2 * x, pm.height() - 2 * y
            master = self._master(deck, card, w)
            image = master.scaled(
                w,
                h,
                Qt.AspectRatioMode.IgnoreAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
            image.setDevicePixelRatio(1.0)
            p.resetTransform()
            p.scale(1 / dpr, 1 / dpr)  # the painter works in logical pixels on a DPR pixmap
            p.drawImage(x, y, image)
        p.end()
        return pm

    def _master_for(self, deck: SvgDeck, card: str | None) -> QImage | None:
        return MASTERS.get((deck.info.name, deck.four_colour, deck.dark_red, card or ""))

    def _master(self, deck: SvgDeck, card: str | None, px: int) -> QImage:
        """The card's master image, at least ``px`` wide (rendered anew only when too small)."""
        self._largest_px = max(self._largest_px, min(px, MASTER_MAX_PX))
        key = (deck.info.name, deck.four_colour, deck.dark_red, card or "")
        image = MASTERS.get(key)
        if image is not None and image.width() >= min(px, MASTER_MAX_PX):
            return image
        # a little above the size asked for, so the next larger window reuses it
        wanted = max(MASTER_MIN_PX, math.ceil(px * 1.25 / 16) * 16)
        image = deck.render(card, min(wanted, MASTER_MAX_PX))
        self.svg_renders += 1
        MASTERS.put(key, image)
        return image
