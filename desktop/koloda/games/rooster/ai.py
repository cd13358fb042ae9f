"""Chuvash Rooster AI. Normal strategy (CR-1..CR-12); a card's strength is the share of the
deck it beats (CR-1), so 6C is worth 0 and AS 1:

* Lead (CR-4): shed weak cards, several of one suit at once (a low same-suit run empties the
  hand fastest); keep aces and high spades for defence; once the stock is empty every card
  shed counts more.
* Defend (CR-5, CR-6): plan a cover of every uncovered card, the most constrained attack card
  first, each with the cheapest card that beats it. Cover when the plan exists and does not
  burn two precious cards (aces, high spades) while the stock still refills; otherwise take at
  once, so that nobody may throw in (CR-6).
* Endgame (CR-10, CR-12): with the stock empty and two players left, every unseen card is in
  the other hand, so normal searches the rest of the game exactly (koloda.games.rooster.ai_end,
  alpha-beta with a transposition table and a node cap).
* Throw in (CR-7): throw weak cards (more readily onto a taking defender, or with the stock
  empty); pass with precious ones.
* Going round in circles: the rules have no cap, and three normal players holding six cards or
  more each (so nobody draws) can pass the same cards round for ever (a lead too long to cover,
  a take, the next lead; measured in 7% of three-player games). Once the observation's
  ``stalled`` count (bouts in a row taken with nobody drawing or going out) reaches two per
  active player (with three or more; two cannot circle), normal leads its weakest card alone,
  preferring one the defender can beat, covers whenever it can and throws in only onto a taking
  defender, so a bout ends beaten and the discard grows. Hard then plays normal's move instead
  of searching (its search values the seat's outcome, not an end to the game).
Leads and throw-ins also count the chance that the defender cannot beat a card (from the
unseen cards that may be in their hand, and the cards known there after a take, CR-9): an
uncoverable lead makes them take, which matters once the stock is empty; while it still
refills, normal gives it no weight (a take is soon undone by the refills, and chasing it
spends strong cards; measured: normal beats easy in 81% of two-player games instead of 73%).
Easy is a novice: it leads its weakest card alone, covers the first card it can with the
cheapest beater without planning the rest (so it may get stuck and take more), throws in
whatever it may; once in ten moves it plays a random one of normal's better half.
Hard searches (koloda.ai.search); playouts follow these rules on the sampled deal (there the
defender's cards are known, which makes them cheap) and are cut after 20 actions, scored by
the engine's returns(): seats out score 1, the others 1 - their share of the cards held.
In the last game of a match that tells the game its series (CR-13: each seat's times as the
rooster so far and the games left, issue 44), a playout's end is valued by each seat's share
of the match (koloda.ai.match, fewest roosters win), the rooster being the one it ended with,
or, for a playout cut short, each active seat with its share of the cards held; so a draw
(CR-12) is worth as much as a win to a seat ahead, and as little as a loss to a seat behind,
and with three or more players the series may turn on who else ends the rooster. Before the
last game hard plays for the game, as before issue 44: there the lead model (measured from
two-player play) would weigh the other seats' roosters unequally for chances that later games
mostly undo, the hint speaks of the game, and the series is decided in its last game.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from koloda.ai.match import ROUND_ONLY, LeadModel, MatchScale, match_chances, scale_words
from koloda.ai.policy import GameAI, View, best, hard_nodes, narrow
from koloda.games.rooster.ai_end import endgame_choice, endgame_values
from koloda.games.rooster.cards import BEATEN_BY, COVER, DECK, PASS, TAKE, THROW
from koloda.games.rooster.rules import DEFEND, LEAD, RoosterState
from koloda.games.rooster.series import may_be_rooster
from koloda.rules import Action, GameState
from koloda.rules.cards import cards_of, parse_card

PRECIOUS = 0.8  # strength from which a card is kept for defence (aces, high spades)
STOCKED_STUCK = 0.0  # normal's weight of an uncoverable lead while the stock refills
PLAYOUT_DEPTH = 20  # actions a hard playout plays before it is scored (20 beat 40 in arenas)
STALL_PER_PLAYER = 2  # stalled bouts per active player after which normal breaks the circle
# How a lead in a series turns into a won match (CR-13), measured from normal's two-player
# self-play by ``python -m koloda.ai.match_fit --game rooster --series 5 --matches 600``
# (docs/strength.md, "The match value"): the spread of one game's difference of roosters.
MATCH_MODEL = LeadModel(spread=1.0)


def match_values(
    series: tuple[int, ...],
    games_left: int,
    rooster_odds: list[float],
    returns: list[float],
    possible: frozenset[int] | None = None,
) -> list[float]:
    """Each seat's value of the game's end for the match (the fewest times as the rooster win,
    CR-13), when it ends with seat q the rooster with chance ``rooster_odds[q]`` (a draw with
    the rest): its chance to win the match (exact when no game is left, else the lead model
    over the games left), rescaled per seat from its worst outcome (0) to its best (1), so the
    search's rewards keep their full range far from the end, where one game moves the match
    little (maximising an expected value is the same under such a rescaling). Worst and best
    are among the ends still ``possible`` (a draw, or one of those seats the rooster: see
    ``may_be_rooster``; every seat when None). A seat whose match this game can no longer
    change keeps ``returns``: it plays for the game (a series lost whatever the game gives
    is no reason to end it as the rooster)."""
    n = len(series)
    table = _outcome_table(series, games_left)
    ends = _possible_ends(table, possible)
    draw = max(0.0, 1.0 - sum(rooster_odds))
    odds = [draw, *rooster_odds]
    out = []
    for s in range(n):
        low = min(row[s] for row in ends)
        high = max(row[s] for row in ends)
        if high - low < 1e-9:
            out.append(returns[s])
            continue
        out.append(
            sum(o * (row[s] - low) / (high - low) for o, row in zip(odds, table, strict=True))
        )
    return out


def for_series(st: RoosterState) -> bool:
    """Whether hard values this game's ends by the series (CR-13): in its last game, unless
    hard plays as before issue 44 (``ROUND_ONLY``)."""
    return st.match is not None and st.match[1] == 0 and not ROUND_ONLY.get()


def _outcome_table(series: tuple[int, ...], games_left: int) -> list[list[float]]:
    """Each seat's chance to win the match (CR-13) when this game ends in a draw (the first
    row), then with each seat as the rooster."""
    n = len(series)
    return [
        match_chances(
            [-(series[s] + (1 if s == q else 0)) for s in range(n)], games_left, MATCH_MODEL
        )
        for q in (-1, *range(n))
    ]


def _possible_ends(table: list[list[float]], possible: frozenset[int] | None) -> list[list[float]]:
    """The rows of ``_outcome_table`` for the ends still possible: a draw, and each seat that
    may still be the rooster."""
    return [row for q, row in enumerate(table, -1) if q < 0 or possible is None or q in possible]


def series_shares(
    series: tuple[int, ...], games_left: int, seat: int, possible: frozenset[int] | None = None
) -> list[float]:
    """The seat's chance to win the match (CR-13; in the last game its share: 1, 1/k shared,
    0) at each end of this game still ``possible``: a draw, then each seat that may still be
    the rooster."""
    return [row[seat] for row in _possible_ends(_outcome_table(series, games_left), possible)]


def series_range(
    series: tuple[int, ...], games_left: int, seat: int, possible: frozenset[int] | None = None
) -> tuple[float, float]:
    """The seat's chance to win the match (CR-13) at the worst and at the best end of this
    game still ``possible``: what ``match_values``' 0 and 1 stand for."""
    chances = series_shares(series, games_left, seat, possible)
    return min(chances), max(chances)


def series_turns(
    series: tuple[int, ...], seat: int, possible: frozenset[int] | None = None
) -> tuple[tuple[int, ...], bool]:
    """In the last game of a series (CR-13), the other seats whose being the rooster gives
    ``seat`` its best chance of the series, when that is some of them and not the rest (the
    series then turns on who else ends the rooster, not only on the seat staying out), and
    whether that best chance is a share of the series rather than the whole of it; ((), False)
    when every other seat as the rooster is the same to it. Only seats that may still be the
    rooster count (``possible``, every seat when None)."""
    table = _outcome_table(series, 0)
    chances = {
        q: table[q + 1][seat]
        for q in range(len(series))
        if q != seat and (possible is None or q in possible)
    }
    if not chances:
        return (), False
    high, low = max(chances.values()), min(chances.values())
    if high - low < 1e-9:
        return (), False
    return tuple(q for q, c in chances.items() if c > high - 1e-9), high < 1.0 - 1e-9


# The engine's CR-1 table: BEATEN_BY[y] is the mask of the cards that beat y.
_DECK = DECK
STRENGTH = [0.0] * 52  # the share of the rest of the deck a card beats
BEATERS: list[list[int]] = [cards_of(BEATEN_BY[c]) for c in range(52)]
for _x in _DECK:
    STRENGTH[_x] = sum(BEATEN_BY[_y] >> _x & 1 for _y in _DECK) / (len(_DECK) - 1)
BEATER_MASK = BEATEN_BY
# The cards that beat each card, weakest first (ties: lower card first, as cover_plan's min).
CHEAPEST: list[list[int]] = [sorted(b, key=lambda c: (STRENGTH[c], c)) for b in BEATERS]


def cover_plan(hand: list[int], attacks: list[int]) -> list[tuple[int, int]] | None:
    """Cheapest covers for every attack card, most constrained first, or None if it fails."""
    free = set(hand)
    options = sorted(attacks, key=lambda a: sum(1 for b in BEATERS[a] if b in free))
    plan = []
    for a in options:
        choices = [b for b in BEATERS[a] if b in free]
        if not choices:
            return None
        b = min(choices, key=STRENGTH.__getitem__)
        free.discard(b)
        plan.append((a, b))
    return plan


def rooster_scores(
    legal: list[Action],
    hand: list[int],
    uncovered: list[int],
    stock: int,
    taking: bool,
    beat: Callable[[int], float],
    stocked_stuck: float = 0.6,
) -> list[float]:
    """Score every legal action by the module docstring's rules; ``beat(c)`` is the chance
    that the defender can beat card c."""
    out = [0.0] * len(legal)
    empty = stock == 0
    stuck = 1.5 if empty else stocked_stuck  # the defender failing to cover: they take it all
    plan: list[tuple[int, int]] | None = None
    planned = False
    for i, a in enumerate(legal):
        kind = a.kind
        if kind == "lead":
            s = 0.0
            covered = 1.0
            for c in a.cards:
                s += 0.55 - STRENGTH[c] + (0.4 if empty else 0.0)
                covered *= beat(c)
            n = len(a.cards)
            out[i] = s + 0.25 * (n - 1) + stuck * (1.0 - covered) * (1.0 + 0.3 * n)
        elif kind == "throw":
            c = a.cards[0]
            s = 0.6 - STRENGTH[c] + (0.5 if taking else 0.0) + (0.5 if empty else 0.0)
            if not taking:
                s += stuck * (1.0 - beat(c))
            out[i] = s if STRENGTH[c] < PRECIOUS or (taking and empty) else -1.0
        elif kind == "pass":
            out[i] = 0.0
        else:  # cover or take: judged against the whole cover plan
            if not planned:
                plan = cover_plan(hand, uncovered)
                planned = True
                if plan is not None and not empty:
                    precious = sum(1 for _, b in plan if STRENGTH[b] >= PRECIOUS)
                    if precious >= 2:
                        plan = None
            if kind == "take":
                out[i] = 1.0 if plan is None else -5.0
            else:
                att, cov = a.cards
                if plan is not None and plan[0] == (att, cov):
                    out[i] = 10.0
                else:
                    out[i] = 0.5 - STRENGTH[cov]
    return out


def stalled(view: View) -> bool:
    """Whether the game goes round in circles (see the module docstring): the observation's
    public count of bouts in a row taken with nobody drawing or going out."""
    count = view.obs.get("stalled", 0) if view.obs else 0
    active = view.players - len(view.public["finished"])
    # Two players cannot circle: after a take the same attacker leads again from a smaller
    # hand (CR-9), so it draws or goes out; forcing takes is then the winning plan.
    return active >= 3 and isinstance(count, int) and count >= STALL_PER_PLAYER * active


def unstall_scores(
    legal: list[Action], base: list[float], beat: Callable[[int], float]
) -> list[float]:
    """Scores that end a bout beaten: a lone weak lead the defender can beat, no throw-ins
    onto a defender who covers; covering and taking keep their scores (``base``), which cover
    whenever a plan exists once the stock is empty."""
    out = list(base)
    for i, a in enumerate(legal):
        if a.kind == "lead":
            c = a.cards[0]
            out[i] = 2.0 * beat(c) - STRENGTH[c] if len(a.cards) == 1 else -5.0
        elif a.kind == "throw" and out[i] > 0:
            out[i] = -1.0
    return out


def _no_beat(card: int) -> float:
    return 1.0


def beat_chances(view: View) -> list[float]:
    """Per card, the chance that the defender holds a card beating it: certain if a card
    known to be in their hand (picked up, CR-9) beats it, else drawn from the unseen cards
    that may be there (not known elsewhere, not known absent)."""
    obs = view.obs
    pub = view.public
    d = int(pub["defender"])
    known = [[parse_card(x) for x in k] for k in obs["known"]]
    seen = set(view.hand)
    seen.update(parse_card(x) for x in obs["discard_cards"])
    for a, c in pub["table"]:
        seen.add(parse_card(a))
        if c is not None:
            seen.add(parse_card(c))
    for p, k in enumerate(known):
        if p != view.seat:
            seen.update(k)
    void = {parse_card(x) for x in obs["void"][d]}
    pool = [c for c in _DECK if c not in seen and c not in void]
    hidden = int(pub["hands"][d]) - len(known[d])
    size = len(pool)
    out = [1.0] * 52
    known_d = sum(1 << b for b in known[d])
    for c in _DECK:
        if known_d & BEATER_MASK[c]:
            continue
        m = sum(1 for b in BEATERS[c] if b in pool)
        miss = 1.0
        for i in range(hidden):
            if size - i <= 0:
                break
            miss *= max(0.0, (size - m - i) / (size - i))
        out[c] = 1.0 - miss
    return out


def fast_lead(hand: int, defender: int, empty: bool) -> Action:
    """A lead like rooster_scores' best, built from hand masks inside a sampled deal: per
    suit, the weakest cards while each still adds value; a lead the defender cannot cover
    (their cards are known in the sample) gets the same bonus as in rooster_scores."""
    best_score = -1e9
    best_cards: list[int] = []
    bonus = 0.4 if empty else 0.0
    limit = defender.bit_count()
    stuck = 1.5 if empty else 0.6
    held = cards_of(hand)
    for suit in range(4):
        cards = [c for c in held if c & 3 == suit][:limit]
        if not cards:
            continue
        score = 0.55 - STRENGTH[cards[0]] + bonus
        chosen = [cards[0]]
        for c in cards[1:]:
            v = 0.55 - STRENGTH[c] + bonus + 0.25
            if v <= 0:
                break
            score += v
            chosen.append(c)
        if any(not defender & BEATER_MASK[c] for c in chosen):  # (ignores shared beaters)
            score += stuck * (1.0 + 0.3 * len(chosen))
        if score > best_score:
            best_score, best_cards = score, chosen
    return Action("lead", tuple(best_cards))


def fast_cover(st: RoosterState) -> Action:
    """rooster_scores' defence inside a sampled deal, on hand masks: the first cover of
    cover_plan, or take when there is no plan or it burns two precious cards with stock left."""
    free = st.hands[st.defender]
    uncovered = [a for a, c in zip(st.attacks, st.covers, strict=True) if c < 0]
    if len(uncovered) > 1:
        uncovered.sort(key=lambda a: (free & BEATER_MASK[a]).bit_count())
    first: Action | None = None
    precious = 0
    for a in uncovered:
        if not free & BEATER_MASK[a]:
            return TAKE
        b = next(b for b in CHEAPEST[a] if free >> b & 1)
        free ^= 1 << b
        precious += STRENGTH[b] >= PRECIOUS
        if first is None:
            first = COVER[a][b]
    if first is None or (precious >= 2 and st.stock):
        return TAKE
    return first


def fast_throw(st: RoosterState) -> Action:
    """rooster_scores' throw-in choice inside a sampled deal, on hand masks (the defender's
    cards are known there, so a card they cannot beat is certain)."""
    defender = st.hands[st.defender]
    if st.uncovered >= defender.bit_count():
        return PASS  # CR-7: the uncovered-count limit is reached
    m = st.hands[st.order[st.prio]] & st.table_ranks
    taking = bool(st.taking)
    empty = not st.stock
    base = 0.6 + (0.5 if taking else 0.0) + (0.5 if empty else 0.0)
    stuck = 1.5 if empty else 0.6
    top = 0.0
    chosen = PASS
    while m:  # cards in legal order, the first top score kept; a tie with pass throws
        low = m & -m
        m ^= low
        c = low.bit_length() - 1
        if STRENGTH[c] >= PRECIOUS and not (taking and empty):
            continue  # scored -1: never above pass
        v = base - STRENGTH[c]
        if not taking and not defender & BEATER_MASK[c]:
            v += stuck
        if v > top or (v == top and chosen is PASS):
            top, chosen = v, THROW[c]
    return chosen


class RoosterAI(GameAI):
    """Heuristics and search hooks for Chuvash Rooster."""

    easy_slip = 0.1
    easy_width = 0.5
    playout_greed = 0.8

    def heuristic_scores(self, view: View) -> list[float]:
        """The rules of the module docstring (the stalled-game ones included), no search."""
        pub = view.public
        uncovered = [parse_card(a) for a, c in pub["table"] if c is None]
        kind = view.legal[0].kind
        beat = _no_beat if kind in ("cover", "take") else beat_chances(view).__getitem__
        taking = bool(pub["taking"])
        out = rooster_scores(
            view.legal, view.hand, uncovered, int(pub["stock"]), taking, beat, STOCKED_STUCK
        )
        if stalled(view):
            return out if taking else unstall_scores(view.legal, out, beat)
        return out

    def scores(self, view: View) -> list[float]:
        """The heuristic, and an exact endgame (koloda.games.rooster.ai_end) played when solved."""
        out = self.heuristic_scores(view)
        if stalled(view):
            return out
        found = endgame_choice(view, best(view.legal, out), ENDGAME_NODES)
        if found.action is not None:
            out[view.legal.index(found.action)] += 100.0
        return out

    def settled(
        self, view: View, deadline: float = math.inf, nodes: int | None = None
    ) -> Action | None:
        """Hard plays a proven endgame (koloda.games.rooster.ai_end) without sampling, and normal's
        move when the game goes round in circles (see the module docstring)."""
        first = best(view.legal, self.heuristic_scores(view))
        if stalled(view):
            return first
        found = endgame_choice(view, first, hard_nodes(nodes, ENDGAME_NODES, HARD_NODES), deadline)
        return found.action if found.proven else None

    def exact_values(
        self, view: View, nodes: int | None, deadline: float = math.inf
    ) -> dict[Action, float] | None:
        """A proven endgame's actions valued exactly (koloda.games.rooster.ai_end), as chances to
        stay out of the rooster's seat; None when the game goes round in circles (then the
        rule of ``settled`` decides, not a search)."""
        if stalled(view):
            return None
        return endgame_values(view, hard_nodes(nodes, ENDGAME_NODES, HARD_NODES), deadline)

    def match_scale(self, view: View) -> MatchScale | None:
        """In the last game of a series (CR-13), hard's searched values are the seat's chance
        to win the series rescaled (``match_values``): its chance at the game's worst and best
        end. None for a game on its own, one the series cannot turn on, and before the last
        game: there hard plays for the game (``for_series``), and the hint and the review
        speak of the game as Ditch Rummy's speak of a hand's points far from the end."""
        series, left = view.public.get("series"), view.public.get("games_left")
        if not isinstance(series, list) or left != 0 or ROUND_ONLY.get():
            return None
        possible = may_be_rooster(view.public)
        shares = series_shares(tuple(int(x) for x in series), left, view.seat, possible)
        low, high = min(shares), max(shares)
        return None if high - low < 1e-9 else MatchScale(low, high, scale_words(shares))

    def easy_action(self, view: View, rng: random.Random) -> Action:
        """A novice: leads its lowest card alone, covers the first card it can with the
        cheapest beater (no plan, so it may get stuck and take a bigger table), throws in
        whatever it may; and now and then a random reasonable move."""
        legal = view.legal
        if rng.random() < self.easy_slip:
            return super().easy_action(view, rng)
        kind = legal[0].kind
        if kind == "lead":
            low = min(view.hand, key=STRENGTH.__getitem__)
            return Action("lead", (low,))
        if kind in ("cover", "take"):
            covers = [a for a in legal if a.kind == "cover"]
            if not covers:
                return legal[-1]
            first = covers[0].cards[0]
            mine = [a for a in covers if a.cards[0] == first]
            return min(mine, key=lambda a: STRENGTH[a.cards[1]])
        throws = [a for a in legal if a.kind == "throw"]
        if throws:
            return min(throws, key=lambda a: STRENGTH[a.cards[0]])
        return legal[-1]

    def playout_action(self, state: GameState, rng: random.Random) -> Action:
        """The normal rules on the engine's bitmasks (fast): every move is built directly,
        without the legal list (rooster_scores' choice, checked by a test)."""
        if rng.random() >= self.playout_greed:
            legal = state.legal_actions()
            return legal[rng.randrange(len(legal))]
        st = narrow(state, RoosterState)
        phase = st.phase
        hands: list[int] = st.hands
        empty = not st.stock
        if phase == LEAD:
            return fast_lead(hands[st.attacker], hands[st.defender], empty)
        if phase == DEFEND:
            return fast_cover(st)
        return fast_throw(st)

    playout_depth = PLAYOUT_DEPTH

    def baseline(self, state: GameState) -> list[float]:
        """In a series' last game, 1.0 for each seat that may still be the rooster at the
        search's root (``may_be_rooster``; the same in every re-deal of the hidden cards), else
        0.0: the ends ``evaluate`` weighs the series between; [] elsewhere."""
        st = narrow(state, RoosterState)
        if not for_series(st):
            return []
        possible = may_be_rooster(st.public())
        return [1.0 if p in possible else 0.0 for p in range(st.players)]

    def evaluate(self, state: GameState, base: list[float]) -> list[float]:
        """The engine's returns(); in the last game of a match that tells its series, each
        seat's share of the match (see the module docstring), rescaled between the ends still
        possible at the root (``base``, from ``baseline``)."""
        st = narrow(state, RoosterState)
        returns = st.returns()
        if not for_series(st) or st.match is None:
            return returns
        series, left = st.match
        if st.is_terminal():
            odds = [1.0 if p == st.loser else 0.0 for p in range(st.players)]
        else:  # the rooster will be one of the seats still holding cards
            odds = [1.0 - r for r in returns]
        possible = frozenset(p for p, may in enumerate(base) if may) if base else None
        return match_values(series, left, odds, returns, possible)

    # Measured best in 4-player arenas (rooster 5-7.5% with these, 15% with 0.5/fresh/guided).
    exploration = 0.7
    pool = 48
    guided_expansion = False
    nodes_per_iteration = 15.0  # ~75,000 endgame nodes/s against ~5,000 iterations/s


ENDGAME_NODES = 2000  # node cap of normal's exact endgame search (then the heuristic plays)
HARD_NODES = 400_000  # hard's cap (and its deadline): unless the endgame is proven, hard searches


AI = RoosterAI()  # the game's AI, as its package declares it
