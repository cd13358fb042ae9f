"""The result at a network table: the result screen of a game against the computer
(``koloda.app.window.result_screen``) with the table's buttons. Play again opens the table again
for the same friends (the host) or joins the host's next one (a friend); New game is not there
(a table plays the game it was opened for); Main menu is Leave the Table. The window makes it
anew, standings and all, when the language changes (``NetWindow.retranslate``)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from koloda.app.window.result_screen import ResultScreen


def table_result_screen(parent: QWidget, hosting: bool) -> ResultScreen:
    """The result screen of a table this window hosts (``hosting``) or has joined."""
    screen = ResultScreen(parent)
    again, new, leave = screen.buttons
    again.setToolTip(  # the Host or the Join dialog, the same code in both
        QCoreApplication.translate(
            "Network", "Open the table again for the same friends, with the same code"
        )
        if hosting
        else QCoreApplication.translate("Network", "Join the host's next table")
    )
    new.hide()
    leave.setText(QCoreApplication.translate("Network", "&Leave the Table"))
    return screen
