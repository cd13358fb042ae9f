"""Koloda's own card art: every face distinct and non-empty, backs patterned, pixmaps cached."""

from __future__ import annotations

import hashlib

import pytest
from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QColor, QImage, QPixmap

from koloda.app.table.card_art import BACKS, RANKS, SUITS, CardRenderer, suit_path

ALL = [r + s for r in RANKS for s in SUITS]


def _digest(pm: QPixmap) -> str:
    data = QByteArray()
    buf = QBuffer(data)
    buf.open(QIODevice.OpenModeFlag.WriteOnly)
    pm.toImage().save(buf, "PNG")
    return hashlib.sha1(bytes(data.data())).hexdigest()


def _ink_fraction(pm: QPixmap) -> float:
    """Share of sampled pixels that are neither transparent nor the card's paper colour."""
    img = pm.toImage().convertToFormat(QImage.Format.Format_ARGB32)
    inked = total = 0
    for y in range(0, img.height(), 3):
        for x in range(0, img.width(), 3):
            c = QColor(img.pixel(x, y))
            if img.pixelColor(x, y).alpha() < 200:
                continue
            total += 1
            if c.red() + c.green() + c.blue() < 600:
                inked += 1
    return inked / max(1, total)


@pytest.mark.parametrize("dpr", [1.0, 2.0])
@pytest.mark.parametrize("four_colour", [False, True])
def test_all_52_faces_are_distinct_and_drawn(qapp: object, dpr: float, four_colour: bool) -> None:
    r = CardRenderer()
    digests = set()
    for card in ALL:
        pm = r.pixmap(card, 72, dpr, four_colour)
        assert not pm.isNull()
        assert pm.devicePixelRatio() == dpr
        assert pm.width() == round(72 * dpr)
        assert _ink_fraction(pm) > 0.01, card
        digests.add(_digest(pm))
    assert len(digests) == 52


def test_four_colour_changes_only_clubs_and_diamonds(qapp: object) -> None:
    r = CardRenderer()
    for card in ("7C", "7D", "7H", "7S"):
        same = _digest(r.pixmap(card, 60, 1.0, False)) == _digest(r.pixmap(card, 60, 1.0, True))
        assert same == (card[1] in "HS"), card


def test_pixmaps_are_cached_per_card_size_and_ratio(qapp: object) -> None:
    r = CardRenderer()
    first = r.pixmap("QH", 80, 1.0)
    renders = r.renders
    again = r.pixmap("QH", 80, 1.0)
    assert r.renders == renders
    assert again.cacheKey() == first.cacheKey()
    r.pixmap("QH", 81, 1.0)  # a resize renders anew
    r.pixmap("QH", 80, 2.0)  # and so does a HiDPI screen
    assert r.renders == renders + 2
    assert r.cached() == 3


def test_backs_are_patterned_and_differ(qapp: object) -> None:
    r = CardRenderer()
    digests = {_digest(r.pixmap(None, 70, 1.0, back=b)) for b in BACKS}
    assert len(digests) == len(BACKS) >= 2
    for b in BACKS:
        assert _ink_fraction(r.pixmap(None, 70, 1.0, back=b)) > 0.5
    # an unknown back name falls back to the first instead of failing
    assert _digest(r.pixmap(None, 70, 1.0, back="nope")) == _digest(r.pixmap(None, 70, 1.0))


def test_suit_symbols_are_vector_paths_inside_the_unit_box() -> None:
    for s in SUITS:
        box = suit_path(s).boundingRect()
        assert not box.isEmpty()
        assert box.left() >= -0.51 and box.right() <= 0.51
        assert box.top() >= -0.51 and box.bottom() <= 0.51
