"""The table's colours in one place: the standard theme and the high-contrast one.

Everything the table draws besides the cards' own art takes its colours from a
:class:`TableTheme`: the felt (textured, or plain in high contrast), seat plates, captions,
banners, popups, pills, empty places, target marks, the card edge and the action bar. The
high-contrast theme is a dark plain felt with white and yellow text on solid dark backgrounds;
``tests/app/test_contrast.py`` checks every text colour of it with :func:`contrast_ratio`
(WCAG 2: at least 4.5:1).
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtGui import QColor


@dataclass(frozen=True)
class TableTheme:
    """The colours of one table theme (``#rrggbb`` or ``#aarrggbb``, as QColor reads them)."""

    name: str
    felt: str | None  # a fixed felt colour (high contrast), or None: the table colour setting
    textured: bool  # the woven cloth and lamp light over the felt colour
    plate_bg: str  # a seat plate's background
    plate_border: str
    active_border: str  # the plate of the seat to move (and a thinking one)
    plate_name: str
    plate_level: str
    plate_counts: str
    pill_text: str
    pill_fill: str | None  # None: each pill in its own colour; else this, ringed in its colour
    thinking_pill: str
    caption_text: str
    caption_bg: str | None  # None: captions straight on the felt
    banner_bg: str
    banner_border: str
    banner_text: str
    popup_bg: str
    popup_text: str | None  # None: each popup in its own colour
    outline: str  # an empty place's frame
    outline_fill: str
    outline_ink: str  # its rosette of suits
    target: str  # a legal drop target
    target_hot: str  # the target under the dragged cards
    target_width: float
    card_edge: str | None  # a strong edge drawn round every card (None: the art's own)
    hint_glow: str
    cursor: str  # the keyboard's card
    bar_bg: str  # the action bar under the table
    bar_text: str
    contrast_cards: bool  # the cards in high contrast: bigger indices, an SVG deck's red darker


STANDARD = TableTheme(
    name="standard",
    felt=None,
    textured=True,
    plate_bg="#78000000",
    plate_border="#3cffffff",
    active_border="#f4d35e",
    plate_name="#ffffff",
    plate_level="#aaffffff",
    plate_counts="#dcffffff",
    pill_text="#ffffff",
    pill_fill=None,
    thinking_pill="#a87a12",
    caption_text="#beffffff",
    caption_bg=None,
    banner_bg="#d7101c14",
    banner_border="#c8ffe066",
    banner_text="#fff6d5",
    popup_bg="#96000000",
    popup_text=None,
    outline="#5affffff",
    outline_fill="#28000000",
    outline_ink="#38ffffff",
    target="#9be38f",
    target_hot="#ffe066",
    target_width=2.0,
    card_edge=None,
    hint_glow="#ffd43b",
    cursor="#7fd1ff",
    bar_bg="#17281d",
    bar_text="#e8efe9",
    contrast_cards=False,
)

HIGH_CONTRAST = TableTheme(
    name="high_contrast",
    felt="#0a1a12",  # a very dark green, plain
    textured=False,
    plate_bg="#000000",
    plate_border="#ffffff",
    active_border="#ffeb3b",
    plate_name="#ffffff",
    plate_level="#ffeb3b",
    plate_counts="#ffffff",
    pill_text="#ffffff",
    pill_fill="#000000",
    thinking_pill="#ffeb3b",
    caption_text="#ffeb3b",
    caption_bg="#000000",
    banner_bg="#000000",
    banner_border="#ffeb3b",
    banner_text="#ffffff",
    popup_bg="#000000",
    popup_text="#ffeb3b",
    outline="#ffffff",
    outline_fill="#000000",
    outline_ink="#9e9e9e",
    target="#00e5ff",  # cyan: no suit, felt or text is
    target_hot="#ff00ff",  # magenta: over the felt and over a card's face alike
    target_width=4.0,
    card_edge="#000000",
    hint_glow="#ff00ff",
    cursor="#3d7dff",  # a strong blue, apart from the hint's magenta
    bar_bg="#000000",
    bar_text="#ffffff",
    contrast_cards=True,
)

THEMES = {t.name: t for t in (STANDARD, HIGH_CONTRAST)}


def theme_for(high_contrast: bool) -> TableTheme:
    return HIGH_CONTRAST if high_contrast else STANDARD


def colour(value: str) -> QColor:
    """A theme colour as a QColor (``#aarrggbb`` keeps its alpha)."""
    return QColor(value)


def relative_luminance(c: QColor) -> float:
    """WCAG 2's relative luminance of an opaque colour (sRGB channels linearised)."""

    def linear(v: float) -> float:
        return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(c.redF()) + 0.7152 * linear(c.greenF()) + 0.0722 * linear(c.blueF())


def over(top: QColor, below: QColor) -> QColor:
    """``top`` blended over the opaque ``below`` (what a translucent colour looks like)."""
    a = top.alphaF()
    return QColor.fromRgbF(
        top.redF() * a + below.redF() * (1 - a),
        top.greenF() * a + below.greenF() * (1 - a),
        top.blueF() * a + below.blueF() * (1 - a),
    )


def contrast_ratio(fg: QColor, bg: QColor) -> float:
    """WCAG 2's contrast ratio (1 to 21) of ``fg`` drawn over the opaque ``bg``."""
    a, b = relative_luminance(over(fg, bg)), relative_luminance(bg)
    return (max(a, b) + 0.05) / (min(a, b) + 0.05)


BAR_LIGHTNESS = 0.12  # the action bar's: dark enough that its light text reads (about 12:1)
BAR_SATURATION = 0.55  # of the table's own, so the bar is a quiet shade of the table
BANNER_LIGHTNESS = 0.09  # a banner's and the flourish's words': darker still, over the cards


def _shade(table: QColor, lightness: float, alpha: float = 1.0) -> QColor:
    """A dark, quieter shade of the cloth ``table``: its hue, ``BAR_SATURATION`` of its
    saturation, its lightness at most ``lightness``."""
    hue, saturation = table.hslHueF(), table.hslSaturationF()
    light = min(table.lightnessF(), lightness)
    return QColor.fromHslF(max(0.0, hue), saturation * BAR_SATURATION, light, alpha)


def bar_background(theme: TableTheme, table: QColor) -> str:
    """The action bar's colour under a table whose cloth is ``table`` (the table colour under
    the felt or the linen, the boards' mean colour under the wood): a dark shade of it, so the
    bar belongs to the table chosen (high contrast keeps its own black)."""
    if theme.felt is not None or not table.isValid():
        return theme.bar_bg
    return _shade(table, BAR_LIGHTNESS).name()


def banner_background(theme: TableTheme, table: QColor) -> QColor:
    """The background of a banner and of the flourish's words over the cloth ``table``: as
    translucent as the theme's ``banner_bg``, a dark shade of the table chosen (the standard
    theme's green was left on the wood and on a blue table); high contrast keeps its black."""
    if theme.felt is not None or not table.isValid():
        return QColor(theme.banner_bg)
    return _shade(table, BANNER_LIGHTNESS, QColor(theme.banner_bg).alphaF())
