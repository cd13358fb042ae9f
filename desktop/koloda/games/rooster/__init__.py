"""Chuvash Rooster (Чуваський півень), 2-6 players: the rules CR-1..CR-13 of docs/rules.md and
everything Koloda knows of the game, declared once below.

- rules: ``rules.py`` (state and moves), ``cards.py`` (the card tables: what beats what, CR-1,
  and the leads, CR-4), ``io.py`` (saved form, observation, determinization, the
  ``GameInfo``), ``view.py`` (its public fields, typed);
- the computer opponent: ``ai.py`` (normal's heuristics, hard's hooks), ``ai_end.py`` (the exact
  endgame); ``reasons.py`` (what a move does, for hints and reviews); ``pool.py`` (the arena's
  outside players);
- the app: ``kit.py``, its table kit, the one module that imports Qt, loaded by the app alone;
- files: ``lesson.json`` (the guided first game), ``rules.{en,ru,uk}.html`` (the rules pages).
"""

from koloda.games.rooster.io import INFO
from koloda.rules import Declaration

DECLARATION = Declaration.standard(INFO, __name__)
