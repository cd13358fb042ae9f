"""Ditch Rummy's melds on the table: each owner's melds as a block under the owner's name, the
blocks side by side on shelves, and the cards as large as the centre allows (issue 34: with one
row per owner the cards of a full table shrank to about 50x70 px, and singles on a run were
stacked at its right end, out of rank order)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from koloda.app.table.layout import CARD_RATIO, TableBuilder
from koloda.games.ditch.view import DitchView, Meld
from koloda.rules.cards import RANKS

STEP = 0.34  # each further card of a meld, in card widths
GAP = 0.45  # between two melds of one owner
BLOCK_GAP = 0.9  # between two owners' blocks on a shelf
CAPTION_H = 16.0
SMALLEST = 18.0  # a card never narrower than this


def rank(card: str) -> int:
    return RANKS.index(card[0]) if card and card[0] in RANKS else -1


def meld_line(cards: tuple[str, ...], singles: list[str]) -> list[tuple[str, bool]]:
    """A meld's cards with the singles played to it, in rank order, each with whether it is a
    single: on a run the singles just below go before it, those just above after (DR-3c); on a
    set, after it."""
    ordered = sorted(cards, key=rank)
    low = rank(ordered[0]) if ordered else -1
    is_run = len({rank(c) for c in ordered}) > 1
    extra = sorted(singles, key=rank)
    before = [c for c in extra if is_run and rank(c) < low]
    after = [c for c in extra if c not in before]
    return [(c, True) for c in before] + [(c, False) for c in ordered] + [(c, True) for c in after]


@dataclass
class Block:
    """One owner's melds, flowed into lines no wider than the centre."""

    owner: int
    lines: list[list[int]]  # meld numbers
    width: float = 0.0


class MeldRows:
    """Lays the melds of one observation in ``area`` (the centre between stock and discard)."""

    def __init__(self, b: TableBuilder, area: QRectF) -> None:
        self.b, self.area = b, area
        view = DitchView.of(b.obs)
        self.melds: tuple[Meld, ...] = view.melds
        singles = view.singles_on()
        self.lines = {i: meld_line(m.cards, singles.get(i, [])) for i, m in enumerate(self.melds)}
        owners = [(b.viewer + k) % b.n for k in range(b.n)][::-1]  # the viewer's nearest the hand
        self.owners = [o for o in owners if any(m.owner == o for m in self.melds)]

    def meld_w(self, i: int) -> float:
        """Meld ``i``'s width in card widths (singles a little apart, DR-3c)."""
        cards = self.lines[i]
        return 1 + (len(cards) - 1) * STEP + 0.06 * sum(single for _, single in cards)

    def block(self, owner: int, w: float) -> Block:
        lines: list[list[int]] = [[]]
        used, widest = 0.0, 0.0
        for i, m in enumerate(self.melds):
            if m.owner != owner:
                continue
            need = self.meld_w(i) * w + (GAP * w if lines[-1] else 0.0)
            if lines[-1] and used + need > self.area.width():
                lines.append([])
                used, need = 0.0, self.meld_w(i) * w
            lines[-1].append(i)
            used += need
            widest = max(widest, used)
        return Block(owner, lines, widest)

    def shelves(self, w: float) -> list[list[Block]]:
        """Owners' blocks side by side while they fit the width; a block of several lines
        stands alone."""
        out: list[list[Block]] = []
        used = 0.0
        for owner in self.owners:
            block = self.block(owner, w)
            need = block.width + (BLOCK_GAP * w if out and out[-1] else 0.0)
            alone = len(block.lines) > 1 or (out and len(out[-1][0].lines) > 1)
            if not out or alone or used + need > self.area.width():
                out.append([block])
                used = block.width
            else:
                out[-1].append(block)
                used += need
        return out

    def line_h(self, w: float) -> float:
        return w * CARD_RATIO * 1.12 + 6

    def height(self, shelves: list[list[Block]], w: float) -> float:
        return sum(CAPTION_H + max(len(k.lines) for k in s) * self.line_h(w) for s in shelves)

    def lay(self) -> None:
        b, area = self.b, self.area
        b.out.anchors["melds"] = (QPointF(area.center().x(), area.center().y()), b.cw)
        if not self.owners:
            rect = QRectF(area.left(), area.center().y() - 9, area.width(), 18)
            b.caption(rect, QCoreApplication.translate("Table", "melds"))
            return
        widest = max(self.meld_w(i) for i in range(len(self.melds)))
        # as large as a hand card's 0.9 and the widest meld allow, shrunk until all fit
        w = min(b.cw * 0.9, area.width() / widest)
        shelves = self.shelves(w)
        while self.height(shelves, w) > area.height() and w > SMALLEST:
            w *= 0.95
            shelves = self.shelves(w)
        y = area.top() + max(0.0, (area.height() - self.height(shelves, w)) / 2)
        for shelf in shelves:
            width = sum(k.width for k in shelf) + BLOCK_GAP * w * (len(shelf) - 1)
            x = area.left() + max(0.0, (area.width() - width) / 2)
            for block in shelf:
                self.lay_block(block, x, y, w)
                x += block.width + BLOCK_GAP * w
            y += CAPTION_H + max(len(k.lines) for k in shelf) * self.line_h(w)

    def lay_block(self, block: Block, left: float, top: float, w: float) -> None:
        b, names = self.b, self.b.seats.names
        name = names[block.owner] if block.owner < len(names) else str(block.owner)
        b.caption(QRectF(left, top, max(block.width, w), CAPTION_H), name)
        h, y = w * CARD_RATIO, top + CAPTION_H
        for line in block.lines:
            x = left
            for i in line:
                start = x
                for j, (card, single) in enumerate(self.lines[i]):
                    # singles sit a little lower than the meld they were played to (DR-3c)
                    x += w * 0.06 if single else 0.0
                    at = QPointF(x, y + h * 0.12) if single else QPointF(x, y)
                    b.add(f"meld:{i}", card, True, at, w, 40 + j)
                    x += w * STEP
                right = x - w * STEP + w
                b.out.targets[f"meld:{i}"] = QRectF(
                    start - 3, y - 3, right - start + 6, h * 1.12 + 6
                )
                b.out.anchors[f"meld:{i}"] = (QPointF(x, y), w)
                x = right + GAP * w
            y += self.line_h(w)
