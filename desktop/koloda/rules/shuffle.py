"""Koloda's own shuffle (C-5): the deck orders every game deals, written out here so that no
new Python can change them.

A saved match keeps only its seed and replays its deals from it, so the shuffle is part of the
file format. Until issue 41 the decks came from ``random.Random(text).shuffle``, whose algorithm
Python does not promise to keep between versions. This module computes the very same orders on
its own: the Mersenne Twister MT19937 (Matsumoto and Nishimura, 1998), seeded from a text the
way CPython 3.2 and later seed it (version 2: the text's UTF-8 bytes followed by their SHA-512,
read as one big integer and fed to ``init_by_array`` in 32-bit words, least significant first),
and the Fisher-Yates shuffle drawing each index by rejection from the top bits of one 32-bit
output. Every saved file deals as it did when it was written, under any Python.
"""

from __future__ import annotations

import hashlib
from typing import TypeVar

__all__ = ["Twister", "shuffle_with_text"]

T = TypeVar("T")

_N = 624
_M = 397
_MATRIX_A = 0x9908B0DF
_UPPER = 0x80000000
_LOWER = 0x7FFFFFFF
_WORD = 0xFFFFFFFF


class Twister:
    """MT19937 seeded from a text, giving 32-bit words and bounded integers."""

    __slots__ = ("_i", "_mt")

    def __init__(self, text: str) -> None:
        raw = text.encode("utf-8")
        number = int.from_bytes(raw + hashlib.sha512(raw).digest(), "big")
        key = []
        while number:
            key.append(number & _WORD)
            number >>= 32
        self._mt = _init_by_array(key or [0])
        self._i = _N

    def word(self) -> int:
        """The next 32-bit output."""
        if self._i >= _N:
            _twist(self._mt)
            self._i = 0
        y = self._mt[self._i]
        self._i += 1
        y ^= y >> 11
        y ^= (y << 7) & 0x9D2C5680
        y ^= (y << 15) & 0xEFC60000
        return y ^ (y >> 18)

    def below(self, n: int) -> int:
        """A uniform integer in 0..n-1 (n < 2**32), by rejection from the top bits of a word."""
        bits = n.bit_length()
        r = self.word() >> (32 - bits)
        while r >= n:
            r = self.word() >> (32 - bits)
        return r


def shuffle_with_text(items: list[T], text: str) -> None:
    """Shuffle ``items`` in place, driven by ``text``: Fisher-Yates from the last item down."""
    twister = Twister(text)
    for i in range(len(items) - 1, 0, -1):
        j = twister.below(i + 1)
        items[i], items[j] = items[j], items[i]


def _init_genrand(seed: int) -> list[int]:
    mt = [0] * _N
    mt[0] = seed & _WORD
    for i in range(1, _N):
        mt[i] = (1812433253 * (mt[i - 1] ^ (mt[i - 1] >> 30)) + i) & _WORD
    return mt


def _init_by_array(key: list[int]) -> list[int]:
    mt = _init_genrand(19650218)
    i, j = 1, 0
    for _ in range(max(_N, len(key))):
        mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1664525)) + key[j] + j) & _WORD
        i += 1
        j += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
        if j >= len(key):
            j = 0
    for _ in range(_N - 1):
        mt[i] = ((mt[i] ^ ((mt[i - 1] ^ (mt[i - 1] >> 30)) * 1566083941)) - i) & _WORD
        i += 1
        if i >= _N:
            mt[0] = mt[_N - 1]
            i = 1
    mt[0] = 0x80000000  # a non-zero initial state, as the reference code assures
    return mt


def _twist(mt: list[int]) -> None:
    # the reference's three loops: k + M inside the table, then wrapping, then the last word
    for k in range(_N - _M):
        y = (mt[k] & _UPPER) | (mt[k + 1] & _LOWER)
        mt[k] = mt[k + _M] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
    for k in range(_N - _M, _N - 1):
        y = (mt[k] & _UPPER) | (mt[k + 1] & _LOWER)
        mt[k] = mt[k + _M - _N] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
    y = (mt[_N - 1] & _UPPER) | (mt[0] & _LOWER)
    mt[_N - 1] = mt[_M - 1] ^ (y >> 1) ^ (_MATRIX_A if y & 1 else 0)
