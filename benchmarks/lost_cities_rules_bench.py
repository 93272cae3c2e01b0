"""Lost Cities R&W rules engine speed, as medians over repeated runs (plain script):

(a) legal_actions for every seat of a state (target: median <= 1 ms per call), on the
    states of seeded random 5-player games, measured per call;
(b) a complete random 5-player game through the engine (target: median <= 20 ms),
    uniformly random legal actions, rolls completed as the session does; also given
    per action.

Run: python benchmarks/lost_cities_rules_bench.py [--games N] [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from copenhagen_gui.games.lost_cities_rw.bots.random_player import play_game  # noqa: E402
from copenhagen_gui.games.lost_cities_rw.rules import engine  # noqa: E402
from copenhagen_gui.games.lost_cities_rw.rules.options import Options  # noqa: E402

TARGET_LEGAL_MS = 1.0
TARGET_GAME_MS = 20.0


def sample_states(games: int) -> list:
    states = []
    for seed in range(games):
        actions, _ = play_game(Options(5), 1000 + seed)
        states.extend(engine.replay(Options(5), actions)[::3])
    return states


def bench_legal(states: list, runs: int) -> tuple[float, float]:
    times, found = [], 0
    for _ in range(runs):
        for state in states:
            for seat in state.pending or (0,):
                start = time.perf_counter()
                actions = engine.legal_actions(state, seat)
                times.append(time.perf_counter() - start)
                found += len(actions)
    return statistics.median(times), found / len(times)


def bench_games(games: int, runs: int) -> tuple[float, float]:
    game_times, action_times = [], []
    for _ in range(runs):
        for seed in range(games):
            start = time.perf_counter()
            actions, _ = play_game(Options(5), seed)
            elapsed = time.perf_counter() - start
            game_times.append(elapsed)
            action_times.append(elapsed / len(actions))
    return statistics.median(game_times), statistics.median(action_times)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="seeded games per run")
    parser.add_argument("--runs", type=int, default=3, help="repetitions")
    args = parser.parse_args(argv)
    median, per_call = bench_legal(sample_states(10), args.runs)
    print(f"(a) legal_actions: median {median * 1e3:.4f} ms per call "
          f"({per_call:.1f} actions listed per call; target <= {TARGET_LEGAL_MS:g} ms)")
    game, action = bench_games(args.games, args.runs)
    print(f"(b) random 5-player game: median {game * 1e3:.2f} ms per game "
          f"({action * 1e6:.1f} us per action; target <= {TARGET_GAME_MS:g} ms)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
