"""A small stand-in for the generic GameSession (same API the mode uses: state,
names, bots, position, perform, undo, state_changed), used until the shell's
session is generic over GameSpec. Automatic chance actions are completed and
applied right after the action that made them due, as the real session does."""

from __future__ import annotations

import random

from PySide6.QtCore import QObject, Signal

from copenhagen_gui.games.copenhagen.spec import SPEC


class LocalSession(QObject):
    state_changed = Signal()
    action_refused = Signal(object)

    def __init__(self, options, names, seed=7, bots=None):
        super().__init__()
        self.spec = SPEC
        self.names = tuple(names)
        self.bots = tuple(bots or (None,) * len(names))
        self._rng = random.Random(seed)
        self.actions = []
        self.states = [SPEC.new_game(options)]
        self._automatic()

    @property
    def state(self):
        return self.states[-1]

    @property
    def position(self):
        return len(self.actions)

    def _automatic(self):
        while (auto := SPEC.automatic_action(self.state)) is not None:
            self._push(SPEC.complete_chance(self.state, auto, self._rng))

    def _push(self, action):
        self.states.append(SPEC.apply(self.state, action))
        self.actions.append(action)

    def perform(self, action):
        reason = SPEC.check(self.state, action)
        if reason is not None:
            self.action_refused.emit(reason)
            return reason
        self._push(action)
        self._automatic()
        self.state_changed.emit()
        return None

    def can_undo(self):
        return bool(self.actions) and not SPEC.is_chance(self.actions[-1])

    def undo(self):
        if self.can_undo():
            self.actions.pop()
            self.states.pop()
            self.state_changed.emit()
