"""The dice tumbling on screen after a roll: a few frames of random faces, then the
rolled ones. Only the look: the faces shown while tumbling never reach the model."""

from __future__ import annotations

import random

import attrs
from PySide6.QtCore import QObject, QTimer, Signal

from copenhagen_gui.games.copenhagen_rw.rules.components import FACES
from copenhagen_gui.games.copenhagen_rw.rules.state import GameState

# The dice tumble for this many frames after a roll, then show the rolled faces.
ROLL_FRAMES = 7
ROLL_FRAME_MS = 55


class DiceTumble(QObject):
    frame = Signal(object)  # {die index: face to show} for the tumbling dice
    settled = Signal()  # the tumble is over: show the rolled faces

    def __init__(self, parent=None):
        super().__init__(parent)
        self.enabled = True
        self._dice: tuple[int, ...] = ()
        self._frames_left = 0
        self._shuffle = random.Random()  # only for the look of tumbling dice, never the model
        self._timer = QTimer(self)
        self._timer.setInterval(ROLL_FRAME_MS)
        self._timer.timeout.connect(self._next_frame)

    @property
    def running(self) -> bool:
        return self._timer.isActive()

    def start(self, dice: tuple[int, ...]) -> None:
        """Tumble these dice (just rolled) for a moment."""
        if not self.enabled or not dice:
            return
        self._dice = dice
        self._frames_left = ROLL_FRAMES
        self._timer.start()
        self._next_frame()

    def stop(self) -> bool:
        """Settle the dice now; True when they were still tumbling."""
        was_running = self._timer.isActive() or self._frames_left > 0
        self._timer.stop()
        self._frames_left = 0
        self._dice = ()
        return was_running

    def _next_frame(self) -> None:
        if self._frames_left <= 0:
            if self.stop():
                self.settled.emit()
            return
        self._frames_left -= 1
        self.frame.emit({i: self._shuffle.choice(FACES) for i in self._dice})


def showing(state: GameState, faces: dict) -> GameState:
    """``state`` with some dice showing other faces (a tumble frame), for the scene."""
    dice = tuple(faces.get(i, f) for i, f in enumerate(state.turn.dice))
    return attrs.evolve(state, turn=attrs.evolve(state.turn, dice=dice))
