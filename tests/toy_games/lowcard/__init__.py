"""Low card, a toy: high card (``toy_games.highcard``) won by not being the loser, the one seat
with the fewest points. Its own package holds what differs (its state's result, its GameInfo,
its kit's words); its declaration names high card's pool, and nothing more: no facts (its moves
get ``MoveFacts``), no lesson, no rules pages."""

from koloda.rules import Declaration
from toy_games.lowcard.io import INFO

DECLARATION = Declaration(
    INFO,
    package=__name__,
    pool="toy_games.highcard.pool:POOL",
    kit=".kit:KIT",
)
