"""Entry point of the frozen Koloda: the same ``koloda`` command as the installed package."""

import multiprocessing
import sys

from koloda.cli import main

if __name__ == "__main__":
    # A frozen program must let multiprocessing's child processes start as children, not as Koloda.
    multiprocessing.freeze_support()
    sys.exit(main())
