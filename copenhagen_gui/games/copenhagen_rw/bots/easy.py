"""Easy level: random moves with a little sense.

It takes a random shape the dice allow (now and then with a bonus), draws it on one
of the lowest spots, puts the X anywhere, never rerolls or plans ahead, never
declines a phase-3 mark, and uses a One X only by chance."""

from __future__ import annotations

import random

from ..rules import engine
from ..rules.actions import (
    Action,
    ChooseShape,
    CoatCell,
    CoatTrack,
    DrawOneX,
    EndTurn,
    MarkTrack,
    Pass,
    Place,
    SkipTrack,
    UseBonus,
)
from ..rules.components import TRACK_COLOURS, Colour
from ..rules.state import GameState, Phase
from .base import Bot, Level


def _lowest(actions, cells_of) -> list:
    """The actions whose highest cell is lowest."""
    top = {a: max(y for _, y in cells_of(a)) for a in actions}
    low = min(top.values())
    return [a for a in actions if top[a] == low]


class EasyBot(Bot):
    level = Level.EASY

    def choose_start_track(self, rng: random.Random) -> Colour:
        return rng.choice(TRACK_COLOURS)

    def decide(self, state: GameState, rng: random.Random) -> Action:
        actions = engine.legal_actions(state)
        phase = state.phase
        if phase is Phase.CHOOSE:
            bonuses = [a for a in actions if isinstance(a, UseBonus)]
            if bonuses and rng.random() < 0.2:
                return rng.choice(bonuses)
            shapes = [a for a in actions if isinstance(a, ChooseShape) and a.shape not in state.crossed]
            if shapes:
                return rng.choice(shapes)
            passes = [a for a in actions if isinstance(a, Pass)]
            if passes:
                return passes[0]
            return rng.choice([a for a in actions if isinstance(a, ChooseShape)])
        if phase is Phase.PLACE:
            places = [a for a in actions if isinstance(a, Place)]
            return rng.choice(_lowest(places, lambda a: a.cells))
        if phase is Phase.COAT:
            cells = [a for a in actions if isinstance(a, CoatCell)]
            if cells and rng.random() < 0.5:
                return rng.choice(_lowest(cells, lambda a: (a.cell,)))
            return rng.choice([a for a in actions if isinstance(a, CoatTrack)] or cells)
        if phase is Phase.AFTER:
            extra = [a for a in actions if isinstance(a, DrawOneX)]
            if extra and rng.random() < 0.3:
                return rng.choice(_lowest(extra, lambda a: (a.cell,)))
            return EndTurn(state.active)
        if phase is Phase.TRACKS:
            marks = [a for a in actions if isinstance(a, MarkTrack)]
            return rng.choice(marks) if marks else SkipTrack(state.chooser)
        return rng.choice(actions)
