"""Planning one batch of animation: match the cards on the table to the slots of the new
layout, following the events' moves (zone to zone, in order), and give each card a track.

Cards keep their identity between observations; a card that appears from a hidden place
(an opponent's hand, the stock) takes over one of that place's backs, or is created at that
place's entry point, and flips on the way if its face becomes visible.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QPointF, QRectF

from koloda.app.table.game import NEGATIVE, PopupSpec
from koloda.app.table.layout import Layout, Slot
from koloda.app.table.scene import CardItem, CardScene, Keyframe
from koloda.app.table.sound_cues import event_sounds
from koloda.app.table.timing import (
    CARD_GAP_MS,
    DEAL_GAP_MAX_MS,
    DEAL_TOTAL_MS,
    MOVE_MS,
    POPUP_MS,
    STEP_GAP_MS,
)
from koloda.rules import Event


@dataclass
class Step:
    t: float
    src: str
    dst: str
    face_up: bool


@dataclass(frozen=True)
class Transfer:
    """One card's flight as the table shows it: it leaves ``src`` at ``leaves`` and lands on
    ``dst`` at ``lands`` (ms from the start of its batch); the counts follow it (tally.Tally)."""

    leaves: float
    src: str
    lands: float
    dst: str


@dataclass
class Plan:
    items: list[CardItem] = field(default_factory=list)
    new_items: list[CardItem] = field(default_factory=list)
    popups: list[tuple[str, QPointF, str, float]] = field(default_factory=list)
    duration: float = 0.0
    # (ms from the start, sound): a card landing, heard when the animation reaches it
    cues: list[tuple[float, str]] = field(default_factory=list)
    transfers: list[Transfer] = field(default_factory=list)  # the cards changing zones


def _timeline(
    events: list[Event], factor: float, cues: list[tuple[float, str]]
) -> tuple[dict[str, list[Step]], dict[str, list[tuple[str, float, str, bool]]], list[Any], float]:
    """When each card of each move starts, per card and per destination zone; each card's
    landing and its sound go to ``cues``."""
    paths: dict[str, list[Step]] = {}
    incoming: dict[str, list[tuple[str, float, str, bool]]] = {}
    named: list[tuple[Event, float]] = []
    sounds = event_sounds(events)
    moves = [e for e in events if e.kind == "move"]
    dealt = sum(len(e.cards) for e in moves if e.src == "stock")
    deal_gap = min(DEAL_GAP_MAX_MS, DEAL_TOTAL_MS / max(1, dealt)) * factor
    t, end = 0.0, 0.0
    prev: Event | None = None
    for e, sound in zip(events, sounds, strict=True):
        if e.kind != "move":
            named.append((e, t + (MOVE_MS * factor if prev is not None else 0.0)))
            continue
        cards = e.names()
        src, dst = e.src, e.dst
        dealing = src == "stock" and len(cards) == 1 and dealt > 3
        if prev is not None:
            prev_deal = prev.src == "stock" and len(prev.cards) == 1
            t += deal_gap if dealing and prev_deal else STEP_GAP_MS * factor
        gap = deal_gap if src == "stock" else CARD_GAP_MS * factor
        for j, c in enumerate(cards):
            tc = t + j * gap
            face = e.face_up
            paths.setdefault(c, []).append(Step(tc, src, dst, face))
            incoming.setdefault(dst, []).append((c, tc, src, face))
            if sound is not None:
                cues.append((tc + MOVE_MS * factor, sound))
        t += max(0, len(cards) - 1) * gap
        end = max(end, t + MOVE_MS * factor)
        prev = e
    return paths, incoming, named, end


def _popup_place(spec: PopupSpec, e: Event, layout: Layout) -> QPointF:
    """Over the spec's zone (a target, or an anchor such as a seat's stack), else the seat's
    name plate, else the middle of the table."""
    seat = e.seat
    zone = spec.place.format(seat=seat)
    plate = next((p.rect for p in layout.panels if p.seat == seat), None)
    if zone in layout.targets:
        return layout.targets[zone].center()
    if zone in layout.anchors:
        pos, w = layout.anchors[zone]
        at = QPointF(pos.x() + w / 2, pos.y())
        # a seat's stack lies just under its plate: "+7" rose over the "stack 7 · total 18"
        # it had just changed; it starts under the plate instead, as a score does
        if plate is not None and _rises_over(at, plate):
            return _off_plate(plate, layout)
        return at
    if plate is not None:
        return _off_plate(plate, layout)
    s = layout.size
    return QPointF(s.width() / 2, s.height() / 2)


POPUP_RISE = 30.0  # a popup rises this far while it fades (see TableWidget._run)
POPUP_ROOM = 34.0  # the height of a popup and a little room


def _rises_over(at: QPointF, plate: QRectF) -> bool:
    """Whether a popup starting at ``at`` covers ``plate`` as it starts or as it rises."""
    start = QRectF(at.x() - 30, at.y() - POPUP_ROOM / 2, 60, POPUP_ROOM)
    return start.united(start.translated(0, -POPUP_RISE)).intersects(plate)


def _off_plate(plate: QRectF, layout: Layout) -> QPointF:
    """Where a seat's popup starts: beside its name plate on the side towards the middle,
    so that it rises away from the plate or ends its rise at the plate's edge, never over the
    total it has just changed (a "+5" sat on "total 0" as it turned to 5)."""
    x = plate.center().x()
    if plate.center().y() < layout.size.height() / 2:
        return QPointF(x, plate.bottom() + POPUP_ROOM / 2 + POPUP_RISE)
    return QPointF(x, plate.top() - POPUP_ROOM / 2)


def _free_place(
    at: QPointF,
    t: float,
    earlier: list[tuple[str, QPointF, str, float]],
    layout: Layout,
    span: float,
) -> QPointF:
    """``at`` moved down under any popup still showing there, and kept inside the table so
    that a popup over a top seat is never cut at the top (nor one at an edge at the side)."""
    place = QPointF(at)
    for _text, other, _colour, start in earlier:
        overlaps_in_time = abs(start - t) < max(span, 1.0)
        near = abs(other.x() - place.x()) < 90 and abs(other.y() - place.y()) < POPUP_ROOM
        if overlaps_in_time and near:
            place = QPointF(place.x(), other.y() + POPUP_ROOM)
    w, h = layout.size.width(), layout.size.height()
    place.setY(min(max(place.y(), POPUP_RISE + POPUP_ROOM / 2 + 4), h - POPUP_ROOM / 2 - 4))
    place.setX(min(max(place.x(), 60.0), w - 60.0))
    return place


def plan_moves(
    scene: CardScene,
    layout: Layout,
    old: Layout | None,
    events: list[Event],
    factor: float,
    fresh: bool,
    popups: dict[str, PopupSpec],
) -> Plan:
    """Assign a card item to every slot of ``layout`` and a track to every item that moves;
    ``popups`` (the game kit's) label the events that are shown over the table."""
    planner = _Planner(scene, layout, old, events, factor, fresh)
    planner.keep_shown()
    planner.reveal()
    planner.fill_backs()
    planner.track_slots()
    planner.track_leaving()
    planner.fly_ghosts()
    planner.add_popups(popups)
    return planner.finish()


def _deal_turns(slots: list[Slot]) -> dict[int, int]:
    """Each hand slot's turn in a deal shown fresh: one card to each seat in turn, as at a
    table (seat by seat, each hand's cards in their order), not one hand after another."""
    hands: dict[int, list[int]] = {}
    for i, s in enumerate(slots):
        if s.zone.startswith("hand:"):
            hands.setdefault(int(s.zone.split(":", 1)[1]), []).append(i)
    turns: dict[int, int] = {}
    for k in range(max((len(v) for v in hands.values()), default=0)):
        for seat in sorted(hands):
            if k < len(hands[seat]):
                turns[hands[seat][k]] = len(turns)
    return turns


class _Planner:
    """One plan in the making: which item stands in each slot, and how each gets there."""

    def __init__(
        self,
        scene: CardScene,
        layout: Layout,
        old: Layout | None,
        events: list[Event],
        factor: float,
        fresh: bool,
    ) -> None:
        self.layout, self.old, self.factor, self.fresh = layout, old, factor, fresh
        self.plan = Plan()
        self.move = MOVE_MS * factor
        self.paths, self.incoming, self.named, self.end = _timeline(events, factor, self.plan.cues)
        olds = [c for c in scene.cards if not c.vanish]
        self.free = list(olds)
        self.by_name = {c.card: c for c in olds if c.card}
        self.slots = layout.slots
        self.chosen: list[CardItem | None] = [None] * len(self.slots)
        # id(item) -> start place, width, delay
        self.created: dict[int, tuple[QPointF, float, float]] = {}
        self.sources: dict[int, str] = {}  # id(item) -> the zone a new item flies from
        self.needed = {s.card for s in self.slots if s.card}
        self.carried: set[str] = set()  # cards whose flight a back on the table stands for
        # the zones that only show a few backs for thickness (the layouts say which): cards
        # leaving them are created at their entry point; every other zone's items are its cards
        self.piles_of_backs = layout.piles_of_backs | (old.piles_of_backs if old else set())
        self.deal_gap = min(DEAL_GAP_MAX_MS, DEAL_TOTAL_MS / max(1, len(self.slots))) * factor
        self.deal_turn = _deal_turns(self.slots) if fresh else {}

    def anchor(self, zone: str) -> tuple[QPointF, float]:
        for lay in (self.old, self.layout):
            if lay is not None and zone in lay.anchors:
                return lay.anchors[zone]
        return self.layout.anchors.get("stock", (QPointF(0, 0), self.layout.card_w))

    def take(self, zone: str, name: str | None) -> CardItem | None:
        if zone in self.piles_of_backs:
            return None
        free = self.free
        cands = [c for c in free if c.zone == zone and (c.card is None or c.card == name)]
        if not cands:
            cands = [c for c in free if c.zone == zone and c.card not in self.needed]
        if not cands:
            return None
        item = max(cands, key=lambda c: c.x())
        free.remove(item)
        return item

    def new_item(self, slot: Slot, src: str | None, delay: float) -> CardItem:
        item = CardItem(slot.card, False, slot.width)
        if src is not None:
            pos, w = self.anchor(src)
            self.created[id(item)] = (pos, w, delay)
            self.sources[id(item)] = src
        else:
            self.created[id(item)] = (slot.pos, slot.width, -1.0)  # fade in where it belongs
        self.plan.new_items.append(item)
        return item

    def dealt(self, index: int, src: str = "stock") -> CardItem:
        """A new card dealt to a hand (from the stock) into the slot ``index`` of a deal shown
        fresh, in its turn round the table (``_deal_turns``)."""
        delay = self.deal_turn[index] * self.deal_gap
        item = self.new_item(self.slots[index], src, delay)
        self.plan.cues.append((delay + self.move, "deal"))
        return item

    def keep_shown(self) -> None:
        """1. Cards already on the table keep their items."""
        for i, s in enumerate(self.slots):
            item = self.by_name.get(s.card) if s.card else None
            if item is not None and item in self.free:
                self.free.remove(item)
                self.chosen[i] = item

    def reveal(self) -> None:
        """2. Cards becoming visible: from a hidden hand, or new from the stock."""
        for i, s in enumerate(self.slots):
            if self.chosen[i] is not None or not s.card:
                continue
            steps = self.paths.get(s.card)
            src = steps[0].src if steps else None
            item = self.take(src, s.card) if src else None
            if item is None:
                if src is None and self.fresh and s.zone.startswith("hand:"):
                    item = self.dealt(i)
                else:
                    item = self.new_item(s, src, steps[0].t if steps else 0.0)
            item.card = s.card
            self.chosen[i] = item

    def fill_backs(self) -> None:
        """3. Backs: reuse the zone's own, then what events brought in, then new ones."""
        zones: dict[str, list[int]] = {}
        for i, s in enumerate(self.slots):
            if self.chosen[i] is None:
                zones.setdefault(s.zone, []).append(i)
        for zone, idxs in zones.items():
            self._fill_zone(zone, idxs)

    def _fill_zone(self, zone: str, idxs: list[int]) -> None:
        chosen, slots = self.chosen, self.slots
        own = sorted((c for c in self.free if c.zone == zone), key=lambda c: (c.x(), c.y()))
        for i, mine in zip(idxs, own, strict=False):
            self.free.remove(mine)
            chosen[i] = mine
        rest = [i for i in idxs if chosen[i] is None]
        fresh_deal = self.fresh and zone.startswith("hand:")
        for k, (card, t, src, _face) in enumerate(self.incoming.get(zone, [])):
            if k >= len(rest):
                break
            i = rest[k]
            item = self.by_name.get(card)
            if item is not None and item in self.free:
                self.free.remove(item)
            else:
                item = self.take(src, card)
            if item is None:
                item = self.dealt(i, src) if fresh_deal else self.new_item(slots[i], src, t)
            chosen[i] = item
            self.carried.add(card)  # this back stands for that card: no extra flight for it
        for i in [i for i in idxs if chosen[i] is None]:
            chosen[i] = self.dealt(i) if fresh_deal else self.new_item(slots[i], None, 0.0)

    def track_slots(self) -> None:
        """4. Tracks to every slot's item."""
        for i, s in enumerate(self.slots):
            item = self.chosen[i]
            assert item is not None
            before = self.sources.get(id(item), item.zone)
            item.zone, item.home, item.home_z, item.in_hand = s.zone, QPointF(s.pos), s.z, s.in_hand
            item.vanish = False
            final = Keyframe(0.0, QPointF(s.pos), s.width, s.face_up)
            steps = self.paths.get(item.card or "")
            _track(item, final, steps, self.created.get(id(item)), self.move, self.anchor)
            self.flight(item, before, s.zone, steps)
            self.plan.items.append(item)

    def flight(self, item: CardItem, src: str, dst: str, steps: list[Step] | None) -> None:
        """The item's move from the zone ``src`` to ``dst`` as it flies: it leaves when its
        track starts moving it (a new item: after its delay) and lands at the track's end."""
        if not item.track or not src or src == dst:
            return
        created = self.created.get(id(item))
        leaves = created[2] if created is not None else (steps[0].t if steps else 0.0)
        self.plan.transfers.append(Transfer(max(0.0, leaves), src, item.track[-1].t, dst))

    def track_leaving(self) -> None:
        """5. Cards that left the table (out of play, into a stack, a discard)."""
        for item in self.free:
            item.vanish = True
            steps = self.paths.get(item.card or "")
            if steps:
                pos, w = self.anchor(steps[-1].dst)
                dst = steps[-1].dst
                # stacks and the stock are face down; a discard shows faces only if its tops do
                face = steps[-1].face_up and not dst.startswith("stack:") and dst != "stock"
                if dst == "discard":
                    face = face and any(x.zone == "discard" and x.face_up for x in self.slots)
                final = Keyframe(0.0, pos, w, face, 0.0 if steps[-1].dst == "out" else 1.0)
            else:
                final = Keyframe(0.0, item.pos(), item.width, item.face_up, 0.0)
            _track(item, final, steps, None, self.move, self.anchor)
            self.flight(item, item.zone, steps[-1].dst if steps else "", steps)
            self.plan.items.append(item)

    def fly_ghosts(self) -> None:
        """6. Cards that move without a card on the table to carry them (a penalty from a
        stack to "out", a bonus onto a stack already drawn at full height): a card flies for
        the eye only."""
        covered = {it.card for it in self.plan.items if it.card} | self.carried
        for card, steps in self.paths.items():
            if card in covered or self.factor <= 0:
                continue
            first, last = steps[0], steps[-1]
            pos, w = self.anchor(first.src)
            dest, dw = self.anchor(last.dst)
            face = first.face_up
            end_face = last.face_up and not last.dst.startswith("stack:") and last.dst != "stock"
            ghost = CardItem(card, face, w)
            ghost.vanish, ghost.zone = True, first.src
            ghost.set_state(pos, w, face)
            ghost.setOpacity(0.0)
            t0 = first.t
            ghost.track = [
                Keyframe(0, pos, w, face, 0.0),
                Keyframe(t0, pos, w, face, 0.0),
                Keyframe(t0 + 1, pos, w, face, 1.0),
                Keyframe(last.t + self.move, dest, dw, end_face, 0.0 if last.dst == "out" else 1.0),
            ]
            self.plan.items.append(ghost)
            self.plan.new_items.append(ghost)

    def add_popups(self, popups: dict[str, PopupSpec]) -> None:
        """7. The events the kit labels over the table (points won and lost)."""
        plan, factor = self.plan, self.factor
        for e, t in self.named:
            spec = popups.get(e.kind)
            value = e.value
            if spec is None or (spec.signed and value == 0):
                continue
            text = QCoreApplication.translate("Table", spec.text).format(v=value)
            colour = NEGATIVE if spec.signed and value < 0 else spec.colour
            place = _free_place(
                _popup_place(spec, e, self.layout), t, plan.popups, self.layout, POPUP_MS * factor
            )
            plan.popups.append((text, place, colour, t))
            self.end = max(self.end, t + POPUP_MS * factor)

    def finish(self) -> Plan:
        end = self.end
        for item in self.plan.items:
            if item.track:
                end = max(end, item.track[-1].t)
        self.plan.duration = end if self.factor > 0 else 0.0
        self.plan.cues.sort(key=lambda cue: cue[0])
        return self.plan


def _track(
    item: CardItem,
    final: Keyframe,
    steps: list[Step] | None,
    created: tuple[QPointF, float, float] | None,
    move: float,
    anchor: Any,
) -> None:
    if created is not None:
        pos, w, delay = created
        if delay < 0:  # appears where it belongs
            item.set_state(final.pos, final.width, final.face_up)
            item.setOpacity(0.0)
            item.track = [
                Keyframe(0, final.pos, final.width, final.face_up, 0.0),
                Keyframe(move, final.pos, final.width, final.face_up, 1.0),
            ]
            return
        item.set_state(pos, w, False)
        item.setOpacity(1.0)
        start = Keyframe(0, pos, w, False)
        item.track = [
            start,
            Keyframe(delay, pos, w, False),
            Keyframe(delay + move, final.pos, final.width, final.face_up),
        ]
        return
    cur = Keyframe(0, item.pos(), item.width, item.face_up, item.opacity())
    if steps:
        track = [cur]
        last = cur
        for k, st in enumerate(steps):
            if k == len(steps) - 1:
                dest = Keyframe(st.t + move, final.pos, final.width, final.face_up, final.opacity)
            else:
                pos, w = anchor(st.dst)
                dest = Keyframe(st.t + move, pos, w, st.face_up or last.face_up)
            if st.t > last.t:
                track.append(Keyframe(st.t, last.pos, last.width, last.face_up, last.opacity))
            track.append(dest)
            last = dest
        item.track = track
        return
    same = (cur.pos - final.pos).manhattanLength() < 0.5 and abs(cur.width - final.width) < 0.5
    if same and cur.face_up == final.face_up and cur.opacity == final.opacity:
        item.track = []
        item.setPos(final.pos)
        item.setZValue(item.home_z)
        return
    item.track = [cur, Keyframe(move, final.pos, final.width, final.face_up, final.opacity)]
