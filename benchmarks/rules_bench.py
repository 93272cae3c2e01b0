"""Rules engine speed, as medians over repeated runs (plain script, no pinning):

(a) every legal placement of every shape still on the pad, for the active player of a
    mid-game state (target: median <= 1 ms). Measured cold: the engine's placement
    caches are emptied before each run, so this is the real search.
(b) the rules of a complete random 4-player game (target, issue 16: median <= 5 ms):
    ``legal_actions`` then the unchecked ``apply`` for every action of a recorded random
    game, as a bot or a replay runs them; the random choices and dice are made before.
(c) a whole random 4-player game through random_player.play_game, the choices and the
    dice included (target: median <= 20 ms), also given per action.

Run from the checkout to measure: PYTHONPATH=. python benchmarks/rules_bench.py [--games N] [--runs N]
"""

from __future__ import annotations

import argparse
import statistics
import time

from copenhagen_gui.core import record
from copenhagen_gui.games.copenhagen_rw.bots.random_player import play_game
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions


def _clear_caches() -> None:
    for name in ("_placements", "has_placement"):
        cache_clear = getattr(getattr(engine, name, None), "cache_clear", None)
        if cache_clear:
            cache_clear()


def all_placements(state) -> dict:
    filled = state.sheet.filled
    return {s.id: engine.placements(filled, s.id) for s in SHAPES if s.id not in state.crossed}


def mid_game_states(count: int) -> list:
    """The state halfway through each of ``count`` seeded random 4-player games."""
    states = []
    for seed in range(count):
        rec, _ = play_game(GameOptions(4), 1000 + seed)
        states.append(record.replay(rec, upto=len(rec.actions) // 2)[-1])
    return states


def bench_placements(states: list, runs: int) -> tuple[float, float]:
    times = []
    found = 0
    for _ in range(runs):
        for state in states:
            _clear_caches()
            start = time.perf_counter()
            result = all_placements(state)
            times.append(time.perf_counter() - start)
            found += sum(len(v) for v in result.values())
    return statistics.median(times), found / (runs * len(states))


def bench_rules(games: int, runs: int) -> float:
    """Median time of the rules' work in one random game: what is legal, then the
    chosen action applied, for every decision of the game."""
    recorded = [play_game(GameOptions(4), seed)[0] for seed in range(games)]
    times = []
    for _ in range(runs):
        for rec in recorded:
            start = time.perf_counter()
            state = engine.new_game(rec.options)
            for action in rec.actions:
                engine.legal_actions(state)
                state = engine.apply_unchecked(state, action)
            times.append(time.perf_counter() - start)
    return statistics.median(times)


def bench_games(games: int, runs: int) -> tuple[float, float]:
    game_times, action_times = [], []
    for _ in range(runs):
        for seed in range(games):
            start = time.perf_counter()
            rec, _ = play_game(GameOptions(4), seed)
            elapsed = time.perf_counter() - start
            game_times.append(elapsed)
            action_times.append(elapsed / len(rec.actions))
    return statistics.median(game_times), statistics.median(action_times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="seeded games per run")
    parser.add_argument("--runs", type=int, default=3, help="repetitions")
    args = parser.parse_args()
    states = mid_game_states(20)
    median, per_state = bench_placements(states, args.runs * 5)
    print(f"(a) all placements, mid-game building: median {median * 1e3:.3f} ms "
          f"({per_state:.0f} placements found per state; target <= 1 ms)")
    rules = bench_rules(args.games, args.runs)
    print(f"(b) rules of a random 4-player game: median {rules * 1e3:.2f} ms per game "
          f"(target <= 5 ms)")
    game, action = bench_games(args.games, args.runs)
    print(f"(c) random 4-player game, choices and dice included: median {game * 1e3:.1f} ms "
          f"per game, {action * 1e6:.0f} us per action (target <= 20 ms per game)")


if __name__ == "__main__":
    main()
