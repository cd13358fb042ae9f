"""Entry point of the frozen Koloda: the same ``koloda`` command as the installed package."""

import multiprocessing
import os
import sys

from koloda.app.launch.system_check import utf8_locale_fallback
from koloda.cli import main

if __name__ == "__main__":
    # A frozen program must let multiprocessing's child processes start as children, not as Koloda.
    multiprocessing.freeze_support()
    # python3 itself coerces an unset or "C" locale to C.UTF-8 (PEP 538); the frozen app must do
    # it before Qt starts, or Qt warns that "C" is not a UTF-8 locale.
    utf8_locale_fallback(os.environ)
    sys.exit(main())
