"""Low card's ``GameInfo``: high card's io over its own state, won by not being the loser."""

from koloda.rules import NOT_LOSER
from toy_games.highcard.io import toy_info
from toy_games.lowcard.rules import LowCardState

INFO = toy_info(LowCardState, NOT_LOSER)
