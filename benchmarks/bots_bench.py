"""Bot strength and speed: seeded two-player matches between bot levels.

    .venv/bin/python benchmarks/bots_bench.py                 # 400 games per pairing
    .venv/bin/python benchmarks/bots_bench.py --games 100 --workers 1

For each pairing (strong vs normal, normal vs easy) it plays N games; game i uses
dice seed i, the two bots swap seats every game and the start player alternates
every two games, so each bot plays each seat and each start position equally. It
prints each pairing's win rate (a shared win counts one half) with a 95% Wilson
confidence interval, and the median and 95th percentile time per decision of each
level (one decision = one ``choose`` call), overall and in phase 1 alone (where
the bots plan the turn: rerolls, abilities, shape, placement).
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from copenhagen_gui.games.copenhagen_rw.bots.base import Level, make_bot, play_game  # noqa: E402
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase  # noqa: E402

PAIRINGS = ((Level.STRONG, Level.NORMAL), (Level.NORMAL, Level.EASY))


def play_one(job: tuple[str, str, int]) -> tuple[float, dict[str, list[float]], tuple[int, int]]:
    """One game: the first level's score (1 win, 0.5 shared, 0 loss), timings, points."""
    first, second, seed = job
    swap = seed % 2 == 1
    bots = [make_bot(first), make_bot(second)]
    if swap:
        bots.reverse()
    options = GameOptions(2, start_player=(seed // 2) % 2)
    timings: dict[str, list[float]] = {}

    def record(state, bot, action, seconds):
        timings.setdefault(bot.level.value, []).append(seconds)
        if state.phase is Phase.CHOOSE:
            timings.setdefault(bot.level.value + " phase 1", []).append(seconds)

    state, _ = play_game(options, bots, seed, record)
    seat = 1 if swap else 0
    if seat in state.winners:
        score = 1.0 if len(state.winners) == 1 else 0.5
    else:
        score = 0.0
    points = (state.players[seat].points, state.players[1 - seat].points)
    return score, timings, points


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=400, help="games per pairing")
    parser.add_argument("--workers", type=int, default=2, help="processes (the machine is shared)")
    args = parser.parse_args(argv)
    timings: dict[str, list[float]] = {}
    started = time.perf_counter()
    with multiprocessing.Pool(args.workers) as pool:
        for first, second in PAIRINGS:
            jobs = [(first.value, second.value, seed) for seed in range(args.games)]
            results = pool.map(play_one, jobs, chunksize=8)
            score = sum(r[0] for r in results)
            low, high = wilson(score, len(results))
            mine = statistics.mean(r[2][0] for r in results)
            theirs = statistics.mean(r[2][1] for r in results)
            print(
                f"{first.value} vs {second.value}: {score:g}/{len(results)} = "
                f"{100 * score / len(results):.1f}% (95% CI {100 * low:.1f}-{100 * high:.1f}%), "
                f"mean points {mine:.1f} vs {theirs:.1f}"
            )
            for _, times, _ in results:
                for level, t in times.items():
                    timings.setdefault(level, []).extend(t)
    for key in (k for level in Level for k in (level.value, level.value + " phase 1")):
        times = sorted(timings.get(key, []))
        if not times:
            continue
        p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
        print(
            f"{key:>14}: {len(times)} decisions, median {1000 * statistics.median(times):.2f} ms, "
            f"95th percentile {1000 * p95:.2f} ms, max {1000 * times[-1]:.1f} ms"
        )
    print(f"total {time.perf_counter() - started:.0f} s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
