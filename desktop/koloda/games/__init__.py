"""Koloda's games, one package each, holding everything of that game and nothing of another:
its rules, its AI, its pool players and reasons, its table kit, its lesson and rules pages.

``BUILTIN`` is the one list that names them; the registries of ``koloda.rules`` find each
game from it (docs/architecture.md, "Adding a game").
"""

BUILTIN = ("ryadky", "rooster", "ditch")
