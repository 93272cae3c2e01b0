"""Strong level: plans the whole turn against a positional evaluation.

Each candidate drawing (shape x dice x bonuses x colour change x placement x X cell
or No X) is valued by the building it leaves: the promise of near-complete rows and
columns (all-window lines worth double), covered empty cells, coats of arms, plus
the abilities still in hand and what the leftover dice give the opponents.
The best few drawings are then re-ranked by a one-turn lookahead: the expected value
of the next turn's best drawing over every roll of five dice. Rerolls are decided by
the exact expected value over the dice outcomes. Near the end the future counts less
and less, and on its last turn only points matter."""

from __future__ import annotations

import random

from ..rules.actions import Action
from ..rules.state import GameState
from .base import Bot, Level
from .evaluate import Weights
from .planner import Planner

STRONG_WEIGHTS = Weights(filled=0.4, leak=0.5)
# The best drawings (by the evaluation) re-ranked by the expected value of the
# following turn's best drawing over all 252 rolls.
LOOKAHEAD_CANDIDATES = 8


class StrongBot(Bot):
    level = Level.STRONG

    def __init__(self, weights: Weights = STRONG_WEIGHTS):
        self.planner = Planner(weights, lookahead=True, depth2=LOOKAHEAD_CANDIDATES)

    def decide(self, state: GameState, rng: random.Random) -> Action:
        return self.planner.choose(state)
