"""Make the AppStream screenshots (packaging/linux/screenshots/*.png) from the app's own
screenshot tests, small enough to ship in the repository and the .deb:

    KOLODA_SCREENSHOTS=/tmp/shots QT_QPA_PLATFORM=offscreen python -m pytest tests/app -k screenshot
    QT_QPA_PLATFORM=offscreen python packaging/linux/screenshots.py /tmp/shots

Each picture is scaled to 960 pixels wide (Qt's smooth scaling), then reduced to a palette by
pngquant (no dithering: the felt's noise would otherwise cost most of the bytes) and recompressed
by optipng (Debian's pngquant and optipng). The names are the metainfo's (SHOTS).
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

OUT = Path(__file__).resolve().parent / "screenshots"
WIDTH = 960
# shipped name <- the screenshot test's file
SHOTS = {
    "ryadky.png": "window_ryadky_en.png",
    "rooster.png": "window_rooster_en.png",
    "ditch.png": "ditch_english_1280x800.png",
    "statistics.png": "statistics_ryadky.png",
}


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: screenshots.py <folder of KOLODA_SCREENSHOTS>", file=sys.stderr)
        return 2
    for tool in ("pngquant", "optipng"):
        if shutil.which(tool) is None:
            print(f"screenshots.py: {tool} is missing (apt-get install {tool})", file=sys.stderr)
            return 1
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QGuiApplication, QImage

    app = QGuiApplication(["screenshots"])  # noqa: F841 (QImage scaling wants an application)
    OUT.mkdir(exist_ok=True)
    for name, source in SHOTS.items():
        image = QImage(str(Path(argv[0]) / source))
        if image.isNull():
            print(f"screenshots.py: cannot read {source}", file=sys.stderr)
            return 1
        if image.width() > WIDTH:
            image = image.scaledToWidth(WIDTH, Qt.TransformationMode.SmoothTransformation)
        target = OUT / name
        image.save(str(target))
        quantise = ["pngquant", "--force", "--nofs", "--quality", "20-50", "--posterize", "2"]
        quantise += ["--speed", "1", "--output", str(target), str(target)]
        subprocess.run(quantise, check=True)
        subprocess.run(["optipng", "-quiet", "-o2", "-strip", "all", str(target)], check=True)
        print(f"{target.name}: {image.width()}x{image.height()}, {target.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
