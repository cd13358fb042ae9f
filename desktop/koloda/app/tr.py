"""``QT_TRANSLATE_NOOP`` typed for the app's modules.

PySide6's stubs declare ``QT_TRANSLATE_NOOP(context: object, message: object) -> object``;
at run time it returns its message unchanged. Modules import it from here, under the same name
(pyside6-lupdate finds the strings by that name and a literal context), and strict mypy then
knows a marked message is a ``str``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from PySide6 import QtCore

QT_TRANSLATE_NOOP = cast("Callable[[str, str], str]", QtCore.QT_TRANSLATE_NOOP)
