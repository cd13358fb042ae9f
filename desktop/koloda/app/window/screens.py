"""The start screen: the three games, each with its Play and Rules buttons (the first window)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QColor, QFont, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from koloda.app.games import TableKit, kits
from koloda.app.table.theme import STANDARD
from koloda.app.window.cloth import ClothScreen
from koloda.rules import games


def player_range(kit: TableKit) -> tuple[int, int]:
    info = games()[kit.game]
    return (info.min_players, info.max_players)


TILE_WIDTH = 220  # a tile at its narrowest (the window at its smallest)
TILE_MARGIN = 18  # the tile's words from its left and right edges


class GameTile(QFrame):
    """One game on the start screen."""

    playClicked = Signal(str)

    def __init__(self, kit: TableKit, number: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.kit = kit
        game = self.game = kit.game
        self.setObjectName("gameTile")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setMinimumWidth(TILE_WIDTH)  # three side by side on an 800-pixel screen (issue 41)
        self.title = title = QLabel(kit.title())
        title.setWordWrap(True)  # "Chuvash Rooster" takes two lines on the narrowest tile
        title.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)  # level
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 1.7)
        font.setBold(True)
        title.setFont(font)
        self.native = native = QLabel(kit.native_title)
        native.setObjectName("nativeTitle")
        lo, hi = player_range(kit)
        players = QLabel(self.tr("%d–%d players") % (lo, hi))
        players.setObjectName("players")
        self.blurb = blurb = QLabel(kit.blurb())
        blurb.setWordWrap(True)
        blurb.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.play = QPushButton(self.tr("Play"))
        self.play.setObjectName(f"play_{game}")
        self.play.setAccessibleName(self.tr("Play %s") % kit.title())
        self.play.setMinimumHeight(36)
        self.play.setProperty("play", True)
        self.play.clicked.connect(lambda: self.playClicked.emit(self.game))
        key = str(number)  # 1, 2, 3 on the start screen
        self.play.setShortcut(QKeySequence(key))
        self.play.setToolTip(self.tr("Start a new game of %s (%s)") % (kit.title(), key))
        self.rules = QPushButton(self.tr("Rules"))
        self.rules.setObjectName(f"rules_{game}")
        self.rules.setAccessibleName(self.tr("Rules of %s") % kit.title())
        self.rules.setToolTip(self.tr("Read the rules of %s") % kit.title())
        self.peers: list[GameTile] = [self]  # the start screen gives the row
        layout = QVBoxLayout(self)
        layout.setContentsMargins(TILE_MARGIN, 16, TILE_MARGIN, 16)
        layout.addWidget(title)
        layout.addWidget(native)
        layout.addWidget(players)
        layout.addSpacing(6)
        layout.addWidget(blurb, 1)
        buttons = QHBoxLayout()
        buttons.addWidget(self.rules)
        buttons.addWidget(self.play, 1)
        layout.addLayout(buttons)
        self._fit_words(TILE_WIDTH)

    def echoes_its_name(self) -> bool:
        """The name in the game's own language says the title again (Ukrainian: "Рядки" over
        "Рядки"; Russian spells Ryadky so too)."""
        return self.native.text() == self.title.text()

    def _fit_words(self, width: int) -> None:
        """The wrapped words keep the height they need at the tile's ``width``: a layout
        gives a word-wrapped label no more than its one-width hint, so at the window's
        smallest the description ran under the buttons and the name was cut ("Chuvash
        Rooste"). Made at the narrowest tile first (the window's smallest size), then at
        each width the tile takes (one line where one does). The names take the height of
        the tallest among ``peers`` (the tiles side by side, as wide as this one), so a name
        on two lines does not put its tile's players and description below the others'."""
        inner = max(1, width - 2 * TILE_MARGIN)
        self.blurb.setMinimumHeight(0)  # a label's heightForWidth is never below its minimum
        self.blurb.setMinimumHeight(self.blurb.heightForWidth(inner))
        for peer in self.peers:
            peer.title.setMinimumHeight(0)
        tallest = max(peer.title.heightForWidth(inner) for peer in self.peers)
        for peer in self.peers:
            peer.title.setMinimumHeight(tallest)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_words(event.size().width())

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() in (QEvent.Type.FontChange, QEvent.Type.StyleChange):
            self._fit_words(self.width() if self.isVisible() else TILE_WIDTH)


# the screens on the table's cloth (cloth.ClothScreen: the cloth is painted, not styled);
# @ink: the words straight on the cloth (cloth.Cloth.ink); @shade: under a note, a shade that
# sets them off (darker under light words, lighter under dark ones); @focus: the ring of a
# focused Play (a styled button draws no focus frame of its own: Tab's only mark was a faint
# lighter inner rectangle on the green)
START_STYLE = """
#startScreen QLabel#heading, #startScreen QLabel#subheading { color: @ink; }
#gameTile { background: #fbfaf4; border: 1px solid #0d2f1b; border-radius: 12px; }
#gameTile QLabel { color: #1f2a22; background: transparent; }
#gameTile QLabel#nativeTitle { color: #6b5a2e; }
#gameTile QLabel#players { color: #2a6a45; font-weight: bold; }
#gameTile QPushButton { padding: 6px 14px; }
#resultScreen QLabel { color: @ink; }
#resultScreen QLabel#lessonNote { background: @shade; border-radius: 8px;
                                  padding: 12px 14px; }
#resultScreen QTableWidget { background: #fbfaf4; color: #1f2a22; font-size: 12pt; }
#resultScreen QTableWidget::item { padding: 8px; }
#resultScreen QHeaderView::section { padding: 6px; font-weight: bold; }
#resultScreen QPushButton { padding: 6px 16px; }
#gameTile QPushButton[play="true"] { background: #2a7d4f; color: white; border: 2px solid #1a5233;
                                    border-radius: 6px; font-weight: bold; }
#gameTile QPushButton[play="true"]:hover { background: #33935d; }
#gameTile QPushButton[play="true"]:focus { border-color: @focus; }
"""


FOCUS_RING = STANDARD.active_border  # the gold ring of the seat to move, on the table


def start_style(ink: str) -> str:
    shade = "rgba(0, 0, 0, 60)" if QColor(ink).lightnessF() > 0.5 else "rgba(255, 255, 255, 110)"
    return START_STYLE.replace("@ink", ink).replace("@shade", shade).replace("@focus", FOCUS_RING)


class StartScreen(ClothScreen):
    """The three games side by side, each with its name, players, description and Play."""

    playRequested = Signal(str)
    rulesRequested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(start_style, parent)
        self.setObjectName("startScreen")
        heading = QLabel("Koloda")
        heading.setObjectName("heading")
        font = QFont(heading.font())
        font.setPointSizeF(font.pointSizeF() * 3.0)
        font.setBold(True)
        heading.setFont(font)
        heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        sub = QLabel(self.tr("Card games from Ukraine and beyond. Choose one to play."))
        sub.setObjectName("subheading")
        sub.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid = QGridLayout()
        grid.setSpacing(18)
        self.tiles: dict[str, GameTile] = {}
        for col, game_kit in enumerate(kits()):
            game = game_kit.game
            tile = GameTile(game_kit, col + 1, self)
            tile.playClicked.connect(self.playRequested)
            tile.rules.clicked.connect(lambda _=False, g=game: self.rulesRequested.emit(g))
            grid.addWidget(tile, 0, col)
            self.tiles[game] = tile
        row_of_tiles = list(self.tiles.values())
        for tile in row_of_tiles:
            tile.peers = row_of_tiles
        # a native name that only repeats the title is left out; where another tile shows its
        # own, its line stays empty, so the players and descriptions stay level across tiles
        level = not all(t.echoes_its_name() for t in self.tiles.values())
        for tile in self.tiles.values():
            if tile.echoes_its_name():
                policy = tile.native.sizePolicy()
                policy.setRetainSizeWhenHidden(level)
                tile.native.setSizePolicy(policy)
                tile.native.hide()
        outer = QVBoxLayout(self)
        outer.setContentsMargins(40, 30, 40, 30)
        outer.addStretch(1)
        outer.addWidget(heading)
        outer.addWidget(sub)
        outer.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch(1)
        row.addLayout(grid, 8)
        row.addStretch(1)
        outer.addLayout(row)
        outer.addStretch(2)

    def focus_play(self, game: str) -> None:
        """Keyboard focus on ``game``'s Play (the window's game: the one last started): Enter
        starts it, which is what a person arriving here means; Tab still reaches each Rules.
        (The first button in the tab order, Ryadky's Rules, had it: Enter opened the rules.)"""
        tile = self.tiles.get(game)
        if tile is not None:  # a hidden button takes the focus when its screen is shown
            tile.play.setFocus(Qt.FocusReason.OtherFocusReason)
