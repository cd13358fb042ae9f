"""The one QApplication of a Koloda process, made the same way by the app, its demo, the
soak and ``koloda bench --ui``.

Qt's raster painting hands a fill of more than ~96 spans (a card drawn scaled or with its
shadow, the felt behind a card that moved) to a pool of threads and sleeps until they finish.
A card table's fills are small, so on a 2-core machine, where the X server and the AI's helper
process want the other core, the paint thread mostly waited for a pool thread to be scheduled:
with the pool, Chuvash Rooster's frame time p99 at 1920x1080 was 16.7-20.9 ms and a fifth of
a profile's samples were the kernel waking threads; without it 10.6-12.5 ms (three paired
demos, ``koloda bench --ui``'s frame meter). So the pool is off (QT_NO_GUI_THREADPOOL)
unless KOLODA_GUI_THREADS=1.
"""

from __future__ import annotations

import os
from collections.abc import MutableMapping

from PySide6.QtWidgets import QApplication

NO_POOL_ENV = "QT_NO_GUI_THREADPOOL"  # read by Qt once, when it first wants the pool
KEEP_POOL_ENV = "KOLODA_GUI_THREADS"


def single_threaded_painting(environ: MutableMapping[str, str] = os.environ) -> bool:
    """Ask Qt to paint on the GUI thread alone (before the QApplication exists); whether the
    pool is off (KOLODA_GUI_THREADS=1 keeps it)."""
    if environ.get(KEEP_POOL_ENV) == "1":
        environ.pop(NO_POOL_ENV, None)
        return False
    environ[NO_POOL_ENV] = "1"
    return True


def application() -> QApplication:
    """The running QApplication, or a new one made with single-threaded painting."""
    app = QApplication.instance()
    if isinstance(app, QApplication):
        return app
    single_threaded_painting()
    return QApplication(["koloda"])
