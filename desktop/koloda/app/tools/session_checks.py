"""What must hold in the main window after every step of a person's evening (issue 34), read
off the widgets: each check returns what broke, in a sentence, or "" when all holds."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QPushButton, QWidget

from koloda.app.games import kits
from koloda.app.table import gestures as acts
from koloda.app.table.names import pretty_card
from koloda.app.window.placement import off_screen

__all__ = ["Seen", "what_broke"]


@dataclass(frozen=True)
class Seen:
    """What the person did and chose, as the driver counted it."""

    language: str
    matches: int  # the person's matches played to their end (lessons aside)
    reviews: int  # rounds whose review came to its end
    my_turn: bool  # the table offers the person a move


def what_broke(window: Any, seen: Seen) -> str:
    for check in (
        _screen,
        _page,
        _table,
        _bar_cards,
        _round_end,
        _log,
        _keys,
        _hints,
        _stale_hint,
        _language,
        _statistics,
    ):
        broken = check(window, seen)
        if broken:
            return broken
    return ""


def _screen(window: Any, seen: Seen) -> str:
    """The window's frame within the screen's available area (issue 41: the status line was
    below the screen's edge)."""
    return off_screen(window)


def _page(window: Any, seen: Seen) -> str:
    """The window shows one page, the one of the moment: the table while a match is on."""
    stack, page = window.stack, window._game_page
    summary = page.summary_dialog if page is not None else None
    if summary is not None and stack.currentWidget() is not page:
        return "a round summary is open over a page that is not the table"
    if window.turns.in_progress() and not page.isVisible():
        return "a match is on, but the table is not what the window shows"
    shown = [w for w in (stack.widget(i) for i in range(stack.count())) if w.isVisible()]
    if len(shown) != 1 or shown[0] is not stack.currentWidget():
        return f"the window shows {shown}, not its current page"
    return ""


def _table(window: Any, seen: Seen) -> str:
    """Each card on the table once; one button per choice without a card of the game on the
    table, none twice, none of another game, none without its key."""
    page = window._game_page
    if page is None:
        return ""
    table = page.table
    cards = [c.card for c in table.scene.cards if c.card and not c.vanish]
    twice = sorted({c for c in cards if cards.count(c) > 1})
    if twice:
        return f"the table shows these cards twice: {twice}"
    visible = [b for b in table.bar.findChildren(QPushButton) if b.isVisible()]
    labels = [b.text() for b in visible]
    if len(set(labels)) != len(labels):
        return f"the action bar shows a button twice: {labels}"
    obs = table.obs
    if table.kit is None or obs is None or not table._mine():
        return f"buttons without a move to make: {labels}" if visible and seen.my_turn else ""
    config = window.controller.config
    if config is not None and table.kit.game != config.game:
        return f"the table shows {table.kit.game}'s kit for a match of {config.game}"
    want = [f"{s.label}  ({s.shortcut})" for s in acts.buttons(table.kit, acts.legal_of(obs))]
    if seen.my_turn and sorted(labels) != sorted(want):
        return f"the action bar shows {labels}, the moves want {want}"
    lost = [b.text() for b in visible if b.text() in want and b.shortcut().isEmpty()]
    return f"buttons that lost their key: {lost}" if lost else ""


def _hints(window: Any, seen: Seen) -> str:
    """No hint control is on where it would do nothing (issue 41: H, the Hint button and Play
    the Hint were on in a lesson and did nothing): a hint is given only on the person's turn
    of a match that is not a lesson, with hints allowed in the settings."""
    commands, c = window.commands, window.controller
    page = window._game_page
    lesson = c.in_lesson() or (page is not None and page.lesson_bar.isVisible())
    useful = (
        window.turns.in_progress()
        and window.settings.hints_allowed
        and c.is_human_turn()
        and not lesson
    )
    controls = [("Hint", commands.hint), ("Play the Hint", commands.play_hint)]
    on = [name for name, action in controls if action.isEnabled()]
    tool = commands.toolbar.widgetForAction(commands.hint)
    if tool is not None and tool.isVisible() and tool.isEnabled():
        on.append("the toolbar's Hint")
    if on and not useful:
        where = "in a lesson" if lesson else "where no hint can be given"
        return f"{', '.join(on)} on {where}"
    return ""


def _stale_hint(window: Any, seen: Seen) -> str:
    """A hint is shown only for the position it was given for (issue 41: its words stayed
    over the table for 10 s after the move)."""
    page = window._game_page
    if page is None or window.controller.hinted():
        return ""
    if page.hint_shown is not None:
        return f"the hint {page.hint_shown} glows on a position it was not given for"
    banner = page.table.banner
    if banner is not None and banner.text and page.hint_text.endswith(banner.text):
        return f"the hint's words {banner.text!r} stay over a position they were not given for"
    return ""


# the cards a sentence about the chosen cards starts with ("A♠, K♠: Enter plays it...")
_LEADING_CARDS = re.compile(r"^((?:10|[2-9JQKA])[♣♦♥♠](?:, (?:10|[2-9JQKA])[♣♦♥♠])*)[: ]")


def _bar_cards(window: Any, seen: Seen) -> str:
    """The action bar's words about chosen cards name cards of the hand (issue 42: "A♠: Enter
    plays it" stayed after A♠ was played)."""
    page = window._game_page
    if page is None:
        return ""
    said = page.table.bar.guide.text()
    found = _LEADING_CARDS.match(said)
    hand = {pretty_card(c.card) for c in page.table.scene.hand_items() if c.card}
    gone = [c for c in found.group(1).split(", ") if c not in hand] if found else []
    return f"the action bar says {said!r}, naming {gone} not in the hand" if gone else ""


def _round_end(window: Any, seen: Seen) -> str:
    """The table under a round's summary says the round's points as the summary does (issue
    41: a Ditch Rummy seat plate said "hand 32" beside the summary's "+30")."""
    page = window._game_page
    dialog = page.summary_dialog if page is not None else None
    obs = page.table.obs if page is not None else None
    if dialog is None or obs is None or obs.as_round_ended(dialog.summary.points) == obs:
        return ""
    return f"the table under a summary of {dialog.summary.points} says {obs.view}"


def _log(window: Any, seen: Seen) -> str:
    """The log says where each game of a series begins, and never names a player twice in a
    sentence about their own cards (issue 41: "Olena plays J♠ as a single on Olena's 9♠ 10♦";
    Rooster's second game began without a line)."""
    from koloda.app.window.game_page import next_game_line

    page, match = window._game_page, window.controller.match
    if page is None or match is None:
        return ""
    lines = page.log_panel.texts()
    if match.game_no > 0:
        begins = next_game_line(match.game_no + 1, window.controller)()
        if begins not in lines:
            return f"game {match.game_no + 1} of the series is in play, the log never said so"
    names = [n for n in page.log_panel.describer.names if n]
    for line in lines[-40:]:
        twice = [n for n in names if line.startswith(f"{n} ") and f" {n}'s " in line]
        if twice:
            return f"the log says {line!r}"
    return ""


def _keys(window: Any, seen: Seen) -> str:
    """No key of the window's commands is also a button's, or another command's."""
    owners: list[tuple[str, list[QKeySequence]]] = [
        (a.objectName() or a.text(), a.shortcuts())
        for a in window.findChildren(QAction)
        if a.isEnabled() and a.shortcuts()
    ]
    page = window._game_page
    if page is not None and page.isVisible():
        owners += [
            (f"button {action}", [b.shortcut()])
            for action, b in page.table.buttons.items()
            if b.isVisible()
        ]
    held: dict[str, str] = {}
    for name, keys in owners:
        for k in keys:
            text = k.toString()
            if text and held.get(text, name) != name:
                return f"the key {text} belongs to {held[text]} and to {name}"
            held[text] = name
    return ""


def _texts(window: Any) -> list[tuple[str, str]]:
    out: list[tuple[str, str]] = []
    for top in QApplication.topLevelWidgets():
        if not top.isVisible():
            continue
        out.append((type(top).__name__ + " title", top.windowTitle()))
        out += [
            (type(w).__name__, w.text())
            for w in top.findChildren(QWidget)
            if w.isVisible() and isinstance(w, QLabel | QAbstractButton)
        ]
    out += [("menu", menu.text()) for menu in window.menuBar().actions()]
    out.append(("status", window.statusBar().currentMessage()))
    return out


def _language(window: Any, seen: Seen) -> str:
    """Russian and Ukrainian screens carry no English sentence; an English one no Cyrillic
    beyond the games' and languages' own names; Ukrainian no Russian letters, Russian no
    Ukrainian ones."""
    allowed = {*(k.native_title for k in kits()), "Русский", "Українська"}
    foreign = {"en": "", "uk": "ыэъё", "ru": "іїєґ"}.get(seen.language, "")
    for where, text in _texts(window):
        plain = text.replace("&", "")
        for name in allowed:
            plain = plain.replace(name, "")
        wrong = (
            (seen.language == "en" and _cyrillic(plain))
            or any(ch in plain for ch in foreign)
            or (seen.language != "en" and _english_sentence(plain))
        )
        if wrong:
            return f"{where} says {text!r} in a window in {seen.language}"
    return ""


def _statistics(window: Any, seen: Seen) -> str:
    """The statistics on disk count every finished match once, whatever its game, and every
    review that ended; the match on the result page is counted won exactly when the page
    says the person won (issue 41: "Olena, Taras share the win" was counted a win), with
    every player's line of it kept for the "Last match" plot."""
    from koloda.app.window.result_screen import result_headline
    from koloda.store.stats import Statistics

    stats = Statistics()
    stats.load()
    matches = stats.summary().games
    if matches != seen.matches:
        return f"the statistics count {matches} finished matches, {seen.matches} were played"
    reviewed = len(stats.accuracy_of())
    if reviewed != seen.reviews:
        return f"the statistics keep {reviewed} reviews, {seen.reviews} were done"
    shown = window.scorebook.window
    if shown is not None and shown.isVisible():  # a game without a loser has no count of it
        from koloda.app.window.stats_window import LOSER_COLUMN

        for row, k in enumerate(kits()):
            item = shown.table.item(row, LOSER_COLUMN)
            if not k.loser_label() and item is not None and item.text() != "—":
                return f"the statistics count {item.text()} losers of {k.game}, which has none"
    result, config = window.controller.result(), window.controller.config
    page = window.result_screen
    if (
        result is None
        or config is None
        or config.lesson
        or window.stack.currentWidget() is not page
    ):
        return ""
    headline = page.headline.text()
    if headline != result_headline(result):
        return f"the result page says {headline!r} of a result of {result_headline(result)!r}"
    last = stats.games_in(config.game)[-1:]
    won = result.human_seat in result.winners
    if result.human_seat is not None and [r.won for r in last] != [won]:
        counted = "won" if last and last[0].won else "lost"
        return f"the result page says {headline!r}, the statistics count the match {counted}"
    kept = stats.last_match(config.game)  # the "Last match" plot after a restart
    lines = {} if kept is None else kept.series()
    played = window.controller.progress()
    if result.human_seat is not None and lines != played:
        return f"the statistics keep the last match's lines {lines}, the match played {played}"
    return ""


def _cyrillic(text: str) -> bool:
    return any("\u0400" <= ch <= "\u04ff" for ch in text)


def _english_sentence(text: str) -> bool:
    """Two English words of three letters or more in a row ('Koloda' aside)."""
    run = 0
    for word in (w.strip(".,:;!?()«»\"'") for w in text.split()):
        english = len(word) >= 3 and word.isascii() and word.isalpha() and word != "Koloda"
        run = run + 1 if english else 0
        if run >= 2:
            return True
    return False
