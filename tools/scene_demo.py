"""Look at the table without the main window: builds mid-game positions from seeded
random play and shows (or saves screenshots of) the table.

    python -m scene_demo                 # a 4-player table in a window
    python -m scene_demo --shots DIR     # screenshots for 2 and 4 players
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

from copenhagen_gui.games.copenhagen_rw.bots import random_player
from copenhagen_gui.games.copenhagen_rw.roller import Roller
from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.components import SHAPES
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions, GameState, Phase
from copenhagen_gui.games.copenhagen_rw.scene.hints import Ghost, ViewHints


def midgame_state(players: int, seed: int, rounds: int = 5) -> GameState:
    """Random play until ``rounds`` rounds are over and the active player must choose."""
    rng = random.Random(seed)
    roller = Roller(seed)
    state = engine.new_game(GameOptions(player_count=players))
    while state.phase is not Phase.GAME_OVER:
        if state.round > rounds and state.phase is Phase.CHOOSE:
            return state
        state = engine.apply(state, roller.complete(random_player.choose(state, rng)))
    return state


def phase_three_state(players: int, seed: int, rounds: int) -> GameState:
    """Random play on from a mid-game position until another player must pick a die."""
    rng = random.Random(seed + 1)
    roller = Roller(seed + 1)
    state = midgame_state(players, seed, rounds)
    while state.phase is not Phase.TRACKS and state.phase is not Phase.GAME_OVER:
        state = engine.apply(state, roller.complete(random_player.choose(state, rng)))
    return state


def phase_three_hints(state: GameState) -> ViewHints:
    picks = [a for a in engine.legal_actions(state) if hasattr(a, "die")]
    return ViewHints(
        eligible_dice=frozenset(a.die for a in picks),
        eligible_tracks=frozenset((a.player, a.colour.value) for a in picks),
    )


def final_state(players: int, seed: int) -> GameState:
    return random_player.play_game(GameOptions(player_count=players), seed)[1]


def placing_hints(state: GameState, legal: bool = True) -> ViewHints:
    """Hints as the window would give them while a shape follows the mouse."""
    for shape in SHAPES:
        if engine.shape_reason(state, shape.id) is not None:
            continue
        spots = engine.placements(state.sheet.filled, shape.id)
        if not spots:
            continue
        placement = spots[0]
        cells = placement.cells
        reason = ""
        if not legal:  # lift it into the air: unsupported
            cells = tuple((x, y + 3) for x, y in cells)
            why = engine.placement_reason(state.sheet.filled, shape.id, cells)
            from copenhagen_gui.games.copenhagen_rw.scene.labels import reason_text

            reason = reason_text(why) if why else ""
        return ViewHints(
            selected_shape=shape.id,
            ghost=Ghost(state.active, cells, legal, reason),
            spots=frozenset(c for p in spots for c in p.cells),
            eligible_dice=frozenset(engine.best_dice(state, shape.id) or ()),
            selected_dice=frozenset(engine.best_dice(state, shape.id) or ()),
        )
    return ViewHints()


def main(argv=None) -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--rounds", type=int, default=5, help="rounds played before the picture")
    parser.add_argument("--shots", type=Path, help="save screenshots here and quit")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from copenhagen_gui.games.copenhagen_rw.scene.table import TableScene
    from copenhagen_gui.games.copenhagen_rw.scene.view import TableView

    app = QApplication.instance() or QApplication(sys.argv)
    scene = TableScene()
    view = TableView(scene)
    names = ("Astrid", "Bjørn", "Carla Maria Fernández", "Dag")
    if not args.shots:
        state = midgame_state(args.players, args.seed, args.rounds)
        scene.sync(state, names[: args.players], placing_hints(state))
        view.resize(1400, 900)
        view.show()
        return app.exec()
    args.shots.mkdir(parents=True, exist_ok=True)
    for players in (2, 3, 4):
        state = midgame_state(players, args.seed, args.rounds)
        for legal in (True, False):
            scene.sync(state, names[:players], placing_hints(state, legal))
            for w, h in ((1400, 900), (1000, 700)):
                if not legal and w == 1000:
                    continue
                view.resize(w, h)
                view.show()
                app.processEvents()
                name = f"scene_{players}p_r{args.rounds}_{w}x{h}{'' if legal else '_illegal'}.png"
                view.grab().save(str(args.shots / name))
                print(args.shots / name)
    view.resize(1400, 900)
    for label, state, hints in (
        ("tracks", phase_three_state(4, args.seed, args.rounds), None),
        ("final", final_state(4, args.seed), ViewHints()),
    ):
        scene.sync(state, names, hints or phase_three_hints(state))
        app.processEvents()
        name = f"scene_4p_{label}_1400x900.png"
        view.grab().save(str(args.shots / name))
        print(args.shots / name)
    return 0


if __name__ == "__main__":
    sys.exit(main())
