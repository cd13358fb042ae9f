#!/usr/bin/env bash
# CI step for the installers: build the Linux packages from this checkout, smoke-test the frozen
# app, then install the .deb with dpkg, run `koloda --demo --quit-after 1` from it and remove it.
# Called by .ci/run (as root on a Debian machine); runs anywhere with bash, python3 >= 3.11,
# binutils and dpkg, skipping the install check when not root.
set -euo pipefail
cd "$(dirname "$0")/.."
t0=$(date +%s)

if [[ $(id -u) -eq 0 ]] && command -v apt-get >/dev/null 2>&1; then
  # strip/objdump for PyInstaller and deb_depends.py; the Qt libraries the .deb depends on are
  # installed by dpkg + apt-get -f below, these few are needed earlier by the smoke test.
  export DEBIAN_FRONTEND=noninteractive
  # gcc and g++ build numpy without BLAS for a smaller bundle (build.sh, once per numpy version).
  apt-get install -y -qq --no-install-recommends binutils gcc g++ >/dev/null \
    || { apt-get update -qq && apt-get install -y -qq --no-install-recommends binutils gcc g++ >/dev/null; }
fi

echo "+ packaging/linux/build.sh"
bash packaging/linux/build.sh
t_build=$(date +%s)

version=$(python3 packaging/koloda_bundle.py version)
reported=$(dist/koloda/koloda --version)
[[ $reported == "koloda $version" ]] || {
  echo "ci.sh: the frozen koloda says '$reported', pyproject.toml says $version" >&2
  exit 1
}
echo "+ packaging/smoke.sh dist/koloda/koloda"
bash packaging/smoke.sh dist/koloda/koloda
# With no locale set the frozen app takes C.UTF-8 (as python3 does), so Qt says nothing about "C".
echo "+ koloda --demo --quit-after 1   (no LANG/LC_*, offscreen)"
scratch=$(mktemp -d)
env -u LANG -u LANGUAGE -u LC_ALL -u LC_CTYPE -u LC_MESSAGES HOME="$scratch" \
  XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data" QT_QPA_PLATFORM=offscreen \
  timeout --kill-after=10 300 dist/koloda/koloda --demo --game ryadky --quit-after 1 \
  >"$scratch/out" 2>&1 || { cat "$scratch/out" >&2; echo "ci.sh: the demo failed" >&2; exit 1; }
if grep -i 'detected locale' "$scratch/out"; then
  echo "ci.sh: the frozen app complains about the locale when LANG is unset" >&2
  exit 1
fi
# No display: one sentence and exit 1, not Qt's "xcb-cursor0 is needed" and an abort.
rc=0
env -u DISPLAY -u WAYLAND_DISPLAY -u QT_QPA_PLATFORM -u XDG_SESSION_TYPE HOME="$scratch" \
  dist/koloda/koloda >"$scratch/out" 2>&1 || rc=$?
if [[ $rc -ne 1 ]] || ! grep -q '^koloda: there is no display' "$scratch/out"; then
  cat "$scratch/out" >&2
  echo "ci.sh: without a display the frozen app exited $rc instead of saying so" >&2
  exit 1
fi
rm -rf "$scratch"
t_smoke=$(date +%s)

deb=dist/koloda_${version}_amd64.deb

# The installed package as a desktop sees it: the AppStream data and the menu entry validate,
# a saved game has its MIME type (by the shared-mime-info database dpkg's triggers and the
# postinst updated) with Koloda as its handler, and `koloda FILE.koloda` opens it (offscreen,
# KOLODA_ANNOUNCE=1 says "koloda: opened FILE").
saved_game=""
check_desktop_integration() {
  local tool
  for tool in appstreamcli desktop-file-validate gio xdg-mime; do
    command -v $tool >/dev/null 2>&1 || {
      echo "ci.sh: $tool is missing (apt-get install appstream desktop-file-utils libglib2.0-bin xdg-utils)" >&2
      exit 1
    }
  done
  echo "+ appstreamcli validate --no-net /usr/share/metainfo/org.koloda.Koloda.metainfo.xml"
  appstreamcli validate --no-net /usr/share/metainfo/org.koloda.Koloda.metainfo.xml
  echo "+ desktop-file-validate /usr/share/applications/org.koloda.Koloda.desktop"
  desktop-file-validate /usr/share/applications/org.koloda.Koloda.desktop
  local home py type handler out pid rc
  home=$(mktemp -d)
  saved_game="$home/files/a saved game.koloda"
  mkdir -p "$home/files"
  py=${PYTHON:-build/venv-package/bin/python}
  [[ -x $py ]] || py=python3
  PYTHONPATH=desktop "$py" -c 'import sys
from koloda.match import Match, MatchConfig
from koloda.store import saves
saves.save_game(sys.argv[1], Match(MatchConfig("rooster", 3, seed=2)).to_json())' "$saved_game"
  type=$(gio info -a standard::content-type "$saved_game" | sed -n 's/.*content-type: //p')
  echo "+ gio info: $saved_game is $type"
  [[ $type == application/x-koloda ]] || { echo "ci.sh: the saved game is $type" >&2; exit 1; }
  handler=$(xdg-mime query default application/x-koloda)
  echo "+ xdg-mime query default application/x-koloda: $handler"
  [[ $handler == org.koloda.Koloda.desktop ]] || { echo "ci.sh: the handler is '$handler'" >&2; exit 1; }
  echo "+ koloda \"$saved_game\"   (from the .deb, offscreen, announced)"
  out=$home/koloda.out
  HOME=$home XDG_CONFIG_HOME=$home/config XDG_DATA_HOME=$home/data XDG_CACHE_HOME=$home/cache \
    QT_QPA_PLATFORM=offscreen KOLODA_ANNOUNCE=1 koloda "$saved_game" >"$out" 2>&1 &
  pid=$!
  for _ in $(seq 1200); do
    grep -qxF "koloda: opened $saved_game" "$out" && break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  grep -qxF "koloda: opened $saved_game" "$out" || {
    kill -KILL "$pid" 2>/dev/null || true
    cat "$out" >&2
    echo "ci.sh: koloda FILE.koloda did not open the file" >&2
    exit 1
  }
  kill -TERM "$pid"
  rc=0
  wait "$pid" || rc=$?
  [[ $rc -eq 143 ]] && ! grep -q Traceback "$out" || {
    cat "$out" >&2
    echo "ci.sh: koloda FILE.koloda ended with $rc" >&2
    exit 1
  }
  echo "desktop integration ok: metainfo, menu entry, MIME type, koloda FILE.koloda"
}
# The package's folders: the bundle in /usr/lib/koloda, and no /opt (dpkg would remove an empty
# /opt with the package, as it belongs to no other); Recommends the icon theme the menu icon uses.
contents=$(dpkg-deb -c "$deb")
if grep -q ' \./opt/' <<<"$contents"; then
  echo "ci.sh: the .deb ships /opt" >&2
  exit 1
fi
grep -q ' \./usr/lib/koloda/koloda$' <<<"$contents" \
  || { echo "ci.sh: the .deb lacks /usr/lib/koloda/koloda" >&2; exit 1; }
dpkg-deb -f "$deb" Recommends | grep -q 'hicolor-icon-theme' \
  || { echo "ci.sh: the .deb does not recommend hicolor-icon-theme" >&2; exit 1; }
if [[ $(id -u) -eq 0 ]] && command -v dpkg >/dev/null 2>&1; then
  if [[ $(dpkg-query -W -f='${Status}' koloda 2>/dev/null) == "install ok installed" ]]; then
    echo "ci.sh: a koloda package is already installed here; not touching it" >&2
    exit 1
  fi
  had_opt=$([[ -d /opt ]] && echo yes || echo no)
  trap 'dpkg --purge koloda >/dev/null 2>&1 || true' EXIT
  echo "+ dpkg -i $deb"
  if ! dpkg -i "$deb"; then
    # dpkg leaves it unconfigured when a Depends: is missing; apt resolves them from the archive.
    apt-get install -y -qq -f >/dev/null
  fi
  dpkg -s koloda | grep -q '^Status: install ok installed' || {
    echo "ci.sh: the .deb did not install" >&2
    exit 1
  }
  for path in /usr/bin/koloda /usr/lib/koloda/koloda /usr/share/applications/org.koloda.Koloda.desktop \
    /usr/share/metainfo/org.koloda.Koloda.metainfo.xml /usr/share/mime/packages/koloda.xml \
    /usr/share/icons/hicolor/scalable/mimetypes/application-x-koloda.svg; do
    [[ -e $path ]] || { echo "ci.sh: $path is missing after dpkg -i" >&2; exit 1; }
  done
  check_desktop_integration
  echo "+ koloda --demo --quit-after 1   (from the .deb, offscreen)"
  scratch=$(mktemp -d)
  HOME=$scratch XDG_CONFIG_HOME=$scratch/config XDG_DATA_HOME=$scratch/data \
    XDG_CACHE_HOME=$scratch/cache QT_QPA_PLATFORM=offscreen \
    timeout --kill-after=10 300 koloda --demo --quit-after 1
  rm -rf "$scratch"
  echo "+ dpkg -r koloda && dpkg --purge koloda"
  dpkg -r koloda >/dev/null
  # -r keeps the maintainer scripts' record ("config-files"); purge leaves no trace for next time.
  dpkg --purge koloda >/dev/null
  [[ ! -e /usr/lib/koloda && ! -e /usr/bin/koloda ]] || {
    echo "ci.sh: dpkg -r left files behind" >&2
    exit 1
  }
  [[ $had_opt == no || -d /opt ]] || { echo "ci.sh: removing koloda removed /opt" >&2; exit 1; }
  if [[ -n $saved_game ]] && command -v gio >/dev/null 2>&1; then
    gone=$(gio info -a standard::content-type "$saved_game" | sed -n 's/.*content-type: //p')
    [[ $gone != application/x-koloda ]] || {
      echo "ci.sh: after dpkg -r the MIME database still knows application/x-koloda" >&2
      exit 1
    }
    rm -rf "$(dirname "$saved_game")"
  fi
  trap - EXIT
  echo "deb install, run and removal ok"
else
  echo "not root: skipping the dpkg -i / koloda / dpkg -r check"
fi
t_end=$(date +%s)
mib() { awk -v b="$1" 'BEGIN { printf "%.1f MiB", b / 1048576 }'; }
bundle_bytes=$(du -sb dist/koloda | cut -f1)
deb_bytes=$(stat -c %s "$deb")
echo "sizes: bundle $(mib "$bundle_bytes") unpacked," \
  ".tar.gz $(mib "$(stat -c %s "dist/koloda-$version-linux-x86_64.tar.gz")")," \
  ".deb $(mib "$deb_bytes")"
# Issue 43's targets, which carry the sounds (miniaudio, 1.1 MiB; the sounds, 0.3 MiB) and
# network play (zeroconf's compiled parts, 2.8 MiB): a bundle of at most 100 MiB unpacked, a
# .deb of at most 32 MiB (issue 29's were 90 and 30, before either).
if ((bundle_bytes > 100 * 1048576 || deb_bytes > 32 * 1048576)); then
  echo "ci.sh: the packages outgrew the targets (bundle <= 100 MiB, .deb <= 32 MiB):" \
    "see build.sh's table of what the bundle holds" >&2
  exit 1
fi
echo "packaging CI: build $((t_build - t0)) s, smoke $((t_smoke - t_build)) s," \
  "deb check $((t_end - t_smoke)) s, total $((t_end - t0)) s"
