#!/usr/bin/env bash
# Debian package check for CI (runs after packaging/ci_check.sh, as root on Debian):
#   1. build the .deb from the bundle ci_check.sh built (or build the bundle), lintian it;
#   2. install it with apt-get like a user would; check the launchers, desktop entry,
#      icons, metainfo and manual page are where the desktop looks for them;
#   3. start the installed copenhagen-gui --smoke-test, print a PDF and replay a golden
#      record with the installed copenhagen-replay;
#   4. apt-get purge it and check that none of its files is left.
# Installs its build tools with apt-get when they are missing. Any failure exits non-zero.
# Usage: packaging/deb_check.sh [BUNDLE_DIR]   (default: build/ci/bundle-dist/bundle/copenhagen-gui)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
OUT=$ROOT/build/ci-deb
BUNDLE=${1:-$ROOT/build/ci/bundle-dist/bundle/copenhagen-gui}
PACKAGE=copenhagen-games
APP_ID=$(basename packaging/linux/*.desktop .desktop)
export QT_QPA_PLATFORM=offscreen DEBIAN_FRONTEND=noninteractive

declare -a SUMMARY=()
CHECKS=0
say() { printf '[deb_check] %s\n' "$*"; }
passed() { CHECKS=$((CHECKS + 1)); say "ok: $*"; }
fail() { say "FAILED: $*"; exit 1; }
timed() {  # timed "label" command... — runs it, records the seconds, returns its status
    local label=$1 start end status=0; shift
    start=$(date +%s%N)
    "$@" || status=$?
    end=$(date +%s%N)
    SUMMARY+=("$(awk -v l="$label" -v s="$start" -v e="$end" 'BEGIN { printf "%-38s %8.1f s", l, (e - s) / 1e9 }')")
    return $status
}

[[ $(id -u) == 0 ]] || fail "installs a package system-wide: run as root (CI does)"
rm -rf "$OUT"
mkdir -p "$OUT/home"
# The installed app never touches the real user folders: its runs get a home of their own.
isolated() {
    env HOME="$OUT/home" XDG_CONFIG_HOME="$OUT/home/.config" XDG_DATA_HOME="$OUT/home/.local/share" \
        XDG_STATE_HOME="$OUT/home/.local/state" XDG_CACHE_HOME="$OUT/home/.cache" "$@"
}

# --- 1. build and lint ----------------------------------------------------------------------
# Build tools, and the libraries of the Depends that a machine without a desktop may lack
# (dpkg-shlibdeps must find each one to name its package).
NEEDED=(dpkg-dev binutils chrpath lintian libwayland-cursor0 libwayland-egl1 desktop-file-utils appstream man-db)
MISSING=()
for pkg in "${NEEDED[@]}"; do
    dpkg-query -W -f '${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || MISSING+=("$pkg")
done
if (( ${#MISSING[@]} )); then
    say "installing ${MISSING[*]}"
    timed "apt-get install build tools" bash -c \
        "apt-get update -qq && apt-get install -y -qq --no-install-recommends ${MISSING[*]} >/dev/null"
fi
if [[ ! -x "$BUNDLE/copenhagen-gui" ]]; then
    say "no bundle at $BUNDLE: building one"
    timed "PyInstaller bundle (build_bundle.py)" python3 packaging/build_bundle.py --no-archive \
        --build-dir "$OUT/bundle-build" --dist-dir "$OUT/bundle-dist"
    BUNDLE=$OUT/bundle-dist/bundle/copenhagen-gui
fi
# gzip: lintian reads it, and it is 4x quicker than xz here (make deb uses xz).
timed "build the .deb (build_deb.py, gzip)" python3 packaging/build_deb.py --bundle "$BUNDLE" \
    --out "$OUT" --work "$OUT/work" --compression gzip
DEB=$(ls "$OUT"/${PACKAGE}_*.deb)
SUMMARY+=("$(printf '%-38s %10s' ".deb size (gzip)" "$(du -b "$DEB" | awk '{printf "%.1f MB", $1/1e6}')")")
passed "built $(basename "$DEB"): $(dpkg-deb -f "$DEB" Depends)"
timed "lintian" lintian --info --pedantic --fail-on error,warning "$DEB" || fail "lintian"
passed "lintian: no error, no warning (overrides: packaging/deb/lintian-overrides)"

# --- 2. install -----------------------------------------------------------------------------
if dpkg-query -W -f '${Status}' "$PACKAGE" 2>/dev/null | grep -q 'install ok installed'; then
    say "$PACKAGE is installed already: purging it first"
    apt-get purge -y -qq "$PACKAGE" >/dev/null
fi
timed "apt-get install ./the.deb" apt-get install -y -qq --no-install-recommends "$DEB" >/dev/null \
    || fail "apt-get install"
# Whatever happens from here on, the package does not stay on the machine.
trap 'apt-get purge -y -qq "$PACKAGE" >/dev/null 2>&1 || true' EXIT
dpkg -L "$PACKAGE" >"$OUT/files.txt"
for path in /usr/bin/copenhagen-gui /usr/bin/copenhagen-replay /usr/lib/$PACKAGE/copenhagen-gui \
            /usr/share/applications/$APP_ID.desktop /usr/share/metainfo/$APP_ID.metainfo.xml \
            /usr/share/icons/hicolor/scalable/apps/$APP_ID.svg /usr/share/doc/$PACKAGE/copyright; do
    [[ -e $path ]] || fail "not installed: $path"
done
for size in 16 22 24 32 48 64 128 256 512; do
    [[ -f /usr/share/icons/hicolor/${size}x${size}/apps/$APP_ID.png ]] || fail "no ${size}px icon"
done
[[ $(command -v copenhagen-gui) == /usr/bin/copenhagen-gui ]] || fail "copenhagen-gui is not the installed one on PATH"
man -w copenhagen-gui >/dev/null && man -w copenhagen-replay >/dev/null || fail "man pages"
desktop-file-validate /usr/share/applications/$APP_ID.desktop || fail "installed desktop entry"
appstreamcli validate --no-net --pedantic /usr/share/metainfo/$APP_ID.metainfo.xml >/dev/null \
    || fail "installed metainfo"
passed "installed: launchers on PATH, desktop entry, 9 icon sizes + SVG, metainfo, man pages ($(wc -l <"$OUT/files.txt") paths)"

# --- 3. run what was installed, from outside the source tree ----------------------------------
cd "$OUT"
timed "installed --smoke-test" isolated copenhagen-gui --smoke-test
passed "installed copenhagen-gui --smoke-test"
isolated copenhagen-gui print --game copenhagen-rw --out "$OUT/sheets.pdf" --language de
[[ $(head -c 5 "$OUT/sheets.pdf") == "%PDF-" ]] || fail "print wrote no PDF"
passed "installed copenhagen-gui print ($(du -b "$OUT/sheets.pdf" | cut -f1) bytes)"
RECORD=$ROOT/tests/games/copenhagen_rw/records/game_2p_seed7.json
isolated copenhagen-replay --json "$RECORD" >"$OUT/replay.json" || fail "copenhagen-replay"
python3 - "$OUT/replay.json" "${RECORD%.json}.summary.json" <<'EOF' || fail "the replay differs from the golden summary"
import json, sys
got, expected = (json.load(open(path, encoding="utf-8")) for path in sys.argv[1:])
got.pop("valid")
sys.exit(0 if got == expected else f"replay: {got}\nexpected: {expected}")
EOF
passed "installed copenhagen-replay: the golden record's summary"
cd "$ROOT"

# --- 4. purge ------------------------------------------------------------------------------
trap - EXIT
timed "apt-get purge" apt-get purge -y -qq "$PACKAGE" >/dev/null || fail "apt-get purge"
dpkg-query -W -f '${Status}' "$PACKAGE" 2>/dev/null | grep -q installed && fail "still installed"
LEFT=$(while read -r path; do
           [[ -d $path && ! -L $path ]] && continue  # folders other packages share (/usr/bin ...)
           [[ -e $path || -L $path ]] && echo "$path"
       done <"$OUT/files.txt"
       find /usr/lib /usr/bin /usr/share/applications /usr/share/metainfo /usr/share/icons /usr/share/man \
            /usr/share/doc /usr/share/lintian -name "*$APP_ID*" -o -name "$PACKAGE*" -o -name 'copenhagen-gui*' \
            -o -name 'copenhagen-replay*' 2>/dev/null)
[[ -z $LEFT ]] || fail "left after purge: $LEFT"
passed "purged: nothing of the package left"

say "summary"
printf '  %s\n' "${SUMMARY[@]}"
echo "deb: $CHECKS passed, 0 failed"
