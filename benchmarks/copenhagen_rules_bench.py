"""Card game rules engine speed, as medians (plain script, no pinning):

(a) ``legal_actions`` for the player to act in mid-game states: every decision state
    of the middle third of seeded 2- and 4-player games between computer players
    (target: median <= 1 ms). Measured cold: the engine's placement and payment
    caches are emptied before each call. The start of a turn, where every build is
    listed, is also given on its own.
(b) a complete random 4-player game: uniformly random legal actions, chance drawn
    from an rng, unchecked apply (target: median <= 20 ms per game).

    .venv/bin/python benchmarks/copenhagen_rules_bench.py [--games N] [--runs N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from copenhagen_gui.games.copenhagen.bots import make_bot, play_game  # noqa: E402
from copenhagen_gui.games.copenhagen.rules import construction, engine  # noqa: E402
from copenhagen_gui.games.copenhagen.rules.state import GameOptions, Phase  # noqa: E402

TARGET_LEGAL_MS = 1.0
TARGET_GAME_MS = 20.0


def _clear_caches() -> None:
    construction.fitting_groups.cache_clear()
    construction.payment_options.cache_clear()


def mid_game_states(games: int) -> list:
    """Decision states from the middle third of bot games (2 and 4 players)."""
    states = []
    for seed in range(games):
        players = 2 if seed % 2 == 0 else 4
        levels = ["strong", "normal", "strong", "normal"][:players]
        _, actions = play_game(GameOptions(players), [make_bot(x) for x in levels], 700 + seed)
        state = engine.new_game(GameOptions(players))
        third = len(actions) // 3
        for i, action in enumerate(actions):
            if third <= i < 2 * third and engine.seats_to_act(state):
                states.append(state)
            state = engine.apply_unchecked(state, action)
    return states


def bench_legal(states: list, runs: int) -> tuple[list[float], list[float], list[int]]:
    every, starts, counts = [], [], []
    for _ in range(runs):
        for state in states:
            _clear_caches()
            started = time.perf_counter()
            found = engine.legal_actions(state, state.turn.player)
            elapsed = time.perf_counter() - started
            every.append(elapsed)
            if state.phase is Phase.START:
                starts.append(elapsed)
                counts.append(len(found))
    return every, starts, counts


def random_game(seed: int) -> int:
    rng = random.Random(seed)
    state = engine.new_game(GameOptions(4, seed % 4))
    count = 0
    while state.phase is not Phase.GAME_OVER:
        auto = engine.automatic_action(state)
        if auto is not None:
            action = engine.complete_chance(state, auto, rng)
        else:
            action = rng.choice(engine.legal_actions(state, state.turn.player))
        state = engine.apply_unchecked(state, action)
        count += 1
    return count


def bench_games(games: int, runs: int) -> tuple[float, float]:
    game_times, action_times = [], []
    for _ in range(runs):
        for seed in range(games):
            started = time.perf_counter()
            count = random_game(seed)
            elapsed = time.perf_counter() - started
            game_times.append(elapsed)
            action_times.append(elapsed / count)
    return statistics.median(game_times), statistics.median(action_times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=40, help="random games per run")
    parser.add_argument("--runs", type=int, default=3, help="repetitions")
    args = parser.parse_args()
    states = mid_game_states(12)
    every, starts, counts = bench_legal(states, args.runs)
    print(
        f"(a) legal_actions, mid-game decisions: median {statistics.median(every) * 1e3:.3f} ms "
        f"over {len(every)} calls  [target <= {TARGET_LEGAL_MS:g} ms]"
    )
    print(
        f"    start of a turn only: median {statistics.median(starts) * 1e3:.3f} ms, "
        f"max {max(starts) * 1e3:.2f} ms ({statistics.median(counts):.0f} actions listed, "
        f"at most {max(counts)})"
    )
    game, action = bench_games(args.games, args.runs)
    print(
        f"(b) random 4-player game: median {game * 1e3:.1f} ms per game, "
        f"{action * 1e6:.0f} us per action  [target <= {TARGET_GAME_MS:g} ms]"
    )


if __name__ == "__main__":
    main()
