"""Ditch Rummy (Забий Рамі), 2-4 players: the rules DR-1..DR-8 of docs/rules.md and everything
Koloda knows of the game."""
