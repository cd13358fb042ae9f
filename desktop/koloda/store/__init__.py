"""Settings, saved games and statistics: versioned JSON files written atomically.

- :mod:`koloda.store.settings` — ``Settings`` (the one schema with defaults), ``SettingsStore``.
- :mod:`koloda.store.saves` — ``save_game``/``load_game`` and the autosave slot.
- :mod:`koloda.store.stats` — ``Statistics`` per game and opponent level, history, CSV.
- :mod:`koloda.store.jsonio` — the atomic writer and the safe reader they share.
- :mod:`koloda.store.paths` — the directories (``KOLODA_HOME`` overrides platformdirs).

No Qt widgets here; user-visible messages are ``jsonio.Message`` objects, shown with
``.translated()`` once a translator is installed.
"""
