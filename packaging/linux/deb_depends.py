"""The ``Depends:`` of Koloda's .deb, from the libraries the bundled binaries link to.

    python3 packaging/linux/deb_depends.py dist/koloda      # prints the Depends value

Every ELF file of the bundle is read with ``objdump -p``: each NEEDED library that the bundle does
not carry is looked up with ``ldconfig -p`` and ``dpkg -S``, like dpkg-shlibdeps does for a
normal package; the highest GLIBC_/GLIBCXX_ version referenced sets libc6's and libstdc++6's
minimum. Libraries missing on the build machine fall back to a table of known packages.
"""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path

# Debian/Ubuntu packages of libraries the Qt plugins need, for a build machine that lacks some.
KNOWN_PACKAGES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libOpenGL.so.0": "libopengl0",
    "libX11.so.6": "libx11-6",
    "libX11-xcb.so.1": "libx11-xcb1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libfontconfig.so.1": "libfontconfig1",
    "libfreetype.so.6": "libfreetype6",
    "libglib-2.0.so.0": "libglib2.0-0",
    "libgthread-2.0.so.0": "libglib2.0-0",
    "libgcc_s.so.1": "libgcc-s1",
    "libstdc++.so.6": "libstdc++6",
    "libwayland-client.so.0": "libwayland-client0",
    "libwayland-cursor.so.0": "libwayland-cursor0",
    "libwayland-egl.so.1": "libwayland-egl1",
    "libxcb.so.1": "libxcb1",
    "libxcb-cursor.so.0": "libxcb-cursor0",
    "libxcb-glx.so.0": "libxcb-glx0",
    "libxcb-icccm.so.4": "libxcb-icccm4",
    "libxcb-image.so.0": "libxcb-image0",
    "libxcb-keysyms.so.1": "libxcb-keysyms1",
    "libxcb-randr.so.0": "libxcb-randr0",
    "libxcb-render.so.0": "libxcb-render0",
    "libxcb-render-util.so.0": "libxcb-render-util0",
    "libxcb-shape.so.0": "libxcb-shape0",
    "libxcb-shm.so.0": "libxcb-shm0",
    "libxcb-sync.so.1": "libxcb-sync1",
    "libxcb-util.so.1": "libxcb-util1",
    "libxcb-xfixes.so.0": "libxcb-xfixes0",
    "libxcb-xkb.so.1": "libxcb-xkb1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libxkbcommon-x11.so.0": "libxkbcommon-x11-0",
    "libz.so.1": "zlib1g",
    "libffi.so.8": "libffi8",
    "libbz2.so.1.0": "libbz2-1.0",
    "liblzma.so.5": "liblzma5",
    "libpng16.so.16": "libpng16-16",
}

# Packages renamed by the 64-bit time_t transition (Debian 13, Ubuntu 24.04): either name will do.
T64_RENAMED = ("libglib2.0-0", "libpng16-16", "libssl3", "libcurl4", "libasound2")

# Part of libc6 (the C library, its loader and the kernel's vDSO).
LIBC_SONAMES = re.compile(
    r"^(libc|libm|libdl|libpthread|librt|libresolv|libutil|ld-linux-x86-64|linux-vdso)\.so"
)

# GLIBCXX_3.4.N -> the GCC release whose libstdc++6 first has it (29: GCC 11 ... 33: GCC 14).
GLIBCXX_TO_GCC = {28: 10, 29: 11, 30: 12, 31: 13, 32: 14, 33: 14}


@dataclass
class ElfInfo:
    """What one ELF file needs: NEEDED sonames and the versioned symbols' version names."""

    needed: list[str] = field(default_factory=list)
    versions: set[str] = field(default_factory=set)


def parse_objdump(text: str) -> ElfInfo:
    """The NEEDED entries and version references of an ``objdump -p`` listing."""
    info = ElfInfo()
    for line in text.splitlines():
        m = re.match(r"^\s+NEEDED\s+(\S+)", line)
        if m:
            info.needed.append(m.group(1))
            continue
        m = re.match(r"^\s+0x[0-9a-f]+\s+0x[0-9a-f]+\s+\d+\s+((GLIBC|GLIBCXX)_[\d.]+)\s*$", line)
        if m:
            info.versions.add(m.group(1))
    return info


def _version_key(name: str) -> tuple[int, ...]:
    return tuple(int(n) for n in name.split("_", 1)[1].split("."))


def max_version(versions: Iterable[str], prefix: str) -> tuple[int, ...] | None:
    """The highest ``PREFIX_x.y[.z]`` version in ``versions`` (GLIBC_2.34 -> (2, 34))."""
    found = [_version_key(v) for v in versions if v.startswith(prefix + "_")]
    return max(found) if found else None


def parse_ldconfig(text: str) -> dict[str, str]:
    """soname -> path for x86-64 libraries in an ``ldconfig -p`` listing."""
    paths: dict[str, str] = {}
    for line in text.splitlines():
        m = re.match(r"^\s+(\S+)\s+\(([^)]*)\)\s+=>\s+(\S+)", line)
        if m and "x86-64" in m.group(2):
            paths.setdefault(m.group(1), m.group(3))
    return paths


def alternatives(package: str) -> str:
    """A Depends item that accepts a library's time_t-transition name too."""
    return f"{package}t64 | {package}" if package in T64_RENAMED else package


def depends_line(
    packages: Iterable[str], glibc: tuple[int, ...] | None, glibcxx: tuple[int, ...] | None
) -> str:
    """The Depends value: libc6 and libstdc++6 with minimum versions, the rest sorted."""
    items = {alternatives(p) for p in packages if p not in ("libc6", "libstdc++6")}
    head = [f"libc6 (>= {'.'.join(map(str, glibc))})" if glibc else "libc6"]
    if glibcxx is not None or "libstdc++6" in packages:
        gcc = GLIBCXX_TO_GCC.get(glibcxx[2]) if glibcxx and len(glibcxx) > 2 else None
        head.append(f"libstdc++6 (>= {gcc})" if gcc else "libstdc++6")
    return ", ".join(head + sorted(items))


def _is_elf(path: Path) -> bool:
    try:
        with path.open("rb") as f:
            return f.read(4) == b"\x7fELF"
    except OSError:
        return False


def _run(*cmd: str) -> str:
    return subprocess.run(cmd, capture_output=True, text=True, check=False).stdout


def package_of(path: str) -> str | None:
    """The Debian package that installed ``path`` (merged /usr aware), or None."""
    resolved = str(Path(path).resolve())
    candidates = {path, resolved}
    for p in list(candidates):
        if p.startswith("/usr/lib/"):
            candidates.add(p[4:])
        elif p.startswith("/lib/"):
            candidates.add("/usr" + p)
    for candidate in sorted(candidates):
        out = _run("dpkg", "-S", candidate)
        m = re.match(r"^([^:,\s]+)(:\w+)?(, [^:]+)*: ", out)
        if m:
            return m.group(1)
    return None


def bundle_depends(bundle: Path) -> tuple[str, list[str]]:
    """(Depends value, warnings) for the bundle folder."""
    files = [p for p in bundle.rglob("*") if p.is_file() and not p.is_symlink() and _is_elf(p)]
    bundled = {p.name for p in bundle.rglob("*")}
    ldconfig = parse_ldconfig(_run("/sbin/ldconfig", "-p") or _run("ldconfig", "-p"))
    packages: set[str] = set()
    versions: set[str] = set()
    warnings: list[str] = []
    missing: dict[str, set[str]] = {}
    package_by_soname: dict[str, str | None] = {}
    for path in files:
        info = parse_objdump(_run("objdump", "-p", str(path)))
        versions |= info.versions
        for soname in info.needed:
            if soname in bundled or LIBC_SONAMES.match(soname):
                continue
            if soname not in package_by_soname:
                found = package_of(ldconfig[soname]) if soname in ldconfig else None
                package_by_soname[soname] = found
            package = package_by_soname[soname]
            if package is None:
                package = KNOWN_PACKAGES.get(soname)
                if package is not None:
                    warnings.append(f"{soname} is not installed here; assuming package {package}")
            if package is None:
                missing.setdefault(soname, set()).add(str(path.relative_to(bundle)))
            else:
                packages.add(package)
    for soname, users in sorted(missing.items()):
        warnings.append(f"ERROR: no package known for {soname} (needed by {sorted(users)[0]})")
    line = depends_line(packages, max_version(versions, "GLIBC"), max_version(versions, "GLIBCXX"))
    return line, warnings


def main(argv: list[str]) -> int:
    if len(argv) != 1 or not Path(argv[0]).is_dir():
        print("usage: deb_depends.py <bundle folder>", file=sys.stderr)
        return 2
    line, warnings = bundle_depends(Path(argv[0]))
    for warning in dict.fromkeys(warnings):
        print(f"deb_depends: {warning}", file=sys.stderr)
    if any(w.startswith("ERROR") for w in warnings):
        return 1
    print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
