"""Trim the ICU data library of a PyInstaller bundle to what Koloda can use (issue 29).

Qt 6's QtCore links ICU (libicui18n, libicuuc, libicudata), and libicudata is one 30 MiB table
(``icudt<NN>_dat``) of every locale's names, collations, units, currencies, character set
converters and break dictionaries. Qt asks ICU only for collation, case mapping, time zone names
and converters; Koloda speaks English, Russian and Ukrainian and reads UTF-8 only. So the locales
of other languages, the converters, and what serves only ICU's own formatting, transliteration,
break iteration and StringPrep go (koloda_bundle.icu_item_kept decides); root, the collation
rules, the time zones and normalisation stay, and ICU's own fallback (a missing locale falls
back to root) covers what was left out.

    python3 packaging/linux/trim_icu.py dist/koloda/_internal/PySide6/Qt/lib/libicudata.so.73

reads the table out of the library (its symbol, found with objdump), rewrites it as an ICU
common-data package (the format of ICU's icupkg: header, table of contents sorted by name,
items aligned to 16 bytes) and links a new library with the same soname and symbol (binutils'
as and ld), replacing the old one. Prints the sizes before and after.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from koloda_bundle import icu_item_kept

ALIGN = 16
PAD = b"\xaa"  # what icupkg fills the gaps with


class IcuDataError(RuntimeError):
    """The library does not hold an ICU common-data package this script understands."""


def read_package(data: bytes) -> tuple[bytes, list[tuple[str, bytes]]]:
    """The header and the (name, bytes) items of an ICU common-data package ("CmnD")."""
    if len(data) < 32 or data[2:4] != b"\xda\x27":
        raise IcuDataError("no ICU data header")
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[8] != 0 or data[12:16] != b"CmnD":  # little-endian common data only
        raise IcuDataError(f"not a little-endian ICU package: {data[12:16]!r}")
    toc = header_size
    count = struct.unpack_from("<I", data, toc)[0]
    entries = [struct.unpack_from("<II", data, toc + 4 + 8 * i) for i in range(count)]
    items = []
    for i, (name_at, data_at) in enumerate(entries):
        end = data.index(b"\0", toc + name_at)
        name = data[toc + name_at : end].decode("ascii")
        stop = entries[i + 1][1] if i + 1 < count else len(data) - toc
        items.append((name, data[toc + data_at : toc + stop]))
    return data[:header_size], items


def write_package(header: bytes, items: list[tuple[str, bytes]]) -> bytes:
    """An ICU common-data package of ``items`` (sorted by name, as ICU looks them up)."""
    items = sorted(items, key=lambda item: item[0].encode("ascii"))
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    toc_size = 4 + 8 * len(items)
    name_offsets, at = [], toc_size
    for name, _ in items:
        name_offsets.append(at)
        at += len(name) + 1
    at = _aligned(header_size := len(header), at) - header_size
    body, data_offsets = bytearray(), []
    for _, blob in items:
        data_offsets.append(at + len(body))
        body += blob
        body += PAD * (_aligned(0, len(body)) - len(body))
    toc = struct.pack("<I", len(items)) + b"".join(
        struct.pack("<II", n, d) for n, d in zip(name_offsets, data_offsets, strict=True)
    )
    head = header + toc + names
    head += PAD * (_aligned(0, len(head)) - len(head))
    return bytes(head + body)


def _aligned(base: int, offset: int) -> int:
    return base + offset + (-(base + offset)) % ALIGN


def data_symbol(library: Path) -> tuple[str, int, int]:
    """The ICU table's symbol in ``library`` (``icudt73_dat``), its file offset and size."""
    symbols = subprocess.run(["objdump", "-T", str(library)], capture_output=True, text=True,
                             check=True).stdout  # fmt: skip
    found = re.search(r"^([0-9a-f]+) g\s+DO \.rodata\s+([0-9a-f]+)\s+.*?(icudt\d+_dat)$",
                      symbols, re.MULTILINE)  # fmt: skip
    if found is None:
        raise IcuDataError(f"{library.name} has no icudt*_dat symbol")
    address, size, name = int(found.group(1), 16), int(found.group(2), 16), found.group(3)
    sections = subprocess.run(["objdump", "-h", str(library)], capture_output=True, text=True,
                              check=True).stdout  # fmt: skip
    rodata = re.search(r"\.rodata\s+[0-9a-f]+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", sections)
    if rodata is None:
        raise IcuDataError(f"{library.name} has no .rodata section")
    vma, file_offset = int(rodata.group(1), 16), int(rodata.group(2), 16)
    return name, file_offset + address - vma, size


def soname(library: Path) -> str:
    dynamic = subprocess.run(["objdump", "-p", str(library)], capture_output=True, text=True,
                             check=True).stdout  # fmt: skip
    found = re.search(r"^\s+SONAME\s+(\S+)$", dynamic, re.MULTILINE)
    return found.group(1) if found else library.name


def link_data_library(symbol: str, data: bytes, so: str, target: Path) -> None:
    """A shared library ``so`` exporting ``symbol`` = ``data`` (16-byte aligned, read-only)."""
    with tempfile.TemporaryDirectory(prefix="koloda-icu-") as tmp:
        blob = Path(tmp) / "data.bin"
        blob.write_bytes(data)
        source = Path(tmp) / "data.s"
        source.write_text(
            '.section .note.GNU-stack,"",@progbits\n'
            ".section .rodata\n"
            f".globl {symbol}\n.type {symbol}, @object\n.balign 16\n{symbol}:\n"
            f'.incbin "{blob}"\n.size {symbol}, . - {symbol}\n',
            encoding="ascii",
        )
        obj = Path(tmp) / "data.o"
        subprocess.run(["as", "--64", "-o", str(obj), str(source)], check=True)
        built = Path(tmp) / so
        subprocess.run(["ld", "-shared", "-soname", so, "-o", str(built), str(obj)], check=True)
        subprocess.run(["strip", "--strip-unneeded", str(built)], check=True)
        shutil.copyfile(built, target)


def trim(library: Path) -> tuple[int, int, int, int]:
    """Trim ``library`` in place; (items before, after, bytes before, after)."""
    raw = library.read_bytes()
    symbol, offset, size = data_symbol(library)
    header, items = read_package(raw[offset : offset + size])
    kept = [(name, blob) for name, blob in items if icu_item_kept(name)]
    link_data_library(symbol, write_package(header, kept), soname(library), library)
    return len(items), len(kept), len(raw), library.stat().st_size


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_file():
        print("usage: trim_icu.py <path to libicudata.so.NN>", file=sys.stderr)
        return 2
    library = Path(argv[0])
    try:
        before_items, after_items, before, after = trim(library)
    except (IcuDataError, subprocess.CalledProcessError, OSError) as e:
        print(f"trim_icu.py: {library}: {e}", file=sys.stderr)
        return 1
    mib = 1024 * 1024
    print(
        f"{library.name}: {before / mib:.1f} MiB -> {after / mib:.1f} MiB "
        f"({before_items} -> {after_items} items: what Qt uses, in English, Russian, Ukrainian)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
