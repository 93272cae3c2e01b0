"""Small helpers for session tests: pick legal actions from the engine."""

from __future__ import annotations

import random

from copenhagen_gui.games.copenhagen_rw.rules import engine
from copenhagen_gui.games.copenhagen_rw.rules.actions import ChooseShape, Roll
from copenhagen_gui.games.copenhagen_rw.rules.components import Colour
from copenhagen_gui.games.copenhagen_rw.rules.state import GameOptions

TWO_PLAYERS = GameOptions(player_count=2)
NAMES = ("Ada", "Bo")
# Two reds, two blues and a joker: several shapes can be taken on the first turn.
FACES = (Colour.RED, Colour.RED, Colour.BLUE, Colour.BLUE, Colour.WHITE)


def legal(state, cls, index=0):
    """The ``index``-th legal action of type ``cls`` in ``state``."""
    found = [a for a in engine.legal_actions(state) if isinstance(a, cls)]
    assert found, f"no legal {cls.__name__} in phase {state.phase}"
    return found[index]


def roll_and_choose(session, faces=FACES):
    """Roll with fixed faces and take the first shape offered."""
    assert session.perform(Roll(session.state.active, faces)) is None
    assert session.perform(legal(session.state, ChooseShape)) is None


def play_randomly(session, steps, seed):
    """``steps`` random legal actions through the session (rolls get their faces
    from the session's roller)."""
    rng = random.Random(seed)
    for _ in range(steps):
        actions = engine.legal_actions(session.state)
        if not actions:
            break
        assert session.perform(rng.choice(actions)) is None
