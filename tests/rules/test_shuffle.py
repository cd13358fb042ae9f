"""Koloda's own shuffle (issue 41, C-5): the deck orders are part of every saved file, so they
are written out in koloda.rules.shuffle and pinned here, independent of Python's ``random``."""

from __future__ import annotations

import pytest

from koloda.rules.cards import card_names, full_deck, shuffled_deck
from koloda.rules.shuffle import Twister, _init_by_array, shuffle_with_text

# Decks as Koloda dealt them when these games were saved (2026-12-05, and every version before:
# they are the orders random.Random("koloda:SEED:INDEX").shuffle gave on Python 3.11 to 3.13).
PINNED = {
    (52, 0, 0): "AD 6H 3H KH 2S 6C 7D TC 2H 8S TS 9D 3D 2D 3S 2C JS KD 8C 3C AC 4C QH KC KS JH "
    "7C 5C 6S 5D 4D 6D QC 7H 8D 7S JD AH 9C 8H 9S 5S 9H 4S TH TD JC QS AS QD 5H 4H",
    (36, 2024, 1): "6C KS AC 7H QS JS 8D 8H TS KC JC 6H TD TH KH QH JD 9D AS 9H KD QD 6D 7D AD "
    "9S 6S 9C 8S TC QC 7C 7S JH 8C AH",
    (52, 31676, 2): "QH TH 5C 7H 7C TC 3C 6C 7S KS KC JH 9H JS AH TS 6H 5D 8S 4D 2S 8C QS 4H 4C "
    "KH 6S 5H 5S AD 9D 3D QD JD 4S 2C 2H QC 3S 2D 8D TD AC 7D 3H 6D KD JC AS 8H 9S 9C",
    (52, 2**40, 7): "3C TH 4S JC 8H JS TS 8S 5C 5D 3D TD QC AH QH 9C 7H KS JH 2D AC 8D 5S QD KC "
    "2H TC 9S 6C 7C 6H 4C 6D 7D 6S 4H AS 3S 4D KH 2C AD 9D QS 9H 8C JD 2S 3H KD 7S 5H",
}


@pytest.mark.parametrize("key", PINNED)
def test_decks_are_dealt_as_they_were_when_games_were_saved(
    key: tuple[int, int, int], no_python_shuffle: None
) -> None:
    assert " ".join(card_names(shuffled_deck(*key))) == PINNED[key]


def test_the_twister_gives_the_reference_outputs_of_mt19937() -> None:
    # the first outputs of MT19937 seeded by init_by_array([0x123, 0x234, 0x345, 0x456]), as
    # the algorithm's authors publish them (mt19937ar.out): our twister's core is the same
    twister = Twister.__new__(Twister)
    twister._mt = _init_by_array([0x123, 0x234, 0x345, 0x456])
    twister._i = 624
    assert [twister.word() for _ in range(5)] == [
        1067595299,
        955945823,
        477289528,
        4107218783,
        4228976476,
    ]


def test_a_shuffle_is_a_permutation_and_depends_on_its_text() -> None:
    a, b = full_deck(52), full_deck(52)
    shuffle_with_text(a, "koloda:1:0")
    shuffle_with_text(b, "koloda:1:1")
    assert sorted(a) == sorted(b) == full_deck(52)
    assert a != b


def test_a_deck_handed_out_is_the_callers_own_copy() -> None:
    deck = shuffled_deck(36, 5, 0)
    deck.clear()
    assert len(shuffled_deck(36, 5, 0)) == 36
