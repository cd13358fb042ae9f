"""High card, 2-3 players, a toy: each round deals two cards to each seat; in turn each seat
plays one card face down into the trick, a centre zone of its own; when every seat has played,
the trick is turned face up and the highest card (C-2) takes it, worth a point. The turned trick
stays on the table until the next card is played. The seat with the most points after
``rounds`` rounds wins (a tie shares it).

- rules: ``rules.py`` (state and moves), ``io.py`` (saved form, observation, determinization,
  the ``GameInfo``), ``view.py`` (its public fields, typed);
- no AI of its own (the declaration names none: the default hooks play it), ``reasons.py``
  (what a move does), ``pool.py`` (the arena's outside players);
- ``kit.py``, its table kit; files: ``lesson.json``, ``rules.en.html``.
"""

from koloda.rules import Declaration
from toy_games.highcard.io import INFO

DECLARATION = Declaration(
    INFO,
    package=__name__,
    pool=".pool:POOL",
    reasons=".reasons:FACTS",
    kit=".kit:KIT",
    lesson="lesson.json",
    pages="rules.{lang}.html",
)
