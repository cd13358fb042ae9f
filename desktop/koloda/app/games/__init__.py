"""Table kits: everything the app knows about one game, one module per game."""
