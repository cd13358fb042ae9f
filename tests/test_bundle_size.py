"""The smaller bundle (issue 29): ICU's data trimmed to Koloda's languages without changing what
Qt does with them, and the per-module size table of packaging/bundle_sizes.py."""

from __future__ import annotations

import os
import shutil
import struct
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "packaging"))
sys.path.insert(0, str(ROOT / "packaging" / "linux"))
import bundle_sizes  # noqa: E402
import koloda_bundle as kb  # noqa: E402
import trim_icu  # noqa: E402


@pytest.mark.parametrize(
    ("item", "kept"),
    [
        ("icudt73l/ru.res", True),
        ("icudt73l/uk_UA.res", True),
        ("icudt73l/en_GB.res", True),
        ("icudt73l/root.res", True),
        ("icudt73l/coll/uk.res", True),
        ("icudt73l/coll/ucadata.icu", True),
        ("icudt73l/zone/ru.res", True),
        ("icudt73l/zoneinfo64.res", True),
        ("icudt73l/res_index.res", True),
        ("icudt73l/coll/pool.res", True),
        ("icudt73l/metaZones.res", True),
        ("icudt73l/nfkc.nrm", True),
        ("icudt73l/curr/pool.res", False),
        ("icudt73l/unames.icu", False),
        ("icudt73l/brkitr/word.brk", False),
        ("icudt73l/translit/root.res", False),
        ("icudt73l/rfc3491.spp", False),
        ("icudt73l/de.res", False),
        ("icudt73l/coll/zh.res", False),
        ("icudt73l/unit/sr_Latn_BA.res", False),
        ("icudt73l/brkitr/cjdict.dict", False),
        ("icudt73l/ibm-943_P15A-2003.cnv", False),
    ],
)
def test_icu_keeps_root_and_the_apps_languages_only(item: str, kept: bool) -> None:
    assert kb.icu_item_kept(item) is kept


def _package(items: dict[str, bytes]) -> bytes:
    """A minimal ICU common-data package, laid out as icupkg does."""
    info = struct.pack("<HHBBBB4s4s4s", 20, 0, 0, 0, 2, 0, b"CmnD", b"\1\0\0\0", b"\0" * 4)
    header = struct.pack("<HBB", 32, 0xDA, 0x27) + info
    header += b"\0" * (32 - len(header))
    return trim_icu.write_package(header, list(items.items()))


def test_a_package_reads_back_as_written_sorted_and_aligned() -> None:
    items = {"icudt73l/zz.res": b"z" * 5, "icudt73l/aa.res": b"a" * 17, "icudt73l/mm.icu": b"m"}
    data = _package(items)
    header, read = trim_icu.read_package(data)
    assert len(header) == 32
    assert [name for name, _ in read] == sorted(items)
    for name, blob in read:
        assert blob.startswith(items[name]) and len(blob) % 16 == 0
        assert data.index(blob) % 16 == 0  # every item starts on a 16-byte boundary
    assert trim_icu.write_package(header, read) == data


def test_something_else_is_refused() -> None:
    with pytest.raises(trim_icu.IcuDataError):
        trim_icu.read_package(b"\0" * 64)


def _venv_icu() -> Path:
    import PySide6

    found = sorted((Path(PySide6.__file__).parent / "Qt" / "lib").glob("libicudata.so.*"))
    if not found or not all(shutil.which(t) for t in ("objdump", "as", "ld", "strip")):
        pytest.skip("no libicudata in this PySide6 or no binutils here")
    return found[0]


ICU_USE = """
from PySide6.QtCore import QCollator, QLocale, QTimeZone
uk = ["ґанок", "гора", "їжак", "ірис", "єнот", "ера", "и", "яма", "жук"]
print(sorted(uk, key=QCollator(QLocale("uk_UA")).sortKey))
print(sorted(["ёж", "еда", "яд", "жук", "Ель"], key=QCollator(QLocale("ru_RU")).sortKey))
print(sorted(["b", "a", "ä", "B"], key=QCollator(QLocale("en_GB")).sortKey))
print(QLocale("ru_RU").toUpper("партия ёлка"), QLocale("uk").toUpper("ґанок"))
zone = QTimeZone(b"Europe/Kyiv")
for lang in ("uk", "ru", "en"):
    print(zone.displayName(QTimeZone.TimeType.StandardTime, QTimeZone.NameType.LongName,
                           QLocale(lang)))
"""


def test_the_trimmed_icu_gives_qt_the_same_answers_in_english_russian_and_ukrainian(
    tmp_path: Path,
) -> None:
    original = _venv_icu()
    header, items = trim_icu.read_package(_icu_table(original))
    assert trim_icu.write_package(header, items) == _icu_table(original)  # byte for byte
    lib = tmp_path / "lib"
    lib.mkdir()
    trimmed = lib / original.name
    shutil.copy(original, trimmed)
    before_items, after_items, before, after = trim_icu.trim(trimmed)
    assert after < before / 4 and after_items < before_items
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    full = subprocess.run([sys.executable, "-c", ICU_USE], capture_output=True, text=True,
                          env=env, check=True)  # fmt: skip
    env["LD_LIBRARY_PATH"] = str(lib)  # searched before Qt's own RUNPATH
    cut = subprocess.run([sys.executable, "-c", ICU_USE], capture_output=True, text=True,
                         env=env, check=True)  # fmt: skip
    assert "ґанок" in full.stdout and "ГАНОК" in full.stdout.replace("Ґ", "Г")
    assert cut.stdout == full.stdout


def _icu_table(library: Path) -> bytes:
    _, offset, size = trim_icu.data_symbol(library)
    return library.read_bytes()[offset : offset + size]


@pytest.mark.parametrize(
    ("path", "row"),
    [
        ("_internal/PySide6/Qt/lib/libQt6Svg.so.6", "Qt module Svg"),
        ("_internal/PySide6/QtSvg.abi3.so", "Qt module Svg"),
        ("_internal/PySide6/Qt/plugins/platforms/libqxcb.so", "Qt plugin platforms/qxcb"),
        ("_internal/PySide6/Qt/plugins/imageformats/qsvg.dll", "Qt plugin imageformats/qsvg"),
        ("_internal/PySide6/Qt/lib/libicudata.so.73", "ICU (Qt's Unicode and locale data)"),
        ("_internal/PySide6/Qt/translations/qtbase_uk.qm", "Qt translations"),
        ("_internal/numpy.libs/libscipy_openblas64_-1.so", "numpy.libs (OpenBLAS, gfortran)"),
        ("_internal/numpy/_core/_multiarray_umath.so", "numpy"),
        ("_internal/libpython3.11.so.1.0", "Python runtime"),
        ("_internal/resources/cards/english/anglo.svgz", "resources"),
        ("koloda", "the koloda executable (with the app's Python code)"),
    ],
)
def test_the_size_table_puts_each_file_in_its_row(path: str, row: str) -> None:
    assert bundle_sizes.category(path) == row
