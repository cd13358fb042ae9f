"""The SVG card decks shipped in ``resources/cards``: one ``QSvgRenderer`` per deck file and
colour scheme, loaded once per process, each card an element of it (``club_1``, ``heart_king``,
``back`` in Aisleriot's naming, ``1_club``, ``king_heart`` in KDE's).

The four-colour variant of a deck is made from its own file when first asked for: the pips,
indices and suit marks of diamonds turn blue and of clubs green; court figures keep their colours.
"""

from __future__ import annotations

import gzip
import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from koloda.app.resources import resource_path

SVG_NS = "http://www.w3.org/2000/svg"
XLINK_NS = "http://www.w3.org/1999/xlink"
HREF = f"{{{XLINK_NS}}}href"
ET.register_namespace("", SVG_NS)
ET.register_namespace("xlink", XLINK_NS)

RANK_IDS = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king"}
SUIT_IDS = {"C": "club", "D": "diamond", "H": "heart", "S": "spade"}
FOUR_BLUE = "#1b5fc2"  # the colours of Koloda's own four-colour deck (card_art._FOUR)
FOUR_GREEN = "#17803a"
DARK_RED = "#c4122f"  # the high-contrast table's red (the drawn deck's): 6:1 on a white card
FIGURE_SHAPES = 12  # a child group with more shapes than this is a court figure, not a mark
FRAME_SHARE = 0.6  # a child wider and taller than this share of its card is a frame or a figure
MAX_CHAIN = 200  # Aisleriot's pips are long chains of <use> (each card reuses the previous one's)
_SHAPES = {"path", "rect", "circle", "ellipse", "polygon", "polyline", "line", "text"}


class DeckError(Exception):
    """A deck file that is missing, unreadable or lacks a card."""


@dataclass(frozen=True)
class DeckInfo:
    """One shipped deck: where its file is, its suit colours, its corner radius."""

    name: str  # the value of the card_deck setting
    folder: str  # resources/cards/<folder>
    file: str
    red: str  # the deck's own red and black, replaced in its four-colour variant
    black: str
    corner: float  # the card's corner radius as a share of its width

    def path(self) -> Path:
        return resource_path("cards", self.folder, self.file)


DECKS: dict[str, DeckInfo] = {
    "english": DeckInfo("english", "english", "anglo.svgz", "#dd0000", "#000000", 0.043),
    "atlas": DeckInfo("atlas", "atlas", "atlasnye.svgz", "#e04129", "#2b2b2b", 0.083),
}


def card_ids(card: str | None) -> tuple[str, ...]:
    """The element ids a card may have: Aisleriot's ``heart_king``, KDE's ``king_heart``."""
    if card is None:
        return ("back",)
    rank = RANK_IDS.get(card[0], card[0])
    suit = SUIT_IDS[card[1]]
    return (f"{suit}_{rank}", f"{rank}_{suit}")


class SvgDeck:
    """A loaded deck: ``render(card, width_px)`` draws one card's image."""

    def __init__(self, info: DeckInfo, four_colour: bool = False, dark_red: bool = False) -> None:
        self.info = info
        self.four_colour = four_colour
        self.dark_red = dark_red
        try:
            data = info.path().read_bytes()
        except OSError as e:
            raise DeckError(f"{info.path()}: {e.strerror or e}") from None
        if four_colour or dark_red:
            changes = recolouring(info, four_colour, dark_red)
            data = four_colour_svg(data, info, load_deck(info.name).renderer, changes)
        self.renderer: QSvgRenderer = QSvgRenderer(QByteArray(data))
        if not self.renderer.isValid():
            raise DeckError(f"{info.path()}: not a valid SVG file")
        self.ids: dict[str | None, str] = {}
        for card in [r + s for r in "23456789TJQKA" for s in "CDHS"] + [None]:
            found = next((i for i in card_ids(card) if self.renderer.elementExists(i)), None)
            if found is None:
                raise DeckError(f"{info.path()}: no element for {card or 'the back'}")
            self.ids[card] = found
        bounds = self.renderer.boundsOnElement(self.ids[None])
        if bounds.width() <= 0 or bounds.height() <= 0:
            raise DeckError(f"{info.path()}: the back has no size")
        self.ratio = bounds.height() / bounds.width()  # height / width of one card

    def render(self, card: str | None, width_px: int) -> QImage:
        """The card (None: the back) as a transparent image ``width_px`` pixels wide."""
        height_px = max(1, round(width_px * self.ratio))
        image = QImage(width_px, height_px, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        self.renderer.render(p, self.ids[card], QRectF(0, 0, width_px, height_px))
        p.end()
        return image


_LOADED: dict[tuple[str, bool, bool], SvgDeck | DeckError] = {}


def load_deck(name: str, four_colour: bool = False, dark_red: bool = False) -> SvgDeck:
    """The deck ``name`` (loaded once per process), its red suits' marks in ``DARK_RED`` with
    ``dark_red`` (high contrast); raises DeckError if it cannot be used."""
    key = (name, four_colour, dark_red)
    if key not in _LOADED:
        info = DECKS.get(name)
        try:
            if info is None:
                raise DeckError(f"no card deck named {name!r}")
            _LOADED[key] = SvgDeck(info, four_colour, dark_red)
        except DeckError as e:
            _LOADED[key] = e
        except (ET.ParseError, OSError, EOFError, ValueError) as e:  # a corrupt four-colour source
            _LOADED[key] = DeckError(f"{info.path() if info else name}: {e}")
    found = _LOADED[key]
    if isinstance(found, DeckError):
        raise found
    return found


def forget_loaded() -> None:
    """Drop every loaded deck (a test swaps a deck's file)."""
    _LOADED.clear()


# ---------------------------------------------------------------------- four colours


def recolouring(info: DeckInfo, four_colour: bool, dark_red: bool) -> list[tuple[str, str, str]]:
    """(suit, the deck's colour, the new one) for the four-colour deck (diamonds blue, clubs
    green) and for the high-contrast table (the red suits in ``DARK_RED``)."""
    changes = [("D", info.red, FOUR_BLUE), ("C", info.black, FOUR_GREEN)] if four_colour else []
    if dark_red:
        changes += [(s, info.red, DARK_RED) for s in ("H" if four_colour else "DH")]
    return changes


def suit_colours(info: DeckInfo, four_colour: bool, dark_red: bool) -> dict[str, str]:
    """The colour of each suit's marks on ``info``'s cards, as loaded."""
    colours = {"C": info.black, "S": info.black, "D": info.red, "H": info.red}
    colours.update({suit: new for suit, _old, new in recolouring(info, four_colour, dark_red)})
    return colours


def four_colour_svg(
    data: bytes,
    info: DeckInfo,
    measure: QSvgRenderer | None = None,
    changes: list[tuple[str, str, str]] | None = None,
) -> bytes:
    """The deck's SVG with its suits' marks recoloured (``changes``, by default the four-colour
    deck's: diamonds blue, clubs green); card outlines, frames and court figures keep their
    colours (``measure``, the deck's renderer, sizes the parts)."""
    if data[:2] == b"\x1f\x8b":
        data = gzip.decompress(data)
    root = ET.fromstring(data)
    by_id = {e.get("id"): e for e in root.iter() if e.get("id")}
    defs = ET.SubElement(root, f"{{{SVG_NS}}}defs")
    for suit, old, new in recolouring(info, True, False) if changes is None else changes:
        for rank in "23456789TJQKA":
            group = next((by_id[i] for i in card_ids(rank + suit) if i in by_id), None)
            if group is None:
                continue
            card_box = measure.boundsOnElement(group.get("id", "")) if measure else QRectF()
            for i, child in enumerate(list(group)):
                if _is_frame_or_figure(child, by_id) or _is_large(child, card_box, measure):
                    continue
                # the original may be used by another card: it moves to <defs>, unchanged
                mark = _expanded_copy(child, by_id, frozenset())
                _recolour(mark, _colour(old), new, inherited_fill="#000000", inherited_stroke="")
                group.remove(child)
                group.insert(i, mark)
                defs.append(child)
    svg: bytes = ET.tostring(root, encoding="utf-8")  # typeshed: Any for a named encoding
    return svg


def _local(tag: str) -> str:
    return tag.rsplit("}", 1)[-1]


def _target(use: ET.Element, by_id: dict[str | None, ET.Element]) -> ET.Element | None:
    ref = use.get(HREF) or use.get("href") or ""
    return by_id.get(ref[1:]) if ref.startswith("#") else None


def _resolve(e: ET.Element, by_id: dict[str | None, ET.Element]) -> ET.Element | None:
    """What a chain of ``use`` finally shows (None for a broken or circular chain)."""
    for _ in range(MAX_CHAIN):
        if _local(e.tag) != "use":
            return e
        found = _target(e, by_id)
        if found is None:
            return None
        e = found
    return None


def _shape_count(e: ET.Element, by_id: dict[str | None, ET.Element], depth: int = 0) -> int:
    target = _resolve(e, by_id)
    if target is None or depth > MAX_CHAIN:
        return 0
    own = 1 if _local(target.tag) in _SHAPES else 0
    return own + sum(_shape_count(c, by_id, depth + 1) for c in target)


def _is_large(e: ET.Element, card: QRectF, measure: QSvgRenderer | None) -> bool:
    if measure is None or card.isEmpty() or not e.get("id"):
        return False
    box = measure.boundsOnElement(e.get("id", ""))
    return box.width() > card.width() * FRAME_SHARE and box.height() > card.height() * FRAME_SHARE


def _is_frame_or_figure(e: ET.Element, by_id: dict[str | None, ET.Element]) -> bool:
    """The card's outline (a rect) or a court figure (a group of many shapes) stays as it is."""
    target = _resolve(e, by_id)
    return (
        target is None
        or _local(target.tag) == "rect"
        or _shape_count(target, by_id) > FIGURE_SHAPES
    )


def _expanded_copy(
    e: ET.Element, by_id: dict[str | None, ET.Element], chain: frozenset[str]
) -> ET.Element:
    """A copy of ``e`` without ids, each ``use`` in it replaced by a group holding a copy of
    what it shows (so recolouring the copy never touches what other cards share)."""
    if _local(e.tag) == "use":
        target = _target(e, by_id)
        ref = e.get(HREF) or e.get("href") or ""
        if ref in chain or len(chain) > MAX_CHAIN:  # a circular chain shows nothing
            target = None
        group = ET.Element(f"{{{SVG_NS}}}g")
        for key, value in e.attrib.items():
            if key not in (HREF, "href", "id", "x", "y", "width", "height", "transform"):
                group.set(key, value)
        x, y = e.get("x", "0"), e.get("y", "0")
        transform = e.get("transform", "")
        if x not in ("0", "") or y not in ("0", ""):
            transform = f"{transform} translate({x},{y})".strip()
        if transform:
            group.set("transform", transform)
        if target is not None:
            group.append(_expanded_copy(target, by_id, chain | {ref}))
        return group
    clone = ET.Element(e.tag, {k: v for k, v in e.attrib.items() if k != "id"})
    clone.text, clone.tail = e.text, e.tail
    for child in e:
        clone.append(_expanded_copy(child, by_id, chain))
    if _local(clone.tag) == "symbol":
        clone.tag = f"{{{SVG_NS}}}g"
    return clone


_HEX3 = re.compile(r"#([0-9a-f])([0-9a-f])([0-9a-f])")


def _colour(value: str) -> str:
    v = value.strip().lower()
    if _HEX3.fullmatch(v):
        v = "#" + "".join(c * 2 for c in v[1:])
    return {"black": "#000000", "red": "#ff0000"}.get(v, v)


def _style(e: ET.Element) -> dict[str, str]:
    out: dict[str, str] = {}
    for part in (e.get("style") or "").split(";"):
        if ":" in part:
            key, value = part.split(":", 1)
            out[key.strip()] = value.strip()
    return out


def _own(e: ET.Element, prop: str) -> str | None:
    style = _style(e)
    if prop in style:
        return style[prop]
    return e.get(prop)


def _set(e: ET.Element, prop: str, value: str) -> None:
    style = _style(e)
    if prop in style:
        style[prop] = value
        e.set("style", ";".join(f"{k}:{v}" for k, v in style.items()))
    else:
        e.set(prop, value)


def _recolour(
    e: ET.Element, old: str, new: str, inherited_fill: str, inherited_stroke: str
) -> None:
    """Replace ``old`` by ``new`` wherever ``e`` or its content is painted in it (own or
    inherited: the copy's root gets the new colour explicitly when it only inherited the old)."""
    for prop, inherited in (("fill", inherited_fill), ("stroke", inherited_stroke)):
        value = _own(e, prop)
        if _colour(value if value is not None else inherited) == old:
            _set(e, prop, new)
    fill_now = _own(e, "fill") or inherited_fill
    stroke_now = _own(e, "stroke") or inherited_stroke
    for child in e:
        _recolour(child, old, new, fill_now, stroke_now)
