"""States from seeded random games, every step of the turn included."""

from __future__ import annotations

import random

from copenhagen_gui.games.copenhagen.rules import engine
from copenhagen_gui.games.copenhagen.rules.state import GameOptions


def random_states(seed: int, players: int = 2, limit: int = 400):
    rng = random.Random(seed)
    state = engine.new_game(GameOptions(players))
    found = []
    while not state.is_over and len(found) < limit:
        auto = engine.automatic_action(state)
        if auto is not None:
            state = engine.apply(state, engine.complete_chance(state, auto, rng))
            continue
        found.append(state)
        actions = engine.legal_actions(state, state.turn.player)
        state = engine.apply(state, rng.choice(list(actions)))
    return found
