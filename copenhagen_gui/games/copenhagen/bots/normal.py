"""The normal computer player: greedy. It keeps cards of few colours and makes the
build that is worth most at once."""

from __future__ import annotations

import random

from ..rules.actions import Action
from ..rules.state import GameState
from .base import Bot
from .evaluation import Weights
from .planner import Style, decide

NORMAL_STYLE = Style(
    weights=Weights(card=0.12, next_build=0.0, horizon=False),
    lookahead=False,
    concentration=0.01,
    simulated_builds=1,
    noise=0.02,
)


class NormalBot(Bot):
    level = "normal"

    def decide(self, view: GameState, seat: int, rng: random.Random) -> Action:
        return decide(view, seat, NORMAL_STYLE, rng)
