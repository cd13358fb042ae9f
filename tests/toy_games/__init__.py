"""Two toy games in the shape of a built-in game's package (``koloda/games/<name>/``), declared the
same way (``DECLARATION``), for tests/test_fourth_game.py: "high card", won by points, and its
twin "low card", won by not being the loser. ``TOYS`` names them as ``koloda.games.BUILTIN``
names the real ones; nothing else of Koloda knows them."""

TOYS = ("highcard", "lowcard")
