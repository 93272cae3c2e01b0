"""Turning the bots' compact moves into engine actions, and the shared bot frame.

Every bot sees only ``spec.view_for(state, seat)`` (the whole table: the game has no
hidden information) and returns a legal action; a Roll comes back without its faces.
"""

from __future__ import annotations

import random

from ..rules import engine
from ..rules.actions import Accelerate, Action, DeclineAcceleration, Refuse, Roll, Take
from ..rules.components import Colour
from ..rules.state import GameState, Phase
from .model import CIRCLE, REFUSE, SQUARE, Pad


def to_action(seat: int, move, numbers, pad: Pad) -> Action:
    """The engine action for a compact move made with these number faces."""
    kind, colour, value = move
    if kind == REFUSE:
        return Refuse(seat)
    if kind == CIRCLE:
        return Take(seat, 0, Colour(colour), True)
    if kind == SQUARE:
        return Take(seat, 0 if value == 10 else value, Colour(colour), False)
    # the top artifact: any die reaching the column's top number will do
    reaching = [n for n in numbers if (10 if n == 0 else n) >= pad.top[colour]]
    return Take(seat, min(reaching, key=lambda n: 10 if n == 0 else n), Colour(colour), False)


def acceleration_action(seat: int, move) -> Action:
    return DeclineAcceleration(seat) if move is None else Accelerate(seat, Colour(move[1]))


class FrameBot:
    """The common part: rolling, and playing the only legal action without thinking."""

    def choose(self, view: GameState, seat: int, rng: random.Random) -> Action:
        if view.phase is Phase.OVER or seat not in view.pending:
            raise ValueError(f"seat {seat} has nothing to decide")
        if view.phase is Phase.ROLL:
            return Roll(seat)
        legal = engine.legal_actions(view, seat)
        if len(legal) == 1:
            return legal[0]
        return self.decide(view, seat, rng, legal)

    def decide(self, view: GameState, seat: int, rng: random.Random, legal: list) -> Action:
        raise NotImplementedError

