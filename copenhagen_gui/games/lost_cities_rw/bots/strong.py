"""Strong: also steers for acceleration squares, artifacts and open bridges, with weights
tuned by self-play, and scores a move that ends the game by its final points."""

from __future__ import annotations

import random

from ..rules.state import GameState
from .base import FrameBot
from .decide import choose
from .heuristic import Weights

# Tuned in 2-player self-play on the house sheet (each weight moved until neither
# direction won more than half of 400 games against the others).
STRONG_WEIGHTS = Weights(price=7.0, art_value=15.0, acc_value=20.0, bridge_value=20.0, game_length=35.0,
                         sees_the_end=True)


class StrongBot(FrameBot):
    level = "strong"

    def __init__(self, weights: Weights = STRONG_WEIGHTS):
        self.weights = weights

    def decide(self, view: GameState, seat: int, rng: random.Random, legal: list):
        return choose(view, seat, self.weights)
