"""The lobby of a network table (koloda.app.net.lobby): every seat is in sight at once."""

from __future__ import annotations

from typing import Any

from koloda.app.net.lobby import LobbyPage
from koloda.app.net.messages import SeatInfo


def six_seats() -> list[SeatInfo]:
    friends = [SeatInfo(n, name, "friend", True, "friend") for n, name in enumerate("ABCD")]
    return friends + [SeatInfo(n, f"Computer {n}", "easy", True, "computer") for n in (4, 5)]


def test_every_seat_is_in_sight_without_scrolling_whatever_the_font(qtbot: Any) -> None:
    """A six-seat Rooster table with the seats' 12 points drawn larger (a desktop at 120 or
    144 dots an inch draws 12 points as 20 or 24 pixels): the host reads all six seats at a
    glance. The list kept its default 192 px, which fits six rows of 16-pixel text and no
    more: at 120 dpi the sixth seat was cut off and needed a scroll."""
    for points in (12, 15, 18):
        page = LobbyPage()
        qtbot.addWidget(page)
        page.setStyleSheet(
            page.style_for("white").replace("font-size: 12pt", f"font-size: {points}pt")
        )
        page.resize(1260, 900)
        page.show_table("Chuvash Rooster, 6 players", "127.0.0.1:47142", "ABC123", True)
        page.show_seats(six_seats(), 0)
        page.show()
        qtbot.waitExposed(page)
        view = page.seats
        shown = view.viewport().rect()
        for row in range(view.count()):
            rect = view.visualItemRect(view.item(row))
            assert shown.contains(rect), (points, row, rect, shown)
        assert not view.verticalScrollBar().isVisible(), points
        page.close()


def test_the_list_first_stands_on_ones_own_seat_and_then_stays_where_the_player_put_it(
    qtbot: Any,
) -> None:
    """Boris (seat 3) sees his own seat marked when the lobby first lists the seats; a screen
    reader starts there. Once he moves along the list, a friend joining leaves it where he
    put it."""
    page = LobbyPage()
    qtbot.addWidget(page)
    page.show_seats(six_seats(), 2)
    assert page.seats.currentRow() == 2
    assert page.seats.currentItem().text() == "Seat 3: C (you)"
    page.seats.setCurrentRow(4)
    page.show_seats(six_seats(), 2)
    assert page.seats.currentRow() == 4
