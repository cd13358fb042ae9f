"""The Settings dialog: edits a copy of :class:`koloda.store.settings.Settings`.

    edited = SettingsDialog.edit(settings, parent)    # None if cancelled
    if edited is not None:
        store.save(edited)                              # then apply: speed, appearance, language

or ``dlg = SettingsDialog(settings, parent); if dlg.exec(): dlg.settings()``. The dialog only
edits values; the caller saves them and applies them (``install_language`` for the language).
It retranslates itself on QEvent.LanguageChange.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QIcon,
    QPainter,
    QPainterPath,
    QPixmap,
    QShowEvent,
)
from PySide6.QtWidgets import (
    QCheckBox,
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import kits
from koloda.app.i18n import LANGUAGES
from koloda.app.table.card_art import CardRenderer
from koloda.app.table.felt import Felt
from koloda.app.table.theme import HIGH_CONTRAST
from koloda.app.window.placement import FRAME_GUESS, frame_margins, room_for
from koloda.rules import LEVELS
from koloda.store.settings import (
    CARD_BACKS,
    CARD_DECKS,
    NAME_MAX,
    SPEEDS,
    TABLE_COLOURS,
    TABLE_SURFACES,
    Settings,
    clean_name,
)


def _swatch(colour: str) -> QIcon:
    pixmap = QPixmap(16, 16)
    pixmap.fill(QColor(colour))
    return QIcon(pixmap)


def _select(combo: QComboBox, value: object) -> None:
    index = combo.findData(value)
    if index >= 0:
        combo.setCurrentIndex(index)


PREVIEW_CARDS = ("KH", "QC", "JD", "AS", None)  # courts show the pattern; None: the back
PREVIEW_WIDTH = 54
TWO_COLUMNS_FROM = 1000  # a screen this wide shows the groups in two columns


def deck_preview(
    renderer: CardRenderer,
    deck: str,
    four: bool,
    back: str,
    felt: str,
    dpr: float = 1.0,
    *,
    surface: str = "felt",
    textured: bool = True,
) -> QPixmap:
    """A fan of a few cards of ``deck`` and its back on the table (its colour and surface;
    ``textured`` False: plain, as high contrast has it), as the table shows them."""
    renderer.set_deck(deck)
    pad, step = 8, PREVIEW_WIDTH * 0.72
    width = round(step * (len(PREVIEW_CARDS) - 1) + PREVIEW_WIDTH) + 2 * pad
    height = round(PREVIEW_WIDTH * 1.4) + 2 * pad
    pm = QPixmap(round(width * dpr), round(height * dpr))
    pm.setDevicePixelRatio(dpr)
    pm.fill(Qt.GlobalColor.transparent)
    p = QPainter(pm)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    cloth = Felt().pixmap(QSize(width, height), dpr, QColor(felt), textured, surface)
    edge = QPainterPath()
    edge.addRoundedRect(QRectF(0, 0, width, height), 6, 6)
    p.setClipPath(edge)
    p.drawPixmap(QPointF(0, 0), cloth)
    p.setClipping(False)
    for i, card in enumerate(PREVIEW_CARDS):
        image = renderer.pixmap(card, PREVIEW_WIDTH, dpr, four, back)
        p.drawPixmap(QPointF(pad + i * step, pad), image)
    p.end()
    return pm


class SettingsDialog(QDialog):
    """Every user setting in four groups: player, appearance, sound, play."""

    def __init__(self, settings: Settings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("settingsDialog")
        self._original = settings
        self._custom_colour: str | None = None

        self.name_edit = QLineEdit()
        self.name_edit.setMaxLength(NAME_MAX)
        self.language_combo = QComboBox()
        for code, native in LANGUAGES.items():  # each language in its own words, never translated
            self.language_combo.addItem(native, code)
        self.level_combos = {k.game: self._combo(LEVELS) for k in kits()}
        self.speed_combo = self._combo(SPEEDS)
        self.deck_combo = self._combo(CARD_DECKS)
        self.four_check = QCheckBox()
        self.back_combo = self._combo(CARD_BACKS)
        self.preview = QLabel()
        self.preview.setObjectName("deckPreview")
        self._renderer = CardRenderer()
        self.deck_combo.currentIndexChanged.connect(self._deck_changed)
        self.four_check.toggled.connect(self._show_preview)
        self.back_combo.currentIndexChanged.connect(self._show_preview)
        self.surface_combo = self._combo(TABLE_SURFACES)
        self.surface_combo.currentIndexChanged.connect(self._surface_changed)
        self.colour_combo = QComboBox()
        self.colour_combo.currentIndexChanged.connect(self._show_preview)
        self.colour_button = QPushButton()
        self.colour_button.clicked.connect(self._choose_colour)
        self.large_check = QCheckBox()
        self.contrast_check = QCheckBox()
        self.contrast_check.toggled.connect(self._contrast_toggled)
        self.sound_check = QCheckBox()
        self.volume_slider = QSlider(Qt.Orientation.Horizontal)
        self.volume_slider.setRange(0, 100)
        self.volume_slider.setSingleStep(5)
        self.volume_slider.setPageStep(10)
        self.sound_check.toggled.connect(self._sound_toggled)
        self.name_note = QLabel()  # at a network table: the name the friends know stays
        self.name_note.setObjectName("nameAtTable")
        self.name_note.setWordWrap(True)
        self.name_note.hide()
        self._name_at_table = ""
        self.no_device = QLabel()  # shown where no sound device opened (show_no_device)
        self.no_device.setObjectName("noSoundDevice")
        self.no_device.setWordWrap(True)
        self.no_device.hide()
        self.confirm_check = QCheckBox()
        self.hints_check = QCheckBox()
        self.undo_check = QCheckBox()
        self._lay_out()
        self.retranslate()
        self.set_settings(settings)

    def _lay_out(self) -> None:
        """The rows of the three groups, each labelled, and the dialog's buttons."""
        # one label per row, named by the setting it labels (retranslate() sets the words)
        self.labels = {key: QLabel() for key in ("name", "language", *self.level_combos)}
        self.labels.update(
            {key: QLabel() for key in ("speed", "deck", "back", "surface", "colour", "volume")}
        )
        self.player_group = QGroupBox()
        player_form = QFormLayout(self.player_group)
        player_form.addRow(self.labels["name"], self.name_edit)
        player_form.addRow("", self.name_note)
        player_form.addRow(self.labels["language"], self.language_combo)
        for game, combo in self.level_combos.items():
            player_form.addRow(self.labels[game], combo)

        colour_row = QHBoxLayout()
        colour_row.addWidget(self.colour_combo, 1)
        colour_row.addWidget(self.colour_button)
        self.look_group = QGroupBox()
        look_form = QFormLayout(self.look_group)
        look_form.addRow(self.labels["speed"], self.speed_combo)
        look_form.addRow(self.labels["deck"], self.deck_combo)
        look_form.addRow("", self.four_check)
        look_form.addRow(self.labels["back"], self.back_combo)
        look_form.addRow("", self.preview)
        look_form.addRow(self.labels["surface"], self.surface_combo)
        look_form.addRow(self.labels["colour"], colour_row)
        look_form.addRow("", self.large_check)
        look_form.addRow("", self.contrast_check)
        for key, buddy in [
            ("name", self.name_edit),
            ("language", self.language_combo),
            *self.level_combos.items(),
            ("speed", self.speed_combo),
            ("deck", self.deck_combo),
            ("back", self.back_combo),
            ("surface", self.surface_combo),
            ("colour", self.colour_combo),
            ("volume", self.volume_slider),
        ]:
            self.labels[key].setBuddy(buddy)

        self.sound_group = QGroupBox()
        sound_form = QFormLayout(self.sound_group)
        sound_form.addRow("", self.sound_check)
        sound_form.addRow(self.labels["volume"], self.volume_slider)
        sound_form.addRow("", self.no_device)

        self.play_group = QGroupBox()
        play_box = QVBoxLayout(self.play_group)
        for check in (self.confirm_check, self.hints_check, self.undo_check):
            play_box.addWidget(check)

        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok
            | QDialogButtonBox.StandardButton.Cancel
            | QDialogButtonBox.StandardButton.RestoreDefaults
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        restore = self.buttons.button(QDialogButtonBox.StandardButton.RestoreDefaults)
        restore.clicked.connect(lambda: self.set_settings(Settings()))

        self._lay_out_groups()
        layout = QVBoxLayout(self)
        layout.addWidget(self.scroller, 1)
        layout.addWidget(self.buttons)

    def _lay_out_groups(self) -> None:
        """The groups in a scroll area, the buttons below it: on a screen shorter than the
        groups (a laptop's 768 pixels) OK and Cancel were below the screen's edge. Player,
        Sound and Play, then Appearance: beside them where the screen has the width
        (``_arrange``), below them where it has not; Tab goes in that order."""
        self.content = QWidget()
        self.grid = QGridLayout(self.content)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self._arrange(two=False)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("settingsScroll")
        self.scroller.setWidget(self.content)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QFrame.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.scroller.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # Tab goes from field to field

    def _arrange(self, two: bool) -> None:
        """The groups in one column, or Appearance in a second beside the rest."""
        left = (self.player_group, self.sound_group, self.play_group)
        for group in (*left, self.look_group):
            self.grid.removeWidget(group)
        for row, group in enumerate(left):
            self.grid.addWidget(group, row, 0)
        if two:
            self.grid.addWidget(self.look_group, 0, 1, 3, 1)
        else:
            self.grid.addWidget(self.look_group, 3, 0)
        self.grid.setRowStretch(3, 1 if two else 0)
        self.two_columns = two

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self._fit_screen()

    def _fit_screen(self) -> None:
        """Two columns where the screen is wide enough for them (in the language shown), else
        one; as tall as the groups within the screen's available height (the frame aside),
        with room for a scroll bar when they do not fit; centred over the window."""
        owner = self.parentWidget()
        room = room_for(owner if owner is not None else self)
        framed = frame_margins(self)  # the window manager's, or a guess before it framed us
        frame = framed if not framed.isNull() else FRAME_GUESS
        margins = self.layout().contentsMargins()  # type: ignore[union-attr]
        sides = margins.left() + margins.right() + frame.left() + frame.right()
        left = max(g.sizeHint().width() for g in (self.player_group, self.sound_group))
        both = left + self.grid.horizontalSpacing() + self.look_group.sizeHint().width() + sides
        self._arrange(two=room.width() >= TWO_COLUMNS_FROM and both <= room.width())
        self.content.adjustSize()
        inner = self.content.sizeHint()
        want = (
            inner.height()
            + self.buttons.sizeHint().height()
            + margins.top()
            + margins.bottom()
            + self.layout().spacing()  # type: ignore[union-attr]
        )
        height = min(want, room.height() - frame.top() - frame.bottom())
        bar = self.scroller.verticalScrollBar().sizeHint().width() if height < want else 0
        width = min(inner.width() + margins.left() + margins.right() + bar, room.width())
        self.resize(width, height)
        if owner is not None:
            centre = owner.frameGeometry().center()
            x = max(room.left(), min(centre.x() - width // 2, room.right() - width))
            y = max(room.top(), min(centre.y() - height // 2, room.bottom() - height))
            self.move(x, y)

    @staticmethod
    def _combo(values: tuple[str, ...]) -> QComboBox:
        combo = QComboBox()
        for value in values:
            combo.addItem(value, value)
        return combo

    def _retranslate_sound(self) -> None:
        self.sound_check.setText(self.tr("&Play the table's sounds (M turns them on or off)"))
        self.no_device.setText(
            self.tr("This computer has no sound device Koloda can open: nothing will be heard.")
        )

    def keep_name_at_table(self, name: str) -> None:
        """Opened at a network table where the friends know the person as ``name``: say
        under the name that a new one is for the next table (the seat keeps this one)."""
        self._name_at_table = name
        self._retranslate_name_note()

    def _retranslate_name_note(self) -> None:
        name = self._name_at_table
        self.name_note.setText(
            self.tr(
                "Your friends at this table still see you as %s: "
                "a new name shows from your next table."
            )
            % name
        )
        self.name_note.setVisible(bool(name))

    def show_no_device(self, silent: bool) -> None:
        """Say under the sound's settings that nothing will be heard (no device opened)."""
        self.no_device.setVisible(silent)

    # ------------------------------------------------------------------ values

    def set_settings(self, settings: Settings) -> None:
        """Show ``settings`` in the widgets."""
        self._original = settings
        self.name_edit.setText(settings.player_name)
        _select(self.language_combo, settings.language)
        for game, combo in self.level_combos.items():
            _select(combo, settings.level_for(game))
        _select(self.speed_combo, settings.animation_speed)
        _select(self.deck_combo, settings.card_deck)
        self.four_check.setChecked(settings.four_colour)
        self._deck_changed()
        _select(self.back_combo, settings.card_back)
        preset = settings.table_colour.lower() in TABLE_COLOURS.values()
        self._custom_colour = None if preset else settings.table_colour.lower()
        self._fill_colours()
        _select(self.colour_combo, settings.table_colour.lower())
        _select(self.surface_combo, settings.table_surface)
        self.large_check.setChecked(settings.large_cards)
        self.contrast_check.setChecked(settings.high_contrast)
        self._contrast_toggled(settings.high_contrast)
        self.sound_check.setChecked(settings.sound_on)
        self.volume_slider.setValue(settings.sound_volume)
        self._sound_toggled(settings.sound_on)
        self.confirm_check.setChecked(settings.confirm_abandon)
        self.hints_check.setChecked(settings.hints_allowed)
        self.undo_check.setChecked(settings.undo_allowed)

    def settings(self) -> Settings:
        """The edited settings (always valid: every widget offers only valid values)."""
        return replace(
            self._original,
            player_name=clean_name(self.name_edit.text()),
            language=self.language_combo.currentData(),
            opponent_levels={g: c.currentData() for g, c in self.level_combos.items()},
            animation_speed=self.speed_combo.currentData(),
            card_deck=self.deck_combo.currentData(),
            card_style="four" if self.four_check.isChecked() else "two",
            card_back=self.back_combo.currentData(),
            table_colour=self.colour_combo.currentData(),
            table_surface=self.surface_combo.currentData(),
            large_cards=self.large_check.isChecked(),
            high_contrast=self.contrast_check.isChecked(),
            sound_on=self.sound_check.isChecked(),
            sound_volume=self.volume_slider.value(),
            confirm_abandon=self.confirm_check.isChecked(),
            hints_allowed=self.hints_check.isChecked(),
            undo_allowed=self.undo_check.isChecked(),
        )

    @classmethod
    def edit(cls, settings: Settings, parent: QWidget | None = None) -> Settings | None:
        """Run the dialog modally; the edited settings, or None if cancelled."""
        dialog = cls(settings, parent)
        return dialog.settings() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def set_table_colour(self, colour: str) -> None:
        """Select ``colour`` (#rrggbb): a preset or a custom entry."""
        colour = QColor(colour).name()
        if colour not in TABLE_COLOURS.values():
            self._custom_colour = colour
            self._fill_colours()
        _select(self.colour_combo, colour)

    def _choose_colour(self) -> None:
        chosen = QColorDialog.getColor(
            QColor(self.colour_combo.currentData()), self, self.tr("Table colour")
        )
        if chosen.isValid():
            self.set_table_colour(chosen.name())

    def _sound_toggled(self, on: bool) -> None:
        """The volume is of the sounds: it waits while they are off."""
        self.volume_slider.setEnabled(on)
        self.labels["volume"].setEnabled(on)

    def _contrast_toggled(self, on: bool) -> None:
        """The high-contrast table has its own plain dark felt: the table and its colour wait
        meanwhile."""
        self.surface_combo.setEnabled(not on)
        self.labels["surface"].setEnabled(not on)
        self._surface_changed()

    def _surface_changed(self) -> None:
        """Wood has its own colour; felt and linen take the table colour."""
        on = not self.contrast_check.isChecked() and self.surface_combo.currentData() != "wood"
        self.colour_combo.setEnabled(on)
        self.colour_button.setEnabled(on)
        self.labels["colour"].setEnabled(on)
        self._show_preview()

    def _deck_changed(self) -> None:
        """The back choices follow the deck: its own back (named for what it is on the drawn
        deck), then the drawn deck's patterns, which fit any deck's cards."""
        self._label_items(self.back_combo, self._back_names())
        self._show_preview()

    def _show_preview(self) -> None:
        deck = self.deck_combo.currentData()
        back = self.back_combo.currentData() or "deck"
        felt = self.colour_combo.currentData() or TABLE_COLOURS["green"]
        contrast = self.contrast_check.isChecked()
        self._renderer.high_contrast = contrast  # its cards and felt as the table shows them
        felt = (HIGH_CONTRAST.felt or felt) if contrast else felt
        four = self.four_check.isChecked()
        dpr = self.devicePixelRatioF()
        surface = self.surface_combo.currentData() or "felt"
        picture = deck_preview(
            self._renderer, deck, four, back, felt, dpr, surface=surface, textured=not contrast
        )
        self.preview.setPixmap(picture)
        problem = self._renderer.problem
        self.preview.setToolTip(problem or "")

    def _back_names(self) -> dict[str, str]:
        drawn = self.deck_combo.currentData() == "koloda"
        return {
            "deck": self.tr("The deck's own (blue lattice)")
            if drawn
            else self.tr("The deck's own back"),
            "blue": self.tr("Blue lattice"),
            "red": self.tr("Red rosette"),
            "green": self.tr("Green cross-stitch"),
        }

    def _fill_colours(self) -> None:
        current = self.colour_combo.currentData()
        self.colour_combo.blockSignals(True)
        self.colour_combo.clear()
        names = self._colour_names()
        for key, colour in TABLE_COLOURS.items():
            self.colour_combo.addItem(_swatch(colour), names[key], colour)
        if self._custom_colour:
            label = self.tr("Custom ({colour})").format(colour=self._custom_colour)
            self.colour_combo.addItem(_swatch(self._custom_colour), label, self._custom_colour)
        if current is not None:
            _select(self.colour_combo, current)
        self.colour_combo.blockSignals(False)

    # ------------------------------------------------------------------ words

    def _colour_names(self) -> dict[str, str]:
        return {
            "green": self.tr("Green baize"),
            "blue": self.tr("Blue"),
            "red": self.tr("Red"),
            "grey": self.tr("Grey"),
            "brown": self.tr("Brown"),
        }

    def retranslate(self) -> None:
        """Set every visible string in the installed language."""
        self.setWindowTitle(self.tr("Settings"))
        self.player_group.setTitle(self.tr("Player"))
        self.look_group.setTitle(self.tr("Appearance"))
        self.sound_group.setTitle(self.tr("Sound"))
        self.play_group.setTitle(self.tr("Play"))
        words = {
            "name": self.tr("Your &name:"),
            "language": self.tr("&Language:"),
            **{k.game: k.opponents_label() for k in kits()},
            "speed": self.tr("&Animation speed:"),
            "deck": self.tr("Card d&eck:"),
            "back": self.tr("Card &back:"),
            "surface": self.tr("Table &surface:"),
            "colour": self.tr("&Table colour:"),
            "volume": self.tr("&Volume:"),
        }
        for key, text in words.items():
            self.labels[key].setText(text)
        self.name_edit.setPlaceholderText(self.tr("Your name at the table"))
        levels = {"easy": self.tr("Easy"), "normal": self.tr("Normal"), "hard": self.tr("Hard")}
        for combo in self.level_combos.values():
            self._label_items(combo, levels)
        self._label_items(
            self.speed_combo,
            {
                "off": self.tr("Off (no animation)"),
                "fast": self.tr("Fast"),
                "normal": self.tr("Normal", "animation speed"),
                "slow": self.tr("Slow"),
            },
        )
        self._label_items(
            self.deck_combo,
            {
                "koloda": self.tr("Koloda's own drawn cards"),
                "english": self.tr("English pattern (Aisleriot's Anglo)"),
                "atlas": self.tr("Russian Atlas pattern (Aisleriot's Atlasnye)"),
            },
        )
        self.four_check.setText(self.tr("&Four colours (clubs green, diamonds blue)"))
        self._label_items(self.back_combo, self._back_names())
        self._label_items(
            self.surface_combo,
            {
                "felt": self.tr("Felt"),
                "linen": self.tr("Linen cloth"),
                "wood": self.tr("Walnut boards"),
            },
        )
        self._fill_colours()
        self.colour_button.setText(self.tr("Other colour…"))
        self.large_check.setText(self.tr("Lar&ge cards"))
        self.contrast_check.setText(self.tr("&High contrast table (dark plain felt, bright text)"))
        self.large_check.setToolTip(self.tr("Your cards and the cards in the middle bigger"))
        self._retranslate_sound()
        self._retranslate_name_note()
        self.confirm_check.setText(self.tr("Ask before abandoning a game in progress"))
        self.hints_check.setText(self.tr("Allow hints"))
        self.undo_check.setText(self.tr("Allow undo"))
        self.hints_check.setToolTip(self.tr("Games where a hint was used are marked in statistics"))
        self.undo_check.setToolTip(self.tr("Games where undo was used are marked in statistics"))
        accessible = [
            (self.name_edit, self.tr("Your name")),
            (self.language_combo, self.tr("Language")),
            (self.speed_combo, self.tr("Animation speed")),
            (self.deck_combo, self.tr("Card deck")),
            (self.four_check, self.tr("Four-colour suits")),
            (self.back_combo, self.tr("Card back")),
            (self.preview, self.tr("How the chosen cards look")),
            (self.surface_combo, self.tr("Table surface")),
            (self.colour_combo, self.tr("Table colour")),
            (self.large_check, self.tr("Large cards")),
            (self.contrast_check, self.tr("High contrast table")),
            (self.sound_check, self.tr("Sound")),
            (self.volume_slider, self.tr("Volume")),
        ]
        for widget, name in accessible:
            widget.setAccessibleName(name)

    @staticmethod
    def _label_items(combo: QComboBox, names: dict[str, str]) -> None:
        for i in range(combo.count()):
            combo.setItemText(i, names.get(combo.itemData(i), combo.itemText(i)))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
