"""A player that picks uniformly among the legal actions (for tests and benchmarks)."""

from __future__ import annotations

import random

from copenhagen_gui.core.record import GameRecord

from ..roller import Roller
from ..rules import engine
from ..rules.actions import Action
from ..rules.codec import GAME_ID
from ..rules.state import GameOptions, GameState


def choose(state: GameState, rng: random.Random) -> Action:
    """A uniformly random legal action (Roll and Reroll still without faces)."""
    return rng.choice(engine.legal_actions(state))


def play_game(
    options: GameOptions, seed: int, names: tuple[str, ...] | None = None, max_actions: int = 10_000
) -> tuple[GameRecord, GameState]:
    """Play a whole random game; returns its record and final state."""
    rng = random.Random(seed)
    roller = Roller(seed)
    state = engine.new_game(options)
    actions = []
    while state.phase.value != "game_over":
        if len(actions) >= max_actions:
            raise RuntimeError(f"game did not end within {max_actions} actions")
        action = roller.complete(choose(state, rng))
        state = engine.apply_unchecked(state, action)  # chosen among the legal actions
        actions.append(action)
    names = names or tuple(f"Player {i + 1}" for i in range(options.player_count))
    return GameRecord(GAME_ID, options, names, seed, tuple(actions), len(actions)), state
