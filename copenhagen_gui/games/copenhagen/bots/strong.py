"""The strong computer player: plans whole turns, values a hand by the best build it
allows next turn, plays its best builds out with their coats of arms, and spends
cards sooner as the End card comes near."""

from __future__ import annotations

import random

from ..rules.actions import Action
from ..rules.state import GameState
from .base import Bot
from .planner import Style, decide

STRONG_STYLE = Style(simulated_builds=4)


class StrongBot(Bot):
    level = "strong"

    def decide(self, view: GameState, seat: int, rng: random.Random) -> Action:
        return decide(view, seat, STRONG_STYLE, rng)
