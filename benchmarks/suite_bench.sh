#!/usr/bin/env bash
# Wall time of the test suite as `make test` runs it (issue 29: <= 120 s on a quiet
# 2-core machine, no test dropped): the same pytest command, seed and workers as the
# Makefile's `test` target, without the venv and translation steps before it.
#
#   benchmarks/suite_bench.sh [PYTHON] [more pytest arguments...]
#   TEST_WORKERS=0 benchmarks/suite_bench.sh     # in one process, as before the ninth round
#
# PYTHON defaults to .venv/bin/python (what `make test` uses). Prints the machine's load
# before and after (the wall time means little on a busy machine: read the CPU time, and
# CPU / cores, the wall time the same work needs at best when no one else runs),
# whether bytecode is written, the slowest tests, and one line with wall, CPU (every
# worker and every process the tests start) and the largest process's peak memory.
set -u
cd "$(dirname "$0")/.."
PY=${1:-.venv/bin/python}
[ $# -gt 0 ] && shift
SEED=$(sed -n 's/^TEST_SEED ?= *//p' Makefile)
WORKERS=${TEST_WORKERS:-$(sed -n 's/^TEST_WORKERS ?= *//p' Makefile)}
TARGET=120
echo "# the suite as make test runs it: $PY -m pytest -q -p randomly --randomly-seed=$SEED -n $WORKERS --dist worksteal"
echo "# load at start: $(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min) on $(nproc) cores"
if [ -n "${PYTHONDONTWRITEBYTECODE:-}" ]; then
    echo "# PYTHONDONTWRITEBYTECODE set: bytecode (and pytest's rewritten tests) not written, compiled at each start"
else
    echo "# PYTHONDONTWRITEBYTECODE unset: bytecode written and reused"
fi
log=$(mktemp)
/usr/bin/time -o "$log.time" -f "%e %U %S %M" \
    env QT_QPA_PLATFORM=offscreen "$PY" -m pytest -q -p randomly --randomly-seed="$SEED" \
    -n "$WORKERS" --dist worksteal --durations=15 "$@" >"$log" 2>&1
status=$?
awk '/slowest .* durations/ { on = 1 } on && (/^$/ || / passed| failed/) { exit } on' "$log"
grep -E "^[0-9]+ (passed|failed)|error" "$log" | tail -1
read -r wall user sys rss <"$log.time"
echo "# load at end: $(cut -d' ' -f1-3 /proc/loadavg)"
verdict=$(awk -v w="$wall" -v t="$TARGET" 'BEGIN { print (w <= t) ? "OK" : "MISSED" }')
cpu=$(echo "$user + $sys" | bc)
printf 'suite: %s s wall (target <= %s s on a quiet 2-core machine: %s), %.0f s CPU (user %s + system %s) = %.0f s per core on %s cores, peak RSS %.0f MB, pytest exit %s\n' \
    "$wall" "$TARGET" "$verdict" "$cpu" "$user" "$sys" "$(echo "$cpu / $(nproc)" | bc -l)" "$(nproc)" \
    "$(echo "$rss / 1024" | bc)" "$status"
rm -f "$log" "$log.time"
exit "$status"
