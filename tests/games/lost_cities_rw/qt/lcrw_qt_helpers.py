"""Helpers for the Lost Cities table tests: a session over the game's SPEC.

The app's GameSession becomes generic over a GameSpec (GameSession.new_game(SPEC, ...));
until then these tests use a small stand-in with the same surface (state, names, bots,
spec, perform -> reason, state_changed, can_undo/undo with the roll as a barrier)."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from copenhagen_gui.games.lost_cities_rw.rules.options import Options
from copenhagen_gui.games.lost_cities_rw.spec import SPEC


class StandInSession(QObject):
    state_changed = Signal()
    action_refused = Signal(object)

    def __init__(self, options, names, seed=7, bots=None):
        super().__init__()
        self.spec = SPEC
        self.names = tuple(names)
        self.bots = tuple(bots) if bots else (None,) * len(names)
        self.seed = seed
        self.states = [SPEC.new_game(options)]
        self.actions = []

    @property
    def state(self):
        return self.states[-1]

    @property
    def position(self):
        return len(self.actions)

    def perform(self, action):
        if SPEC.is_chance(action) and not action.completed:  # a test may fix the faces
            rng = random.Random(f"{self.seed}:{self.position}")
            action = SPEC.complete_chance(self.state, action, rng)
        reason = SPEC.check(self.state, action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self.states.append(SPEC.apply(self.state, action))
        self.actions.append(action)
        self.state_changed.emit()
        return None

    def can_undo(self):
        return bool(self.actions) and not SPEC.is_chance(self.actions[-1])

    def undo(self):
        if self.can_undo():
            self.actions.pop()
            self.states.pop()
            self.state_changed.emit()


def make_session(seats=2, names=None, bots=None, seed=7, first_seat=0):
    names = names or ("Ada", "Bea", "Cy", "Dee", "Eve")[:seats]
    return StandInSession(Options(seats, first_seat=first_seat), names, seed, bots)


def play_random(session, steps, rng):
    """Play ``steps`` legal actions for whoever must act (for mid-game tables)."""
    for _ in range(steps):
        state = session.state
        if state.over:
            return
        seat = min(state.pending)
        session.perform(rng.choice(SPEC.legal_actions(state, seat)))
