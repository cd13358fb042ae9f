#!/usr/bin/env bash
# Build Koloda's Linux packages from a checkout:
#   dist/koloda/koloda                            the PyInstaller one-folder bundle
#   dist/koloda-<version>-linux-x86_64.tar.gz     that folder as koloda-<version>/
#   dist/koloda_<version>_amd64.deb               /usr/lib/koloda, /usr/bin/koloda, menu entry, icon
# Usage: packaging/linux/build.sh            (a fresh venv in build/venv-package, with numpy
#                                              built without BLAS: gcc and g++ needed, else the
#                                              bundle keeps PyPI numpy's OpenBLAS)
#        PYTHON=/path/to/python packaging/linux/build.sh   (that interpreter; pyinstaller and the
#        project's dependencies are installed into it when missing)
# Needs: python3 >= 3.11 with venv, binutils (strip, objdump, as, ld), dpkg-deb, tar, gzip.
# The version comes from pyproject.toml ([project] version), the one place it is set.
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)

say() { printf '\n== %s\n' "$*"; }
die() { printf 'build.sh: ERROR: %s\n' "$*" >&2; exit 1; }
t0=$(date +%s)

for tool in strip objdump as ld dpkg-deb tar gzip; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is missing (apt-get install binutils dpkg tar gzip)"
done

version=$(python3 packaging/koloda_bundle.py version) || die "cannot read the version"
[[ -n $version ]] || die "pyproject.toml gave an empty version"
arch=amd64
[[ $(uname -m) == x86_64 ]] || die "this script builds x86_64 packages; this machine is $(uname -m)"

# numpy without a BLAS: pyqtgraph needs numpy for a few small plots, and PyPI's numpy wheel
# carries OpenBLAS and gfortran (25 MiB of the bundle). numpy built from its source with no BLAS
# (its own lapack_lite) and no SIMD variants does the same sums for the plots; it is built once
# per numpy version and Python (a few minutes on 2 cores) and kept in ~/.cache/koloda-build.
# Without a compiler the PyPI wheel stays and the bundle is larger (said as a WARNING).
numpy_without_blas() {
  local py=$1 version tag cache wheel
  version=$("$py" -c 'import numpy; print(numpy.__version__)')
  tag=$("$py" -c 'import sys; print(f"cp{sys.version_info[0]}{sys.version_info[1]}")')
  cache=${KOLODA_BUILD_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/koloda-build}/numpy-noblas
  wheel=$(ls "$cache"/numpy-"$version"-"$tag"-*.whl 2>/dev/null | head -n 1 || true)
  if [[ -z $wheel ]]; then
    say "building numpy $version without BLAS (once, kept in $cache)"
    mkdir -p "$cache"
    if ! "$py" -m pip wheel --quiet --no-deps --no-binary numpy "numpy==$version" \
      -Csetup-args=-Dallow-noblas=true -Csetup-args=-Dblas=none -Csetup-args=-Dlapack=none \
      -Csetup-args=-Ddisable-optimization=true -w "$cache"; then
      echo "WARNING: numpy could not be built without BLAS here; the bundle keeps OpenBLAS"
      return 0
    fi
    wheel=$(ls "$cache"/numpy-"$version"-"$tag"-*.whl | head -n 1)
  fi
  "$py" -m pip install --quiet --force-reinstall --no-deps "$wheel"
  "$py" -c 'import numpy, numpy.linalg; assert numpy.linalg.inv([[2.0]])[0][0] == 0.5' \
    || die "numpy without BLAS does not work"
}

# --- the Python that builds -------------------------------------------------------------------
if [[ -n "${PYTHON:-}" ]]; then
  py=$PYTHON
  say "using PYTHON=$py"
  # Only the "package" extra's tools: an editable development install stays as it is.
  if ! "$py" -c 'import PyInstaller' 2>/dev/null; then
    mapfile -t extra < <("$py" -c 'import tomllib
for req in tomllib.load(open("pyproject.toml", "rb"))["project"]["optional-dependencies"]["package"]:
    print(req)')
    "$py" -m pip install --quiet "${extra[@]}"
  fi
  "$py" -c 'import PySide6, pyqtgraph, platformdirs' \
    || die "$py lacks koloda's dependencies (pip install -e . first)"
else
  venv=build/venv-package
  say "creating $venv and installing koloda[package]"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --upgrade pip
  "$venv/bin/python" -m pip install --quiet "$root[package]"
  py=$root/$venv/bin/python
  numpy_without_blas "$py"
fi
"$py" -c 'import sys; assert sys.version_info >= (3, 11), sys.version' \
  || die "Python 3.11 or newer is needed"
t_env=$(date +%s)

# --- translations (compiled .qm files are not committed) --------------------------------------
say "compiling translations"
# the bundle ships them (packaging/koloda.spec refuses to build without them); the app only
# loads them (issue 36)
(cd desktop && "$py" -m koloda.app.i18n build) || die "translations failed to compile"
ls resources/icons/koloda.png >/dev/null 2>&1 || echo "WARNING: resources/icons/koloda.png is missing"

# --- PyInstaller ------------------------------------------------------------------------------
say "PyInstaller (one-folder)"
rm -rf dist/koloda
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/koloda.spec
exe=dist/koloda/koloda
[[ -x $exe ]] || die "PyInstaller did not produce $exe"
# ICU's data (30 MiB of every language's locales, converters and dictionaries, linked by QtCore)
# down to English, Russian, Ukrainian and root: packaging/linux/trim_icu.py says what goes.
say "trimming ICU's data"
for lib in dist/koloda/_internal/PySide6/Qt/lib/libicudata.so.*; do
  [[ -f $lib && ! -L $lib ]] || continue
  python3 packaging/linux/trim_icu.py "$lib" || die "cannot trim $lib"
done
t_freeze=$(date +%s)

if ls dist/koloda/_internal/numpy.libs/*openblas* >/dev/null 2>&1; then
  echo "WARNING: the bundle carries numpy's OpenBLAS (numpy without BLAS was not built)"
fi
# Every library the bundle links to must be in the bundle or on the system (Depends: below).
say "checking the bundle's libraries"
lib_path="$root/dist/koloda/_internal:$root/dist/koloda/_internal/PySide6/Qt/lib"
missing=$(find dist/koloda -type f \( -name '*.so' -o -name '*.so.*' -o -name koloda \) \
  -exec env LD_LIBRARY_PATH="$lib_path" ldd {} + 2>/dev/null | grep 'not found' | sort -u || true)
if [[ -n $missing ]]; then
  echo "not on this machine (they come from Depends: when the .deb is installed):"
  echo "$missing"
fi

# --- .tar.gz ----------------------------------------------------------------------------------
tarball=dist/koloda-$version-linux-x86_64.tar.gz
say "$tarball"
rm -f "$tarball"
tar -C dist --owner=0 --group=0 --numeric-owner --transform "s,^koloda,koloda-$version," \
  -cf - koloda | gzip -6 >"$tarball"

# --- .deb -------------------------------------------------------------------------------------
deb=dist/koloda_${version}_${arch}.deb
say "$deb"
stage=build/deb/koloda_${version}_${arch}
rm -rf "$stage"
# The bundle goes to /usr/lib/koloda, not /opt/koloda: every folder a .deb ships is the package's
# in dpkg's records, and /opt belongs to no Debian package, so `dpkg -r` would remove an empty /opt.
mkdir -p "$stage/DEBIAN" "$stage/usr/lib" "$stage/usr/bin" "$stage/usr/share/applications" \
  "$stage/usr/share/doc/koloda"
cp -a dist/koloda "$stage/usr/lib/koloda"
# The bootloader finds its _internal folder through /proc/self/exe, so a symlink launcher works.
ln -s ../lib/koloda/koloda "$stage/usr/bin/koloda"
# Desktop integration: the menu entry (it opens .koloda files: Exec=koloda %f), the AppStream
# metadata for the software centres, the saved games' MIME type and its icon, the screenshots.
install -m 644 packaging/linux/org.koloda.Koloda.desktop \
  "$stage/usr/share/applications/org.koloda.Koloda.desktop"
install -D -m 644 packaging/linux/org.koloda.Koloda.metainfo.xml \
  "$stage/usr/share/metainfo/org.koloda.Koloda.metainfo.xml"
install -D -m 644 packaging/linux/koloda-mime.xml "$stage/usr/share/mime/packages/koloda.xml"
install -D -m 644 resources/icons/application-x-koloda.svg \
  "$stage/usr/share/icons/hicolor/scalable/mimetypes/application-x-koloda.svg"
install -d "$stage/usr/share/koloda/screenshots"
install -m 644 packaging/linux/screenshots/*.png "$stage/usr/share/koloda/screenshots/"
if [[ -f resources/icons/koloda.png ]]; then
  size=$(python3 -c 'import struct,sys; d=open(sys.argv[1],"rb").read(24); print(struct.unpack(">I",d[16:20])[0])' resources/icons/koloda.png)
  install -D -m 644 resources/icons/koloda.png \
    "$stage/usr/share/icons/hicolor/${size}x${size}/apps/koloda.png"
fi
if [[ -f resources/icons/koloda.svg ]]; then
  install -D -m 644 resources/icons/koloda.svg "$stage/usr/share/icons/hicolor/scalable/apps/koloda.svg"
fi
cat >"$stage/usr/share/doc/koloda/copyright" <<EOF
Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/
Upstream-Name: Koloda
License: GPL-3.0-or-later
Comment: Bundles Python, Qt 6 (LGPL-3.0) through PySide6, pyqtgraph (MIT), numpy (BSD-3-Clause)
 and platformdirs (MIT). The full GPL text is in /usr/share/common-licenses/GPL-3.
EOF
depends=$(python3 packaging/linux/deb_depends.py dist/koloda) || die "cannot work out Depends:"
installed_kib=$(du -sk --apparent-size "$stage" | cut -f1)
cat >"$stage/DEBIAN/control" <<EOF
Package: koloda
Version: $version
Section: games
Priority: optional
Architecture: $arch
Maintainer: Koloda maintainers <maintainers@koloda.invalid>
Installed-Size: $installed_kib
Depends: $depends
Recommends: fonts-dejavu-core | fonts-liberation2, hicolor-icon-theme, shared-mime-info, desktop-file-utils
Description: card games against computer opponents
 Koloda plays Ryadky, Chuvash Rooster and Ditch Rummy against computer
 opponents of three levels, offline, with the mouse or the keyboard.
 This package carries its own Python and Qt in /usr/lib/koloda.
EOF
# The MIME, desktop and icon databases: dpkg's file triggers (shared-mime-info watches
# /usr/share/mime/packages, desktop-file-utils /usr/share/applications, hicolor-icon-theme its
# folder) update them at the end of the dpkg run when those packages are there; the scripts
# below do it at once as well (for `dpkg -i` followed straight by a double-click).
cat >"$stage/DEBIAN/postinst" <<'EOF'
#!/bin/sh
set -e
if [ "$1" = configure ]; then
  command -v update-mime-database >/dev/null 2>&1 && update-mime-database /usr/share/mime || true
  command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q /usr/share/applications || true
  command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t /usr/share/icons/hicolor || true
fi
exit 0
EOF
cp "$stage/DEBIAN/postinst" "$stage/DEBIAN/postrm"
sed -i 's/= configure/= remove/' "$stage/DEBIAN/postrm"
chmod 755 "$stage/DEBIAN/postinst" "$stage/DEBIAN/postrm"
rm -f "$deb"
dpkg-deb --root-owner-group -Zxz --build "$stage" "$deb" >/dev/null
t_end=$(date +%s)

# --- figures ----------------------------------------------------------------------------------
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
bundle_bytes=$(du -sb dist/koloda | cut -f1)
say "done: koloda $version"
echo "bundle dist/koloda:  $(mib "$bundle_bytes") unpacked ($(find dist/koloda -type f | wc -l) files)"
echo "$tarball: $(mib "$(stat -c %s "$tarball")")"
echo "$deb: $(mib "$(stat -c %s "$deb")")"
echo "Depends: $depends"
echo "what the bundle holds (packaging/bundle_sizes.py):"
python3 packaging/bundle_sizes.py dist/koloda | sed 's/^/  /'
echo "time: environment $((t_env - t0)) s, PyInstaller $((t_freeze - t_env)) s," \
  "packages $((t_end - t_freeze)) s, total $((t_end - t0)) s"
