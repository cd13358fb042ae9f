"""Ditch Rummy (Забий Рамі), 2-4 players: the rules DR-1..DR-8 of docs/rules.md and everything
Koloda knows of the game, declared once below.

- rules: ``rules.py`` (state and moves), ``melds.py`` (what a meld and a single are, DR-3),
  ``io.py`` (saved form, observation, determinization, the ``GameInfo``), ``view.py`` (its
  public fields, typed);
- the computer opponent: ``ai.py`` (normal's heuristics, hard's hooks), ``ai_turn.py`` (the
  turn planner), ``ai_plan.py`` (hard's whole-turn plans by flat Monte Carlo); ``reasons.py``
  (what a move does, for hints and reviews); ``pool.py`` (the arena's outside players);
- the app: ``kit.py`` with ``kit_melds.py`` and ``kit_options.py``, its table kit, the only
  modules that import Qt, loaded by the app alone;
- files: ``lesson.json`` (the guided first game), ``rules.{en,ru,uk}.html`` (the rules pages).
"""

from koloda.games.ditch.io import INFO
from koloda.rules import Declaration

DECLARATION = Declaration.standard(INFO, __name__)
