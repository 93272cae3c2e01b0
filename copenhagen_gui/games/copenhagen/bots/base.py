"""The common side of the computer players: the ``core.spec.Bot`` interface (a bot
sees only ``spec.view_for(state, seat)``) and a loop that plays whole games."""

from __future__ import annotations

import abc
import random
import time
from collections.abc import Callable, Sequence

from ..rules import engine
from ..rules.actions import Action
from ..rules.state import GameOptions, GameState


class Bot(abc.ABC):
    level: str

    @abc.abstractmethod
    def decide(self, view: GameState, seat: int, rng: random.Random) -> Action:
        """The action for ``seat``, who must be the one to act in ``view``."""

    def choose(self, view: GameState, seat: int, rng: random.Random) -> Action:
        if view.is_over:
            raise ValueError("the game is over")
        if seat not in engine.seats_to_act(view):
            raise ValueError(f"seat {seat} is not the one to act")
        if any(p.hand is not None for i, p in enumerate(view.players) if i != seat):
            raise ValueError("a bot must be given its own view, not the whole state")
        return self.decide(view, seat, rng)


def play_game(
    options: GameOptions,
    bots: Sequence[Bot],
    seed: int,
    on_decision: Callable[[GameState, int, Action, float], None] | None = None,
    max_actions: int = 4000,
) -> tuple[GameState, list[Action]]:
    """A whole game, seat i played by ``bots[i]``; chance and the bots' own choices
    come from generators seeded with ``seed``. ``on_decision(state, seat, action,
    seconds)`` is called after each bot decision. Raises ``IllegalAction`` if a bot
    ever picks an illegal action."""
    chance = random.Random(seed)
    choices = random.Random(seed + 1)
    state = engine.new_game(options)
    actions: list[Action] = []
    while not state.is_over:
        if len(actions) >= max_actions:
            raise RuntimeError(f"no end within {max_actions} actions")
        auto = engine.automatic_action(state)
        if auto is not None:
            action = engine.complete_chance(state, auto, chance)
        else:
            seat = state.turn.player
            view = engine.view_for(state, seat)
            started = time.perf_counter()
            action = bots[seat].choose(view, seat, choices)
            if on_decision is not None:
                on_decision(state, seat, action, time.perf_counter() - started)
        state = engine.apply(state, action)
        actions.append(action)
    return state, actions
