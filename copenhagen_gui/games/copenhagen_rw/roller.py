"""The dice roller: the only source of chance. It lives outside the rules so that
replaying a record never rolls: the faces it produces are stored in the actions."""

from __future__ import annotations

import random

import attrs

from .rules.actions import Action, Reroll, Roll
from .rules.components import DICE_COUNT, FACES, Colour


class Roller:
    def __init__(self, seed: int | None = None):
        self.seed = seed
        self._random = random.Random(seed)

    def faces(self, count: int) -> tuple[Colour, ...]:
        return tuple(self._random.choice(FACES) for _ in range(count))

    def complete(self, action: Action) -> Action:
        """Fill in the faces of a Roll or Reroll that has none yet."""
        if isinstance(action, Roll) and not action.faces:
            return attrs.evolve(action, faces=self.faces(DICE_COUNT))
        if isinstance(action, Reroll) and not action.faces:
            return attrs.evolve(action, faces=self.faces(len(action.dice)))
        return action
