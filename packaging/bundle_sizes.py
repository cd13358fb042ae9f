"""What a frozen Koloda holds, by Qt module, Qt plugin and the rest, largest first:

    python3 packaging/bundle_sizes.py dist/koloda        (packaging/linux/build.sh prints it)

A Qt module is its library (libQt6Svg.so.6, Qt6Svg.dll, QtSvg.framework) with its Python binding
(QtSvg.abi3.so, QtSvg.pyd); a plugin is one file of Qt/plugins/<type>/; the other rows are the
rest of the bundle by what it is (ICU, numpy and its BLAS, Python, pyqtgraph, resources...).
Sizes are the files' own (du --apparent-size), in MiB.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path, PurePosixPath

QT_LIBRARY = re.compile(r"^(?:lib)?Qt6([A-Za-z0-9]+?)(?:\.so.*|\.dll|\.dylib)?$")
PLUGIN_NAME = re.compile(r"^lib|\.(so|dll|dylib)$")
QT_BINDING = re.compile(r"^Qt([A-Za-z0-9]+)\.(?:abi3\.so|pyd|.*\.so)$")


def category(relative: str) -> str:
    """The row a file of the bundle (its path inside the bundle, "/" separated) belongs to."""
    parts = PurePosixPath(relative).parts
    name = parts[-1]
    lower = [p.lower() for p in parts]
    if "plugins" in lower[:-1]:
        i = lower.index("plugins")
        if len(parts) > i + 2:
            plugin = PLUGIN_NAME.sub("", name)
            return f"Qt plugin {parts[i + 1]}/{plugin}"
    for part in parts:
        if part.endswith(".framework"):
            module = QT_LIBRARY.match(part.removesuffix(".framework"))
            if module:
                return f"Qt module {module.group(1)}"
    if "pyside6" in lower[:-1] and "translations" in lower[:-1]:
        return "Qt translations"
    if re.match(r"^(lib)?icu", name):
        return "ICU (Qt's Unicode and locale data)"
    module = QT_LIBRARY.match(name) or ("pyside6" in lower[:-1] and QT_BINDING.match(name))
    if module:
        return f"Qt module {module.group(1)}"
    if "numpy.libs" in lower[:-1]:
        return "numpy.libs (OpenBLAS, gfortran)" if "blas" in name.lower() or "fortran" in name \
            else "numpy.libs"  # fmt: skip
    for package in ("numpy", "pyqtgraph", "shiboken6", "pyside6", "resources", "platformdirs"):
        if package in lower[:-1]:
            return package if package != "pyside6" else "PySide6 (libpyside6, other)"
    if (
        name.startswith(("libpython", "python3"))
        or "lib-dynload" in lower
        or name in ("base_library.zip",)
    ):
        return "Python runtime"
    if len(parts) == 1:
        return "the koloda executable (with the app's Python code)"
    return "other libraries and files"


def table(bundle: Path) -> list[tuple[str, int, int]]:
    """(row, bytes, files) for every row, largest first."""
    sizes: Counter[str] = Counter()
    counts: Counter[str] = Counter()
    for path in bundle.rglob("*"):
        if path.is_file() and not path.is_symlink():
            row = category(path.relative_to(bundle).as_posix())
            sizes[row] += path.stat().st_size
            counts[row] += 1
    return [(row, size, counts[row]) for row, size in sizes.most_common()]


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: bundle_sizes.py <bundle folder, e.g. dist/koloda>", file=sys.stderr)
        return 2
    rows = table(Path(argv[0]))
    total = sum(size for _, size, _ in rows)
    mib = 1024 * 1024
    print(f"{'what':<66} {'MiB':>7} {'share':>6} {'files':>5}")
    for row, size, files in rows:
        print(f"{row:<66} {size / mib:7.1f} {size / total:6.1%} {files:5d}")
    print(f"{'total':<66} {total / mib:7.1f} {1:6.1%} {sum(f for *_, f in rows):5d}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
