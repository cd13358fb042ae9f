#!/usr/bin/env bash
# The README on fresh systems (issue 36): in minimal Debian 12 and Debian 13 roots made with
# debootstrap, run as root in the source folder, exactly as the README writes them, its package
# lines, its install-and-run command (the window under Xvfb until the app says it is ready),
# the demo in English, Russian and Ukrainian offscreen and in a window, and in Debian 13 its
# test command. The commands are read from README.md, never copied here.
#
#   .ci/fresh.sh [bookworm|trixie ...]     (default: both; as root, with debootstrap)
#
# The debootstrap roots are kept in $KOLODA_FRESH_CACHE (default /var/cache/koloda-ci) and
# reused; each run works in a copy, deleted afterwards, so every run starts from a fresh
# system. The host's CA bundle is copied in (pip on a network that inspects TLS needs it).
# KOLODA_FRESH_TEST_CMD replaces the README's test command (trying this script on a busy
# machine); CI never sets it.
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE=$PWD
CACHE=${KOLODA_FRESH_CACHE:-/var/cache/koloda-ci}
MIRROR=${KOLODA_FRESH_MIRROR:-http://deb.debian.org/debian}
HOST_CA=etc/koloda-ci-host-ca.crt  # the host's CA bundle, for pip
SUITES=("$@")
[[ ${#SUITES[@]} -gt 0 ]] || SUITES=(bookworm trixie)

say() { printf '\n=== fresh: %s (%s)\n' "$*" "$(date -u +%H:%M:%S)"; }
die() { echo "fresh: $*" >&2; exit 1; }

# The first command (a line indented by four spaces) after the README line matching $1.
readme_command() {
  local found
  found=$(awk -v key="$1" '$0 ~ key {found=1; next} found && /^    /{sub(/^    /, ""); print; exit}' README.md)
  [[ -n $found ]] || die "README.md has no command after a line matching '$1'"
  printf '%s' "$found"
}

PACKAGES=$(readme_command '^Fresh machine')
INSTALL=$(readme_command '^Install and run the app')
TESTS=$(readme_command '^Install and run the tests')
TEST_PACKAGES=$(readme_command '^For every test to run')
[[ $INSTALL == *".venv/bin/koloda" ]] || die "the README's install command no longer ends by starting koloda"

ROOT=""
cleanup() {
  [[ -n $ROOT ]] || return 0
  for mount in dev/shm dev/pts dev proc; do
    mountpoint -q "$ROOT/$mount" && umount -l "$ROOT/$mount"
  done
  rm -rf --one-file-system "$ROOT"
  rm -f "$ROOT.apt.log" "$ROOT.tests.log"  # what failed was printed already
  ROOT=""
}
trap cleanup EXIT

base_root() {  # the cached minimal root of suite $1, made once
  local suite=$1 base=$CACHE/$1
  mkdir -p "$CACHE"
  exec 9>"$CACHE/$suite.lock"
  flock 9  # another run making the same root: wait for it, then use its root
  if [[ ! -f $base/etc/os-release ]]; then
    command -v debootstrap >/dev/null || die "debootstrap is not installed (apt-get install debootstrap)"
    rm -rf --one-file-system "$base.tmp"
    local start=$SECONDS
    debootstrap --variant=minbase "$suite" "$base.tmp" "$MIRROR" >"$CACHE/$suite.log" 2>&1 \
      || { tail -20 "$CACHE/$suite.log" >&2; die "debootstrap $suite failed"; }
    mv "$base.tmp" "$base"
    echo "debootstrap $suite: $((SECONDS - start)) s" >&2
  fi
  exec 9>&-
  printf '%s' "$base"
}

# Run $1 inside the root as root in /root/koloda, with a fresh login's environment.
inside() {
  chroot "$ROOT" /usr/bin/env -i HOME=/root LANG=C.UTF-8 TERM=dumb \
    PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin \
    DEBIAN_FRONTEND=noninteractive PIP_CERT="/$HOST_CA" \
    PIP_DISABLE_PIP_VERSION_CHECK=1 PIP_PROGRESS_BAR=off \
    bash -c "cd /root/koloda && $1"
}

check_suite() {
  local suite=$1 base start=$SECONDS
  say "$suite: root"
  base=$(base_root "$suite")
  ROOT=$(mktemp -d "$CACHE/work-$suite.XXXXXX")  # runs side by side never share one
  chmod 755 "$ROOT"  # as a root folder is (apt downloads as the user _apt)
  cp -a "$base/." "$ROOT"
  mkdir -p "$ROOT/root/koloda"
  # outside /etc/ssl/certs, which the ca-certificates package rebuilds when a line installs it
  cp /etc/ssl/certs/ca-certificates.crt "$ROOT/$HOST_CA"
  cp /etc/resolv.conf "$ROOT/etc/resolv.conf" 2>/dev/null || true
  mount -t proc proc "$ROOT/proc"
  mount --bind /dev "$ROOT/dev"
  mount -t devpts -o newinstance,ptmxmode=0666 devpts "$ROOT/dev/pts" 2>/dev/null || true
  mount -t tmpfs -o size=1g tmpfs "$ROOT/dev/shm"
  # the source as it would be unpacked: the files git tracks, as they are in this folder
  git -C "$SOURCE" ls-files -z | tar -C "$SOURCE" --null -T - -cf - | tar -C "$ROOT/root/koloda" -xf -
  echo "$suite: $(inside '. /etc/os-release; echo "$PRETTY_NAME"')"

  say "$suite: the README's packages"
  inside "$PACKAGES" >"$ROOT.apt.log" 2>&1 || { tail -30 "$ROOT.apt.log"; die "$suite: the package line failed"; }
  # Xvfb for the window; in Debian 13 everything the tests use
  inside "$TEST_PACKAGES" >>"$ROOT.apt.log" 2>&1 || { tail -30 "$ROOT.apt.log"; die "$suite: the test package line failed"; }
  echo "$suite: $(inside 'python3 --version') $(inside 'dpkg -l | grep -c ^ii') packages"

  say "$suite: the README's install-and-run command, the window under Xvfb"
  printf '%s\n' "$INSTALL" >"$ROOT/root/readme-install.sh"
  cat >"$ROOT/root/fresh-app.sh" <<'EOF'
# inside the fresh root, in the source folder: the README's install-and-run command as written
# (read from /root/readme-install.sh) with a window on a private Xvfb, until koloda is ready
# a free display: X's sockets are shared with the host and any other chroot
Xvfb -displayfd 5 -screen 0 1280x800x24 -nolisten tcp 5>/tmp/xvfb.display >/tmp/xvfb.log 2>&1 &
xvfb=$!
for _ in $(seq 200); do [ -s /tmp/xvfb.display ] && break; sleep 0.1; done
[ -s /tmp/xvfb.display ] || { cat /tmp/xvfb.log; echo "Xvfb did not start"; exit 1; }
export DISPLAY=":$(cat /tmp/xvfb.display)" KOLODA_ANNOUNCE=1
setsid bash /root/readme-install.sh >/tmp/app.log 2>&1 &
app=$!
for _ in $(seq 1800); do
  grep -q '^koloda: ready' /tmp/app.log && break
  kill -0 "$app" 2>/dev/null || break
  sleep 0.5
done
if ! grep -q '^koloda: ready' /tmp/app.log; then
  tail -40 /tmp/app.log
  kill -TERM -- "-$app" "$xvfb" 2>/dev/null
  exit 1
fi
grep -E '^Successfully installed|^koloda:' /tmp/app.log | cut -c1-160
kill -TERM -- "-$app"
wait "$app"
echo "koloda's window was up; it quit on SIGTERM with exit $?"
for lang in en ru uk; do
  QT_QPA_PLATFORM=offscreen timeout 600 .venv/bin/koloda --demo --game rooster --players 2 \
    --quit-after 1 --speed off --language "$lang" >"/tmp/demo-$lang.log" 2>&1 \
    || { tail -20 "/tmp/demo-$lang.log"; echo "the offscreen demo in $lang failed"; exit 1; }
  grep '^demo: language' "/tmp/demo-$lang.log" || echo "demo offscreen in $lang: exit 0"
  timeout 600 .venv/bin/koloda --demo --game rooster --players 2 --quit-after 1 --speed fast \
    --language "$lang" \
    >"/tmp/window-$lang.log" 2>&1 \
    || { tail -20 "/tmp/window-$lang.log"; echo "the demo window in $lang failed"; exit 1; }
  echo "demo window under Xvfb in $lang: exit 0"
done
kill "$xvfb"
EOF
  inside "bash /root/fresh-app.sh" || die "$suite: the app did not install and run as the README says"

  if [[ $suite == trixie ]]; then
    local tests=${KOLODA_FRESH_TEST_CMD:-$TESTS}
    say "$suite: the README's test command: $tests"
    local t=$SECONDS
    if ! inside "$tests" >"$ROOT.tests.log" 2>&1; then
      tail -60 "$ROOT.tests.log"
      grep -E '^(FAILED|ERROR) ' "$ROOT.tests.log" | cut -c1-300 || true
      die "$suite: the tests failed"
    fi
    tail -3 "$ROOT.tests.log"
    echo "$suite: tests took $((SECONDS - t)) s"
  fi
  cleanup
  say "$suite: passed in $((SECONDS - start)) s"
}

[[ $(id -u) == 0 ]] || die "run as root (debootstrap and chroot)"
for suite in "${SUITES[@]}"; do
  check_suite "$suite"
done
