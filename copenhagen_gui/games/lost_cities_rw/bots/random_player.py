"""A uniformly random legal player, and a loop that plays whole games with any choosers.

Used by tests and benchmarks. Chance goes through ``spec.complete_chance`` with
``core.chance.rng_for(seed, position)``, exactly as the session does, so a game here is a
record the session could replay.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence

from copenhagen_gui.core.chance import rng_for

from ..rules import engine
from ..rules.actions import Action, Roll
from ..rules.components import COLOURS, DICE_PER_KIND
from ..rules.options import Options
from ..rules.state import GameState

Chooser = Callable[[GameState, int, random.Random], Action]


def random_choice(state: GameState, seat: int, rng: random.Random) -> Action:
    return rng.choice(engine.legal_actions(state, seat))


def complete_roll(action: Roll, rng: random.Random) -> Roll:
    """The same draw as spec.complete_chance (kept here so bots need not import the spec)."""
    numbers = tuple(rng.randrange(10) for _ in range(DICE_PER_KIND))
    colours = tuple(rng.choice(COLOURS) for _ in range(DICE_PER_KIND))
    return Roll(action.seat, numbers, colours)


def play_game(options: Options, seed: int, choosers: Sequence[Chooser] | None = None,
              turn_order: bool = True) -> tuple[list[Action], GameState]:
    """Play to the end; returns the actions (rolls completed) and the final state.
    ``turn_order``: pending seats act clockwise from the active seat, as a table asks
    them; otherwise the lowest seat number first."""
    choosers = choosers or [random_choice] * options.seat_count
    rng = random.Random(seed)
    state = engine.new_game(options)
    actions: list[Action] = []
    while not state.over:
        seat = engine.next_in_turn_order(state) if turn_order else min(state.pending)
        action = choosers[seat](state, seat, rng)
        if type(action) is Roll and not action.completed:
            action = complete_roll(action, rng_for(seed, len(actions)))
        state = engine.apply_unchecked(state, action)
        actions.append(action)
    return actions, state
