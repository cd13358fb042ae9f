#!/usr/bin/env bash
# Smoke test of a frozen Koloda: each game played one round by the AI in demo mode, offscreen,
# with the bundle's other parts checked on the way (the demo's --deck, --language, --statistics):
# Ryadky with the English SVG deck in Russian, Chuvash Rooster with the Russian Atlas SVG deck in
# Ukrainian, Ditch Rummy with Koloda's drawn deck in English; each ends by drawing the Statistics
# window's plots (pyqtgraph and numpy). A check that fails fails the demo (exit 1).
#   packaging/smoke.sh <path to the frozen koloda executable>
# Fails (exit 1) when the program is missing, exits non-zero, hangs past the time limit, or prints
# a Python traceback (an exception in a Qt slot does not change the exit code by itself).
# Environment: KOLODA_SMOKE_GAMES (default: every game the program lists with `koloda games`, its
# rules' registry), KOLODA_SMOKE_TIMEOUT (seconds per game, default 180), KOLODA_SMOKE_SEED
# (default 1, so a failure can be replayed; "random" lets the demo pick its own deals, as a
# player's demo does).
set -uo pipefail

exe=${1:-}
if [[ -z "$exe" ]]; then
  echo "usage: $0 <path to the frozen koloda executable>" >&2
  exit 2
fi
if [[ ! -f "$exe" || ! -x "$exe" ]]; then
  echo "SMOKE FAILED: $exe is not an executable file" >&2
  exit 1
fi

limit=${KOLODA_SMOKE_TIMEOUT:-180}
seed=${KOLODA_SMOKE_SEED:-1}
seed_args=()
if [[ "$seed" != "random" ]]; then
  seed_args=(--seed "$seed")
fi
export QT_QPA_PLATFORM=offscreen

# A throwaway home so the test neither reads nor changes the user's settings, saves or statistics.
scratch=$(mktemp -d "${TMPDIR:-/tmp}/koloda-smoke.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
export HOME="$scratch/home" XDG_CONFIG_HOME="$scratch/config" XDG_DATA_HOME="$scratch/data"
export XDG_CACHE_HOME="$scratch/cache" XDG_STATE_HOME="$scratch/state" APPDATA="$scratch/appdata"
export LOCALAPPDATA="$scratch/localappdata"
mkdir -p "$HOME"

# GNU timeout on Linux and Git Bash; gtimeout from Homebrew coreutils; otherwise perl's alarm
# (macOS runners have perl), which kills the program with SIGALRM (exit 142).
run_limited() {
  if command -v timeout >/dev/null 2>&1 && timeout --version >/dev/null 2>&1; then
    timeout --kill-after=10 "$limit" "$@"
  elif command -v gtimeout >/dev/null 2>&1; then
    gtimeout --kill-after=10 "$limit" "$@"
  else
    perl -e 'alarm shift @ARGV; exec @ARGV or die "cannot run $ARGV[0]: $!\n"' "$limit" "$@"
  fi
}

now() { date +%s.%N 2>/dev/null | sed 's/N$/0/'; }

games=${KOLODA_SMOKE_GAMES:-}
if [[ -z "$games" ]]; then
  games=$(run_limited "$exe" games 2>"$scratch/games.log" | tr -d '\r')
  if [[ -z "${games//[[:space:]]/}" ]]; then
    echo "SMOKE FAILED: $exe games listed no game; its output:" >&2
    sed 's/^/    /' "$scratch/games.log" | tail -n 60 >&2
    exit 1
  fi
fi

failures=0
for game in $games; do
  log="$scratch/$game.log"
  start=$(now)
  case $game in
    ryadky) look=(--deck english --language ru) ;;
    rooster) look=(--deck atlas --language uk) ;;
    *) look=(--deck koloda --language en) ;;
  esac
  run_limited "$exe" --demo --game "$game" --quit-after 1 ${seed_args[@]+"${seed_args[@]}"} \
    "${look[@]}" --statistics >"$log" 2>&1
  rc=$?
  took=$(awk -v a="$start" -v b="$(now)" 'BEGIN { printf "%.1f", b - a }')
  problem=""
  if [[ $rc -eq 124 || $rc -eq 137 || $rc -eq 142 ]]; then
    problem="did not finish within ${limit}s (exit $rc)"
  elif [[ $rc -ne 0 ]]; then
    problem="exited with $rc"
  elif grep -q "^Traceback (most recent call last)" "$log"; then
    problem="printed a Python traceback"
  elif ! grep -q "^demo: statistics: [1-9][0-9]* plots drawn" "$log"; then
    problem="did not draw the Statistics window's plots"
  elif [[ ${look[1]} != koloda ]] && ! grep -q "^demo: deck ${look[1]}: SVG loaded" "$log"; then
    problem="did not load the ${look[1]} SVG deck"
  elif [[ ${look[3]} != en ]] && ! grep -q "^demo: language ${look[3]}: " "$log"; then
    problem="did not speak ${look[3]}"
  fi
  if [[ -n "$problem" ]]; then
    failures=$((failures + 1))
    echo "SMOKE FAILED: $game $problem after ${took}s; its output:" >&2
    sed 's/^/    /' "$log" | tail -n 60 >&2
  else
    echo "smoke ok: $game (demo, one round, offscreen, ${look[*]}, plots) in ${took}s"
  fi
done

if [[ $failures -ne 0 ]]; then
  echo "SMOKE FAILED: $failures of $(wc -w <<<"$games" | tr -d ' ') games failed for $exe" >&2
  exit 1
fi
echo "smoke passed: $(wc -w <<<"$games" | tr -d ' ') games with $exe"
