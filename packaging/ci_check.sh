#!/usr/bin/env bash
# Packaging check for CI (and for anyone before a release): proves that what we ship works
# outside the source tree.
#   1. build the sdist and, from it, the wheel (python -m build) and look inside both;
#   2. install the wheel into a fresh venv, check the data resolve inside site-packages,
#      start the installed app offscreen (copenhagen-gui --smoke-test) and replay a
#      golden record with copenhagen-replay;
#   3. validate the .desktop file and the AppStream metainfo, and a user install of them;
#   4. build the PyInstaller bundle from the same wheel and start it the same way.
# Prints build times and sizes. Any failure exits non-zero.
# Usage: packaging/ci_check.sh [--no-bundle]
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PYTHON=${PYTHON:-python3}
OUT=$ROOT/build/ci
WITH_BUNDLE=1
[[ "${1:-}" == "--no-bundle" ]] && WITH_BUNDLE=0
export PIP_DISABLE_PIP_VERSION_CHECK=1 QT_QPA_PLATFORM=offscreen

declare -a SUMMARY=()
CHECKS=0
say() { printf '[ci_check] %s\n' "$*"; }
passed() { CHECKS=$((CHECKS + 1)); say "ok: $*"; }
fail() { say "FAILED: $*"; exit 1; }
timed() {  # timed "label" command... — runs it and records the seconds
    local label=$1 start end; shift
    start=$(date +%s%N)
    "$@"
    end=$(date +%s%N)
    SUMMARY+=("$(awk -v l="$label" -v s="$start" -v e="$end" 'BEGIN { printf "%-38s %8.1f s", l, (e - s) / 1e9 }')")
}
size() { du -sb "$1" | awk '{printf "%.1f MB", $1/1e6}'; }

rm -rf "$OUT"
mkdir -p "$OUT/home"
# The app must never touch the real user folders: its runs get a home of their own.
isolated() {
    env HOME="$OUT/home" XDG_CONFIG_HOME="$OUT/home/.config" XDG_DATA_HOME="$OUT/home/.local/share" \
        XDG_STATE_HOME="$OUT/home/.local/state" XDG_CACHE_HOME="$OUT/home/.cache" "$@"
}

# --- 1. sdist + wheel ---------------------------------------------------------------------
build_dists() {
    "$PYTHON" -m venv "$OUT/tools"
    "$OUT/tools/bin/pip" install --quiet build
    "$OUT/tools/bin/python" -m build --outdir "$OUT/dist" . >"$OUT/build.log" 2>&1 \
        || { tail -40 "$OUT/build.log"; fail "python -m build"; }
}
timed "sdist + wheel (python -m build)" build_dists
WHEEL=$(ls "$OUT"/dist/copenhagen_gui-*.whl)
SDIST=$(ls "$OUT"/dist/copenhagen_gui-*.tar.gz)
SUMMARY+=("$(printf '%-38s %10s' "wheel size" "$(size "$WHEEL")")" "$(printf '%-38s %10s' "sdist size" "$(size "$SDIST")")")

"$OUT/tools/bin/python" - "$WHEEL" "$SDIST" "$ROOT" <<'EOF'
import sys, tarfile, zipfile
from pathlib import Path
wheel, sdist, root = sys.argv[1], sys.argv[2], Path(sys.argv[3])
names = set(zipfile.ZipFile(wheel).namelist())
data = "copenhagen_gui/_data/"
need = [data + "LICENSE", data + "resources/icons/copenhagen-gui.svg", data + "resources/icons/copenhagen-gui-32.png"]
need += [data + "translations/" + ts.with_suffix(".qm").name for ts in sorted((root / "translations").glob("*.ts"))]
for folder in ("resources",):
    need += [data + str(p.relative_to(root)) for p in (root / folder).rglob("*") if p.is_file()]
missing = [n for n in need if n not in names]
if missing:
    sys.exit("wheel lacks: " + ", ".join(missing))
entry = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith("entry_points.txt"))).decode()
for script in ("copenhagen-gui = copenhagen_gui.app:main", "copenhagen-replay = copenhagen_gui.cli:main"):
    if script not in entry:
        sys.exit(f"wheel lacks the entry point {script!r}")
members = tarfile.open(sdist).getnames()
for needed in ("resources/icons/copenhagen-gui.svg", "setup.py", "LICENSE", "packaging/copenhagen.spec"):
    if not any(m.endswith("/" + needed) for m in members):
        sys.exit(f"sdist lacks {needed}")
qm = sum(n.endswith(".qm") for n in names)
print(f"[ci_check] wheel: {len(names)} files, {qm} translations; sdist: {len(members)} members")
EOF
passed "wheel and sdist contents, entry points"

# --- 2. the installed wheel ---------------------------------------------------------------
timed "fresh venv + pip install wheel" bash -c "'$PYTHON' -m venv '$OUT/app' && '$OUT/app/bin/pip' install --quiet '$WHEEL'"
cd "$OUT"  # away from the source tree: nothing may come from ./copenhagen_gui
"$OUT/app/bin/python" - <<'EOF'
from copenhagen_gui import __version__, resources
from importlib.metadata import version
site = "site-packages"
paths = {"icons": resources.resource_path("icons"), "translations": resources.translations_dir(),
         "license": resources.license_path()}
for what, path in paths.items():
    if site not in str(path) or not path.exists():
        raise SystemExit(f"{what} not found inside the installed package: {path}")
assert all(p.exists() for p in resources.app_icon_files()), "icon PNGs missing"
assert __version__ == version("copenhagen-gui") != "0.0.0", __version__
print(f"[ci_check] installed {__version__}: data in {paths['icons'].parent.parent}")
EOF
passed "installed package finds its data and version"
timed "installed app --smoke-test" isolated "$OUT/app/bin/copenhagen-gui" --smoke-test
passed "installed copenhagen-gui --smoke-test"
RECORD=$(find "$ROOT/tests/games/copenhagen_rw/records" -name '*.json' 2>/dev/null | sort | head -n 1 || true)
if [[ -n "$RECORD" ]]; then
    say "replaying golden record ${RECORD#"$ROOT"/}"
    isolated "$OUT/app/bin/copenhagen-replay" "$RECORD"
else
    say "no golden record in tests/games/copenhagen_rw/records yet: replaying a fresh random game instead"
    "$OUT/app/bin/python" -c "
from copenhagen_gui.bots.random_player import play_game
from copenhagen_gui.rules.record import dumps
from copenhagen_gui.rules.state import GameOptions
record, _ = play_game(GameOptions(2), seed=5)
open('random-game.json', 'w').write(dumps(record))"
    isolated "$OUT/app/bin/copenhagen-replay" random-game.json
fi
passed "installed copenhagen-replay"
cd "$ROOT"

# --- 3. desktop integration -----------------------------------------------------------------
if ! command -v desktop-file-validate >/dev/null || ! command -v appstreamcli >/dev/null; then
    if [[ "${CI:-}" == "true" && $(id -u) == 0 ]] && command -v apt-get >/dev/null; then
        say "installing the validators (desktop-file-utils, appstream)"
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq desktop-file-utils appstream >/dev/null
    fi
fi
LINUX=packaging/linux
if command -v desktop-file-validate >/dev/null && command -v appstreamcli >/dev/null; then
    desktop-file-validate "$LINUX"/*.desktop || fail "desktop-file-validate"
    passed "desktop-file-validate"
    appstreamcli validate --pedantic --no-net "$LINUX"/*.metainfo.xml || fail "appstreamcli validate"
    passed "appstreamcli validate"
    "$OUT/app/bin/python" packaging/install_desktop.py --data-home "$OUT/desktop" >/dev/null
    desktop-file-validate "$OUT"/desktop/applications/*.desktop || fail "installed .desktop"
    passed "user install of the desktop files ($(find "$OUT/desktop" -type f | wc -l) files)"
elif [[ "${CI:-}" == "true" ]]; then
    fail "desktop-file-validate / appstreamcli missing (apt-get install desktop-file-utils appstream)"
else
    say "SKIPPED desktop validation: desktop-file-validate or appstreamcli is not installed"
fi

# --- 4. PyInstaller bundle ------------------------------------------------------------------
if [[ $WITH_BUNDLE == 1 ]]; then
    timed "PyInstaller bundle (build_bundle.py)" "$PYTHON" packaging/build_bundle.py \
        --wheel "$WHEEL" --build-dir "$OUT/bundle-build" --dist-dir "$OUT/bundle-dist"
    ARCHIVE=$(ls "$OUT"/bundle-dist/copenhagen-gui-*.tar.gz)
    SUMMARY+=("$(printf '%-38s %10s' "bundle folder size" "$(size "$OUT/bundle-dist/bundle/copenhagen-gui")")"
              "$(printf '%-38s %10s' "bundle archive size (.tar.gz)" "$(size "$ARCHIVE")")")
    # Test what users download: the unpacked archive.
    mkdir -p "$OUT/unpacked"
    timed "unpack the archive" tar -xzf "$ARCHIVE" -C "$OUT/unpacked"
    BUNDLE=$(ls -d "$OUT"/unpacked/copenhagen-gui-*)
    for needed in copenhagen-gui _internal/copenhagen_gui/_data/resources/icons/copenhagen-gui-32.png \
                  _internal/copenhagen_gui/_data/LICENSE install_desktop.py linux/*.desktop LICENSE README.txt; do
        compgen -G "$BUNDLE/$needed" >/dev/null || fail "bundle lacks $needed"
    done
    ls -d "$BUNDLE"/_internal/copenhagen_gui-*.dist-info >/dev/null || fail "bundle lacks the package metadata (version)"
    n_qm=$(find "$BUNDLE/_internal/copenhagen_gui/_data/translations" -name '*.qm' | wc -l)
    [[ $n_qm == $(find translations -name '*.ts' | wc -l) ]] || fail "bundle has $n_qm translations"
    # Qt's own translations: only qtbase_<code>.qm of the app's languages (copenhagen.spec).
    qt_qm=$(ls "$BUNDLE/_internal/PySide6/Qt/translations" | tr '\n' ' ')
    [[ $qt_qm == "qtbase_de.qm qtbase_en.qm qtbase_fr.qm qtbase_nl.qm " ]] || fail "bundle's Qt translations: $qt_qm"
    passed "bundle contents ($n_qm translations + Qt's for de en fr nl, package metadata, desktop files)"
    cd "$OUT"
    timed "bundle --smoke-test" isolated "$BUNDLE/copenhagen-gui" --smoke-test
    passed "bundle --smoke-test"
    cd "$ROOT"
    python3 "$BUNDLE/install_desktop.py" --data-home "$OUT/bundle-desktop" >/dev/null
    grep -qx "Exec=$BUNDLE/copenhagen-gui" "$OUT"/bundle-desktop/applications/*.desktop \
        || fail "the bundle's install_desktop.py did not point the launcher at the bundle"
    passed "the bundle's install_desktop.py"
    if [[ -n "$RECORD" ]]; then
        isolated "$BUNDLE/copenhagen-gui" replay "$RECORD" >/dev/null || fail "bundle replay"
        passed "bundle: copenhagen-gui replay of the golden record"
    fi
fi

say "summary"
printf '  %s\n' "${SUMMARY[@]}"
say "all packaging checks passed"
# A failed check exits at once above, so reaching here means none failed.
echo "packaging: $CHECKS passed, 0 failed"
