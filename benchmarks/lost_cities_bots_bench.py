"""Lost Cities R&W bot strength and speed: seeded two-player matches between levels.

    .venv/bin/python benchmarks/lost_cities_bots_bench.py              # 400 games per pairing
    .venv/bin/python benchmarks/lost_cities_bots_bench.py --games 100

For each pairing (strong vs normal, normal vs easy) it plays N games on the house sheet;
game i uses seed i, and the two bots swap seats every game (seat 0 always starts), so
each plays each seat equally. It prints the first level's win rate (a shared win counts
one half) with a 95% Wilson confidence interval, the mean points, and the time per
decision of each level (one ``choose`` call seeing ``spec.view_for``; target: median
<= 200 ms), over all decisions and over those with more than one legal action. The
first decision of a process also builds the column tables (the maximum).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from copenhagen_gui.core.chance import rng_for  # noqa: E402
from copenhagen_gui.games.lost_cities_rw.rules.actions import Roll  # noqa: E402
from copenhagen_gui.games.lost_cities_rw.spec import SPEC  # noqa: E402

PAIRINGS = (("strong", "normal"), ("normal", "easy"))
TARGET_WIN_RATE = 0.70  # strong vs normal
TARGET_MEDIAN_MS = 200.0


def play_one(first: str, second: str, seed: int, timings: dict[str, list[float]]) -> tuple[float, int, int]:
    """One game: the first level's result (1 win, 0.5 shared, 0 loss) and both scores."""
    swap = seed % 2 == 1
    levels = [second, first] if swap else [first, second]
    bots = [SPEC.bot(level) for level in levels]
    rng = random.Random(seed)
    state = SPEC.new_game(SPEC.default_options(2))
    position = 0
    while not SPEC.is_over(state):
        seat = min(SPEC.seats_to_act(state))
        choices = len(SPEC.legal_actions(state, seat))
        start = time.perf_counter()
        action = bots[seat].choose(SPEC.view_for(state, seat), seat, rng)
        elapsed = time.perf_counter() - start
        timings.setdefault(levels[seat], []).append(elapsed)
        if choices > 1:  # a real decision: dice to choose or an acceleration to place
            timings.setdefault(levels[seat] + " choosing", []).append(elapsed)
        if isinstance(action, Roll):
            action = SPEC.complete_chance(state, action, rng_for(seed, position))
        state = SPEC.apply(state, action)
        position += 1
    points = SPEC.scores(state)
    mine, theirs = (points[1], points[0]) if swap else (points[0], points[1])
    return (1.0 if mine > theirs else 0.5 if mine == theirs else 0.0), mine, theirs


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games per pairing")
    args = parser.parse_args(argv)
    timings: dict[str, list[float]] = {}
    started = time.perf_counter()
    for first, second in PAIRINGS:
        results = [play_one(first, second, seed, timings) for seed in range(args.games)]
        score = sum(r[0] for r in results)
        low, high = wilson(score, len(results))
        target = f"; target >= {100 * TARGET_WIN_RATE:.0f}%" if (first, second) == PAIRINGS[0] else ""
        print(f"{first} vs {second}: {score:g}/{len(results)} = {100 * score / len(results):.1f}% "
              f"(95% CI {100 * low:.1f}-{100 * high:.1f}%{target}), "
              f"mean points {statistics.mean(r[1] for r in results):.1f} vs "
              f"{statistics.mean(r[2] for r in results):.1f}")
    for level in (k for base in ("easy", "normal", "strong") for k in (base, base + " choosing")):
        times = sorted(timings.get(level, []))
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(f"{level:>15}: {len(times)} decisions, median {1000 * statistics.median(times):.3f} ms "
              f"(target <= {TARGET_MEDIAN_MS:.0f} ms), 95th percentile {1000 * p95:.2f} ms, "
              f"max {1000 * times[-1]:.1f} ms")
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
