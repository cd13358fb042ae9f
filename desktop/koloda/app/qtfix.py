"""A guard against a reference-count bug in PySide6 6.12 on Python < 3.12.

There every ``SignalInstance.emit()`` drops one reference to ``True`` (measured: the count
falls by exactly one per emit, whatever the signal's types, connected or not). After a few
thousand emits CPython aborts with "bool_dealloc: deallocating True or False". ``True`` is a
static singleton that is never freed, so raising its count by a large margin is harmless and
keeps a long game (or a long test run) alive. Python 3.12+ makes ``True`` immortal.
"""

from __future__ import annotations

import ctypes
import sys

_MARGIN = 1 << 40
_applied = False


def emit_leaks_true() -> bool:
    """Measure whether one emit drops a reference to True (the PySide6 bug)."""
    from PySide6.QtCore import QObject, Signal

    class _Probe(QObject):
        ping = Signal()

    probe = _Probe()
    before = sys.getrefcount(True)
    for _ in range(4):
        probe.ping.emit()
    return sys.getrefcount(True) < before


def guard_bool_refcount() -> bool:
    """Apply the guard once if this PySide6 has the bug; True when it was applied."""
    global _applied
    if _applied or sys.version_info >= (3, 12) or sys.implementation.name != "cpython":
        return _applied
    if not emit_leaks_true():
        return False
    # ob_refcnt is the first field of every CPython object (a Py_ssize_t)
    ctypes.c_ssize_t.from_address(id(True)).value += _MARGIN
    _applied = True
    return True


guard_bool_refcount()
