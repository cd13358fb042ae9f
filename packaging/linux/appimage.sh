#!/usr/bin/env bash
# Wrap the bundle that packaging/linux/build.sh made (dist/koloda) into
# dist/Koloda-<version>-x86_64.AppImage with appimagetool (run in the release workflow, which
# downloads appimagetool; set APPIMAGETOOL to its path).
set -euo pipefail
cd "$(dirname "$0")/../.."
die() { printf 'appimage.sh: ERROR: %s\n' "$*" >&2; exit 1; }
tool=${APPIMAGETOOL:-appimagetool}
command -v "$tool" >/dev/null 2>&1 || [[ -x $tool ]] || die "appimagetool not found (set APPIMAGETOOL)"
[[ -x dist/koloda/koloda ]] || die "dist/koloda/koloda is missing: run packaging/linux/build.sh"
[[ -f resources/icons/koloda.png ]] || die "resources/icons/koloda.png is missing (AppImage needs an icon)"
version=$(python3 packaging/koloda_bundle.py version)

appdir=build/Koloda.AppDir
rm -rf "$appdir"
mkdir -p "$appdir/usr/lib" "$appdir/usr/share/applications"
cp -a dist/koloda "$appdir/usr/lib/koloda"
cat >"$appdir/AppRun" <<'EOF'
#!/bin/sh
here=$(dirname "$(readlink -f "$0")")
exec "$here/usr/lib/koloda/koloda" "$@"
EOF
chmod 755 "$appdir/AppRun"
cp packaging/linux/org.koloda.Koloda.desktop "$appdir/org.koloda.Koloda.desktop"
cp packaging/linux/org.koloda.Koloda.desktop "$appdir/usr/share/applications/org.koloda.Koloda.desktop"
cp resources/icons/koloda.png "$appdir/koloda.png"
ln -s koloda.png "$appdir/.DirIcon"

out=dist/Koloda-$version-x86_64.AppImage
rm -f "$out"
ARCH=x86_64 "$tool" --no-appstream "$appdir" "$out"
chmod 755 "$out"
echo "$out: $(du -h "$out" | cut -f1)"
