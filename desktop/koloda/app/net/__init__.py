"""The window side of network play (issue 42): the Qt face of koloda.net."""
