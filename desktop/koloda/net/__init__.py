"""Network play (issue 42): tables on the local network, one authority, each seat its own view."""
