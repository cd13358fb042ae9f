"""A table kit's third part: a game's scoreboard. The round summary's headline, columns and
breakdown (read from a ``RoundSummary``), the words for its rounds ('Deal %s', 'Next deal'),
the result screen's lines, and the statistics' plot title and loser column (CR-12).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar, Protocol

from PySide6.QtCore import QCoreApplication

from koloda.match import RoundSummary


@dataclass(frozen=True)
class Cell:
    """A summary cell with an icon of resources/icons (``rooster``) beside its text."""

    text: str
    icon: str = ""


SummaryCell = str | Cell


def tally_row(summary: RoundSummary, key: str, older: str = "") -> list[int]:
    """One row of the round's breakdown as the rules count it (``GameState.round_breakdown``;
    zeros when the round had none); ``older`` is the row's key in summaries saved before the
    rules stated the breakdown themselves."""
    tally = summary.tally
    row = tally.get(key) or (tally.get(older) if older else None) or []
    return [row[s] if s < len(row) else 0 for s in range(len(summary.names))]


class Titled(Protocol):
    """What the scoreboard needs of the rest of the kit: the game's name (its words say it)."""

    def title(self) -> str: ...


class KitScoreboard:
    """How one game's rounds and results are scored on screen (the third part of its
    ``TableKit``)."""

    star_winners: ClassVar[bool] = True  # a round summary stars the round's winners

    # ------------------------------------------------------------------ rounds

    def summary_headline(self, summary: RoundSummary, head: str) -> str | None:
        """The game's own headline for a round summary, or None for the usual winners line."""
        return None

    def summary_table(self, summary: RoundSummary) -> tuple[list[str], list[list[SummaryCell]]]:
        """The round summary's columns after "Player", and one row of cells per seat: the
        round's own details (``summary_details``), its points and the running total."""
        points, totals = summary.points, summary.totals
        names, details = self.summary_details(summary)
        columns = [*names, self.round_column()]
        columns.append(QCoreApplication.translate("RoundSummaryDialog", "Total"))
        rows: list[list[SummaryCell]] = []
        for s, p in enumerate(points):
            extra = details[s] if s < len(details) else [""] * len(names)
            rows.append(
                [*extra, f"{p:+d}" if p else "0", str(totals[s]) if s < len(totals) else ""]
            )
        return columns, rows

    def summary_details(self, summary: RoundSummary) -> tuple[list[str], list[list[SummaryCell]]]:
        """Columns of what made each seat's points this round (a game's own breakdown), read
        from the summary's ``tally`` (the rules' ``round_breakdown``) and its ``table`` as it
        ended."""
        return [], []

    def round_title(self) -> str:
        """A round's name with its number as ``%s`` (the rules' ``Round.kind``: 'Deal %s')."""
        return QCoreApplication.translate("Summary", "Round %s")

    def next_round(self) -> str:
        """The round summary's button to the next round ('Next deal')."""
        return QCoreApplication.translate("RoundSummaryDialog", "Continue")

    def round_column(self) -> str:
        """The summary's column of this round's points."""
        return QCoreApplication.translate("RoundSummaryDialog", "This round")

    def result_detail(self: Titled) -> str:
        """The result screen's line under the headline."""
        return QCoreApplication.translate("ResultScreen", "%s: final totals.") % self.title()

    def result_column(self) -> str:
        """The result screen's column of match totals."""
        return QCoreApplication.translate("ResultScreen", "Total")

    def round_by_round(self) -> str:
        """The result chart's x axis in words, after its column ("hand by hand")."""
        return QCoreApplication.translate("ResultScreen", "round by round")

    # ------------------------------------------------------------------ statistics

    def progress_axes(self) -> tuple[str, str]:
        """The statistics window's plot of a match: what its x axis counts (the rounds) and
        what its y axis shows, each player's running total."""
        return (
            QCoreApplication.translate("StatisticsWindow", "Round"),
            QCoreApplication.translate("StatisticsWindow", "Total score"),
        )

    def first_round_playing(self) -> str:
        """The statistics window's match plot while the match's first round is played: no
        point to plot yet, but a match in play ("No match played yet" said otherwise)."""
        return QCoreApplication.translate(
            "StatisticsWindow", "The first round is still being played"
        )

    def loser_label(self) -> str:
        """For a game won by not being the loser (GameInfo.won_by, CR-12): the statistics
        table's column of the times the player was the loser; "" for a game won by points."""
        return ""

    def loser_note(self) -> str:
        """One sentence under the statistics table on what ``loser_label``'s column counts."""
        return ""
