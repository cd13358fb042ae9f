"""The table's cloth behind the screens around the table (the start screen, a match's result,
a network table's lobby): the colour and surface the player chose for the table (felt, linen
or wooden boards; high contrast's plain dark felt), drawn by the table's own ``Felt``, so
that the whole window reads as one table. The words on it take a light or a dark ink by the
cloth's own lightness."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QColor, QPainter, QPaintEvent, QShowEvent
from PySide6.QtWidgets import QPushButton, QWidget

from koloda.app.table.felt import Felt, ground
from koloda.app.table.theme import theme_for
from koloda.store.settings import TABLE_COLOURS, Settings

LIGHT_INK = "#f4f1e6"  # the words on a dark cloth (every preset, wood, high contrast)
DARK_INK = "#1f2a22"  # on a light cloth a player may choose


class Cloth:
    """What a screen draws under its widgets: ``paint(widget)`` in its ``paintEvent``."""

    def __init__(self) -> None:
        self._felt = Felt()
        self.colour = QColor(TABLE_COLOURS["green"])
        self.surface = "felt"
        self.textured = True

    def set_look(self, settings: Settings) -> bool:
        """The cloth of ``settings`` (the table's colour, surface and contrast); whether it
        changed."""
        theme = theme_for(settings.high_contrast)
        colour = QColor(theme.felt or settings.table_colour)
        if not colour.isValid():
            colour = QColor(TABLE_COLOURS["green"])
        look = (colour.name(), settings.table_surface, theme.textured)
        if look == (self.colour.name(), self.surface, self.textured):
            return False
        self.colour, self.surface, self.textured = colour, settings.table_surface, theme.textured
        return True

    def ground(self) -> QColor:
        """The cloth's own colour (the boards' under wood), as the table's ``ground``."""
        return ground(self.colour, self.surface, self.textured)

    def ink(self) -> str:
        """The colour of words straight on the cloth: light on a dark one, dark on a light."""
        return DARK_INK if self.ground().lightnessF() > 0.6 else LIGHT_INK

    def paint(self, widget: QWidget) -> None:
        size = widget.size()
        if size.isEmpty():
            return
        dpr = widget.devicePixelRatioF()
        pixmap = self._felt.pixmap(size, dpr, self.colour, self.textured, self.surface)
        painter = QPainter(widget)
        painter.drawPixmap(0, 0, pixmap)
        painter.end()


class ClothScreen(QWidget):
    """A screen drawn on the table's cloth (``Cloth``); ``style_for(ink)`` is its style sheet
    with that ink for the words straight on the cloth."""

    def __init__(self, style_for: Callable[[str], str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cloth = Cloth()
        self.style_for = style_for
        self.restyle()

    def restyle(self) -> None:
        self.setStyleSheet(self.style_for(self.cloth.ink()))

    def set_look(self, settings: Settings) -> None:
        """The table's cloth as ``settings`` choose it, and the ink that reads on it."""
        if self.cloth.set_look(settings):
            self.restyle()
            self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        self.cloth.paint(self)
        super().paintEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Enter presses the focused button, as Space does: a button does so by itself only in
        a dialog (Tab to Play on the start screen, then Enter, did nothing)."""
        for button in self.findChildren(QPushButton):
            button.setAutoDefault(True)
        super().showEvent(event)
