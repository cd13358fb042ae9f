"""From a gesture (cards + a drop target) to an ``Action`` of the rules, matched against the
observation's legal actions. Nothing here decides legality: an action is offered only when
it is one of the observation's ``legal`` (docs/rules.md, the engine protocol).
What a drop could mean in a game, and its target ids, come from the game's table kit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from koloda.app.table.names import card_key
from koloda.rules import Action, Observation

if TYPE_CHECKING:
    from koloda.app.table.game import ButtonSpec, TableGame


def legal_of(obs: Observation | None) -> list[Action]:
    """The observation's legal actions as the rules' values (none without an observation)."""
    return list(obs.legal) if obs is not None else []


def mine(obs: Observation | None, human_seat: int | None) -> bool:
    """The person at the table has moves in ``obs`` (a game not over)."""
    return obs is not None and bool(obs.legal) and human_seat is not None and obs.result is None


def compose(kit: TableGame, cards: list[str], target: str, legal: list[Action]) -> Action | None:
    """The legal action meant by dropping ``cards`` on ``target``, or None."""
    if not cards:
        return None
    for action in kit.candidates(sorted(cards, key=card_key), target, legal):
        if action in legal:
            return action
    return None


def legal_targets(kit: TableGame, obs: Observation, cards: list[str]) -> list[str]:
    """The targets on which ``cards`` make a legal move now. A target that only takes the
    move another target already showed, and not as its own first meaning, is left out: a
    Rooster thrower's card dropped on an attack card still goes to the table (CR-7), but
    only the table is lit for it."""
    legal = legal_of(obs)
    ordered = sorted(cards, key=card_key)
    out: list[str] = []
    shown: set[Action] = set()
    if not cards:
        return out
    for target in kit.targets(obs):
        meanings = kit.candidates(ordered, target, legal)  # what compose reads, asked once
        action = next((a for a in meanings if a in legal), None)
        if action is None or (action in shown and meanings[0] != action):
            continue
        shown.add(action)
        out.append(target)
    return out


def obvious_action(kit: TableGame, obs: Observation, cards: list[str]) -> tuple[Action | None, int]:
    """The one legal action these cards make on any target, and how many distinct there are."""
    legal = legal_of(obs)
    found = {compose(kit, cards, t, legal) for t in kit.targets(obs)}
    found.discard(None)
    if len(found) == 1:
        return next(iter(found)), 1
    return None, len(found)


def buttons(kit: TableGame, legal: list[Action]) -> list[ButtonSpec]:
    """The action bar's buttons for the legal actions that carry no card, in a fixed order."""
    return sorted(kit.buttons(legal), key=lambda b: str(b.action))


def explain(kit: TableGame, obs: Observation | None, cards: list[str], target: str) -> str:
    """One short sentence on why a drop is not a legal move (the engine's list already said
    no): wait when nothing is legal, else the game's own reason."""
    if obs is None or not obs.legal:
        return QCoreApplication.translate("Table", "Wait for your turn.")
    return kit.explain(obs, cards, target)
