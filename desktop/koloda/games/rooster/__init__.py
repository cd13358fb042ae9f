"""Chuvash Rooster (Чуваський півень), 2-6 players: the rules CR-1..CR-13 of docs/rules.md and
everything Koloda knows of the game."""
