"""A hint in a good player's words (issues 27, 35): the move and what it does for the player under
the rules (the game's kit words the facts of ``koloda.ai.reasons``), then the odds as a player
says them ("This keeps you out of the rooster's seat about two times in three."), and when the
next move is within the analysis' own noise, once and plainly: "“take” would do about as well:
either is fine here." The numbers behind it (sampled deals, percentages, standard errors) are
``hint_details``, shown one step away (the hint's line in the game log, as its tooltip).
"""

from __future__ import annotations

from typing import Any

from koloda.app.games.base import Describer, TableKit, hint_words
from koloda.app.games.counts import hint_counts
from koloda.app.games.move_words import move_name
from koloda.app.tr import QT_TRANSLATE_NOOP
from koloda.rules import Action, RulesError, TableView

__all__ = [
    "hint_details",
    "hint_sentence",
    "match_words",
    "odds_phrase",
    "odds_words",
    "points_words",
]

# The odds as a player says them: (lowest chance, words), highest first. Near one half the
# sentence is a whole one of its own ("about even"), as it is never, or every time, when exact.
ODDS: tuple[tuple[float, str], ...] = (
    (0.97, QT_TRANSLATE_NOOP("Hint", "almost always")),
    (0.87, QT_TRANSLATE_NOOP("Hint", "about nine times in ten")),
    (0.77, QT_TRANSLATE_NOOP("Hint", "about four times in five")),
    (0.71, QT_TRANSLATE_NOOP("Hint", "about three times in four")),
    (0.60, QT_TRANSLATE_NOOP("Hint", "about two times in three")),
    (0.54, QT_TRANSLATE_NOOP("Hint", "a little more often than not")),
    (0.46, ""),  # about even: a sentence of its own
    (0.40, QT_TRANSLATE_NOOP("Hint", "a little less often than not")),
    (0.29, QT_TRANSLATE_NOOP("Hint", "about one time in three")),
    (0.23, QT_TRANSLATE_NOOP("Hint", "about one time in four")),
    (0.15, QT_TRANSLATE_NOOP("Hint", "about one time in five")),
    (0.05, QT_TRANSLATE_NOOP("Hint", "about one time in ten")),
    (0.0, QT_TRANSLATE_NOOP("Hint", "hardly ever")),
)
EXACT_LOW, EXACT_HIGH = 0.005, 0.995  # an exact chance this near 0 or 1 is "never", "always"
EVEN = QT_TRANSLATE_NOOP("Hint", "about half the time")  # where a phrase must stand in a sentence


def _name(candidate: dict[str, Any], game: str) -> str:
    """A candidate named short and quoted, never misread: “play 7♦”, “cover 7♦ with 9♠”, “take”,
    “lead J♣ and Q♣”; a Ditch Rummy plan, its whole turn (“meld 8♦ and 8♠, then end the turn”)."""
    plan = [str(a) for a in candidate.get("plan") or [] if isinstance(a, str)]
    return move_name(str(candidate.get("action")), plan, game)


def match_words(analysis: dict[str, Any]) -> str:
    """How an analysis' (or a verdict's) values are said for the match: its ``match``, one of
    ``koloda.ai.match.scale_words``' kinds, "" for the round's own values."""
    match = analysis.get("match")
    return match if isinstance(match, str) else ""


def odds_words(kit: TableKit, value: float, exact: bool, match: str = "") -> str:
    """The chance ``value`` of the kit's outcome (winning the game, staying out of the
    rooster's seat; ``match``: the match's result, ``match_words``) in one sentence, as a
    player says it."""
    outcome = kit.hint_outcome(match)
    if exact and value >= EXACT_HIGH:
        text = QT_TRANSLATE_NOOP("Hint", "Worked out to the end, this {outcome} every time.")
        return hint_words(text).format(outcome=outcome)
    if exact and value <= EXACT_LOW:
        text = QT_TRANSLATE_NOOP("Hint", "Worked out to the end, no move {outcome}.")
        return hint_words(text).format(outcome=outcome)
    words = next(w for low, w in ODDS if value >= low)
    if not words:
        text = QT_TRANSLATE_NOOP("Hint", "The odds that this {outcome} are about even.")
        return hint_words(text).format(outcome=outcome)
    if exact:
        text = QT_TRANSLATE_NOOP("Hint", "Worked out to the end, this {outcome} {odds}.")
    else:
        text = QT_TRANSLATE_NOOP("Hint", "This {outcome} {odds}.")
    return hint_words(text).format(outcome=outcome, odds=hint_words(words))


def odds_phrase(value: float, exact: bool = False) -> str:
    """The chance ``value`` as a phrase that stands after a verb: "about two times in three",
    "about half the time"; "every time" and "never" only when worked out to the end."""
    if exact and value >= EXACT_HIGH:
        return hint_words(QT_TRANSLATE_NOOP("Hint", "every time"))
    if exact and value <= EXACT_LOW:
        return hint_words(QT_TRANSLATE_NOOP("Hint", "never"))
    return hint_words(next(w for low, w in ODDS if value >= low) or EVEN)


def points_words(value: float, players: int = 3, teams: bool = False) -> str:
    """A Ditch Rummy plan's expected margin of points for the rest of the hand, in words, over
    "the others" or, of ``players`` 2, over "your opponent"; in ``teams`` (DR-8), the margin
    of the person's team over the other ("the others" were three, one of them the partner)."""
    n, one = round(abs(value)), players == 2
    if teams:
        counts = hint_counts()
        if n == 0:
            return hint_words(
                QT_TRANSLATE_NOOP(
                    "Hint", "This keeps your team about level with the other team this hand."
                )
            )
        return counts.team_points_gained(n) if value > 0 else counts.team_points_lost(n)
    if n == 0:
        level = (
            QT_TRANSLATE_NOOP("Hint", "This keeps you about level with your opponent this hand.")
            if one
            else QT_TRANSLATE_NOOP("Hint", "This keeps you about level with the others this hand.")
        )
        return hint_words(level)
    counts = hint_counts()
    if value > 0:
        return counts.points_gained_on_one(n) if one else counts.points_gained(n)
    return counts.points_lost_to_one(n) if one else counts.points_lost(n)


def _candidates(analysis: dict[str, Any]) -> list[dict[str, Any]]:
    return [c for c in analysis.get("candidates") or [] if isinstance(c, dict)]


def _next_best(candidates: list[dict[str, Any]]) -> dict[str, Any] | None:
    """The best valued candidate with another first action than the best's (the analysis'
    ``gap`` is to this one)."""
    if not candidates:
        return None
    first = str(candidates[0].get("action"))
    return next(
        (c for c in candidates[1:] if c.get("value") is not None and str(c.get("action")) != first),
        None,
    )


def spoken(d: Describer) -> Describer:
    """``d`` naming several cards as a sentence does ("J♣ and Q♠"), for a hint."""
    return Describer(d.names, d.human_seat, d.kit, spoken=True)


def numbers(kit: TableKit, analysis: dict[str, Any], players: int = 3, teams: bool = False) -> str:
    """The verdict in words: the odds (or, in Ditch Rummy, the points), then the next move:
    "either is fine here" when it is within the noise, else that this one is clearly better."""
    basis, unit = analysis.get("basis"), analysis.get("unit")
    candidates = _candidates(analysis)
    if basis == "forced":
        return hint_words(QT_TRANSLATE_NOOP("Hint", "It is your only move."))
    if basis == "rule" or not candidates or candidates[0].get("value") is None:
        return ""
    best = candidates[0]
    value = float(best["value"])
    other = _next_best(candidates)
    exact = basis == "exact"
    decided = (_ending(best) or {}).get("match") in ("won", "shared", "lost")
    if unit == "chance" and decided:  # its own words said it: "that wins the match (DR-7)"
        head = ""
    elif unit == "chance":
        head = odds_words(kit, value, exact, match_words(analysis))
    elif exact:  # a proven Ryadky endgame, in points: no chance to give
        head = hint_words(
            QT_TRANSLATE_NOOP("Hint", "Worked out to the end, this is the best move.")
        )
    else:
        head = points_words(value, players, teams)
    if other is None:
        return head
    alt = _name(other, kit.game)
    if analysis.get("close") or float(other["value"]) >= value:
        if exact and float(other["value"]) == value:
            tail = QT_TRANSLATE_NOOP("Hint", "{alt} would do just as well: either is fine here.")
        else:
            tail = QT_TRANSLATE_NOOP("Hint", "{alt} would do about as well: either is fine here.")
    else:
        tail = QT_TRANSLATE_NOOP("Hint", "It is clearly better than {alt}, the next best.")
    return " ".join(x for x in (head, hint_words(tail).format(alt=alt)) if x)


def _figure(unit: str, value: float) -> str:
    return f"{100 * value:.0f}%" if unit == "chance" else f"{value:+.1f}"


def _error(unit: str, se: Any) -> str:
    if not isinstance(se, int | float):
        return ""
    return f" ± {100 * se:.1f}" if unit == "chance" else f" ± {se:.1f}"


def hint_details(kit: TableKit, analysis: dict[str, Any] | None) -> str:
    """The numbers behind a hint, for those who want them: the sampled deals (or that the
    end was worked out), the best three moves' values with their standard errors, and the
    margin within which two moves count as equally good."""
    if analysis is None:
        return ""
    basis, unit = str(analysis.get("basis")), str(analysis.get("unit"))
    valued = [c for c in _candidates(analysis) if c.get("value") is not None][:3]
    if basis not in ("search", "exact") or not valued:
        return ""
    moves = "; ".join(
        f"{_name(c, kit.game)} {_figure(unit, float(c['value']))}"
        + _error(unit, c.get("stderr") if basis == "search" else None)
        for c in valued
    )
    if basis == "exact":
        text = QT_TRANSLATE_NOOP("Hint", "Worked out to the end: {moves}.")
        return hint_words(text).format(moves=moves)
    margin = _figure(unit, float(analysis.get("margin") or 0.0)).lstrip("+")
    text = QT_TRANSLATE_NOOP("Hint", "Over {n} sampled deals: {moves} (± one standard error).")
    same = QT_TRANSLATE_NOOP("Hint", "Moves within {m} of the best count as equally good.")
    return " ".join(
        (
            hint_words(text).format(n=analysis.get("deals", 0), moves=moves),
            hint_words(same).format(m=margin),
        )
    )


def hint_sentence(
    kit: TableKit,
    d: Describer,
    seat: int,
    action: str,
    analysis: dict[str, Any] | None,
    public: TableView | None = None,
) -> str:
    """The hint: the move and what it does for the player, then the odds in words."""
    said = spoken(d)
    try:  # the AI's answer comes as the protocol's text, from its helper process
        move = said.action(seat, Action.parse(action), public)
    except RulesError:
        move = action
    if analysis is None:
        return move
    candidates = _candidates(analysis)
    chosen = next((c for c in candidates if str(c.get("action")) == action), None)
    plan = [f for f in (chosen or {}).get("facts") or [] if isinstance(f, dict)]
    facts = plan[:1]
    if len(plan) > 1 and plan[-1].get("ends") and not plan[0].get("ends"):
        # the turn that follows ends the hand (a Ditch Rummy plan's pass, DR-5): say so here
        last = plan[-1]
        facts = [
            {
                **plan[0],
                "ends": last["ends"],
                "lead": last.get("lead", 0),
                "match": last.get("match", ""),
                "short": last.get("short", 0),
            }
        ]
    why = "; ".join(clause for f in facts for clause in kit.fact_clauses(said, f) if clause)
    # the move, then what it does: Russian and Ukrainian move sentences have a colon of their
    # own ("Вы ходите: 10♠"), so their join is a dash
    joined = hint_words(QT_TRANSLATE_NOOP("Hint", "{move}: {why}."))
    head = joined.format(move=move, why=why) if why else f"{move}."
    teams = getattr(public, "teams", False) is True  # Ditch Rummy's view (DR-8)
    tail = " ".join(
        x
        for x in (
            numbers(kit, analysis, len(d.names), teams),
            _match_warning(kit, candidates, chosen),
        )
        if x
    )
    return f"{head} {tail}" if tail else head


def _match_warning(
    kit: TableKit, candidates: list[dict[str, Any]], chosen: dict[str, Any] | None
) -> str:
    """Why not the move that ends the round now (issue 44): when the hinted move keeps the
    round going and another candidate would end it and lose the match for certain (its facts'
    ``match``, DR-7), say so with the points it falls short."""
    if chosen is None or _ending(chosen):
        return ""
    for c in candidates:
        last = _ending(c)
        if last is not None and last.get("match") == "lost":
            short = last.get("short")
            n = short if isinstance(short, int) and short > 0 else 1
            return hint_counts().other_loses_match(n, _name(c, kit.game))
    return ""


def _ending(candidate: dict[str, Any]) -> dict[str, Any] | None:
    """The fact of a candidate's plan with which the round ends, if it ends it."""
    plan = [f for f in candidate.get("facts") or [] if isinstance(f, dict)]
    return next((f for f in plan if f.get("ends")), None)
