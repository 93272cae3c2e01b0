"""Card game bots: strength and speed in seeded two-player matches.

    .venv/bin/python benchmarks/copenhagen_bots_bench.py            # 200 games per pairing
    .venv/bin/python benchmarks/copenhagen_bots_bench.py --games 60

For each pairing (strong vs normal, normal vs easy) game i uses seed i for the cards
and the bots' own choices; the bots swap seats every game and the start player
alternates every two games, so each bot plays each seat and each start position
equally. Printed: the first bot's score (a shared win counts one half) with a 95%
Wilson interval (target for strong vs normal: >= 70%), its outright wins, and the
median, 95th percentile and largest time per decision of each level (one decision =
one ``choose`` call; target for strong: median <= 200 ms).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from copenhagen_gui.games.copenhagen.bots import make_bot, play_game  # noqa: E402
from copenhagen_gui.games.copenhagen.rules.state import GameOptions  # noqa: E402

PAIRINGS = (("strong", "normal"), ("normal", "easy"))
TARGET_SCORE = 0.70
TARGET_DECISION_MS = 200.0


def play_one(first: str, second: str, seed: int, timings: dict[str, list[float]]):
    """One game: the first level's score (1 win, 0.5 shared, 0 loss) and points."""
    swap = seed % 2 == 1
    levels = [second, first] if swap else [first, second]
    bots = [make_bot(level) for level in levels]
    options = GameOptions(2, start_player=(seed // 2) % 2)

    def record(state, seat, action, seconds):
        timings.setdefault(levels[seat], []).append(seconds)

    state, _ = play_game(options, bots, seed, record)
    seat = 1 if swap else 0
    if seat in state.winners:
        score = 1.0 if len(state.winners) == 1 else 0.5
    else:
        score = 0.0
    return score, state.players[seat].points, state.players[1 - seat].points, state.end_reason


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a proportion."""
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=200, help="games per pairing")
    args = parser.parse_args()
    timings: dict[str, list[float]] = {}
    for first, second in PAIRINGS:
        started = time.perf_counter()
        results = [play_one(first, second, seed, timings) for seed in range(args.games)]
        score = sum(r[0] for r in results)
        outright = sum(1 for r in results if r[0] == 1.0)
        low, high = wilson(score, args.games)
        by_points = sum(1 for r in results if r[3].value == "points")
        print(
            f"{first} vs {second}: score {score / args.games:.1%} "
            f"(95% CI {low:.1%}..{high:.1%}; {outright} outright wins, "
            f"{sum(1 for r in results if r[0] == 0.5)} shared, of {args.games}); "
            f"points {statistics.mean(r[1] for r in results):.1f} vs "
            f"{statistics.mean(r[2] for r in results):.1f}; "
            f"{by_points} games ended at 12 points; "
            f"{time.perf_counter() - started:.0f} s"
            + (f"  [target >= {TARGET_SCORE:.0%}]" if (first, second) == PAIRINGS[0] else "")
        )
    for level in ("strong", "normal", "easy"):
        seconds = timings.get(level)
        if not seconds:
            continue
        target = f"  [target median <= {TARGET_DECISION_MS:.0f} ms]" if level == "strong" else ""
        print(
            f"{level} decision: median {statistics.median(seconds) * 1e3:.2f} ms, "
            f"p95 {percentile(seconds, 0.95) * 1e3:.2f} ms, "
            f"max {max(seconds) * 1e3:.1f} ms over {len(seconds)} decisions{target}"
        )


if __name__ == "__main__":
    main()
