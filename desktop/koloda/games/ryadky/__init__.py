"""Ryadky (Рядки, "Row"), 2-6 players: the rules RY-1..RY-10 of docs/rules.md and everything
Koloda knows of the game."""
