"""The hint's and the review's sentences with a count, in the installed language's plural forms
(issue 35: never "1 decisions"): one source text each with ``%n``, Qt's numerus forms in the .ts
files (Russian and Ukrainian: 1 карта, 2 карты, 5 карт; 21 карта), English's "(s)" made singular
or plural by ``english_number``, as the table's ``Plurals`` does. Any other value of a sentence
(``{who}``, ``{good}``) is filled in after the translation."""

from __future__ import annotations

from functools import cache

from PySide6.QtCore import QObject

from koloda.app.table.names import english_number


class HintCounts(QObject):
    """A hint's clauses with a count of cards or points (``self.tr(text, "", n)``: numerus)."""

    def stock_bonus(self, n: int) -> str:
        """Three of a rank bring ``n`` stock cards onto the player's stack (RY-6a)."""
        text = self.tr("three of a rank: %n stock card(s) onto your stack (RY-6a)", "", n)
        return english_number(text, n)

    def stack_loss(self, n: int, who: str) -> str:
        """The next player, ``who``, loses ``n`` cards of the stack (RY-6b): said without a
        pronoun, which the sentences about a player keep one of (issue 41)."""
        text = self.tr("{who}'s stack loses %n card(s) (RY-6b)", "", n)
        return english_number(text, n).format(who=who)

    def pile_destroyed(self, n: int) -> str:
        """A jack on a jack destroys a pile of ``n`` cards (RY-6c)."""
        text = self.tr("a jack on a jack destroys the pile (%n card(s)) (RY-6c)", "", n)
        return english_number(text, n)

    def pile_won(self, n: int, who: str) -> str:
        """``who`` cannot answer, so the pile of ``n`` cards is the player's (RY-4)."""
        text = self.tr("{who} cannot answer it, so the pile (%n card(s)) is yours (RY-4)", "", n)
        return english_number(text, n).format(who=who)

    def pick_up(self, n: int) -> str:
        """Taking the table's ``n`` cards in Chuvash Rooster (CR-9)."""
        return english_number(self.tr("you pick up %n card(s) (CR-9)", "", n), n)

    def points_gained(self, n: int) -> str:
        """A Ditch Rummy plan's expected margin of ``n`` points over the others."""
        text = self.tr(
            "This should gain you about %n point(s) more than the others this hand.", "", n
        )
        return english_number(text, n)

    def points_gained_on_one(self, n: int) -> str:
        """``points_gained`` with one opponent (issue 41: not "than the others")."""
        text = self.tr(
            "This should gain you about %n point(s) more than your opponent this hand.", "", n
        )
        return english_number(text, n)

    def points_lost_to_one(self, n: int) -> str:
        """``points_lost`` with one opponent."""
        text = self.tr(
            "Even at best, your opponent should gain about %n point(s) more than you this hand.",
            "",
            n,
        )
        return english_number(text, n)

    def team_points_gained(self, n: int) -> str:
        """``points_gained`` in teams (DR-8): the margin is the sides', not the player's."""
        text = self.tr(
            "This should gain your team about %n point(s) more than the other team this hand.",
            "",
            n,
        )
        return english_number(text, n)

    def team_points_lost(self, n: int) -> str:
        """``points_lost`` in teams (DR-8)."""
        text = self.tr(
            "Even at best, the other team should gain about %n point(s) more than yours this hand.",
            "",
            n,
        )
        return english_number(text, n)

    def points_lost(self, n: int) -> str:
        """The others' expected margin of ``n`` points over the player, at best."""
        text = self.tr(
            "Even at best, the others should gain about %n point(s) more than you this hand.", "", n
        )
        return english_number(text, n)

    def lead_ahead(self, n: int) -> str:
        """The player's lead of ``n`` points on the table as the hand ends (DR-6)."""
        return english_number(self.tr("on the table you are %n point(s) ahead", "", n), n)

    def lead_behind(self, n: int) -> str:
        """The player's ``n`` points behind on the table as the hand ends (DR-6)."""
        return english_number(self.tr("on the table you are %n point(s) behind", "", n), n)

    def other_loses_match(self, n: int, alt: str) -> str:
        """Another move, ``alt``, would end the hand and lose the match, ``n`` points short."""
        text = self.tr(
            "{alt} would end the hand and lose the match: you would need %n point(s) more (DR-7).",
            "",
            n,
        )
        return english_number(text, n).format(alt=alt)

    def match_lost(self, n: int) -> str:
        """Ending the hand loses the match: the player needs ``n`` points more (DR-7)."""
        text = self.tr(
            "ending the hand now loses the match: you need %n point(s) more (DR-7)", "", n
        )
        return english_number(text, n)


class ReviewCounts(QObject):
    """The review's phrases and sentences with a count (``self.tr(text, "", n)``: numerus)."""

    def stack_cost(self, n: int) -> str:
        """What a move does: the next player loses ``n`` cards of their stack (RY-6b)."""
        return english_number(self.tr("cost the next player %n card(s) of their stack", "", n), n)

    def pick_up(self, n: int) -> str:
        """What a take does: ``n`` cards picked up (CR-9)."""
        return english_number(self.tr("pick up %n card(s)", "", n), n)

    def points_better(self, n: int) -> str:
        """What a Ditch Rummy move cost: ``n`` points."""
        text = self.tr("The better move should gain you about %n point(s) more.", "", n)
        return english_number(text, n)

    def accuracy(self, n: int, percent: str, good: int) -> str:
        """``good`` of ``n`` judged decisions close to the best, ``percent`` of them."""
        text = self.tr("Accuracy: {p}% ({good} of %n decision(s) close to the best)", "", n)
        return english_number(text, n).format(p=percent, good=good)

    def flagged(self, n: int) -> str:
        """The review's last word when ``n`` decisions were clearly worse than the best."""
        text = self.tr("Review finished: %n decision(s) clearly worse than the best.", "", n)
        return english_number(text, n)


@cache
def hint_counts() -> HintCounts:
    """The one HintCounts object (made at the first use)."""
    return HintCounts()


@cache
def review_counts() -> ReviewCounts:
    """The one ReviewCounts object (made at the first use)."""
    return ReviewCounts()
