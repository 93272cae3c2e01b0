"""Easy: greedy for points now with little thought for headroom, and now and then any
legal combination at all."""

from __future__ import annotations

import random

from ..rules.actions import Refuse
from ..rules.state import GameState
from .base import FrameBot
from .decide import choose
from .heuristic import Weights

EASY_WEIGHTS = Weights(price=0.0, art_value=10.0, acc_value=0.0, bridge_value=0.0, game_length=40.0)
WHIM = 0.25  # how often it takes a random combination instead of thinking


class EasyBot(FrameBot):
    level = "easy"

    def __init__(self, weights: Weights = EASY_WEIGHTS, whim: float = WHIM):
        self.weights = weights
        self.whim = whim

    def decide(self, view: GameState, seat: int, rng: random.Random, legal: list):
        takes = [a for a in legal if not isinstance(a, Refuse)]
        if takes and rng.random() < self.whim:
            return rng.choice(takes)
        return choose(view, seat, self.weights)
