"""A move in a few words, the same in every game (issue 27's review, issue 35's hints): ``play
7D`` is 7♦, ``cover 7S 9S`` is "cover 7♠ with 9♠", ``lead JC QC`` is "lead J♣ and Q♣"; the
games' own sentences (the log's, "You cover 7♠ with 9♠") are in their kits."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from koloda.app.games.kit_words import spoken_cards
from koloda.app.table.names import pretty_card

__all__ = ["action_text", "move_name", "pass_ends_turn", "plan_text"]


def action_text(action: str) -> str:
    """An action of the protocol in words: ``play 7D`` -> 7♦, ``cover 7S 9S`` -> cover 7♠ with
    9♠, ``draw 3`` -> draw 3 (generic: the games' own sentences are in their kits)."""
    words = action.split()
    if not words:
        return action
    verb, rest = words[0], words[1:]
    cards = [w for w in rest if not w.isdigit()]
    number = next((w for w in rest if w.isdigit()), "")
    shown = spoken_cards(cards)  # "J♣ and Q♠", never a bare "J♣ Q♠"
    if verb == "play" and cards:
        return shown
    if verb == "cover" and len(cards) == 2:
        return QCoreApplication.translate("Review", "cover %s with %s") % (
            pretty_card(cards[0]),
            pretty_card(cards[1]),
        )
    if verb == "single" and cards:
        return QCoreApplication.translate("Review", "add %s to a meld") % shown
    texts = {
        "lead": QCoreApplication.translate("Review", "lead %s"),
        "throw": QCoreApplication.translate("Review", "throw in %s"),
        "meld": QCoreApplication.translate("Review", "meld %s"),
        "discard": QCoreApplication.translate("Review", "discard %s"),
        "draw": QCoreApplication.translate("Review", "draw %s"),
    }
    if verb in texts:
        return texts[verb] % (shown or number)
    if verb == "take":
        return QCoreApplication.translate("Review", "take")
    if verb == "pass":
        return QCoreApplication.translate("Review", "pass")
    return " ".join([verb, *(pretty_card(w) for w in rest)])


def pass_ends_turn(game: str) -> bool:
    """Whether ``game``'s "pass" is said "end the turn" (its kit's ``pass_ends_turn``: Ditch
    Rummy's, DR-4, as its End turn button says) rather than "pass" (Chuvash Rooster's, CR-8)."""
    from koloda.app.games import kit

    try:
        return kit(game).pass_ends_turn
    except KeyError:  # a verdict of no known game
        return False


def plan_text(plan: list[str], game: str) -> str:
    """A whole turn of ``game`` in words, its actions in order, its "pass" as the game's button
    says it (``pass_ends_turn``)."""
    ends_turn = pass_ends_turn(game)
    return QCoreApplication.translate("Review", ", then ").join(
        QCoreApplication.translate("Review", "end the turn")
        if a == "pass" and ends_turn
        else action_text(a)
        for a in plan
    )


def move_name(action: str, plan: list[str] | None, game: str) -> str:
    """A move of ``game`` named short and quoted, never misread, in a sentence of any verb:
    “play 7♦”, “cover 7♦ with 9♠”, “take”, “pass”, “lead J♣ and Q♣”; a Ditch Rummy plan, its
    whole turn (“meld 8♦ and 8♠, then end the turn”). Issue 41: "you played cover 6♠ with 8♠"."""
    actions = plan or [action]
    move = plan_text(actions, game)
    if len(actions) == 1 and actions[0].startswith("play "):  # “play 6♠”, not “6♠” (issue 35)
        move = QCoreApplication.translate("Hint", "play {card}").format(card=move)
    return QCoreApplication.translate("Hint", "“{move}”").format(move=move)
