"""The table widget: a card view over the scene plus an action bar, animating each applied
action's events and settling on the layout of the newest observation. It is the same for
every game: what the game's state means on screen comes from the table kit it is given."""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRectF, QSizeF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QPushButton, QVBoxLayout, QWidget

from koloda.app.table import gestures as acts
from koloda.app.table.access import AccessLayer, table_areas
from koloda.app.table.action_bar import ActionBar
from koloda.app.table.animation import POPUP_RISE, Plan, plan_moves
from koloda.app.table.banner import READ_MS, Banner, BannerSlot, caption_place
from koloda.app.table.card_view import CardView
from koloda.app.table.gesture_input import GestureInput
from koloda.app.table.keys import KeyboardPlay
from koloda.rules import Action, Event, Observation, TableView, games

if TYPE_CHECKING:
    from koloda.app.table.game import ButtonSpec, TableGame
from koloda.app.table.layout import LARGE_CARDS, LIFT, Layout, Seats
from koloda.app.table.marks import Caption, Outline, Popup, SeatPlate
from koloda.app.table.scene import LANDED_MS, TABLE_COLOURS, CardItem, CardScene, Keyframe
from koloda.app.table.showpiece import SHUFFLE, Shows, cheer_words, deals_anew
from koloda.app.table.showpiece import flourish as make_flourish
from koloda.app.table.showpiece import shuffle as make_shuffle
from koloda.app.table.tally import Tally, lay_captions
from koloda.app.table.theme import bar_background, theme_for
from koloda.app.table.timing import HOME_MS, POPUP_MS, AnimationTracker, Tween, speed_factor


class TableWidget(QWidget):
    """The whole table for one game: the card view and the action bar. What the person's
    gestures mean is its ``input``'s (``GestureInput``), whose signals it passes on."""

    actionChosen = Signal(object)  # a legal Action the person made
    animationsFinished = Signal()
    message = Signal(str)
    # the hooks for sound (issue 43): a shuffle before a new deal begins, with its length in
    # ms; a flourish for a won round or match ("round" or "match") begins, with its length
    shuffleStarted = Signal(int)
    flourishStarted = Signal(str, int)
    # a sound's name (koloda.app.sound.SOUNDS) when what it belongs to happens on the table: a
    # card landing (at the animation frame it lands in), a card picked up, a move refused. The
    # table's other animations (a shuffle, a flourish) emit theirs here too.
    sound = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit: TableGame | None = None
        self.game = ""
        self.players = 0
        self.human_seat: int | None = None
        self.names: list[str] = []
        self.levels: list[str] = []
        self.obs: Observation | None = None
        self.layout_: Layout | None = None
        self.speed = "normal"
        self._pending = False
        self._showing = False  # show_observation is laying out the table
        self._resized = False  # and the view was resized meanwhile
        self._fresh = True
        self._deal_next = False  # the next observation shown is a new deal (deal_anew)
        self._thinking: int | None = None
        self.glowing: str | None = None  # the move glowing: a hint's, a lesson step's
        # what the accessible areas were last made from (layout, observation, input, buttons)
        self._access_for: tuple[object, ...] = ()
        self.tracker = AnimationTracker(self)
        # koloda bench --ui: called after each animation frame with whether anything moved,
        # whether it is its animation's first frame, and the CPU seconds the frame took
        self.frame_hook: Callable[[bool, bool, float], None] | None = None
        self.tracker.allFinished.connect(self._maybe_finished)
        self.bar = ActionBar(self)
        self.info = self.bar.info
        self.input = GestureInput(self.bar, self.info, self)
        self.input.actionChosen.connect(self.actionChosen)
        self.input.message.connect(self.message)
        self.input.message.connect(self.bar.tell)  # why a gesture did nothing, where it was
        self.input.explained.connect(self._explain)
        self.scene = self.input.scene = CardScene(self.input)
        self.scene.animations = self.tracker
        self.keys = self.input.keys = KeyboardPlay(self.input)
        self.view = CardView(self.scene, self._relayout, self.keys.handle)
        # the table as a screen reader reads it: the areas' lists, under the view (issue 28)
        self.access = AccessLayer(self.input, self, self.view.viewport())
        self.view.setFocusProxy(self.access.hand())
        self.scene.selectionChanged.connect(self.access.sync_hand)
        self.scene.selectionChanged.connect(self.input.selection_said)
        self.scene.sentHome.connect(self.animate_home)
        self.scene.sentHome.connect(lambda _items: self.sound.emit("refused"))
        self.scene.pickedUp.connect(lambda: self.sound.emit("pick_up"))
        # the shuffle before a deal is heard as it starts (issue 43); a won round's or match's
        # flourish is heard by its result's sound, which the page plays as the round ends
        self.shuffleStarted.connect(lambda _ms: self.sound.emit("shuffle"))
        self.plates: dict[int, SeatPlate] = {}
        self.captions: list[Caption | Outline] = []
        self.tally = Tally()  # the counts shown while a batch's cards fly
        self.popups: list[Popup] = []
        self.banners = BannerSlot(self.scene)  # the caption explaining what just happened
        self.match_info = ""  # the match's part of the action bar's line ("Game 2 of 5")
        self.bar.focusLeft.connect(lambda: self.access.hand().setFocus())
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        box.addWidget(self.view, 1)
        box.addWidget(self.bar)
        self.card_scale = 1.0  # LARGE_CARDS with the large-cards setting
        self.bar.set_theme(self.scene.theme)
        # the shuffle before a deal and the flourish of a win; a click or a key ends them
        self.shows = Shows(self, self.view.viewport(), self.scene, self.tracker, self._hook)
        self.shows.shuffleStarted.connect(self.shuffleStarted)
        self.shows.flourishStarted.connect(self.flourishStarted)

    @property
    def buttons(self) -> dict[str, QPushButton]:
        """The action bar's buttons by action."""
        return self.bar.buttons

    # ================================================================= public API

    def start_game(
        self,
        kit: TableGame,
        players: int,
        human_seat: int | None,
        names: list[str],
        levels: list[str],
    ) -> None:
        """Clear the table and seat the players; the human (or seat 0 in a demo) at the bottom."""
        self.shows.cancel()  # a shuffle or flourish of the last game leads nowhere now
        self.tracker.stop_all()
        self._pending = False
        self.kit, self.game = kit, kit.game
        self.players, self.human_seat = players, human_seat
        self.names = list(names) + [
            QCoreApplication.translate("Table", "Seat {n}").format(n=i + 1)
            for i in range(len(names), players)
        ]
        self.levels = list(levels) + [""] * max(0, players - len(levels))
        self._remove_banner()
        self.scene.standing = None
        self.scene.show_targets([])  # the marks of the last game's drag, while they are there
        for item in self.scene.items():
            if item.parentItem() is None:  # a child goes with its parent
                self.scene.removeItem(item)
        self.scene.cards, self.plates, self.captions, self.popups = [], {}, [], []
        self.tally = Tally()  # the counts of the last game's batch follow nothing now
        self.scene.selection = []
        self.scene.interactive = False
        self.scene.multi_select = kit.multi_select  # e.g. leads, melds and discards
        self.obs = None
        self._tell_input()
        self.layout_ = None
        self._fresh = True
        self._thinking = None
        # a hint (or a lesson's step) is of one game's position, not the next
        self.glowing = self.input.glowing = None
        self.bar.set_buttons([])

    def show_observation(self, obs: Observation, events: list[Event]) -> None:
        """Animate ``events`` (the action just applied) and settle on the layout of ``obs``;
        a new deal is shuffled first. A flourish on the table ends before this is shown."""
        running = self.shows.current
        if running is not None and running.kind != SHUFFLE:
            self.shows.after(lambda: self.show_observation(obs, events))
            return
        self.tracker.stop_all()
        self._settle_cards()  # the last batch's cards on their places: the new one starts there
        if self.kit is None:  # no game seated yet: nothing to show
            QTimer.singleShot(0, self, self.animationsFinished.emit)
            return
        info = games().get(self.kit.game)  # an observation of another game shows its seats only
        self.obs = obs.as_game(self.kit.game, info.view if info is not None else TableView)
        self._tell_input()
        self._pending = True
        self.scene.cancel_gesture()
        self.keys.reset()
        self.scene.set_selection([])
        self.bar.new_position()
        self.scene.interactive = False
        # a resize while this runs (a button shown can lay the window out) is done after it:
        # done inside, it dealt the new cards a second time over the ones planned here
        self._showing = True
        try:
            self._show_planned(events)
        finally:
            self._showing = False
        if self._resized:
            self._resized = False
            self._relayout()
        QTimer.singleShot(0, self, self._maybe_finished)

    def _show_planned(self, events: list[Event]) -> None:
        assert self.kit is not None
        # the buttons (and their letter shortcuts) exist at once, enabled when input is
        self.bar.set_buttons(self._specs(), enabled=False)
        layout = self._layout()
        self.scene.prepare_images(layout.slots)  # any SVG render now, not mid-animation
        fresh, self._fresh = self._fresh, False
        plan = plan_moves(
            self.scene,
            layout,
            self.layout_,
            events,
            speed_factor(self.speed),
            fresh,
            self.kit.popups,
        )
        self.layout_ = layout
        self._apply_panels(layout)
        anew, self._deal_next = self._deal_next or deals_anew(events, self.players), False
        shuffled = anew and speed_factor(self.speed) > 0
        # the counts follow the cards shown: none dealt yet, none under a deck being shuffled
        self.tally = Tally(plan.transfers, layout, self.plates, self.captions)
        self.tally.show(0.0, away="stock" if shuffled else "")
        if shuffled:
            show = make_shuffle(layout, speed_factor(self.speed))
            self.shows.play(show, lambda: self._start_plan(plan, layout))
        else:
            self._start_plan(plan, layout)

    def deal_anew(self) -> None:
        """The next observation shown is a new deal, to be shuffled first even when its events
        deal no card (DR-1: the whole deck is the stock)."""
        self._deal_next = True

    def celebrate(
        self, kind: str, seats: list[int], then: Callable[[], None] | None = None
    ) -> None:
        """A flourish for the round or match (``kind``) won by ``seats`` over the table as it
        ended, then ``then`` (at once when the speed is off or nobody won)."""
        factor = speed_factor(self.speed)
        if factor <= 0 or self.layout_ is None or not seats:
            if then is not None:
                then()
            return
        viewer = self._seats().viewer
        person = self.human_seat is not None and self.human_seat in seats
        names = [] if person else [self.names[s] for s in seats if s < len(self.names)]
        words = cheer_words(kind, names)
        show = make_flourish(kind, self.layout_, seats, viewer, words, factor)
        show.lifted = list(self.plates.values())  # the cards fly behind the seat plates
        self.shows.play(show, then)

    def after_shows(self, then: Callable[[], None]) -> None:
        """Call ``then`` once no shuffle or flourish is on the table (at once if none is)."""
        self.shows.after(then)

    def _hook(self) -> Callable[[bool, bool, float], None] | None:
        return self.frame_hook

    def set_speed(self, speed: str) -> None:
        self.speed = speed if speed in ("off", "fast", "normal", "slow") else "normal"

    def is_animating(self) -> bool:
        return self.tracker.running() > 0

    def set_match_info(self, text: str) -> None:
        """Where the match stands, before the game's own line in the action bar."""
        self.match_info = text
        if self.layout_ is not None:
            self.info.setText(" · ".join(t for t in (text, self.layout_.info) if t))

    def set_guidance(self, text: str) -> None:
        """What the person is to do now (or whose turn it is), beside the action bar's buttons."""
        self.bar.set_guidance(text)

    def show_caption(self, text: str, to_read: bool = False) -> int:
        """Explain an automatic event in a caption over the centre of the table for a few
        seconds (scaled by the speed; ``to_read``, a hint or a refusal: as long as the words
        take to read, whatever the speed); the milliseconds it stays."""
        self._remove_banner()
        if not text:
            return 0
        centre = self.layout_.centre if self.layout_ is not None else QRectF()
        width = centre.width() if centre.width() > 0 else self.view.viewport().width() * 0.6
        top = QPointF()
        if self.layout_ is not None and centre.width() > 0:
            top, width = caption_place(self.layout_, text)
        ms = int(READ_MS * max(0.5, speed_factor(self.speed)))
        if to_read:  # about 15 characters a second, 3 to 15 seconds
            ms = max(3000, min(15_000, 70 * len(text)))
        self.banners.show(text, top, width, ms)
        return ms

    def hide_caption(self, text: str) -> None:
        """Take the caption of ``text`` off the table now, if it is still there."""
        if self.banner is not None and self.banner.text == text:
            self._remove_banner()

    @property
    def banner(self) -> Banner | None:
        """The caption on the table now, if any."""
        return self.banners.banner

    def _remove_banner(self) -> None:
        self.banners.remove()

    def set_thinking(self, seat: int | None) -> None:
        self._thinking = seat
        for s, plate in self.plates.items():
            plate.set_thinking(s == seat)

    def highlight_action(self, action: str | None) -> None:
        """Show a hint: glow on the action's cards and target, or on its button."""
        self.glowing = self.input.glowing = action
        for c in self.scene.cards:
            if c.glow is not None:
                c.glow = None
                c.update()
        self.bar.glow(action)
        self.scene.standing = None
        self.scene.show_targets([])
        if not action or self.kit is None:
            return
        cards, target = self.kit.hint_place(Action.parse(action))
        for c in self.scene.hand_items():
            if c.card in cards:
                c.glow = QColor(self.scene.theme.hint_glow)
                c.update()
        rect = self.scene.targets.get(target)
        if rect is not None:  # marked again after any drag or choice that marked others
            self.scene.standing = (list(cards), target)
            self.scene.show_targets(cards, target)

    def set_appearance(
        self,
        four_colour: bool,
        back: str,
        table_colour: str,
        deck: str | None = None,
        *,
        high_contrast: bool = False,
        large_cards: bool = False,
        surface: str = "felt",
    ) -> None:
        """The cards' colours and back, the felt's colour, (unless None) the deck, the theme
        (standard or high contrast: its felt, plates, captions and marks), the cards' size and
        the table's surface (felt, linen or wood; high contrast keeps its own plain felt)."""
        if deck is not None:
            self.scene.set_deck(deck)
        self.scene.four_colour = bool(four_colour)
        self.scene.back = back
        theme = theme_for(high_contrast)
        self.scene.theme = theme
        self.scene.renderer.high_contrast = theme.contrast_cards
        colour = QColor(theme.felt or TABLE_COLOURS.get(table_colour, table_colour))
        if colour.isValid():
            self.scene.felt = colour
        self.scene.surface = surface
        # the bar under the table is a dark shade of the cloth chosen: brown under the wood
        self.bar.set_theme(theme, bar_background(theme, self.scene.ground()))
        self.view.resetCachedContent()
        # every item drawn again: empty places take the deck's shape, plates, banners and a
        # flourish's words the theme's colours and the table's shade
        for item in self.scene.items():
            item.update()
        scale = LARGE_CARDS if large_cards else 1.0
        if scale != self.card_scale:
            self.card_scale = scale
            self._relayout()
        self.scene.update()

    def drop_point(self, target: str) -> QPointF:
        rect = self.scene.targets.get(target, QRectF())
        return rect.center()

    def card_point(self, card: str) -> QPointF:
        for c in self.scene.hand_items():
            if c.card == card:
                step = self.layout_.hand_step if self.layout_ else c.width
                last = c is self.scene.hand_items()[-1]
                visible = c.width if last else min(step, c.width)
                return QPointF(c.x() + visible * 0.5, c.y() + c.height() * 0.45)
        return QPointF()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _retranslate(self) -> None:
        """Captions, plates, the info line and the buttons in the newly installed language."""
        if self.obs is None:
            return
        self._relayout()
        if self.buttons:
            self.bar.set_buttons(self._specs(), enabled=self.scene.interactive)

    # ================================================================= the input's news

    def _explain(self, why: str) -> None:
        """A drop that is no move: why, over the table where the eye is."""
        self.sound.emit("refused")
        self.show_caption(why, to_read=True)

    def animate_home(self, items: list[CardItem]) -> None:
        duration = HOME_MS * speed_factor(self.speed)
        sel = self.scene.selection
        for c in items:
            home = QPointF(c.home.x(), c.home.y() - (c.height() * LIFT if c in sel else 0.0))
            c.track = [
                Keyframe(0, c.pos(), c.width, c.face_up),
                Keyframe(duration, home, c.width, c.face_up),
            ]
        self._run(items, [], duration)

    # ================================================================= internals

    def _seats(self) -> Seats:
        obs = self.obs
        viewer = obs.seat if obs is not None else None
        if viewer is None:
            viewer = self.human_seat if self.human_seat is not None else 0
        n = obs.players if obs is not None else max(self.players, 1)
        names = self.names or [
            QCoreApplication.translate("Table", "Seat {n}").format(n=i + 1) for i in range(n)
        ]
        return Seats(names, self.levels, viewer, self.human_seat is not None)

    def _layout(self) -> Layout:
        assert self.kit is not None and self.obs is not None
        vp = self.view.viewport().size()
        size = QSizeF(max(vp.width(), 200), max(vp.height(), 150))
        return self.kit.layout(self.obs, size, self._seats(), self.card_scale)

    def _relayout(self) -> None:
        """After a resize: finish any animation and put everything in its new place at once."""
        if self._showing:
            self._resized = True  # show_observation lays the table out again when it is done
            return
        if self.obs is None:
            return
        self.tracker.stop_all()
        self._settle_cards()
        layout = self._layout()
        assert self.kit is not None
        plan = plan_moves(self.scene, layout, self.layout_, [], 0.0, False, self.kit.popups)
        self.layout_ = layout
        self._apply_panels(layout)
        self._start_plan(plan, layout)
        # the places marked (the chosen cards', else a hint's) where the new layout has them
        self.scene.show_targets([c.card or "" for c in self.scene.selection])

    def _apply_panels(self, layout: Layout) -> None:
        seen = set()
        for panel in layout.panels:
            plate = self.plates.get(panel.seat)
            if plate is None:
                plate = SeatPlate(panel)
                self.scene.addItem(plate)
                self.plates[panel.seat] = plate
            else:
                plate.set_panel(panel)
            plate.set_thinking(panel.seat == self._thinking)
            seen.add(panel.seat)
        for seat in [s for s in self.plates if s not in seen]:  # a seat no longer shown
            self.scene.removeItem(self.plates.pop(seat))
        for c in self.captions:
            self.scene.removeItem(c)
        self.captions = lay_captions(self.scene, layout)
        self.info.setText(" · ".join(t for t in (self.match_info, layout.info) if t))
        self.scene.targets = dict(layout.targets)

    def _update_access(self) -> None:
        """The accessible areas named after the table as it is now (after each layout and
        each change of whose input it is: a card's "playable" and "your turn"); nothing is
        done when they already are."""
        if self.kit is None or self.layout_ is None or self.obs is None:
            return
        mine = self._mine() and self.scene.interactive
        buttons: list[QWidget] = list(self.bar.buttons.values())
        shown = (self.layout_, self.obs, mine, *buttons)
        last = self._access_for
        if len(shown) == len(last) and all(a is b for a, b in zip(shown, last, strict=True)):
            return
        self._access_for = shown
        areas = table_areas(self.kit, self.obs, self.layout_, self.names, mine)
        self.access.update(areas, self.layout_, buttons)

    def _start_plan(self, plan: Plan, layout: Layout) -> None:
        for item in plan.new_items:
            self.scene.addItem(item)
            self.scene.cards.append(item)
        for text, centre, colour, t in plan.popups:
            pop = Popup(centre, text, colour)
            pop.setData(0, t)
            self.scene.addItem(pop)
            self.popups.append(pop)
        if plan.duration <= 0:
            self._finish_batch()
            return
        self._update_access()  # the new places while the cards fly; input comes at the end
        self._run(plan.items, self.popups, plan.duration, plan.cues)

    def _run(
        self,
        items: list[CardItem],
        popups: list[Popup],
        duration: float,
        cues: list[tuple[float, str]] | None = None,
    ) -> None:
        """Play the items' tracks and the popups over ``duration`` ms; each cue's sound is
        emitted in the frame that reaches its time (cues sorted by time)."""
        if duration <= 0:
            for c in items:
                c.apply_time(float("inf"))
                c.track = []
            return
        span = POPUP_MS * speed_factor(self.speed)
        pending = list(cues or [])
        pending.reverse()  # the next cue last

        def frame(u: float) -> None:
            hook = self.frame_hook
            cpu = time.thread_time() if hook is not None else 0.0
            t = u * duration
            moved = False
            for c in items:
                moved = c.apply_time(t) or moved
            self.tally.show(t)  # each count as its cards land or leave
            while pending and pending[-1][0] <= t + LANDED_MS:  # the frame that shows them landed
                self.sound.emit(pending.pop()[1])
            for p in popups:
                start = float(p.data(0) or 0.0)
                k = (t - start) / span if span > 0 else 2.0
                if 0 <= k <= 1:
                    p.setOpacity(min(1.0, 4 * (1 - k), 4 * k))
                    p.setY(float(p.data(1)) - POPUP_RISE * k)
                    moved = True
                else:
                    p.setOpacity(0.0)
            if hook is not None:
                hook(moved, u == 0.0, time.thread_time() - cpu)

        for p in popups:
            p.setData(1, p.y())
        anim = Tween(round(duration), self)
        anim.valueChanged.connect(frame)
        anim.finished.connect(self._finish_batch)
        self.tracker.start(anim)

    def _finish_batch(self) -> None:
        """Put every card exactly on its slot, drop vanished cards, enable input if it is ours."""
        self._settle_cards()
        if self.tracker.running() == 0 and self.obs is not None:
            self._enable_input()

    def _settle_cards(self) -> None:
        """Every card exactly on its slot, vanished cards and popups gone, the final counts."""
        self.tally.finish()
        for c in list(self.scene.cards):
            if c.track:
                c.apply_time(float("inf"))
                c.track = []
            if c.vanish:
                self.scene.removeItem(c)
                self.scene.cards.remove(c)
        for p in self.popups:
            self.scene.removeItem(p)
        self.popups = []

    def _mine(self) -> bool:
        return acts.mine(self.obs, self.human_seat)

    def _tell_input(self) -> None:
        """What is on the table now, for the input's lookups of the person's gestures."""
        i = self.input
        i.kit, i.obs, i.human_seat, i.names = self.kit, self.obs, self.human_seat, self.names

    def _specs(self) -> list[ButtonSpec]:
        if self.kit is None or not self._mine():
            return []
        return acts.buttons(self.kit, acts.legal_of(self.obs))

    def _enable_input(self) -> None:
        mine = self._mine()
        self.scene.interactive = mine
        specs = self._specs()
        if [str(s.action) for s in specs] != list(self.buttons):
            self.bar.set_buttons(specs)
        self.bar.enable(mine)
        self._update_access()

    def _maybe_finished(self) -> None:
        if self._pending and self.tracker.running() == 0:
            self._pending = False
            self._enable_input()
            if self.glowing is not None:  # a lesson's step: its target is marked once input is on
                self.highlight_action(self.glowing)
            self.animationsFinished.emit()


__all__ = ["TableWidget"]
