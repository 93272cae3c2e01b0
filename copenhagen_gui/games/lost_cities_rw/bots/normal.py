"""Normal: plans its numbers (headroom, the circle, the turns left) and takes acceleration
squares and bridges as they come, without steering for them."""

from __future__ import annotations

import random

from ..rules.state import GameState
from .base import FrameBot
from .decide import choose
from .heuristic import Weights

NORMAL_WEIGHTS = Weights(price=5.0, art_value=10.0, acc_value=0.0, bridge_value=0.0, game_length=40.0)


class NormalBot(FrameBot):
    level = "normal"

    def __init__(self, weights: Weights = NORMAL_WEIGHTS):
        self.weights = weights

    def decide(self, view: GameState, seat: int, rng: random.Random, legal: list):
        return choose(view, seat, self.weights)
