"""Where the time of the profiled clicks goes: reads the cProfile files that
``click_paint_bench.py --profile PREFIX`` writes (one per action) and prints, per click,
the exclusive time of each part of the program and the functions that take most.

    python benchmarks/profile_summary.py PREFIX-build.prof [more.prof ...] [--top 20]

Parts (exclusive time, so they add up to the whole): Qt's event loop itself (C++ inside
``processEvents``: painting, compositing, layouts, event delivery), other Qt calls made
from Python (a painter's draws, setters, signals), then our Python by package. The
profiler slows Python much more than C++: read the parts as a ranking, and the bench's
own per-click CPU figures (sync, paint) as the amounts.
"""

from __future__ import annotations

import argparse
import pstats
from collections import defaultdict

PARTS = (  # (name, test on the file path), first match wins
    ("History dock (shell/history_panel, history_rows)", lambda f: "shell/history_" in f),
    ("autosave (journal, storage, keeper)", lambda f: any(k in f for k in (
        "session/journal", "session/storage", "autosave_keeper", "record_follower", "autosave_slot"))),
    ("scene: items' paint and pictures", lambda f: any(k in f for k in (
        "remembered_pictures", "/scene/items", "/scene/glyphs", "/scene/pad", "/scene/sheet", "/scene/marks",
        "/scene/spotlight"))),
    ("scene: sync and the rest of the scene", lambda f: "/scene/" in f),
    ("rules (engine, queries, scoring)", lambda f: "/rules/" in f or "copenhagen_gui/core/" in f),
    ("controller, view hints, turn panel, mode", lambda f: "/ui/" in f or "/mode.py" in f),
    ("session (perform, undo stack, commands)", lambda f: "copenhagen_gui/session/" in f),
    ("shell (window, menus, texts)", lambda f: "copenhagen_gui/shell/" in f),
    ("this benchmark", lambda f: "benchmarks/" in f),
    ("attrs, enum, functools, other Python", lambda f: f != "~"),
)


def part_of(key) -> str:
    filename, _line, name = key
    if filename == "~":
        if "processEvents" in name:
            return "Qt event loop (C++ in processEvents: paint, composite, events)"
        if "PySide6" in name or "Shiboken" in name or "shiboken" in name:
            return "other Qt calls from Python (draws, setters, signals)"
        return "Python built-ins"
    for part, test in PARTS:
        if test(filename):
            return part
    return "other"


def clicks(stats: pstats.Stats) -> int:
    for (filename, _line, name), (_cc, nc, _tt, _ct, _callers) in stats.stats.items():
        if filename == "~" and "mouseClick" in name:
            return nc
    return 1


def summary(path: str, top: int) -> list[str]:
    stats = pstats.Stats(path)
    n = clicks(stats)
    total = sum(tt for _cc, _nc, tt, _ct, _c in stats.stats.values())
    parts: dict[str, float] = defaultdict(float)
    for key, (_cc, _nc, tt, _ct, _c) in stats.stats.items():
        parts[part_of(key)] += tt
    lines = [f"=== {path}: {n} clicks, {total * 1000 / n:.2f} ms per click under the profiler"]
    for part, tt in sorted(parts.items(), key=lambda kv: -kv[1]):
        lines.append(f"  {tt * 1000 / n:7.2f} ms {tt / total * 100:5.1f}%  {part}")
    lines.append(f"  top {top} functions by own time (ms per click, calls per click):")
    rows = sorted(stats.stats.items(), key=lambda kv: -kv[1][2])[:top]
    for (filename, line, name), (_cc, nc, tt, ct, _c) in rows:
        where = name if filename == "~" else f"{_short(filename)}:{line} {name}"
        lines.append(f"  {tt * 1000 / n:7.2f} own {ct * 1000 / n:7.2f} cum {nc / n:7.1f}x  {where}")
    return lines


def _short(filename: str) -> str:
    for marker in ("copenhagen_gui/", "benchmarks/", "site-packages/", "python3.11/"):
        if marker in filename:
            return filename[filename.index(marker):]
    return filename


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+")
    parser.add_argument("--top", type=int, default=20)
    args = parser.parse_args(argv)
    for path in args.files:
        print("\n".join(summary(path, args.top)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
