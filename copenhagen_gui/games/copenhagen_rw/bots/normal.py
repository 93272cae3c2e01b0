"""Normal level: greedy, one step at a time.

It plans the turn's drawing like the strong bot but values only what the move
brings now: points, coats of arms, cells drawn, track marks toward the next symbol,
and it avoids covering empty cells. Rerolls follow a simple rule (only when the best shape is
small), and it ignores what its leftover dice give the other players."""

from __future__ import annotations

import random

from ..rules.actions import Action
from ..rules.state import GameState
from .base import Bot, Level
from .evaluate import Weights
from .planner import Planner

NORMAL_WEIGHTS = Weights(
    potential=0.0,
    covered=0.6,
    coat=1.0,
    height=0.02,
    filled=0.2,
    progress=0.5,
    track_end=0.5,
    leak=0.0,
)


class NormalBot(Bot):
    level = Level.NORMAL

    def __init__(self):
        self.planner = Planner(NORMAL_WEIGHTS, lookahead=False)

    def decide(self, state: GameState, rng: random.Random) -> Action:
        return self.planner.choose(state)
