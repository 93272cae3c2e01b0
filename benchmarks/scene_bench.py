"""How long TableScene.sync takes after an action (target: well under 16 ms, one
frame at 60 Hz, for 4 players).

Plays seeded random games; after every action the table is re-synced with hints
like the window's (a selected shape with its ghost and spots while choosing), and
the time of that sync is recorded. Also times the first sync (building every item)
and a repeated sync with nothing changed. Painting is not included: Qt paints later,
only the items whose look changed.

    QT_QPA_PLATFORM=offscreen python benchmarks/scene_bench.py [--games N]
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from PySide6.QtWidgets import QApplication

from copenhagen_gui.games.copenhagen_rw.bots import random_player
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, Phase
from copenhagen_gui.games.copenhagen_rw.scene import Ghost, TableScene, ViewHints


def hints_for(state, rng: random.Random) -> ViewHints:
    if state.phase is not Phase.CHOOSE:
        return ViewHints()
    takeable = [s for s in engine.all_placements(state) if engine.shape_reason(state, s) is None]
    if not takeable:
        return ViewHints()
    shape = rng.choice(takeable)
    spots = engine.placements(state.sheet.filled, shape)
    if not spots:
        return ViewHints(selected_shape=shape)
    ghost = rng.choice(spots)
    return ViewHints(
        selected_shape=shape,
        ghost=Ghost(state.active, ghost.cells, True),
        spots=frozenset(c for p in spots for c in p.cells),
        selected_dice=frozenset(engine.best_dice(state, shape) or ()),
    )


def bench(players: int, games: int, seed: int) -> dict[str, list[float]]:
    times: dict[str, list[float]] = {"first": [], "after action": [], "unchanged": []}
    names = [f"Player {i + 1}" for i in range(players)]
    for g in range(games):
        rng = random.Random(seed + g)
        roller = Roller(seed + g)
        state = engine.new_game(GameOptions(player_count=players))
        scene = TableScene()
        start = time.perf_counter()
        scene.sync(state, names, ViewHints())
        times["first"].append(time.perf_counter() - start)
        while state.phase is not Phase.GAME_OVER:
            state = engine.apply(state, roller.complete(random_player.choose(state, rng)))
            hints = hints_for(state, rng)
            start = time.perf_counter()
            scene.sync(state, names, hints)
            times["after action"].append(time.perf_counter() - start)
            start = time.perf_counter()
            scene.sync(state, names, hints)
            times["unchanged"].append(time.perf_counter() - start)
    return times


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])  # noqa: F841 (items need an app)
    print(f"TableScene.sync, {args.games} random games per player count (ms)")
    print(f"{'players':>7} {'kind':>13} {'n':>6} {'median':>8} {'p95':>8} {'max':>8}")
    for players in (2, 4):
        for kind, values in bench(players, args.games, args.seed).items():
            ms = sorted(v * 1000 for v in values)
            p95 = ms[min(len(ms) - 1, int(len(ms) * 0.95))]
            print(f"{players:>7} {kind:>13} {len(ms):>6} {statistics.median(ms):>8.3f} {p95:>8.3f} {ms[-1]:>8.3f}")


if __name__ == "__main__":
    main()
