#!/usr/bin/env bash
# Build Koloda for macOS: dist/Koloda.app (PyInstaller BUNDLE, Info.plist from packaging/koloda.spec)
# and dist/Koloda-<version>-macos-<arch>.dmg (hdiutil, with an /Applications link to drag onto).
#   packaging/macos/build.sh                  (a fresh venv in build/venv-package from python3)
#   PYTHON=/path/to/python packaging/macos/build.sh
# Needs macOS with Xcode command-line tools (sips, iconutil, hdiutil, codesign).
set -euo pipefail
cd "$(dirname "$0")/../.."
root=$(pwd)
die() { printf 'macos/build.sh: ERROR: %s\n' "$*" >&2; exit 1; }
[[ $(uname -s) == Darwin ]] || die "run this on macOS"
for tool in sips iconutil hdiutil codesign; do
  command -v "$tool" >/dev/null 2>&1 || die "$tool is missing (xcode-select --install)"
done

version=$(python3 packaging/koloda_bundle.py version)
[[ -n $version ]] || die "cannot read the version from pyproject.toml"
arch=$(uname -m)

if [[ -n "${PYTHON:-}" ]]; then
  py=$PYTHON
else
  rm -rf build/venv-package
  python3 -m venv build/venv-package
  build/venv-package/bin/python -m pip install --quiet --upgrade pip
  build/venv-package/bin/python -m pip install --quiet "$root[package]"
  py=$root/build/venv-package/bin/python
fi

# The .icns from the PNG icon: every size iconutil expects, made with sips.
mkdir -p build
if [[ -f resources/icons/koloda.png ]]; then
  iconset=build/koloda.iconset
  rm -rf "$iconset"
  mkdir -p "$iconset"
  for size in 16 32 128 256 512; do
    sips -z "$size" "$size" resources/icons/koloda.png --out "$iconset/icon_${size}x${size}.png" >/dev/null
    double=$((size * 2))
    sips -z "$double" "$double" resources/icons/koloda.png \
      --out "$iconset/icon_${size}x${size}@2x.png" >/dev/null
  done
  iconutil -c icns "$iconset" -o build/koloda.icns
else
  echo "WARNING: resources/icons/koloda.png is missing: Koloda.app gets the default icon" >&2
fi

if (cd desktop && "$py" -c 'import koloda.app.i18n') 2>/dev/null; then
  (cd desktop && "$py" -m koloda.app.i18n build)
else
  echo "koloda.app.i18n is not there yet: no compiled translations"
fi

rm -rf dist/koloda dist/Koloda.app
"$py" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath dist --workpath build/pyinstaller packaging/koloda.spec
[[ -x dist/Koloda.app/Contents/MacOS/koloda ]] || die "PyInstaller did not produce Koloda.app"
plutil -lint dist/Koloda.app/Contents/Info.plist
/usr/libexec/PlistBuddy -c 'Print :CFBundleShortVersionString' dist/Koloda.app/Contents/Info.plist \
  | grep -qx "$version" || die "Info.plist does not carry version $version"
# PyInstaller signs ad hoc; check the signature holds after the build (Gatekeeper needs a
# Developer ID signature and notarization for downloads: set CODESIGN_IDENTITY to sign with one).
if [[ -n "${CODESIGN_IDENTITY:-}" ]]; then
  codesign --force --deep --options runtime --timestamp --sign "$CODESIGN_IDENTITY" dist/Koloda.app
fi
codesign --verify --deep --strict dist/Koloda.app

dmg=dist/Koloda-$version-macos-$arch.dmg
stage=build/dmg
rm -rf "$stage" "$dmg"
mkdir -p "$stage"
cp -R dist/Koloda.app "$stage/"
ln -s /Applications "$stage/Applications"
hdiutil create -volname "Koloda $version" -srcfolder "$stage" -fs HFS+ -format UDZO -ov "$dmg" >/dev/null

echo "Koloda.app: $(du -sh dist/Koloda.app | cut -f1); $dmg: $(du -h "$dmg" | cut -f1)"
