"""Where the timed clicks' time goes on the C++ side too: reads the raw stacks of
``py-spy record --native --format raw`` run over ``click_paint_bench.py`` and sorts the
samples taken inside a timed click (``Clock.time_click``) into parts, per game.

    py-spy record --native --rate 250 --format raw -o clicks.txt -- \\
        python benchmarks/click_paint_bench.py --games copenhagen --sizes 2560x1440
    python benchmarks/pyspy_summary.py clicks.txt [--top 15]

py-spy (PyPI) samples the process without slowing it, so unlike cProfile the shares of
C++ and Python are right; it cannot tell one action of a game from another (the parts
are per game). Parts, the first rule that matches a stack wins:
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict


def _frames(stack: str) -> list[tuple[str, str]]:
    """(function, where) of each frame, outermost first."""
    found = []
    for frame in stack.split(";"):
        name, _, where = frame.partition(" (")
        found.append((name, where.rstrip(")")))
    return found


def _any(frames, test) -> bool:
    return any(test(name, where) for name, where in frames)


IDLE_LEAVES = ("poll", "ppoll", "epoll_wait", "clock_nanosleep", "select")
RULES = (
    ("History dock: its lines, layout and paint", lambda n, w: "history_" in w or any(
        k in n for k in ("QListView", "QAbstractItemView", "QScrollBar"))),
    ("the window sent to the X server (backing store flush)", lambda n, w: any(
        k in n for k in ("BackingStore::flush", "QXcbBackingStore", "QXcbShmImage", "xcb_"))),
    ("table: items' paint() code (Python, and the draws it makes)", lambda n, w: (
        ("/scene/" in w or "remembered_pictures" in w) and "paint" in n.lower())),
    ("table: the view's own painting (cached pictures, background, item traversal)", lambda n, w: any(
        k in n for k in ("QGraphicsView::paintEvent", "QGraphicsScene::drawItems", "QGraphicsScenePrivate::draw"))),
    ("other widgets' painting (turn panel, labels, toolbar)", lambda n, w: "paintEvent" in n or "sendPaintEvent" in n),
    ("layouts and geometry", lambda n, w: any(k in n for k in ("QLayout", "QBoxLayout", "setGeometry", "sizeHint"))),
    ("table sync (Python)", lambda n, w: n.startswith("TableScene.") and "sync" in n),
    ("autosave journal", lambda n, w: "Autosaver" in n or "journal.py" in w or "storage.py" in w),
    ("controller, session, rules, window refresh (Python)", lambda n, w: "copenhagen_gui" in w),
)
__doc__ += ("    idle: a wait for events (poll, sleep) with nothing else on the stack, left out\n"
            + "\n".join(f"    {name}" for name, _ in RULES) + "\n    else: Qt's event delivery and the rest\n")

GAMES = {"bench_rw": "Roll & Write", "bench_copenhagen": "card game", "bench_lost_cities": "Lost Cities"}


def part_of(frames) -> str | None:
    """The part a sample belongs to; None for an idle one."""
    if frames[-1][0] in IDLE_LEAVES and not _any(frames, lambda n, w: "paint" in n.lower()):
        return None
    for name, test in RULES:
        if _any(frames, test):
            return name
    return "Qt's event delivery and the rest"


def leaf(frames) -> str:
    name, where = frames[-1]
    if name.startswith("0x"):  # a function without an exported name: its library
        return f"[internal code of {where}]"
    return f"{name} ({where})"


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("raw")
    parser.add_argument("--top", type=int, default=15, help="leaf functions to list per game")
    args = parser.parse_args(argv)
    parts: dict[str, Counter] = defaultdict(Counter)
    leaves: dict[str, Counter] = defaultdict(Counter)
    idle: Counter = Counter()
    items: dict[str, Counter] = defaultdict(Counter)
    with open(args.raw, encoding="utf-8", errors="replace") as raw:
        for line in raw:
            stack, _, count = line.rstrip("\n").rpartition(" ")
            if "Clock.time_click" not in stack:
                continue
            game = next((title for key, title in GAMES.items() if key in stack), "other")
            frames = _frames(stack)
            part = part_of(frames)
            if part is None:
                idle[game] += int(count)
                continue
            parts[game][part] += int(count)
            leaves[game][leaf(frames)] += int(count)
            if part == RULES[2][0]:  # which item's paint, and what inside it
                painters = [n for n, w in frames if RULES[2][1](n, w) and "remembering" not in n]
                painter = painters[0] if painters else "a remembered picture copied"
                inside = "Qt's drawing (C++)" if "lib" in frames[-1][1] else "Python"
                items[game][f"{painter}: {inside}"] += int(count)
    for game, counter in parts.items():
        total = sum(counter.values())
        print(f"=== {game}: {total} samples inside timed clicks ({idle[game]} idle ones left out)")
        for name, n in counter.most_common():
            print(f"  {n / total * 100:5.1f}%  {name}")
        print("  items' paint() by function, and whether in Python or in Qt's drawing (% of the game's samples):")
        for name, n in items[game].most_common(args.top):
            print(f"  {n / total * 100:5.1f}%  {name}")
        print(f"  leaf functions (own time), top {args.top}:")
        for name, n in leaves[game].most_common(args.top):
            print(f"  {n / total * 100:5.1f}%  {name}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
