"""Drivers and meters of the real window for people and scripts: ``koloda --demo``, ``koloda
bench --ui`` (first window, frame times) and ``koloda bench --soak`` (many rounds, then every
file and process checked)."""
