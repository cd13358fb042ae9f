"""The counts on the table follow the cards as they fly (issue 43).

A layout's seat plates ("6 cards") and its stock's caption ("stock 24") tell how things stand
once a batch's cards have landed; while the shuffle before a deal and the deal itself play,
the table shows what is on it at that moment instead: a plate's count rises as each of its
cards lands, the stock's falls as each card leaves it. :class:`Tally` holds the final counts
and the batch's flights (``animation.Transfer``) and puts the count of the moment on the plates
and captions at each frame; at the end (or when the batch is cut short) the final ones.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QGraphicsScene

from koloda.app.table.animation import Transfer
from koloda.app.table.layout import Layout, SeatPanel
from koloda.app.table.marks import Caption, Outline, SeatPlate
from koloda.app.table.names import cards_text
from koloda.app.table.scene import LANDED_MS

# a frame's time is its share of the batch times the batch's length: 680 ms can come out as
# 680.0000000000001, where a card setting off at 680 ms still lies where it was
EPSILON_MS = 1e-6


def count_at(zone: str, final: int, transfers: list[Transfer], t: float) -> int:
    """The cards ``zone`` holds ``t`` ms into a batch that leaves it ``final`` cards: those
    still to land on it (more than ``LANDED_MS`` from their landing: the card lies there
    from then) are not there yet, those still to leave it (or just setting off, at
    ``leaves``: they are still where they were) are there still."""
    coming = sum(1 for f in transfers if f.dst == zone and f.lands > t + LANDED_MS)
    going = sum(1 for f in transfers if f.src == zone and f.leaves >= t - EPSILON_MS)
    return max(0, final - coming + going)


class Tally:
    """The counts shown on one batch's plates and captions, frame by frame."""

    def __init__(
        self,
        transfers: list[Transfer] | None = None,
        layout: Layout | None = None,
        plates: dict[int, SeatPlate] | None = None,
        captions: list[Caption | Outline] | None = None,
    ) -> None:
        self.transfers = list(transfers or [])
        plates = plates or {}
        self.plates: list[tuple[SeatPlate, SeatPanel]] = []
        self.captions: list[tuple[Caption, str, str, int]] = []
        if layout is not None and self.transfers:
            self.plates = [(plates[p.seat], p) for p in layout.panels if p.seat in plates]
            for i, (zone, text, final) in layout.counted.items():
                caption = captions[i] if captions is not None and i < len(captions) else None
                if isinstance(caption, Caption):
                    self.captions.append((caption, zone, text, final))
        self.shown: dict[str, int] = {}

    def show(self, t: float, away: str = "") -> None:
        """The counts ``t`` ms into the batch (before its first frame: 0; after it: inf);
        ``away``: a zone whose cards are elsewhere for now (the stock's deck, shuffled in the
        middle of the table), its caption blank until the batch's first frame."""
        for plate, panel in self.plates:
            zone = f"hand:{panel.seat}"
            n = count_at(zone, panel.cards, self.transfers, t)
            if self.shown.get(zone) != n:
                self.shown[zone] = n
                lines = [cards_text(n), *panel.lines[1:]]
                plate.set_panel(panel if n == panel.cards else replace(panel, lines=lines))
        for caption, zone, text, final in self.captions:
            n = -1 if zone == away else count_at(zone, final, self.transfers, t)
            if self.shown.get(zone) != n:
                self.shown[zone] = n
                caption.text = text.format(n=n) if n >= 0 else ""
                caption.update()

    def finish(self) -> None:
        """The final counts, and nothing more to follow (a later frame changes nothing)."""
        self.show(float("inf"))
        self.transfers, self.plates, self.captions = [], [], []


def lay_captions(scene: QGraphicsScene, layout: Layout) -> list[Caption | Outline]:
    """The layout's captions and its empty places' outlines, put on ``scene`` (the captions
    first, in the layout's order: ``Layout.counted`` indexes them)."""
    marks: list[Caption | Outline] = []
    for rect, text in layout.captions:
        marks.append(Caption(rect, text))
    marks += [Outline(rect) for rect in layout.outlines]
    for mark in marks:
        scene.addItem(mark)
    return marks
