"""The easy computer player: builds whatever it can afford about half the time,
otherwise takes cards at random."""

from __future__ import annotations

import random

from ..rules import engine
from ..rules.actions import Action, Build
from ..rules.state import GameState
from .base import Bot


class EasyBot(Bot):
    level = "easy"

    def decide(self, view: GameState, seat: int, rng: random.Random) -> Action:
        legal = engine.legal_actions(view, seat)
        builds = [a for a in legal if isinstance(a, Build)]
        if builds and rng.random() < 0.5:
            return rng.choice(builds)
        others = [a for a in legal if not isinstance(a, Build)]
        return rng.choice(others or builds)
