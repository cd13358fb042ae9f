"""Playing a match on screen: the controller around koloda.match and the AI off the GUI thread."""
